/**
 * The pieces the casting, stack, resolution and alternative-characteristics templates share: the
 * stack lines of the step's language, reasons, details and choices in words.
 */
import type { Fmt } from './trace-format.ts';
import { instructionWords } from './instructions.ts';
import { renderWords } from './locales/index.ts';
import type { StackLines } from './locales/stack-lines.ts';
import { REASONS_EN, keywordNameEn } from './locales/en-stack.ts';
import { REASONS_JA, keywordNameJa, targetWordJa } from './locales/ja-stack.ts';
import { quoteRulesJa } from './ja-text.ts';

/** The shared pieces in the step's language (render/locales). */
export const stackWords = (f: Fmt): StackLines => renderWords(f.lang).stack;

/**
 * 603.3b's list of triggered abilities, each given by the engine as "<player>: <source>: <text>"
 * (engine/triggers): named as the other steps name an ability and a player — 「あなたの《血の芸術家》の
 * 英語のオラクル・テキスト「…」の能力」, 'Blood Artist's “Whenever …” (player A)' — never the raw
 * "A: Blood Artist: Whenever …" (issue 16 §2).
 */
export function triggerOrder(f: Fmt): string {
  const items = Array.isArray(f.p.order) ? f.p.order.map(String) : [];
  return stackWords(f).list(
    items.map((raw) => {
      const m = /^([A-Z]): ([^:]+): ([\s\S]+)$/.exec(raw);
      if (!m) return stackWords(f).unparsedTrigger(raw);
      const [, who, source, text] = m as unknown as [string, string, string, string];
      return stackWords(f).triggerItem(f.label(source), text, f.playerName(who), f);
    }),
  );
}

export const policy = (f: Fmt): string => stackWords(f).policies[String(f.p.policy)] ?? f.v('policy');
export const answer = (f: Fmt): string => {
  const a = f.p.answer;
  if (a === 'yes') return stackWords(f).answers.yes;
  if (a === 'no') return stackWords(f).answers.no;
  if (!f.has('answer')) return stackWords(f).answers.none;
  return f.v('answer');
};

/** Session 2 (H1): what allows a spell to be cast at instant speed (cast.proposed `permission`). */
export function permission(f: Fmt): string {
  const raw = String(f.p.permission ?? '');
  return stackWords(f).permissions[raw] ?? stackWords(f).unknownPermission(raw);
}

/** Session 2 (H1): the chosen modes' texts, each quoted. */
export function quotedList(f: Fmt, name = 'modes'): string {
  const xs = f.p[name];
  const list = Array.isArray(xs) ? xs : [String(xs ?? '')];
  return stackWords(f).quotedList(list.map(String));
}

/** Why sorcery timing (307.1, 117.1a) doesn't allow it now, in words: the engine's code for the part that fails. */
export function timingDetail(f: Fmt): string | null {
  const d = String(f.p.detail ?? '');
  return stackWords(f).timingDetails[d] ?? null;
}

/**
 * Why an activation was reversed: an ability's timing is said as activating, not casting (602.5d,
 * 606.3 — "activate only as a sorcery", loyalty abilities); any other reason as for a spell.
 */
export function whyActivation(f: Fmt): string {
  if (String(f.p.reason ?? '') === 'sorcery-timing') return stackWords(f).activationTiming;
  return why(f);
}

/** An engine reason code ("hexproof", "changed-zone", "protection red") in words; exported for the answer lines' reason clauses (render/reasons.ts). */
export function why(f: Fmt, name = 'reason'): string {
  const raw = String(f.p[name] ?? '');
  const m = /^unmodelled:(.+)$/.exec(raw);
  if (m) return stackWords(f).unmodelled(m[1]!);
  if (raw.startsWith('protection ') || raw.startsWith('hexproof from')) return stackWords(f).cantTarget(raw);
  return stackWords(f).reasons[raw] ?? raw;
}


/**
 * Session 2 (H10): a rewound cast's detail in Japanese. An illegal target's detail is
 * "<object>: <why>" with an engine reason word ("shroud", "protection from red"): the reason is
 * said in Japanese, never the English word.
 */

/** A rewound cast's or activation's detail in English: an illegal target's engine reason word said in words ("Wall of Omens: it is not a permanent"). */
export function detailEn(f: Fmt): string {
  const raw = f.v('detail');
  // (A cost only some permanents can pay, "sacrifice a creature", and fewer of them than it takes: said so, 118.3.)
  const available = /^(.*): (\d+) available$/.exec(raw);
  if (available) return available[2] === '0' ? `nothing can pay “${available[1]!.trim()}”` : `only ${available[2]} can pay “${available[1]!.trim()}”`;
  const m = f.p.reason === 'illegal-target' ? /^(.*): ([^:]+)$/.exec(raw) : null;
  if (!m || /^unmodelled:/.test(m[2]!)) return raw;
  if (m[2] === 'filter') m[2] = 'filter-chosen';
  // ("protection red" is said as the keyword is printed: "protection from red".)
  if (!Object.hasOwn(REASONS_EN, m[2]!)) return /^(?:protection |hexproof from)/.test(m[2]!) ? `${targetName(f, m[1]!)}: ${keywordNameEn(m[2]!)}` : raw;
  return `${targetName(f, m[1]!)}: ${REASONS_EN[m[2]!]!}`;
}

/** The target a reason is about: a player by name ("player B", 対戦相手), never the bare letter; an object by its label. */
export function targetName(f: Fmt, ref: string): string {
  return /^[A-Z]$/.test(ref) ? f.playerName(ref) : f.label(ref);
}

export function detailJa(f: Fmt): string {
  const raw = f.v('detail');
  const count = /^([a-z]+): (\d+\/\d+)$/.exec(raw);
  if (count) return `${targetWordJa(count[1]!)}：${count[2]}`;
  // 601.2a: the zone a card is cast from, in Japanese (戦場), not the engine's word.
  if (f.p.reason === 'zone') return f.zone('detail');
  const m = f.p.reason === 'illegal-target' ? /^(.*): ([^:]+)$/.exec(raw) : null;
  if (!m) return engineDetailJa(f, raw);
  // (A target chosen while casting never matched: not 「満たさなくなりました」.)
  const r = m[2] === 'filter' ? 'filter-chosen' : m[2]!;
  const um = /^unmodelled:(.+)$/.exec(r);
  const text = um ? `エンジンが扱えない能力（${keywordNameJa(um[1]!)}）` : (REASONS_JA[r] ?? keywordNameJa(r));
  return `${targetName(f, m[1]!)}：${text}`;
}

/**
 * An engine detail given in English, said in a Japanese step (issue 16 §2): a cost that can't be paid
 * ("{3}{G}{G}; available {G}{G}{G}; missing {2}") in Japanese words; "<card>: <rules text>" (an effect that
 * forbids or allows, a cost change) as that card's English oracle text; other English text said to be
 * English; a keyword by its Japanese name.
 */
export function engineDetailJa(f: Fmt, raw: string): string {
  const cost = /^(.*); available (.*); missing (.*)$/.exec(raw);
  if (cost) return `必要${cost[1]}、使えるマナ${noMana(cost[2]!)}、不足${cost[3]}`;
  const said = costDetailJa(f, raw);
  if (said !== null) return said;
  const latin = (s: string): number => (s.match(/[A-Za-z]+/g) ?? []).length;
  const of = /^([^:]+): (.+)$/.exec(raw);
  if (of && latin(of[2]!) >= 3) return `${f.label(of[1]!)}の${quoteRulesJa(of[2]!)}`;
  if (latin(raw) >= 3) return quoteRulesJa(raw);
  return keywordNameJa(raw);
}

const noMana = (s: string): string => (s === '' || s === 'no mana' ? 'なし' : s);

/**
 * The engine's words for a cost it can't pay (engine/casting: cast-plan.ts, activation-costs.ts), each shape in Japanese —
 * "4 life needed, 3 left", "{2}{R}; missing {R}", "…; 1 of 2 chosen" — with any rules text in it quoted as such; null: no
 * such shape. (Said as English, they were quoted as if oracle text: 「英語のオラクル・テキスト「4 life needed, 3 left」」.)
 */
function costDetailJa(f: Fmt, raw: string): string | null {
  const life = /^(?:(.*) \()?(\d+) life needed, (-?\d+) left\)?$/.exec(raw);
  if (life) return `${life[1] ? `${quoteRulesJa(life[1])}：` : ''}ライフが${life[2]}点必要ですが、残りは${life[3]}点です`;
  const cantLose = /^(\d+) life: the player can't lose life$/.exec(raw);
  if (cantLose) return `ライフ${cantLose[1]}点：そのプレイヤーはライフを失うことができません`;
  const loyalty = /^(\d+) loyalty counters needed, (\d+) on it$/.exec(raw);
  if (loyalty) return `忠誠カウンターが${loyalty[1]}個必要ですが、${loyalty[2]}個しか置かれていません`;
  const phyrexian = /^(\d+) Phyrexian mana symbols paid with life; (.*) has (\d+)$/.exec(raw);
  if (phyrexian) return `ライフで支払うファイレクシア・マナ・シンボルが${phyrexian[1]}個とされていますが、${phyrexian[2]}には${phyrexian[3]}個しかありません`;
  const missing = /^(.*); missing (.*)$/.exec(raw);
  if (missing) return `必要${missing[1]}、不足${missing[2]}`;
  const available = /^(.*); available (.*)$/.exec(raw);
  if (available) return `必要${available[1]}、使えるマナ${noMana(available[2]!)}`;
  const noCost = /^(.*) has no mana cost, an unpayable cost$/.exec(raw);
  if (noCost) return `${f.label(noCost[1]!)}にはマナ・コストがなく、支払えないコストです`;
  if (raw === 'the same permanent named twice') return '同じパーマネントが2回指定されています';
  const twice = /^(.*): already sacrificed for mana$/.exec(raw);
  if (twice) return `${f.label(twice[1]!)}はマナのためにすでに生け贄に捧げられています`;
  const chosen = /^(.*) \((\d+) of (\d+) chosen\)$/.exec(raw);
  if (chosen) return `${quoteRulesJa(chosen[1]!)}（${chosen[3]}個のうち${chosen[2]}個を指定）`;
  const counters = /^(.*): (\d+) (\S+) on it$/.exec(raw);
  if (counters) return `${quoteRulesJa(counters[1]!)}（${counters[3]}カウンターは${counters[2]}個）`;
  const discard = /^(.*) \((.*)\)$/.exec(raw);
  if (discard && /^(?:discard|as an additional cost)/i.test(discard[1]!)) return `${quoteRulesJa(discard[1]!)}（${discard[2] === 'no card named' ? '捨てるカードの指定なし' : f.label(discard[2]!)}）`;
  const availableN = /^(.*): (\d+) available$/.exec(raw);
  if (availableN) return availableN[2] === '0' ? `${quoteRulesJa(availableN[1]!)}を支払えるものがありません` : `${quoteRulesJa(availableN[1]!)}を支払えるものは${availableN[2]}個だけです`;
  return null;
}

export const kind = (f: Fmt): string => stackWords(f).kinds[String(f.p.kind)] ?? f.v('kind');

/** The instruction a step names, in words (a dash when the step has none). */
export const instr = (f: Fmt): string => (f.has('effect') ? instructionWords(String(f.p.effect), f.lang) : f.v('effect'));

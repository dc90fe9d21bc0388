/**
 * English and Japanese templates for the casting, stack, target, counter and trigger trace keys
 * (issue 5). Spread into the EN and JA tables of trace.ts like trace-combat.ts, so every key in
 * TRACE_KEYS has a template in both languages.
 */
import { instructionWords } from './instructions.ts';
import type { TraceKey } from '../engine/trace-keys.ts';
import type { Fmt, Template } from './trace-format.ts';
import { renderWords } from './locales/index.ts';
import type { StackLines } from './locales/stack-lines.ts';
import { FACE_EN, REASONS_EN, keywordNameEn } from './locales/en-stack.ts';
import { FACE_JA, REASONS_JA, STEP_JA, USING_JA, keywordNameJa, targetKindJa, targetWordJa } from './locales/ja-stack.ts';
import { quoteRulesJa } from './ja-text.ts';

/** The shared pieces in the step's language (render/locales). */
const words = (f: Fmt): StackLines => renderWords(f.lang).stack;

/**
 * 603.3b's list of triggered abilities, each given by the engine as "<player>: <source>: <text>"
 * (engine/triggers): named as the other steps name an ability and a player — 「あなたの《血の芸術家》の
 * 英語のオラクル・テキスト「…」の能力」, 'Blood Artist's “Whenever …” (player A)' — never the raw
 * "A: Blood Artist: Whenever …" (issue 16 §2).
 */
function triggerOrder(f: Fmt): string {
  const items = Array.isArray(f.p.order) ? f.p.order.map(String) : [];
  return words(f).list(
    items.map((raw) => {
      const m = /^([A-Z]): ([^:]+): ([\s\S]+)$/.exec(raw);
      if (!m) return words(f).unparsedTrigger(raw);
      const [, who, source, text] = m as unknown as [string, string, string, string];
      return words(f).triggerItem(f.label(source), text, f.playerName(who), f);
    }),
  );
}

type StackKey = Extract<
  TraceKey,
  | `cast.${string}`
  | `activate.${string}`
  | `stack.${string}`
  | `target.${string}`
  | `counter.${string}`
  | `trigger.${string}`
  | 'turn.step'
  | 'turn.begins'
  | 'turn.mana-emptied'
  | 'turn.attacks-forgotten'
  | 'restriction.added'
  | 'event.drew'
  | `alt.${string}`
  | `face.${string}`
  | `land.${string}`
  | `resolve.${string}`
  | 'effect.never-starts'
>;



// Session 2 (H2): choices and instructions on resolution (608.2c-608.2k).
const FROM_EN: Record<string, string> = { x: 'X as announced', event: 'the amount of the event that triggered it', 'that-many': 'that many', 'mana-value': 'that card’s mana value', power: 'that creature’s power (last known)', count: 'counted from the permanents on the battlefield' };
const FROM_JA: Record<string, string> = { x: '唱えたときに決めたX', event: '誘発した出来事の量', 'that-many': 'その数', 'mana-value': 'そのカードのマナ総量', power: 'そのクリーチャーのパワー（最後の情報）', count: '戦場のパーマネントを数えた数' };
/** The instruction a step names, in words (a dash when the step has none). */
const instr = (f: Fmt): string => (f.has('effect') ? instructionWords(String(f.p.effect), f.lang) : f.v('effect'));
const policy = (f: Fmt): string => words(f).policies[String(f.p.policy)] ?? f.v('policy');
const answer = (f: Fmt): string => {
  const a = f.p.answer;
  if (a === 'yes') return words(f).answers.yes;
  if (a === 'no') return words(f).answers.no;
  if (!f.has('answer')) return words(f).answers.none;
  return f.v('answer');
};
/** The choice made while resolving: "may" (608.2d) said in Japanese as 「してもよい」; other choices quoted as rules text. */
const choiceName = (f: Fmt): string => {
  if (!f.has('choice')) return '';
  return words(f).choice(f.v('choice'));
};
const RESOLVE_EN: Record<Extract<StackKey, `resolve.${string}` | 'effect.never-starts'>, Template> = {
  'resolve.all': (f) => `${f.citeLead}${f.v('item')}: “all” means the objects that match now: ${f.v('objects')} (${instr(f)}, at the same time).`,
  'resolve.choice': (f) => `${f.citeLead}${f.v('item')}: ${f.player('player')} answers${choiceName(f)} while it resolves: ${answer(f)} (${policy(f)}).`,
  'resolve.amount': (f) => `${f.citeLead}${f.v('item')}: the amount is ${FROM_EN[String(f.p.from)] ?? f.v('from')}, determined now: ${f.v('amount')}.`,
  'resolve.for-each': (f) => `${f.citeLead}${f.v('item')}: the instructions are followed for each of them, one at a time: ${f.v('order')} (${policy(f)}).`,
  'resolve.discard': (f) => `${f.citeLead}${f.player('player')} discards ${f.has('cards') ? f.v('cards') : 'nothing'} (${policy(f)}).`,
  'resolve.discard-unseen': (f) => {
    const n = Number(f.p.count ?? 0);
    const unseen = f.p.whole === true ? 'every other card in that hand' : `${f.p.upTo === true ? 'up to ' : ''}${n} unseen card${n === 1 ? '' : 's'}`;
    const why = f.p.upTo === true || f.p.whole === true ? `the question doesn't describe ${f.player('player')}'s hand, so which cards, and how many of them there are, is unknown` : `${n === 1 ? 'it was' : 'they were'} drawn from a library the question doesn't describe, so which card${n === 1 ? ' it is' : 's they are'} is unknown`;
    return `${f.citeLead}${f.player('player')} discards ${f.has('cards') ? `${f.v('cards')} and ` : ''}${unseen} (${why}).`;
  },
  'resolve.exile-top': (f) => `${f.citeLead}${f.player('player')} exiles the top of their library: ${f.has('cards') ? f.v('cards') : 'nothing (the library is empty)'}${f.has('manaValues') ? ` (mana value ${f.v('manaValues')})` : ''}.`,
  'resolve.enters-as': (f) => `${f.citeLead}${f.who('object')} enters with “${f.v('text')}” already applying: it is never on the battlefield without it.`,
  'resolve.enters-with-counters': (f) => `${f.citeLead}${f.who('object')} enters with ${f.v('amount')} ${f.v('counter')} counter${f.p.amount === 1 ? '' : 's'} on it: it is never on the battlefield without ${f.p.amount === 1 ? 'it' : 'them'}.`,
  'resolve.cant-regenerate': (f) => `${f.citeLead}${f.who('object')} can’t be regenerated: its regeneration shield isn’t applied.`,
  'resolve.revealed': (f) => `${f.citeLead}${f.player('player')} reveals ${f.who('object')}, the first card they drew this turn (${f.who('source')}: “${f.v('text')}”).`,
  'resolve.scry': (f) =>
    f.has('cards')
      ? `${f.citeLead}${f.player('player')} scries ${f.v('cards')}: on the bottom ${f.has('bottom') ? f.v('bottom') : 'none'}; on top ${f.has('top') ? f.v('top') : 'none'} (${policy(f)}).`
      : `${f.citeLead}${f.player('player')} scries 0: no scry happens.`,
  'resolve.surveil': (f) => `${f.citeLead}${f.player('player')} surveils ${f.has('cards') ? f.v('cards') : 'nothing (the library is empty)'}: into the graveyard ${f.has('graveyard') ? f.v('graveyard') : 'none'}; on top ${f.has('top') ? f.v('top') : 'none'} (${policy(f)}).`,
  'resolve.additional-land': (f) => `${f.citeLead}${f.player('player')} may play ${f.v('count')} more land${f.p.count === 1 ? '' : 's'} this turn (${f.v('allowed')} in all this turn).`,
  'resolve.add-mana': (f) => `${f.citeLead}${f.player('player')} adds ${f.v('adds')} to their mana pool (now ${f.v('pool')}).`,
  'resolve.proliferate': (f) =>
    f.has('chosen') ? `${f.citeLead}${f.player('player')} proliferates: ${f.v('chosen')} each get one more counter of each kind already there.` : `${f.citeLead}${f.player('player')} proliferates, choosing nothing${f.p.policy === 'none-have-counters' ? ' (no permanent or player has a counter)' : ''}.`,
  'resolve.search': (f) =>
    f.has('card')
      ? `${f.citeLead}${f.player('player')} searches their library, finds ${f.v('card')}${f.p.reveal === true ? ', reveals it' : ''} and puts it ${f.p.to === 'battlefield' ? `onto the battlefield${f.p.tapped === true ? ' tapped' : ''}` : f.p.to === 'top' ? 'on top of their library once it is shuffled' : f.p.to === 'graveyard' ? 'into their graveyard' : 'into their hand'}.`
      : `${f.citeLead}${f.player('player')} searches their library and finds nothing.`,
  'resolve.search-unseen': (f) =>
    f.p.to === 'battlefield'
      ? `${f.citeLead}${f.player('player')} searches their library, finds a basic land card and puts it onto the battlefield${f.p.tapped === true ? ' tapped' : ''}. The question doesn't describe that library, so which basic land it is is unknown: it takes part as a basic land nobody named.`
      : `${f.citeLead}${f.player('player')} searches their library and puts ${f.p.maybe === true ? 'the card they find, if any,' : 'the card they find'} ${f.p.to === 'top' ? 'on top of it once it is shuffled' : 'into their hand'}. The question doesn't describe that library, so which card it is is unknown (an unseen card).`,
  'resolve.shuffle': (f) => `${f.citeLead}${f.player('player')} shuffles their library: its order is no longer known.`,
  'resolve.mill': (f) => `${f.citeLead}${f.player('player')} mills ${f.v('amount')}: ${f.has('cards') ? f.v('cards') : 'nothing (the library is empty)'} go${f.has('cards') ? '' : 'es'} into the graveyard.`,
  'resolve.divided': (f) => `${f.citeLead}${f.v('item')}: the ${f.v('total')} damage stays divided as announced; only legal targets are dealt their share: ${f.has('division') ? f.v('division') : 'none'}.`,
  'resolve.aura-attached': (f) => `${f.citeLead}The Aura spell ${f.who('object')} becomes a permanent attached to ${f.who('target')}, the object or player it targeted.`,
  'resolve.bestow-ends': (f) => `${f.citeLead}${f.who('object')}'s target is illegal as the bestowed Aura spell begins resolving: it stops being bestowed and resolves as a creature spell.`,
  'resolve.cant-enter': (f) => `${f.citeLead}${f.who('object')} can’t enter the battlefield (“${f.v('text')}”, ${f.who('source')}), judged as it would be there: it is put into its owner’s graveyard instead.`,
  'effect.never-starts': (f) => `${f.citeLead}“${f.v('text')}” does nothing: its duration (as long as its controller controls ${f.who('object')}) was already over.`,
};
const RESOLVE_JA: Record<Extract<StackKey, `resolve.${string}` | 'effect.never-starts'>, Template> = {
  'resolve.all': (f) => `${f.citeLead}${f.who('item')}：「すべて」とは今条件を満たすもの：${f.v('objects')}（${instr(f)}、同時に）。`,
  'resolve.choice': (f) => `${f.citeLead}${f.who('item')}：解決中に${f.player('player')}が${choiceName(f)}を選びます：${answer(f)}（${policy(f)}）。`,
  'resolve.amount': (f) => `${f.citeLead}${f.who('item')}：数は${FROM_JA[String(f.p.from)] ?? f.v('from')}で、今決まります：${f.v('amount')}。`,
  'resolve.for-each': (f) => `${f.citeLead}${f.who('item')}：それぞれについて1つずつ指示に従います：${f.v('order')}（${policy(f)}）。`,
  'resolve.discard': (f) => `${f.citeLead}${f.player('player')}は${f.has('cards') ? f.v('cards') : '何も'}捨てます（${policy(f)}）。`,
  'resolve.discard-unseen': (f) => {
    const n = Number(f.p.count ?? 0);
    const why = f.p.upTo === true || f.p.whole === true ? `${f.player('player')}の手札が書かれていないので、どのカードを何枚捨てるかは分かりません` : '中身の書かれていないライブラリーから引いたカードなので、どのカードかは分かりません';
    const unseen = f.p.whole === true ? '手札の残りのカードすべて' : `見えないカードを${n}枚${f.p.upTo === true ? 'まで' : ''}`;
    return `${f.citeLead}${f.player('player')}は${f.has('cards') ? `${f.v('cards')}と、` : ''}${unseen}捨てます（${why}）。`;
  },
  'resolve.exile-top': (f) => `${f.citeLead}${f.player('player')}はライブラリーの一番上を追放します：${f.has('cards') ? f.v('cards') : 'なし（ライブラリーが空）'}${f.has('manaValues') ? `（マナ総量 ${f.v('manaValues')}）` : ''}。`,
  'resolve.enters-as': (f) => `${f.citeLead}${f.who('object')}は${f.quotedText('text')}が適用された状態で戦場に出ます。それなしで戦場にあることはありません。`,
  'resolve.enters-with-counters': (f) => `${f.citeLead}${f.who('object')}は${f.v('counter')}カウンターが${f.v('amount')}個置かれた状態で戦場に出ます。それなしで戦場にあることはありません。`,
  'resolve.cant-regenerate': (f) => `${f.citeLead}${f.who('object')}は再生できません：再生の盾は適用されません。`,
  'resolve.revealed': (f) => `${f.citeLead}${f.player('player')}はこのターン最初に引いたカード ${f.who('object')} を公開します（${f.who('source')}：${f.quotedText('text')}）。`,
  'resolve.scry': (f) =>
    f.has('cards')
      ? `${f.citeLead}${f.player('player')}は占術を行います（${f.v('cards')}）：ライブラリーの一番下へ ${f.has('bottom') ? f.v('bottom') : 'なし'}、一番上へ ${f.has('top') ? f.v('top') : 'なし'}（${policy(f)}）。`
      : `${f.citeLead}${f.player('player')}は占術0を行います：占術は起こりません。`,
  'resolve.surveil': (f) => `${f.citeLead}${f.player('player')}は諜報を行います（${f.has('cards') ? f.v('cards') : 'ライブラリーが空'}）：墓地へ ${f.has('graveyard') ? f.v('graveyard') : 'なし'}、一番上へ ${f.has('top') ? f.v('top') : 'なし'}（${policy(f)}）。`,
  'resolve.additional-land': (f) => `${f.citeLead}${f.player('player')} はこのターン、追加で土地を${f.v('count')}つプレイできます（このターン合計${f.v('allowed')}つ）。`,
  'resolve.add-mana': (f) => `${f.citeLead}${f.player('player')}は${f.v('adds')}をマナ・プールに加えます（プールは${f.v('pool')}）。`,
  'resolve.proliferate': (f) =>
    f.has('chosen') ? `${f.citeLead}${f.player('player')}は増殖を行います：${f.v('chosen')}に、すでに置かれている各種類のカウンターをもう1個ずつ置きます。` : `${f.citeLead}${f.player('player')}は増殖を行いますが、何も選びません${f.p.policy === 'none-have-counters' ? '（カウンターが置かれたパーマネントもプレイヤーもありません）' : ''}。`,
  'resolve.search': (f) =>
    f.has('card')
      ? `${f.citeLead}${f.player('player')}はライブラリーを探して${f.v('card')}を見つけ、${f.p.reveal === true ? '公開して' : ''}${f.p.to === 'battlefield' ? `${f.p.tapped === true ? 'タップ状態で' : ''}戦場に出します` : f.p.to === 'top' ? 'ライブラリーを切り直したあと、その一番上に置きます' : f.p.to === 'graveyard' ? '墓地に置きます' : '手札に加えます'}。`
      : `${f.citeLead}${f.player('player')}はライブラリーを探しますが、何も見つけません。`,
  'resolve.search-unseen': (f) =>
    f.p.to === 'battlefield'
      ? `${f.citeLead}${f.player('player')}はライブラリーから基本土地カードを探し、${f.p.tapped === true ? 'タップ状態で' : ''}戦場に出します（ライブラリーの中身が書かれていないので、どの基本土地かは分かりません。名前の分からない基本土地として扱います）。`
      : `${f.citeLead}${f.player('player')}はライブラリーを探して、見つけたカード${f.p.maybe === true ? '（あれば）' : ''}を${f.p.to === 'top' ? 'ライブラリーを切り直したあとその一番上に置きます' : '手札に加えます'}（ライブラリーの中身が書かれていないので、どのカードかは分かりません）。`,
  'resolve.shuffle': (f) => `${f.citeLead}${f.player('player')}はライブラリーを切り直します（その順番はもう分かりません）。`,
  'resolve.mill': (f) => `${f.citeLead}${f.player('player')}はカードを${f.v('amount')}枚切削します：${f.has('cards') ? f.v('cards') : 'なし（ライブラリーが空）'}が墓地に置かれます。`,
  'resolve.divided': (f) => `${f.citeLead}${f.who('item')}：${f.v('total')}点のダメージは宣言どおりに割り振られたままで、適正な対象にだけその分が与えられます：${f.has('division') ? f.v('division') : 'なし'}。`,
  'resolve.aura-attached': (f) => `${f.citeLead}オーラ呪文 ${f.who('object')} はパーマネントになり、対象としていた ${f.who('target')} につけられた状態で戦場に出ます。`,
  'resolve.bestow-ends': (f) => `${f.citeLead}授与されたオーラ呪文 ${f.who('object')} の解決開始時に対象が不適正なので、授与されなくなり、クリーチャー呪文として解決されます。`,
  'resolve.cant-enter': (f) => `${f.citeLead}${f.who('object')}は戦場に出られません（${f.who('source')}の${f.quotedText('text')}、戦場に出た場合の状態で判断）。代わりにオーナーの墓地に置かれます。`,
  'effect.never-starts': (f) => `${f.citeLead}${f.quotedText('text')}は何もしません：その期間（${f.who('object')}をコントロールしている限り）はすでに終わっていました。`,
};

/** Session 2 (H1): what allows a spell to be cast at instant speed (cast.proposed `permission`). */
function permission(f: Fmt): string {
  const raw = String(f.p.permission ?? '');
  return words(f).permissions[raw] ?? words(f).unknownPermission(raw);
}

/** Session 2 (H1): the chosen modes' texts, each quoted. */
function quotedList(f: Fmt, name = 'modes'): string {
  const xs = f.p[name];
  const list = Array.isArray(xs) ? xs : [String(xs ?? '')];
  return words(f).quotedList(list.map(String));
}

/** Why sorcery timing (307.1, 117.1a) doesn't allow it now, in words: the engine's code for the part that fails. */
function timingDetail(f: Fmt): string | null {
  const d = String(f.p.detail ?? '');
  return words(f).timingDetails[d] ?? null;
}

/**
 * Why an activation was reversed: an ability's timing is said as activating, not casting (602.5d,
 * 606.3 — "activate only as a sorcery", loyalty abilities); any other reason as for a spell.
 */
function whyActivation(f: Fmt): string {
  if (String(f.p.reason ?? '') === 'sorcery-timing') return words(f).activationTiming;
  return why(f);
}

/** An engine reason code ("hexproof", "changed-zone", "protection red") in words; exported for the answer lines' reason clauses (render/reasons.ts). */
export function why(f: Fmt, name = 'reason'): string {
  const raw = String(f.p[name] ?? '');
  const m = /^unmodelled:(.+)$/.exec(raw);
  if (m) return words(f).unmodelled(m[1]!);
  if (raw.startsWith('protection ') || raw.startsWith('hexproof from')) return words(f).cantTarget(raw);
  return words(f).reasons[raw] ?? raw;
}


/**
 * Session 2 (H10): a rewound cast's detail in Japanese. An illegal target's detail is
 * "<object>: <why>" with an engine reason word ("shroud", "protection from red"): the reason is
 * said in Japanese, never the English word.
 */

/** A rewound cast's or activation's detail in English: an illegal target's engine reason word said in words ("Wall of Omens: it is not a permanent"). */
function detailEn(f: Fmt): string {
  const raw = f.v('detail');
  const m = f.p.reason === 'illegal-target' ? /^(.*): ([^:]+)$/.exec(raw) : null;
  if (!m || /^unmodelled:/.test(m[2]!)) return raw;
  if (m[2] === 'filter') m[2] = 'filter-chosen';
  // ("protection red" is said as the keyword is printed: "protection from red".)
  if (!Object.hasOwn(REASONS_EN, m[2]!)) return /^(?:protection |hexproof from)/.test(m[2]!) ? `${targetName(f, m[1]!)}: ${keywordNameEn(m[2]!)}` : raw;
  return `${targetName(f, m[1]!)}: ${REASONS_EN[m[2]!]!}`;
}

/** The target a reason is about: a player by name ("player B", 対戦相手), never the bare letter; an object by its label. */
function targetName(f: Fmt, ref: string): string {
  return /^[A-Z]$/.test(ref) ? f.playerName(ref) : f.label(ref);
}

function detailJa(f: Fmt): string {
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
function engineDetailJa(f: Fmt, raw: string): string {
  const cost = /^(.*); available (.*); missing (.*)$/.exec(raw);
  if (cost) return `必要${cost[1]}、使えるマナ${cost[2] || 'なし'}、不足${cost[3]}`;
  const latin = (s: string): number => (s.match(/[A-Za-z]+/g) ?? []).length;
  const said = /^([^:]+): (.+)$/.exec(raw);
  if (said && latin(said[2]!) >= 3) return `${f.label(said[1]!)}の${quoteRulesJa(said[2]!)}`;
  if (latin(raw) >= 3) return quoteRulesJa(raw);
  return keywordNameJa(raw);
}

const kind = (f: Fmt): string => words(f).kinds[String(f.p.kind)] ?? f.v('kind');

// Session 2 (H3): alternative characteristics, permissions, face-down objects, casting during resolution.
type AltKey = Extract<StackKey, `alt.${string}` | `face.${string}` | `land.${string}`>;
const FACE_UP_EN: Record<string, string> = { 'not-face-down': 'it is not a face-down permanent', 'not-controller': 'only its controller can', 'no-priority': 'that player does not have priority', 'no-priority-untap': 'no player receives priority during the untap step (502.4)', 'no-priority-cleanup': 'normally no player receives priority during the cleanup step (514.3)', 'no-morph': 'it would have no morph cost face up' };
const FACE_UP_JA: Record<string, string> = { 'not-face-down': '裏向きのパーマネントではありません', 'not-controller': 'できるのはコントローラーだけです', 'no-priority': 'そのプレイヤーは優先権を持っていません', 'no-priority-untap': 'アンタップ・ステップにはどのプレイヤーも優先権を得ません（502.4）', 'no-priority-cleanup': 'クリンナップ・ステップには通常どのプレイヤーも優先権を得ません（514.3）', 'no-morph': '表向きなら変異コストを持たないカードです' };
const LAND_EN: Record<string, string> = { 'not-land': 'it is not a land card', zone: 'no rule or effect lets them play it from where it is', owner: 'only its owner can play it', 'not-turn': 'it is not their turn (305.3)', 'not-main': 'it is not a main phase of their turn', 'stack-not-empty': 'the stack is not empty', 'no-priority': 'that player does not have priority', 'no-land-play': 'they have no land play left this turn (305.2b)' };
const LAND_JA: Record<string, string> = { 'not-land': '土地カードではありません', zone: 'その領域からプレイすることを認めるルールや効果がありません', owner: 'プレイできるのはオーナーだけです', 'not-turn': 'そのプレイヤーのターンではありません（305.3）', 'not-main': 'そのプレイヤーのターンのメイン・フェイズではありません', 'stack-not-empty': 'スタックが空ではありません', 'no-priority': 'そのプレイヤーは優先権を持っていません', 'no-land-play': 'このターンにプレイできる土地が残っていません（305.2b）' };
const ALT_EN: Record<AltKey, Template> = {
  'alt.cast-as': (f) =>
    f.p.face === 'morph'
      ? `${f.citeLead}${f.player('player')} turns a card face down and casts it as a 2/2 face-down creature spell with no name, text, subtypes or mana cost, paying {3} instead of its mana cost; only its controller may look at it.`
      : `${f.citeLead}${f.player('player')} casts ${f.who('card')} as ${FACE_EN[String(f.p.face)] ?? f.v('face')}, ${f.who('spell')}: only those characteristics are checked and exist on the stack.`,
  'alt.permission': (f) => `${f.citeLead}${f.who('source')} allows ${f.player('player')} to cast ${f.who('spell')} from ${f.zone('from')}${f.has('text') ? ` (“${f.v('text')}”)` : ''}; the permission is judged on the characteristics the spell will have.`,
  'alt.exile-instead': (f) => `${f.citeLead}${f.who('spell')} was cast using ${f.v('using')}: if it would leave the stack, it is exiled instead of going anywhere else.`,
  'alt.adventure-exiled': (f) => `${f.citeLead}${f.who('spell')} was cast as an Adventure: as it resolves it is exiled instead of going to the graveyard, and ${f.player('player')} may cast the card from exile later (not as an Adventure).`,
  'alt.face-restored': (f) => `${f.citeLead}Off the stack, ${f.who('object')} has only the card's normal characteristics again (${f.who('card')}).`,
  'alt.during-resolution': (f) => `${f.citeLead}${f.player('player')} casts ${f.who('spell')} while ${f.who('by')} is resolving: it goes on top of the stack, no player receives priority, and ${f.who('by')} goes on resolving.`,
  'alt.cascade': (f) =>
    `${f.citeLead}Cascade (${f.who('spell')}, mana value ${f.v('manaValue')}): cards are exiled from the top of the library: ${f.v('exiled')}${f.has('hit') ? `; ${f.who('hit')} is the first nonland card with a lesser mana value` : '; no nonland card with a lesser mana value was found'}.`,
  'alt.cascade-bottom': (f) => `${f.citeLead}The cards exiled by cascade that weren't cast (${f.v('cards')}) go to the bottom of ${f.player('player')}'s library in a random order (the engine doesn't know that order).`,
  'alt.discard': (f) => `${f.citeLead}${f.player('player')} discards ${f.who('card')} to pay ${f.p.cost === 'spell' ? 'the spell' : 'jump-start'}'s additional cost.`,
  'alt.choice': (f) =>
    `${f.citeLead}${f.player('player')} ${f.p.answer === 'no' ? 'chooses not to cast' : 'casts'} ${f.who('object')} (“${f.v('choice')}”${f.p.policy === 'default-cast' ? ': no answer was given, so the engine casts it; answer false to decline' : ''}).`,
  'alt.not-cast': (f) => `${f.citeLead}${f.who('object')} wasn't cast, so ${f.player('player')} puts it into their graveyard.`,
  'alt.madness-exiled': (f) => `${f.citeLead}${f.player('player')} discards ${f.who('object')}, which has madness: it is exiled instead of being put into the graveyard, and its madness ability triggers (cast it for ${f.v('cost')}).`,
  'face.turned-up': (f) =>
    `${f.citeLead}${f.player('player')} turns ${f.who('object')} face up (a special action: it doesn't use the stack), paying ${f.v('cost')}: it is ${f.who('card')}. It is the same permanent: effects on it still apply and its "enters" abilities don't trigger${f.bool('megamorph') ? '; megamorph puts a +1/+1 counter on it' : ''}.`,
  'face.cant-turn-up': (f) => `${f.citeLead}${f.player('player')} can't turn ${f.who('object')} face up: ${FACE_UP_EN[String(f.p.reason)] ?? f.v('reason')}.`,
  'face.revealed': (f) => `${f.citeLead}${f.who('object')} (face down) moves from ${f.zone('from')} to ${f.zone('to')}: it is revealed to all players: it is ${f.who('card')}.`,
  'land.played': (f) =>
    `${f.citeLead}${f.player('player')} plays ${f.who('object')} from ${f.zone('from')} (a special action: it doesn't use the stack): land ${f.v('played')} of the ${f.v('allowed')} they can play this turn${f.has('by') ? ` (${f.v('by')})` : ''}.`,
  'land.cant-play': (f) => `${f.citeLead}${f.player('player')} can't play ${f.who('object')}: ${LAND_EN[String(f.p.reason)] ?? f.v('reason')}${f.p.reason === 'no-land-play' ? ` (${f.v('played')} played, ${f.v('allowed')} allowed)` : ''}.`,
};
const ALT_JA: Record<AltKey, Template> = {
  'alt.cast-as': (f) =>
    f.p.face === 'morph'
      ? `${f.citeLead}${f.player('player')} はカードを裏向きにし、名前・文章・サブタイプ・マナ・コストを持たない2/2の裏向きのクリーチャー呪文として、マナ・コストの代わりに{3}を支払って唱えます。見ることができるのはコントローラーだけです。`
      : `${f.citeLead}${f.player('player')} は ${f.who('card')} を${FACE_JA[String(f.p.face)] ?? f.v('face')}（${f.who('spell')}）として唱えます：判定されスタック上に存在するのはその特性だけです。`,
  'alt.permission': (f) => `${f.citeLead}${f.who('source')} により、${f.player('player')} は ${f.who('spell')} を${f.zone('from')}から唱えることができます${f.has('text') ? `（${f.quotedText('text')}）` : ''}。許可は呪文が持つことになる特性で判断されます。`,
  'alt.exile-instead': (f) => `${f.citeLead}${f.who('spell')} は${USING_JA[String(f.p.using)] ?? f.v('using')}で唱えられました：スタックを離れるなら、他のどこにも置かれる代わりに追放されます。`,
  'alt.adventure-exiled': (f) => `${f.citeLead}${f.who('spell')} は出来事として唱えられました：解決に際し墓地に置かれる代わりに追放され、${f.player('player')} は後でそのカードを追放領域から唱えることができます（出来事としては唱えられません）。`,
  'alt.face-restored': (f) => `${f.citeLead}スタックを離れた ${f.who('object')} は、再びカード本来の特性だけを持ちます（${f.who('card')}）。`,
  'alt.during-resolution': (f) => `${f.citeLead}${f.player('player')} は ${f.who('by')} の解決中に ${f.who('spell')} を唱えます：スタックの一番上に置かれますが、どのプレイヤーも優先権を得ず、${f.who('by')} の解決が続きます。`,
  'alt.cascade': (f) =>
    `${f.citeLead}続唱（${f.who('spell')}、マナ総量${f.v('manaValue')}）：ライブラリーの一番上からカードを追放します：${f.v('exiled')}${f.has('hit') ? `。${f.who('hit')} がマナ総量のより小さい最初の土地でないカードです` : '。マナ総量のより小さい土地でないカードはありませんでした'}。`,
  'alt.cascade-bottom': (f) => `${f.citeLead}続唱で追放され唱えられなかったカード（${f.v('cards')}）は、${f.player('player')} のライブラリーの一番下に無作為の順番で置かれます（エンジンはその順番を知りません）。`,
  'alt.discard': (f) => `${f.citeLead}${f.player('player')} は${f.p.cost === 'spell' ? 'その呪文' : '再活'}の追加コストとして ${f.who('card')} を捨てます。`,
  'alt.choice': (f) =>
    `${f.citeLead}${f.player('player')} は ${f.who('object')} を${f.p.answer === 'no' ? '唱えないことを選びます' : '唱えます'}（${keywordNameJa(f.v('choice'))}${f.p.policy === 'default-cast' ? '：答えがないため唱えるものとしました。唱えない場合は"false"を指定してください' : ''}）。`,
  'alt.not-cast': (f) => `${f.citeLead}${f.who('object')} は唱えられなかったので、${f.player('player')} はそれを自分の墓地に置きます。`,
  'alt.madness-exiled': (f) => `${f.citeLead}${f.player('player')} はマッドネスを持つ ${f.who('object')} を捨てます：墓地に置かれる代わりに追放され、マッドネス能力が誘発します（${f.v('cost')}で唱えられます）。`,
  'face.turned-up': (f) =>
    `${f.citeLead}${f.player('player')} は ${f.who('object')} を${f.v('cost')}を支払って表向きにします（特別な処理で、スタックを使いません）：${f.who('card')} です。同じパーマネントのままなので、それに適用されている効果は適用され続け、「戦場に出たとき」の能力は誘発しません${f.bool('megamorph') ? '。大変異により+1/+1カウンターが1個置かれます' : ''}。`,
  'face.cant-turn-up': (f) => `${f.citeLead}${f.player('player')} は ${f.who('object')} を表向きにできません：${FACE_UP_JA[String(f.p.reason)] ?? f.v('reason')}。`,
  'face.revealed': (f) => `${f.citeLead}裏向きの ${f.who('object')} が${f.zone('from')}から${f.zone('to')}へ移動します：すべてのプレイヤーに公開されます：${f.who('card')} です。`,
  'land.played': (f) =>
    `${f.citeLead}${f.player('player')} は ${f.who('object')} を${f.zone('from')}からプレイします（特別な処理で、スタックを使いません）：このターンにプレイできる土地${f.v('allowed')}つのうち${f.v('played')}つ目です${f.has('by') ? `（${f.v('by')}）` : ''}。`,
  'land.cant-play': (f) => `${f.citeLead}${f.player('player')} は ${f.who('object')} をプレイできません：${LAND_JA[String(f.p.reason)] ?? f.v('reason')}${f.p.reason === 'no-land-play' ? `（プレイ済み${f.v('played')}、上限${f.v('allowed')}）` : ''}。`,
};

export const STACK_EN: Record<StackKey, Template> = {
  'cast.proposed': (f) => `${f.citeLead}${f.player('player')} begins to cast ${f.who('spell')}${f.has('permission') ? ` (allowed at this time by ${permission(f)})` : ''}: it moves from ${f.zone('from')} to the stack.`,
  'cast.targets': (f) => `${f.citeLead}Targets for “${f.v('word')}” of ${f.who('spell')}: ${f.whos('targets')}${f.bool('shared') ? ' (an object may be chosen again for a different “target” word)' : ''}.`,
  'cast.cost': (f) =>
    `${f.citeLead}The total cost of ${f.who('spell')} is locked in: ${f.v('total')}${f.has('alternative') ? ` (the alternative cost: ${f.v('alternative')})` : ''}${f.has('additional') ? ` (with the additional ${f.v('additional')})` : ''}${f.has('x') ? ` (X = ${f.v('x')})` : ''}${f.has('sacrificed') ? `, plus sacrificing ${f.v('sacrificed')}` : ''}${f.has('reductions') ? ` (changed by ${f.v('reductions')})` : ''}. ${f.bool('unpaid') ? 'It can’t be paid with the mana available.' : f.bool('simulated') ? 'It is then paid; later changes to the cost have no effect.' : 'It is then paid (mana payment itself is not simulated).'}`,
  'cast.announced': (f) =>
    `${f.citeLead}While casting ${f.who('spell')} the choices are announced:${f.has('modes') ? ` modes ${quotedList(f)};` : ''}${f.bool('kicked') ? ' the kicker cost will be paid (kicked);' : ''}${f.has('alternative') ? ` the alternative cost ${f.v('alternative')};` : ''}${f.has('x') ? ` X = ${f.v('x')}${f.bool('xDefault') ? ' (not given: assumed 0)' : ''};` : ''} they are fixed from now on.`,
  'cast.may-begin': (f) =>
    `${f.citeLead}“${f.v('restriction')}” could stop ${f.who('spell')}, but a choice still to be made while casting it may change that, so ${f.player('player')} may begin to cast it; the spell is checked again once the choices are made.`,
  'cast.mana-ability': (f) => `${f.citeLead}${f.player('player')} activates the mana ability “${f.v('ability')}” of ${f.who('source')} while paying: it doesn't use the stack and adds ${f.v('adds')} to the mana pool.`,
  'cast.divided': (f) => `${f.citeLead}${f.player('player')} announces how ${f.who('spell')} divides its ${f.v('total')}: ${f.has('division') ? f.v('division') : 'all to its one target'} (each target at least 1).`,
  'cast.paid': (f) => `${f.citeLead}${f.player('player')} pays ${f.v('paid')} for ${f.who('spell')} from the mana pool; left in the pool: ${f.v('left')}.`,
  'cast.pay-life': (f) => `${f.citeLead}${f.player('player')} pays ${f.v('amount')} life as an additional cost of ${f.who('spell')} (paying life is losing it).`,
  'cast.cast': (f) => `${f.citeLead}${f.player('player')} has cast ${f.who('spell')}; abilities that trigger on casting trigger now.`,
  'cast.rewound': (f) => `${f.citeLead}${f.player('player')} can't cast ${f.who('spell')}: ${why(f)}${f.has('detail') ? ` (${timingDetail(f) ?? detailEn(f)})` : ''}. The game returns to the moment before it was proposed; nothing happens.`,
  'activate.activated': (f) => `${f.citeLead}${f.player('player')} activates ${f.who('source')}'s ability “${f.v('ability')}”; it goes on the stack.`,
  'activate.mana': (f) => `${f.citeLead}${f.player('player')} activates the mana ability “${f.v('ability')}” of ${f.who('source')}; it resolves immediately and doesn't use the stack${f.has('adds') ? `: ${f.v('adds')} is added to the mana pool (now ${f.v('pool')})` : ' (mana itself is not tracked)'}.`,
  'activate.loyalty-cost': (f) => {
    const n = Number(f.v('amount'));
    const counters = `${Math.abs(n)} loyalty counter${Math.abs(n) === 1 ? '' : 's'}`;
    const what = n > 0 ? `${counters} ${Math.abs(n) === 1 ? 'is' : 'are'} put on ${f.who('source')}` : n < 0 ? `${counters} ${Math.abs(n) === 1 ? 'is' : 'are'} removed from ${f.who('source')}` : `no loyalty counter is put on or removed from ${f.who('source')}`;
    return `${f.citeLead}As the cost of its loyalty ability, ${what} (its loyalty is now ${f.v('loyalty')}).`;
  },
  'activate.pay-life': (f) => `${f.citeLead}${f.player('player')} pays ${f.v('amount')} life to activate an ability of ${f.who('source')} (paying life is losing it).`,
  'activate.rewound': (f) => `${f.citeLead}${f.player('player')} can't activate “${f.v('ability')}” of ${f.who('source')}: ${whyActivation(f)}${f.has('detail') ? ` (${timingDetail(f) ?? detailEn(f)})` : ''}. The activation is reversed.`,
  'stack.put': (f) => `${f.citeLead}${f.who('item')} (${kind(f)}, controlled by ${f.player('controller')}) is put on top of the stack (${f.v('depth')} on the stack).`,
  'stack.copy': (f) => `${f.citeLead}${f.player('player')} puts a copy of ${f.who('spell')} on the stack. A copy is not cast.`,
  'stack.pass': (f) => `${f.citeLead}${f.player('player')} passes priority (${f.v('passes')} of ${f.v('players')} in succession).`,
  // (Whether it does resolve is said later: one whose targets are all illegal doesn't, 608.2b.)
  'stack.all-passed': (f) => `${f.citeLead}All players pass in succession: ${f.who('item')}, on top of the stack, is the next to resolve.`,
  'stack.empty-pass': (f) => `${f.citeLead}All players pass with the stack empty: the step or phase ends.`,
  'stack.resolves': (f) => `${f.citeLead}${f.who('item')} starts to resolve.`,
  'stack.fizzles': (f) => `${f.citeLead}All of ${f.who('item')}'s targets are illegal: it doesn't resolve after all, and none of its effects happen. It is removed from the stack (it is not countered).`,
  'stack.permanent-enters': (f) => `${f.citeLead}${f.who('item')} is a permanent spell: it resolves by entering the battlefield under ${f.player('controller')}'s control.`,
  'stack.leaves': (f) =>
    f.p.to === 'graveyard'
      ? `${f.citeLead}${f.who('item')} has resolved: as the last step of its resolution it is put into its owner's graveyard.`
      : f.p.resolved === false
        ? `${f.citeLead}${f.who('item')} leaves the stack without resolving and ceases to exist.`
        : `${f.citeLead}${f.who('item')} has resolved: it leaves the stack and ceases to exist.`,
  'stack.effect-skipped': (f) => `${f.citeLead}“${f.v('effect')}” of ${f.who('item')} does nothing to ${f.who('object')}: ${why(f)}.`,
  'stack.priority': (f) => `${f.citeLead}${f.player('player')} receives priority.`,
  'target.illegal': (f) => `${f.citeLead}${f.who('target')} is no longer a legal target of ${f.who('item')} (${why(f)}); it is not affected.`,
  'counter.countered': (f) => `${f.citeLead}${f.who('item')} is countered by ${f.who('by')}: it leaves the stack without resolving${f.has('owner') ? `; a spell goes to its owner's (${f.player('owner')}) graveyard` : ''}. Costs paid for it are not refunded.`,
  'counter.cant': (f) => `${f.citeLead}${f.who('item')} can't be countered: ${f.who('by')} doesn't counter it (“can't” beats “can”).`,
  'counter.paid': (f) => `${f.citeLead}${f.player('player')} pays ${f.v('cost')}: ${f.who('item')} is not countered by ${f.who('by')}.`,
  'trigger.triggers': (f) =>
    `${f.citeLead}${f.who('source')}'s ability “${f.v('ability')}” triggers (${f.cause('cause')}), controlled by ${f.player('controller')}${f.bool('lookBack') ? '; it looks back in time at the game before the event' : ''}. It goes on the stack the next time a player would receive priority.`,
  'trigger.condition-false': (f) =>
    f.p.stage === 'resolution'
      ? `${f.citeLead}On resolution the “if” condition of “${f.v('ability')}” (${f.who('source')}) is false: it does nothing.`
      : `${f.citeLead}The “if” condition of “${f.v('ability')}” (${f.who('source')}) is false when its event happens: it doesn't trigger.`,
  'trigger.not-dies': (f) =>
    `${f.citeLead}${f.who('source')} went to ${f.zone('to')}, not to a graveyard${f.p.event === 'dies' ? ', so it did not die' : ''}: its ability “${f.v('ability')}” doesn't trigger.`,
  'trigger.order': (f) => `${f.citeLead}Triggered abilities go on the stack in APNAP order (active player's first, so they resolve last); each player's own in the order listed: ${triggerOrder(f)}.`,
  'trigger.no-targets': (f) => `${f.citeLead}“${f.v('ability')}” (${f.who('source')}) has no legal target for “${f.v('word')}”: it is removed from the stack.`,
  'trigger.only-target': (f) => `${f.citeLead}“${f.v('ability')}” (${f.who('source')}) must target a legal “${f.v('word')}”, and ${f.who('target')} is the only one: it targets ${f.who('target')}.`,
  'trigger.which-target': (f) =>
    `${f.citeLead}Stopped rather than guess: “${f.v('ability')}” (${f.who('source')}) must target a legal “${f.v('word')}” as it is put on the stack, its controller chooses which (603.3d, 601.2c), and the question doesn't say: it could be ${f.whos('options')}. Please say what it targets (for example “${f.who('source')}'s trigger targets …”).`,
  'trigger.modes': (f) =>
    `${f.citeLead}As “${f.v('ability')}” (${f.who('source')}) is put on the stack, its controller chooses the mode ${quotedList(f)}${f.bool('forced') ? ' (no other mode could be chosen: the others have no legal target)' : ''}.`,
  'trigger.no-mode': (f) => `${f.citeLead}No mode of “${f.v('ability')}” (${f.who('source')}) can be chosen (none has a legal target): it is removed from the stack.`,
  'trigger.delayed-created': (f) => `${f.citeLead}A delayed triggered ability is created: “${f.v('ability')}” (${f.player('controller')}). It triggers only once.`,
  'turn.step': (f) => `${f.citeLead}The ${f.v('step')} step begins (${f.player('player')} is the active player).`,
  'turn.begins': (f) => {
    const one = Array.isArray(f.p.ready) && f.p.ready.length === 1;
    const untapped = f.has('untapped') ? `; in the untap step ${f.v('untapped')} untap${Array.isArray(f.p.untapped) && f.p.untapped.length === 1 ? 's' : ''}` : '';
    const ready = f.has('ready') ? `; ${f.v('ready')} ${one ? 'has' : 'have'} been under ${f.player('player')}'s control continuously since the turn began, so ${one ? 'it is' : 'they are'} no longer summoning sick` : '';
    const kept = f.has('stayTapped') ? `; ${f.v('stayTapped')} ${Array.isArray(f.p.stayTapped) && f.p.stayTapped.length === 1 ? 'stays' : 'stay'} tapped (an ability keeps ${Array.isArray(f.p.stayTapped) && f.p.stayTapped.length === 1 ? 'it' : 'them'} from untapping in the untap step)` : '';
    return `${f.citeLead}${f.player('player')}'s turn begins: ${f.player('player')} is the active player${untapped}${kept}${ready}.`;
  },
  'turn.mana-emptied': (f) => `${f.citeLead}As the ${f.v('step')} step ends, unspent mana empties from the mana pool of ${f.whos('players')}.`,
  'turn.attacks-forgotten': (f) => `${f.citeLead}The turn ends: the creatures attacked with this turn (${f.v('objects')}) are no longer “attacked with this turn”.`,
  'restriction.added': (f) => `${f.citeLead}A “can't” effect begins: “${f.v('text')}”.`,
  'event.drew': (f) => `${f.citeLead}${f.player('player')} draws a card (${f.who('object')}).`,
  ...ALT_EN,
  ...RESOLVE_EN,
};


export const STACK_JA: Record<StackKey, Template> = {
  'cast.proposed': (f) => `${f.citeLead}${f.player('player')} が ${f.who('spell')} を唱え始めます${f.has('permission') ? `（この時点で唱えられるのは${permission(f)}によります）` : ''}：${f.zone('from')}からスタックに移動します。`,
  'cast.targets': (f) => `${f.citeLead}${f.who('spell')} の「${targetWordJa(f.v('word'))}」の対象：${f.whos('targets')}${f.bool('shared') ? '（別の「対象」の語であれば同じものを再び選べます）' : ''}。`,
  'cast.cost': (f) =>
    `${f.citeLead}${f.who('spell')} の総コストが確定します：${f.v('total')}${f.has('alternative') ? `（代替コスト：${f.costName('alternative')}）` : ''}${f.has('additional') ? `（追加コスト：${f.costName('additional')}）` : ''}${f.has('x') ? `（X＝${f.v('x')}）` : ''}${f.has('sacrificed') ? `、および ${f.v('sacrificed')} の生け贄` : ''}${f.has('reductions') ? `（増減：${(Array.isArray(f.p.reductions) ? f.p.reductions : [f.v('reductions')]).map((r) => engineDetailJa(f, String(r))).join('、')}）` : ''}。${f.bool('unpaid') ? '利用できるマナでは支払えません。' : f.bool('simulated') ? 'その後支払われます。この後にコストを変える効果は影響しません。' : 'その後支払われます（マナの支払い自体はシミュレートしません）。'}`,
  'cast.announced': (f) =>
    `${f.citeLead}${f.who('spell')} を唱える際の選択を宣言します：${f.has('modes') ? `選んだモードは${quotedList(f)}；` : ''}${f.bool('kicked') ? 'キッカー・コストを支払う（キッカーした）；' : ''}${f.has('alternative') ? `代替コスト ${f.costName('alternative')}；` : ''}${f.has('x') ? `X＝${f.v('x')}${f.bool('xDefault') ? '（指定がないため0とみなします）' : ''}；` : ''}以後これらは変わりません。`,
  'cast.may-begin': (f) =>
    `${f.citeLead}${f.quotedText('restriction')}は ${f.who('spell')} を禁止しうるものの、唱える際にこれから行う選択によって変わりうるため、${f.player('player')} はそれを唱え始めることができます。選択の後で改めて確認されます。`,
  'cast.mana-ability': (f) => `${f.citeLead}${f.player('player')} は支払いの途中で ${f.who('source')} のマナ能力${f.abilityQuoted('ability')}を起動します：スタックを使わず、${f.v('adds')} をマナ・プールに加えます。`,
  'cast.divided': (f) => `${f.citeLead}${f.player('player')} は ${f.who('spell')} の${f.v('total')}の割り振りを宣言します：${f.has('division') ? f.v('division') : 'すべてを1つの対象に'}（各対象に少なくとも1）。`,
  'cast.paid': (f) => `${f.citeLead}${f.player('player')} は ${f.who('spell')} のためにマナ・プールから ${f.v('paid')} を支払います。プールに残ったマナ：${f.v('left')}。`,
  'cast.pay-life': (f) => `${f.citeLead}${f.player('player')} は ${f.who('spell')} の追加コストとして${f.v('amount')}点のライフを支払います（ライフを支払うことはそれを失うことです）。`,
  'cast.cast': (f) => `${f.citeLead}${f.player('player')} は ${f.who('spell')} を唱えました。唱えたときに誘発する能力はここで誘発します。`,
  'cast.rewound': (f) => `${f.citeLead}${f.player('player')} は ${f.who('spell')} を唱えられません：${why(f)}${f.has('detail') ? `（${timingDetail(f) ?? detailJa(f)}）` : ''}。ゲームは唱えることを宣言する直前まで巻き戻され、何も起こりません。`,
  'activate.activated': (f) => `${f.citeLead}${f.player('player')} が ${f.abilityOf(f.who('source'), f.v('ability'))}を起動し、スタックに置きます。`,
  'activate.mana': (f) => `${f.citeLead}${f.player('player')} が ${f.who('source')} のマナ能力${f.abilityQuoted('ability')}を起動します。スタックを使わずただちに解決します${f.has('adds') ? `：${f.v('adds')} がマナ・プールに加わります（現在 ${f.v('pool')}）` : '（マナ自体は追跡しません）'}。`,
  'activate.loyalty-cost': (f) => `${f.citeLead}${f.player('player')} は忠誠度能力を起動するために ${f.who('source')} ${Number(f.v('amount')) > 0 ? `に忠誠カウンターを${f.v('amount')}個置きます` : Number(f.v('amount')) < 0 ? `から忠誠カウンターを${-Number(f.v('amount'))}個取り除きます` : 'の忠誠カウンターは増減しません'}（忠誠度は${f.v('loyalty')}になります）。`,
  'activate.pay-life': (f) => `${f.citeLead}${f.player('player')} は ${f.who('source')} の能力を起動するために${f.v('amount')}点のライフを支払います（ライフを支払うことはそれを失うことです）。`,
  // (The ability's text is quoted only when it is Japanese: an English text is named as its ability.)
  'activate.rewound': (f) => `${f.citeLead}${f.player('player')} は ${f.who('source')} の${/[A-Za-z]{2,}/.test(f.v('ability')) ? '能力' : `${f.abilityQuoted('ability')}`}を起動できません：${whyActivation(f)}${f.has('detail') ? `（${timingDetail(f) ?? detailJa(f)}）` : ''}。起動は巻き戻されます。`,
  'stack.put': (f) => `${f.citeLead}${f.who('item')}（${kind(f)}、コントローラーは${f.player('controller')}）がスタックの一番上に置かれます（スタック上に${f.v('depth')}個）。`,
  'stack.copy': (f) => `${f.citeLead}${f.player('player')} が ${f.who('spell')} のコピーをスタックに置きます。コピーは唱えられたものではありません。`,
  'stack.pass': (f) => `${f.citeLead}${f.player('player')} が優先権をパスします（連続して${f.v('players')}人中${f.v('passes')}人）。`,
  'stack.all-passed': (f) => `${f.citeLead}全プレイヤーが連続してパスしました：次に解決するのは、スタックの一番上にある${f.who('item')}です。`,
  'stack.empty-pass': (f) => `${f.citeLead}スタックが空の状態で全プレイヤーがパスしました：そのステップかフェイズが終わります。`,
  'stack.resolves': (f) => `${f.citeLead}${f.who('item')} の解決を始めます。`,
  'stack.fizzles': (f) => `${f.citeLead}${f.who('item')} の対象がすべて不適正です：結局解決されず、効果は一切発生しません。スタックから取り除かれます（打ち消されたのではありません）。`,
  'stack.permanent-enters': (f) => `${f.citeLead}${f.who('item')} はパーマネント呪文です：解決され、${f.player('controller')}のコントロール下で戦場に出ます。`,
  'stack.leaves': (f) =>
    f.p.to === 'graveyard'
      ? `${f.citeLead}${f.who('item')} の解決が終わりました：解決の最後の手順として、オーナーの墓地に置かれます。`
      : f.p.resolved === false
        ? `${f.citeLead}${f.who('item')} は解決されずにスタックを離れ、消滅します。`
        : `${f.citeLead}${f.who('item')} の解決が終わりました：スタックを離れ、消滅します。`,
  'stack.effect-skipped': (f) => `${f.citeLead}${f.who('item')} の「${instr(f)}」は ${f.who('object')} に何もしません：${why(f)}。`,
  'stack.priority': (f) => `${f.citeLead}${f.player('player')} が優先権を得ます。`,
  'target.illegal': (f) => `${f.citeLead}${f.who('target')} はもう ${f.who('item')} の適正な対象ではありません（${why(f)}）。影響を受けません。`,
  'counter.countered': (f) => `${f.citeLead}${f.who('item')} は ${f.who('by')} によって打ち消されます：解決せずにスタックを離れ${f.has('owner') ? `、呪文はオーナー（${f.player('owner')}）の墓地に置かれ` : ''}ます。支払ったコストは戻りません。`,
  'counter.cant': (f) => `${f.citeLead}${f.who('item')} は打ち消されません：${f.who('by')} はそれを打ち消せません（「できない」が「できる」に優先します）。`,
  'counter.paid': (f) => `${f.citeLead}${f.player('player')} が ${f.v('cost')} を支払いました：${f.who('item')} は ${f.who('by')} によって打ち消されません。`,
  'trigger.triggers': (f) =>
    `${f.citeLead}${f.abilityOf(f.who('source'), f.v('ability'))}が誘発します（きっかけ：${f.cause('cause')}）。コントローラーは${f.player('controller')}です${f.bool('lookBack') ? '。この能力は、出来事が起こる直前の状態を「さかのぼって」見ます' : ''}。次にプレイヤーが優先権を得るときにスタックに置かれます。`,
  'trigger.condition-false': (f) =>
    f.p.stage === 'resolution'
      ? `${f.citeLead}解決時に${f.abilityQuoted('ability')}（${f.who('source')}）の条件が満たされていません：何もしません。`
      : `${f.citeLead}出来事の時点で${f.abilityQuoted('ability')}（${f.who('source')}）の条件が満たされていません：誘発しません。`,
  'trigger.not-dies': (f) =>
    `${f.citeLead}${f.who('source')}は墓地ではなく${f.zone('to')}に置かれました${f.p.event === 'dies' ? '（死亡したのではありません）' : ''}。能力${f.abilityQuoted('ability')}は誘発しません。`,
  'trigger.order': (f) => `${f.citeLead}誘発型能力はAPNAP順にスタックに置かれます（アクティブ・プレイヤーのものが先、つまり後で解決されます）。各プレイヤーのものは記載順：${triggerOrder(f)}。`,
  'trigger.no-targets': (f) => `${f.citeLead}${f.abilityQuoted('ability')}（${f.who('source')}）には適正な対象（${targetKindJa(f.v('word'))}）がありません：スタックから取り除かれます。`,
  'trigger.only-target': (f) => `${f.citeLead}${f.abilityQuoted('ability')}（${f.who('source')}）は適正な対象（${targetKindJa(f.v('word'))}）を選ばなければならず、適正な対象は${f.who('target')}だけです：${f.who('target')}を対象にします。`,
  'trigger.which-target': (f) =>
    `${f.citeLead}推測で答えず中断しました：${f.abilityQuoted('ability')}（${f.who('source')}）はスタックに置かれる際に適正な対象（${targetKindJa(f.v('word'))}）を選ばなければならず、どれを選ぶかはコントローラーが決めます（603.3d、601.2c）。質問には書かれておらず、候補は${f.whos('options')}です。何を対象にしたか書いてください。`,
  'trigger.modes': (f) =>
    `${f.citeLead}${f.abilityQuoted('ability')}（${f.who('source')}）をスタックに置く際、コントローラーはモード${quotedList(f)}を選びます${f.bool('forced') ? '（他のモードには適正な対象がないため、これ以外は選べません）' : ''}。`,
  'trigger.no-mode': (f) => `${f.citeLead}${f.abilityQuoted('ability')}（${f.who('source')}）のどのモードも選べません（適正な対象がありません）：スタックから取り除かれます。`,
  'trigger.delayed-created': (f) => `${f.citeLead}遅延誘発型能力が作られます：${f.abilityQuoted('ability')}（${f.player('controller')}）。一度だけ誘発します。`,
  'turn.step': (f) => `${f.citeLead}${STEP_JA[String(f.p.step)] ?? f.v('step')}が始まります（アクティブ・プレイヤーは${f.player('player')}）。`,
  'turn.begins': (f) =>
    `${f.citeLead}${f.player('player')}のターンが始まります（アクティブ・プレイヤーは${f.player('player')}）${f.has('untapped') ? `。アンタップ・ステップに${f.v('untapped')}がアンタップします` : ''}${f.has('stayTapped') ? `。${f.v('stayTapped')}は能力によりアンタップ・ステップにアンタップせず、タップ状態のままです` : ''}${f.has('ready') ? `。${f.v('ready')}はターンの開始時から続けて${f.player('player')}のコントロール下にあるので、召喚酔いではなくなります` : ''}。`,
  'turn.mana-emptied': (f) => `${f.citeLead}${STEP_JA[String(f.p.step)] ?? f.v('step')}の終わりに、${f.whos('players')}のマナ・プールから使われなかったマナが消えます。`,
  'turn.attacks-forgotten': (f) => `${f.citeLead}ターンが終わります：このターンに攻撃したクリーチャー（${f.v('objects')}）の記録は消えます。`,
  'restriction.added': (f) => `${f.citeLead}「できない」効果が始まります：${f.quotedText('text')}。`,
  'event.drew': (f) => `${f.citeLead}${f.player('player')} がカードを1枚引きます（${f.who('object')}）。`,
  ...ALT_JA,
  ...RESOLVE_JA,
};

/** The short answer drawn from a Resolution: what happened to each object and player, in English or Japanese. */
import type { Computed, GameObject, Keyword, Resolution } from '../engine/types.ts';
import type { Lang } from '../core/lang.ts';
import type { Label } from '../scenario/build.ts';
import { Describer, oneLine, pt } from './restate.ts';
import { labelMapFor } from './trace-format.ts';
import { agree, capitalised, possessive, summaryPlayer } from './players.ts';
import { tokenLabelJa } from './subtypes-ja.ts';
import { ZONE_EN, ZONE_JA } from './trace-words.ts';
import { outcomeSentences } from './trace-combat.ts';
import { irrelevantGapsSentence } from './trace-gaps.ts';
import { tidyJa } from './ja-text.ts';

const LOST_EN: Record<string, string> = { 'sba.zero-life': '0 or less life', 'sba.poison': 'ten or more poison counters' };
const LOST_JA: Record<string, string> = { 'sba.zero-life': 'ライフが0以下', 'sba.poison': '毒カウンターが10個以上' };

function describeComputed(c: Computed, lang: Lang, labels: Record<string, Label>, obj: GameObject | undefined, colorUnstated = false, onlyChangedPt = false): string {
  const d = new Describer(lang, labels);
  const name = obj ? (labelMapFor(labels, lang).get(obj.label) ?? (lang === 'ja' ? tokenLabelJa(obj.label) : null) ?? obj.label) : c.name;
  // No colour is "colorless" only when that was said: a creature whose colour was never stated is not
  // described by one (issue 16).
  const color = d.colors(c.colors) || (colorUnstated ? '' : lang === 'ja' ? '無色' : 'colorless');
  // Issue 16: its P/T is said only when it changed (a line about abilities gained doesn't repeat it).
  const ptChanged = !obj || c.power !== obj.printed.power || c.toughness !== obj.printed.toughness;
  const kind = [onlyChangedPt && !ptChanged ? '' : pt(c.power, c.toughness), color, d.types(c.types, c.subtypes, c.supertypes)].filter(Boolean);
  const kws = c.keywords.map((k) => d.keyword(k));
  // "No abilities" only when it had some and has none now: static abilities (its own or granted) count.
  const none = c.keywords.length === 0 && c.statics.length === 0 && obj !== undefined && (obj.printed.keywords.length > 0 || obj.printed.statics.length > 0);
  // 「《灰色熊》は12/12の緑の熊・クリーチャー（トランプル）です」
  if (lang === 'ja') return `${name}は${kind.map((k, i) => (i < kind.length - 1 ? `${k}の` : k)).join('')}${kws.length > 0 ? `（${kws.join('、')}）` : none ? '（能力なし）' : ''}です`;
  const phrase = kind.join(' ');
  const article = /^[aeiou8]/i.test(phrase) || /^(11|18)\//.test(phrase) ? 'an' : 'a';
  return `${name} is ${article} ${phrase}${kws.length > 0 ? ` with ${kws.join(', ')}` : none ? ' with no abilities' : ''}`;
}

/**
 * The short answer: the final characteristics of the objects the effects touched (P/T, colors,
 * types, abilities), what died or ceased to exist, and who lost.
 */
/** Whether layers left an object's P/T, colors, types or abilities other than printed. */
function changedFromPrinted(c: Computed, o: GameObject): boolean {
  const p = o.printed;
  const same = (a: readonly unknown[], b: readonly unknown[]): boolean => JSON.stringify([...a].map(String).sort()) === JSON.stringify([...b].map(String).sort());
  const kw = (ks: readonly Keyword[]): string[] => ks.map((k) => JSON.stringify(k));
  return c.power !== p.power || c.toughness !== p.toughness || !same(c.colors, p.colors) || !same(c.types, p.types) || !same(c.subtypes, p.subtypes) || !same(kw(c.keywords), kw(p.keywords)) || c.lostAllAbilities === true;
}

/** What the short answer leaves out because the question's own answer lines already say it. */
export interface AnswerOptions {
  /** Objects (engine ids) whose characteristics an answer line already gives. */
  answered?: ReadonlySet<string>;
  /** Answer lines came before: don't fall back to describing the whole battlefield. */
  hasLeads?: boolean;
  /** Objects (engine ids) whose colour the question never stated: no colour is not said as "colorless". */
  colorUnstated?: ReadonlySet<string>;
  /** Player A asked the question (/ask): see playerName. */
  asker?: boolean;
  /** An answer line already says which draws were of unseen cards (engine/hand.ts). */
  unseenSaid?: boolean;
}

/**
 * Damage dealt to a planeswalker removes that many loyalty counters from it (120.3c, 306.8); with
 * loyalty 0 it is put into its owner's graveyard (704.5i). One sentence per planeswalker damaged:
 * its loyalty before and after.
 */
function loyaltySentences(r: Resolution, ja: boolean, show: (label: string) => string): string[] {
  const hit = new Map<string, { damage: number; before: number | null; after: number }>();
  for (const e of r.events) {
    if (e.kind === 'damage-dealt' && typeof e.target === 'string' && e.amount > 0) {
      const h = hit.get(e.target) ?? { damage: 0, before: null, after: 0 };
      h.damage += e.amount;
      hit.set(e.target, h);
    }
    if (e.kind === 'counters-changed' && e.counter === 'loyalty' && typeof e.target === 'string') {
      const h = hit.get(e.target);
      if (!h || h.damage === 0) continue;
      h.before ??= e.before;
      h.after = e.after;
    }
  }
  const out: string[] = [];
  for (const [id, h] of hit) {
    if (h.before === null) continue;
    const fate = r.fates.find((f) => f.id === id);
    const o = r.final.objects.find((x) => x.id === id) ?? (fate?.now ? r.final.objects.find((x) => x.id === fate.now!.id) : undefined);
    const name = show(o?.label ?? id);
    const gone = h.after <= 0;
    out.push(
      ja
        ? `忠誠度：${name} ${h.before} → ${Math.max(0, h.after)}（ダメージ${h.damage}点で同じ数の忠誠カウンターが取り除かれます、120.3c${gone ? '。忠誠度が0なのでオーナーの墓地に置かれます、704.5i' : ''}）`
        : `Loyalty: ${name} ${h.before} → ${Math.max(0, h.after)} (${h.damage} damage removes that many loyalty counters, 120.3c${gone ? '; with 0 loyalty it is put into its owner’s graveyard, 704.5i' : ''})`,
    );
  }
  return out;
}

/**
 * 701.9a: the discards of the run, one sentence per discarding step (and 701.23a, the cards a
 * search put into a hand from a library nobody described). Unseen cards (a hand the
 * question doesn't describe, or cards drawn from an undescribed library: engine/hand.ts) are said
 * as such, "up to" N when the hand's size is unknown — the run reached its end, so nothing in it
 * needed to know which cards they are.
 */
function discardSentences(resolution: Resolution, ja: boolean, show: (label: string) => string, asker: boolean | undefined): string[] {
  const out: string[] = [];
  for (const step of resolution.trace) {
    const p = step.params;
    if (step.key === 'resolve.search-unseen' && p.to !== 'battlefield') {
      // 701.23a: a tutor's card from a library nobody described.
      const who = summaryPlayer(String(p.player), ja, asker);
      const you = /^you$/.test(who);
      out.push(
        ja
          ? `${who}はライブラリーから探したカード${p.maybe === true ? '（あれば）' : ''}を${p.to === 'top' ? '、ライブラリーを切り直したあとその一番上に置きます' : '手札に加えます'}（ライブラリーの中身が書かれていないので、どのカードかは分かりません。この答えはそれに左右されません）`
          : `${capitalised(who)} ${agree(who, 'puts', 'put')} the card ${you ? 'you' : 'they'} find${p.maybe === true ? ', if any,' : ''} ${p.to === 'top' ? `on top of ${you ? 'your' : 'their'} library once it is shuffled` : `into ${you ? 'your' : 'their'} hand`} (the question doesn't describe that library, so which card it is is unknown; this answer doesn't depend on it)`,
      );
      continue;
    }
    if (step.key !== 'resolve.discard' && step.key !== 'resolve.discard-unseen') continue;
    const cards = Array.isArray(p.cards) ? p.cards.map((c) => show(String(c))) : [];
    const n = step.key === 'resolve.discard-unseen' ? Number(p.count ?? 0) : 0;
    const whole = p.whole === true;
    if (cards.length === 0 && n === 0 && !whole) continue;
    const who = summaryPlayer(String(p.player), ja, asker);
    const upTo = p.upTo === true || whole;
    if (ja) {
      const what = whole ? '手札の残りのカードすべて' : `見えないカード${n}枚${upTo ? 'まで' : ''}`;
      const unseen = n > 0 || whole ? `${what}（${upTo ? '手札が書かれていないので、どのカードを何枚捨てるかは分かりません' : 'どのカードかは分かりません'}。この答えはそれに左右されません）` : '';
      out.push(`${who}は${[cards.join('、'), unseen].filter((x) => x !== '').join('と')}を捨てます`);
    } else {
      const what = whole ? 'every other card in that hand' : `${upTo ? 'up to ' : ''}${n} unseen card${n === 1 ? '' : 's'}`;
      const unseen = n > 0 || whole ? `${what} (${upTo ? "the question doesn't describe that hand, so which cards, and how many, is unknown; this answer doesn't depend on them" : `which card${n === 1 ? ' it is' : 's they are'} is unknown; this answer doesn't depend on ${n === 1 ? 'it' : 'them'}`})` : '';
      out.push(`${capitalised(who)} ${agree(who, 'discards', 'discard')} ${[cards.join(', '), unseen].filter((x) => x !== '').join(' and ')}`);
    }
  }
  return out;
}

/**
 * 701.6a: each spell or ability countered in the run, by what, and that none of its effects happen
 * (a spell countered is put into its owner's graveyard, 701.6b; 118.12a when a cost wasn't paid).
 */
function counteredSentences(r: Resolution, ja: boolean, show: (label: string) => string): string[] {
  // An ability on the stack is labelled "<source>: <text>": named by its source.
  const named = (label: string): string => {
    const m = /^([^:]+): /.exec(label);
    if (m && show(label) === label) return ja ? `${show(m[1]!)}の能力` : `${show(m[1]!)}'s ability`;
    return show(label);
  };
  const out: string[] = [];
  for (const step of r.trace) {
    if (step.key !== 'counter.countered') continue;
    const p = step.params;
    if (typeof p.item !== 'string' || typeof p.by !== 'string') continue;
    const item = named(p.item);
    const by = typeof p.abilityOf === 'string' ? (ja ? `${show(p.abilityOf)}の能力` : `${show(p.abilityOf)}'s ability`) : named(p.by);
    const unpaid = typeof p.unpaid === 'string' ? p.unpaid : null;
    out.push(
      ja
        ? `${item}は${by}によって打ち消されます${unpaid ? `（${unpaid}が支払われなかったため）` : ''}：解決されないので、その効果は何も起こりません（701.6a）`
        : `${item} is countered by ${by}${unpaid ? ` (${unpaid} wasn't paid)` : ''}: it doesn't resolve, so none of its effects happen (701.6a)`,
    );
  }
  return out;
}

/** The tokens the run created, under whose control (111.2: the player who creates a token). */
function createdSentences(r: Resolution, ja: boolean, show: (label: string) => string, asker: boolean | undefined): string[] {
  const byController = new Map<string, string[]>();
  for (const step of r.trace) {
    const p = step.params;
    if (step.key !== 'event.created' || p.token !== true || typeof p.object !== 'string' || typeof p.controller !== 'string') continue;
    byController.set(p.controller, [...(byController.get(p.controller) ?? []), show(p.object)]);
  }
  return [...byController].map(([player, names]) => {
    const who = summaryPlayer(player, ja, asker);
    return ja ? `トークン生成：${names.join('、')}（${who}のコントロール下、111.2）` : `Token${names.length === 1 ? '' : 's'} created: ${names.join(', ')} (under ${possessive(who)} control, 111.2)`;
  });
}

export function answerFor(resolution: Resolution, lang: Lang, labels: Record<string, Label> = {}, opts: AnswerOptions = {}): string {
  const ja = lang === 'ja';
  const sentences: string[] = [];
  const onBattlefield = resolution.final.objects.filter((o) => o.zone === 'battlefield');
  // Objects whose characteristics some effect touched: those the layer steps name. Described only
  // when the effects left them different from printed (issue 16: a P/T line only when it changed or
  // was asked), and not again when an answer line already gives them.
  const touchedLabels = new Set<string>();
  for (const step of resolution.trace) {
    if (step.key.startsWith('layer.') && typeof step.params.object === 'string') touchedLabels.add(step.params.object);
  }
  const computed = new Map(resolution.computed.map((c) => [c.id, c]));
  const touched = onBattlefield.filter((o) => {
    const c = computed.get(o.id);
    return (touchedLabels.has(o.label) || touchedLabels.has(o.id)) && c !== undefined && changedFromPrinted(c, o) && !opts.answered?.has(o.id);
  });
  for (const o of touched.slice(0, 8)) {
    const c = computed.get(o.id);
    if (c) sentences.push(describeComputed(c, lang, labels, o, opts.colorUnstated?.has(o.id) === true, true));
  }
  const labelMap = labelMapFor(labels, lang);
  const show = (label: string): string => labelMap.get(label) ?? (ja ? tokenLabelJa(label) : null) ?? label;
  const died: string[] = [];
  const toGraveyard: string[] = [];
  const left: string[] = [];
  const ceased: string[] = [];
  const survived: string[] = [];
  for (const step of resolution.trace) {
    const p = step.params;
    if (step.key === 'zone.moved' && p.from === 'battlefield' && typeof p.object === 'string') {
      // 700.4: only a creature or planeswalker dies; an Aura or an artifact is put into a graveyard.
      if (p.to === 'graveyard') (p.dies === true ? died : toGraveyard).push(show(p.object));
      else left.push(ja ? `${show(p.object)}（${ZONE_JA[String(p.to)] ?? String(p.to)}へ）` : `${show(p.object)} (to ${ZONE_EN[String(p.to)] ?? String(p.to)})`);
    }
    if (step.key === 'sba.token-ceases' && typeof p.object === 'string') ceased.push(show(p.object));
    if (step.key === 'indestructible.survives' && typeof p.object === 'string' && onBattlefield.some((o) => o.label === p.object)) {
      const name = show(p.object);
      if (!survived.includes(name)) survived.push(name);
    }
  }
  if (survived.length > 0) sentences.push(ja ? `破壊不能のため破壊されない：${survived.join('、')}` : `Not destroyed (indestructible): ${survived.join(', ')}`);
  sentences.push(...counteredSentences(resolution, ja, show));
  sentences.push(...createdSentences(resolution, ja, show, opts.asker));
  if (died.length > 0) sentences.push(ja ? `死亡：${died.join('、')}` : `Died: ${died.join(', ')}`);
  if (toGraveyard.length > 0) sentences.push(ja ? `墓地に置かれた：${toGraveyard.join('、')}` : `Put into the graveyard from the battlefield: ${toGraveyard.join(', ')}`);
  if (left.length > 0) sentences.push(ja ? `戦場を離れた：${left.join('、')}` : `Left the battlefield: ${left.join(', ')}`);
  if (ceased.length > 0) sentences.push(ja ? `消滅：${ceased.join('、')}` : `Ceased to exist: ${ceased.join(', ')}`);
  sentences.push(...loyaltySentences(resolution, ja, show));
  sentences.push(...discardSentences(resolution, ja, show, opts.asker));
  sentences.push(...outcomeSentences(resolution, lang, show, opts.asker));
  // Cards drawn from a library nobody described (engine/hand.ts): said plainly, with what it means —
  // the run reached its end, so nothing in it needed to know which cards they are.
  for (const p of resolution.final.players) {
    const n = p.unseenInHand ?? 0;
    if (n === 0 || opts.unseenSaid === true) continue;
    const who = summaryPlayer(p.id, ja, opts.asker);
    // Cards the question put in the hand without naming them ("I have 9 cards in hand") weren't drawn.
    const drawn = resolution.events.filter((e) => e.kind === 'drew' && e.card === null && e.player === p.id).length;
    if (drawn < n) {
      sentences.push(
        ja
          ? `${who}の手札のうち質問に名前の書かれていないカード${n}枚は、どのカードか分かりません（この答えはそれに左右されません）`
          : `${n === 1 ? 'The card' : `The ${n} cards`} in ${possessive(who)} hand that the question doesn't name ${n === 1 ? 'is' : 'are'} unseen: this answer doesn't depend on which ${n === 1 ? 'card it is' : 'cards they are'}`,
      );
      continue;
    }
    sentences.push(
      ja
        ? `${who}が引いたカード${n}枚は、ライブラリーの中身が書かれていないのでどのカードか分かりません（この答えはそれに左右されません）`
        : `${n === 1 ? 'The card' : `The ${n} cards`} ${who} drew ${n === 1 ? 'is' : 'are'} unseen: the question doesn't describe that library, and this answer doesn't depend on which ${n === 1 ? 'card it is' : 'cards they are'}`,
    );
  }
  for (const p of resolution.final.players) {
    if (p.lost === null) continue;
    const why = (ja ? LOST_JA : LOST_EN)[p.lost];
    const who = summaryPlayer(p.id, ja, opts.asker);
    sentences.push(ja ? `${who}はゲームに敗北します${why ? `（${why}）` : ''}` : `${capitalised(who)} ${agree(who, 'loses', 'lose')} the game${why ? ` (${why})` : ''}`);
  }
  // Every player lost at once: the game is a draw (104.4a), said rather than left to be read as a win.
  if (resolution.final.players.length > 1 && resolution.final.players.every((p) => p.lost !== null)) sentences.push(ja ? 'ゲームは引き分けです（104.4a）' : 'The game is a draw (104.4a)');
  if (sentences.length === 0 && opts.hasLeads !== true) {
    // No effect touched anything and nothing died: describe what is on the battlefield.
    for (const o of onBattlefield.slice(0, 5)) {
      const c = computed.get(o.id);
      if (c) sentences.push(describeComputed(c, lang, labels, o, opts.colorUnstated?.has(o.id) === true));
    }
  }
  // Issue 11 §1: text that could have mattered refuses the run (the engine's `unmodelled` error);
  // text present that could not is named, so the answer says what it doesn't rest on.
  const irrelevant = irrelevantGapsSentence(resolution.gaps.irrelevant, ja, labels);
  if (irrelevant) sentences.push(irrelevant);
  if (sentences.length === 0) return opts.hasLeads === true ? '' : ja ? '何も変わりません。' : 'Nothing changes.';
  const text = oneLine(sentences.map((s) => s + (ja ? '。' : '.')).join(ja ? '' : ' '));
  return ja ? tidyJa(text) : text;
}

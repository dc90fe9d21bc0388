/**
 * Whether a spell's kicker (702.33a, 702.33d) or overload cost (702.96a) was paid, said in either
 * language: "a kicked Burst Lightning", "with kicker", "paying its kicker cost", "without kicking it",
 * "unkicked"; "overloaded", "for its overload cost", "without overload"; 「キッカーして」「キッカー付きで」
 * 「キッカー・コストを支払って」「キッカー払って」「キッカーありで」「キッカーなしで」「キッカーせずに」「超過で」「超過コストを支払わずに」.
 * The words say that choice (601.2b) and nothing else, so they read as one chunk (a 'cast-option'
 * sense) wherever they stand, like the modes chosen (modechoice.ts). Which spell they belong to is
 * the cast of their clause (frames/cast-spell.ts).
 */
import type { Token } from './tokens.ts';
import { lookupTable } from '../core/table.ts';

export type CastOption = 'kicked' | 'not-kicked' | 'overloaded' | 'not-overloaded' | 'evoked' | 'not-evoked';

export interface CastOptionFound {
  /** Tokens read. */
  n: number;
  option: CastOption;
  /** 702.33c-d: how many times the kicker was paid, when said ("kicked twice", 「2回キッカーして」): a multikicker's count. */
  times?: number;
}

type Cost = 'kicker' | 'overload' | 'evoke';

const POSITIVE: Record<Cost, CastOption> = { kicker: 'kicked', overload: 'overloaded', evoke: 'evoked' };
const NEGATIVE: Record<Cost, CastOption> = { kicker: 'not-kicked', overload: 'not-overloaded', evoke: 'not-evoked' };

/** "kicker" / "overload" at token j (after an optional "its" / "the"), with an optional "cost" after it: [cost, tokens read] or null. */
function costWords(tokens: readonly Token[], j: number): [Cost, number] | null {
  let k = j;
  if (tokens[k]?.lower === 'its' || tokens[k]?.lower === 'the') k++;
  const w = tokens[k]?.lower;
  if (w !== 'kicker' && w !== 'overload' && w !== 'evoke') return null;
  k++;
  if (tokens[k]?.lower === 'cost') k++;
  return [w, k - j];
}

const TIMES: Record<string, number> = lookupTable({ once: 1, twice: 2, thrice: 3 });
const COUNT_WORDS: Record<string, number> = lookupTable({ one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 });

/** "once" / "twice" / "three times" / "3 times" at token i: [times, tokens read] or null. */
function timesAt(tokens: readonly Token[], i: number): [number, number] | null {
  const w = tokens[i]?.lower ?? '';
  const once = TIMES[w];
  if (once !== undefined) return [once, 1];
  const n = /^\d+$/.test(w) ? Number(w) : COUNT_WORDS[w];
  return n !== undefined && n >= 1 && n <= 20 && tokens[i + 1]?.lower === 'times' ? [n, 2] : null;
}

/**
 * "if I overload Electrickery", "they kick Burst Lightning", "I'll overload it": the cost's name said as a verb by a
 * player (right after the subject, a modal or "to") is that spell cast paying that cost (601.2b, 702.96a, 702.33a);
 * the spell is the card or pronoun after it (items.ts reads a card after this option as cast). Said as a noun ("what
 * does overload do?", "its overload cost") it is not read so.
 */
const SAYS_ACT = new Set(['i', 'you', 'they', 'he', 'she', 'we', 'opp', 'opponent', 'can', 'could', 'would', 'will', 'should', 'to', 'then', 'and', 'just', "'ll", 'll']);
const COST_VERBS: Readonly<Record<string, CastOption>> = lookupTable({ overload: 'overloaded', overloads: 'overloaded', kick: 'kicked', kicks: 'kicked', evoke: 'evoked', evokes: 'evoked' });

function costVerb(tokens: readonly Token[], i: number): CastOptionFound | null {
  const option = COST_VERBS[tokens[i]?.lower ?? ''];
  const before = tokens[i - 1]?.lower ?? '';
  if (option === undefined || !SAYS_ACT.has(before) || ['cost', 'in', 'off', 'out', 'back'].includes(tokens[i + 1]?.lower ?? '')) return null;
  return { n: 1, option };
}

function english(tokens: readonly Token[], i: number): CastOptionFound | null {
  const verbed = costVerb(tokens, i);
  if (verbed) return verbed;
  const w = tokens[i]?.lower;
  if (w === 'kicked' || w === 'multikicked') {
    // "kicked twice", "kicked three times" (702.33c multikicker).
    const t = timesAt(tokens, i + 1);
    return t ? { n: 1 + t[1], option: 'kicked', times: t[0] } : { n: 1, option: 'kicked' };
  }
  if (w === 'overloaded') return { n: 1, option: 'overloaded' };
  if (w === 'evoked') return { n: 1, option: 'evoked' };
  if (w === 'not' && tokens[i + 1]?.lower === 'evoked') return { n: 2, option: 'not-evoked' };
  if (w === 'unkicked') return { n: 1, option: 'not-kicked' };
  if (w === 'not' && tokens[i + 1]?.lower === 'kicked') return { n: 2, option: 'not-kicked' };
  if (w === 'not' && tokens[i + 1]?.lower === 'overloaded') return { n: 2, option: 'not-overloaded' };
  // "with kicker", "with its overload cost", "for its overload cost", "paying the kicker cost"
  if (w === 'with' || w === 'for' || w === 'paying') {
    const c = costWords(tokens, i + 1);
    if (c && !(w === 'for' && c[0] === 'kicker')) return { n: 1 + c[1], option: POSITIVE[c[0]] };
    return null;
  }
  if (w === 'without') {
    // "without kicking it", "without overloading it"
    const v = tokens[i + 1]?.lower;
    if (v === 'kicking' || v === 'overloading' || v === 'evoking') return { n: tokens[i + 2]?.lower === 'it' ? 3 : 2, option: v === 'kicking' ? 'not-kicked' : v === 'evoking' ? 'not-evoked' : 'not-overloaded' };
    // "without kicker", "without paying its kicker cost"
    const paying = tokens[i + 1]?.lower === 'paying' ? 1 : 0;
    const c = costWords(tokens, i + 1 + paying);
    return c ? { n: 1 + paying + c[1], option: NEGATIVE[c[0]] } : null;
  }
  return null;
}

const JA_COSTS: Record<string, Cost> = lookupTable({ キッカー: 'kicker', 超過: 'overload', 想起: 'evoke' });

const JA_DIGITS: Record<string, number> = lookupTable({ 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 });

/** 「2回」「二回」 at token i: the number, or null. */
function jaTimes(tokens: readonly Token[], i: number): number | null {
  const w = (tokens[i]?.text ?? '').replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
  const n = /^\d+$/.test(w) ? Number(w) : JA_DIGITS[w];
  return n !== undefined && n >= 1 && n <= 20 && tokens[i + 1]?.text === '回' ? n : null;
}

/**
 * 702.33c: 「2回キッカーして」「多重キッカーを3回支払って」 — the kicker paid that many times; 「多重キッカー」 reads as
 * 「キッカー」 after it.
 */
function japaneseTimes(tokens: readonly Token[], i: number): CastOptionFound | null {
  const n = jaTimes(tokens, i);
  if (n === null) return null;
  const at = tokens[i + 2]?.text === '多重' ? i + 3 : i + 2;
  const paid = japaneseCost(tokens, at);
  return paid && paid.option === 'kicked' ? { n: at - i + paid.n, option: 'kicked', times: n } : null;
}

/** 「キッカー(コスト)」「超過(コスト)」 and what follows: して / 付き / を支払って (paid), なし / せず / を支払わず (not paid). */
function japanese(tokens: readonly Token[], i: number): CastOptionFound | null {
  return japaneseTimes(tokens, i) ?? japaneseCost(tokens, i);
}

function japaneseCost(tokens: readonly Token[], i: number): CastOptionFound | null {
  const cost = JA_COSTS[tokens[i]?.text ?? ''];
  if (!cost) return null;
  let k = i + 1;
  if (tokens[k]?.text === '・') k++;
  if (tokens[k]?.text === 'コスト') k++;
  const t = (o: number): string => tokens[k + o]?.text ?? '';
  const lemma = (o: number): string => tokens[k + o]?.lemma ?? '';
  // Not paid: 「キッカーなしで」「キッカーせずに」「キッカーコストを支払わずに」「キッカーしないで」
  if (t(0) === 'なし' || t(0) === '無し') return { n: k + 1 - i, option: NEGATIVE[cost] };
  if (lemma(0) === 'する' && (t(1) === 'ず' || t(1) === 'ない')) return { n: k + 2 - i, option: NEGATIVE[cost] };
  if (t(0) === 'を' && (lemma(1) === '支払う' || lemma(1) === '払う') && (t(2) === 'ず' || t(2) === 'ない')) return { n: k + 3 - i, option: NEGATIVE[cost] };
  // 「キッカー払わずに」: the particle left out, as players say it.
  if ((lemma(0) === '支払う' || lemma(0) === '払う') && (t(1) === 'ず' || t(1) === 'ない')) return { n: k + 2 - i, option: NEGATIVE[cost] };
  // Paid: 「キッカーして」「キッカー付きで」「キッカーコストを支払って」「超過で」
  if (t(0) === 'し' && t(1) === 'て') return { n: k + 2 - i, option: POSITIVE[cost] };
  // 「キッカー払って」「キッカー支払って」 (を left out), 「キッカーありで」「キッカー有りで」 (with it).
  if ((lemma(0) === '支払う' || lemma(0) === '払う') && t(1) === 'て') return { n: k + 2 - i, option: POSITIVE[cost] };
  if ((t(0) === 'あり' || t(0) === '有り') && t(1) === 'で') return { n: k + 2 - i, option: POSITIVE[cost] };
  if (t(0) === '付き' || t(0) === 'つき') return { n: k + 1 - i, option: POSITIVE[cost] };
  if (t(0) === 'を' && (lemma(1) === '支払う' || lemma(1) === '払う') && t(2) === 'て') return { n: k + 3 - i, option: POSITIVE[cost] };
  // 「キッカーを2回支払って」 (702.33c).
  const times = t(0) === 'を' ? jaTimes(tokens, k + 1) : null;
  if (times !== null && cost === 'kicker' && (lemma(3) === '支払う' || lemma(3) === '払う') && t(4) === 'て') return { n: k + 5 - i, option: 'kicked', times };
  if (t(0) === 'で') return { n: k - i, option: POSITIVE[cost] };
  return null;
}

/** The kicker / overload choice said at token i, or null. */
export function castOptionAt(tokens: readonly Token[], i: number): CastOptionFound | null {
  return english(tokens, i) ?? japanese(tokens, i);
}

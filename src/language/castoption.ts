/**
 * Whether a spell's kicker (702.33a, 702.33d) or overload cost (702.96a) was paid, said in either
 * language: "a kicked Burst Lightning", "with kicker", "paying its kicker cost", "without kicking it",
 * "unkicked"; "overloaded", "for its overload cost", "without overload"; 「キッカーして」「キッカー付きで」
 * 「キッカー・コストを支払って」「キッカーなしで」「キッカーせずに」「超過で」「超過コストを支払わずに」.
 * The words say that choice (601.2b) and nothing else, so they read as one chunk (a 'cast-option'
 * sense) wherever they stand, like the modes chosen (modechoice.ts). Which spell they belong to is
 * the cast of their clause (frames/cast-spell.ts).
 */
import type { Token } from './tokens.ts';
import { lookupTable } from '../core/table.ts';

export type CastOption = 'kicked' | 'not-kicked' | 'overloaded' | 'not-overloaded';

export interface CastOptionFound {
  /** Tokens read. */
  n: number;
  option: CastOption;
}

type Cost = 'kicker' | 'overload';

const POSITIVE: Record<Cost, CastOption> = { kicker: 'kicked', overload: 'overloaded' };
const NEGATIVE: Record<Cost, CastOption> = { kicker: 'not-kicked', overload: 'not-overloaded' };

/** "kicker" / "overload" at token j (after an optional "its" / "the"), with an optional "cost" after it: [cost, tokens read] or null. */
function costWords(tokens: readonly Token[], j: number): [Cost, number] | null {
  let k = j;
  if (tokens[k]?.lower === 'its' || tokens[k]?.lower === 'the') k++;
  const w = tokens[k]?.lower;
  if (w !== 'kicker' && w !== 'overload') return null;
  k++;
  if (tokens[k]?.lower === 'cost') k++;
  return [w, k - j];
}

function english(tokens: readonly Token[], i: number): CastOptionFound | null {
  const w = tokens[i]?.lower;
  if (w === 'kicked') return { n: 1, option: 'kicked' };
  if (w === 'overloaded') return { n: 1, option: 'overloaded' };
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
    if (v === 'kicking' || v === 'overloading') return { n: tokens[i + 2]?.lower === 'it' ? 3 : 2, option: v === 'kicking' ? 'not-kicked' : 'not-overloaded' };
    // "without kicker", "without paying its kicker cost"
    const paying = tokens[i + 1]?.lower === 'paying' ? 1 : 0;
    const c = costWords(tokens, i + 1 + paying);
    return c ? { n: 1 + paying + c[1], option: NEGATIVE[c[0]] } : null;
  }
  return null;
}

const JA_COSTS: Record<string, Cost> = lookupTable({ キッカー: 'kicker', 超過: 'overload' });

/** 「キッカー(コスト)」「超過(コスト)」 and what follows: して / 付き / を支払って (paid), なし / せず / を支払わず (not paid). */
function japanese(tokens: readonly Token[], i: number): CastOptionFound | null {
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
  // Paid: 「キッカーして」「キッカー付きで」「キッカーコストを支払って」「超過で」
  if (t(0) === 'し' && t(1) === 'て') return { n: k + 2 - i, option: POSITIVE[cost] };
  if (t(0) === '付き' || t(0) === 'つき') return { n: k + 1 - i, option: POSITIVE[cost] };
  if (t(0) === 'を' && (lemma(1) === '支払う' || lemma(1) === '払う') && t(2) === 'て') return { n: k + 3 - i, option: POSITIVE[cost] };
  if (t(0) === 'で') return { n: k - i, option: POSITIVE[cost] };
  return null;
}

/** The kicker / overload choice said at token i, or null. */
export function castOptionAt(tokens: readonly Token[], i: number): CastOptionFound | null {
  return english(tokens, i) ?? japanese(tokens, i);
}

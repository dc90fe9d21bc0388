/**
 * Ranking the documents a query touched (search-score.ts): each one's word score times its prior,
 * the all-words bonus, phrases and added scores, keeping the best `head` in a min-heap (a top-k
 * selection, never a sort of every touched document). Once `head` are kept, a document whose best
 * possible score can't reach the least kept is passed over, first by a bound that costs one
 * multiplication (its word score times the most any multiplier of the query can give), then by
 * one that looks at its own prior and mask; both exact (test/rules/search-pruning.test.ts).
 */
import type { DocumentPhrases } from './search-phrases.ts';
import type { QueryPlan } from './search-plan.ts';
import type { DocumentPriors } from './search-priors.ts';
import type { TermScores } from './search-score.ts';
import { ADDED } from './search-score.ts';

/** A margin for rounding: a bound is summed in another order than a document's score. */
const bounded = (s: number): number => s * (1 + 1e-9) + 1e-12;

/** The document priors as the ranking reads them: a code per document naming its (prior, bonus, specialised). */
export interface RankPriors {
  priorCode: Uint8Array;
  priorOf: Float64Array;
  bonusOf: Float64Array;
  specialisedOf: Uint8Array;
  maxBonus: number;
}

/** The distinct (prior, all-words bonus, specialised) triples of `priors`, each document naming its own. */
export function rankPriors(priors: DocumentPriors): RankPriors {
  const n = priors.prior.length;
  const kinds = new Map<string, number>();
  const priorOf: number[] = [];
  const bonusOf: number[] = [];
  const specialisedOf: number[] = [];
  const priorCode = new Uint8Array(n);
  for (let d = 0; d < n; d++) {
    const key = `${priors.prior[d]!} ${priors.allWordsBonus[d]!} ${priors.specialised[d]!}`;
    let code = kinds.get(key);
    if (code === undefined) {
      code = priorOf.length;
      if (code > 255) throw new Error('search: too many kinds of document prior');
      kinds.set(key, code);
      priorOf.push(priors.prior[d]!);
      bonusOf.push(priors.allWordsBonus[d]!);
      specialisedOf.push(priors.specialised[d]!);
    }
    priorCode[d] = code;
  }
  // The bounds (here and in search-score.ts) take 1 as the best prior a document can have.
  if (priorOf.some((p) => p > 1)) throw new Error('search: a document prior above 1');
  return { priorCode, priorOf: Float64Array.from(priorOf), bonusOf: Float64Array.from(bonusOf), specialisedOf: Uint8Array.from(specialisedOf), maxBonus: Math.max(0, ...bonusOf) };
}

export class Ranker {
  /** Titled rules named by the current query (valid when equal to its epoch). */
  private readonly namedEpochs: Int32Array;
  private epoch = 0;
  /** The best documents so far: a min-heap on (score, then the higher document id as the lesser). */
  private heapDoc = new Int32Array(64);
  private heapScore = new Float64Array(64);
  /** The best documents of the last ranking, best first (`best[0 .. rank()]`): reused, not made per search. */
  best = new Int32Array(64);

  constructor(
    private readonly priors: RankPriors,
    private readonly heads: Pick<DocumentPriors, 'headsStart' | 'headsAbove' | 'titledStart' | 'titled'>,
    private readonly phrases: DocumentPhrases,
    documents: number,
  ) {
    this.namedEpochs = new Int32Array(documents);
  }

  /** Marks the titled rules the query names (their specialised rules keep their full weight) for the query of `epoch`. */
  markNamed(named: readonly number[], epoch: number): void {
    if (epoch === 1) this.namedEpochs.fill(0);
    this.epoch = epoch;
    const { namedEpochs } = this;
    const { titled, titledStart } = this.heads;
    for (let i = 0; i < named.length; i++) {
      const id = named[i]!;
      for (let k = titledStart[id]!, end = titledStart[id + 1]!; k < end; k++) namedEpochs[titled[k]!] = epoch;
    }
  }

  /**
   * The best `head` touched documents, best first, into `best` (their final scores are left in
   * `scored.scores`); returns how many there are. With `skip`, documents that can't reach the least
   * kept are passed over.
   */
  rank(plan: QueryPlan, scored: TermScores, head: number, skip: boolean): number {
    const { priorCode, priorOf, bonusOf, specialisedOf } = this.priors;
    const { scores, slots, touched, added, count } = scored;
    const { phrases, full } = plan;
    const several = plan.words.length > 1;
    const [mul, plus] = this.mostOf(plan);
    if (this.heapDoc.length < head) {
      this.heapDoc = new Int32Array(head);
      this.heapScore = new Float64Array(head);
      this.best = new Int32Array(head);
    }
    const { heapDoc, heapScore } = this;
    let kept = 0;
    let least = 0;
    // Passed over below `bar`: the least kept once `head` are, and from the start a score the best
    // `head` are sure to reach, found while scoring (TermScores.floor; 0 when none was worked out).
    let bar = skip ? scored.floor : 0;
    for (let i = 0; i < count; i++) {
      const d = touched[i]!;
      const base = scores[d << 1]!;
      const m = slots[(d << 2) + 2]!;
      if (bar > 0 && (m & ADDED) === 0 && bounded(base * mul + plus) < bar) continue;
      const code = priorCode[d]!;
      const lifted = specialisedOf[code] === 1;
      if (bar > 0) {
        // The most it can score: its word score times its best prior, with every bonus its words
        // allow (a quoted phrase missed only halves it), before its heading or phrases are looked up.
        let most = lifted ? base : base * priorOf[code]!;
        if (several && (m & full) === full) most = most * 1.5 + bonusOf[code]!;
        for (const ph of phrases) if ((m & ph.need) === ph.need) most += (ph.quoted ? 8 : 4) + most * 0.5;
        if ((m & ADDED) !== 0) most += added[d]!;
        if (bounded(most) < bar) continue;
      }
      let s = base;
      s *= lifted && this.headingNamed(d) ? 1 : priorOf[code]!;
      if (several && (m & full) === full) s = s * 1.5 + bonusOf[code]!;
      for (const ph of phrases) {
        if ((m & ph.need) === ph.need && this.phrases.holds(d, ph.ids)) s += (ph.quoted ? 8 : 4) + s * 0.5;
        else if (ph.quoted) s *= 0.5;
      }
      if ((m & ADDED) !== 0) s += added[d]!;
      scores[d << 1] = s;
      if (s <= 0) continue;
      if (kept < head) {
        siftUp(heapDoc, heapScore, kept++, d, s);
        if (kept === head) least = heapScore[0]!;
      } else if (s > least || (s === least && d < heapDoc[0]!)) {
        siftDown(heapDoc, heapScore, head, d, s);
        least = heapScore[0]!;
      }
      if (skip && kept === head && least > bar) bar = least;
    }
    sortedBest(heapDoc, heapScore, kept, this.best);
    return kept;
  }

  /**
   * Per query, `mul` and `plus` such that no document without an added score can score more than
   * its word score × mul + plus: its prior is at most 1, and each bonus the query could give it
   * (all words, each phrase) multiplies by 1.5 and adds a constant.
   */
  private mostOf(plan: QueryPlan): [number, number] {
    let mul = 1;
    let plus = 0;
    if (plan.words.length > 1) {
      mul *= 1.5;
      plus = plus * 1.5 + this.priors.maxBonus;
    }
    for (const ph of plan.phrases) {
      mul *= 1.5;
      plus = plus * 1.5 + (ph.quoted ? 8 : 4);
    }
    return [mul, plus];
  }

  /** True when a titled rule above document `d` (below its chapter) is named by the current query. */
  private headingNamed(d: number): boolean {
    const { headsStart, headsAbove } = this.heads;
    for (let i = headsStart[d]!, end = headsStart[d + 1]!; i < end; i++) if (this.namedEpochs[headsAbove[i]!] === this.epoch) return true;
    return false;
  }
}

/** Whether (s, d) ranks below (t, e): a lower score, or the same score and a later document. */
const below = (s: number, d: number, t: number, e: number): boolean => s < t || (s === t && d > e);

/** Adds (d, s) at the end of the heap of `at` entries and moves it up to its place. */
function siftUp(docs: Int32Array, sc: Float64Array, at: number, d: number, s: number): void {
  while (at > 0) {
    const up = (at - 1) >> 1;
    if (!below(s, d, sc[up]!, docs[up]!)) break;
    docs[at] = docs[up]!;
    sc[at] = sc[up]!;
    at = up;
  }
  docs[at] = d;
  sc[at] = s;
}

/** Replaces the least entry of a full heap of `size` by (d, s) and moves it down to its place. */
function siftDown(docs: Int32Array, sc: Float64Array, size: number, d: number, s: number): void {
  let at = 0;
  for (;;) {
    const l = 2 * at + 1;
    if (l >= size) break;
    const r = l + 1;
    const c = r < size && below(sc[r]!, docs[r]!, sc[l]!, docs[l]!) ? r : l;
    if (!below(sc[c]!, docs[c]!, s, d)) break;
    docs[at] = docs[c]!;
    sc[at] = sc[c]!;
    at = c;
  }
  docs[at] = d;
  sc[at] = s;
}

/** The heap's `size` documents best first into `out` (the heap is emptied, from the back). */
function sortedBest(docs: Int32Array, sc: Float64Array, size: number, out: Int32Array): void {
  for (let n = size; n > 0; n--) {
    // The least goes last: take the root, move the last entry to the root and sift it down.
    out[n - 1] = docs[0]!;
    const d = docs[n - 1]!;
    const s = sc[n - 1]!;
    if (n > 1) siftDown(docs, sc, n - 1, d, s);
  }
}

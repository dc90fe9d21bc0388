/**
 * Scoring the words of a query plan (search-plan.ts) into per-document scores, on scratch space
 * reused by every query (search is synchronous), each entry valid when the document's bit is set in
 * `member` (one bit a document: 4063 documents fit in 508 bytes, a few cache lines, where a long
 * word's postings are checked against it; an epoch per document made that check read a line of the
 * 65 KB slots for every posting, which after other work had left the cache cost more than the rest).
 * One 16-byte slot a document: its score (float64 at 2d) and its mask (int32 at 4d+2), so scoring a
 * document touches one cache line.
 *
 * It is pruned (max-score): words are scored highest bound first (idf × the word's largest
 * term-frequency part), and once the best few are sure to beat any document the remaining words
 * could still bring in, those words only add to the documents already touched. Exact: see
 * test/rules/search-pruning.test.ts.
 */
import type { Postings } from './search-index.ts';
import type { QueryPlan } from './search-plan.ts';
import { MASK_WORDS } from './search-plan.ts';

/** A word whose postings are longer than this many times the documents kept brings documents in by weight (addByImpact). */
const IMPACT_MIN = 8;

/** Mask bit of a document that has a score added after the multipliers (above the word bits). */
export const ADDED = 1 << MASK_WORDS;

/** The priors the bounds need: each document's prior (via its code) and the largest all-words bonus. */
export interface ScorePriors {
  priorCode: Uint8Array;
  priorOf: Float64Array;
  maxBonus: number;
}

/** A word's postings ordered by weight (TermScores.impactOrder). */
interface ImpactPostings {
  doc: Int32Array;
  weight: Float32Array;
}

export class TermScores {
  readonly scores: Float64Array;
  readonly slots: Int32Array;
  /** The documents the current query has touched: `touched[0 .. count]`. */
  readonly touched: Int32Array;
  /** Score added after the multipliers (a heading equal to the query, boosts, rule numbers), valid when the mask has ADDED. */
  readonly added: Float64Array;
  count = 0;
  epoch = 0;
  /**
   * The best lower bound of the best few worked out while scoring the current query (0: none): their
   * final scores are at least this (words only add, priors and bonuses were taken at their least).
   */
  floor = 0;
  /** Bit d set: document d is touched by the current query (its slot is valid). */
  readonly member: Uint32Array;
  /** The best lower bounds while scoring (a min-heap), for pruning. */
  private heap = new Float64Array(64);
  /** The terms (indexes into the plan) whose postings were cut short by addByImpact in the current query. */
  private readonly cut: number[] = [];
  /** Per long word, its postings by weight (impactOrder). */
  private readonly byImpact = new Map<number, ImpactPostings>();

  constructor(
    private readonly postings: Postings,
    private readonly priors: ScorePriors,
    /** Whether every word's postings list its documents in ascending order (binary search, pruning). */
    readonly sortedPostings: boolean,
  ) {
    const n = postings.documents;
    const slots = new ArrayBuffer(16 * n);
    this.scores = new Float64Array(slots);
    this.slots = new Int32Array(slots);
    this.touched = new Int32Array(n);
    this.member = new Uint32Array((n + 31) >>> 5);
    this.added = new Float64Array(n);
  }

  /** Starts a query: a new epoch (for the ranker's marks), nothing touched. */
  begin(): number {
    if (this.epoch >= 0x7ffffff0) this.epoch = 0;
    this.member.fill(0);
    this.count = 0;
    this.floor = 0;
    return ++this.epoch;
  }

  /** Whether document `d` is touched by the current query. */
  has(d: number): boolean {
    return (this.member[d >>> 5]! & (1 << (d & 31))) !== 0;
  }

  /**
   * Adds each term's weights into the scores of the documents holding it (the touched documents),
   * highest-bound terms first. With `head` > 0 (max-score pruning), a document is left out when it
   * is sure to score less than `head` documents already touched: once that holds for any document
   * a term not yet scored could bring in (the bounds of the terms left, with every multiplier such a
   * document could still earn), the remaining terms only add to the documents already touched; and
   * a long term's postings bring in new documents in the order of their weight (impactOrder), until
   * the next one's bound can't reach the best `head`. Every touched document's word score is exact
   * (a document first met after a term was cut short is looked up in that term). Returns whether
   * documents were left out.
   */
  score(plan: QueryPlan, head: number): boolean {
    const { ids, rest, restBits } = plan;
    this.count = 0;
    this.cut.length = 0;
    let onlyTouched = false;
    for (let t = 0; t < ids.length; t++) {
      const id = ids[t]!;
      const from = this.postings.start[id]!;
      const end = this.postings.start[id + 1]!;
      if (!onlyTouched && head > 0 && this.count >= head && t > 0) {
        const bound = newDocumentBound(plan, rest[t]!, restBits[t]!, this.priors.maxBonus);
        // The lower bound (a pass over every touched document) is worked out only when the bound
        // is below the most a touched document can have scored yet: otherwise it can't be above.
        if (bound < scoredCap(rest, t) && bound < this.lowerBoundOfHead(plan, head)) onlyTouched = true;
      }
      if (onlyTouched) this.addToTouched(plan, t, from, end);
      else if (head > 0 && end - from > IMPACT_MIN * head) {
        this.addToTouched(plan, t, from, end);
        if (this.addByImpact(plan, t, head)) this.cut.push(t);
      } else this.addAll(plan, t, from, end);
    }
    return onlyTouched || this.cut.length > 0;
  }

  /** Term `t`'s weight added to every document holding it (touching those not yet touched). */
  private addAll(plan: QueryPlan, t: number, from: number, end: number): void {
    const { scores, slots, touched, member } = this;
    const { doc, weight: tf } = this.postings;
    const w = plan.weights[t]!;
    const bit = plan.bits[t]!;
    const cut = this.cut.length > 0;
    let count = this.count;
    for (let p = from; p < end; p++) {
      const d = doc[p]!;
      const s = d << 1;
      const m = (d << 2) + 2;
      const b = 1 << (d & 31);
      if ((member[d >>> 5]! & b) === 0) {
        member[d >>> 5]! |= b;
        touched[count++] = d;
        if (cut) this.fromCutTerms(plan, d);
        else {
          scores[s] = w * tf[p]!;
          slots[m] = bit;
          continue;
        }
      }
      scores[s] = scores[s]! + w * tf[p]!;
      slots[m]! |= bit;
    }
    this.count = count;
  }

  /**
   * A document first touched after terms were cut short (addByImpact): its score and mask from
   * those terms, looked up in their postings in term order (it holds no other earlier term, or it
   * would have been touched), so its word score is summed as the exhaustive search sums it.
   */
  private fromCutTerms(plan: QueryPlan, d: number): void {
    const { start, weight: tf } = this.postings;
    let s = 0;
    let mask = 0;
    let holds = false;
    for (const u of this.cut) {
      const id = plan.ids[u]!;
      const p = this.find(start[id]!, start[id + 1]!, d);
      if (p < 0) continue;
      s = holds ? s + plan.weights[u]! * tf[p]! : plan.weights[u]! * tf[p]!;
      mask |= plan.bits[u]!;
      holds = true;
    }
    this.scores[d << 1] = s;
    this.slots[(d << 2) + 2] = mask;
  }

  /** Term `t`'s weight added to the documents already touched that hold it. */
  private addToTouched(plan: QueryPlan, t: number, from: number, end: number): void {
    const { scores, slots, touched, member, count } = this;
    const { doc, weight: tf } = this.postings;
    const w = plan.weights[t]!;
    const bit = plan.bits[t]!;
    if (count * 12 < end - from) {
      // Few documents touched: look each one up in the term's postings.
      for (let i = 0; i < count; i++) {
        const d = touched[i]!;
        const p = this.find(from, end, d);
        if (p < 0) continue;
        scores[d << 1] = scores[d << 1]! + w * tf[p]!;
        slots[(d << 2) + 2]! |= bit;
      }
      return;
    }
    for (let p = from; p < end; p++) {
      const d = doc[p]!;
      if ((member[d >>> 5]! & (1 << (d & 31))) === 0) continue;
      scores[d << 1] = scores[d << 1]! + w * tf[p]!;
      slots[(d << 2) + 2]! |= bit;
    }
  }

  /**
   * The documents of term `t` not yet touched, highest weight first, touched until the next one
   * can't reach the best `head` (its weight here, the most the later terms can add, and every
   * bonus its words could earn, below the `head`-th best lower bound). True when it stopped early.
   */
  private addByImpact(plan: QueryPlan, t: number, head: number): boolean {
    const { scores, slots, touched, member } = this;
    const id = plan.ids[t]!;
    const { doc, weight: tf } = this.impactOrder(id);
    const w = plan.weights[t]!;
    const bit = plan.bits[t]!;
    const after = plan.rest[t + 1]!;
    const bits = plan.restBits[t]!;
    const cut = this.cut.length > 0;
    const { maxBonus } = this.priors;
    const cap = scoredCap(plan.rest, t + 1);
    let least = 0;
    let checkAt = head;
    for (let k = 0; k < doc.length; k++) {
      const d = doc[k]!;
      const m = (d << 2) + 2;
      const b = 1 << (d & 31);
      if ((member[d >>> 5]! & b) !== 0) continue;
      const x = w * tf[k]!;
      const bound = newDocumentBound(plan, x + after, bits, maxBonus);
      // Not while the bound (which only falls from one document to the next) is above the most a
      // touched document can have scored: the lower bound can't be above it then.
      if (this.count >= checkAt && bound < cap) {
        // The lower bound only grows as documents come in: worked out again each time their number
        // has grown by half (so the work stays linear in the documents touched).
        least = this.lowerBoundOfHead(plan, head);
        checkAt = this.count + Math.max(head >> 1, this.count >> 1) + 1;
      }
      if (least > 0 && bound < least) return true;
      member[d >>> 5]! |= b;
      touched[this.count++] = d;
      if (cut) {
        this.fromCutTerms(plan, d);
        scores[d << 1] = scores[d << 1]! + x;
        slots[m]! |= bit;
      } else {
        scores[d << 1] = x;
        slots[m] = bit;
      }
    }
    return false;
  }

  /**
   * The postings of word `id`, highest weight first (ties in document order), as arrays of their
   * own: read in order, not by index into the postings. Worked out on first use.
   */
  private impactOrder(id: number): ImpactPostings {
    let order = this.byImpact.get(id);
    if (order === undefined) {
      const { start, doc, weight } = this.postings;
      const from = start[id]!;
      const list = Array.from({ length: start[id + 1]! - from }, (_, i) => from + i);
      list.sort((a, b) => weight[b]! - weight[a]! || a - b);
      order = { doc: Int32Array.from(list, (p) => doc[p]!), weight: Float32Array.from(list, (p) => weight[p]!) };
      this.byImpact.set(id, order);
    }
    return order;
  }

  /** Where document `d` is in the postings [from, end) (ascending), or -1. */
  private find(from: number, end: number, d: number): number {
    const doc = this.postings.doc;
    let lo = from;
    let hi = end - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const x = doc[mid]!;
      if (x < d) lo = mid + 1;
      else if (x > d) hi = mid - 1;
      else return mid;
    }
    return -1;
  }

  /**
   * A score the best `head` touched documents are sure to reach: the `head`-th best of their word
   * scores so far times their least prior, halved for each quoted phrase (each could be missed).
   */
  private lowerBoundOfHead(plan: QueryPlan, head: number): number {
    if (this.heap.length < head) this.heap = new Float64Array(head);
    const heap = this.heap;
    const { scores, touched } = this;
    // Each document's prior by its code: a byte a document (4 KB, which the ranking reads too), where
    // a float64 a document (32 KB) was read at scattered places, mostly from beyond the cache.
    const { priorCode, priorOf } = this.priors;
    let halve = 1;
    for (const ph of plan.phrases) if (ph.quoted) halve *= 0.5;
    let size = 0;
    for (let i = 0; i < this.count; i++) {
      const d = touched[i]!;
      const v = scores[d << 1]! * priorOf[priorCode[d]!]! * halve;
      if (size < head) {
        // Sift up.
        let at = size++;
        while (at > 0) {
          const up = (at - 1) >> 1;
          if (heap[up]! <= v) break;
          heap[at] = heap[up]!;
          at = up;
        }
        heap[at] = v;
      } else if (v > heap[0]!) {
        // Replace the least and sift down.
        let at = 0;
        for (;;) {
          const l = 2 * at + 1;
          if (l >= head) break;
          const r = l + 1;
          const c = r < head && heap[r]! < heap[l]! ? r : l;
          if (heap[c]! >= v) break;
          heap[at] = heap[c]!;
          at = c;
        }
        heap[at] = v;
      }
    }
    const least = size < head ? 0 : heap[0]!;
    if (least > this.floor) this.floor = least;
    return least;
  }

  /**
   * Makes document `d` touched with its full word score when the pruning left it out (looking it
   * up in each term's postings, in the order `score` adds them). False when it holds no query
   * term and `touch` is false.
   */
  private ensure(plan: QueryPlan, d: number, touch: boolean, pruned: boolean): boolean {
    const { scores, slots } = this;
    if (this.has(d)) return true;
    let s = 0;
    let mask = 0;
    let holds = false;
    if (pruned) {
      const { start, weight: tf } = this.postings;
      for (let t = 0; t < plan.ids.length; t++) {
        const id = plan.ids[t]!;
        const p = this.find(start[id]!, start[id + 1]!, d);
        if (p < 0) continue;
        s = holds ? s + plan.weights[t]! * tf[p]! : plan.weights[t]! * tf[p]!;
        mask |= plan.bits[t]!;
        holds = true;
      }
    }
    if (!holds && !touch) return false;
    this.member[d >>> 5]! |= 1 << (d & 31);
    scores[d << 1] = s;
    slots[(d << 2) + 2] = mask;
    this.touched[this.count++] = d;
    return true;
  }

  /** Score added after the multipliers to document `d` (touching it first when `touch`). */
  addTo(plan: QueryPlan, d: number, v: number, touch: boolean, pruned: boolean): void {
    if (!this.ensure(plan, d, touch, pruned)) return;
    const m = (d << 2) + 2;
    if ((this.slots[m]! & ADDED) === 0) {
      this.slots[m]! |= ADDED;
      this.added[d] = v;
    } else this.added[d] = this.added[d]! + v;
  }
}

/**
 * The most any touched document's word score can be once the terms before `t` are scored (the sum
 * of their bounds, with a margin for rounding): a lower bound of the best few is never above it.
 */
function scoredCap(rest: readonly number[], t: number): number {
  return (rest[0]! - rest[t]!) * (1 + 1e-9) + 1e-12;
}

/**
 * The most a document holding none of the terms scored so far can rank with (before added
 * scores, which are given to their documents whether touched or not): `rest` word score, the
 * best prior (1), the all-words bonus and every phrase's bonus it could still earn.
 */
function newDocumentBound(plan: QueryPlan, rest: number, bits: number, maxBonus: number): number {
  let s = rest;
  if (plan.words.length > 1 && (bits & plan.full) === plan.full) s = s * 1.5 + maxBonus;
  for (const ph of plan.phrases) if ((bits & ph.need) === ph.need) s += (ph.quoted ? 8 : 4) + s * 0.5;
  // A margin for rounding: the bound is summed in another order than a document's score.
  return s * (1 + 1e-9) + 1e-12;
}

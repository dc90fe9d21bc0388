/**
 * Word overlap of a query with the names of the index (the fuzzy step's second half, name-fuzzy.ts),
 * counted from the words' posting lists instead of splitting each candidate's name: a common query
 * word ("angel", "dragon") brings hundreds of candidates, and re-reading every one of their names
 * was most of a slipped name's resolution. The number of words of each name is counted once, on
 * first use, from the spaced keys.
 */
import type { NameLayout, StringTable } from './name-layout.ts';

/** A query word (its position in the index's words, -1 when no name has it) and the index words one edit away from it (their positions). */
export interface QueryWord {
  id: number;
  near: readonly number[];
}

/** Counts of words per name, and a scratch mark per entry, for scoring candidates by word overlap. */
export class WordOverlap {
  /** Words in each entry's spaced key (at most 255). */
  readonly counts: Uint8Array;
  /** Per entry while one query word is scored: 2 it has the word, 1 a word one edit away, 0 neither (reset after each word). */
  private readonly mark: Uint8Array;

  constructor(private readonly layout: NameLayout) {
    const { text, offsets } = layout.keys;
    const counts = new Uint8Array(offsets.length - 1);
    for (let i = 0; i < counts.length; i++) {
      let n = 1;
      for (let p = offsets[i]!, end = offsets[i + 1]!; p < end; p++) if (text.charCodeAt(p) === 32) n++;
      counts[i] = Math.min(n, 255);
    }
    this.counts = counts;
    this.mark = new Uint8Array(counts.length);
  }

  /**
   * The Dice coefficient over words of the query and each candidate (times 0.97): a query word the
   * name has counts 1, else one of its near words counts 0.8. The same sums, in the same order, as
   * comparing the split names word by word.
   */
  score(words: readonly QueryWord[], candidates: Iterable<number>, note: (entry: number, score: number) => void): void {
    const t = this.layout.tokens;
    const mark = this.mark;
    const es = Int32Array.from(candidates);
    const sums = new Float64Array(es.length);
    for (const { id, near } of words) {
      this.setMarks(t, id, near, true);
      for (let i = 0; i < es.length; i++) {
        const k = mark[es[i]!]!;
        if (k === 2) sums[i]! += 1;
        else if (k === 1) sums[i]! += 0.8;
      }
      this.setMarks(t, id, near, false);
    }
    for (let i = 0; i < es.length; i++) note(es[i]!, ((2 * sums[i]!) / (words.length + this.counts[es[i]!]!)) * 0.97);
  }

  /** Marks (or clears) the entries having word `id` (2) or one of `nearIds` (1, unless already 2). */
  private setMarks(t: StringTable, id: number, nearIds: readonly number[], on: boolean): void {
    const mark = this.mark;
    if (id >= 0) for (let p = t.start[id]!, end = t.start[id + 1]!; p < end; p++) mark[t.list[p]!] = on ? 2 : 0;
    for (const n of nearIds) {
      for (let p = t.start[n]!, end = t.start[n + 1]!; p < end; p++) {
        const e = t.list[p]!;
        if (!on) mark[e] = 0;
        else if (mark[e] === 0) mark[e] = 1;
      }
    }
  }
}

/**
 * Fuzzy name matching over the name index's layout: the compact keys nearest a query by edit
 * distance (through NearKeyIndex, name-near.ts), and the index's words one edit away from a query
 * word (through the deletion table).
 */
import { compactKey, editDistance, hasJapanese, keyTokens } from './normalize.ts';
import { deletionsOf } from './name-layout.ts';
import { maxDistance } from './name-near.ts';
import type { NameLayout } from './name-layout.ts';
import type { QueryWord, WordOverlap } from './name-words.ts';

/** Words on more names than this ("of", "the") don't bring candidates by themselves. */
const COMMON_WORD = 1500;

/** A name index entry and how well it matches. */
export interface Candidate {
  entry: number;
  score: number;
}

/** Words of the index that are `d` with one letter added (through the deletion table). */
function withOneMore(layout: NameLayout, d: string): string[] {
  const i = layout.deletions.indexOf(d);
  if (i < 0) return [];
  const out: string[] = [];
  for (let p = layout.deletions.start[i]!, end = layout.deletions.start[i + 1]!; p < end; p++) out.push(layout.tokens.keys.get(layout.deletions.list[p]!));
  return out;
}

/**
 * Words of the index one edit (insertion, deletion, substitution, transposition) away from
 * `w`, through a deletion index (SymSpell's idea): two words within one edit share a
 * single-deletion variant, or one is a deletion of the other.
 */
export function wordsOneEditAway(layout: NameLayout, w: string): string[] {
  const found = new Set<string>();
  const consider = (t: string): void => {
    if (t !== w && !found.has(t) && editDistance(w, t, 1) <= 1) found.add(t);
  };
  for (const t of withOneMore(layout, w)) consider(t); // w with one letter added
  for (const d of new Set(deletionsOf(w))) {
    if (layout.tokens.has(d)) consider(d); // w with one letter removed
    for (const t of withOneMore(layout, d)) consider(t); // one letter changed or swapped
  }
  return [...found];
}

/** What finds the compact keys nearest a query (NearKeyIndex, name-near.ts). */
export interface NearKeys {
  /**
   * All keys within one edit of `q` (with their distances) when there are any, else all at the
   * smallest distance from 2 to `max`; each as its position in the sorted compact keys.
   */
  find(q: string, japanese: boolean, max: number, note: (key: number, distance: number) => void): void;
}

/** Each entry of sorted compact key `i`, at distance `d` from `q`, scored (one more edit scores at least 1/length lower). */
function noteNear(layout: NameLayout, q: string, i: number, d: number, note: (entry: number, score: number) => void): void {
  const score = 1 - d / Math.max(q.length, layout.exactCompact.keys.lengthOf(i));
  for (const e of layout.exactCompact.at(i)) note(e, score);
}

/** Fuzzy candidates: bounded edit distance on compact keys, and word overlap on spaced keys. */
export function fuzzyCandidates(layout: NameLayout, nearest: NearKeys, overlap: WordOverlap, variants: readonly string[]): Candidate[] {
  const scores = new Map<number, number>();
  const note = (entry: number, score: number): void => {
    if (score > (scores.get(entry) ?? 0)) scores.set(entry, score);
  };
  for (const key of variants) {
    const q = compactKey(key);
    const japanese = hasJapanese(q);
    const max = maxDistance(q.length, japanese);
    if (max > 0) nearest.find(q, japanese, max, (i, d) => noteNear(layout, q, i, d, note));
    // Word overlap (Dice coefficient over words; a word one edit away from a query word of 5+
    // letters counts 0.8). Candidates come from the query's rarer words.
    const words = [...new Set(keyTokens(key).filter((w) => w.length >= 2))];
    if (words.length === 0 || japanese) continue;
    const query: QueryWord[] = [];
    const candidates = new Set<number>();
    const t = layout.tokens;
    const add = (id: number): void => {
      if (id >= 0 && t.count(id) <= COMMON_WORD) for (let p = t.start[id]!, end = t.start[id + 1]!; p < end; p++) candidates.add(t.list[p]!);
    };
    let rarest = -1;
    for (const w of words) {
      const id = t.indexOf(w);
      if (id >= 0 && t.count(id) > 0 && (rarest < 0 || t.count(id) < t.count(rarest))) rarest = id;
      add(id);
      const near = w.length >= 5 ? wordsOneEditAway(layout, w).map((n) => t.indexOf(n)) : [];
      for (const n of near) add(n);
      query.push({ id, near });
    }
    if (candidates.size === 0 && rarest >= 0) for (const e of t.at(rarest)) candidates.add(e);
    overlap.score(query, candidates, note);
  }
  return [...scores].map(([entry, score]) => ({ entry, score }));
}

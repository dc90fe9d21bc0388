/**
 * Autocomplete of card names (issue 15 §5): the card named exactly what was typed, then names
 * starting with it, then names with a word starting with it, then fuzzy suggestions; the most
 * played first within each.
 */
import type { Suggestion } from './name-types.ts';
import { compactKey, hasJapanese, nameKey, queryVariants } from './normalize.ts';
import type { NameIndex } from './names.ts';

/** A prefix matching more keys than this is served by walking the entries in rank order. */
const SCAN_PREFIX_KEYS = 256;

/**
 * Autocomplete: the card whose whole name (or Japanese name) is what was typed, then cards whose
 * name starts with it, then cards with a word starting with it, then fuzzy suggestions; the
 * most played first within each. An empty input lists the most played cards. (A name typed in
 * full comes first even when a longer name starting with it is played more: "Tarmogoyf" offers
 * Tarmogoyf before Tarmogoyf Nest.)
 */
export function completeName(ix: NameIndex, typed: string, limit = 25): Suggestion[] {
  const variants = queryVariants(typed).map((v) => nameKey(v)).filter((k) => k !== '');
  const japanese = variants.some(hasJapanese);
  if (variants.length === 0) return ix.popular.slice(0, limit).map((card) => ix.suggestion(card, null, japanese));
  const seen = new Set<number>();
  const out: Suggestion[] = [];
  const take = (e: number): boolean => {
    const card = ix.cardOf[e]!;
    if (card >= 0 && !seen.has(card)) {
      seen.add(card);
      out.push(ix.suggestion(card, e, japanese));
    }
    return out.length >= limit;
  };
  const add = (entries: number[]): void => {
    // Several names may be one card, and some none: a few times the limit is plenty (else all).
    let ranked = ix.rankEntries(entries, limit * 4);
    if (ranked.length < entries.length && new Set(ranked.map((e) => ix.cardOf[e])).size < limit) ranked = ix.rankEntries(entries);
    for (const e of ranked) if (take(e)) return;
  };
  // A real card named exactly what was typed first (a token or art card of that name keeps its place).
  for (const key of variants) add((ix.exact.get(key) ?? ix.exactCompact.get(compactKey(key)) ?? []).filter((e) => ix.priority(e) === 0));
  for (const key of variants) {
    if (out.length >= limit) break;
    const [lo, hi] = ix.prefixRange(compactKey(key), 20_000);
    if (hi - lo <= SCAN_PREFIX_KEYS) add(ix.entriesOf(lo, hi));
    else {
      // A short prefix ("g") starts thousands of names: rather than gather and rank them all, walk
      // every entry in rank order and take those whose key is in the range, until the list is full.
      const order = ix.layout.rankOrder;
      const at = ix.compactPositions();
      for (let k = 0; k < order.length; k++) {
        const e = order[k]!;
        const p = at[e]!;
        if (p >= lo && p < hi && take(e)) break;
      }
    }
  }
  const first = variants[0]!;
  if (out.length < limit && !first.includes(' ') && first.length >= 2) {
    // Cards with a word starting with what was typed ("bolt" -> Lightning Bolt).
    const words: number[] = [];
    const t = ix.tokens;
    for (let i = t.lowerBound(first); i < t.size && t.keys.get(i).startsWith(first); i++) if (t.keys.lengthOf(i) <= first.length + 20) words.push(...t.at(i));
    add(words);
  }
  if (out.length === 0) {
    const r = ix.resolve(typed);
    if (r.kind === 'found') out.push(ix.suggestion(r.card, null, japanese));
    else out.push(...r.suggestions.slice(0, limit));
  }
  return out;
}

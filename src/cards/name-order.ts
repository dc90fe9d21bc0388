/**
 * The order names are offered in, computed once when the name index is built: real cards before
 * tokens and other pieces, most played first, shorter names first, a card's own name before a face's
 * and Japanese names.
 */
import { cardPriority, NAME_KINDS } from './name-types.ts';
import type { CardSummary, NameKind } from './name-types.ts';
import type { NameLayout } from './name-layout.ts';

export const KIND_PRIORITY: Record<NameKind, number> = { name: 0, face: 1, ja: 2, ja_face: 3, ja_orphan: 4 };
export const KIND_CODES: readonly NameKind[] = NAME_KINDS;

/** The most played real cards, best first (an empty autocomplete lists them). */
export function mostPlayed(cards: readonly CardSummary[]): number[] {
  return cards
    .map((c, id) => ({ c, id }))
    .filter(({ c }) => cardPriority(c) === 0 && c.rank !== null)
    .sort((a, b) => a.c.rank! - b.c.rank!)
    .slice(0, 100)
    .map(({ id }) => id);
}

/**
 * Every entry in the order names are offered in: real cards first, then tokens and other game
 * pieces, then Japanese names without a card; most played first; shorter names first; a card's own
 * name before a face's and Japanese names. Computed once when the index is built and stored with it.
 */
export function rankOrderOf(l: Omit<NameLayout, 'rankOrder'>): Int32Array {
  const n = l.cardOf.length;
  const prio = new Int8Array(n);
  const rank = new Float64Array(n);
  for (let e = 0; e < n; e++) {
    const id = l.cardOf[e]!;
    const c = id >= 0 ? l.cards[id] : undefined;
    prio[e] = id < 0 ? 9 : c ? cardPriority(c) : 0;
    rank[e] = c?.rank ?? Number.MAX_SAFE_INTEGER;
  }
  const kind = (e: number): number => KIND_PRIORITY[KIND_CODES[l.kindOf[e]!]!];
  return Int32Array.from({ length: n }, (_, i) => i).sort(
    (a, b) => prio[a]! - prio[b]! || rank[a]! - rank[b]! || l.compacts.lengthOf(a) - l.compacts.lengthOf(b) || kind(a) - kind(b) || a - b,
  );
}

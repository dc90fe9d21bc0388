/**
 * A kicked spell's "instead" that only changes how many tokens the sentence before creates
 * (702.33e, 608.2c): "Create two 1/1 green Saproling creature tokens. If this spell was kicked,
 * create four of those tokens instead." Kicked, the instructions are the same creation with the new
 * number; "those tokens" are the ones the sentence before describes (the same seed). Read only when
 * every instruction before is one creation of one and the same token, with no amount counted
 * otherwise (X, for each): then nothing else of the sentence before is lost by replacing it. Also one token
 * copy of an object (707.1): kicked, that many copies of the same object.
 */
import type { SpellEffect } from '../../engine/types.ts';
import { numberWord } from './text.ts';
import { lookupTable } from '../../core/table.ts';

const MORE_TOKENS = /^create ([a-z0-9]+) of those tokens$/;
/** Counts past ten that token-making kickers print ("create twelve of those tokens instead"). */
const LARGER: Record<string, number> = lookupTable({ eleven: 11, twelve: 12 });

/** The kicked instructions for "create N of those tokens" replacing `before`, or null when not that shape. */
export function moreOfThoseTokens(body: string, before: readonly SpellEffect[]): SpellEffect[] | null {
  const m = MORE_TOKENS.exec(body);
  if (!m || before.length === 0) return null;
  const n = numberWord(m[1]!) ?? LARGER[m[1]!] ?? null;
  const first = before[0]!;
  // "Create a token that's a copy of target creature. If this spell was kicked, create five of those tokens instead." (Rite of Replication, 707.1)
  if (n !== null && n > 1 && before.length === 1 && first.kind === 'create-copy' && first.count === undefined) return [{ ...structuredClone(first), count: n }];
  if (n === null || n < 1 || first.kind !== 'create') return null;
  const same = JSON.stringify(first);
  if (!before.every((e) => JSON.stringify(e) === same) || Object.keys(first).some((k) => k !== 'kind' && k !== 'seed')) return null;
  return Array.from({ length: n }, () => structuredClone(first));
}

/**
 * Number comparisons in filters (issue 14): "creature with power 2 or less", "permanent with mana
 * value 3 or greater", "toughness 4 or greater", "mana value 1". One reader for the phrase (used by
 * the card compiler and by the combat restrictions written as keywords) and one matcher (used by
 * layers, targets, groups and blocks), so every filter reads and judges it the same way.
 * Power and toughness are 208; mana value is 202.3.
 */
import { assertNever } from '../core/result.ts';
import { manaValue, parseCost } from './casting/mana.ts';
import type { CardType, NumberRange, Zone } from './types.ts';
import { lookupTable } from '../core/table.ts';

export type StatField = 'power' | 'toughness' | 'manaValue';

export interface StatComparison {
  field: StatField;
  range: NumberRange;
}

const FIELD_OF: Record<string, StatField> = lookupTable({ power: 'power', toughness: 'toughness', 'mana value': 'manaValue' });

/** The words of a field, for traces. */
export const FIELD_WORDS: Record<StatField, string> = { power: 'power', toughness: 'toughness', manaValue: 'mana value' };

/**
 * "power 2 or less", "mana value 3 or greater", "toughness 4 or more", "mana value 1",
 * "power less than 3", "power greater than 2" (whole numbers only): null for anything else
 * ("power X or less", "greater power", "power or toughness 1 or less", "total power 8 or more").
 */
export function parseStatComparison(text: string): StatComparison | null {
  const t = text.trim().toLowerCase();
  let m = /^(power|toughness|mana value) (\d+)(?: or (less|greater|more))?$/.exec(t);
  if (m) {
    const n = Number(m[2]);
    const field = FIELD_OF[m[1]!]!;
    if (m[3] === undefined) return { field, range: { exactly: n } };
    return { field, range: m[3] === 'less' ? { atMost: n } : { atLeast: n } };
  }
  m = /^(power|toughness|mana value) (less|greater) than (or equal to )?(\d+)$/.exec(t);
  if (m) {
    const n = Number(m[4]);
    const field = FIELD_OF[m[1]!]!;
    const orEqual = m[3] !== undefined;
    if (m[2] === 'less') return { field, range: { atMost: orEqual ? n : n - 1 } };
    return { field, range: { atLeast: orEqual ? n : n + 1 } };
  }
  return null;
}

/** Does `n` lie in the range? */
export function rangeMatches(want: NumberRange, n: number): boolean {
  if (want.exactly !== undefined && n !== want.exactly) return false;
  if (want.atLeast !== undefined && n < want.atLeast) return false;
  return want.atMost === undefined || n <= want.atMost;
}

/** "2 or less", "3 or greater", "1": the range in words (for traces). */
export function rangeWords(r: NumberRange): string {
  if (r.exactly !== undefined) return String(r.exactly);
  if (r.atLeast !== undefined && r.atMost !== undefined) return `${r.atLeast} to ${r.atMost}`;
  if (r.atLeast !== undefined) return `${r.atLeast} or greater`;
  return `${r.atMost ?? 0} or less`;
}

/** The characteristics a comparison reads. */
export interface StatSubject {
  zone: Zone;
  types: readonly CardType[];
  power: number | null;
  toughness: number | null;
  manaCost: string | null;
  /** X as chosen for a spell on the stack (202.3e); absent elsewhere or when none was chosen. */
  stackX?: number | undefined;
}

/**
 * The object's value of a field, or null if it has none (a noncreature permanent has no power or
 * toughness, 208.3) or the value isn't known here ('unknown': an {X} spell on the stack, whose X
 * the caller must supply, 202.3e).
 */
export function statValue(field: StatField, o: StatSubject): number | null | 'unknown' {
  switch (field) {
    case 'power':
    case 'toughness': {
      const v = field === 'power' ? o.power : o.toughness;
      // 208.5: a creature with no value for it has 0; 208.3: a noncreature permanent has none, and
      // a noncreature object elsewhere has one only if it is printed.
      if (o.types.includes('Creature')) return v ?? 0;
      return o.zone === 'battlefield' ? null : v;
    }
    case 'manaValue':
      // 202.3e: X is 0 except on the stack, where it is the chosen number.
      if (o.zone === 'stack' && parseCost(o.manaCost).xCount > 0) return o.stackX === undefined ? 'unknown' : manaValue(o.manaCost, o.stackX);
      // 202.3a: no mana cost, mana value 0.
      return manaValue(o.manaCost, 0);
    default:
      return assertNever(field);
  }
}

/**
 * Do the filter's power / toughness / mana value ranges hold for the object? true/false, or
 * 'unknown' (the caller stops as unmodelled rather than guess). An object without a value for a
 * compared field doesn't match ("a creature with power 2 or less" is never a noncreature permanent).
 */
export function statsMatch(f: { power?: NumberRange; toughness?: NumberRange; manaValue?: NumberRange }, o: StatSubject): boolean | 'unknown' {
  let unknown = false;
  for (const field of ['power', 'toughness', 'manaValue'] as const) {
    const want = f[field];
    if (!want) continue;
    const v = statValue(field, o);
    if (v === 'unknown') {
      unknown = true;
      continue;
    }
    if (v === null || !rangeMatches(want, v)) return false;
  }
  return unknown ? 'unknown' : true;
}

/** Whether a filter compares any number (so callers skip the work otherwise). */
export function comparesStats(f: { power?: NumberRange; toughness?: NumberRange; manaValue?: NumberRange }): boolean {
  return f.power !== undefined || f.toughness !== undefined || f.manaValue !== undefined;
}

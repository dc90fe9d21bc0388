/**
 * Mana costs, mana value and mana pools: reading "{X}{2}{B}" into its parts, the mana value of a
 * spell (202.3, with X as announced while it is on the stack, 202.3e), generic cost changes (118.7a)
 * and paying a cost from a player's mana pool (106.4, 601.2h).
 *
 * Only plain symbols are paid: generic, {W}{U}{B}{R}{G} and {C}. Hybrid, Phyrexian and snow symbols
 * have choices of their own (601.2b, 107.4) that the engine does not make: paying them stops as
 * unmodelled instead of guessing.
 */
import type { ManaPool, ManaType } from '../types.ts';

const MANA_TYPES: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G', 'C'];

/** A mana cost split into its components. */
export interface ManaCost {
  generic: number;
  /** Colored and colorless ({C}) symbols, by type. */
  typed: Record<ManaType, number>;
  /** How many {X} it has (107.3). */
  xCount: number;
  /** Symbols the engine reads for mana value but doesn't pay: hybrid, Phyrexian, snow. */
  other: string[];
}

const empty = (): Record<ManaType, number> => ({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });

function isManaType(s: string): s is ManaType {
  return (MANA_TYPES as readonly string[]).includes(s);
}

/** "{X}{2}{B}{B}" -> its components. Anything outside braces is ignored ("" and null are {0}). */
export function parseCost(cost: string | null | undefined): ManaCost {
  const out: ManaCost = { generic: 0, typed: empty(), xCount: 0, other: [] };
  for (const sym of (cost ?? '').match(/\{[^}]*\}/g) ?? []) {
    const inner = sym.slice(1, -1).toUpperCase();
    if (/^\d+$/.test(inner)) out.generic += Number(inner);
    else if (inner === 'X') out.xCount++;
    else if (isManaType(inner)) out.typed[inner]++;
    else out.other.push(sym.toUpperCase());
  }
  return out;
}

/** The printed form: {X}s, then generic, then {W}{U}{B}{R}{G}, then {C}, then the rest; nothing at all is {0} (601.2f). */
export function formatCost(c: ManaCost): string {
  let s = '{X}'.repeat(c.xCount);
  if (c.generic > 0) s += `{${c.generic}}`;
  for (const t of ['W', 'U', 'B', 'R', 'G', 'C'] as const) s += `{${t}}`.repeat(c.typed[t]);
  s += c.other.join('');
  return s === '' ? '{0}' : s;
}

/** The cost with X replaced by its announced value (107.3a): X becomes generic mana. */
export function withX(c: ManaCost, x: number): ManaCost {
  return { generic: c.generic + c.xCount * x, typed: { ...c.typed }, xCount: 0, other: [...c.other] };
}

/** The sum of two costs (601.2f: mana cost or alternative cost plus additional costs). */
export function addCosts(a: ManaCost, b: ManaCost): ManaCost {
  const typed = empty();
  for (const t of MANA_TYPES) typed[t] = a.typed[t] + b.typed[t];
  return { generic: a.generic + b.generic, typed, xCount: a.xCount + b.xCount, other: [...a.other, ...b.other] };
}

/** 118.7a: a change of generic mana affects only the generic component, never below zero (601.2f). */
export function changeGeneric(c: ManaCost, by: number): ManaCost {
  return { ...c, typed: { ...c.typed }, other: [...c.other], generic: Math.max(0, c.generic + by) };
}

/** {B/P}, {W/U/P}: a Phyrexian mana symbol (107.4f), payable with one mana of its color(s) or 2 life. */
export function isPhyrexian(sym: string): boolean {
  return /^\{(?:[WUBRG]\/){1,2}P\}$/i.test(sym);
}

/** How many Phyrexian mana symbols a mana cost has ("{1}{B/P}{B/P}" -> 2). */
export function phyrexianSymbols(cost: string | null | undefined): number {
  return parseCost(cost).other.filter(isPhyrexian).length;
}

/** Mana value of one symbol that isn't generic, X or a plain type: hybrid -> its largest part (202.3f), Phyrexian 1 (202.3g). */
function otherValue(sym: string): number {
  const parts = sym.slice(1, -1).split('/');
  const numbers = parts.filter((p) => /^\d+$/.test(p)).map(Number);
  return Math.max(1, ...numbers);
}

/** 202.3: the mana value; X is the announced value on the stack and 0 anywhere else (202.3e). */
export function manaValue(cost: string | null | undefined, x: number | null = 0): number {
  const c = parseCost(cost);
  let n = c.generic + c.xCount * (x ?? 0);
  for (const t of MANA_TYPES) n += c.typed[t];
  for (const o of c.other) n += otherValue(o);
  return n;
}

/** "{B}{B}{C}" -> { B: 2, C: 1 } (a pool as a scenario states it). */
export function parsePool(text: string): ManaPool | null {
  const c = parseCost(text);
  if (c.xCount > 0 || c.other.length > 0 || c.generic > 0) return null;
  const pool: ManaPool = {};
  for (const t of MANA_TYPES) if (c.typed[t] > 0) pool[t] = c.typed[t];
  return pool;
}

export function poolText(pool: ManaPool | undefined): string {
  const typed = empty();
  for (const t of MANA_TYPES) typed[t] = pool?.[t] ?? 0;
  const s = formatCost({ generic: 0, typed, xCount: 0, other: [] });
  return s === '{0}' ? '-' : s;
}

export function addToPool(pool: ManaPool, mana: ManaPool): ManaPool {
  const out: ManaPool = { ...pool };
  for (const t of MANA_TYPES) {
    const n = (out[t] ?? 0) + (mana[t] ?? 0);
    if (n > 0) out[t] = n;
    else delete out[t];
  }
  return out;
}

/** `generic`: the mana that paid the generic part (which mana does is the player's choice at 601.2h, made here by the stated policy). */
export type Payment = { ok: true; left: ManaPool; paid: ManaPool; generic: ManaPool } | { ok: false; missing: string };

/**
 * 601.2h: pays a cost (X already replaced) from a pool, all or nothing (partial payments are not
 * allowed). Each colored or {C} symbol takes mana of its type; generic mana takes what is left,
 * colorless first, then the types there is most of (a stated policy: any mana pays generic).
 */
export function payFromPool(pool: ManaPool, cost: ManaCost): Payment {
  const left: Record<ManaType, number> = empty();
  for (const t of MANA_TYPES) left[t] = pool[t] ?? 0;
  const paid = empty();
  const missing = empty();
  for (const t of MANA_TYPES) {
    const take = Math.min(left[t], cost.typed[t]);
    left[t] -= take;
    paid[t] += take;
    missing[t] = cost.typed[t] - take;
  }
  let generic = cost.generic;
  const genericPaid = empty();
  const order = [...MANA_TYPES].sort((a, b) => (a === 'C' ? -1 : b === 'C' ? 1 : left[b] - left[a] || MANA_TYPES.indexOf(a) - MANA_TYPES.indexOf(b)));
  for (const t of order) {
    const take = Math.min(left[t], generic);
    left[t] -= take;
    paid[t] += take;
    genericPaid[t] += take;
    generic -= take;
  }
  const short = formatCost({ generic, typed: missing, xCount: 0, other: [] });
  if (short !== '{0}') return { ok: false, missing: short };
  const toPool = (r: Record<ManaType, number>): ManaPool => Object.fromEntries(MANA_TYPES.filter((t) => r[t] > 0).map((t) => [t, r[t]])) as ManaPool;
  return { ok: true, left: toPool(left), paid: toPool(paid), generic: toPool(genericPaid) };
}

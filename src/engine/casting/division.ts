/**
 * 601.2d: a spell that divides an effect (damage) among its targets has the division announced while it
 * is cast; each target must receive at least one. The division is kept on the stack item and used on
 * resolution (608.2b: an illegal target's share isn't dealt; the others keep theirs).
 */
import type { SpellEffect } from '../types.ts';

export interface DivisionProblem {
  reason: string;
  detail: string;
  rule: string;
}

export interface Division {
  division: Record<string, number>;
  total: number;
}

/**
 * The announced division for the spell's divided effect, checked: `divide` (target id -> amount,
 * keys already followed to the objects they name) must cover exactly the chosen targets, each at
 * least 1, adding up to the amount. With one target the whole amount goes to it (no choice to make).
 */
export function checkDivision(effects: readonly SpellEffect[], targets: Record<string, string[]>, divide: Record<string, number> | undefined, x: number | null): Division | DivisionProblem | null {
  const e = effects.find((y): y is Extract<SpellEffect, { kind: 'damage' }> => y.kind === 'damage' && y.divided === true);
  if (!e) return divide === undefined ? null : { reason: 'division', detail: 'this spell divides nothing', rule: '601.2d' };
  if (e.target === undefined) return { reason: 'division', detail: 'a divided effect needs a target word', rule: '601.2d' };
  const total = e.amountFrom === 'x' ? (x ?? 0) : e.amount;
  const list = targets[e.target] ?? [];
  if (list.length > total) return { reason: 'division', detail: `${list.length} targets but only ${total} to divide: each target must get at least 1`, rule: '601.2d' };
  if (divide === undefined) {
    if (list.length <= 1) return { division: list.length === 1 ? { [list[0]!]: total } : {}, total };
    return { reason: 'division', detail: `${list.length} targets: state how ${total} is divided ("divide": { "<target>": n })`, rule: '601.2d' };
  }
  const keys = Object.keys(divide);
  const extra = keys.filter((k) => !list.includes(k));
  if (extra.length > 0) return { reason: 'division', detail: `${extra.join(', ')} is not a chosen target`, rule: '601.2d' };
  const missing = list.filter((k) => divide[k] === undefined);
  if (missing.length > 0) return { reason: 'division', detail: `no share for ${missing.join(', ')}`, rule: '601.2d' };
  const bad = keys.filter((k) => !Number.isInteger(divide[k]) || divide[k]! < 1);
  if (bad.length > 0) return { reason: 'division', detail: `${bad.join(', ')} gets less than 1`, rule: '601.2d' };
  const sum = keys.reduce((n, k) => n + divide[k]!, 0);
  if (sum !== total) return { reason: 'division', detail: `the shares add up to ${sum}, not ${total}`, rule: '601.2d' };
  return { division: { ...divide }, total };
}

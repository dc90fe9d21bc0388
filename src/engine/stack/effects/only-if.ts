/**
 * 608.2c: instructions with a condition on the object they affect ("Destroy target creature if it has mana value 2 or
 * less", Fatal Push), judged as the instruction is followed.
 */
import { emit } from '../../run.ts';
import type { Run } from '../../run.ts';
import { step } from '../../trace.ts';
import { matchesObjectFilter } from '../../targets/legality.ts';
import type { ObjectFilter, SpellEffect, StackItem } from '../../types.ts';
import { itemLabel } from '../items.ts';
import { byIdNow, labelOf } from './context.ts';

/** The referred objects that meet the condition now, from their current characteristics wherever they are. */
function meeting(run: Run, item: StackItem, filter: ObjectFilter, refs: readonly string[]): Set<string> {
  const byId = byIdNow(run);
  const combat = run.state.combat ?? null;
  return new Set(refs.filter((r) => {
    const o = run.state.objects.find((x) => x.id === r);
    const c = byId[r];
    return o !== undefined && c !== undefined && matchesObjectFilter({ ...filter, zone: o.zone }, o, c, item.controller, item.source, combat);
  }));
}

/**
 * Each referred object is affected only if it meets the instruction's condition as the instruction is followed (608.2c);
 * one that doesn't isn't affected — it was still a legal target (608.2b), so the spell resolves and does the rest.
 */
export function onlyMatching(run: Run, item: StackItem, e: SpellEffect, refs: string[]): string[] {
  if (e.onlyIf === undefined) return refs;
  const keep = meeting(run, item, e.onlyIf, refs);
  for (const r of refs.filter((x) => !keep.has(x))) emit(run, step('stack.effect-skipped', ['608.2c'], { item: itemLabel(run.state, item), effect: e.kind, object: labelOf(run, r), reason: 'condition-unmet' }));
  return refs.filter((x) => keep.has(x));
}

/**
 * Fatal Push's revolt: the instruction and the one that would replace it differ only in the condition on their target
 * ("if it has mana value 2 or less" / "4 or less"). When every legal target meets both conditions or neither, both do
 * the same, and whether the replacing condition holds (the turn's history) can't change anything.
 */
export function sameEitherWay(run: Run, item: StackItem, e: SpellEffect, alt: SpellEffect, legal: Record<string, string[]>): boolean {
  const { onlyIf: a, insteadIf: _i, ...rest } = e;
  const { onlyIf: b, ...restAlt } = alt;
  if (a === undefined || b === undefined || e.target === undefined || JSON.stringify(rest) !== JSON.stringify(restAlt)) return false;
  const targets = legal[e.target] ?? [];
  const [first, second] = [meeting(run, item, a, targets), meeting(run, item, b, targets)];
  return targets.every((r) => first.has(r) === second.has(r));
}

/**
 * Triggered abilities a resolving instruction creates: delayed triggered abilities (603.7: "at the
 * beginning of the next end step, …") and reflexive ones (603.12: "when you do, …"). What they refer
 * to is bound as they are created (608.2k "that creature", 608.2h amounts read now).
 */
import { emit } from '../../run.ts';
import type { Run } from '../../run.ts';
import { step } from '../../trace.ts';
import type { SpellEffect, StackItem } from '../../types.ts';
import { itemLabel, nextStackId } from '../items.ts';
import { amountFrom, amountRules, NOTHING } from '../instructions.ts';
import type { Previous } from '../instructions.ts';
import { NONE } from './context.ts';
import type { EffectCall, Outcome } from './context.ts';

/** Binds what a delayed or reflexive ability refers to as it is created: "that creature" (608.2k) and amounts read now (608.2h). */
function bindEffects(run: Run, effects: readonly SpellEffect[], item: StackItem, prev: Previous): SpellEffect[] {
  const out: SpellEffect[] = [];
  for (const e of effects) {
    let x: SpellEffect = e;
    if (x.amountFrom !== undefined && x.amountFrom !== 'count' && x.kind === 'damage') {
      const { amountFrom: from, ...rest } = x;
      x = { ...rest, amount: amountFrom(prev, from, item) };
      emit(run, step('resolve.amount', amountRules(from), { item: itemLabel(run.state, item), from, amount: x.amount }));
    }
    // 603.7c: "return that card … at the beginning of the next end step" — the objects the
    // instruction before it moved, bound now (each a new object where it went, 400.7); none, no instruction.
    if (x.it === true) {
      const { it: _it, ...rest } = x;
      for (const id of prev.ids) out.push({ ...rest, object: id } as SpellEffect);
      continue;
    }
    if (x.that === true && (item.that ?? []).length > 0) {
      const { that: _that, ...rest } = x;
      for (const id of item.that ?? []) out.push({ ...rest, object: id } as SpellEffect);
      continue;
    }
    out.push(x);
  }
  return out;
}

/** 603.7a-b: the delayed triggered ability is created now and triggers later. */
export function createDelayedTrigger(c: EffectCall<'delayed-trigger'>): Outcome {
  const { run, item, e, ctx } = c;
  const list = run.state.delayedTriggers ?? (run.state.delayedTriggers = []);
  const ability = { ...e.trigger, effects: bindEffects(run, e.trigger.effects, item, ctx.previous) };
  list.push({ id: nextStackId(run.state).replace('ability', 'delayed'), ability, source: item.source, sourceLabel: item.sourceLabel, controller: item.controller });
  // 608.2k: "that creature" is the object the trigger event named, bound now, whatever its characteristics become.
  const bound = e.trigger.effects.some((x) => x.that === true) && (item.that ?? []).length > 0;
  emit(run, step('trigger.delayed-created', bound ? ['603.7a', '603.7b', '608.2k'] : ['603.7a', '603.7b'], { ability: e.trigger.text, source: item.sourceLabel, controller: item.controller }));
  return { did: c.did(), previous: NOTHING };
}

/** 603.12: "when you do" — it triggers only if the instruction before it was done. */
export function reflexiveTrigger(c: EffectCall<'reflexive'>): Outcome {
  const { run, item, e, ctx } = c;
  if (!ctx.did) {
    emit(run, step('stack.effect-skipped', ['608.2c'], { item: itemLabel(run.state, item), effect: 'reflexive', object: e.ability.text, reason: 'not-done' }));
    return NONE;
  }
  const pending = run.state.pendingTriggers ?? (run.state.pendingTriggers = []);
  const ability = { ...e.ability, effects: bindEffects(run, e.ability.effects, item, ctx.previous), event: 'cast' as const };
  pending.push({ ability, source: item.source, sourceLabel: item.sourceLabel, sourceColors: item.sourceColors, sourceTypes: item.sourceTypes, ...(item.sourceSubtypes ? { sourceSubtypes: item.sourceSubtypes } : {}), controller: item.controller, cause: 'reflexive' });
  emit(run, step('trigger.triggers', ['603.12'], { ability: e.ability.text, source: item.sourceLabel, controller: item.controller, cause: 'reflexive', lookBack: false }));
  return { did: c.did(), previous: NOTHING };
}

/** Keyword actions on permanents an instruction names: attach (701.3), tap and untap (701.26), fight (701.14). */
import { emit } from '../../run.ts';
import { step } from '../../trace.ts';
import { itemLabel } from '../items.ts';
import { NOTHING } from '../instructions.ts';
import { fightInstruction } from '../library.ts';
import { NONE } from './context.ts';
import type { EffectCall, Outcome } from './context.ts';

/**
 * 701.3a-b: the source (an Equipment's equip ability, 702.6a) becomes attached to the object; a
 * source that left the battlefield is a new object the ability doesn't know (400.7): nothing happens.
 */
export function attach(c: EffectCall<'attach'>): Outcome {
  const { run, item, refs, source } = c;
  if (source === null) {
    emit(run, step('stack.effect-skipped', ['400.7'], { item: itemLabel(run.state, item), effect: 'attach', object: item.sourceLabel, reason: 'changed-zone' }));
    return NONE;
  }
  for (const r of refs) run.perform({ kind: 'attach', object: source, to: r });
  return { did: c.did(), previous: NOTHING };
}

/** 701.26a-b: "it" then reads the permanents tapped or untapped. */
export function tapOrUntap(c: EffectCall<'tap' | 'untap'>): Outcome {
  for (const r of c.refs) c.run.perform({ kind: c.e.kind, object: r });
  return { did: c.did(), previous: { count: c.refs.length, ids: c.refs, lki: [] } };
}

/** H9: 701.14 — "target creature you control fights target creature you don't control". */
export function fight(c: EffectCall<'fight'>): Outcome {
  const { run, item, e, refs, legal } = c;
  const second = legal[e.with] ?? [];
  const chosenSecond = item.targets[e.with] ?? [];
  const chosenFirst = e.target !== undefined ? (item.targets[e.target] ?? []) : refs;
  return { did: fightInstruction(run, item, refs, second, chosenFirst, chosenSecond), previous: NOTHING };
}

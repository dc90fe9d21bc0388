/**
 * Effects a resolving instruction creates that last: continuous effects (611.2: "… gets +2/+2 until
 * end of turn", "gain control of …") and replacement effects (614.1; stack/created-effects.ts).
 */
import type { EffectInput } from '../../types.ts';
import { NOTHING } from '../instructions.ts';
import { createReplacement, refersToObjects } from '../created-effects.ts';
import { NONE } from './context.ts';
import type { EffectCall, Outcome } from './context.ts';

/** 611.2a, 611.2c: the objects affected are fixed as the instruction is followed. */
export function applyEffect(c: EffectCall<'apply-effect'>): Outcome {
  const { run, item, e, refs, source } = c;
  // 611.2: "gain control of …" gives control to the spell's or ability's controller, fixed as it resolves.
  const modifications = e.effect.modifications.map((m) => (m.kind === 'set-controller' && m.player === undefined ? { ...m, player: item.controller } : m));
  const effect: EffectInput = { ...e.effect, modifications, controller: item.controller, source: e.effect.source ?? source };
  if (e.target !== undefined || e.object !== undefined || e.all !== undefined || e.that === true || e.each === true || e.it === true || e.self === true || e.attached === true || e.choose !== undefined) {
    if (refs.length === 0) return NONE;
    effect.affects = { kind: 'objects', ids: refs };
  }
  run.perform({ kind: 'apply-effect', effect });
  return { did: c.did(), previous: NOTHING };
}

export function addReplacement(c: EffectCall<'add-replacement'>): Outcome {
  return { did: createReplacement(c.run, c.item, c.e.replacement, refersToObjects(c.e) ? c.refs : null, c.source), previous: NOTHING };
}

/** 701.8 (destroy) and 701.19 (regenerate: a shield against the next destruction this turn). */
import { NOTHING } from '../instructions.ts';
import { lki, movedOf } from './context.ts';
import type { EffectCall, Outcome } from './context.ts';

/** 701.8a: each object is destroyed, unless "it can't be regenerated"; "it" then reads the new objects (400.7). */
export function destroy(c: EffectCall<'destroy'>): Outcome {
  const { run, e, refs } = c;
  const known = lki(run, refs);
  for (const r of refs) run.perform(e.cantRegenerate === true ? { kind: 'destroy', object: r, cantRegenerate: true } : { kind: 'destroy', object: r });
  return { did: c.did(), previous: movedOf(run, known, c.from) };
}

/** 701.19a: "the next time [it] would be destroyed this turn" — a shield that lasts until end of turn. */
export function regenerate(c: EffectCall<'regenerate'>): Outcome {
  const { run, item, refs, source } = c;
  for (const r of refs) {
    if (!run.state.objects.some((o) => o.id === r && o.zone === 'battlefield')) continue;
    run.perform({ kind: 'add-replacement', replacement: { kind: 'regeneration-shield', object: r, text: item.text, controller: item.controller, source: source, duration: { kind: 'end-of-turn' } } });
  }
  return { did: c.did(), previous: NOTHING };
}

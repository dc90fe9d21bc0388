/**
 * 500.8: "After this main phase, there is an additional combat phase followed by an additional main phase", "After this
 * phase, there is an additional combat phase" — phases an effect adds to the turn, directly after the current phase; of
 * several added after the same phase the most recently added happens first (kept first in the list). The additional main
 * phase is a postcombat main phase (505.1a). Said of "this main phase" while it isn't a main phase, nothing is added.
 * The added phases are the turn's (forgotten as a turn begins, 500.1).
 */
import { countEvent, emit } from './run.ts';
import { step } from './trace.ts';
import { itemLabel } from './stack/items.ts';
import { NOTHING } from './stack/instructions.ts';
import type { EffectCall, Outcome } from './stack/effects/context.ts';

export function additionalPhases(c: EffectCall<'additional-phases'>): Outcome {
  const { run, item, e } = c;
  // (A sorcery is cast in a main phase, 307.1: a story that didn't name the step is in the first one.)
  const now = run.state.step ?? 'main1';
  const main = now === 'main1' || now === 'main2';
  countEvent(run);
  if (e.after === 'main' && !main) {
    emit(run, step('resolve.additional-phases', ['500.8'], { item: itemLabel(run.state, item), phase: now, main: e.main, added: false }));
    return { did: false, previous: NOTHING };
  }
  run.state.additionalPhases = [{ after: now, main: e.main }, ...(run.state.additionalPhases ?? [])];
  emit(run, step('resolve.additional-phases', e.main ? ['500.8', '505.1a'] : ['500.8'], { item: itemLabel(run.state, item), phase: now, main: e.main, added: true }));
  return { did: true, previous: NOTHING };
}

/**
 * "Creatures your opponents control enter tapped" (614.1d): a replacement effect that modifies how a
 * permanent enters the battlefield. It is judged on the permanent as it would exist there (614.12),
 * with the controller it enters under; the engine asks once the object has been put there and before
 * anything sees it (no event happens in between), so it is tapped as it enters.
 */
import { matches } from '../damage/match.ts';
import { viewOf } from '../damage/view.ts';
import { emit } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import type { EntersTapped, EntersWithCounters, GameObject } from '../types.ts';
import { effectController, inForce } from './in-force.ts';
import { edit } from '../changes.ts';

/** Taps the entering permanent if an "enter tapped" effect in force applies to it (614.1d, 614.12). */
export function applyEntersTapped(run: Run, entered: GameObject): void {
  if (entered.zone !== 'battlefield' || entered.tapped) return;
  const effects = (run.state.replacements ?? []).filter((e): e is EntersTapped => e.kind === 'enters-tapped' && inForce(run, e) && e.source !== entered.id);
  if (effects.length === 0) return;
  const view = viewOf(run);
  const by = effects.find((e) => matches(e.object, entered.id, run.state, view, { source: e.source, controller: effectController(run, e) }));
  if (!by) return;
  edit(run, entered).tapped = true;
  const source = by.source === null ? undefined : run.state.objects.find((o) => o.id === by.source)?.label;
  emit(run, step('enter.tapped', ['614.1d', '614.12'], { object: entered.label, ...(source !== undefined ? { by: source } : {}) }));
}

/**
 * 614.1c, 614.12: "Each other creature you control enters with an additional +1/+1 counter on it" — each
 * such effect in force that matches the entering permanent (as it would exist there, with the controller it
 * enters under) adds its counters; never its own source's (614.12: a general group doesn't include the
 * permanent whose ability it is). Called before the counters it enters with are put on it (122.6).
 */
export function applyEntersWithCounters(run: Run, entered: GameObject): void {
  if (entered.zone !== 'battlefield') return;
  const effects = (run.state.replacements ?? []).filter((e): e is EntersWithCounters => e.kind === 'enters-with-counters' && inForce(run, e) && e.source !== entered.id);
  if (effects.length === 0) return;
  const view = viewOf(run);
  for (const e of effects) {
    if (!matches(e.object, entered.id, run.state, view, { source: e.source, controller: effectController(run, e) })) continue;
    const by = e.source === null ? entered.label : (run.state.objects.find((o) => o.id === e.source)?.label ?? entered.label);
    for (const [counter, n] of Object.entries(e.counters)) {
      if (!Number.isInteger(n) || n < 1) continue;
      emit(run, step('resolve.enters-with-counters', ['614.1c', '614.12', '122.6'], { item: by, object: entered.label, counter, amount: n }));
      const w = edit(run, entered);
      w.counters[counter] = (w.counters[counter] ?? 0) + n;
    }
  }
}

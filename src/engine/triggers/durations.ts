/**
 * "For as long as you control <object>" (611.2b): such an effect lasts while its controller controls
 * that object. It is checked whenever the game settles; once control is lost (or the object left
 * the battlefield, 400.7) the effect ends and doesn't start again. An effect whose duration was
 * already over as it would begin does nothing at all (actions.ts, applyEffect).
 */
import { countEvent, emit, layersOf } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import type { ContinuousEffect, Computed, GameState } from '../types.ts';

/** Is a "for as long as you control" duration still going on? Other durations are handled where they end. */
export function durationHolds(state: GameState, byId: Record<string, Computed>, e: Pick<ContinuousEffect, 'duration' | 'controller'>): boolean {
  if (e.duration.kind !== 'while-controlled') return true;
  const id = e.duration.object;
  const o = state.objects.find((x) => x.id === id);
  return o !== undefined && o.zone === 'battlefield' && byId[id]?.controller === e.controller;
}

export function endLapsedDurations(run: Run): void {
  const state = run.state;
  if (!state.effects.some((e) => e.duration.kind === 'while-controlled')) return;
  const byId = layersOf(run).result.byId;
  const over = state.effects.filter((e) => !durationHolds(state, byId, e));
  if (over.length === 0) return;
  countEvent(run);
  state.effects = state.effects.filter((e) => !over.includes(e));
  for (const e of over) emit(run, step('effect.ended', ['611.2b'], { effect: e.id, text: e.text, reason: 'control-lost' }));
}

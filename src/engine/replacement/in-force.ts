/**
 * Whether a replacement, prevention or "can't" effect is in force, and who its "you" is. Its own
 * module: both the damage pipeline and the "can't" effects it consults read it (no import cycle).
 */
import { layersOf } from '../run.ts';
import type { Run } from '../run.ts';
import type { PlayerId, ReplacementEffect } from '../types.ts';

/** Is the effect still in force? ("while-source": only while its source is on the battlefield.) */
export function inForce(run: Run, e: ReplacementEffect): boolean {
  if (e.duration.kind !== 'while-source') return true;
  if (e.source === null) return true;
  const source = run.state.objects.find((o) => o.id === e.source && o.zone === 'battlefield');
  if (!source) return false;
  // A "while-source" effect comes from a static ability of its source (scenario/cards.ts): once that
  // ability is gone (a layer 6 effect, 613.1f — Turn to Frog on Platinum Angel), so is its effect.
  return layersOf(run).result.byId[source.id]?.lostAllAbilities !== true;
}

/**
 * Who "you" is for an effect: for a static ability of a permanent, its controller now (109.5; control
 * changes in layer 2, 613.1b — Threaten on Platinum Angel); otherwise the controller it was created with.
 */
export function effectController(run: Run, e: ReplacementEffect): PlayerId {
  if (e.duration.kind !== 'while-source' || e.source === null) return e.controller;
  return layersOf(run).result.byId[e.source]?.controller ?? e.controller;
}

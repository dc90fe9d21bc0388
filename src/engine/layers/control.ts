/**
 * Layer 2 (613.1b): control-changing effects. Only permanents and spells have a controller
 * (108.4, 109.4), so the effect does nothing to an object elsewhere.
 */
import type { Modification, PlayerId } from '../types.ts';
import { hasController, patch } from './world.ts';
import type { Working } from './world.ts';

export function applyControl(mod: Extract<Modification, { kind: 'set-controller' }>, w: Working, you: PlayerId | null): Working {
  // Without a named player, the effect's controller gains control (611.2, 611.3); with none known, nothing changes.
  const player = mod.player ?? you;
  if (player === null || !hasController(w.zone) || w.controller === player) return w;
  return patch(w, { controller: player });
}

/**
 * Layer 2 (613.1b): control-changing effects. Only permanents and spells have a controller
 * (108.4, 109.4), so the effect does nothing to an object elsewhere.
 */
import type { Modification } from '../types.ts';
import { hasController, patch } from './world.ts';
import type { Working } from './world.ts';

export function applyControl(mod: Extract<Modification, { kind: 'set-controller' }>, w: Working): Working {
  if (!hasController(w.zone) || w.controller === mod.player) return w;
  return patch(w, { controller: mod.player });
}

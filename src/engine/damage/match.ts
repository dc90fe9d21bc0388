/**
 * What a replacement or prevention effect watches (614.1, 615.1): damage from which sources, to
 * which recipients. A selector is judged on the objects' current characteristics each time damage
 * would be dealt, as prevention and replacement effects apply continuously as events happen (614.1,
 * 615.1); "you" is the effect's controller.
 */
import { selects } from '../layers/select.ts';
import type { DamageMatch, GameState, ObjectId, PlayerId, ReplacementEffect, Selector } from '../types.ts';
import type { View } from './view.ts';

const SELECTOR_KINDS = new Set(['objects', 'filter', 'source', 'attached-to-source']);

export function isSelector(m: DamageMatch): m is Selector {
  return typeof m === 'object' && SELECTOR_KINDS.has(m.kind);
}

function isPlayer(state: GameState, ref: string): boolean {
  return state.players.some((p) => p.id === ref);
}

function one(m: DamageMatch, ref: ObjectId | PlayerId | null, state: GameState, view: View, effect: Pick<ReplacementEffect, 'source' | 'controller'>): boolean {
  if (ref === null) return false;
  if (typeof m === 'string') return m === ref;
  if (!isSelector(m)) {
    // { kind: 'players' }
    if (!isPlayer(state, ref)) return false;
    if (m.controller === 'you') return ref === effect.controller;
    if (m.controller === 'opponent') return ref !== effect.controller;
    return true;
  }
  const w = view.world.byId.get(ref);
  if (!w) return false;
  return selects(m, w, view.world, { sourceId: effect.source, you: effect.controller });
}

/** Does the effect's `to` / `from` match this recipient / source? No condition matches everything. */
export function matches(
  cond: DamageMatch | DamageMatch[] | undefined,
  ref: ObjectId | PlayerId | null,
  state: GameState,
  view: View,
  effect: Pick<ReplacementEffect, 'source' | 'controller'>,
): boolean {
  if (cond === undefined) return true;
  if (Array.isArray(cond)) return cond.some((m) => one(m, ref, state, view, effect));
  return one(cond, ref, state, view, effect);
}

/**
 * "Can't" effects (614.17): they aren't replacement effects, but they exist before the event they
 * stop (614.17a) and win over any rule or effect that allows or directs that event (101.2):
 * - "Damage can't be prevented" (615.12): prevention effects still apply but prevent nothing, and
 *   shields aren't used up;
 * - "Players can't gain life" (119.7): the life gain doesn't happen, and a replacement effect that
 *   would replace it does nothing;
 * - "You can't lose life" / "Your life total can't change" (119.8): the life loss doesn't happen (damage
 *   is still dealt, 120.3a), and a cost of paying life can't be paid (119.4b: 0 life always can);
 * - "You can't lose the game" (104.3): a loss condition (704.5a-c) doesn't make that player lose;
 *   "your opponents can't win the game" (104.2b) — nothing the engine models makes a player win by an
 *   effect, and winning because every opponent left the game overrides it (104.2a).
 */
import { matches } from '../damage/match.ts';
import { effectController, inForce } from './in-force.ts';
import type { View } from '../damage/view.ts';
import type { Run } from '../run.ts';
import type { CantEffect, CantWhat, ObjectId, PlayerId } from '../types.ts';

/** The rules each kind of "can't" effect follows (cited when it is created and when it stops something). */
export const CANT_RULES: Record<CantWhat, string[]> = {
  'prevent-damage': ['615.12'],
  'gain-life': ['119.7'],
  'lose-life': ['119.8'],
  'lose-game': ['104.3', '101.2'],
  'win-game': ['104.2b', '101.2'],
};

function cants(run: Run, what: CantWhat): CantEffect[] {
  return (run.state.replacements ?? []).filter((e): e is CantEffect => e.kind === 'cant' && e.what === what && inForce(run, e));
}

function whose(run: Run, e: CantEffect, player: PlayerId): boolean {
  const p = e.player ?? 'you';
  if (p === 'any') return true;
  const you = effectController(run, e);
  return p === 'you' ? player === you : player !== you;
}

/** The first "can't" effect in force that stops `what` for this player, or null. */
export function playerCant(run: Run, what: Exclude<CantWhat, 'prevent-damage'>, player: PlayerId): CantEffect | null {
  return cants(run, what).find((e) => whose(run, e, player)) ?? null;
}

/** 615.12: the effect that makes this damage event unpreventable, or null. */
export function unpreventableBy(run: Run, view: View, ev: { combat: boolean }, source: ObjectId | null, recipient: ObjectId | PlayerId): CantEffect | null {
  for (const e of cants(run, 'prevent-damage')) {
    if (e.combatOnly && !ev.combat) continue;
    if (!matches(e.to, recipient, run.state, view, e)) continue;
    if (e.from !== undefined && !matches(e.from, source, run.state, view, e)) continue;
    return e;
  }
  return null;
}

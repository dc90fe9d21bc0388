/**
 * "Whenever one or more creatures you control deal combat damage to a player, <effect>" (Professional
 * Face-Breaker, Thopter Spy Network): combat damage is dealt at once (510.2), and the ability
 * triggers once for that one event however many creatures dealt it (603.2c), once for each player
 * dealt damage ("that player" is that player). The engine groups the damage of one batch
 * (`oneOrMore`, engine/triggers/triggers.ts). "It" / "that creature" name nothing (the creatures may
 * be several) and "that much damage" isn't one creature's: such effects are left unread.
 */
import type { EffectOptions } from './effects.ts';
import type { ModalBody } from './triggers.ts';
import { parseGroup } from './words.ts';

type Json = Record<string, unknown>;
type TriggerOf = (event: string, effectText: string, verbatim: string, extra: Json, opts: EffectOptions, modal: ModalBody | undefined) => Json | null;

const ONE_OR_MORE_DEAL = /^whenever one or more (other )?(.+?) deal combat damage to (a player|an opponent), (.+)$/;

/** The trigger the line is, or null when it isn't this shape or says more than it reads. */
export function oneOrMoreDamageTrigger(norm: string, verbatim: string, modal: ModalBody | undefined, triggerOf: TriggerOf): Json | null {
  const m = ONE_OR_MORE_DEAL.exec(norm);
  if (!m) return null;
  const g = parseGroup(m[2]!);
  // "creatures you control", "artifact creatures you control": a plural group of creatures (510.2: only they deal combat damage here).
  if (!g || !g.plural || g.filter.other || !(g.filter.types?.length === 1 && g.filter.types[0] === 'Creature')) return null;
  const opponent = m[3] === 'an opponent';
  const extra: Json = { who: m[1] ? 'another' : 'any', filter: { ...g.filter }, combatOnly: true, damageTo: opponent ? 'opponent' : 'player', oneOrMore: true };
  return triggerOf('deals-damage', m[4]!, verbatim, extra, { it: null, thatPlayer: true, eventAmount: false, ...(opponent ? { thatOpponent: true } : {}) }, modal);
}

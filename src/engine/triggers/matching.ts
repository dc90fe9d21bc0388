/**
 * Whether a triggered ability triggers on an event (603.2): its trigger event, whose object or player
 * it watches ("this", "another", "equipped creature", "you", an opponent), its filter, combat damage
 * only (510.2), what its own static ability revealed (607.2h), and the rules each trigger cites.
 */
import type { PlayerId, TriggeredAbility, Zone } from '../types.ts';
import { matchesObjectFilter } from '../targets/legality.ts';
import type { Occurrence } from './occurrences.ts';

/** Damage the ability watches: combat damage only (510.2), to a player, an opponent, a creature, or a player or planeswalker. */
function damageMatches(t: TriggeredAbility, controller: PlayerId, ev: Occurrence): boolean {
  if (t.combatOnly === true && ev.combat !== true) return false;
  const to = ev.damaged;
  if (t.damageTo === undefined) return true;
  if (!to) return false;
  if (t.damageTo === 'creature') return !to.player;
  // "… deals combat damage to a player or planeswalker": either (120.3, 306.8).
  if (t.damageTo === 'player-or-planeswalker') return to.player || to.planeswalker === true;
  return to.player && (t.damageTo === 'player' || to.id !== controller);
}

/** Does this ability of `watcher` (controlled by `controller`, attached to `attachedTo`) trigger on the event? */
export function matches(t: TriggeredAbility, watcherId: string | null, controller: PlayerId, ev: Occurrence, attachedTo: string | null = null): boolean {
  if (t.event !== ev.event) return false;
  // 707.10: a copied spell wasn't cast; only a "cast or copy" ability sees it.
  if (ev.copied === true && t.orCopy !== true) return false;
  // 506.5, 702.83b: "attacks alone" — the only creature declared as an attacker.
  if (t.alone === true && ev.alone !== true) return false;
  const who = t.who ?? 'self';
  // A player event: "your upkeep", "whenever you gain life" (self), an opponent's, or each player's (any).
  if (ev.subject === null) return who === 'any' || (who === 'opponent' ? ev.player !== null && ev.player !== controller : ev.player === controller);
  if ((ev.event === 'deals-damage' || ev.event === 'dealt-damage') && !damageMatches(t, controller, ev)) return false;
  // "Equipped creature" / "enchanted creature": the object this one is attached to, whatever it is now.
  if (who === 'attached') return attachedTo !== null && ev.subject.o.id === attachedTo && subjectMatches(t, ev, ev.lookBack ? ev.subject.o.zone : 'battlefield', controller, watcherId);
  if (ev.event === 'cast' && who === 'self') return ev.subject.o.id === watcherId;
  // 701.21a: who sacrificed (you, an opponent, any player), then what, as it last existed (603.10a).
  if (ev.event === 'sacrifices') return (who === 'any' || (who === 'opponent' ? ev.player !== controller : ev.player === controller)) && subjectMatches(t, ev, ev.subject.o.zone, controller, watcherId);
  // 607.2h: "whenever you reveal … this way" sees only what this object's own static ability revealed.
  if (ev.event === 'reveals') return ev.by === watcherId && subjectMatches(t, ev, 'hand', controller, watcherId);
  if (ev.event === 'cast' && t.filter?.controller === undefined && who !== 'any' && ev.player !== controller) return false;
  if (who === 'self') return ev.subject.o.id === watcherId;
  // 603.2: "this creature or another …" — this object's own event, whatever it is now.
  if (who === 'another' && ev.subject.o.id === watcherId) return t.orSelf === true;
  const zone = ev.event === 'cast' ? 'stack' : ev.lookBack ? ev.subject.o.zone : 'battlefield';
  return subjectMatches(t, ev, zone, controller, watcherId);
}

/** The event's object against the ability's filter and supertypes ("a basic land card"). */
function subjectMatches(t: TriggeredAbility, ev: Occurrence, zone: Zone, controller: PlayerId, watcherId: string | null): boolean {
  const s = ev.subject!;
  if (t.supertypes && t.supertypes.length > 0 && !t.supertypes.some((x) => s.c.supertypes.some((y) => y.toLowerCase() === x.toLowerCase()))) return false;
  if (!t.filter) return true;
  return matchesObjectFilter({ ...t.filter, zone }, s.o, s.c, controller, watcherId);
}

/** The rules a trigger cites: 603.2, and the rule of its kind of event (603.6a, 603.6c, 603.10a, 603.2e, 511.2 …; 603.7b-c delayed). */
export function eventRules(ev: Occurrence, delayed: boolean, t: TriggeredAbility): string[] {
  const rules = ['603.2'];
  if (ev.event === 'enters') rules.push('603.6a');
  if (ev.event === 'leaves' || ev.event === 'dies' || ev.event === 'to-graveyard') rules.push('603.6c', '603.10a');
  // 700.4: "dies" is the word's meaning (battlefield to graveyard) — the rule that says a sacrificed or destroyed creature died.
  if (ev.event === 'dies') rules.push('700.4');
  if (ev.event === 'sacrifices') rules.push('603.10a', '701.21a');
  if (ev.event === 'becomes-tapped' || ev.event === 'becomes-untapped') rules.push('603.2e');
  if (ev.event === 'end-of-combat') rules.push('511.2');
  if (t.alone === true) rules.push('506.5');
  if (ev.event === 'reveals') rules.push('603.11', '607.2h');
  if (ev.event === 'becomes-blocked') rules.push('603.2e', '509.1h');
  if ((ev.event === 'deals-damage' || ev.event === 'dealt-damage') && t.combatOnly === true) rules.push('510.2');
  if (delayed) rules.push('603.7b');
  if (delayed && t.effects.some((e) => e.object !== undefined)) rules.push('603.7c');
  return rules;
}

/**
 * "Can I block their 3/3 with my 2/2, and does my 2/2 die?", "Can I respond with Giant Growth, and does
 * my 2/2 survive?": a legality probe asked together with an outcome. The outcome is meant with the move
 * made, so when the move can be made the story is told again with it made (an attack, a block, a cast)
 * and the outcome read from that run; the answer gives both parts ("Yes… If you do: …").
 *
 * Only a move the story can be told with unchanged is made: one probe, at no other point of the turn
 * than the story's, a block of one attacker the story has, a cast whose targets were said. Anything
 * else — and a move that can't be made — is left to the caller (asked back, or answered from the
 * story as told when the move is illegal).
 */
import type { Ask, ParsedQuestion, QEvent } from './types.ts';
import { respondsNow } from './story-timing.ts';
import { assertNever } from '../core/result.ts';
import { isProbe } from './asks.ts';
import { aimAtController, spellHasNoTarget } from './spell-abilities.ts';

/** The question with the probed move told as done, or null when it can't be told unchanged. */
export function withMoveMade(q: ParsedQuestion, probe: Ask): ParsedQuestion | null {
  const outcomes = q.asks.filter((a) => a !== probe);
  // (Asks grouped as one yes/no question are numbered over all the asks: not re-read here.)
  if (outcomes.length === 0 || (q.together ?? []).length > 0 || (q.anyOf ?? []).length > 0) return null;
  const told = (e: QEvent): ParsedQuestion => ({ ...q, events: [...q.events, e], asks: outcomes, together: [], anyOf: [], yesNo: false, ...(e.kind === 'cast' ? { madeMove: e.spell } : {}) });
  if (!isProbe(probe)) return null;
  switch (probe.kind) {
    case 'can-attack': {
      if (probe.at) return null;
      // Already attacking in the story: the question is no longer whether it may.
      if (q.events.some((e) => e.kind === 'attack' && e.attackers.includes(probe.id))) return null;
      // Whether and how it is blocked is the defending player's choice (509.1a): with a creature of
      // theirs (or of no one said) on the battlefield, "if you do" has no one outcome — asked back.
      const attacker = q.things.find((t) => t.id === probe.id);
      const defender = attacker?.controller === 'B' ? 'A' : 'B';
      if (q.things.some((t) => t.id !== probe.id && t.zone === 'battlefield' && t.types.includes('Creature') && (t.controller === defender || t.controller === null))) return null;
      return told({ kind: 'attack', attackers: [probe.id], target: null });
    }
    case 'can-block': {
      if (probe.at) return null;
      // The attacker: the one asked of, else the one attack the story tells (never an implied one,
      // whose size would be a guess).
      const told0 = [...new Set(q.events.flatMap((e) => (e.kind === 'attack' ? e.attackers.filter((a) => !probe.blockers.includes(a)) : [])))];
      // Several attackers and none named: which one is blocked is the defender's choice (509.1a), not ours.
      const attackers = probe.attackers.length > 0 ? probe.attackers : told0;
      if (attackers.length !== 1) return null;
      const attacker = attackers[0]!;
      if (q.events.some((e) => e.kind === 'block' && e.blockers.some((b) => probe.blockers.includes(b)))) return null;
      const events: QEvent[] = [...q.events];
      if (!told0.includes(attacker)) events.push({ kind: 'attack', attackers: [attacker], target: null });
      events.push({ kind: 'block', blockers: [...probe.blockers], attacker });
      return { ...q, events, asks: outcomes, together: [], anyOf: [], yesNo: false };
    }
    case 'can-cast': {
      if (probe.at) return null;
      // A spell that targets, with no target said: which one is meant would be a guess.
      // (Targets of its own, a mode's or its kicker's, 700.2c, 702.33g; nothing known of a spell not compiled.)
      const targetless = q.cards[probe.spell]?.object.spell === undefined || spellHasNoTarget(q, probe.spell);
      if (probe.targets.length === 0 && !targetless) return null;
      // (A purpose's object is no target of a spell that doesn't target: "Wrath of God to destroy their 4/4".)
      const untargeted = probe.purpose === true && targetless;
      // ("Can I kill their lone 2/2 with Diabolic Edict?": a spell at players aims at the creature's controller, as the probe
      // is cast (probes.ts); not settled which creature goes, the probe is asked back and the move isn't told made.)
      const aim = aimAtController(q, probe.spell, probe.targets, probe.purpose === true);
      if (aim.kind === 'unsettled') return null;
      const cast: QEvent = { kind: 'cast', spell: probe.spell, caster: probe.caster, targets: untargeted ? [] : aim.kind === 'player' ? [aim.side] : [...probe.targets] };
      const moved = told(cast);
      moved.things = q.things.map((t) => (t.id === probe.spell ? { ...t, cast: true } : t));
      // "Can I respond with it?": cast while what is on the stack waits (the story's "in response").
      if (respondsNow(q, probe)) moved.responses = new Set([...(q.responses ?? []), cast]);
      return moved;
    }
    case 'can-target': {
      if (!probe.spell) return null;
      const cast: QEvent = { kind: 'cast', spell: probe.spell, caster: probe.caster, targets: [probe.target] };
      const moved = told(cast);
      moved.things = q.things.map((t) => (t.id === probe.spell ? { ...t, cast: true } : t));
      if (respondsNow(q, probe)) moved.responses = new Set([...(q.responses ?? []), cast]);
      return moved;
    }
    // An activated ability: which one and how it is paid isn't told as an event here — but for a loyalty ability named by
    // its cost with its targets said (606.4, 602.2b): that one activation is the move ("Can Chandra's -3 kill it?").
    case 'can-activate': {
      if (probe.at || probe.loyalty === undefined || probe.targets.length === 0 || probe.again || probe.ping !== undefined || probe.ability !== null) return null;
      if (respondsNow(q, probe)) return null;
      return told({ kind: 'activate', source: probe.source, player: probe.player, targets: [...probe.targets], loyalty: probe.loyalty });
    }
    default:
      return assertNever(probe);
  }
}

/**
 * The planeswalkers a loyalty ability is probed of with what it is for ("Can Chandra's -3 kill it?"): the move asked
 * about is that activation, and its other loyalty abilities can't be activated beside it that turn (606.3) — so they
 * are not abilities the asker might use instead (answer.ts mayActUnexplored). Only one whose every activated ability
 * has a loyalty cost.
 */
export function loyaltyMoveSources(q: ParsedQuestion): Set<string> {
  const loyal = (text: string): boolean => /^\s*(?:[+−–-]\d+|0|[+−–-]X):/.test(text);
  return new Set(
    q.asks.flatMap((a) => {
      if (a.kind !== 'can-activate' || a.loyalty === undefined || a.purpose !== true) return [];
      const card = q.cards[a.source];
      const texts = [...(card?.object.activated ?? []).map((ab) => ab.text ?? ''), ...(card?.unmodelled ?? []).filter((x) => /^[^."]*:/.test(x))];
      return card && texts.every(loyal) ? [a.source] : [];
    }),
  );
}

/**
 * What triggered abilities see of the run's events (603.2): each recorded game event (the run's
 * log, game-events.ts) that a trigger event can match, with the object it is about as the game
 * stood then. Zone changes give "enters" (603.6a), "leaves" and "dies" (603.6c), the last two
 * judged on the game before the event (603.10a, look back); tokens created on the battlefield enter
 * too; attacks, blocks, damage dealt, spells cast (601.2i), upkeeps and end steps beginning, a
 * permanent becoming tapped or untapped (603.2e), a card revealed by a static ability (603.11) and
 * the end of combat (511.2). Objects are matched by id, never by how they are shown.
 */
import { assertNever } from '../../core/result.ts';
import type { GameEvent } from '../game-events.ts';
import type { Run, SeenThen, Snapshot } from '../run.ts';
import type { PlayerId, TriggerEvent, TurnStep, Zone } from '../types.ts';

export interface Occurrence {
  event: TriggerEvent;
  subject: SeenThen | null;
  /** Judged on the game before the event (603.10a). */
  lookBack: boolean;
  player: PlayerId | null;
  cause: string;
  /** Index of the game event in the run's log. */
  at: number;
  /** The game just after the event's batch (603.10), for abilities that don't look back. */
  after: ReadonlyMap<string, SeenThen>;
  /** The objects the event names besides its subject ("that creature": the creature blocked, 608.2k). */
  that: string[];
  /** For a reveal: the object whose static ability revealed it (607.2h: only its linked abilities see it). */
  by?: string;
  /** The event's amount: life gained or lost, damage dealt ("that much"). */
  amount?: number;
  /** For damage: combat damage (510.2), and what was dealt it (a player id, or an object). */
  combat?: boolean;
  damaged?: { id: string; player: boolean; planeswalker?: boolean };
  /** For a zone change: where the object went (a leaves-the-battlefield ability reads it, 603.6c). */
  to?: Zone;
  /** For attacks: it attacked alone (506.5). */
  alone?: boolean;
  /** For cast: the spell was copied, not cast (707.10); only "cast or copy" abilities see it. */
  copied?: boolean;
  /** The event may not have happened: a discard from a hand of unknown size (701.9a, engine/hand.ts). */
  maybe?: boolean;
}

/**
 * The batch of simultaneous events that the event at `index` belongs to: where it started, the game
 * just before it (what a leaves-the-battlefield ability looks back to, 603.10a) and the game as it ended.
 */
export function batchOf(run: Run, mark: Snapshot, index: number, now: ReadonlyMap<string, SeenThen>): { start: number; before: ReadonlyMap<string, SeenThen>; after: ReadonlyMap<string, SeenThen> } {
  let start = mark.index;
  let before: ReadonlyMap<string, SeenThen> = mark.objects;
  let after: ReadonlyMap<string, SeenThen> | null = null;
  for (const b of run.triggers.boundaries) {
    if (b.index <= index && b.index >= start) {
      start = b.index;
      before = b.objects;
    }
    if (b.index > index && after === null) after = b.objects;
  }
  return { start, before, after: after ?? now };
}

type Found = Omit<Occurrence, 'after' | 'that' | 'at'> & { that?: string[] };

/**
 * The steps and phases whose beginning a trigger event names (603.2b): upkeep (503.1a), draw (504.1),
 * beginning of combat (507.1), end (513.1a), and the first main phase — the precombat one (505.1a).
 */
const STEP_EVENTS: Partial<Record<TurnStep, TriggerEvent>> = { upkeep: 'upkeep', draw: 'draw-step', main1: 'first-main-phase', combat: 'beginning-of-combat', end: 'end-step' };

/** A zone change: leaving the battlefield (looking back, 603.10a), going to a graveyard, dying, entering. */
function zoneChangeOccurrences(e: Extract<GameEvent, { kind: 'zone-changed' }>, before: ReadonlyMap<string, SeenThen>, later: (id: string) => SeenThen | null): Found[] {
  const out: Found[] = [];
  const old = before.get(e.object);
  if (e.from === 'battlefield' && old) {
    out.push({ event: 'leaves', subject: old, lookBack: true, player: null, cause: `${e.from} -> ${e.to}`, to: e.to });
    if (e.to === 'graveyard') out.push({ event: 'to-graveyard', subject: old, lookBack: true, player: null, cause: `${e.from} -> ${e.to}`, to: e.to });
    // 603.10a: "that player" in a dies trigger ("whenever a creature an opponent controls dies, that
    // player loses 2 life") is the player who controlled the creature as it last existed (608.2k).
    if (e.to === 'graveyard' && old.c.types.includes('Creature')) out.push({ event: 'dies', subject: old, lookBack: true, player: null, cause: 'dies', that: [old.c.controller] });
  }
  const entered = e.to === 'battlefield' ? later(e.newId) : null;
  // 603.6a, 608.2k: "it" in "whenever a creature enters, … it …" is the permanent that entered.
  if (entered) out.push({ event: 'enters', subject: entered, lookBack: false, player: null, cause: 'enters', that: [entered.o.id] });
  return out;
}

/** A block: the blocker blocks, and each attacker it blocks becomes blocked. */
function blockOccurrences(e: Extract<GameEvent, { kind: 'blocked' }>, after: ReadonlyMap<string, SeenThen>): Found[] {
  const subject = after.get(e.object);
  const out: Found[] = subject ? [{ event: 'blocks', subject, lookBack: false, player: null, cause: 'blocks', that: e.attackers.filter((a) => after.has(a)) }] : [];
  // 603.2e, 509.1h: each attacker it blocks becomes blocked ("that creature": the blocker). Once per
  // attacker, however many creatures block it: see occurrencesSince.
  for (const a of e.attackers) {
    const attacker = after.get(a);
    if (attacker) out.push({ event: 'becomes-blocked', subject: attacker, lookBack: false, player: null, cause: 'becomes-blocked', that: [e.object] });
  }
  return out;
}

/** Damage dealt: its source deals damage (608.2k) and what it was dealt to is dealt damage (120.3). */
function damageOccurrences(e: Extract<GameEvent, { kind: 'damage-dealt' }>, before: ReadonlyMap<string, SeenThen>, after: ReadonlyMap<string, SeenThen>, now: ReadonlyMap<string, SeenThen>): Found[] {
  const out: Found[] = [];
  const seen = (id: string): SeenThen | null => after.get(id) ?? before.get(id) ?? now.get(id) ?? null;
  const victim = seen(e.target);
  const damaged = { id: e.target, player: victim === null, ...(victim?.c.types.includes('Planeswalker') ? { planeswalker: true } : {}) };
  const common = { lookBack: false, player: null, amount: e.amount, combat: e.combat, damaged };
  const subject = e.source === null ? null : seen(e.source);
  // "That player" / "that creature": what the damage was dealt to (608.2k).
  if (subject) out.push({ ...common, event: 'deals-damage', subject, cause: 'deals-damage', that: [e.target] });
  // 120.3: an object dealt damage ("whenever this creature is dealt damage"); "that source" is the source.
  if (victim) out.push({ ...common, event: 'dealt-damage', subject: victim, cause: 'dealt-damage', that: e.source === null ? [] : [e.source] });
  return out;
}

/** The occurrences one event gives, judged on the game `before` (the last look) and `after` its batch. */
function occurrencesOf(e: GameEvent, before: ReadonlyMap<string, SeenThen>, after: ReadonlyMap<string, SeenThen>, now: ReadonlyMap<string, SeenThen>): Found[] {
  const later = (id: string): SeenThen | null => after.get(id) ?? now.get(id) ?? null;
  switch (e.kind) {
    case 'zone-changed':
      return zoneChangeOccurrences(e, before, later);
    case 'created': {
      const entered = e.zone === 'battlefield' ? later(e.object) : null;
      return entered ? [{ event: 'enters', subject: entered, lookBack: false, player: null, cause: 'enters', that: [entered.o.id] }] : [];
    }
    case 'attacked': {
      const subject = after.get(e.object);
      return subject ? [{ event: 'attacks', subject, lookBack: false, player: null, cause: 'attacks', that: [e.object], ...(e.alone === true ? { alone: true } : {}) }] : [];
    }
    case 'blocked':
      return blockOccurrences(e, after);
    case 'tapped':
    case 'untapped': {
      // 603.2e: only an actual change of status is an event (tapping a tapped permanent is none).
      const subject = after.get(e.object) ?? before.get(e.object) ?? null;
      return subject ? [{ event: e.kind === 'tapped' ? 'becomes-tapped' : 'becomes-untapped', subject, lookBack: false, player: null, cause: e.kind }] : [];
    }
    case 'damage-dealt':
      return damageOccurrences(e, before, after, now);
    case 'cast': {
      const subject = later(e.spell);
      return subject ? [{ event: 'cast', subject, lookBack: false, player: e.player, cause: 'cast' }] : [];
    }
    case 'step-began': {
      // 603.2b: "at the beginning of" a step; "that player" is the player whose step it is.
      const event = STEP_EVENTS[e.step];
      return event ? [{ event, subject: null, lookBack: false, player: e.player, cause: e.step, that: [e.player] }] : [];
    }
    case 'revealed': {
      // 603.11: a card revealed by a static ability; its linked triggered abilities may trigger (607.2h).
      const subject = later(e.object);
      return subject ? [{ event: 'reveals', subject, lookBack: false, player: e.player, cause: 'reveals', by: e.by }] : [];
    }
    case 'combat-ended':
      // 511.2: "at end of combat" abilities trigger as the end of combat step begins.
      return [{ event: 'end-of-combat', subject: null, lookBack: false, player: e.player, cause: 'end-of-combat' }];
    case 'life-changed':
      // 119.2, 119.3: a player gains or loses life — a player event; its amount is "that much".
      if (e.amount === 0) return [];
      return [{ event: e.amount > 0 ? 'gains-life' : 'loses-life', subject: null, lookBack: false, player: e.player, cause: e.amount > 0 ? 'gains-life' : 'loses-life', amount: Math.abs(e.amount), that: [e.player] }];
    case 'drew':
      // 121.1: one event for each card drawn (603.2c); "that player" is who drew.
      return [{ event: 'draws', subject: null, lookBack: false, player: e.player, cause: 'draws', that: [e.player] }];
    case 'discarded':
      // 701.9a: one event for each card discarded (603.2c); "that player" is who discarded.
      return [{ event: 'discards', subject: null, lookBack: false, player: e.player, cause: 'discards', that: [e.player], ...(e.maybe === true ? { maybe: true } : {}) }];
    case 'sacrificed': {
      // 701.21a, 603.10a: the permanent as it last existed on the battlefield; "that player" is who sacrificed it.
      const subject = before.get(e.object) ?? null;
      return subject ? [{ event: 'sacrifices', subject, lookBack: true, player: e.controller, cause: 'sacrifices', that: [e.controller] }] : [];
    }
    case 'spell-copied': {
      // 707.10: a copy isn't cast; "whenever you cast or copy" abilities see it (the copy's controller copied it).
      const subject = later(e.copy);
      return subject ? [{ event: 'cast', subject, lookBack: false, player: e.player, cause: 'copy', copied: true }] : [];
    }
    case 'ceased-to-exist':
    case 'counters-changed':
    case 'attached':
    case 'unattached':
    case 'cast-proposed':
    case 'activated':
    case 'put-on-stack':
    case 'resolved':
    case 'countered':
    case 'fizzled':
    case 'drew-from-empty':
    case 'destroyed':
    case 'player-lost': case 'loss-prevented': case 'legend-apart': case 'damage-prevented': case 'damage-not-dealt':
    case 'sba-found': case 'not-destroyed': case 'rewound': // (what /ask reads of a run, 704.5, 704.5j, 615.1a, 615.6, 702.12b, 601.2e)
      // No trigger event the engine models watches these (603.2); unmodelled ones are judged by gap-relevance.ts.
      return [];
    default:
      return assertNever(e);
  }
}

/** Every occurrence since the last look (`mark`), in the order the events happened. */
export function occurrencesSince(run: Run, mark: Snapshot, now: ReadonlyMap<string, SeenThen>): Occurrence[] {
  const out: Occurrence[] = [];
  const blocked = new Set<string>();
  for (let at = mark.index; at < run.events.length; at++) {
    // An object's appearance just before its event's batch (603.10a): an Equipment attached, a token
    // created or a counter put on since the last look counts, e.g. a creature an action equipped with
    // Skullclamp that then dies to state-based actions (704.5f) was an equipped creature as it died.
    const { before, after } = batchOf(run, mark, at, now);
    for (const o of occurrencesOf(run.events[at]!, before, after, now)) {
      // 509.1h: an attacker blocked by several creatures becomes blocked once.
      if (o.event === 'becomes-blocked') {
        if (blocked.has(o.subject!.o.id)) continue;
        blocked.add(o.subject!.o.id);
      }
      out.push({ ...o, at, after, that: o.that ?? [] });
    }
  }
  return out;
}

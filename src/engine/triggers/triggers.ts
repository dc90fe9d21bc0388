/**
 * Triggered abilities (603). After each action (and between the steps of one), the events it
 * caused are read from the run's event log (occurrences.ts): zone changes (enters 603.6a, leaves
 * 603.6c, dies), tokens created, attacks, blocks, damage dealt, spells cast (601.2i), steps
 * beginning, a permanent becoming tapped or untapped (603.2e) and the end of combat (511.2). Leaves-the-battlefield
 * abilities look back in time (603.10a): they are judged on the game as it was before the event, so
 * a creature dying at the same time as others sees them die. Other abilities are judged on the game
 * just after the event (603.10): at the end of its batch of simultaneous events. An intervening "if"
 * is checked on triggering (603.4). State triggers (603.8) are checked whenever the game settles and
 * between the instructions of a resolving spell. Triggered abilities are put on the stack the next
 * time a player would receive priority, after state-based actions (117.5, 603.3), in APNAP order
 * (603.3b). Delayed triggered abilities trigger once (603.7b).
 *
 * This module detects what triggered and when; the game as abilities see it is snapshot.ts, whether
 * an ability triggers on an event is matching.ts, and putting abilities on the stack put-on-stack.ts.
 */
import { keywordText, qualitySubtypes } from '../keywords.ts';
import { emit, halt, layersOf } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import { haltOnUnseen } from '../hand.ts';
import { findObject } from '../objects.ts';
import type { SeenThen, Snapshot } from '../run.ts';
import type { Computed, PlayerId, TriggeredAbility } from '../types.ts';
import { batchOf, occurrencesSince } from './occurrences.ts';
import type { Occurrence } from './occurrences.ts';
import { stackOf } from '../stack/items.ts';
import { conditionHolds } from '../stack/conditions.ts';
import { endLapsedDurations } from './durations.ts';
import { eventRules, matches } from './matching.ts';
import { putOnStack } from './put-on-stack.ts';
import { additionalTimes } from './additional.ts';
import { snapshot } from './snapshot.ts';
import { evolveTriggers } from '../keywords/evolve.ts';
import type { EvolvePair } from '../keywords/evolve.ts';

// The old import path for callers outside src/engine (the tests); the engine imports snapshot.ts.
export { OBJECT_FIELDS } from './snapshot.ts';

/** A new batch of simultaneous events begins (for gap relevance, 603.10). */
function newBatch(run: Run): void {
  const at = run.events.length;
  if (run.batches[run.batches.length - 1] !== at) run.batches.push(at);
}

/**
 * Watches the game from the state the run begins with: the first check of state-based actions is
 * an event like any other (704.3), and what it does (an Aura put into a graveyard, 704.5m) triggers
 * abilities (603.2) that go on the stack before any player gets priority (117.5).
 */
export function watchFromStart(run: Run): void {
  if (run.triggers.mark) return;
  run.triggers.mark = snapshot(run);
  run.triggers.opening = true;
}

/**
 * Where simultaneous events begin: each instruction of a resolving spell or ability (608.2c: they
 * are followed one after the other) and each check of state-based actions (704.3: performed at the
 * same time). A leaves-the-battlefield ability looks back to the game just before its own event
 * (603.10a), so a permanent that left in an earlier batch doesn't see later events; other abilities
 * see the game as the batch ends (603.10), so an effect applied by a later instruction doesn't count.
 */
export function markBoundary(run: Run): void {
  newBatch(run);
  const watch = run.triggers;
  const list = watch.boundaries;
  // Only worth a snapshot once something happened since the last one.
  const last = list[list.length - 1] ?? watch.mark;
  if (!last || last.index < run.events.length) list.push(snapshot(run));
  // 603.8: a state trigger triggers as soon as the game state matches, even mid-resolution.
  if (watch.mark && !watch.opening) checkStateTriggers(run);
}

interface Triggering {
  cause: string;
  lookBack: boolean;
  rules: string[];
  that: string[];
  stateKey?: string;
  /** The event's amount ("that much"). */
  amount?: number;
  /** 107.3m: the X of the spell that became the object whose enters-the-battlefield ability this is. */
  x?: number | null;
  /** 702.100a: for evolve, the creature that entered and the one with evolve, just after the event (603.10). */
  pair?: EvolvePair;
}

/** 603.10a, 608.2h: a source already gone from the battlefield as it triggers is seen as it last existed there — its P/T then. */
function lastKnownPT(run: Run, source: SeenThen | null): { sourcePT?: { power: number; toughness: number } } {
  if (!source || source.o.zone !== 'battlefield' || findObject(run.state, source.o.id)?.zone === 'battlefield') return {};
  return { sourcePT: { power: source.c.power ?? 0, toughness: source.c.toughness ?? 0 } };
}

function trigger(run: Run, t: TriggeredAbility, source: SeenThen | null, controller: PlayerId, how: Triggering, sourceLabel?: string): boolean {
  const byId = layersOf(run).result.byId;
  // 603.7d-e: a delayed ability's source is the spell or object that made it, even once it has left its zone.
  const label = source?.o.label ?? sourceLabel ?? 'delayed trigger';
  if (t.condition && !conditionHolds(run.state, byId, t.condition, controller, source?.o.counters ?? null, source?.o.tapped ?? null, how.pair ?? null, source?.o.kicked ?? 0, source?.o.paidAlternative ?? null)) {
    emit(run, step('trigger.condition-false', [...(t.rules ?? []), '603.4'], { ability: t.text, source: label, stage: 'trigger' }));
    return false;
  }
  const rules = [...how.rules, ...(t.rules ?? [])];
  if (t.condition) rules.push('603.4');
  emit(run, step('trigger.triggers', rules, { ability: t.text, source: label, controller, cause: how.cause, lookBack: how.lookBack }));
  const pending = run.state.pendingTriggers ?? (run.state.pendingTriggers = []);
  pending.push({
    ability: t,
    source: source?.o.id ?? null,
    sourceLabel: label,
    sourceColors: source?.c.colors ?? [],
    sourceTypes: source?.c.types ?? [],
    ...(source ? { sourceSubtypes: [...qualitySubtypes(source.c)] } : {}),
    sourceKeywords: source?.c.keywords.map((k) => keywordText(k)) ?? [],
    ...(source ? { sourceCounters: { ...source.o.counters } } : {}),
    ...lastKnownPT(run, source),
    ...(source?.o.kicked !== undefined ? { sourceKicked: source.o.kicked } : {}),
    ...(source?.o.paidAlternative !== undefined ? { sourceAlternative: source.o.paidAlternative } : {}),
    controller,
    cause: how.cause,
    ...(how.that.length > 0 ? { that: how.that } : {}),
    ...(how.stateKey !== undefined ? { stateKey: how.stateKey } : {}),
    ...(how.amount !== undefined ? { eventAmount: how.amount } : {}),
    ...(how.x !== undefined ? { x: how.x } : {}),
  });
  return true;
}

/**
 * 603.2c, 510.2: "Whenever one or more creatures you control deal combat damage to a player" is one
 * trigger event for all the damage dealt at once (one batch), for each player dealt it; true for
 * the first occurrence of that batch and player, false for the others.
 */
function firstOfBatch(grouped: Set<string>, key: string, batch: number, ev: Occurrence): boolean {
  const k = `${key}@${batch}@${ev.damaged?.id ?? ''}`;
  if (grouped.has(k)) return false;
  grouped.add(k);
  return true;
}

/** What triggered since `mark`; returns the game now, if it had to be looked at (something happened). */
function detect(run: Run, mark: Snapshot): Snapshot | null {
  // Nothing happened since the last look: nothing to see, and no snapshot to take.
  if (run.events.length === mark.index) return null;
  const taken = snapshot(run);
  const now = taken.objects;
  const events = occurrencesSince(run, mark, now);
  if (events.length === 0) return taken;
  const grouped = new Set<string>();
  for (const ev of events) {
    // Leaves-the-battlefield abilities look back (603.10a); others use the game just after the event (603.10).
    // Looking back is to the game just before this event's batch (603.10a): what left the battlefield
    // in an earlier batch doesn't see it, and what was attached, created or changed since the last look does.
    const pool = ev.lookBack ? batchOf(run, mark, ev.at, now).before : ev.after;
    for (const w of pool.values()) {
      // H3: an emblem's abilities function in the command zone (113.6p) — Kaya's emblem (601.3f).
      const onField = w.o.zone === 'battlefield' || w.o.zone === 'command' || (ev.event === 'cast' && ev.subject?.o.id === w.o.id);
      if (!onField) continue;
      const list = triggersOf(w);
      if (list.length === 0) continue;
      const attachedTo = typeof w.o.attachedTo === 'string' ? w.o.attachedTo : null;
      for (const { ability: t, key } of list) {
        if (!matches(t, w.o.id, w.c.controller, ev, attachedTo)) continue;
        // An event that may not have happened (a discard from a hand nobody described, which may hold
        // fewer cards): whether, and how often, this ability triggers is unknown (603.2c) — stop, naming the hand.
        if (ev.maybe === true && ev.player !== null) haltOnUnseen(run.state, ev.player, 'discard-count', '603.2c');
        // "This ability triggers only once each turn": not again once it has triggered this turn.
        if (t.oncePerTurn === true && (run.state.onceTriggered ?? []).includes(key)) continue;
        if (t.oneOrMore === true && !firstOfBatch(grouped, key, batchOf(run, mark, ev.at, now).start, ev)) continue;
        // 107.3m: an object's own enters-the-battlefield ability that refers to X uses the X its spell was cast with.
        const ownEntry = t.event === 'enters' && (t.who ?? 'self') === 'self' && w.o.enteredX !== undefined ? { x: w.o.enteredX } : {};
        // 702.100a: "that creature" is the one that entered, compared again as the ability resolves (608.2a).
        const pair = t.condition?.kind === 'evolve' && ev.subject ? { pair: { entered: ev.subject.c, own: w.c }, that: [ev.subject.o.id] } : {};
        const how = { cause: ev.cause, lookBack: ev.lookBack, rules: eventRules(ev, false, t), that: ev.that, ...(ev.amount !== undefined ? { amount: ev.amount } : {}), ...ownEntry, ...pair };
        const fired = trigger(run, t, w, w.c.controller, how);
        if (fired && t.oncePerTurn === true) (run.state.onceTriggered ??= []).push(key);
        // 603.2d: it triggers that many more times.
        if (fired) for (let i = additionalTimes(run, pool, w, ev, t.text); i > 0; i--) trigger(run, t, w, w.c.controller, how);
      }
    }
    if (ev.event === 'leaves' && ev.subject) missedOwnDeath(run, ev, events);
    const delayed = run.state.delayedTriggers ?? [];
    for (const d of [...delayed]) {
      // A delayed ability about "this creature" watches its source; one about a step watches that step (603.7).
      const who = d.ability.who ?? (ev.subject === null ? 'any' : 'self');
      if (!matches({ ...d.ability, who }, d.source, d.controller, ev)) continue;
      // 702.88a, 702.88b: rebound's cast is a new spell with new choices, which the engine doesn't make.
      if (d.rebound !== undefined) halt('unmodelled', 'error.unmodelled', { reason: 'rebound-cast', spell: d.rebound, rule: '702.88a' });
      const src = d.source !== null ? (mark.objects.get(d.source) ?? now.get(d.source) ?? null) : null;
      const how = { cause: ev.cause, lookBack: ev.lookBack, rules: eventRules(ev, true, d.ability), that: ev.that, ...(ev.amount !== undefined ? { amount: ev.amount } : {}) };
      if (trigger(run, d.ability, src ? { ...src, o: { ...src.o, label: d.sourceLabel } } : null, d.controller, how, d.sourceLabel)) {
        run.state.delayedTriggers = (run.state.delayedTriggers ?? []).filter((x) => x !== d); // 603.7b: only once
      }
    }
  }
  return taken;
}

/**
 * The triggered abilities an object has (as it was then), each with its key: its printed ones — none
 * once it lost all its abilities (613.1f, 603.6b), nor a land given a basic land type (305.7) — and
 * those effects grant it (113.10; the layers drop those granted before a "loses all abilities").
 */
function triggersOf(w: { o: { id: string; printed: { triggers?: TriggeredAbility[] } }; c: Computed }): { ability: TriggeredAbility; key: string }[] {
  const printed = w.c.lostAllAbilities === true || w.c.lostRulesText === true ? [] : (w.o.printed.triggers ?? []).map((ability, i) => ({ ability, key: `${w.o.id}#${i}` }));
  const granted = (w.c.grantedTriggers ?? []).map((g) => ({ ability: g.ability, key: `${w.o.id}#${g.key}` }));
  // 702.100a, 702.100d: each evolve instance the permanent has now is a triggered ability of its own.
  const evolve = evolveTriggers(w.c.keywords).map((ability, i) => ({ ability, key: `${w.o.id}#evolve${i}` }));
  return granted.length === 0 && evolve.length === 0 ? printed : [...printed, ...granted, ...evolve];
}

/**
 * A permanent with its own "when this dies" / "is put into a graveyard" ability — or "whenever this or another
 * creature dies", which sees its own death too (603.10a) — left the battlefield for another zone (exiled, bounced):
 * the ability doesn't trigger, because "dies" means put into a graveyard from the battlefield (700.4, 603.6c). Said in
 * the trace, since players often expect it.
 */
function missedOwnDeath(run: Run, ev: Occurrence, events: readonly Occurrence[]): void {
  const s = ev.subject!;
  if (s.c.lostAllAbilities === true || s.c.lostRulesText === true) return;
  const own = triggersOf(s).map((x) => x.ability).filter((t) => (t.event === 'dies' || t.event === 'to-graveyard') && ((t.who ?? 'self') === 'self' || t.orSelf === true));
  if (own.length === 0) return;
  const to = ev.to ?? '';
  for (const t of own) {
    const happened = events.some((x) => x.at === ev.at && x.event === t.event && x.subject?.o.id === s.o.id);
    if (happened) continue;
    const rules = t.event === 'dies' ? ['700.4', '603.6c'] : ['603.6c'];
    emit(run, step('trigger.not-dies', rules, { ability: t.text, source: s.o.label, to, event: t.event }));
  }
}

/** The state trigger whose ability is resolving right now: it hasn't left the stack until it finishes (603.8). */
export function resolvingStateTrigger(run: Run, key: string | undefined): void {
  run.triggers.resolvingState = key ?? null;
}

/**
 * 603.8: state triggers. Each one whose game state holds triggers, unless it already triggered and
 * hasn't left the stack yet (waiting to be put on the stack, or on it).
 */
export function checkStateTriggers(run: Run): void {
  const state = run.state;
  let byId: Record<string, Computed> | null = null;
  for (const o of state.objects) {
    if (o.zone !== 'battlefield') continue;
    const list = o.printed.triggers ?? [];
    if (!list.some((t) => t.event === 'state')) continue;
    byId ??= layersOf(run).result.byId;
    const c = byId[o.id];
    if (!c || c.lostAllAbilities === true || c.lostRulesText === true) continue;
    list.forEach((t, i) => {
      if (t.event !== 'state' || !t.state) return;
      const key = `${o.id}#${i}`;
      const waiting = (state.pendingTriggers ?? []).some((p) => p.stateKey === key) || stackOf(state).some((s) => s.stateKey === key) || run.triggers.resolvingState === key;
      if (waiting || !conditionHolds(state, byId!, t.state, c.controller, o.counters, o.tapped)) return;
      trigger(run, t, { o, c, src: o }, c.controller, { cause: 'state', lookBack: false, rules: ['603.2', '603.8'], that: [], stateKey: key });
    });
  }
}

/**
 * Called whenever the game settles (after state-based actions, 117.5): ends "for as long as you
 * control" effects whose duration is over (611.2b), finds what triggered since the last call (and
 * state triggers, 603.8) and puts waiting triggered abilities on the stack. The first call only
 * takes note of the game.
 */
export function settleTriggers(run: Run): void {
  endLapsedDurations(run);
  const mark = run.triggers.mark;
  let now: Snapshot | null = null;
  if (mark) {
    now = detect(run, mark);
    if (!run.triggers.opening) checkStateTriggers(run);
    // 117.5: repeat until no more abilities wait (ward triggering on a triggered ability's target).
    for (let i = 0; i < 10 && (run.state.pendingTriggers ?? []).length > 0; i++) putOnStack(run);
  }
  // The game as detection just saw it, unless something happened since (an ability put on the
  // stack is an event): triggering itself only adds to the waiting list, not to the objects.
  run.triggers.mark = now !== null && now.index === run.events.length ? now : snapshot(run);
  run.triggers.boundaries = [];
  run.triggers.opening = false;
  newBatch(run);
}

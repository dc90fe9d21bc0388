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
 */
import { keywordText, qualitySubtypes } from '../keywords.ts';
import { emit, halt, layersOf } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import { record } from '../record.ts';
import { noteComputed } from '../gap-history.ts';
import type { SeenThen, Snapshot } from '../run.ts';
import type { Computed, GameObject, ObjectId, PendingTrigger, PlayerId, SpellEffect, StackItem, TargetSpec, TriggeredAbility, Zone } from '../types.ts';
import { batchOf, occurrencesSince } from './occurrences.ts';
import type { Occurrence } from './occurrences.ts';
import { anyLegal, matchesObjectFilter, targetLegality } from '../targets/legality.ts';
import type { Targeter } from '../targets/legality.ts';
import { apnap, itemLabel, nextStackId, stackOf } from '../stack/items.ts';
import { wardTriggers } from './ward.ts';
import { conditionHolds } from '../stack/conditions.ts';
import { endLapsedDurations } from './durations.ts';
import { PatchedMap } from '../layers/patched-map.ts';

/**
 * The game as it is now, for triggered abilities (603.10): every object with its characteristics.
 * Copies only what changed since the last snapshot: an object whose fields are all as they were is
 * seen through the same record (a shallow copy then equals one now), and when nothing changed at
 * all, the last snapshot's objects are shared whole. A long stack takes several snapshots per spell,
 * and copying every card in every zone for each made its cost grow with the square of its length.
 */
function snapshot(run: Run): Snapshot {
  const byId = layersOf(run).result.byId;
  noteComputed(run, byId);
  const index = run.events.length;
  const objects = run.state.objects;
  const last = run.triggers.latest;
  if (last !== null && unchangedSince(last, objects, byId)) return { index, objects: last.objects, list: last.list, ids: last.ids };
  const n = objects.length;
  const list: (SeenThen | null)[] = new Array<SeenThen | null>(n);
  const ids: ObjectId[] = new Array<ObjectId>(n);
  // The objects with characteristics, in order (the keys of the map), and the records that differ
  // from the last snapshot's: the map is the last one patched (patched-map.ts), not a new copy of
  // every object's record, when only a few changed (issue 15 §7).
  const order: ObjectId[] = [];
  const changes = new Map<ObjectId, SeenThen | undefined>();
  const aligned = last !== null && last.ids.length === n;
  let sameIds = aligned;
  for (let i = 0; i < n; i++) {
    const o = objects[i]!;
    ids[i] = o.id;
    const here = sameIds && last !== null && last.ids[i] === o.id;
    if (!here) sameIds = false;
    const before = last === null ? undefined : here ? (last.list[i] ?? undefined) : last.objects.get(o.id);
    const c = byId[o.id];
    if (!c) {
      list[i] = null;
      if (before !== undefined) changes.set(o.id, undefined);
      continue;
    }
    order.push(o.id);
    const seen = before !== undefined && before.c === c && sameShallow(before.o, o) ? before : { o: { ...o }, c };
    list[i] = seen;
    if (seen !== before) changes.set(o.id, seen);
  }
  let map: ReadonlyMap<ObjectId, SeenThen>;
  if (last === null) {
    const m = new Map<ObjectId, SeenThen>();
    for (const seen of list) if (seen !== null) m.set(seen.o.id, seen);
    map = m;
  } else {
    if (!sameIds) {
      // Objects gone since (or moved): the last snapshot's keys no longer held.
      const now = new Set(order);
      for (const seen of last.list) if (seen !== null && !now.has(seen.o.id)) changes.set(seen.o.id, undefined);
    }
    map = PatchedMap.of(last.objects, changes, order);
  }
  const taken = { index, objects: map, list, ids };
  run.triggers.latest = taken;
  return taken;
}

/** Whether `objects` are, in order, those of the snapshot `last`, each with the fields and characteristics it had then. */
function unchangedSince(last: Snapshot, objects: readonly GameObject[], byId: Readonly<Record<ObjectId, Computed>>): boolean {
  if (last.list.length !== objects.length) return false;
  for (let i = 0; i < objects.length; i++) {
    const o = objects[i]!;
    const seen = last.list[i]!;
    const c = byId[o.id];
    if (seen === null) {
      if (c !== undefined) return false;
      continue;
    }
    if (seen.c !== c || !sameShallow(seen.o, o)) return false;
  }
  return true;
}

/** Every field of a game object: a snapshot's copy of an object is reused only while all of them are unchanged. */
export const OBJECT_FIELDS = ['id', 'printed', 'zone', 'owner', 'baseController', 'tapped', 'summoningSick', 'counters', 'damage', 'deathtouchDamage', 'attachedTo', 'timestamp', 'counterTimestamps', 'isToken', 'isCopy', 'cardPrinted', 'stackX', 'label', 'chosen', 'faceDown', 'castFace', 'castUsing', 'mayCastFromExile'] as const satisfies readonly (keyof GameObject)[];
// A field added to GameObject and not to OBJECT_FIELDS doesn't compile (a stale snapshot otherwise).
const allFields: Exclude<keyof GameObject, (typeof OBJECT_FIELDS)[number]> extends never ? true : never = true;
void allFields;

/**
 * The optional ones: present (even as undefined) or not must match too, as a spread copy would.
 * sameShallow checks each by name; a field made optional and not listed here doesn't compile.
 */
type OptionalField = 'counterTimestamps' | 'cardPrinted' | 'stackX' | 'chosen' | 'faceDown' | 'castFace' | 'castUsing' | 'mayCastFromExile';
type OptionalKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? K : never }[keyof T];
const allOptional: Exclude<OptionalKeys<GameObject>, OptionalField> extends never ? true : never = true;
void allOptional;

/**
 * Whether `copy` (a shallow copy of an earlier `o`) has `o`'s values now: OBJECT_FIELDS written
 * out one by one (a loop over the names is a property read by a computed key, several times slower
 * and run for every object of every snapshot). An optional field absent from both is equal.
 */
function sameShallow(copy: GameObject, o: GameObject): boolean {
  return (
    copy.id === o.id &&
    copy.printed === o.printed &&
    copy.zone === o.zone &&
    copy.owner === o.owner &&
    copy.baseController === o.baseController &&
    copy.tapped === o.tapped &&
    copy.summoningSick === o.summoningSick &&
    copy.counters === o.counters &&
    copy.damage === o.damage &&
    copy.deathtouchDamage === o.deathtouchDamage &&
    copy.attachedTo === o.attachedTo &&
    copy.timestamp === o.timestamp &&
    copy.counterTimestamps === o.counterTimestamps &&
    copy.isToken === o.isToken &&
    copy.isCopy === o.isCopy &&
    copy.cardPrinted === o.cardPrinted &&
    copy.stackX === o.stackX &&
    // Compared as a value that may have changed, never to find an object by it.
    Object.is(copy.label, o.label) &&
    copy.chosen === o.chosen &&
    copy.faceDown === o.faceDown &&
    copy.castFace === o.castFace &&
    copy.castUsing === o.castUsing &&
    copy.mayCastFromExile === o.mayCastFromExile &&
    'counterTimestamps' in copy === 'counterTimestamps' in o &&
    'cardPrinted' in copy === 'cardPrinted' in o &&
    'stackX' in copy === 'stackX' in o &&
    'chosen' in copy === 'chosen' in o &&
    'faceDown' in copy === 'faceDown' in o &&
    'castFace' in copy === 'castFace' in o &&
    'castUsing' in copy === 'castUsing' in o &&
    'mayCastFromExile' in copy === 'mayCastFromExile' in o
  );
}

/** A new batch of simultaneous events begins (for gap relevance, 603.10). */
function newBatch(run: Run): void {
  const at = run.events.length;
  if (run.batches[run.batches.length - 1] !== at) run.batches.push(at);
}

/**
 * Where simultaneous events begin: each instruction of a resolving spell or ability (608.2c: they
 * are followed one after the other) and each check of state-based actions (704.3: performed at the
 * same time). A leaves-the-battlefield ability looks back to the game just before its own event
 * (603.10a), so a permanent that left in an earlier batch doesn't see later events; other abilities
 * see the game as the batch ends (603.10), so an effect applied by a later instruction doesn't count.
 */
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

/** Damage the ability watches: combat damage only (510.2), to a player, an opponent or a creature. */
function damageMatches(t: TriggeredAbility, controller: PlayerId, ev: Occurrence): boolean {
  if (t.combatOnly === true && ev.combat !== true) return false;
  const to = ev.damaged;
  if (t.damageTo === undefined) return true;
  if (!to) return false;
  if (t.damageTo === 'creature') return !to.player;
  return to.player && (t.damageTo === 'player' || to.id !== controller);
}

/** Does this ability of `watcher` (controlled by `controller`, attached to `attachedTo`) trigger on the event? */
function matches(t: TriggeredAbility, watcherId: string | null, controller: PlayerId, ev: Occurrence, attachedTo: string | null = null): boolean {
  if (t.event !== ev.event) return false;
  const who = t.who ?? 'self';
  // A player event: "your upkeep", "whenever you gain life" (self), an opponent's, or each player's (any).
  if (ev.subject === null) return who === 'any' || (who === 'opponent' ? ev.player !== null && ev.player !== controller : ev.player === controller);
  if ((ev.event === 'deals-damage' || ev.event === 'dealt-damage') && !damageMatches(t, controller, ev)) return false;
  // "Equipped creature" / "enchanted creature": the object this one is attached to, whatever it is now.
  if (who === 'attached') return attachedTo !== null && ev.subject.o.id === attachedTo && subjectMatches(t, ev, ev.lookBack ? ev.subject.o.zone : 'battlefield', controller, watcherId);
  if (ev.event === 'cast' && who === 'self') return ev.subject.o.id === watcherId;
  // 607.2h: "whenever you reveal … this way" sees only what this object's own static ability revealed.
  if (ev.event === 'reveals') return ev.by === watcherId && subjectMatches(t, ev, 'hand', controller, watcherId);
  if (ev.event === 'cast' && t.filter?.controller === undefined && who !== 'any' && ev.player !== controller) return false;
  if (who === 'self') return ev.subject.o.id === watcherId;
  if (who === 'another' && ev.subject.o.id === watcherId) return false;
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

interface Triggering {
  cause: string;
  lookBack: boolean;
  rules: string[];
  that: string[];
  stateKey?: string;
  /** The event's amount ("that much"). */
  amount?: number;
}

function trigger(run: Run, t: TriggeredAbility, source: SeenThen | null, controller: PlayerId, how: Triggering): boolean {
  const byId = layersOf(run).result.byId;
  const label = source?.o.label ?? 'delayed trigger';
  if (t.condition && !conditionHolds(run.state, byId, t.condition, controller, source?.o.counters ?? null)) {
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
    controller,
    cause: how.cause,
    ...(how.that.length > 0 ? { that: how.that } : {}),
    ...(how.stateKey !== undefined ? { stateKey: how.stateKey } : {}),
    ...(how.amount !== undefined ? { eventAmount: how.amount } : {}),
  });
  return true;
}

function eventRules(ev: Occurrence, delayed: boolean, t: TriggeredAbility): string[] {
  const rules = ['603.2'];
  if (ev.event === 'enters') rules.push('603.6a');
  if (ev.event === 'leaves' || ev.event === 'dies' || ev.event === 'to-graveyard') rules.push('603.6c', '603.10a');
  if (ev.event === 'becomes-tapped' || ev.event === 'becomes-untapped') rules.push('603.2e');
  if (ev.event === 'end-of-combat') rules.push('511.2');
  if (ev.event === 'reveals') rules.push('603.11', '607.2h');
  if (ev.event === 'becomes-blocked') rules.push('603.2e', '509.1h');
  if ((ev.event === 'deals-damage' || ev.event === 'dealt-damage') && t.combatOnly === true) rules.push('510.2');
  if (delayed) rules.push('603.7b');
  if (delayed && t.effects.some((e) => e.object !== undefined)) rules.push('603.7c');
  return rules;
}

/** What triggered since `mark`; returns the game now, if it had to be looked at (something happened). */
function detect(run: Run, mark: Snapshot): Snapshot | null {
  // Nothing happened since the last look: nothing to see, and no snapshot to take.
  if (run.events.length === mark.index) return null;
  const taken = snapshot(run);
  const now = taken.objects;
  const events = occurrencesSince(run, mark, now);
  if (events.length === 0) return taken;
  for (const ev of events) {
    // Leaves-the-battlefield abilities look back (603.10a); others use the game just after the event (603.10).
    // Looking back is to the game just before this event's batch (603.10a): what left the battlefield
    // in an earlier batch doesn't see it, and what was attached, created or changed since the last look does.
    const pool = ev.lookBack ? batchOf(run, mark, ev.at, now).before : ev.after;
    for (const w of pool.values()) {
      // H3: an emblem's abilities function in the command zone (113.6p) — Kaya's emblem (601.3f).
      const onField = w.o.zone === 'battlefield' || w.o.zone === 'command' || (ev.event === 'cast' && ev.subject?.o.id === w.o.id);
      if (!onField) continue;
      // 613.1f / 603.6b: an object that lost all its abilities (as it was then) has no triggered abilities.
      // 305.7: a land given a basic land type has none of the abilities of its rules text.
      if ((w.o.printed.triggers ?? []).length === 0 || w.c.lostAllAbilities === true || w.c.lostRulesText === true) continue;
      const attachedTo = typeof w.o.attachedTo === 'string' ? w.o.attachedTo : null;
      for (const t of w.o.printed.triggers ?? []) {
        if (matches(t, w.o.id, w.c.controller, ev, attachedTo)) trigger(run, t, w, w.c.controller, { cause: ev.cause, lookBack: ev.lookBack, rules: eventRules(ev, false, t), that: ev.that, ...(ev.amount !== undefined ? { amount: ev.amount } : {}) });
      }
    }
    if (ev.event === 'leaves' && ev.subject) missedOwnDeath(run, ev, events);
    const delayed = run.state.delayedTriggers ?? [];
    for (const d of [...delayed]) {
      // A delayed ability about "this creature" watches its source; one about a step watches that step (603.7).
      const who = d.ability.who ?? (ev.subject === null ? 'any' : 'self');
      if (!matches({ ...d.ability, who }, d.source, d.controller, ev)) continue;
      const src = d.source !== null ? (mark.objects.get(d.source) ?? now.get(d.source) ?? null) : null;
      const how = { cause: ev.cause, lookBack: ev.lookBack, rules: eventRules(ev, true, d.ability), that: ev.that, ...(ev.amount !== undefined ? { amount: ev.amount } : {}) };
      if (trigger(run, d.ability, src ? { ...src, o: { ...src.o, label: d.sourceLabel } } : null, d.controller, how)) {
        run.state.delayedTriggers = (run.state.delayedTriggers ?? []).filter((x) => x !== d); // 603.7b: only once
      }
    }
  }
  return taken;
}

/**
 * A permanent with its own "when this dies" / "is put into a graveyard" ability left the battlefield
 * for another zone (exiled, bounced): the ability doesn't trigger, because "dies" means put into a
 * graveyard from the battlefield (700.4, 603.6c). Said in the trace, since players often expect it.
 */
function missedOwnDeath(run: Run, ev: Occurrence, events: readonly Occurrence[]): void {
  const s = ev.subject!;
  if (s.c.lostAllAbilities === true || s.c.lostRulesText === true) return;
  const own = (s.o.printed.triggers ?? []).filter((t) => (t.event === 'dies' || t.event === 'to-graveyard') && (t.who ?? 'self') === 'self');
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
      if (waiting || !conditionHolds(state, byId!, t.state, c.controller)) return;
      trigger(run, t, { o, c }, c.controller, { cause: 'state', lookBack: false, rules: ['603.2', '603.8'], that: [], stateKey: key });
    });
  }
}

/**
 * 603.3c, 700.2b: a modal triggered ability's modes are chosen as it is put on the stack; a mode
 * whose targets can't be chosen can't be (603.3c), and with no mode chosen the ability is removed.
 * The controller's choice is `chooseModes`; untold, it is settled only when the legal modes leave
 * no choice (exactly as many as must be chosen), else the run stops and asks. Only the chosen modes'
 * targets are chosen (700.2c) and their instructions followed in printed order (608.2c); a chosen
 * mode the engine can't follow is named (it could change the outcome). Null: removed from the stack.
 */
function chooseTriggerModes(run: Run, t: PendingTrigger, byId: Record<string, Computed>, by: Targeter): { specs: TargetSpec[]; effects: SpellEffect[]; gaps: string[] } | null {
  const modes = t.ability.modes!;
  const n = modes.options.length;
  const legal = modes.options.flatMap((m, i) => ((m.targets ?? []).every((spec) => anyLegal(run.state, byId, spec, by)) ? [i] : []));
  const told = t.ability.chooseModes;
  let chosen: number[];
  if (told !== undefined) {
    const bad = told.find((i) => !Number.isInteger(i) || i < 0 || i >= n);
    if (bad !== undefined) halt('unmodelled', 'error.unmodelled', { what: `mode ${bad + 1} of “${t.ability.text}” (it has ${n} modes)`, rule: '700.2' });
    if (new Set(told).size !== told.length) halt('unmodelled', 'error.unmodelled', { what: `the same mode of “${t.ability.text}” chosen twice`, rule: '700.2d' });
    if (told.length < modes.min || told.length > modes.max) {
      halt('unmodelled', 'error.unmodelled', { what: `${told.length} modes chosen for “${t.ability.text}” (${modes.min === modes.max ? modes.min : `${modes.min}-${modes.max}`} allowed)`, rule: '700.2b' });
    }
    const illegal = told.find((i) => !legal.includes(i));
    if (illegal !== undefined) halt('unmodelled', 'error.unmodelled', { what: `the mode chosen for “${t.ability.text}”: “${modes.options[illegal]!.text}” has no legal target, so it can't be chosen (say another)`, rule: '603.3c' });
    chosen = [...told];
  } else if (legal.length === 0 || (modes.min === 0 && modes.max === 0)) {
    chosen = [];
  } else if (modes.min > 0 && legal.length === modes.min) {
    chosen = legal;
  } else {
    halt('unmodelled', 'error.unmodelled', { what: `which mode is chosen for “${t.ability.text}” (${modes.options.map((m) => `“${m.text}”`).join(', ')})`, rule: '603.3c' });
  }
  if (chosen.length === 0) {
    emit(run, step('trigger.no-mode', ['603.3c', '700.2b'], { ability: t.ability.text, source: t.sourceLabel }));
    return null;
  }
  const order = [...chosen].sort((a, b) => a - b);
  emit(run, step('trigger.modes', ['603.3c', '700.2b'], { ability: t.ability.text, source: t.sourceLabel, modes: order.map((i) => modes.options[i]!.text), forced: told === undefined }));
  const specs: TargetSpec[] = [...(t.ability.targets ?? [])];
  const effects: SpellEffect[] = [...t.ability.effects];
  const gaps: string[] = [];
  for (const i of order) {
    const m = modes.options[i]!;
    specs.push(...(m.targets ?? []));
    effects.push(...m.effects);
    if (m.unmodelled !== undefined) gaps.push(m.text);
  }
  return { specs, effects, gaps };
}

/**
 * The one legal choice for a target word that takes exactly one target among players and permanents
 * (603.3d with 601.2c: the controller must choose a legal target; with a single one, there is no
 * choice to make), or null: none, several, a variable number, or targets in zones whose cards may not
 * all be described (a graveyard, a hand, a library), where the one known card may not be the only one.
 */
function onlyLegalTarget(run: Run, byId: Record<string, Computed>, spec: TargetSpec, by: Targeter): { id: string; label: string } | null {
  // "Up to one target": choosing none is also legal (601.2c), so one legal target isn't a forced choice.
  if (spec.anyNumber === true || spec.upTo === true || (spec.count ?? 1) !== 1) return null;
  if (spec.objects && !['battlefield', 'stack'].includes(spec.objects.zone ?? 'battlefield')) return null;
  const legal: { id: string; label: string }[] = [];
  for (const p of run.state.players) if (targetLegality(run.state, byId, spec, p.id, by).ok) legal.push({ id: p.id, label: p.id });
  for (const o of run.state.objects) if (targetLegality(run.state, byId, spec, o.id, by).ok) legal.push({ id: o.id, label: o.label });
  return legal.length === 1 ? legal[0]! : null;
}

/** 603.3b: each player, in APNAP order, puts their triggered abilities on the stack (listed order within a player). */
function putOnStack(run: Run): void {
  const pending = run.state.pendingTriggers ?? [];
  if (pending.length === 0) return;
  run.state.pendingTriggers = [];
  const order: PendingTrigger[] = [];
  for (const p of apnap(run.state)) order.push(...pending.filter((t) => t.controller === p));
  if (order.length > 1) {
    emit(run, step('trigger.order', ['603.3b'], { order: order.map((t) => `${t.controller}: ${t.sourceLabel}: ${t.ability.text}`), policy: 'listed' }));
  }
  const byId = layersOf(run).result.byId;
  for (const t of order) {
    const id = nextStackId(run.state);
    const by = { self: id, controller: t.controller, colors: t.sourceColors, types: t.sourceTypes, ...(t.sourceSubtypes ? { subtypes: t.sourceSubtypes } : {}), kind: 'triggered' as const };
    const targets: Record<string, string[]> = {};
    let removed = false;
    const body = t.ability.modes ? chooseTriggerModes(run, t, byId, by) : { specs: t.ability.targets ?? [], effects: t.ability.effects, gaps: [] };
    if (body === null) continue;
    for (const spec of body.specs) {
      const chosen = (t.ability.choose?.[spec.word] ?? []).filter((r) => targetLegality(run.state, byId, spec, r, by).ok);
      // 603.3d, 601.2c: a target the ability must have, with one legal choice on the board: that one.
      const only = chosen.length === 0 && t.ability.choose?.[spec.word] === undefined ? onlyLegalTarget(run, byId, spec, by) : null;
      if (only !== null) {
        emit(run, step('trigger.only-target', ['603.3d', '601.2c'], { ability: t.ability.text, source: t.sourceLabel, word: spec.word, target: only.label }));
        targets[spec.word] = [only.id];
        continue;
      }
      // 601.2c: "up to one target" with none chosen (said so, or nothing legal): the ability has no target for it and still goes on the stack.
      if (chosen.length === 0 && spec.upTo === true && (t.ability.choose?.[spec.word] !== undefined || !anyLegal(run.state, byId, spec, by))) {
        targets[spec.word] = [];
        continue;
      }
      if (chosen.length === 0) {
        if (anyLegal(run.state, byId, spec, by)) {
          halt('unmodelled', 'error.unmodelled', { what: `the target chosen for “${t.ability.text}” (give a legal one in "choose")`, rule: '603.3d' });
        }
        emit(run, step('trigger.no-targets', ['603.3d'], { ability: t.ability.text, source: t.sourceLabel, word: spec.word }));
        removed = true;
        break;
      }
      targets[spec.word] = chosen.slice(0, spec.count ?? 1);
    }
    if (removed) continue;
    const item: StackItem = {
      id,
      kind: 'triggered',
      source: t.source,
      sourceLabel: t.sourceLabel,
      sourceColors: t.sourceColors,
      sourceTypes: t.sourceTypes,
      ...(t.sourceSubtypes ? { sourceSubtypes: t.sourceSubtypes } : {}),
      ...(t.sourceKeywords ? { sourceKeywords: t.sourceKeywords } : {}),
      ...(t.sourceCounters ? { sourceCounters: t.sourceCounters } : {}),
      controller: t.controller,
      text: t.ability.text,
      targets,
      specs: body.specs,
      effects: body.effects,
      cast: false,
      copy: false,
      ...(t.stateKey !== undefined ? { stateKey: t.stateKey } : {}),
      ...(t.that ? { that: t.that } : {}),
      ...(t.eventAmount !== undefined ? { eventAmount: t.eventAmount } : {}),
    };
    if (t.ability.condition) item.condition = t.ability.condition;
    const stack = stackOf(run.state);
    stack.push(item);
    record(run, { kind: 'put-on-stack', item: item.id, itemKind: 'triggered', source: item.source, controller: item.controller, targets: Object.values(item.targets).flat(), ...(body.gaps.length > 0 ? { modeGaps: body.gaps } : {}) }, null);
    for (const text of body.gaps) emit(run, step('unmodelled.text', [], { object: t.sourceLabel, text }));
    emit(run, step('stack.put', ['405.2', '603.3'], { item: itemLabel(run.state, item), kind: 'triggered', controller: t.controller, depth: stack.length }));
    // Ward (702.21a) triggers on abilities too, when they target the warded permanent.
    wardTriggers(run, byId, item);
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

/**
 * Zone changes (400.7): an object that moves from one zone to another becomes a new object with no
 * memory of its previous existence. Its counters, damage, attachments and the effects locked to it
 * are gone; Auras and Equipment attached to it are left to the state-based actions (704.5m,
 * 704.5n). Cards go to their owner's graveyard, hand or library (400.3). Of the exceptions 400.7a-m,
 * only 400.7a (a permanent spell's effects follow it onto the battlefield) concerns what the engine
 * models.
 */
import { replaceEnteringCounters } from './replacement/counters.ts';
import { countEvent, emit, halt, layersOf, nextTimestamp } from './run.ts';
import { parseCost } from './casting/mana.ts';
import { record, rememberLabel } from './record.ts';
import type { LostOnZoneChange } from './game-events.ts';
import type { Run } from './run.ts';
import { step } from './trace.ts';
import { cardIdOf } from './objects.ts';
import type { Characteristics, GameObject, ObjectId, PlayerId, Zone } from './types.ts';
import { recordShuffle, replaceZoneChange } from './replacement/zone-change.ts';
import { enterAsCopy } from './replacement/enter-as-copy.ts';
import { applyEntersTapped, applyEntersWithCounters } from './replacement/enters-tapped.ts';
import { carryAcrossZoneChange } from './casting/face-down.ts';
import { edit } from './changes.ts';
import { someNode } from '../core/tree.ts';

const OWNERS_ZONES: readonly Zone[] = ['graveyard', 'hand', 'library'];

/** A new id for the object a card becomes: `${card}~${n}` (deterministic: n is the state's counter). */
function newObjectId(run: Run, old: ObjectId): ObjectId {
  return `${cardIdOf(old)}~${run.state.nextId++}`;
}

/**
 * Counters a permanent enters with because of its own intrinsic abilities: loyalty (306.5b) and
 * defense (310.4b), unless counters of that kind were given explicitly.
 */
export function enteringCounters(obj: Pick<GameObject, 'printed'>, given: Record<string, number>): Record<string, number> {
  const counters = { ...given };
  const { printed } = obj;
  if (printed.types.includes('Planeswalker') && printed.loyalty !== null && counters['loyalty'] === undefined) counters['loyalty'] = printed.loyalty;
  if (printed.types.includes('Battle') && printed.defense !== null && counters['defense'] === undefined) counters['defense'] = printed.defense;
  return counters;
}

/**
 * 614.1c: "This creature enters with N (or X) +1/+1 counters on it", a replacement effect of the object
 * itself. X is the X chosen for the spell that became it as it resolved, and 0 otherwise (107.3m); a
 * spell whose X the question didn't give stops the run rather than guess.
 */
function addPrintedEnteringCounters(run: Run, old: GameObject, moved: GameObject): void {
  const def = moved.printed.entersWithCounters;
  if (!def) return;
  // 614.12: whether it applies is judged on the permanent as it would exist on the battlefield, with the continuous
  // effects already there: entering under Humility or Dress Down, it has no such ability, and gets no counters.
  if (layersOf(run).result.byId[moved.id]?.lostAllAbilities === true) return;
  const fromSpell = old.zone === 'stack' && parseCost((old.cardPrinted ?? old.printed).manaCost).xCount > 0;
  for (const counter of def.x) {
    // (A spell cast with no X given stops as it is cast: casting/cast.ts.)
    if (fromSpell && old.stackX === undefined) halt('unmodelled', 'error.unmodelled', { reason: 'x-from-counters', object: old.label, text: def.text, past: true, rule: '107.3m' });
    const x = fromSpell ? old.stackX! : 0;
    emit(run, step('enter.counters-x', ['107.3m'], { object: moved.label, text: def.text, amount: x, cast: fromSpell }));
    if (x < 1) continue;
    emit(run, step('resolve.enters-with-counters', ['614.1c', '122.6'], { item: moved.label, object: moved.label, counter, amount: x }));
    edit(run, moved).counters[counter] = (moved.counters[counter] ?? 0) + x;
  }
  const add = (counter: string, n: number, rules: string[]): void => {
    if (!Number.isInteger(n) || n < 1) return;
    emit(run, step('resolve.enters-with-counters', ['614.1c', '122.6', ...rules], { item: moved.label, object: moved.label, counter, amount: n }));
    edit(run, moved).counters[counter] = (moved.counters[counter] ?? 0) + n;
  };
  for (const [counter, n] of Object.entries(def.counters)) add(counter, n, []);
  // 702.33d-e: "If this creature was kicked, it enters with …" / "… for each time it was kicked": the
  // spell that became it, as it resolved; a permanent put onto the battlefield otherwise wasn't kicked.
  const kicks = old.zone === 'stack' ? (old.kicked ?? 0) : 0;
  if (kicks < 1) return;
  for (const [counter, n] of Object.entries(def.kicked ?? {})) add(counter, n, ['702.33e']);
  for (const [counter, n] of Object.entries(def.perKick ?? {})) add(counter, n * kicks, kicks > 1 ? ['702.33e', '702.33c'] : ['702.33e']);
}

/**
 * 614.1c, 707.2: its own "enter as a copy" ability (stack/enters.ts): it enters with the copied values, so its loyalty
 * and "enters with" counters are the copy's (122.6, 614.1c); still a card, itself again once it leaves (400.7).
 */
function entersAsOwnCopy(run: Run, moved: GameObject, values: Characteristics): void {
  const w = edit(run, moved);
  w.cardPrinted = moved.printed;
  w.printed = values;
  w.counters = enteringCounters({ printed: values }, {});
}

/** A creature or planeswalker on the battlefield (700.4), by its characteristics there. */
function diesAs(run: Run, o: GameObject): boolean {
  const types = layersOf(run).result.byId[o.id]?.types ?? o.printed.types;
  return types.includes('Creature') || types.includes('Planeswalker');
}

export interface MoveResult {
  /** The new object, or null if nothing moved. */
  id: ObjectId | null;
}

/** Moves an object to a zone; returns the new object's id (or null when it can't move). */
/**
 * `opts.controller`: the player it enters the battlefield under (110.2: whoever puts it there — the
 * spell's controller, 608.3a; "under your control"); absent, its owner.
 */
/** The turn's history a zone change adds, for conditions on it (conditions.ts), from the object as it last existed. */
function recordTurnHistory(run: Run, old: GameObject, dies: boolean): void {
  if (old.zone !== 'battlefield') return;
  const state = run.state;
  const last = layersOf(run).result.byId[old.id];
  // 700.4: the turn's history of deaths, for "if a creature died this turn".
  if (dies && (last?.types ?? old.printed.types).includes('Creature')) state.creatureDiedThisTurn = true;
  // Revolt's (207.2c) history: a permanent left the battlefield under that player's control.
  state.permanentLeftThisTurn = { ...state.permanentLeftThisTurn, [last?.controller ?? old.baseController]: true };
}

export function moveObject(run: Run, id: ObjectId, intended: Zone, opts: { order?: readonly string[] | null; controller?: PlayerId; asCopy?: Characteristics } = {}): MoveResult {
  const state = run.state;
  const index = state.objects.findIndex((o) => o.id === id);
  const old = state.objects[index];
  if (!old) return { id: null };
  // 614.1a, 616.1: zone-change replacement effects decide where it actually goes.
  // Not a zone change (already there) or a token that can't move (111.8): nothing to replace.
  const noMove = old.zone === intended || (old.isToken && old.zone !== 'battlefield');
  const dest = noMove ? { zone: intended, shuffle: false } : replaceZoneChange(run, old, intended, opts.order ?? null);
  const to = dest.zone;
  if (old.zone === to) {
    emit(run, step('event.no-effect', [], { object: old.label, reason: 'already-there', zone: to }));
    return { id: null };
  }
  if (old.isToken && old.zone !== 'battlefield') {
    // 111.8: a token that has left the battlefield can't move to another zone.
    emit(run, step('event.no-effect', ['111.8'], { object: old.label, reason: 'token-left-battlefield', zone: to }));
    return { id: null };
  }
  countEvent(run);
  const newId = newObjectId(run, old.id);
  const entering = to === 'battlefield';
  const moved: GameObject = {
    id: newId,
    // 400.7: a card that entered as a copy (Clone) is its own card again once it leaves.
    printed: old.cardPrinted ?? old.printed,
    zone: to,
    owner: old.owner,
    // 110.2: a permanent's controller is by default whoever put it onto the battlefield (given by the
    // caller), else its owner. Elsewhere objects have no controller (109.4).
    baseController: entering ? (opts.controller ?? old.owner) : old.owner,
    tapped: false,
    summoningSick: entering,
    counters: entering ? enteringCounters(old, {}) : {},
    damage: 0,
    deathtouchDamage: false,
    attachedTo: null,
    timestamp: nextTimestamp(state), // 613.7d
    isToken: old.isToken,
    isCopy: old.isCopy,
    label: old.label,
  };
  if (entering && opts.asCopy) entersAsOwnCopy(run, moved, opts.asCopy);
  else if (entering) {
    // 616.1c: "creatures you control enter as a copy of …" applies to a card put onto the battlefield too.
    const copied = enterAsCopy(run, { printed: moved.printed, controller: old.owner, label: old.label, entersTapped: false }, opts.order ?? null);
    if (copied) {
      // Still a card (not "a copy of a card", 704.5e): only its characteristics are copied (707.2).
      const w = edit(run, moved);
      w.cardPrinted = moved.printed;
      w.printed = copied;
    }
  }
  // 700.4: only a creature or planeswalker "dies" (its types as it last existed on the battlefield).
  const dies = old.zone === 'battlefield' && to === 'graveyard' && diesAs(run, old);
  recordTurnHistory(run, old, dies);
  rememberLabel(run, old);
  state.objects = state.objects.with(index, moved);
  if (entering) addPrintedEnteringCounters(run, old, moved);
  // 614.1c, 614.12: another permanent's "each other creature you control enters with an additional +1/+1 counter".
  if (entering) applyEntersWithCounters(run, moved);
  // 122.6, 306.5b, 310.4b, 614.1c: loyalty, defense and "enters with" counters, through counter replacement effects (614.16).
  if (entering) replaceEnteringCounters(run, moved, opts.order ?? null);
  // 614.1d, 614.12: "creatures your opponents control enter tapped", judged on it as it enters.
  if (entering) applyEntersTapped(run, moved);
  carryAcrossZoneChange(run, old, moved); // H3 hook: face-down status (708.4, 708.9) and alternative characteristics (715.4, 709.4)
  const rules = OWNERS_ZONES.includes(to) ? ['400.7', '400.3'] : ['400.7'];
  // 611.3b: a static ability's effect applies only while its permanent is on the battlefield — leaving, an Anthem's
  // +1/+1 stops applying to the creatures it affected (their characteristics are worked out again, 613).
  if (old.zone === 'battlefield' && old.printed.statics.some((st) => st.affects.kind !== 'source')) rules.push('611.3b');
  const lost: LostOnZoneChange[] = [];
  if (Object.values(old.counters).some((n) => n > 0)) lost.push('counters');
  if (old.damage > 0) lost.push('damage');
  if (old.attachedTo !== null) lost.push('attachment');
  record(run, { kind: 'zone-changed', object: old.id, newId, from: old.zone, to, owner: old.owner, lost, ...(dies ? { dies: true as const } : {}) }, rules);
  if (dest.shuffle) recordShuffle(run, old.owner);
  followEffects(run, old, moved);
  if (old.zone === 'battlefield') returnExiledUntil(run, old);
  return { id: newId };
}

/**
 * 610.3, 610.3c: cards exiled "until [this] leaves the battlefield" return as soon as it has left — a
 * one-shot effect right after that event, not a triggered ability — under their owners' control. A
 * card that has left exile since is a new object (400.7), and a token exiled has ceased to exist
 * (704.5d): nothing returns for them.
 */
function returnExiledUntil(run: Run, old: GameObject): void {
  const all = run.state.exiledUntilLeaves;
  const ids = all?.[old.id];
  if (!all || !ids) {
    // A permanent already on the battlefield as the story began may have exiled cards nobody said: not guessed.
    const entered = run.events.some((x) => x.kind === 'zone-changed' && x.newId === old.id && x.to === 'battlefield');
    if (!entered && someNode(old.printed, (n) => n.untilLeaves === true)) halt('unmodelled', 'error.unmodelled', { reason: 'linked-exile-unknown', object: old.label, rule: '610.3' });
    return;
  }
  const { [old.id]: _gone, ...rest } = all;
  run.state.exiledUntilLeaves = rest;
  for (const id of ids) {
    const o = run.state.objects.find((x) => x.id === id && x.zone === 'exile');
    if (!o) continue;
    emit(run, step('zone.until-returns', ['610.3', '610.3c'], { object: o.label, source: old.label }));
    moveObject(run, o.id, 'battlefield', { controller: o.owner });
  }
}

/** What happens to continuous effects that named the old object (400.7, 400.7a, 611.2b). */
function followEffects(run: Run, old: GameObject, moved: GameObject): void {
  const state = run.state;
  // 400.7a: effects that changed a permanent spell continue to apply to the permanent it becomes.
  const carry = old.zone === 'stack' && moved.zone === 'battlefield';
  const kept = [];
  for (const e of state.effects) {
    if (e.source === old.id && e.duration.kind === 'while-source') {
      // "For as long as" the source remains on the battlefield: that duration is over (611.2b).
      emit(run, step('effect.ended', ['611.2b'], { effect: e.id, text: e.text, reason: 'source-left' }));
      continue;
    }
    const rename = (ids: readonly ObjectId[]): ObjectId[] => (carry ? ids.map((x) => (x === old.id ? moved.id : x)) : ids.filter((x) => x !== old.id));
    const named = (e.lockedIds ?? []).includes(old.id) || (e.affects.kind === 'objects' && e.affects.ids.includes(old.id));
    if (!named) {
      kept.push(e);
      continue;
    }
    const lockedIds = e.lockedIds === null ? null : rename(e.lockedIds);
    const affects = e.affects.kind === 'objects' ? { kind: 'objects' as const, ids: rename(e.affects.ids) } : e.affects;
    const remaining = lockedIds ?? (affects.kind === 'objects' ? affects.ids : null);
    if (remaining !== null && remaining.length === 0) {
      emit(run, step('zone.effect-lost', ['400.7', '611.2c'], { object: old.label, effect: e.id, text: e.text }));
      continue;
    }
    if (carry) emit(run, step('zone.effect-follows', ['400.7a'], { object: old.label, effect: e.id, text: e.text }));
    kept.push({ ...e, lockedIds, affects });
  }
  state.effects = kept;
}

/** 704.5d / 704.5e: a token or copy ceases to exist (it leaves the state entirely). */
export function ceaseToExist(run: Run, id: ObjectId): void {
  const o = run.state.objects.find((x) => x.id === id);
  if (!o) return;
  rememberLabel(run, o);
  run.state.objects = run.state.objects.filter((x) => x !== o);
  countEvent(run);
  record(run, { kind: 'ceased-to-exist', object: id, zone: o.zone }, null);
}

/**
 * Events: every change to the game goes through one of these functions, which counts it against
 * the bound and records it in the trace. Damage follows 120.3; counters 122.1 and 613.7c; tapping
 * 701.26; attaching 701.3 (with a new timestamp, 613.7e); creating objects 111.1-111.2.
 */
import { replaceEnteringCounters } from './replacement/counters.ts';
import { applyEntersWithCounters } from './replacement/enters-tapped.ts';
import { attachedRules, attachmentKind, attachmentLegality } from './attachment.ts';
import { dealDamageEvents } from './damage/pipeline.ts';
import { findPlayer } from './objects.ts';
import { checkBounds, countEvent, emit, halt, layersOf, nextTimestamp } from './run.ts';
import type { Run } from './run.ts';
import { step } from './trace.ts';
import { record, rememberLabel } from './record.ts';
import type { Computed, GameObject, ObjectId, ObjectSeed, PlayerId } from './types.ts';
import { enteringCounters } from './zones.ts';
import { edit } from './changes.ts';

function computedNow(run: Run): Record<ObjectId, Computed> {
  return layersOf(run).result.byId;
}

/**
 * 120.3: damage and its results. Every damage goes through the damage pipeline (damage/pipeline.ts):
 * replacement and prevention effects (614-616) including protection's (702.16e), then the results
 * (120.3); 0 damage isn't dealt at all (120.8).
 */
export function dealDamage(run: Run, sourceId: ObjectId | null, targetRef: ObjectId | PlayerId, amount: number, combat: boolean, order: readonly string[] | null = null): void {
  dealDamageEvents(run, [{ source: sourceId, target: targetRef, amount, combat }], { order });
}

/** 701.26a/b: only an untapped permanent can be tapped, only a tapped one untapped. */
export function setTapped(run: Run, obj: GameObject, tapped: boolean): void {
  if (obj.zone !== 'battlefield' || obj.tapped === tapped) {
    emit(run, step('event.no-effect', [tapped ? '701.26a' : '701.26b'], { object: obj.label, reason: tapped ? 'already-tapped' : 'already-untapped' }));
    return;
  }
  countEvent(run);
  edit(run, obj).tapped = tapped;
  record(run, { kind: tapped ? 'tapped' : 'untapped', object: obj.id }, [tapped ? '701.26a' : '701.26b']);
}

/** 701.3: attach an Aura, Equipment or Fortification; it gets a new timestamp (701.3c, 613.7e). */
export function attach(run: Run, obj: GameObject, to: ObjectId | PlayerId): void {
  const computed = computedNow(run);
  const self = computed[obj.id];
  if (obj.zone !== 'battlefield' || !self || attachmentKind(self) === 'other') {
    emit(run, step('event.no-effect', ['701.3b'], { object: obj.label, reason: 'not-attachable' }));
    return;
  }
  if (obj.attachedTo === to) {
    emit(run, step('event.no-effect', ['701.3b'], { object: obj.label, reason: 'already-attached' }));
    return;
  }
  const legality = attachmentLegality({ state: run.state, computed }, obj, to);
  if (legality.kind === 'unknown') halt('unmodelled', 'error.unmodelled', { ...legality.why, rule: legality.rules[0] ?? '701.3b' });
  if (legality.kind === 'illegal') {
    emit(run, step('event.no-effect', ['701.3b', ...legality.rules], { object: obj.label, reason: legality.reason }));
    return;
  }
  countEvent(run);
  edit(run, obj).attachedTo = to;
  edit(run, obj).timestamp = nextTimestamp(run.state);
  record(run, { kind: 'attached', object: obj.id, to }, ['701.3a', ...attachedRules(self)]);
  emit(run, step('effect.new-timestamp', ['613.7e', '701.3c'], { object: obj.label, timestamp: obj.timestamp }));
}

/** 701.3d: unattach (it stays on the battlefield). */
export function unattach(run: Run, obj: GameObject, rules: string[] = ['701.3d']): void {
  if (obj.attachedTo === null) {
    emit(run, step('event.no-effect', ['701.3d'], { object: obj.label, reason: 'not-attached' }));
    return;
  }
  countEvent(run);
  const from = obj.attachedTo;
  edit(run, obj).attachedTo = null;
  record(run, { kind: 'unattached', object: obj.id, from }, rules);
}

/**
 * 111.1/111.2: a token (or a card put onto the battlefield) is created under its controller's control,
 * with a timestamp (613.7d), summoning sick (302.6), with its loyalty/defense counters (306.5b, 310.4b).
 */
export function createObject(run: Run, seed: ObjectSeed): ObjectId {
  const state = run.state;
  const id = seed.id ?? `token-${state.nextId++}`;
  if (state.objects.some((o) => o.id === id)) halt('illegal_action', 'error.illegal-action', { reason: 'duplicate-id', id });
  if (!findPlayer(state, seed.controller)) halt('bad_reference', 'error.bad-reference', { reference: seed.controller, what: 'player' });
  const zone = seed.zone ?? 'battlefield';
  const isToken = seed.isToken ?? true;
  const owner = seed.owner ?? seed.controller; // 111.2: whoever creates a token owns it.
  const onBattlefield = zone === 'battlefield';
  const obj: GameObject = {
    id,
    printed: seed.printed,
    zone,
    owner,
    baseController: seed.controller,
    tapped: onBattlefield && seed.tapped === true,
    summoningSick: onBattlefield,
    counters: onBattlefield ? enteringCounters({ printed: seed.printed }, seed.counters ?? {}) : { ...(seed.counters ?? {}) },
    damage: 0,
    deathtouchDamage: false,
    attachedTo: null,
    timestamp: nextTimestamp(state),
    isToken,
    isCopy: false,
    label: seed.label ?? (seed.printed.name.trim() || id),
  };
  const isAura = seed.printed.subtypes.some((s) => s.toLowerCase() === 'aura');
  if (onBattlefield && isAura && (seed.attachedTo === undefined || seed.attachedTo === null)) {
    // 303.4f: what an Aura entering this way enchants is its controller's choice: it must be given.
    halt('illegal_action', 'error.illegal-action', { reason: 'aura-needs-attachment', id, rule: '303.4f' });
  }
  countEvent(run);
  state.objects = [...state.objects, obj];
  checkBounds(run);
  // 122.6: the counters it enters with are put on it, through counter replacement effects (614.16).
  // 614.1c, 614.12: another permanent's "… enters with an additional +1/+1 counter" joins them.
  if (onBattlefield) applyEntersWithCounters(run, obj);
  if (onBattlefield) replaceEnteringCounters(run, obj, null);
  record(run, { kind: 'created', object: id, zone, controller: seed.controller, token: isToken }, isToken ? ['111.1', '111.2', '613.7d'] : ['613.7d']);
  if (onBattlefield && seed.attachedTo !== undefined && seed.attachedTo !== null) {
    const to = seed.attachedTo;
    const computed = computedNow(run);
    const self = computed[id]!;
    const kind = attachmentKind(self);
    const legality = attachmentLegality({ state, computed }, obj, to);
    if (legality.kind === 'unknown') halt('unmodelled', 'error.unmodelled', { ...legality.why, rule: legality.rules[0] ?? '303.4i' });
    if (kind === 'other') {
      emit(run, step('event.no-effect', ['303.4h'], { object: obj.label, reason: 'not-attachable' }));
    } else if (legality.kind === 'illegal') {
      if (kind === 'aura') {
        // 303.4i: an Aura that can't legally enchant it isn't created (token) / stays where it was.
        rememberLabel(run, obj);
        state.objects = state.objects.filter((o) => o.id !== id);
        record(run, { kind: 'ceased-to-exist', object: id, zone }, null);
        emit(run, step('event.no-effect', ['303.4i', ...legality.rules], { object: obj.label, reason: legality.reason }));
        return id;
      }
      emit(run, step('event.no-effect', ['301.5e', ...legality.rules], { object: obj.label, reason: legality.reason }));
    } else {
      edit(run, obj).attachedTo = to;
      record(run, { kind: 'attached', object: obj.id, to }, ['701.3a', ...attachedRules(self)]);
    }
  }
  return id;
}

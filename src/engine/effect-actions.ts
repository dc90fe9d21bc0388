/**
 * The actions that start and end continuous effects (611): an effect applied by id with its
 * duration and timestamp (613.7), and an effect ended by id.
 */
import { checkBounds, countEvent, emit, halt, layersOf, nextTimestamp } from './run.ts';
import type { Run } from './run.ts';
import type { CdaValue, ContinuousEffect, EffectInput, Modification } from './types.ts';
import { currentObject, currentPlayer } from './objects.ts';
import { evaluate, selectIds } from './layers/select.ts';
import { copiableValues } from './layers/world.ts';
import { withFacts } from './layers/conditions.ts';
import { durationHolds } from './triggers/durations.ts';
import { step } from './trace.ts';

/** 611.2: a resolving spell or ability creates a continuous effect. */
export function applyEffect(run: Run, input: EffectInput): void {
  const state = run.state;
  const sourceObj = input.source === undefined || input.source === null ? null : currentObject(run, input.source);
  const layers = layersOf(run);
  const controller = input.controller ?? (sourceObj ? layers.result.byId[sourceObj.id]!.controller : state.activePlayer);
  currentPlayer(run, controller);
  const id = input.id ?? `effect-${state.nextId++}`;
  if (state.effects.some((e) => e.id === id)) halt('illegal_action', 'error.illegal-action', { reason: 'duplicate-effect-id', id });
  const ctx = { sourceId: sourceObj?.id ?? null, you: controller };
  // Explicit object references follow a card that changed zones (400.7).
  const affects = input.affects.kind === 'objects' ? { kind: 'objects' as const, ids: input.affects.ids.map((x) => currentObject(run, x).id) } : input.affects;
  // 611.2c: every modification the engine models changes characteristics or control, so the set of
  // affected objects is determined now, on the current characteristics, and won't change.
  // (506.4: "attacking creatures" read from the combat now.)
  const world = withFacts(layers.world, state);
  const lockedIds = selectIds(affects, world, ctx);
  const fixed: string[] = [];
  const fix = (v: CdaValue): CdaValue => {
    if (v.kind === 'fixed') return v;
    const n = evaluate(v, world, ctx);
    fixed.push(String(n));
    return { kind: 'fixed', value: n };
  };
  const modifications = input.modifications.map((m): Modification => {
    // 608.2h: information from the game is determined once, when the effect is applied.
    if (m.kind === 'modify-pt-per') return { ...m, per: fix(m.per) };
    // 707.2b: later changes to the original's copiable values don't change the copy.
    if (m.kind === 'copy' && !m.values) {
      const original = layers.copiable.byId.get(m.of) ?? layers.copiable.byId.get(currentObject(run, m.of).id);
      if (original) return { ...m, of: original.id, values: copiableValues(original) };
    }
    return m;
  });
  const duration = input.duration ?? { kind: 'indefinite' }; // 611.2a: no duration stated = until the game ends
  // Looked up once: following a card that changed zones (400.7) is reported once.
  const held = duration.kind === 'while-controlled' ? currentObject(run, duration.object) : null;
  // 611.2b: a "for as long as" duration already over as the effect would begin: the effect does nothing.
  if (held && !durationHolds(state, layers.result.byId, { duration: { kind: 'while-controlled', object: held.id }, controller })) {
    countEvent(run);
    emit(run, step('effect.never-starts', ['611.2b'], { effect: id, text: input.text, object: held.label }));
    return;
  }
  const effect: ContinuousEffect = {
    id,
    source: sourceObj?.id ?? null,
    controller,
    text: input.text,
    timestamp: nextTimestamp(state), // 613.7b
    affects,
    modifications,
    duration: held ? { kind: 'while-controlled', object: held.id } : duration,
    lockedIds,
  };
  countEvent(run);
  state.effects = [...state.effects, effect];
  checkBounds(run);
  const labels = lockedIds.map((x) => state.objects.find((o) => o.id === x)?.label ?? x);
  emit(
    run,
    step('effect.created', ['611.2', '613.7b', '611.2c', ...(fixed.length > 0 ? ['608.2h'] : [])], {
      effect: id,
      text: input.text,
      timestamp: effect.timestamp,
      affects: labels,
      duration: effect.duration.kind,
      counts: fixed,
    }),
  );
}

export function endEffect(run: Run, id: string): void {
  const e = run.state.effects.find((x) => x.id === id);
  if (!e) halt('bad_reference', 'error.bad-reference', { reference: id, what: 'effect' });
  countEvent(run);
  run.state.effects = run.state.effects.filter((x) => x !== e);
  emit(run, step('effect.ended', ['611.2a'], { effect: id, text: e.text, reason: 'action' }));
}

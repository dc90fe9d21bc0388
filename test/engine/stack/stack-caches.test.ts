/**
 * What the run remembers between steps must never go stale (issue 15 §7): the layer result reused
 * while nothing it reads changed (the key compared field by field), the trigger snapshot reused as
 * the next mark when nothing happened since, and the state-based-action loop guard that
 * fingerprints only when something happens.
 * Each row changes something in the middle of a long stack that the answer depends on.
 */
import { describe, expect, it } from 'vitest';
import { computeLayers, runLayers, newLayerContext, PART_FIELDS, layerKey } from '../../../src/engine/layers/compute.ts';
import { OBJECT_FIELDS } from '../../../src/engine/triggers/triggers.ts';
import { workMeter } from '../../../src/engine/work.ts';
import { PatchedMap } from '../../../src/engine/layers/patched-map.ts';
import type { Action, GameState, StaticAbility, TriggeredAbility } from '../../../src/engine/types.ts';
import { anyTarget, bolt, cast, checkRow, creature, creatureTarget, game, instant, lifeOf, obj, pass, resolveAll, theirs, zoneOf, damageOf } from './kit.ts';
import type { Row } from './kit.ts';
import { edit } from '../../../src/engine/changes.ts';
import type { HasChanges } from '../../../src/engine/changes.ts';

/** `n` Shocks at B cast one after the other by A, holding priority (117.3c), to make the stack long. */
function shocksAtB(n: number): { items: ReturnType<typeof bolt>[]; actions: Action[] } {
  const items = Array.from({ length: n }, (_, i) => bolt(`s${i}`, 2));
  return { items, actions: items.map((_, i) => cast(`s${i}`, { any: ['B'] })) };
}

const growth = instant('growth', [{ kind: 'apply-effect', target: 'creature', effect: { text: '+3/+3', affects: { kind: 'source' }, modifications: [{ kind: 'modify-pt', power: 3, toughness: 3 }], duration: { kind: 'end-of-turn' } } }], [creatureTarget()], 'B');
const anthem: StaticAbility = { text: 'Other creatures you control get +1/+1.', affects: { kind: 'filter', types: ['Creature'], controller: 'you', other: true }, modifications: [{ kind: 'modify-pt', power: 1, toughness: 1 }] };
const kill = instant('kill', [{ kind: 'destroy', target: 'creature' }], [creatureTarget()], 'A');
const minus = instant('minus', [{ kind: 'add-counters', counter: '-1/-1', amount: 1, target: 'creature' }], [creatureTarget()], 'A');
const gain = (n: number, extra: Partial<TriggeredAbility> & Pick<TriggeredAbility, 'event'>): TriggeredAbility => ({ text: `gain ${n} life`, effects: [{ kind: 'life', amount: n, player: 'you' }], ...extra });

const many = shocksAtB(8);

const rows: Row[] = [
  {
    name: 'GIVEN Shock at a 2/2 under 8 more spells WHEN a Giant Growth on it is cast last (an effect appears mid-stack) THEN the 5/5 survives the Shock',
    given: game([theirs('bear', 2, 2), bolt('first', 2), ...many.items, growth]),
    when: [cast('first', { any: ['bear'] }), ...many.actions, pass, cast('growth', { creature: ['bear'] }), resolveAll],
    then: (r) => [zoneOf(r, 'bear'), damageOf(r, 'bear'), lifeOf(r, 'B')],
    expected: ['battlefield', 2, 20 - 16],
  },
  {
    name: 'GIVEN the same stack without the Giant Growth THEN the 2/2 dies to the Shock (the row above is not vacuous)',
    given: game([theirs('bear', 2, 2), bolt('first', 2), ...many.items]),
    when: [cast('first', { any: ['bear'] }), ...many.actions, resolveAll],
    then: (r) => [zoneOf(r, 'bear'), lifeOf(r, 'B')],
    expected: ['graveyard', 20 - 16],
  },
  {
    name: 'GIVEN a 2/2 made 3/3 by a lord, Shock at it under 8 spells WHEN the lord is destroyed from the top (an effect disappears mid-stack) THEN the 2/2 dies',
    given: game([creature('bear', 2, 2), creature('lord', 1, 1, { statics: [anthem] }), bolt('first', 2), ...many.items, kill]),
    when: [cast('first', { any: ['bear'] }), ...many.actions, cast('kill', { creature: ['lord'] }), resolveAll],
    then: (r) => [zoneOf(r, 'lord'), zoneOf(r, 'bear')],
    expected: ['graveyard', 'graveyard'],
  },
  {
    name: 'GIVEN the same with the lord left alone THEN the 3/3 survives the Shock',
    given: game([creature('bear', 2, 2), creature('lord', 1, 1, { statics: [anthem] }), bolt('first', 2), ...many.items]),
    when: [cast('first', { any: ['bear'] }), ...many.actions, resolveAll],
    then: (r) => [zoneOf(r, 'lord'), zoneOf(r, 'bear'), damageOf(r, 'bear')],
    expected: ['battlefield', 'battlefield', 2],
  },
  {
    name: 'GIVEN a 3/3 with Shock at it under 8 spells WHEN a -1/-1 counter is put on it from the top (counters change mid-stack) THEN it dies',
    given: game([creature('ox', 3, 3), bolt('first', 2), ...many.items, minus]),
    when: [cast('first', { any: ['ox'] }), ...many.actions, cast('minus', { creature: ['ox'] }), resolveAll],
    then: (r) => zoneOf(r, 'ox'),
    expected: 'graveyard',
  },
  {
    name: 'GIVEN "whenever a creature dies, gain 1" and two 2/2s WHEN Shocks at each are spread through a long stack THEN each death triggers once, seen as it was (603.10a)',
    given: game([
      obj({ id: 'altar', types: ['Artifact'], pt: null }, { triggers: [gain(1, { event: 'dies', who: 'any', filter: { kind: 'filter', types: ['Creature'] }, text: 'Whenever a creature dies, you gain 1 life.' })] }),
      theirs('x', 2, 2),
      theirs('y', 2, 2),
      bolt('kx', 2),
      bolt('ky', 2),
      ...many.items,
    ]),
    when: [cast('kx', { any: ['x'] }), ...many.actions.slice(0, 6), cast('ky', { any: ['y'] }), ...many.actions.slice(6), resolveAll],
    then: (r) => [zoneOf(r, 'x'), zoneOf(r, 'y'), lifeOf(r, 'A'), r.trace.filter((s) => s.key === 'trigger.triggers').length],
    expected: ['graveyard', 'graveyard', 22, 2],
    rules: ['603.10a'],
  },
];

describe('GIVEN a long stack WHEN something the answer depends on changes in the middle THEN no remembered result is stale', () => {
  for (const row of rows) checkRow(row);
});

/** The layer result of a run's context must always equal a fresh computation of the same state. */
describe('GIVEN a run’s layer memory WHEN the state changes step by step THEN each result equals a fresh computation', () => {
  const base = (): GameState => game([creature('a', 2, 2), creature('b', 3, 3), theirs('c', 1, 1), bolt('s', 2), instant('i', [], [anyTarget])]);
  const steps: { what: string; change: (s: GameState, c: HasChanges) => void }[] = [
    { what: 'a spell moves to the stack', change: (s, c) => void (edit(c, s.objects.find((o) => o.id === 's')!).zone = 'stack') },
    { what: '+1/+1 counters on a', change: (s, c) => void (edit(c, s.objects.find((o) => o.id === 'a')!).counters = { '+1/+1': 2 }) },
    { what: 'an effect: c gets +2/+2', change: (s) => void (s.effects = [...s.effects, { id: 'e1', source: null, controller: 'B', text: '+2/+2', timestamp: 50, affects: { kind: 'objects', ids: ['c'] }, modifications: [{ kind: 'modify-pt', power: 2, toughness: 2 }], duration: { kind: 'end-of-turn' }, lockedIds: ['c'] }]) },
    { what: 'b dies (with the effect still there)', change: (s, c) => void (edit(c, s.objects.find((o) => o.id === 'b')!).zone = 'graveyard') },
    { what: 'the effect ends', change: (s) => void (s.effects = []) },
    { what: 'a lord enters', change: (s) => void (s.objects = [...s.objects, game([creature('lord', 1, 1, { statics: [anthem] })]).objects[0]!]) },
    { what: 'the lord leaves', change: (s) => void (s.objects = s.objects.filter((o) => o.id !== 'lord')) },
    { what: 'a becomes a 5/5 printed (a new printed value)', change: (s, c) => { const a = s.objects.find((o) => o.id === 'a')!; edit(c, a).printed = { ...a.printed, power: 5, toughness: 5 }; } },
    { what: 'the counters go', change: (s, c) => void (edit(c, s.objects.find((o) => o.id === 'a')!).counters = {}) },
    { what: 'the instant moves to the stack', change: (s, c) => void (edit(c, s.objects.find((o) => o.id === 'i')!).zone = 'stack') },
  ];
  it('after each of: ' + steps.map((x) => x.what).join('; '), () => {
    const state = base();
    const ctx = newLayerContext(workMeter(1e9));
    runLayers(state, ctx);
    for (const { what, change } of steps) {
      change(state, ctx);
      const got = runLayers(state, ctx);
      const fresh = computeLayers(state);
      expect(got.result.byId, what).toEqual(fresh.byId);
      expect(got.result.steps, what).toEqual(fresh.steps);
      expect([...got.world.order], what).toEqual(state.objects.map((o) => o.id));
    }
  });
});

describe('GIVEN objects that each stand on their own (no effect, static ability or counter) THEN only changed objects are looked at and recomputed, with the same result', () => {
  // The work counted (issue 15 §7): the look (1), each object new to the list or changed in place
  // looked at again (1 each), and the 11 layers for each object whose part of the key changed (11
  // each). The 20 bystanders are never looked at again: the work doesn't grow with the board.
  const steps: { what: string; change: (s: GameState, c: HasChanges) => void; work: number }[] = [
    { what: 'the instant moves to the stack', change: (s, c) => void (edit(c, s.objects.find((o) => o.id === 'i')!).zone = 'stack'), work: 1 + 1 + 11 },
    { what: 'a is re-printed as a 5/5', change: (s, c) => { const a = s.objects.find((o) => o.id === 'a')!; edit(c, a).printed = { ...a.printed, power: 5, toughness: 5 }; }, work: 1 + 1 + 11 },
    { what: 'a is tapped (nothing the layers read)', change: (s, c) => void (edit(c, s.objects.find((o) => o.id === 'a')!).tapped = true), work: 1 + 1 },
    { what: 'a new creature enters', change: (s) => void (s.objects = [...s.objects, game([creature('c', 1, 1)]).objects[0]!]), work: 1 + 1 + 11 },
    { what: 'b leaves the game', change: (s) => void (s.objects = s.objects.filter((o) => o.id !== 'b')), work: 1 },
    { what: 'a changes controller', change: (s, c) => void (edit(c, s.objects.find((o) => o.id === 'a')!).baseController = 'B'), work: 1 + 1 + 11 },
    { what: 'nothing changes', change: () => undefined, work: 1 },
  ];
  it('after each of: ' + steps.map((x) => x.what).join('; '), () => {
    const bystanders = Array.from({ length: 20 }, (_, i) => creature(`x${i}`, 1, 1));
    const state = game([creature('a', 2, 2), creature('b', 3, 3), instant('i', []), ...bystanders]);
    const ctx = newLayerContext(workMeter(1e9));
    runLayers(state, ctx);
    for (const { what, change, work } of steps) {
      change(state, ctx);
      const before = ctx.meter.used;
      const got = runLayers(state, ctx);
      expect(ctx.meter.used - before, what).toBe(work);
      const fresh = computeLayers(state);
      expect(got.result.byId, what).toEqual(fresh.byId);
      expect(got.result.steps, what).toEqual(fresh.steps);
      expect([...got.world.order], what).toEqual(state.objects.map((o) => o.id));
    }
  });
});

describe('GIVEN the change checks written out field by field THEN each field they list is one they notice', () => {
  it('layerKey notices a change of each field its object part reads', () => {
    const state = game([creature('a', 2, 2)]);
    const parts = new WeakMap();
    const memo = new WeakMap<object, string>();
    for (const f of PART_FIELDS) {
      const before = layerKey(state, memo, parts).upTo7b[0];
      const o = state.objects[0]! as unknown as Record<string, unknown>;
      const old = o[f];
      o[f] = f === 'printed' ? { ...(old as object), name: 'changed' } : f === 'timestamp' ? 99 : `changed-${f}`;
      expect(layerKey(state, memo, parts).upTo7b[0], f).not.toBe(before);
      o[f] = old;
    }
  });
  it('a game object is changed in place only through edit (its fields are read-only to the compiler), so no change escapes the change log', () => {
    const o = game([creature('a', 2, 2)]).objects[0]!;
    // @ts-expect-error read-only: a change in place goes through edit(run, o) (src/engine/changes.ts), which notes it
    o.damage = 1;
    expect(o.damage).toBe(1);
  });
  it('the snapshot field list covers every field a game object has now', () => {
    const o = game([creature('a', 2, 2)]).objects[0]!;
    for (const k of Object.keys(o)) expect(OBJECT_FIELDS as readonly string[], k).toContain(k);
  });
});

describe('GIVEN a map patched step after step (layers/patched-map.ts) THEN it holds what a fresh map would', () => {
  // Each row: the keys the map holds after the step, and the keys whose value changed in it.
  const steps: { keys: string[]; changed: string[] }[] = [
    { keys: ['a', 'b', 'c'], changed: ['b'] },
    { keys: ['a', 'b', 'c', 'd'], changed: ['d'] },
    { keys: ['a', 'c', 'd'], changed: [] },
    { keys: ['d', 'a', 'c'], changed: ['a'] },
    ...Array.from({ length: 40 }, (_, i) => ({ keys: ['a', 'c', 'd', ...Array.from({ length: i + 1 }, (_, k) => `n${k}`)], changed: [`n${i}`, i % 3 === 0 ? 'a' : 'c'] })),
    { keys: ['c'], changed: ['c'] },
  ];
  it('after every step: the same size, entries in order, values, and no key it no longer holds', () => {
    let plain = new Map<string, string>([
      ['a', 'a0'],
      ['b', 'b0'],
      ['c', 'c0'],
    ]);
    let patched: ReadonlyMap<string, string> = new Map(plain);
    steps.forEach(({ keys, changed }, step) => {
      const changes = new Map<string, string | undefined>();
      for (const k of plain.keys()) if (!keys.includes(k)) changes.set(k, undefined);
      for (const k of keys) if (changed.includes(k) || !plain.has(k)) changes.set(k, `${k}${step + 1}`);
      const next = new Map<string, string>();
      for (const k of keys) next.set(k, changes.get(k) ?? plain.get(k)!);
      patched = PatchedMap.of(patched, changes, keys);
      plain = next;
      const what = `step ${step + 1}`;
      for (const k of ['a', 'b', 'c', 'd', 'n0', 'n5', 'zz']) {
        expect(patched.get(k), `${what} ${k}`).toBe(plain.get(k));
        expect(patched.has(k), `${what} ${k}`).toBe(plain.has(k));
      }
      expect(patched.size, what).toBe(plain.size);
      expect([...patched], what).toEqual([...plain]);
    });
  });
});

/**
 * resolve and computeCharacteristics as a whole: deterministic, never mutating their input, bounded
 * (200 objects, 500 effects, 10,000 events by default, or the limits given), and ending the trace
 * with the layer breakdown of every battlefield object an effect touched.
 */
import { describe, expect, it } from 'vitest';
import { computeCharacteristics, resolve } from '../../src/engine/index.ts';
import type { Action, GameState, StaticAbility } from '../../src/engine/types.ts';
import { DEFAULT_LIMITS } from '../../src/engine/types.ts';
import { LoopGuard } from '../../src/engine/resolve.ts';
import { EngineHalt } from '../../src/engine/run.ts';
import { layersBoard } from '../../src/bench/engine.ts';
import { state } from './helpers.ts';
import { unseen } from '../../src/engine/changes.ts';

function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object') {
    for (const v of Object.values(x)) deepFreeze(v);
    Object.freeze(x);
  }
  return x;
}

const anthem: StaticAbility = { text: 'Creatures you control get +1/+1.', affects: { kind: 'filter', types: ['Creature'], controller: 'you' }, modifications: [{ kind: 'modify-pt', power: 1, toughness: 1 }] };
const busyGame = (): { given: GameState; actions: Action[] } => ({
  given: state([
    { id: 'anthem', types: ['Enchantment'], statics: [anthem] },
    { id: 'bear', counters: { '+1/+1': 1 } },
    { id: 'legend1', name: 'Isamaru', supertypes: ['Legendary'] },
    { id: 'eq', types: ['Artifact'], subtypes: ['Equipment'], attachedTo: 'bear', statics: [{ text: 'Equipped creature has deathtouch.', affects: { kind: 'attached-to-source' }, modifications: [{ kind: 'add-keywords', keywords: [{ keyword: 'deathtouch' }] }] }] },
    { id: 'tok', token: true, controller: 'B' },
  ]),
  actions: [
    { kind: 'apply-effect', effect: { id: 'grow', text: '+2/+2', affects: { kind: 'objects', ids: ['bear'] }, modifications: [{ kind: 'modify-pt', power: 2, toughness: 2 }], duration: { kind: 'end-of-turn' } } },
    { kind: 'damage', source: 'bear', target: 'tok', amount: 1 },
    { kind: 'create', object: { id: 'legend2', controller: 'A', isToken: false, printed: { name: 'Isamaru', manaCost: null, colors: [], types: ['Creature'], subtypes: [], supertypes: ['Legendary'], power: 2, toughness: 2, loyalty: null, defense: null, keywords: [], statics: [], unmodelled: [] } } },
    { kind: 'end-turn' },
  ],
});

describe('purity and determinism', () => {
  it('GIVEN the same input twice THEN exactly the same resolution', () => {
    const a = busyGame();
    const b = busyGame();
    expect(JSON.stringify(resolve(a.given, a.actions))).toBe(JSON.stringify(resolve(b.given, b.actions)));
    const board = layersBoard({ objects: 40, effects: 40 });
    expect(JSON.stringify(computeCharacteristics(board))).toBe(JSON.stringify(computeCharacteristics(layersBoard({ objects: 40, effects: 40 }))));
  });

  it('GIVEN a deeply frozen input THEN resolve and computeCharacteristics never mutate it', () => {
    const { given, actions } = busyGame();
    const before = JSON.stringify({ given, actions });
    deepFreeze(given);
    deepFreeze(actions);
    const r = resolve(given, actions);
    expect(r.ok).toBe(true);
    computeCharacteristics(given);
    expect(JSON.stringify({ given, actions })).toBe(before);
    // The returned state is the engine's own copy.
    expect(r.final).not.toBe(given);
    expect(Object.isFrozen(r.final)).toBe(false);
  });

  it('GIVEN the busy game THEN the results are as the rules say', () => {
    const { given, actions } = busyGame();
    const r = resolve(given, actions);
    expect(r.final.objects.map((o) => [o.id.replace(/~\d+$/, '~n'), o.zone])).toEqual([
      ['anthem', 'battlefield'],
      ['bear', 'battlefield'],
      ['legend1~n', 'graveyard'], // 704.5j: the newer Isamaru is kept
      ['eq', 'battlefield'],
      ['legend2', 'battlefield'],
    ]); // the token died to deathtouch (704.5h) and ceased to exist (704.5d)
    expect(r.computed.find((c) => c.id === 'bear')).toMatchObject({ power: 4, toughness: 4, keywords: [{ keyword: 'deathtouch' }] });
  });
});

describe('bounds', () => {
  it('GIVEN 201 objects THEN too_many_objects before anything happens', () => {
    const r = resolve(state(Array.from({ length: 201 }, (_, i) => ({ id: `c${i}` }))), []);
    expect(r.error).toMatchObject({ code: 'too_many_objects', key: 'bound.exceeded', params: { bound: 'objects', limit: 200, count: 201 } });
    expect(r.error?.action).toBeUndefined();
  });

  it('GIVEN 200 objects THEN it runs', () => {
    expect(resolve(state(Array.from({ length: 200 }, (_, i) => ({ id: `c${i}` }))), []).ok).toBe(true);
  });

  it('GIVEN 501 continuous effects (effects plus static abilities) THEN too_many_effects', () => {
    const effects = Array.from({ length: 500 }, (_, i) => ({ id: `e${i}`, affects: ['c'], mods: [], timestamp: 10 + i }));
    const r = resolve(state([{ id: 'c', statics: [anthem] }], effects), []);
    expect(r.error).toMatchObject({ code: 'too_many_effects', params: { bound: 'effects', limit: 500, count: 501 } });
  });

  it('GIVEN a limit of 3 events WHEN the fourth event happens THEN too_many_events naming the action', () => {
    const actions: Action[] = Array.from({ length: 5 }, () => ({ kind: 'life', player: 'A', amount: 1 }));
    const r = resolve(state([]), actions, { ...DEFAULT_LIMITS, maxEvents: 3 });
    expect(r.error).toMatchObject({ code: 'too_many_events', params: { bound: 'events', limit: 3, count: 4 }, action: 3 });
    expect(r.final.players[0]!.life).toBe(23);
  });

  it('GIVEN a limit of objects WHEN a create would exceed it THEN too_many_objects naming the action', () => {
    const r = resolve(state([{ id: 'c' }]), [{ kind: 'create', object: { controller: 'A', printed: state([{ id: 'x' }]).objects[0]!.printed } }], { ...DEFAULT_LIMITS, maxObjects: 1 });
    expect(r.error).toMatchObject({ code: 'too_many_objects', action: 0 });
  });
});

describe('the trace', () => {
  it('GIVEN effects touching some battlefield objects THEN the trace ends with their layer breakdowns only', () => {
    const r = resolve(state([{ id: 'anthem', types: ['Enchantment'], statics: [anthem] }, { id: 'bear' }, { id: 'land', types: ['Land'], pt: null }]), []);
    const i = r.trace.findIndex((s) => s.key === 'layer.breakdown');
    expect(r.trace.slice(i).map((s) => [s.key, s.params['object']])).toEqual([
      ['layer.breakdown', 'bear'],
      ['layer.applied', 'bear'],
      ['layer.result', 'bear'],
    ]);
    expect(r.trace.at(-1)?.params).toMatchObject({ pt: '3/3' });
  });

  it('GIVEN an object with rules text the engine does not model THEN the trace says so first', () => {
    const r = resolve(state([{ id: 'c', unmodelled: ['When this creature enters, draw a card.'] }]), []);
    expect(r.trace[0]).toEqual({ rules: [], key: 'unmodelled.text', params: { object: 'c', text: 'When this creature enters, draw a card.' } });
  });

  it('GIVEN a layer step THEN it explains why: layer, effect, before and after (613.4c)', () => {
    const r = resolve(state([{ id: 'c', pt: [1, 3] }]), [{ kind: 'apply-effect', effect: { text: 'Giant Growth', affects: { kind: 'objects', ids: ['c'] }, modifications: [{ kind: 'modify-pt', power: 0, toughness: 1 }] } }]);
    expect(r.trace.find((s) => s.key === 'layer.applied')).toEqual({
      rules: ['613.4c', '611.2c'],
      key: 'layer.applied',
      params: { object: 'c', layer: '7c', characteristic: 'pt', effect: 'Giant Growth', timestamp: 2, before: '1/3', after: '1/4' },
    });
  });
});

describe('computeCharacteristics', () => {
  it('GIVEN any state THEN every object has a result and a (possibly empty) step list', () => {
    const s = state([{ id: 'a' }, { id: 'b', zone: 'graveyard' }, { id: 'l', types: ['Land'], pt: null }]);
    const r = computeCharacteristics(s);
    expect(Object.keys(r.byId)).toEqual(['a', 'b', 'l']);
    expect(Object.keys(r.steps)).toEqual(['a', 'b', 'l']);
    expect(r.byId['l']).toMatchObject({ power: null, toughness: null, controller: 'A' });
  });

  it('GIVEN the 100 x 100 bench board THEN it computes every object', () => {
    const r = computeCharacteristics(layersBoard());
    expect(Object.keys(r.byId).length).toBe(100);
  });
});

describe('loop detection', () => {
  it('GIVEN a series of checks that comes back to a state already seen THEN loop_detected (never runs forever)', () => {
    const guard = new LoopGuard('state-based actions');
    const s = state([{ id: 'c' }]);
    guard.see(s, 0);
    unseen(s.objects[0]!).damage = 1;
    guard.see(s, 1);
    unseen(s.objects[0]!).damage = 0;
    try {
      guard.see(s, 2);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(EngineHalt);
      expect((e as InstanceType<typeof EngineHalt>).error).toEqual({ code: 'loop_detected', key: 'loop.detected', params: { what: 'state-based actions', repeats: 2 } });
    }
  });
});

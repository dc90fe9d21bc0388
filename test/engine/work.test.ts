/**
 * The work bound (Limits.maxWork, src/engine/work.ts) and what keeps normal runs far from it:
 * layer results reused while nothing the layers read changes, layers 1-7b reused when only P/T
 * counters change, the layer breakdown worked out only when read, and dependency trials only between
 * effects that can interact (613.8a). No timing assertions: a pathological run must end, either
 * successfully or with the work-bound error.
 */
import { describe, expect, it } from 'vitest';
import { EngineHalt, computeCharacteristics, resolve, workMeter } from '../../src/engine/index.ts';
import type { Action, GameState, Selector } from '../../src/engine/types.ts';
import { DEFAULT_LIMITS } from '../../src/engine/types.ts';
import { runScenario } from '../../src/scenario/run.ts';
import { renderEngineError } from '../../src/render/trace.ts';
import { manyApplyEffects, manyFilterEffects } from '../../src/bench/pathological.ts';
import { layersBoard } from '../../src/bench/engine.ts';
import { CREATURES, anthem, keys, state } from './helpers.ts';

/** Work of one full computation of a state's characteristics. */
function workOf(s: GameState): number {
  const meter = workMeter(Number.MAX_SAFE_INTEGER);
  computeCharacteristics(s, { work: meter });
  return meter.used;
}

/** A pathological scenario ends: either it finishes, or it stops on the work bound (and says so). */
function expectEndsWithinBound(json: Record<string, unknown>): void {
  const r = runScenario(json);
  if (r.ok) {
    expect(r.value.resolution.work).toBeLessThanOrEqual(DEFAULT_LIMITS.maxWork);
    return;
  }
  if (r.error.kind !== 'engine') throw new Error(`invalid scenario: ${JSON.stringify(r.error.problems)}`);
  const { error, resolution } = r.error;
  expect(error).toMatchObject({ code: 'too_much_work', key: 'bound.work', params: { bound: 'work', limit: DEFAULT_LIMITS.maxWork } });
  expect(error.params['count']).toBeGreaterThan(DEFAULT_LIMITS.maxWork);
  expect(resolution.ok).toBe(false);
  expect(resolution.computed).toEqual([]);
  expect(resolution.trace.at(-1)?.key).toBe('bound.work');
  expect(renderEngineError(error, 'en')).toContain(`more than ${DEFAULT_LIMITS.maxWork} units of work`);
  expect(renderEngineError(error, 'ja')).toContain(`作業量の上限${DEFAULT_LIMITS.maxWork}`);
}

const SLOW = 120_000;

describe('pathological scenarios end (success or the work-bound error)', () => {
  it('GIVEN 200 creatures and 500 apply-effect actions, each a filter effect on every creature THEN the run ends', () => expectEndsWithinBound(manyApplyEffects()), SLOW);

  it('GIVEN 200 creatures and 500 re-evaluated filter effects changing colors, types and abilities THEN the run ends', () => expectEndsWithinBound(manyFilterEffects()), SLOW);

  it('GIVEN the same 500 effects locked in (611.2c, worked out before the run) THEN the scenario ends too', () => {
    const json = manyFilterEffects();
    for (const e of json['effects'] as Record<string, unknown>[]) e['locked'] = true;
    expectEndsWithinBound(json);
  }, SLOW);

  it('GIVEN the work bound is hit while the locked-in sets are worked out THEN the error comes with the scenario as given', () => {
    const json = manyFilterEffects(20, 40);
    for (const e of json['effects'] as Record<string, unknown>[]) e['locked'] = true;
    const r = runScenario(json, { maxWork: 500 });
    expect(r.ok).toBe(false);
    if (r.ok || r.error.kind !== 'engine') throw new Error('expected an engine error');
    expect(r.error.error).toMatchObject({ code: 'too_much_work', key: 'bound.work', params: { limit: 500 } });
    expect(r.error.error.action).toBeUndefined();
    expect(r.error.resolution.final.objects).toHaveLength(20);
    expect(r.error.built.labels['c0']?.en).toBe('Creature 0');
  });
});

const lordBoard = (): GameState =>
  state(
    [
      { id: 'lord', types: ['Enchantment'], pt: null, statics: [anthem('Creatures get +1/+1.', CREATURES, [{ kind: 'modify-pt', power: 1, toughness: 1 }])] },
      { id: 'painter', types: ['Enchantment'], pt: null, statics: [anthem('Creatures are blue.', CREATURES, [{ kind: 'set-colors', colors: ['U'] }])] },
      {
        id: 'blue-lord',
        types: ['Enchantment'],
        pt: null,
        statics: [anthem('Blue creatures have flying.', { kind: 'filter', types: ['Creature'], colors: ['U'] }, [{ kind: 'add-keywords', keywords: [{ keyword: 'flying' }] }])],
      },
      ...Array.from({ length: 20 }, (_, i) => ({ id: `c${i}`, pt: [2, 5] as [number, number], colors: ['G' as const] })),
    ],
    [],
  );

describe('the work bound', () => {
  it('GIVEN a run THEN it reports the work it used, and a budget of exactly that much is enough', () => {
    const actions: Action[] = [
      { kind: 'damage', source: null, target: 'c1', amount: 2 },
      { kind: 'apply-effect', effect: { text: 'Giant Growth', affects: { kind: 'objects', ids: ['c2'] }, modifications: [{ kind: 'modify-pt', power: 3, toughness: 3 }] } },
      { kind: 'end-turn' },
    ];
    const r = resolve(lordBoard(), actions);
    expect(r.ok).toBe(true);
    expect(r.work).toBeGreaterThan(0);
    const exact = resolve(lordBoard(), actions, { maxWork: r.work! });
    expect(exact.ok).toBe(true);
    expect(exact.work).toBe(r.work);
    // One unit less: the same run stops, deterministically at the same point.
    const short = resolve(lordBoard(), actions, { maxWork: r.work! - 1 });
    expect(short.error).toMatchObject({ code: 'too_much_work', key: 'bound.work', params: { bound: 'work', limit: r.work! - 1, count: r.work! } });
    expect(JSON.stringify(resolve(lordBoard(), actions, { maxWork: r.work! - 1 }))).toBe(JSON.stringify(short));
  });

  it('GIVEN a small budget THEN the run stops at the action that needed more, without final characteristics', () => {
    const actions: Action[] = Array.from({ length: 10 }, (_, i) => ({
      kind: 'apply-effect',
      effect: { text: `Anthem ${i}`, affects: CREATURES, modifications: [{ kind: 'modify-pt', power: 1, toughness: 0 }] },
    }));
    const r = resolve(lordBoard(), actions, { maxWork: 3 * workOf(lordBoard()) });
    expect(r.ok).toBe(false);
    expect(r.error?.code).toBe('too_much_work');
    expect(r.error?.action).toBeGreaterThan(0);
    expect(r.computed).toEqual([]);
    expect(keys(r.trace).at(-1)).toBe('bound.work');
    expect(keys(r.trace)).not.toContain('layer.breakdown');
  });

  it('GIVEN computeCharacteristics with a meter THEN it counts against it and throws an EngineHalt when it runs out', () => {
    const meter = workMeter(10);
    expect(() => computeCharacteristics(lordBoard(), { work: meter })).toThrow(EngineHalt);
    try {
      computeCharacteristics(lordBoard(), { work: workMeter(10) });
    } catch (e) {
      expect(e instanceof EngineHalt && e.error).toMatchObject({ code: 'too_much_work', key: 'bound.work', params: { limit: 10 } });
    }
    // Without one it is unbounded, as before.
    expect(Object.keys(computeCharacteristics(lordBoard()).byId)).toHaveLength(23);
  });

  it('GIVEN the limits given without maxWork (an older caller) THEN the default applies', () => {
    const r = resolve(lordBoard(), [], { maxObjects: 200, maxEffects: 500, maxEvents: 10_000 } as never);
    expect(r.ok).toBe(true);
    expect(r.work).toBeLessThan(DEFAULT_LIMITS.maxWork);
  });
});

describe('layer results reused during a run', () => {
  const quiet = (n: number): Action[] =>
    Array.from({ length: n }, (_, i): Action => (i % 3 === 0 ? { kind: 'tap', object: `c${i}` } : i % 3 === 1 ? { kind: 'damage', source: null, target: `c${i}`, amount: 1 } : { kind: 'life', player: 'B', amount: -1 }));

  it('GIVEN actions that change nothing the layers read (tap, damage, life) THEN the characteristics are not computed again', () => {
    // Ten creatures under a hundred static abilities: computing them is far more work than noticing that nothing changed.
    const board = state([
      { id: 'anthems', types: ['Enchantment'], pt: null, statics: Array.from({ length: 100 }, (_, i) => anthem(`Anthem ${i}`, CREATURES, [{ kind: 'modify-pt', power: 1, toughness: 0 }])) },
      ...Array.from({ length: 10 }, (_, i) => ({ id: `c${i}`, pt: [1, 9] as [number, number] })),
    ]);
    const one = resolve(board, quiet(1));
    const ten = resolve(board, quiet(10));
    expect(one.ok && ten.ok).toBe(true);
    expect(ten.computed.find((c) => c.id === 'c0')?.power).toBe(101);
    // Nine more actions cost less than one computation of the board.
    expect(ten.work! - one.work!).toBeLessThan(workOf(board));
  });

  it('GIVEN P/T counters put on THEN layers 1-7b are reused and the result equals a fresh computation', () => {
    const counters = (n: number): Action[] => Array.from({ length: n }, (_, i): Action => ({ kind: 'add-counters', target: `c${i}`, counter: '+1/+1', amount: 2 }));
    // Thirty type, color and ability effects on every creature (layers 4-6) besides the lord's.
    const busy = lordBoard();
    const extra = Array.from({ length: 30 }, (_, i) =>
      anthem(`Effect ${i}`, CREATURES, [
        i % 3 === 0 ? { kind: 'add-types', subtypes: [`Type${i}`] } : i % 3 === 1 ? { kind: 'add-colors', colors: ['R'] } : { kind: 'add-keywords', keywords: [{ keyword: 'ward', param: `{${i}}` }] },
      ]),
    );
    busy.objects = busy.objects.with(0, { ...busy.objects[0]!, printed: { ...busy.objects[0]!.printed, statics: [...busy.objects[0]!.printed.statics, ...extra] } });
    const one = resolve(busy, counters(1));
    const eleven = resolve(busy, counters(11));
    expect(eleven.ok).toBe(true);
    // Every action changes counters, yet ten of them cost less than half of computing the board ten times.
    expect(eleven.work! - one.work!).toBeLessThan((10 * workOf(busy)) / 2);
    const fresh = computeCharacteristics(eleven.final).byId;
    expect(eleven.computed).toEqual(eleven.final.objects.map((o) => fresh[o.id]));
    // c0: 2/5, +1/+1 (the lord's anthem), two +1/+1 counters: 5/8; red, then blue (the painter is later, 613.7), so flying.
    expect(eleven.computed.find((c) => c.id === 'c0')).toMatchObject({ power: 5, toughness: 8, colors: ['U'] });
    expect(eleven.computed.find((c) => c.id === 'c0')?.keywords).toContainEqual({ keyword: 'flying' });
  });

  it('GIVEN +1/+1 and -1/-1 counters that cancel (704.5q) and loyalty counters THEN the results equal a fresh computation', () => {
    const s = lordBoard();
    s.objects = [...s.objects, { ...s.objects[3]!, id: 'pw', label: 'pw', printed: { ...s.objects[3]!.printed, types: ['Planeswalker'], power: null, toughness: null, loyalty: 3 }, counters: { loyalty: 3 } }];
    const r = resolve(s, [
      { kind: 'add-counters', target: 'c0', counter: '+1/+1', amount: 2 },
      { kind: 'add-counters', target: 'c0', counter: '-1/-1', amount: 3 },
      { kind: 'remove-counters', target: 'pw', counter: 'loyalty', amount: 1 },
      { kind: 'add-counters', target: 'c1', counter: '-1/-1', amount: 1 },
    ]);
    expect(r.ok).toBe(true);
    const fresh = computeCharacteristics(r.final).byId;
    expect(r.computed).toEqual(r.final.objects.map((o) => fresh[o.id]));
    expect(r.computed.find((c) => c.id === 'c0')).toMatchObject({ power: 2, toughness: 5 });
    expect(r.computed.find((c) => c.id === 'pw')).toMatchObject({ loyalty: 2 });
  });

  it('GIVEN boards with effects in every layer and random counter, damage and effect actions THEN the final characteristics equal a fresh computation', () => {
    let x = 20260925;
    const rnd = (n: number): number => {
      x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
      return x % n;
    };
    for (let trial = 0; trial < 12; trial++) {
      const board = layersBoard({ objects: 30, effects: 30 });
      const actions: Action[] = Array.from({ length: 15 }, (): Action => {
        const id = `o${rnd(30)}`;
        switch (rnd(6)) {
          case 0:
            return { kind: 'add-counters', target: id, counter: ['+1/+1', '-1/-1', 'flying', 'loyalty'][rnd(4)]!, amount: 1 + rnd(2) };
          case 1:
            return { kind: 'remove-counters', target: id, counter: '+1/+1', amount: 1 };
          case 2:
            return { kind: 'damage', source: null, target: id, amount: 1 };
          case 3:
            return { kind: 'apply-effect', effect: { text: 'blue', affects: { kind: 'objects', ids: [id] }, modifications: [{ kind: 'add-colors', colors: ['U'] }] } };
          case 4:
            return { kind: 'apply-effect', effect: { text: 'pump', affects: CREATURES, modifications: [{ kind: 'modify-pt', power: 1, toughness: 1 }], duration: { kind: 'end-of-turn' } } };
          default:
            return rnd(2) === 0 ? { kind: 'end-turn' } : { kind: 'tap', object: id };
        }
      });
      const r = resolve(board, actions);
      expect(r.error ?? null).toBeNull();
      const fresh = computeCharacteristics(r.final);
      expect(r.computed).toEqual(r.final.objects.map((o) => fresh.byId[o.id]));
    }
  });

  it('GIVEN a keyword counter put on THEN layer 6 is computed again (122.1b)', () => {
    const s = state([
      { id: 'bird-lord', types: ['Enchantment'], pt: null, statics: [anthem('Creatures with flying get +1/+1.', { kind: 'filter', types: ['Creature'], keywords: ['flying'] }, [{ kind: 'modify-pt', power: 1, toughness: 1 }])] },
      { id: 'c', pt: [2, 2] },
    ]);
    const r = resolve(s, [
      { kind: 'add-counters', target: 'c', counter: '+1/+1', amount: 1 },
      { kind: 'add-counters', target: 'c', counter: 'flying', amount: 1 },
    ]);
    expect(r.computed.find((c) => c.id === 'c')).toMatchObject({ power: 4, toughness: 4, keywords: [{ keyword: 'flying' }] });
  });

  it('GIVEN a run THEN its final layer breakdown is exactly that of a fresh computation of the final state', () => {
    const r = resolve(lordBoard(), [{ kind: 'add-counters', target: 'c3', counter: '+1/+1', amount: 1 }, ...quiet(4)]);
    const fresh = computeCharacteristics(r.final).steps;
    const start = r.trace.findIndex((s) => s.key === 'layer.breakdown' && s.params['object'] === 'c0');
    expect(start).toBeGreaterThan(0);
    const c0 = r.trace.slice(start + 1, start + 1 + fresh['c0']!.length);
    expect(c0).toEqual(fresh['c0']);
  });

  it('GIVEN a state-based action explained by its layer breakdown THEN the breakdown is worked out for that state', () => {
    const s = state([
      { id: 'shrink', types: ['Enchantment'], pt: null, statics: [anthem('Green creatures get -2/-2.', { kind: 'filter', types: ['Creature'], colors: ['G'] }, [{ kind: 'modify-pt', power: -2, toughness: -2 }])] },
      { id: 'c', pt: [2, 2], colors: ['W'] },
    ]);
    const r = resolve(s, [{ kind: 'apply-effect', effect: { text: 'becomes green', affects: { kind: 'objects', ids: ['c'] }, modifications: [{ kind: 'set-colors', colors: ['G'] }] } }]);
    const i = keys(r.trace).indexOf('sba.zero-toughness');
    expect(i).toBeGreaterThan(0);
    const before = r.trace.slice(0, i);
    expect(before.filter((x) => x.key === 'layer.applied').map((x) => [x.params['layer'], x.params['after']])).toEqual([
      ['5', 'G'],
      ['7c', '0/0'],
    ]);
  });
});

describe('dependency trials only between effects that can interact (613.8a)', () => {
  const filter = (f: Omit<Extract<Selector, { kind: 'filter' }>, 'kind'>): Selector => ({ kind: 'filter', ...f });

  it('GIVEN "green creatures become black" then "all creatures are also green" THEN the first waits for the second: black', () => {
    const s = state(
      [{ id: 'c', colors: ['W'] }],
      [
        { id: 'blacken', affects: filter({ types: ['Creature'], colors: ['G'] }), mods: [{ kind: 'set-colors', colors: ['B'] }], timestamp: 10, locked: false },
        { id: 'greens', affects: CREATURES, mods: [{ kind: 'add-colors', colors: ['G'] }], timestamp: 11, locked: false },
      ],
    );
    const r = computeCharacteristics(s);
    expect(r.byId['c']?.colors).toEqual(['B']);
    expect(keys(r.steps['c']!)).toContain('layer.dependency');
  });

  it('GIVEN the second adds blue instead (it can\'t change who is green) THEN timestamp order, no dependency', () => {
    const s = state(
      [{ id: 'c', colors: ['W'] }],
      [
        { id: 'blacken', affects: filter({ types: ['Creature'], colors: ['G'] }), mods: [{ kind: 'set-colors', colors: ['B'] }], timestamp: 10, locked: false },
        { id: 'blues', affects: CREATURES, mods: [{ kind: 'add-colors', colors: ['U'] }], timestamp: 11, locked: false },
      ],
    );
    const r = computeCharacteristics(s);
    expect(r.byId['c']?.colors).toEqual(['W', 'U']);
    expect(keys(r.steps['c']!)).not.toContain('layer.dependency');
  });

  it('GIVEN "creatures with flying lose trample" then "creatures gain flying" THEN the first waits: flying, no trample', () => {
    const s = state(
      [{ id: 'c', keywords: ['trample'] }],
      [
        { id: 'ground', affects: filter({ types: ['Creature'], keywords: ['flying'] }), mods: [{ kind: 'remove-keywords', keywords: ['trample'] }], timestamp: 10, locked: false },
        { id: 'wings', affects: CREATURES, mods: [{ kind: 'add-keywords', keywords: [{ keyword: 'flying' }] }], timestamp: 11, locked: false },
      ],
    );
    expect(computeCharacteristics(s).byId['c']?.keywords).toEqual([{ keyword: 'flying' }]);
  });

  it('GIVEN the second grants reach instead THEN no dependency: trample and reach', () => {
    const s = state(
      [{ id: 'c', keywords: ['trample'] }],
      [
        { id: 'ground', affects: filter({ types: ['Creature'], keywords: ['flying'] }), mods: [{ kind: 'remove-keywords', keywords: ['trample'] }], timestamp: 10, locked: false },
        { id: 'reach', affects: CREATURES, mods: [{ kind: 'add-keywords', keywords: [{ keyword: 'reach' }] }], timestamp: 11, locked: false },
      ],
    );
    const r = computeCharacteristics(s);
    expect(r.byId['c']?.keywords).toEqual([{ keyword: 'trample' }, { keyword: 'reach' }]);
    expect(keys(r.steps['c']!)).not.toContain('layer.dependency');
  });

  it('GIVEN an effect on creature cards in graveyards and one animating lands on the battlefield THEN they can\'t interact', () => {
    const s = state(
      [
        { id: 'land', types: ['Land'], pt: null },
        { id: 'card', zone: 'graveyard' },
      ],
      [
        { id: 'zombify', affects: filter({ zone: 'graveyard', types: ['Creature'] }), mods: [{ kind: 'add-types', subtypes: ['Zombie'] }], timestamp: 10, locked: false },
        { id: 'animate', affects: filter({ types: ['Land'] }), mods: [{ kind: 'add-types', types: ['Creature'] }], timestamp: 11, locked: false },
      ],
    );
    const r = computeCharacteristics(s);
    expect(r.byId['card']?.subtypes).toEqual(['Zombie']);
    expect(r.byId['land']?.types).toEqual(['Land', 'Creature']);
    expect(r.byId['land']?.subtypes).toEqual([]);
    expect(Object.values(r.steps).flat().map((x) => x.key)).not.toContain('layer.dependency');
  });

  it('GIVEN an effect that removes the abilities of a lord\'s source THEN the lord\'s grant depends on it (613.8a, its existence)', () => {
    const s = state(
      [
        { id: 'lord', statics: [anthem('Other creatures have flying.', { kind: 'filter', types: ['Creature'], other: true }, [{ kind: 'add-keywords', keywords: [{ keyword: 'flying' }] }])] },
        { id: 'c' },
      ],
      [{ id: 'humble', affects: ['lord'], mods: [{ kind: 'lose-all-abilities' }], timestamp: 10 }],
    );
    const r = computeCharacteristics(s);
    expect(r.byId['c']?.keywords).toEqual([]);
    expect(keys(r.steps['lord']!)).toContain('layer.ability-removed');
  });
});

/**
 * Casting choices and costs (issue 5, session 2): mana costs and mana value (202.3, 202.3e-g),
 * generic cost changes (118.7a, 601.2f), paying from a pool (601.2h, 106.4), modes and kicker
 * (700.2, 601.4, 702.33), and the engine paths that use them (mana abilities 601.2g / 605.3b).
 */
import { describe, expect, it } from 'vitest';
import { changeGeneric, formatCost, manaValue, parseCost, parsePool, payFromPool, poolText, withX } from '../../../src/engine/casting/mana.ts';
import { chooseModes, isModeProblem } from '../../../src/engine/casting/modes.ts';
import type { SpellBody } from '../../../src/engine/types.ts';
import { runScenario } from '../../../src/scenario/run.ts';

describe('mana costs and mana value', () => {
  it('GIVEN "{X}{2}{B}{B}" THEN it reads as one X, 2 generic and two black, and prints back the same', () => {
    const c = parseCost('{X}{2}{B}{B}');
    expect([c.xCount, c.generic, c.typed.B, c.other]).toEqual([1, 2, 2, []]);
    expect(formatCost(c)).toBe('{X}{2}{B}{B}');
  });
  it('GIVEN X = 3 THEN X becomes generic mana (107.3a)', () => {
    expect(formatCost(withX(parseCost('{X}{R}'), 3))).toBe('{3}{R}');
  });
  it('THEN the mana value counts X only on the stack (202.3e), hybrid by its largest part (202.3f), Phyrexian as 1 (202.3g)', () => {
    expect([manaValue('{X}{R}{R}', 0), manaValue('{X}{R}{R}', 2), manaValue('{1}{W/U}{W/U}', null), manaValue('{2/B}{2/B}{2/B}', null), manaValue('{1}{W/P}{W/P}', null), manaValue(null, null)]).toEqual([
      2, 4, 3, 6, 3, 0,
    ]);
  });
  it('GIVEN a reduction of {1} THEN only the generic part shrinks, never below {0} (118.7a, 601.2f)', () => {
    expect([formatCost(changeGeneric(parseCost('{1}{B}'), -1)), formatCost(changeGeneric(parseCost('{B}{B}'), -2)), formatCost(changeGeneric(parseCost('{1}'), -3))]).toEqual(['{B}', '{B}{B}', '{0}']);
  });
});

describe('paying from a mana pool (601.2h, 106.4)', () => {
  it('GIVEN {B}{G}{C} WHEN paying {1}{B} THEN colorless pays the generic part first and {G} is left', () => {
    const r = payFromPool(parsePool('{B}{G}{C}')!, parseCost('{1}{B}'));
    expect(r.ok && [poolText(r.paid), poolText(r.left)]).toEqual(['{B}{C}', '{G}']);
  });
  it('GIVEN {R}{R} WHEN paying {U} THEN it fails and says what is missing (partial payments are not allowed)', () => {
    const r = payFromPool(parsePool('{R}{R}')!, parseCost('{U}'));
    expect(r).toEqual({ ok: false, missing: '{U}' });
  });
  it('GIVEN "{2}" as a pool THEN it is refused (a pool holds typed mana only)', () => {
    expect(parsePool('{2}')).toBeNull();
  });
});

describe('modes and kicker (700.2, 601.4, 702.33)', () => {
  const body: SpellBody = {
    text: 'Choose one. If this spell was kicked, choose any number instead.',
    effects: [],
    kicker: { cost: '{2}{G}' },
    modes: {
      min: 1,
      max: 1,
      kicked: { min: 1, max: 3 },
      options: [
        { text: 'a', targets: [{ word: 'x', objects: { kind: 'filter', types: ['Creature'] } }], effects: [{ kind: 'tap', target: 'x' }] },
        { text: 'b', effects: [{ kind: 'life', amount: 2, player: 'you' }] },
        { text: 'c', effects: [], unmodelled: 'not here' },
      ],
    },
  };
  it('GIVEN not kicked WHEN two modes are chosen THEN it is refused (601.2b)', () => {
    const r = chooseModes(body, [0, 1], false);
    expect(isModeProblem(r) && [r.reason, r.rule]).toEqual(['modes', '601.2b']);
  });
  it('GIVEN kicked WHEN modes 2 and 0 are chosen THEN both apply, in printed order, with only mode 0’s target (601.4, 700.2c)', () => {
    const r = chooseModes(body, [1, 0], true);
    expect(!isModeProblem(r) && [r.modes, r.specs.map((s) => s.word), r.effects.map((e) => e.kind)]).toEqual([[0, 1], ['x'], ['tap', 'life']]);
  });
  it('GIVEN the same mode twice THEN it is refused (700.2d)', () => {
    const r = chooseModes(body, [1, 1], true);
    expect(isModeProblem(r) && r.rule).toBe('700.2d');
  });
  it('GIVEN a mode the engine can’t follow WHEN chosen THEN it is reported as unmodelled', () => {
    const r = chooseModes(body, [2], false);
    expect(!isModeProblem(r) && r.unmodelled).toEqual(['c (not here)']);
  });
  it('GIVEN a spell without kicker WHEN cast kicked THEN it is refused (702.33a)', () => {
    const r = chooseModes({ text: '', effects: [] }, undefined, true);
    expect(isModeProblem(r) && r.reason).toBe('no-kicker');
  });
});

function runIt(scenario: unknown) {
  const r = runScenario(scenario);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value.resolution;
}

describe('the engine paths', () => {
  it('GIVEN a Forest WHEN its mana ability is activated THEN {G} goes into A’s pool without using the stack (605.3b, 106.4)', () => {
    const res = runIt({
      objects: [{ id: 'forest', name: 'Forest', types: ['Land'], activated: [{ text: '{T}: Add {G}.', cost: '{T}', tap: true, mana: true, adds: '{G}' }] }],
      actions: [{ kind: 'activate', object: 'forest' }],
    });
    expect([res.final.players.find((p) => p.id === 'A')?.manaPool, res.final.objects.find((o) => o.id === 'forest')?.tapped, (res.final.stack ?? []).length]).toEqual([{ G: 1 }, true, 0]);
  });
  it('GIVEN A’s pool {R}{R} WHEN Shock ({R}) is cast THEN {R} is left in the final state (601.2h)', () => {
    const res = runIt({
      players: [{ id: 'A', manaPool: '{R}{R}' }, { id: 'B' }],
      objects: [{ id: 'shock', name: 'Shock', types: ['Instant'], zone: 'hand', manaCost: '{R}', spell: { text: '2 damage', targets: [{ word: 'any', players: 'any' }], effects: [{ kind: 'damage', amount: 2, target: 'any' }] } }],
      actions: [{ kind: 'cast', object: 'shock', targets: { any: ['B'] } }, { kind: 'resolve' }],
    });
    expect([res.final.players.find((p) => p.id === 'A')?.manaPool, res.final.players.find((p) => p.id === 'B')?.life]).toEqual([{ R: 1 }, 18]);
  });
  it('GIVEN an ability costing {X}{R} activated with X = 2 from a pool of {R}{R}{R}{R} THEN X is paid as generic mana and its X damage is 2 (107.3a, 107.3k, 602.2b)', () => {
    const ab = { text: '{X}{R}: This deals X damage to any target.', cost: '{X}{R}', targets: [{ word: 'any', players: 'any' as const }], effects: [{ kind: 'damage' as const, amount: 0, amountFrom: 'x' as const, target: 'any' }] };
    const res = runIt({
      players: [{ id: 'A', manaPool: '{R}{R}{R}{R}' }, { id: 'B' }],
      objects: [{ id: 'gun', name: 'Gun', types: ['Artifact'], activated: [ab] }],
      actions: [{ kind: 'activate', object: 'gun', targets: { any: ['B'] }, x: 2 }, { kind: 'resolve' }],
    });
    expect([res.final.players.find((p) => p.id === 'A')?.manaPool, res.final.players.find((p) => p.id === 'B')?.life]).toEqual([{ R: 1 }, 18]);
  });
  it('GIVEN an ability with {X} in its cost activated without X THEN its X damage stops as unmodelled, never 0 (107.3a)', () => {
    const ab = { text: '{X}: This deals X damage to any target.', cost: '{X}', targets: [{ word: 'any', players: 'any' as const }], effects: [{ kind: 'damage' as const, amount: 0, amountFrom: 'x' as const, target: 'any' }] };
    const r = runScenario({ players: [{ id: 'A' }, { id: 'B' }], objects: [{ id: 'gun', name: 'Gun', types: ['Artifact'], activated: [ab] }], actions: [{ kind: 'activate', object: 'gun', targets: { any: ['B'] } }, { kind: 'resolve' }] });
    expect(!r.ok && r.error.kind !== 'invalid' ? r.error.error.code : 'ran').toBe('unmodelled');
  });
  it('GIVEN an X spell cast without X THEN X = 0 is assumed and the trace says so (107.3a)', () => {
    const res = runIt({
      objects: [{ id: 'blaze', name: 'Blaze', types: ['Sorcery'], zone: 'hand', manaCost: '{X}{R}', spell: { text: 'X damage', targets: [{ word: 'any', players: 'any' }], effects: [] } }],
      actions: [{ kind: 'cast', object: 'blaze', targets: { any: ['B'] } }],
    });
    const announced = res.trace.find((s) => s.key === 'cast.announced');
    expect([announced?.params.x, announced?.params.xDefault, res.trace.find((s) => s.key === 'cast.cost')?.params.total]).toEqual([0, true, '{R}']);
  });
  // 202.3e: on the stack an X spell's mana value counts the X chosen; "target spell with mana value 2"
  // (Spell Snare) judges it so, rather than stopping as unmodelled.
  it.each([
    [1, 20, 'countered'],
    [3, 18, 'not countered: mana value 4'],
  ] as const)('GIVEN Blaze ({X}{R}) cast with X = %i WHEN Spell Snare targets it THEN B is at %i life (%s)', (x, life, _why) => {
    const res = runIt({
      objects: [
        { id: 'blaze', name: 'Blaze', types: ['Sorcery'], zone: 'hand', manaCost: '{X}{R}', spell: { text: 'Blaze deals X damage to any target.', targets: [{ word: 'any', players: 'any' }], effects: [{ kind: 'damage', amount: 2, target: 'any' }] } },
        { id: 'snare', name: 'Spell Snare', types: ['Instant'], zone: 'hand', controller: 'B', manaCost: '{U}', spell: { text: 'Counter target spell with mana value 2.', targets: [{ word: 'spell', objects: { kind: 'filter', zone: 'stack', manaValue: { exactly: 2 } } }], effects: [{ kind: 'counter', target: 'spell' }] } },
      ],
      actions: [{ kind: 'cast', object: 'blaze', x, targets: { any: ['B'] } }, { kind: 'pass' }, { kind: 'cast', object: 'snare', player: 'B', targets: { spell: ['blaze'] } }, { kind: 'resolve', all: true }],
    });
    expect(res.final.players.find((p) => p.id === 'B')?.life).toBe(life);
  });
  it('GIVEN a pool that is not mana THEN the scenario is refused with the path named', () => {
    const r = runScenario({ players: [{ id: 'A', manaPool: '{2}' }, { id: 'B' }], objects: [] });
    expect(!r.ok && r.error.kind === 'invalid' && r.error.problems.map((p) => [p.path, p.code])).toEqual([['players[0].manaPool', 'mana_pool']]);
  });
});

/**
 * Phyrexian mana paid with life (601.2b, 107.4f, 119.4; session 25): `phyrexianLife` symbols of the total cost are paid
 * 2 life each; the rest with mana when the pool is tracked (a Phyrexian symbol left to pay with mana stops as unmodelled).
 */
describe('Phyrexian mana paid with life (601.2b, 107.4f)', () => {
  const dismember = { id: 'dis', name: 'Dismember', types: ['Instant'], zone: 'hand', manaCost: '{1}{B/P}{B/P}', spell: { text: 'Target creature gets -5/-5 until end of turn.', effects: [] } };
  const ROWS: [string, { life?: number; pool?: string; phyrexianLife: number }, string | number][] = [
    ['both symbols with life, mana untracked: 4 life', { phyrexianLife: 2 }, 16],
    ['one symbol with life: 2 life', { phyrexianLife: 1 }, 18],
    ['both with life, {1} from the pool: 4 life', { phyrexianLife: 2, pool: '{C}' }, 16],
    ['more symbols than the cost has: the cast is rewound (107.4f)', { phyrexianLife: 3 }, 'cost-unpaid 107.4f'],
    ['4 life needed with 3: the cast is rewound (119.4, 118.3 last)', { phyrexianLife: 2, life: 3 }, 'cost-unpaid 118.3'],
  ];
  it.each(ROWS)('GIVEN %s', (_what, g, want) => {
    const r = runScenario({
      players: [{ id: 'A', ...(g.life !== undefined ? { life: g.life } : {}), ...(g.pool ? { manaPool: g.pool } : {}) }, { id: 'B' }],
      objects: [dismember],
      actions: [{ kind: 'cast', object: 'dis', phyrexianLife: g.phyrexianLife }],
    });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const res = r.value.resolution;
    const rewound = res.trace.find((s) => s.key === 'cast.rewound');
    if (typeof want === 'string') {
      expect(`${String(rewound?.params.reason)} ${rewound?.rules.at(-1) ?? ''}`).toBe(want);
      return;
    }
    expect(rewound).toBeUndefined();
    expect(res.trace.find((s) => s.key === 'cast.pay-phyrexian')?.rules).toEqual(['107.4f', '119.4', '601.2h']);
    expect(res.final.players.find((p) => p.id === 'A')?.life).toBe(want);
  });
  it('GIVEN one symbol with life and the pool tracked THEN the other Phyrexian symbol, to pay with mana, stops as unmodelled (107.4)', () => {
    const r = runScenario({ players: [{ id: 'A', manaPool: '{B}{C}' }, { id: 'B' }], objects: [dismember], actions: [{ kind: 'cast', object: 'dis', phyrexianLife: 1 }] });
    expect(!r.ok && r.error.kind === 'engine' && [r.error.error.code, r.error.error.params]).toEqual(['unmodelled', { reason: 'special-mana', cost: '{B/P}', rule: '107.4' }]);
  });
});

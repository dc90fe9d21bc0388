/**
 * Events (resolve with one action each): damage and its results (120.3, 702.2b, 702.15b, 702.90,
 * 702.80, 702.164c, 702.16e, 120.8), life (119.3), counters (122.1, 613.7c), tap/untap (701.26),
 * attach/unattach (701.3, 613.7e), create (111.1, 111.2, 306.5b, 303.4f/i).
 */
import { describe, expect, it } from 'vitest';
import { resolve } from '../../src/engine/index.ts';
import type { Action, Characteristics, GameState, Resolution } from '../../src/engine/types.ts';
import { cited, keys, printed, state } from './helpers.ts';
import type { CardSpec } from './helpers.ts';

interface EventRow {
  name: string;
  given: GameState;
  actions: Action[];
  then: (r: Resolution) => unknown;
  expected: unknown;
  rules: string[];
}

const obj = (r: Resolution, id: string) => r.final.objects.find((o) => o.id === id);
const player = (r: Resolution, id: string) => r.final.players.find((p) => p.id === id)!;
const board = (...specs: CardSpec[]) => state(specs);
const seed = (spec: CardSpec): Characteristics => printed(spec);

const rows: EventRow[] = [
  {
    name: 'GIVEN a 2/3 WHEN dealt 2 damage THEN 2 damage is marked (120.3e)',
    given: board({ id: 'c', pt: [2, 3] }),
    actions: [{ kind: 'damage', source: null, target: 'c', amount: 2 }],
    then: (r) => obj(r, 'c')?.damage,
    expected: 2,
    rules: ['120.3', '120.3e'],
  },
  {
    name: 'GIVEN a player WHEN dealt 3 damage THEN loses 3 life (120.3a)',
    given: board(),
    actions: [{ kind: 'damage', source: null, target: 'B', amount: 3 }],
    then: (r) => player(r, 'B').life,
    expected: 17,
    rules: ['120.3a'],
  },
  {
    name: 'GIVEN a source with infect WHEN it deals 2 to a player THEN 2 poison, no life loss (120.3b)',
    given: board({ id: 'src', keywords: ['infect'] }),
    actions: [{ kind: 'damage', source: 'src', target: 'B', amount: 2 }],
    then: (r) => [player(r, 'B').life, player(r, 'B').poison],
    expected: [20, 2],
    rules: ['120.3b'],
  },
  {
    name: 'GIVEN a source with wither WHEN it deals 2 to a 3/3 THEN two -1/-1 counters, no damage (120.3d)',
    given: board({ id: 'src', keywords: ['wither'] }, { id: 'c', pt: [3, 3] }),
    actions: [{ kind: 'damage', source: 'src', target: 'c', amount: 2 }],
    then: (r) => [obj(r, 'c')?.counters['-1/-1'], obj(r, 'c')?.damage],
    expected: [2, 0],
    rules: ['120.3d', '122.1'],
  },
  {
    name: 'GIVEN a planeswalker with 5 loyalty WHEN dealt 2 damage THEN 3 loyalty counters (120.3c)',
    given: board({ id: 'pw', types: ['Planeswalker'], pt: null, loyalty: 5 }),
    actions: [{ kind: 'damage', source: null, target: 'pw', amount: 2 }],
    then: (r) => r.computed.find((c) => c.id === 'pw')?.loyalty,
    expected: 3,
    rules: ['120.3c'],
  },
  {
    name: 'GIVEN a battle with 4 defense WHEN dealt 1 damage THEN 3 defense counters (120.3h)',
    given: board({ id: 'bt', types: ['Battle'], pt: null, defense: 4 }),
    actions: [{ kind: 'damage', source: null, target: 'bt', amount: 1 }],
    then: (r) => r.computed.find((c) => c.id === 'bt')?.defense,
    expected: 3,
    rules: ['120.3h'],
  },
  {
    name: 'GIVEN a lifelink source WHEN it deals 3 THEN its controller gains 3 (120.3f, 702.15b)',
    given: board({ id: 'src', keywords: ['lifelink'], controller: 'A' }),
    actions: [{ kind: 'damage', source: 'src', target: 'B', amount: 3 }],
    then: (r) => [player(r, 'A').life, player(r, 'B').life],
    expected: [23, 17],
    rules: ['120.3f', '702.15b'],
  },
  {
    name: 'GIVEN a creature with toxic 2 WHEN it deals combat damage to a player THEN 2 poison as well (120.3g)',
    given: board({ id: 'src', keywords: ['toxic 2'] }),
    actions: [{ kind: 'damage', source: 'src', target: 'B', amount: 1, combat: true }],
    then: (r) => [player(r, 'B').life, player(r, 'B').poison],
    expected: [19, 2],
    rules: ['120.3g', '702.164c'],
  },
  {
    name: 'GIVEN protection from red WHEN a red source deals damage THEN it is prevented (702.16e)',
    given: board({ id: 'src', colors: ['R'] }, { id: 'c', keywords: ['protection red'] }),
    actions: [{ kind: 'damage', source: 'src', target: 'c', amount: 3 }],
    then: (r) => obj(r, 'c')?.damage,
    expected: 0,
    rules: ['702.16e'],
  },
  {
    name: 'GIVEN 0 damage THEN no damage is dealt (120.8)',
    given: board({ id: 'c' }),
    actions: [{ kind: 'damage', source: null, target: 'c', amount: 0 }],
    then: (r) => keys(r.trace).includes('event.damage'),
    expected: false,
    rules: ['120.8'],
  },
  {
    name: 'GIVEN a noncreature artifact WHEN dealt damage THEN nothing happens (120.1)',
    given: board({ id: 'a', types: ['Artifact'], pt: null }),
    actions: [{ kind: 'damage', source: null, target: 'a', amount: 2 }],
    then: (r) => obj(r, 'a')?.damage,
    expected: 0,
    rules: ['120.1'],
  },
  {
    name: 'GIVEN a player WHEN they lose 5 life THEN 15 (119.3)',
    given: board(),
    actions: [{ kind: 'life', player: 'A', amount: -5 }],
    then: (r) => player(r, 'A').life,
    expected: 15,
    rules: ['119.3'],
  },
  {
    name: 'GIVEN a creature WHEN two +1/+1 counters are put on it THEN it has them with a new timestamp (122.1, 613.7c)',
    given: board({ id: 'c' }),
    actions: [{ kind: 'add-counters', target: 'c', counter: '+1/+1', amount: 2 }],
    then: (r) => [obj(r, 'c')?.counters['+1/+1'], typeof obj(r, 'c')?.counterTimestamps?.['+1/+1']],
    expected: [2, 'number'],
    rules: ['122.1', '613.7c'],
  },
  {
    name: 'GIVEN a creature with one counter WHEN three are removed THEN it has none (only what is there is removed)',
    given: board({ id: 'c', counters: { charge: 1 } }),
    actions: [{ kind: 'remove-counters', target: 'c', counter: 'charge', amount: 3 }],
    then: (r) => obj(r, 'c')?.counters,
    expected: {},
    rules: ['122.1'],
  },
  {
    name: 'GIVEN a player WHEN given poison counters THEN their poison count rises',
    given: board(),
    actions: [{ kind: 'add-counters', target: 'B', counter: 'poison', amount: 3 }],
    then: (r) => player(r, 'B').poison,
    expected: 3,
    rules: ['122.1'],
  },
  {
    name: 'GIVEN an untapped permanent WHEN tapped THEN tapped (701.26a)',
    given: board({ id: 'c' }),
    actions: [{ kind: 'tap', object: 'c' }],
    then: (r) => obj(r, 'c')?.tapped,
    expected: true,
    rules: ['701.26a'],
  },
  {
    name: 'GIVEN a tapped permanent WHEN tapped again THEN nothing happens (701.26a)',
    given: board({ id: 'c', tapped: true }),
    actions: [{ kind: 'tap', object: 'c' }],
    then: (r) => keys(r.trace).includes('event.tapped'),
    expected: false,
    rules: ['701.26a'],
  },
  {
    name: 'GIVEN an Equipment WHEN attached to a creature THEN attached, with a new timestamp (701.3a, 613.7e)',
    given: board({ id: 'c', timestamp: 1 }, { id: 'eq', types: ['Artifact'], subtypes: ['Equipment'], timestamp: 2 }),
    actions: [{ kind: 'attach', object: 'eq', to: 'c' }],
    then: (r) => [obj(r, 'eq')?.attachedTo, (obj(r, 'eq')?.timestamp ?? 0) > 2],
    expected: ['c', true],
    rules: ['701.3a', '613.7e', '701.3c'],
  },
  {
    name: 'GIVEN an Equipment WHEN attached to a land THEN it does not move (701.3b, 301.5)',
    given: board({ id: 'l', types: ['Land'], pt: null }, { id: 'eq', types: ['Artifact'], subtypes: ['Equipment'] }),
    actions: [{ kind: 'attach', object: 'eq', to: 'l' }],
    then: (r) => obj(r, 'eq')?.attachedTo,
    expected: null,
    rules: ['701.3b', '301.5'],
  },
  {
    name: 'GIVEN a creature WHEN "attached" to another THEN nothing happens (701.3b)',
    given: board({ id: 'a' }, { id: 'b' }),
    actions: [{ kind: 'attach', object: 'a', to: 'b' }],
    then: (r) => obj(r, 'a')?.attachedTo,
    expected: null,
    rules: ['701.3b'],
  },
  {
    name: 'GIVEN an attached Equipment WHEN unattached THEN it stays on the battlefield (701.3d)',
    given: board({ id: 'c' }, { id: 'eq', types: ['Artifact'], subtypes: ['Equipment'], attachedTo: 'c' }),
    actions: [{ kind: 'unattach', object: 'eq' }],
    then: (r) => [obj(r, 'eq')?.attachedTo, obj(r, 'eq')?.zone],
    expected: [null, 'battlefield'],
    rules: ['701.3d'],
  },
  {
    name: 'GIVEN a create action THEN a summoning-sick token owned by its creator (111.1, 111.2)',
    given: board(),
    actions: [{ kind: 'create', object: { id: 't', controller: 'B', printed: seed({ id: 'Goblin', colors: ['R'], pt: [1, 1] }) } }],
    then: (r) => [obj(r, 't')?.owner, obj(r, 't')?.isToken, obj(r, 't')?.summoningSick],
    expected: ['B', true, true],
    rules: ['111.1', '111.2', '613.7d'],
  },
  {
    name: 'GIVEN a planeswalker created THEN it enters with its loyalty counters (306.5b)',
    given: board(),
    actions: [{ kind: 'create', object: { id: 'pw', controller: 'A', isToken: false, printed: seed({ id: 'Jace', types: ['Planeswalker'], pt: null, loyalty: 3 }) } }],
    then: (r) => obj(r, 'pw')?.counters['loyalty'],
    expected: 3,
    rules: ['613.7d'],
  },
  {
    name: 'GIVEN an Aura token created attached to an illegal object THEN it is not created (303.4i)',
    given: board({ id: 'l', types: ['Land'], pt: null }),
    actions: [{ kind: 'create', object: { id: 'role', controller: 'A', attachedTo: 'l', printed: seed({ id: 'Monster', types: ['Enchantment'], subtypes: ['Aura', 'Role'], keywords: ['enchant creature'], pt: null }) } }],
    then: (r) => obj(r, 'role'),
    expected: undefined,
    rules: ['303.4i'],
  },
];

describe('events', () => {
  it.each(rows.map((r) => [r.name, r] as const))('%s', (_n, row) => {
    const r = resolve(row.given, row.actions);
    expect(r.ok, JSON.stringify(r.error)).toBe(true);
    expect(row.then(r)).toEqual(row.expected);
    const c = cited(r.trace);
    for (const rule of row.rules) expect(c.has(rule), `cites ${rule}`).toBe(true);
  });

  it('GIVEN a deathtouch source WHEN it deals 1 damage to a 5/5 THEN it is destroyed at the next check (702.2b, 704.5h)', () => {
    const r = resolve(board({ id: 'snake', keywords: ['deathtouch'], pt: [1, 1] }, { id: 'c', pt: [5, 5] }), [{ kind: 'damage', source: 'snake', target: 'c', amount: 1 }]);
    expect(r.final.objects.find((o) => o.id.startsWith('c'))?.zone).toBe('graveyard');
    expect(cited(r.trace).has('704.5h')).toBe(true);
    expect(r.final.objects.every((o) => !o.deathtouchDamage)).toBe(true);
  });

  it('GIVEN created objects THEN the label given is used; without one, the name; without a name, the id', () => {
    const unnamed = { ...seed({ id: 'x', pt: [1, 1] }), name: '' };
    const r = resolve(board(), [
      { kind: 'create', object: { id: 't1', controller: 'A', label: 'a 1/1 white Soldier token', printed: seed({ id: 'Soldier', colors: ['W'], pt: [1, 1] }) } },
      { kind: 'create', object: { id: 't2', controller: 'A', printed: seed({ id: 'Spirit', pt: [1, 1] }) } },
      { kind: 'create', object: { id: 't3', controller: 'A', printed: unnamed } },
    ]);
    expect(['t1', 't2', 't3'].map((id) => obj(r, id)?.label)).toEqual(['a 1/1 white Soldier token', 'Spirit', 't3']);
    expect(r.trace.filter((s) => s.key === 'event.created').map((s) => s.params['object'])).toEqual(['a 1/1 white Soldier token', 'Spirit', 't3']);
  });

  it('GIVEN an Aura created without what it enchants THEN the run stops: that is the player\'s choice (303.4f)', () => {
    const r = resolve(board({ id: 'c' }), [{ kind: 'create', object: { id: 'a', controller: 'A', printed: seed({ id: 'Aura', types: ['Enchantment'], subtypes: ['Aura'], pt: null }) } }]);
    expect(r.ok).toBe(false);
    expect(r.error).toMatchObject({ code: 'illegal_action', key: 'error.illegal-action', params: { reason: 'aura-needs-attachment', rule: '303.4f' }, action: 0 });
  });

  it('GIVEN protection from a quality the engine cannot read WHEN damage is dealt THEN it stops instead of guessing', () => {
    const r = resolve(board({ id: 'src', subtypes: ['Goblin'] }, { id: 'c', keywords: ['protection from the chosen player'] }), [{ kind: 'damage', source: 'src', target: 'c', amount: 1 }]);
    expect(r.ok).toBe(false);
    expect(r.error).toMatchObject({ code: 'unmodelled', key: 'error.unmodelled' });
  });

  it('GIVEN protection from a creature type (capitalised, 702.16a) WHEN a source of that type deals damage THEN it is prevented (702.16e)', () => {
    const r = resolve(board({ id: 'src', subtypes: ['Goblin'] }, { id: 'c', keywords: ['protection Goblins'] }), [{ kind: 'damage', source: 'src', target: 'c', amount: 1 }]);
    expect(r.ok).toBe(true);
    expect(r.trace.some((s) => s.rules.includes('702.16e'))).toBe(true);
  });
});

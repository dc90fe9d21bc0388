/**
 * State-based actions (704): each modelled one as a row — GIVEN a board and an action, THEN what
 * happened to each object and player, and the rules cited — plus simultaneity and repetition (704.3).
 */
import { describe, expect, it } from 'vitest';
import { resolve } from '../../src/engine/index.ts';
import type { Action, GameState, Resolution, StaticAbility } from '../../src/engine/types.ts';
import { cited, keys, state } from './helpers.ts';
import type { CardSpec } from './helpers.ts';

type Fate = 'battlefield' | 'graveyard' | 'exile' | 'hand' | 'gone' | { attachedTo: string | null };

interface SbaRow {
  name: string;
  given: GameState;
  actions: Action[];
  fates?: Record<string, Fate>;
  players?: Record<string, { life?: number; poison?: number; lost?: string | null }>;
  rules: string[];
  notRules?: string[];
}

function fate(r: Resolution, cardId: string, wanted: Fate): Fate {
  const o = r.final.objects.find((x) => x.id === cardId || x.id.startsWith(`${cardId}~`));
  if (!o) return 'gone';
  if (typeof wanted === 'object') return { attachedTo: o.attachedTo };
  return o.zone as Fate;
}

const aura = (id: string, to: string | null, extra: Partial<CardSpec> = {}): CardSpec => ({ id, types: ['Enchantment'], subtypes: ['Aura'], keywords: ['enchant creature'], pt: null, attachedTo: to, ...extra });
const equipment = (id: string, to: string | null, extra: Partial<CardSpec> = {}): CardSpec => ({ id, types: ['Artifact'], subtypes: ['Equipment'], pt: null, attachedTo: to, ...extra });
const legend = (id: string, timestamp: number, controller = 'A'): CardSpec => ({ id, name: 'Isamaru', supertypes: ['Legendary'], timestamp, controller });
const noop: Action[] = [];

const rows: SbaRow[] = [
  { name: 'GIVEN A at 3 life WHEN A loses 3 THEN A loses the game, B wins (704.5a, 104.2a)', given: state([]), actions: [{ kind: 'life', player: 'A', amount: -23 }], players: { A: { life: -3, lost: 'sba.zero-life' }, B: { lost: null } }, rules: ['704.5a', '104.2a'] },
  { name: 'GIVEN A with 9 poison WHEN one more THEN A loses (704.5c)', given: state([]), actions: [{ kind: 'add-counters', target: 'A', counter: 'poison', amount: 10 }], players: { A: { poison: 10, lost: 'sba.poison' } }, rules: ['704.5c'] },
  {
    name: 'GIVEN A at 0 life with 10 poison counters at once THEN one loss, told with both conditions (704.5a, 704.5c, 704.3)',
    given: ((g) => ({ ...g, players: g.players.map((p) => (p.id === 'A' ? { ...p, life: 0, poison: 10 } : p)) }))(state([])),
    actions: noop,
    players: { A: { life: 0, poison: 10, lost: 'sba.zero-life' }, B: { lost: null } },
    rules: ['704.5a', '704.5c'],
  },
  { name: 'GIVEN A with 8 poison WHEN one more THEN 9, no loss (704.5c boundary)', given: state([]), actions: [{ kind: 'add-counters', target: 'A', counter: 'poison', amount: 9 }], players: { A: { poison: 9, lost: null } }, rules: [], notRules: ['704.5c'] },
  { name: 'GIVEN a token in a graveyard THEN it ceases to exist at the first check (704.5d)', given: state([{ id: 't', token: true, zone: 'graveyard' }]), actions: noop, fates: { t: 'gone' }, rules: ['704.5d'] },
  { name: 'GIVEN a copy of a card in exile THEN it ceases to exist (704.5e)', given: state([{ id: 'cp', copy: true, zone: 'exile' }]), actions: noop, fates: { cp: 'gone' }, rules: ['704.5e'] },
  { name: 'GIVEN a copy of a card on the battlefield THEN it stays (704.5e)', given: state([{ id: 'cp', copy: true }]), actions: noop, fates: { cp: 'battlefield' }, rules: [], notRules: ['704.5e'] },
  {
    name: 'GIVEN an indestructible 2/2 WHEN it gets -2/-2 THEN toughness 0 puts it into the graveyard anyway (704.5f is not destruction; the step names 702.12b as not stopping it)',
    given: state([{ id: 'c', keywords: ['indestructible'] }]),
    actions: [{ kind: 'apply-effect', effect: { text: '-2/-2', affects: { kind: 'objects', ids: ['c'] }, modifications: [{ kind: 'modify-pt', power: -2, toughness: -2 }] } }],
    fates: { c: 'graveyard' },
    rules: ['704.5f', '702.12b', '613.4c'],
    notRules: ['701.8b'],
  },
  {
    name: 'GIVEN a 2/2 without indestructible WHEN it gets -2/-2 THEN 704.5f alone is cited',
    given: state([{ id: 'c' }]),
    actions: [{ kind: 'apply-effect', effect: { text: '-2/-2', affects: { kind: 'objects', ids: ['c'] }, modifications: [{ kind: 'modify-pt', power: -2, toughness: -2 }] } }],
    fates: { c: 'graveyard' },
    rules: ['704.5f'],
    notRules: ['702.12b', '701.8b'],
  },
  // Damage to each player is one event (608.2f): both reach 0 before state-based actions look, and both lose (704.5a, 104.4a).
  {
    name: 'GIVEN both players at 1 life WHEN 1 damage is dealt to each player at once THEN both lose: a draw (608.2f, 704.5a, 104.4a)',
    given: ((g) => ({ ...g, players: g.players.map((p) => ({ ...p, life: 1 })) }))(state([])),
    actions: [{ kind: 'damage', source: null, target: 'A', also: ['B'], amount: 1 }],
    players: { A: { life: 0, lost: 'sba.zero-life' }, B: { life: 0, lost: 'sba.zero-life' } },
    rules: ['608.2f', '704.5a', '104.4a'],
  },
  {
    name: 'GIVEN A at 1 and B at 3 WHEN 2 damage is dealt to each player at once THEN only A loses (608.2f, 704.5a, 104.2a)',
    given: ((g) => ({ ...g, players: g.players.map((p) => ({ ...p, life: p.id === 'A' ? 1 : 3 })) }))(state([])),
    actions: [{ kind: 'damage', source: null, target: 'A', also: ['B'], amount: 2 }],
    players: { A: { life: -1, lost: 'sba.zero-life' }, B: { life: 1, lost: null } },
    rules: ['608.2f', '704.5a', '104.2a'],
    notRules: ['104.4a'],
  },
  { name: 'GIVEN a 2/2 WHEN dealt 2 damage THEN destroyed (704.5g)', given: state([{ id: 'c' }]), actions: [{ kind: 'damage', source: null, target: 'c', amount: 2 }], fates: { c: 'graveyard' }, rules: ['704.5g', '701.8b'] },
  { name: 'GIVEN a 2/3 WHEN dealt 2 damage THEN it survives (704.5g boundary)', given: state([{ id: 'c', pt: [2, 3] }]), actions: [{ kind: 'damage', source: null, target: 'c', amount: 2 }], fates: { c: 'battlefield' }, rules: [], notRules: ['704.5g'] },
  { name: 'GIVEN an indestructible 3/3 WHEN dealt 5 damage THEN not destroyed (702.12b)', given: state([{ id: 'c', pt: [3, 3], keywords: ['indestructible'] }]), actions: [{ kind: 'damage', source: null, target: 'c', amount: 5 }], fates: { c: 'battlefield' }, rules: ['702.12b', '704.5g'] },
  { name: 'GIVEN a deathtouch source WHEN it deals 1 to an indestructible creature THEN not destroyed (702.12b, 704.5h)', given: state([{ id: 'dt', keywords: ['deathtouch'] }, { id: 'c', pt: [5, 5], keywords: ['indestructible'] }]), actions: [{ kind: 'damage', source: 'dt', target: 'c', amount: 1 }], fates: { c: 'battlefield' }, rules: ['702.12b', '704.5h'] },
  { name: 'GIVEN a 4 loyalty planeswalker WHEN dealt 4 THEN 0 loyalty: graveyard (704.5i, 120.3c)', given: state([{ id: 'pw', types: ['Planeswalker'], pt: null, loyalty: 4, owner: 'B', controller: 'B' }]), actions: [{ kind: 'damage', source: null, target: 'pw', amount: 4 }], fates: { pw: 'graveyard' }, rules: ['704.5i', '120.3c'] },
  { name: 'GIVEN two legendary Isamaru under A THEN the newer one is kept by the default policy (704.5j)', given: state([legend('old', 1), legend('new', 2)]), actions: noop, fates: { old: 'graveyard', new: 'battlefield' }, rules: ['704.5j'] },
  { name: 'GIVEN one Isamaru each under A and B THEN both stay, the trace saying why (704.5j: same controller only)', given: state([legend('a', 1, 'A'), legend('b', 2, 'B')]), actions: noop, fates: { a: 'battlefield', b: 'battlefield' }, rules: ['704.5j'] },
  {
    name: 'GIVEN an Aura enchanting a creature WHEN the creature stops being a creature THEN the Aura goes to the graveyard (704.5m)',
    given: state([{ id: 'c' }, aura('a', 'c')]),
    actions: [{ kind: 'apply-effect', effect: { text: 'becomes an artifact', affects: { kind: 'objects', ids: ['c'] }, modifications: [{ kind: 'set-types', types: ['Artifact'] }] } }],
    fates: { a: 'graveyard', c: 'battlefield' },
    rules: ['704.5m', '303.4c'],
  },
  {
    name: 'GIVEN a white Aura on a creature WHEN the creature gains protection from white THEN the Aura goes (702.16c, 704.5m)',
    given: state([{ id: 'c' }, aura('a', 'c', { colors: ['W'] })]),
    actions: [{ kind: 'apply-effect', effect: { text: 'protection from white', affects: { kind: 'objects', ids: ['c'] }, modifications: [{ kind: 'add-keywords', keywords: [{ keyword: 'protection', param: 'white' }] }] } }],
    fates: { a: 'graveyard' },
    rules: ['704.5m', '702.16c'],
  },
  { name: 'GIVEN an Aura attached to nothing THEN it goes to the graveyard (704.5m)', given: state([aura('a', null)]), actions: noop, fates: { a: 'graveyard' }, rules: ['704.5m'] },
  {
    name: 'GIVEN an Equipment on a creature WHEN the creature becomes a noncreature artifact THEN the Equipment is unattached and stays (704.5n)',
    given: state([{ id: 'c' }, equipment('eq', 'c')]),
    actions: [{ kind: 'apply-effect', effect: { text: 'becomes an artifact', affects: { kind: 'objects', ids: ['c'] }, modifications: [{ kind: 'set-types', types: ['Artifact'] }] } }],
    fates: { eq: { attachedTo: null }, c: 'battlefield' },
    rules: ['704.5n', '301.5'],
  },
  { name: 'GIVEN an Equipment attached to a player THEN it becomes unattached (704.5n)', given: state([equipment('eq', 'B')]), actions: noop, fates: { eq: { attachedTo: null } }, rules: ['704.5n'] },
  { name: 'GIVEN a creature attached to a creature THEN it becomes unattached (704.5p)', given: state([{ id: 'c' }, { id: 'd', attachedTo: 'c' }]), actions: noop, fates: { d: { attachedTo: null } }, rules: ['704.5p'] },
  { name: 'GIVEN two +1/+1 and three -1/-1 counters THEN two of each are removed (704.5q)', given: state([{ id: 'c', pt: [3, 3], counters: { '+1/+1': 2, '-1/-1': 3 } }]), actions: noop, fates: { c: 'battlefield' }, rules: ['704.5q'] },
  { name: 'GIVEN a non-Siege battle WHEN its last defense counter is removed THEN graveyard (704.5w)', given: state([{ id: 'bt', types: ['Battle'], pt: null, defense: 2 }]), actions: [{ kind: 'damage', source: null, target: 'bt', amount: 2 }], fates: { bt: 'graveyard' }, rules: ['704.5w', '120.3h'] },
  {
    name: 'GIVEN two Roles A controls on one creature THEN only the newest stays (704.5z)',
    given: state([{ id: 'c' }, aura('r1', 'c', { subtypes: ['Aura', 'Role'], timestamp: 2 }), aura('r2', 'c', { subtypes: ['Aura', 'Role'], timestamp: 3 })]),
    actions: noop,
    fates: { r1: 'graveyard', r2: 'battlefield' },
    rules: ['704.5z'],
  },
];

describe('state-based actions (704)', () => {
  it.each(rows.map((r) => [r.name, r] as const))('%s', (_n, row) => {
    const r = resolve(row.given, row.actions);
    expect(r.ok, JSON.stringify(r.error)).toBe(true);
    for (const [id, wanted] of Object.entries(row.fates ?? {})) expect(fate(r, id, wanted), id).toEqual(wanted);
    for (const [id, p] of Object.entries(row.players ?? {})) expect(r.final.players.find((x) => x.id === id)).toMatchObject(p);
    const c = cited(r.trace);
    for (const rule of row.rules) expect(c.has(rule), `cites ${rule}`).toBe(true);
    for (const rule of row.notRules ?? []) expect(c.has(rule), `does not cite ${rule}`).toBe(false);
  });

  it('GIVEN two creatures with lethal damage and an Aura on one THEN both die in one check, the Aura in the next (704.3)', () => {
    const r = resolve(state([{ id: 'a', damage: 0 }, { id: 'b' }, aura('x', 'a')]), [{ kind: 'damage', source: null, target: 'a', amount: 2 }]);
    const checks = r.trace.filter((s) => s.key === 'sba.check').map((s) => s.params['round']);
    expect(checks).toEqual([1, 2]);
    const r2 = resolve(state([{ id: 'a', damage: 2 }, { id: 'b', damage: 2 }, aura('x', 'a')]), []);
    const first = r2.trace.findIndex((s) => s.key === 'sba.check');
    const second = r2.trace.findIndex((s, i) => i > first && s.key === 'sba.check');
    const deaths = r2.trace.slice(first, second).filter((s) => s.key === 'sba.lethal-damage');
    expect(deaths.length).toBe(2);
    expect(r2.trace.slice(second).some((s) => s.key === 'sba.aura-illegal')).toBe(true);
  });

  it('GIVEN an indestructible creature with lethal damage and more actions THEN the survival is explained once', () => {
    const r = resolve(state([{ id: 'c', keywords: ['indestructible'] }]), [
      { kind: 'damage', source: null, target: 'c', amount: 5 },
      { kind: 'tap', object: 'c' },
      { kind: 'untap', object: 'c' },
    ]);
    expect(keys(r.trace).filter((k) => k === 'indestructible.survives').length).toBe(1);
  });

  it('GIVEN a creature that dies to a layer effect THEN the SBA step is preceded by its layer breakdown (why toughness is 0)', () => {
    const r = resolve(state([{ id: 'c' }]), [{ kind: 'apply-effect', effect: { text: 'Target creature gets -2/-2.', affects: { kind: 'objects', ids: ['c'] }, modifications: [{ kind: 'modify-pt', power: -2, toughness: -2 }] } }]);
    const i = r.trace.findIndex((s) => s.key === 'sba.zero-toughness');
    expect(r.trace.slice(0, i).map((s) => s.key)).toEqual(expect.arrayContaining(['layer.breakdown', 'layer.applied']));
  });

  it('GIVEN a legend rule THEN the step says the controller chooses and which default applied', () => {
    const r = resolve(state([legend('old', 1), legend('new', 2)]), []);
    expect(r.trace.find((s) => s.key === 'sba.legend-rule')?.params).toEqual({ name: 'Isamaru', controller: 'A', kept: 'Isamaru', removed: ['Isamaru'], policy: 'keep-newest' });
  });

  it('GIVEN the legend rule\'s choice given by recency (legendKeep) THEN that one is kept, past the oldest the oldest (704.5j)', () => {
    for (const [rank, kept] of [[0, 'c'], [1, 'b'], [2, 'a'], [9, 'a']] as const) {
      const r = resolve({ ...state([legend('a', 1), legend('b', 2), legend('c', 3)]), legendKeep: rank }, []);
      expect(r.final.objects.filter((o) => o.zone === 'battlefield').map((o) => o.id)).toEqual([kept]);
      expect(r.trace.find((s) => s.key === 'sba.legend-rule')?.params['policy']).toBe('chosen');
    }
  });

  it.each<[string, number | undefined, string, string[], boolean]>([
    ['untold: the newest kept by default', undefined, 'c', ['b', 'a'], false],
    ['told by recency: the middle one', 1, 'b', ['c', 'a'], true],
    ['told past the oldest: the oldest', 9, 'a', ['c', 'b'], true],
  ])('GIVEN three Isamaru, the legend rule %s THEN the run\'s choices record it by ids, told or not (704.5j, issue 13)', (_, rank, kept, removed, told) => {
    const r = resolve({ ...state([legend('a', 1), legend('b', 2), legend('c', 3)]), ...(rank === undefined ? {} : { legendKeep: rank }) }, []);
    expect(r.choices).toEqual([{ kind: 'legend-rule', name: 'Isamaru', controller: 'A', kept, removed, told, shown: { kept: 'Isamaru', removed: ['Isamaru', 'Isamaru'] } }]);
  });

  it('GIVEN one Isamaru each under A and B THEN no legend-rule choice is made (704.5j: one player\'s permanents)', () => {
    expect(resolve(state([legend('a', 1, 'A'), legend('b', 2, 'B')]), []).choices).toEqual([]);
  });

  it.each<[string, Partial<{ life: number; poison: number }>, string, string[]]>([
    ['0 life', { life: 0 }, 'zero-life', ['704.5a']],
    ['10 poison', { poison: 10 }, 'poison', ['704.5c']],
    ['0 life and 10 poison at once: named by the first', { life: 0, poison: 10 }, 'zero-life', ['704.5a']],
  ])('GIVEN A at %s THEN the player-lost event carries the reason and the rules that cite it (704.5, issue 13)', (_, at, reason, rules) => {
    const g = state([]);
    const r = resolve({ ...g, players: g.players.map((p) => (p.id === 'A' ? { ...p, ...at } : p)) }, []);
    expect(r.events.filter((e) => e.kind === 'player-lost')).toEqual([{ kind: 'player-lost', player: 'A', reason, rules }]);
  });

  it('GIVEN one player\'s legendary permanents of different names THEN none goes, the note saying why (704.5j looks at names)', () => {
    const r = resolve(state([legend('isamaru', 1), { ...legend('thalia', 2), name: 'Thalia' }, { ...legend('theirs', 3, 'B'), name: 'Thalia' }]), []);
    expect(r.final.objects.every((o) => o.zone === 'battlefield')).toBe(true);
    expect(r.trace.find((s) => s.key === 'sba.legend-names-differ')?.params).toEqual({ controller: 'A', objects: ['Isamaru', 'Thalia'] });
    // (B's one Thalia is no case of it: a player with one legendary permanent has no names to compare.)
    expect(r.trace.filter((s) => s.key === 'sba.legend-names-differ')).toHaveLength(1);
  });

  it('GIVEN a game that is over THEN later actions are not performed (104.2a)', () => {
    const r = resolve(state([{ id: 'c' }]), [{ kind: 'life', player: 'B', amount: -20 }, { kind: 'destroy', object: 'c' }]);
    expect(r.final.objects[0]!.zone).toBe('battlefield');
    expect(r.trace.at(-1)?.key).toBe('game.over');
  });

  it('GIVEN both players at 0 life at the same check THEN both lose: a draw (104.4a)', () => {
    const s = state([]);
    s.players[0]!.life = 0;
    s.players[1]!.life = 0;
    const r = resolve(s, []);
    expect(r.final.players.map((p) => p.lost)).toEqual(['sba.zero-life', 'sba.zero-life']);
    expect(r.trace.find((x) => x.key === 'game.over')).toMatchObject({ rules: ['104.4a'], params: { draw: true, winner: null } });
  });

  const stops: [string, GameState, string][] = [
    ['a Siege with defense 0 (its triggered ability is not modelled)', state([{ id: 's', types: ['Battle'], subtypes: ['Siege'], pt: null, defense: 0, counters: { defense: 0 } }]), '704.5v'],
    ['two world permanents (how long each has been "world")', state([{ id: 'w1', types: ['Enchantment'], supertypes: ['World'], pt: null }, { id: 'w2', types: ['Enchantment'], supertypes: ['World'], pt: null }]), '704.5k'],
    ['an Aura whose enchant ability the engine cannot read', state([{ id: 'c' }, aura('a', 'c', { keywords: ['enchant creature with power 2 or less'] })]), '702.5a'],
    ['a player losing a three-player game (800.4a)', (() => { const s = state([], [], ['A', 'B', 'C']); s.players[1]!.life = 0; return s; })(), '800.4a'],
  ];
  it.each(stops)('GIVEN %s THEN the run stops with an unmodelled error instead of guessing', (_n, given, rule) => {
    const r = resolve(given, []);
    expect(r.ok).toBe(false);
    expect(r.error).toMatchObject({ code: 'unmodelled', key: 'error.unmodelled', params: { rule } });
  });

  it('GIVEN an Aura that lost its enchant ability THEN nothing restricts what it enchants (702.5a): it stays', () => {
    const mute: StaticAbility = { text: 'Enchantments lose all abilities.', affects: { kind: 'filter', types: ['Enchantment'] }, modifications: [{ kind: 'lose-all-abilities' }] };
    const r = resolve(state([{ id: 'c' }, aura('a', 'c'), { id: 'e', types: ['Artifact'], pt: null, statics: [mute] }]), []);
    expect(r.final.objects.find((o) => o.id === 'a')?.zone).toBe('battlefield');
  });
});

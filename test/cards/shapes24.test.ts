/**
 * Issue 14 (session 24): sentence shapes of popular cards, ranked by the top-2,000 cards they keep
 * from "full" (`coverage --json`), each with the engine support it needs.
 * - Costs to attack (508.1c, 508.1h-j): "Creatures can't attack you unless their controller pays {2}
 *   for each creature they control that's attacking you" (Propaganda, Ghostly Prison, Windborn Muse),
 *   "… you or planeswalkers you control unless their controller pays {1} for each of those creatures"
 *   (Baird, Archon of Absolution): a cast static attack-tax; the engine adds up the cost once the
 *   attackers are chosen and tapped, and it is paid from the pool or the board, or the declaration is
 *   illegal. A creature that must attack needn't pay (508.1d).
 * - "Your opponents can't cast [noncreature] spells this turn" (Silence, Ranger-Captain of Eos,
 *   Permission Denied): a prohibition (101.2) a resolved spell or ability makes for the rest of the
 *   turn (611.2a), ended in the cleanup step (514.2).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';
import { runScenarioWithCards } from '../../src/scenario/run.ts';
import { compileCard } from '../../src/cards/compile/index.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const TAX_YOU = { kind: 'attack-tax', who: 'opponents', generic: 2 };
const ROWS: [string, Record<string, unknown>][] = [
  // 508.1h: {2} for each creature attacking its controller (not their planeswalkers).
  ['Propaganda', { castStatics: [TAX_YOU] }],
  ['Ghostly Prison', { castStatics: [TAX_YOU] }],
  ['Windborn Muse', { keywords: [{ keyword: 'flying' }], castStatics: [TAX_YOU] }],
  // "you or planeswalkers you control … for each of those creatures": {1} each, planeswalkers too.
  ['Baird, Steward of Argive', { keywords: [{ keyword: 'vigilance' }], castStatics: [{ kind: 'attack-tax', who: 'opponents', generic: 1, planeswalkers: true }] }],
  ['Archon of Absolution', { castStatics: [{ kind: 'attack-tax', who: 'opponents', generic: 1, planeswalkers: true }] }],
  // 101.2, 611.2a: until the turn ends.
  ['Silence', { spell: { effects: [{ kind: 'cant-cast-this-turn', who: 'opponents' }] } }],
  ['Ranger-Captain of Eos', { activated: [{ sacrificeSelf: true, effects: [{ kind: 'cant-cast-this-turn', who: 'opponents', notTypes: ['Creature'] }] }] }],
  ['Permission Denied', { spell: { effects: [{ kind: 'counter' }, { kind: 'cant-cast-this-turn', who: 'opponents', notTypes: ['Creature'] }] } }],
];

/** The sentence is read though another line of the card isn't (cumulative upkeep). */
const READ_IN: [string, string, Record<string, unknown>][] = [
  ['Elephant Grass', "Nonblack creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you.", { castStatics: [{ kind: 'attack-tax', generic: 2, filter: { notColors: ['B'] } }] }],
];

/** Near misses: a cost that isn't generic mana, a count, a condition. */
const UNMODELLED: [string, string][] = [
  ['Sphere of Safety', "Creatures can't attack you or planeswalkers you control unless their controller pays {X} for each of those creatures, where X is the number of enchantments you control."],
  ["Norn's Annex", "Creatures can't attack you or planeswalkers you control unless their controller pays {W/P} for each of those creatures."],
  ['Archangel of Tithes', "As long as this creature is untapped, creatures can't attack you or planeswalkers you control unless their controller pays {1} for each of those creatures."],
  // A target player: not read (only the controller's opponents, or every player).
  ["Orim's Chant", "Target player can't cast spells this turn."],
  ['Collective Restraint', "Creatures can't attack you unless their controller pays {X} for each creature they control that's attacking you, where X is the number of basic land types among lands you control."],
];

const EXTRA = ['Lightning Bolt', 'Grizzly Bears', 'Hill Giant', 'Forest', 'Llanowar Elves', 'Jace Beleren', 'Juggernaut'];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...READ_IN.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), ...EXTRA]);
}, 120_000);

describe('session-24 shapes in real cards, compiled', () => {
  compiledShapes(ROWS, UNMODELLED, () => cards);
  it.each(READ_IN)('%s: “%s” is read', (name, sentence, shape) => {
    const c = compileCard(cards.get(name)!);
    expect(c.object).toMatchObject(shape);
    expect(c.unmodelled).not.toContain(sentence);
  });
});

describe('session-24 costs to attack through the engine (508.1h-j)', () => {
  const { run, resolver } = cardScenarios(() => cards);
  const cost = (r: ScenarioRun) => r.resolution.trace.find((x) => x.key === 'combat.attack-cost');
  const life = (r: ScenarioRun, p: string) => r.resolution.final.players.find((x) => x.id === p)!.life;
  const board = (tax: string, mine: string[], extra: Record<string, unknown> = {}) => ({
    ...extra,
    objects: [{ id: 'tax', card: tax, zone: 'battlefield', controller: 'B' }, ...mine.map((card, i) => ({ id: `m${i}`, card, zone: 'battlefield' }))],
  });
  const attack = (ids: string[]) => [{ kind: 'declare-attackers', attackers: ids.map((object) => ({ object })) }, { kind: 'declare-blockers', blockers: [] }, { kind: 'combat-damage', all: true }];

  it('GIVEN Ghostly Prison and {4} in the pool WHEN two creatures attack THEN {4} is paid and both deal damage (508.1h, 508.1j)', async () => {
    const r = await run({ ...board('Ghostly Prison', ['Grizzly Bears', 'Hill Giant']), players: [{ id: 'A', manaPool: '{G}{G}{G}{G}' }, { id: 'B' }], actions: attack(['m0', 'm1']) });
    expect(cost(r)).toMatchObject({ rules: ['508.1h', '508.1j'], params: { cost: '{4}', paid: '{G}{G}{G}{G}', assumed: false } });
    expect(life(r, 'B')).toBe(15);
    expect(r.resolution.final.players.find((x) => x.id === 'A')).toMatchObject({ life: 20 });
  });

  it('GIVEN Propaganda and {3} in the pool WHEN two creatures attack THEN the declaration is illegal: {4} can’t be paid in full (508.1j)', async () => {
    const r = await runScenarioWithCards({ ...board('Propaganda', ['Grizzly Bears', 'Hill Giant']), players: [{ id: 'A', manaPool: '{G}{G}{G}' }, { id: 'B' }], actions: attack(['m0', 'm1']) }, resolver);
    expect(r.ok).toBe(false);
    expect(r.ok ? null : r.error).toMatchObject({ error: { code: 'illegal_action', key: 'combat.cant-attack.cost-unpaid', params: { cost: '{4}', available: '{G}{G}{G}' } } });
  });

  it('GIVEN Propaganda and two Forests (mana from the board) WHEN one creature attacks THEN both Forests are tapped for it (508.1i)', async () => {
    const r = await run({ ...board('Propaganda', ['Grizzly Bears', 'Forest', 'Forest']), players: [{ id: 'A', payFromBoard: true }, { id: 'B' }], actions: attack(['m0']) });
    expect(cost(r)).toMatchObject({ rules: ['508.1h', '508.1i', '508.1j'], params: { cost: '{2}', assumed: false } });
    expect(r.resolution.final.objects.filter((o) => o.printed.name === 'Forest').every((o) => o.tapped)).toBe(true);
    expect(life(r, 'B')).toBe(18);
  });

  it('GIVEN Propaganda and Llanowar Elves as the only mana WHEN the Elves attack THEN attacking tapped them: they can’t pay (508.1f before 508.1i)', async () => {
    const r = await runScenarioWithCards({ ...board('Propaganda', ['Llanowar Elves', 'Forest']), players: [{ id: 'A', payFromBoard: true }, { id: 'B' }], actions: attack(['m0']) }, resolver);
    expect(r.ok ? null : r.error).toMatchObject({ error: { key: 'combat.cant-attack.cost-unpaid' } });
  });

  it('GIVEN Propaganda WHEN a creature attacks the opponent’s planeswalker THEN nothing is paid; under Baird it costs {1}', async () => {
    const walker = (tax: string) => ({ ...board(tax, ['Grizzly Bears']), players: [{ id: 'A', manaPool: '{G}' }, { id: 'B' }] });
    const objects = (tax: string) => [...walker(tax).objects, { id: 'jb', card: 'Jace Beleren', zone: 'battlefield', controller: 'B' }];
    const act = [{ kind: 'declare-attackers', attackers: [{ object: 'm0', target: 'jb' }] }];
    const p = await run({ ...walker('Propaganda'), objects: objects('Propaganda'), actions: act });
    expect(cost(p)).toBeUndefined();
    const b = await run({ ...walker('Baird, Steward of Argive'), objects: objects('Baird, Steward of Argive'), actions: act });
    expect(cost(b)).toMatchObject({ params: { cost: '{1}' } });
  });

  it('GIVEN Propaganda and no mana told WHEN a creature attacks THEN the cost is taken as paid, and the step says so', async () => {
    const r = await run({ ...board('Propaganda', ['Grizzly Bears']), actions: attack(['m0']) });
    expect(cost(r)).toMatchObject({ params: { cost: '{2}', assumed: true } });
    expect(life(r, 'B')).toBe(18);
  });

  it('GIVEN Ghostly Prison and Juggernaut (attacks each combat if able) with no mana WHEN no creature is declared THEN that is legal (508.1d: the cost needn’t be paid); without the Prison it is not', async () => {
    const none = [{ kind: 'declare-attackers', attackers: [] }];
    const ok = await run({ ...board('Ghostly Prison', ['Juggernaut']), players: [{ id: 'A', manaPool: '{G}' }, { id: 'B' }], actions: none });
    expect(ok.resolution.error).toBeUndefined();
    const bad = await runScenarioWithCards({ objects: [{ id: 'j', card: 'Juggernaut', zone: 'battlefield' }], actions: none }, resolver);
    expect(bad.ok ? null : bad.error).toMatchObject({ error: { key: 'combat.must-attack' } });
  });
});

describe('session-24 “can’t cast spells this turn” through the engine (101.2, 611.2a, 514.2)', () => {
  const { run } = cardScenarios(() => cards);
  const rewound = (r: ScenarioRun) => r.resolution.trace.find((x) => x.key === 'cast.rewound')?.params;
  const zone = (r: ScenarioRun, name: string) => r.resolution.final.objects.find((o) => o.printed.name === name)?.zone;
  const silence = (after: Record<string, unknown>[]) => ({
    objects: [{ id: 's', card: 'Silence', zone: 'hand' }, { id: 'lb', card: 'Lightning Bolt', zone: 'hand', controller: 'B' }, { id: 'gb', card: 'Grizzly Bears', zone: 'battlefield' }],
    actions: [{ kind: 'cast', object: 's' }, { kind: 'resolve' }, ...after, { kind: 'cast', object: 'lb', player: 'B', targets: { any: ['gb'] } }, { kind: 'resolve', all: true }],
  });

  it('GIVEN Silence resolved WHEN the opponent casts Lightning Bolt THEN it can’t be cast (101.2); the Bears live', async () => {
    const r = await run(silence([{ kind: 'pass' }]));
    expect(r.resolution.trace.find((x) => x.key === 'resolve.cant-cast')).toMatchObject({ rules: ['101.2', '611.2a'], params: { player: 'A', all: false } });
    expect(rewound(r)).toMatchObject({ reason: 'cant', rule: '101.2' });
    expect(zone(r, 'Grizzly Bears')).toBe('battlefield');
  });

  it('GIVEN Silence resolved WHEN the turn ends and the opponent casts Bolt on their turn THEN it resolves (514.2)', async () => {
    const r = await run(silence([{ kind: 'end-turn' }, { kind: 'pass' }]));
    expect(rewound(r), JSON.stringify(rewound(r))).toBeUndefined();
    expect(zone(r, 'Grizzly Bears')).toBe('graveyard');
  });

  it('GIVEN Ranger-Captain of Eos sacrificed during the opponent’s turn WHEN they cast Grizzly Bears THEN it is cast; Lightning Bolt is not (noncreature spells only)', async () => {
    const objects = [{ id: 'rc', card: 'Ranger-Captain of Eos', zone: 'battlefield', controller: 'A' }, { id: 'gb', card: 'Grizzly Bears', zone: 'hand', controller: 'B' }, { id: 'lb', card: 'Lightning Bolt', zone: 'hand', controller: 'B' }];
    const sac = [{ kind: 'pass' }, { kind: 'activate', object: 'rc', player: 'A' }, { kind: 'resolve' }];
    const bears = await run({ activePlayer: 'B', objects, actions: [...sac, { kind: 'cast', object: 'gb', player: 'B' }, { kind: 'resolve' }] });
    expect(rewound(bears), JSON.stringify(rewound(bears))).toBeUndefined();
    expect(zone(bears, 'Grizzly Bears')).toBe('battlefield');
    const bolt = await run({ activePlayer: 'B', objects, actions: [...sac, { kind: 'cast', object: 'lb', player: 'B', targets: { any: ['A'] } }] });
    expect(rewound(bolt)).toMatchObject({ reason: 'cant' });
  });
});

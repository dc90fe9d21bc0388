/**
 * Issue 14 (session 38): keyword mechanics of the most-played cards, each modelled whole in its own
 * engine module (src/engine/keywords) and read by the card compiler with its parameter.
 * - Evolve (702.100a-d): a trigger of its own for each instance; the intervening "if" compares the
 *   creature that entered with the one with evolve, as it triggers (603.10) and as it resolves (608.2a).
 * - Improvise (702.126a-c): the cast names the artifacts (`improvise`); each pays one generic mana of
 *   the total cost once it is locked in (702.126b) and is tapped; the rest is paid with mana (601.2h).
 * Rows of real cards: how each compiles, then runs through the engine.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { compileCard } from '../../src/cards/compile/index.ts';
import { cardScenarios, loadRealCards } from './compile-helpers.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';

/** Cards whose keyword line compiles to the keyword the engine applies, with nothing else left unread. */
const FULL: [string, Record<string, unknown>][] = [
  // 702.100a: evolve.
  ['Gyre Sage', { keywords: [{ keyword: 'evolve' }] }],
  ['Cloudfin Raptor', { keywords: [{ keyword: 'flying' }, { keyword: 'evolve' }] }],
  // 702.126a: improvise.
  ['Organic Extinction', { keywords: [{ keyword: 'improvise' }], spell: { effects: [{ kind: 'destroy' }] } }],
];

/** The keyword is read while another sentence of the card isn't. */
const KEYWORD_READ: [string, string][] = [
  ['Fathom Mage', 'Evolve'],
  ['Pollywog Prodigy', 'Evolve'],
  ['Kappa Cannoneer', 'Improvise'],
  ['Whir of Invention', 'Improvise'],
];

const EXTRA = ['Grizzly Bears', 'Llanowar Elves', 'Hill Giant', 'Ornithopter', 'Wall of Wood', 'Sol Ring', 'Mind Stone', 'Lightning Bolt'];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...FULL.map((r) => r[0]), ...KEYWORD_READ.map((r) => r[0]), ...EXTRA]);
}, 120_000);

describe('session-38 keywords, compiled', () => {
  it.each(FULL)('%s is read whole', (name, shape) => {
    const c = compileCard(cards.get(name)!);
    expect(c.object).toMatchObject(shape);
    expect(c.unmodelled).toEqual([]);
  });
  it.each(KEYWORD_READ)('%s: %s is read', (name, line) => {
    const c = compileCard(cards.get(name)!);
    expect(c.modelled).toContain(line);
    expect(c.unmodelled).not.toContain(line);
  });
});

describe('evolve through the engine (702.100a-d)', () => {
  const { run } = cardScenarios(() => cards);
  const counters = (r: ScenarioRun, id: string) => r.resolution.final.objects.find((o) => o.id === id)?.counters['+1/+1'] ?? 0;
  const enters = (card: string, extra: Record<string, unknown> = {}) => ({
    objects: [{ id: 'gs', card: 'Gyre Sage' }, { id: 'new', card, zone: 'hand', ...extra }],
    actions: [{ kind: 'move', object: 'new', to: 'battlefield' }, { kind: 'resolve' }],
  });

  it.each([
    // Gyre Sage is 1/2: a 2/2 has greater power; a 0/2 flier nothing greater; a 0/3 greater toughness.
    ['Grizzly Bears (2/2: greater power)', 'Grizzly Bears', 1],
    ['Hill Giant (3/3: both greater)', 'Hill Giant', 1],
    ['Wall of Wood (0/3: greater toughness)', 'Wall of Wood', 1],
    ['Llanowar Elves (1/1: neither greater)', 'Llanowar Elves', 0],
    ['Ornithopter (0/2: neither greater)', 'Ornithopter', 0],
  ])('GIVEN Gyre Sage (1/2) WHEN %s enters under its controller THEN it evolves only if the entering creature is bigger (702.100a, 603.4)', async (_what, card, n) => {
    const r = await run(enters(card));
    expect(r.resolution.error).toBeUndefined();
    expect(counters(r, 'gs')).toBe(n);
    const triggered = r.resolution.trace.some((s) => s.key === 'trigger.triggers' && s.rules.includes('702.100a'));
    expect(triggered).toBe(n === 1);
  });

  it('GIVEN Gyre Sage WHEN a bigger creature enters under the opponent THEN nothing triggers ("a creature you control", 702.100a)', async () => {
    const r = await run(enters('Hill Giant', { controller: 'B', owner: 'B' }));
    expect(r.resolution.error).toBeUndefined();
    expect(counters(r, 'gs')).toBe(0);
    expect(r.resolution.trace.some((s) => s.rules.includes('702.100a'))).toBe(false);
  });

  it('GIVEN a described 1/1 with two instances of evolve WHEN a 2/2 enters THEN each triggers separately and it evolves twice (702.100d)', async () => {
    const r = await run({
      objects: [{ id: 'ev', name: 'Evolver', types: ['Creature'], power: 1, toughness: 1, keywords: [{ keyword: 'evolve' }, { keyword: 'evolve' }] }, { id: 'new', card: 'Grizzly Bears', zone: 'hand' }],
      actions: [{ kind: 'move', object: 'new', to: 'battlefield' }, { kind: 'resolve' }, { kind: 'resolve' }],
    });
    expect(r.resolution.error).toBeUndefined();
    // The first counter makes it 2/2: the second trigger's "if" is checked again as it resolves (608.2a) and is false.
    expect(counters(r, 'ev')).toBe(1);
    expect(r.resolution.trace.filter((s) => s.key === 'trigger.triggers' && s.rules.includes('702.100a'))).toHaveLength(2);
    expect(r.resolution.trace.find((s) => s.key === 'trigger.condition-false')?.params).toMatchObject({ stage: 'resolution' });
  });
});

describe('improvise through the engine (702.126a-b, 601.2h)', () => {
  const { run } = cardScenarios(() => cards);
  const rewound = (r: ScenarioRun) => r.resolution.trace.find((x) => x.key === 'cast.rewound')?.params;
  const zone = (r: ScenarioRun, name: string) => r.resolution.final.objects.find((o) => o.printed.name === name && o.owner === 'B')?.zone;
  // Organic Extinction costs {8}{W}{W}: "Destroy all nonartifact creatures."
  const extinction = (pool: string | undefined, improvise: string[], extra: Record<string, unknown>[] = []) => ({
    players: [{ id: 'A', ...(pool !== undefined ? { manaPool: pool } : {}) }, { id: 'B' }],
    objects: [{ id: 'oe', card: 'Organic Extinction', zone: 'hand' }, { id: 'orn', card: 'Ornithopter' }, { id: 'sr', card: 'Sol Ring' }, { id: 'ms', card: 'Mind Stone' }, { id: 'gb', card: 'Grizzly Bears', controller: 'B', owner: 'B' }, ...extra],
    actions: [{ kind: 'cast', object: 'oe', improvise }, { kind: 'resolve' }],
  });

  it('GIVEN three artifacts improvising Organic Extinction THEN they pay {3}, the pool {5}{W}{W}; the artifact creature survives, the Bears don’t', async () => {
    const r = await run(extinction('{W}{W}{C}{C}{C}{C}{C}', ['orn', 'sr', 'ms']));
    expect(rewound(r), JSON.stringify(rewound(r))).toBeUndefined();
    expect(r.resolution.trace.find((x) => x.key === 'cast.improvise')).toMatchObject({ rules: ['702.126a', '601.2h'], params: { rest: '{5}{W}{W}' } });
    const o = (id: string) => r.resolution.final.objects.find((x) => x.id === id)!;
    expect([o('orn').tapped, o('sr').tapped, o('ms').tapped]).toEqual([true, true, true]);
    expect(o('orn').zone).toBe('battlefield');
    expect(zone(r, 'Grizzly Bears')).toBe('graveyard');
  });

  it('GIVEN one mana short THEN the cast is rewound (601.2h)', async () => {
    const r = await run(extinction('{W}{W}{C}{C}{C}{C}', ['orn', 'sr', 'ms']));
    expect(rewound(r)).toMatchObject({ reason: 'cost-unpaid' });
    expect(zone(r, 'Grizzly Bears')).toBe('battlefield');
  });

  it.each([
    ['a creature that is no artifact', [{ id: 'gb2', card: 'Grizzly Bears' }], ['gb2'], 'improvise-artifact'],
    ['a tapped artifact', [{ id: 'tap', card: 'Sol Ring', tapped: true }], ['tap'], 'tapped'],
    ['the opponent’s artifact', [{ id: 'their', card: 'Sol Ring', controller: 'B', owner: 'B' }], ['their'], 'improvise-artifact'],
    ['the same artifact twice', [], ['sr'], 'improvise-artifact'],
  ])('GIVEN %s named to improvise THEN the cast is rewound (702.126a)', async (_what, extra, more, reason) => {
    const r = await run(extinction('{W}{W}{C}{C}{C}{C}{C}{C}{C}{C}', ['sr', ...more], extra));
    expect(rewound(r)).toMatchObject({ reason });
  });

  it('GIVEN more artifacts than the generic mana of the cost THEN the cast is rewound: an artifact can’t pay {W} (702.126a)', async () => {
    const more = Array.from({ length: 9 }, (_, i) => ({ id: `a${i}`, card: 'Sol Ring' }));
    const r = await run(extinction('{W}{W}', more.map((x) => x.id), more));
    expect(rewound(r)).toMatchObject({ reason: 'improvise-artifact' });
  });

  it('GIVEN {W}{W} and untapped artifacts the cast doesn’t say it taps THEN the run stops rather than say the cost can’t be paid (702.126a, 118.9)', async () => {
    const r = run({ ...extinction('{W}{W}', []), actions: [{ kind: 'cast', object: 'oe' }] });
    await expect(r).rejects.toThrow(/"cost-choice-open".*"improvise"/);
  });

    it('GIVEN Lightning Bolt (no improvise) WHEN an artifact is named to improvise it THEN it is rewound (702.126a)', async () => {
    const r = await run({ players: [{ id: 'A', manaPool: '{R}' }, { id: 'B' }], objects: [{ id: 'lb', card: 'Lightning Bolt', zone: 'hand' }, { id: 'sr', card: 'Sol Ring' }], actions: [{ kind: 'cast', object: 'lb', improvise: ['sr'], targets: { any: ['B'] } }] });
    expect(rewound(r)).toMatchObject({ reason: 'no-improvise', rule: '702.126a' });
  });
});

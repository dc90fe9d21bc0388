/**
 * Issue 14 (session 38): keyword mechanics of the most-played cards, each modelled whole in its own
 * engine module (src/engine/keywords) and read by the card compiler with its parameter.
 * - Evolve (702.100a-d): a trigger of its own for each instance; the intervening "if" compares the
 *   creature that entered with the one with evolve, as it triggers (603.10) and as it resolves (608.2a).
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
];

/** The keyword is read while another sentence of the card isn't. */
const KEYWORD_READ: [string, string][] = [
  ['Fathom Mage', 'Evolve'],
  ['Pollywog Prodigy', 'Evolve'],
];

const EXTRA = ['Grizzly Bears', 'Llanowar Elves', 'Hill Giant', 'Ornithopter', 'Wall of Wood'];

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

/**
 * Issue 14: "As an additional cost to cast this spell, discard a card." (118.8): a cost paid while
 * the spell is cast (601.2h) by discarding another card from its caster's hand (701.9a), which the
 * cast action's `discard` names. Unnamed, the choice is not assumed (the run stops as unmodelled);
 * a card that isn't another card in the caster's hand can't pay it (the cast is rewound, 601.2h).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { runScenarioWithCards } from '../../src/scenario/run.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const COST = 'As an additional cost to cast this spell, discard a card.';

const ROWS: [string, Record<string, unknown>][] = [
  ['Thrill of Possibility', { spell: { discardCost: { text: COST }, effects: [{ kind: 'draw', amount: 2 }] } }],
  ['Tormenting Voice', { spell: { discardCost: { text: COST }, effects: [{ kind: 'draw', amount: 2 }] } }],
  ['Big Score', { spell: { discardCost: { text: COST }, effects: [{ kind: 'draw', amount: 2 }, { kind: 'create' }, { kind: 'create' }] } }],
  ['Seize the Spoils', { spell: { discardCost: { text: COST }, effects: [{ kind: 'draw', amount: 2 }, { kind: 'create' }] } }],
];

/** Other discard costs: more than one card, or one of three costs (a choice of two is read: cost-choice40.test.ts). */
const UNMODELLED: [string, string][] = [
  ['Cathartic Reunion', 'As an additional cost to cast this spell, discard two cards.'],
  ['Dusk Mangler', 'As an additional cost to cast this spell, sacrifice a creature, discard a card, or pay 4 life.'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Grizzly Bears']);
}, 120_000);

describe('a spell\'s discard cost, compiled', () => compiledShapes(ROWS, UNMODELLED, () => cards));

describe('a spell\'s discard cost, through the engine (118.8, 601.2h, 701.9a)', () => {
  const scenarios = cardScenarios(() => cards);
  const base = (extra: Record<string, unknown>) => ({
    objects: [
      { id: 't', card: 'Thrill of Possibility', zone: 'hand' },
      { id: 'g', card: 'Grizzly Bears', zone: 'hand' },
      { id: 'g2', card: 'Grizzly Bears', zone: 'hand', controller: 'B' },
      { id: 'l1', name: 'Library Card', types: ['Land'], zone: 'library' },
      { id: 'l2', name: 'Library Card', types: ['Land'], zone: 'library' },
    ],
    actions: [{ kind: 'cast', object: 't', ...extra }, { kind: 'resolve' }],
  });

  it('GIVEN a card of the caster\'s hand named THEN it is discarded as the spell is cast, and the spell resolves', async () => {
    const r = await scenarios.run(base({ discard: 'g' }));
    expect(r.resolution.error).toBeUndefined();
    const ev = r.resolution.events;
    const discarded = ev.findIndex((e) => e.kind === 'discarded' && e.card === 'g');
    const put = ev.findIndex((e) => e.kind === 'put-on-stack');
    expect(discarded).toBeGreaterThanOrEqual(0);
    expect(discarded).toBeLessThan(put);
    expect(r.resolution.trace.find((s) => s.key === 'alt.discard')?.rules).toEqual(['118.8', '601.2h', '701.9a']);
    expect(ev.filter((e) => e.kind === 'drew' && e.player === 'A')).toHaveLength(2);
  });

  it.each([
    ['the spell itself', 't'],
    ['a card of another player\'s hand', 'g2'],
  ])('GIVEN %s named THEN the cost can\'t be paid and the cast is rewound (601.2h)', async (_what, discard) => {
    const r = await scenarios.run(base({ discard }));
    const rewound = r.resolution.trace.find((s) => s.key === 'cast.rewound');
    expect(rewound?.params).toMatchObject({ reason: 'cost-discard' });
    expect(rewound?.rules).toContain('601.2h');
  });

  it('GIVEN no card named THEN the run stops: which card is discarded is not assumed', async () => {
    const r = await runScenarioWithCards(base({}), scenarios.resolver);
    if (r.ok || r.error.kind !== 'engine') throw new Error('expected the engine to stop');
    expect(r.error.error.code).toBe('unmodelled');
    expect(JSON.stringify(r.error.error.params)).toContain(COST);
  });
});

/**
 * Issue 14 (session 25, cards25b): sentence shapes of popular cards, ranked by the top-2,000 cards
 * they keep from "full" (`coverage`), each with the engine support it needs.
 * - "If you control a commander, you may cast this spell without paying its mana cost" (Fierce
 *   Guardianship, Deadly Rollick, Flawless Maneuver): an alternative cost of nothing (118.9) the cast
 *   may name only while its caster controls a commander (903.3d: a permanent designated one; the
 *   scenario object's `commander`), checked as the spell is announced (601.2b).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const FREE_IF_COMMANDER = { name: 'without paying its mana cost', cost: '', if: { kind: 'controls', filter: { commander: true, controller: 'you' }, atLeast: 1 } };
const ROWS: [string, Record<string, unknown>][] = [
  ['Fierce Guardianship', { spell: { alternatives: [FREE_IF_COMMANDER], effects: [{ kind: 'counter' }] } }],
  ['Deadly Rollick', { spell: { alternatives: [FREE_IF_COMMANDER], effects: [{ kind: 'exile' }] } }],
  ['Flawless Maneuver', { spell: { alternatives: [FREE_IF_COMMANDER], effects: [{ kind: 'apply-effect' }] } }],
];

/** Near misses: the spell's other text isn't read. */
const UNMODELLED: [string, string][] = [
  ['Deflecting Swat', 'You may choose new targets for target spell or ability.'],
];

const EXTRA = ['Grizzly Bears', 'Kenrith, the Returned King'];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), ...EXTRA]);
}, 120_000);

describe('session-25 (b) shapes in real cards, compiled', () => {
  compiledShapes(ROWS, UNMODELLED, () => cards);
});

describe('session-25 (b) a free cast while you control a commander (118.9, 903.3d, 601.2b)', () => {
  const { run } = cardScenarios(() => cards);
  const rewound = (r: ScenarioRun) => r.resolution.trace.find((x) => x.key === 'cast.rewound')?.params;
  const zone = (r: ScenarioRun, name: string) => r.resolution.final.objects.find((o) => o.printed.name === name)?.zone;
  const board = (commander: boolean, kenrithController = 'A') => ({
    players: [{ id: 'A', manaPool: '' }, { id: 'B' }],
    objects: [
      { id: 'dr', card: 'Deadly Rollick', zone: 'hand' },
      { id: 'k', card: 'Kenrith, the Returned King', zone: 'battlefield', controller: kenrithController, ...(commander ? { commander: true } : {}) },
      { id: 'gb', card: 'Grizzly Bears', zone: 'battlefield', controller: 'B' },
    ],
    actions: [{ kind: 'cast', object: 'dr', alternative: 'without paying its mana cost', targets: { creature: ['gb'] } }, { kind: 'resolve' }],
  });

  it('GIVEN my commander on the battlefield and no mana WHEN I cast Deadly Rollick without paying its mana cost THEN it is cast for {0} and exiles the Bears', async () => {
    const r = await run(board(true));
    expect(rewound(r), JSON.stringify(rewound(r))).toBeUndefined();
    expect(r.resolution.trace.find((x) => x.key === 'cast.announced')).toMatchObject({ rules: expect.arrayContaining(['601.2b', '118.9a']) });
    expect(zone(r, 'Grizzly Bears')).toBe('exile');
  });

  it('GIVEN the same creature not designated a commander THEN the alternative cost can’t be announced (601.2b); the Bears stay', async () => {
    const r = await run(board(false));
    expect(rewound(r)).toMatchObject({ reason: 'alternative-condition', rule: '601.2b 118.9' });
    expect(zone(r, 'Grizzly Bears')).toBe('battlefield');
  });

  it('GIVEN the opponent controls their commander (not me) THEN I can’t cast it for free (903.3d: you control a commander)', async () => {
    const r = await run(board(true, 'B'));
    expect(rewound(r)).toMatchObject({ reason: 'alternative-condition' });
  });
});

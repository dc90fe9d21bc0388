/**
 * Issue 14 (session 40): an additional cost that is a choice — "As an additional cost to cast this spell, sacrifice an
 * artifact or discard a card" / "discard a card or pay 3 life" / "sacrifice a creature or pay {3}{B}" (118.8): one of
 * the costs is chosen as the spell is announced (601.2b) and paid with the others (601.2h); mana goes into the total
 * cost (601.2f). Compiled shapes of real cards, sentences close to these left unread, and casts run through the engine:
 * the option is the cast's `costOption` or what it names (a permanent sacrificed, a card discarded); unsaid, the run
 * stops naming the choice, never guessing it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { runScenarioWithCards } from '../../src/scenario/run.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const SAC_CREATURE = { kind: 'sacrifice', filter: { types: ['Creature'] } };
const ROWS: [string, Record<string, unknown>][] = [
  ['Demand Answers', { spell: { costChoice: { options: [{ kind: 'sacrifice', filter: { types: ['Artifact'] } }, { kind: 'discard' }] }, effects: [{ kind: 'draw', amount: 2 }] } }],
  ['Bitter Triumph', { spell: { costChoice: { options: [{ kind: 'discard' }, { kind: 'life', amount: 3 }] }, effects: [{ kind: 'destroy' }] } }],
  ['Bone Shards', { spell: { costChoice: { options: [SAC_CREATURE, { kind: 'discard' }] }, effects: [{ kind: 'destroy' }] } }],
  ['Final Payment', { spell: { costChoice: { options: [{ kind: 'life', amount: 5 }, { kind: 'sacrifice', filter: { types: ['Creature', 'Enchantment'] } }] } } }],
  ['Eaten Alive', { spell: { costChoice: { options: [SAC_CREATURE, { kind: 'mana', cost: '{3}{B}' }] }, effects: [{ kind: 'exile' }] } }],
  ['Lightning Axe', { spell: { costChoice: { options: [{ kind: 'discard' }, { kind: 'mana', cost: '{5}' }] }, effects: [{ kind: 'damage', amount: 5 }] } }],
];

/** Shapes close to these that say more than the engine reads. */
const UNMODELLED: [string, string][] = [
  // Two sacrifice options: which filter the sacrificed creature answers is not one cost.
  ['Lethal Throwdown', 'As an additional cost to cast this spell, sacrifice a creature or sacrifice a modified creature.'],
  // "discard X cards": a number of cards only the cast announces.
  ['Channeled Force', 'As an additional cost to cast this spell, discard X cards.'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Grizzly Bears', 'Ornithopter', 'Shock', 'Island']);
}, 120_000);

describe('additional costs that are a choice, compiled (118.8, 601.2b)', () => compiledShapes(ROWS, UNMODELLED, () => cards));

describe('an additional cost that is a choice, through the engine (601.2b, 601.2f, 601.2h)', () => {
  const { run, resolver } = cardScenarios(() => cards);
  const rewound = (r: ScenarioRun) => r.resolution.trace.find((x) => x.key === 'cast.rewound')?.params;
  const zone = (r: ScenarioRun, id: string) => r.resolution.final.objects.find((o) => o.id === id || o.printed.name === id)?.zone;
  const life = (r: ScenarioRun, p: string) => r.resolution.final.players.find((x) => x.id === p)!.life;
  const triumph = (cast: Record<string, unknown>, lifeA = 20) => ({
    players: [{ id: 'A', life: lifeA, manaPool: '{B}{B}' }, { id: 'B' }],
    objects: [{ id: 'bt', card: 'Bitter Triumph', zone: 'hand' }, { id: 'sh', card: 'Shock', zone: 'hand' }, { id: 'gb', card: 'Grizzly Bears', controller: 'B', owner: 'B' }],
    actions: [{ kind: 'cast', object: 'bt', targets: { creature: ['gb'] }, ...cast }, { kind: 'resolve' }],
  });

  it.each([
    ['paying 3 life (costOption 1)', 17, 'hand', { costOption: 1 }],
    ['discarding Shock (named: the discard option)', 20, 'graveyard', { discard: 'sh' }],
    ['discarding Shock, option said', 20, 'graveyard', { costOption: 0, discard: 'sh' }],
  ] as const)('GIVEN Bitter Triumph at their Grizzly Bears WHEN cast %s THEN the Bears die, A is at %i, Shock is in the %s', async (_how, lifeA, shock, cast) => {
    const r = await run(triumph(cast));
    expect(rewound(r), JSON.stringify(rewound(r))).toBeUndefined();
    expect(zone(r, 'Grizzly Bears')).toBe('graveyard');
    expect(life(r, 'A')).toBe(lifeA);
    expect(zone(r, 'Shock')).toBe(shock);
  });

  it('GIVEN A at 2 life WHEN Bitter Triumph is cast paying 3 life THEN the cast is rewound (119.4, 118.3)', async () => {
    const r = await run(triumph({ costOption: 1 }, 2));
    expect(rewound(r)).toMatchObject({ reason: 'cost-unpaid' });
    expect(zone(r, 'Grizzly Bears')).toBe('battlefield');
  });

  it('GIVEN paying life chosen WHEN a card is named to discard too THEN the cast is rewound: only the chosen cost is paid (601.2h)', async () => {
    const r = await run(triumph({ costOption: 1, discard: 'sh' }));
    expect(rewound(r)).toMatchObject({ reason: 'cost-discard', rule: '601.2h' });
  });

  it('GIVEN neither cost said THEN the run stops naming the choice (601.2b), never guessing it', async () => {
    const r = await runScenarioWithCards(triumph({}), resolver);
    const error = r.ok ? r.value.resolution.error : r.error.kind === 'invalid' ? null : r.error.error;
    expect(error).toMatchObject({ code: 'unmodelled', params: { reason: 'additional-cost-choice', rule: '601.2b' } });
  });

  const answers = (sacrifice: string[]) => ({
    players: [{ id: 'A', manaPool: '{R}{R}' }, { id: 'B' }],
    objects: [{ id: 'da', card: 'Demand Answers', zone: 'hand' }, { id: 'or', card: 'Ornithopter' }, { id: 'gb', card: 'Grizzly Bears' }, ...['l1', 'l2', 'l3'].map((id) => ({ id, card: 'Island', zone: 'library' }))],
    actions: [{ kind: 'cast', object: 'da', sacrifice }],
  });

  it('GIVEN Demand Answers WHEN cast sacrificing Ornithopter (an artifact) THEN that is its cost, paid (601.2h)', async () => {
    const r = await run(answers(['or']));
    expect(rewound(r), JSON.stringify(rewound(r))).toBeUndefined();
    expect(zone(r, 'Ornithopter')).toBe('graveyard');
    expect(zone(r, 'Demand Answers')).toBe('stack');
  });

  it('GIVEN Demand Answers WHEN cast sacrificing Grizzly Bears (no artifact) THEN the cast is rewound (601.2h)', async () => {
    const r = await run(answers(['gb']));
    expect(rewound(r)).toMatchObject({ reason: 'cost-sacrifice' });
    expect(zone(r, 'gb')).toBe('battlefield');
  });

  const axe = (cast: Record<string, unknown>, pool: string) => ({
    players: [{ id: 'A', manaPool: pool }, { id: 'B' }],
    objects: [{ id: 'la', card: 'Lightning Axe', zone: 'hand' }, { id: 'gb', card: 'Grizzly Bears', controller: 'B', owner: 'B' }],
    actions: [{ kind: 'cast', object: 'la', targets: { creature: ['gb'] }, ...cast }, { kind: 'resolve' }],
  });

  it('GIVEN Lightning Axe with its {5} option chosen and six {R} THEN the total cost is {5}{R} and the Bears die (601.2f)', async () => {
    const r = await run(axe({ costOption: 1 }, '{R}{R}{R}{R}{R}{R}'));
    expect(rewound(r), JSON.stringify(rewound(r))).toBeUndefined();
    expect(zone(r, 'Grizzly Bears')).toBe('graveyard');
  });

  it('GIVEN Lightning Axe with its {5} option chosen and only {R} THEN the cast is rewound: the cost is unpaid (601.2h)', async () => {
    const r = await run(axe({ costOption: 1 }, '{R}'));
    expect(rewound(r)).toMatchObject({ reason: 'cost-unpaid' });
  });

  it('GIVEN a spell with no choice of costs WHEN a costOption is given THEN the cast is rewound (601.2b)', async () => {
    const r = await run({ objects: [{ id: 's', card: 'Shock', zone: 'hand' }], players: [{ id: 'A', manaPool: '{R}' }, { id: 'B' }], actions: [{ kind: 'cast', object: 's', targets: { any: ['B'] }, costOption: 0 }] });
    expect(rewound(r)).toMatchObject({ reason: 'cost-option', rule: '601.2b' });
  });
});

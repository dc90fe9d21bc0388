/**
 * Issue 14 (session 28, cards28c): top-2,000 cards blocked by one sentence.
 * - A reflexive triggered ability (603.12) after a sacrifice: "When this land enters, sacrifice it.
 *   When you do, search your library for a basic Swamp, Mountain, or Forest card, put it onto the
 *   battlefield tapped, then shuffle and you gain 1 life." (the Hideout lands): it triggers only if
 *   the sacrifice was done, and goes on the stack as an ability of its own (603.3).
 * - "…, then shuffle and <instruction>": the shuffle ends the search (701.24a) and the instruction
 *   after "and" is the next one, in the order written (608.2c).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { compileCard } from '../../src/cards/compile/index.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const hideout = (subtypes: string[]) => ({
  event: 'enters',
  effects: [
    { kind: 'sacrifice', self: true },
    { kind: 'reflexive', ability: { effects: [{ kind: 'search-to-battlefield', filter: { subtypes, supertypes: ['Basic'] }, tapped: true }, { kind: 'life', amount: 1, player: 'you' }] } },
  ],
});

const ROWS: [string, Record<string, unknown>][] = [
  ['Riveteers Overlook', { triggers: [hideout(['Swamp', 'Mountain', 'Forest'])] }],
  ['Brokers Hideout', { triggers: [hideout(['Forest', 'Plains', 'Island'])] }],
  ['Cabaretti Courtyard', { triggers: [hideout(['Mountain', 'Forest', 'Plains'])] }],
  ['Maestros Theater', { triggers: [hideout(['Island', 'Swamp', 'Mountain'])] }],
  ['Obscura Storefront', { triggers: [hideout(['Plains', 'Island', 'Swamp'])] }],
  // 701.21a, 608.2d: "sacrifice two lands" — the controller chooses two (itself included).
  ['Lotus Field', { triggers: [{ event: 'enters', effects: [{ kind: 'sacrifice', choose: { filter: { types: ['Land'] }, count: 2 } }] }] }],
];

const UNMODELLED: [string, string][] = [
  // The reflexive ability targets: its target would be chosen as it is put on the stack (603.3d) — not read.
  // "Sacrifice two other creatures" is a cost of an activated ability with an unread effect beside it.
  ['Priest of Forgotten Gods', '{T}, Sacrifice two other creatures: Any number of target players each lose 2 life and sacrifice a creature of their choice. You add {B}{B} and draw a card.'],
  ['Ace, Fearless Rebel', 'When you do, put a +1/+1 counter on Ace, then it fights up to one target creature defending player controls.'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Swamp', 'Forest', 'Island', 'Grizzly Bears']);
}, 120_000);

describe('session-28 (c) reflexive triggers after a sacrifice, compiled (603.12)', () => {
  compiledShapes(ROWS, UNMODELLED, () => cards);

  it('GIVEN "When you do" after an instruction that is not a sacrifice THEN it stays unread', () => {
    const base = cards.get('Riveteers Overlook')!;
    const text = 'When this land enters, draw a card. When you do, you gain 1 life.';
    expect(compileCard({ ...base, oracle_text: text }).unmodelled).toEqual([text]);
  });

  it('GIVEN "When you do, … it …" after the sacrifice THEN it stays unread (no object to name)', () => {
    const base = cards.get('Riveteers Overlook')!;
    const text = 'When this land enters, sacrifice it. When you do, return it to its owner\'s hand.';
    expect(compileCard({ ...base, oracle_text: text }).unmodelled).toEqual([text]);
  });
});

describe('session-28 (c) a Hideout land in the engine (603.12, 701.23a, 110.5b)', () => {
  const { run } = cardScenarios(() => cards);
  const inLibrary = (id: string, card: string) => ({ id, card, zone: 'library' as const, owner: 'A', controller: 'A' });
  const described = [{ id: 'A', library: 'described' }, { id: 'B', library: 'described' }];

  it('GIVEN Riveteers Overlook entering THEN it is sacrificed, the reflexive ability triggers, and the Swamp found enters tapped; A gains 1 life', async () => {
    const r = await run({
      players: described,
      objects: [inLibrary('sw', 'Swamp'), inLibrary('gb', 'Grizzly Bears')],
      actions: [{ kind: 'create', object: { id: 'ro', card: 'Riveteers Overlook' } }, { kind: 'resolve' }, { kind: 'resolve', choices: { search: ['sw'] } }],
    });
    expect(r.resolution.error).toBeUndefined();
    const obj = (id: string) => r.resolution.final.objects.find((o) => o.id === id || o.id.startsWith(`${id}~`));
    expect([obj('sw')?.zone, obj('sw')?.tapped, obj('gb')?.zone]).toEqual(['battlefield', true, 'library']);
    // Sacrificed (701.21a): it left the battlefield before the reflexive ability triggered.
    expect(obj('ro')?.zone).not.toBe('battlefield');
    expect(r.resolution.trace.map((s) => s.key).join(' ')).toMatch(/sacrific/);
    expect(r.resolution.final.players.find((p) => p.id === 'A')!.life).toBe(21);
    expect(r.resolution.trace.some((s) => s.key === 'trigger.triggers' && s.rules.includes('603.12'))).toBe(true);
  });
});

describe('session-28 (c) "sacrifice two lands" in the engine (701.21a, 608.2d)', () => {
  const { run } = cardScenarios(() => cards);
  const zones = (r: Awaited<ReturnType<typeof run>>, ids: string[]) => ids.map((id) => r.resolution.final.objects.find((o) => o.id === id || o.id.startsWith(`${id}~`))?.zone ?? 'gone');

  it('GIVEN Lotus Field entering beside a Forest and an Island, the two basics named THEN those two are sacrificed and Lotus Field stays', async () => {
    const r = await run({
      players: [{ id: 'A' }, { id: 'B' }],
      objects: [{ id: 'f', card: 'Forest' }, { id: 'i', card: 'Island' }],
      actions: [{ kind: 'create', object: { id: 'lf', card: 'Lotus Field' } }, { kind: 'resolve', choices: { sacrifice: ['f', 'i'] } }],
    });
    expect(r.resolution.error).toBeUndefined();
    expect(zones(r, ['lf', 'f', 'i'])).toEqual(['battlefield', 'graveyard', 'graveyard']);
  });

  it('GIVEN Lotus Field and one other land THEN both are sacrificed (two lands, no choice left)', async () => {
    const r = await run({ players: [{ id: 'A' }, { id: 'B' }], objects: [{ id: 'f', card: 'Forest' }], actions: [{ kind: 'create', object: { id: 'lf', card: 'Lotus Field' } }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(zones(r, ['lf', 'f'])[1]).toBe('graveyard');
    expect(zones(r, ['lf'])[0]).not.toBe('battlefield');
  });
});

/**
 * Issue 14 (session 50): characteristic-defining abilities that count card types or add to the count (604.3, 613.4a):
 * "<this>'s power is equal to the number of <cards> and its toughness is equal to that number plus N" (Lhurgoyf) and
 * "… the number of card types among cards in all graveyards / your graveyard" (Tarmogoyf, Nethergoyf): each card type
 * counted once however many cards have it (205.2a); an artifact creature card gives two. The printed "*\/1+*" is
 * what the ability sets (a P/T that isn't a number, set by the CDA, is no gap).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { compileCard } from '../../src/cards/compile/index.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const ALL_GRAVEYARDS = { kind: 'filter', zone: 'graveyard' };
const YOUR_GRAVEYARD = { kind: 'filter', zone: 'graveyard', controller: 'you' };
const PERMANENT = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker'];
const typesAmong = (filter: Record<string, unknown>, plus?: number) => ({ kind: 'count', filter, among: 'card-types', ...(plus !== undefined ? { plus } : {}) });

const ROWS: [string, Record<string, unknown>][] = [
  ['Tarmogoyf', { statics: [{ cda: true, modifications: [{ kind: 'set-pt-cda', power: typesAmong(ALL_GRAVEYARDS), toughness: typesAmong(ALL_GRAVEYARDS, 1) }] }] }],
  ['Lhurgoyf', { statics: [{ cda: true, modifications: [{ kind: 'set-pt-cda', power: { kind: 'count', filter: { ...ALL_GRAVEYARDS, types: ['Creature'] } }, toughness: { kind: 'count', filter: { ...ALL_GRAVEYARDS, types: ['Creature'] }, plus: 1 } }] }] }],
  ['Souls of the Lost', { statics: [{ cda: true, modifications: [{ kind: 'set-pt-cda', power: { kind: 'count', filter: { ...YOUR_GRAVEYARD, types: PERMANENT } } }] }] }],
  // "permanent cards in your graveyard" counts cards of a permanent type only (110.4) — it was read as every card.
  ['Terror Tide', { spell: { effects: [{ amountFrom: 'count', amountCount: { ...YOUR_GRAVEYARD, types: PERMANENT } }] } }],
  ['Chupacabra Echo', { triggers: [{ effects: [{ amountFrom: 'count', amountCount: { ...YOUR_GRAVEYARD, types: PERMANENT } }] }] }],
  ['Gran Pulse Ochu', { activated: [{ effects: [{ effect: { modifications: [{ kind: 'modify-pt-per', per: { kind: 'count', filter: { ...YOUR_GRAVEYARD, types: PERMANENT } } }] } }] }] }],
];

/** Cards whose goyf sentence is read though another of their sentences is not (Nethergoyf's escape, Urborg Lhurgoyf's kicker). */
const READ_IN_PART: [string, Record<string, unknown>][] = [
  ['Nethergoyf', { statics: [{ cda: true, modifications: [{ kind: 'set-pt-cda', power: typesAmong(YOUR_GRAVEYARD), toughness: typesAmong(YOUR_GRAVEYARD, 1) }] }] }],
  ['Urborg Lhurgoyf', { statics: [{ cda: true, modifications: [{ kind: 'set-pt-cda', power: { kind: 'count', filter: { ...YOUR_GRAVEYARD, types: ['Creature'] } }, toughness: { kind: 'count', filter: { ...YOUR_GRAVEYARD, types: ['Creature'] }, plus: 1 } }] }] }],
];

/** Shapes close to these that say more than the template reads. */
const UNMODELLED: [string, string][] = [
  // "1 plus the number of …": the fixed part before the count, and "your opponents' graveyards".
  ['Nighthawk Scavenger', "Nighthawk Scavenger's power is equal to 1 plus the number of card types among cards in your opponents' graveyards."],
  // Cards "you own in exile": not a zone count the templates read.
  ['Cosmogoyf', "This creature's power is equal to the number of cards you own in exile and its toughness is equal to that number plus 1."],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...READ_IN_PART.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Grizzly Bears', 'Forest', 'Shock', 'Lightning Bolt', 'Ornithopter', 'Dryad Arbor', 'Divination', 'Glorious Anthem']);
}, 120_000);

describe('session-50 goyf shapes in real cards, compiled', () => compiledShapes(ROWS, UNMODELLED, () => cards));

describe('session-50 goyf sentences read in cards with another sentence unread', () => {
  it.each(READ_IN_PART)('%s: its P/T sentence is read', (name, shape) => {
    const c = compileCard(cards.get(name)!);
    expect(c.object).toMatchObject(shape);
    expect(c.unmodelled.some((u) => /power is equal/.test(u))).toBe(false);
  });
});

describe('session-50 goyf shapes through the engine (604.3, 613.4a, 205.2a)', () => {
  const { run } = cardScenarios(() => cards);
  const inYard = (id: string, card: string, owner: 'A' | 'B' = 'A') => ({ id, card, zone: 'graveyard' as const, owner, controller: owner });
  const sizeOf = async (goyf: string, yard: ReturnType<typeof inYard>[], extra: Record<string, unknown>[] = []) => {
    const r = await run({ players: [{ id: 'A', graveyard: 'described' }, { id: 'B', graveyard: 'described' }], objects: [{ id: 'g', card: goyf, zone: 'battlefield' }, ...extra, ...yard], actions: [] });
    expect(r.resolution.error).toBeUndefined();
    const c = r.resolution.computed.find((x) => x.id === 'g')!;
    return `${c.power}/${c.toughness}`;
  };

  it.each([
    ['Tarmogoyf', [] as string[][], '0/1'],
    ['Tarmogoyf', [['Shock', 'A'], ['Lightning Bolt', 'B']], '1/2'],
    ['Tarmogoyf', [['Shock', 'A'], ['Forest', 'B'], ['Grizzly Bears', 'B']], '3/4'],
    // An artifact creature card is two card types; a land creature card (Dryad Arbor) two as well.
    ['Tarmogoyf', [['Ornithopter', 'A'], ['Dryad Arbor', 'B']], '3/4'],
    ['Tarmogoyf', [['Divination', 'A'], ['Shock', 'A'], ['Forest', 'A']], '3/4'],
    // Lhurgoyf counts creature cards, all of them, plus one for toughness.
    ['Lhurgoyf', [['Grizzly Bears', 'A'], ['Grizzly Bears', 'B'], ['Ornithopter', 'B'], ['Forest', 'A']], '3/4'],
  ] as const)('GIVEN %s with %j in graveyards THEN it is %s', async (goyf, yard, want) => {
    expect(await sizeOf(goyf, yard.map(([c, o], i) => inYard(`y${i}`, c, o as 'A' | 'B')))).toBe(want);
  });

  it('GIVEN Tarmogoyf and Glorious Anthem THEN the CDA sets 7a and the anthem adds in 7c (613.4a, 613.4c)', async () => {
    expect(await sizeOf('Tarmogoyf', [inYard('y0', 'Shock'), inYard('y1', 'Forest', 'B')], [{ id: 'ga', card: 'Glorious Anthem', zone: 'battlefield' }])).toBe('3/4');
  });

  it("GIVEN Tarmogoyf and the opponent's graveyard not described THEN the count stops rather than guess (404.2)", async () => {
    await expect(run({ players: [{ id: 'A', graveyard: 'described' }, { id: 'B', graveyard: 'unknown' }], objects: [{ id: 'g', card: 'Tarmogoyf', zone: 'battlefield' }, inYard('y0', 'Shock')], actions: [] })).rejects.toThrow(/unseen-card/);
  });

  it('GIVEN Souls of the Lost THEN only permanent cards in its controller\'s graveyard count: an instant does not (110.4)', async () => {
    const r = await run({ players: [{ id: 'A', graveyard: 'described' }, { id: 'B', graveyard: 'described' }], objects: [{ id: 'g', card: 'Souls of the Lost', zone: 'battlefield' }, inYard('y0', 'Shock'), inYard('y1', 'Forest'), inYard('y2', 'Ornithopter'), inYard('y3', 'Grizzly Bears', 'B')], actions: [] });
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.computed.find((x) => x.id === 'g')).toMatchObject({ power: 2, toughness: 3 });
  });
});

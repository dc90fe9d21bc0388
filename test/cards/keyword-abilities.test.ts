/**
 * Issue 14 (keywords): keywords that stand for an activated ability the compiler spells out —
 * typecycling (702.29e: "[Cost], Discard this card: Search your library for a [type] card, reveal it,
 * put it into your hand, then shuffle"), transmute (702.53a: the same search for a card with the
 * discarded card's mana value, as a sorcery) and equip with a quality or a colored cost (702.6a,
 * 702.6c: only a creature you control with that quality can be targeted). Rows of real cards, then
 * the abilities through the engine.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { compileCard } from '../../src/cards/compile/index.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const search = (filter: Record<string, unknown>) => [{ kind: 'search-to-hand', filter: { kind: 'filter', ...filter }, reveal: true }];
const fromHand = (cost: string, filter: Record<string, unknown>, sorcery = false) => ({ cost: `${cost}, Discard this card`, zone: 'hand', ...(sorcery ? { sorcery: true } : {}), effects: search(filter) });
const equipTo = (cost: string, filter: Record<string, unknown>) => ({ cost, sorcery: true, targets: [{ word: 'creature', objects: { kind: 'filter', types: ['Creature'], ...filter, controller: 'you' } }], effects: [{ kind: 'attach', target: 'creature' }] });

const ROWS: [string, Record<string, unknown>][] = [
  // 702.29e: typecycling — a subtype, a supertype with a card type ("basic land"), a creature type.
  ['Ash Barrens', { activated: [{ mana: true }, fromHand('{1}', { supertypes: ['Basic'], types: ['Land'] })] }],
  ['Lórien Revealed', { spell: { effects: [{ kind: 'draw', amount: 3 }] }, activated: [fromHand('{1}', { subtypes: ['Island'] })] }],
  ['Migratory Route', { activated: [fromHand('{2}', { supertypes: ['Basic'], types: ['Land'] })] }],
  ['Troll of Khazad-dûm', { activated: [fromHand('{1}', { subtypes: ['Swamp'] })] }],
  ['Generous Ent', { activated: [fromHand('{1}', { subtypes: ['Forest'] })] }],
  // 702.53a: transmute — a card with the same mana value as this one (its printed mana value, 202.3).
  ['Muddle the Mixture', { activated: [fromHand('{1}{U}{U}', { manaValue: { exactly: 2 } }, true)] }],
  // 702.6c: equip [quality]; 702.6a with a cost that isn't only generic mana.
  ['Blackblade Reforged', { activated: [equipTo('{3}', { supertypes: ['Legendary'] }), equipTo('{7}', {})] }],
  ['Wrecking Ball Arm', { activated: [equipTo('{3}', { supertypes: ['Legendary'] }), equipTo('{7}', {})] }],
];

/** Cards whose keyword is read while another of their sentences isn't: the keyword's ability, and the keyword line modelled. */
const KEYWORD_READ: [string, string, Record<string, unknown>][] = [
  ['Step Through', 'Wizardcycling {2}', fromHand('{2}', { subtypes: ['Wizard'] })],
  ['Dimir Machinations', 'Transmute {1}{B}{B}', fromHand('{1}{B}{B}', { manaValue: { exactly: 3 } }, true)],
  ['Lothlórien Blade', 'Equip Elf {2}', equipTo('{2}', { subtypes: ['Elf'] })],
  ['Greatsword of Tyr', 'Equip {W}', equipTo('{W}', {})],
];

/** Keywords that stay unmodelled: equip for a commander (a designation, 903.3), equip planeswalker (702.6e), a choice of costs. */
const UNMODELLED: [string, string][] = [
  ["Commander's Plate", 'Equip commander {3}'],
  ["Luxior, Giada's Gift", 'Equip planeswalker {1}'],
  ["Transmogrant's Crown", 'Equip {2} or {B}'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...KEYWORD_READ.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Grizzly Bears', 'Forest', 'Serra Angel', 'Isamaru, Hound of Konda']);
}, 120_000);

describe('keywords that are activated abilities, compiled (702.29e, 702.53a, 702.6c)', () => {
  compiledShapes(ROWS, UNMODELLED, () => cards);
  it.each(ROWS.map((r) => r[0]))('%s is fully modelled', (name) => {
    expect(compileCard(cards.get(name)!).status).toBe('full');
  });
  it.each(KEYWORD_READ)('%s: %s is read', (name, line, ability) => {
    const c = compileCard(cards.get(name)!);
    expect(c.modelled).toContain(line);
    expect(c.unmodelled).not.toContain(line);
    expect(c.object.activated).toContainEqual(expect.objectContaining({ ...ability, text: line }));
  });
});

describe('typecycling, transmute and equip [quality], through the engine', () => {
  const scenarios = cardScenarios(() => cards);
  type R = Awaited<ReturnType<typeof scenarios.run>>;
  const zone = (r: R, id: string) => r.resolution.final.objects.find((o) => o.id === id || o.id.startsWith(`${id}~`))?.zone;
  const library = [
    { id: 'f', card: 'Forest', zone: 'library' },
    { id: 'gb', card: 'Grizzly Bears', zone: 'library' },
    { id: 'sa', card: 'Serra Angel', zone: 'library' },
  ];
  const cycle = (card: string, ability: number, found: string) => ({
    players: [{ id: 'A', library: 'described' }, { id: 'B' }],
    objects: [{ id: 'c', card, zone: 'hand' }, ...library],
    actions: [{ kind: 'activate', object: 'c', ability }, { kind: 'resolve', choices: { search: [found] } }],
  });

  it('GIVEN Ash Barrens in hand WHEN its basic landcycling is activated and a Forest chosen THEN Ash Barrens is discarded and the Forest is put into the hand (702.29e, 701.23a)', async () => {
    const r = await scenarios.run(cycle('Ash Barrens', 1, 'f'));
    expect(r.resolution.error).toBeUndefined();
    expect([zone(r, 'c'), zone(r, 'f'), zone(r, 'gb')]).toEqual(['graveyard', 'hand', 'library']);
  });

  it('GIVEN basic landcycling and a creature card chosen THEN the choice is illegal: it is not a basic land card (701.23a)', async () => {
    await expect(scenarios.run(cycle('Ash Barrens', 1, 'gb'))).rejects.toThrow(/bad-choice/);
  });

  it('GIVEN Ash Barrens on the battlefield THEN its landcycling can\'t be activated: it works only from the hand (702.29a)', async () => {
    const r = await scenarios.run({ objects: [{ id: 'c', card: 'Ash Barrens', zone: 'battlefield' }, ...library], actions: [{ kind: 'activate', object: 'c', ability: 1 }] });
    expect(r.resolution.trace.find((x) => x.key === 'activate.rewound')).toBeDefined();
    expect(zone(r, 'c')).toBe('battlefield');
  });

  it('GIVEN Muddle the Mixture (mana value 2) transmuted THEN a mana value 2 card can be found, a mana value 5 one can\'t (702.53a)', async () => {
    const r = await scenarios.run(cycle('Muddle the Mixture', 0, 'gb'));
    expect(r.resolution.error).toBeUndefined();
    expect([zone(r, 'c'), zone(r, 'gb')]).toEqual(['graveyard', 'hand']);
    await expect(scenarios.run(cycle('Muddle the Mixture', 0, 'sa'))).rejects.toThrow(/bad-choice/);
  });

  it('GIVEN transmute activated while a spell is on the stack THEN it is rewound: only as a sorcery (702.53a, 307.1)', async () => {
    const r = await scenarios.run({
      players: [{ id: 'A', library: 'described' }, { id: 'B' }],
      objects: [{ id: 'c', card: 'Muddle the Mixture', zone: 'hand' }, { id: 'gb2', card: 'Grizzly Bears', zone: 'hand' }, ...library],
      actions: [{ kind: 'cast', object: 'gb2' }, { kind: 'activate', object: 'c', ability: 0 }],
    });
    expect(r.resolution.trace.find((x) => x.key === 'activate.rewound')?.params).toMatchObject({ reason: 'sorcery-timing' });
    expect(zone(r, 'c')).toBe('hand');
  });

  const equip = (target: string) => ({
    objects: [
      { id: 'bb', card: 'Blackblade Reforged', zone: 'battlefield' },
      { id: 'gb', card: 'Grizzly Bears', zone: 'battlefield' },
      { id: 'is', card: 'Isamaru, Hound of Konda', zone: 'battlefield' },
    ],
    actions: [{ kind: 'activate', object: 'bb', ability: 0, targets: { creature: [target] } }, { kind: 'resolve' }],
  });

  it('GIVEN Blackblade Reforged WHEN "equip legendary creature" targets a legendary creature THEN it is attached (702.6c)', async () => {
    const r = await scenarios.run(equip('is'));
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.final.objects.find((o) => o.id === 'bb')?.attachedTo).toBe('is');
  });

  it('GIVEN "equip legendary creature" targeting a creature that isn\'t legendary THEN the target is illegal: the activation is rewound (702.6c, 115.1)', async () => {
    const r = await scenarios.run(equip('gb'));
    expect(r.resolution.trace.find((x) => x.key === 'activate.rewound')?.params).toMatchObject({ reason: 'illegal-target' });
    expect(r.resolution.final.objects.find((o) => o.id === 'bb')?.attachedTo ?? null).toBeNull();
  });
});

/**
 * Issue 14 (cards53a): the creature type chosen as a permanent enters (614.12) read by its permissions to cast —
 * "You may cast <spells> of the chosen type from the top of your library" (601.3) and "… as though they had flash"
 * (601.3c) — kept with the choice, or unmodelled with it when no type was said.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { compileCard } from '../../src/cards/compile/index.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';
import { cardScenarios, loadRealCards } from './compile-helpers.ts';

const CHOSEN = '(the chosen type)';
const CARD = (text: string, type = 'Creature — Shapeshifter'): CardRecord =>
  ({ name: 'Test Card', oracle_id: null, mana_cost: '{2}{G}', cmc: 3, type_line: type, oracle_text: text, power: '2', toughness: '3', loyalty: null, defense: null, colors: ['G'], color_identity: ['G'], keywords: [], layout: 'normal', card_faces: null, image: null, scryfall_uri: null, rulings_uri: null, set: null, ja: [], rank: null }) as CardRecord;
const CHOOSE = 'As this creature enters, choose a creature type.\n';

describe('GIVEN a permission to cast spells of the chosen type THEN the spells of that type, with the choice (614.12, 601.3)', () => {
  it.each([
    ['You may cast creature spells of the chosen type from the top of your library.', { castPermissions: [{ from: 'library-top', filter: { types: ['Creature'], subtypes: [CHOSEN] } }] }],
    ['You may cast spells of the chosen type from the top of your library.', { castPermissions: [{ from: 'library-top', filter: { subtypes: [CHOSEN] } }] }],
    ['You may cast spells of the chosen type as though they had flash.', { castStatics: [{ kind: 'flash', filter: { subtypes: [CHOSEN] } }] }],
    ['You may cast creature spells of the chosen type as though they had flash.', { castStatics: [{ kind: 'flash', filter: { types: ['Creature'], subtypes: [CHOSEN] } }] }],
  ])('%s', (line, shape) => {
    const c = compileCard(CARD(CHOOSE + line));
    expect(c.unmodelled).toEqual([]);
    expect(c.object).toMatchObject(shape);
    expect(c.chooses?.uses).toEqual([line]);
  });
  // Never half-read: no choice to read the type from, or a subtype named beside the chosen one.
  it.each([
    ['You may cast creature spells of the chosen type from the top of your library.', ''],
    ['You may cast Elf spells of the chosen type from the top of your library.', CHOOSE],
    ['You may cast spells of the chosen type as though they had flash.', ''],
  ])('%s (choice: %j) stays unmodelled', (line, head) => {
    const c = compileCard(CARD(head + line));
    expect(c.unmodelled).toContain(line);
    expect(JSON.stringify(c.object.castPermissions ?? c.object.castStatics ?? null)).not.toContain(CHOSEN);
  });
});

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards(['Realmwalker', 'Llanowar Elves', 'Grizzly Bears']);
}, 120_000);

describe('Realmwalker (614.12, 601.3): creature spells of the chosen type from the top of the library', () => {
  const { run } = cardScenarios(() => cards);
  const rewound = (r: ScenarioRun) => r.resolution.trace.find((x) => x.key === 'cast.rewound')?.params;
  const top = (card: string, chosenType?: string) => ({
    players: [{ id: 'A', manaPool: '{G}{G}{G}' }, { id: 'B' }],
    objects: [{ id: 'rw', card: 'Realmwalker', ...(chosenType ? { chosenType } : {}) }, { id: 't', card, zone: 'library' }],
    actions: [{ kind: 'cast', object: 't' }, { kind: 'resolve' }],
  });

  it('is read whole', () => {
    expect(compileCard(cards.get('Realmwalker')!).unmodelled).toEqual([]);
  });
  it('GIVEN Elf chosen and Llanowar Elves on top THEN it is cast from there and enters', async () => {
    const r = await run(top('Llanowar Elves', 'Elf'));
    expect(rewound(r), JSON.stringify(rewound(r))).toBeUndefined();
    expect(r.resolution.final.objects.find((o) => o.printed.name === 'Llanowar Elves')?.zone).toBe('battlefield');
  });
  it('GIVEN Elf chosen and Grizzly Bears on top THEN not (a Bear is not of the chosen type)', async () => {
    expect(rewound(await run(top('Grizzly Bears', 'Elf')))).toMatchObject({ reason: 'permission-filter' });
  });
  it('GIVEN no type said THEN the choice and the permission are unmodelled text, which the cast from the library could rest on: refused', async () => {
    await expect(run(top('Llanowar Elves'))).rejects.toThrow(/unmodelled-text.*choose a creature type/);
  });
});

/**
 * 614.1c, 614.12: "Each other <group> you control enters with an additional +1/+1 counter on it" (and the plural
 * "… enter with an additional … counter on them"): a replacement effect on the permanents of the group as they enter.
 */
describe('GIVEN a permanent that makes others enter with an additional counter THEN a replacement effect for the group (614.1c)', () => {
  const REPL = (filter: Record<string, unknown>, counter = '+1/+1') => [{ kind: 'enters-with-counters', object: [{ kind: 'filter', ...filter }], counters: { [counter]: 1 } }];
  it.each([
    ['Each other creature you control enters with an additional +1/+1 counter on it.', REPL({ types: ['Creature'], controller: 'you', other: true })],
    ['Each other non-Human creature you control enters with an additional +1/+1 counter on it.', REPL({ types: ['Creature'], controller: 'you', other: true, notSubtypes: ['Human'] })],
    ['Each other Warrior creature you control enters with an additional +1/+1 counter on it.', REPL({ types: ['Creature'], subtypes: ['Warrior'], controller: 'you', other: true })],
    ['Legendary creatures you control enter with an additional +1/+1 counter on them.', REPL({ types: ['Creature'], supertypes: ['Legendary'], controller: 'you' })],
    ['Each planeswalker you control enters with an additional loyalty counter on it.', REPL({ types: ['Planeswalker'], controller: 'you' }, 'loyalty')],
  ])('%s', (line, replacements) => {
    const c = compileCard(CARD(line));
    expect(c.unmodelled).toEqual([]);
    expect(c.replacements).toMatchObject(replacements);
  });
  // Never half-read: a count, a condition, a keyword counter, a number of counters, or "it" with a plural group.
  it.each([
    'Each other creature you control enters with an additional +1/+1 counter on it for each opponent who lost life this turn.',
    'Each other creature you control enters with an additional +1/+1 counter on it if its mana value is 4 or less.',
    'Each other creature you control enters with an additional vigilance counter on it.',
    'Each other creature you control enters with an additional X +1/+1 counters on it, where X is the number of +1/+1 counters on this creature.',
    'Other creatures you control enter with an additional +1/+1 counter on it.',
    'Each other creature you control enters with an additional +1/+1 counter on them.',
  ])('%s stays unmodelled', (line) => {
    expect(compileCard(CARD(line)).unmodelled).toContain(line);
  });
});

describe('Grumgully, the Generous (614.1c, 614.12, 614.16): other non-Human creatures enter with an additional +1/+1 counter', () => {
  let real: Map<string, CardRecord>;
  beforeAll(async () => {
    real = await loadRealCards(['Grumgully, the Generous', 'Bramblewood Paragon', "Oona's Blackguard", 'Oath of Gideon', 'Grizzly Bears', 'Elvish Warrior', 'Elite Vanguard', 'Hardened Scales', 'Raise the Alarm', 'Giada, Font of Hope', 'Tayam, Luminous Enigma', 'Metallic Mimic', 'Llanowar Elves']);
  }, 120_000);
  const { run } = cardScenarios(() => real);
  const counters = (r: ScenarioRun, name: string) => r.resolution.final.objects.filter((o) => o.printed.name === name && o.zone === 'battlefield').map((o) => o.counters['+1/+1'] ?? 0);
  const cast = (card: string, extra: Record<string, unknown>[] = [], controller = 'A') => ({
    players: [{ id: 'A', manaPool: '{W}{W}{G}{G}' }, { id: 'B', manaPool: '{W}{W}{G}{G}' }],
    objects: [{ id: 'gg', card: 'Grumgully, the Generous' }, ...extra, { id: 'c', card, zone: 'hand', controller, owner: controller }],
    actions: [{ kind: 'cast', object: 'c' }, { kind: 'resolve' }],
  });

  it.each(['Grumgully, the Generous', 'Bramblewood Paragon', "Oona's Blackguard", 'Oath of Gideon'])('%s is read whole', (name) => {
    expect(compileCard(real.get(name)!).unmodelled).toEqual([]);
  });
  it.each([
    ['Giada, Font of Hope', 'Each other Angel you control enters with an additional +1/+1 counter on it for each Angel you already control.'],
    ['Tayam, Luminous Enigma', 'Each other creature you control enters with an additional vigilance counter on it.'],
  ])('%s keeps “%s” unmodelled', (name, line) => {
    expect(compileCard(real.get(name)!).unmodelled).toContain(line);
  });
  it('GIVEN Grumgully WHEN I cast Grizzly Bears THEN the Bears enter with a +1/+1 counter', async () => {
    expect(counters(await run(cast('Grizzly Bears')), 'Grizzly Bears')).toEqual([1]);
  });
  it('GIVEN Grumgully WHEN I cast a Human THEN no counter (non-Human only)', async () => {
    expect(counters(await run(cast('Elite Vanguard')), 'Elite Vanguard')).toEqual([0]);
  });
  it("GIVEN the opponent's Grumgully WHEN I cast Grizzly Bears THEN no counter (creatures its controller controls, judged as it enters)", async () => {
    const r = await run({ ...cast('Grizzly Bears'), objects: [{ id: 'gg', card: 'Grumgully, the Generous', controller: 'B', owner: 'B' }, { id: 'c', card: 'Grizzly Bears', zone: 'hand' }] });
    expect(counters(r, 'Grizzly Bears')).toEqual([0]);
  });
  it('GIVEN Grumgully and Hardened Scales THEN the Bears enter with two (the counters are put on as it enters: 614.16 adds one)', async () => {
    expect(counters(await run(cast('Grizzly Bears', [{ id: 'hs', card: 'Hardened Scales' }])), 'Grizzly Bears')).toEqual([2]);
  });
  it('GIVEN Grumgully and Bramblewood Paragon WHEN I cast Elvish Warrior THEN each adds one (each replacement effect applies, 616.1)', async () => {
    expect(counters(await run(cast('Elvish Warrior', [{ id: 'bp', card: 'Bramblewood Paragon' }])), 'Elvish Warrior')).toEqual([2]);
    expect(counters(await run(cast('Grizzly Bears', [{ id: 'bp', card: 'Bramblewood Paragon' }])), 'Grizzly Bears')).toEqual([1]);
  });
  it('GIVEN Metallic Mimic with Elf chosen THEN it is an Elf and Llanowar Elves enter with a counter, Grizzly Bears not (614.12)', async () => {
    expect(compileCard(real.get('Metallic Mimic')!).unmodelled).toEqual([]);
    const mimic = (card: string, chosenType?: string) => ({ ...cast(card), objects: [{ id: 'mm', card: 'Metallic Mimic', ...(chosenType ? { chosenType } : {}) }, { id: 'c', card, zone: 'hand' }] });
    const elves = await run(mimic('Llanowar Elves', 'Elf'));
    expect(counters(elves, 'Llanowar Elves')).toEqual([1]);
    expect(counters(elves, 'Metallic Mimic')).toEqual([0]);
    expect(counters(await run(mimic('Grizzly Bears', 'Elf')), 'Grizzly Bears')).toEqual([0]);
    // No type said: the choice and the lines using it are unmodelled, and the entering Elves could rest on them.
    await expect(run(mimic('Llanowar Elves'))).rejects.toThrow(/unmodelled/);
  });
  it('GIVEN Grumgully WHEN Raise the Alarm makes two Soldier tokens THEN each enters with a counter (a created token enters too)', async () => {
    expect(counters(await run(cast('Raise the Alarm')), 'Soldier Token')).toEqual([1, 1]);
  });
});

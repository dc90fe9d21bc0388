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

/**
 * Issue 14 (session 43, cards43b): sentence shapes read for the most-played cards, each a table of
 * real cards. A card of `read` compiles to (at least) the shape given and the named line is no longer
 * unmodelled (the card may have other gaps); a line of `unread` stays unmodelled.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { compileCard } from '../../src/cards/compile/index.ts';
import type { CardRecord } from '../../src/cards/types.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';
import { cardScenarios, loadRealCards } from './compile-helpers.ts';

type Row = [card: string, line: string, shape: Record<string, unknown>];

/** 605.1a, 106.4, 614.15: "Add …. If <state>, add … instead." — a mana ability whose mana the engine doesn't know (no `adds`). */
const OPEN_MANA = { mana: true, tap: true, effects: [] };
const MANA_INSTEAD: Row[] = [
  ["Urza's Tower", "{T}: Add {C}. If you control an Urza's Mine and an Urza's Power-Plant, add {C}{C}{C} instead.", OPEN_MANA],
  ["Urza's Mine", "{T}: Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead.", OPEN_MANA],
  ["Urza's Power Plant", "{T}: Add {C}. If you control an Urza's Mine and an Urza's Tower, add {C}{C} instead.", OPEN_MANA],
  ['Ilysian Caryatid', '{T}: Add one mana of any color. If you control a creature with power 4 or greater, add two mana of any one color instead.', OPEN_MANA],
  ['Gemstone Caverns', '{T}: Add {C}. If Gemstone Caverns has a luck counter on it, instead add one mana of any color.', OPEN_MANA],
  ['Incubation Druid', '{T}: Add one mana of any type that a land you control could produce. If this creature has a +1/+1 counter on it, add three mana of that type instead.', OPEN_MANA],
  ['Dreamroot Cascade', '{T}: Add {G} or {U}.', { mana: true }],
];

/** 605.1a, 106.4: amounts and colors decided as the ability resolves (mana-open.ts). */
const OPEN_AMOUNTS: Row[] = [
  ['The Grey Havens', '{T}: Add one mana of any color among legendary creature cards in your graveyard.', OPEN_MANA],
  ['Chrome Mox', "{T}: Add one mana of any of the exiled card's colors.", OPEN_MANA],
  ['Gond Gate', '{T}: Add one mana of any color that a Gate you control could produce.', OPEN_MANA],
  ['Star Compass', '{T}: Add one mana of any color that a basic land you control could produce.', OPEN_MANA],
  ['Firemind Vessel', '{T}: Add two mana of different colors.', OPEN_MANA],
];

/** Mana lines with more than the mana: a spending rider that does more, mana spent later, a cost paid in the condition. */
const MANA_UNREAD: [string, string][] = [
  ['Delighted Halfling', '{T}: Add one mana of any color. Spend this mana only to cast a legendary spell, and that spell can\'t be countered.'],
  ['Path of Ancestry', "{T}: Add one mana of any color in your commander's color identity. When that mana is spent to cast a creature spell that shares a creature type with your commander, scry 1."],
  ['Carnelian Orb of Dragonkind', '{T}: Add {R}. If that mana is spent on a Dragon creature spell, it gains haste until end of turn.'],
];

/** 113.6j, 113.6m, 602.2: abilities that work in the hand, known by a cost paid from there (hand-abilities.ts). */
const IN_HAND: Row[] = [
  ['Simian Spirit Guide', 'Exile this card from your hand: Add {R}.', { zone: 'hand', mana: true, adds: '{R}' }],
  ['Elvish Spirit Guide', 'Exile this creature from your hand: Add {G}.', { zone: 'hand', mana: true, adds: '{G}' }],
  ['Touch the Spirit Realm', '{1}{W}, Discard this card: Exile target artifact or creature. Return it to the battlefield under its owner\'s control at the beginning of the next end step.', { zone: 'hand', effects: [{ kind: 'exile' }, { kind: 'delayed-trigger' }] }],
  ['Trumpeting Carnosaur', '{2}{R}, Discard this card: It deals 3 damage to target creature or planeswalker.', { zone: 'hand', effects: [{ kind: 'damage', amount: 3 }] }],
];

/** 602.2b -> 601.2f, 118.7a: "This ability costs {1} less to activate for each …" (activation-cost-changes.ts). */
const PER_LEGEND = { generic: -1, per: { kind: 'count', filter: { controller: 'you', supertypes: ['Legendary'], types: ['Creature'] } } };
const COST_CHANGES: Row[] = [
  ['Otawara, Soaring City', "{3}{U}, Discard this card: Return target artifact, creature, enchantment, or planeswalker to its owner's hand. This ability costs {1} less to activate for each legendary creature you control.", { zone: 'hand', costChanges: [PER_LEGEND] }],
  ['Mirror of Galadriel', '{5}, {T}: Scry 1, then draw a card. This ability costs {1} less to activate for each legendary creature you control.', { tap: true, costChanges: [PER_LEGEND] }],
];

/** Cost changes not read: one that holds only some of the time, one counted from what it targets. */
const COST_UNREAD: [string, string][] = [
  ["Hylda's Crown of Winter", '{1}, {T}: Tap target creature. This ability costs {1} less to activate during your turn.'],
  ['Dragonfire Blade', "Equip {4}. This ability costs {1} less to activate for each color of the creature it targets."],
];

const ALL_ROWS = [...MANA_INSTEAD, ...OPEN_AMOUNTS, ...IN_HAND, ...COST_CHANGES];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...new Set([...ALL_ROWS.map((r) => r[0]), ...MANA_UNREAD.map((r) => r[0]), ...COST_UNREAD.map((r) => r[0]), 'Grizzly Bears', 'Isamaru, Hound of Konda', 'Tobias Andrion'])]);
}, 120_000);

/** The compiled ability or trigger whose text is the line (any of the object's abilities). */
function abilityOf(card: string, line: string): Record<string, unknown> | undefined {
  const o = compileCard(cards.get(card)!).object as { activated?: { text: string }[]; triggers?: { text: string }[]; statics?: { text: string }[] };
  return [...(o.activated ?? []), ...(o.triggers ?? []), ...(o.statics ?? [])].find((a) => a.text === line) as Record<string, unknown> | undefined;
}

function readRows(rows: Row[]): void {
  it.each(rows)('%s: the line is read', (card, line, shape) => {
    const c = cards.get(card)!;
    expect(c.oracle_text ?? c.card_faces?.map((f) => f.oracle_text).join('\n')).toContain(line);
    expect(compileCard(c).unmodelled).not.toContain(line);
    expect(abilityOf(card, line)).toMatchObject(shape);
  });
}

describe('mana abilities whose mana depends on the game (605.1a, 106.4, 614.15)', () => {
  readRows(MANA_INSTEAD);
  readRows(OPEN_AMOUNTS);
  it.each(MANA_INSTEAD.filter((r) => r[2] === OPEN_MANA))('%s: no fixed mana is claimed', (card, line) => {
    expect(abilityOf(card, line)).not.toHaveProperty('adds');
  });
  it.each(MANA_UNREAD)('%s: the line stays unmodelled', (card, line) => {
    expect(compileCard(cards.get(card)!).unmodelled).toContain(line);
  });

  it("GIVEN Urza's Tower tapped for mana with Mine and Power Plant THEN the engine adds no mana it would have to guess (605.3b)", async () => {
    const { run } = cardScenarios(() => cards);
    const r = await run({ objects: [{ id: 't', card: "Urza's Tower", zone: 'battlefield' }], actions: [{ kind: 'activate', object: 't' }] });
    const step = r.resolution.trace.find((s) => s.key === 'activate.mana');
    expect(step?.rules).toEqual(['605.3a', '605.3b']);
    expect(step?.params).not.toHaveProperty('adds');
  });
});

describe('abilities that work in the hand (113.6j, 113.6m, 602.2)', () => {
  readRows(IN_HAND);
  const zoneOf = (r: ScenarioRun, id: string): string | undefined => r.resolution.final.objects.find((o) => o.id === id || o.id.startsWith(`${id}~`))?.zone;

  it('GIVEN Simian Spirit Guide in hand WHEN its ability is activated THEN it is exiled as the cost and {R} is added (605.3b, 106.4)', async () => {
    const { run } = cardScenarios(() => cards);
    const r = await run({ objects: [{ id: 's', card: 'Simian Spirit Guide', zone: 'hand' }], actions: [{ kind: 'activate', object: 's' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(zoneOf(r, 's')).toBe('exile');
    expect(r.resolution.trace.find((s) => s.key === 'activate.mana')?.params).toMatchObject({ adds: '{R}' });
  });

  it('GIVEN Simian Spirit Guide on the battlefield THEN the ability can\'t be activated there (113.6j)', async () => {
    const { run } = cardScenarios(() => cards);
    const r = await run({ objects: [{ id: 's', card: 'Simian Spirit Guide', zone: 'battlefield' }], actions: [{ kind: 'activate', object: 's' }] });
    expect(r.resolution.trace.find((s) => s.key === 'activate.rewound')).toBeDefined();
    expect(zoneOf(r, 's')).toBe('battlefield');
  });

  it('GIVEN Trumpeting Carnosaur in hand WHEN its discard ability is activated at a Grizzly Bears THEN it is discarded and the Bears are dealt 3 damage (701.9a, 120.3)', async () => {
    const { run } = cardScenarios(() => cards);
    const r = await run({
      objects: [{ id: 'c', card: 'Trumpeting Carnosaur', zone: 'hand' }, { id: 'gb', card: 'Grizzly Bears', zone: 'battlefield', controller: 'B' }],
      actions: [{ kind: 'activate', object: 'c', ability: 0, targets: { creature: ['gb'] } }, { kind: 'resolve' }],
    });
    expect(r.resolution.error).toBeUndefined();
    expect(zoneOf(r, 'c')).toBe('graveyard');
    expect(zoneOf(r, 'gb')).toBe('graveyard');
  });
});

describe("an activated ability's own cost reduction (602.2b, 601.2f, 118.7a)", () => {
  readRows(COST_CHANGES);
  it.each(COST_UNREAD)('%s: the line stays unmodelled', (card, line) => {
    expect(compileCard(cards.get(card)!).unmodelled.join('\n')).toContain(line.replace(/^Equip \{4\}\. /, ''));
  });

  const LEGENDS = ['Isamaru, Hound of Konda', 'Tobias Andrion'];
  const otawara = (legends: number, pool: string) => ({
    players: [{ id: 'A', manaPool: pool }, { id: 'B' }],
    objects: [
      { id: 'o', card: 'Otawara, Soaring City', zone: 'hand' },
      { id: 'gb', card: 'Grizzly Bears', zone: 'battlefield', controller: 'B' },
      ...LEGENDS.slice(0, legends).map((card, i) => ({ id: `l${i}`, card, zone: 'battlefield' })),
    ],
    actions: [{ kind: 'activate', object: 'o', ability: 1, targets: { artifact: ['gb'] } }, { kind: 'resolve' }],
  });

  it('GIVEN Otawara in hand, two legendary creatures and {1}{U} WHEN channel is activated THEN it costs {1}{U} and the Bears return to hand', async () => {
    const { run } = cardScenarios(() => cards);
    const r = await run(otawara(2, '{C}{U}'));
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.trace.find((s) => s.key === 'cast.cost')).toMatchObject({ rules: ['602.2b', '601.2f', '118.7a'], params: { total: '{1}{U}' } });
    expect(r.resolution.final.objects.find((o) => o.id === 'gb' || o.id.startsWith('gb~'))?.zone).toBe('hand');
  });

  it('GIVEN no legendary creature and {1}{U} THEN the full {3}{U} can\'t be paid (601.2h)', async () => {
    const { run } = cardScenarios(() => cards);
    const r = await run(otawara(0, '{C}{U}'));
    expect(r.resolution.trace.find((s) => s.key === 'activate.rewound')).toBeDefined();
    expect(r.resolution.final.objects.find((o) => o.id === 'o')?.zone).toBe('hand');
  });
});

/**
 * Issue 14 (cards53b): edicts that name the greatest power or mana value — "Each opponent sacrifices a creature with the
 * greatest power among creatures they control", "… a creature or planeswalker with the greatest mana value among
 * creatures and planeswalkers they control" (701.21a with 608.2d): each player named chooses among their permanents of
 * the group whose value is the greatest (any of them when tied), and sacrifices it. Only when the group compared is the
 * group chosen from.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { compileAbilityText } from '../../src/cards/compile/index.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const MV = { kind: 'sacrifice', choose: { filter: { types: ['Creature', 'Planeswalker'] }, greatest: 'manaValue' } };
const POWER = { kind: 'sacrifice', choose: { filter: { types: ['Creature'] }, greatest: 'power' } };

const ROWS: [string, Record<string, unknown>][] = [
  ['Soul Shatter', { spell: { effects: [{ ...MV, player: 'opponent' }] } }],
  ['Flare of Malice', { spell: { effects: [{ ...MV }] } }],
  ['Crackling Doom', { spell: { effects: [{ kind: 'damage', amount: 2 }, { ...POWER }] } }],
];

const UNMODELLED: [string, string][] = [
  // The edict is read; the die roll it hangs on is not.
  ["Myrkul's Edict", 'Roll a d20.'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Hill Giant', 'Grizzly Bears', 'Llanowar Elves', 'Serra Angel', 'Craw Wurm', 'Shivan Dragon']);
}, 120_000);

describe('greatest-edict53b: edicts of the greatest power or mana value (701.21a, 608.2d)', () => {
  compiledShapes(ROWS, UNMODELLED, () => cards);
});

describe('GIVEN Soul Shatter resolving against an opponent with several creatures (701.21a)', () => {
  const { run } = cardScenarios(() => cards);
  const base = (b: { id: string; card: string }[], choices?: Record<string, string[]>) => ({
    objects: [{ id: 'ss', card: 'Soul Shatter', zone: 'hand' }, ...b.map((x) => ({ ...x, controller: 'B' }))],
    actions: [{ kind: 'cast', object: 'ss' }, { kind: 'resolve', ...(choices ? { choices } : {}) }],
  });
  const zones = (r: Awaited<ReturnType<typeof run>>) => Object.fromEntries(r.resolution.final.objects.filter((o) => o.owner === 'B').map((o) => [o.printed.name, o.zone]));
  it('WHEN one has the greatest mana value THEN that one is sacrificed, unasked', async () => {
    const r = await run(base([{ id: 'g', card: 'Grizzly Bears' }, { id: 'a', card: 'Serra Angel' }, { id: 'e', card: 'Llanowar Elves' }]));
    expect(r.resolution.error).toBeUndefined();
    expect(zones(r)).toEqual({ 'Grizzly Bears': 'battlefield', 'Serra Angel': 'graveyard', 'Llanowar Elves': 'battlefield' });
  });
  it('WHEN two tie for the greatest THEN the run stops naming the choice, and a named one is sacrificed', async () => {
    const cards2 = [{ id: 'w', card: 'Craw Wurm' }, { id: 'a', card: 'Shivan Dragon' }, { id: 'h', card: 'Hill Giant' }];
    await expect(run(base(cards2))).rejects.toThrow(/"reason":"choice-sacrifice"/);
    const r = await run(base(cards2, { sacrifice: ['w'] }));
    expect(r.resolution.error).toBeUndefined();
    expect(zones(r)).toEqual({ 'Craw Wurm': 'graveyard', 'Shivan Dragon': 'battlefield', 'Hill Giant': 'battlefield' });
  });
  it('WHEN a creature that is not the greatest is named THEN the choice is refused as illegal', async () => {
    await expect(run(base([{ id: 'g', card: 'Grizzly Bears' }, { id: 'a', card: 'Serra Angel' }], { sacrifice: ['g'] }))).rejects.toThrow(/"reason":"bad-choice"/);
  });
});

describe('greatest-edict53b: the wordings of the family, and those left unread', () => {
  it.each([
    ['Each opponent sacrifices a creature with the greatest power among creatures they control.', 'power'],
    ['Target opponent sacrifices a creature with the greatest power among creatures that player controls.', 'power'],
    ['Each player sacrifices a creature or planeswalker with the greatest mana value among creatures and planeswalkers they control.', 'manaValue'],
    ['Target player sacrifices an artifact with the greatest mana value among artifacts they control.', 'manaValue'],
  ])('%s is read as an edict of the greatest %s', (text, field) => {
    const c = compileAbilityText(text, undefined, true);
    expect(c.unmodelled).toEqual([]);
    const effects = (c.object.spell as { effects: { kind: string; choose?: { greatest?: string } }[] }).effects;
    expect(effects.length).toBeGreaterThan(0);
    for (const e of effects) expect(e).toMatchObject({ kind: 'sacrifice', choose: { greatest: field } });
  });
  it.each([
    // The group compared is not the group chosen from.
    'Each opponent sacrifices a creature with the greatest power among artifacts they control.',
    'Each opponent sacrifices a creature or planeswalker with the greatest mana value among creatures they control.',
    // Compared with no group said.
    'Each opponent sacrifices a creature they control with the greatest power.',
    // Another measure.
    'Each opponent sacrifices a creature with the greatest toughness among creatures they control.',
  ])('%s stays unread', (text) => {
    expect(compileAbilityText(text, undefined, true).unmodelled).toEqual([text]);
  });
});

/**
 * Issue 14: an instant's or sorcery's "Add {B}{B}{B}." (Dark Ritual): a fixed amount of mana that
 * goes into its controller's mana pool as the spell resolves (106.4, 608.2c). Such a spell is no
 * mana ability (605.1a): it is cast and resolves from the stack like any spell. Mana the player
 * chooses ("two mana in any combination of colors") or counts stays unmodelled.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const ROWS: [string, Record<string, unknown>][] = [
  ['Dark Ritual', { spell: { effects: [{ kind: 'add-mana', mana: '{B}{B}{B}' }] } }],
  ['Seething Song', { spell: { effects: [{ kind: 'add-mana', mana: '{R}{R}{R}{R}{R}' }] } }],
  ['Pyretic Ritual', { spell: { effects: [{ kind: 'add-mana', mana: '{R}{R}{R}' }] } }],
  ['Culling the Weak', { spell: { sacrificeCost: { filter: { types: ['Creature'] } }, effects: [{ kind: 'add-mana', mana: '{B}{B}{B}{B}' }] } }],
];

const UNMODELLED: [string, string][] = [
  ['Manamorphose', 'Add two mana in any combination of colors.'],
  ['Rite of Flame', 'Add {R}{R}, then add {R} for each card named Rite of Flame in each graveyard.'],
  // The amount that replaces the first one is read apart from it: the replacement stays unmodelled (and refuses a cast).
  ['Cabal Ritual', 'Add {B}{B}{B}{B}{B} instead if seven or more cards are in your graveyard.'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Hypnotic Specter']);
}, 120_000);

describe('a spell that adds mana, compiled', () => compiledShapes(ROWS, UNMODELLED, () => cards));

describe('a spell that adds mana, through the engine (106.4, 608.2c)', () => {
  const scenarios = cardScenarios(() => cards);
  const pool = (r: Awaited<ReturnType<typeof scenarios.run>>, p: string) => r.resolution.final.players.find((x) => x.id === p)!.manaPool ?? {};

  it('GIVEN Dark Ritual cast from {B} THEN it resolves from the stack and {B}{B}{B} is in its caster\'s pool', async () => {
    const r = await scenarios.run({ players: [{ id: 'A', manaPool: '{B}' }, { id: 'B' }], objects: [{ id: 'dr', card: 'Dark Ritual', zone: 'hand' }], actions: [{ kind: 'cast', object: 'dr' }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(pool(r, 'A')).toEqual({ B: 3 });
    expect(pool(r, 'B')).toEqual({});
    expect(r.resolution.events.some((e) => e.kind === 'put-on-stack')).toBe(true);
    expect(r.resolution.trace.find((s) => s.key === 'resolve.add-mana')?.rules).toEqual(['106.4', '608.2c']);
  });

  it('GIVEN Dark Ritual\'s mana THEN it pays for Hypnotic Specter ({1}{B}{B}) cast after it', async () => {
    const r = await scenarios.run({
      players: [{ id: 'A', manaPool: '{B}' }, { id: 'B' }],
      objects: [{ id: 'dr', card: 'Dark Ritual', zone: 'hand' }, { id: 'hs', card: 'Hypnotic Specter', zone: 'hand' }],
      actions: [{ kind: 'cast', object: 'dr' }, { kind: 'resolve' }, { kind: 'cast', object: 'hs' }, { kind: 'resolve' }],
    });
    expect(r.resolution.trace.some((s) => s.key === 'cast.rewound')).toBe(false);
    expect(r.resolution.final.objects.find((o) => o.printed.name === 'Hypnotic Specter')?.zone).toBe('battlefield');
    expect(pool(r, 'A')).toEqual({});
  });

  it('GIVEN Dark Ritual cast but not yet resolved THEN no mana is added yet (it uses the stack, 605.1a)', async () => {
    const r = await scenarios.run({ players: [{ id: 'A', manaPool: '{B}' }, { id: 'B' }], objects: [{ id: 'dr', card: 'Dark Ritual', zone: 'hand' }], actions: [{ kind: 'cast', object: 'dr' }] });
    expect(pool(r, 'A')).toEqual({});
  });
});

/**
 * Issue 14 (session 40): cost reductions read whole (601.2f).
 * - A spell's own "This spell costs {X} less to cast, where X is the total power of creatures you control" / "the
 *   greatest power among …" / "the total mana value of …" (107.1b: never below zero), counted as the cost is determined.
 * - A permanent's reductions for its controller's spells said with qualities after the noun: "Each spell you cast that's
 *   red or green costs {1} less", "Blue spells and red spells you cast cost {1} less" (one reduction for a spell of both
 *   colors), "Creature spells you cast with power 4 or greater cost {2} less".
 * - "This spell costs {1} less to cast if you control a creature with flying" / "… if a creature died this turn": only
 *   while the condition holds for its caster as the cost is determined.
 * Compiled shapes of real cards, sentences close to these left unread, and casts run through the engine.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';
import { cardScenarios, compiledShapes, loadRealCards } from './compile-helpers.ts';

const MINE = (types: string[]) => ({ kind: 'filter', controller: 'you', types });
const ROWS: [string, Record<string, unknown>][] = [
  ['Ghalta, Primal Hunger', { spell: { costChanges: [{ generic: -1, per: { kind: 'total', of: 'power', filter: MINE(['Creature']) } }] } }],
  ['Metalwork Colossus', { spell: { costChanges: [{ generic: -1, per: { kind: 'total', of: 'manaValue', filter: { ...MINE(['Artifact']), notTypes: ['Creature'] } } }] } }],
  ['Excalibur, Sword of Eden', { spell: { costChanges: [{ generic: -1, per: { kind: 'total', of: 'manaValue', filter: { kind: 'filter', controller: 'you', historic: true } } }] } }],
  ['Molten Monstrosity', { spell: { costChanges: [{ generic: -1, per: { kind: 'greatest', of: 'power', filter: MINE(['Creature']) } }] } }],
  ["Wizard's Retort", { spell: { costChanges: [{ generic: -1, if: { kind: 'controls', filter: { controller: 'you', subtypes: ['Wizard'] }, atLeast: 1 } }] } }],
  ['Winged Words', { spell: { costChanges: [{ generic: -1, if: { kind: 'controls', filter: { controller: 'you', types: ['Creature'], keywords: ['flying'] }, atLeast: 1 } }] } }],
  ['Bone Picker', { spell: { costChanges: [{ generic: -3, if: { kind: 'this-turn', happened: 'creature-died' } }] } }],
  ['Goblin Anarchomancer', { castStatics: [{ kind: 'cost', who: 'you', filter: { colors: ['R', 'G'] }, generic: -1 }] }],
  ['Nightscape Familiar', { castStatics: [{ kind: 'cost', who: 'you', filter: { colors: ['U', 'R'] }, generic: -1 }] }],
  ['Goreclaw, Terror of Qal Sisma', { castStatics: [{ kind: 'cost', who: 'you', filter: { types: ['Creature'], power: { atLeast: 4 } }, generic: -2 }] }],
];

/** Shapes close to these that say more than the engine reads. */
const UNMODELLED: [string, string][] = [
  // A commander's mana value "in the command zone": not a group on the battlefield.
  ['Visions of Glory', 'This spell costs {X} less to cast this way, where X is the greatest mana value of a commander you own on the battlefield or in the command zone.'],
  // A condition about the spell's own targets: not a condition of its caster.
  ['Luminous Rebuke', 'This spell costs {3} less to cast if it targets a tapped creature.'],
  // An opponent's count, the greatest among players: not one group.
  ['Cavern-Hoard Dragon', 'This spell costs {X} less to cast, where X is the greatest number of artifacts an opponent controls.'],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Craw Wurm', 'Grizzly Bears', 'Divination', 'Shock', 'Ornithopter']);
}, 120_000);

describe('cost reductions, compiled (601.2f)', () => compiledShapes(ROWS, UNMODELLED, () => cards));

describe('cost reductions through the engine (601.2f, 107.1b)', () => {
  const { run } = cardScenarios(() => cards);
  const rewound = (r: ScenarioRun) => r.resolution.trace.find((x) => x.key === 'cast.rewound')?.params;
  const zone = (r: ScenarioRun, name: string) => r.resolution.final.objects.find((o) => o.printed.name === name)?.zone;
  const cast = (board: string[], spell: string, pool: string, extra: Record<string, unknown> = {}) => ({
    players: [{ id: 'A', manaPool: pool }, { id: 'B' }],
    objects: [...board.map((card, i) => ({ id: `p${i}`, card })), { id: 's', card: spell, zone: 'hand' }, ...['l1', 'l2', 'l3'].map((id) => ({ id, card: 'Grizzly Bears', zone: 'library' }))],
    actions: [{ kind: 'cast', object: 's', ...extra }, { kind: 'resolve' }],
  });

  it.each([
    // Ghalta {10}{G}{G}: two 6/4s make X = 12, only {G}{G} left; one makes X = 6, {4}{G}{G} left.
    ['Ghalta with two Craw Wurms (total power 12)', ['Craw Wurm', 'Craw Wurm'], 'Ghalta, Primal Hunger', '{G}{G}', true],
    ['Ghalta with one Craw Wurm (total power 6)', ['Craw Wurm'], 'Ghalta, Primal Hunger', '{G}{G}', false],
    // Molten Monstrosity {7}{R}: the greatest power (6), not the total (12): {1}{R} left.
    ['Molten Monstrosity with two Craw Wurms (greatest power 6)', ['Craw Wurm', 'Craw Wurm'], 'Molten Monstrosity', '{R}', false],
    ['Molten Monstrosity with two Craw Wurms, {R}{R}', ['Craw Wurm', 'Craw Wurm'], 'Molten Monstrosity', '{R}{R}', true],
    // Goblin Anarchomancer: a green spell ({1}{G}) costs {G}; a blue one ({2}{U}) doesn't change.
    ['Grizzly Bears with Goblin Anarchomancer', ['Goblin Anarchomancer'], 'Grizzly Bears', '{G}', true],
    ['Divination with Goblin Anarchomancer', ['Goblin Anarchomancer'], 'Divination', '{U}{U}', false],
    ['Divination with Nightscape Familiar', ['Nightscape Familiar'], 'Divination', '{U}{U}', true],
    // Goreclaw: a creature spell with power 4 or greater only.
    ['Craw Wurm with Goreclaw', ['Goreclaw, Terror of Qal Sisma'], 'Craw Wurm', '{G}{G}{G}{G}', true],
    ['Grizzly Bears with Goreclaw', ['Goreclaw, Terror of Qal Sisma'], 'Grizzly Bears', '{G}', false],
    // Winged Words {2}{U}: {1} less while its caster controls a creature with flying.
    ['Winged Words with Ornithopter', ['Ornithopter'], 'Winged Words', '{U}{U}', true],
    ['Winged Words with Grizzly Bears only', ['Grizzly Bears'], 'Winged Words', '{U}{U}', false],
  ])('GIVEN %s WHEN cast from %j paying %s THEN it resolves: %s', async (_what, board, spell, pool, resolves) => {
    const r = await run(cast(board as string[], spell as string, pool as string));
    if (resolves) {
      expect(rewound(r), JSON.stringify(rewound(r))).toBeUndefined();
      expect(zone(r, spell as string)).toBe(/Divination|Winged Words/.test(spell as string) ? 'graveyard' : 'battlefield');
    } else {
      expect(rewound(r)).toMatchObject({ reason: 'cost-unpaid' });
      expect(zone(r, spell as string)).toBe('hand');
    }
  });
});

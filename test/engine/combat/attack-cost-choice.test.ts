/**
 * Issue 13 §1: paying a cost to attack (508.1h-j) is a typed attack-cost choice — the player, the cost, and how it was
 * paid: from the mana told in the pool, or with no mana told taken as paid (a stated default) — which "can it attack?"
 * reads (asks/can.ts) instead of the trace's combat.attack-cost step.
 */
import { describe, expect, it } from 'vitest';
import { resolve } from '../../../src/engine/index.ts';
import { choicesOf } from '../../../src/engine/choices.ts';
import type { CastStatic, GameState } from '../../../src/engine/types.ts';
import { attack, game, mine, theirs } from './kit.ts';

const tax = (generic: number): CastStatic => ({ kind: 'attack-tax', text: `Creatures can't attack you unless their controller pays {${generic}} for each creature.`, who: 'opponents', generic });

function board(generic: number, attackers: string[], pool?: Record<string, number>): GameState {
  const g = game([...attackers.map((id) => mine(id, 2, 2)), theirs('prison', 0, 4)]);
  const objects = g.objects.map((o) => (o.id === 'prison' ? { ...o, printed: { ...o.printed, castStatics: [tax(generic)] } } : o));
  const players = g.players.map((p) => (p.id === 'A' && pool ? { ...p, manaPool: pool } : p));
  return { ...g, objects, players } as GameState;
}

describe('a cost to attack paid, as a choice (508.1h-j)', () => {
  it.each([
    ['{2} for one attacker, no mana told: taken as paid', board(2, ['bear']), [['A', '{2}', 'assumed']]],
    ['{2} each for two attackers, no mana told: {4} taken as paid', board(2, ['bear', 'ox']), [['A', '{4}', 'assumed']]],
    ['{1} with one green in the pool: paid from it', board(1, ['bear'], { G: 1 }), [['A', '{1}', 'pool']]],
    ['no tax: nothing to pay', board(0, ['bear']), []],
  ] as const)('%s', (_, given, want) => {
    const r = resolve(given, [attack(...(given.objects.filter((o) => o.id !== 'prison').map((o) => o.id)))]);
    expect(choicesOf(r.choices, 'attack-cost').map((c) => [c.player, c.cost, c.payment])).toEqual(want);
  });
});

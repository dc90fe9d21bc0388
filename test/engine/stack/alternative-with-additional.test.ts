/**
 * A spell's alternative cost (118.9) paid together with its additional costs (118.8, 601.2h): the alternative's parts
 * are added to what the cast pays after the additional-cost choice is made (601.2b), so a choice of the same kind
 * never silently replaces them — two costs of one kind (life twice, two sacrifices) stop the run, named.
 */
import { describe, expect, it } from 'vitest';
import { paidCosts } from '../../../src/engine/casting/cost-choice.ts';
import type { Cast } from '../../../src/engine/casting/checks.ts';
import { EngineHalt } from '../../../src/engine/halt.ts';
import type { SpellBody } from '../../../src/engine/types.ts';

const ALT = "You may pay 4 life rather than pay this spell's mana cost.";
const CHOICE = 'As an additional cost to cast this spell, discard a card or pay 3 life.';
const body: SpellBody = {
  text: '',
  effects: [],
  alternatives: [{ name: 'pay 4 life', cost: '', life: 4, text: ALT }],
  costChoice: { text: CHOICE, options: [{ kind: 'discard' }, { kind: 'life', amount: 3 }] },
};
const cast = (extra: Partial<Cast>, alternative: string | null = 'pay 4 life'): Cast => ({ kind: 'cast', object: 's', ...(alternative !== null ? { alternative } : {}), ...extra });

function haltOf(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    if (e instanceof EngineHalt) return e.error;
    throw e;
  }
  return null;
}

describe('GIVEN a spell with an alternative cost of life and a choice of additional costs', () => {
  it('WHEN the discard is chosen THEN both the discard and the alternative\'s life are paid', () => {
    expect(paidCosts(body, cast({ costOption: 0 }))).toEqual({ discardCost: { text: CHOICE }, lifeCost: { text: ALT, amount: 4, alternative: true } });
  });

  it('WHEN the life is chosen too THEN the run stops: two life costs, never one overwriting the other', () => {
    expect(haltOf(() => paidCosts(body, cast({ costOption: 1 })))).toMatchObject({ code: 'unmodelled', params: { reason: 'two-costs-of-a-kind', text: ALT, rule: '118.9' } });
  });

  it('WHEN an additional life cost is always paid THEN the run stops as well', () => {
    const { costChoice: _, ...rest } = body;
    const always: SpellBody = { ...rest, lifeCost: { text: 'As an additional cost to cast this spell, pay 3 life.', amount: 3 } };
    expect(haltOf(() => paidCosts(always, cast({})))).toMatchObject({ params: { reason: 'two-costs-of-a-kind' } });
  });

  it('WHEN the cast pays its mana cost THEN only the chosen additional cost is paid', () => {
    expect(paidCosts(body, cast({ costOption: 1 }, null))).toEqual({ lifeCost: { text: CHOICE, amount: 3 } });
  });
});

/**
 * Activated abilities that work from the hand (cycling, 702.29a: "[Cost], Discard this card: Draw
 * a card"): activated only while the card is in its owner's hand, the discard is part of the cost
 * (701.9a, 602.2b), and the ability resolves without the card (113.7a). Not from the battlefield.
 */
import { describe } from 'vitest';
import type { ActivatedAbility } from '../../../src/engine/types.ts';
import { checkRow, game, obj, resolveTop, stackDepth, zoneOf } from './kit.ts';
import type { Row } from './kit.ts';

const cycling: ActivatedAbility = { text: 'Cycling {2}', cost: '{2}, Discard this card', zone: 'hand', effects: [{ kind: 'draw', amount: 1, player: 'you' }] };
const cycler = (zone: 'hand' | 'battlefield') => obj({ id: 'cyc', name: 'Cycler', types: ['Creature'], pt: [2, 2], zone }, { activated: [cycling] });
const topCard = obj({ id: 'top', name: 'Top Card', types: ['Creature'], pt: [1, 1], zone: 'library' });

const ROWS: Row[] = [
  {
    name: 'GIVEN a card with cycling in hand WHEN the ability is activated THEN the card is discarded as the cost and the draw resolves (702.29a, 701.9a)',
    given: game([cycler('hand'), topCard]),
    when: [{ kind: 'activate', object: 'cyc' }, resolveTop],
    then: (r) => [zoneOf(r, 'cyc'), zoneOf(r, 'top')],
    expected: ['graveyard', 'hand'],
    rules: ['113.7a'],
  },
  {
    name: 'GIVEN the activation on the stack THEN the card is already in the graveyard (the cost is paid as it is activated, 602.2b)',
    given: game([cycler('hand'), topCard]),
    when: [{ kind: 'activate', object: 'cyc' }],
    then: (r) => [zoneOf(r, 'cyc'), stackDepth(r)],
    expected: ['graveyard', 1],
  },
  {
    name: 'GIVEN the card on the battlefield WHEN its cycling is activated THEN it is reversed: it works only from the hand (702.29a)',
    given: game([cycler('battlefield'), topCard]),
    when: [{ kind: 'activate', object: 'cyc' }],
    then: (r) => [zoneOf(r, 'cyc'), stackDepth(r)],
    expected: ['battlefield', 0],
    rules: ['702.29a'],
    keys: ['activate.rewound'],
  },
];

describe('activated abilities that work from the hand (702.29a)', () => {
  for (const row of ROWS) checkRow(row);
});

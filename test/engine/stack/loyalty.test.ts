/**
 * Loyalty abilities (606): the cost puts on or removes loyalty counters (606.4); only in a main
 * phase of your turn with the stack empty, and only once each turn for each permanent (606.3); a
 * negative cost needs that many loyalty counters (606.6). A planeswalker left with 0 loyalty is put
 * into its owner's graveyard (704.5i).
 */
import { describe } from 'vitest';
import type { ActivatedAbility } from '../../../src/engine/types.ts';
import { checkRow, game, obj, resolveTop, stackDepth, zoneOf } from './kit.ts';
import type { Row } from './kit.ts';

const plus: ActivatedAbility = { text: '+1: You gain 2 life.', cost: '+1', effects: [{ kind: 'life', amount: 2, player: 'you' }] };
const minus: ActivatedAbility = { text: '−3: Draw a card.', cost: '−3', effects: [{ kind: 'draw', amount: 1, player: 'you' }] };
const walker = (loyalty: number) => obj({ id: 'pw', name: 'Walker', types: ['Planeswalker'], loyalty, counters: { loyalty } }, { activated: [plus, minus] });
const loyaltyOf = (r: Parameters<Row['then']>[0]): number => r.final.objects.find((o) => o.id === 'pw')?.counters['loyalty'] ?? -1;

const ROWS: Row[] = [
  {
    name: 'GIVEN a +1 ability WHEN activated THEN a loyalty counter is put on it as the cost (606.4) and the ability resolves',
    given: game([walker(3)]),
    when: [{ kind: 'activate', object: 'pw' }, resolveTop],
    then: (r) => [loyaltyOf(r), r.final.players[0]!.life],
    expected: [4, 22],
  },
  {
    name: 'GIVEN a loyalty ability activated this turn WHEN another one is activated THEN it is reversed (606.3)',
    given: game([walker(3)]),
    when: [{ kind: 'activate', object: 'pw' }, resolveTop, { kind: 'activate', object: 'pw', ability: 1 }],
    then: (r) => [loyaltyOf(r), stackDepth(r)],
    expected: [4, 0],
    rules: ['606.3'],
    keys: ['activate.rewound'],
  },
  {
    name: 'GIVEN the turn ended WHEN a loyalty ability is activated again THEN it can be (606.3: once each turn)',
    given: game([walker(3)]),
    when: [{ kind: 'activate', object: 'pw' }, resolveTop, { kind: 'end-turn' }, { kind: 'activate', object: 'pw' }, resolveTop],
    then: (r) => loyaltyOf(r),
    expected: 5,
  },
  {
    name: 'GIVEN 2 loyalty WHEN the −3 ability is activated THEN it is reversed: too few loyalty counters (606.6)',
    given: game([walker(2)]),
    when: [{ kind: 'activate', object: 'pw', ability: 1 }],
    then: (r) => [loyaltyOf(r), stackDepth(r)],
    expected: [2, 0],
    rules: ['606.6'],
  },
  {
    name: 'GIVEN 3 loyalty WHEN the −3 ability is activated THEN the planeswalker is put into the graveyard (704.5i) and the ability still resolves',
    given: game([walker(3)]),
    when: [{ kind: 'activate', object: 'pw', ability: 1 }, resolveTop],
    then: (r) => zoneOf(r, 'pw'),
    expected: 'graveyard',
    rules: ['704.5i'],
  },
  {
    name: 'GIVEN a spell on the stack WHEN a loyalty ability is activated THEN it is reversed (606.3: stack empty)',
    given: game([walker(3), obj({ id: 'x', name: 'x', types: ['Instant'], zone: 'hand' }, { manaCost: '{U}', spell: { text: 'x', effects: [{ kind: 'draw', amount: 1, player: 'you' }] } })]),
    when: [{ kind: 'cast', object: 'x' }, { kind: 'activate', object: 'pw' }],
    then: (r) => loyaltyOf(r),
    expected: 3,
    rules: ['606.3'],
  },
];

describe('loyalty abilities (606)', () => {
  for (const row of ROWS) checkRow(row);
});

/**
 * "Put target card from a graveyard / target creature on top of its owner's library" (400.3, 400.7): the card
 * goes to its owner's library, a new object there, as its top card (the first listed). Two cards put on top of
 * one library at once are arranged by their owner (401.4): that order is the question's to say, so it stops.
 */
import { describe, expect, it } from 'vitest';
import { resolve } from '../../../src/engine/index.ts';
import type { Resolution } from '../../../src/engine/types.ts';
import { cast, checkRow, creature, creatureTarget, game, instant, resolveAll, theirs } from './kit.ts';
import type { Row } from './kit.ts';

const toTop = (targets = [creatureTarget()]) => instant('top', [{ kind: 'put-on-top', target: 'creature' }], targets, 'A');
const fromGraveyard = { word: 'creature', objects: { kind: 'filter' as const, types: ['Creature' as const], zone: 'graveyard' as const } };
/** The ids of a player's library, top first, each by the card it was. */
const library = (r: Resolution, p: string): string[] => r.final.objects.filter((o) => o.zone === 'library' && o.owner === p).map((o) => o.id.split('~')[0]!);

const rows: Row[] = [
  {
    name: "GIVEN B's creature WHEN A's spell puts it on top of its owner's library THEN it is B's top card (400.3, 400.7)",
    given: game([theirs('bear', 2, 2), creature('deep', 1, 1, { zone: 'library', controller: 'B' }), toTop()]),
    when: [cast('top', { creature: ['bear'] }), resolveAll],
    then: (r) => library(r, 'B'),
    expected: ['bear', 'deep'],
    rules: ['400.3', '400.7'],
    keys: ['resolve.library-top'],
  },
  {
    name: "GIVEN a creature card in A's graveyard WHEN targeted THEN it is on top of A's library, above the cards there",
    given: game([creature('dead', 2, 2, { zone: 'graveyard' }), creature('l1', 1, 1, { zone: 'library' }), creature('l2', 1, 1, { zone: 'library' }), toTop([fromGraveyard])]),
    when: [cast('top', { creature: ['dead'] }), resolveAll],
    then: (r) => library(r, 'A'),
    expected: ['dead', 'l1', 'l2'],
    rules: ['400.7'],
  },
];

describe('put on top of its owner\'s library (400.3, 400.7)', () => {
  rows.forEach(checkRow);
  it('two cards put on top of one library at once: the order is its owner\'s choice (401.4), so it stops', () => {
    const both = instant('both', [{ kind: 'put-on-top', target: 'creature' }], [{ ...fromGraveyard, count: 2 }], 'A');
    const r = resolve(game([creature('d1', 2, 2, { zone: 'graveyard' }), creature('d2', 2, 2, { zone: 'graveyard' }), both]), [cast('both', { creature: ['d1', 'd2'] }), resolveAll]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'unmodelled', params: { reason: 'library-order', rule: '401.4' } });
  });
});

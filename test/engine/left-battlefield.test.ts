/**
 * 400.7: a card that leaves the battlefield becomes a new object. An act that only a permanent can
 * undergo (tap 701.26, destroy 701.8a, sacrifice 701.21a, attach 701.3, counters 122.1, an effect on
 * it 611.2c, damage 120.1, removal from combat 506.4) named of a card that has left stops the run
 * (illegal_action, `error.left-battlefield`) instead of following the card into its new zone; acts
 * that address the card wherever it is (a return from the graveyard, an exile from it, a flicker
 * back) still follow it (objects.ts permanentObject / currentObject).
 */
import { describe, expect, it } from 'vitest';
import { resolve } from '../../src/engine/index.ts';
import type { Action, Resolution } from '../../src/engine/types.ts';
import { state } from './helpers.ts';
import { attack } from './combat/kit.ts';

const byCard = (r: Resolution, cardId: string) => r.final.objects.filter((o) => o.id === cardId || o.id.startsWith(`${cardId}~`));
const pump: Action = { kind: 'apply-effect', effect: { text: 'It gets +2/+2 until end of turn.', affects: { kind: 'objects', ids: ['c'] }, modifications: [{ kind: 'modify-pt', power: 2, toughness: 2 }], duration: { kind: 'end-of-turn' } } };

/** How the creature left the battlefield, and the zone it is in now. */
const LEAVES: [string, Action[], string][] = [
  ['destroyed', [{ kind: 'destroy', object: 'c' }], 'graveyard'],
  ['returned to hand', [{ kind: 'return-to-hand', object: 'c' }], 'hand'],
  ['exiled', [{ kind: 'exile', object: 'c' }], 'exile'],
  // A 3/3 given three -1/-1 counters is 0/0: 704.5f puts it into the graveyard at the check (704.3).
  ['given three -1/-1 counters (0/0, 704.5f)', [{ kind: 'add-counters', target: 'c', counter: '-1/-1', amount: 3 }], 'graveyard'],
];

/** Each permanent-only act, told after the creature left. */
const ACTS: [string, Action, string][] = [
  ['a +1/+1 counter put on it', { kind: 'add-counters', target: 'c', counter: '+1/+1', amount: 1 }, 'counters'],
  ['a counter removed from it', { kind: 'remove-counters', target: 'c', counter: '+1/+1', amount: 1 }, 'counters'],
  ['+2/+2 until end of turn', pump, 'effect'],
  ['tapping it', { kind: 'tap', object: 'c' }, 'tap'],
  ['untapping it', { kind: 'untap', object: 'c' }, 'untap'],
  ['destroying it', { kind: 'destroy', object: 'c' }, 'destroy'],
  ['sacrificing it', { kind: 'sacrifice', object: 'c' }, 'sacrifice'],
  ['3 damage to it', { kind: 'damage', source: null, target: 'c', amount: 3 }, 'damage'],
  ['attaching an Equipment to it', { kind: 'attach', object: 'eq', to: 'c' }, 'attach'],
  ['attaching it to another creature', { kind: 'attach', object: 'c', to: 'other' }, 'attach'],
  ['unattaching it', { kind: 'unattach', object: 'c' }, 'unattach'],
];

const board = () =>
  state([
    { id: 'c', pt: [3, 3] },
    { id: 'other', pt: [2, 2] },
    { id: 'eq', types: ['Artifact'], subtypes: ['Equipment'], pt: null },
  ]);

describe('a permanent-only act on a creature that left the battlefield (400.7)', () => {
  for (const [how, leave, zone] of LEAVES) {
    it.each(ACTS)(`GIVEN a 3/3 ${how} WHEN %s THEN the run stops: it is a new object (400.7)`, (_n, act, word) => {
      const r = resolve(board(), [...leave, act]);
      expect(r.ok).toBe(false);
      expect(r.error).toMatchObject({ code: 'illegal_action', key: 'error.left-battlefield', params: { act: word, rule: '400.7', zone }, action: leave.length });
      // The card stays where it went, untouched: no follow step, no counter, no effect on it.
      const [now] = byCard(r, 'c');
      expect(now).toMatchObject({ zone, tapped: false, counters: {} });
      expect(r.trace.some((s) => s.key === 'zone.follows')).toBe(false);
      expect(r.final.effects).toEqual([]);
    });
  }

  it('GIVEN an attacking creature destroyed WHEN it is removed from combat THEN the run stops (506.4, 400.7)', () => {
    const r = resolve(board(), [attack('c'), { kind: 'destroy', object: 'c' }, { kind: 'remove-from-combat', object: 'c' }]);
    expect(r.error).toMatchObject({ code: 'illegal_action', key: 'error.left-battlefield', params: { act: 'remove-from-combat', zone: 'graveyard' }, action: 2 });
  });

  it('GIVEN a token destroyed (it ceases to exist, 704.5d) WHEN it is tapped THEN the run stops naming it, not an unknown reference', () => {
    const r = resolve(state([{ id: 't', token: true, name: 'Soldier' }]), [{ kind: 'destroy', object: 't' }, { kind: 'tap', object: 't' }]);
    expect(r.error).toMatchObject({ code: 'illegal_action', key: 'error.left-battlefield', params: { act: 'tap', ceased: true } });
  });
});

describe('acts that address the card wherever it is still follow it (400.7)', () => {
  const rows: [string, Action[], string, object][] = [
    ['it dies, then I return it to my hand', [{ kind: 'destroy', object: 'c' }, { kind: 'return-to-hand', object: 'c' }], 'hand', {}],
    ['it dies, then I exile it from my graveyard', [{ kind: 'destroy', object: 'c' }, { kind: 'exile', object: 'c' }], 'exile', {}],
    ['it dies, then it returns to the battlefield and gets a +1/+1 counter (reanimation)', [{ kind: 'destroy', object: 'c' }, { kind: 'move', object: 'c', to: 'battlefield' }, { kind: 'add-counters', target: 'c', counter: '+1/+1', amount: 1 }], 'battlefield', { counters: { '+1/+1': 1 } }],
    ['it is exiled and returns (flicker), then it is tapped', [{ kind: 'exile', object: 'c' }, { kind: 'move', object: 'c', to: 'battlefield' }, { kind: 'tap', object: 'c' }], 'battlefield', { tapped: true }],
    ['it is bounced, then cast again and pumped', [{ kind: 'return-to-hand', object: 'c' }, { kind: 'move', object: 'c', to: 'battlefield' }, pump], 'battlefield', {}],
  ];
  it.each(rows)('GIVEN %s THEN the act follows the card to the object it became', (_n, actions, zone, more) => {
    const r = resolve(board(), actions);
    expect(r.ok).toBe(true);
    expect(byCard(r, 'c')[0]).toMatchObject({ zone, ...more });
    expect(r.trace.some((s) => s.key === 'zone.follows')).toBe(true);
  });

  it('GIVEN a card listed in exile (never on the battlefield) WHEN a counter is put on it THEN it gets it (122.1)', () => {
    const r = resolve(state([{ id: 'x', zone: 'exile' }]), [{ kind: 'add-counters', target: 'x', counter: 'time', amount: 1 }]);
    expect(r.ok).toBe(true);
    expect(byCard(r, 'x')[0]?.counters).toEqual({ time: 1 });
  });
});

/**
 * Actions: apply-effect (611.2, 613.7b, 611.2c, 608.2h, 707.2b), end-effect, destroy (701.8a,
 * 702.12b), sacrifice (701.21a), exile (701.13a), return to hand (400.3), end-turn (514.2), and the
 * errors for bad references and bad amounts.
 */
import { describe, expect, it } from 'vitest';
import { resolve } from '../../src/engine/index.ts';
import type { Action, EffectInput, Resolution } from '../../src/engine/types.ts';
import { cited, printed, state } from './helpers.ts';

const computed = (r: Resolution, id: string) => r.computed.find((c) => c.id === id);
const zoneOf = (r: Resolution, card: string) => r.final.objects.find((o) => o.id === card || o.id.startsWith(`${card}~`))?.zone ?? 'gone';
const effectAction = (effect: EffectInput): Action => ({ kind: 'apply-effect', effect });

describe('apply-effect', () => {
  it('GIVEN "all creatures get +1/+1" THEN it gets a timestamp now (613.7b) and its set is locked (611.2c): a later creature is not affected', () => {
    const r = resolve(state([{ id: 'a' }]), [
      effectAction({ id: 'crusade', text: 'All creatures get +1/+1 until end of turn.', affects: { kind: 'filter', types: ['Creature'] }, modifications: [{ kind: 'modify-pt', power: 1, toughness: 1 }], duration: { kind: 'end-of-turn' } }),
      { kind: 'create', object: { id: 'late', controller: 'A', printed: printed({ id: 'Late' }) } },
    ]);
    expect(r.final.effects[0]).toMatchObject({ id: 'crusade', lockedIds: ['a'], timestamp: 2, controller: 'A', duration: { kind: 'end-of-turn' } });
    expect([computed(r, 'a')?.power, computed(r, 'late')?.power]).toEqual([3, 2]);
    expect(r.trace.find((s) => s.key === 'effect.created')).toMatchObject({ rules: ['611.2', '613.7b', '611.2c'], params: { affects: ['a'], timestamp: 2 } });
  });

  it('GIVEN "+1/+1 for each creature you control" THEN the count is fixed on resolution (608.2h)', () => {
    const r = resolve(state([{ id: 'a' }, { id: 'b' }]), [
      effectAction({ text: 'Target creature gets +1/+1 for each creature you control.', affects: { kind: 'objects', ids: ['a'] }, modifications: [{ kind: 'modify-pt-per', power: 1, toughness: 1, per: { kind: 'count', filter: { kind: 'filter', types: ['Creature'], controller: 'you' } } }] }),
      { kind: 'create', object: { id: 'c', controller: 'A', printed: printed({ id: 'C' }) } },
    ]);
    expect(computed(r, 'a')?.power).toBe(4);
    expect(r.final.effects[0]!.modifications[0]).toMatchObject({ per: { kind: 'fixed', value: 2 } });
    expect(cited(r.trace).has('608.2h')).toBe(true);
  });

  it('GIVEN a copy effect THEN the copiable values are fixed when it begins (707.2b): a later change to the original does not change the copy', () => {
    const r = resolve(state([{ id: 'orig', name: 'Runeclaw Bear', pt: [2, 2] }, { id: 'z', name: 'Serra Angel', pt: [4, 4] }, { id: 'clone', name: 'Clone', pt: [1, 1] }]), [
      effectAction({ text: 'Clone becomes a copy of Runeclaw Bear.', affects: { kind: 'objects', ids: ['clone'] }, modifications: [{ kind: 'copy', of: 'orig' }] }),
      effectAction({ text: 'Runeclaw Bear becomes a copy of Serra Angel.', affects: { kind: 'objects', ids: ['orig'] }, modifications: [{ kind: 'copy', of: 'z' }] }),
    ]);
    expect([computed(r, 'clone')?.name, computed(r, 'orig')?.name]).toEqual(['Runeclaw Bear', 'Serra Angel']);
  });

  it('GIVEN a source THEN the effect\'s controller defaults to the source\'s controller; without one, the active player', () => {
    const r = resolve(state([{ id: 'src', controller: 'B' }, { id: 'a' }]), [
      effectAction({ id: 'e1', source: 'src', text: 'x', affects: { kind: 'source' }, modifications: [] }),
      effectAction({ id: 'e2', text: 'y', affects: { kind: 'objects', ids: ['a'] }, modifications: [] }),
    ]);
    expect(r.final.effects.map((e) => [e.id, e.controller, e.lockedIds])).toEqual([
      ['e1', 'B', ['src']],
      ['e2', 'A', ['a']],
    ]);
  });

  it('GIVEN an effect WHEN ended by id THEN it stops applying; an unknown id is a bad reference', () => {
    const r = resolve(state([{ id: 'a' }]), [effectAction({ id: 'p', text: '+2/+2', affects: { kind: 'objects', ids: ['a'] }, modifications: [{ kind: 'modify-pt', power: 2, toughness: 2 }] }), { kind: 'end-effect', effect: 'p' }]);
    expect(computed(r, 'a')?.power).toBe(2);
    const bad = resolve(state([{ id: 'a' }]), [{ kind: 'end-effect', effect: 'nope' }]);
    expect(bad.error).toMatchObject({ code: 'bad_reference', key: 'error.bad-reference', params: { reference: 'nope', what: 'effect' }, action: 0 });
  });
});

describe('destroy, sacrifice, exile, return to hand', () => {
  const rows: [string, Parameters<typeof state>[0], Action, string, string[], string[]][] = [
    ['GIVEN a creature WHEN destroyed THEN its owner\'s graveyard (701.8a)', [{ id: 'c' }], { kind: 'destroy', object: 'c' }, 'graveyard', ['701.8a'], []],
    ['GIVEN an indestructible creature WHEN destroyed THEN it stays (702.12b)', [{ id: 'c', keywords: ['indestructible'] }], { kind: 'destroy', object: 'c' }, 'battlefield', ['702.12b'], ['701.8a']],
    ['GIVEN an indestructible creature WHEN sacrificed THEN graveyard: sacrifice is not destruction (701.21a)', [{ id: 'c', keywords: ['indestructible'] }], { kind: 'sacrifice', object: 'c' }, 'graveyard', ['701.21a'], ['702.12b']],
    ['GIVEN a card in a graveyard WHEN destroyed THEN nothing: only permanents can be (701.8a)', [{ id: 'c', zone: 'graveyard' }], { kind: 'destroy', object: 'c' }, 'graveyard', [], ['701.8a']],
    ['GIVEN a card in a graveyard WHEN exiled THEN exile (701.13a)', [{ id: 'c', zone: 'graveyard' }], { kind: 'exile', object: 'c' }, 'exile', ['701.13a'], []],
    ["GIVEN B's creature under A WHEN returned to hand THEN B's hand (400.3)", [{ id: 'c', owner: 'B' }], { kind: 'return-to-hand', object: 'c' }, 'hand', ['400.3'], []],
  ];
  it.each(rows)('%s', (_n, objects, action, zone, rules, notRules) => {
    const r = resolve(state(objects), [action]);
    expect(r.ok).toBe(true);
    expect(zoneOf(r, 'c')).toBe(zone);
    const c = cited(r.trace);
    for (const rule of rules) expect(c.has(rule), rule).toBe(true);
    for (const rule of notRules) expect(c.has(rule), rule).toBe(false);
  });
});

describe('end-turn (514.2)', () => {
  it('GIVEN a 2/2 with +3/+3 until end of turn and 4 damage WHEN the turn ends THEN damage and the effect end together: a 2/2 with no damage survives', () => {
    const r = resolve(state([{ id: 'c' }]), [
      effectAction({ text: '+3/+3 until end of turn', affects: { kind: 'objects', ids: ['c'] }, modifications: [{ kind: 'modify-pt', power: 3, toughness: 3 }], duration: { kind: 'end-of-turn' } }),
      { kind: 'damage', source: null, target: 'c', amount: 4 },
      { kind: 'end-turn' },
    ]);
    expect(r.final.objects[0]).toMatchObject({ id: 'c', zone: 'battlefield', damage: 0 });
    expect(computed(r, 'c')).toMatchObject({ power: 2, toughness: 2 });
    expect(r.trace.filter((s) => s.key.startsWith('cleanup.')).map((s) => [s.key, s.params])).toEqual([
      ['cleanup.damage-removed', { objects: ['c'] }],
      ['cleanup.effects-ended', { effects: ['+3/+3 until end of turn'] }],
    ]);
  });

  it('GIVEN an indefinite effect WHEN the turn ends THEN it keeps applying', () => {
    const r = resolve(state([{ id: 'c' }]), [effectAction({ text: '+1/+1', affects: { kind: 'objects', ids: ['c'] }, modifications: [{ kind: 'modify-pt', power: 1, toughness: 1 }] }), { kind: 'end-turn' }]);
    expect(computed(r, 'c')?.power).toBe(3);
  });

  it('GIVEN no damage marked and no "until end of turn" effect WHEN the turn ends THEN no cleanup step claims something was removed or ended', () => {
    const r = resolve(state([{ id: 'c' }]), [{ kind: 'end-turn' }]);
    expect(r.trace.filter((s) => s.key.startsWith('cleanup.'))).toEqual([]);
  });

  it('GIVEN only damage marked WHEN the turn ends THEN only the damage step; GIVEN only an effect ending THEN only that step', () => {
    const damaged = resolve(state([{ id: 'c' }]), [{ kind: 'damage', source: null, target: 'c', amount: 1 }, { kind: 'end-turn' }]);
    expect(damaged.trace.filter((s) => s.key.startsWith('cleanup.')).map((s) => s.key)).toEqual(['cleanup.damage-removed']);
    const pumped = resolve(state([{ id: 'c' }]), [
      effectAction({ text: '+1/+1 until end of turn', affects: { kind: 'objects', ids: ['c'] }, modifications: [{ kind: 'modify-pt', power: 1, toughness: 1 }], duration: { kind: 'end-of-turn' } }),
      { kind: 'end-turn' },
    ]);
    expect(pumped.trace.filter((s) => s.key.startsWith('cleanup.')).map((s) => s.key)).toEqual(['cleanup.effects-ended']);
  });
});

describe('move: the step cites what the move is', () => {
  const moveStep = (from: 'battlefield' | 'hand' | 'graveyard', to: 'graveyard' | 'exile' | 'hand' | 'library' | 'battlefield') => {
    const r = resolve(state([{ id: 'c', zone: from }]), [{ kind: 'move', object: 'c', to }]);
    return r.trace.find((s) => s.key === 'action.move');
  };

  it.each([
    ['battlefield', 'graveyard', ['400.7', '700.4', '400.3']],
    ['hand', 'graveyard', ['400.7', '400.3']],
    ['battlefield', 'exile', ['400.7', '701.13a']],
    ['battlefield', 'hand', ['400.7', '400.3']],
    ['graveyard', 'library', ['400.7', '400.3']],
    ['graveyard', 'battlefield', ['400.7', '110.1']],
  ] as const)('GIVEN a move from %s to %s THEN action.move cites %j', (from, to, rules) => {
    expect(moveStep(from, to)).toEqual({ rules: [...rules], key: 'action.move', params: { object: 'c', from, to } });
  });
});

describe('errors', () => {
  const rows: [string, Action, object][] = [
    ['an unknown object', { kind: 'destroy', object: 'nope' }, { code: 'bad_reference', params: { reference: 'nope', what: 'object' } }],
    ['an unknown player', { kind: 'life', player: 'Z', amount: 1 }, { code: 'bad_reference', params: { reference: 'Z', what: 'player' } }],
    ['a negative damage amount', { kind: 'damage', source: null, target: 'c', amount: -1 }, { code: 'illegal_action', params: { reason: 'bad-amount' } }],
    ['a fractional counter amount', { kind: 'add-counters', target: 'c', counter: '+1/+1', amount: 1.5 }, { code: 'illegal_action' }],
    ['a duplicate created id', { kind: 'create', object: { id: 'c', controller: 'A', printed: printed({ id: 'X' }) } }, { code: 'illegal_action', params: { reason: 'duplicate-id' } }],
  ];
  it.each(rows)('GIVEN %s THEN the run stops with a clear error naming the action', (_n, action, error) => {
    const r = resolve(state([{ id: 'c' }]), [{ kind: 'tap', object: 'c' }, action]);
    expect(r.ok).toBe(false);
    expect(r.error).toMatchObject({ ...error, action: 1 });
    // The state reached before the failing action is returned, and the trace ends with the error.
    expect(r.final.objects[0]!.tapped).toBe(true);
    expect(r.trace.at(-1)?.key).toBe((r.error as { key: string }).key);
  });
});

describe('control changes and summoning sickness (302.6)', () => {
  it("GIVEN B's creature WHEN A gains control THEN it is summoning sick; A's own creature is not", () => {
    const r = resolve(state([{ id: 'mine' }, { id: 'theirs', controller: 'B' }]), [
      effectAction({ text: 'Gain control of target creature until end of turn.', affects: { kind: 'objects', ids: ['theirs'] }, modifications: [{ kind: 'set-controller', player: 'A' }], duration: { kind: 'end-of-turn' } }),
    ]);
    expect(r.final.objects.map((o) => [o.id, o.summoningSick])).toEqual([
      ['mine', false],
      ['theirs', true],
    ]);
    expect(computed(r, 'theirs')?.controller).toBe('A');
  });
});

/**
 * Zone changes (400.7): a new object with a new id, no counters, damage, attachments or effects of
 * the old one; owner's zones (400.3); tokens (111.7, 111.8, 704.5d); the 400.7a exception; actions
 * naming a card that has moved act on the object it became.
 */
import { describe, expect, it } from 'vitest';
import { resolve } from '../../src/engine/index.ts';
import { moveObject } from '../../src/engine/zones.ts';
import { newRun } from '../../src/engine/run.ts';
import type { Run } from '../../src/engine/run.ts';
import { DEFAULT_LIMITS } from '../../src/engine/types.ts';
import type { Resolution } from '../../src/engine/types.ts';
import { card, cited, effect, keys, state } from './helpers.ts';

const byCard = (r: Resolution, cardId: string) => r.final.objects.filter((o) => o.id === cardId || o.id.startsWith(`${cardId}~`));

describe('zone changes (400.7)', () => {
  it('GIVEN a creature with counters, damage and an Equipment WHEN destroyed THEN a new object in the graveyard with none of them', () => {
    const r = resolve(state([{ id: 'c', counters: { '+1/+1': 2 }, damage: 1 }, { id: 'eq', types: ['Artifact'], subtypes: ['Equipment'], attachedTo: 'c' }]), [{ kind: 'destroy', object: 'c' }]);
    const [moved] = byCard(r, 'c');
    expect(moved).toMatchObject({ zone: 'graveyard', counters: {}, damage: 0, attachedTo: null });
    expect(moved!.id).toMatch(/^c~\d+$/);
    expect(r.trace.find((s) => s.key === 'zone.new-object')?.params).toMatchObject({ id: 'c', newId: moved!.id, lost: ['counters', 'damage'] });
    // The Equipment is left to the state-based actions: it becomes unattached (704.5n).
    expect(r.final.objects.find((o) => o.id === 'eq')).toMatchObject({ zone: 'battlefield', attachedTo: null });
    expect([...cited(r.trace)]).toEqual(expect.arrayContaining(['400.7', '701.8a', '704.5n']));
  });

  it("GIVEN B's creature controlled by A WHEN destroyed THEN it goes to B's graveyard (400.3)", () => {
    const r = resolve(state([{ id: 'c', controller: 'A', owner: 'B' }]), [{ kind: 'destroy', object: 'c' }]);
    expect(byCard(r, 'c')[0]).toMatchObject({ zone: 'graveyard', owner: 'B' });
    expect(r.trace.find((s) => s.key === 'zone.moved')).toMatchObject({ rules: ['400.7', '400.3'], params: { owner: 'B' } });
  });

  it('GIVEN a token WHEN destroyed THEN it goes to the graveyard and then ceases to exist (704.5d, 111.7)', () => {
    const r = resolve(state([{ id: 't', token: true }]), [{ kind: 'destroy', object: 't' }]);
    expect(byCard(r, 't')).toEqual([]);
    expect(keys(r.trace)).toEqual(expect.arrayContaining(['zone.moved', 'sba.token-ceases']));
    expect([...cited(r.trace)]).toEqual(expect.arrayContaining(['704.5d', '111.7']));
  });

  it('GIVEN an Aura on a creature WHEN the creature leaves THEN the Aura goes to its owner\'s graveyard at the next check (704.5m)', () => {
    const r = resolve(state([{ id: 'c' }, { id: 'aura', types: ['Enchantment'], subtypes: ['Aura'], keywords: ['enchant creature'], attachedTo: 'c', owner: 'B', controller: 'B' }]), [{ kind: 'exile', object: 'c' }]);
    expect(byCard(r, 'aura')[0]).toMatchObject({ zone: 'graveyard', owner: 'B' });
    expect(r.trace.find((s) => s.key === 'sba.aura-illegal')?.params).toMatchObject({ reason: 'object-gone' });
  });

  it('GIVEN an effect locked to a creature WHEN it returns to hand and is cast again THEN the new object is not affected', () => {
    const r = resolve(state([{ id: 'c', pt: [2, 2] }], [{ id: 'pump', affects: ['c'], mods: [{ kind: 'modify-pt', power: 3, toughness: 3 }], timestamp: 5 }]), [
      { kind: 'return-to-hand', object: 'c' },
      { kind: 'move', object: 'c', to: 'battlefield' },
    ]);
    const now = byCard(r, 'c')[0]!;
    expect(now.zone).toBe('battlefield');
    expect(r.computed.find((c) => c.id === now.id)).toMatchObject({ power: 2, toughness: 2 });
    expect(keys(r.trace)).toEqual(expect.arrayContaining(['zone.effect-lost', 'zone.follows']));
    expect(r.final.effects).toEqual([]);
  });

  it('GIVEN an effect "for as long as" its source is on the battlefield WHEN the source leaves THEN it ends (611.2b)', () => {
    const e = effect({ id: 'steal', source: 'thief', affects: ['c'], mods: [{ kind: 'set-controller', player: 'A' }], timestamp: 5, duration: { kind: 'while-source' } });
    const s = state([{ id: 'thief' }, { id: 'c', controller: 'B' }]);
    s.effects = [e];
    const r = resolve(s, [{ kind: 'destroy', object: 'thief' }]);
    expect(r.computed.find((c) => c.id === 'c')?.controller).toBe('B');
    expect(r.trace.find((s2) => s2.key === 'effect.ended')).toMatchObject({ rules: ['611.2b'], params: { reason: 'source-left' } });
  });

  it('GIVEN an effect on a permanent spell WHEN it resolves onto the battlefield THEN the effect follows it (400.7a)', () => {
    const r = resolve(state([{ id: 'spell', zone: 'stack', pt: [2, 2] }], [{ id: 'grow', affects: ['spell'], mods: [{ kind: 'modify-pt', power: 1, toughness: 1 }], timestamp: 5, duration: { kind: 'indefinite' } }]), [
      { kind: 'move', object: 'spell', to: 'battlefield' },
    ]);
    const now = byCard(r, 'spell')[0]!;
    expect(r.computed.find((c) => c.id === now.id)).toMatchObject({ power: 3, toughness: 3 });
    expect([...cited(r.trace)]).toContain('400.7a');
  });

  it('GIVEN a planeswalker card WHEN put onto the battlefield THEN it has its loyalty counters (306.5b)', () => {
    const r = resolve(state([{ id: 'pw', zone: 'hand', types: ['Planeswalker'], pt: null, loyalty: 4 }]), [{ kind: 'move', object: 'pw', to: 'battlefield' }]);
    const now = byCard(r, 'pw')[0]!;
    expect(now.counters).toEqual({ loyalty: 4 });
    expect(r.computed.find((c) => c.id === now.id)?.loyalty).toBe(4);
  });

  it('GIVEN an Aura card WHEN moved onto the battlefield THEN the run stops: what it enchants is a choice (303.4f)', () => {
    const r = resolve(state([{ id: 'a', zone: 'hand', types: ['Enchantment'], subtypes: ['Aura'], pt: null }]), [{ kind: 'move', object: 'a', to: 'battlefield' }]);
    expect(r.error).toMatchObject({ code: 'illegal_action', params: { rule: '303.4f' } });
  });

  it('GIVEN a token that left the battlefield WHEN it would move again THEN it stays (111.8)', () => {
    const s = state([{ id: 't', token: true, zone: 'graveyard' }]);
    const run: Run = newRun(s, DEFAULT_LIMITS);
    expect(moveObject(run, 't', 'hand')).toEqual({ id: null });
    expect(run.trace[0]).toMatchObject({ key: 'event.no-effect', rules: ['111.8'] });
  });

  it('GIVEN an object WHEN moved to the zone it is in THEN nothing happens', () => {
    const s = state([{ id: 'c', zone: 'graveyard' }]);
    const run: Run = newRun(s, DEFAULT_LIMITS);
    expect(moveObject(run, 'c', 'graveyard')).toEqual({ id: null });
    expect(s.objects[0]).toEqual(card({ id: 'c', zone: 'graveyard' }));
  });
});

/**
 * Issue 11 §2 / 14: a hand the scenario didn't describe (`PlayerState.handUnknown`, what /ask gives
 * every player) is unknown, never empty (402.1, src/engine/hand.ts). A discard that can only take its
 * unknown cards happens and is told as "up to N unseen cards" (701.9a); a discard whose choice falls
 * among a listed card and unknown ones stops naming the hand (701.9b); "discard your hand" takes the
 * listed cards and the unknown rest. What then needs the number discarded ("that many"), or every
 * card of that hand or of the graveyard the unseen cards went to, stops naming them.
 */
import { describe, expect, it } from 'vitest';
import { resolve } from '../../src/engine/index.ts';
import { EngineHalt } from '../../src/engine/halt.ts';
import { evaluate } from '../../src/engine/layers/select.ts';
import { initialWorld } from '../../src/engine/layers/world.ts';
import type { GameState, SpellEffect, TriggeredAbility } from '../../src/engine/types.ts';
import { cited } from './helpers.ts';
import { game, obj, resolveAll, resolveTop, sorcery, zoneOf } from './stack/kit.ts';

/** Player A's hand undescribed (as /ask marks it); player A's library described (one card, below). */
const unknownHand: Partial<GameState> = {
  players: [
    { id: 'A', life: 20, poison: 0, counters: {}, lost: null, handUnknown: true },
    { id: 'B', life: 20, poison: 0, counters: {}, lost: null },
  ],
};
const card = (id: string, zone: 'hand' | 'library' = 'hand') => obj({ id, name: id, types: ['Sorcery'], colors: ['U'], zone, controller: 'A' });
const rot = (amount: number | 'all', more: SpellEffect[] = []) => sorcery('rot', [{ kind: 'discard', amount, player: 'you' }, ...more]);
const cast = [{ kind: 'cast' as const, object: 'rot' }, resolveTop];
const playerA = (g: { final: GameState }) => g.final.players.find((p) => p.id === 'A')!;

describe('GIVEN an undescribed hand WHEN a discard can only take unknown cards THEN it happens, told as unseen cards (701.9a)', () => {
  it('GIVEN "discard two cards" and no listed card THEN up to 2 unseen cards, 2 discard events, the graveyard holds unseen cards', () => {
    const r = resolve(game([rot(2)], unknownHand), cast);
    expect(r.ok, JSON.stringify(r.error)).toBe(true);
    const s = r.trace.find((x) => x.key === 'resolve.discard-unseen');
    expect(s?.params).toMatchObject({ player: 'A', count: 2, upTo: true, whole: false, cards: [] });
    expect(s?.rules).toEqual(['701.9a', '701.9b']);
    expect(r.events.filter((e) => e.kind === 'discarded').map((e) => e.kind === 'discarded' && e.card)).toEqual([null, null]);
    expect(playerA(r)).toMatchObject({ handUnknown: true, graveyardUnseen: true });
    expect(r.trace.some((x) => x.key === 'resolve.discard')).toBe(false);
  });

  it('GIVEN "discard your hand" with a listed card THEN the listed card and every other card go; the hand is then known empty', () => {
    const r = resolve(game([rot('all'), card('h1')], unknownHand), cast);
    expect(r.ok, JSON.stringify(r.error)).toBe(true);
    expect(zoneOf(r, 'h1')).toBe('graveyard');
    expect(r.trace.find((x) => x.key === 'resolve.discard-unseen')?.params).toMatchObject({ whole: true, cards: ['h1'] });
    expect(playerA(r).handUnknown).toBeUndefined();
    expect(playerA(r).graveyardUnseen).toBe(true);
  });

  it('GIVEN a described hand THEN the discard is as before (the hand is what is listed, 701.9b)', () => {
    const r = resolve(game([rot(2), card('h1')]), cast);
    expect(zoneOf(r, 'h1')).toBe('graveyard');
    expect(r.trace.find((x) => x.key === 'resolve.discard')?.params).toMatchObject({ policy: 'all-they-have' });
    expect(r.trace.some((x) => x.key === 'resolve.discard-unseen')).toBe(false);
  });
});

describe('GIVEN an undescribed hand THEN what needs to know its cards stops, naming the hand', () => {
  it('GIVEN a listed card among unknown ones and no choice THEN unmodelled: which is discarded is a choice nobody can see (701.9b)', () => {
    const r = resolve(game([rot(1), card('h1')], unknownHand), cast);
    expect(r.error).toMatchObject({ code: 'unmodelled', key: 'error.unseen-card', params: { player: 'A', reader: 'discard', rule: '701.9b', unknown: true } });
    expect(zoneOf(r, 'h1')).toBe('hand');
  });

  it('GIVEN "discard two cards, then gain that much life" THEN unmodelled: how many were discarded is unknown (701.9a)', () => {
    const r = resolve(game([rot(2, [{ kind: 'life', amount: 1, player: 'you', amountFrom: 'that-many' }])], unknownHand), cast);
    expect(r.error).toMatchObject({ code: 'unmodelled', key: 'error.unmodelled', params: { rule: '701.9a' } });
  });

  it('GIVEN an intervening "if you have no cards in hand" THEN unmodelled (402.3), never read as empty', () => {
    const onDraw: TriggeredAbility = { text: 'Whenever you draw a card, if you have no cards in hand, you gain 1 life.', event: 'draws', effects: [{ kind: 'life', amount: 1, player: 'you' }], condition: { kind: 'hand', player: 'you', atMost: 0 } };
    const bowl = obj({ id: 'bowl', name: 'bowl', types: ['Artifact'], pt: null }, { triggers: [onDraw] });
    const r = resolve(game([bowl, card('l1', 'library')], unknownHand), [{ kind: 'draw', player: 'A', count: 1 }, resolveAll]);
    expect(r.error).toMatchObject({ code: 'unmodelled', key: 'error.unseen-card', params: { reader: 'count', rule: '402.3', unknown: true } });
  });

  it('GIVEN unseen cards discarded THEN a condition counting that graveyard stops (404.2)', () => {
    const onDraw: TriggeredAbility = { text: 'Whenever you draw a card, if there are two or more cards in your graveyard, you gain 1 life.', event: 'draws', effects: [{ kind: 'life', amount: 1, player: 'you' }], condition: { kind: 'controls', filter: { kind: 'filter', zone: 'graveyard' }, atLeast: 2 } };
    const bowl = obj({ id: 'bowl', name: 'bowl', types: ['Artifact'], pt: null }, { triggers: [onDraw] });
    const r = resolve(game([rot(2), bowl, card('l1', 'library')], unknownHand), [...cast, { kind: 'draw', player: 'A', count: 1 }, resolveAll]);
    expect(r.error).toMatchObject({ code: 'unmodelled', key: 'error.unseen-card', params: { player: 'A', reader: 'graveyard', rule: '404.2' } });
    expect(cited(r.trace).has('701.9a')).toBe(true);
  });

  it.each([
    ['hand', 'hand:A:unknown', 'you', 'count', true],
    ['hand', 'hand:A:drawn', 'you', 'count', false],
    ['graveyard', 'graveyard:A:unknown', undefined, 'graveyard', true],
  ] as const)('GIVEN a layer count over a %s holding unknown cards (%s) THEN it stops', (zone, key, controller, reader, unknown) => {
    const world = { ...initialWorld([]), hidden: new Set([key]) };
    const count = { kind: 'count' as const, filter: { kind: 'filter' as const, zone, ...(controller ? { controller } : {}) } };
    let err: unknown = null;
    try {
      evaluate(count, world, { sourceId: null, you: 'A' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(EngineHalt);
    expect((err as EngineHalt).error.params).toMatchObject({ player: 'A', reader, ...(unknown ? { unknown: true } : {}) });
  });

  it('GIVEN a layer count over the opponent\'s hand only THEN player A\'s unknown hand is not read: it counts', () => {
    const world = { ...initialWorld([]), hidden: new Set(['hand:A:unknown']) };
    expect(evaluate({ kind: 'count', filter: { kind: 'filter', zone: 'hand', controller: 'opponent' } }, world, { sourceId: null, you: 'A' })).toBe(0);
  });
});

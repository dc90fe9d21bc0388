/**
 * Issue 11 / 14: a draw from a library the scenario didn't describe draws an unseen card (121.1,
 * src/engine/hand.ts). The draw happens — counted for the turn, seen by "whenever you draw"
 * triggers, never a loss (121.4 / 704.5b stay for libraries described as empty) — and every reader
 * that would need to know the card stops as unmodelled naming it: a discard (chosen or random), a
 * discard cost's candidates, a count of or condition on the cards in hand, a reveal, an instruction
 * on each card of a hand. Other reads of an undescribed library (milling, a shuffled library) still
 * stop as before. Last, a guard: no engine module lists a hand by itself (it would miss the card).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolve } from '../../src/engine/index.ts';
import type { Action, ActivatedAbility, GameState, Resolution, SpellEffect, TriggeredAbility } from '../../src/engine/types.ts';
import { cited } from './helpers.ts';
import { checkRow, game, lifeOf, obj, resolveAll, resolveTop, sorcery, zoneOf } from './stack/kit.ts';
import type { Row } from './stack/kit.ts';

/** Players whose libraries nobody described (as the scenario builder marks them). */
const unknownLibraries: Partial<GameState> = {
  players: [
    { id: 'A', life: 20, poison: 0, counters: {}, lost: null, libraryUnknown: true },
    { id: 'B', life: 20, poison: 0, counters: {}, lost: null, libraryUnknown: true },
  ],
};
const card = (id: string, zone: 'hand' | 'library' = 'hand', owner = 'A') => obj({ id, name: id, types: ['Sorcery'], colors: ['U'], zone, controller: owner });
const artifact = (id: string, more: { triggers?: TriggeredAbility[]; activated?: ActivatedAbility[] } = {}, printed: Record<string, unknown> = {}) =>
  obj({ id, name: id, types: ['Artifact'], pt: null }, { ...more, ...printed });
const onDraw = (extra: Partial<TriggeredAbility> = {}): TriggeredAbility => ({ text: 'Whenever you draw a card, you gain 1 life.', event: 'draws', effects: [{ kind: 'life', amount: 1, player: 'you' }], ...extra });
const draw = (count = 1, player = 'A'): Action => ({ kind: 'draw', player, count });
const unseen = (r: Resolution, p = 'A'): number => r.final.players.find((x) => x.id === p)!.unseenInHand ?? 0;
const spell = (id: string, effects: SpellEffect[]) => sorcery(id, effects);
const mindRot = (amount: number | 'all', random = false) => spell('rot', [{ kind: 'discard', amount, player: 'you', ...(random ? { random: true } : {}) }]);

const ANSWERED: Row[] = [
  {
    name: 'GIVEN no library described WHEN player A draws THEN the draw happens: an unseen card, no loss (121.1)',
    given: game([], unknownLibraries),
    when: [draw()],
    then: (r) => [unseen(r), r.final.players.map((p) => p.lost), r.events.filter((e) => e.kind === 'drew').map((e) => e.kind === 'drew' && e.card), r.final.drawsThisTurn?.A],
    expected: [1, [null, null], [null], 1],
    rules: ['121.1'],
    keys: ['event.drew-unseen'],
    notKeys: ['sba.drew-from-empty', 'draw.empty-library'],
  },
  {
    name: 'GIVEN "whenever you draw a card, gain 1 life" WHEN two unseen cards are drawn THEN it triggers twice (603.2, 121.2)',
    given: game([artifact('bowl', { triggers: [onDraw()] })], unknownLibraries),
    when: [draw(2), resolveAll],
    then: (r) => [unseen(r), lifeOf(r, 'A')],
    expected: [2, 22],
  },
  {
    name: 'GIVEN one listed card of an undescribed library WHEN two cards are drawn THEN the listed one, then an unseen one',
    given: game([card('l1', 'library')], unknownLibraries),
    when: [draw(2)],
    then: (r) => [zoneOf(r, 'l1'), unseen(r)],
    expected: ['hand', 1],
    keys: ['event.drew', 'event.drew-unseen'],
  },
  {
    name: 'GIVEN a spell "draw a card; gain 2 life" THEN it resolves whole (a cantrip: the card drawn is never read)',
    given: game([spell('cantrip', [{ kind: 'draw', amount: 1, player: 'you' }, { kind: 'life', amount: 2, player: 'you' }])], unknownLibraries),
    when: [{ kind: 'cast', object: 'cantrip' }, resolveTop],
    then: (r) => [unseen(r), lifeOf(r, 'A'), zoneOf(r, 'cantrip')],
    expected: [1, 22, 'graveyard'],
  },
  {
    name: 'GIVEN an unseen card in hand WHEN a discard cost names a known card THEN it is paid with that card (nothing reads the unseen one)',
    given: game([artifact('loot', { activated: [{ text: 'Discard a card: You gain 1 life.', cost: 'Discard a card', discardCost: { text: 'Discard a card' }, effects: [{ kind: 'life', amount: 1, player: 'you' }] }] }), card('h1')], unknownLibraries),
    when: [draw(), { kind: 'activate', object: 'loot', discard: ['h1'] }, resolveTop],
    then: (r) => [zoneOf(r, 'h1'), unseen(r), lifeOf(r, 'A')],
    expected: ['graveyard', 1, 21],
  },
  {
    name: 'GIVEN player A drew an unseen card WHEN player B discards THEN B\'s known hand is read as before',
    given: game([spell('rot', [{ kind: 'discard', amount: 1, player: 'opponent' }]), card('b1', 'hand', 'B')], unknownLibraries),
    when: [draw(), { kind: 'cast', object: 'rot' }, resolveTop],
    then: (r) => [zoneOf(r, 'b1'), unseen(r)],
    expected: ['graveyard', 1],
  },
];

// A discard that can only take unseen cards, or names the listed ones it takes, happens (701.9a, 701.9b).
ANSWERED.push(
  {
    name: 'GIVEN a listed card and an unseen one WHEN the discard names the listed one THEN it is discarded, the unseen card stays (701.9b)',
    given: game([mindRot(1), card('h1'), card('h2')], unknownLibraries),
    when: [draw(), { kind: 'cast', object: 'rot' }, { kind: 'resolve', choices: { discard: ['h1'] } }],
    then: (r) => [zoneOf(r, 'h1'), zoneOf(r, 'h2'), unseen(r)],
    expected: ['graveyard', 'hand', 1],
    keys: ['resolve.discard-unseen'],
  },
  {
    name: 'GIVEN "discard your hand" after an unseen draw THEN the unseen card is discarded: 1, known (701.9a)',
    given: game([mindRot('all')], unknownLibraries),
    when: [draw(), { kind: 'cast', object: 'rot' }, resolveTop],
    then: (r) => [unseen(r), r.events.filter((e) => e.kind === 'discarded').length, r.trace.find((x) => x.key === 'resolve.discard-unseen')?.params.count, r.final.players.find((p) => p.id === 'A')!.graveyardUnseen],
    expected: [0, 1, 1, true],
    rules: ['701.9a'],
  },
);

describe('unseen cards: what goes on (121.1)', () => {
  for (const row of ANSWERED) checkRow(row);

  it('GIVEN a library described as empty THEN drawing still loses the game (121.4, 704.5b)', () => {
    const r = resolve(game([]), [draw()]);
    expect(r.final.players.find((p) => p.id === 'A')!.lost).toBe('sba.drew-from-empty');
    expect(unseen(r)).toBe(0);
  });
});

interface Stop {
  name: string;
  given: GameState;
  when: Action[];
  /** The reader named by the refusal (engine/hand.ts HandReader), and the rule it cites. */
  reader: string;
  rule: string;
}


const STOPS: Stop[] = [
  {
    name: '"draw two cards, then discard a card" (the discard is among the unseen cards, 701.9b)',
    given: game([spell('loot', [{ kind: 'draw', amount: 2, player: 'you' }, { kind: 'discard', amount: 1, player: 'you' }]), card('h1')], unknownLibraries),
    when: [{ kind: 'cast', object: 'loot' }, resolveTop],
    reader: 'discard',
    rule: '701.9b',
  },
  { name: 'an unchosen discard among a listed card and an unseen one', given: game([mindRot(1), card('h1'), card('h2')], unknownLibraries), when: [draw(), { kind: 'cast', object: 'rot' }, resolveTop], reader: 'discard', rule: '701.9b' },
  { name: 'a random discard after an unseen draw', given: game([mindRot(1, true), card('h1')], unknownLibraries), when: [draw(), { kind: 'cast', object: 'rot' }, resolveTop], reader: 'discard', rule: '701.9b' },
  {
    name: 'an unnamed discard cost (the unseen card could pay it: never "can\'t pay")',
    given: game([artifact('loot', { activated: [{ text: 'Discard a card: You gain 1 life.', cost: 'Discard a card', discardCost: { text: 'Discard a card' }, effects: [{ kind: 'life', amount: 1, player: 'you' }] }] })], unknownLibraries),
    when: [draw(), { kind: 'activate', object: 'loot' }],
    reader: 'discard-cost',
    rule: '601.2h',
  },
  {
    name: 'an intervening "if you have no cards in hand" (402.3)',
    given: game([artifact('bowl', { triggers: [onDraw({ condition: { kind: 'hand', player: 'you', atMost: 0 } })] })], unknownLibraries),
    when: [draw(), resolveAll],
    reader: 'count',
    rule: '402.3',
  },
  {
    name: 'a condition counting cards of a kind in hand (a filter over the hand)',
    given: game([artifact('bowl', { triggers: [onDraw({ condition: { kind: 'controls', filter: { kind: 'filter', zone: 'hand', types: ['Land'] }, atLeast: 1 } })] })], unknownLibraries),
    when: [draw(), resolveAll],
    reader: 'count',
    rule: '402.3',
  },
  {
    name: '"reveal the first card you draw each turn" (the unseen card would be shown, 701.20a)',
    given: game([artifact('well', {}, { revealFirstDraw: { text: 'Reveal the first card you draw each turn.' } })], unknownLibraries),
    when: [draw()],
    reader: 'reveal',
    rule: '701.20a',
  },
  {
    name: '"exile all cards in your hand" (an instruction on each card of the hand)',
    given: game([spell('purge', [{ kind: 'exile', all: { kind: 'filter', zone: 'hand', controller: 'you' } }])], unknownLibraries),
    when: [draw(), { kind: 'cast', object: 'purge' }, resolveTop],
    reader: 'each',
    rule: '402.3',
  },
];

describe('unseen cards: what needs to know them stops, naming them', () => {
  for (const row of STOPS) {
    it(`GIVEN ${row.name} THEN unmodelled: error.unseen-card (${row.reader})`, () => {
      const r = resolve(row.given, row.when);
      expect(r.ok).toBe(false);
      expect(r.error).toMatchObject({ code: 'unmodelled', key: 'error.unseen-card', params: { player: 'A', reader: row.reader, rule: row.rule } });
      // The draw itself happened, and said so.
      expect(cited(r.trace).has('121.1')).toBe(true);
      expect(r.trace.some((s) => s.key === 'event.drew-unseen')).toBe(true);
    });
  }
});

describe('other reads of an undescribed library still stop', () => {
  it('GIVEN no library described WHEN milling THEN unmodelled as before (the milled cards are public and unknown)', () => {
    const r = resolve(game([spell('mill', [{ kind: 'mill', amount: 2 }])], unknownLibraries), [{ kind: 'cast', object: 'mill' }, resolveTop]);
    expect(r.error).toMatchObject({ code: 'unmodelled', key: 'error.unmodelled' });
  });

  it('GIVEN a shuffled undescribed library with one listed card THEN a draw stops (which card is on top is random, 701.24a)', () => {
    const r = resolve(game([card('l1', 'library')], { ...unknownLibraries, shuffledLibraries: ['A'] }), [draw()]);
    expect(r.error).toMatchObject({ code: 'unmodelled', params: { rule: '701.24a' } });
    expect(zoneOf(r, 'l1')).toBe('library');
  });
});

describe('no engine module lists a hand by itself (it would miss an unseen card)', () => {
  const files = (dir: string): string[] => readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : f.endsWith('.ts') ? [join(dir, f)] : []));
  const listing = /objects\.(?:filter|some|every|reduce|flatMap)\([^\n]*\.zone === 'hand'/;

  it('GIVEN src/engine THEN only engine/hand.ts filters objects on the hand zone', () => {
    const offenders = files('src/engine').filter((f) => !f.endsWith(join('engine', 'hand.ts')) && listing.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('GIVEN a line listing a hand directly THEN the guard sees it (it can fail)', () => {
    expect(listing.test("const hand = run.state.objects.filter((o) => o.zone === 'hand' && o.owner === player);")).toBe(true);
  });
});

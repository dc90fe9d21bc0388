/**
 * Issue 14 (cards51b): evoke (702.74a) — an alternative cost (118.9, paid as 601.2b and 601.2f-h say) and the trigger
 * "When this permanent enters, if its evoke cost was paid, its controller sacrifices it" (an intervening "if", 603.4),
 * for a mana cost ("Evoke {2}{U}") or a card of a color exiled from the hand ("Evoke—Exile a white card from your
 * hand."); negations listed with commas ("target nonartifact, nonblack creature") all apply. Through /ask, "I evoke X",
 * "evoked", "for its evoke cost", 「想起で」 pay it; a cast of an evoke card with nothing said either way is asked back.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import { compileCard } from '../../src/cards/compile/index.ts';
import { cardScenarios, compiledShapes, loadRealCards, realCardDeps } from './compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';

const sacrificed = { rules: ['702.74a'], event: 'enters', condition: { kind: 'alternative-paid', name: 'evoke' }, effects: [{ kind: 'sacrifice', self: true }] };

const ROWS: [string, Record<string, unknown>][] = [
  ['Mulldrifter', { spell: { alternatives: [{ name: 'evoke', cost: '{2}{U}' }] }, triggers: [{ event: 'enters', effects: [{ kind: 'draw', amount: 2 }] }, sacrificed] }],
  ['Shriekmaw', { spell: { alternatives: [{ name: 'evoke', cost: '{1}{B}' }] }, triggers: [{ targets: [{ objects: { types: ['Creature'], notColors: ['B'], notTypes: ['Artifact'] } }], effects: [{ kind: 'destroy' }] }, sacrificed] }],
  ['Briarhorn', { spell: { alternatives: [{ name: 'evoke', cost: '{1}{G}' }] }, triggers: [{ event: 'enters' }, sacrificed] }],
  ['Aethersnipe', { spell: { alternatives: [{ name: 'evoke', cost: '{1}{U}{U}' }] }, triggers: [{ event: 'enters' }, sacrificed] }],
  ['Wispmare', { spell: { alternatives: [{ name: 'evoke', cost: '{W}' }] }, triggers: [{ event: 'enters' }, sacrificed] }],
];

/** Never half-read: the evoke line is read, the rest of the card stays what it was. */
const UNMODELLED: [string, string][] = [
  ['Solitude', "When this creature enters, exile up to one other target creature. That creature's controller gains life equal to its power."],
];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...ROWS.map((r) => r[0]), ...UNMODELLED.map((r) => r[0]), 'Endurance', 'Grizzly Bears', 'Serra Angel']);
}, 120_000);

describe('evoke51b: the evoke cost and its sacrifice trigger (702.74a)', () => {
  compiledShapes(ROWS, UNMODELLED, () => cards);
  it('Solitude: its "Evoke—Exile a white card from your hand." is read as an alternative cost exiling a white card', () => {
    const c = compileCard(cards.get('Solitude')!);
    expect(c.object).toMatchObject({ spell: { alternatives: [{ name: 'evoke', cost: '', exileFromHand: { colors: ['W'] } }] }, triggers: [sacrificed] });
    expect(c.unmodelled.some((u) => u.startsWith('Evoke'))).toBe(false);
  });
  it('Endurance: "Evoke—Exile a green card from your hand." is read; its enters ability stays unmodelled', () => {
    const c = compileCard(cards.get('Endurance')!);
    expect(c.object).toMatchObject({ spell: { alternatives: [{ name: 'evoke', exileFromHand: { colors: ['G'] } }] } });
    expect(c.unmodelled).toEqual(['When this creature enters, up to one target player puts all the cards from their graveyard on the bottom of their library in a random order.']);
  });
});

describe('GIVEN an evoke creature cast (702.74a, 603.4)', () => {
  const scenarios = cardScenarios(() => cards);
  // (An object that changed zones is a new object, 400.7: found by its name.)
  const zone = (r: Awaited<ReturnType<typeof scenarios.run>>, name: string) => r.resolution.final.objects.find((o) => o.printed.name === name)?.zone;
  it('WHEN Mulldrifter is cast for its evoke cost THEN its draw trigger resolves and it is sacrificed', async () => {
    const r = await scenarios.run({ objects: [{ id: 'md', card: 'Mulldrifter', zone: 'hand' }], actions: [{ kind: 'cast', object: 'md', alternative: 'evoke' }, { kind: 'resolve', all: true }] });
    expect(r.resolution.error).toBeUndefined();
    expect(zone(r, 'Mulldrifter')).toBe('graveyard');
    expect(r.resolution.trace.some((t) => t.rules.includes('702.74a'))).toBe(true);
  });
  it('WHEN Mulldrifter is cast for its mana cost THEN it stays (the trigger\'s condition is false, 603.4)', async () => {
    const r = await scenarios.run({ objects: [{ id: 'md', card: 'Mulldrifter', zone: 'hand' }], actions: [{ kind: 'cast', object: 'md' }, { kind: 'resolve', all: true }] });
    expect(r.resolution.error).toBeUndefined();
    expect(zone(r, 'Mulldrifter')).toBe('battlefield');
  });
  it('WHEN Solitude is cast for its evoke cost by exiling a white card from the hand THEN that card is exiled as the cost', async () => {
    const r = await scenarios.run({ objects: [{ id: 'so', card: 'Solitude', zone: 'hand' }, { id: 'sa', card: 'Serra Angel', zone: 'hand' }], actions: [{ kind: 'cast', object: 'so', alternative: 'evoke', exileFromHand: 'sa' }] });
    expect(r.resolution.error).toBeUndefined();
    expect([zone(r, 'Solitude'), zone(r, 'Serra Angel')]).toEqual(['stack', 'exile']);
  });
});

describe('evoke through /ask (EN and JA)', () => {
  let deps: QuestionDeps;
  beforeAll(async () => {
    deps = await realCardDeps({ Mulldrifter: '熟考漂い', Shriekmaw: '叫び大口', Briarhorn: 'イバラ角', 'Grizzly Bears': '灰色熊', 'Serra Angel': 'セラの天使', 'Llanowar Elves': 'ラノワールのエルフ', 'Hill Giant': '丘巨人' });
  }, 120_000);
  const ASKED: [string, string, 'yes' | 'no' | null][] = [
    // 702.74a: the enters ability still triggers and resolves; the permanent is sacrificed by its own trigger.
    ['My opponent evokes Mulldrifter. How many cards does my opponent draw?', 'draws 2 cards', null],
    ["I evoke Shriekmaw targeting my opponent's Hill Giant. Does Shriekmaw stay on the battlefield?", "doesn't stay on the battlefield", 'no'],
    ["I cast Shriekmaw for its evoke cost, targeting my opponent's Grizzly Bears. Does Grizzly Bears die?", 'dies', 'yes'],
    // Cast for its mana cost: no sacrifice.
    ["I cast Shriekmaw without evoking it, targeting my opponent's Grizzly Bears. Does Shriekmaw stay on the battlefield?", 'stays on the battlefield', 'yes'],
    ['《熟考漂い》を想起で唱えた。カードを何枚引く?', '2枚引きます', null],
    ['《叫び大口》を想起で唱えて、対戦相手の《丘巨人》を対象にした。《叫び大口》は戦場に残りますか?', '残りません', 'no'],
    ['《叫び大口》を想起せずに唱えて、対戦相手の《灰色熊》を対象にした。《叫び大口》は戦場に残りますか?', '残ります', 'yes'],
  ];
  it.each(ASKED)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
  // 601.2b: whether the evoke cost was paid is the caster's choice; not said, it is asked back (never assumed).
  it('an evoke card cast with nothing said is asked back (EN)', () => refusedAs(() => deps)('I cast Mulldrifter. How many cards do I draw?', 'needs_detail', 'evoke cost'), 60_000);
  it('an evoke card cast with nothing said is asked back (JA)', () => refusedAs(() => deps)('《熟考漂い》を唱えた。カードを何枚引く?', 'needs_detail', '想起'), 60_000);
  // Evoke said of a card with no evoke: not read.
  it('"evoked" said of a card without evoke is refused', () => refusedAs(() => deps)('I cast an evoked Serra Angel. Is Serra Angel on the battlefield?', 'not_understood'), 60_000);
});

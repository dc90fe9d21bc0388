/**
 * Issue 14 (session 35): exile-and-return ("flicker") effects, the family players ask about most. A creature that
 * is exiled and returned is a new object (400.7): counters gone (122.2), its Auras put into the graveyard (303.4d,
 * 704.5m), its "when this enters" ability triggering again (603.6a), and an ability targeting the old object does
 * nothing (608.2b). Rebound (702.88a) exiles the spell as it resolves. A trigger told with its target
 * ("Ravenous Chupacabra's trigger targets my Bears") is on the stack: the card entered (603.6a) — if that trigger
 * is its one targeted "when this enters" ability — and whose card it is follows from what it may target (603.3d).
 * Each answer follows from the engine's run; what isn't modelled stays refused.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({
    'Ephemerate': '儚い存在',
    'Cloudshift': '雲隠れ',
    'Momentary Blink': '一瞬の瞬き',
    'Wall of Omens': '前兆の壁',
    'Grizzly Bears': '灰色熊',
    'Ravenous Chupacabra': '貪欲なチュパカブラ',
    'Flametongue Kavu': '火炎舌のカヴー',
    'Giant Growth': '巨大化',
    'Blood Artist': '血の芸術家',
    'Holy Strength': '聖なる力',
    'Ghostly Flicker': '幽霊のゆらめき',
  });
}, 120_000);

describe('rebound flickers (702.88a): the flicker is followed, the spell is exiled as it resolves', () => {
  const row = answeredCiting(() => deps);
  it.each([
    ['I cast Ephemerate targeting my Wall of Omens. Do I draw a card?', 'You draw 1 card', 'yes', '603.6a'],
    ['I cast Ephemerate on my Grizzly Bears with two +1/+1 counters. What is the power of Grizzly Bears?', '2/2', null, '400.7'],
    ['I cast Ephemerate on my Wall of Omens. Where is Ephemerate?', 'exile', null, '702.88a'],
    ['私の《前兆の壁》を《儚い存在》で明滅させたら、カードを引きますか?', '1枚引きます', 'yes', '603.6a'],
    ['《儚い存在》で私の《前兆の壁》をブリンクしました。《儚い存在》はどこにありますか?', '追放領域', null, '702.88a'],
    ['《聖なる力》がついている私の《灰色熊》を《儚い存在》で明滅させたら、《聖なる力》はどうなる?', '墓地', null, '400.7'],
  ] as const)('%s', async (q, says, verdict, rule) => row(q, says, verdict, rule));
});

describe('a trigger told with its target, and a flicker in response (608.2b, 400.7, 603.3d)', () => {
  const row = answeredCiting(() => deps);
  it.each([
    // Whose Chupacabra is unsaid: it may target only an opponent's creature, so it is the opponent's.
    ["Ravenous Chupacabra's trigger targets my Grizzly Bears. In response I cast Momentary Blink on Grizzly Bears. Is Grizzly Bears destroyed?", "isn't destroyed", 'no', '608.2b'],
    ["Ravenous Chupacabra's trigger targets my Grizzly Bears. In response I Ephemerate the Bears. Do they survive?", 'survives', 'yes', '400.7'],
    ["My opponent's Ravenous Chupacabra's trigger targets my Grizzly Bears. Does Grizzly Bears survive?", 'dies', 'no', '603.6a'],
    ["Flametongue Kavu's trigger targets my opponent's Grizzly Bears. In response my opponent casts Cloudshift on Grizzly Bears. Is Grizzly Bears destroyed?", "isn't destroyed", 'no', '608.2b'],
    // "… enters and its trigger targets …" then "in response": the entering is what put the ability on the stack.
    ["My opponent's Ravenous Chupacabra enters and its trigger targets my Grizzly Bears. In response I cast Giant Growth on Grizzly Bears. Does Grizzly Bears survive?", 'dies', 'no', '701.8a'],
    ['《貪欲なチュパカブラ》の誘発が私の《灰色熊》を対象にした。対応して《儚い存在》で熊を明滅させた。熊は生き残る?', '戦場に残ります', 'yes', '400.7'],
    ['相手の《貪欲なチュパカブラ》が戦場に出て、その誘発が私の《灰色熊》を対象にした。それに対応して《雲隠れ》で熊を明滅させた。熊は生き残る?', '戦場に残ります', 'yes', '608.2b'],
    // A source whose targeted trigger isn't a "when this enters" one is not made to enter: there from the start, as before.
    ["Blood Artist's trigger targets my opponent. My Grizzly Bears dies. What is my opponent's life?", '19', null, '603.10a'],
  ] as const)('%s', async (q, says, verdict, rule) => row(q, says, verdict, rule));
});

describe('neighbours not modelled stay refused', () => {
  const refused = refusedAs(() => deps);
  it('a targeted trigger that nothing in the story makes trigger (a dies trigger, nothing dies): refused', async () => {
    await refused("Blood Artist's trigger targets my opponent. What is my opponent's life?", 'unmodelled');
  });
  it('Ghostly Flicker (two targets, "those cards") is not read: refused', async () => {
    await refused('I cast Ghostly Flicker targeting my Wall of Omens and my Grizzly Bears. Do I draw a card?', 'unmodelled');
  });
});

/**
 * An object's state told inside a noun phrase or a short clause (session 32): counters, tapped or untapped, what else is
 * "out", what it is restated as.
 * - a card told alone with its state ("Wall of Omens with a +1/+1 counter on it.", "Walking Ballista w/ 3 counters on
 *   it, …") is there in that state — the counters change its size (122.1a, 613.4c); a card named alone stays a fragment;
 * - "X and Y both out": both permanents are on the battlefield (the floated "both" said of the list);
 * - "only one untapped creature, a Grizzly Bears": the card is that one creature (an appositive), never a second
 *   creature beside it that could block (509.1a, 702.111b);
 * - "my Redcap is a 1/1 with a -1/-1 counter": the counters are its state, the size a claim checked against the run;
 *   "…, so it has a -1/-1 counter" said of a creature that came back with persist is borne out (702.79a);
 * - 「《灰色熊》(+1/+1カウンター2個で4/4)」: the counters in the note are its state, the size after で a restatement checked;
 * - 「《硬化した鱗》おいてる状態で」: 置く (kana or kanji) with only permanent cards is 出している — they are out;
 * - counters of a kind whose own rules the engine doesn't apply (stun 122.1d, …) are refused by name
 *   (shield counters, 122.1c, are applied since session 52: test/questions/shield-counters.test.ts).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs, restatedAnswering } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({
    'Wall of Omens': '前兆の壁',
    'Twisted Image': 'よじれた映像',
    'Glorious Anthem': '栄光の頌歌',
    'Intangible Virtue': '無形の美徳',
    'Honor of the Pure': '清浄の名誉',
    'Grizzly Bears': '灰色熊',
    'Serra Angel': 'セラの天使',
    'Professional Face-Breaker': 'プロの顔面破り',
    'Murderous Redcap': '残忍なレッドキャップ',
    'Kitchen Finks': '台所の嫌がらせ屋',
    'Lightning Bolt': '稲妻',
    'Hardened Scales': '硬化した鱗',
    'Walking Ballista': '歩行バリスタ',
  });
}, 120_000);

describe('GIVEN a card told alone with its state', () => {
  it.each([
    ["Wall of Omens with a +1/+1 counter on it, and I have Glorious Anthem out. I cast Twisted Image on it. What's it end up as?", 'your Wall of Omens (1 +1/+1 counter)', '6/2'],
    ['Grizzly Bears with two +1/+1 counters on it. Their 3/3 attacks and my Bears blocks. What happens?', 'your Grizzly Bears (2 +1/+1 counters)', "Died: the opponent's 3/3 creature"],
    ['Serra Angel w/ a -1/-1 counter on it. Their 3/3 attacks and my Serra Angel blocks. What happens?', 'your Serra Angel (1 -1/-1 counter)', 'Died: Serra Angel, the opponent'],
    ['Walking Ballista w/ 3 counters on it. Their 2/2 attacks and my Ballista blocks. What happens?', 'Walking Ballista (3 +1/+1 counters)', 'Died: the opponent'],
  ] as const)('%s THEN it is there with them', async (q, understood, says) => {
    await restatedAnswering(() => deps)(q, understood, says);
  });

  it('WHEN the card is named with nothing said of it THEN it stays a fragment, named', async () => {
    await refusedAs(() => deps)('Wall of Omens. I cast Twisted Image on it. What is its power?', 'not_understood', 'Wall of Omens');
  });
});

describe('GIVEN permanents said to be out together', () => {
  it.each([
    ['Glorious Anthem and Intangible Virtue both out. I attack with my 2/2. How much damage does it deal?', 'your Glorious Anthem, your Intangible Virtue', 'deals 3 damage'],
    ['Glorious Anthem and Honor of the Pure both out, my white 2/2 attacks. How much damage does it deal?', 'your Glorious Anthem, your Honor of the Pure', 'deals 4 damage'],
  ] as const)('%s THEN both are on the battlefield', async (q, understood, says) => {
    await restatedAnswering(() => deps)(q, understood, says);
  });
});

describe('GIVEN one creature said, then the card it is after a comma', () => {
  it.each([
    ['Opponent has only one untapped creature, a Grizzly Bears. I attack with Professional Face-Breaker. Can they block it?', 'No.', 'no'],
    ['They have just one creature, a Serra Angel. I attack with Professional Face-Breaker. Can they block it?', 'No.', 'no'],
  ] as const)('%s THEN it is that one creature, not two (702.111b)', async (q, says, verdict) => {
    await answeredRight(() => deps)(q, says, verdict);
  });
});

describe('GIVEN a card told as a size with counters on it', () => {
  it.each([
    ['My Murderous Redcap is a 1/1 with a -1/-1 counter. My opponent Bolts it. Does it come back?', 'your Murderous Redcap (1 -1/-1 counter)', 'No.'],
    ['My Grizzly Bears is a 3/3 with a +1/+1 counter. It blocks a 3/3. What happens?', 'your Grizzly Bears (1 +1/+1 counter)', 'Died: Grizzly Bears, the opponent'],
    ['My Kitchen Finks came back with persist, so it has a -1/-1 counter. It blocks a 2/2. What happens?', 'your Kitchen Finks (1 -1/-1 counter)', 'Died: Kitchen Finks, the opponent'],
  ] as const)('%s THEN the counters are its state (122.1a)', async (q, understood, says) => {
    await restatedAnswering(() => deps)(q, understood, says);
  });

  it.each([
    // (Grizzly Bears with a +1/+1 counter is a 3/3 (613.4c): the 5/5 told is checked, not taken.)
    ['My Grizzly Bears is a 5/5 with a +1/+1 counter. It blocks a 3/3. What happens?', 'needs_detail', '5/5'],
    // (Persist returns it with one -1/-1 counter, 702.79a: a conclusion of two is not borne out.)
    ['My Kitchen Finks came back with persist, so it has two -1/-1 counters. It blocks a 2/2. What happens?', 'not_understood', 'so it has two -1/-1 counters'],
  ] as const)('%s WHEN what it says does not hold THEN it is refused, naming it', async (q, code, says) => {
    await refusedAs(() => deps)(q, code, says);
  });
});

describe('GIVEN a counter of a kind whose own rules the engine does not apply', () => {
  it.each([
    ['Grizzly Bears with a stun counter on it. Their 3/3 attacks and my Grizzly Bears blocks. What happens?', 'stun counters'],
    ['I put a stun counter on my Grizzly Bears. Their 3/3 attacks and my Grizzly Bears blocks. What happens?', '122.1d'],
    ['My Grizzly Bears has a stun counter. Their 3/3 attacks. Can my Grizzly Bears block?', '122.1d'],
    ['麻痺カウンターが1個乗った私の《灰色熊》が相手の3/3をブロックした。どうなる？', '122.1d'],
  ] as const)('%s THEN it is refused by name', async (q, says) => {
    await refusedAs(() => deps)(q, 'unmodelled', says);
  });

  it('WHEN the kind has no rules of its own (a charge counter) THEN it changes nothing and is answered', async () => {
    await answeredRight(() => deps)('Grizzly Bears with a charge counter on it. Their 3/3 attacks and my Grizzly Bears blocks. What happens?', 'Died: Grizzly Bears', null);
  });
});

describe('GIVEN 置く said of permanent cards (「おいてる状態で」)', () => {
  it.each([
    ['《栄光の頌歌》おいてる状態で私の2/2が攻撃した。何点与える？', '3点'],
    ['《栄光の頌歌》を置いた状態で私の2/2が攻撃した。何点与える？', '3点'],
    ['《栄光の頌歌》置いてる状態で私の2/2が攻撃した。何点与える？', '3点'],
    ['《硬化した鱗》を置いた状態で私の《灰色熊》に+1/+1カウンターを1個置いた。灰色熊のサイズは？', '4/4'],
  ] as const)('%s THEN they are on the battlefield', async (q, says) => {
    await answeredRight(() => deps)(q, says, null);
  });

  it('WHEN counters are what is put THEN it is still the verb of putting them', async () => {
    await answeredRight(() => deps)('私の2/2に+1/+1カウンターをおいた。攻撃した。何点与える？', '3点', null);
  });
});

describe('GIVEN a card with a note of its counters and the size they make (「(+1/+1カウンター2個で4/4)」)', () => {
  it.each([
    ['私の《灰色熊》(+1/+1カウンター2個で4/4)が攻撃した。相手の3/3がブロックした。どうなる？', '《灰色熊》（+1/+1カウンター2個）', '死亡：対戦相手の3/3クリーチャー'],
    ['私の2/2が攻撃して、相手の《歩行バリスタ》(+1/+1カウンター3個で3/3)がブロックした。どうなる？', '《歩行バリスタ》（+1/+1カウンター3個）', '死亡：あなたの2/2クリーチャー'],
  ] as const)('%s THEN the counters are on it and the size is checked', async (q, understood, says) => {
    await restatedAnswering(() => deps)(q, understood, says);
  });

  it('WHEN the size told is not what the counters make THEN it is asked back', async () => {
    await refusedAs(() => deps)('私の《灰色熊》(+1/+1カウンター2個で5/5)が攻撃した。相手の3/3がブロックした。どうなる？', 'needs_detail', '5/5');
  });
});

/**
 * Counters as people tell and ask about them (issue 12): told absent ("(no counters)", "has no +1/+1 counters on it":
 * none, 122.1 — "has no +1/+1 counters" was read as having one); a return told with the keyword that made it ("died
 * and came back with undying": that keyword's counter, 702.93a, 702.79a); and a number of counters asked — what it has
 * at the end (704.5q removes +1/+1 and -1/-1 counters in pairs) or what is put on it (replacements applied, 614.1).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { refusedAs, restatedAnswering } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({
    'Safehold Elite': '安寧砦の精鋭',
    'Strangleroot Geist': '絡み根の霊',
    'Kitchen Finks': '台所の嫌がらせ屋',
    'Young Wolf': '若き狼',
    'Hardened Scales': '硬化した鱗',
    "Ajani's Pridemate": 'アジャニの群れ仲間',
    'Grizzly Bears': '灰色熊',
    'Winding Constrictor': '巻きつき蛇',
    Shock: 'ショック',
  });
}, 120_000);

describe('GIVEN counters told absent (122.1)', () => {
  it.each([
    ['A Strangleroot Geist that has no counters on it is dealt 3 damage. Does it return?', 'does your Strangleroot Geist come back', 'Yes. Your Strangleroot Geist comes back', '702.93a'],
    ['My Safehold Elite (no counters) is dealt 2 damage. Does it come back?', 'does your Safehold Elite come back', 'Yes. Your Safehold Elite comes back', '702.79a'],
    ['My Kitchen Finks with no -1/-1 counters is dealt 2 damage. Does it come back?', 'does your Kitchen Finks come back', 'Yes.', '702.79a'],
    // ("has no +1/+1 counters on it" was read as one counter: the 2/2 survived 2 damage as a 3/3.)
    ['My Safehold Elite has no +1/+1 counters on it. It is dealt 2 damage. Does it die?', 'does your Safehold Elite die', 'Yes. Your Safehold Elite dies', '704.5g'],
  ] as const)('%s THEN it has none', async (q, understood, says, rule) => restatedAnswering(() => deps)(q, understood, says, rule));

  it.each([
    // (Told with a counter and then with none: which stands is not guessed.)
    ['My Strangleroot Geist with a +1/+1 counter on it has no counters. It is dealt 3 damage. Does it come back?', 'not_understood'],
  ] as const)('%s THEN it is refused', async (q, code) => refusedAs(() => deps)(q, code));
});

describe('GIVEN counters told put with the holder as the passive subject (「…が…カウンターを置かれた」)', () => {
  it.each([
    ['私の《灰色熊》は-1/-1カウンターを2個置かれました。熊は生き残りますか？', '-1/-1カウンターを2個置く', 'いいえ。', '704.5f'],
    ['+1/+1カウンターが1個乗った私の《若き狼》が-1/-1カウンターを1個置かれた。狼のサイズは？', '-1/-1カウンターを1個置く', '1/1', '704.5q'],
  ] as const)('%s THEN they are put on it', async (q, understood, says, rule) => restatedAnswering(() => deps)(q, understood, says, rule));

  it.each([
    // (Put by a card's ability said with で: the card's part is not read, so named.)
    ['私の《灰色熊》が、相手の《巻きつき蛇》で-1/-1カウンターを3個置かれました。熊は生き残りますか？', 'not_understood'],
  ] as const)('%s THEN it is refused', async (q, code) => refusedAs(() => deps)(q, code));
});

describe('GIVEN a return told with the keyword that made it (702.93a, 702.79a)', () => {
  it.each([
    ['My Strangleroot Geist died and came back with undying. Then it is dealt 3 damage. Does it come back?', 'your Strangleroot Geist returns to the battlefield', "No. Your Strangleroot Geist doesn't come back", '702.93a'],
    ['My Young Wolf died and came back from undying. Then it is dealt 2 damage. Does it come back again?', 'your Young Wolf returns to the battlefield', "doesn't come back", '702.93a'],
    ['《安寧砦の精鋭》が死んで頑強で戻ってきました。それが《ショック》を受けたら戻ってきますか？', '戦場に戻る', 'いいえ。', '702.79a'],
    ['《若き狼》は一度死んで不死で戻ってきた。その後《ショック》を受けたら、また戻ってきますか？', '戦場に戻る', 'いいえ。', '702.93a'],
  ] as const)('%s THEN it has that counter and does not return again', async (q, understood, says, rule) => restatedAnswering(() => deps)(q, understood, says, rule));
});

describe('GIVEN a number of counters asked (122.1, 614.1, 704.5q)', () => {
  it.each([
    // What it ends with.
    ['I put two +1/+1 counters on my Grizzly Bears. How many +1/+1 counters does it have?', 'how many +1/+1 counters does your Grizzly Bears have', 'has 2 +1/+1 counters'],
    ['I control Hardened Scales and Ajani\'s Pridemate. I gain 2 life. How many +1/+1 counters does Ajani\'s Pridemate have?', 'how many +1/+1 counters does', 'has 2 +1/+1 counters'],
    ['My Grizzly Bears has two +1/+1 counters. I put three -1/-1 counters on it. How many -1/-1 counters are on it?', 'how many -1/-1 counters', 'has 1 -1/-1 counter', '704.5q'],
    ['私の《灰色熊》に+1/+1カウンターを3個置いた。《灰色熊》に+1/+1カウンターは何個乗っていますか？', '何個あるか', '+1/+1カウンターが3個あります'],
    // What is put on it: the replacement's one more among them.
    ['I control Hardened Scales and Ajani\'s Pridemate. I gain 4 life. How many +1/+1 counters go on the Pridemate?', 'how many +1/+1 counters are put on', '2 +1/+1 counters are put on', '614.1a'],
    ['I control Hardened Scales. I put two +1/+1 counters on my Grizzly Bears. How many +1/+1 counters does it get?', 'are put on your Grizzly Bears', '3 +1/+1 counters are put on'],
    // (Given as it enters is put too, 122.6: the undying return's counter, one more with Hardened Scales.)
    ['I control Hardened Scales. My Young Wolf is dealt 1 damage. How many +1/+1 counters go on it?', 'are put on your Young Wolf', '2 +1/+1 counters are put on'],
    ['《硬化した鱗》をコントロールしている。私の《灰色熊》に+1/+1カウンターを1個置いた。《灰色熊》に+1/+1カウンターは何個乗りますか？', '何個置かれるか', '+1/+1カウンターが2個置かれます'],
  ] as const)('%s THEN the count is answered', async (q, understood, says, rule?: string) => restatedAnswering(() => deps)(q, understood, says, rule));

  it.each([
    // (No kind said: not counted.)
    ['How many counters does my Grizzly Bears have?', 'not_understood'],
    // (A replacement whose text is not modelled is named, never counted past.)
    ['I control Winding Constrictor and put two +1/+1 counters on my Grizzly Bears. How many +1/+1 counters go on it?', 'unmodelled'],
  ] as const)('%s THEN it is refused', async (q, code) => refusedAs(() => deps)(q, code));
});

/**
 * Three general shapes (session 30, helper 5):
 * - "… , does my blood artist trigger" with no "?": "do" before its subject after a comma asks (sentence-spans.ts). Whether
 *   a "dies" trigger triggers is answered from the run: dies is put into a graveyard from the battlefield (700.4), so a
 *   creature exiled instead (Rest in Peace, 614.1a) never dies.
 * - 「《血の芸術家》の対象は相手で」: whose triggered ability the stated target is for, said with の (603.3d), read as
 *   "Blood Artist's trigger targets my opponent" — for any question, not only "does it trigger".
 * - "Their Lightning Bolt is on the stack targeting my Grizzly Bears", "while their Murder targeting it is on the stack":
 *   a spell waiting with its target (601.2c, 405.1); what the asker then casts is a response (117.3c). Told with no
 *   target while something told could be it, the target is asked back, never assumed.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { refusedAs, restatedAnswering } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    'Rest in Peace': '安らかなる眠り',
    'Blood Artist': '血の芸術家',
    'Zulaport Cutthroat': 'ズーラポートの殺し屋',
    'Llanowar Elves': 'ラノワールのエルフ',
    'Grizzly Bears': '灰色熊',
    Murder: '殺害',
    Skullclamp: '頭蓋骨絞め',
    'Massacre Wurm': '虐殺のワーム',
    'Lightning Bolt': '稲妻',
    'Giant Growth': '巨大化',
    'Snakeskin Veil': '蛇皮のヴェール',
    'Doom Blade': '破滅の刃',
  });
}, 180_000);

describe('GIVEN a dies trigger asked after a comma, with no question mark THEN it is asked and answered from the run (700.4)', () => {
  /** [question, what the restatement says, what the answer says]. */
  const ROWS: [string, string, string][] = [
    ["rest in peace is out. i destroy opp's creature, does my blood artist trigger", "Question: does your Blood Artist's ability trigger?", "No. Your Blood Artist's ability doesn't trigger."],
    ['Rest in Peace is out. I Murder my Llanowar Elves, does my Zulaport Cutthroat trigger', "Question: does your Zulaport Cutthroat's ability trigger?", "No. Your Zulaport Cutthroat's ability doesn't trigger."],
    ['I Murder my Llanowar Elves, does my Zulaport Cutthroat trigger', "Question: does your Zulaport Cutthroat's ability trigger?", "Yes. Your Zulaport Cutthroat's ability triggers once."],
    ["I destroy opp's Grizzly Bears, do I gain life", 'Question: do you gain any life?', 'No. You gain no life.'],
  ];
  it.each(ROWS)('%s', (q, understood, says) => restatedAnswering(() => deps)(q, understood, says));
});

describe('GIVEN 「Xの対象は…」 THEN the target is that object\'s triggered ability\'s (603.3d)', () => {
  const ROWS: [string, string, string][] = [
    ['《頭蓋骨絞め》を《血の芸術家》につけたらどうなる?血の芸術家の対象は相手で。', '《血の芸術家》の誘発型能力は対戦相手を対象にする', '対戦相手は20 → 19'],
    ['《血の芸術家》がいる状態で《虐殺のワーム》を出しました。相手の場には《灰色熊》が3体だけです。血の芸術家の対象はすべて相手にします。両者のライフはいくつになりますか?', '《血の芸術家》の誘発型能力は対戦相手を対象にする', '対戦相手のライフは11です'],
    ['《血の芸術家》と《灰色熊》がいる。《灰色熊》を《殺害》した。《血の芸術家》の対象は相手です。相手のライフは?', '《血の芸術家》の誘発型能力は対戦相手を対象にする', '対戦相手のライフは19です'],
  ];
  it.each(ROWS)('%s', (q, understood, says) => restatedAnswering(() => deps)(q, understood, says));

  /** Neighbours: an object with no such triggered ability, and a player (who has no target of its own). */
  const REFUSED: [string, string, string][] = [
    ['《灰色熊》と《ラノワールのエルフ》がいる。《ラノワールのエルフ》を《殺害》した。《灰色熊》の対象は相手です。相手のライフは?', 'unmodelled', '603.3d'],
    ['《血の芸術家》と《灰色熊》がいる。《灰色熊》を《殺害》した。相手の対象は私です。相手のライフは?', 'not_understood', '相手の対象は私です'],
  ];
  it.each(REFUSED)('%s → %s', (q, code, says) => refusedAs(() => deps)(q, code, says));
});

describe('GIVEN a spell said to wait on the stack with its target THEN what is cast next responds to it (601.2c, 117.3c)', () => {
  const ROWS: [string, string, string][] = [
    ['Their Lightning Bolt is on the stack targeting my Grizzly Bears. I cast Giant Growth on it in response. Does it live?', "the opponent casts Lightning Bolt targeting your Grizzly Bears; in response, you cast Giant Growth", 'Yes. Your Grizzly Bears survives'],
    ['Their Lightning Bolt targeting my Grizzly Bears is on the stack. I cast Giant Growth on it in response. Does it live?', "the opponent casts Lightning Bolt targeting your Grizzly Bears; in response, you cast Giant Growth", 'Yes. Your Grizzly Bears survives'],
    ['if I Giant Growth my 2/2 while their Lightning Bolt targeting it is still on the stack, does it live?', 'the opponent casts Lightning Bolt targeting your 2/2 creature; in response, you cast Giant Growth', 'Yes. Your 2/2 creature survives'],
    ['I cast Snakeskin Veil on my Grizzly Bears while their Murder targeting it is on the stack. Does it survive?', 'the opponent casts Murder targeting your Grizzly Bears; in response, you cast Snakeskin Veil', 'Yes. Your Grizzly Bears survives'],
    ['Their Murder is on the stack targeting my Llanowar Elves. I respond with Giant Growth on it. Does it survive?', 'the opponent casts Murder targeting your Llanowar Elves; in response, you cast Giant Growth', 'No. Your Llanowar Elves dies'],
  ];
  it.each(ROWS)('%s', (q, understood, says) => restatedAnswering(() => deps)(q, understood, says));

  /** Told with no target while a told creature could be it: asked back (it was answered as aimed at the player). */
  const REFUSED: [string, string, string][] = [
    ['I have Grizzly Bears. Their Lightning Bolt is on the stack. Does my Grizzly Bears die?', 'needs_detail', 'Lightning Bolt'],
    ['I cast Giant Growth on my 2/2 while their Lightning Bolt is on the stack. Does it live?', 'needs_detail', 'Lightning Bolt'],
  ];
  it.each(REFUSED)('%s → %s', (q, code, says) => refusedAs(() => deps)(q, code, says));
});

/**
 * "Does Blood Artist trigger?", 「何回誘発しますか」 with the trigger's target unsaid: whether and how often a triggered
 * ability triggers is settled by the event (603.2; a dies ability looks back in time, so Blood Artist sees itself and the
 * others die in one wipe, 603.10a), before its target is chosen as it is put on the stack (603.3d). Each legal target is
 * tried; all alike, the count is answered and the note says the target was each tried. Anything else asked with it
 * (a life total, which rests on the target) is still asked back.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { refusedAs, restatedAnswering } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    'Blood Artist': '血の芸術家',
    'Zulaport Cutthroat': 'ズーラポートの殺し屋',
    'Grizzly Bears': '灰色熊',
    'Wrath of God': '神の怒り',
    Pyroclasm: '紅蓮地獄',
    'Rest in Peace': '安らかなる眠り',
  });
}, 180_000);

describe('GIVEN a trigger asked of, its target unsaid THEN it is answered from the triggering events (603.2, 603.10a, 603.3d)', () => {
  /** [question, what the restatement says, what the answer says, a rule cited]. */
  const ROWS: [string, string, string, string][] = [
    ['I control Blood Artist and two other creatures. I cast Wrath of God. Does Blood Artist trigger?', 'every legal choice was tried', 'Yes. Your Blood Artist\'s ability triggers 3 times.', '603.10a'],
    ['I control Blood Artist and the opponent controls two Grizzly Bears. I cast Pyroclasm. How many times does Blood Artist trigger?', 'every legal choice was tried', 'triggers 3 times', '603.10a'],
    ['《血の芸術家》と他のクリーチャー2体をコントロールしている。《神の怒り》を唱えた。《血の芸術家》は何回誘発しますか？', '適正な対象をどれも試して', '3回誘発します', '603.10a'],
    ['《血の芸術家》と《灰色熊》をコントロールしている。《紅蓮地獄》を唱えた。《血の芸術家》は誘発しますか？', '適正な対象をどれも試して', 'はい。あなたの《血の芸術家》の能力は2回誘発します。', '603.10a'],
    // (No target to choose: answered as before, with no such note.)
    ['I control Zulaport Cutthroat and Grizzly Bears. I cast Wrath of God. How many times does Zulaport Cutthroat trigger?', 'Zulaport Cutthroat', 'triggers 2 times', '603.10a'],
  ];
  it.each(ROWS)('%s', (q, understood, says, rule) => restatedAnswering(() => deps)(q, understood, says, rule));

  it.each([
    ['Rest in Peace is on the battlefield. I control Blood Artist and Grizzly Bears. I cast Wrath of God. Does Blood Artist trigger?', "No. Your Blood Artist's ability doesn't trigger."],
  ])('%s (exiled instead: nothing dies, 614.1a)', (q, says) => restatedAnswering(() => deps)(q, 'Blood Artist', says));
});

describe('GIVEN the target unsaid and an outcome that rests on it asked THEN it is asked back (603.3d)', () => {
  const REFUSED: [string, string, string][] = [
    ['I control Blood Artist and Grizzly Bears. I cast Pyroclasm. How much life does the opponent have?', 'needs_detail', '603.3d'],
    ['《血の芸術家》と《灰色熊》をコントロールしている。《紅蓮地獄》を唱えた。対戦相手のライフは？', 'needs_detail', '603.3d'],
  ];
  it.each(REFUSED)('%s → %s', (q, code, says) => refusedAs(() => deps)(q, code, says));
});

/**
 * Issue 14 (session 40): a permanent's kicker asked about end to end (702.33d-e). Kicked or not is a
 * choice made as the spell is cast (601.2b): told, the permanent enters with what its kicker gives
 * ("If this creature was kicked, it enters with four +1/+1 counters", 614.1c) and its "When this
 * enters, if it was kicked" trigger triggers or not (603.4); not told, it is asked back — and for a
 * multikicker (702.33c), how many times.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answerQuestion } from '../../src/questions/index.ts';
import { langOf } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Cragplate Baloth': '岩山鎧のベイロス', 'Goblin Bushwhacker': 'ゴブリンの奇襲隊', 'Grizzly Bears': '灰色熊', 'Everflowing Chalice': '永遠溢れの杯' });
}, 120_000);

const ANSWERED: [string, RegExp, RegExp][] = [
  // 614.1c, 702.33e: four +1/+1 counters only if kicked (Cragplate Baloth is 6/6).
  ['I cast Cragplate Baloth with kicker. What is its power and toughness?', /10\/10/, /702\.33e/],
  ['I cast Cragplate Baloth without kicker. What is its power and toughness?', /6\/6/, /608\.3a/],
  ['《岩山鎧のベイロス》をキッカーして唱えた。パワーとタフネスはいくつ？', /10\/10/, /702\.33e/],
  // 603.4, 702.33e: the enters trigger only if kicked.
  ['I control Grizzly Bears. I cast a kicked Goblin Bushwhacker. What is the power of Grizzly Bears?', /3\/2/, /603\.4/],
  ['I control Grizzly Bears. I cast Goblin Bushwhacker without kicker. What is the power of Grizzly Bears?', /2\/2/, /603\.4/],
  ['《灰色熊》をコントロールしている。《ゴブリンの奇襲隊》をキッカーして唱えた。《灰色熊》のパワーは？', /3\/2/, /603\.4/],
];

describe('GIVEN a kicker permanent cast kicked or not, asked end to end', () => {
  it.each(ANSWERED)('%s', async (q, says, rule) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toMatch(says);
    expect(r.value.steps.flatMap((s) => s.rules).join(' ')).toMatch(rule);
  }, 60_000);
});

describe('GIVEN the kicker not said (or a multikicker said with no count)', () => {
  it.each([
    ['I cast Cragplate Baloth. What is its power and toughness?', /whether your Cragplate Baloth is kicked.*\{2\}\{G\}/],
    ['I cast Everflowing Chalice. What happens?', /how many times your Everflowing Chalice is kicked.*\{2\}/],
    ['I cast Everflowing Chalice kicked. What happens?', /how many times/],
    ['《永遠溢れの杯》を唱えた。どうなる？', /何回キッカー/],
  ])('%s THEN it is asked back, never assumed', async (q, says) => {
    const r = await answerQuestion(q, langOf(q), deps);
    expect(r.ok, r.ok ? r.value.answer : '').toBe(false);
    if (r.ok) return;
    expect(r.error.code, r.error.message).toBe('needs_detail');
    expect(r.error.message).toMatch(says);
  }, 60_000);
});

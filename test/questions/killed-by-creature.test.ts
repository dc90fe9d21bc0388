/**
 * "My 4/4 … killed both", "was killed by their 3/3", 「3/3に倒された」: a creature that kills did it by
 * dealing damage, fighting or an ability. Read as a destroy apart from combat, the 4/4 was answered as
 * taking no damage from its two blockers (red team s8). Not guessed: refused, naming the words. A
 * player's kill with a spell is still that spell cast (701.8a destroys only by its own text).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ 'Lightning Bolt': '稲妻', 'Grizzly Bears': '灰色熊' });
}, 120_000);

const lang = (q: string): 'en' | 'ja' => (/[\u3040-\u9fff]/u.test(q) ? 'ja' : 'en');

const REFUSED: string[] = [
  'A 4/4 was blocked by a 2/2 and a 3/3 and killed both. How much damage did my 4/4 take?',
  'My 2/2 was killed by their 3/3. What happens?',
  'Their Grizzly Bears killed my 1/1. Is my 1/1 in the graveyard?',
  '相手の3/3に自分の2/2が倒された。どうなる？',
];

const ANSWERED: [string, RegExp][] = [
  ['I killed their 2/2 with Lightning Bolt. What is my opponent\'s life?', /^The opponent's life total is 20/],
  ['相手の2/2を《稲妻》で倒した。相手のライフは？', /^対戦相手のライフは20/],
];

describe('GIVEN a creature told as killing something THEN refused, not read as a destroy apart from it', () => {
  it.each(REFUSED)('%s', async (q) => {
    const r = await answerQuestion(q, lang(q), deps);
    expect(r.ok, r.ok ? r.value.answer : '').toBe(false);
    if (!r.ok) expect(r.error.code).toBe('not_understood');
  });
  it.each(ANSWERED)('%s', async (q, answer) => {
    const r = await answerQuestion(q, lang(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toMatch(answer);
  });
});

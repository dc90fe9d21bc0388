/**
 * Session 52 (issue 11, rev52 item 3): "without" + a verb after a told clause's verb is the negated conjunct —
 * "My 3/3 attacks without being blocked" is "My 3/3 attacks and isn't blocked" — read where that negation is modelled
 * (an attacker left unblocked, 509.1h/510.1a) and refused by name where not ("without tapping", "without dying" told).
 * It was refused naming 'being blocked' and 'without'. In a question ("Does it kill the blocker without dying?") the
 * "without" is a second thing asked, still named in the refusal (dangling-without-s51.test.ts). Japanese reads
 * 「ブロックされずに」 the same way; its rows stand beside.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../../src/questions/index.ts';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ 'Grizzly Bears': '灰色熊' });
}, 120_000);

const reply = async (q: string, lang: 'en' | 'ja') => {
  const r = await answerQuestion(q, lang, deps);
  return r.ok ? `answered: ${r.value.answer}` : `refused: ${r.error.message}`;
};

describe('GIVEN "<told verb> without being blocked" THEN read as "and isn\'t blocked"', () => {
  it.each([
    ['My 3/3 attacks without being blocked. How much life does my opponent have?', 'en', /^answered: The opponent's life total is 17/],
    ['If my 2/2 attacks without being blocked, how much life does my opponent have?', 'en', /^answered: The opponent's life total is 18/],
    ['My opponent\'s 4/4 attacks me without being blocked. What is my life total?', 'en', /^answered: Your life total is 16/],
    ['My 3/3 with lifelink attacks without getting blocked. How much life do I have?', 'en', /^answered: Your life total is 23/],
    ['Grizzly Bears attacks without being blocked and my opponent is at 10. How much life does my opponent have?', 'en', /^answered: The opponent's life total is 8/],
    ['When my 5/5 attacks without being blocked, does my opponent go to 15?', 'en', /^answered: Yes/],
    ['私の3/3がブロックされずに攻撃した。相手のライフは？', 'ja', /^answered: 対戦相手のライフは17/],
    ['相手の4/4がブロックされずに攻撃してきた。私のライフは？', 'ja', /^answered: あなたのライフは16/],
  ] as const)('%s', async (q, lang, want) => {
    expect(await reply(q, lang)).toMatch(want);
  });

  it.each([
    // A negation no frame reads stays unread and named; a question's "without" is a second ask, named.
    'My 2/2 attacks without tapping. Is it tapped?',
    'My 3/3 is dealt 3 damage without dying. How much life do I have?',
    'A 1/1 with deathtouch is blocked by a 5/5. Does it kill the blocker without dying?',
    'Can my 3/3 attack without tapping?',
  ])('GIVEN %s THEN refused, naming the words', async (q) => {
    expect(await reply(q, 'en')).toMatch(/^refused: .*without/);
  });
});

/**
 * "Does it enter / hit the battlefield?" asked of a spell the story cast (s41 fresh-eyes set: "hit the battlefield"
 * was read as dealing damage and answered about combat damage to a player). A permanent spell that resolves
 * enters the battlefield (608.3a); one countered doesn't (701.6a); one that can't be countered does (101.2).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ Counterspell: '対抗呪文', 'Grizzly Bears': '灰色熊', 'Toski, Bearer of Secrets': '秘密を知る者、トスキ', 'Serra Angel': 'セラの天使' });
}, 120_000);

describe('GIVEN a permanent spell asked whether it reaches the battlefield', () => {
  it.each([
    ['They cast Toski, Bearer of Secrets and I Counterspell it. Does Toski hit the battlefield?', 'yes', '101.2'],
    ['They cast Toski, Bearer of Secrets and I Counterspell it. Does Toski enter the battlefield?', 'yes', '101.2'],
    ['They cast Grizzly Bears and I Counterspell it. Does it make it to the battlefield?', 'no', '701.6a'],
    ['I cast Serra Angel and they respond with Counterspell. Does Serra Angel hit the board?', 'no', '701.6a'],
    ['I cast Grizzly Bears. Does it enter the battlefield?', 'yes', '608.3a'],
  ] as const)('%s THEN %s, citing %s', async (q, verdict, rule) => {
    const r = await answerQuestion(q, /[ぁ-ん]/.test(q) ? 'ja' : 'en', deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.verdict).toBe(verdict);
    expect(r.value.steps.flatMap((s) => s.rules)).toContain(rule);
    // The verdict is about the battlefield, never about damage dealt (issue 11: the subject asked).
    expect(r.value.understood).not.toMatch(/damage|ダメージ/);
  });

  it.each([
    // A creature already on the battlefield doesn't "enter" it: not read as that question.
    'My 3/3 attacks and is not blocked. Does it hit the battlefield?',
    // A zone "hit" is no player dealt damage.
    'My 3/3 attacks and is not blocked. Does it hit the stack?',
  ])('%s THEN it is not answered as entering or as damage', async (q) => {
    const r = await answerQuestion(q, 'en', deps);
    expect(r.ok).toBe(false);
  });
});

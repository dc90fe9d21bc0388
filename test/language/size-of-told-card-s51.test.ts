/**
 * Session 51 (issue 11 §2): a bare size said or asked of right after a creature card whose printed size is another
 * ("I cast Grizzly Bears. The 3/3 can attack?", 「《灰色熊》を出した。3/3だけど、攻撃できる？」) may be that card after a
 * change or a creature never told: asked back, never answered as one more 3/3 (main answered "yes" of an invented 3/3).
 * A size with its own "a", a size on the other side, or the card's own printed size read as before.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ 'Grizzly Bears': '灰色熊', 'Hill Giant': '丘巨人' });
}, 120_000);

const reply = async (q: string, lang: 'en' | 'ja') => {
  const r = await answerQuestion(q, lang, deps);
  return r.ok ? `answered: ${r.value.answer}` : `refused: ${r.error.message}`;
};

describe('GIVEN a bare size after a creature card of another printed size THEN asked back, never a new creature', () => {
  it.each([
    ['I cast Grizzly Bears. The 3/3 can attack?', 'en'],
    ['I cast Hill Giant this turn. The 4/4 can attack?', 'en'],
    ['《灰色熊》を出した。3/3だけど、攻撃できる？', 'ja'],
    ['《丘巨人》を唱えた。5/5だよ。攻撃できる？', 'ja'],
  ] as const)('%s', async (q, lang) => {
    expect(await reply(q, lang)).toMatch(/^refused: /);
  });

  it.each([
    ['I have Grizzly Bears and a 3/3. Can the 3/3 attack?', 'en', /^answered: Yes/],
    ['My 3/3 is blocked by Grizzly Bears. Does the 3/3 survive?', 'en', /^answered: Yes/],
    ['Grizzly Bears blocks my 3/3. Does my 3/3 die?', 'en', /^answered: No/],
    // A size set against a card whose side is unsaid: another creature (the card is the attacker here).
    ['Can my 2/2 block Hill Giant?', 'en', /^answered: Yes/],
    ['《丘巨人》って2/2でブロックできる？', 'ja', /^answered: はい/],
  ] as const)('GIVEN %s THEN read as before', async (q, lang, want) => {
    expect(await reply(q, lang)).toMatch(want);
  });
});

/**
 * Session 52 (issue 11 §2, rev52 item 4): a bare size that a told creature card of another printed size may be is asked
 * back with the same question in English and Japanese — which creature: the card after something changed its size, or
 * another creature of that size — never "didn't understand '3/3'", and never answered of a 3/3 made up beside the card.
 * Japanese has no article: a size said as the subject of what is asked (「3/3は攻撃できる？」「その3/3は…」) is that
 * definite size; main answered 「はい」 of an invented 3/3 there. A size the card fights or blocks with is another creature.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ 'Grizzly Bears': '灰色熊', 'Hill Giant': '丘巨人', 'Selfless Spirit': '無私の霊魂', 'Wrath of God': '神の怒り' });
}, 120_000);

const reply = async (q: string, lang: 'en' | 'ja') => {
  const r = await answerQuestion(q, lang, deps);
  return r.ok ? `answered: ${r.value.answer}` : `${r.error.code}: ${r.error.message}`;
};

describe('GIVEN a bare size a told card may be after a change THEN which creature is asked back, in both languages', () => {
  it.each([
    ['I cast Grizzly Bears. The 3/3 can attack?', 'en', /^ambiguous: Which creature do you mean by “The 3\/3”: Grizzly Bears, .* or another 3\/3 /],
    ['I cast Grizzly Bears. Can the 3/3 attack?', 'en', /^ambiguous: Which creature do you mean by “the 3\/3”: Grizzly Bears/],
    ['I cast Hill Giant this turn. Can that 5/5 block?', 'en', /^ambiguous: Which creature do you mean by “that 5\/5”: Hill Giant, .* another 5\/5 /],
    ['《灰色熊》を出した。3/3だけど、攻撃できる？', 'ja', /^ambiguous: 「3\/3」はどのクリーチャーのことですか：何かでサイズが変わった《灰色熊》.*別の3\/3か/],
    ['《灰色熊》を唱えた。3/3は攻撃できる？', 'ja', /^ambiguous: 「3\/3」はどのクリーチャーのことですか：何かでサイズが変わった《灰色熊》/],
    ['《灰色熊》を唱えた。その3/3はブロックできる？', 'ja', /^ambiguous: 「その3\/3」はどのクリーチャーのことですか：.*《灰色熊》.*別の3\/3か/],
    ['私は《丘巨人》を唱えた。5/5って攻撃できる？', 'ja', /^ambiguous: 「5\/5」はどのクリーチャーのことですか：.*《丘巨人》.*別の5\/5か/],
    ['《丘巨人》を唱えた。5/5だよ。攻撃できる？', 'ja', /^ambiguous: 「5\/5」はどのクリーチャーのことですか/],
  ] as const)('%s', async (q, lang, want) => {
    expect(await reply(q, lang)).toMatch(want);
  });

  it.each([
    // A size the card blocks or is blocked by, or one told before: another creature, read as before.
    ['私の《灰色熊》で3/3をブロックできる？', 'ja', /^answered: はい/],
    ['相手の3/3が攻撃してきた。私の《灰色熊》でブロックできる？', 'ja', /^answered: はい/],
    ['《丘巨人》って2/2でブロックできる？', 'ja', /^answered: はい/],
    ['私は《灰色熊》と3/3を持っている。3/3は攻撃できる？', 'ja', /^answered: はい/],
    ['I have Grizzly Bears and a 3/3. Can the 3/3 attack?', 'en', /^answered: Yes/],
    ['Can my 2/2 block Hill Giant?', 'en', /^answered: Yes/],
    // A card told gone before the size is said is not what the size describes (the red-team rows in sacrifice-as-activation).
    ['相手が《神の怒り》を唱えた。それに対応して《無私の霊魂》を生け贄に捧げた。2/2は生き残りますか？', 'ja', /^answered: はい/],
  ] as const)('GIVEN %s THEN read as before', async (q, lang, want) => {
    expect(await reply(q, lang)).toMatch(want);
  });
});

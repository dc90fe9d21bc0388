/**
 * Session 52 (issue 11 §2, rev52 item 5): a card told by its kind with no zone ("I have a creature card",
 * 「クリーチャー・カードを2枚コントロール」) is asked where; the check reads the noun phrase's head (IrObject.cardHead),
 * never its words — the word "card" inside quoted rules text ("a 3/3 that says 'When this dies, draw a card.'") is no
 * card told, and those questions were refused naming the whole phrase.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { replyText } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps([]);
}, 120_000);

const reply = replyText(() => deps);

describe('GIVEN a card told by its kind with no zone THEN refused; "card" in quoted text THEN read', () => {
  it.each([
    ['I have a creature card. Can I attack with it?', 'en', /^refused: .*'a creature card'/],
    ['My opponent controls two creature cards. Can they block my 2/2?', 'en', /^refused: .*'two creature cards'/],
    ['クリーチャー・カードを2枚コントロールしている。攻撃できる？', 'ja', /^refused: .*'クリーチャー・カード'/],
    ['私のクリーチャー・カードは攻撃できる？', 'ja', /^refused: .*クリーチャー・カード/],
  ] as const)('%s', async (q, lang, want) => {
    expect(await reply(q, lang)).toMatch(want);
  });

  it.each([
    ['I have a creature card in my graveyard. Can I attack with it?', 'en', /^answered: No\./],
    ['My opponent has a 3/3 that says \'When this dies, draw a card.\' My 4/4 attacks and it blocks. Does the 3/3 die?', 'en', /^answered: Yes\./],
    ['I control an enchantment that says \'Whenever a creature dies, draw a card.\' My 2/2 attacks and is blocked by a 3/3. Does my 2/2 die?', 'en', /^answered: Yes\./],
    ['相手は「このクリーチャーが死亡したとき、カードを1枚引く。」という能力を持つ3/3をコントロールしている。私の4/4が攻撃して、その3/3がブロックした。3/3は死ぬ？', 'ja', /^answered: はい。対戦相手の3\/3クリーチャーは死亡します/],
  ] as const)('GIVEN %s THEN read', async (q, lang, want) => {
    expect(await reply(q, lang)).toMatch(want);
  });
});

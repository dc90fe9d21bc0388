/**
 * Session 50: what a graveyard holds, told as people tell it — a list of cards said to be there ("Grizzly Bears and
 * Llanowar Elves are in my graveyard", "my graveyard has …"), cards counted by type ("two creature cards in my
 * graveyard", 「クリーチャー・カードが2枚」), and a graveyard described only by its owner's words (404.1: each player has
 * their own, so a card told in mine tells nothing of my opponent's). Mortivore counts creature cards in all
 * graveyards (its P/T, a characteristic-defining ability, 604.3); Wight of the Reliquary those in its controller's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { langOf } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({
    Mortivore: '死を食うもの',
    'Wight of the Reliquary': '聖遺のワイト',
    'Grizzly Bears': '灰色熊',
    'Llanowar Elves': 'ラノワールのエルフ',
    'Hill Giant': '丘巨人',
    Forest: '森',
    Shock: 'ショック',
  });
}, 120_000);

async function says(q: string): Promise<string> {
  const r = await answerQuestion(q, langOf(q), deps);
  return r.ok ? `answered: ${r.value.answer}` : `refused: ${r.error.message}`;
}

describe('GIVEN cards told in a graveyard as a list, a count or what the graveyard has THEN each is a card there and counts', () => {
  it.each([
    ["I control Mortivore. Grizzly Bears and Llanowar Elves are in my graveyard. My opponent's graveyard is empty. What is Mortivore's power?", /Mortivore is 2\/2/],
    ["I control Mortivore. Grizzly Bears, Hill Giant and a Forest are in my graveyard, and my opponent's graveyard is empty. What are Mortivore's power and toughness?", /Mortivore is 2\/2/],
    ["I control Mortivore. My graveyard has Hill Giant and a Forest in it and my opponent's graveyard is empty. How big is Mortivore?", /Mortivore is 1\/1/],
    ["I control Mortivore. My opponent's graveyard has three creature cards and my graveyard is empty. What is Mortivore's toughness?", /Mortivore is 3\/3/],
    ['I control Mortivore. I have 4 creature cards in my graveyard and my opponent has two creature cards in their graveyard. What are its power and toughness?', /Mortivore is 6\/6/],
    ["My Wight of the Reliquary blocks a 3/3. There are two creature cards in my graveyard. Does the Wight die?", /^answered: No\./],
    ["My Wight of the Reliquary blocks a 5/5. There is one creature card in my graveyard. Does the Wight die?", /^answered: Yes\./],
    ['《死を食うもの》をコントロールしています。自分の墓地にクリーチャー・カードが3枚あって、相手の墓地は空です。《死を食うもの》のパワーはいくつ？', /3\/3/],
    ['《死を食うもの》がいます。私の墓地に《灰色熊》と《森》があり、相手の墓地にはクリーチャーカードが2枚あります。《死を食うもの》のサイズは？', /3\/3/],
    ['自分の《聖遺のワイト》が4/4をブロックした。墓地にクリーチャー・カードが1枚ある。ワイトは死ぬ？', /^answered: はい。/],
  ] as const)('%s', async (q, want) => {
    expect(await says(q)).toMatch(want);
  });
});

describe("GIVEN cards told in one player's graveyard THEN the other player's graveyard is still undescribed, and a count over it stops naming it", () => {
  it.each([
    ['I control Mortivore. There is a Grizzly Bears in my graveyard. What is its power?', /doesn't describe the opponent's graveyard/],
    ['I control Mortivore. My graveyard has two creature cards. What are its power and toughness?', /doesn't describe the opponent's graveyard/],
    ["I control Mortivore. My opponent's graveyard has a Hill Giant. What is Mortivore's power?", /doesn't describe your graveyard/],
    ['《死を食うもの》をコントロールしています。自分の墓地にクリーチャー・カードが2枚あります。パワーはいくつ？', /対戦相手の墓地が書かれておらず/],
  ] as const)('%s', async (q, want) => {
    const got = await says(q);
    expect(got).toMatch(/^refused/);
    expect(got).toMatch(want);
  });
});

describe('GIVEN a card of no type counted in a graveyard THEN no card of no type is made (its type could count)', () => {
  it.each([
    ["I control Mortivore. There are two cards in my graveyard and my opponent's graveyard is empty. What is Mortivore's power?"],
  ] as const)('%s', async (q) => {
    expect(await says(q)).toMatch(/^refused/);
  });
});

describe('GIVEN a card told by its kind with no zone ("I have a creature card") THEN it is asked where, never made a permanent on the battlefield (110.1)', () => {
  it.each([
    ['I have a creature card. Can I attack with it?'],
    ['My opponent controls two creature cards. I cast Shock on one of them. Does it die?'],
    ['クリーチャー・カードを2枚コントロールしています。攻撃できますか？'],
  ] as const)('%s', async (q) => {
    expect(await says(q)).toMatch(/^refused/);
  });

  it('GIVEN the same card told in a hand THEN it is answered: a card in a hand can\'t attack (508.1a)', async () => {
    expect(await says('I have a creature card in my hand. Can I attack with it?')).toMatch(/^answered: No\./);
  });
});

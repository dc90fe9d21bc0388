/**
 * Session 52 (issue 11 §4, rev52 item 2): two yes/no asks joined in one sentence ("Does X die and does Y survive?",
 * 「死にますか、それと相手は何点受けますか」) are each answered, each naming its subject — or the whole question is refused;
 * never one of them answered as if it were the whole question. A second ask not read ("… and is the 3/3 tapped?",
 * "… and why?") refuses the question, naming it; so does a regeneration asked after another ask ("Does my 2/2 die and can
 * I regenerate it?"), whose shield was put under the first ask too — answered "survives" though it dies as told.
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

const EN = 'My 2/2 attacks and is blocked by a 3/3.';
const JA = '私の2/2が攻撃して、相手の3/3にブロックされた。';

describe('GIVEN two asks joined THEN each answered, naming its subject', () => {
  it.each([
    [`${EN} Does my 2/2 die and does the 3/3 survive?`, 'en', /^answered: Yes\. Your 2\/2 creature dies.*\nYes\. The opponent's 3\/3 creature survives/s],
    [`${EN} Will my 2/2 die, and will the 3/3 survive?`, 'en', /^answered: Yes\. Your 2\/2 creature dies.*\nYes\. The opponent's 3\/3 creature survives/s],
    [`${EN} Does my 2/2 die and do I lose life?`, 'en', /^answered: Yes\. Your 2\/2 creature dies.*\nNo\. You lose no life/s],
    [`${EN} Does my 2/2 die and does the 3/3 survive and how much life do I have?`, 'en', /^answered: Yes\. Your 2\/2 creature dies.*\nYes\. The opponent's 3\/3 creature survives.*\nYour life total is 20/s],
    ['My 4/4 with trample attacks and is blocked by a 2/2. Does the 2/2 die and how much life does my opponent have?', 'en', /^answered: Yes\. The opponent's 2\/2 creature dies.*\nThe opponent's life total is 18/s],
    [`${JA}私の2/2は死にますか、それと3/3は生き残りますか？`, 'ja', /^answered: はい。あなたの2\/2クリーチャーは死亡します.*\nはい。対戦相手の3\/3クリーチャーは戦場に残ります/s],
    [`${JA}2/2は死にますか、それと相手は何点受けますか？`, 'ja', /^answered: はい。あなたの2\/2クリーチャーは死亡します.*\n対戦相手は0点のダメージを受けます/s],
    [`${JA}2/2は死にますか、そして私はライフを失いますか？`, 'ja', /^answered: はい。あなたの2\/2クリーチャーは死亡します.*\nいいえ。あなたはライフを失いません/s],
    ['相手の2/2が攻撃してきた。私の3/3でブロックできますか、そして3/3は死にますか？', 'ja', /^answered: はい。あなたの3\/3クリーチャーは対戦相手の2\/2クリーチャーをブロックできます。\nそうした場合：いいえ。/s],
    ['My opponent\'s 2/2 attacks. Can my 3/3 block it and does my 3/3 die?', 'en', /^answered: Yes\. Your 3\/3 creature can block the opponent's 2\/2 creature\.\nIf you do: No\./s],
  ] as const)('%s', async (q, lang, want) => {
    expect(await reply(q, lang)).toMatch(want);
  });

  it.each([
    [`${EN} Does my 2/2 die and is the 3/3 tapped?`, 'en'],
    [`${EN} Does my 2/2 die and why?`, 'en'],
    [`${EN} Does my 2/2 die and can the 3/3 attack next turn?`, 'en'],
    ['My opponent\'s 2/2 with flying attacks. Can my 3/3 block it and does it die?', 'en'],
    [`${JA}2/2は死にますか、また3/3は次のターンに攻撃できますか？`, 'ja'],
    // A regeneration asked after another ask would put its shield under that ask too ("survives", though it dies as told).
    [`${EN} Does my 2/2 die and can I regenerate it?`, 'en'],
    [`${EN} Does my 2/2 die? Can I regenerate it?`, 'en'],
    [`${JA}2/2は死にますか、それと再生できますか？`, 'ja'],
  ] as const)('GIVEN %s THEN the whole question refused', async (q, lang) => {
    expect(await reply(q, lang)).toMatch(/^refused: /);
  });
});

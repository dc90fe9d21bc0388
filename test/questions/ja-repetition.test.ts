/**
 * One act told twice, in Japanese as players write it: 「2回」「二回」「2度」「二度」 tell the clause's one cast or
 * activation two times ('twice', senses.ts); 「もう一度」「もう1回」「再び」「再度」「改めて」 say this act is a second one
 * ('again'). The same repetition as English "twice" / "again" (frames/index.ts repeated): another card of that name
 * cast once the first resolved (601.2a, 608.1), an ability activated again (602.1). A second act whose first was
 * never told, and anything else told twice (damage taken, a block), is named — never read as one act (issue 11).
 * Expected values worked out from the cards' text: Shock 2, Lightning Bolt 3, Giant Growth +3/+3.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

const CARDS: Record<string, string> = { Shock: 'ショック', 'Lightning Bolt': '稲妻', 'Grizzly Bears': '灰色熊', 'Prodigal Sorcerer': '放蕩魔術師' };

describe('GIVEN a Japanese question that tells one act twice', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  }, 120_000);

  /** [question, what the answer says, verdict]. */
  const RIGHT: [string, string, 'yes' | 'no' | null][] = [
    // 2 + 2 damage to a 3/3 (704.5g); 4 to a 5/5 is not lethal.
    ['相手の3/3に《ショック》を2回撃ちました。3/3は死にますか？', 'はい。対戦相手の3/3クリーチャーは死亡します', 'yes'],
    ['相手の3/3に《ショック》を二度撃ったら死にますか？', 'はい。対戦相手の3/3クリーチャーは死亡します', 'yes'],
    ['相手の3/3に《ショック》を二回撃ったら死ぬ？', 'はい。対戦相手の3/3クリーチャーは死亡します', 'yes'],
    ['相手の5/5に《ショック》を2回撃ったら死にますか？', 'いいえ。対戦相手の5/5クリーチャーは戦場に残ります', 'no'],
    // Three times and more: the count said (「3回」, session 22; it was named as not read): 2 × 3 = 6 to a 5/5.
    ['相手の5/5に《ショック》を3回撃ったら死にますか？', 'はい。対戦相手の5/5クリーチャーは死亡します', 'yes'],
    ['相手の7/7に《ショック》を3回撃ったら死にますか？', 'いいえ。対戦相手の7/7クリーチャーは戦場に残ります', 'no'],
    ['相手に《ショック》を4回撃った。相手のライフは？', '対戦相手のライフは12です', null],
    // Life lost stays lost (119.3): 20 − 2×2, 20 − 2×3.
    ['相手に《ショック》を2回撃ちました。相手のライフはいくつですか？', '対戦相手のライフは16です', null],
    ['《ショック》を相手に2度撃ったら、相手のライフは何点になりますか', '対戦相手のライフは16です', null],
    ['相手に《稲妻》を2回撃ったら相手のライフは何点ですか？', '対戦相手のライフは14です', null],
    // The second told as a second one, after the first: another card of that name (601.2a).
    ['相手の3/3に《ショック》を撃ち、再び《ショック》を撃ったら3/3は死にますか？', 'はい。対戦相手の3/3クリーチャーは死亡します', 'yes'],
    ['相手の3/3に《ショック》を撃ち、再度《ショック》を撃った。3/3は死ぬ？', 'はい。対戦相手の3/3クリーチャーは死亡します', 'yes'],
    ['相手の3/3に《ショック》を撃って、改めて《ショック》を撃った。死ぬ？', 'はい。対戦相手の3/3クリーチャーは死亡します', 'yes'],
    ['相手に《ショック》を撃って、もう一度《ショック》を撃ちました。相手のライフは？', '対戦相手のライフは16です', null],
    ['相手の3/3に《ショック》を撃った後、2枚目の《ショック》をそれに撃ちました。3/3は死にますか？', 'はい。対戦相手の3/3クリーチャーは死亡します', 'yes'],
    // At two points of the turn: damage stays marked until the cleanup step (514.2).
    ['相手のアップキープに相手の3/3に《ショック》を撃ち、終了ステップにもう一度《ショック》を撃ちました。3/3は死にますか？', 'はい。対戦相手の3/3クリーチャーは死亡します', 'yes'],
    // さらに adds an act; it is not a second one of an untold first.
    ['相手は《稲妻》を私の《灰色熊》に撃ち、さらに《ショック》も撃った。熊は死ぬ？', 'はい。あなたの《灰色熊》は死亡します', 'yes'],
    // An ability activated twice in a turn: {T} is paid once (602.2b).
    ['《放蕩魔術師》の能力を1ターンに2回起動できますか？', 'いいえ', 'no'],
  ];
  it.each(RIGHT)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** [question, refusal code, what it names]. */
  const REFUSED: [string, string, string][] = [
    // The first presupposed by もう一度／再び was never told: named, never read as one Shock.
    ['相手の3/3にもう一度《ショック》を撃ちました。3/3は死にますか？', 'not_understood', 'もう一度'],
    ['相手の3/3に再び《ショック》を撃ちました。死にますか？', 'not_understood', '再び'],
    ['相手の3/3にもう1回《稲妻》を撃った。死ぬ？', 'not_understood', 'もう1回'],
    // Told twice, but not an act to repeat.
    ['私の3/3は2点のダメージを2回受けました。死にますか？', 'not_understood', '2回'],
    ['相手の3/3が攻撃してきて、私の2/2で2回ブロックしました。死にますか？', 'not_understood', '2回'],
  ];
  it.each(REFUSED)('%s → refused %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});

/**
 * Issue 12 (session 28, ja28c): Japanese wordings of the s28 dev sets, each read by a general shape with
 * variants of its own, and a neighbour that is still refused rather than guessed.
 * - 「二重ブロック」「トリプルブロック」: a block by several creatures (509.1a), the blockers named with it;
 *   said of one named blocker it leaves a blocker untold and is refused (both languages).
 * - 「私のは死にますか」「相手のは」: a possessive whose noun is left unsaid is that player's creature told before
 *   (asked back when several are theirs).
 * - 「それでブロックしたら」: それ/これ + で before a verbal noun said as a verb is the pronoun as what acts.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ 'Grizzly Bears': '灰色熊' });
}, 120_000);

const SEVERAL_BLOCKERS: [string, string, null, string][] = [
  ['4/4トランプルが2/2と3/3に二重ブロックされた。プレイヤーには何点入る?', '0点', null, '702.19'],
  ['トランプルの6/6が1/1と2/2に二重ブロックされたら、相手は何点受ける?', '3点', null, '702.19'],
  ['トランプルの6/6が1/1と2/2と2/2にトリプルブロックされた。相手は何点受ける?', '1点', null, '702.19'],
  ['相手の5/5を私の2/2と3/3で二重ブロックしたら、どうなる?', '死亡', null, '509.1'],
];

const ELIDED_AND_PRONOUN: [string, string, 'yes' | 'no', string][] = [
  ['相手の3/3が攻撃してきた。私の2/4でブロックしたら、私のは死にますか?', '戦場に残ります', 'no', '510.2'],
  ['相手の3/3が攻撃してきた。私の2/2でブロックしたら、相手のは死にますか?', '戦場に残ります', 'no', '510.2'],
  ['相手の4/4が攻撃してきて、自分の2/2でブロックした。自分のは生き残る?', '死亡します', 'no', '510.2'],
  ['相手の飛行3/3が攻撃してきた。私には到達持ちの2/4がいる。それでブロックしたら、私のは死にますか?', '戦場に残ります', 'no', '510.2'],
  ['相手の4/4が攻撃してきた。私の2/2がいる。それでブロックしたら、2/2は死ぬ?', '死亡します', 'yes', '510.2'],
];

const REFUSED: [string, string, string][] = [
  // Two of theirs told: 「相手の」 alone could be either.
  ['相手の3/3と4/4が攻撃してきた。私の2/2で3/3をブロックしたら、相手のは死にますか?', 'ambiguous', '相手の'],
  // None of mine told before it.
  ['私のは死にますか?', 'not_understood', '私のは'],
  // A double block that names one blocker: the other is untold.
  ['4/4トランプルが2/2に二重ブロックされた。プレイヤーには何点入る?', 'not_understood', '二重ブロック'],
  ['My 4/4 trample is double blocked by a 2/2. How much damage does the opponent take?', 'not_understood', 'double blocked'],
  // The noun of another act set off by は names the amount asked (life gained): never answered as the damage a player
  // takes (it was: 「対戦相手は0点のダメージを受けます」). 回復は何点 is now read as the life gained
  // (test/questions/ja29-readings.test.ts); a noun of an act no verb word names stays unread.
  ['絆魂3/3が2/2にブロックされたら、軽減は何点?', 'not_understood', '軽減は何点'],
];

describe('ja28c: a block by several creatures (509.1a, 702.19)', () => {
  it.each(SEVERAL_BLOCKERS)('%s', (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule));
});

describe('ja28c: an unsaid noun after の, a pronoun as what blocks (510.2)', () => {
  it.each(ELIDED_AND_PRONOUN)('%s', (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule));
});

describe('ja28c: neighbours still refused', () => {
  it.each(REFUSED)('%s', (q, code, says) => refusedAs(() => deps)(q, code, says));
});

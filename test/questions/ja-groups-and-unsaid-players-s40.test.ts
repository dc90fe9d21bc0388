/**
 * Japanese constructions of session 40 (issue 12 §4): who is meant when Japanese leaves it unsaid, and groups said at once.
 * - 「ライフを3点得たら」「3点のライフを失ったら」: life gained or lost with nobody said is the asker's — life is a player's
 *   (119.1), never "it", the creature the story was about (as 「3点回復したら」 already read).
 * - 「《灰色熊》2体と《ラノワールのエルフ》がいるとき／がいて、…？」: several things said to be there in a clause linked to
 *   the question are on the battlefield, as one thing alone is.
 * - 「全部死ぬ？」「全滅する？」: "all" with no group said is every creature told only when every one is on one side and no
 *   combat is told (else the word is named, never guessed); 「私のクリーチャーは全滅しますか」 is every one of that kind.
 * - 「《紅蓮地獄》で何体死ぬ？」: a spell named as what kills them, asked how many, is cast — only when whose it is follows
 *   (said, or every creature told is one player's: cast by the other).
 * - 「《X》に《巨大化》撃ってブロックされずに通ったら」: with no attack told, the one creature told is what went unblocked.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, answeredRight, refusedAs } from '../support/ask-rows.ts';

const CARDS = {
  'Grizzly Bears': '灰色熊',
  'Llanowar Elves': 'ラノワールのエルフ',
  Pyroclasm: '紅蓮地獄',
  'Lightning Bolt': '稲妻',
  'Giant Growth': '巨大化',
  "Ajani's Pridemate": 'アジャニの群れ仲間',
  'Plague Stinger': '疫病のとげ刺し',
};

describe('GIVEN Japanese questions that leave the player or the group unsaid (issue 12 §4)', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  }, 120_000);

  /** [question, what the answer says, verdict]. */
  const LIFE: [string, string, 'yes' | 'no' | null][] = [
    ['ライフを3点得たら、私のライフはいくつ？', '23', null],
    ['《アジャニの群れ仲間》がいる時にライフを3点得たら、群れ仲間は何/何？', '3/3', null],
    ['《アジャニの群れ仲間》がいるときに3点のライフを得たら、《アジャニの群れ仲間》のパワーはいくつ？', '3/3', null],
    ['《アジャニの群れ仲間》がいる状態で、3点ライフを得ました。群れ仲間のサイズは？', '3/3', null],
    ['《アジャニの群れ仲間》がいる時にライフを3点回復したら何/何？', '3/3', null],
    // Said of a player, as before: the player said.
    ['《アジャニの群れ仲間》がいる時に私がライフを3点得たら、群れ仲間は何/何？', '3/3', null],
    // 回復 with nobody said stays the asker's where no other player's life is told (the opponent's creature is no life).
    ['私のライフは5。3点回復したら、ライフはいくつ？', '8', null],
    ['相手の3/3が攻撃してきた。絆魂持ちの2/2でブロックして2点回復した。私のライフは？', '22', null],
    // ライフを得た reads by the same rule as 回復した (otherLifeTold): an opponent named only as who attacked, or whose
    // creature is there, tells no life of theirs — the gain stays the asker's (before s41 any other player named refused it).
    ['相手の3/3が攻撃してきた。絆魂持ちの2/2でブロックしてライフを2点得た。私のライフは？', '22', null],
    ['相手の《灰色熊》がいる。《アジャニの群れ仲間》がいる時にライフを3点得たら群れ仲間は何/何？', '3/3', null],
  ];
  it.each(LIFE)('life with nobody said: %s → %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  const LISTED: [string, string, 'yes' | 'no' | null][] = [
    ['《灰色熊》2体と《ラノワールのエルフ》がいるとき、《紅蓮地獄》を撃たれたらどうなる？', '2体目の《灰色熊》', null],
    ['《ラノワールのエルフ》と《灰色熊》2体がいるとき、《紅蓮地獄》を撃たれたらどうなる？', '《ラノワールのエルフ》', null],
    ['《灰色熊》2体と《ラノワールのエルフ》がいて、《紅蓮地獄》を撃たれたら何体残りますか？', '0体', null],
  ];
  it.each(LISTED)('a list said to be there before the question: %s → %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  const ALL: [string, string, 'yes' | 'no' | null][] = [
    ['《灰色熊》2体がいて、《紅蓮地獄》を撃たれたら全部死にますか？', 'はい', 'yes'],
    ['《灰色熊》2体がいて、《紅蓮地獄》を撃たれたら全滅する？', 'はい', 'yes'],
    ['《灰色熊》と3/3がいて、《紅蓮地獄》を撃たれたら全部死ぬ？', 'いいえ', 'no'],
    ['1/1の兵士トークンが3体いて、《紅蓮地獄》を撃たれたら全滅する？', 'はい', 'yes'],
    ['自分の場に《灰色熊》が2体いる状態で、相手が《紅蓮地獄》を唱えました。私のクリーチャーは全滅しますか？', 'はい', 'yes'],
    ['相手の場に《灰色熊》2体と4/4がいる。私が《紅蓮地獄》を唱えたら、全部死にますか？', 'いいえ', 'no'],
  ];
  it.each(ALL)('"all" of one side: %s → %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  const COUNTED: [string, string, 'yes' | 'no' | null, string][] = [
    ['私の《灰色熊》2体がいる。《紅蓮地獄》で何体死ぬ？', '2体', null, '704.5g'],
    ['私の《灰色熊》2体と4/4がいる。相手の《紅蓮地獄》で何体残る？', '1体', null, '704.5g'],
    ['《灰色熊》2体と4/4がいる。相手の《紅蓮地獄》で何体死ぬ？', '2体', null, '704.5g'],
  ];
  it.each(COUNTED)('how many a spell kills: %s → %s', (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule), 60_000);

  it('the one creature told goes unblocked with no attack told (508.1a, 702.90b)', async () => {
    await answeredCiting(() => deps)('相手は毒カウンター5個。《疫病のとげ刺し》に《巨大化》撃ってブロックされずに通ったら、相手は負ける?', 'いいえ', 'no', '702.90b');
  }, 60_000);

  /** Still refused: [question, code, what the refusal names]. */
  const REFUSED: [string, string, string][] = [
    // "All" over both sides, or in a fight: every creature, or one side's? Not guessed.
    ['私の《灰色熊》と相手の3/3がいて、《紅蓮地獄》を撃ったら全部死ぬ？', 'not_understood', '全部死ぬ'],
    ['私の2/2が相手の2/2にブロックされたら全部死ぬ？', 'not_understood', '全部死ぬ'],
    // One creature is no "all".
    ['《灰色熊》がいて、《紅蓮地獄》を撃たれたら全滅する？', 'not_understood', '全滅する'],
    // Whose spell it is decides what a one-sided spell hits: unsaid, with nobody's creatures said, it is named.
    ['《灰色熊》2体がいる。《紅蓮地獄》で何体死ぬ？', 'not_understood', '《紅蓮地獄》'],
    ['私の《灰色熊》と相手の4/4がいる。《紅蓮地獄》で何体死ぬ？', 'not_understood', '《紅蓮地獄》'],
    // Life gained with no amount: nothing to add.
    ['《アジャニの群れ仲間》がいる時にライフを得たら何/何？', 'not_understood', 'ライフを得たら'],
    // Another player named: whose life is meant may go on from them — not taken as the asker's.
    ['相手のライフは5です。ライフを3点得たら、ライフはいくつ？', 'not_understood', 'ライフを3点'],
    ['相手のライフは5。ライフを3点失ったらどうなる？', 'not_understood', 'ライフを3点'],
    // 「3点回復したら」 after another player's life: answered as the asker's, it said "the opponent stays at 5" (s40).
    ['相手のライフは5。3点回復したら、ライフはいくつ？', 'not_understood', '3点回復'],
    ['相手はライフ5。3点回復したら、相手のライフはいくつ？', 'not_understood', '3点回復'],
    ['相手はライフ5。ライフを3点失ったら、相手のライフはいくつ？', 'not_understood', 'ライフを3点'],
  ];
  it.each(REFUSED)('still refused: %s → %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});

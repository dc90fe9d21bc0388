/**
 * Session 31 (enumerated boards, Japanese): 「相手のクリーチャーは《灰色熊》と《大蜘蛛》だけです」「自分のアンタップしてるクリーチャーは
 * 《極楽鳥》1体だけ」「相手のクリーチャーが《ダークスティールの巨像》だけの時に」「自分の場に《墓所のタイタン》、ゾンビ・トークン2体、…」
 * — a player's creatures (or side of the battlefield) listed is read as that player having each listed thing, in the state
 * said (ja/board-lists.ts), so blocks by them and what happens to them are answered (509.1a; menace 702.111b; flying 702.9b).
 * Creatures said with anything else (a keyword, an event of their own) are not the whole board: still refused.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, refusedAs, restatedAnswering } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({
    'Noxious Gearhulk': '害悪の機械巨人', 'Llanowar Elves': 'ラノワールのエルフ', 'Elvish Mystic': 'エルフの神秘家', 'Birds of Paradise': '極楽鳥',
    'Grizzly Bears': '灰色熊', 'Giant Spider': '大蜘蛛', 'Grave Titan': '墓所のタイタン', 'Zulaport Cutthroat': 'ズーラポートの殺し屋', 'Damnation': '滅び',
    'Darksteel Colossus': 'ダークスティールの巨像', 'Diabolic Edict': '悪魔の布告', 'Pyroclasm': '紅蓮地獄',
  });
}, 120_000);

/** [question, what the answer says, verdict, a rule its trace cites]. */
const ANSWERED: [string, string, 'yes' | 'no', string][] = [
  ['相手のクリーチャーは《灰色熊》と《大蜘蛛》だけです。飛行を持つ3/3で攻撃します。《大蜘蛛》はブロックできますか?', 'ブロックできます', 'yes', '509.1'],
  ['相手の場のクリーチャーは《灰色熊》と《大蜘蛛》だけです。飛行を持つ3/3で攻撃します。《灰色熊》はブロックできますか?', 'ブロックできません', 'no', '702.9b'],
  ['威迫を持つ5/5で攻撃。相手のクリーチャーは《ラノワールのエルフ》と《エルフの神秘家》だけ。相手は《ラノワールのエルフ》1体でブロックできる?', '単独では', 'no', '702.111b'],
  ['相手の《害悪の機械巨人》が攻撃してきました。自分のアンタップしてるクリーチャーは《極楽鳥》1体だけです。これでブロックできますか?', '単独では', 'no', '702.111b'],
  ['相手の《害悪の機械巨人》が攻撃してきた。こっちのタップしていないクリーチャーは《極楽鳥》と《ラノワールのエルフ》だけ。2体でブロックできる?', 'ブロックできます', 'yes', '509.1'],
];

/** [question, what the restatement says, what the answer says]: every listed thing is the named player's. */
const RESTATED: [string, string, string][] = [
  ['相手のクリーチャーが《ダークスティールの巨像》だけの時に、相手を対象に《悪魔の布告》を唱えました。巨像はどこに行きますか?', '対戦相手の《ダークスティールの巨像》がいる', 'ライブラリー'],
  ['自分の場に《墓所のタイタン》、ゾンビ・トークン2体、《ズーラポートの殺し屋》。相手が《滅び》を唱えた。相手のライフは何点になる?', 'あなたの《墓所のタイタン》、あなたの1体目のゾンビ・クリーチャー・トークン、あなたの2体目のゾンビ・クリーチャー・トークン、あなたの《ズーラポートの殺し屋》がいる', '16'],
  ['相手の戦場には《灰色熊》、2/2、《大蜘蛛》がいます。飛行を持つ3/3で攻撃します。《大蜘蛛》はブロックできますか?', '対戦相手の《灰色熊》、対戦相手の2/2クリーチャー、対戦相手の《大蜘蛛》', 'ブロックできます'],
  ['相手のクリーチャーは《灰色熊》と《大蜘蛛》だけです。《紅蓮地獄》を唱えたら、何体死にますか?', '対戦相手の《灰色熊》、対戦相手の《大蜘蛛》がいる', '1体'],
  ['相手のクリーチャーは2/2が2体だけです。威迫を持つ5/5で攻撃。2体でブロックされたらどうなる?', '対戦相手の1体目の2/2クリーチャー、対戦相手の2体目の2/2クリーチャー', '死亡'],
  ['相手のクリーチャーは《灰色熊》と《大蜘蛛》の2体だけです。飛行を持つ3/3で攻撃します。《大蜘蛛》はブロックできますか?', '対戦相手の《灰色熊》、対戦相手の《大蜘蛛》', 'ブロックできます'],
];

/** [question, code, what the refusal names]: creatures said with more than their player are not the whole board. */
const REFUSED: [string, string, string][] = [
  ['威迫を持つ5/5で攻撃。相手の攻撃しているクリーチャーは《ラノワールのエルフ》と《エルフの神秘家》だけ。《ラノワールのエルフ》1体でブロックできる?', 'not_understood', '《ラノワールのエルフ》と《エルフの神秘家》'],
  // (Only the untapped ones listed: the tapped ones, unsaid, die too — a count is not answered.)
  ['自分のアンタップしてるクリーチャーは《極楽鳥》1体だけです。相手が《紅蓮地獄》を唱えた。何体死ぬ?', 'not_understood', 'クリーチャーは《極楽鳥》1体だけです'],
  // (Asked, not told: whether those are all is the question, never a board to answer on.)
  ['相手のクリーチャーは《灰色熊》と《大蜘蛛》だけ?飛行を持つ3/3で攻撃します。', 'not_understood', '相手のクリーチャーは《灰色熊》と《大蜘蛛》だけ'],
  ['相手の飛行クリーチャーは《大蜘蛛》だけです。飛行を持つ3/3で攻撃します。ブロックされますか?', 'not_understood', '相手の飛行クリーチャーは《大蜘蛛》だけです'],
];

describe('a player\'s creatures listed, in Japanese (509.1a)', () => {
  it.each(ANSWERED)('%s', (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule));
  it.each(RESTATED)('%s', (q, understood, says) => restatedAnswering(() => deps)(q, understood, says));
  it.each(REFUSED)('%s', (q, code, says) => refusedAs(() => deps)(q, code, says));
});

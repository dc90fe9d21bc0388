/**
 * Japanese questions as players write them (issue 12, session 22), each class with variations of our own:
 * - 「通せるだけ通す」「振れるだけ振った」: a verb's potential, だけ, then the same verb — "as much as can be", as できるだけ says —
 *   is the attacking player's division of combat damage told as the most past the blockers (510.1c-d, 702.19b), the run's own
 *   division. Trample need not be said when the blocked attacker's card has it (Ghalta, Rampaging Baloths, Colossal
 *   Dreadmaw); with no trample said and none on the card (Serra Angel), nothing goes past the blockers: named, never read.
 * - チャンプ(する) alone is the chump block (as チャンプブロックする), 509.1a.
 * - 「何点くらいますか」 (食らう, "take" damage): kuromoji cut it as the particle くらい + ます; 「壊れちゃいますか」「死んじゃいますか」
 *   (ちゃう/じゃう before ます): cut as ちゃ + いる, a state never said. Both read as their verbs. 壊れる is "is destroyed" (701.8a).
 * - a name written bare after the question gave a longer name that holds it (「《黙示録、シェオルドレッド》…シェオルドレッドは」
 *   「《ダークスティールの板金鎧》…板金鎧は」) is that card said short, though it is a card of its own too (Sheoldred, Plate Armor)
 *   — it was asked back; with the other card itself given in 《》 it stays that card.
 * - a total told with から after events (「お互いライフ20からです」「20からで」): the total from the start, as スタート says —
 *   it was refused as a total that may be after the events.
 * - 「3回起動した」「4回」: the act told that many times (as 「2回」 and "three times").
 * - 「《石の壁》でブロックしたいです。できますか？」「ブロックしたいんですけど、できますか」「ブロックしたいけど可能？」「攻撃したい。
 *   できますか？」: an act said as wanted (〜たい), then asked of with nothing but できますか (可能, OK, いける), asks whether it can be
 *   done — the wanted act was read as done and できますか left unread (or, with 可能, dropped and the outcome answered).
 * - 「相手のライフは20。相手に《稲妻》を撃ちました。いくつになりますか？」: a question with no topic of its own is of the last topic set
 *   with は when that was one player's life (the topic goes on until another is said); another topic since stays unread.
 * - 「死ぬのはどっち？」「生き残るのはどれですか」: a clause made a noun by の, set off by は, with a question word after it (the
 *   cleft) asks as 「どっちが死ぬ？」 does — it was left unread.
 * - 「私のライフはいくつになって、どっちが死にますか」: a question word marked が is its clause's own subject — the topic before
 *   (私のライフは) was carried into it and the question left unread.
 * Expected values from the cards' text (Ghalta 12/12 trample; Rampaging Baloths 6/6 trample; Colossal Dreadmaw 6/6 trample;
 * Wall of Omens 0/4; Savannah Lions 2/1; Vampire Nighthawk 2/3 flying deathtouch lifelink; Darksteel Plate indestructible, 702.12b;
 * Krosan Grip destroys an artifact or enchantment; Pestilence {B}: 1 damage to each creature and each player; Lightning Bolt 3).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredIn, restatedAnswering } from '../support/ask-rows.ts';

const CARDS: Record<string, string> = {
  'Grizzly Bears': '灰色熊',
  'Lightning Bolt': '稲妻',
  'Rampaging Baloths': '猛り狂うベイロス',
  'Ghalta, Primal Hunger': '原初の飢え、ガルタ',
  'Colossal Dreadmaw': '巨大な戦慄大口',
  'Wall of Omens': '前兆の壁',
  'Serra Angel': 'セラの天使',
  'Vampire Nighthawk': '吸血鬼の夜鷲',
  'Savannah Lions': 'サバンナ・ライオン',
  'Darksteel Plate': 'ダークスティールの板金鎧',
  'Plate Armor': '板金鎧',
  'Krosan Grip': 'クローサの掌握',
  'Sheoldred, the Apocalypse': '黙示録、シェオルドレッド',
  'Sheoldred // The True Scriptures': 'シェオルドレッド',
  'Giant Spider': '大蜘蛛',
  Pestilence: '黒死病',
  'Auriok Champion': 'オーリオックのチャンピオン',
  'Wall of Stone': '石の壁',
  'Goblin King': 'ゴブリンの王',
  'Beetleback Chief': '甲虫背の酋長',
  Mountain: '山',
};

describe('GIVEN Japanese questions written as players write them (session 22)', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  }, 120_000);

  const answered = answeredIn('ja', () => deps);
  const restated = restatedAnswering(() => deps);

  /** [question, what the restatement says, what the answer says, a rule the trace cites]. */
  const AS_MUCH: [string, string, string, string][] = [
    ['相手の《原初の飢え、ガルタ》が攻撃してきたので《前兆の壁》でブロックしました。相手は通せるだけ通してきます。私は何点くらいますか？', '《前兆の壁》が対戦相手の《原初の飢え、ガルタ》をブロックする', '8点', '702.19b'],
    ['相手の《巨大な戦慄大口》を私の《吸血鬼の夜鷲》でブロックしました。相手は通せるだけ通してきました。両方ライフ20から、私のライフはいくつになって、どっちが死にますか？', 'あなたのライフはいくつになるか', '19', '702.19b'],
    ['《猛り狂うベイロス》で攻撃して《灰色熊》にブロックされた。振れるだけ振った。相手は何点受ける？', '《灰色熊》があなたの《猛り狂うベイロス》をブロックする', '4点', '702.19b'],
    ['相手の《猛り狂うベイロス》が攻撃してきたので、《サバンナ・ライオン》でチャンプしました。私は何点受けますか？', '《サバンナ・ライオン》が対戦相手の《猛り狂うベイロス》をブロックする', '5点', '702.19b'],
    ['相手の《巨大な戦慄大口》を《灰色熊》でチャンプした。何点くらいますか？', '《灰色熊》が対戦相手の《巨大な戦慄大口》をブロックする', '4点', '702.19b'],
  ];
  describe('WHEN the attacker passes as much as it can, or a creature chump-blocks', () => {
    it.each(AS_MUCH)('THEN %s', restated);
  });

  it('THEN "as much as can go through" with no trample said or on the card is named, never read', async () => {
    const r = await answerQuestion('相手の《セラの天使》が攻撃してきたので《吸血鬼の夜鷲》でブロックしました。相手は通せるだけ通してきます。私は何点くらいますか？', 'ja', deps);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('通せるだけ通してきます');
  });

  const SPOKEN: [string, string, string, string][] = [
    ['相手が私の《ダークスティールの板金鎧》に《クローサの掌握》を撃ってきました。板金鎧は壊れちゃいますか？', '《ダークスティールの板金鎧》を対象に《クローサの掌握》を唱える', 'いいえ', '702.12b'],
    ['相手が《ダークスティールの板金鎧》に《クローサの掌握》を撃った。板金鎧は壊れますか？', '質問：あなたの《ダークスティールの板金鎧》は', 'いいえ', '702.12b'],
    ['相手の《灰色熊》に《稲妻》を撃ちました。熊は死んじゃいますか？', '対戦相手の《灰色熊》を対象に《稲妻》を唱える', 'はい', '704.5g'],
    ['相手の《灰色熊》に《稲妻》を撃ちました。熊は壊れちゃいますか？', '対戦相手の《灰色熊》を対象に《稲妻》を唱える', 'はい', '704.5g'],
  ];
  describe('WHEN a verb is said in speech (ちゃう before ます, 壊れる)', () => {
    it.each(SPOKEN)('THEN %s', restated);
  });

  const SHORT: [string, string, string][] = [
    ['昨日の大会で、相手の《黙示録、シェオルドレッド》の攻撃を《大蜘蛛》でブロックしました。蜘蛛は死にましたか？シェオルドレッドはどうなりましたか？', '対戦相手の《黙示録、シェオルドレッド》はどこに行くか', '最終的に戦場'],
    ['相手の《黙示録、シェオルドレッド》に《稲妻》を撃った。シェオルドレッドは死ぬ？', '質問：対戦相手の《黙示録、シェオルドレッド》は死亡するか', 'いいえ'],
    ['相手が《ダークスティールの板金鎧》に《クローサの掌握》を撃った。板金鎧はどうなる？', '質問：あなたの《ダークスティールの板金鎧》はどこに行くか', '戦場'],
  ];
  describe('WHEN a name the question gave in full is said again short, though it is a card of its own', () => {
    it.each(SHORT)('THEN %s', async (q, understood, answer) => {
      const r = await answered(q);
      expect(r.understood).toContain(understood);
      expect(r.understood).not.toContain('《シェオルドレッド》');
      expect(r.understood).not.toContain('《板金鎧》');
      expect(r.answer).toContain(answer);
    });
  });

  it('THEN the other card given in 《》 too stays the card it names', async () => {
    const r = await answerQuestion('《板金鎧》と《ダークスティールの板金鎧》がある。相手が《クローサの掌握》を《ダークスティールの板金鎧》に撃った。板金鎧はどうなる？', 'ja', deps);
    expect(r.ok ? r.value.understood : r.error.message).toContain('質問：あなたの《板金鎧》はどこに行くか');
  });

  const STARTS: [string, string, string][] = [
    ['《黒死病》をコントロールしています。自分の場には《オーリオックのチャンピオン》、相手の場には《サバンナ・ライオン》。黒死病を3回起動しました。お互いライフ20からです。結果を教えてください。', 'あなたのライフは20。対戦相手のライフは20', '20 → 17'],
    ['相手に《稲妻》を撃った。相手のライフは20からです。相手のライフは？', '対戦相手のライフは20', '17'],
    ['《黒死病》をコントロールしている。黒死病を4回起動した。お互いのライフは20からです。どうなる？', 'あなたのライフは20', '20 → 16'],
  ];
  describe('WHEN a total is told as where it starts (から), or an act that many times (N回)', () => {
    it.each(STARTS)('THEN %s', restated);
  });

  /** [question, what the restatement says, what the answer says]. */
  const WANTED: [string, string, string][] = [
    ['相手の場に《ゴブリンの王》と《甲虫背の酋長》がいて、酋長が攻撃してきました。自分は《山》をコントロールしていて、《石の壁》でブロックしたいです。できますか？', '質問：あなたの《石の壁》は対戦相手の《甲虫背の酋長》をブロックできるか', 'いいえ'],
    ['相手の《灰色熊》が攻撃してきた。《石の壁》でブロックしたいんですけど、できますか？', '質問：あなたの《石の壁》は対戦相手の《灰色熊》をブロックできるか', 'はい'],
    ['相手の《灰色熊》が攻撃してきた。《石の壁》でブロックしたいけど可能？', '質問：あなたの《石の壁》は対戦相手の《灰色熊》をブロックできるか', 'はい'],
    ['《石の壁》で攻撃したい。できますか？', '質問：あなたの《石の壁》は攻撃できるか', 'いいえ'],
  ];
  describe('WHEN an act is said as wanted and then asked of with できますか', () => {
    it.each(WANTED)('THEN %s', restated);
  });

  /** [question, what the answer says]: the cleft 「死ぬのはどっち？」 asks as 「どっちが死ぬ？」 does. */
  const CLEFT: [string, string][] = [
    ['相手の《灰色熊》を私の《吸血鬼の夜鷲》でブロックしました。死ぬのはどっち？', '死亡：対戦相手の《灰色熊》'],
    ['相手の《灰色熊》を私の《吸血鬼の夜鷲》でブロックしました。生き残るのはどれですか？', '戦場に残る：あなたの《吸血鬼の夜鷲》'],
    ['私の《サバンナ・ライオン》が相手の《灰色熊》をブロックした。死ぬのはどちら？', '死亡：あなたの《サバンナ・ライオン》'],
  ];
  describe('WHEN which one is asked as a cleft (Vのはどっち)', () => {
    it.each(CLEFT)('THEN %s', async (q, answer) => {
      const r = await answered(q);
      expect(r.answer).toContain(answer);
    });
  });

  it('THEN which one dies, asked after a question with a topic, is asked of the board', async () => {
    const r = await answered('相手の《灰色熊》を私の《吸血鬼の夜鷲》でブロックしました。私のライフはいくつになって、どっちが死にますか？');
    expect(r.understood).toContain('あなたのライフはいくつになるか、どうなるか');
    expect(r.answer).toContain('死亡：対戦相手の《灰色熊》');
  });

  /** [question, what the restatement says, what the answer says]. */
  const TOPIC: [string, string, string][] = [
    ['相手のライフは20。相手に《稲妻》を撃ちました。いくつになりますか？', '質問：対戦相手のライフはいくつになるか', '17'],
    ['私のライフは10。相手が私に《稲妻》を撃った。何点になる？', '質問：あなたのライフはいくつになるか', '7'],
    ['相手に《稲妻》を撃った。相手のライフは5。いくつになる？', '質問：対戦相手のライフはいくつになるか', '2'],
  ];
  describe('WHEN the question leaves out its topic, a player\'s life said before', () => {
    it.each(TOPIC)('THEN %s', restated);
  });

  it('THEN another topic said since leaves it unread', async () => {
    const r = await answerQuestion('相手のライフは20。熊は2/2。相手に《稲妻》を撃ちました。いくつになりますか？', 'ja', deps);
    expect(r.ok).toBe(false);
  });

  it('THEN a total said after events with no start word is still refused', async () => {
    const r = await answerQuestion('相手に《稲妻》を撃った。相手のライフは今20です。相手は何点受けた？', 'ja', deps);
    expect(r.ok).toBe(false);
  });
});

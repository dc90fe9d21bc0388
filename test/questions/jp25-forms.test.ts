/**
 * Japanese questions as players write them (issue 12, session 25), each class with wordings of our own and an English
 * variant where the class is not only Japanese:
 * - Phyrexian mana paid with life: 「ライフを4点払って《四肢切断》を唱えた」「ライフ2点払って」 — life said before its amount in
 *   points is that much life (ja/amounts.ts), an amount of life said bare is what is paid (ja/roles.ts placeBare), and life
 *   paid told before a cast of the same player in the same sentence is paid for that spell (frames/stack-push.ts
 *   lifeBeforeCast; "I paid 4 life and cast Dismember" alike). A spell with no life cost of that amount has it paid for
 *   its Phyrexian symbols, 2 life each (601.2b, 107.4f; engine: Cast.phyrexianLife); more than they take, an odd amount
 *   or no Phyrexian symbol is refused, naming the life. Too little life can't pay (119.4), said in Japanese.
 * - 〜てます／〜てました: ています with its い dropped is the perfect, as 〜てる is (ja/morph.ts): 「3/3になってます」 with an
 *   Anthem there is the size reached (size-told), never a new effect setting base P/T 3/3 with the Anthem on top (4/4, and
 *   still 3/3 once the Anthem left: a wrong answer, fresh s25a).
 * - 「威迫持ちって1体だけでブロックできる？」: a count said with で, asked of a topic with できる, counts the creatures it is done
 *   with — the topic is what is blocked (702.111b); counted as the topic, one menace creature was asked to block (a wrong yes).
 * - 「《稲妻》を2枚撃った」: a count of an instant or sorcery card (枚) cast is that many casts, as 「2回撃った」 (ja/cast-counts.ts);
 *   a count of a permanent card cast stays unread.
 * - 「ブロックなしなら」「ブロックなしで通った」: the copula's なら／で after ブロックなし (unblocked, 509.1h) makes a condition or a
 *   chained clause of it (ja/chunk-words.ts copulaLink); 通った given the lemma 通う by kuromoji is tried as 通る too.
 * - 「《濃霧》を撃たれた」: the passive of suffering of a spell with no target (115.1; CardFacts.targets, read from the card) has
 *   nothing its zero subject could be: the speaker suffers it, cast by the other player (or the one said with に). A spell
 *   with a target keeps the zero subject as its target (「《稲妻》を撃たれたら、《灰色熊》は死ぬ？」: the Bears).
 * - 「相手は合計何点受けますか」: 合計 said bare before the amount asked is 合計で, "in total" (ja/valency.ts), never what is taken.
 * - 「相手の2/2が、私の攻撃している2/3をブロックした」: a が-phrase set off by a comma before a relative clause is the main
 *   clause's (it was read as the relative clause's subject and the block lost its blocker), and a player's の right before
 *   the relative clause's verb is whose the noun after it is (ja/relative-clauses.ts).
 * - 「天使は4/4に戻っていますか」: 戻る with a size as where to (not a zone) is becoming it again, asked as 「4/4になっている？」
 *   (元の, "original", says nothing more). Not yet read: keywords in the size (「元の4/4飛行」) and the subject left unsaid.
 * - English engine details in Japanese lines: a cost that can't be paid (「ライフが4点必要ですが、残りは3点です」), never quoted
 *   as English oracle text.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredIn, answeredRight, refusedAs, restatedAnswering } from '../support/ask-rows.ts';

const CARDS: Record<string, string> = {
  Dismember: '四肢切断',
  'Serra Angel': 'セラの天使',
  'Grizzly Bears': '灰色熊',
  'Lightning Bolt': '稲妻',
  'Glorious Anthem': '栄光の頌歌',
  'Giant Spider': '大蜘蛛',
  Shock: 'ショック',
  Fog: '濃霧',
  'Turn to Frog': '蛙変化',
  'Giant Growth': '巨大化',
  Unsummon: '送還',
};

describe('GIVEN Japanese questions written as players write them (session 25)', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  }, 120_000);
  const right = answeredRight(() => deps);
  const refused = refusedAs(() => deps);
  const inJa = answeredIn('ja', () => deps);
  const restated = restatedAnswering(() => deps);
  const inEn = answeredIn('en', () => deps);

  /** [question, what the answer says]: life paid for Phyrexian mana, 2 each (107.4f, 119.4). */
  const PHYREXIAN: [string, string][] = [
    ['ライフを4点払って相手の《セラの天使》に《四肢切断》を唱えた。私のライフは？', '16'],
    ['ライフ2点払って、相手の《灰色熊》に《四肢切断》を撃ちました。私のライフはいくつになりますか？', '18'],
    ['私は2点のライフを払って相手の《セラの天使》に《四肢切断》を唱えました。自分のライフは？', '18'],
  ];
  describe('WHEN life is said paid as a Phyrexian spell is cast', () => {
    it.each(PHYREXIAN)('THEN %s', async (q, says) => {
      const r = await inJa(q);
      expect(r.answer).toContain(says);
      expect(r.rules).toEqual(expect.arrayContaining(['107.4f', '119.4', '601.2h']));
    });
  });

  const PHYREXIAN_EN: [string, string][] = [
    ['I paid 4 life and cast Dismember on his Serra Angel. What is my life total?', '16'],
    ['I cast Dismember on his Serra Angel, paying 2 life. What is my life total?', '18'],
  ];
  describe('WHEN life is said paid as a Phyrexian spell is cast, in English', () => {
    it.each(PHYREXIAN_EN)('THEN %s', async (q, says) => {
      const r = await inEn(q);
      expect(r.answer).toContain(says);
      expect(r.rules).toContain('107.4f');
    });
  });

  it('THEN the spell still resolves with the life paid: the Angel dies (704.5f)', async () => {
    await right('ライフを4点払って相手の《セラの天使》に《四肢切断》を撃った。天使は死ぬ？', '死亡', 'yes');
  });

  /** [question, refusal code, what it names]: life no cost of the card takes. */
  const NOT_PHYREXIAN: [string, string, string][] = [
    ['ライフを6点払って相手の《セラの天使》に《四肢切断》を唱えた。私のライフは？', 'unmodelled', 'ライフを6点'],
    ['ライフを3点払って相手の《セラの天使》に《四肢切断》を唱えた。私のライフは？', 'unmodelled', 'ライフを3点'],
    ['ライフ2点払って相手の《灰色熊》に《稲妻》を撃った。私のライフは？', 'unmodelled', 'ライフを2点'],
    ['I paid 6 life and cast Dismember on his Serra Angel. What is my life total?', 'unmodelled', '6 life'],
  ];
  describe('WHEN the life said is not what the card can take', () => {
    it.each(NOT_PHYREXIAN)('THEN it is refused: %s', async (q, code, says) => {
      await refused(q, code, says);
    });
  });

  it('THEN with too little life the cast cannot happen, said in Japanese (119.4)', async () => {
    await refused('私のライフは3です。ライフを4点払って相手の《セラの天使》に《四肢切断》を唱えました。天使は死にますか？', 'impossible', 'ライフが4点必要ですが、残りは3点です');
  });

  /** [question, what the answer says]: 〜てます is the perfect (a size reached with an Anthem there). */
  const REACHED: [string, string][] = [
    ['《栄光の頌歌》があって私の2/2は3/3になってます。相手が《栄光の頌歌》を破壊したら、このクリーチャーのサイズはどうなりますか?', '2/2'],
    ['《栄光の頌歌》がある状態で、私の《灰色熊》は3/3になっています。《栄光の頌歌》が破壊されたら熊のP/Tは？', '2/2'],
    ['《栄光の頌歌》があって、私の2/2は3/3になってました。《栄光の頌歌》が追放されたら、サイズは？', '2/2'],
  ];
  describe('WHEN a size is told as reached with 〜てます／〜ています', () => {
    it.each(REACHED)('THEN %s', async (q, says) => {
      const r = await inJa(q);
      expect(r.understood).toContain('3/3である');
      expect(r.answer).toContain(says);
    });
  });

  it('THEN counters told with 〜てます are there (a state), both kinds (704.5q)', async () => {
    const r = await inJa('《灰色熊》に+1/+1カウンターが2個、-1/-1カウンターが1個乗ってます。P/Tはいくつ?');
    expect(r.answer).toContain('3/3');
    expect(r.rules).toContain('704.5q');
  });

  it('THEN a size told that the board does not reach is asked about, never answered', async () => {
    await refused('《栄光の頌歌》があって私の2/2は4/4になってます。サイズは？', 'needs_detail', '4/4');
  });

  /** [question, what the answer says, verdict]: a count said with で, asked of a topic, counts the blockers. */
  const COUNTED_BLOCKERS: [string, string, 'yes' | 'no'][] = [
    ['威迫を持ってるクリーチャーって、1体だけでブロックできます?', 'いいえ', 'no'],
    ['威迫を持つクリーチャーは1体でブロックできますか？', 'いいえ', 'no'],
    ['威迫持ちの4/4は2/2二体でブロックできますか？', 'はい', 'yes'],
    ['相手の《セラの天使》は《大蜘蛛》1体でブロックできる？', 'はい', 'yes'],
  ];
  describe('WHEN a topic is asked of as blocked with a count', () => {
    it.each(COUNTED_BLOCKERS)('THEN %s', async (q, says, verdict) => {
      await right(q, says, verdict);
    });
  });

  it('THEN a count said with で of a subject told (not asked) still counts it', async () => {
    const r = await inJa('相手の3/3が2体で攻撃してきた。ブロックしなかったら私のライフは？');
    expect(r.answer).toContain('14');
  });

  /** [question, what the answer says]: N cards of an instant cast are N casts. */
  const CAST_COUNT: [string, string][] = [
    ['相手に《稲妻》を2枚撃った。相手のライフは？', '14'],
    ['相手に《ショック》を3枚撃ちました。相手のライフはいくつになりますか？', '14'],
    ['相手の《セラの天使》に《ショック》を2枚唱えました。天使は死にますか？', 'はい'],
  ];
  describe('WHEN a count of an instant is cast (N枚撃った)', () => {
    it.each(CAST_COUNT)('THEN %s', async (q, says) => {
      expect((await inJa(q)).answer).toContain(says);
    });
  });

  const CAST_COUNT_REFUSED: string[] = ['《灰色熊》を2枚唱えた。私の場には何体いる？', '相手に《稲妻》を20枚撃った。相手のライフは？'];
  describe('WHEN a count of a permanent card, or too many, is cast', () => {
    it.each(CAST_COUNT_REFUSED)('THEN it is not read: %s', async (q) => {
      await refused(q, 'not_understood');
    });
  });

  /** [question, what the answer says]: ブロックなし with the copula after it. */
  const UNBLOCKED: [string, string][] = [
    ['《灰色熊》で攻撃して、ブロックなしなら相手のライフは？', '18'],
    ['相手の3/3が攻撃してきて、ブロックなしならば私のライフはいくつ？', '17'],
    ['《灰色熊》で攻撃した。ブロックなしで通った。相手のライフは？', '18'],
    ['《灰色熊》で攻撃して、ブロックなしで通ったら相手のライフは？', '18'],
  ];
  describe('WHEN ブロックなし is a condition (なら) or chained (で)', () => {
    it.each(UNBLOCKED)('THEN %s', async (q, says) => {
      const r = await inJa(q);
      expect(r.answer).toContain(says);
      expect(r.rules).toContain('509.1h');
    });
  });

  /** [question, what the restatement says, what the answer says]: a spell with no target suffered. */
  const FOGGED: [string, string, string][] = [
    ['《濃霧》を撃たれた。《灰色熊》で攻撃した。相手のライフは？', '対戦相手が《濃霧》を唱える', '20'],
    ['相手に《濃霧》を撃たれました。《灰色熊》で攻撃したら相手のライフは？', '対戦相手が《濃霧》を唱える', '20'],
    ['《濃霧》を撃たれたら、《灰色熊》で攻撃しても相手のライフは減らない？', '対戦相手が《濃霧》を唱える', 'はい'],
    ['《稲妻》を撃たれたら、《灰色熊》は死ぬ？', '対戦相手があなたの《灰色熊》を対象に《稲妻》を唱える', 'はい'],
  ];
  describe('WHEN a spell is said cast at the speaker in the passive (撃たれた)', () => {
    it.each(FOGGED)('THEN %s', restated);
  });

  it('THEN a targeted spell suffered with nothing it could target is still asked about', async () => {
    await refused('《稲妻》を撃たれた。私のライフは？', 'not_understood', '撃たれた');
  });

  /** [question, what the answer says]: 合計 bare before 何点. */
  const IN_TOTAL: [string, string][] = [
    ['トランプルを持つ6/6で攻撃して2/2にブロックされた。相手は合計何点受けますか?', '4点'],
    ['二段攻撃を持つ3/3がブロックされなかった。相手は合計何点のダメージを受けた？', '6点'],
  ];
  describe('WHEN 合計 is said bare before the amount asked', () => {
    it.each(IN_TOTAL)('THEN %s', async (q, says) => {
      expect((await inJa(q)).answer).toContain(says);
    });
  });

  it('THEN damage dealt in total to players and creatures together is still not counted', async () => {
    await refused('相手の《灰色熊》に《稲妻》を、相手に《ショック》を撃った。合計何点与えた？', 'not_understood', '合計');
  });

  /** [question, what the restatement says, what the answer says]: a relative clause after a が-phrase and a comma. */
  const RELATIVE: [string, string, string][] = [
    ['相手の先制攻撃持ち2/2が、私の攻撃している2/3をブロックしました。どちらが死にますか?', '対戦相手の先制攻撃の2/2クリーチャーがあなたの2/3クリーチャーをブロックする', '死亡：対戦相手の先制攻撃の2/2クリーチャー'],
    ['相手の2/2が、攻撃している私の3/3をブロックしました。どうなりますか？', '対戦相手の2/2クリーチャーがあなたの3/3クリーチャーをブロックする', '死亡：対戦相手の2/2クリーチャー'],
    ['私の攻撃している3/3が相手の2/2にブロックされた。どうなる？', 'あなたの3/3クリーチャーが攻撃する', '死亡：対戦相手の2/2クリーチャー'],
  ];
  describe('WHEN a relative clause (攻撃している) follows a が-phrase set off by a comma, or a player\'s の', () => {
    it.each(RELATIVE)('THEN %s', restated);
  });

  /** [question, what the restatement says, verdict]: 戻る to a size is becoming it again. */
  const BACK_TO: [string, string, 'yes' | 'no'][] = [
    ['自分のターンに相手の《セラの天使》に《蛙変化》を唱えました。次の相手のターンには天使は4/4に戻っていますか？', '質問：対戦相手の《セラの天使》は4/4か', 'yes'],
    ['相手の《セラの天使》に《蛙変化》を唱えました。天使は元の4/4に戻っていますか？', '質問：対戦相手の《セラの天使》は4/4か', 'no'],
    ['《灰色熊》に《巨大化》を撃ちました。次の相手のターンには熊は2/2に戻っていますか？', '質問：あなたの《灰色熊》は2/2か', 'yes'],
  ];
  describe('WHEN 戻る is said with a size (元の4/4に戻る)', () => {
    it.each(BACK_TO)('THEN %s', async (q, understood, verdict) => {
      const r = await inJa(q);
      expect(r.understood).toContain(understood);
      await right(q, verdict === 'yes' ? 'はい' : 'いいえ', verdict);
    });
  });

  it('THEN 戻る to a zone stays a zone change, never a size', async () => {
    const r = await inJa('相手の《灰色熊》に《送還》を撃った。熊は手札に戻る？');
    expect(r.understood).not.toContain('になる');
  });
});

/**
 * Japanese questions as players write them (issue 12, session 19), each class with variations:
 * - the target shot (を) with the spell as instrument (で): 「相手の3/3を《稲妻》で撃ったら死ぬ？」 — read as 「相手の3/3に
 *   《稲妻》を撃ったら」; it was refused, and the refusal told the asker to bracket 《稲妻》, which already was;
 * - a player said bare before a turn or step (「相手ターン中に」「相手終了ステップに」) is whose turn it is, never who
 *   acts: the asker's spell was made the opponent's (who casts is the speaker unless said);
 * - 「これって負けですか」: これ/それ said of losing the game is the situation, not an object (the spell was asked
 *   whether it died);
 * - 「二人とも」 is both players (「二人ともライフ20」);
 * - も on one argument of a cast (「3/3も《巨大化》を受けた」「3/3にも《巨大化》を撃った」「相手も《稲妻》を撃った」) says the card
 *   named again is another copy (601.2a: a card on the stack is not cast again) — it was refused as impossible;
 * - 「前のターンに出した《X》」「前のターンからいる《X》」: a permanent there since the last turn, not summoning sick (302.6);
 * - damage received: 「3点もらった」 (もらう as 受ける), 「相手の《稲妻》で3点受けた」 (the spell with で: cast at the one who took
 *   it, by its owner or the other player); 〜てもらう: the act done by the one marked に (else the other player), never the
 *   speaker — 「相手に《稲妻》を撃ってもらった」 was read as the asker's Bolt at the opponent.
 * Expected values from the cards' text: Lightning Bolt 3 damage (120.3, 704.5g), Giant Growth +3/+3 until end of
 * turn, Grizzly Bears 2/2, Serra Angel 4/4 flying vigilance; a player at 0 life loses (704.5a).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

const CARDS: Record<string, string> = {
  'Grizzly Bears': '灰色熊',
  'Lightning Bolt': '稲妻',
  'Giant Growth': '巨大化',
  'Serra Angel': 'セラの天使',
  Shock: 'ショック',
};

describe('GIVEN Japanese questions written as players write them (session 19)', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  }, 120_000);

  /** [question, what the restatement says, what the answer says, verdict]. */
  const understoodAs = async (q: string, understood: string, says: string, verdict: 'yes' | 'no' | null): Promise<void> => {
    const r = await answerQuestion(q, 'ja', deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood).toContain(understood);
    expect(r.value.answer).toContain(says);
    expect(r.value.verdict).toBe(verdict);
  };

  /** The one shot (を) with a spell (で) is its target (115.1a, 601.2c). */
  const SHOT_WITH: [string, string, string, 'yes' | 'no' | null][] = [
    ['相手の3/3を《稲妻》で撃ったら死ぬ？', 'あなたが対戦相手の3/3クリーチャーを対象に《稲妻》を唱える', '死亡します', 'yes'],
    ['相手の《灰色熊》を《稲妻》で撃ったら死にますか？', 'あなたが対戦相手の《灰色熊》を対象に《稲妻》を唱える', '死亡します', 'yes'],
    ['《稲妻》で相手の《セラの天使》を撃ったら死ぬ？', 'を対象に《稲妻》を唱える', '戦場に残ります', 'no'],
    ['相手を《稲妻》で撃ったら相手のライフは？', 'あなたが対戦相手を対象に《稲妻》を唱える', '17', null],
    ['自分の《灰色熊》を《巨大化》で撃ったらパワーは？', 'あなたが自分の《灰色熊》を対象に《巨大化》を唱える', '5', null],
    ['相手が私の2/2を《ショック》で撃ったら死ぬ？', '対戦相手があなたの2/2クリーチャーを対象に《ショック》を唱える', '死亡します', 'yes'],
  ];
  it.each(SHOT_WITH)('%s → %s', (q, understood, says, verdict) => understoodAs(q, understood, says, verdict), 60_000);

  /** A turn or step told with the player bare before it is that player's (500.1); the caster is the asker unless said (601.2). */
  const WHOSE_TURN: [string, string, string, 'yes' | 'no' | null][] = [
    ['相手ターン中に相手の《灰色熊》に《稲妻》を撃った。熊は死ぬ？', 'あなたが対戦相手の《灰色熊》を対象に《稲妻》を唱える', '死亡します', 'yes'],
    ['相手ターンに《稲妻》を相手の3/3に撃ったら死ぬ？', 'あなたが対戦相手の3/3クリーチャーを対象に《稲妻》を唱える', '死亡します', 'yes'],
    ['相手ターン中に自分の《灰色熊》に《巨大化》を撃ったら、熊のパワーは？', 'あなたが自分の《灰色熊》を対象に《巨大化》を唱える', '5', null],
    ['相手終了ステップに相手に《稲妻》を撃った。相手のライフは？', 'あなたが対戦相手を対象に《稲妻》を唱える', '17', null],
    ['相手ターン中に相手が私に《稲妻》を撃った。私のライフは？', '対戦相手があなたを対象に《稲妻》を唱える', '17', null],
  ];
  it.each(WHOSE_TURN)('%s → %s', (q, understood, says, verdict) => understoodAs(q, understood, says, verdict), 60_000);

  /** 「これって負け？」: whether the asker has lost (704.5a), never whether the spell told "died". */
  const SITUATION_LOST: [string, string, 'yes' | 'no' | null][] = [
    ['ライフ3で相手の《稲妻》を受けた。これって負けですか？', 'あなたはゲームに敗北します', 'yes'],
    ['ライフ3で相手の《稲妻》を受けた。これ負け？', 'あなたはゲームに敗北します', 'yes'],
    ['ライフ4で相手の《稲妻》を受けた。これって負けですか？', 'いいえ', 'no'],
    ['ライフ2で相手の《ショック》を受けた。それって負け？', 'あなたはゲームに敗北します', 'yes'],
  ];
  it.each(SITUATION_LOST)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  // (二人とも, unread here in s19b, is read as both players now: jp20-forms.test.ts BOTH_PLAYERS.)

  /** も: a second card of the name, cast too (601.2a); Giant Growth +3/+3, Bolt 3 damage. */
  const TOO: [string, string, string, 'yes' | 'no' | null][] = [
    ['私の2/2が《巨大化》を受けた。私の3/3も《巨大化》を受けた。3/3のパワーは？', '2枚目の《巨大化》', '6/6', null],
    ['私の2/2に《巨大化》を撃った。私の3/3にも《巨大化》を撃った。3/3のパワーは？', '2枚目の《巨大化》', '6/6', null],
    ['相手の2/2に《稲妻》を撃った。相手の3/3にも《稲妻》を撃った。3/3は死ぬ？', '2枚目の《稲妻》', '死亡します', 'yes'],
    ['相手の3/3に《稲妻》を撃った。相手も私の2/2に《稲妻》を撃った。2/2は死ぬ？', '対戦相手があなたの2/2クリーチャーを対象に《稲妻》を唱える', '死亡します', 'yes'],
    ['相手の3/3に《巨大化》を撃たれた。私の3/3も《巨大化》を受けた。私の3/3のパワーは？', 'あなたが自分の3/3クリーチャーを対象に《巨大化》を唱える', '6/6', null],
  ];
  it.each(TOO)('%s → %s', (q, understood, says, verdict) => understoodAs(q, understood, says, verdict), 60_000);

  /** Since the last turn: controlled continuously since this turn began, so it can attack (302.6, 508.1a). */
  const SINCE_LAST_TURN: [string, string, 'yes' | 'no' | null][] = [
    ['前のターンに出した《灰色熊》で攻撃して、ブロックされなかった。相手のライフは？', '18', null],
    ['前のターンからいる《灰色熊》で攻撃できる？', 'はい', 'yes'],
    ['《灰色熊》は前のターンから場にいる。《灰色熊》で攻撃できる？', 'はい', 'yes'],
    ['前ターンに出した《セラの天使》で攻撃した。ブロックされなかったら相手のライフは？', '16', null],
    // (This turn, it is summoning sick.)
    ['このターンに出した《灰色熊》で攻撃できる？', 'いいえ', 'no'],
  ];
  it.each(SINCE_LAST_TURN)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** Damage received (120.3): from a spell said with で, that spell cast at the player (601.2c). */
  const RECEIVED: [string, string, string, 'yes' | 'no' | null][] = [
    ['相手の《稲妻》で3点受けた。私のライフは？', '対戦相手があなたを対象に《稲妻》を唱える', '17', null],
    ['相手のターンに《稲妻》で3点もらいました。私のライフは？', '対戦相手があなたを対象に《稲妻》を唱える', '17', null],
    ['《ショック》で2点もらった。私のライフは？', '対戦相手があなたを対象に《ショック》を唱える', '18', null],
    ['私の《稲妻》で相手が3点受けた。相手のライフは？', 'あなたが対戦相手を対象に《稲妻》を唱える', '17', null],
  ];
  it.each(RECEIVED)('%s → %s', (q, understood, says, verdict) => understoodAs(q, understood, says, verdict), 60_000);

  it.each([
    // The damage told is checked against the card: Shock deals 2, never 3 (asked back, never one of the two picked).
    ['相手の《ショック》で3点受けた。私のライフは？', 'needs_detail', '2点'],
    // 〜てもらう: the opponent cast it (its target not said: asked back), never the asker's Bolt at the opponent.
    ['相手に《稲妻》を撃ってもらった。私のライフは？', 'needs_detail', '対戦相手の《稲妻》の対象'],
  ] as [string, string, string][])('%s → refused %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);

  it.each([
    // A bracketed name left over is not told to be bracketed again: the suggestion names only unbracketed words.
    ['《稲妻》で《灰色熊》に《巨大化》を撃ったら？', 'not_understood'],
  ] as [string, string][])('%s → refused %s, never told to bracket what is bracketed', async (q, code) => {
    await refusedAs(() => deps)(q, code);
    const r = await answerQuestion(q, 'ja', deps);
    if (!r.ok) expect(r.error.message).not.toContain('で囲んでください');
  }, 60_000);
});

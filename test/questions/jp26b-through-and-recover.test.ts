/**
 * Japanese table-talk of combat and life (issue 12, session 26, dev-s26b):
 * - 「《X》が相手に1点通った」「3/3で相手に3点入った」「…2点通ったら」: an amount said with 通る／入る and the player it got
 *   through to is the attacker unblocked (509.1h) and that combat damage told as its result (510.2) — checked against
 *   the run, never dealt a second time: an amount the rules don't give is named back (questions/claims.ts), and with
 *   no player said, or after a block, the words stay unread (ja/sentence-rewrites.ts throughAsUnblocked,
 *   frames/blocks.ts unblocked).
 * - 「ライフ回復する？」「ライフは回復する？」「相手のライフは回復しますか」: life said as what 回復 (recovers), asked yes or
 *   no, is its player's life gained (119.3; no owner said: the asker's) — it was read as "what is my life total" and a
 *   yes/no could not be given (ja/held-and-life.ts lifeAsked).
 * - 「相手から《頭蓋割り》で3点もらった」: the player the damage came from (から) is who cast the spell it came with
 *   (ja/instruments.ts spellTaken); the one who took it, or a player other than the card's owner said, stays unread.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    'Grizzly Bears': '灰色熊',
    'Plague Stinger': '疫病のとげ刺し',
    'Blighted Agent': '荒廃の工作員',
    'Child of Night': '夜の子',
    'Serra Angel': 'セラの天使',
    'Hill Giant': '丘巨人',
    Skullcrack: '頭蓋割り',
    'Lightning Bolt': '稲妻',
    'Lava Spike': '溶岩の撃ち込み',
    'Giant Growth': '巨大化',
  });
}, 120_000);

/** [question, what the answer says, verdict, a rule (prefix) cited]. */
type Row = [string, string, 'yes' | 'no' | null, string];

describe('GIVEN an amount said to get through (通った／入った) to a player THEN it is the unblocked attacker’s combat damage, checked', () => {
  const ROWS: Row[] = [
    ['《灰色熊》が相手に2点通った。相手のライフは?', '対戦相手のライフは18です', null, '509.1h'],
    ['毒カウンター9個の相手に《疫病のとげ刺し》が1点通った。勝ち?', 'はい', 'yes', '704.5c'],
    ['毒8個の相手に《荒廃の工作員》が1点通った。勝った?', 'いいえ', 'no', '702.90b'],
    ['《巨大化》した《灰色熊》が相手に5点通った。相手のライフは?', '対戦相手のライフは15です', null, '120.3'],
    ['4/4で相手に4点入った。相手のライフは?', '対戦相手のライフは16です', null, '509.1h'],
    ['相手の《セラの天使》が私に4点通ったら、私のライフは?', 'あなたのライフは16です', null, '509.1h'],
    ['ライフ20の相手に《夜の子》が2点通ったら、私のライフは?', 'あなたのライフは22です', null, '702.15b'],
    // (Since s32: with no player said, the amount got through to the player the attacker attacks, 506.3, 510.2.)
    ['《灰色熊》が2点通った。相手のライフは?', '対戦相手のライフは18です', null, '509.1h'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule), 60_000);

  /** [question, refusal code, what it says]: an amount the rules don't give, or nothing to say whom it reached. */
  const REFUSED: [string, string, string?][] = [
    ['《灰色熊》が相手に3点通った。相手のライフは?', 'needs_detail', '2点'],
    ['《丘巨人》が相手に2点通ったら、相手のライフは?', 'needs_detail', '3点'],
    ['《灰色熊》が2/2にブロックされて、相手に2点通った。相手のライフは?', 'not_understood'],
    ['《稲妻》が相手に3点通った。相手のライフは?', 'not_understood'],
  ];
  it.each(REFUSED)('%s → refused (%s)', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});

describe('GIVEN life asked yes or no with 回復 THEN it asks whether its player gains life', () => {
  const ROWS: Row[] = [
    ['《夜の子》が通ったらライフ回復する?', 'はい', 'yes', '702.15b'],
    ['《夜の子》で攻撃して、ブロックされなかったらライフは回復しますか?', 'はい', 'yes', '702.15b'],
    ['《灰色熊》が通ったらライフは回復する?', 'いいえ', 'no', '120.3'],
    ['相手の《夜の子》が通ったら相手のライフは回復する?', 'はい', 'yes', '702.15b'],
    ['相手が私に《頭蓋割り》を撃った。そのあと《夜の子》が通ったらライフ回復する?', 'いいえ', 'no', '119.7'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule), 60_000);
  it.each([['《夜の子》が通ったらライフは回復しない?', 'not_understood']] as [string, string][])('%s → refused (%s)', (q, code) => refusedAs(() => deps)(q, code), 60_000);
});

describe('GIVEN damage taken from a player (から) with a spell (で) THEN that player cast it', () => {
  const ROWS: Row[] = [
    ['相手から《稲妻》で3点もらった。私のライフは?', 'あなたのライフは17です', null, '120.3'],
    ['相手から《溶岩の撃ち込み》で3点受けた。私のライフは?', 'あなたのライフは17です', null, '120.3'],
    ['自分のターンに相手から《頭蓋割り》で3点もらった。そのあと《夜の子》が通ったらライフ回復する?', 'いいえ', 'no', '119.7'],
    ['相手は私から《稲妻》で3点もらった。相手のライフは?', '対戦相手のライフは17です', null, '120.3'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule), 60_000);
  it.each([['私から《稲妻》で3点もらった。私のライフは?', 'not_understood']] as [string, string][])('%s → refused (%s)', (q, code) => refusedAs(() => deps)(q, code), 60_000);
});

/**
 * Session 32 (Japanese combat narration with omitted arguments): 「全員で殴った」「みんなで攻撃して」 — every creature of the
 * attacking player attacks (508.1a, ja/clause-reader.ts allAttack), as "I swing with everything"; 「ブロックなし」「ブロックされません
 * でした」 said alone after several attacked together — none was blocked (509.1h, frames/blocks.ts); 「ブロックされずに4点通りました」
 * — the amount with the creature and the player left unsaid is the combat damage the attacker told dealt to the player it attacks
 * (506.3, 510.2), checked against the run. A block told before 「ブロックなし」, and an amount the run doesn't bear out, are refused.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { refusedAs, restatedAnswering } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({
    'Grizzly Bears': '灰色熊', 'Llanowar Elves': 'ラノワールのエルフ', 'Vito, Thorn of the Dusk Rose': '薄暮薔薇の棘、ヴィト', 'Felidar Sovereign': 'フェリダーの君主',
    'Giant Spider': '大蜘蛛', 'Serra Angel': 'セラの天使',
  });
}, 120_000);

/** [question, what the restatement says, what the answer says]. */
const RESTATED: [string, string, string][] = [
  ['2/2のクリーチャー3体いる状態で全員で殴った。ブロックなし。相手のライフは?', 'あなたの1体目の2/2クリーチャーが攻撃する', '14'],
  ['私の場に《灰色熊》と《ラノワールのエルフ》。みんなで攻撃して、ブロックされませんでした。相手のライフはいくつですか?', 'あなたの《灰色熊》が攻撃する', '17'],
  ['相手の場に3/3が2体。相手が全員で殴ってきた。ブロックなし。私のライフは?', '対戦相手の1体目の3/3クリーチャーが攻撃する', '14'],
  ['自分の場は《大蜘蛛》と《セラの天使》です。全員で攻撃しましたが、ブロックされませんでした。相手のライフはいくつになりますか？', 'あなたの《セラの天使》', '14'],
  ['《薄暮薔薇の棘、ヴィト》がいる状態で《フェリダーの君主》がブロックされずに4点通りました。お互いのライフはどうなりますか?(両者20スタートです)', '4点のダメージを与える', '12'],
  ['相手の《灰色熊》がブロックされずに2点通った。私のライフは?', '対戦相手の《灰色熊》が攻撃する', '18'],
  ['《セラの天使》がブロックされずに4点通りました。相手のライフは？', 'あなたの《セラの天使》が攻撃する', '16'],
];

/** [question, code, what the refusal names]. */
const REFUSED: [string, string, string][] = [
  // (A block told, then 「ブロックなし」: the two can't both be.)
  ['《灰色熊》と3/3で攻撃した。《灰色熊》は2/2にブロックされた。ブロックなし。相手のライフは?', 'not_understood', 'ブロックなし'],
  // (3 points through from a 2/2: the amount told is checked against the run, never believed.)
  ['《灰色熊》がブロックされずに3点通りました。相手のライフは?', 'needs_detail', '3点'],
];

describe('Japanese combat told with its attacker, blocks or player left unsaid', () => {
  it.each(RESTATED)('%s', (q, understood, says) => restatedAnswering(() => deps)(q, understood, says));
  it.each(REFUSED)('%s', (q, code, says) => refusedAs(() => deps)(q, code, says));
});

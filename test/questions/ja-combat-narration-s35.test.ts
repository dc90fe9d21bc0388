/**
 * Combat told as players tell it (issue 12): a flier that "flies at" the speaker (飛んできた) attacks them (508.1) — only
 * when its flying is sure (its card prints it, or the words give it); "comes at me" attacks as "swings at" does; a
 * creature "used to block" (ブロックに使う) is a blocker (509.1a); 攻撃前 (before combat), ブロック前 (before blockers
 * are declared) and 戦闘ダメージの後 (after combat damage, 510.2) are times of the story; 「2/2が1体しかいない」 ("I have
 * only one 2/2") counts the phrase and tells the side's board. Each family with its negative rows, still refused:
 * a flier of no sure flying, a spell "flying in", a block after blockers were declared, しか with another verb.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, answeredRight, refusedAs } from '../support/ask-rows.ts';

const JA: Record<string, string> = {
  'Air Elemental': '大気の精霊',
  'Wind Drake': '風のドレイク',
  'Giant Spider': '大蜘蛛',
  'Grizzly Bears': '灰色熊',
  'Hill Giant': '丘巨人',
  'Serra Angel': 'セラの天使',
  'Restoration Angel': '修復の天使',
  'Questing Beast': '探索する獣',
  'Giant Growth': '巨大化',
  'Vampire Nighthawk': '吸血鬼の夜鷲',
  'Boggart Brute': 'ボガートの粗暴者',
  'Lightning Bolt': '稲妻',
};

describe('GIVEN combat told in players\' words WHEN the question asks of it THEN it is read as the attack, block, time or board it tells', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(JA);
  }, 60_000);

  /** [question, the answer says, verdict, a rule the trace cites]. */
  const ANSWERED: [string, string, 'yes' | 'no' | null, string][] = [
    // 飛んできた of a creature whose card flies: it attacks (702.9b flying, 702.17b reach).
    ['相手の《大気の精霊》が飛んできた。《大蜘蛛》でブロックできますか？', 'ブロックできます', 'yes', '702.17b'],
    ['《風のドレイク》が飛んできた。《灰色熊》でブロックできる？', 'ブロックできません', 'no', '702.9b'],
    // ... or whose flying the words give.
    ['飛行を持つ3/3が飛んできた。到達を持つ2/4でブロックできる?', 'ブロックできます', 'yes', '702.17b'],
    // "comes at me": attacks, as "swings at" (a Serra Angel coming at me used to be read as entering).
    ['Their Air Elemental comes at me. Can my Grizzly Bears block it?', "can't block", 'no', '702.9b'],
    // ブロックに使う: the creature used is the blocker.
    ['相手の《丘巨人》が攻撃してきた。《大蜘蛛》をブロックに使えますか？', 'ブロックできます', 'yes', '509.1a'],
    ['相手の《セラの天使》が攻撃してきた。《灰色熊》をブロックに使えますか？', 'ブロックできません', 'no', '702.9b'],
    ['相手の攻撃クリーチャー指定ステップに《修復の天使》を唱えて、そのままブロックに使える？', 'ブロックできます', 'yes', '702.8a'],
    // ブロックする前に: pumped before blockers are declared, it blocks as a 5/4 (Questing Beast: power 2 or less can't).
    ['相手の《探索する獣》が殴ってきた。ブロックする前に自分の2/2に《巨大化》を撃てば、その2/2でブロックできる？', 'ブロックできます', 'yes', '509.1a'],
    // しか with a count: only that many are there (menace, 702.111b).
    ['相手の《ボガートの粗暴者》が殴ってきた。こっちは1/1が1体しかいない。ブロックできる？', '単独では', 'no', '702.111b'],
    ['相手の《ボガートの粗暴者》が攻撃してきた。私は2/2が2体しかいない。ブロックできますか？', 'ブロックできます', 'yes', '702.111b'],
    ['相手の《ボガートの粗暴者》が攻撃してきた。私は《灰色熊》を1体しかコントロールしていない。ブロックできる？', '単独では', 'no', '702.111b'],
  ];
  it.each(ANSWERED)('%s → %s (%s, %s)', (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule), 60_000);

  /** [question, the answer says]: totals told before the attack, asked after combat damage (510.2, lifelink 702.15b). */
  const TOTALS: [string, string][] = [
    ['《吸血鬼の夜鷲》で攻撃して、ブロックされなかった。攻撃前の私のライフは5、相手は10。戦闘ダメージの後、それぞれのライフはいくつになる？', 'あなたは5 → 7、対戦相手は10 → 8'],
    ['攻撃する前に《灰色熊》に《巨大化》を撃って、《灰色熊》で攻撃した。ブロックされなかった。相手のライフは?', '20 → 15'],
    ["An opponent's Hill Giant came at me and I didn't block. What's my life total?", 'you 20 → 17'],
  ];
  it.each(TOTALS)('%s → %s', (q, says) => answeredRight(() => deps)(q, says, null), 60_000);

  /** [question, refusal code, the reply names]: still refused. */
  const REFUSED: [string, string, string][] = [
    // A creature of no sure flying "flying in": whether it flies decides what blocks it.
    ['相手の3/3が飛んできた。《灰色熊》でブロックできる？', 'not_understood', '飛んできた'],
    ['相手の《丘巨人》が飛んできた。《灰色熊》でブロックできる？', 'not_understood', '飛んできた'],
    // A spell "flying in" was cast at me: never an attack.
    ['《稲妻》が飛んできた。《灰色熊》は死ぬ？', 'not_understood', '飛んできた'],
    // After blockers are declared, no creature is declared a blocker any more (509.1).
    ['相手のブロック・クリーチャー指定後に《修復の天使》を唱えて、ブロックに使えますか?', 'not_understood', 'ブロックに使えますか'],
    ['相手の《探索する獣》が殴ってきた。ブロック後に自分の2/2に《巨大化》を撃った。その2/2でブロックできる？', 'not_understood', 'ブロックできる'],
    // しか with a count before a verb other than いる／ある／コントロールする: not read.
    ['相手の《ボガートの粗暴者》が攻撃してきた。こっちは2/2が1体しかブロックしていない。どうなる？', 'not_understood', '1体'],
  ];
  it.each(REFUSED)('%s → %s naming %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});

/**
 * Japanese questions as players write them (issue 12, session 38): a declaration as a time before it (ブロック宣言の前に:
 * before blockers are declared, 509.1; 攻撃宣言の前に: before combat), the telling's own time words (こないだ, この前の,
 * そのとき) set aside, メイン as a main phase, めいっぱい ("as much as can be") as a trample division past the blockers
 * (702.19b), それぞれ ("each") over a group asked of every member (613.4c lords), and a bracketed starting total after a
 * question of one player's life (「…いくつ?(最初20)」). Each family with rows still refused: a declaration after which no
 * block is declared, めいっぱい with no trample, "each" over a group that is not all creatures, a bracketed total against
 * one told before, and an ask-back never offering two choices that read the same.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

const JA: Record<string, string> = {
  'Questing Beast': '探索する獣',
  'Grizzly Bears': '灰色熊',
  'Giant Growth': '巨大化',
  'Loxodon Warhammer': 'ロクソドンの戦槌',
  Shock: 'ショック',
  'Lightning Bolt': '稲妻',
  'Lord of Atlantis': 'アトランティスの王',
  'Master of the Pearl Trident': '真珠三叉矛の達人',
  'Glorious Anthem': '栄光の頌歌',
  Skullcrack: '頭蓋割り',
  Fog: '濃霧',
};

describe('GIVEN Japanese questions told in players\' words WHEN read THEN their times, asides, divisions and "each" are read as told', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(JA);
  }, 60_000);

  /** [question, the answer says, verdict]. */
  const ANSWERED: [string, string, 'yes' | 'no' | null][] = [
    // Before blockers are declared, the pumped Bears (5/5) may block Questing Beast (power 2 or less can't).
    ['昨日の対戦の話なんだけど、相手の《探索する獣》が殴ってきて、俺の場には《灰色熊》しかいなかった。ブロック宣言の前に熊に《巨大化》撃てば、ブロックできたんだよね?', 'ブロックできます', 'yes'],
    ['相手の《探索する獣》が殴ってきた。ブロック宣言前に《灰色熊》に《巨大化》を撃った。《灰色熊》でブロックできる？', 'ブロックできます', 'yes'],
    ['相手の《探索する獣》が殴ってきた。ブロック宣言の前に、私の《灰色熊》に《巨大化》を撃てば、ブロックできる？', 'ブロックできます', 'yes'],
    // Before attackers are declared: before combat, the pump lasts through the attack.
    ['攻撃宣言の前に《灰色熊》に《巨大化》を撃って、《灰色熊》で攻撃した。ブロックされなかった。相手のライフは?', '対戦相手のライフは15です', null],
    // こないだ／この前の／そのとき: the telling; めいっぱい／目いっぱい: as much as can be past the blocker, with trample.
    ['こないだ《ロクソドンの戦槌》をつけた2/2で殴ったら、相手の1/1にブロックされた。そのとき俺のライフは10。トランプルでめいっぱい本体に振ったら、お互いのライフはいくつ?', '対戦相手のライフは16です', null],
    ['この前の試合で、トランプルを持つ5/5で攻撃して、相手の2/2にブロックされた。目いっぱい本体に振ったら相手のライフは?', '対戦相手のライフは17です', null],
    // メインで: in a main phase, before the attack told after it.
    ['メインで相手に《ショック》を撃って、そのあと3/3で攻撃した。ブロックされなかった。相手のライフは?', '対戦相手のライフは15です', null],
    // それぞれ over the group named together: every member asked.
    ['《アトランティスの王》2体と《真珠三叉矛の達人》1体を並べてる。それぞれのP/Tいくつ?', 'あなたの《真珠三叉矛の達人》は4/4です', null],
    ['《アトランティスの王》2体と《真珠三叉矛の達人》1体を並べてる。それぞれのP/Tいくつ?', 'あなたの2体目の《アトランティスの王》は4/4です', null],
    ['2/2が2体いる。《栄光の頌歌》を出したら、それぞれ何/何?', 'あなたの2体目の2/2クリーチャーは3/3です', null],
    // A bracketed total after the life question: the asked player's at the start (615.12: Skullcrack's damage can't be prevented).
    ['メインで相手に《頭蓋割り》撃って、そのあと3/3で攻撃。ブロックされずに相手が《濃霧》。相手のライフは最終的にいくつ?(最初20)', '対戦相手のライフは14です', null],
    ['相手に《ショック》を撃った。相手のライフはいくつ?(20スタート)', '対戦相手のライフは18です', null],
    ['相手に《ショック》を撃った。相手のライフはいくつ?(最初18)', '対戦相手のライフは16です', null],
    // (最初20 with no player named is the game's usual start, 20 for each player (language/ja/started-at.ts, session 49): it
    // agrees with a total told since, and with a question of both lives — refused while it was read as one player's total.)
    ['相手のライフは5。相手に《ショック》を撃った。相手のライフはいくつ?(最初20)', '対戦相手のライフは3です', null],
    ['相手に《ショック》を撃った。お互いのライフはいくつ?(最初20)', '対戦相手のライフは18です', null],
  ];
  it.each(ANSWERED)('%s → %s (%s)', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** [question, refusal code, the reply names]: still refused. */
  const REFUSED: [string, string, string][] = [
    // After blockers are declared, no creature is declared a blocker any more (509.1).
    ['相手の《探索する獣》が殴ってきた。ブロック宣言の後に《灰色熊》に《巨大化》を撃った。《灰色熊》でブロックできる？', 'not_understood', 'ブロックできる'],
    // めいっぱい with no trample said or printed: nothing goes past the blocker, never read as a division.
    ['こないだ、5/5で攻撃して、相手の2/2にブロックされた。めいっぱい本体に振ったら相手のライフは?', 'not_understood', 'めいっぱい本体に振ったら'],
    // A bracketed total against one told before: two totals for one player, never one of them picked.
    ['お互いライフ10。相手に《ショック》を撃った。相手のライフはいくつ?(最初20)', 'not_understood', '最初20'],
    // "each" over a group with a non-creature in it, and "it" of two alike: asked back, each choice told apart.
    ['《灰色熊》2体と《栄光の頌歌》がある。それぞれ何/何?', 'ambiguous', '（2体目）'],
    ['《灰色熊》2体がいる。相手が《稲妻》を撃った。それは死ぬ?', 'ambiguous', '（2体目）'],
    ['I control two Grizzly Bears. My opponent casts Lightning Bolt. Does it die?', 'ambiguous', '(the second)'],
  ];
  it.each(REFUSED)('%s → %s naming %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});

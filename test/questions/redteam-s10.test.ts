/**
 * Session 10's red team (issue 11), the Japanese noun-phrase classes: a keyword written against a P/T
 * (「相手の飛行3/3」) dropped or given to every item of a list (「接死2/2と5/5」), a describing modifier
 * before a list whose scope Japanese doesn't settle (「接死を持つ2/2と5/5」: asked back), a question of dying
 * or surviving with no subject after a player's life was told (asked back), Auras joined by と before
 * 付いた (all attached), and 「もう1枚《X》」 (another card of that name). Rows are our own variations.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

const JA: Record<string, string> = {
  'Grizzly Bears': '灰色熊',
  'Serra Angel': 'セラの天使',
  'Ethereal Armor': '天上の鎧',
  Rancor: '怨恨',
  'Giant Growth': '巨大化',
  Shock: 'ショック',
};

describe('GIVEN real cards WHEN a Japanese noun phrase of the session 10 red team is asked', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(JA);
  }, 120_000);

  /** [question, what the answer says, verdict]. */
  const RIGHT: [string, string, 'yes' | 'no' | null][] = [
    // 1. A keyword written right before the size is that creature's.
    ['相手の飛行2/2が攻撃してきた。私の3/3でブロックできる？', 'ブロックできません', 'no'], // 702.9b
    ['《灰色熊》で相手の威迫4/4をブロックできますか？', 'ブロックできません', 'no'], // 702.111b
    ['相手の到達1/3で、私の《セラの天使》をブロックできる？', 'ブロックできます', 'yes'], // 702.17b
    ['私の接死1/1が相手の5/5にブロックされた。5/5は死ぬ？', 'はい', 'yes'], // 702.2b, 704.5h
    ['相手の破壊不能3/3を私の4/4でブロックした。3/3は死ぬ？', 'いいえ', 'no'], // 702.12b
    ['私の先制攻撃2/2が相手の2/2にブロックされた。私の2/2は生き残る？', 'はい', 'yes'], // 702.7b, 510.4
    ['相手のプロテクション（緑）2/2を《灰色熊》でブロックできる？', 'ブロックできません', 'no'], // 702.16f
    ['相手の畏怖3/3を私の《灰色熊》でブロックできる？', 'ブロックできません', 'no'], // 702.36b
    // 2. …and that creature's alone in a list: the other items have none (either place in the list).
    ['飛行2/2と4/4で攻撃した。相手の3/3は4/4をブロックできる？', 'ブロックできます', 'yes'], // 509.1a
    ['接死1/1と3/3で攻撃。3/3が相手の5/5にブロックされた。5/5は死ぬ？', 'いいえ', 'no'], // 704.5g
    ['破壊不能5/5と1/1で攻撃して、1/1が2/2にブロックされた。1/1は死ぬ？', 'はい', 'yes'], // 704.5g
    ['絆魂4/4と2/2で攻撃した。2/2は相手の3/3にブロックされた。私のライフは？', 'あなたのライフは24', null], // 702.15b
    ['2/2と接死1/1で攻撃して、1/1が相手の4/4にブロックされた。4/4は死ぬ？', 'はい', 'yes'], // 702.2b
    // A modifier said of each item is no ask-back.
    ['接死を持つ2/2と、接死を持たない5/5で攻撃。5/5が6/6にブロックされた。6/6は死ぬ？', 'いいえ', 'no'], // 704.5g
    // 3. The player named: answered of the player (704.5a).
    ['私のライフは3。相手の3/3がブロックされずに通った。負ける？', 'はい', 'yes'],
    // 4. Auras joined by と are all attached (613.4c: Ethereal Armor counts both).
    ['《天上の鎧》と《怨恨》が付いた私の2/2で攻撃した。相手は何点受ける？', '6点', null],
    ['《怨恨》と《天上の鎧》がついている《灰色熊》のパワーとタフネスは？', '6/4', null],
    // (A creature first in the list is not an Aura: the Bears and an enchanted 3/3 attack, 2 + 5.)
    ['《灰色熊》と《怨恨》が付いた3/3で攻撃した。相手は何点受ける？', '7点', null],
    // 5. 「もう1枚」: another card of that name (two Giant Growths, +3/+3 each until end of turn).
    ['私の2/2に《巨大化》を唱えた。もう1枚《巨大化》を私の2/2に唱えた。2/2のパワーとタフネスは？', '8/8', null],
    ['相手の4/4に《ショック》を撃ち、さらに相手の4/4に《ショック》をもう1枚撃った。4/4は死ぬ？', 'はい', 'yes'], // 704.5g
  ];
  it.each(RIGHT)('THEN %s is answered right (%s)', answeredRight(() => deps));

  /** [question, refusal code, what it says]. */
  const REFUSED: [string, string, string][] = [
    // 1. A word no lexicon knows in the keyword's place is named, never passed over.
    ['相手の影2/2を私の2/2でブロックできる？', 'not_understood', '影'],
    ['相手のスカルク1/1を私の3/3でブロックできる？', 'not_understood', 'スカルク'],
    // 2. A describing modifier before a list: the first item's or every item's — asked back.
    ['接死を持つ2/2と5/5で攻撃。5/5が6/6にブロックされた。6/6は死ぬ？', 'ambiguous', '2/2と5/5の両方が接死を持つ'],
    ['飛行の3/3と2/2で攻撃した。相手の4/4は2/2をブロックできる？', 'ambiguous', '3/3だけが飛行を持つ'],
    ['絆魂持ちの3/3と2/2で攻撃した。私のライフは？', 'ambiguous', '絆魂持ちの3/3と2/2'],
    // 3. Dying or surviving with no subject after a life total was told: the player or the creature — asked back.
    ['ライフ4です。相手の5/5がブロックされずに通った。生き残れる？', 'ambiguous', 'あなた'],
    ['私のライフは1。相手の1/1が攻撃してきた。ブロックしなかった。死ぬ？', 'ambiguous', '相手の1/1'],
  ];
  it.each(REFUSED)('THEN %s is refused (%s)', refusedAs(() => deps));
});

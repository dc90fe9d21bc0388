/**
 * Japanese constructions of session 41 (issue 12 §4–5): shapes people write that were refused.
 * - 「《灰色熊》はタップ状態？」: a question ending on a state word with です／ですか dropped asks what 「…はタップ状態ですか」
 *   asks — whether it is tapped (ja/asked-states.ts stateAskedCopula).
 * - 「攻撃したあと、私の2/2はタップ状態ですか」: the question's は-topic is who made the attack said before it with nobody
 *   and nothing named (ja/asked-states.ts topicAttackedBefore), as "After attacking, is my 2/2 tapped?" means.
 * - 「2/2が「ターン終了時まで、それは0/1になる」という効果を受けた」「…0/1になる効果を受けた」: an effect received, told by what
 *   it does, is that clause happening to the one receiving it (ja/effect-quotes.ts), as "an effect makes it 0/1" reads.
 * - 「「すべてのクリーチャーは+1/+1の修整を受ける」というエンチャントがある」: the quoted ability counted once (it was taken
 *   twice, from the description and again from the clause: a 4/4 for a 3/3, a wrong answer on main).
 * - 「両方とも何点のダメージを受ける？」「3/3何点受ける？」: a creature or player said bare before 受ける is who takes it, never what is
 *   taken (ja/roles.ts placeBare): as the object, the question was answered of the defending player.
 * - 「《リバー・ボア》に再生の盾を張った／作った」: the shield set up on what に marks regenerates it (701.19a), as を再生した does.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, refusedAs } from '../support/ask-rows.ts';

const CARDS = {
  'Grizzly Bears': '灰色熊',
  'Serra Angel': 'セラの天使',
  'Lightning Bolt': '稲妻',
  'River Boa': 'リバー・ボア',
  'Swords to Plowshares': '剣を鍬に',
};

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps(CARDS);
}, 120_000);

/** [question, what the answer says, verdict, a rule (prefix) the trace cites]. */
type Row = [string, string, 'yes' | 'no' | null, string];

describe('GIVEN a Japanese question of whether a creature is tapped, said without a copula or with the attacker left to the topic (issue 12)', () => {
  const ROWS: Row[] = [
    // The copula said, as before (the reading the shorter ones come to).
    ['《灰色熊》で攻撃した。《灰色熊》はタップ状態ですか？', 'タップ状態です', 'yes', '508.1f'],
    // です／ですか dropped before the question mark; まだ ("still"); って as the topic.
    ['《灰色熊》で攻撃した。《灰色熊》はタップ状態？', 'タップ状態です', 'yes', '508.1f'],
    ['《灰色熊》で攻撃したあと、《灰色熊》はまだタップ状態?', 'タップ状態です', 'yes', '508.1f'],
    ['私の2/2で攻撃した後、2/2ってタップ状態？', 'タップ状態です', 'yes', '508.1f'],
    // Vigilance: attacking doesn't tap it (702.20b).
    ['《セラの天使》で攻撃した。《セラの天使》はタップ状態？', 'アンタップ状態のまま', 'no', '702.20b'],
    // The attacker left to the question's topic.
    ['攻撃したあと、私の2/2はタップ状態ですか？', 'タップ状態です', 'yes', '508.1f'],
    ['攻撃したら、私の《灰色熊》はタップ状態？', 'タップ状態です', 'yes', '508.1f'],
    ['攻撃した後、《セラの天使》はタップされていますか', 'アンタップ状態のまま', 'no', '702.20b'],
    ['攻撃したあと、相手の2/2はタップ状態?', 'タップ状態です', 'yes', '508.1f'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule));

  const REFUSED: [string, string, string][] = [
    // "Untapped" has no ask of its own (as in English): named, not answered the other way round.
    ['《灰色熊》で攻撃した。《灰色熊》はアンタップ状態？', 'not_understood', 'アンタップ状態'],
    // Two creatures as the topic: which one attacked is not said.
    ['攻撃したあと、私の2/2と3/3はタップ状態?', 'not_understood', '攻撃したあと'],
    // No topic: who attacked is not said.
    ['攻撃したあと、タップ状態ですか？', 'not_understood', '攻撃したあと'],
    // A statement, not a question: left as it was.
    ['《灰色熊》はタップ状態。《灰色熊》で攻撃できる？', 'not_understood', 'タップ状態'],
  ];
  it.each(REFUSED)('%s is refused', (q, code, says) => refusedAs(() => deps)(q, code, says));
});

describe('GIVEN a Japanese effect received, told by what it does (quoted or as a relative clause) (issue 12)', () => {
  const ROWS: Row[] = [
    // Textbook l08's wording: counters first, then an effect setting base P/T (613.4b) under the counters (613.4c).
    ['2/2のクリーチャーに+1/+1カウンターが2個置かれていて、その後「ターン終了時まで、それは0/1になる」という効果を受けました。パワーとタフネスはいくつですか?', '2/3', null, '613.4b'],
    ['2/2のクリーチャーに+1/+1カウンターが2個置かれていて、その後ターン終了時まで0/1になる効果を受けました。パワーとタフネスは?', '2/3', null, '613.4b'],
    ['2/2のクリーチャーに+1/+1カウンターが2個置かれていて、その後「ターン終了時まで0/1になる」効果を受けた。何/何？', '2/3', null, '613.4b'],
    ['《灰色熊》は「ターン終了時まで+3/+3の修整を受ける」効果を受けた。パワーとタフネスは？', '5/5', null, '613.4c'],
    ['《灰色熊》が「それは4/4になる」効果を受けた。その後、+1/+1の修整を受けた。何/何?', '5/5', null, '613.4c'],
    ['《灰色熊》が「それは飛行を得る」という効果を受けたら、飛行を持つ？', '飛行を持っています', 'yes', '613'],
    // The quoted ability of an enchantment said by it: counted once.
    ['「すべてのクリーチャーは+1/+1の修整を受ける」というエンチャントがある。《灰色熊》は何/何?', '3/3', null, '613.4c'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule));

  const REFUSED: [string, string, string][] = [
    // An effect with nothing said of what it does.
    ['《灰色熊》は効果を受けた。何/何?', 'not_understood', '効果を受けた'],
    // Made to receive it (a causative): who receives it is not read so — left, never guessed.
    ['《灰色熊》に「ターン終了時まで0/1になる」という効果を受けさせた。何/何?', 'not_understood', 'になる'],
  ];
  it.each(REFUSED)('%s is refused', (q, code, says) => refusedAs(() => deps)(q, code, says));
});

describe('GIVEN a Japanese damage question whose taker is said bare (no particle) (issue 12)', () => {
  const ROWS: Row[] = [
    ['私の4/4が相手の3/3にブロックされた。両方とも何点のダメージを受ける？', '4/4クリーチャーは3点のダメージを受けます', null, '510.2'],
    ['私の4/4が相手の3/3にブロックされた。両方とも何点のダメージを受ける？', '3/3クリーチャーは4点のダメージを受けます', null, '510.2'],
    ['私の4/4が相手の3/3にブロックされた。3/3何点受ける？', '4点のダメージを受けます', null, '510.2'],
    // An amount said bare is still what is taken.
    ['《灰色熊》で攻撃した。相手何点受ける？', '2点のダメージを受けます', null, '120.3a'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule));

  const REFUSED: [string, string, string][] = [
    // それぞれ ("each of them") has no reading of its own yet: named, never answered of the defending player.
    ['私の4/4が相手の3/3にブロックされた。それぞれ何点受ける？', 'not_understood', 'それぞれ何点受ける'],
  ];
  it.each(REFUSED)('%s is refused', (q, code, says) => refusedAs(() => deps)(q, code, says));
});

describe('GIVEN a Japanese regeneration shield set up on a creature marked に (issue 12)', () => {
  const ROWS: Row[] = [
    ['《リバー・ボア》を再生した。《稲妻》を撃たれたら生き残る？', '戦場に残ります', 'yes', '701.19'],
    ['《リバー・ボア》に再生の盾を張った。《稲妻》を撃たれたら生き残る？', '戦場に残ります', 'yes', '701.19'],
    ['《リバー・ボア》に再生の盾を作った。相手に《稲妻》を撃たれた。生き残る？', '戦場に残ります', 'yes', '701.19'],
    // Exile is no destruction: the shield does nothing, and the opponent's removal it is asked to survive exiled it — no
    // (questions/asks/fate.ts: as "does it survive Swords to Plowshares?" is answered).
    ['《リバー・ボア》に再生の盾を張った。《剣を鍬に》を撃たれたら生き残る？', '戦場を離れます', 'no', '701.19'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule));

  const REFUSED: [string, string, string][] = [
    // On nothing said: not guessed.
    ['再生の盾を張った。《稲妻》を撃たれたら生き残る？', 'not_understood', '再生の盾を張った'],
  ];
  it.each(REFUSED)('%s is refused', (q, code, says) => refusedAs(() => deps)(q, code, says));
});

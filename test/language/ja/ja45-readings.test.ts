/**
 * Japanese readings of session 45, each a general class with rows of our own: the one creature told attacks when the
 * asker says only 殴った／アンブロックで通した after a spell that helps it (never after one that harms it); a player
 * marked に and set off by a comma is whom the last clause attacks; a topic carried past 〜だけど is what 対象にできる
 * targets; protection written with brackets side by side; an aside naming a keyword as 〜のこと (set aside only when the
 * story has that keyword); a keyword asked to remain after a size; a spell that 飛んできた at something; 〜に残る of a
 * zone other than the battlefield (a token doesn't stay in a hand or exile, 111.7); a condition after a question that is
 * the very event it asked (「戻ってくる？戻ったらサイズは？」) goes on with the same story.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    'Grizzly Bears': '灰色熊',
    'Giant Growth': '巨大化',
    'Titanic Growth': '剛力化',
    Jump: 'ジャンプ',
    Shock: 'ショック',
    Disfigure: '見栄え損ない',
    'Lightning Bolt': '稲妻',
    Murder: '殺害',
    'Serra Angel': 'セラの天使',
    'Slippery Bogle': 'ぬめるボーグル',
    'Blighted Agent': '荒廃の工作員',
    'Boros Swiftblade': 'ボロスの速太刀',
    'Turn to Frog': '蛙変化',
    'Swords to Plowshares': '剣を鍬に',
    'Raise the Alarm': '急報',
    Unsummon: '送還',
    'Kitchen Finks': '台所の嫌がらせ屋',
  });
}, 120_000);

type Row = [string, string, 'yes' | 'no' | null];
const right = answeredRight(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN the one creature told, whose unsaid, and a spell that helps it WHEN the asker attacks with nothing said THEN it attacks', () => {
  const ROWS: Row[] = [
    ['《灰色熊》に《巨大化》を撃って殴ったら、相手のライフは？', '15', null],
    ['《灰色熊》に《ジャンプ》を撃って攻撃したら、何点入る？', '2点', null],
    ['《ボロスの速太刀》に《剛力化》を撃ってアンブロックで通したら、相手のライフは？', '10', null],
    ['《灰色熊》に《巨大化》を撃ってブロックされなかったら、何点入る？', '5点', null],
    // A player marked に and set off by a comma: whom the last clause attacks.
    ['毒カウンターが6個の相手に、《荒廃の工作員》に《剛力化》を撃って殴ったら勝てる？', 'はい', 'yes'],
    ['ライフ4の相手に、《灰色熊》に《巨大化》を撃って殴ったら勝てる？', 'はい', 'yes'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
  // A creature shot or shrunk first may be the blocker removed: never taken as the attacker.
  it.each([['4/4に《ショック》を撃って攻撃した。相手のライフは？'], ['《灰色熊》に《見栄え損ない》を撃って殴ったら、何点入る？']])('%s is refused', (q) => refused(q, 'not_understood'));
});

describe('GIVEN a topic told with a fact and 〜けど WHEN asked 〜の対象にできる？ THEN the topic is what is targeted', () => {
  const ROWS: Row[] = [
    ['相手の《ぬめるボーグル》は呪禁を持っているけど、自分の《稲妻》の対象にできる？', '対象にできません', 'no'],
    ['相手の3/3は呪禁持ちですが、《殺害》の対象にできますか？', '対象にできません', 'no'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
});

describe('GIVEN protection written with its colours in brackets side by side THEN each colour is protection', () => {
  const ROWS: Row[] = [
    ['プロテクション（白）（黒）の3/3に《殺害》を撃てる？', 'プロテクション（黒）', 'no'],
    ['プロテクション(白)(黒)の3/3に《稲妻》を撃てる？', '対象にできます', 'yes'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
});

describe('GIVEN an aside naming a keyword as 〜のこと with only feeling words THEN it is set aside only when the story has that keyword', () => {
  it.each([['《セラの天使》で攻撃した。次の相手のターンにブロックできる？警戒のことがよく分からないです。', 'ブロックできます', 'yes']] as Row[])('%s', (q, says, verdict) => right(q, says, verdict));
  // Nothing told has trample: the aside hints at a creature with it, which the words never say.
  it.each([['トランプルのことがよく分からないんですが、5/5が2/2にブロックされたら何点通る？']])('%s is refused', (q) => refused(q, 'not_understood'));
});

describe('GIVEN a size asked and then 〜は残っている？ of a keyword THEN the keyword is asked of what the size is of', () => {
  it.each([['相手の《セラの天使》に《蛙変化》を撃った。P/Tはいくつで、飛行は残っている？', '1/1', 'no']] as Row[])('%s', (q, says, verdict) => right(q, says, verdict));
});

describe('GIVEN a spell that 飛んできた at something THEN the other player cast it at that', () => {
  const ROWS: Row[] = [
    ['私の《灰色熊》に《稲妻》が飛んできた。熊は死ぬ？', '死亡します', 'yes'],
    ['《セラの天使》に《剣を鍬に》が飛んできたので、対応して《巨大化》を撃った。天使は戦場に残る？', '戦場を離れます', 'no'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
  // Flown at nothing named: its target is not guessed.
  it.each([['《稲妻》が飛んできた。熊は死ぬ？']])('%s is refused', (q) => refused(q, 'not_understood'));
});

describe('GIVEN 〜に残る？ of a hand or exile THEN whether it is there at the end (a token is not: 111.7)', () => {
  const ROWS: Row[] = [
    ['《急報》で出したトークンが《剣を鍬に》で追放されたら、追放領域に残る？', '残りません', 'no'],
    ['相手の《灰色熊》に《送還》を撃ったら、熊は手札に残る？', '手札に残ります', 'yes'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
});

describe('GIVEN a question and then a condition that is the very event it asked THEN the same story goes on', () => {
  const ROWS: Row[] = [
    ['《台所の嫌がらせ屋》に《殺害》を撃ったら戻ってくる？戻ってきたらP/Tはいくつ？', '2/1', 'yes'],
    ['《灰色熊》が《稲妻》で死んだら戻ってくる？戻ったらサイズは？', '戻りません', 'no'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
  // Any other condition after a question is another board: refused as before.
  it.each([['《灰色熊》は死ぬ？もし《巨大化》を撃ったら？']])('%s is refused', (q) => refused(q, 'not_understood'));
});

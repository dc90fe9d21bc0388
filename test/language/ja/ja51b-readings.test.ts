/**
 * Japanese readings of session 51 (branch ja51b), each a general class with rows of our own (varied cards, numbers,
 * wordings):
 * - a する noun said with the copula instead of する: 「アンブロックなら」「素通りだったら」「ノーブロックだった。」 is the
 *   noun's verb, its condition or its past (ja/noun-predicates.ts); the loanwords アンブロック, スルー alone are "unblocked";
 * - "all" said before "unblocked" after an attack (「全部素通りなら」) is every attacker told (frames/unblocked.ts) — a block
 *   told before it contradicts it and is refused;
 * - みんな／全員／皆 alone before a verb is "all of them", as 全部 (ja/chunk-items.ts): answered of each where every
 *   creature told is on one side, refused in a fight — never answered of one creature picked;
 * - 死ぬ said of a player (「相手は死ぬ?」「私が死ぬ?」) is losing the game, as 負ける (ja/verbs-in-context.ts);
 * - a creature and a player's total joined by と under one どうなる (「熊と私のライフはどうなる？」) are two questions, each
 *   answered (ja/coordinated-asks.ts) — main named the creature as not understood, or dropped it when written in 《》;
 * - a thing already told named again with だけど／ですが (「このターン出した《X》だけど、攻撃できる？」) only sets the topic of
 *   the question after it (frames/topic-again.ts) — main refused it as a clause that changed nothing;
 * - the transitive 通す said of an attacker (「2/2はブロックして、4/4は通した」) is the defender letting it through unblocked
 *   (ja/let-through.ts, as the English "let X through") — one told blocked before is refused;
 * - the draw step's draw counted with 枚 (「ドロー・ステップに1枚引いた」「カードを1枚引いて」) is that draw (frames/turn-draw.ts);
 *   two or more cards told drawn there are no such draw and are refused — main read 「カードを2枚引いた」 as one card.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredRight, refusedAs, restatedAnswering } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    'Grizzly Bears': '灰色熊',
    'Lightning Bolt': '稲妻',
    'Serra Angel': 'セラの天使',
    'Centaur Courser': 'ケンタウルスの狩猟者',
    'Giant Growth': '巨大化',
    Pyroclasm: '紅蓮地獄',
    'Llanowar Elves': 'ラノワールのエルフ',
    'Hill Giant': '丘巨人',
    'Sheoldred, the Apocalypse': '黙示録、シェオルドレッド',
  });
}, 120_000);

type Row = [string, string, 'yes' | 'no' | null];
const right = answeredRight(() => deps);
const refused = refusedAs(() => deps);
const restated = restatedAnswering(() => deps);

describe('GIVEN "unblocked" said as a noun with the copula THEN it is the attacker going unblocked', () => {
  const ROWS: Row[] = [
    ['《ケンタウルスの狩猟者》で攻撃、アンブロックなら相手のライフは？', '17', null],
    ['《丘巨人》に《巨大化》を撃って攻撃して、素通りならば何点入る？', '6', null],
    ['相手の《セラの天使》が攻撃してきた。ノーブロックだったら私のライフはいくつ？', '16', null],
    ['《灰色熊》で攻撃して、ノーブロックだった。相手のライフは？', '18', null],
    ['相手のライフは7。《丘巨人》で攻撃して、相手はスルーした。相手のライフは？', '4', null],
    ['《灰色熊》と《ケンタウルスの狩猟者》で攻撃して、全部素通りだったら相手は何点受ける？', '5', null],
    ['《ラノワールのエルフ》と《丘巨人》で殴った。みんなアンブロックなら相手のライフは？', '16', null],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
  // "All unblocked" after a block was told contradicts it: never read as the others alone.
  it.each([['《灰色熊》と《ケンタウルスの狩猟者》で攻撃、熊は相手の3/3にブロックされた。全部素通りなら相手のライフは？']])('%s is refused', (q) =>
    refused(q, 'not_understood'),
  );
});

describe('GIVEN みんな／全員 alone before the verb THEN it is every creature told, never one of them', () => {
  const ROWS: Row[] = [
    ['私の《灰色熊》と《ケンタウルスの狩猟者》に相手が《紅蓮地獄》を撃った。みんな死ぬ？', '両方ではありません', 'no'],
    ['相手の《ラノワールのエルフ》と《灰色熊》に《紅蓮地獄》を撃った。全員死にますか？', 'はい', 'yes'],
    ['自分の《丘巨人》と《ケンタウルスの狩猟者》がいて、相手が《紅蓮地獄》を唱えた。皆生き残る？', 'はい', 'yes'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
  // In a fight "everyone" may count the attacker or only one side: the word is named, never answered of one creature.
  it.each([
    ['相手の3/3を私の2/2と1/1でブロックした。みんな死ぬ？'],
    ['《丘巨人》で攻撃して、相手の《灰色熊》と《ラノワールのエルフ》にブロックされた。全員死ぬ？'],
  ])('%s is refused', (q) => refused(q, 'not_understood'));
});

describe('GIVEN 死ぬ said of a player THEN it asks whether that player loses the game', () => {
  const ROWS: Row[] = [
    ['相手のライフは3。3/3で攻撃して、ブロックされなかった。相手は死ぬ？', 'はい', 'yes'],
    ['私のライフは3。相手の《丘巨人》が攻撃してきて、ブロックしなかった。私は死にますか？', 'はい', 'yes'],
    ['相手のライフは4。《灰色熊》で攻撃した。ブロックされなかったら相手は死ぬ？', 'いいえ', 'no'],
    ['私のライフは5。相手の《セラの天使》が攻撃してきた。ノーブロックなら私が死ぬ？', 'いいえ', 'no'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
});

describe('GIVEN a creature and a player\'s total asked together with と THEN each is asked and answered', () => {
  const ROWS: [string, string, string][] = [
    ['相手の5/5トランプルを《ケンタウルスの狩猟者》でブロックした。狩猟者と私のライフはどうなる？', 'あなたの《ケンタウルスの狩猟者》はどこに行くか、あなたのライフはいくつになるか', '18'],
    ['《丘巨人》で攻撃して、相手の《灰色熊》にブロックされた。《灰色熊》と相手のライフはどうなりますか？', '対戦相手の《灰色熊》はどこに行くか、対戦相手のライフはいくつになるか', '20'],
    ['相手の《丘巨人》が攻撃してきて、《灰色熊》でブロックした。熊と私のライフはどうなった？', 'あなたの《灰色熊》はどこに行くか、あなたのライフはいくつになるか', '20'],
  ];
  it.each(ROWS)('%s', (q, understood, says) => restated(q, understood, says));
});

describe('GIVEN a thing already told named again with だけど／ですが THEN it is the topic of the question after it', () => {
  const ROWS: Row[] = [
    ['このターン出した《ラノワールのエルフ》だけど、攻撃できる？', 'いいえ', 'no'],
    ['さっき唱えた《丘巨人》ですが、このターン攻撃できますか？', 'いいえ', 'no'],
    ['相手が《稲妻》を撃った《ケンタウルスの狩猟者》ですが、生き残りますか？', 'いいえ', 'no'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
  // The topic set, what is left unsaid is still asked: whether the pump had resolved when the Bolt was cast.
  it.each([['《巨大化》をかけた《灰色熊》だけど、相手の《稲妻》で死ぬ？']])('%s is asked back', (q) => refused(q, 'needs_detail'));
});

describe('GIVEN an attacker let through with 通す THEN no blocker is declared for it', () => {
  const ROWS: Row[] = [
    ['相手が4/4と2/2で攻撃してきた。2/2は《灰色熊》でブロックして、4/4は通した。私のライフは？', '16', null],
    ['相手が《丘巨人》と《灰色熊》で攻撃してきた。《灰色熊》を《ケンタウルスの狩猟者》でブロックして、《丘巨人》を通した。私のライフは？', '17', null],
    ['私のライフは4。相手の《セラの天使》と2/2が攻撃してきた。2/2は《灰色熊》でブロックして、天使は通した。負ける？', 'はい', 'yes'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
  // Let through after it was told blocked contradicts the block: refused, never read as either.
  it.each([['相手の3/3が攻撃してきて、《灰色熊》でブロックした。3/3を通した。私のライフは？']])('%s is refused', (q) => refused(q, 'not_understood'));
});

describe('GIVEN the draw step\'s one card counted with 枚 THEN it is the draw step\'s draw; more cards are refused', () => {
  const ROWS: Row[] = [
    ['《黙示録、シェオルドレッド》がいる状態で、自分のドローステップに1枚引いた。私のライフは？', '22', null],
    ['相手のライフは7。私の《黙示録、シェオルドレッド》がいる。相手のドロー・ステップに相手がカードを1枚引いた。相手のライフは？', '5', null],
    ['《黙示録、シェオルドレッド》をコントロールしている。自分のドロー・ステップに一枚引きました。ライフはいくつ？', '22', null],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
  it.each([
    ['《黙示録、シェオルドレッド》がいる。自分のドロー・ステップにカードを2枚引いた。私のライフは？'],
    ['《黙示録、シェオルドレッド》がいる。相手のドロー・ステップに相手が3枚引いた。相手のライフは？'],
  ])('%s is refused', (q) => refused(q, 'not_understood'));
});

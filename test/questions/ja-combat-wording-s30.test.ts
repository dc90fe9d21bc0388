/**
 * Japanese combat and board wordings (session 30): どちらも／どっちも said of a passive block is both attacking
 * creatures (only an attacking creature is blocked, 509.1a); a verb then 〜としたら／〜とすれば is a supposition, as
 * 〜たら is (the most past the blockers told so, 702.19b); 「相手側」「自分の側」 is that player's side of the
 * battlefield, as 「相手の場」 is. Each with an unsupported neighbour still refused.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    'Questing Beast': '探索する獣',
    'Eternal Witness': '永遠の証人',
    Fog: '濃霧',
    'Grizzly Bears': '灰色熊',
    'Llanowar Elves': 'ラノワールのエルフ',
    'Avacyn, Angel of Hope': '希望の天使アヴァシン',
    'Serra Angel': 'セラの天使',
    'Rampaging Baloths': '猛り狂うベイロス',
    'Zulaport Cutthroat': 'ズーラポートの殺し屋',
    'Supreme Verdict': '至高の評決',
    Pyroclasm: '紅蓮地獄',
  });
}, 120_000);

describe('GIVEN two attackers WHEN どちらも／どっちも is said of being blocked THEN it is both creatures (509.1a)', () => {
  const ROWS: [string, string, 'yes' | 'no' | null, string][] = [
    ['《探索する獣》と《永遠の証人》で攻撃してどっちもブロックされなかったんだけど、相手が《濃霧》を撃ってきた。ダメージ入る?', '6点', 'yes', '510.2'],
    ['私の2/2と3/3で攻撃して、どちらもブロックされなかった。相手のライフは?', '15', null, '509.1h'],
    ['《灰色熊》と《ラノワールのエルフ》で攻撃しました。どちらもブロックされませんでした。相手のライフはいくつですか?', '17', null, '509.1h'],
  ];
  it.each(ROWS)('%s → %s', (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule), 60_000);
  const REFUSED: [string, string][] = [
    // Blocked by what, not said: never guessed.
    ['《灰色熊》と《ラノワールのエルフ》で攻撃してどっちもブロックされた。相手のライフは?', 'not_understood'],
    // "Both" of one attacker: nothing to point at.
    ['《灰色熊》で攻撃してどっちもブロックされなかった。相手のライフは?', 'not_understood'],
  ];
  it.each(REFUSED)('%s → %s', (q, code) => refusedAs(() => deps)(q, code), 60_000);
});

describe('GIVEN a verb then 〜としたら／〜とすれば THEN it is a supposition, as 〜たら is', () => {
  const ROWS: [string, string, 'yes' | 'no' | null, string][] = [
    ['場に《希望の天使アヴァシン》がいて、私の《灰色熊》が相手のトランプル持ち6/6をブロック。相手が最大限通すとしたら私は何点受ける?熊は生き残る?', '4点', 'yes', '702.19'],
    ['《セラの天使》が相手の《猛り狂うベイロス》をブロックしました。相手が最大限本体に通すとすれば、私のライフはいくつになりますか?', '18', null, '702.19'],
    ['私の《灰色熊》で攻撃するとしたら、相手は何点受ける?', '2点', null, '510.1'],
  ];
  it.each(ROWS)('%s → %s', (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule), 60_000);
  const REFUSED: [string, string][] = [
    // No trample: nothing goes past the blocker (702.19b), so "as much as possible past it" is no division read.
    ['私の2/2が相手の5/5をブロック。相手が最大限通すとしたら私は何点受ける?', 'not_understood'],
  ];
  it.each(REFUSED)('%s → %s', (q, code) => refusedAs(() => deps)(q, code), 60_000);
});

describe("GIVEN 「相手側」「自分の側」 THEN it is that player's side of the battlefield, as 「相手の場」 is", () => {
  const ROWS: [string, string, 'yes' | 'no' | null, string][] = [
    ['《ズーラポートの殺し屋》とトークン2体がいるところに相手が《至高の評決》。ライフはどうなる?相手側にクリーチャーはいないよ', 'あなたのライフは23', null, '603'],
    ['《ズーラポートの殺し屋》とトークン2体がいるところに相手が《至高の評決》。相手側にクリーチャーはいません。ライフはどうなりますか?', '対戦相手のライフは17', null, '603'],
    ['私の《灰色熊》が攻撃した。相手の側にクリーチャーはいない。相手のライフは?', '18', null, '509.1'],
  ];
  it.each(ROWS)('%s → %s', (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule), 60_000);
  const REFUSED: [string, string][] = [
    // A creature told on that side, then none there: the two disagree, never one of them dropped.
    ['相手側に《灰色熊》がいる。相手側にクリーチャーはいない。私が《紅蓮地獄》を唱えたら?', 'not_understood'],
  ];
  it.each(REFUSED)('%s → %s', (q, code) => refusedAs(() => deps)(q, code), 60_000);
});

describe("GIVEN a player's life carried to 勝つ／負ける THEN the player wins or loses (104.2, 104.3)", () => {
  const ROWS: [string, string, 'yes' | 'no' | null, string][] = [
    ['相手のライフは3。二段攻撃の2/2がブロックされなかったら、相手のライフは何点になって、負けますか?', '対戦相手のライフは-1', 'yes', '704.5a'],
    ['私のライフは2。相手の3/3が攻撃してきてブロックしなかった。私のライフはいくつになって、負けますか?', 'あなたのライフは-1', 'yes', '704.5a'],
    ['相手のライフは4。私の《灰色熊》と3/3が攻撃して、どちらもブロックされなかった。相手のライフはいくつになって、負ける?', '対戦相手のライフは-1', 'yes', '704.5a'],
    ['相手のライフは3。私の2/2が攻撃してブロックされなかった。相手のライフはいくつになって、負けますか?', '対戦相手のライフは1', 'no', '509.1h'],
  ];
  it.each(ROWS)('%s → %s', (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule), 60_000);
  const REFUSED: [string, string][] = [
    // Only a player wins or loses: a life "dying" is no ask, never made the player's death or a creature's.
    ['相手のライフは3。私の2/2が攻撃してブロックされなかった。相手のライフはいくつになって、死にますか?', 'not_understood'],
  ];
  it.each(REFUSED)('%s → %s', (q, code) => refusedAs(() => deps)(q, code), 60_000);
});

describe('GIVEN a creature described as cast this turn THEN it is summoning sick (302.6), never a cast whose turn is asked back', () => {
  const ROWS: [string, string, 'yes' | 'no' | null, string][] = [
    ['このターンに出した速攻なしのクリーチャーでブロックってできますか?', 'ブロックできます', 'yes', '302.6'],
    ['このターンに唱えた2/2でブロックできる?', 'ブロックできます', 'yes', '302.6'],
    ['このターンに出したクリーチャーで攻撃できますか?', '攻撃できません', 'no', '302.6'],
    ['このターンに出した速攻持ちのクリーチャーで攻撃できる?', '攻撃できます', 'yes', '702.10b'],
  ];
  it.each(ROWS)('%s → %s', (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule), 60_000);
  const REFUSED: [string, string][] = [
    // A card named as cast is still a cast told (its own text may matter): whose turn is asked back, as before.
    ['このターンに出した《灰色熊》でブロックできますか?', 'needs_detail'],
  ];
  it.each(REFUSED)('%s → %s', (q, code) => refusedAs(() => deps)(q, code), 60_000);
});

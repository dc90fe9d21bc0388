/**
 * Japanese readings of session 51 (branch ja51a), each a general class with rows of our own (varied cards, numbers, wordings):
 * - verbs written in kana where the lexicon has kanji (「生きのこる」「いきのこれる」「たおせる」「こうげきした」「まもれる」), read
 *   through kuromoji's readings (ja/kana-spellings.ts) — never a word written in other kanji of the same sound;
 * - 「相打ちになりますか」 asked after a life total was told: two creatures each killing the other, never the player
 *   (ja/sentence-rewrites.ts unsaidFateAfterLife);
 * - 「頑強で戻ってきた」「不死で戻ってきた」 with nothing said coming back, right after a spell aimed at one creature: that
 *   creature, the spell's kill a claim the run must bear out (frames/come-back.ts) — refused where it has no such keyword
 *   or the spell does not kill it;
 * - a life total noted "now" in brackets 「(今20)」: dated now, so refused as a total that may come after the events
 *   (named, never read as the start) — as 「今ライフ20」 said outright is.
 */
import { beforeAll, describe, it } from 'vitest';
import { answerQuestion } from '../../../src/questions/index.ts';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    'Grizzly Bears': '灰色熊',
    Shock: 'ショック',
    'Lightning Bolt': '稲妻',
    'Serra Angel': 'セラの天使',
    'Centaur Courser': 'ケンタウルスの狩猟者',
    'Llanowar Elves': 'ラノワールのエルフ',
    'Typhoid Rats': 'チフス鼠',
    'Knight of Meadowgrain': 'メドウグレインの騎士',
    'Hill Giant': '丘巨人',
    'Grasp of Darkness': '闇の掌握',
    'Kitchen Finks': '台所の嫌がらせ屋',
    'Young Wolf': '若き狼',
  });
}, 120_000);

type Row = [string, string, 'yes' | 'no' | null];
const right = answeredRight(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN a game verb written in kana (whole or in part) THEN it is read as the lexicon word it spells', () => {
  const ROWS: Row[] = [
    ['相手の《ケンタウルスの狩猟者》に《稲妻》を撃った。狩猟者は生きのこる？', 'いいえ', 'no'],
    ['《丘巨人》に《ショック》を撃たれた。巨人はいきのこりますか？', 'はい', 'yes'],
    ['《丘巨人》で攻撃して相手の《灰色熊》にブロックされた。熊をたおせる？', 'はい', 'yes'],
    ['私の《灰色熊》でこうげきして、相手の《ラノワールのエルフ》にブロックされた。エルフは死ぬ？', 'はい', 'yes'],
    ['相手の《丘巨人》がこうげきしてきた。《セラの天使》でブロックしたら天使はいきのこれる？', 'はい', 'yes'],
    ['相手の《セラの天使》に《ショック》をうった。天使はしんだ？', 'いいえ', 'no'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
});

describe('GIVEN 相打ち asked after a life total THEN it asks whether both creatures die, never of the player', () => {
  const ROWS: Row[] = [
    ['私の《灰色熊》で攻撃したら、相手は《チフス鼠》でブロックしてきました。相打ちになりますか？私のライフは20です。', 'はい', 'yes'],
    ['相手の《丘巨人》が攻撃してきて、《メドウグレインの騎士》でブロックした。相打ちになる？ライフは15。', 'いいえ', 'no'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
});

describe('GIVEN a life total noted as now in brackets after events that may have changed it THEN it is refused, named', () => {
  it.each([
    ['《ショック》で相手本体に2点。相手のライフはいくつ？(今20)'],
    ['《灰色熊》で攻撃したがブロックされなかった。相手のライフは？(今14)'],
  ])('%s is refused', (q) => refused(q, 'not_understood'));
});

describe('GIVEN a return by persist or undying told with no subject right after a spell aimed at one creature THEN it is that creature', () => {
  const ROWS: Row[] = [
    ['相手の《台所の嫌がらせ屋》に《稲妻》を撃った。頑強で戻ってきた。嫌がらせ屋のP/Tは？', '2/1', null],
    ['相手の《若き狼》に《ショック》を撃ったら、不死で戻ってきた。狼は何/何？', '2/2', null],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
  it.each([
    // (No persist on the Bears; Shock does not kill the Angel: neither return is read as told.)
    ['相手の《灰色熊》に《ショック》を撃った。頑強で戻ってきた。熊のP/Tは？'],
    ['相手の《セラの天使》に《ショック》を撃った。頑強で戻ってきた。天使のP/Tは？'],
  ])('%s is refused', async (q) => {
    const r = await answerQuestion(q, 'ja', deps);
    if (r.ok) throw new Error(`answered: ${r.value.answer}`);
  });
});

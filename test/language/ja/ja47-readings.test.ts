/**
 * Japanese readings of session 47, each a general class with rows of our own: 処理 after an instant or sorcery named
 * with で (removing a permanent with it; 処理 alone stays unread); ばっかり after a verb in the past (this turn); a life
 * total said "now" (今) while combat was only declared, when the question then asks the total after combat.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    'Grizzly Bears': '灰色熊',
    'Serra Angel': 'セラの天使',
    'Llanowar Elves': 'ラノワールのエルフ',
    'Diabolic Edict': '悪魔の布告',
    Shock: 'ショック',
    'Lightning Bolt': '稲妻',
    'Doom Blade': '破滅の刃',
    'Hill Giant': '丘巨人',
  });
}, 120_000);

type Row = [string, string, 'yes' | 'no' | null];
const right = answeredRight(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN 処理 after an instant or sorcery named with で THEN it is removing the permanent with that spell', () => {
  const ROWS: Row[] = [
    ['相手の《灰色熊》を《ショック》で処理できますか?', 'はい', 'yes'],
    ['相手の《セラの天使》は《ショック》で処理できる？', 'いいえ', 'no'],
    ['相手の《丘巨人》は《稲妻》で処理できる？', 'はい', 'yes'],
    ['相手のクリーチャーは《灰色熊》1体だけです。《悪魔の布告》で処理できますか?', 'はい', 'yes'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
  // 処理 with no spell it is done with (resolving, dealing with it somehow) is never read as a kill.
  it.each([['相手の《灰色熊》を処理できる?'], ['《稲妻》の処理中に《ショック》を撃てる?']])('%s is refused', (q) => refused(q, 'not_understood'));
});

describe('GIVEN ばっかり after a verb in the past THEN it was done this turn (summoning sick)', () => {
  const ROWS: Row[] = [
    ['このターンに唱えたばっかりの《灰色熊》で攻撃できる？', 'いいえ', 'no'],
    ['出したばっかりの《丘巨人》で攻撃できますか？', 'いいえ', 'no'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
});

describe('GIVEN a life total said now (今) while combat was only declared WHEN the total after combat is asked THEN it is the start', () => {
  const ROWS: Row[] = [
    ['《灰色熊》で攻撃したら相手が《ラノワールのエルフ》でブロックしてきた。今ライフ20なんだけど、戦闘後の私のライフはいくつ?', '20', null],
    ['相手の《灰色熊》がブロックされずに攻撃してきた。今ライフ12なんだけど、戦闘後の私のライフは？', '10', null],
    ['相手の《丘巨人》が攻撃してきて、ブロックしなかった。今ライフ5だけど、戦闘後のライフはいくつ？', '2', null],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
  // Not asked after combat, "now" may be after the damage: refused as before; so is one after a spell resolved.
  it.each([['相手の《灰色熊》がブロックされずに攻撃してきた。今ライフ12なんだけど、私のライフは？'], ['相手が私に《ショック》を撃った。今ライフ12なんだけど、戦闘後の私のライフは？']])('%s is refused', (q) =>
    refused(q, 'not_understood'),
  );
});

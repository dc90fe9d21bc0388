/**
 * Japanese life paid for a spell, said inside the cast (ja47): a card named with を before 「ライフN点払って」 is what the
 * verb after the payment casts (the payment is that cast's cost, 118.8, 119.4, 107.4f); 「ライフで払って」 with no amount
 * is every Phyrexian mana symbol of the spell paid with 2 life (107.4f) — refused for a card with no such symbol.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredRight, refusedAs, restatedVerdict } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    Dismember: '四肢切断',
    'Sheoldred, the Apocalypse': '黙示録、シェオルドレッド',
    'Gut Shot': 'はらわた撃ち',
    'Vault Skirge': '大霊堂のスカージ',
    'Grizzly Bears': '灰色熊',
    'Serra Angel': 'セラの天使',
    'Llanowar Elves': 'ラノワールのエルフ',
    'Lightning Bolt': '稲妻',
  });
}, 120_000);

type Row = [string, string, 'yes' | 'no' | null];
const right = answeredRight(() => deps);
const refused = refusedAs(() => deps);
const restated = restatedVerdict(() => deps);

describe('GIVEN a card named with を before life paid in the te-form THEN the verb after the payment casts it, paying that life', () => {
  const ROWS: Row[] = [
    ['《四肢切断》をライフ4点払って相手の《黙示録、シェオルドレッド》に撃ったら死にますか?', 'はい', 'yes'],
    ['相手が《四肢切断》をライフ4払って私の《セラの天使》に撃ってきた。相手のライフは？', '16', null],
    ['《大霊堂のスカージ》をライフ2点払って唱えた。私のライフは？', '18', null],
    ['相手が《四肢切断》をライフ2点払って私の《セラの天使》に撃った。天使は死ぬ？', 'はい', 'yes'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
  // Life its costs don't take is refused; a card said paid with no life or amount stays unread.
  it.each([['《四肢切断》をライフ6点払って相手の《灰色熊》に撃った。熊は死ぬ?', 'unmodelled'], ['《四肢切断》を払って相手の《灰色熊》に撃った。熊は死ぬ？', 'not_understood']] as const)('%s is refused', (q, code) => refused(q, code));
});

describe('GIVEN 「ライフで払って」 with no amount THEN every Phyrexian mana symbol of the spell is paid with 2 life', () => {
  const ROWS: Row[] = [
    ['《四肢切断》をライフで払って相手の《黙示録、シェオルドレッド》に撃ったら死にますか?', 'はい', 'yes'],
    ['ライフで払って《四肢切断》を相手の《灰色熊》に撃った。私のライフは？', '16', null],
    ['相手が《はらわた撃ち》をライフで払って私の《ラノワールのエルフ》に撃った。相手のライフは？', '18', null],
    ['《はらわた撃ち》をライフで払って相手の《灰色熊》に撃ったら、熊は死ぬ？', 'いいえ', 'no'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => right(q, says, verdict));
  it('says how the cost was paid', () => restated('《四肢切断》をライフで払って相手の《灰色熊》に撃った。熊は死ぬ？', 'ファイレクシア・マナをすべてライフで支払って', 'yes'));
  // A spell with no Phyrexian mana: "with life" pays nothing it has — refused, naming the words.
  it.each([['《稲妻》をライフで払って相手の《灰色熊》に撃った。熊は死ぬ？']])('%s is refused', (q) => refused(q, 'not_understood'));
});

/**
 * Japanese mana words (red team s22b): 「《X》はマナを出せる？」 said in one clause is X's mana ability activated (605.1a),
 * as 「タップしてマナを出せる？」 is — it was read as "can you cast X?"; 「何マナ出る？」 (how much mana comes out) is no
 * permanent entering the battlefield — read so, the question was dropped and "what happens" answered. Left unread.
 * Expected values worked out by hand from the cards' text and the rules cited per row.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Llanowar Elves': 'ラノワールのエルフ', Humility: '謙虚', 'Grizzly Bears': '灰色熊', 'Phyrexian Tower': 'ファイレクシアの塔', 'Birds of Paradise': '極楽鳥' });
}, 120_000);

describe('GIVEN 「《X》はマナを出せる？」 THEN X\'s mana ability is asked of (605.1a, 602.2b)', () => {
  const ROWS: [string, string, 'yes' | 'no'][] = [
    ['《ラノワールのエルフ》はマナを出せる？', '起動できます', 'yes'],
    // 613.1f: under Humility it has no abilities.
    ['《謙虚》がある場で《ラノワールのエルフ》はマナを出せる？', '起動できません', 'no'],
    // 302.6: cast this turn, its {T} ability can't be activated.
    ['《ラノワールのエルフ》を唱えた。《ラノワールのエルフ》はマナを出せる？', '起動できません', 'no'],
    ['《謙虚》が出ている。《ラノワールのエルフ》は緑マナを出せる？', '起動できません', 'no'],
  ];
  it.each(ROWS)('%s → %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
});

describe('GIVEN 「何マナ出る？」 THEN refused naming it, never answered as "what enters"', () => {
  const ROWS: [string, string][] = [
    ['《灰色熊》を《ファイレクシアの塔》で生け贄に捧げた。何マナ出る？', '何マナ出る'],
    ['《ラノワールのエルフ》をタップした。マナが出る？', 'マナが出る'],
  ];
  it.each(ROWS)('%s → refused naming %s', (q, says) => refusedAs(() => deps)(q, 'not_understood', says), 60_000);
});

/**
 * A planeswalker's loyalty as players say it in chat (306.5b, 306.5c): after the planeswalker, "at 4 loyalty", "on 3
 * loyalty", "(6 loyalty)" are its loyalty counters; asked as a number — "How much loyalty is left?", "How much loyalty
 * does she have left?", "what's her loyalty now?", "How many loyalty counters are left on Teferi?" — the answer is the
 * count when the story ends (damage removes them, 120.3c; at 0 it goes to the graveyard, 704.5i), with no yes or no.
 * A legend's first name in lower case ("chandra") is the legend told before. Before, each was refused ("4 loyalty",
 * "How much loyalty is left", 「《X》の忠誠度は3」「忠誠度はいくつ残る」) or asked back (which "chandra" is attacked). The planeswalker asked about must be
 * clear: with two told and none named, or asked of a creature, the words are named, never answered of a guess.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { refusedAs, restatedAnswering } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({
    'Chandra, Torch of Defiance': '反逆の先導者、チャンドラ', 'Liliana of the Veil': 'ヴェールのリリアナ', 'Jace, the Mind Sculptor': '精神を刻む者、ジェイス',
    'Teferi, Hero of Dominaria': 'ドミナリアの英雄、テフェリー', 'Liliana, Dreadhorde General': '戦慄衆の将軍、リリアナ', 'Grizzly Bears': '灰色熊', 'Lightning Bolt': '稲妻', 'Serra Angel': 'セラの天使',
  });
}, 120_000);

/** [question, what the restatement says, what the answer says, a rule the trace cites]. */
const ANSWERED: [string, string, string, string][] = [
  // The loyalty said after the planeswalker, in a have-clause or a noun phrase.
  ['My opponent has Chandra, Torch of Defiance at 4 loyalty. I attack Chandra with Grizzly Bears and it isn\'t blocked. Does Chandra survive?', 'Chandra, Torch of Defiance (4 loyalty counters)', 'Chandra, Torch of Defiance 4 → 2', '120.3c'],
  ['opp has Jace, the Mind Sculptor on 3 loyalty. i attack jace with Serra Angel and it goes unblocked. does jace survive?', 'Jace, the Mind Sculptor (3 loyalty counters)', 'Jace, the Mind Sculptor 3 → 0', '704.5i'],
  ['Serra Angel attacks their Liliana, Dreadhorde General (6 loyalty) and isn\'t blocked. Does Liliana survive?', 'Liliana, Dreadhorde General (6 loyalty counters)', 'Liliana, Dreadhorde General 6 → 2', '120.3c'],
  ['My opponent controls Teferi, Hero of Dominaria (at 5 loyalty). I Lightning Bolt Teferi. Does Teferi survive?', 'Teferi, Hero of Dominaria (5 loyalty counters)', 'Teferi, Hero of Dominaria 5 → 2', '120.3c'],
  // The loyalty asked as a number.
  ['Their Teferi, Hero of Dominaria is on 5 loyalty. I Lightning Bolt Teferi. How much loyalty is left?', 'how many loyalty counters does the opponent\'s Teferi, Hero of Dominaria have', 'has 2 loyalty counters', '120.3c'],
  ['My opponent has Liliana of the Veil at 3 loyalty. I Lightning Bolt her. How much loyalty does she have left?', 'how many loyalty counters does the opponent\'s Liliana of the Veil have', 'has 0 loyalty counters', '704.5i'],
  ['Their Chandra, Torch of Defiance is at 5 loyalty. I attack her with Grizzly Bears and it isn\'t blocked. what\'s her loyalty now?', 'how many loyalty counters does the opponent\'s Chandra, Torch of Defiance have', 'has 3 loyalty counters', '120.3c'],
  ['My opponent has Jace, the Mind Sculptor (4 loyalty). I Lightning Bolt Jace. How many loyalty counters are left on Jace?', 'how many loyalty counters does the opponent\'s Jace, the Mind Sculptor have', 'has 1 loyalty counter', '120.3c'],
  ['Their Liliana, Dreadhorde General is at 6 loyalty. I Lightning Bolt Liliana. What loyalty is Liliana at?', 'how many loyalty counters does the opponent\'s Liliana, Dreadhorde General have', 'has 3 loyalty counters', '120.3c'],
  // A legend's first name in lower case, one compromise knows as a person's name, is the legend told before.
  ['My opponent has Chandra, Torch of Defiance at 4 loyalty. i attack chandra with a 5/5 and it\'s unblocked. does chandra survive?', 'attacks the opponent\'s Chandra, Torch of Defiance', 'No.', '704.5i'],
  // Japanese: the loyalty told as the number after 忠誠度 (「《X》は忠誠度4」「《X》の忠誠度は3」「（忠誠度3）」), and asked.
  ['相手の《反逆の先導者、チャンドラ》の忠誠度は4。《稲妻》をチャンドラに撃ったら、忠誠度はいくつ残る？', '対戦相手の《反逆の先導者、チャンドラ》に忠誠カウンターは何個あるか', '忠誠カウンターが1個あります', '120.3c'],
  ['相手の《反逆の先導者、チャンドラ》は忠誠度4。《稲妻》をチャンドラに撃ったら、チャンドラの忠誠度はいくつになる？', '（忠誠カウンター4個）', '忠誠カウンターが1個あります', '120.3c'],
  ['相手の《ヴェールのリリアナ》（忠誠度3）に《灰色熊》で攻撃して、ブロックされなかった。リリアナの忠誠度は？', '対戦相手の《ヴェールのリリアナ》に忠誠カウンターは何個あるか', '忠誠カウンターが1個あります', '120.3c'],
  ['相手の《ヴェールのリリアナ》の忠誠度は3。《灰色熊》でリリアナを攻撃して、ブロックされなかった。忠誠カウンターは何個残る？', '（忠誠カウンター3個）', '忠誠カウンターが1個あります', '120.3c'],
  ['相手の《ドミナリアの英雄、テフェリー》の忠誠度は5。《稲妻》をテフェリーに撃った。テフェリーの忠誠度は？', '（忠誠カウンター5個）', '忠誠カウンターが2個あります', '120.3c'],
  ['相手の《ヴェールのリリアナ》の忠誠度は2。《稲妻》をリリアナに撃ったら、リリアナは生き残る？', '（忠誠カウンター2個）', 'いいえ', '704.5i'],
];

/** [question, the refusal's code, what it says]: the loyalty of which planeswalker is not clear — named, never guessed. */
const REFUSED: [string, string, string][] = [
  // Two planeswalkers told and none named in the ask.
  ['Their Liliana of the Veil is at 3 loyalty and their Jace, the Mind Sculptor is at 4 loyalty. I Lightning Bolt Jace. How much loyalty is left?', 'not_understood', 'How much loyalty is left'],
  // Loyalty asked of a creature (no planeswalker: 306.5b).
  ['My Grizzly Bears attacks and isn\'t blocked. How much loyalty does Grizzly Bears have left?', 'not_understood', 'loyalty'],
  ['相手の《ヴェールのリリアナ》は忠誠度3。相手の《精神を刻む者、ジェイス》は忠誠度4。《稲妻》をジェイスに撃った。忠誠度はいくつ残る？', 'not_understood', '忠誠度はいくつ残る'],
  ['私の《灰色熊》が攻撃して、ブロックされなかった。《灰色熊》の忠誠度は？', 'not_understood', '忠誠度'],
];

describe('loyalty30: a planeswalker\'s loyalty said and asked in chat wording (306.5c, 120.3c, 704.5i)', () => {
  it.each(ANSWERED)('%s', (q, understood, says, rule) => restatedAnswering(() => deps)(q, understood, says, rule), 60_000);
  it.each(REFUSED)('%s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});

/**
 * "As this enters, choose a creature type" (614.12a) and "the chosen type": the type told with the card ("Vanquisher's
 * Banner naming Elf", "Patchwork Banner (choosing Goblins)", 「《勝者の戦旗》でエルフを選んだ」「（エルフを選択）」) is
 * the one the card is compiled with, and echoed in the restatement; untold, the card is asked back by name (never a type
 * assumed); a type told for a card offering no such choice, or a word that is no creature type, is named back.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { refusedAs } from '../support/ask-rows.ts';

const NAMES: Record<string, string> = {
  "Vanquisher's Banner": '勝者の戦旗', 'Patchwork Banner': 'Patchwork Banner', "Herald's Horn": '通報の角笛', 'Llanowar Elves': 'ラノワールのエルフ',
  'Goblin Guide': 'ゴブリンの先達', 'Grizzly Bears': '灰色熊', 'Cavern of Souls': 'Cavern of Souls',
};

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps(NAMES);
}, 120_000);

/** [question, language, text the understood line must contain, text the answer must contain]. */
const ANSWERED: [string, 'en' | 'ja', string, string][] = [
  ["I control Llanowar Elves and Vanquisher's Banner naming Elf. What is the power of Llanowar Elves?", 'en', 'Elf chosen', '2'],
  ["I control Llanowar Elves and Vanquisher's Banner (choosing Elves). What is the power of Llanowar Elves?", 'en', 'Elf chosen', '2'],
  ["I control Vanquisher's Banner naming Elf. I control Llanowar Elves. What is the power of Llanowar Elves?", 'en', 'Elf chosen', '2'],
  ["I control Goblin Guide and Patchwork Banner, choosing the creature type Goblin. What is the power of Goblin Guide?", 'en', 'Goblin chosen', '3'],
  // Another type chosen: the Banner doesn't pump the Elves.
  ["I control Llanowar Elves and Vanquisher's Banner naming Goblins. What is the power of Llanowar Elves?", 'en', 'Goblin chosen', '1'],
  ['《勝者の戦旗》でエルフを選んだ。《ラノワールのエルフ》をコントロールしている。《ラノワールのエルフ》のパワーは？', 'ja', 'エルフを選んだ', '2'],
  ['《ラノワールのエルフ》と《勝者の戦旗》（エルフを選択）をコントロールしている。《ラノワールのエルフ》のパワーは？', 'ja', 'エルフを選んだ', '2'],
  ['《ラノワールのエルフ》と《勝者の戦旗》（ゴブリンを選択）をコントロールしている。《ラノワールのエルフ》のパワーは？', 'ja', 'ゴブリンを選んだ', '1'],
];

/** [question, language, error code, text the message must contain]. */
const REFUSED: [string, 'en' | 'ja', string, string][] = [
  // No type told: asked back naming the card, never a type assumed.
  ["I control Vanquisher's Banner and Llanowar Elves. What is the power of Llanowar Elves?", 'en', 'needs_detail', "Which creature type did you choose for Vanquisher's Banner?"],
  // (Herald's Horn's other lines, its cost reduction and its upkeep trigger, aren't modelled: it stays refused as such.)
  ["I control Herald's Horn and Llanowar Elves. What is the power of Llanowar Elves?", 'en', 'unmodelled', "Herald's Horn"],
  ["I control Goblin Guide and Patchwork Banner. What is the power of Goblin Guide?", 'en', 'needs_detail', 'Which creature type did you choose for Patchwork Banner?'],
  ['《ラノワールのエルフ》と《勝者の戦旗》をコントロールしている。《ラノワールのエルフ》のパワーは？', 'ja', 'needs_detail', '《勝者の戦旗》で選んだクリーチャー・タイプ'],
  // A type told for a card with no such choice, and a subtype that is no creature type: named back.
  ['I control Grizzly Bears naming Elf. What is the power of Grizzly Bears?', 'en', 'not_understood', 'Grizzly Bears'],
  ["I control Llanowar Elves and Vanquisher's Banner naming Equipment. What is the power of Llanowar Elves?", 'en', 'not_understood', 'Equipment'],
  // A card whose text does choose a type, in a line the compiler doesn't read: refused as unmodelled, not as "no such choice".
  ['I control Llanowar Elves and Cavern of Souls naming Elf. What is the power of Llanowar Elves?', 'en', 'unmodelled', 'choose a creature type'],
  ['《灰色熊》（エルフを選択）をコントロールしている。《灰色熊》のパワーは？', 'ja', 'not_understood', '《灰色熊》'],
];

describe('GIVEN a card that chooses a creature type as it enters', () => {
  it.each(ANSWERED)('THEN %s is answered with the type told, echoed', async (q, lang, understood, says) => {
    const r = await answerQuestion(q, lang, deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood).toContain(understood);
    expect(r.value.answer).toContain(says);
  });
  // (Each row's language is its script's: refusedAs reads it from the question.)
  it.each(REFUSED)('THEN %s is refused (%s)', (q, _lang, code, text) => refusedAs(() => deps)(q, code, text));
});

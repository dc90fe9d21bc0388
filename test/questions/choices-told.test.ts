/**
 * Choices told the way players write them (issue 12): a modal spell's mode said as the card's ("Boros Charm's
 * indestructible mode", 「《ボロスの魔除け》の破壊不能モード」, "I Boros Charm for indestructible"), and a color chosen told
 * in a clause of its own ("… and chose black", 「《精霊への挑戦》で黒を選んだ」, 「…を唱えて黒を選んだ」), including a spell
 * whose "Choose a color." gives protection from the chosen color (Brave the Elements, 608.2d). The mode or color told
 * decides the answer: each shape is asked with a choice that saves the creature and one that doesn't.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

const NAMES: Record<string, string> = {
  'Boros Charm': 'ボロスの魔除け', 'Murder': '殺害', 'Grizzly Bears': '灰色熊', 'Dismember': '四肢切断', 'Serra Angel': 'セラの天使',
  'Brave the Elements': '精霊への挑戦', 'Gods Willing': '神々の思し召し',
};

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps(NAMES);
}, 120_000);

const MURDER_EN = 'My opponent casts Murder on my Grizzly Bears. In response ';
const MURDER_JA = '相手が私の《灰色熊》に《殺害》を唱えた。';
const ANGEL_EN = 'My opponent casts Murder on my Serra Angel. In response ';
const ANGEL_JA = '相手が私の《セラの天使》に《殺害》を唱えたので、対応して';

/** [question, language, text the answer must start with, text the answer or understood line must contain (or '')]. */
const ANSWERED: [string, 'en' | 'ja', string, string][] = [
  // The mode as the card's: indestructible saves the Bears from Murder (702.12b); double strike doesn't.
  [`${MURDER_EN}I cast Boros Charm's indestructible mode. Does Grizzly Bears survive?`, 'en', 'Yes', '702.12b'],
  [`${MURDER_EN}I Boros Charm for indestructible. Does Grizzly Bears survive?`, 'en', 'Yes', '702.12b'],
  [`${MURDER_EN}I cast Boros Charm, indestructible mode. Does Grizzly Bears survive?`, 'en', 'Yes', '702.12b'],
  [`${MURDER_EN}I Boros Charm my Grizzly Bears for double strike. Does Grizzly Bears survive?`, 'en', 'No', ''],
  [`${MURDER_JA}対応して《ボロスの魔除け》の破壊不能モードを唱えた。《灰色熊》は生き残りますか?`, 'ja', 'はい', '702.12b'],
  [`${MURDER_JA}対応で《ボロスの魔除け》の破壊不能モード。《灰色熊》は生き残る?`, 'ja', 'はい', '702.12b'],
  [`${MURDER_JA}対応して《灰色熊》に《ボロスの魔除け》の二段攻撃モードを撃った。《灰色熊》は生き残りますか?`, 'ja', 'いいえ', ''],
  // -5/-5 leaves a 4/4 at toughness -1: indestructible doesn't save it (704.5f).
  ['私の4/4に《四肢切断》撃たれた、対応で《ボロスの魔除け》の破壊不能モード。生き残る?', 'ja', 'いいえ', '704.5f'],
  // A color chosen in its own clause: black makes Murder's target illegal (702.16b) and it doesn't resolve (608.2b).
  [`${ANGEL_JA}《精霊への挑戦》で黒を選びました。《セラの天使》は生き残りますか?`, 'ja', 'はい', '黒を選ぶ'],
  [`${ANGEL_JA}《精霊への挑戦》で赤を選びました。《セラの天使》は生き残りますか?`, 'ja', 'いいえ', '赤を選ぶ'],
  [`${ANGEL_JA}《精霊への挑戦》を唱えて黒を選んだ。《セラの天使》は生き残りますか?`, 'ja', 'はい', '黒を選ぶ'],
  [`${ANGEL_JA}《神々の思し召し》を《セラの天使》に唱えて赤を選んだ。《セラの天使》は生き残りますか?`, 'ja', 'いいえ', '赤を選ぶ'],
  [`${ANGEL_JA}《神々の思し召し》で黒を選んだ。《セラの天使》は生き残りますか?`, 'ja', 'はい', '黒を選ぶ'],
  [`${ANGEL_EN}I cast Gods Willing on it and chose black. Does Serra Angel survive?`, 'en', 'Yes', 'choosing black'],
  [`${ANGEL_EN}I cast Gods Willing on it and chose red. Does Serra Angel survive?`, 'en', 'No', 'choosing red'],
  [`${ANGEL_EN}I cast Brave the Elements naming black. Does Serra Angel survive?`, 'en', 'Yes', 'choosing black'],
  [`${ANGEL_EN}I cast Brave the Elements and chose black. Does Serra Angel survive?`, 'en', 'Yes', 'choosing black'],
  // Brave the Elements protects white creatures only: the green Bears still die.
  [`${MURDER_EN}I cast Brave the Elements naming black. Does Grizzly Bears survive?`, 'en', 'No', 'choosing black'],
];

/** [question, language, error code, text the message must contain]. */
const REFUSED: [string, 'en' | 'ja', string, string][] = [
  // No color told: asked back, never a color assumed (608.2d).
  [`${ANGEL_EN}I cast Brave the Elements. Does Serra Angel survive?`, 'en', 'needs_detail', '608.2d'],
  // A color told for a card that offers no such choice is named, never dropped.
  [`${ANGEL_EN}I cast Murder on it and chose black. Does Serra Angel survive?`, 'en', 'not_understood', 'black'],
  // Chosen by a player who didn't cast it: not read as that cast's color.
  [`${ANGEL_EN}I cast Gods Willing on it and my opponent chose black. Does Serra Angel survive?`, 'en', 'not_understood', 'chose black'],
];

describe('GIVEN a mode or a color told as players write it', () => {
  it.each(ANSWERED)('THEN %s is answered by the choice told', async (q, lang, verdict, says) => {
    const r = await answerQuestion(q, lang, deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer.startsWith(verdict)).toBe(true);
    if (says !== '') expect(`${r.value.understood}\n${r.value.answer}\n${JSON.stringify(r.value)}`).toContain(says);
  });
  it.each(REFUSED)('THEN %s is refused (%s)', async (q, lang, code, text) => {
    const r = await answerQuestion(q, lang, deps);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe(code);
    expect(r.error.message).toContain(text);
  });
});

/**
 * A loyalty symbol done with the light verb する／できる — 「同じターンに-2もできる？」「《リリアナ》の-2をした」「+1はできる？」 —
 * is activating that loyalty ability (loyalty.ts lightVerbAfter), of the planeswalker said with の, or, with none said, of
 * the one whose loyalty ability was just told. Outcomes by hand: one loyalty ability of a permanent per turn, at sorcery
 * speed in its controller's main phase (606.3). With no planeswalker said or told before, it is named, not guessed.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ 'Liliana of the Veil': 'ヴェールのリリアナ' });
}, 120_000);

/** [question, what the answer says, verdict, a rule its trace cites]. */
const ANSWERED: [string, string, 'yes' | 'no' | null, string][] = [
  ['《ヴェールのリリアナ》の+1を起動したあと、同じターンに-2もできる？', 'すでに起動されています', 'no', '606.3'],
  ['《ヴェールのリリアナ》の+1を起動した。-2もできますか？', 'すでに起動されています', 'no', '606.3'],
  ['《ヴェールのリリアナ》の-2をした。同じターンに+1はできる？', 'すでに起動されています', 'no', '606.3'],
  ['相手のターンに《ヴェールのリリアナ》の-2はできる？', 'メイン・フェイズ', 'no', '606.3'],
];

/** [question, refusal code, what it names]. */
const REFUSED: [string, string, string][] = [['-2もできますか？', 'not_understood', '2もできますか']];

describe('GIVEN a loyalty symbol done with する／できる (606.3)', () => {
  it.each(ANSWERED)('THEN %s is answered (%s)', async (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule));
  it.each(REFUSED)('THEN %s is refused (%s)', async (q, code, says) => refusedAs(() => deps)(q, code, says));
});

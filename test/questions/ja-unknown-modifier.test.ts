/**
 * Issue 11 §2: a modifier of an object that the reading can't represent is named, never dropped. A noun no lexicon
 * knows, joined by の to the object it describes (「謎のクリーチャー」「黒枠のトークン」), is refused naming it; read as a
 * plain creature, the answer was about something the question didn't say (found by fixJ25c, s25). Known words before
 * の still describe as before (場の, 他の, 相手の, 飛行を持つ).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

describe('GIVEN an unknown noun with の before a creature THEN it is named, never dropped', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps({ 'Grizzly Bears': '灰色熊' });
  }, 120_000);

  it.each([
    ['飛行を持つクリーチャーは、謎のクリーチャーをブロックできますか?', '謎'],
    ['相手のふしぎのクリーチャーが攻撃してきた。私の2/2でブロックしたら死にますか？', 'ふしぎ'],
  ])('%s → refused naming %s', (q, word) => refusedAs(() => deps)(q, 'not_understood', word), 60_000);

  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['場のクリーチャーは私の《灰色熊》だけです。《灰色熊》で攻撃して、ブロックされませんでした。相手は何点受けますか？', '対戦相手は2点のダメージを受けます', null],
    ['飛行を持つクリーチャーは、飛行を持たないクリーチャーをブロックできますか?', 'はい', 'yes'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
});

/**
 * Japanese questions as players write them (issue 12, session 25c), each class with variations of our own:
 * - 「地上のクリーチャー」: a creature without flying (what 702.9b sets against a flyer), read as 「飛行を持たない」 is, and
 *   with it (「飛行を持たない地上のクリーチャー」, refused before: the two descriptions did not chain). Said of a creature
 *   told with flying too (「飛行を持つ地上のクリーチャー」「地上の飛行クリーチャー」) it describes no creature: refused, never
 *   one of the two dropped (「地上の飛行クリーチャー」 was answered as a flyer, the word dropped).
 * - a flyer blocking a creature without flying cites 702.9b ("can block a creature with or without flying"): the yes
 *   of 「飛行を持つクリーチャーは地上のクリーチャーをブロックできますか」 cited no rule of flying.
 * Expected values from the rules: a flyer can block a creature with or without flying, and can be blocked only by
 * creatures with flying or reach (702.9b, 702.17b); Serra Angel 4/4 flying and vigilance.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredIn, answeredRight, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Grizzly Bears': '灰色熊', 'Serra Angel': 'セラの天使' });
}, 120_000);
const answered = answeredRight(() => deps);
const refused = refusedAs(() => deps);
const cited = answeredIn('ja', () => deps);

describe('GIVEN 「地上の」 before a creature THEN it lacks flying (702.9b, 702.17b)', () => {
  it.each([
    // [question, the answer's words, verdict]
    ['飛行を持つクリーチャーは、飛行を持たない地上のクリーチャーをブロックできますか?', 'ブロックできます', 'yes'],
    ['地上のクリーチャーは、飛行を持つクリーチャーをブロックできますか?', 'ブロックできません', 'no'],
    ['地上の2/2は飛行を持つ3/3をブロックできますか?', 'ブロックできません', 'no'],
    ['相手の地上のクリーチャーは《セラの天使》をブロックできますか?', 'ブロックできません', 'no'],
    ['到達を持つ地上の2/2は飛行を持つ3/3をブロックできますか?', 'ブロックできます', 'yes'],
  ] as const)('%s → %s (%s)', (q, says, verdict) => answered(q, says, verdict), 60_000);
  it.each([
    // A flyer said to be grounded: no such creature, not guessed.
    ['飛行を持つ地上のクリーチャーは攻撃できますか?', 'not_understood', '地上の'],
    ['地上の飛行クリーチャーは攻撃できますか?', 'not_understood', '地上の'],
    ['地上の飛行を持つクリーチャーは攻撃できますか?', 'not_understood', '地上の'],
  ])('%s → %s', (q, code, says) => refused(q, code, says), 60_000);
});

describe('GIVEN a flyer blocking a creature without flying THEN the yes cites 702.9b', () => {
  it.each([
    ['飛行を持つクリーチャーは、地上のクリーチャーをブロックできますか?', '702.9b', true],
    ['《セラの天使》は《灰色熊》をブロックできますか?', '702.9b', true],
    // Neither flies: flying is no reason, and is not cited.
    ['《灰色熊》は地上の3/3をブロックできますか?', '702.9b', false],
  ] as const)('%s cites %s: %s', async (q, rule, cites) => {
    const { rules } = await cited(q);
    expect(rules.includes(rule)).toBe(cites);
  }, 60_000);
});

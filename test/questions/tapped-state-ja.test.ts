/**
 * Tapped or untapped (110.5) said in Japanese as the state a permanent is in, by the aspect of the verb: 〜している,
 * 〜されている, 〜したまま, 〜したままの before a noun, 〜していない — 「タップしたままの4/4」「私の4/4はタップしている」
 * 「《灰色熊》はタップしたまま」「相手の3/3はタップしていない」. Read as 「タップ状態の」 is: a tapped creature can't block
 * (509.1a) and an untapped one can; never an event told. Outcomes by hand.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight } from '../support/ask-rows.ts';
import { sentences } from '../language/ja/support.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ 'Grizzly Bears': '灰色熊' });
}, 120_000);

/** [question, what the answer says, verdict]. */
const ANSWERED: [string, string, 'yes' | 'no' | null][] = [
  ['タップしたままの4/4でブロックできますか？', 'タップ状態のクリーチャーはブロックできません', 'no'],
  ['相手のタップしたままの2/2は私の3/3をブロックできる？', 'タップ状態のクリーチャーはブロックできません', 'no'],
  ['私の4/4はタップしたままです。ブロックできますか？', 'タップ状態のクリーチャーはブロックできません', 'no'],
  ['私の《灰色熊》はタップしたまま。相手の3/3をブロックできる？', 'タップ状態のクリーチャーはブロックできません', 'no'],
  ['私の4/4はタップしている。ブロックできますか？', 'タップ状態のクリーチャーはブロックできません', 'no'],
  ['私の4/4はタップされている。ブロックできますか？', 'タップ状態のクリーチャーはブロックできません', 'no'],
  ['相手の3/3はタップしていない。私の2/2をブロックできる？', 'ブロックできます', 'yes'],
  ['私の4/4はアンタップしている。ブロックできますか？', 'ブロックできます', 'yes'],
  ['アンタップしたままの私の3/3で攻撃できますか？', '攻撃できます', 'yes'],
];

/** [sentence, the state read on its subject or noun: the words tap/untap are not left as an event]. */
const NOT_EVENTS: [string, string][] = [
  ['私の4/4はタップしたままです。', 'be'],
  ['相手の3/3はアンタップしている。', 'be'],
  // A plain past tells an act, and a question asks: left as they were.
  ['私の4/4をタップした。', 'tap'],
  ['私の4/4はタップしていますか？', 'tap'],
];

describe('GIVEN tapping said in the perfect, as a state (110.5)', () => {
  it.each(ANSWERED)('THEN %s is answered (%s)', async (q, says, verdict) => answeredRight(() => deps)(q, says, verdict));
  it.each(NOT_EVENTS)('THEN %s reads its verb as %s', async (q, verb) => {
    const [s] = await sentences(q);
    expect(s!.clauses[0]!.verb?.verb).toBe(verb);
  });
});

/**
 * Two asks joined by と in one request: a life total and a question of which one dies, the question word heading a noun
 * — 「戦闘後の私のライフと、どちらのクリーチャーが死ぬかを教えて」「相手のライフと、どちらのクリーチャーが死ぬかを教えて
 * ください」 — read as 「ライフとどっちが死ぬか」 is: two questions, each answered (ja/clause-close.ts lifeAndThing). Outcomes by
 * hand: a 3/3 blocked by a 2/2 kills it and takes 2; a trampling 5/5 blocked by a 2/2 and a 3/3 assigns 2 and 3 and
 * nothing tramples over (702.19b), and dies to their 5 damage.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { answerQuestion } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ 'Grizzly Bears': '灰色熊' });
}, 120_000);

/** [question, what the answer says, each in turn]. */
const ANSWERED: [string, string[]][] = [
  ['私の3/3が相手の2/2にブロックされた。戦闘後の私のライフと、どちらのクリーチャーが死ぬかを教えて', ['あなたのライフは20', '死亡：対戦相手の2/2クリーチャー。']],
  ['私の3/3が相手の2/2にブロックされた。戦闘後のライフとどちらのクリーチャーが死ぬか教えて', ['ライフは20', '死亡：対戦相手の2/2クリーチャー。']],
  ['トランプルを持つ私の5/5が相手の2/2と3/3にブロックされた。相手のライフと、どちらのクリーチャーが死ぬかを教えてください', ['対戦相手のライフは20', '死亡：あなたのトランプルの5/5クリーチャー、対戦相手の2/2クリーチャー、対戦相手の3/3クリーチャー']],
  // The bare question word, as before.
  ['私の3/3が相手の2/2にブロックされた。戦闘後のライフとどっちが死ぬか教えて', ['ライフは20', '死亡：対戦相手の2/2クリーチャー。']],
];

describe('GIVEN a life total and a which-question joined by と', () => {
  it.each(ANSWERED)('THEN %s is answered, both asks', async (q, says) => {
    const r = await answerQuestion(q, 'ja', deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    let from = 0;
    for (const s of says) {
      const at = r.value.answer.indexOf(s, from);
      expect(at, s).toBeGreaterThanOrEqual(0);
      from = at;
    }
  });
});

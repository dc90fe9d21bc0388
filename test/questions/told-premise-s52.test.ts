/**
 * Session 52 (issue 11 §3, rev52 item 1): a fact the question tells about the run — a survival, a death, a death
 * denied ("My 3/3 doesn't die", 「死ななかった」), a first-strike damage step — is checked against the engine's own run
 * and refused naming it (with the rule) where the run contradicts it, never silently overridden nor ignored. A death
 * denied was refused as a statement not read; it is now the survival claim it says, checked like "it survives".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ 'Lightning Bolt': '稲妻', Shock: 'ショック' });
}, 120_000);

const reply = async (q: string, lang: 'en' | 'ja') => {
  const r = await answerQuestion(q, lang, deps);
  return r.ok ? `answered: ${r.value.answer}` : `${r.error.code}: ${r.error.message}`;
};

describe('GIVEN a told fact the run contradicts THEN refused, naming it with the rule', () => {
  it.each([
    ['My 3/3 attacks and is blocked by a 4/4. My 3/3 doesn\'t die. Does the 4/4 die?', 'en', /^impossible: .*survives.*your 3\/3 creature dies .*\(510\.2, 700\.4\)/s],
    ['My 3/3 attacks and is blocked by a 1/1. The 1/1 doesn\'t die. Does my 3/3 die?', 'en', /^impossible: .*the opponent's 1\/1 creature dies/s],
    ['I cast Lightning Bolt on my opponent\'s 2/2 and it didn\'t die. How much life does my opponent have?', 'en', /^impossible: .*\(608\.2, 700\.4\)/s],
    ['My 3/3 attacks and is blocked by a 4/4 and survives. Does the 4/4 die?', 'en', /^impossible: .*your 3\/3 creature dies/s],
    ['My 3/3 attacks and is blocked by a 1/1. After my 3/3 dies, does the 1/1 die?', 'en', /^impossible: .*your 3\/3 creature does not die/s],
    ['My 2/2 attacks and is blocked by a 3/3. My 2/2 dies in the first-strike damage step. Does the 3/3 die?', 'en', /^impossible: .*no first-strike combat damage step \(510\.4, 702\.7b\)/s],
    ['私の3/3が攻撃して、相手の4/4にブロックされた。私の3/3は死ななかった。4/4は死ぬ？', 'ja', /^impossible: .*生き残った.*死亡します.*（510\.2, 700\.4）/s],
    ['相手の2/2に《稲妻》を撃ったが、死ななかった。相手のライフは？', 'ja', /^impossible: .*死亡します.*（608\.2, 700\.4）/s],
    ['私の3/3が攻撃して、相手の1/1にブロックされた。1/1は生き残った。3/3は死ぬ？', 'ja', /^impossible: .*対戦相手の1\/1クリーチャーは死亡します/s],
    ['私の3/3が攻撃して、相手の1/1にブロックされた。私の3/3が死んだ後、相手のライフは？', 'ja', /^impossible: .*死亡せず/s],
  ] as const)('%s', async (q, lang, want) => {
    expect(await reply(q, lang)).toMatch(want);
  });

  it.each([
    // The run bears the told fact out: answered, the claim said in the restatement.
    ['My 3/3 attacks and is blocked by a 2/2. My 3/3 doesn\'t die. Does the 2/2 die?', 'en', /^answered: Yes\. The opponent's 2\/2 creature dies/s],
    ['I cast Shock on my opponent\'s 3/3 and it doesn\'t die. How much life does my opponent have?', 'en', /^answered: The opponent's life total is 20/s],
    ['私の3/3が攻撃して、相手の2/2にブロックされた。私の3/3は死ななかった。2/2は死ぬ？', 'ja', /^answered: はい。対戦相手の2\/2クリーチャーは死亡します/s],
    ['My 2/2 attacks and is blocked by a 3/3 with first strike. My 2/2 dies in the first-strike damage step. Does the 3/3 survive?', 'en', /^answered: Yes/s],
  ] as const)('GIVEN %s THEN answered', async (q, lang, want) => {
    expect(await reply(q, lang)).toMatch(want);
  });
});

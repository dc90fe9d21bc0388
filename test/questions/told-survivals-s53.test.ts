/**
 * Session 53 (issue 11, rev53 item 2): a survival told of a combat in other words — "my 2/2 survives combat", "the 2/2
 * survived the combat", 「戦闘を生き延びた」, "neither dies", "neither of them died", "no creature dies", "nothing died",
 * 「どちらも死ななかった」 — is read as a told survival of each creature it names and checked against the run (700.4,
 * questions/claims.ts): answered where the run agrees, refused where a creature it names died. Wordings of our own.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Pyroclasm': '紅蓮地獄' });
}, 120_000);

const answered = answeredRight(() => deps);
const refused = refusedAs(() => deps);

const EN_SAFE = 'My 2/2 attacks and is blocked by a 1/3.';
const EN_DEAD = 'My 2/2 attacks and is blocked by a 3/3.';
const JA_SAFE = '私の2/2が攻撃して、相手の1/3にブロックされた。';
const JA_DEAD = '私の2/2が攻撃して、相手の3/3にブロックされた。';

describe('GIVEN a survival told of a combat WHEN the run agrees THEN the question is answered', () => {
  it.each([
    [`${EN_SAFE} My 2/2 survives combat. How much life does my opponent have?`, 'is 20'],
    [`${EN_SAFE} The 2/2 survived the combat. What is my opponent's life total?`, 'is 20'],
    [`${EN_SAFE} Neither dies. How much life does my opponent have?`, 'is 20'],
    [`${EN_SAFE} Neither of them died. How much life does my opponent have?`, 'is 20'],
    [`${EN_SAFE} No creature dies. How much life does my opponent have?`, 'is 20'],
    [`${EN_SAFE} Nothing died. How much life does my opponent have?`, 'is 20'],
    ['My 3/3 and my opponent\'s 3/3 are on the battlefield. I cast Pyroclasm. Neither dies. What is my life total?', 'is 20'],
    [`${JA_SAFE}2/2は戦闘を生き延びた。相手のライフは?`, '20です'],
    [`${JA_SAFE}2/2は生き延びた。相手のライフは?`, '20です'],
    [`${JA_SAFE}どちらも死ななかった。相手のライフは?`, '20です'],
  ] as const)('%s', async (q, says) => {
    await answered(q, says, null);
  });
});

describe('GIVEN a survival told of a combat WHEN a creature it names died in the run THEN it is refused, never answered', () => {
  it.each([
    [`${EN_DEAD} My 2/2 survives combat. How much life does my opponent have?`],
    [`${EN_DEAD} My 2/2 survived the combat. How much life does my opponent have?`],
    [`${EN_DEAD} Neither dies. How much life does my opponent have?`],
    [`${EN_DEAD} Neither of them died. How much life does my opponent have?`],
    [`${EN_DEAD} No creature dies. How much life does my opponent have?`],
    ['My 3/3 and my opponent\'s 2/2 are on the battlefield. I cast Pyroclasm. Neither dies. What is my life total?'],
    [`${JA_DEAD}2/2は戦闘を生き延びた。相手のライフは?`],
    [`${JA_DEAD}どちらも死ななかった。相手のライフは?`],
  ] as const)('%s', async (q) => {
    await refused(q, 'impossible');
  });
});

describe('GIVEN survival asked in other words THEN answered from the run', () => {
  it.each([
    [`${EN_SAFE} Does my 2/2 survive combat?`, 'survives', 'yes'],
    [`${EN_DEAD} Does my 2/2 survive combat?`, 'dies', 'no'],
    [`${EN_SAFE} Does neither die?`, 'survives', 'yes'],
    [`${JA_SAFE}2/2は戦闘を生き延びますか?`, '戦場に残ります', 'yes'],
    [`${JA_SAFE}どちらも死ななかった?`, '戦場に残ります', 'yes'],
  ] as const)('%s', async (q, says, verdict) => {
    await answered(q, says, verdict);
  });
});

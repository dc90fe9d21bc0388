/**
 * Session 53 (rev53 item 3): a Japanese told first-strike damage step — 「先制攻撃ダメージ・ステップで」「第一ダメージ・ステップに」
 * 「先制攻撃のダメージの後」 — is read as the English "in the first-strike damage step" / "after first-strike damage" is:
 * what it tells comes after first-strike damage (510.3, 510.4), and a combat with no first or double strike has no such
 * step (510.4), refused as the English is. Wordings of our own.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Giant Growth': '巨大化' });
}, 120_000);

const answered = answeredRight(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN a spell told in the first-strike damage step THEN it comes after first-strike damage, EN and JA alike', () => {
  it.each([
    ['My 2/2 with first strike attacks and is blocked by a 3/3. In the first-strike damage step, my opponent casts Giant Growth on the 3/3. Does my 2/2 die?', 'dies', 'yes'],
    ['先制攻撃を持つ私の2/2が攻撃して、相手の3/3にブロックされた。先制攻撃ダメージ・ステップで、相手は3/3に《巨大化》を唱えた。私の2/2は死ぬ?', '死亡します', 'yes'],
    ['先制攻撃を持つ私の2/2が攻撃して、相手の3/3にブロックされた。第一ダメージ・ステップに、相手は3/3に《巨大化》を唱えた。私の2/2は死ぬ?', '死亡します', 'yes'],
    ['先制攻撃を持つ私の2/2が攻撃して、相手の3/3にブロックされた。先制攻撃のダメージの後、相手は3/3に《巨大化》を唱えた。2/2は死ぬ?', '死亡します', 'yes'],
    ['先制攻撃を持つ私の3/3が攻撃して、相手の4/4にブロックされた。先制攻撃ダメージ・ステップで、相手は4/4に《巨大化》を唱えた。3/3は生き残る?', '死亡します', 'no'],
    ['My 3/3 with first strike attacks and is blocked by a 4/4. In the first-strike damage step, my opponent casts Giant Growth on the 4/4. Does my 3/3 survive?', 'dies', 'no'],
  ] as const)('%s', async (q, says, verdict) => {
    await answered(q, says, verdict);
  });
});

describe('GIVEN a first-strike damage step told of a combat with no first strike THEN refused, EN and JA alike (510.4)', () => {
  it.each([
    ['My 3/3 attacks and is blocked by a 4/4. In the first-strike damage step, my opponent casts Giant Growth on the 4/4. Does my 3/3 survive?'],
    ['私の3/3が攻撃して、相手の4/4にブロックされた。先制攻撃ダメージ・ステップで、相手は4/4に《巨大化》を唱えた。3/3は生き残る?'],
    ['私の2/2が攻撃して、相手の3/3にブロックされた。第一ダメージ・ステップで、相手は3/3に《巨大化》を唱えた。2/2は死ぬ?'],
  ] as const)('%s', async (q) => {
    await refused(q, 'impossible');
  });
});

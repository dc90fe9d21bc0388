/**
 * An activated ability told to resolve — 「そのあと《放蕩紅蓮術士》の能力が解決されて」「その能力が解決された」「能力が解決された」
 * — resolves there (608.2) when it is the one thing on the stack and is of the permanent named; with a spell cast above it,
 * or no ability on the stack, which resolves isn't said: named, never guessed. Outcomes by hand: Prodigal Pyromancer's
 * ability deals 1 damage (a 1/1 dies, a 2/2 survives with 1 damage).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ 'Prodigal Pyromancer': '放蕩紅蓮術士', 'Lightning Bolt': '稲妻' });
}, 120_000);

/** [question, what the answer says, verdict]. */
const ANSWERED: [string, string, 'yes' | 'no' | null][] = [
  ['《放蕩紅蓮術士》の能力で相手の2/2を対象にした。そのあと《放蕩紅蓮術士》の能力が解決されて、2/2は死ぬ？', 'いいえ', 'no'],
  ['《放蕩紅蓮術士》の能力で相手の1/1を対象にした。能力が解決された。1/1は死ぬ？', 'はい', 'yes'],
  ['《放蕩紅蓮術士》の能力で相手の1/1を対象にした。その能力が解決された。1/1は死ぬ？', 'はい', 'yes'],
];

/** [question, refusal code, what it names]. */
const REFUSED: [string, string, string][] = [
  ['《放蕩紅蓮術士》の能力で相手の1/1を対象にした。対応して《稲妻》を唱えた。能力が解決された。1/1は死ぬ？', 'not_understood', '能力が解決された'],
  ['《稲妻》で相手の3/3を対象にした。その能力が解決された。3/3は死ぬ？', 'not_understood', 'その能力が解決された'],
];

describe('GIVEN an activated ability told to resolve (608.2)', () => {
  it.each(ANSWERED)('THEN %s is answered (%s)', async (q, says, verdict) => answeredRight(() => deps)(q, says, verdict));
  it.each(REFUSED)('THEN %s is refused (%s)', async (q, code, says) => refusedAs(() => deps)(q, code, says));
});

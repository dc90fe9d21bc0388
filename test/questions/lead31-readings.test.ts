/**
 * Readings fixed in session 31:
 * - a target the question didn't say, assumed for a spell that then resolved (608.2b), is asked back unless all that
 *   is asked is whether something may be cast, activated or targeted then (601.2, 602.2) or what became of that
 *   spell itself; what it did to the assumed target is never reported as an outcome (issue 11 §2).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredIn, answeredRight, langOf, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ 'Giant Growth': '巨大化', Shock: 'ショック', 'Lightning Bolt': '稲妻', Counterspell: '対抗呪文', 'Murder': '殺害', 'Grizzly Bears': '灰色熊' });
}, 120_000);

describe('GIVEN a spell on the stack whose target the question never says', () => {
  it.each([
    // Bolt at the asker or at a creature: 2 life or 5 — the words don't say which (601.2c is the caster's choice).
    ['I am at 5 life. Their Lightning Bolt is on the stack. What is my life after it resolves?', 'Lightning Bolt'],
    ['Their Shock is on the stack. What is my life after it resolves?', 'Shock'],
    ['私のライフは5。相手の《稲妻》がスタックにある。解決したら私のライフはいくつ？', '稲妻'],
    ['相手の《ショック》がスタックにある。解決したら私のライフは？', 'ショック'],
  ] as const)('%s WHEN something other than timing is asked THEN its target is asked back', async (q, spell) => {
    await refusedAs(() => deps)(q, 'needs_detail', spell);
  });

  it.each([
    ['Lightning Bolt is on the stack. Can I respond with Giant Growth?', 'Yes.', 'yes'],
    ['相手の《稲妻》がスタックにある。対応して《巨大化》を唱えられる？', 'はい。', 'yes'],
  ] as const)('%s WHEN only timing is asked THEN it is answered, and nothing the assumed targets led to is reported', async (q, says, verdict) => {
    await answeredRight(() => deps)(q, says, verdict);
    const r = await answeredIn(langOf(q), () => deps)(q);
    // (No life total, no P/T of an assumed creature: those are our choices, not outcomes.)
    expect(r.answer.split('\n')).toHaveLength(1);
    expect(r.answer).not.toMatch(/assumed|Life:|仮定|ライフ：/);
  });

  it.each([
    // Countered (701.6a), the Bolt never resolves: whatever it was aimed at, nothing was dealt.
    ['My Lightning Bolt got Counterspelled. What is their life?', "The opponent's life total is 20", null],
    ['《稲妻》を《対抗呪文》された。相手のライフは？', '20', null],
  ] as const)('%s WHEN the spell is countered THEN the unsaid target changes nothing and it is answered', async (q, says, verdict) => {
    await answeredRight(() => deps)(q, says, verdict);
  });
});

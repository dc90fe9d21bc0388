/**
 * English constructions players write (issue 12), each with variations of our own, and what each may never
 * do (issue 11): a yes/no asked of a group is one answer line; a question said before the condition that
 * tells its story ("How much damage … if my 3/3 attacks unblocked?"); "X after Y" told in that order
 * (Y first); a legendary card called by the part of its name before the comma after it was named in full.
 * Expected values worked out from the rules cited on each row.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { langOf } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({
    Shock: 'ショック',
    'Lightning Bolt': '稲妻',
    'Giant Growth': '巨大化',
    'Grizzly Bears': '灰色熊',
    'Sheoldred, the Apocalypse': '策謀の予言者、シェオルドレッド',
    'Avacyn, Angel of Hope': '希望の天使アヴァシン',
    'Wrath of God': '神の怒り',
    'Kalitas, Traitor of Ghet': 'ゲトの裏切り者、カリタス',
  });
}, 120_000);

type Row = readonly [question: string, verdict: 'yes' | 'no' | null, first: RegExp, lines: number];

/**
 * One yes/no asked of a group — "either", "any", "X or Y", "both" — is one question: one answer line with the
 * group's yes or no and what happened to each member (in the order told), never a Yes line and a No line.
 */
const GROUPS: readonly Row[] = [
  // 510.1a, 704.5g: the 2/2 takes 3 and dies; the 3/3 takes 2 and survives.
  ['My 3/3 attacks and they block with a 2/2. Does the 2/2 or the 3/3 die?', 'yes', /^Yes\. The opponent's 2\/2 creature dies.*Your 3\/3 creature survives/, 2],
  ['My 3/3 attacks and they block with a 2/2. Does any creature die?', 'yes', /^Yes\. (?=.*The opponent's 2\/2 creature dies)(?=.*Your 3\/3 creature survives)/, 2],
  ['Their 4/4 attacks and I block with my 1/3. Does my 1/3 or their 4/4 die?', 'yes', /^Yes\. (?=.*Your 1\/3 creature dies)(?=.*4\/4 creature survives)/, 2],
  // Nobody dies: 1 damage to a 3/3, 3 to a 1/4.
  ['My 1/4 blocks their 3/3. Does either creature die?', 'no', /^No\. .*survives.*survives/, 2],
  // Both die (510.1a, 704.5g): "both" is yes only if each is.
  ['My 3/3 attacks and they block with a 3/3. Do both die?', 'yes', /^Yes\. .*dies.*dies/, 2],
  ['My 3/3 attacks and they block with a 2/4. Do both die?', 'no', /^No\. .*survives/, 2],
  ['My 3/3 attacks and they block with a 2/2 and a 3/3 with first strike. Does either blocker die?', 'no', /^No\. .*survives.*survives/, 2],
  ['私の3/3が攻撃して、相手の2/2がブロックした。どちらかが死ぬ？', 'yes', /^はい。(?=.*対戦相手の2\/2クリーチャーは死亡します)(?=.*戦場に残ります)/, 2],
];

describe('GIVEN a yes/no asked of a group THEN one answer line says it', () => {
  it.each(GROUPS)('%s → %s', async (q, verdict, first, lines) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.verdict).toBe(verdict);
    const got = r.value.answer.split('\n');
    expect(got[0]).toMatch(first);
    expect(got.length).toBe(lines);
    expect(got.slice(1).some((l) => /^(?:Yes|No|はい|いいえ)[.。]/u.test(l))).toBe(false);
  }, 120_000);
});

/** [question, what the answer says]: the question said first, the story in an "if"/"when" clause after it (506.4, 510.1a, 702.90b). */
const CONDITION_AFTER: readonly (readonly [string, RegExp])[] = [
  ['How much damage does the player get if my 3/3 attacks unblocked?', /The opponent takes 3 damage/],
  ['How much damage does the defending player take if my 4/4 attacks and is not blocked?', /The opponent takes 4 damage/],
  ['How much damage and how many poison counters does the player get if my 3/3 infect attacks unblocked?', /3 poison counters[\s\S]*takes 3 damage|takes 3 damage[\s\S]*3 poison counters/],
  ['How much life does my opponent lose when my 2/2 attacks and nobody blocks?', /18|lost 2|loses 2/],
];

describe('GIVEN a question said before the condition that tells its story THEN it is answered on that story', () => {
  it.each(CONDITION_AFTER)('%s', async (q, says) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toMatch(says);
  }, 120_000);
});

/**
 * "X after Y": Y happened first. Told plainly, what Y put on the stack resolved before X (608.1); told in the
 * perfect ("after he had cast"), whether it had resolved is not said, and the two orders answer differently
 * (Shock on top of Giant Growth kills the 2/2 first, 405.1): asked back, never answered.
 */
describe('GIVEN a main clause and an "after" clause told after it', () => {
  it.each([
    // Giant Growth resolves (5/5), then Shock: 2 damage, survives.
    ['I Shocked his 2/2 after he cast Giant Growth on it. Does it die?', 'no', /Giant Growth resolves; you cast Shock/],
    ['My opponent Shocked my 2/2 after I cast Giant Growth on it. Does it survive?', 'yes', /Giant Growth resolves; the opponent casts Shock/],
    ['I Lightning Bolted their 3/3 after they cast Giant Growth on it. Does it die?', 'no', /Giant Growth resolves; you cast Lightning Bolt/],
  ] as const)('%s → Y first, then X', async (q, verdict, understood) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.verdict).toBe(verdict);
    expect(r.value.understood).toMatch(understood);
  }, 120_000);
  it.each([
    ['I Shocked his 2/2 after he had cast Giant Growth on it. Does it die?'],
    ['I Lightning Bolted their 3/3 after they had cast Giant Growth on it. Does it die?'],
  ] as const)('%s → asked back which resolved first', async (q) => {
    const r = await answerQuestion(q, langOf(q), deps);
    expect(r.ok ? `answered: ${r.value.answer}` : r.error.code).toBe('needs_detail');
    if (!r.ok) expect(r.error.message).toMatch(/had resolved/);
  }, 120_000);
});

/** A legendary card called by its name before the comma after it was named in full is that card (201.5c), though a card has that name alone. */
describe('GIVEN a legendary card named in full, then by the part before its comma', () => {
  it.each([
    // Sheoldred, the Apocalypse is 4/5: 2 combat damage, then Bolt's 3 (704.5g).
    ['I attack with a 2/2 and my opponent blocks with Sheoldred, the Apocalypse. After combat, I Lightning Bolt Sheoldred. Does she die?', 'yes', /Sheoldred, the Apocalypse dies/],
    ['My opponent controls Sheoldred, the Apocalypse. I cast Shock on Sheoldred. Does Sheoldred die?', 'no', /Sheoldred, the Apocalypse survives/],
    // 702.12b: Avacyn gives indestructible to herself; Wrath of God destroys (701.8a) — she survives.
    ['My opponent controls Avacyn, Angel of Hope and a 4/4. I cast Wrath of God. Does Avacyn die?', 'no', /Avacyn, Angel of Hope survives/],
  ] as const)('%s', async (q, verdict, says) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.verdict).toBe(verdict);
    expect(r.value.answer).toMatch(says);
  }, 120_000);
});

/**
 * Players and blocks said as nouns: "they have no blocks", "there are no blocks", "attacks with no blocks" (509.1h:
 * nobody blocks, the attacker is unblocked); "How much life does he/she have (left)?" of a player (119.1) — never the
 * creature "it" would be; "im at 20", "they're at 7" said after the question: that player's life total. A block told
 * and then "no blocks" contradicts it: refused.
 */
describe('GIVEN "no blocks" said as a noun and a player asked of as he/she', () => {
  it.each([
    ['My 2/2 attacks and they have no blocks. How much life does he have?', /The opponent's life total is 18/],
    ['My 3/3 attacks and there are no blocks. What is my opponent\'s life total?', /The opponent's life total is 17/],
    ['My 2/2 attacks with no blocks. What\'s their life total?', /The opponent's life total is 18/],
    ['Their 3/3 attacks and I have no blocks. How much life do I have left?', /Your life total is 17/],
    ['My 4/4 attacks my opponent. How much life does she have left?', /The opponent's life total is 16/],
    ['My 2/2 attacks and they don\'t block. How much life does he have?', /The opponent's life total is 18/],
    ['I attack with a 3/3 and it\'s not blocked. what\'s my opponent\'s life, they\'re at 7', /The opponent's life total is 4 \(from 7/],
    ['I attack with a 3/3 with lifelink and it\'s not blocked. what\'s my life, im at 15', /Your life total is 18 \(from 15/],
  ] as const)('%s', async (q, says) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toMatch(says);
  }, 120_000);
  it.each([
    ['My 3/3 is blocked by a 2/2. They have no blocks. How much life does he have?'],
    ['My 3/3 blocks their 2/2 and there are no blocks. What happens?'],
  ] as const)('%s → refused (a block was told)', async (q) => {
    const r = await answerQuestion(q, langOf(q), deps);
    expect(r.ok).toBe(false);
  }, 120_000);
});

/**
 * A sentence opened by a condition whose main clause asks with "do" before its subject, typed without a "?":
 * a question, never the statement that the thing happens (the death was told as an event, and an unsized
 * creature was then said to die "whatever its size").
 */
describe('GIVEN "if …, does it …" typed without a question mark', () => {
  // (The file's cards, loaded once above, include Lightning Bolt.)
  it.each([
    ['if i bolt their 2/2 does it die', 'yes', /dies/],
    ['when their 3/3 blocks my 2/2 does my 2/2 die', 'yes', /Your 2\/2 creature dies/],
    ['if their 1/1 blocks my 3/3 does my 3/3 survive', 'yes', /survives/],
  ] as const)('%s → a yes/no question, answered %s', async (q, verdict, says) => {
    const r = await answerQuestion(q, 'en', deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.verdict).toBe(verdict);
    expect(r.value.answer).toMatch(says);
  });
  it('THEN an unsized creature asked of so is asked back, not said to die whatever its size', async () => {
    const r = await answerQuestion('if i bolt their creature does it die', 'en', deps);
    expect(r.ok ? `answered: ${r.value.answer}` : r.error.code).toBe('needs_detail');
  });
});

/**
 * Abilities that trigger on attacking or blocking resolve in that step, before the next one begins
 * (508.2b, 509.2a, 500.2): exalted (702.83a) makes the lone attacker bigger before blockers are declared
 * and before combat damage. The story put the trigger on the stack and let it resolve only after combat
 * damage, so "How much damage?" with Noble Hierarch said 2 for a 2/2 made 3/3 (red team s20, 8 findings).
 * A spell told after the attack, not "in response", is cast once those triggers have resolved (117.3b).
 *
 * Also here: 「〜がブロックされなければ／ブロックされないなら」 is a condition on this combat (509.1h), not the
 * ability "can't be blocked"; and "use" with an ability as its object ("I use his -1", "I use X's ability")
 * activates it (602.2, 606.3) rather than casting the card.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

describe('GIVEN an ability that triggers on attacking WHEN combat damage is dealt THEN it has resolved first', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps({ 'Noble Hierarch': '貴族の教主', 'Grizzly Bears': '灰色熊', Shock: 'ショック' });
  }, 120_000);

  /** [question, what the answer says, verdict]. */
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['I control Noble Hierarch and attack with my 2/2 alone. It isn\'t blocked. How much damage does my opponent take?', 'The opponent takes 3 damage', null],
    ['I control two Noble Hierarchs and attack with a 1/1 alone, unblocked. How much damage?', 'The opponent takes 3 damage', null],
    ['I control Noble Hierarch and attack with my 2/2 alone. It\'s blocked by a 3/3. Does the 3/3 die?', "Yes. The opponent's 3/3 creature dies", 'yes'],
    ['I control Noble Hierarch. My Grizzly Bears attacks alone and is blocked by a 2/3. Does the 2/3 die?', "Yes. The opponent's 2/3 creature dies", 'yes'],
    ['I control Noble Hierarch. My 2/2 lifelink attacks alone unblocked. How much life do I gain?', 'You gain 3 life', null],
    ['I control Noble Hierarch and attack with Noble Hierarch alone. It\'s unblocked. How much damage?', 'The opponent takes 1 damage', null],
    // A spell cast after blockers, not in response: exalted has resolved (the 2/2 is a 3/3 by then).
    ['I control Noble Hierarch and attack with my 2/2 alone. My opponent casts Shock on it after blockers. It\'s unblocked. Does it survive?', 'Yes. Your 2/2 creature survives', 'yes'],
    ['I control Noble Hierarch and attack with my 2/2 alone. It isn\'t blocked. My opponent Shocks it. Does it die?', 'No. Your 2/2 creature survives', 'no'],
    // Two attackers: exalted doesn't trigger (702.83a, "attacks alone").
    ['I control Noble Hierarch and attack with two 2/2s. Neither is blocked. How much damage does my opponent take?', 'The opponent takes 4 damage', null],
    ['《貴族の教主》をコントロールしていて、2/2一体だけで攻撃しました。ブロックされませんでした。相手は何点受けますか？', '対戦相手は3点のダメージを受けます', null],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
});

describe('GIVEN 「ブロックされなければ」 WHEN asked THEN it is a condition on the combat, not an ability', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps({ 'Grizzly Bears': '灰色熊' });
  }, 120_000);

  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['相手のライフは3点です。私の3/3がブロックされなければ、相手は負けますか？', 'はい。対戦相手はゲームに敗北します', 'yes'],
    ['相手のライフは2点です。私の《灰色熊》がブロックされなければ勝てますか？', 'はい。あなたはゲームに勝利します', 'yes'],
    ['相手の3/3がブロックされないなら、私のライフはいくつになりますか？', 'あなたのライフは17です', null],
    ['私の2/2がブロックされないなら、相手のライフはいくつになる？', '対戦相手のライフは18です', null],
    ['相手のライフは4点です。私の3/3がブロックされなければ、相手は負けますか？', 'いいえ', 'no'],
    // The past conditional was already read so.
    ['相手のライフは3点です。私の3/3がブロックされなかったら、相手は負けますか？', 'はい。対戦相手はゲームに敗北します', 'yes'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  // Said as a quality of the creature (no condition), it is still the ability "can't be blocked" (509.1b).
  // (A rules text ending in a verb form describes the noun with no の: 「ブロックされない3/3」, never 「ブロックされないの3/3」.)
  it.each([['私の3/3はブロックされない。相手の2/2はそれをブロックできますか？', 'いいえ。対戦相手の2/2クリーチャーはあなたのブロックされない3/3クリーチャーをブロックできません', 'no' as const]])('%s → says %s', (q, says, verdict) =>
    answeredRight(() => deps)(q, says, verdict), 60_000);
});

describe('GIVEN "use" with an ability as its object WHEN asked THEN the ability is activated, not the card cast', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(['Garruk Wildspeaker', 'Prodigal Pyromancer', 'Liliana of the Veil']);
  }, 120_000);

  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['My Garruk Wildspeaker has 1 loyalty. I use his -1. Does he die?', 'Yes. Your Garruk Wildspeaker dies', 'yes'],
    ['My Garruk Wildspeaker has 3 loyalty. I use his -1. Does he die?', 'No. Your Garruk Wildspeaker survives', 'no'],
    ["I use Prodigal Pyromancer's ability on his 1/1. Does it die?", "Yes. The opponent's 1/1 creature dies", 'yes'],
    ["I use Prodigal Pyromancer's ability on his 2/2. Does it die?", "No. The opponent's 2/2 creature survives", 'no'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  // A second loyalty ability of the same planeswalker in one turn is not allowed (606.3): never "Yes, you can cast a second Garruk".
  it.each([['Garruk Wildspeaker has 3 loyalty. I use his -1 twice this turn. How many Beasts do I get?', 'impossible', '606.3']])('%s → refused %s', (q, code, says) =>
    refusedAs(() => deps)(q, code, says), 60_000);
});

// "Before blockers" told after an attack is the declare attackers step (508.2, 509.1): not a main phase, so an
// attacker's prowess (702.108a) still counts for its combat damage.
describe('GIVEN "before blockers" after an attack WHEN asked THEN it is the declare attackers step', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(['Monastery Swiftspear', 'Lightning Bolt', 'Giant Growth', 'Shock']);
  }, 120_000);

  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ["Monastery Swiftspear attacks and I cast Lightning Bolt at my opponent before blockers. He doesn't block. How much damage does he take in total?", 'The opponent takes 5 damage', null],
    ['My Monastery Swiftspear attacks. Before blocks I Shock my opponent. No blocks. How much damage does he take?', 'The opponent takes 4 damage', null],
    ['My 2/2 attacks. Before blockers I cast Giant Growth on it. He blocks with a 4/4. Does my creature die?', 'No. Your 2/2 creature survives', 'no'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
});

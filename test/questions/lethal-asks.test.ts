/**
 * "Is that lethal?" and its kin asked after a story (issue 12): aimed at a player, whether the player's life goes to 0 or
 * less and the player loses (119.3, 704.5a); aimed at a creature, whether it dies (704.5g). What the story aimed at says
 * which; a story that aimed at a player and a creature alike is asked back, never answered of one picked. Life lost asked
 * ("Does my opponent lose life?", 「それでも2点失いますか」) is the life the run took from that player (119.3, 120.3a).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, answeredRight, refusedAs } from '../support/ask-rows.ts';

const NAMES: Record<string, string> = { 'Grizzly Bears': '灰色熊', 'Hill Giant': '丘巨人', 'Lightning Bolt': '稲妻', Shock: 'ショック', Dismember: '四肢切断' };

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps(NAMES);
}, 120_000);

/** [question, what the answer says, verdict, a rule the trace cites]: lethal, read of what the story aimed at. */
const LETHAL: [string, string, 'yes' | 'no', string][] = [
  // Aimed at a player: the life total goes to 0 or less (704.5a).
  ['My opponent is at 3 life. I cast Lightning Bolt targeting them. Is that lethal?', 'The opponent loses the game', 'yes', '704.5a'],
  ['My opponent is at 5 life. I attack with a 5/5 and they don\'t block. Is it lethal?', 'The opponent loses the game', 'yes', '704.5a'],
  ['My opponent is at 3 life. I cast Lightning Bolt targeting them. Does that kill him?', 'The opponent loses the game', 'yes', '704.5a'],
  ['相手のライフは3です。《稲妻》を相手に唱えます。致死ですか', '対戦相手はゲームに敗北します', 'yes', '704.5a'],
  ['相手のライフは3です。《稲妻》を相手に唱えます。それは致死ですか', '対戦相手はゲームに敗北します', 'yes', '704.5a'],
  ['相手のライフは3です。《稲妻》を相手に唱えます。それで倒せますか', '対戦相手はゲームに敗北します', 'yes', '704.5a'],
  ['相手のライフは5です。5/5で攻撃して、ブロックされませんでした。リーサル？', '対戦相手はゲームに敗北します', 'yes', '704.5a'],
  // Aimed at a creature: it dies of lethal damage (704.5g).
  ["I cast Lightning Bolt targeting my opponent's Grizzly Bears. Is that lethal?", 'Grizzly Bears dies', 'yes', '704.5g'],
  ['相手の《灰色熊》に《稲妻》を唱えます。致死ですか', '死亡します', 'yes', '704.5g'],
  ['相手の3/3に《稲妻》を唱えます。リーサル？', '死亡します', 'yes', '704.5g'],
];

/** [question, what the answer says, verdict]: not lethal — the life stays above 0, the creature survives. */
const NOT_LETHAL: [string, string, 'yes' | 'no'][] = [
  ['My opponent is at 4 life. I cast Lightning Bolt targeting them. Is it lethal?', "doesn't lose the game", 'no'],
  ['I cast Shock targeting their Hill Giant. is that lethal', 'Hill Giant survives', 'no'],
  ['相手のライフは4です。《稲妻》を相手に唱えます。リーサル？', '敗北しません', 'no'],
  ['相手のライフは4です。《稲妻》を相手に唱えます。それで倒せますか', '敗北しません', 'no'],
];

/** [question, code]: a player and a creature both aimed at — asked back, never one of them picked. */
const ASKED_BACK: [string, string][] = [
  ['I attack with a 5/5 and my opponent blocks with a 2/2. Is that lethal?', 'ambiguous'],
  ['I cast Shock targeting their Grizzly Bears and Lightning Bolt targeting them. Is that lethal?', 'ambiguous'],
  ['5/5で攻撃して、相手の2/2がブロックしました。リーサル？', 'ambiguous'],
];

/** [question, what the answer says, verdict]: the life lost in the run, yes only for the amount asked. */
const LIFE_LOST: [string, string, 'yes' | 'no' | null][] = [
  ['My opponent is at 10 life. I cast Lightning Bolt targeting them. Does my opponent lose life?', 'The opponent loses 3 life (10 → 7)', 'yes'],
  ['I cast Lightning Bolt targeting my opponent. Do they still lose 3 life?', 'The opponent loses 3 life', 'yes'],
  ['I cast Shock targeting my opponent. Does my opponent lose 3 life?', 'The opponent loses 2 life', 'no'],
  ['I attack with a 4/4 and my opponent blocks with a 2/2. Does my opponent lose life?', 'The opponent loses no life', 'no'],
  ['I attack with a 4/4 with trample and my opponent blocks with a 2/2. Does my opponent lose 2 life?', 'The opponent loses 2 life', 'yes'],
  ["I attack with a 4/4 and my opponent doesn't block. How much life does my opponent lose?", 'The opponent loses 4 life (20 → 16)', null],
  ["I cast Lightning Bolt targeting my opponent's Grizzly Bears. Does my opponent lose life?", 'The opponent loses no life', 'no'],
  ['相手のライフは5です。《稲妻》を相手に唱えます。それでも2点失いますか', '対戦相手は3点のライフを失います（5 → 2）', 'no'],
  ['相手に《稲妻》を唱えます。相手は3点のライフを失いますか', '対戦相手は3点のライフを失います', 'yes'],
  ['相手に《ショック》を唱えます。相手はライフを失いますか', '対戦相手は2点のライフを失います', 'yes'],
  ['4/4で攻撃して、相手の2/2にブロックされました。相手はライフを失いますか', 'ライフを失いません', 'no'],
  ['相手に《稲妻》を唱えます。相手は3点以上失いますか', '対戦相手は3点のライフを失います', 'yes'],
];

describe('life lost, from the run', () => {
  it.each(LIFE_LOST)('%s', async (q, says, verdict) => answeredRight(() => deps)(q, says, verdict));
});

describe('lethal to what the story aimed at', () => {
  it.each(LETHAL)('%s', async (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule));
  it.each(NOT_LETHAL)('%s', async (q, says, verdict) => answeredRight(() => deps)(q, says, verdict));
});

describe('a player or a creature: asked back', () => {
  it.each(ASKED_BACK)('%s', async (q, code) => refusedAs(() => deps)(q, code));
});

/**
 * A spell with Phyrexian mana cast with no word of how it was paid, the caster's life asked: each symbol may have been paid
 * with 2 life (107.4f), and paying life is losing it (119.4) — asked back, never run as paid with mana. Said, it is run so.
 */
const PHYREXIAN_UNSAID: [string, string][] = [
  ["I cast Dismember on their 5/5. How much life do I lose?", 'needs_detail'],
  ["I cast Dismember on their 5/5. What is my life total?", 'needs_detail'],
  ['《四肢切断》を相手の5/5に撃った。私はライフを4点失う？', 'needs_detail'],
];
const PHYREXIAN_SAID: [string, string, 'yes' | 'no' | null][] = [
  ["I cast Dismember on their 5/5, paying 4 life. How much life do I lose?", 'You lose 4 life (20 → 16)', null],
  // (The other player's life is no matter of the caster's payment.)
  ['My opponent casts Dismember on my 5/5. How much life do I lose?', 'You lose no life', null],
  ["I cast Dismember on their 5/5. Does their 5/5 die?", "The opponent's 5/5 creature dies", 'yes'],
];

describe('Phyrexian mana and the caster\'s life', () => {
  it.each(PHYREXIAN_UNSAID)('%s', async (q, code) => refusedAs(() => deps)(q, code));
  it.each(PHYREXIAN_SAID)('%s', async (q, says, verdict) => answeredRight(() => deps)(q, says, verdict));
});

/**
 * Issue 11 §1 over real cards with dash (702.109a) and blitz (702.152a): on a permanent that was on the battlefield
 * before the story, that text holds only if the card was cast for that cost — haste, which matters only to a creature
 * not under its controller's control since the turn began (302.6), and a return or sacrifice at the next end step —
 * so a question about a block, a fight or a spell at it is answered, the text listed as unable to change it. Cast in
 * the story, or summoning sick, the card is refused over: whether the cost was paid is never assumed.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

const CARDS = {
  'Goblin Heelcutter': 'ゴブリンの踵裂き',
  'Mardu Scout': 'マルドゥの斥候',
  'Kolaghan Skirmisher': 'コラガンの散兵',
  'Grizzly Bears': '灰色熊',
  'Lightning Bolt': '稲妻',
};

describe('GIVEN a dash creature already on the battlefield THEN dash is listed as unable to change the answer', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  }, 120_000);

  /** [question, what the answer says, verdict or null, the text listed]. */
  const ROWS: [string, string, 'yes' | 'no' | null, string][] = [
    ['Goblin Heelcutter attacks and its trigger targets my only untapped creature. Can that creature block the Heelcutter?', "can't block", 'no', 'Dash {2}{R}'],
    ["My opponent's Mardu Scout attacks. I block it with my 2/2 Grizzly Bears. Does the Scout die?", 'dies', 'yes', 'Dash {1}{R}'],
    ['マルドゥの斥候が攻撃してきて、私の灰色熊でブロックした。斥候は死ぬ？', '死亡します', 'yes', 'Dash {1}{R}'],
    ["I Lightning Bolt my opponent's Kolaghan Skirmisher. Does it die?", 'dies', 'yes', 'Dash {2}{B}'],
    ['コラガンの散兵が攻撃してきて、3/3でブロックした。どうなる？', '死亡', null, 'Dash {2}{B}'],
  ];
  const right = answeredRight(() => deps);
  it.each(ROWS)('%s → %s', async (q, says, verdict, listed) => {
    await right(q, says, verdict);
    await right(q, listed, verdict);
  }, 60_000);

  // Cast here, or not under its controller's control since the turn began: it may have been dashed (haste, 302.6).
  const refused = refusedAs(() => deps);
  it.each([
    ['Can my Mardu Scout attack the turn I cast it?'],
    ['My opponent casts Goblin Heelcutter this turn and attacks with it. Its trigger targets my Grizzly Bears. Can the Bears block?'],
  ])('%s → unmodelled', async (q) => refused(q, 'unmodelled', 'Dash'), 60_000);
});

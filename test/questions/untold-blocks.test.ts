/**
 * Blocks the question never told (questions/untold-blocks.ts, 509.1a): an attack with no block said, while the
 * defending player has an untapped creature that could block, is asked back when some legal block changes the answer;
 * it stands when no block could be made (a flier against a creature without reach or flying, 702.9b; a tapped
 * creature; menace against one creature, 702.110b) or when the question says there were none (509.1h).
 * Also: a player who "gives" poison counters or damage is its dealer ("max poison counters I can give?").
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

describe('GIVEN an attack whose blocks the question never told', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps({ 'Blightsteel Colossus': '荒廃鋼の巨像', Shadowspear: '影槍' });
  });
  const refused = refusedAs(() => deps);
  const answered = answeredRight(() => deps);

  it.each([
    ['Opponent at 2 life with an untapped 1/1. I swing with a 3/3. Is it lethal?', 'needs_detail', '509.1a'],
    ['My opponent is at 3 life and controls a 1/1. I attack with a 4/4. Does my opponent lose?', 'needs_detail', 'no blocks'],
    ['I attack with a 3/3. My opponent controls an untapped 2/2. How much damage does my opponent take?', 'needs_detail', "the opponent's 2/2"],
    ['My opponent controls two 2/2s. I attack with a 3/3. Does my 3/3 die?', 'needs_detail', '509.1a'],
    ['相手は1/1をコントロールしています。私は3/3で攻撃しました。相手は何点のダメージを受けますか？', 'needs_detail', '509.1a'],
  ])('THEN %s is asked back (%s)', async (q, code, says) => refused(q, code, says));

  it.each([
    ['My opponent controls a 2/2. I attack with a 3/3 flier. How much damage does my opponent take?', 'The opponent takes 3 damage', null],
    ['My opponent controls a tapped 2/2. I attack with a 3/3. How much damage does my opponent take?', 'The opponent takes 3 damage', null],
    ['I attack with a 3/3 with menace. They have a 2/2. How much damage do they take?', 'The opponent takes 3 damage', null],
    ['I attack with a 3/3. My opponent controls a 2/2 and doesn\'t block. How much damage does my opponent take?', 'The opponent takes 3 damage', null],
    ['Blightsteel Colossus with Shadowspear attacks and gets blocked by a 3/3. How many poison counters can I give?', 'The opponent has 9 poison counters', null],
    ['My 3/3 infect attacks unblocked. How many poison counters do I give my opponent?', 'The opponent has 3 poison counters', null],
  ])('THEN %s is answered', async (q, says, verdict) => answered(q, says, verdict));
});

describe('GIVEN a creature told not to block, or a block asked of that could not be made', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps({});
  });
  const answered = answeredRight(() => deps);
  it.each([
    ['My opponent attacks with a 3/3 and I decline to block with my 2/2. How much damage do I take?', 'You take 3 damage', null],
    ["My opponent attacks with a 3/3 and I don't block with my 2/2. Does my 2/2 die?", 'No. Your 2/2 creature survives', 'no'],
  ])('THEN %s is answered (%s)', async (q, says, verdict) => answered(q, says, verdict as 'yes' | 'no' | null));
});

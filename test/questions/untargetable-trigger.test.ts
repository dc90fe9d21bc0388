/**
 * 603.3d: a triggered ability whose required target has no legal choice is removed from the stack as it would be put
 * there, so its unmodelled text can't change the outcome (issue 11 §1, the one "could matter" rule in
 * engine/gap-relevance.ts). Questing Beast's "deals that much damage to target planeswalker that player controls"
 * with no planeswalker anywhere is listed as irrelevant and the answer stands; with a planeswalker on the battlefield
 * it could matter, and the question is refused. Only plain card types of permanents are read ("target creature or
 * planeswalker", "up to one target", "any target" are judged as before).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { requiredTargetTypes } from '../../src/engine/gap-text.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight } from '../support/ask-rows.ts';

describe('requiredTargetTypes', () => {
  it.each([
    ['Whenever this deals combat damage to an opponent, it deals that much damage to target planeswalker that player controls.', ['planeswalker']],
    ['When this enters, destroy target artifact.', ['artifact']],
    ['Whenever this attacks, destroy target artifact or enchantment defending player controls.', null],
    ['When this enters, it deals 2 damage to any target.', null],
    ['When this enters, return up to one target land to its owner\'s hand.', null],
    ['When this enters, exile target creature an opponent controls.', null],
    ['When this dies, return target artifact card from your graveyard to your hand.', null],
    ['When this enters, destroy target artifact and target player loses 2 life.', null],
    ['When this enters, target player draws a card.', null],
    ['When this enters, you gain 3 life.', null],
  ] as [string, string[] | null][])('%s → %j', (text, want) => {
    expect(requiredTargetTypes(text)).toEqual(want);
  });
});

describe('GIVEN an unmodelled trigger that needs a target no permanent can be THEN it cannot matter (603.3d)', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps({ 'Questing Beast': '探索する獣', Fog: '濃霧', 'Jace Beleren': 'ジェイス・ベレレン' });
  }, 120_000);

  /** [question, what the answer says, verdict]. */
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ["Questing Beast attacks and isn't blocked. Opponent casts Fog. Does the damage go through?", 'Yes. The opponent takes 4 damage', 'yes'],
    ['My Questing Beast attacks unblocked. How much damage does my opponent take?', 'The opponent takes 4 damage', null],
    ['《探索する獣》がブロックされずに攻撃して、相手は《濃霧》を唱えました。ダメージは通りますか？', '対戦相手は4点のダメージを受けます', 'yes'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  // (With a planeswalker there, the trigger matters: it is read since s31 and deals that much to it — walker-damage-trigger-s31.test.ts.)
  it('with a planeswalker on the battlefield the trigger matters: it is read, and the damage dealt to the player is still 4', async () => {
    await answeredRight(() => deps)("My opponent controls Jace Beleren. Questing Beast attacks my opponent and isn't blocked. How much damage does my opponent take?", 'The opponent takes 4 damage', null);
  }, 60_000);
});

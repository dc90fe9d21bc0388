/**
 * "… I was at 20. I gain 2 life? What's my life total?": a change asked with "?" after the action that makes it is what
 * the asker wants checked against the run (results.ts), never one more event — the answer was 24 (lifelink counted
 * twice, 702.15b) when a sentence with no event came between.
 */
import { beforeAll, describe, it } from 'vitest';
import { realCardDeps } from '../cards/compile-helpers.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

describe('GIVEN an action, a sentence with no event, then a change asked with "?" THEN it is checked, not added (702.15b, 120.3)', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps({ 'Vampire Nighthawk': '吸血鬼の夜鷲', 'Lightning Bolt': '稲妻' });
  }, 120_000);
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ["I attack with Vampire Nighthawk and they don't block. I was at 20. I gain 2 life? What's my life total?", 'is 22', null],
    ["I cast Lightning Bolt at my opponent. They were at 10. They lose 3 life? What's their life?", 'is 7', null],
    // Told as a statement with nothing before it, a gain is its own event as before.
    ["I was at 20. I gain 2 life. What's my life total?", 'is 22', null],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
  it('a change asked that the run does not make is named back, never answered over', () => refusedAs(() => deps)("I attack with Vampire Nighthawk and they don't block. I was at 20. I gain 4 life? What's my life total?", 'needs_detail', 'gain 4 life'), 60_000);
});

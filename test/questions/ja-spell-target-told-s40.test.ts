/**
 * 「相手の《稲妻》に対応して…。稲妻の対象は熊です」: a spell told on the stack with 〜に対応して has no target said; 「Xの対象はY」
 * said apart is that cast's target (601.2c, 115.1) — never a triggered ability of an instant (it has none, 603.3d: read so,
 * the question was refused as "Lightning Bolt has no triggered ability with one target"). Only a cast told before with no
 * target: the target said of a spell nobody was told to cast, or a second target said of one told with a target, is refused.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, refusedAs } from '../support/ask-rows.ts';

describe('GIVEN a spell told in response to, its target said apart WHEN asked THEN that is its target (601.2c)', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps({ 'Grizzly Bears': '灰色熊', 'Lightning Bolt': '稲妻', Shock: 'ショック', 'Giant Growth': '巨大化' });
  }, 120_000);

  /** [question, what the answer says, verdict, a rule the trace cites]. */
  const ROWS: [string, string, 'yes' | 'no' | null, string][] = [
    ['相手の《稲妻》に対応して、自分の《灰色熊》に《巨大化》を唱えたら熊は死にますか？稲妻の対象は熊です', 'いいえ', 'no', '608.2'],
    ['相手の《稲妻》に対応して《巨大化》を《灰色熊》に撃ったら、熊は生き残る？《稲妻》の対象は《灰色熊》です。', 'はい', 'yes', '608.2'],
    ['相手の《稲妻》に対応して《巨大化》を《灰色熊》に撃った。稲妻の対象は私です。私のライフは？', '17', null, '120.3'],
    ['相手の《ショック》に対応して《巨大化》を《灰色熊》に撃った。ショックの対象は熊です。熊は何/何？', '5/5', null, '608.2'],
    ['相手の《稲妻》に対応して、《巨大化》を唱えた。稲妻の対象は私の《灰色熊》。熊は生き残る？', 'はい', 'yes', '608.2'],
  ];
  it.each(ROWS)('%s → %s', (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule), 60_000);

  /** Still refused: [question, code]. */
  const REFUSED: [string, string][] = [
    // Nobody is told to have cast it: who did, and when, is not guessed.
    ['《稲妻》の対象は《灰色熊》。それに対応して《巨大化》を唱えたら熊は生き残る？', 'not_understood'],
    // Told with a target already: a second one said is no target to change.
    ['相手が《灰色熊》に《稲妻》を撃った。稲妻の対象は私です。ライフは？', 'unmodelled'],
  ];
  it.each(REFUSED)('still refused: %s → %s', (q, code) => refusedAs(() => deps)(q, code), 60_000);
});

/**
 * 「ライフ3の私が《稲妻》を受けたら」「ライフ5の相手に」「毒カウンター8個の相手に」: a life or poison total said before a
 * player with の is that player's (119.1, 122.1f), told before the clause the player is in (ja/life-and-counts.ts
 * totalBeforePlayer) — the words were left over and the question refused (dev-s26a).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Lightning Bolt': '稲妻', Shock: 'ショック' });
}, 120_000);

describe('GIVEN a total said before a player with の THEN it is that player’s', () => {
  /** [question, what the answer says, verdict, a rule cited]. */
  const ROWS: [string, string, 'yes' | 'no' | null, string][] = [
    ['ライフ3の私が《稲妻》を受けたら負けますか?', 'あなたはゲームに敗北します', 'yes', '704.5a'],
    ['ライフ5の相手に《稲妻》を撃ちました。相手のライフは?', '対戦相手のライフは2です', null, '120.3'],
    ['ライフ4の相手に《稲妻》を撃ったら勝てますか?', 'いいえ', 'no', '120.3'],
    ['ライフ2の相手に《ショック》を撃ったら勝てる?', 'はい', 'yes', '704.5a'],
    ['毒カウンター8個の相手に感染持ちの2/2で攻撃して、ブロックされなかった。勝ち?', 'はい', 'yes', '704.5c'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule), 60_000);
});

/**
 * A spell told as what targeted something ("my 4/4 is targeted by Dismember", 「私の3/3が《殺害》の対象になった」):
 * cast with that target (601.2c). Whose spell it is, when unsaid, is the other player than the target's
 * controller, and the restatement names the caster; with neither said, asked back (never the asker's by default).
 * Also 「対応で《巨大化》」, players' shorthand for 「対応して」 (a response, 117.7).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answerQuestion } from '../../src/questions/index.ts';
import { langOf, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Lightning Bolt': '稲妻', 'Giant Growth': '巨大化', Murder: '殺害', Dismember: '四肢切断', Shock: 'ショック', 'Boros Charm': 'ボロスの魔除け', 'Grizzly Bears': '灰色熊' });
}, 120_000);

/** Question, the caster the restatement must name, the verdict. */
const ANSWERED: [string, RegExp, 'yes' | 'no'][] = [
  ['My 3/3 is targeted by Lightning Bolt. Does it survive?', /the opponent casts Lightning Bolt targeting your 3\/3/, 'no'],
  ['My 3/3 gets targeted by Lightning Bolt. In response I cast Giant Growth on it. Does it survive?', /the opponent casts Lightning Bolt targeting your 3\/3/, 'yes'],
  ["Their 2/2 gets targeted by my Shock. Does it die?", /you cast Shock targeting the opponent's 2\/2/, 'yes'],
  ["My opponent's Grizzly Bears is targeted by Lightning Bolt. Does it die?", /you cast Lightning Bolt targeting the opponent's Grizzly Bears/, 'yes'],
  ['My 3/3 is targeted by Murder. In response I cast Boros Charm choosing the indestructible mode. Does it survive?', /the opponent casts Murder targeting your 3\/3/, 'yes'],
  ['My 4/4 is targeted by Dismember. In response I cast Boros Charm choosing the indestructible mode. Does it survive?', /the opponent casts Dismember/, 'no'],
  ['私の3/3が《殺害》の対象になった。生き残る？', /対戦相手があなたの3\/3クリーチャーを対象に《殺害》を唱える/, 'no'],
  ['相手の《灰色熊》が《稲妻》の対象になった。死にますか？', /あなたが対戦相手の《灰色熊》を対象に《稲妻》を唱える/, 'yes'],
  ['3/3に《稲妻》撃たれた、対応で《巨大化》。生きてる?', /それに対応してあなたが《巨大化》を唱える/, 'yes'],
  // The spell as the subject of "target": "their Lightning Bolt targets my 3/3", 「相手の《稲妻》が私の《灰色熊》を対象にした」.
  ['Lightning Bolt targets my 3/3. Does it die?', /the opponent casts Lightning Bolt targeting your 3\/3/, 'yes'],
  ['My Shock targets their 2/2. Does it die?', /you cast Shock targeting the opponent's 2\/2/, 'yes'],
  ['相手の《稲妻》が私の《灰色熊》を対象にした。対応して《巨大化》を唱えた。熊は生き残る？', /対戦相手があなたの《灰色熊》を対象に《稲妻》を唱える/, 'yes'],
  ['相手の2/2を対象として《ショック》を唱えた。死にますか？', /あなたが対戦相手の2\/2クリーチャーを対象に《ショック》を唱える/, 'yes'],
  ['私の2/2に《ショック》を撃たれたので、対応で《巨大化》を唱えた。生き残る？', /それに対応してあなたが《巨大化》を唱える/, 'yes'],
];

describe('GIVEN a spell told as what targeted a creature whose controller is said', () => {
  it.each(ANSWERED)('%s', async (q, caster, verdict) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood).toMatch(caster);
    expect(r.value.verdict).toBe(verdict);
  }, 60_000);
});

describe('GIVEN nobody said whose spell it is nor whose target', () => {
  const ROWS: [string, string][] = [
    ['A 2/2 is targeted by Shock. Does it die?', 'ambiguous'],
    ['Grizzly Bears is targeted by Murder. Does it survive?', 'ambiguous'],
    ['Shock targets a 2/2. Does it die?', 'ambiguous'],
  ];
  it.each(ROWS)('%s → %s', (q, code) => refusedAs(() => deps)(q, code), 60_000);
});

/**
 * Session 44: misreadings of /ask, each fixed for its class. Each table is question → answer, refusal or
 * ask-back, in English and Japanese where the class applies.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { langOf } from '../support/ask-rows.ts';
import { expectHiddenZoneRefusal } from '../helpers/hidden-zones.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({
    'Wight of the Reliquary': '聖遺のワイト',
    Gravedigger: 'グレイブディガー',
    'Grizzly Bears': '灰色熊',
    'Hill Giant': '丘巨人',
    'Lightning Bolt': '稲妻',
    Shock: 'ショック',
    'Mind Rot': '精神腐敗',
    Megrim: '偏頭痛',
    'Serra Angel': 'セラの天使',
  });
}, 120_000);

describe('GIVEN a hidden graveyard or hand the answer needs THEN the refusal names it as the asker says it (your / the opponent\'s)', () => {
  it.each([
    ['My Wight of the Reliquary blocks a 4/4. Does the Wight die?', /doesn't describe your graveyard/],
    ['Their Wight of the Reliquary blocks my Hill Giant. Does the Wight die?', /doesn't describe the opponent's graveyard/],
    ['I cast Gravedigger. What happens?', /doesn't describe your graveyard/],
    ['I control Megrim. I cast Mind Rot targeting my opponent. How much life does my opponent have?', /doesn't describe the opponent's hand/],
    ['自分の《聖遺のワイト》が4/4をブロックした。ワイトは死ぬ？', /あなたの墓地が書かれておらず/],
    ['相手の《聖遺のワイト》が私の《丘巨人》をブロックした。ワイトは死ぬ？', /対戦相手の墓地が書かれておらず/],
    ['自分の《偏頭痛》があります。対戦相手を対象に《精神腐敗》を唱えたらどうなりますか？', /対戦相手の手札が書かれておらず/],
  ] as const)('%s', async (q, says) => {
    await expectHiddenZoneRefusal(q, langOf(q), deps, says);
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) expect(r.error.message).not.toMatch(/player [AB]'s|プレイヤー[AB]の/);
  });
});

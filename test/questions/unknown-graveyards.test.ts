/**
 * /ask never takes a graveyard the question didn't describe to be empty (issue 11 §2, 404.2: a graveyard
 * is public, but the question didn't show it). A count over it ("+1/+1 for each creature card in your
 * graveyard") or a check for a legal target there (603.3d) stops naming that graveyard; a question that
 * tells what the graveyards hold is answered from what it tells; questions that read no graveyard are
 * answered as before.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { expectAnswered, expectHiddenZoneRefusal } from '../helpers/hidden-zones.ts';

/** The cards the rows name, with their Japanese printed names (from the shared Japanese printings). */
const JA: Record<string, string> = { 'Wight of the Reliquary': '聖遺のワイト', Gravedigger: 'グレイブディガー', 'Grizzly Bears': '灰色熊', 'Lightning Bolt': '稲妻', 'Hill Giant': '丘巨人' };

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps(JA);
}, 120_000);

describe('GIVEN a card that reads a whole graveyard and no graveyard described THEN refused naming that graveyard, never counted as empty', () => {
  it.each([
    ['My Wight of the Reliquary blocks a 3/3. Does the Wight die?', 'en', /doesn't describe your graveyard.*see 404\.2\)\. Say what that graveyard holds, or that it is empty/],
    ['Their Wight of the Reliquary blocks my 3/3. Does the Wight die?', 'en', /doesn't describe the opponent's graveyard/],
    ['《聖遺のワイト》が3/3をブロックした。ワイトは死ぬ？', 'ja', /墓地が書かれておらず.*404\.2を参照.*墓地が空であることを書いてください/],
    // Gravedigger's "return target creature card from your graveyard": with no card known there, "no legal target,
    // the ability is removed" (603.3d) would rest on a guess.
    ['I cast Gravedigger. What happens?', 'en', /doesn't describe your graveyard.*see 603\.3d/],
    ['《グレイブディガー》を唱えた。どうなる？', 'ja', /墓地が書かれておらず.*603\.3dを参照/],
  ] as const)('%s', async (q, lang, says) => expectHiddenZoneRefusal(q, lang, deps, says));
});

describe('GIVEN the graveyards told THEN what they hold is counted (a question that lists graveyard cards lists them all)', () => {
  it.each([
    // 2/2 + 2 creature cards = 4/4: 3 damage is not lethal (704.5g).
    ['I have Grizzly Bears and Hill Giant in my graveyard. My Wight of the Reliquary blocks a 3/3. Does the Wight die?', 'en', /^No\. Your Wight of the Reliquary survives \(4\/4 with 3 damage marked\)/],
    // 2/2 + 1 = 3/3: 3 damage is lethal.
    ['I have Grizzly Bears in my graveyard. My Wight of the Reliquary blocks a 3/3. Does the Wight die?', 'en', /^Yes\. Your Wight of the Reliquary dies/],
  ] as const)('%s', async (q, lang, answer) => expectAnswered(q, lang, deps, answer));
});

describe('GIVEN a question that reads no whole graveyard THEN answered as before (the unknown graveyard never matters)', () => {
  it.each([
    ['I cast Lightning Bolt on their Grizzly Bears. Does it die?', 'en', /^Yes\./],
    ['相手の《灰色熊》に《稲妻》を撃った。死ぬ？', 'ja', /^はい。/],
    ['A 3/3 attacks and my 2/2 blocks. Does my 2/2 die?', 'en', /^Yes\./],
  ] as const)('%s', async (q, lang, answer) => expectAnswered(q, lang, deps, answer));
});

/**
 * A zone said as a player's ("my graveyard", 「私の手札」): a card goes to its owner's hand, graveyard or library (400.3),
 * so the question asks whose it is too (intents/ask-core.ts zoneOwnerFits). Of an object told as that player's it is
 * answered yes; of another player's object no, with the owner said (answered of the zone alone, "Yes" was once said
 * of the opponent's Bears going to "my graveyard" and of a stolen Angel returning to "my hand"). Wordings of our own.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Grizzly Bears': '灰色熊', 'Serra Angel': 'セラの天使', Unsummon: '送還', 'Mind Control': '精神の制御', 'Lightning Bolt': '稲妻' });
}, 120_000);

describe('GIVEN a zone said as the player who owns the object WHEN asked THEN it is answered', () => {
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['My Grizzly Bears dies. Does it go to my graveyard?', 'graveyard', 'yes'],
    ['I Unsummon my Grizzly Bears. Does it return to my hand?', 'hand', 'yes'],
    ["They Unsummon their Grizzly Bears. Does it go to their hand?", 'hand', 'yes'],
    ['私の《灰色熊》が死んだ。私の墓地に行く？', '墓地', 'yes'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
});

describe('GIVEN a zone said as another player\'s than the object\'s owner WHEN asked THEN no: it goes to its owner\'s (400.3)', () => {
  // (Once named back as not understood; now answered from the engine's final state, the owner said.)
  const ROWS: [string, string][] = [
    ['Their Grizzly Bears dies. Does it go to my graveyard?', "goes to its owner's (the opponent's) graveyard, not yours"],
    ['I Lightning Bolt their Grizzly Bears. Does it go to my graveyard?', "goes to its owner's (the opponent's) graveyard, not yours"],
    ["My Grizzly Bears dies. Does it go to my opponent's graveyard?", "goes to its owner's (your) graveyard, not the opponent's"],
    ['I cast Unsummon on their Grizzly Bears. Does it go to my hand?', "goes to its owner's (the opponent's) hand, not yours"],
    ['I control their Grizzly Bears with Mind Control. They cast Lightning Bolt on it. Does it go to my graveyard?', "goes to its owner's (the opponent's) graveyard, not yours"],
    ['I control their Serra Angel with Mind Control. They cast Unsummon on it. Does the Angel return to my hand?', "goes to its owner's (the opponent's) hand, not yours"],
    ['相手の《灰色熊》が死んだ。私の墓地に行く？', 'オーナー（対戦相手）の墓地に置かれ、あなたの墓地には置かれません'],
    ['対戦相手の灰色熊に稲妻を唱えた。灰色熊は私の墓地に行く？', 'オーナー（対戦相手）の墓地に置かれ'],
    ['私の灰色熊に稲妻を唱えた。灰色熊は相手の墓地に行く？', 'オーナー（あなた）の墓地に置かれ、対戦相手の墓地には置かれません'],
    ['《精神の制御》で奪った相手の《セラの天使》が《送還》された。天使は私の手札に戻る？', 'オーナー（対戦相手）の手札に置かれ'],
  ];
  it.each(ROWS)('%s → %s', (q, says) => answeredRight(() => deps)(q, says, 'no'), 60_000);
});

/**
 * A zone said as a player's ("my graveyard", 「私の手札」): a card goes to its owner's hand, graveyard or library (400.3),
 * so the question asks whose it is too (intents/ask-core.ts zoneOwnerFits). Of an object told as that player's it is
 * answered; of another player's object it is named back — answered of the zone alone, "Yes" was said of the opponent's
 * Bears going to "my graveyard" and of a stolen Angel returning to "my hand". Wordings of our own.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

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

describe('GIVEN a zone said as another player\'s than the object\'s WHEN asked THEN it is named back, never answered of the zone alone', () => {
  it.each([
    ['Their Grizzly Bears dies. Does it go to my graveyard?'],
    ['I stole their Serra Angel with Mind Control. They Unsummon it. Does the Angel return to my hand?'],
    ['I Lightning Bolt their Grizzly Bears. Does it go to my graveyard?'],
    ['相手の《灰色熊》が死んだ。私の墓地に行く？'],
    ['《精神の制御》で奪った相手の《セラの天使》が《送還》された。天使は私の手札に戻る？'],
  ])('%s', (q) => refusedAs(() => deps)(q, 'not_understood'), 60_000);
});

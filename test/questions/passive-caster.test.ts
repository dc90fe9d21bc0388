/**
 * A spell said to have killed, exiled or bounced a creature with no player said ("My Doomed Traveler is killed by a
 * Shock") is cast by the other player than the creature's (frames/zones.ts victimsFoe), as "gets Shocked" and "dies to
 * a Shock" are read — it was the asker's, which matters for ward (702.21a) and "whenever an opponent casts". A creature
 * told as nobody's is the asker's target, as before. Wordings of our own.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { restatedVerdict } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Doomed Traveler': 'Doomed Traveler', 'Shock': 'ショック', 'Grizzly Bears': '灰色熊', 'Lightning Bolt': '稲妻', 'Serra Angel': 'セラの天使', 'Swords to Plowshares': '剣を鍬に' });
}, 120_000);

const restated = restatedVerdict(() => deps);

describe('GIVEN a creature told as a player\'s, killed or exiled "by" a spell with no caster said THEN the other player cast it', () => {
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['My Doomed Traveler is killed by a Shock. Does it die?', 'the opponent casts Shock targeting your Doomed Traveler', 'yes'],
    ['My Serra Angel was exiled by Swords to Plowshares. Does it die?', 'the opponent casts Swords to Plowshares targeting your Serra Angel', 'no'],
    ['Their Grizzly Bears got killed by Lightning Bolt. Does it die?', "you cast Lightning Bolt targeting the opponent's Grizzly Bears", 'yes'],
    ['私の《灰色熊》が《稲妻》で倒された。死ぬ？', '対戦相手があなたの《灰色熊》を対象に《稲妻》を唱える', 'yes'],
    // The caster said stays the caster.
    ['My Grizzly Bears was killed by me with Lightning Bolt. Does it die?', 'you cast Lightning Bolt targeting your Grizzly Bears', 'yes'],
  ];
  it.each(ROWS)('%s', (q, understood, verdict) => restated(q, understood, verdict), 60_000);
});

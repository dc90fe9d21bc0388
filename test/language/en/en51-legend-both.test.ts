/**
 * English as players write it (session 51, en51): "Do I get to keep both Isamarus?", "Can I keep both?" after a player's
 * two legendary permanents of one name (or one and a copy of it) — the legend rule asked the other way round (704.5j):
 * no when it puts one into the graveyard, yes when it doesn't apply (a copy that isn't legendary, 707.9b). Read only
 * where nothing else told could take one away. Wordings and cards of our own; refused rows stay refused.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { refusedAs, restatedAnswering } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps(['Isamaru, Hound of Konda', 'Thalia, Guardian of Thraben', 'Sheoldred, the Apocalypse', 'Grizzly Bears', 'Clone', 'Spark Double', 'Wrath of God']);
}, 120_000);

type Refusal = [string, string, string?];
const refused = refusedAs(() => deps);
const restated = restatedAnswering(() => deps);

describe('GIVEN "keep both" of a player\'s two legendary permanents of one name WHEN read THEN the legend rule answers it the other way round (704.5j)', () => {
  const ROWS: [string, string, string][] = [
    ['I cast Clone copying my own Isamaru, Hound of Konda. Do I get to keep both Isamarus?', 'can you keep both legendary permanents with the same name', 'No. The legend rule applies'],
    ['I control Thalia, Guardian of Thraben and cast a second one. Can I keep both?', 'can you keep both legendary permanents', 'No. The legend rule applies'],
    ['My opponent controls Sheoldred, the Apocalypse and casts another Sheoldred, the Apocalypse. Can they keep both?', 'can the opponent keep both', 'the opponent controls more than one legendary permanent'],
    // (Spark Double's copy isn't legendary, 707.9b: the rule doesn't apply.)
    ['I control Sheoldred, the Apocalypse and cast Spark Double copying it. Do I get to keep both Sheoldreds?', 'can you keep both', "Yes. The legend rule doesn't apply"],
  ];
  it.each(ROWS)('%s', (q, understood, says) => restated(q, understood, says), 60_000);
  const REFUSED: Refusal[] = [
    // (No legendary pair: "keep both" may ask anything else.)
    ['I control two Grizzly Bears. Can I keep both?', 'not_understood'],
    // (Something else told could take one away: not read as the legend rule alone.)
    ['I control Isamaru, Hound of Konda and cast a second one. My opponent casts Wrath of God. Can I keep both?', 'not_understood'],
  ];
  it.each(REFUSED)('%s', (q, code, says) => refused(q, code, says), 60_000);
});

/**
 * English as players write it (session 51, en51): "the Hill Giant my opponent controls", "the Grizzly Bears I control" —
 * a card named and then who controls it (108.4) is that player's permanent, as "the 2/2 they control" was read already;
 * the words were named as not understood after a card's name. Wordings and cards of our own.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { restatedAnswering } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Hill Giant': '丘巨人', 'Grizzly Bears': '灰色熊', 'Serra Angel': 'セラの天使', 'Lightning Bolt': '稲妻', Shock: 'ショック' });
}, 120_000);

const restated = restatedAnswering(() => deps);

describe('GIVEN a card named then "<player> controls" WHEN read THEN it is that player\'s permanent (108.4)', () => {
  const ROWS: [string, string, string][] = [
    ['I cast Lightning Bolt on the Hill Giant my opponent controls. Does it die?', "targeting the opponent's Hill Giant", "The opponent's Hill Giant dies"],
    ['My opponent casts Shock on the Grizzly Bears I control. Does it survive?', 'the opponent casts Shock targeting your Grizzly Bears', 'Your Grizzly Bears dies'],
    ['Can the Serra Angel my opponent controls block my Hill Giant?', "can the opponent's Serra Angel block your Hill Giant", "The opponent's Serra Angel can block your Hill Giant"],
  ];
  it.each(ROWS)('%s', (q, understood, says) => restated(q, understood, says), 60_000);
});

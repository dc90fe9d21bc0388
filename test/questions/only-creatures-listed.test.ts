/**
 * Session 31 (enumerated boards): "Their only creatures are Baleful Strix and a 4/4", "Opponent's only untapped
 * creatures were Llanowar Elves and Elvish Mystic" — a player's whole group of creatures listed is read as the player
 * having each listed thing (in the state said), so blocks by them are answered (509.1a, 509.1b; menace 702.111b;
 * flying 702.9b). A listed plural with no number is still asked back, never assumed to be one.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, refusedAs, restatedVerdict } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({
    'Noxious Gearhulk': '害悪の機械巨人', 'Llanowar Elves': 'ラノワールのエルフ', 'Elvish Mystic': 'エルフの神秘家', 'Baleful Strix': '悪意の大梟',
    'Grizzly Bears': '灰色熊', 'Giant Spider': '大蜘蛛',
  });
}, 120_000);

/** [question, what the answer says, verdict, a rule its trace cites]. */
const ANSWERED: [string, string, 'yes' | 'no', string][] = [
  ["I attack with Noxious Gearhulk. Opponent's only untapped creatures are Llanowar Elves and Elvish Mystic. Can he block with just Llanowar Elves?", 'alone', 'no', '702.111b'],
  ['I attack with a 5/5 with menace. My opponent\'s only creatures are Baleful Strix, a 4/4 and two 1/1 tokens. Can they block with the 4/4 alone?', 'alone', 'no', '702.111b'],
  ['I attack with a 3/3 with flying. Their only creatures are Grizzly Bears and Giant Spider. Can Giant Spider block?', 'can block', 'yes', '509.1'],
  ['Their only creatures were Grizzly Bears and a 4/4 with flying, and I attacked with a 3/3 with flying. Can the 4/4 block?', 'can block', 'yes', '509.1'],
];

/** [question, what the restatement says, verdict]. */
const RESTATED: [string, string, 'yes' | 'no'][] = [
  ['I attack with Noxious Gearhulk. Their only creatures are Llanowar Elves and Elvish Mystic. Can they block with both?', "the opponent's Llanowar Elves and the opponent's Elvish Mystic block", 'yes'],
];

/** [question, code, what the refusal names]: a listed plural with no number is asked back. */
const REFUSED: [string, string, string][] = [
  ['I attack with a 5/5 with menace. Their only creatures are some 1/1s and a 2/2. Can they block with the 2/2 alone?', 'not_understood', '1/1s'],
];

describe('a player\'s only creatures listed (509.1a)', () => {
  it.each(ANSWERED)('%s', (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule));
  it.each(RESTATED)('%s', (q, understood, verdict) => restatedVerdict(() => deps)(q, understood, verdict));
  it.each(REFUSED)('%s', (q, code, says) => refusedAs(() => deps)(q, code, says));
});

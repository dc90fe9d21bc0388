/**
 * Session 31 (enumerated boards): "Their only creatures are Baleful Strix and a 4/4", "Opponent's only untapped
 * creatures were Llanowar Elves and Elvish Mystic" — a player's whole group of creatures listed is read as the player
 * having each listed thing (in the state said), so blocks by them are answered (509.1a, 509.1b; menace 702.111b;
 * flying 702.9b). A listed plural with no number is still asked back, never assumed to be one.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, refusedAs, restatedAnswering, restatedVerdict } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({
    'Noxious Gearhulk': '害悪の機械巨人', 'Llanowar Elves': 'ラノワールのエルフ', 'Birds of Paradise': '極楽鳥', 'Pyroclasm': '紅蓮地獄', 'Elvish Mystic': 'エルフの神秘家', 'Baleful Strix': '悪意の大梟',
    'Grizzly Bears': '灰色熊', 'Giant Spider': '大蜘蛛', 'Pitiless Plunderer': '冷酷な略奪者', 'Grave Titan': '墓所のタイタン', 'Blasphemous Act': '冒涜の行動',
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

/**
 * [question, what the restatement says, what the answer says]: a player's board said as a list ("their board is …",
 * "my board: …") — every listed thing is that player's, not only the first.
 */
const BOARD: [string, string, string][] = [
  ['My board: Pitiless Plunderer, Llanowar Elves, Grave Titan, and one 2/2 Zombie token. Opponent casts Blasphemous Act. How many Treasures do I get?', 'your Pitiless Plunderer, your Llanowar Elves, your Grave Titan and your 2/2 Zombie token', 'You get 3 tokens'],
  ['Their board is Grizzly Bears and Giant Spider. I attack with a 3/3 with flying. Can Giant Spider block?', "the opponent's Grizzly Bears, the opponent's Giant Spider and your 3/3 flying creature", 'can block'],
  ["My opponent's board: a 2/2 and a 3/3. I attack with a 5/5 with menace. Can they block with the 2/2 alone?", "the opponent's 2/2 creature, the opponent's 3/3 creature and your 5/5 menace creature", 'alone'],
];

/** [question, code, what the refusal names]: a listed plural with no number is asked back. */
const REFUSED: [string, string, string][] = [
  ['My board is lands, Grave Titan and a 2/2. Opponent casts Blasphemous Act. How many creatures die?', 'not_understood', 'lands'],
  ['I attack with a 5/5 with menace. Their only creatures are some 1/1s and a 2/2. Can they block with the 2/2 alone?', 'not_understood', '1/1s'],
  // (Only the untapped ones listed leaves the tapped ones unsaid: they die too, so a count is not answered, 509.1a.)
  ['My only untapped creatures are Birds of Paradise and Llanowar Elves. Opponent casts Pyroclasm. How many creatures die?', 'not_understood', 'My only untapped creatures'],
];

describe('a player\'s only creatures listed (509.1a)', () => {
  it.each(ANSWERED)('%s', (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule));
  it.each(RESTATED)('%s', (q, understood, verdict) => restatedVerdict(() => deps)(q, understood, verdict));
  it.each(BOARD)('%s', (q, understood, says) => restatedAnswering(() => deps)(q, understood, says));
  it.each(REFUSED)('%s', (q, code, says) => refusedAs(() => deps)(q, code, says));
});

/**
 * English as players write it (session 51, en51): a bare "they" that deals damage, or is said unblocked, after a group
 * of the asker's attacking creatures is those creatures (510.1, 509.1h) — read as the opponent, "How much damage do they
 * deal?" was answered "You take 0 damage". The opponent's own creatures keep the player reading (either reading alike).
 * Wordings and cards of our own; each table keeps rows that must stay refused.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { refusedAs, restatedAnswering } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    'Hill Giant': '丘巨人', 'Centaur Courser': 'ケンタウルスの狩猟者', 'Savannah Lions': 'サバンナ・ライオン', 'Craw Wurm': 'Craw Wurm', 'Grizzly Bears': '灰色熊', 'Wall of Wood': 'Wall of Wood',
  });
}, 120_000);

type Refusal = [string, string, string?];
const refused = refusedAs(() => deps);
const restated = restatedAnswering(() => deps);

describe('GIVEN a bare "they" after the asker\'s attackers WHEN it deals damage or goes unblocked THEN it is those creatures (510.1, 509.1h)', () => {
  const ROWS: [string, string, string][] = [
    ['I attack with Hill Giant and Centaur Courser and nothing blocks. How much damage do they deal?', 'how much damage does your Centaur Courser deal', 'Your Hill Giant deals 3 damage'],
    ['My Savannah Lions and Craw Wurm attack and my opponent blocks the Wurm with Wall of Wood. How much damage do they deal to my opponent?', 'how much damage does your Savannah Lions deal to the opponent', 'Your Savannah Lions deals 2 damage to the opponent'],
    ['I swing with two Grizzly Bears and nobody blocks. Do they deal damage to my opponent?', 'does your second Grizzly Bears deal damage to the opponent', 'Your second Grizzly Bears deals 2 damage to the opponent'],
    ['I attack with Craw Wurm and Savannah Lions. They are unblocked. What is my opponent\'s life total?', 'your Craw Wurm and your Savannah Lions attack', "The opponent's life total is 12"],
    // (The opponent's creatures: "they" as the opponent or as the creatures says the same.)
    ['My opponent attacks with two Hill Giants and I don\'t block. How much damage do they deal to me?', 'how much damage do you take', 'You take 6 damage'],
  ];
  it.each(ROWS)('%s', (q, understood, says) => restated(q, understood, says), 60_000);
  const REFUSED: Refusal[] = [
    // (Damage to a creature by the group: not one amount the asks make.)
    ['I attack with Hill Giant and Centaur Courser and my opponent blocks both with Wall of Wood. How much damage do they deal to the Wall of Wood?', 'not_understood'],
  ];
  it.each(REFUSED)('%s', (q, code, says) => refused(q, code, says), 60_000);
});

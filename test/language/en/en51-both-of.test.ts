/**
 * English as players write it (session 51, en51): "both of my Grizzly Bears", "both of their Hill Giants", "two of my
 * Savannah Lions" — "both" (or a number) before "of" and a card's name counts that many of that card, as "two of my
 * 1/1s" does a description; the name after "of" is plural as said. Was refused naming "both" and the card.
 * Wordings and cards of our own; refused rows stay refused.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { refusedAs, restatedAnswering } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    'Hill Giant': '丘巨人', 'Grizzly Bears': '灰色熊', 'Savannah Lions': 'サバンナ・ライオン', 'Wall of Wood': 'Wall of Wood', Pyroclasm: '紅蓮地獄', 'Centaur Courser': 'ケンタウルスの狩猟者',
  });
}, 120_000);

type Refusal = [string, string, string?];
const refused = refusedAs(() => deps);
const restated = restatedAnswering(() => deps);

describe('GIVEN "both of" / "two of" a player\'s card name WHEN read THEN two of that card, that player\'s', () => {
  const ROWS: [string, string, string][] = [
    ['Can my Wall of Wood block both of their Hill Giants?', "block the opponent's first Hill Giant and the opponent's second Hill Giant", "Wall of Wood can't block"],
    ['Both of my Savannah Lions attack and nothing blocks. How much damage does my opponent take?', 'your first Savannah Lions and your second Savannah Lions attack', 'The opponent takes 4 damage'],
    ['My opponent casts Pyroclasm. Do both of my Centaur Coursers die?', 'does your second Centaur Courser die', 'Your first Centaur Courser survives'],
    ['I attack with two of my Grizzly Bears and nobody blocks. What is my opponent\'s life total?', 'your first Grizzly Bears and your second Grizzly Bears attack', "The opponent's life total is 16"],
  ];
  it.each(ROWS)('%s', (q, understood, says) => restated(q, understood, says), 60_000);
  const REFUSED: Refusal[] = [
    // ("both of them" with nothing named together before: not two made up.)
    ['Can my Wall of Wood block both of them?', 'not_understood'],
  ];
  it.each(REFUSED)('%s', (q, code, says) => refused(q, code, says), 60_000);
});

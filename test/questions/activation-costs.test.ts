/**
 * Issue 12: a cost told with its own verb ("I sac my Bear to Carrion Feeder", "I pay 2 life to
 * activate …", "I tap my X to give …") is the activation of the ability whose cost it is (602.2b,
 * 601.2h): answered when that ability is modelled and fits the cost, refused naming the ability's
 * text when it isn't modelled, and refused naming the phrase when no ability of the object fits.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

const NAMES = ['Carrion Feeder', 'Grizzly Bears', 'Llanowar Elves', 'Goblin Bombardment', 'Mogg Fanatic', 'Prodigal Sorcerer', 'Mother of Runes', 'Hill Giant', 'Nantuko Husk'];

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps(NAMES);
}, 120_000);

/** [question, texts the answer must contain]. */
const ANSWERED: [string, string[]][] = [
  // Carrion Feeder: "Sacrifice a creature: Put a +1/+1 counter on this creature." (a 1/1 becomes 2/2).
  ['I sac my Grizzly Bears to Carrion Feeder. What happens?', ['Carrion Feeder is a 2/2', 'Died: Grizzly Bears']],
  ["I sacrifice my Llanowar Elves to Carrion Feeder's ability. How big is Carrion Feeder?", ['2/2']],
  ['I sack my Hill Giant to activate Carrion Feeder. What happens?', ['Died: Hill Giant']],
  // Goblin Bombardment: "Sacrifice a creature: This enchantment deals 1 damage to any target."
  ["I sacrifice my Grizzly Bears to Goblin Bombardment targeting my opponent's Llanowar Elves. What happens?", ['Llanowar Elves']],
  // Mogg Fanatic's own "Sacrifice this creature" cost.
  ["I sacrifice Mogg Fanatic to activate it targeting my opponent's Llanowar Elves. What happens?", ['Died: Mogg Fanatic', 'Llanowar Elves']],
  // {T} abilities, the tap told as the cost.
  ["I tap my Prodigal Sorcerer to activate it targeting my opponent's Llanowar Elves. Does the Elves die?", ['dies']],
];

/** [question, error code, text the message must name]. */
const REFUSED: [string, string, string][] = [
  // The ability's text isn't modelled (a colour chosen): refused naming it.
  ['I tap my Mother of Runes to give my Grizzly Bears protection from red. What happens?', 'unmodelled', 'protection from the color of your choice'],
  ['I tap Mother of Runes to make my Hill Giant pro black. Does the Hill Giant survive?', 'unmodelled', 'protection from the color of your choice'],
  // No ability of that object has the cost told.
  ['I sacrifice my Grizzly Bears to Prodigal Sorcerer. What happens?', 'impossible', 'Prodigal Sorcerer'],
  ['I pay 3 life to activate Carrion Feeder. What happens?', 'impossible', 'Carrion Feeder'],
  ['I tap my Grizzly Bears to activate Carrion Feeder. What happens?', 'not_understood', 'I tap my Grizzly Bears'],
  // The effect as the asker described it isn't read against a modelled ability's text: named, not guessed.
  ["I tap Prodigal Sorcerer to ping my opponent's Llanowar Elves. What happens?", 'not_understood', "to ping my opponent's Llanowar Elves"],
];

describe('GIVEN a cost told with its own verb, for an activated ability', () => {
  it.each(ANSWERED)('THEN %s is answered as that activation', async (q, says) => {
    const r = await answerQuestion(q, 'en', deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    for (const s of says) expect(r.value.answer).toContain(s);
  });
  it.each(REFUSED)('THEN %s is refused (%s), naming what', async (q, code, text) => {
    const r = await answerQuestion(q, 'en', deps);
    expect(r.ok ? `answered: ${r.value.answer}` : r.error.code).toBe(code);
    if (!r.ok) expect(r.error.message).toContain(text);
  });
});

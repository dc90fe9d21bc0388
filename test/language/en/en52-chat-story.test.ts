/**
 * English as people write it in a chat story (session 52, en52, issue 12): one clause of a long message left unread
 * refused the whole question. Each family with variations of our own (cards, sizes, wordings), with rows that must stay
 * refused.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { refusedAs, restatedAnswering } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Hill Giant': '丘巨人', 'Grizzly Bears': '灰色熊', 'Savannah Lions': 'サバンナ・ライオン', 'Glorious Anthem': '栄光の頌歌', 'Lightning Bolt': '稲妻', Shock: 'ショック', Blaze: '猛火' });
}, 120_000);

type Row = [string, string, string];
const refused = refusedAs(() => deps);
const restated = restatedAnswering(() => deps);

describe('GIVEN "anything else?" after a main ask WHEN read THEN it asks the rest of the outcome (every death named)', () => {
  const ROWS: Row[] = [
    ['My 3/3 attacks and my opponent blocks with a 2/2. Does the 2/2 die? Does anything else die?', 'does your 3/3 creature die', 'No. Your 3/3 creature survives'],
    ['I attack with a 4/4 and they block with a 5/5. Does my 4/4 die? Does anything else happen?', 'what happens', 'Died: your 4/4 creature'],
    ['Hill Giant attacks and Grizzly Bears blocks it. Does the Grizzly Bears die? Anything else?', 'what happens', 'Died: Grizzly Bears'],
    ['My 1/1 attacks and they block with a 1/4. Does my 1/1 die? Does something else die too?', 'does the opponent\'s 1/4 creature die', 'No. The opponent\'s 1/4 creature survives'],
  ];
  it.each(ROWS)('%s', (q, understood, says) => restated(q, understood, says), 60_000);
  // ("Anything else?" with no ask before it asks nothing said; "Does anything happen?" alone is a yes/no with none to give.)
  it.each([['My 3/3 attacks and my opponent blocks with a 2/2. Anything else?', 'not_understood'], ['My 2/2 blocks their 2/2. Does anything happen?', 'not_understood']])('%s', (q, code) => refused(q, code), 60_000);
});

describe('GIVEN an agent noun of a keyword the engine applies ("reacher", "menacers", "my 2/2 skulker") WHEN read THEN it is a creature with that keyword', () => {
  const ROWS: Row[] = [
    ['My 2/2 flyer attacks and my opponent blocks with a 1/3 reacher. Does my flyer die?', "the opponent's 1/3 reach creature blocks", 'No. Your 2/2 flying creature survives'],
    ['Their 3/3 flier attacks me. Can my 2/2 reacher block it?', 'can your 2/2 reach creature block', 'Yes.'],
    ['I attack with two 1/1 menacers. My opponent has one 4/4. Can he block one of them?', 'your first 1/1 menace creature', 'No.'],
    ['Their 2/2 skulker attacks me. Can my 3/3 block it?', "the opponent's 2/2 skulk creature attacks you", 'No.'],
    ['My 2/2 vigilancer attacks. Is it tapped?', 'your 2/2 vigilance creature attacks', 'No.'],
    ['My 2/2 deathtoucher and a 1/1 lifelinker attack; they block the deathtoucher with a 5/5. Does the 5/5 die?', 'your 1/1 lifelink creature', 'Yes.'],
    ['A 3/3 first striker blocks a 3/3 trampler. How much damage does the defending player take?', 'first strike', '0 damage'],
  ];
  it.each(ROWS)('%s', (q, understood, says) => restated(q, understood, says), 60_000);
});

describe('GIVEN "How big are they?" WHEN the bare "they" follows creatures THEN their sizes are asked (a size is never a player\'s)', () => {
  const ROWS: Row[] = [
    ['I control two 2/2s and cast Glorious Anthem. How big are they?', "what are your first 2/2 creature's power and toughness", 'Your first 2/2 creature is 3/3'],
    ['I control a 2/2 and a 3/3 and cast Glorious Anthem. How big are they now?', 'your 3/3 creature', 'Your 3/3 creature is 4/4'],
    ['My opponent controls a 1/1 and a 4/4 and casts Glorious Anthem. What size are they?', "the opponent's 4/4 creature", "The opponent's 4/4 creature is 5/5"],
  ];
  it.each(ROWS)('%s', (q, understood, says) => restated(q, understood, says), 60_000);
});

describe('GIVEN an attacker told unblocked as chat says it ("they are unblocked" of one creature, "nobody blocks it") WHEN read THEN it is unblocked (509.1h)', () => {
  const ROWS: Row[] = [
    ['I attack with a 3/3, and they are unblocked. How much damage does my opponent take?', 'your 3/3 creature attacks', 'The opponent takes 3 damage'],
    ['My opponent attacks me with Hill Giant, and they\'re unblocked. What is my life total?', 'Hill Giant attacks', 'Your life total is 17'],
    ['I attack with a 4/4 and no one blocks it. What is their life total?', 'your 4/4 creature attacks', "The opponent's life total is 16"],
    ['I attack with a 3/3 and a 2/2. Nobody blocks the 3/3 and they block the 2/2 with a 1/1. What is their life total?', "the opponent's 1/1 creature blocks your 2/2 creature", "The opponent's life total is 17"],
  ];
  it.each(ROWS)('%s', (q, understood, says) => restated(q, understood, says), 60_000);
  // ("Nobody blocks" a creature that is not attacking is no block of anything said.)
  it.each([['I attack with a 3/3 and nobody blocks the 5/5. What is their life total?', 'not_understood']])('%s', (q, code) => refused(q, code), 60_000);
});

describe('GIVEN "If I block, …" with no blocker said WHEN the blocking player has one creature told THEN it is the blocker; with two, named back', () => {
  const ROWS: Row[] = [
    ['My opponent attacks with a 3/3. I have a 2/2. If I block, does my guy die?', 'your 2/2 creature blocks', 'Yes. Your 2/2 creature dies'],
    ['Their Hill Giant attacks me. I control Grizzly Bears. If I block, does the Hill Giant die?', "your Grizzly Bears blocks the opponent's Hill Giant", 'No.'],
    ['My Savannah Lions attacks. My opponent has a 1/1. If he blocks, what happens?', "the opponent's 1/1 creature blocks", 'Died:'],
  ];
  it.each(ROWS)('%s', (q, understood, says) => restated(q, understood, says), 60_000);
  const REFUSED: [string, string][] = [
    ['My opponent attacks with a 3/3. I have a 2/2 and a 1/1. If I block, does my 2/2 die?', 'not_understood'],
    ['A 3/3 attacks me. If I block, does it die?', 'not_understood'],
  ];
  it.each(REFUSED)('%s', (q, code) => refused(q, code), 60_000);
});

describe('GIVEN a choice said with a cast ("(choosing the 3/3)", "(I chose my opponent)", "(X=3)") WHEN read THEN it is the cast\'s target or X (601.2b-c)', () => {
  const ROWS: Row[] = [
    ['My opponent controls a 3/3. I cast Lightning Bolt (choosing the 3/3). Does the 3/3 die?', "you cast Lightning Bolt targeting the opponent's 3/3 creature", 'Yes.'],
    ['My opponent controls a 3/3 and a 2/2. I cast Shock choosing the 2/2. Does the 2/2 die?', "you cast Shock targeting the opponent's 2/2 creature", 'Yes.'],
    ['I cast Lightning Bolt (I chose my opponent). What is my opponent\'s life total?', 'you cast Lightning Bolt targeting the opponent', "The opponent's life total is 17"],
    ['My opponent has a 3/3. I cast Shock and chose the 3/3. Does it die?', "you cast Shock targeting the opponent's 3/3 creature", 'No.'],
    ['I cast Blaze (X=3) targeting my opponent\'s 3/3. Does it die?', 'you cast Blaze with X=3', 'Yes.'],
    ['I cast Blaze targeting my opponent\'s 4/4 with X = 2. Does it die?', 'you cast Blaze with X=2', 'No.'],
  ];
  it.each(ROWS)('%s', (q, understood, says) => restated(q, understood, says), 60_000);
});

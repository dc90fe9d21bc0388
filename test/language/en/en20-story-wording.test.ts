/**
 * Issue 12, English as outsiders write it (session 20): story wording that was refused for its words alone.
 * Each table is one general construction, with variations beyond the shared sets; a form that is not read
 * must still be refused, never guessed. Summoning sickness 302.6; life totals 119.1; Bolt/Shock 120.3.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps(['Lightning Bolt', 'Shock', 'Grizzly Bears', 'Savannah Lions', 'Llanowar Elves', 'Serra Angel']);
}, 120_000);

describe('GIVEN "since last turn" said of what a player has or controls WHEN asked THEN those objects are not summoning sick (302.6)', () => {
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ["I've had Grizzly Bears since last turn. Can it attack?", 'Yes. Your Grizzly Bears can attack', 'yes'],
    ['I have controlled my Grizzly Bears since my last turn. Can it attack?', 'Yes. Your Grizzly Bears can attack', 'yes'],
    ['My opponent has had a Serra Angel since his last turn. Can it attack?', "Yes. The opponent's Serra Angel can attack", 'yes'],
    ['I have Grizzly Bears and Savannah Lions, both there since last turn. Can Grizzly Bears attack?', 'Yes. Your Grizzly Bears can attack', 'yes'],
    ['I had Llanowar Elves and Grizzly Bears, all there since last turn. I swung with everything. He had no blockers. How much damage was that?', 'takes 3 damage', null],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict));
  const REFUSED: [string, string][] = [
    // A bare "last turn" says when, not since when: not read as "since".
    ['I had Grizzly Bears last turn. Can it attack?', 'not_understood'],
    ["I don't have Grizzly Bears since last turn. Can it attack?", 'not_understood'],
  ];
  it.each(REFUSED)('%s is refused', (q, code) => refusedAs(() => deps)(q, code));
});

describe('GIVEN "both" then a verb that is also a card name WHEN a life total is told THEN it is both players\' total (119.1)', () => {
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['Both started at 20. I Shock my opponent. What are the life totals?', "The opponent's life total is 18", null],
    ['We both started at 20. I Bolt my opponent. What is their life total?', "The opponent's life total is 17", null],
    ['I Shock my opponent. Both started at 20. What is their life total?', "The opponent's life total is 18", null],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict));
});

describe('GIVEN a first sentence that only says where a game happened WHEN the story follows THEN it is read as nothing', () => {
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['Had this happen at my LGS. My 3/3 attacks and is blocked by a 2/2. What happens?', "Died: the opponent's 2/2 creature", null],
    ['Had a weird one at FNM. My 3/3 attacks and is blocked by a 2/2. What happens?', "Died: the opponent's 2/2 creature", null],
    ['This happened to me at a prerelease. I Shock my opponent. What is their life total?', "The opponent's life total is 18", null],
    ['Had a weird one at FNM: my 2/2 blocks their 3/3. Does my 2/2 die?', 'Yes. Your 2/2 creature dies', 'yes'],
    ['Last game my 3/3 attacked and was blocked by a 2/2. What happened?', "Died: the opponent's 2/2 creature", null],
    ['In a game yesterday I Bolted my opponent. What is their life total?', "The opponent's life total is 17", null],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict));
  const REFUSED: [string, string][] = [
    // A format or variant changes the game (903.7: 40 life; 810): never a place passed over.
    ['Had this happen in commander. My 3/3 attacks and is not blocked. What is my opponent\'s life?', 'not_understood'],
    ['Had this happen at my EDH night. My 3/3 attacks and is not blocked. What is my opponent\'s life?', 'not_understood'],
    // A time of the turn, a card, a count: the sentence says something of the board, so it must be read.
    ['Had this happen on my turn. My 3/3 attacks and is blocked by a 2/2. What happens?', 'not_understood'],
    ['Had this happen with a Serra Angel. My 3/3 attacks and is blocked by a 2/2. What happens?', 'not_understood'],
    ['Had one. My 3/3 attacks and is blocked by a 2/2. What happens?', 'not_understood'],
    // Only as the opening: in the middle of the story it is not passed over.
    ['My 3/3 attacks and is blocked by a 2/2. Had this happen at my LGS. What happens?', 'not_understood'],
  ];
  it.each(REFUSED)('%s is refused', (q, code) => refusedAs(() => deps)(q, code));
});

describe('GIVEN life told as paid while casting a spell WHEN its card pays X life THEN that is its X (118.8, 119.4, 107.3a)', () => {
  let more: QuestionDeps = {};
  beforeAll(async () => {
    more = await realCardDeps(['Toxic Deluge', 'Serra Angel', 'Darksteel Colossus', 'Mutagenic Growth', 'Lightning Bolt', 'Grizzly Bears']);
  }, 120_000);
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['My opponent has a Serra Angel. I cast Toxic Deluge paying 4 life. Does it die?', "Yes. The opponent's Serra Angel dies", 'yes'],
    ['My opponent has a Serra Angel. I cast Toxic Deluge paying 3 life. Does it die?', "No. The opponent's Serra Angel survives", 'no'],
    ["My opponent has a Serra Angel. I cast Toxic Deluge, paying 5 life. What's my life?", 'Your life total is 15', null],
    ["My opponent has a Serra Angel. I cast Toxic Deluge and pay 5 life. What's my life?", 'Your life total is 15', null],
    ['My opponent has a Serra Angel. I cast Toxic Deluge for 4 life. Does it die?', "Yes. The opponent's Serra Angel dies", 'yes'],
    ["My opponent has a Serra Angel. He casts Toxic Deluge paying 4 life. What's his life?", "The opponent's life total is 16", null],
    ["opponent has darksteel colossus. I cast toxic deluge paying 11 life. where does the colossus end up, and what's my life?", 'ends up in its owner\'s library', null],
    // "X=4" for a spell whose X is in its additional cost: an X chosen (601.2b), not "no X in its mana cost".
    ['My opponent has a Serra Angel. I cast Toxic Deluge with X=4. Does it die?', "Yes. The opponent's Serra Angel dies", 'yes'],
    // A card with no life cost but Phyrexian mana: its symbol paid with 2 life (601.2b, 107.4f; session 25).
    ['I cast Mutagenic Growth on my Grizzly Bears paying 2 life. How big is it?', 'Your Grizzly Bears is 4/4', null],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => answeredRight(() => more)(q, says, verdict));
  const REFUSED: [string, string][] = [
    // More life than its one Phyrexian symbol takes (107.4f); no life cost at all: refused, never guessed.
    ['I cast Mutagenic Growth on my Grizzly Bears paying 4 life. How big is it?', 'unmodelled'],
    ["I cast Lightning Bolt on my opponent paying 3 life. What's their life?", 'unmodelled'],
    // Two values said that disagree.
    ['My opponent has a Serra Angel. I cast Toxic Deluge with X=4 paying 3 life. Does it die?', 'unmodelled'],
    // Paid by the other player: not the caster's cost.
    ['My opponent has a Serra Angel. I cast Toxic Deluge and he pays 4 life. Does it die?', 'not_understood'],
  ];
  it.each(REFUSED)('%s is refused', (q, code) => refusedAs(() => more)(q, code));
});

describe('GIVEN a card\'s triggered ability named "the <card> trigger" WHEN it is aimed or used to target THEN that is its target (603.3d)', () => {
  let more: QuestionDeps = {};
  beforeAll(async () => {
    more = await realCardDeps(['Blood Artist', 'Wrath of God', 'Shock', 'Sword of Fire and Ice', 'Grizzly Bears', 'Llanowar Elves']);
  }, 120_000);
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ["I control Blood Artist and two 2/2s; my opponent controls three 3/3s. I cast Wrath of God and aim every Blood Artist trigger at my opponent. What's their life?", "The opponent's life total is 14", null],
    ["I control Blood Artist and a 2/2. My opponent Shocks my 2/2. I point the Blood Artist trigger at my opponent. What's their life?", "The opponent's life total is 19", null],
    ["I control Blood Artist and a 2/2. My opponent Shocks my 2/2. The Blood Artist trigger targets my opponent. What's their life?", "The opponent's life total is 19", null],
    ["I control Blood Artist and a 2/2. My opponent Shocks my 2/2. I use the Blood Artist trigger to target my opponent. What's their life?", "The opponent's life total is 19", null],
    ["My Grizzly Bears with Sword of Fire and Ice attacked and wasn't blocked. I used the Sword trigger to shoot his Llanowar Elves. What's his life total?", "The opponent's life total is 16", null],
    ['My Grizzly Bears with Sword of Fire and Ice attacked and was not blocked. I used the Sword of Fire and Ice trigger to shoot his Llanowar Elves. Does the Elf die?', "Yes. The opponent's Llanowar Elves dies", 'yes'],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => answeredRight(() => more)(q, says, verdict));
  const REFUSED: [string, string][] = [
    // What it was used for, not what it targets: asked back, never read as a target.
    ["My Grizzly Bears with Sword of Fire and Ice attacked and wasn't blocked. I used the Sword trigger to kill his Llanowar Elves. What's his life total?", 'not_understood'],
    ["My Grizzly Bears with Sword of Fire and Ice attacked and wasn't blocked. I used the Sword trigger. What's his life total?", 'not_understood'],
    // "the trigger" of a creature with no triggered ability that targets.
    ["My Grizzly Bears with Sword of Fire and Ice attacked and wasn't blocked. I used the trigger to shoot his Llanowar Elves. What's his life total?", 'unmodelled'],
  ];
  it.each(REFUSED)('%s is refused', (q, code) => refusedAs(() => more)(q, code));
  // "Does the Blood Artist trigger?" keeps "trigger" the verb: a question whether it triggers, not a trigger named.
  it('keeps "trigger" a verb at the end of a question', async () => {
    const { answerQuestion } = await import('../../../src/questions/index.ts');
    const r = await answerQuestion('I control Blood Artist and a 2/2. My opponent Shocks my 2/2. Does the Blood Artist trigger?', 'en', more);
    // (Answered since whether it triggers is settled before its target is chosen, 603.3d: the restatement says what was read.)
    const text = r.ok ? r.value.understood : r.error.message;
    expect(text).toContain("does your Blood Artist's ability trigger");
  });
});

describe('GIVEN "With X out" before the verb WHEN the verb has its own "with" THEN X is on the battlefield and the verb\'s "with" is read', () => {
  let more: QuestionDeps = {};
  beforeAll(async () => {
    more = await realCardDeps(['Glorious Anthem', 'Vito, Thorn of the Dusk Rose']);
  }, 120_000);
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ["With Glorious Anthem out I attack with a 2/2 and it's not blocked. What's my opponent's life?", "The opponent's life total is 17", null],
    ["With Glorious Anthem out, I attack with a 2/2 and it's not blocked. What's my opponent's life?", "The opponent's life total is 17", null],
    ['With Vito, Thorn of the Dusk Rose out I attack with a 4/4 lifelinker and it\'s not blocked. Both players at 20, life totals after combat?', "The opponent's life total is 12", null],
    ["With Glorious Anthem in play I swing with a 1/1 and it isn't blocked. What's my opponent's life?", "The opponent's life total is 18", null],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => answeredRight(() => more)(q, says, verdict));
  const REFUSED: [string, string][] = [
    ["With my opponent out I attack with a 2/2. What's my opponent's life?", 'not_understood'],
  ];
  it.each(REFUSED)('%s is refused', (q, code) => refusedAs(() => more)(q, code));
});

describe('GIVEN "<player> resolved <card>" WHEN told THEN that player cast it and it resolved there (601.2, 608.1)', () => {
  let more: QuestionDeps = {};
  beforeAll(async () => {
    more = await realCardDeps(['Elesh Norn, Grand Cenobite', 'Serra Angel', 'Grizzly Bears', 'Wrath of God', 'Lightning Bolt', 'Glorious Anthem']);
  }, 120_000);
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['I had a Serra Angel out and then my opponent resolved Elesh Norn, Grand Cenobite. On my turn I cast Grizzly Bears. Do the Bears survive?', 'No. Your Grizzly Bears dies', 'no'],
    ["I had a Serra Angel out and then my opponent resolved Elesh Norn, Grand Cenobite. What's my Angel now?", 'Your Serra Angel is 2/2', null],
    ['I resolved Wrath of God. My opponent had a Serra Angel. Does it die?', "Yes. The opponent's Serra Angel dies", 'yes'],
    ['My opponent resolved Lightning Bolt targeting my Grizzly Bears. Does it die?', 'Yes. Your Grizzly Bears dies', 'yes'],
    ['I control a 2/2. My opponent resolved Glorious Anthem. How big is my 2/2?', 'Your 2/2 creature is 2/2', null],
  ];
  it.each(ROWS)('%s', (q, says, verdict) => answeredRight(() => more)(q, says, verdict));
  const REFUSED: [string, string][] = [
    ["My opponent couldn't resolve Wrath of God. Does my Serra Angel die?", 'not_understood'],
  ];
  it.each(REFUSED)('%s is refused', (q, code) => refusedAs(() => more)(q, code));
});

/**
 * English as players write it (session 46, en46): an activated ability told or asked by what it does ("tapped
 * Prodigal Pyromancer to ping me", "sac the Fanatic in response to ping something"), "tapped" as the verb after the
 * player who acts, a bare "when I attack" after "can it block", "can I recast it?" after a bounce, and a spell "aimed at" X. Wordings and cards of our own; each table keeps
 * rows that must stay refused.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredCiting, refusedAs, restatedVerdict } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps([
    'Prodigal Pyromancer', 'Prodigal Sorcerer', 'Cunning Sparkmage', 'Mogg Fanatic', 'Sudden Shock', 'Shock', 'Lightning Bolt', 'Grizzly Bears',
    'Llanowar Elves', 'Birds of Paradise', 'Hill Giant', 'Serra Angel', 'Unsummon', 'Raise the Alarm', 'Murder', 'Lightning Helix', 'Dragon Fodder',
    'Boomerang', 'Forest',
  ]);
}, 120_000);

/** [question, what the answer says, verdict, a rule (prefix) the trace cites]. */
type Row = [string, string, 'yes' | 'no' | null, string];
type Refusal = [string, string, string?];
const answered = answeredCiting(() => deps);
const refused = refusedAs(() => deps);
const restated = restatedVerdict(() => deps);

describe('GIVEN a tap told with what the ability does ("tapped X to ping me") WHEN read THEN it is the activation of its {T} ability at that target', () => {
  const ROWS: Row[] = [
    ['My opponent tapped Prodigal Sorcerer to ping me. Can the Sorcerer block?', "can't block", 'no', '509.1a'],
    ['During my upkeep they tapped Prodigal Pyromancer to ping me. Can the Pyromancer block when I attack later this turn?', "can't block", 'no', '509.1a'],
    ['I tapped my Prodigal Pyromancer to ping his Llanowar Elves. Does the Elves die?', 'dies', 'yes', '704.5g'],
    ['He tapped his Cunning Sparkmage to deal 1 damage to my Birds of Paradise. Is it dead?', 'dies', 'yes', '704.5g'],
    ['I tap Prodigal Sorcerer to ping my opponent. Can it block when they attack?', "can't block", 'no', '509.1a'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  // (Said of a card with no such ability, another amount, a repeat a single tap can't pay for: never read as it.)
  const REFUSED: Refusal[] = [
    ['I tap Grizzly Bears to ping my opponent. What is their life?', 'impossible'],
    ['I tap Prodigal Pyromancer to deal 2 damage to my opponent. What is their life?', 'not_understood', 'deal 2 damage'],
    ['I tap Prodigal Pyromancer to ping my opponent twice. What is their life?', 'not_understood', 'twice'],
    ['I tapped my Llanowar Elves to ping my opponent. What is their life?', 'not_understood'],
  ];
  it.each(REFUSED)('%s', (q, code, says) => refused(q, code, says), 60_000);
});

describe('GIVEN an activation asked with its purpose ("can I sac it in response to ping something") WHEN read THEN its 1 damage is checked and its target taken', () => {
  const ROWS: Row[] = [
    ['Opponent casts Sudden Shock on my Mogg Fanatic. Can I sac the Fanatic in response to ping something?', "can't activate", 'no', '702.61'],
    ['My opponent casts Lightning Bolt at my Prodigal Pyromancer. Can I tap it in response to ping him?', 'can activate', 'yes', '602'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  it('names the target in the restatement', () => restated('Opponent casts Shock on my Mogg Fanatic. Can I sacrifice it in response to ping his Llanowar Elves?', "targeting the opponent's Llanowar Elves in response", 'yes'), 60_000);
  const REFUSED: Refusal[] = [['Shock is cast on my Grizzly Bears. Can I sacrifice Grizzly Bears in response to ping my opponent?', 'impossible']];
  it.each(REFUSED)('%s', (q, code, says) => refused(q, code, says), 60_000);
});

describe('GIVEN "can X block when I attack" WHEN the attack names nothing THEN it is the moment asked; an attack at another time is not', () => {
  const ROWS: Row[] = [
    ["My opponent's Grizzly Bears is tapped. Can it block when I attack?", "can't block", 'no', '509.1a'],
    ['Their Serra Angel is untapped. Can it block if I attack?', 'can block', 'yes', '509.1'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  const REFUSED: Refusal[] = [
    ["My opponent's Grizzly Bears is tapped. Can it block when I attack next turn?", 'not_understood'],
    // (The blocker's own controller attacking: no block of theirs to ask about.)
    ['My Grizzly Bears is tapped. Can it block when I attack?', 'impossible'],
  ];
  it.each(REFUSED)('%s', (q, code, says) => refused(q, code, says), 60_000);
});

describe('GIVEN "can I recast it" / "can they cast it again" WHEN the story moved the permanent THEN a token no (111.8, 704.5d), a card back in hand yes', () => {
  const ROWS: Row[] = [
    ["I Unsummon one of my opponent's Goblin tokens from Dragon Fodder. Can they cast it again later?", "can't be cast again", 'no', '704.5d'],
    ['if they unsummon my soldier token can i just recast it?', "can't be cast again", 'no', '704.5d'],
    ['My opponent Unsummons my Grizzly Bears. Can I cast it again next turn?', 'can be cast again', 'yes', '400'],
    ['They bounce my Hill Giant with Unsummon. Can I recast it from my hand?', 'can be cast again', 'yes', '400'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  // (In a graveyard, it is not "cast again" from a hand; asked of nothing the story moved, not read so.)
  const REFUSED: Refusal[] = [
    ['My opponent casts Murder on my Grizzly Bears. Can I cast it again?', 'needs_detail', 'graveyard'],
    ['Can I cast Grizzly Bears again?', 'not_understood'],
    // A land is played, never cast (305.1); a noninstant card without flash not on another player's turn (117.1a, 702.8a): no "yes" (red team s46).
    // (The row asserted 307.1, sorceries' rule, in the refusal: the reply now cites 117.1a.)
    ['My opponent casts Boomerang on my Forest. Can I recast it?', 'needs_detail', '305.1'],
    ["On my opponent's turn, they cast Unsummon on my Grizzly Bears. Can I cast it again this turn?", 'needs_detail', '117.1a'],
  ];
  it.each(REFUSED)('%s', (q, code, says) => refused(q, code, says), 60_000);
});

describe('GIVEN a spell "aimed at" / "pointed at" X WHEN told with its cast THEN X is its target (601.2c)', () => {
  const ROWS: Row[] = [
    ['I cast Lightning Bolt aimed at their Grizzly Bears. Does it die?', 'dies', 'yes', '704.5g'],
    ['My opponent casts Shock pointed at my Llanowar Elves. Does it die?', 'dies', 'yes', '704.5g'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
  it('reads a player aimed at', () => restated('I cast Lightning Helix aimed at their face. What are the life totals?', 'you cast Lightning Helix targeting the opponent', null), 60_000);
});

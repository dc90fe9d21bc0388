/**
 * English as players write it (session 50, en50): "I let the Wurm through" / "they let it in" is declaring no blocker
 * for that attacker (509.1h), read as "leave it unblocked"; "Do I get my Wurm back?" asks whether a permanent told before
 * comes back — to the battlefield or its owner's hand (400.7), never whether a token of its subtype is made (read so,
 * "do I get my Angel back?" was answered "no token" after the Angel came back); "does it end up dying?" asks the -ing
 * verb's own question. Wordings and cards of our own; each table keeps rows that must stay refused.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { refusedAs, restatedAnswering } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    'Craw Wurm': 'Craw Wurm', 'Savannah Lions': 'サバンナ・ライオン', 'Grizzly Bears': '灰色熊', 'Hill Giant': '丘巨人', 'Journey to Nowhere': '忘却への旅',
    'Chandra, Torch of Defiance': '反逆の先導者、チャンドラ', 'Centaur Courser': 'ケンタウルスの狩猟者', 'Fencing Ace': 'Fencing Ace', 'Boros Swiftblade': 'ボロスの速刃', Naturalize: '帰化', Murder: '殺害', 'Banisher Priest': '払拭の僧侶', 'Fiend Hunter': '悪鬼の狩人', Boomerang: 'ブーメラン', Shock: 'ショック', 'Lightning Bolt': '稲妻', 'Oblivion Ring': '忘却の輪', Disenchant: '解呪', 'Serra Angel': 'セラの天使',
  });
}, 120_000);

type Refusal = [string, string, string?];
const refused = refusedAs(() => deps);
const restated = restatedAnswering(() => deps);

describe('GIVEN "let X through / in" of an attacker WHEN read THEN no blocker is declared for it (509.1h)', () => {
  const ROWS: [string, string, string][] = [
    ["I'm at 4 life. My opponent attacks with Craw Wurm and Savannah Lions. I block the Lions with Grizzly Bears and let the Wurm through. Do I lose?", 'your Grizzly Bears blocks the opponent\'s Savannah Lions', 'You lose the game'],
    ["Their Hill Giant attacks me and I let it in. What's my life total?", "the opponent's Hill Giant attacks you", 'Your life total is 17'],
    ['My Savannah Lions and Hill Giant attack; they let the Lions through and block the Giant with a 2/2. How much life does my opponent have?', "the opponent's 2/2 creature blocks your Hill Giant", "The opponent's life total is 18"],
    ['Opponent swings with Craw Wurm and Hill Giant, and I let both through unblocked. What is my life total?', "the opponent's Craw Wurm and the opponent's Hill Giant attack", 'Your life total is 11'],
  ];
  it.each(ROWS)('%s', (q, understood, says) => restated(q, understood, says), 60_000);
  const REFUSED: Refusal[] = [
    // (The Bears never attacked: letting it through says nothing the story has.)
    ["Their Hill Giant attacks. I let my Grizzly Bears through. What's my life?", 'not_understood'],
    // (Any other "let" stays unread.)
    ["My opponent attacks with Hill Giant. I let the spell resolve. What's my life?", 'not_understood'],
    // (Blocked, then let through: the two can't both be.)
    ["Opponent attacks with Craw Wurm. I block it with Grizzly Bears and let it through. What's my life?", 'not_understood'],
  ];
  it.each(REFUSED)('%s', (q, code, says) => refused(q, code, says), 60_000);
});

describe('GIVEN "do I get X back?" of a permanent told before WHEN read THEN it asks whether X comes back, to the battlefield or a hand (400.7)', () => {
  const ROWS: [string, string, string][] = [
    ["My opponent's Journey to Nowhere exiled my Craw Wurm. I Naturalize the Journey. Do I get my Wurm back?", 'does your Craw Wurm come back (to the battlefield or its owner\'s hand)', 'Your Craw Wurm comes back to the battlefield'],
    ['They Boomerang my Hill Giant. Do I get it back?', 'does your Hill Giant come back', "returns to its owner's (your) hand"],
    ['I Shock their Savannah Lions. Do they get the Lions back?', "does the opponent's Savannah Lions come back", "doesn't come back to the battlefield"],
  ];
  it.each(ROWS)('%s', (q, understood, says) => restated(q, understood, says), 60_000);
  const REFUSED: Refusal[] = [
    // (Nothing told to get back: no token of the subtype is read instead.)
    ['Do I get an Angel back?', 'not_understood'],
    // (Not the opponent's to get back.)
    ['I Shock their Savannah Lions. Do I get the Lions back?', 'not_understood'],
  ];
  it.each(REFUSED)('%s', (q, code, says) => refused(q, code, says), 60_000);
});

describe('GIVEN "end up" before a verb\'s -ing form WHEN read THEN that verb is the one asked', () => {
  const ROWS: [string, string, string][] = [
    ['I cast Oblivion Ring targeting their Serra Angel with the trigger. In response they Disenchant the Ring. Does the Angel end up coming back?', "does the opponent's Serra Angel come back", "doesn't come back"],
    ['Their 3/3 blocks my Hill Giant. Does my Giant end up dying?', 'does your Hill Giant die', 'Your Hill Giant dies'],
    ['I Shock their Savannah Lions. Does it end up surviving?', "does the opponent's Savannah Lions survive", 'No.'],
  ];
  it.each(ROWS)('%s', (q, understood, says) => restated(q, understood, says), 60_000);
});

describe('GIVEN a card named as its verb after a permanent told as having acted WHEN the told order can\'t happen THEN the later-cast reading is answered (608.1)', () => {
  const ROWS: [string, string, string][] = [
    ['Their Banisher Priest exiled my Hill Giant. I Murder the Priest. Does my Giant come back?', 'Banisher Priest resolves', 'Your Hill Giant comes back to the battlefield'],
    ["My opponent's Fiend Hunter exiled my Craw Wurm. If I murder the Hunter, do I get the Wurm back?", 'Fiend Hunter resolves', 'Your Craw Wurm comes back to the battlefield'],
  ];
  it.each(ROWS)('%s', (q, understood, says) => restated(q, understood, says), 60_000);
  const REFUSED: Refusal[] = [
    // (The card's own target rule, not the order: still asked back or refused, never answered as a bare destroy.)
    ['My opponent attacks with a hexproof 3/3. I Murder it. Does it die?', 'impossible'],
  ];
  it.each(REFUSED)('%s', (q, code, says) => refused(q, code, says), 60_000);
});

describe('GIVEN a death told "to / from / by the first-strike damage" WHEN read THEN it is dealt in the first-strike damage step (510.4)', () => {
  const ROWS: [string, string, string][] = [
    ['My Fencing Ace attacks and gets blocked by a 1/1 Soldier token. The token dies to the first-strike damage. Does the Ace deal damage to my opponent?', 'first-strike combat damage is dealt', 'deals no damage to the opponent'],
    ["Their Boros Swiftblade blocks my 1/1. My 1/1 died from first strike damage. How much damage does the Swiftblade take?", 'first-strike combat damage is dealt', 'is dealt no damage'],
    ['My Fencing Ace is blocked by a 1/1 that dies to the first strike damage. How much damage does my opponent take?', 'first-strike combat damage is dealt', 'The opponent takes 0 damage'],
  ];
  it.each(ROWS)('%s', (q, understood, says) => restated(q, understood, says), 60_000);
  const REFUSED: Refusal[] = [
    // (Only after a verb of dying: a question about the damage itself stays unread.)
    ['Does trample apply to first strike damage?', 'not_understood'],
  ];
  it.each(REFUSED)('%s', (q, code, says) => refused(q, code, says), 60_000);
});

describe('GIVEN "Can <walker>\'s -N kill X?" WHEN read THEN the asker\'s loyalty activation at X is probed and its result asked (606.4, 602.2b)', () => {
  const ROWS: [string, string, string][] = [
    ["Can Chandra, Torch of Defiance's -3 kill their Craw Wurm?", "you activate your Chandra, Torch of Defiance's −3 ability targeting the opponent's Craw Wurm", 'Craw Wurm dies'],
    ["Could Chandra, Torch of Defiance's -3 kill the opponent's hexproof 3/3?", 'Chandra, Torch of Defiance', "You can't activate"],
  ];
  it.each(ROWS)('%s', (q, understood, says) => restated(q, understood, says), 60_000);
  const REFUSED: Refusal[] = [
    // (Whose walker is said: not the asker's activation — left unread, never read as the asker's.)
    ["Can my opponent's Chandra, Torch of Defiance's -3 kill my Centaur Courser?", 'not_understood'],
  ];
  it.each(REFUSED)('%s', (q, code, says) => refused(q, code, says), 60_000);
});

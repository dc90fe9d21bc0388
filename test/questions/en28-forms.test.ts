/**
 * English forms of /ask (issues 11, 12): a pronoun the opponent acts on, a declared no-block, a "regular" creature and
 * an outcome told as a claim. Each table shows the form read generally (other cards, other wording) and a neighbour
 * still refused rather than answered wrong.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { refusedAs, restatedAnswering, restatedVerdict } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ Shock: 'ショック', 'Lightning Bolt': '稲妻', 'Lava Coil': '溶岩コイル' });
}, 120_000);

describe('GIVEN the opponent casts a spell at "him"/"her", THEN the pronoun is the creature already told, not that opponent (asked back when two fit)', () => {
  const ROWS: [string, string, 'yes' | 'no'][] = [
    // Read as the opponent, Shock hit the player and "does he die?" became "does the opponent lose?".
    ['I attack with a 3/3; they respond by shocking him. Does he die?', 'the opponent casts Shock targeting your 3/3 creature', 'no'],
    ['I attack with a 3/3 and my opponent responds by casting Shock on him. Does it die?', 'the opponent casts Shock targeting your 3/3 creature', 'no'],
    ['I attack with a 2/2; they respond by shocking him. Does he die?', 'the opponent casts Shock targeting your 2/2 creature', 'yes'],
    ['I attack with a 3/3 and my opponent casts Lightning Bolt on her. Does she survive?', 'the opponent casts Lightning Bolt targeting your 3/3 creature', 'no'],
  ];
  it.each(ROWS)('%s', (q, understood, verdict) => restatedVerdict(() => deps)(q, understood, verdict), 60_000);
  const ASKED: [string, string][] = [
    ['I attack with a 2/2 and a 3/3; they respond by shocking him. Does he die?', 'ambiguous'],
    // No creature told for "him" to be: not read as the opponent shocking themselves.
    ['My opponent shocks him. Does he die?', 'not_understood'],
    // Players told in the third person: "him" may be the active player as well as the creature.
    ['AP attacks with a 3/3; NAP responds by shocking him. Does he die?', 'ambiguous'],
  ];
  it.each(ASKED)('%s → %s', (q, code) => refusedAs(() => deps)(q, code), 60_000);
});

describe('GIVEN "leave X unblocked", THEN no blocker is declared for X and it stays unblocked (509.1h)', () => {
  const ROWS: [string, string, string][] = [
    ['My opponent attacks with a 3/3 and I leave it unblocked. How much damage do I take?', "the opponent's 3/3 creature attacks", 'You take 3 damage'],
    ['I attack with a 2/2 and a 4/4. They block the 2/2 with a 3/3 and leave the 4/4 unblocked. How much life do they have?', "the opponent's 3/3 creature blocks your 2/2 creature", 'life total is 16'],
    ['I attack with a 5/5 and they leave it unblocked. How much life does my opponent have?', 'your 5/5 creature attacks', 'life total is 15'],
  ];
  it.each(ROWS)('%s', (q, understood, says) => restatedAnswering(() => deps)(q, understood, says, '508.1'), 60_000);
  // A creature never told attacking can't be left unblocked: named, never made an attacker.
  it('refuses leaving unblocked what never attacked', () => refusedAs(() => deps)('I attack with a 2/2. They leave my 4/4 unblocked. How much life do they have?', 'not_understood', 'They leave my 4/4 unblocked'), 60_000);
});

describe('GIVEN "regular"/"normal"/"ordinary" before a creature, THEN it is a vanilla creature and the word is read', () => {
  const ROWS: [string, string, string][] = [
    ['My regular 2/2 blocks a 3/3. Does my creature die?', 'your 2/2 creature blocks', 'Yes'],
    ['I attack with a vanilla 2/2 and my opponent blocks with a normal 1/1. What happens?', "the opponent's 1/1 creature blocks your 2/2 creature", 'Died: the opponent'],
    ['An ordinary 3/3 attacks and is blocked by a regular 2/2. Does the 3/3 survive?', 'blocks your 3/3 creature', 'Yes'],
  ];
  it.each(ROWS)('%s', (q, understood, says) => restatedAnswering(() => deps)(q, understood, says), 60_000);
  // Before no creature the word reads as nothing: refused, never dropped.
  it('refuses "regular" said of no creature', () => refusedAs(() => deps)('Is first strike damage dealt before regular damage?', 'not_understood'), 60_000);
});

describe('GIVEN an outcome told as a claim, THEN the run decides: one that holds is answered, one it contradicts is refused as a told death is (700.4)', () => {
  const HOLDS: [string, string, string][] = [
    ['Precombat I Lava Coil their 5/5 (it survives). Then I attack with my 2/2 and they block with the 5/5. Where does the 5/5 end up?', "the opponent's 5/5 creature survives (as told)", 'ends up in exile'],
    ['My 4/4 blocked a 2/2 and survived. How?', 'your 4/4 creature survives (as told)', 'Died: the opponent'],
    ['I Shock their 3/3 and it survives. Then I attack with a 1/1 and they block with the 3/3. Does the 3/3 die?', "the opponent's 3/3 creature survives (as told)", 'Yes'],
  ];
  it.each(HOLDS)('%s', (q, understood, says) => restatedAnswering(() => deps)(q, understood, says), 60_000);
  const CONTRADICTED: [string, string, string][] = [
    ['My 2/2 blocked a 3/3 and lived — how?', 'impossible', 'your 2/2 creature dies'],
    ['I Lightning Bolt their 3/3 and it survives. What happens?', 'impossible', '608.2, 700.4'],
    ['My 4/4 blocked a 3/3 and it died. Why?', 'impossible', 'does not die'],
    // "it" could be either creature of the combat: asked back.
    ['My 2/2 blocks a 3/3 (it survives). Why?', 'ambiguous', 'it'],
    // A bare "why" with no outcome told says nothing of what it asks about.
    ['My 4/4 attacks. Why?', 'not_understood', 'Why'],
    // A survival said of a creature not yet known asks about the outcome; read as a claim, a creature was made up for it.
    ['A 2/2 attacks and is blocked by a 2/2. Is there a creature that survives?', 'not_understood', 'survives'],
  ];
  it.each(CONTRADICTED)('%s → %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});

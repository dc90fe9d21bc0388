/**
 * Session 53 (en53, issue 12): asks in chat style after a combat story. "What's the most dmg I can get in", "max damage I
 * can get in?": the most an attacker's assignment can put past its blockers is damage to the player attacked (510.1a,
 * 702.19b), as "get through" says — read so, blocked or not, once the asker attacked. Without "most", "get in" after a
 * block could count damage to the blockers too, and stays refused (damage-dealer-verbs.test.ts).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../../src/questions/index.ts';
import { realCardDeps } from '../../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Grizzly Bears': '灰色熊', 'Hill Giant': '丘巨人', 'Lightning Bolt': '稲妻' });
}, 120_000);

const answered = answeredRight(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN "the most damage I can get in" after the asker attacked THEN the damage the attacked player takes', () => {
  it.each([
    ['I attack with a 5/5 trampler, they block with a 2/2. whats the most dmg i can get in', 'The opponent takes 3 damage'],
    ['I attack with a 6/6 trample and they chump with a 1/1. max damage I can get in?', 'The opponent takes 5 damage'],
    ["My 4/4 attacks and they block with a 2/2. What's the most damage I can get in?", 'The opponent takes 0 damage'],
    ['I attack with a 4/4 and a 3/3, they block the 4/4 with a 2/2. what is the most damage i can get in', 'The opponent takes 3 damage'],
    ["My Hill Giant attacks and isn't blocked. What's the most damage I can get in?", 'The opponent takes 3 damage'],
  ] as const)('%s', (q, says) => answered(q, says, null), 60_000);
});

describe('GIVEN "get in" the story can\'t read as damage to the player THEN refused', () => {
  it.each([
    // Blocked, with no "most": the damage the blocker takes could be meant too.
    ['I attack with a 5/5 trampler, they block with a 2/2. how much dmg can i get in?', 'not_understood'],
    // The asker did not attack.
    ["I Lightning Bolt their 2/2. What's the most damage I can get in?", 'not_understood'],
    // "the most damage I can do" blocked: the blocker's damage could be counted.
    ["My 2/2 attacks and their 4/4 blocks it. What's the most damage I can do?", 'not_understood'],
  ] as const)('%s', (q, code) => refused(q, code), 60_000);
});

describe('GIVEN "both"/"all" floated after a subject list ("my 2/2 and my 3/3 both block") THEN the list is the subject', () => {
  it.each([
    ['my 2/2 and my 3/3 both block their 4/4. does it die?', 'Yes.', 'yes'],
    ['their 5/5 attacks. my 2/2 and my 3/3 both block it. does the 5/5 die?', 'Yes.', 'yes'],
    ["Grizzly Bears and Hill Giant both attack and they don't block. what's their life?", '15', null],
    ["my 1/1, my 2/2 and my 3/3 all attack. they don't block. what's their life?", '14', null],
  ] as const)('%s', (q, says, verdict) => answered(q, says, verdict), 60_000);
  // "Both" after a list of three says something the list doesn't: named.
  it('three items, "both"', () => refused("my 1/1, my 2/2 and my 3/3 both attack. they don't block. what's their life?", 'not_understood'), 60_000);
});

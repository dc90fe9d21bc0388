/**
 * Issue 11, then session 22: a question asked of casting or targeting with a spell that tells the caster's lands
 * turns on whether that mana pays the total cost (601.2f-601.2h) — with Thalia, Guardian of Thraben a noncreature
 * spell costs {1} more. It was refused while payment wasn't modelled; the cost is now paid from the lands told
 * (engine/casting/board-mana.ts; more rows in mana-pay.test.ts). Without lands told, or with the other player's,
 * the question is answered as before, costs taken as paid.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ Forest: '森', Plains: '平地', 'Llanowar Elves': 'ラノワールのエルフ', 'Giant Growth': '巨大化', 'Thalia, Guardian of Thraben': 'スレイベンの守護者、サリア', 'Swords to Plowshares': '剣を鍬に', 'Slippery Bogle': 'ぬめるボーグル', 'Lightning Bolt': '稲妻', 'Krosan Grip': 'クローサの掌握' });
}, 120_000);
const answered = answeredRight(() => deps);

describe('GIVEN the caster\'s lands told WHEN asked whether a spell can be cast or aimed THEN the cost is paid from them', () => {
  it.each([
    // One Plains adds {W}; Thalia makes Swords cost {1}{W} (601.2f): it can't be paid (601.2h).
    ['My opponent controls Thalia, Guardian of Thraben. I have one untapped Plains. Can I Swords to Plowshares the Thalia?', "can't cast Swords to Plowshares", 'no'],
    ['I control a Forest and Llanowar Elves. Can I cast Giant Growth on the Elves?', 'You can target your Llanowar Elves', 'yes'],
  ] as const)('%s → %s', (q, says, verdict) => answered(q, says, verdict), 60_000);
});

describe('GIVEN no lands of the caster told THEN answered as before', () => {
  it.each([
    ['Can I cast Giant Growth on my Llanowar Elves?', 'You can target your Llanowar Elves', 'yes'],
    // The other player's land says nothing of the caster's mana.
    ['He controls Slippery Bogle and a Forest. Can I Lightning Bolt it?', "can't target the opponent's Slippery Bogle", 'no'],
    // A mana ability is activated, not paid for with mana (605.3a): the lands asked of are no payment told.
    ['Krosan Grip is on the stack — am I still allowed to tap lands for mana?', 'Yes', 'yes'],
  ] as const)('%s → %s', (q, says, verdict) => answered(q, says, verdict), 60_000);
});

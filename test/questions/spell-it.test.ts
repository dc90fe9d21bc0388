/**
 * "I Bolt their Bears and they Mana Leak it", "… I Counterspell it": "it" found the creature, but the spell
 * waiting on the stack is a candidate too (405.1). The spell's one target decides (115.1): a "target spell"
 * takes the spell, a creature spell the creature; a spell that fits neither, or no card to tell, is asked
 * back. Read as the creature, "they Counterspell it" was answered as impossible.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({
    'Grizzly Bears': 'Grizzly Bears', 'Hill Giant': 'Hill Giant', 'Lightning Bolt': 'Lightning Bolt', Shock: 'Shock', Murder: '殺害', 'Giant Growth': 'Giant Growth',
    Counterspell: '対抗呪文', 'Mana Leak': 'Mana Leak', Negate: '否認', 'Essence Scatter': '本質の散乱', Cancel: '取り消し', Dissolve: '解消', 'Doom Blade': '破滅の刃',
  });
}, 120_000);

const ANSWERED: [string, string, 'yes' | 'no' | null][] = [
  ["I cast Lightning Bolt on their Grizzly Bears. They Mana Leak it and I don't pay. Does the Bears die?", 'survives', 'no'],
  ['I cast Shock on their Hill Giant and they Counterspell it. Does the Hill Giant die?', 'survives', 'no'],
  ['My opponent casts Murder on my Grizzly Bears. I Negate it. Does my Grizzly Bears survive?', 'survives', 'yes'],
  // A spell that targets a creature still takes the creature, with another spell waiting.
  ['My opponent casts Murder on my Grizzly Bears. In response I Giant Growth it. Does it die?', 'dies', 'yes'],
  ['They cast Shock at my Hill Giant and I respond with Giant Growth on it. Does the Hill Giant survive?', 'survives', 'yes'],
  ['Opponent casts Lightning Bolt at my 2/2. Can I Counterspell the Lightning Bolt?', 'Counterspell', 'yes'],
];

const REFUSED: [string, string, string][] = [
  // Essence Scatter counters only creature spells: neither the creature nor Shock fits, so it is asked back.
  ['They cast Shock at my Grizzly Bears and I respond with Essence Scatter on it. Do the Bears survive?', 'ambiguous', 'Shock'],
  // A target whose words don't say spell or permanent, for a spell that targets only spells (115.1): asked back, never guessed.
  ['Can I Dissolve their creature?', 'ambiguous', 'spell on the stack'],
  ['Can I Negate their Hill Giant?', 'ambiguous', 'spell on the stack'],
  ['《否認》で相手のクリーチャーを対象にできますか？', 'ambiguous', 'スタック上の呪文'],
  // A spell that targets only spells aimed at a permanent while another spell is on the stack: which was meant is asked.
  ['Opponent casts Lightning Bolt at my 2/2. Can I Counterspell it?', 'ambiguous', 'Lightning Bolt'],
  ['They cast Shock targeting my Hill Giant. Can I Cancel it in response?', 'ambiguous', 'Shock'],
  // Where the spell is cast from, said with a target: named back unread (601.3), never answered as cast from the hand.
  ['Can I cast Lightning Bolt from my graveyard targeting their 2/2?', 'not_understood', 'my graveyard'],
  ['Can I target their 2/2 with Lightning Bolt from my graveyard?', 'not_understood', 'my graveyard'],
  // A "targeting" whose target was not read ("an exiled creature" read as a clause of its own): never a default target.
  ['Can I cast Lightning Bolt targeting an exiled creature?', 'not_understood', 'targeting an'],
  // A target the story already had, said to be somewhere else: named back, never moved or answered of as it was.
  ['My 2/2 died. Can I cast Lightning Bolt targeting the dead creature?', 'not_understood', 'the dead creature'],
];

/**
 * A card named again for another player or another cast is a second card of that name: a spell can't
 * target itself (115.5), but can target another spell of the same name (701.6a). Where a target is comes
 * from the words (115.1, 115.2): "a creature spell", 「クリーチャー呪文」 is on the stack (112.1), "on the
 * battlefield", 「戦場の」 is a permanent (110.1); "target spell" can't target a permanent, nor Murder a spell.
 * (Answered "no, a spell can't target itself" and "yes" for a creature on the battlefield before.)
 */
const TARGET_ZONES: [string, string, 'yes' | 'no'][] = [
  ["Can I Cancel my opponent's Cancel?", 'Cancel', 'yes'],
  ['Can I target an opposing Counterspell with Counterspell?', 'Counterspell', 'yes'],
  ['My opponent casts Negate on my Shock. Can I cast Negate targeting their Negate?', 'Negate', 'yes'],
  ['Can Cancel counter a Cancel?', 'Cancel', 'yes'],
  ['相手の《取り消し》を《取り消し》で打ち消せますか？', '取り消し', 'yes'],
  ['相手の《否認》を《否認》の対象にできますか？', '否認', 'yes'],
  ['Can I Cancel a creature spell?', 'can target', 'yes'],
  ['クリーチャー呪文を《本質の散乱》で打ち消せますか？', '本質の散乱', 'yes'],
  ['Can Negate counter a creature on the battlefield?', '115.1', 'no'],
  ['Can I Dissolve a creature on the battlefield?', '115.1', 'no'],
  ['《取り消し》で戦場のクリーチャーを打ち消せますか？', '115.1', 'no'],
  ['Can I cast Doom Blade targeting a creature spell?', '115.2', 'no'],
  ['《破滅の刃》でクリーチャー呪文を対象にできますか？', '115.2', 'no'],
  // A spell that targets permanents reads an unplaced creature as one (no asking back).
  ['Can I Murder their creature?', 'can target', 'yes'],
  // A card said to be in another zone is that card, there (a graveyard, exile, a hand: no permanent, 110.1):
  // a spell that targets creatures or "any target" can't target it (115.2), and the answer names the card, never
  // a creature on the battlefield. (Said "on the battlefield", it is one, as before.)
  ['Can I cast Lightning Bolt targeting a creature in my graveyard?', "can't target the creature card in your graveyard with Lightning Bolt: it is not a permanent", 'no'],
  ['Can I Lightning Bolt a creature card in my graveyard?', 'the creature card in your graveyard', 'no'],
  ["Can I cast Shock targeting a 2/2 in my opponent's graveyard?", "the 2/2 creature card in the opponent's graveyard", 'no'],
  ['Can I target a creature in exile with Lightning Bolt?', 'the creature card in exile', 'no'],
  ['Can I cast Murder on a creature in my hand?', 'the creature card in your hand', 'no'],
  ['Can I cast Doom Blade on Grizzly Bears in their graveyard?', "can't target Grizzly Bears in the opponent's graveyard with Doom Blade: it is not a permanent", 'no'],
  ['Can a creature in my graveyard be targeted by Lightning Bolt?', '115.2', 'no'],
  // (No owner said: "a graveyard", never a player invented for it.)
  ['Can I cast Lightning Bolt on a creature in a graveyard?', 'the creature card in a graveyard', 'no'],
  ['《破滅の刃》で相手の墓地のクリーチャーを対象にできる？', '対戦相手の墓地のクリーチャー・カード', 'no'],
  ['自分の墓地のクリーチャーを対象に《殺害》を唱えられますか？', 'あなたの墓地のクリーチャー・カード', 'no'],
  ['《殺害》で追放領域のクリーチャーを対象にできますか？', '追放領域のクリーチャー・カード', 'no'],
  ['Can I cast Lightning Bolt targeting a creature on the battlefield?', 'can target', 'yes'],
  // "dead" said before what it is: a card in a graveyard (700.4); said after it, it asks whether it died.
  ['Can I cast Lightning Bolt targeting a dead creature?', 'the creature card in a graveyard', 'no'],
  ['Can I cast Murder on my dead 2/2?', 'the 2/2 creature card in your graveyard', 'no'],
  ['My 3/3 blocks their 2/2. Is the 2/2 dead?', "The opponent's 2/2 creature dies", 'yes'],
];

describe('GIVEN "it" said after a spell was cast', () => {
  it.each(ANSWERED)('THEN the spell the new one can target is meant: %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict));
  it.each(REFUSED)('THEN neither fitting is asked back: %s', (q, code, says) => refusedAs(() => deps)(q, code, says));
});

describe('GIVEN a spell aimed at a card named again, or at a spell or a permanent', () => {
  it.each(TARGET_ZONES)('THEN it is a second object in the zone the words say: %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict));
});

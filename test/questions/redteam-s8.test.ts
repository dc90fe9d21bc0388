/**
 * Session 8's red team (issue 11): words of the question that were consumed with no effect, so the
 * bot answered confidently about a different board. Each class is fixed as a class; the rows are the
 * logged question's shape with our own variations (other cards, numbers, words), in both languages.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

const JA: Record<string, string> = {
  'Furnace of Rath': 'ラースの灼熱洞',
  'Glorious Anthem': '栄光の頌歌',
  'Grizzly Bears': '灰色熊',
  'Serra Angel': 'セラの天使',
  'Llanowar Elves': 'ラノワールのエルフ',
  Shock: 'ショック',
  'Lightning Bolt': '稲妻',
  'Fiendish Duo': '極悪な二人組',
  'Torbran, Thane of Red Fell': '朱地洞の族長、トーブラン',
  'Giant Growth': '巨大化',
};

describe('GIVEN real cards WHEN a red-team question of session 8 is asked', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(JA);
  }, 120_000);

  /** [question, what the answer says, verdict]. */
  const RIGHT: [string, string, 'yes' | 'no' | null][] = [
    // 1. A count at the start of a sentence before a card's name was swallowed into a made-up name
    // ("Two Furnace of Rath") that the catalog matched loosely to the card: one object, not two.
    ['Two Furnace of Rath are on the battlefield and I Shock my opponent. How much damage?', 'takes 8 damage', null],
    ['Two Grizzly Bears attack and neither is blocked. How much damage does my opponent take?', 'takes 4 damage', null],
    ['Three Grizzly Bears attack and none of them are blocked. How much damage does my opponent take?', 'takes 6 damage', null],
    ['Two Serra Angel attack unblocked. How much damage does the defending player take?', 'takes 8 damage', null],
    ['Two Furnace of Rath are out and I cast Lightning Bolt targeting my opponent. How much damage?', 'takes 12 damage', null],
    ['Two Glorious Anthem are on the battlefield. What is the power and toughness of my Serra Angel?', '6/6', null],
    ['Four Llanowar Elves and a Grizzly Bears attack unblocked. How much damage does my opponent take?', 'takes 6 damage', null],
    // 「2枚の《X》」 counts the card as 「《X》が2枚」 does (it was refused, or worse, one of it).
    ['2枚の栄光の頌歌がある時、灰色熊は何/何？', '4/4', null],
    ['3枚の《栄光の頌歌》が戦場にある。《セラの天使》のパワーとタフネスは？', '7/7', null],
    ['2枚のラースの灼熱洞がある時に、相手に稲妻を撃った。相手は何点受ける？', '12点', null],
    // 3. A spell's name after "and", followed by a player or a creature, is that spell cast by the same
    // subject — it was a second thing controlled, an instant on the battlefield, never cast.
    ['I control Fiendish Duo and Shock my opponent. How much damage does my opponent take?', 'takes 4 damage', null],
    ['I have a 2/2 and bolt my opponent. What is my opponent\'s life total?', '17', null],
    ['My opponent controls Torbran, Thane of Red Fell and shocks me. How much damage do I take?', 'You take 4 damage', null],
    ['I control Glorious Anthem and Shock my own 2/2. Does it die?', 'survives', 'no'],
    ['I have Furnace of Rath and Lightning Bolt their 4/4. Does it die?', 'dies', 'yes'],
    ['My opponent has a 3/3 and bolts my Serra Angel. Does Serra Angel die?', 'survives', 'no'],
    // (Japanese says the cast with its own verb: 《X》を撃つ, already a cast.)
    ['《極悪な二人組》をコントロールしていて、相手に《ショック》を撃った。相手は何点受ける？', '4点', null],
    // 6. A relative clause after the blocker ("a 2/2 that has 1 damage marked on it") is about the blocker,
    // not the attacker: lethal damage counts the damage already marked (702.19b, 120.6).
    ['My 4/4 trample creature is blocked by a 2/2 that has 1 damage marked on it. How much damage does the player take?', 'takes 3 damage', null],
    ['A 5/5 trample is blocked by a 3/3 that already has 2 damage marked on it. How much damage can trample through?', 'takes 4 damage', null],
    ['My 6/6 trample attacks and is blocked by a 4/4 that was dealt 3 damage this turn. How much damage does my opponent take?', 'takes 5 damage', null],
    ['My 3/3 is blocked by a 2/2 that has first strike. Does my 3/3 die?', 'survives', 'no'],
    ['トランプルを持つ自分の4/4が、1点のダメージを負っている2/2にブロックされた。相手は何点受ける？', '3点', null],
    // 8. "X blocking Y" after a spell's "on": the spell targets X (the head noun) and X blocks Y — a combat,
    // told as 「Yをブロックしている X」 is. The 3/3 was taken as the target and the combat dropped.
    ["Lightning Bolt on my opponent's 2/2 blocking my 3/3. Does my 3/3 take damage?", 'dealt no damage', 'no'],
    ["Giant Growth on my opponent's 2/2 blocking my 4/4. Does my 4/4 die?", 'dies', 'yes'],
    ['I cast Shock on the 1/1 blocking my 3/3 trample. How much damage does my opponent take?', 'takes 3 damage', null],
    ['I cast Lightning Bolt on their 2/2 blocking my 4/4. Does my 4/4 survive?', 'survives', 'yes'],
    ['私の3/3をブロックしている相手の2/2に稲妻を撃った。3/3はダメージを受ける？', 'ダメージを受けません', 'no'],
  ];
  it.each(RIGHT)('THEN %s is answered right', answeredRight(() => deps));

  /** [question, the refusal code, what the refusal says]. */
  const REFUSED: [string, string, string][] = [
    // A plural the catalog doesn't have ("Furnaces of Rath") is not the card with a word left over.
    ['Two Furnaces of Rath are on the battlefield and I Shock my opponent. How much damage?', 'unknown_card', 'Furnaces'],
    // An instant or sorcery read as a permanent (304.4, 307.4) is a cast the reading missed: never answered as if it sat there.
    ['I control Fiendish Duo and Shock. How much damage does my opponent take?', 'not_understood', '304.4'],
    ['《極悪な二人組》と《ショック》をコントロールしている。相手は何点受ける？', 'not_understood', '304.4'],
    // A player the grammar put in no phrase (or only in a second object no frame read) is named, never dropped.
    ['I control Fiendish Duo and Glorious Anthem my opponent. What is the power of my 2/2?', 'not_understood', 'my opponent'],
    ['I have a 2/2 and a 3/3 my opponent. Do they die?', 'not_understood', 'my opponent'],
    // 9. A player's hexproof (702.11c) said with "with" was swept up as a reason and Shock was cast at them.
    ['Can I Shock a player with hexproof?', 'not_understood', 'hexproof'],
    ['Can I bolt an opponent with hexproof?', 'not_understood', 'hexproof'],
    ['Can I cast Lightning Bolt targeting a player with hexproof?', 'not_understood', 'hexproof'],
    ['呪禁を持つプレイヤーに《ショック》を撃てますか？', 'not_understood', '呪禁'],
  ];
  it.each(REFUSED)('THEN %s is refused (%s)', refusedAs(() => deps));
});

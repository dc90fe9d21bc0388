/**
 * Paying mana told (601.2f-h, 605.3a, 305.6; questions/board-mana.ts, engine/casting/board-mana.ts): a question
 * asked of casting that tells the caster's lands is answered by paying the locked-in total cost from them —
 * Thalia's {1} included (601.2f), coloured symbols only by their type (107.4a), tapped lands paying nothing
 * (118.3), a spell told earlier using up lands. Lands told without their type decide only what holds whatever
 * they are: "3 untapped lands" pay {3} but whether they pay {R} depends on them, and that is refused, not guessed.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ Forest: '森', Plains: '平地', Island: '島', Mountain: '山', 'Llanowar Elves': 'ラノワールのエルフ', 'Giant Growth': '巨大化', 'Thalia, Guardian of Thraben': 'スレイベンの守護者、サリア', 'Swords to Plowshares': '剣を鍬に', 'Lightning Bolt': '稲妻', Counterspell: '対抗呪文', 'Mind Rot': '精神腐敗', 'Grizzly Bears': '灰色熊', 'Shivan Dragon': 'シヴ山のドラゴン', Bonesplitter: '骨断ちの矛槍', Shock: 'ショック' });
}, 120_000);
const answered = answeredRight(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN the caster\'s lands told WHEN asked whether a spell can be cast THEN its total cost is paid from them or it can\'t be cast', () => {
  it.each([
    // 601.2f: Thalia's tax is part of the total cost; one Plains adds only {W} (305.6).
    ["Opponent has Thalia, Guardian of Thraben. I've got exactly one untapped Plains and nothing else. Can I Swords to Plowshares the Thalia?", "can't cast Swords to Plowshares", 'no'],
    ["Opponent has Thalia, Guardian of Thraben. I've got two untapped Plains. Can I Swords to Plowshares the Thalia?", 'You can target', 'yes'],
    ['I have one untapped Forest. Can I cast Lightning Bolt targeting my opponent?', "can't cast Lightning Bolt", 'no'],
    // 118.3: tapped lands pay nothing; the Mountain pays {R}.
    ['I have two tapped Islands and an untapped Mountain. Can I cast Lightning Bolt targeting my opponent?', 'You can cast Lightning Bolt', 'yes'],
    ['I have one untapped Island. Can I cast Counterspell on my opponent\'s Lightning Bolt?', "can't cast Counterspell", 'no'],
    ['I have two untapped Islands. My opponent casts Lightning Bolt targeting me. Can I cast Counterspell targeting it?', 'You can cast Counterspell', 'yes'],
    // Lands of types not told: whatever they are, two mana can't pay the three of {2}{B}.
    ['I have 2 untapped lands. Can I cast Mind Rot targeting my opponent?', "can't cast Mind Rot", 'no'],
    ['I have an untapped Mountain and an untapped Forest. I cast Giant Growth on my Grizzly Bears. Can I then cast Giant Growth on my Grizzly Bears?', "can't cast Giant Growth", 'no'],
    ['I control a Forest and Llanowar Elves. Can I cast Giant Growth on the Elves?', 'You can target your Llanowar Elves', 'yes'],
    ['相手の場に《スレイベンの守護者、サリア》がいます。自分はアンタップ状態の《平地》を1枚だけコントロールしています。《剣を鍬に》でサリアを対象にできますか？', '唱えられません', 'no'],
    // (Countering is asked as "is it then countered", 701.6a: the Bolt's target is told so the run can go either way.)
    ['アンタップ状態の《島》を2枚コントロールしています。相手が私に《稲妻》を唱えました。《対抗呪文》で打ち消せますか？', '打ち消されます', 'yes'],
    ['アンタップ状態の《島》を1枚コントロールしています。相手が私に《稲妻》を唱えました。《対抗呪文》で打ち消せますか？', '唱えられません', 'no'],
  ] as const)('%s → %s', (q, says, verdict) => answered(q, says, verdict), 60_000);
});

describe('GIVEN the controller\'s lands told WHEN asked whether an ability with a mana cost can be activated THEN its cost is paid from them (602.2b -> 601.2g-h)', () => {
  it.each([
    ["I control Shivan Dragon and one untapped Mountain. Can I activate Shivan Dragon's ability?", 'You can activate', 'yes'],
    ["I control Shivan Dragon and one untapped Forest. Can I activate Shivan Dragon's ability?", "can't activate", 'no'],
    ['I have one untapped Mountain. Can I equip Bonesplitter to my Grizzly Bears?', 'You can activate', 'yes'],
    // A mana ability asked of is activated, not paid for from the lands (605.3a).
    ['I control a Forest and Llanowar Elves. Can I tap the Elves for mana?', 'You can activate', 'yes'],
  ] as const)('%s → %s', (q, says, verdict) => answered(q, says, verdict), 60_000);
});

describe('GIVEN lands whose types decide the payment not told THEN refused naming them, never guessed', () => {
  it.each([
    ['I have 3 untapped lands. Can I cast Lightning Bolt targeting my opponent?', 'unmodelled', 'say which lands'],
    ['I have 2 untapped lands. Can I cast Giant Growth on my Grizzly Bears?', 'unmodelled', 'say which lands'],
  ] as const)('%s → %s', (q, code, says) => refused(q, code, says), 60_000);
});

describe('GIVEN lands told of a player who casts or is asked of more than one spell THEN refused: which mana paid for what is not in the words (601.2g-h)', () => {
  it.each([
    ['I have two untapped Mountains and an untapped Forest. I cast Lightning Bolt targeting my opponent. Can I then cast Giant Growth on my Grizzly Bears?', 'unmodelled', 'which mana paid for what'],
    ['I cast Llanowar Elves. I still have two untapped Forests. Can I cast Grizzly Bears?', 'unmodelled', 'which mana paid for what'],
    ['I have one untapped Mountain. Can I cast Lightning Bolt? Can I also cast Shock?', 'unmodelled', 'which mana paid for what'],
    ['I have one untapped Island. He casts Lightning Bolt at my Grizzly Bears and I Counterspell it. Does my Grizzly Bears survive?', 'unmodelled', 'which mana paid for what'],
    ['《ラノワールのエルフ》を唱えた。まだアンタップ状態の《森》が2枚ある。《灰色熊》を唱えられる？', 'unmodelled', 'どのマナを何に使い'],
  ] as const)('%s → %s', (q, code, says) => refused(q, code, says), 60_000);
});

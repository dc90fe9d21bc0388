/**
 * Auras and Equipment said in chat to be attached already, and moved (session 30):
 * - ", which already has Rancor,", "that's currently wearing Lightning Greaves", "which is currently equipped with …":
 *   an adverb before a relative clause's verb, and the attachment it tells is read (301.5a, 303.4);
 * - "move X from A onto B", 「《X》を《A》から《B》に付け替えられますか」「…に移せますか」: X's equip ability, X on A as the question starts
 *   (701.3a, 702.6a) — targeting, so shroud stops it (702.18a) and hexproof from an opponent's only (702.11b);
 * - an Aura "moved" has no equip ability: still refused, never answered.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, answeredRight, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({
    'Grizzly Bears': '灰色熊', 'Llanowar Elves': 'ラノワールのエルフ', Rancor: '怨恨', 'Holy Strength': '聖なる力', Bonesplitter: '骨断ちの矛槍',
    'Loxodon Warhammer': 'ロクソドンの戦槌', 'Swiftfoot Boots': '速足のブーツ', 'Lightning Greaves': '稲妻のすね当て', 'Sword of Fire and Ice': '火と氷の剣', 'Lightning Bolt': '稲妻',
  });
}, 120_000);

describe('GIVEN a creature said in a relative clause to have or wear an Aura or Equipment, with an adverb before the verb', () => {
  it.each([
    // Rancor: +2/+0 and trample; Holy Strength: +1/+2; Loxodon Warhammer: +3/+0 (combat damage to the player, 510.1).
    ["My Grizzly Bears, which already has Rancor, attacks and isn't blocked. How much damage does it deal?", '4 damage', null],
    ["My Llanowar Elves, which already has Holy Strength, attacks and isn't blocked. How much damage does it deal?", '2 damage', null],
    ["My Grizzly Bears, which is currently equipped with Loxodon Warhammer, attacks and isn't blocked. How much damage does it deal?", '5 damage', null],
    ["My Grizzly Bears that's currently wearing Bonesplitter attacks and isn't blocked. How much damage does it deal?", '4 damage', null],
    ['《怨恨》がついてる私の《灰色熊》が攻撃してブロックされなかった。何点のダメージを与える?', '4点', null],
    ['《骨断ちの矛槍》を装備した《ラノワールのエルフ》が攻撃してブロックされなかった。何点のダメージを与える?', '3点', null],
  ] as const)('%s THEN the attachment counts', async (q, says, verdict) => answeredRight(() => deps)(q, says, verdict));
});

describe('GIVEN an Equipment moved onto a creature told to wear another', () => {
  it.each([
    // Lightning Greaves gives shroud: equip targets (702.6a), so even its controller can't (702.18a).
    ["Can I move Swiftfoot Boots onto my creature that's currently wearing Lightning Greaves?", 'No.', 'no', '702.18a'],
    ['Can I move Sword of Fire and Ice onto my Grizzly Bears, which already has Lightning Greaves?', 'No.', 'no', '702.18a'],
    ['《稲妻のすね当て》を装備している私の《灰色熊》に《速足のブーツ》を付け替えられますか?', 'いいえ', 'no', '702.18a'],
    ['《稲妻のすね当て》がついた私の《灰色熊》に《火と氷の剣》を付け替えられますか?', 'いいえ', 'no', '702.18a'],
    ['《稲妻のすね当て》がついている私の《灰色熊》に《速足のブーツ》を移せますか?', 'いいえ', 'no', '702.18a'],
    // Swiftfoot Boots gives hexproof: only an opponent's spell can't target it (702.11b).
    ["Can my opponent Lightning Bolt my Grizzly Bears that's currently wearing Swiftfoot Boots?", 'No.', 'no', '702.11b'],
  ] as const)('%s THEN the answer says why', async (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule));

  it.each([
    ["Can I move Bonesplitter onto my Llanowar Elves that's currently wearing Swiftfoot Boots?", 'Yes.', 'yes'],
    ['Can I move Bonesplitter from my Grizzly Bears onto my Llanowar Elves?', 'Yes.', 'yes'],
    ['Can I move Loxodon Warhammer from my Llanowar Elves to my Grizzly Bears?', 'Yes.', 'yes'],
    ['《骨断ちの矛槍》を《灰色熊》から《ラノワールのエルフ》に付け替えられますか?', 'はい', 'yes'],
    ['《ロクソドンの戦槌》を《灰色熊》から《ラノワールのエルフ》に移せますか?', 'はい', 'yes'],
  ] as const)('%s THEN its own equip ability may target it', async (q, says, verdict) => answeredRight(() => deps)(q, says, verdict));
});

describe('GIVEN an Aura "moved" by its controller, or moved from and onto one creature', () => {
  it.each([
    // An Aura has no equip ability; nothing lets the player move it (303.4): not read as one.
    ['Rancor is on my Grizzly Bears. Can I move Rancor onto my Llanowar Elves?', 'not_understood'],
    ['《怨恨》を私の《ラノワールのエルフ》に付け替えられますか?', 'not_understood'],
    ['《聖なる力》を《ラノワールのエルフ》に移せますか?', 'not_understood'],
    // Counters moved are no attachment (and no ability here moves them): named back.
    ['《灰色熊》の+1/+1カウンターを《ラノワールのエルフ》に移したら、エルフのパワーは?', 'not_understood'],
    ['Can I move Bonesplitter from my Grizzly Bears onto my Grizzly Bears?', 'not_understood'],
  ] as const)('%s THEN it is refused', async (q, code) => refusedAs(() => deps)(q, code));
});

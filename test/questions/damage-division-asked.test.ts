/**
 * A division of combat damage the player tells or proposes, and whether it may be made: "I put all 6 on Hill Giant. Is
 * that legal?", "Can I just dump all 5 on the 4/4?", "They assign only 1 damage to the 1/1 and trample 5 over to me. Can
 * they do that?", "can I put just 1 on the wall and trample the rest over?", "I want to assign 2 to each 3/3. Is that a
 * legal split?". There is no damage assignment order: a creature in combat with two or more creatures divides its combat
 * damage among them as its controller chooses (510.1c-d); with trample each blocker must be assigned lethal damage before
 * any goes past it, counting damage already marked (702.19b; with deathtouch 1 is lethal, 702.2c). A legal division is
 * made as told and answered yes; an illegal one is what can't happen (510.1e), never re-divided; "trample the rest over"
 * of an attacker attacking a planeswalker (where past its blockers is no player) is named.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { dividedAsTold, impossibleCiting, refusedNaming } from '../support/division-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    'Craw Wurm': '大喰らいのワーム',
    'Grizzly Bears': '灰色熊',
    'Hill Giant': '丘巨人',
    'Acidic Slime': '酸のスライム',
    Rancor: '怨恨',
    'Wall of Omens': '前兆の壁',
    'Colossal Dreadmaw': '巨大なるカーノタウルス',
    'Teferi, Hero of Dominaria': 'ドミナリアの英雄、テフェリー',
    'Giant Growth': '巨大化',
    'Glissa Sunslayer': 'グリッサ・サンスレイヤー',
  });
}, 120_000);

type Lang = 'en' | 'ja';
/** [question, language, life after (A is the asker), verdict, words the answer says]. */
const LEGAL: [string, Lang, { A: number; B: number }, 'yes' | 'no' | null, string][] = [
  // 510.1c: all to one blocker, none to the other.
  ['Craw Wurm attacks and my opponent blocks with Grizzly Bears and Hill Giant. I put all 6 on Hill Giant. Is that legal?', 'en', { A: 20, B: 20 }, 'yes', 'That division is legal'],
  ['AP attacks with Craw Wurm. NAP blocks with Grizzly Bears and Hill Giant. AP assigns all 6 damage to Hill Giant and none to the Bears. Is that legal, and what dies?', 'en', { A: 20, B: 20 }, 'yes', '6 to the opponent\'s Hill Giant'],
  // What a player means to do, told as done ("wants to").
  ['AP attacks with Craw Wurm. NAP blocks with Grizzly Bears and Hill Giant. AP wants to assign all 6 damage to Hill Giant and none to the Bears. Does Grizzly Bears survive?', 'en', { A: 20, B: 20 }, 'yes', 'survives'],
  // Asked with "can": the division supposed, and whether it may be made.
  ['My 5/5 got double blocked by a 3/3 and a 4/4. Can I just dump all 5 on the 4/4?', 'en', { A: 20, B: 20 }, 'yes', '510.1c'],
  ['Colossal Dreadmaw is blocked by Grizzly Bears and Hill Giant. Could I put 3 on each? Does the Dreadmaw survive?', 'en', { A: 20, B: 20 }, 'yes', 'survives'],
  ['My 4/4 is blocked by two 3/3s. I want to assign 2 damage to each 3/3. Is that a legal split?', 'en', { A: 20, B: 20 }, 'yes', 'That division is legal'],
  ['My 5/5 is blocked by a 3/3 and a 4/4. I put 1 on the 3/3 and 4 on the 4/4. Is that split legal?', 'en', { A: 20, B: 20 }, 'yes', '1 to the opponent\'s 3/3 creature and 4 to'],
  // 702.19b: lethal to the blocker, the rest "trampled over" to the player attacked.
  ["Their 6/6 trampler attacks and I block with a 1/1. They assign only 1 damage to the 1/1 and trample 5 over to me. Can they do that?", 'en', { A: 15, B: 20 }, 'yes', '702.19b'],
  // 702.2c: with deathtouch 1 is lethal (Rancor: +2/+0 and trample).
  ['Acidic Slime wearing Rancor attacks and they block with Wall of Omens. Since Slime has deathtouch, can I put just 1 on the wall and trample the rest over? How much do they take?', 'en', { A: 20, B: 17 }, 'yes', '702.2c'],
  // 702.19b: damage already marked counts toward lethal.
  ['My 6/6 trampler is blocked by a 2/2 that already has 1 damage on it. Can I put 1 on it and trample the rest over? How much does he take?', 'en', { A: 20, B: 15 }, 'yes', '5 damage'],
  // Japanese: the division asked with できる／可能 or the potential form, or 「この割り振りはできますか」 after it; 〜場合 supposes it.
  ['自分の4/4が3/3と2/2にブロックされたんだけど、2/2に2点、3/3に2点って割り振りってできる?', 'ja', { A: 20, B: 20 }, 'yes', '割り振りは適正です'],
  ['私の5/5が3/3と4/4にブロックされた。4/4に5点割り振るのは可能ですか?', 'ja', { A: 20, B: 20 }, 'yes', '510.1c'],
  ['私の6/6が2/2と3/3にブロックされた。3/3に全部割り振った。この割り振りはできますか?', 'ja', { A: 20, B: 20 }, 'yes', '3/3クリーチャーに6点'],
  ['相手の5/5トランプルが攻撃してきたので私の2/2でブロック。相手は2/2に2点、残りを私に割り振った。それは合法?', 'ja', { A: 17, B: 20 }, 'yes', '702.19b'],
  // 702.2c with first strike (702.7b): each blocker is dealt deathtouch damage first and dies before it deals any.
  ['《グリッサ・サンスレイヤー》で攻撃したら、相手が5/5と4/4の2体でブロックしてきました。5/5に1点、4/4に2点割り振った場合、グリッサは生き残りますか?', 'ja', { A: 20, B: 20 }, 'yes', '戦場に残ります'],
];

/** [question, language, the rules the refusal cites, words it says]: told or proposed, and illegal (510.1e). */
const ILLEGAL: [string, Lang, string[], string][] = [
  ['My 6/6 trampler is blocked by a 2/5. Can I assign 2 to the blocker and trample 4 over? What is his life?', 'en', ['702.19b', '510.1e'], "hasn't been assigned lethal damage"],
  ['My 6/6 trampler is blocked by a 2/5. I assign 3 to the blocker and 3 to the player. Is that legal?', 'en', ['702.19b', '510.1e'], "hasn't been assigned lethal damage"],
  // 510.1c: without trample nothing goes to the player.
  ['My 5/5 is blocked by a 2/2. I put 2 on the 2/2 and the rest on the player. Can I do that?', 'en', ['510.1c', '510.1e'], "can't assign combat damage"],
  ['トランプルを持つ私の6/6が相手の2/5にブロックされた。2/5に3点、相手に3点って割り振れる?', 'ja', ['702.19b', '510.1e'], '致死ダメージが割り振られていません'],
];

/** [question, language, code, words named]: not read — never answered by a guess. */
const REFUSED: [string, Lang, string, string][] = [
  // 702.19b-c: past the blockers of an attacker attacking a planeswalker is that planeswalker, not the player.
  ["My 5/5 trampler attacks my opponent's Teferi, Hero of Dominaria and is blocked by a 2/2. Can I put 2 on the 2/2 and trample the rest over?", 'en', 'not_understood', 'trample the rest over'],
  // "that" after something else was told since the division: which one it asks of is not said.
  ['My 5/5 is blocked by a 3/3 and a 4/4. I put all 5 on the 4/4 and then I cast Giant Growth on the 3/3. Is that legal?', 'en', 'not_understood', 'Is that legal'],
  // No block told: nobody's division.
  ['I have a 5/5. Can I put 2 on the 2/2 and the rest on the player?', 'en', 'not_understood', 'Can I put 2 on the 2/2'],
  // 「これってできる?」 with no division told: nothing it asks of.
  ['私の6/6が2/2と3/3にブロックされた。これってできる?', 'ja', 'not_understood', 'これってできる'],
];

describe('GIVEN a division of combat damage told or proposed WHEN asked whether it is legal THEN it is made as told and answered yes (510.1c-d, 702.19b, 702.2c)', () => {
  it.each(LEGAL)('%s', dividedAsTold(() => deps), 60_000);
});

describe('GIVEN an illegal division told or proposed WHEN asked THEN it is what cannot happen, with the rule (510.1e)', () => {
  it.each(ILLEGAL)('%s', impossibleCiting(() => deps), 60_000);
});

describe('GIVEN a proposed division the run cannot place WHEN asked THEN it is refused, naming the words', () => {
  it.each(REFUSED)('%s', refusedNaming(() => deps), 60_000);
});

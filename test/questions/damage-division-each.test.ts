/**
 * A division of combat damage told with "each" — "I put 1 damage on each", "1 to each bird and 2 to the player", "3 to each
 * of them", 「それぞれに3点ずつ」「1点ずつ振った」 — and with a part of none ("all 6 to Hill Giant and none to the Bears"):
 * 'each' over the creatures divided among means every one of them, that amount each (510.1c: no damage assignment order,
 * the attacker divides as its controller chooses; 510.1d for a blocker), never one of them picked or asked back; with
 * trample, lethal damage to every blocker before any goes past them (702.19b; with deathtouch 1 is lethal, 702.2c).
 * Told where nothing divides among two or more (one blocker, a spell's targets), or as a group that could be a total
 * between them (「3/3と2/2に3点」), it is not read as each, and is named.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { dividedAsTold, impossibleCiting, refusedNaming } from '../support/division-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    'Vampire Nighthawk': '吸血鬼の夜鷲',
    'Craw Wurm': '大喰らいのワーム',
    'Grizzly Bears': '灰色熊',
    'Llanowar Elves': 'ラノワールのエルフ',
    'Hill Giant': '丘巨人',
    'Arc Lightning': '弧状の稲妻',
    'Colossal Dreadmaw': '巨大なるカーノタウルス',
  });
}, 120_000);

type Lang = 'en' | 'ja';
/** [question, language, life after (A is the asker), verdict (null: none asked), words the answer says]. */
const EACH: [string, Lang, { A: number; B: number }, 'yes' | 'no' | null, string][] = [
  // 702.2c: deathtouch makes 1 lethal; lifelink gains what it deals (702.15b).
  ['Vampire Nighthawk attacks and they double block with two 1/1 flying Spirit tokens. I put 1 damage on each. What is my life total?', 'en', { A: 22, B: 20 }, null, '22'],
  // 702.19b with 702.2c: 1 each is lethal, so 2 go past.
  ['My 4/4 with trample and deathtouch is blocked by two 2/2 Birds. I assign 1 to each bird and 2 to the player. What is their life?', 'en', { A: 20, B: 18 }, null, '18'],
  ['My Craw Wurm is blocked by Grizzly Bears and Llanowar Elves. I assign 3 to each of them. Do both die?', 'en', { A: 20, B: 20 }, 'yes', 'dies'],
  ['My 5/5 trampler is blocked by two 2/2s. I put 2 on each blocker and the rest on the opponent. What is his life total?', 'en', { A: 20, B: 19 }, null, '19'],
  ['My 6/6 is blocked by a 3/3 and a 2/2. I put 3 damage on each one. Does the 3/3 die?', 'en', { A: 20, B: 20 }, 'yes', 'dies'],
  // The defending player's attacker divides: "on each" of my blockers.
  ["Their 4/4 with trample and deathtouch attacks me and I block with two 2/2s. They put 1 on each and the rest on me. What's my life?", 'en', { A: 18, B: 20 }, null, '18'],
  // 510.1c: a part of none is a share like any other.
  ['AP attacks with Craw Wurm. NAP blocks with Grizzly Bears and Hill Giant. AP assigns all 6 damage to Hill Giant and none to the Bears. Does Grizzly Bears survive?', 'en', { A: 20, B: 20 }, 'yes', 'survives'],
  // The creature said dividing, or the division said with no verb at all.
  ['Craw Wurm attacks and is blocked by Grizzly Bears and Llanowar Elves. Craw Wurm assigns 3 to each. Does Craw Wurm survive?', 'en', { A: 20, B: 20 }, 'yes', 'survives'],
  ['A 3/3 deathtouch attacks and is blocked by three 1/1s. The attacker puts 1 damage on each blocker. How many blockers die?', 'en', { A: 20, B: 20 }, null, '3'],
  ['My 3/3 with deathtouch is blocked by three 1/1s. 1 damage to each. Do they all die?', 'en', { A: 20, B: 20 }, 'yes', 'dies'],
  // All of it to one (no amount said), every other part none.
  ['My 6/6 is blocked by a 2/2 and a 3/3. I put everything on the 3/3. Does the 2/2 survive?', 'en', { A: 20, B: 20 }, 'yes', 'survives'],
  ['Craw Wurm attacks. The opponent blocks with Grizzly Bears and Hill Giant. I assign all of it to Hill Giant and none to the Bears. Does Hill Giant die?', 'en', { A: 20, B: 20 }, 'yes', 'dies'],
  ['私の6/6が2/2と3/3にブロックされた。3/3に全部割り振った。2/2は生き残る？', 'ja', { A: 20, B: 20 }, 'yes', '残ります'],
  ['私の6/6が相手の3/3二体にブロックされた。それぞれに3点ずつ割り振った。両方死ぬ？', 'ja', { A: 20, B: 20 }, 'yes', '死亡'],
  ['私の《大喰らいのワーム》が《灰色熊》と《ラノワールのエルフ》にブロックされた。3点ずつ割り振ったら両方倒せる？', 'ja', { A: 20, B: 20 }, 'yes', '死亡'],
  ['接死を持つ私の2/2が相手の1/1二体にブロックされた。1点ずつ振った。両方死ぬ?', 'ja', { A: 20, B: 20 }, 'yes', '死亡'],
  ['トランプルと接死を持つ私の4/4が相手の2/2二体にブロックされた。それぞれに1点ずつ、残りを相手に割り振った。相手のライフは？', 'ja', { A: 20, B: 18 }, null, '18'],
  ['私の6/6が相手の3/3と2/2にブロックされた。3/3と2/2に3点ずつ割り振った。3/3は死ぬ？', 'ja', { A: 20, B: 20 }, 'yes', '死亡'],
];

/** [question, language, the rules the answer cites, words it says]: each told, and illegal (510.1e). */
const ILLEGAL: [string, Lang, string[], string][] = [
  // 702.19b: 1 is not lethal for a 2/2 without deathtouch.
  ['My 5/5 trampler is blocked by two 2/2s. I put 1 on each and 3 on the opponent. What is his life total?', 'en', ['702.19b', '510.1e'], "hasn't been assigned lethal damage"],
];

/** [question, language, code, words named]: 'each' where it can't be every one divided among — named, never guessed. */
const REFUSED: [string, Lang, string, string][] = [
  // One blocker: nothing divided among two or more.
  ['My 6/6 is blocked by a 3/3. I put 3 on each. Does it die?', 'en', 'not_understood', 'I put 3 on each'],
  ['Craw Wurm attacks and is blocked by Grizzly Bears. Craw Wurm assigns 3 to each. Does Craw Wurm survive?', 'en', 'not_understood', 'Craw Wurm assigns 3 to each'],
  // A blocker blocking one attacker divides nothing (510.1d).
  ['Craw Wurm attacks and is blocked by Grizzly Bears and Llanowar Elves. Grizzly Bears assigns 2 to each. Does Craw Wurm survive?', 'en', 'not_understood', 'Grizzly Bears assigns 2 to each'],
  // All of it to one and some to another: the words contradict each other.
  ['My 6/6 is blocked by a 2/2 and a 3/3. I put all the damage on the 3/3 and 2 on the 2/2. Does the 2/2 survive?', 'en', 'not_understood', 'all the damage on the 3/3'],
  // A spell's division names its targets (601.2d): 'each' makes none up.
  ['I cast Arc Lightning: 1 to each of them. What dies?', 'en', 'not_understood', '1 to each of them'],
  // A group without ずつ: 3 to each, or 3 between them? Not guessed.
  ['私の6/6が相手の3/3と2/2にブロックされた。3/3と2/2に3点割り振った。両方死ぬ？', 'ja', 'not_understood', '3/3と2/2に3点割り振った'],
];

describe('GIVEN combat damage told divided to each blocker WHEN asked THEN every one gets that amount (510.1c, 702.19b, 702.2c)', () => {
  it.each(EACH)('%s', dividedAsTold(() => deps), 60_000);
});

describe('GIVEN an illegal division told with each WHEN asked THEN it is what cannot happen, with the rule (510.1e)', () => {
  it.each(ILLEGAL)('%s', impossibleCiting(() => deps), 60_000);
});

describe('GIVEN each said where it is no division among two or more WHEN asked THEN it is refused', () => {
  it.each(REFUSED)('%s', refusedNaming(() => deps), 60_000);
});

/**
 * The most past the blockers said as a goal or as trampling over, no amount said — "I push as much damage through as
 * possible", "if I assign the damage to push as much as possible through", "if I trample over", "if I assign trample
 * damage": lethal damage to each blocker, the rest to the player (702.19b), the run's own division, which the reply says is
 * the most. Said of an attacker without trample, nothing goes past the blockers: named.
 * [question, life after (A is the asker), words the answer says (or the error code and the words named)].
 */
const MOST: [string, { A: number; B: number } | string, string][] = [
  ["My 6/6 trample attacks and is blocked by a 2/2. I push as much damage through as possible. What's their life?", { A: 20, B: 16 }, '16'],
  ['Colossal Dreadmaw attacks and is blocked by Grizzly Bears. If I assign the damage to push as much as possible through to the opponent, what is his life total?', { A: 20, B: 16 }, '16'],
  ['My 6/6 trample attacks and is blocked by a 2/2. If I trample over, how much damage gets through to them?', { A: 20, B: 16 }, '4 damage'],
  ['My 7/7 trample is blocked by a 0/1. If I assign trample damage, how much gets through to the opponent?', { A: 20, B: 14 }, '6 damage'],
  // No trample: nothing goes past the blocker (510.1c).
  ["My 6/6 attacks and is blocked by a 2/2. I push as much damage through as possible. What's their life?", 'not_understood', 'I push as much damage through as possible'],
];

describe('GIVEN the most past the blockers said as a goal WHEN asked THEN lethal to each blocker and the rest past them (702.19b)', () => {
  it.each(MOST)('%s', async (q, want, says) => {
    const r = await answerQuestion(q, 'en', deps);
    if (typeof want === 'string') {
      expect(r.ok ? `answered: ${r.value.answer}` : r.error.code).toBe(want);
      if (!r.ok) expect(r.error.message).toContain(says);
      return;
    }
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toContain(says);
    expect(Object.fromEntries(r.value.resolution.final.players.map((p) => [p.id, p.life]))).toEqual(want);
  }, 60_000);
});

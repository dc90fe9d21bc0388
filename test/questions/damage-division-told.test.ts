/**
 * Issues #11/#12: a division of combat damage told with amounts, as players say it — "I put 3 on the blocker and the rest
 * on the player", "2 to the first blocker and 4 to the second", "I trample over, 5 to him and 1 to the wolf", "I split it
 * 3 and 3", 「2/2に2点、残りを相手に」「ブロッカーに3点割り振って残りはプレイヤーへ」「3点と3点に分けた」. It is read into
 * the IR (`assigned`, with `rest`: what remains of the creature's power), made as told, and judged by the engine: a blocked
 * creature divides among its blockers as its controller chooses (510.1c); with trample, lethal damage to each blocker
 * before any goes past them (702.19b; with deathtouch 1 is lethal, 702.2c); without trample none to the player (510.1c);
 * all of its power (510.1a). An illegal division is answered as what can't happen, with the rule (510.1e) — never
 * re-divided; one the run can't check (a double striker's second step, a choice not told, 702.4b) is refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { dividedAsTold, impossibleCiting, refusedNaming } from '../support/division-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ Rancor: '怨恨', 'Grizzly Bears': '灰色熊', 'Giant Spider': 'Giant Spider', 'Arc Lightning': '弧状の稲妻', 'Forked Bolt': 'Forked Bolt', 'Llanowar Elves': 'Llanowar Elves', 'Lightning Bolt': 'Lightning Bolt', 'Questing Beast': '探索する獣', Thragtusk: 'スラーグ牙' });
}, 120_000);

type Lang = 'en' | 'ja';
/** [question, language, life after (A is the asker), verdict (null: none asked), words the answer says]. */
const LEGAL: [string, Lang, { A: number; B: number }, 'yes' | 'no' | null, string][] = [
  // 702.19b: 3 is at least lethal for the 2/2; the rest (3) goes past it.
  ['My 6/6 trampler is blocked by a 2/2. I put 3 on the blocker and the rest on the player. How much damage does my opponent take?', 'en', { A: 20, B: 17 }, null, 'takes 3 damage'],
  ['My 6/6 trample is blocked by a 1/1 wolf. I trample over, 5 to him and 1 to the wolf. What is his life total?', 'en', { A: 20, B: 15 }, null, '15'],
  ['My 5/5 trampler is blocked by a 2/2. I assign 2 damage to the 2/2 and 3 damage to the opponent. What is his life total?', 'en', { A: 20, B: 17 }, null, '17'],
  // 702.19b: more than lethal may stay on a blocker; the rest is then 0.
  ['My 5/5 trampler is blocked by a 2/2. I put 5 on the blocker and the rest on the player. How much damage does the player take?', 'en', { A: 20, B: 20 }, null, 'takes 0 damage'],
  // 702.2c: with deathtouch, 1 is lethal.
  ['My 4/4 with trample and deathtouch is blocked by a 1/5. I assign 1 damage to the 1/5 and 3 damage to the opponent. Does the 1/5 die?', 'en', { A: 20, B: 17 }, 'yes', 'dies'],
  // 510.1c: no damage assignment order: divided among the blockers as told.
  ['My 6/6 is blocked by a 2/2 and a 3/3. I assign 2 to the first blocker and 4 to the second. Do both blockers die?', 'en', { A: 20, B: 20 }, 'yes', 'dies'],
  ['My 6/6 is blocked by a 2/2 and a 3/3. I put all 6 on the 3/3. Does the 2/2 survive?', 'en', { A: 20, B: 20 }, 'yes', 'survives'],
  ['My 6/6 is blocked by two 3/3s. I split it 3 and 3. Do both die?', 'en', { A: 20, B: 20 }, 'yes', 'dies'],
  // The opponent divides: "the rest on me".
  ["Their 5/5 trample attacks me and I block with my 2/2. They put 2 on my 2/2 and the rest on me. What's my life total?", 'en', { A: 17, B: 20 }, null, '17'],
  // 702.4b, 702.19d: told once, for the first step; the blocker gone, the second step's 3 all go to the player.
  ["My 3/3 with double strike and trample is blocked by a 2/2. I assign 2 to the blocker and 1 to the player. What is my opponent's life total?", 'en', { A: 20, B: 16 }, null, '16'],
  // Rancor gives +2/+0 and trample: the Bears are a 4/2; all 4 on the Spider kills it (the 2/4 deals 2 back).
  ['I put Rancor on my Grizzly Bears and swung. My opponent blocked with his Giant Spider. I put all 4 on the spider. What happens?', 'en', { A: 20, B: 20 }, null, 'Giant Spider'],
  ['6/6トランプルが2/2にブロックされた。2/2に2点、残りを相手に。相手は何点受ける？', 'ja', { A: 20, B: 16 }, null, '4点'],
  ['6/6トランプルが2/2にブロックされた。ブロッカーに3点割り振って残りはプレイヤーへ。相手は何点受ける？', 'ja', { A: 20, B: 17 }, null, '3点'],
  ['6/6が3/3二体にブロックされた。3点と3点に分けた。両方死ぬ？', 'ja', { A: 20, B: 20 }, 'yes', '死亡'],
  ['接死とトランプルを持つ私の4/4が相手の1/5にブロックされた。1/5に1点、残りを相手に割り振った。相手のライフは？', 'ja', { A: 20, B: 17 }, null, '17'],
  ['私の6/6が相手の2/2と3/3にブロックされた。2/2に2点、3/3に4点割り振った。両方死ぬ？', 'ja', { A: 20, B: 20 }, 'yes', '死亡'],
  // The rest said with its amount (「残り5点」「the remaining 4」): that amount, told (702.19b; with deathtouch 1 is lethal, 702.2c).
  ['《怨恨》をつけた《探索する獣》で攻撃、相手は《スラーグ牙》でブロック。スラーグ牙に1点、残り5点を相手に割り振ります。相手のライフは?', 'ja', { A: 20, B: 15 }, null, '15'],
  ['6/6トランプルが2/2にブロックされた。2/2に2点、残りの4点は本体へ。相手は何点受ける？', 'ja', { A: 20, B: 16 }, null, '4点'],
  ['My 6/6 trampler is blocked by a 2/2. I assign 2 to the blocker and the remaining 4 to the player. What is his life total?', 'en', { A: 20, B: 16 }, null, '16'],
  // Each amount said before who gets it, the verb after the last part; or the player's part first.
  ['6/6トランプルが2/2にブロックされた。2点を2/2に、4点を相手に割り振った。相手のライフは？', 'ja', { A: 20, B: 16 }, null, '16'],
  ['トランプルを持つ私の6/6が相手の2/2にブロックされた。相手に残り4点、2/2に2点を振ったよ。相手のライフは？', 'ja', { A: 20, B: 16 }, null, '16'],
  // 分ける supposed (分けたら): the division told as supposed.
  ['私の6/6が3/3二体にブロックされた。3点と3点に分けたら、両方死ぬ?', 'ja', { A: 20, B: 20 }, 'yes', '死亡'],
  // 「最大限ダメージを」: the most past the blocker (702.19b), the damage said.
  ['相手の5/5トランプルが攻撃してきたので私の2/2でブロック。相手はプレイヤーに最大限ダメージを割り振った。私のライフは?', 'ja', { A: 17, B: 20 }, null, '17'],
];

/** [question, language, the rules the answer cites, words it says]: told, and illegal (510.1e) — not re-divided. */
const ILLEGAL: [string, Lang, string[], string][] = [
  ['My 6/6 trample is blocked by a 2/5. I assign 3 to the blocker and 3 to the player. How much damage does the opponent take?', 'en', ['702.19b', '510.1e'], "hasn't been assigned lethal damage"],
  ['My 6/6 trampler is blocked by a 2/2 and a 3/3. I assign 2 to the 2/2, 1 to the 3/3 and the rest to the player. What happens?', 'en', ['702.19b', '510.1e'], "3/3 creature hasn't been assigned lethal damage"],
  ['My 6/6 is blocked by a 2/2. I assign 2 to the 2/2 and the rest to the player. How much damage does the opponent take?', 'en', ['510.1c', '510.1e'], "can't assign combat damage"],
  ['My 4/4 trampler is blocked by a 2/2. I put 5 on the blocker and the rest on the player. What happens?', 'en', ['510.1a', '510.1e'], 'power 4, assigned 5'],
  ['トランプルを持つ私の6/6が相手の2/5にブロックされた。2/5に3点、相手に3点を割り振った。相手は何点受ける？', 'ja', ['702.19b', '510.1e'], '致死ダメージが割り振られていません'],
  ['私の6/6が2/2にブロックされた。2/2に2点、残りを相手に割り振った。相手は何点受ける？', 'ja', ['510.1c', '510.1e'], '割り振れません'],
  // The rest said with an amount that is not what remains: all of its power is assigned (510.1a) — never the amount re-read.
  ['6/6トランプルが2/2にブロックされた。2/2に2点、残りの3点を相手に割り振った。相手のライフは？', 'ja', ['510.1a', '510.1e'], '割り振り合計5'],
  ['My 6/6 trampler is blocked by a 2/2. I assign 2 to the blocker and the remaining 3 to the player. What is his life total?', 'en', ['510.1a', '510.1e'], 'assigned 5'],
];

/** [question, language, code, words named]: a division the run can't check, or not said whole — refused, never guessed. */
const REFUSED: [string, Lang, string, string][] = [
  // 702.4b: the blocker survives the first step; the second is a choice again, not told.
  ['My 4/4 with double strike and trample is blocked by a 2/5. I assign 4 to the blocker. How much damage does the opponent take?', 'en', 'unmodelled', '702.4b'],
  // Amounts alone that differ: which blocker gets which is not said.
  ['6/6が2/2と3/3にブロックされた。2点と4点に分けた。両方死ぬ？', 'ja', 'not_understood', '2点と4点に分けた'],
  ['私の5/5が3/3二体にブロックされた。3点と2点に分けたら、5/5は生き残る?', 'ja', 'not_understood', '3点と2点に分けたら'],
  // A part told alone before a clause with a subject of its own: not carried on (whose division it is, unsaid there).
  ['6/6トランプルが2/2にブロックされた。2点を2/2に、相手は4点を受けた。相手のライフは？', 'ja', 'not_understood', '4点'],
  ['My 6/6 is blocked by a 2/2 and a 3/3. I split it 2 and 4. What dies?', 'en', 'not_understood', '2 and 4'],
  // No block told: nobody's division.
  ['I have a 6/6 trampler. I put 3 on the 2/2 and the rest on the player. What is his life total?', 'en', 'not_understood', 'the rest on the player'],
];

describe('GIVEN combat damage divided with amounts as told WHEN asked THEN it is made as told (510.1c, 702.19b, 702.2c)', () => {
  it.each(LEGAL)('%s', dividedAsTold(() => deps), 60_000);
});

describe('GIVEN an illegal division told WHEN asked THEN it is answered as what cannot happen, with the rule (510.1e)', () => {
  it.each(ILLEGAL)('%s', impossibleCiting(() => deps), 60_000);
});

describe('GIVEN a division the run cannot check or that is not said whole WHEN asked THEN it is refused', () => {
  it.each(REFUSED)('%s', refusedNaming(() => deps), 60_000);
});

/**
 * 601.2d: a spell that divides its damage ("Arc Lightning deals 3 damage divided as you choose among one, two, or three
 * targets") has the division announced as it is cast, each target at least 1: told after the cast, it names the targets
 * and their shares; not told among two or more targets, it is asked back; told wrong, it can't be cast as told.
 * [question, language, life after, verdict, words the answer says (or the error code and words)].
 */
const SPELLS: [string, Lang, { A: number; B: number } | string, 'yes' | 'no' | null, string][] = [
  ['I cast Arc Lightning: 2 to his Grizzly Bears and 1 to him. Does the Grizzly Bears die?', 'en', { A: 20, B: 19 }, 'yes', 'dies'],
  ['I cast Arc Lightning: 1 to his Grizzly Bears and 2 to him. What is his life total?', 'en', { A: 20, B: 18 }, null, '18'],
  ['I cast Forked Bolt: 1 to his Grizzly Bears and 1 to his Llanowar Elves. What dies?', 'en', { A: 20, B: 20 }, null, 'Llanowar Elves'],
  ['《弧状の稲妻》を唱えて、相手の《灰色熊》に2点、相手に1点を割り振った。熊は死ぬ？', 'ja', { A: 20, B: 19 }, 'yes', '死亡'],
  // Each target at least 1, the whole amount (601.2d).
  ['I cast Arc Lightning: 3 to his Grizzly Bears and 1 to him. Does the Grizzly Bears die?', 'en', 'impossible', null, '601.2d'],
  ['I cast Arc Lightning: 3 to his Grizzly Bears and 0 to him. Does it die?', 'en', 'impossible', null, '601.2d'],
  // Lightning Bolt has one target (601.2c): two can't be chosen.
  ['I cast Lightning Bolt: 2 to his Grizzly Bears and 1 to him. Does the Grizzly Bears die?', 'en', 'impossible', null, '601.2c'],
  // Two targets and no division said: asked back, never assumed.
  ['I cast Arc Lightning targeting his Grizzly Bears and him. Does the Grizzly Bears die?', 'en', 'needs_detail', null, '601.2d'],
  // One target: all of it to that one.
  ['I cast Arc Lightning on his Grizzly Bears. Does it die?', 'en', { A: 20, B: 20 }, 'yes', 'dies'],
];

describe('GIVEN a spell that divides its damage WHEN the division is told THEN it is announced as told (601.2d)', () => {
  it.each(SPELLS)('%s', async (q, lang, want, verdict, says) => {
    const r = await answerQuestion(q, lang, deps);
    if (typeof want === 'string') {
      expect(r.ok ? `answered: ${r.value.answer}` : r.error.code).toBe(want);
      if (!r.ok) expect(r.error.message).toContain(says);
      return;
    }
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toContain(says);
    expect(r.value.verdict ?? null).toBe(verdict);
    expect(Object.fromEntries(r.value.resolution.final.players.map((p) => [p.id, p.life]))).toEqual(want);
  }, 60_000);
});

/**
 * Confident wrong answers found by asking adversarial questions (issue 11): a detail that changes
 * the answer — a modifier in a group, a third blocker after an odd word, a second spell — was
 * dropped or misread and the bot answered anyway. Each row is now either answered right or refused;
 * the variations around each are our own.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';

const lang = (q: string): 'en' | 'ja' => (/[\u3040-\u9fff]/u.test(q) ? 'ja' : 'en');

/** Refused, with the words that were not read named (when given). */
const REFUSED: [string, string?][] = [
  // A blocker list broken by a word no lexicon knows: the rest became a blocked "attacker" and the answer said 7 tramples over.
  ['My 7/7 trample attacks. They block with a 2/2, a tiny 1/1 and a 3/3. How much damage tramples over?', '3/3'],
  ['My 7/7 trample attacks. They block with a 2/2, a 1/1 and also a 3/3. How much damage tramples over?', '3/3'],
  ['My 6/6 trample is blocked by a 2/2 — and a 3/3. How much damage does the opponent take?', '3/3'],
  ['My 5/5 trample attacks. They block a 1/1 and a 3/3 with a 2/2. How much damage does the opponent take?'],
  // Several where one is meant: "two Shocks" was one Shock.
  ['I cast two Shocks on their 4/4. Does it die?', 'two Shocks'],
  ['My 2/2 and my 3/3 attack into their 4/4. Does the 4/4 die?'],
  // Group modifiers the engine's filters can't carry: they were dropped and every creature got the bonus.
  ['Tapped creatures you control get +1/+1. My untapped 2/2 blocks their 2/2. Does my 2/2 die?', 'Tapped creatures you control'],
  ['Attacking creatures you control get +1/+1. My 2/2 blocks their 2/2. Does my 2/2 die?', 'Attacking creatures you control'],
  ['Blocking creatures get +1/+1. My 2/2 blocks their 2/2. Does my 2/2 die?', 'Blocking creatures'],
  ['Artifact creatures you control get +1/+1. My 2/2 blocks their 2/2. Does my 2/2 die?', 'Artifact creatures you control'],
  ['Creatures you control with a +1/+1 counter get +1/+1. My 2/2 blocks their 2/2. Does my 2/2 die?'],
  ['Creatures without flying you control get +1/+1. I control a 2/2 with flying. What is its power and toughness?'],
  ['Creature tokens you control get +1/+1. My nontoken 2/2 blocks their 2/2. Does my 2/2 die?'],
  ['Non-Elf creatures you control get +1/+1. My 2/2 Elf blocks their 2/2. Does my Elf die?', 'Non-Elf'],
  ['タップ状態のクリーチャーは+1/+1の修整を受ける。アンタップ状態の自分の2/2が相手の2/2をブロックした。自分の2/2は死にますか？'],
  ['飛行を持たないクリーチャーは-1/-1の修整を受ける。飛行を持つ自分の2/2のパワーとタフネスは？'],
  // 「〜でない」 (not a token, not legendary, not white) was filler: the answer ignored it.
  ['トークンでないクリーチャーは+1/+1の修整を受ける。自分の1/1のトークンのパワーとタフネスは？', 'でない'],
  ['白でないクリーチャーは+1/+1の修整を受ける。自分の白の2/2が相手の2/2をブロックした。自分の2/2は死にますか？', '白でない'],
  ['伝説のクリーチャーは+2/+2の修整を受ける。伝説でない2/2のパワーは？', '伝説でない'],
  ['白のクリーチャーは+1/+1の修整を受ける。白ではない自分の2/2のパワーは？'],
  // A word about the asked object outside every phrase is not swept up by the ask.
  ['あなたがコントロールする他のクリーチャーは+1/+1の修整を受ける。この効果を持つ2/2のパワーは？'],
];

/** Answered, and right: [question, what the answer says, verdict]. */
const ANSWERED: [string, string, 'yes' | 'no' | null][] = [
  // A bare class is every such creature (a static ability's wording), never one invented creature.
  ['Nonblack creatures get -1/-1. I control a black 1/1 and a white 1/1. Does the white 1/1 die?', 'dies', 'yes'],
  ['Nonblack creatures get -1/-1. I control a black 1/1 and a white 1/1. Does the black 1/1 die?', 'survives', 'no'],
  ['Black creatures get -1/-1. My white 2/2 blocks their black 2/2. Does my 2/2 die?', 'survives', 'no'],
  ['Creatures with flying get +1/+1. My 2/2 with flying blocks a 2/2. Does my 2/2 die?', 'survives', 'no'],
  ['Creatures with flying you control get +1/+1. I control a 2/2 without flying. What is its power and toughness?', 'is 2/2', null],
  ['Nonwhite creatures you control get +1/+1. My white 2/2 blocks their 2/2. Does my 2/2 die?', 'dies', 'yes'],
  ['Noncreature artifacts you control have hexproof. Can my opponent target my 2/2 artifact creature with Shock?', 'can target', 'yes'],
  ['黒のクリーチャーは-1/-1の修整を受ける。自分の白の2/2が相手の黒の2/2をブロックした。自分の2/2は死にますか？', '戦場に残ります', 'no'],
  ['黒のクリーチャーは-1/-1の修整を受ける。自分の黒の2/2が相手の白の2/2をブロックした。自分の2/2は死にますか？', '死亡します', 'yes'],
  ['あなたのクリーチャーは+1/+1の修整を受ける。自分の2/2のパワーとタフネスは？', '3/3', null],
  // Several attackers said to be unblocked are each unblocked (the one-object rule is for "blocked by").
  ['自分の2/2と3/3と1/1が攻撃し、ブロックされなかった。対戦相手のライフは？', '14', null],
  ['My 3/3 and my 2/2 attack and are not blocked. How much life does my opponent have?', '15', null],
];

describe('GIVEN adversarial questions whose detail changes the answer (issue 11)', () => {
  it.each(REFUSED)('THEN %s is refused, naming what was not read', async (q, part) => {
    const r = await answerQuestion(q, lang(q));
    expect(r.ok ? `answered: ${r.value.answer}` : r.error.code).toMatch(/^(not_understood|ambiguous|unmodelled)$/);
    if (!r.ok && part) expect(r.error.parts.join(' | ')).toContain(part);
  });
  it.each(ANSWERED)('THEN %s is answered right', async (q, says, verdict) => {
    const r = await answerQuestion(q, lang(q));
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toContain(says);
    expect(r.value.verdict).toBe(verdict);
  });
});

/**
 * Issue 11 §4: a yes/no answer about a loss, a death or a survival cites the rule it was checked against, also when
 * the answer is no — the verdict step (questions/verdict-check.ts), the reply's last step. "Do I lose?" answered no
 * names 704.5a and 704.5c; "Does my creature die / survive?" names 704.5f-h when it stayed, or the step that put it
 * into the graveyard and 700.4 when it died.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { langOf } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ 'Lightning Bolt': '稲妻', Murder: '殺害', 'Giant Growth': '巨大化', Shock: 'ショック', 'Liliana of the Veil': 'ヴェールのリリアナ', 'Vampire Nighthawk': '吸血鬼の夜鷲' });
}, 120_000);

/** The verdict step's marker in each language (its words, after the rules cited). */
const MARK = { en: 'Verdict checked', ja: '判定の根拠' } as const;

/** [question, verdict (null: asked both ways), the verdict step's rules, what it says]. */
const ROWS: readonly (readonly [string, 'yes' | 'no' | null, readonly string[], string])[] = [
  // 704.5a / 704.5c checked and not met: 5 - 3 = 2 life, no poison.
  ["I'm at 5 life. My opponent casts Lightning Bolt targeting me. Do I lose?", 'no', ['704.5a', '704.5c'], 'you end with 2 life'],
  ['私のライフは5。相手が私に《稲妻》を唱えた。私は負けますか？', 'no', ['704.5a', '704.5c'], 'ライフ2'],
  // "Do I survive?": the same check, the other way round.
  ["I'm at 5 life. My opponent casts Lightning Bolt targeting me. Do I survive?", 'yes', ['704.5a', '704.5c'], 'you end with 2 life'],
  // 704.5a met: 3 - 3 = 0.
  ["I'm at 3 life. My opponent casts Lightning Bolt targeting me. Do I lose?", 'yes', ['704.5a'], '0 or less life'],
  ['私のライフは3。相手が私に《稲妻》を唱えた。私は負けますか？', 'yes', ['704.5a'], 'ライフが0以下'],
  // 704.5c met: 9 + 1 infect (702.90b).
  ["I have 9 poison counters. My opponent's 1/1 with infect attacks me and I don't block. Do I lose?", 'yes', ['704.5c'], 'ten or more poison counters'],
  // "Do I win?": the opponent's loss checked (704.5a met).
  ['My opponent is at 2 life. My 3/3 attacks and is not blocked. Do I win?', 'yes', ['704.5a'], 'the opponent loses the game'],
  // A 4/4 blocking a 3/3 stays: toughness 4, 3 damage (704.5g not met), no deathtouch (704.5h).
  ['My 4/4 blocks a 3/3. Does my creature die?', 'no', ['704.5f', '704.5g', '704.5h'], 'toughness 4 (more than 0) and 3 damage marked'],
  ['My 4/4 blocks a 3/3. Does my creature survive?', 'yes', ['704.5f', '704.5g', '704.5h'], 'less than its toughness'],
  ['私の4/4が相手の3/3をブロックした。私のクリーチャーは死にますか？', 'no', ['704.5f', '704.5g', '704.5h'], 'タフネス4'],
  // Died of lethal damage (704.5g, destroyed 701.8b): that is dying (700.4).
  ['My 2/2 blocks a 3/3. Does my creature die?', 'yes', ['700.4', '704.5g', '701.8b'], 'by 704.5g'],
  ['My 2/2 blocks a 3/3. Does my creature survive?', 'no', ['700.4', '704.5g', '701.8b'], 'which is what dying means'],
  ['私の2/2が相手の3/3をブロックした。私の2/2は生き残りますか？', 'no', ['700.4', '704.5g', '701.8b'], '戦場から墓地に置かれました'],
  // Destroyed by a spell (701.8a).
  ['My opponent casts Murder targeting my 2/2. Does my creature die?', 'yes', ['700.4', '701.8a'], 'by 701.8a'],
  // Deathtouch damage (704.5h) kills a 5/5 blocking a 1/1 deathtouch.
  ["My 5/5 blocks my opponent's 1/1 with deathtouch. Does my 5/5 die?", 'yes', ['700.4', '704.5h', '702.2b', '701.8b'], 'by 704.5h'],
  // Indestructible: lethal damage marked, not destroyed (702.12b).
  ['My 2/2 indestructible blocks a 3/3. Does it survive?', 'yes', ['704.5f', '704.5g', '704.5h', '702.12b'], 'indestructible'],
  // A planeswalker that stays: 704.5i checked (loyalty left); deathtouch damage to it only removed loyalty (120.3c), deathtouch
  // making damage lethal to a creature alone (702.2b).
  ['A 2/2 with deathtouch attacks my Liliana of the Veil and isn\'t blocked. Does Liliana die?', 'no', ['704.5i', '120.3c', '702.2b'], 'ends with 1 loyalty counter'],
  ['My opponent casts Shock targeting my Liliana of the Veil. Does she die?', 'no', ['704.5i'], 'ends with 1 loyalty counter'],
  ['《吸血鬼の夜鷲》で相手の《ヴェールのリリアナ》を攻撃してブロックされなかった。接死あるからリリアナ死ぬよね？', 'no', ['704.5i', '120.3c', '702.2b'], '忠誠カウンター1個'],
  // Asked both ways, one question (no yes or no) — still checked.
  ['My 2/2 blocks a 3/3. Does my creature die or survive?', null, ['700.4', '704.5g', '701.8b'], 'by 704.5g'],
];

describe('GIVEN a yes/no question about a loss, a death or a survival', () => {
  it.each(ROWS)('%s → %s, the verdict step cites %j', async (q, verdict, rules, says) => {
    const lang = langOf(q);
    const r = await answerQuestion(q, lang, deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.verdict).toBe(verdict);
    const step = r.value.steps.at(-1)!;
    expect(step.text).toContain(MARK[lang]);
    expect(step.rules).toEqual(rules);
    expect(step.text).toContain(says);
  }, 120_000);
});

/** Issue 11 §3: "does X kill it" is checked against the cause in the run (questions/asks/kill-cause.ts). [question, verdict or refusal code, what it says]. */
const CAUSES: readonly (readonly [string, 'yes' | 'no' | 'needs_detail', string])[] = [
  // 704.5g: all the damage marked on the 2/2 is the 3/3's.
  ["My 2/2 blocks my opponent's 3/3. Does the 3/3 kill my 2/2?", 'yes', 'Your 2/2 creature dies'],
  ['My opponent casts Shock targeting my 2/2. Does Shock kill it?', 'yes', 'Your 2/2 creature dies'],
  // 701.8a: Murder destroyed it before combat damage: the 3/3 didn't kill it.
  ["My 2/2 blocks my opponent's 3/3. My opponent casts Murder targeting my 2/2. Does the 3/3 kill my 2/2?", 'no', "It wasn't the opponent's 3/3 creature that killed it"],
  // 3 combat damage + 2 from Shock on a 1/4: neither is lethal alone (704.5g) — no plain yes or no, said why.
  ["My 1/4 blocks my opponent's 3/3. After combat damage, my opponent casts Shock targeting my 1/4. Does the 3/3 kill my 1/4?", 'needs_detail', 'not simply of'],
  ["My 1/4 blocks my opponent's 3/3. After combat damage, my opponent casts Shock targeting my 1/4. Does Shock kill my 1/4?", 'needs_detail', 'not simply of'],
  ['私の2/2が相手の3/3をブロックした。相手が私の2/2を対象に《殺害》を唱えた。3/3のダメージで私の2/2は死にますか？', 'no', 'ダメージによって死亡したのではありません'],
];

describe('GIVEN a question naming what kills the creature', () => {
  it.each(CAUSES)('%s → %s', async (q, want, says) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (want === 'needs_detail') {
      expect(r.ok ? `answered: ${r.value.answer}` : r.error.code).toBe(want);
      if (!r.ok) expect(r.error.message).toContain(says);
      return;
    }
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.verdict).toBe(want);
    expect(r.value.answer).toContain(says);
  }, 120_000);
});

describe('GIVEN a question that is no yes/no about a loss or a death', () => {
  it.each([['My 3/3 attacks and is not blocked. How much damage does the opponent take?'], ['My 2/2 blocks a 3/3. What happens?']] as const)('%s → no verdict step', async (q) => {
    const lang = langOf(q);
    const r = await answerQuestion(q, lang, deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.steps.some((s) => s.text.includes(MARK[lang]))).toBe(false);
  }, 120_000);
});

/**
 * Question forms players end a described board with (dev-s30a): "what does <player> get / gain / sacrifice?",
 * 「相手は何を得ますか」「相手は何を生け贄に捧げますか」 — what the story's events did for or to that player, which the
 * whole outcome of the engine's run says (tokens made under their control, 111.2; life; permanents sacrificed,
 * 701.21a), never one of them guessed; and 「無事ですか」「健在ですか」 (unharmed, still there) — whether it
 * survives, as 「生き残りますか」 asks. A sacrifice the player only may make ("what can he sacrifice?") and one
 * the engine leaves to its player's choice stay refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { langOf, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({
    'Wrath of God': '神の怒り',
    'Swan Song': '白鳥の歌',
    "An Offer You Can't Refuse": '断れない提案',
    'Beast Within': '内にいる獣',
    'Swords to Plowshares': '剣を鍬に',
    'Diabolic Edict': '悪魔の布告',
    'Grizzly Bears': '灰色熊',
    'Serra Angel': 'セラの天使',
    'Lightning Bolt': '稲妻',
  });
}, 120_000);

describe('GIVEN a story, and what a player gets, gains or sacrifices asked with nothing named', () => {
  it.each([
    // 701.6a, 111.2: Swan Song counters the Wrath; its controller gets the Bird.
    ['They cast Wrath of God, I Swan Song it. What does my opponent get?', 'Token created: Bird Token (under the opponent', '701.6a'],
    ['They cast Wrath of God, I Swan Song it. What does my opponent gain?', 'Token created: Bird Token (under the opponent', '701.6a'],
    ['相手の《神の怒り》を《白鳥の歌》で打ち消した。相手は何を得る?', 'トークン生成：鳥・トークン（対戦相手のコントロール下', '701.6a'],
    // Two Treasures for the spell's controller.
    ['相手の《神の怒り》を《断れない提案》で打ち消しました。相手は何を得ますか?', 'トークン生成：宝物・トークン、宝物・トークン（対戦相手のコントロール下', '111.2'],
    // Beast Within: the destroyed permanent's controller gets a 3/3 Beast.
    ['I cast Beast Within on their Grizzly Bears. What do they gain?', 'Token created: Beast Token (under the opponent', '111.2'],
    ['相手の《灰色熊》に《内にいる獣》を唱えました。相手は何を得ますか?', '対戦相手のコントロール下', '111.2'],
    // Swords to Plowshares: life (119.3), not a token.
    ['I cast Swords to Plowshares on their Serra Angel. What does my opponent get?', 'the opponent 20 → 24', '119.3'],
    ['相手の《セラの天使》に《剣を鍬に》を唱えました。相手は何を得ますか?', '対戦相手は20 → 24', '119.3'],
    // Diabolic Edict with one creature to sacrifice: it is that one (701.21a).
    ['My opponent controls Grizzly Bears. I cast Diabolic Edict targeting my opponent. What does my opponent sacrifice?', 'Died: Grizzly Bears', '701.21a'],
    ['相手は《灰色熊》をコントロールしています。私は相手を対象に《悪魔の布告》を唱えました。相手は何を生け贄に捧げますか?', '死亡：対戦相手の《灰色熊》', '701.21a'],
  ] as const)('%s THEN the outcome says it', async (q, says, rule) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toContain(says);
    expect(r.value.steps.flatMap((s) => s.rules).some((n) => n.startsWith(rule))).toBe(true);
  });
});

describe('GIVEN a creature asked whether it is 無事 / 健在 (unharmed)', () => {
  it.each([
    // 701.6a: the Wrath countered, nothing dies.
    ['相手の《神の怒り》を《断れない提案》で打ち消しました。私のクリーチャーは無事ですか?相手は何を得ますか?', 'yes', '宝物・トークン、宝物・トークン'],
    ['相手の《神の怒り》を《白鳥の歌》で打ち消しました。私の《灰色熊》は無事ですか?', 'yes', 'はい。あなたの《灰色熊》は戦場に残ります'],
    // 701.8a: the Wrath resolves and destroys it.
    ['相手が《神の怒り》を唱えました。私の《灰色熊》は無事ですか?', 'no', '死亡'],
    // 120.3a, 704.5g: 3 damage to a 2/2.
    ['相手が《稲妻》を私の《灰色熊》に撃ちました。熊は健在ですか?', 'no', '死亡'],
    // 3 damage to a 4/4 flier: it lives.
    ['相手が《稲妻》を私の《セラの天使》に撃ちました。天使は無事ですか?', 'yes', 'はい'],
  ] as const)('%s THEN answered as whether it survives', async (q, verdict, says) => {
    const r = await answerQuestion(q, 'ja', deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.verdict).toBe(verdict);
    expect(r.value.answer).toContain(says);
  });
});

describe('GIVEN a neighbour the run cannot answer', () => {
  it.each([
    // What may be sacrificed is no event of the story: not read.
    ['My opponent controls Grizzly Bears. What can my opponent sacrifice?', 'not_understood'],
    // With two creatures, which one is sacrificed is the opponent's choice (701.21a): never picked for them.
    ['My opponent controls Grizzly Bears and Serra Angel. I cast Diabolic Edict targeting my opponent. What does my opponent sacrifice?', 'unmodelled'],
  ] as const)('%s THEN refused', async (q, code) => {
    await refusedAs(() => deps)(q, code);
  });
});

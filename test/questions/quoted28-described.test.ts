/**
 * Objects told by the rules text they say instead of a card name (issues 12, 14.3, 11): "a spell that says '…'", "an
 * instant that reads '…'", "an artifact with '…'", "two permanents that each say '…'", 「「…」という呪文」,
 * 「「…」と書かれたインスタント」, 「「…」という能力を持つパーマネントを2つ」. The quoted text goes through the same
 * templates as oracle text (English, or the Japanese surface of them); a spell told only by instructions is an instant
 * (113.3a: spell abilities are an instant's or sorcery's). Text the templates can't read is refused and named, never
 * dropped.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, refusedAs } from '../support/ask-rows.ts';

const CARDS: Record<string, string> = { 'Grizzly Bears': '灰色熊', 'Lightning Bolt': '稲妻' };

const DOUBLE = "'If a source you control would deal damage to a permanent or player, it deals double that damage instead.'";
const ANTHEM_JA = '「あなたがコントロールするクリーチャーは+1/+1の修整を受ける」';

describe('GIVEN an object told by the rules text it says WHEN /ask answers', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  });

  // [question, what the answer says, verdict, a rule the trace cites]
  it.each<[string, string, 'yes' | 'no' | null, string]>([
    // A spell told by what it says: cast, it resolves as its text says (608.2).
    ["My opponent casts a spell that says 'Destroy target creature.' targeting my Grizzly Bears. Does it die?", 'dies', 'yes', '701.8'],
    ["My opponent casts an instant that reads 'Exile target creature.' targeting my Grizzly Bears. What happens?", 'exile', null, '608.2'],
    ["My opponent casts a sorcery that says 'Target creature gets -3/-3 until end of turn.' targeting my 2/2. Does it die?", 'dies', 'yes', '704.5f'],
    ["My opponent casts a spell that says 'Target creature gets -3/-3 until end of turn.' targeting my 2/2. Does it die?", 'dies', 'yes', '704.5f'],
    ["I cast a spell that says 'Prevent all combat damage that would be dealt this turn.' Then my 2/2 attacks and is blocked by a 3/3. Does my 2/2 die?", 'survives', 'no', '615'],
    // Its target gone, the spell doesn't resolve (608.2b).
    ["My opponent casts a spell that says 'Destroy target creature.' targeting my creature, and I sacrifice that creature in response. What happens to the spell?", 'graveyard', null, '608.2b'],
    // Permanents told by what they say, counted ("each say"): each has the ability (616.1, 613.4c).
    [`I control two permanents that each say ${DOUBLE} A creature I control deals 3 damage to my opponent. How much damage is dealt?`, '12', null, '616.1'],
    ["I control two enchantments that each say 'Creatures you control get +1/+1.' and a 2/2. What is the 2/2's power?", '4/4', null, '613.4c'],
    ["I control three permanents that each say 'Creatures you control get +1/+1.' and a 1/1. What is the 1/1's power?", '4/4', null, '613.4c'],
    ["I control two permanents with 'Creatures you control get +1/+1.' and a 2/2. What is the 2/2's power?", '4/4', null, '613.4c'],
    ["I control an artifact with 'Creatures you control get +1/+1.' and a 2/2. What is the 2/2's power?", '3/3', null, '613.4c'],
    // Japanese: the same, through the Japanese surface of the templates.
    ['対戦相手が私の灰色熊に「クリーチャー1体を対象とする。それを破壊する。」という呪文を唱えました。灰色熊は死にますか?', '死亡', 'yes', '701.8'],
    ['対戦相手が私の灰色熊を対象に「クリーチャー1体を対象とする。それを追放する。」と書かれたインスタントを唱えました。どうなりますか?', '追放', null, '608.2'],
    ['対戦相手が私の2/2に「クリーチャー1体を対象とする。それはターン終了時まで-3/-3の修整を受ける。」という呪文を唱えました。2/2は死にますか?', '死亡', 'yes', '704.5f'],
    [`${ANTHEM_JA}という能力を持つパーマネントを2つコントロールしています。2/2のクリーチャーもコントロールしています。2/2のパワーはいくつですか?`, '4/4', null, '613.4c'],
    // The Japanese damage replacement (614.1a, 616.1): doubled by each of two permanents, or that much plus N.
    ['「あなたがコントロールする発生源がパーマネントやプレイヤーにダメージを与えるなら、代わりにその2倍のダメージを与える」という能力を持つパーマネントを2つコントロールしています。私のクリーチャーが対戦相手に2点のダメージを与えると、対戦相手は何点のダメージを受けますか?', '8点', null, '616.1'],
    ['「あなたがコントロールする赤の発生源が対戦相手にダメージを与えるなら、代わりにそれはその点数に2を足した点数のダメージを与える」という能力を持つエンチャントをコントロールしています。私は対戦相手に《稲妻》を唱えました。対戦相手は何点のダメージを受けますか?', '5点', null, '614.1'],
    ["I control an enchantment that says 'If a red source you control would deal damage to an opponent, it deals that much damage plus 2 instead.' I cast Lightning Bolt targeting my opponent. How much damage does my opponent take?", '5 damage', null, '614.1'],
    [`${ANTHEM_JA}という能力を持つエンチャントと2/2のクリーチャーをコントロールしています。2/2のパワーはいくつですか?`, '3/3', null, '613.4c'],
  ])('%s', async (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule));

  it('restates a spell told by its text as the instant it is (113.3a), never as a card of that name', async () => {
    const r = await answerQuestion("My opponent casts a spell that says 'Destroy target creature.' targeting my Grizzly Bears. Does it die?", 'en', deps);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.understood).toContain('instant');
  });

  // [question, the refusal's code, what it names]: text the templates can't read is named, never ignored.
  it.each<[string, string, string]>([
    ["My opponent casts a spell that says 'Until end of turn, target creature becomes 0/1.' targeting my 2/2. What is its power?", 'unmodelled', 'becomes 0/1'],
    ["I control two permanents that each say 'Creatures you control get +1/+1 for each card in your hand.' and a 2/2. What is the 2/2's power?", 'unmodelled', 'for each card in your hand'],
    ['「あなたがコントロールする発生源がパーマネントやプレイヤーにダメージを与えるなら、代わりにそれを2回与える」という能力を持つパーマネントをコントロールしています。私のクリーチャーが対戦相手に2点のダメージを与えると、対戦相手は何点のダメージを受けますか?', 'unmodelled', 'それを2回与える'],
    ['私は「このターン、与えられるすべての戦闘ダメージを軽減する。」という呪文を唱えました。その後、私の2/2が攻撃して3/3にブロックされました。私の2/2は死にますか?', 'unmodelled', '戦闘ダメージを軽減'],
  ])('%s', async (q, code, says) => refusedAs(() => deps)(q, code, says));
});

/**
 * 不発 and 打ち消される asked of a spell (issue 12): a spell whose targets are all illegal as it would
 * resolve doesn't resolve and is not countered (608.2b); one countered by another spell is (701.6a).
 * 「《対抗呪文》で打ち消した」: the card named is cast at the spell.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ 'Lightning Bolt': '稲妻', Counterspell: '対抗呪文', Unsummon: '送還', 'Grizzly Bears': '灰色熊', Murder: '殺害' });
}, 120_000);

describe('GIVEN a spell asked whether it fizzles or is countered', () => {
  it.each([
    ['相手の《灰色熊》に《稲妻》を撃ったら、相手が対応して《送還》で熊を戻した。《稲妻》は不発になる？', /^はい。.*《稲妻》は対象がすべて不適正なので解決されず/, '608.2b'],
    ['相手の《灰色熊》に《稲妻》を撃ったら、相手が対応して《送還》で熊を戻した。《稲妻》は打ち消される？', /^いいえ。.*打ち消されたのではありません/, '608.2b'],
    ['相手の《灰色熊》に《稲妻》を撃ったら、相手が《対抗呪文》で打ち消した。《稲妻》は不発になる？', /^いいえ。.*《稲妻》は打ち消されます/, '701.6a'],
    ['相手の《灰色熊》に《稲妻》を撃ったら、相手が《対抗呪文》で打ち消した。熊は生き残る？', /^はい。/, '701.6a'],
    ['私の《灰色熊》に相手が《殺害》を撃ってきたけど、《対抗呪文》で打ち消した。熊は死ぬ？', /^いいえ。/, '701.6a'],
  ] as const)('%s THEN the answer says what happened to the spell', async (q, says, rule) => {
    const r = await answerQuestion(q, 'ja', deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toMatch(says);
    expect(r.value.steps.flatMap((s) => s.rules)).toContain(rule);
  });

  it.each([
    ["I cast Lightning Bolt at their Grizzly Bears and in response they sacrifice the bears. Does Lightning Bolt fizzle?", /^Yes\. .*it fizzles; it isn't countered/],
    ['I cast Lightning Bolt at their Grizzly Bears. Does Lightning Bolt fizzle?', /^No\. .*resolves/],
    // "Does it resolve?" / "does it (still) do anything?" of a spell whose only target is gone: it doesn't
    // (608.2b) — answered "Yes, resolves" before, from the engine marking it resolving before removing it.
    ['I cast Lightning Bolt at their Grizzly Bears and in response they Unsummon the bears. Does Lightning Bolt resolve?', /^No\. .*doesn't resolve/],
    ['I cast Lightning Bolt at their Grizzly Bears and in response they Unsummon the bears. Does Lightning Bolt still do anything?', /^No\. .*doesn't resolve/],
    ['My opponent casts Murder on my Grizzly Bears and I sacrifice the bears in response. Does Murder have any effect?', /^No\. .*doesn't resolve/],
    ['I cast Lightning Bolt at their Grizzly Bears. Does Lightning Bolt do anything?', /^Yes\. .*resolves/],
  ] as const)('%s THEN English "fizzle" asks the same', async (q, says) => {
    const r = await answerQuestion(q, 'en', deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toMatch(says);
  });

  it('THEN a spell countered in the passive is countered by the other player than its caster', async () => {
    const r = await answerQuestion('相手の《灰色熊》に《殺害》を撃ったら、《対抗呪文》で打ち消された。熊は死ぬ？', 'ja', deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood).toMatch(/対戦相手が《対抗呪文》を唱える/);
    expect(r.value.answer).toMatch(/^いいえ。/);
  });
});

/**
 * /rule in Japanese: with an official Japanese CR configured the Japanese text is shown too;
 * without one, the English text plus our own Japanese explanation.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decodeRulesText } from '../../src/rules/decode.ts';
import { buildKnowledge } from '../../src/rules/knowledge.ts';
import { renderRule, ruleData } from '../../src/render/rules.ts';
import { replyToText } from '../../src/render/text.ts';

const CR = fileURLToPath(new URL('../../../shared/data/cr/MagicCompRules-20260925.txt', import.meta.url));
const english = decodeRulesText(readFileSync(CR)).text;

// A small Japanese CR written for this test (same numbering as the English CR).
const japanese = [
  'マジック：ザ・ギャザリング 総合ルール',
  '',
  '本総合ルールは2026年9月25日より発効します。',
  '',
  '7. 追加ルール',
  '',
  '702. キーワード能力',
  '',
  '702.19. トランプル',
  '',
  '702.19a トランプルは、攻撃クリーチャーの戦闘ダメージの割り振り方を変える常在型能力である。（テスト用の文）',
  '',
  '702.19b トランプルを持つ攻撃クリーチャーのコントローラーは、まずブロック・クリーチャーに割り振る。（テスト用の文）',
  '例：テスト用の例の文。',
  '',
  '用語集',
  '',
  'トランプル',
  'テスト用の用語集の文。702.19 参照。',
  '',
  'クレジット',
  '',
].join('\n');

const LINK = 'https://example.test/cr/';

describe('GIVEN the official Japanese CR is configured', () => {
  const k = buildKnowledge(english, japanese);

  it('THEN /rule in Japanese shows the Japanese text as well as the English', () => {
    const node = k.corpus.get('702.19')!;
    const text = replyToText(renderRule(k, node, { lang: 'ja', examples: true, linkBase: LINK }));
    expect(text).toContain('トランプルを持つ攻撃クリーチャーのコントローラーは');
    expect(text).toContain('The controller of an attacking creature with trample');
    expect(text).toContain('テスト用の例の文');
  });

  it('THEN the JSON carries the Japanese text next to the English', () => {
    const data = ruleData(k, k.corpus.get('702.19b')!) as { rules: { number: string; ja?: { text: string } }[] };
    expect(data.rules[0]!.ja?.text).toContain('トランプルを持つ');
  });

  it('THEN /rule in English shows only the English text', () => {
    const text = replyToText(renderRule(k, k.corpus.get('702.19b')!, { lang: 'en', examples: false, linkBase: LINK }));
    expect(text).not.toContain('トランプルを持つ');
  });
});

describe('GIVEN no Japanese CR', () => {
  const k = buildKnowledge(english, null);

  it('THEN /rule in Japanese shows the English text, says so, and adds our own Japanese explanation', () => {
    const text = replyToText(renderRule(k, k.corpus.get('702.19b')!, { lang: 'ja', examples: false, linkBase: LINK }));
    expect(text).toContain('The controller of an attacking creature with trample');
    expect(text).toContain('公式の日本語訳は読み込まれていない');
    expect(text).toMatch(/Stackwiseの解説：トランプル/);
  });

  it('THEN the link points at the rule anchor', () => {
    const reply = renderRule(k, k.corpus.get('702.19b')!, { lang: 'en', examples: false, linkBase: LINK });
    expect(reply.pages[0]!.url).toBe(`${LINK}#R70219b`);
  });
});

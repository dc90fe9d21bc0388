/**
 * English type lines as Japanese cards print them (issue 16 §2): supertypes run into the card type
 * (「伝説の」「基本」「氷雪」), card types and subtypes are joined by ・, faces by " // ". Strict mode
 * gives null for a word we have no Japanese for, so /card falls back to the English line whole.
 */
import { describe, expect, it } from 'vitest';
import { tokenLabelJa, typeLineJa } from '../../src/render/subtypes-ja.ts';

describe('typeLineJa', () => {
  it.each([
    ['Creature — Bear', 'クリーチャー — 熊'],
    ['Instant', 'インスタント'],
    ['Legendary Creature — Elf Druid', '伝説のクリーチャー — エルフ・ドルイド'],
    ['Artifact Creature — Construct', 'アーティファクト・クリーチャー — 構築物'],
    ['Legendary Artifact Creature — Phyrexian Praetor', '伝説のアーティファクト・クリーチャー — ファイレクシアン・法務官'],
    ['Basic Snow Land — Forest', '基本氷雪土地 — 森'],
    ['Legendary Planeswalker — Jace', '伝説のプレインズウォーカー — ジェイス'],
    ['Enchantment — Aura', 'エンチャント — オーラ'],
    ['Creature — Human Knight // Instant — Adventure', 'クリーチャー — 人間・騎士 // インスタント — 出来事'],
  ])('%s -> %s', (en, ja) => {
    expect(typeLineJa(en, true)).toBe(ja);
    expect(typeLineJa(en, false)).toBe(ja);
  });

  it.each([
    ['Creature — Bear Zzyzx', 'クリーチャー — 熊・Zzyzx'],
    ['Frobnicate Creature — Bear', 'Frobnicate・クリーチャー — 熊'],
    ['Creature — Human // Sorcery — Unknowntype', 'クリーチャー — 人間 // ソーサリー — Unknowntype'],
  ])('an unknown word: strict gives null, lenient keeps it (%s)', (en, lenient) => {
    expect(typeLineJa(en, true)).toBeNull();
    expect(typeLineJa(en, false)).toBe(lenient);
  });
});

// A token the engine named by its subtypes, in Japanese wherever it is shown — steps and the short
// answer alike ('Beast Tokenは4/4の…' was seen in an answer line: issue 16 §2).
describe('tokenLabelJa', () => {
  it.each([
    ['Beast Token', 'ビースト・トークン'],
    ['Soldier Token 2', '兵士・トークン2'],
    ['Zzyzx Token', null],
    ['Grizzly Bears', null],
  ])('%s -> %s', (en, ja) => {
    expect(tokenLabelJa(en)).toBe(ja);
  });
});

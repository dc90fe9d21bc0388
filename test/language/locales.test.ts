/**
 * Issue 13 §4: the words the shared frames and intents name back to the user, and the word
 * patterns they look for, one catalogue per language (src/language/locales). The compiler makes
 * each catalogue supply every entry of StoryWords; this checks they have the same entries at run
 * time, that English words hold no Japanese and Japanese ones no stray English word, and that each
 * entry keeps the words it had before it moved (session 18) — and the patterns what they matched.
 */
import { describe, expect, it } from 'vitest';
import { hasJapaneseScript } from '../../src/core/lang.ts';
import { EN } from '../../src/language/locales/en.ts';
import { JA } from '../../src/language/locales/ja.ts';
import { STORY_WORDS, storyWords } from '../../src/language/locales/index.ts';
import type { StoryWords } from '../../src/language/locales/words.ts';

/** Each word entry as text (a function is called with samples); patterns are left to the rows below. */
function sample(words: StoryWords): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(words)) {
    if (typeof v === 'string') out[k] = v;
    else if (typeof v === 'function') out[k] = k.endsWith('List') ? (v as (x: readonly string[]) => string)(['X', 'Y']) : k === 'nth' ? (v as (x: string, n: number) => string)('X', 2) : (v as (x: string) => string)('X');
  }
  return out;
}

/** Every entry with the kind of value it is (a pattern a language has no word for is null). */
function shape(words: StoryWords): string[] {
  return Object.entries(words).map(([k, v]) => `${k}:${v instanceof RegExp || v === null ? 'pattern' : typeof v}`).sort();
}

describe('GIVEN the language layer word catalogues (EN, JA)', () => {
  it('THEN both have the same entries, of the same kinds, and each language is reachable', () => {
    expect(shape(JA)).toEqual(shape(EN));
    expect(Object.keys(STORY_WORDS).sort()).toEqual(['en', 'ja']);
    expect(storyWords('en')).toBe(EN);
    expect(storyWords('ja')).toBe(JA);
  });
  const en = sample(EN);
  const ja = sample(JA);
  for (const key of Object.keys(en)) {
    it(`GIVEN entry ${key} THEN each says something, English without Japanese, Japanese its own and without stray English`, () => {
      expect(en[key]!.length).toBeGreaterThan(0);
      expect(hasJapaneseScript(en[key]!)).toBe(false);
      expect(ja[key]).not.toBe(en[key]);
      expect((ja[key]!.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !/^[XY]+$/.test(w))).toEqual([]);
    });
  }
  it.each([
    // [entry, English, Japanese]: the words the problems used before they moved here (no wording changed).
    ['opponent', 'the opponent', '対戦相手'],
    ['you', 'you', 'あなた'],
    ['andList', 'X and Y', 'X、Y'],
    ['groupList', 'X and Y', 'X・Y'],
    ['mine', 'my X', '自分のX'],
    ['theirs', "the opponent's X", '相手のX'],
    ['nextTurn', 'next turn', '次のターン'],
    ['theirNextTurn', "my opponent's next turn", '相手の次のターン'],
    ['manaAbilityPermanent', 'a permanent with a mana ability', 'マナ能力を持つパーマネント'],
    ['otherPlayer', 'the other player', 'もう一方のプレイヤー'],
    ['nth', 'X (the second)', 'X（2体目）'],
    ['undescribedOther', 'another one not described', '書かれていない別のもの'],
  ])('GIVEN entry %s THEN English %j and Japanese %j', (key, e, j) => {
    expect(en[key]).toBe(e);
    expect(ja[key]).toBe(j);
  });
  it('GIVEN entry nth past the tenth THEN English gives the place as a number', () => {
    expect(EN.nth('X', 11)).toBe('X (the #11)');
    expect(JA.nth('X', 11)).toBe('X（11体目）');
  });
  it.each([
    // [pattern, text, English matches, Japanese matches]
    ['startingTotal', 'we started at 20', true, false],
    ['startingTotal', 'my opponent was on 20', true, false],
    ['startingTotal', '相手は20スタート', false, true],
    ['startingTotal', 'ライフは20だった', false, true],
    ['startingTotal', 'I am at 12 now', false, false],
    ['acrossTheBoard', '全体に-1/-1', false, true],
    ['contrastEnding', '与えたが', false, true],
    ['contrastEnding', '与えたけど', false, true],
    ['contrastEnding', '与えた', false, false],
    ['nearPronoun', 'そいつ', false, true],
    ['nearPronoun', 'あいつ', false, false],
    ['demonstrative', 'それ', false, true],
    ['demonstrative', 'それら', false, false],
    ['selfCorrection', 'blocked by a 2/2, wait no, a 3/3', true, false],
    ['selfCorrection', 'blocked by a 2/2 — actually a 3/3', true, false],
    ['selfCorrection', 'a 2/2 or rather a 3/3', true, false],
    ['selfCorrection', 'does it actually die', false, false],
    ['selfCorrection', '2/2、じゃなくて3/3', false, true],
    ['selfCorrection', '2/2に、いや3/3に', false, true],
    ['selfCorrection', 'いやいや、死なないでしょ', false, false],
    ['cutOff', 'gets -1/-1 from... he casts', true, false],
    ['cutOff', 'attacks... and he blocks', false, false],
    ['cutOff', '私の3/3に…相手が', false, true],
    ['cutOff', '攻撃した…そして', false, false],
  ] as const)('GIVEN pattern %s and %j THEN English matches: %s, Japanese: %s', (key, text, e, j) => {
    expect(EN[key]?.test(text) ?? false).toBe(e);
    expect(JA[key]?.test(text) ?? false).toBe(j);
  });
});

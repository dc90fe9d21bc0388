/**
 * A Scenario problem in words: with its place ("objects[0].power: …") for /scenario, whose author
 * wrote the JSON; without it for /ask, whose asker never saw the Scenario built from the question.
 */
import { describe, expect, it } from 'vitest';
import { describeProblem, formatProblem, parseScenario } from '../../src/scenario/schema.ts';
import { PROBLEM_WORDS_EN, PROBLEM_WORDS_JA } from '../../src/scenario/schema/problem-words.ts';
import { SCENARIO_TEXT_KEYS, scenarioText } from '../../src/render/scenario-text.ts';
import { latinWords, spacedJapanese } from '../support/ja-text-check.ts';

const bad = [
  { objects: [{ id: 'c', types: ['Creature'], power: 'three', toughness: 1 }] },
  { objects: [{ id: 'c', types: ['Creature'], power: 1, toughness: 1 }], actions: [{ kind: 'no-such-action' }] },
];

describe('scenario problems: with and without their place', () => {
  for (const input of bad) {
    for (const lang of ['en', 'ja'] as const) {
      it(`GIVEN ${JSON.stringify(input).slice(0, 60)}… (${lang}) THEN formatProblem names the field and describeProblem does not`, () => {
        const r = parseScenario(input);
        expect(r.ok).toBe(false);
        if (r.ok) return;
        const p = r.error[0]!;
        expect(formatProblem(p, lang)).toMatch(/^(objects|actions)\[\d+\]/);
        const said = describeProblem(p, lang);
        expect(said.length).toBeGreaterThan(3);
        expect(said).not.toMatch(/objects\[|actions\[|シナリオ全体|\(scenario\)/);
        expect(formatProblem(p, lang).endsWith(said)).toBe(true);
      });
    }
  }
});

describe('GIVEN the problem word catalogues (EN, JA)', () => {
  it('THEN both have the same entries, a string for a string', () => {
    const shape = (w: object): string[] => Object.entries(w).map(([k, v]) => `${k}:${typeof v}`).sort();
    expect(shape(PROBLEM_WORDS_JA)).toEqual(shape(PROBLEM_WORDS_EN));
  });
  it.each([
    // [code, params, English, Japanese]: problems as they were worded before the words moved to a catalogue (issue 13 §4).
    ['too_few', { min: 1 }, '(scenario): expected at least 1 entry', '（シナリオ全体）: 項目が足りません（1件以上必要です）'],
    ['range', { max: 5, got: 7 }, '(scenario): expected a number of at most 5 (got 7)', '（シナリオ全体）: 5以下の数値が必要です（入力：7）'],
    ['unknown_card', { name: 'Shok', suggestions: ['Shock'], suggestionsJa: ['《ショック》'] }, '(scenario): no card has this name: "Shok" (did you mean Shock?)', '（シナリオ全体）: この名前のカードはありません："Shok"（もしかして《ショック》？）'],
  ] as const)('GIVEN %s THEN English and Japanese read as before', (code, params, en, ja) => {
    const p = { path: '', code, params: params as Record<string, string | number | string[]> };
    expect(formatProblem(p, 'en')).toBe(en);
    expect(formatProblem(p, 'ja')).toBe(ja);
  });
});

// Issue 16 §2: every Japanese problem word and /scenario sentence, with Japanese sample values, has no Latin word
// of its own (a value to type, "id", is quoted as typed) and no space between two Japanese characters.
describe('GIVEN every Japanese problem word and /scenario sentence', () => {
  const sampleArg = (k: number): string | number | string[] => [ 'あ', 3, ['い', 'う'] ][k % 3]!;
  for (const [key, entry] of Object.entries(PROBLEM_WORDS_JA)) {
    it(`GIVEN problem word ${key} THEN no stray Latin word and no spaced Japanese`, () => {
      const call = (a: unknown, b: unknown): string[] => {
        try {
          return [String((entry as (...x: unknown[]) => unknown)(a, b))];
        } catch {
          return []; // (an entry that takes a list, called with a word)
        }
      };
      const texts = typeof entry === 'string' ? [entry] : [0, 1, 2].flatMap((k) => call(sampleArg(k), sampleArg(k + 1)));
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) {
        expect(latinWords(text), text).toEqual([]);
        expect(spacedJapanese(text), text).toEqual([]);
      }
    });
  }
  // (Sentences that show a JSON example to type, or the project's name.)
  const ENGLISH_ON_PURPOSE = new Set(['empty', 'footer']);
  const params = new Proxy({} as Record<string, string | number>, { get: (_t, k) => (k === 'count' || k === 'max' || k === 'length' || k === 'shown' || k === 'line' || k === 'column' ? 3 : 'あ') });
  for (const key of SCENARIO_TEXT_KEYS) {
    it(`GIVEN /scenario sentence ${key} THEN no stray Latin word and no spaced Japanese`, () => {
      const text = scenarioText('ja', key, params);
      if (!ENGLISH_ON_PURPOSE.has(key)) expect(latinWords(text), text).toEqual([]);
      expect(spacedJapanese(text), text).toEqual([]);
    });
  }
});

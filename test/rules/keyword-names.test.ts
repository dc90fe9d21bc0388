/**
 * The keyword abilities' names kept apart from the glossary (src/rules/glossary/keyword-names.ts,
 * read by the scenario schema in every engine worker) are the names of the glossary's entries:
 * the same keywords in the same order, each with its English, official and unofficial Japanese name.
 */
import { describe, expect, it } from 'vitest';
import { ALL_TERMS } from '../../src/rules/glossary/index.ts';
import { KEYWORD_ABILITY_NAMES } from '../../src/rules/glossary/keyword-names.ts';
import { keywordJa, parseKeyword } from '../../src/scenario/schema/vocabulary.ts';

describe('keyword names apart from the glossary', () => {
  it('GIVEN the glossary THEN the names table holds exactly its keyword abilities, names and order', () => {
    const fromGlossary = ALL_TERMS.filter((e) => e.kind === 'keyword-ability').map((e) => [e.en, e.ja, e.jaUnofficial ?? null]);
    expect(KEYWORD_ABILITY_NAMES.map((n) => [...n])).toEqual(fromGlossary);
  });

  it.each([
    // [text, keyword read, its Japanese name]
    ['First strike', 'first strike', '先制攻撃'],
    ['接死', 'deathtouch', '接死'],
    ['daybound', 'daybound', '日暮'],
    ['Nightbound', 'nightbound', '夜明'],
    ['Cumulative Upkeep', 'cumulative upkeep', '累加アップキープ'],
    ['ストーリード', 'storied', 'ストーリード'],
  ])('GIVEN %j THEN it reads as %j, named %j in Japanese', (text, keyword, ja) => {
    const r = parseKeyword(text);
    expect(r).toEqual({ ok: true, keyword: { keyword } });
    expect(keywordJa(keyword)).toBe(ja);
  });
});

/**
 * Issue 13 §2: keywords are types and modules. However a Scenario writes a keyword, the engine reads
 * it as one typed value (parameters typed: protection from a quality, ward with a cost, toxic N);
 * every keyword it implements has a module in src/engine/keywords named after it whose text cites
 * its rule, and the engine's README maps each folder to its CR numbers.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SIMPLE_KEYWORDS, keywordRule, parseKeyword } from '../../src/engine/keywords/known.ts';
import type { KnownKeyword } from '../../src/engine/keywords/known.ts';
import type { Keyword } from '../../src/engine/types.ts';
import { hasKeyword, hasKeywordText } from '../../src/engine/keywords.ts';
import type { KeywordName } from '../../src/engine/keywords.ts';
import { BLOCK_ANY_EACH_COMBAT, COMBAT_TEXT } from '../../src/engine/keywords/text-abilities.ts';

const ENGINE = fileURLToPath(new URL('../../src/engine/', import.meta.url));

describe('GIVEN a keyword as a Scenario writes it THEN one typed value', () => {
  const rows: [Keyword, KnownKeyword][] = [
    [{ keyword: 'Flying' }, { name: 'flying' }],
    [{ keyword: 'first strike' }, { name: 'first strike' }],
    [{ keyword: 'trample' }, { name: 'trample', overPlaneswalkers: false }],
    [{ keyword: 'trample over planeswalkers' }, { name: 'trample', overPlaneswalkers: true }],
    [{ keyword: 'protection', param: 'red' }, { name: 'protection', from: 'red' }],
    [{ keyword: 'protection from red' }, { name: 'protection', from: 'red' }],
    [{ keyword: 'hexproof' }, { name: 'hexproof', from: null }],
    [{ keyword: 'hexproof', param: 'from white' }, { name: 'hexproof', from: 'white' }],
    [{ keyword: 'ward', param: '{2}' }, { name: 'ward', cost: '{2}' }],
    [{ keyword: 'toxic', param: '2' }, { name: 'toxic', count: 2 }],
    [{ keyword: 'islandwalk' }, { name: 'landwalk', land: 'island' }],
    [{ keyword: 'landwalk', param: 'nonbasic land' }, { name: 'landwalk', land: 'nonbasic land' }],
    [{ keyword: 'enchant', param: 'creature you control' }, { name: 'enchant', what: 'creature you control' }],
    [{ keyword: 'madness', param: '{1}{R}' }, { name: 'madness', cost: '{1}{R}' }],
    [{ keyword: 'Cycling', param: '{2}' }, { name: 'other', text: 'cycling 2' }],
    [{ keyword: "can't block" }, { name: 'other', text: "can't block" }],
  ];
  it.each(rows.map(([k, want]) => [JSON.stringify(k), k, want]))('%s', (_n, k, want) => {
    expect(parseKeyword(k as Keyword)).toEqual(want);
  });
});

describe('GIVEN an engine check of a keyword by name THEN the name is a typed keyword, a typo a compile error', () => {
  // A name of the union matches every instance of that keyword, however the Scenario wrote it (702.16a, 702.14a, 702.19c).
  const rows: { has: Keyword[]; name: KeywordName; want: boolean }[] = [
    { has: [{ keyword: 'Trample' }], name: 'trample', want: true },
    { has: [{ keyword: 'trample over planeswalkers' }], name: 'trample', want: false },
    { has: [{ keyword: 'protection from red' }], name: 'protection', want: true },
    { has: [{ keyword: 'islandwalk' }], name: 'landwalk', want: true },
    { has: [{ keyword: 'flying' }], name: 'reach', want: false },
    { has: [{ keyword: "can't block" }], name: COMBAT_TEXT.cantBlock, want: true },
    { has: [{ keyword: 'can block any number of creatures each combat' }], name: BLOCK_ANY_EACH_COMBAT, want: true },
    { has: [{ keyword: 'can block any number of creatures each combat' }], name: COMBAT_TEXT.blockAny, want: false },
  ];
  it.each(rows)('$has.0.keyword has $name: $want', ({ has, name, want }) => {
    expect(hasKeyword(has, name)).toBe(want);
  });

  it('a keyword written in data is matched as written, through hasKeywordText', () => {
    expect(hasKeywordText([{ keyword: 'protection', param: 'red' }], 'protection from red')).toBe(true);
    expect(hasKeywordText([{ keyword: 'cycling', param: '{2}' }], 'cycling')).toBe(true);
    // @ts-expect-error a misspelt keyword is no KeywordName: the engine's checks can't compile with it
    expect(hasKeyword([{ keyword: 'trample' }], 'trampel')).toBe(false);
  });
});

/** One example of each implemented keyword (every variant of the union). */
const EXAMPLES: KnownKeyword[] = [
  ...SIMPLE_KEYWORDS.map((name) => ({ name }) as KnownKeyword),
  { name: 'trample', overPlaneswalkers: false },
  { name: 'protection', from: 'red' },
  { name: 'hexproof', from: null },
  { name: 'ward', cost: '{1}' },
  { name: 'toxic', count: 1 },
  { name: 'landwalk', land: 'island' },
  { name: 'enchant', what: 'creature' },
  { name: 'morph', cost: '{3}' },
  { name: 'megamorph', cost: '{3}' },
  { name: 'madness', cost: '{R}' },
  { name: 'flashback', cost: '{R}' },
];

describe('GIVEN each keyword the engine implements THEN its module is named after it and cites its rule', () => {
  it.each(EXAMPLES.map((k) => [k.name, k]))('%s', (name, k) => {
    const rule = keywordRule(k);
    expect(rule).toMatch(/^702\.\d+[a-z]?$/);
    // Megamorph is a variant of morph (702.37b): it lives in morph.ts.
    const file = join(ENGINE, 'keywords', `${name === 'megamorph' ? 'morph' : name.replace(/ /g, '-')}.ts`);
    expect(existsSync(file), file).toBe(true);
    expect(readFileSync(file, 'utf8')).toContain(rule!.replace(/[a-z]$/, ''));
  });

  it('any other keyword is representable and has no rule the engine claims', () => {
    expect(keywordRule({ name: 'other', text: 'cycling 2' })).toBeNull();
  });
});

describe("GIVEN the engine's folders THEN its README says which CR rules each holds", () => {
  it('every folder under src/engine is in the map', () => {
    const readme = readFileSync(join(ENGINE, 'README.md'), 'utf8');
    const folders = readdirSync(ENGINE).filter((n) => statSync(join(ENGINE, n)).isDirectory());
    expect(folders.filter((f) => !readme.includes(`\`${f}/`))).toEqual([]);
  });
});

/**
 * /define lookups through TermIndex (our glossary plus the CR glossary, on the current CR):
 * English and Japanese names, spelling variants, abbreviations, questions wrapped around a term,
 * misspellings, unknown terms and their suggestions, and autocomplete.
 */
import { describe, expect, it } from 'vitest';
import { foldTerm, stripQuestion } from '../../src/rules/terms.ts';
import type { TermMatch } from '../../src/rules/terms.ts';
import { knowledge } from '../helpers/data.ts';

const k = knowledge();
const index = k.terms;

const JAPANESE = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]/u;

/** "ours:trample", "cr:Draft" or null. */
function found(m: TermMatch | null): string | null {
  if (!m) return null;
  return m.kind === 'ours' ? `ours:${m.term.entry.id}` : `cr:${m.entry.term}`;
}

type Row = [query: string, expected: string, rest?: string];

describe('TermIndex.lookup: names', () => {
  it.each<Row>([
    ['トランプル', 'ours:trample'],
    ['接死', 'ours:deathtouch'],
    ['プロテクション', 'ours:protection'],
    ['護法', 'ours:ward'],
    ['ward', 'ours:ward'],
    ['Trample', 'ours:trample'],
    ['double-strike', 'ours:double-strike'],
    ['Double Strike', 'ours:double-strike'],
    ['doublestrike', 'ours:double-strike'],
    ['first-strike', 'ours:first-strike'],
    ['FIRST STRIKE', 'ours:first-strike'],
    ['lifelinks', 'ours:lifelink'],
    ['first strikes', 'ours:first-strike'],
    ['ＴＲＡＭＰＬＥ', 'ours:trample'],
    ['ﾄﾗﾝﾌﾟﾙ', 'ours:trample'],
    ['とらんぷる', 'ours:trample'],
    ['《トランプル》', 'ours:trample'],
    ['「トランプル」', 'ours:trample'],
    ['『接死』', 'ours:deathtouch'],
    ['trample.', 'ours:trample'],
    ['被覆', 'ours:shroud'],
    ['威迫', 'ours:menace'],
    ['menace', 'ours:menace'],
  ])('GIVEN %j THEN it finds %s', (query, expected) => {
    const m = index.lookup(query);
    expect(found(m)).toBe(expected);
    expect(m?.rest).toBe('');
  });
});

describe('TermIndex.lookup: a parameter after the term', () => {
  it.each<Row>([
    ['pro red', 'ours:protection', 'red'],
    ['protection from red', 'ours:protection', 'red'],
    ['ward 2', 'ours:ward', '2'],
    ['ward {2}', 'ours:ward', '{2}'],
  ])('GIVEN %j THEN it finds %s with rest %j', (query, expected, rest) => {
    const m = index.lookup(query);
    expect(found(m)).toBe(expected);
    expect(m?.how).toBe('prefix-words');
    expect(m?.rest).toBe(rest);
  });
});

describe('TermIndex.lookup: questions wrapped around a term', () => {
  it.each<Row>([
    ['what is trample?', 'ours:trample'],
    ['What does trample do?', 'ours:trample'],
    ['how does deathtouch work', 'ours:deathtouch'],
    ["what's lifelink", 'ours:lifelink'],
    ['define priority', 'ours:priority'],
    ['トランプルとは？', 'ours:trample'],
    ['トランプルとは', 'ours:trample'],
    ['接死って何？', 'ours:deathtouch'],
    ['優先権とは何ですか', 'ours:priority'],
    ['「トランプルとは？」', 'ours:trample'],
    ['《接死》とは?', 'ours:deathtouch'],
  ])('GIVEN %j THEN it finds %s', (query, expected) => {
    expect(found(index.lookup(query))).toBe(expected);
  });
});

describe('TermIndex.lookup: abbreviations and key game terms', () => {
  it.each<Row>([
    ['ds', 'ours:double-strike'],
    ['fs', 'ours:first-strike'],
    ['dt', 'ours:deathtouch'],
    ['sba', 'ours:state-based-actions'],
    ['SBA', 'ours:state-based-actions'],
    ['cmc', 'ours:mana-value'],
    ['apnap', 'ours:apnap-order'],
    ['pro', 'ours:protection'],
    ['優先権', 'ours:priority'],
    ['スタック', 'ours:stack'],
    ['状況起因処理', 'ours:state-based-actions'],
    ['召喚酔い', 'ours:summoning-sickness'],
    ['マナ総量', 'ours:mana-value'],
    ['lethal damage', 'ours:lethal-damage'],
    ['summoning sickness', 'ours:summoning-sickness'],
    ['state-based actions', 'ours:state-based-actions'],
    ['the stack', 'ours:stack'],
    ['layers', 'ours:layer'],
    ['layer', 'ours:layer'],
    ['timestamps', 'ours:timestamp-order'],
    ['timestamp', 'ours:timestamp-order'],
    ['APNAP order', 'ours:apnap-order'],
    ['Active Player, Nonactive Player Order', 'ours:apnap-order'],
    // Counters with an entry of ours (s53: the Japanese asker got the CR's English sentence), by either name.
    ['盾カウンター', 'ours:shield-counter'],
    ['shield counters', 'ours:shield-counter'],
    ['Shield Counter', 'ours:shield-counter'],
    ['麻痺カウンター', 'ours:stun-counter'],
    ['stun counter', 'ours:stun-counter'],
    ['finality counter', 'ours:finality-counter'],
  ])('GIVEN %j THEN it finds %s', (query, expected) => {
    expect(found(index.lookup(query))).toBe(expected);
  });
});

describe('TermIndex.lookup: misspellings', () => {
  it.each<Row>([
    ['trampel', 'ours:trample'],
    ['deathtuch', 'ours:deathtouch'],
    ['indestructable', 'ours:indestructible'],
    ['lifelnk', 'ours:lifelink'],
    ['hexprof', 'ours:hexproof'],
    ['vigilence', 'ours:vigilance'],
    ['menance', 'ours:menace'],
    ['protecton', 'ours:protection'],
  ])('GIVEN %j THEN it finds %s as a fuzzy match', (query, expected) => {
    const m = index.lookup(query);
    expect(found(m)).toBe(expected);
    expect(m?.how).toBe('fuzzy');
  });

  it('GIVEN a prefix too short to be a misspelling ("tramp") THEN nothing wrong is found and Trample is the first suggestion', () => {
    const m = index.lookup('tramp');
    expect([null, 'ours:trample']).toContain(found(m));
    expect(index.suggest('tramp')[0]).toBe('Trample');
  });
});

describe('TermIndex.lookup: CR glossary terms without an entry of ours', () => {
  it.each<Row>([
    ['Draft', 'cr:Draft'],
    ['draft', 'cr:Draft'],
    ['Card Pool', 'cr:Card Pool'],
    ['card pools', 'cr:Card Pool'],
    ['Bury', 'cr:Bury (Obsolete)'],
    ['Two-Headed Giant Variant', 'cr:Two-Headed Giant Variant'],
    // Asked by the everyday Japanese word for the term (glossary/ja-vocabulary.ts): the English entry.
    ['毒カウンター', 'cr:Poison Counter'],
  ])('GIVEN %j THEN it comes back as the CR entry %s', (query, expected) => {
    const m = index.lookup(query);
    expect(m?.kind).toBe('cr');
    expect(found(m)).toBe(expected);
  });

  it('GIVEN a CR-only term THEN we really have no entry of our own for it (sanity)', () => {
    const names = new Set(index.terms.flatMap((t) => [t.entry.en, t.crGlossary?.term].filter(Boolean).map((n) => foldTerm(n!))));
    expect(names.has('draft')).toBe(false);
    expect(names.has('card pool')).toBe(false);
  });
});

describe('TermIndex.lookup: unknown terms', () => {
  it.each(['xyzzy', 'pizza', 'qwerty', '陣営', 'zzz', '???', ' '])('GIVEN %j THEN nothing is found', (query) => {
    expect(index.lookup(query)).toBeNull();
  });

  it.each(['xyzzy', 'pizza', 'qwerty', 'tramp', 'hexprooff', 'flyng'])('GIVEN %j THEN suggest gives at most 5 names, each of which can be looked up', (query) => {
    const s = index.suggest(query);
    expect(s.length).toBeLessThanOrEqual(5);
    expect(new Set(s).size).toBe(s.length);
    for (const name of s) expect(index.lookup(name), name).not.toBeNull();
  });

  /** Every name an entry can be found by (ours: all of them; CR: the term itself). */
  const namesFor = (display: string): string[] => {
    const ours = index.terms.find((t) => t.entry.en === display)?.entry;
    if (!ours) return [display];
    return [ours.en, ours.id, ours.ja ?? '', ours.jaUnofficial ?? '', ...(ours.aliases ?? [])].filter(Boolean);
  };

  it.each(['xyzzy', 'pizza', 'qwerty', 'zzz', '陣営', 'ピザ'])('GIVEN unknown %j THEN every suggestion shares at least a letter with it', (query) => {
    const q = new Set([...foldTerm(query)].filter((c) => c !== ' '));
    const unrelated = index
      .suggest(query)
      .filter((display) => !namesFor(display).some((n) => [...foldTerm(n)].some((c) => q.has(c))));
    expect(unrelated).toEqual([]);
  });

  it('GIVEN "trampel" THEN the suggestion list starts with Trample', () => {
    expect(index.suggest('trampel')[0]).toBe('Trample');
  });
});

describe('stripQuestion and foldTerm', () => {
  it.each([
    ['what is trample?', 'trample?'],
    ['トランプルとは？', 'トランプル'],
    ['接死って何', '接死'],
  ])('GIVEN %j THEN stripQuestion gives %j', (input, expected) => {
    expect(stripQuestion(input)).toBe(expected);
  });

  it.each([
    ['ﾄﾗﾝﾌﾟﾙ', 'トランプル'],
    ['とらんぷる', 'トランプル'],
    ['《トランプル》', 'トランプル'],
    ['First-Strike', 'first strike'],
    ['ＦＩＲＳＴ　ＳＴＲＩＫＥ', 'first strike'],
  ])('GIVEN %j THEN foldTerm gives %j', (input, expected) => {
    expect(foldTerm(input)).toBe(expected);
  });
});

describe('TermIndex.complete', () => {
  const inputs = ['', 'a', 'tr', 'tram', 'first', 'ds', 'トラ', 'せん', 'ﾄﾗﾝ', 's', 'x'.repeat(150), '🔥'];

  it.each(inputs.flatMap((typed) => (['en', 'ja'] as const).map((lang) => ({ typed: typed.slice(0, 20), full: typed, lang }))))(
    'GIVEN $typed ($lang) THEN at most 25 choices, names and values of 1-100 characters, no duplicate values',
    ({ full, lang }) => {
      const choices = index.complete(full, lang);
      expect(choices.length).toBeLessThanOrEqual(25);
      for (const c of choices) {
        expect(c.name.length).toBeGreaterThanOrEqual(1);
        expect(c.name.length).toBeLessThanOrEqual(100);
        expect(c.value.length).toBeGreaterThanOrEqual(1);
        expect(c.value.length).toBeLessThanOrEqual(100);
      }
      expect(new Set(choices.map((c) => c.value)).size).toBe(choices.length);
    },
  );

  it.each(['tram', 'tr', 'トラ', 'ﾄﾗﾝ', 'とら'])('GIVEN %j THEN Trample is offered and its value finds it', (typed) => {
    const choices = index.complete(typed, 'en');
    const trample = choices.find((c) => c.value === 'Trample');
    expect(trample).toBeDefined();
    expect(found(index.lookup(trample!.value))).toBe('ours:trample');
  });

  it('GIVEN lang ja THEN an entry with an official Japanese name is shown Japanese first; GIVEN en THEN no Japanese at all', () => {
    expect(index.complete('tram', 'ja')[0]).toEqual({ name: 'トランプル (Trample)', value: 'Trample' });
    expect(index.complete('tram', 'en')[0]).toEqual({ name: 'Trample', value: 'Trample' });
    expect(index.complete('', 'en').filter((c) => JAPANESE.test(c.name))).toEqual([]);
    expect(index.complete('せっし', 'ja')[0]?.name).toBe('接死 (Deathtouch)');
  });

  it('GIVEN lang ja and Japanese typed THEN every choice shows some Japanese', () => {
    const choices = index.complete('トラ', 'ja');
    expect(choices.length).toBeGreaterThan(0);
    expect(choices.filter((c) => !JAPANESE.test(c.name))).toEqual([]);
  });

  it('GIVEN every value offered for common prefixes THEN it looks up to a term', () => {
    for (const typed of ['a', 'tr', 'first', 'de', 'とら']) {
      for (const c of index.complete(typed, 'ja')) expect(index.lookup(c.value), `${typed} -> ${c.value}`).not.toBeNull();
    }
  });
});

/**
 * The rule index over the current CR: reading rule numbers however people type them, lookup,
 * subtrees and heading chains, the nearest rules to a number that doesn't exist, and autocomplete.
 */
import { describe, expect, it } from 'vitest';
import { parseRuleNumber } from '../../src/rules/corpus.ts';
import type { RuleNumberParse } from '../../src/rules/corpus.ts';
import { knowledge } from '../helpers/data.ts';

const k = knowledge();
const corpus = k.corpus;

describe('parseRuleNumber', () => {
  it.each<[string, RuleNumberParse]>([
    ['702.19b', { ok: true, number: '702.19b' }],
    [' CR 702.19b ', { ok: true, number: '702.19b' }],
    ['CR702.19b', { ok: true, number: '702.19b' }],
    ['rule 702.19b.', { ok: true, number: '702.19b' }],
    ['Rule 702.19B', { ok: true, number: '702.19b' }],
    ['rules 702.19b', { ok: true, number: '702.19b' }],
    ['Comprehensive Rules 702.19b', { ok: true, number: '702.19b' }],
    ['総合ルール702.19b', { ok: true, number: '702.19b' }],
    ['ルール 702.19b', { ok: true, number: '702.19b' }],
    ['#702.19b', { ok: true, number: '702.19b' }],
    ['702.19 b', { ok: true, number: '702.19b' }],
    ['７０２．１９ｂ', { ok: true, number: '702.19b' }],
    ['702.19b.', { ok: true, number: '702.19b' }],
    ['702.19.', { ok: true, number: '702.19' }],
    ['702.019', { ok: true, number: '702.19' }],
    ['702', { ok: true, number: '702' }],
    ['７０２', { ok: true, number: '702' }],
    ['7', { ok: true, number: '7' }],
    ['7.', { ok: true, number: '7' }],
    ['704.5aa', { ok: true, number: '704.5aa' }],
    ['999.9z', { ok: true, number: '999.9z' }],
    ['702.19bb', { ok: true, number: '702.19bb' }],
    ['702.', { ok: false, reason: 'incomplete' }],
    ['abc', { ok: false, reason: 'not_a_number' }],
    ['', { ok: false, reason: 'empty' }],
    ['   ', { ok: false, reason: 'empty' }],
    ['0', { ok: false, reason: 'not_a_number' }],
    ['1000', { ok: false, reason: 'not_a_number' }],
    ['702.1234', { ok: false, reason: 'not_a_number' }],
    ['702..19', { ok: false, reason: 'not_a_number' }],
    ['702,19', { ok: false, reason: 'not_a_number' }],
    ['702.19-b', { ok: false, reason: 'not_a_number' }],
    ['702.19b!', { ok: false, reason: 'not_a_number' }],
    ['trample', { ok: false, reason: 'not_a_number' }],
  ])('GIVEN %j THEN %j', (input, expected) => {
    expect(parseRuleNumber(input)).toEqual(expected);
  });

  it('GIVEN "999.9z" or "702.19bb" THEN the number is well-formed but not in the CR', () => {
    expect(corpus.get('999.9z')).toBeUndefined();
    expect(corpus.get('702.19bb')).toBeUndefined();
  });
});

describe('RulesCorpus.get', () => {
  it.each([
    ['7', 'chapter', 'Additional Rules'],
    ['702', 'section', 'Keyword Abilities'],
    ['702.19', 'rule', 'Trample'],
    ['702.19b', 'subrule', null],
    ['704.5aa', 'subrule', null],
  ] as const)('GIVEN %s THEN it is a %s titled %j', (number, kind, title) => {
    const node = corpus.get(number);
    expect(node?.number).toBe(number);
    expect(node?.kind).toBe(kind);
    expect(node?.title).toBe(title);
    expect(node?.text.length).toBeGreaterThan(0);
  });

  it('GIVEN the current CR THEN it is the 2026-09-25 edition with thousands of rules', () => {
    expect(corpus.effective).toBe('2026-09-25');
    expect(corpus.size).toBeGreaterThan(3000);
  });

  it.each(['702.999', 'nope', '', '702.19 '])('GIVEN %j THEN nothing', (number) => {
    expect(corpus.get(number)).toBeUndefined();
  });

  it('GIVEN 702.19b THEN its text and example are the CR\'s', () => {
    const node = corpus.get('702.19b')!;
    expect(node.text).toMatch(/^The controller of an attacking creature with trample first assigns damage/);
    expect(node.examples.length).toBeGreaterThan(0);
    expect(node.parent).toBe('702.19');
  });
});

describe('RulesCorpus.subtree', () => {
  it('GIVEN 702.19 THEN the rule and 702.19a-g in order', () => {
    expect(corpus.subtree('702.19').map((n) => n.number)).toEqual(['702.19', '702.19a', '702.19b', '702.19c', '702.19d', '702.19e', '702.19f', '702.19g']);
  });

  it('GIVEN a subrule THEN only itself', () => {
    expect(corpus.subtree('702.19b').map((n) => n.number)).toEqual(['702.19b']);
  });

  it('GIVEN an unknown number THEN nothing', () => {
    expect(corpus.subtree('702.999')).toEqual([]);
  });

  it('GIVEN section 702 THEN every rule numbered 702.* in document order', () => {
    const expected = k.cr.order.filter((n) => n === '702' || n.startsWith('702.'));
    expect(corpus.subtree('702').map((n) => n.number)).toEqual(expected);
  });
});

describe('RulesCorpus.ancestors', () => {
  it.each([
    ['702.19b', ['7', '702', '702.19']],
    ['702.19', ['7', '702']],
    ['702', ['7']],
    ['7', []],
    ['704.5aa', ['7', '704', '704.5']],
    ['999.9z', []],
  ])('GIVEN %s THEN %j', (number, expected) => {
    expect(corpus.ancestors(number).map((n) => n.number)).toEqual(expected);
  });

  it('GIVEN 702.19b THEN the chain carries the headings', () => {
    expect(corpus.ancestors('702.19b').map((n) => n.title)).toEqual(['Additional Rules', 'Keyword Abilities', 'Trample']);
  });
});

describe('RulesCorpus.nearest', () => {
  const numbers = (n: string, limit?: number): string[] => corpus.nearest(n, limit).map((x) => x.number);

  it('GIVEN 702.999 THEN 702 first, then the highest-numbered keyword abilities', () => {
    const got = numbers('702.999');
    expect(got[0]).toBe('702');
    const rules = k.corpus.get('702')!.children;
    expect(got.slice(1)).toEqual(rules.slice(-4).reverse());
  });

  it('GIVEN 999.9z THEN chapter 9 first, then subrules of chapter 9', () => {
    const got = numbers('999.9z');
    expect(got[0]).toBe('9');
    expect(got.length).toBe(5);
    for (const n of got.slice(1)) expect(n).toMatch(/^9\d\d\.\d+[a-z]{1,2}$/);
  });

  it('GIVEN 702.19z THEN 702.19 first, then its last subrules', () => {
    expect(numbers('702.19z')).toEqual(['702.19', '702.19g', '702.19f', '702.19e', '702.19d']);
  });

  it('GIVEN 704.5zz THEN 704.5 first, then the two-letter and last one-letter subrules', () => {
    const got = numbers('704.5zz');
    expect(got[0]).toBe('704.5');
    expect(got).toContain('704.5aa');
    expect(got).toContain('704.5z');
  });

  it.each(['702.999', '999.9z', '100.99', '702.19bb'])('GIVEN %s THEN at most the limit, all existing, no duplicates', (n) => {
    for (const limit of [1, 3, 5, 8]) {
      const got = numbers(n, limit);
      expect(got.length).toBeLessThanOrEqual(limit);
      expect(got.length).toBeGreaterThan(0);
      expect(new Set(got).size).toBe(got.length);
      for (const x of got) expect(corpus.get(x)).toBeDefined();
    }
  });
});

describe('RulesCorpus.complete', () => {
  it('GIVEN "702.1" THEN at most 25 numbers, all starting with 702.1, shortest first', () => {
    const got = corpus.complete('702.1').map((n) => n.number);
    expect(got.length).toBeGreaterThan(0);
    expect(got.length).toBeLessThanOrEqual(25);
    for (const n of got) expect(n.startsWith('702.1')).toBe(true);
    expect(got[0]).toBe('702.1');
    expect(got).toContain('702.19');
  });

  it.each(['tram', 'Trample', 'TRAMPLE', 'rampl'])('GIVEN %j THEN 702.19 Trample is offered', (typed) => {
    expect(corpus.complete(typed).map((n) => n.number)).toContain('702.19');
  });

  it('GIVEN "７０２" (full-width) THEN the same as "702"', () => {
    expect(corpus.complete('７０２').map((n) => n.number)).toEqual(corpus.complete('702').map((n) => n.number));
  });

  it('GIVEN nothing typed THEN the nine chapters', () => {
    expect(corpus.complete('').map((n) => n.number)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it.each(['', '7', '70', '702', '702.1', 'c', 'combat', 'step', 'a'])('GIVEN %j THEN at most 25 (or the limit) existing rules', (typed) => {
    expect(corpus.complete(typed).length).toBeLessThanOrEqual(25);
    expect(corpus.complete(typed, 5).length).toBeLessThanOrEqual(5);
    for (const n of corpus.complete(typed)) expect(corpus.get(n.number)).toBe(n);
  });

  it.each(['zzz', '999', '🔥'])('GIVEN %j THEN nothing', (typed) => {
    expect(corpus.complete(typed)).toEqual([]);
  });
});

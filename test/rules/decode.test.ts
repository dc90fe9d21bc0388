/**
 * Decoding and parsing the real CR files of ../shared/data/cr, and synthetic re-encodings of them
 * in every encoding the official file has been seen in.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeRulesText, detectEncoding } from '../../src/rules/decode.ts';
import type { DetectedEncoding } from '../../src/rules/decode.ts';
import { parseRules } from '../../src/rules/parse.ts';
import type { CrDocument, RuleNode } from '../../src/rules/parse.ts';
import { CURRENT_CR, PREVIOUS_CR } from '../helpers/data.ts';

const CURRENT = CURRENT_CR;
const PREVIOUS = PREVIOUS_CR;

const currentBytes = new Uint8Array(readFileSync(CURRENT));
const previousBytes = new Uint8Array(readFileSync(PREVIOUS));
const current = decodeRulesText(currentBytes);
const previous = decodeRulesText(previousBytes);
const currentDoc = parseRules(current.text);
const previousDoc = parseRules(previous.text);

// ---------------------------------------------------------------------------------------------
// Encoders for the synthetic copies
// ---------------------------------------------------------------------------------------------

const utf8 = (s: string): Uint8Array => new TextEncoder().encode(s);
const concat = (...parts: Uint8Array[]): Uint8Array => new Uint8Array(Buffer.concat(parts));
const BOM8 = new Uint8Array([0xef, 0xbb, 0xbf]);

function utf16le(s: string, bom: boolean): Uint8Array {
  const body = new Uint8Array(Buffer.from(s, 'utf16le'));
  return bom ? concat(new Uint8Array([0xff, 0xfe]), body) : body;
}

function utf16be(s: string, bom: boolean): Uint8Array {
  const body = Buffer.from(s, 'utf16le').swap16();
  return bom ? concat(new Uint8Array([0xfe, 0xff]), new Uint8Array(body)) : new Uint8Array(body);
}

/** The characters Windows-1252 puts at 0x80-0x9F (where Latin-1 has C1 controls). */
const CP1252_HIGH: Record<string, number> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88,
  '‰': 0x89, 'Š': 0x8a, '‹': 0x8b, 'Œ': 0x8c, 'Ž': 0x8e, '‘': 0x91, '’': 0x92, '“': 0x93,
  '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '˜': 0x98, '™': 0x99, 'š': 0x9a, '›': 0x9b,
  'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
};

function cp1252Byte(ch: string): number | null {
  const code = ch.codePointAt(0)!;
  if (code < 0x80 || (code >= 0xa0 && code <= 0xff)) return code;
  return CP1252_HIGH[ch] ?? null;
}

const cp1252Representable = (s: string): boolean => [...s].every((ch) => cp1252Byte(ch) !== null);

/** Encodes to Windows-1252; characters it can't hold become '?'. */
function cp1252(s: string): Uint8Array {
  const chars = [...s];
  const out = new Uint8Array(chars.length);
  chars.forEach((ch, i) => {
    out[i] = cp1252Byte(ch) ?? 0x3f;
  });
  return out;
}

const crlf = (s: string): string => s.replace(/\n/g, '\r\n');
const bareCr = (s: string): string => s.replace(/\n/g, '\r');

const ruleText = (doc: CrDocument, n: string): RuleNode => {
  const node = doc.rules.get(n);
  if (!node) throw new Error(`rule ${n} missing`);
  return node;
};

// ---------------------------------------------------------------------------------------------

describe('the real CR files', () => {
  it('GIVEN the current file (UTF-8 BOM, CRLF) THEN it decodes to LF text without BOM', () => {
    expect(current.encoding).toBe('utf-8-bom');
    expect(currentBytes.slice(0, 3)).toEqual(BOM8);
    expect(Buffer.from(currentBytes).includes('\r\n')).toBe(true);
    expect(current.text.startsWith('Magic: The Gathering Comprehensive Rules')).toBe(true);
    expect(current.text).not.toMatch(/[\r\uFEFF]/);
    expect(current.text.includes('\u0000')).toBe(false);
  });

  it('GIVEN the previous file (LF) THEN it decodes to the same shape', () => {
    expect(Buffer.from(previousBytes).includes('\r')).toBe(false);
    expect(['utf-8', 'utf-8-bom']).toContain(previous.encoding);
    expect(previous.text.startsWith('Magic: The Gathering Comprehensive Rules')).toBe(true);
    expect(previous.text).not.toMatch(/[\r\uFEFF]/);
  });

  const docs = { current: currentDoc, previous: previousDoc } as const;
  const editions = ['current', 'previous'] as const;

  it.each([
    ['current', '2026-09-25'],
    ['previous', '2026-02-27'],
  ] as const)('GIVEN the %s edition THEN its effective date is %s', (name, date) => {
    const doc = docs[name];
    expect(doc.effective).toBe(date);
    expect(doc.rules.size).toBeGreaterThan(3000);
  });

  it.each(editions)('GIVEN the %s edition THEN subrule letters skip l and o', (name) => {
    const doc = docs[name];
    const subrules = doc.order.filter((n) => doc.rules.get(n)!.kind === 'subrule');
    expect(subrules.length).toBeGreaterThan(1500);
    for (const n of subrules) expect(n).not.toMatch(/[lo][a-z]?$/);
    const siblings = ruleText(doc, '704.5').children;
    const k = siblings.indexOf('704.5k');
    expect(k).toBeGreaterThanOrEqual(0);
    expect(siblings[k + 1]).toBe('704.5m');
    expect(siblings[siblings.indexOf('704.5n') + 1]).toBe('704.5p');
  });

  it('GIVEN the current edition THEN 704.5aa follows 704.5z (two-letter subrules)', () => {
    const siblings = ruleText(currentDoc, '704.5').children;
    expect(siblings).toContain('704.5aa');
    expect(siblings[siblings.indexOf('704.5z') + 1]).toBe('704.5aa');
    expect(ruleText(currentDoc, '704.5aa').parent).toBe('704.5');
    expect(previousDoc.rules.has('704.5aa')).toBe(false);
  });

  it.each(editions)('GIVEN the %s edition THEN examples are attached to their rules (613 has some)', (name) => {
    const doc = docs[name];
    const with613 = doc.order.filter((n) => n.startsWith('613.') && doc.rules.get(n)!.examples.length > 0);
    expect(with613.length).toBeGreaterThan(0);
    const example = ruleText(doc, with613[0]!).examples[0]!;
    expect(example.length).toBeGreaterThan(20);
    expect(example).not.toMatch(/^Example/);
    // Example lines never leak into a rule's own text.
    for (const n of doc.order) expect(doc.rules.get(n)!.text).not.toMatch(/^Example:/m);
    expect(ruleText(doc, '702.19b').examples).toHaveLength(2);
  });

  it.each(editions)('GIVEN the %s edition THEN the glossary has > 700 entries and Trample points to 702.19', (name) => {
    const doc = docs[name];
    expect(doc.glossary.length).toBeGreaterThan(700);
    const trample = doc.glossary.find((g) => g.term === 'Trample');
    expect(trample?.seeRules).toEqual(['702.19']);
    expect(ruleText(doc, '702.19').title).toBe('Trample');
  });

  it('GIVEN both editions THEN the new one has keyword rules the old one lacks', () => {
    const onlyNew = currentDoc.order.filter((n) => !previousDoc.rules.has(n));
    const newKeywords = onlyNew.filter((n) => /^702\.19\d+$/.test(n));
    expect(newKeywords.length).toBeGreaterThan(0);
    const first = ruleText(currentDoc, newKeywords[0]!);
    expect(first.kind).toBe('rule');
    expect(first.title).toBeTruthy();
    // And the new keyword has a glossary entry pointing back at its rule.
    const entry = currentDoc.glossary.find((g) => g.term === first.title);
    expect(entry?.seeRules).toContain(first.number);
    expect(previousDoc.glossary.find((g) => g.term === first.title)).toBeUndefined();
  });
});

describe('synthetic re-encodings of the current edition', () => {
  const base = current.text;
  const cases: [string, Uint8Array, DetectedEncoding][] = [
    ['UTF-8 without BOM (LF)', utf8(base), 'utf-8'],
    ['UTF-8 without BOM, CRLF', utf8(crlf(base)), 'utf-8'],
    ['UTF-8 with BOM, bare CR', concat(BOM8, utf8(bareCr(base))), 'utf-8-bom'],
    ['UTF-8 without BOM, bare CR', utf8(bareCr(base)), 'utf-8'],
    ['UTF-16LE with BOM, CRLF', utf16le(crlf(base), true), 'utf-16le'],
    ['UTF-16LE without BOM, CRLF', utf16le(crlf(base), false), 'utf-16le'],
    ['UTF-16BE with BOM', utf16be(crlf(base), true), 'utf-16be'],
    ['UTF-16BE without BOM', utf16be(base, false), 'utf-16be'],
  ];

  it.each(cases)('GIVEN %s THEN it decodes and parses to the same rules', (_name, bytes, encoding) => {
    expect(detectEncoding(bytes)).toBe(encoding);
    const decoded = decodeRulesText(bytes);
    expect(decoded.encoding).toBe(encoding);
    expect(decoded.text).toBe(base);
    const doc = parseRules(decoded.text);
    expect(doc.rules.size).toBe(currentDoc.rules.size);
    expect(doc.effective).toBe('2026-09-25');
    expect(doc.glossary.length).toBe(currentDoc.glossary.length);
    for (const n of ['100.1', '702.19b', '704.5aa', '613.4d']) expect(doc.rules.get(n)).toEqual(currentDoc.rules.get(n));
  });

  it('GIVEN Windows-1252 with CRLF THEN it decodes, and every rule cp1252 can hold is unchanged', () => {
    const bytes = cp1252(crlf(base));
    // The test encoder really produced cp1252: curly quotes are single bytes, and the file is not UTF-8.
    expect(bytes.includes(0x92)).toBe(true);
    expect(bytes.length).toBe([...crlf(base)].length);
    const decoded = decodeRulesText(bytes);
    expect(decoded.encoding).toBe('windows-1252');
    expect(
      decoded.text.slice(0, 5000),
      'cp1252 0x93 must decode to “ (Node 20.18.3+ TextDecoder("windows-1252") decodes as Latin-1: nodejs/node#56542, #60888)',
    ).toContain('“');
    expect(decoded.text).not.toMatch(/[\u0080-\u009f]/);
    const doc = parseRules(decoded.text);
    expect(doc.rules.size).toBe(currentDoc.rules.size);
    expect(doc.effective).toBe('2026-09-25');

    let compared = 0;
    const lossy: string[] = [];
    for (const n of currentDoc.order) {
      const want = currentDoc.rules.get(n)!;
      if (!cp1252Representable(want.text + want.examples.join('') + (want.title ?? ''))) {
        lossy.push(n);
        continue;
      }
      expect(doc.rules.get(n)).toEqual(want);
      compared++;
    }
    expect(compared).toBeGreaterThan(currentDoc.rules.size - 20);
    // The few rules with characters cp1252 lacks (− in loyalty costs, ∞) come back with '?'.
    expect(lossy).toContain('702.186');
    expect(doc.rules.get('702.186')!.text).toBe('? (Infinity)');
    for (const n of ['100.1', '702.19b']) expect(doc.rules.get(n)).toEqual(currentDoc.rules.get(n));
  });

  it('GIVEN the previous edition in UTF-16LE THEN it still parses as the previous edition', () => {
    const doc = parseRules(decodeRulesText(utf16le(previous.text, true)).text);
    expect(doc.effective).toBe('2026-02-27');
    expect(doc.rules.size).toBe(previousDoc.rules.size);
    expect(doc.rules.get('702.19b')).toEqual(previousDoc.rules.get('702.19b'));
  });
});

/**
 * The query-time text passes written as character scans rather than regular expressions (issue 15
 * §6: a query never searched before pays for them) read text exactly as the patterns that define
 * them: tokenize's Latin words are /[a-z0-9][a-z0-9']*\/g over the normalised text, stem's endings,
 * and foldTerm's shortcut for plain ASCII gives what its full chain of replacements gives. Checked
 * on tables of tricky inputs and on every line of the current CR.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normaliseText, stem, tokenize } from '../../src/rules/search-index.ts';
import { foldTerm } from '../../src/rules/term-text.ts';
import { foldByChain } from '../../src/rules/fold-scan.ts';
import { CURRENT_CR_PATH } from '../helpers/data.ts';

const STOP = new Set('a an and are as at be by can do does for from has have how i if in into is it its may of on or s so such than that the their them then there these they this to was what when where which who will with would you your'.split(' '));

/** stem as a chain of patterns (the definition the scan replaced). */
function stemByPattern(word: string): string {
  let w = word.replace(/'s$/, '').replace(/'$/, '');
  if (w.length === 4 && w.endsWith('ies')) return w;
  if (w.length > 6 && w.endsWith('iable')) return `${w.slice(0, -5)}y`;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ied')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed')) w = w.slice(0, -2);
  if (w.length >= 4 && w.endsWith('e') && !w.endsWith('ee')) w = w.slice(0, -1);
  return w;
}

/** tokenize's Latin words as a pattern (Japanese bigrams come after them either way). */
function latinByPattern(text: string): string[] {
  const out: string[] = [];
  for (const m of normaliseText(text).matchAll(/[a-z0-9][a-z0-9']*/g)) {
    const w = m[0];
    if (STOP.has(w)) continue;
    out.push(w.endsWith("n't") ? 'not' : /^\d/.test(w) ? w : stemByPattern(w));
  }
  return out;
}

/** foldTerm's full chain (what the ASCII shortcut must agree with): fold-scan.ts keeps it as the reference its scan is checked against. */
const foldByPattern = (s: string): string => foldByChain(s.normalize('NFKC').toLowerCase());

const TRICKY = [
  "it's", "players'", "don't", "won't", "x's'", 'copiable', 'dies', 'ties', 'speed', 'exceed', 'based', 'free', 'bus', 'caress', 'copied', 'blocking',
  'ＡＢＣ Ｃａｓｔ', '`quote`', '“q” ‘x’', 'a\tb\nc', '702.19b', '+1/+1 and -1/-1 counters', 'e\u0301té', 'Damage Assignment Order (Obsolete)',
  'what?  ', 'what? ', ' lead', 'trail ', 'a--b', 'double-strike', 'first_strike', 'a/b', 'x!?', 'x ? ', '『x』', 'mid.dot', 'a  b', 'Trample',
  'トランプルと接死', 'トランプル 持ち', 'ﾄﾗﾝﾌﾟﾙ', 'rule 613.1.', "mana abilities don't use the stack", '"state-based actions"', '',
];

describe('search text scans: the same words as the patterns that define them', () => {
  it.each(TRICKY)('GIVEN %j THEN tokenize, stem and foldTerm agree with their patterns', (text) => {
    const latin = tokenize(text).filter((w) => /^[a-z0-9']+$/.test(w));
    expect(latin).toEqual(latinByPattern(text));
    for (const w of text.toLowerCase().split(/[^a-z0-9']+/)) expect(stem(w), w).toBe(stemByPattern(w));
    expect(foldTerm(text)).toBe(foldByPattern(text));
  });

  it('GIVEN every line of the current CR THEN tokenize and foldTerm agree with their patterns', () => {
    const differ: string[] = [];
    for (const line of readFileSync(CURRENT_CR_PATH, 'utf8').split('\n')) {
      if (JSON.stringify(tokenize(line).filter((w) => /^[a-z0-9']+$/.test(w))) !== JSON.stringify(latinByPattern(line))) differ.push(`tokenize: ${line}`);
      if (foldTerm(line) !== foldByPattern(line)) differ.push(`foldTerm: ${line}`);
    }
    expect(differ.slice(0, 5)).toEqual([]);
  });
});

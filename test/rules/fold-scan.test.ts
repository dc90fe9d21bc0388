/**
 * The scans of fold-scan.ts (and nfkc.ts) give what the chains of regular expressions they replaced
 * give: foldTerm, normaliseText and tokenize's Japanese bigrams, on random text drawn from the
 * characters each step treats specially (with kana, ideographs, full- and half-width forms, spaces
 * of every kind), on every line of the current CR and on every name of our glossary.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { foldByChain, foldLowered } from '../../src/rules/fold-scan.ts';
import { normaliseText, tokenize } from '../../src/rules/search-index.ts';
import { foldTerm } from '../../src/rules/term-text.ts';
import { ALL_TERMS } from '../../src/rules/glossary/index.ts';
import { CURRENT_CR_PATH } from '../helpers/data.ts';

const foldByPattern = (s: string): string => foldByChain(s.normalize('NFKC').toLowerCase());
const normaliseByPattern = (s: string): string => s.normalize('NFKC').toLowerCase().replace(/[’‘`]/g, "'").replace(/[“”]/g, '"');
const CJK_RUN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]+/g;
function bigramsByPattern(s: string): string[] {
  const out: string[] = [];
  for (const m of normaliseByPattern(s).matchAll(CJK_RUN)) {
    const run = m[0];
    if (run.length === 1) out.push(run);
    for (let i = 0; i + 1 < run.length; i++) out.push(run.slice(i, i + 2));
  }
  return out;
}
const bigrams = (s: string): string[] => tokenize(s).filter((w) => !/^[a-z0-9']+$/.test(w));

const ALPHABET = [
  ...'aZ09 .,:;?!-_/\'"`()\t\n',
  ...'《》「」『』【】〈〉（）“”’‘‐‑–—・･？！。、：；',
  ...'ぁあがゖゔゟ゛ァアガヺヿーヽヾ接死呪文豈ｱﾄﾗﾝﾌﾟﾙＡｂ１',
  '\u3000', '\u00a0', '\u2003', '\u2028', '\ufeff', '\u3099', 'e\u0301', 'ﬁ', '㍿', 'Ⅳ',
];

/** A deterministic sequence of random texts (a small linear congruential generator). */
function randomTexts(count: number, seed = 7): string[] {
  let x = seed;
  const next = (n: number): number => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
  return Array.from({ length: count }, () => Array.from({ length: 1 + next(14) }, () => ALPHABET[next(ALPHABET.length)]!).join(''));
}

function differences(texts: readonly string[]): string[] {
  const out: string[] = [];
  for (const t of texts) {
    if (foldTerm(t) !== foldByPattern(t)) out.push(`foldTerm ${JSON.stringify(t)}`);
    if (normaliseText(t) !== normaliseByPattern(t)) out.push(`normaliseText ${JSON.stringify(t)}`);
    if (JSON.stringify(bigrams(t)) !== JSON.stringify(bigramsByPattern(t))) out.push(`bigrams ${JSON.stringify(t)}`);
  }
  return out;
}

describe('fold scans: the same text as the chains of replacements they stand for', () => {
  it('GIVEN 20,000 random texts of specially treated characters THEN foldTerm, normaliseText and the Japanese bigrams agree with their patterns', () => {
    expect(differences(randomTexts(20_000)).slice(0, 5)).toEqual([]);
  });

  it('GIVEN every line of the current CR and every name of our glossary THEN they agree too', () => {
    const names = ALL_TERMS.flatMap((e) => [e.en, e.ja, e.jaUnofficial, ...(e.aliases ?? [])].filter((n): n is string => !!n));
    expect(differences([...readFileSync(CURRENT_CR_PATH, 'utf8').split('\n'), ...names]).slice(0, 5)).toEqual([]);
  });

  it('GIVEN a text longer than a scan takes THEN it is folded by the chain, the same', () => {
    const long = `${'ダメージ-割り振り 順。 '.repeat(600)}?`;
    expect(foldLowered(long)).toBe(foldByChain(long));
    expect(foldTerm(long)).toBe(foldByPattern(long));
  });
});

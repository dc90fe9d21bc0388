/**
 * nfkc (src/rules/nfkc.ts) skips ICU for characters NFKC leaves alone: every character it takes as
 * stable, alone and next to every other such character of the Japanese ranges, normalises to itself.
 */
import { describe, expect, it } from 'vitest';
import { nfkc, nfkcStable } from '../../src/rules/nfkc.ts';

const stableChars: string[] = [];
for (let c = 0; c < 0x10000; c++) if (nfkcStable(String.fromCharCode(c))) stableChars.push(String.fromCharCode(c));

describe('nfkc: NFKC without ICU for text it leaves as it is', () => {
  it('GIVEN each character taken as stable THEN NFKC maps it to itself', () => {
    expect(stableChars.length).toBeGreaterThan(20_000);
    expect(stableChars.filter((c) => c.normalize('NFKC') !== c).map((c) => c.charCodeAt(0).toString(16))).toEqual([]);
  });

  it('GIVEN every pair of stable non-ideograph characters and each with an ideograph THEN NFKC maps the pair to itself', () => {
    const small = stableChars.filter((c) => c.charCodeAt(0) < 0x4e00);
    const differ: string[] = [];
    for (const a of small) for (const b of small) if ((a + b).normalize('NFKC') !== a + b) differ.push(a + b);
    for (const a of small) for (const b of ['一', '呪', '龍']) if ((a + b).normalize('NFKC') !== a + b || (b + a).normalize('NFKC') !== b + a) differ.push(a + b);
    expect(differ.slice(0, 5)).toEqual([]);
  });

  it.each(['トランプルと接死', 'ダメージ割り振り順', 'ﾄﾗﾝﾌﾟﾙ', 'Ｔｒａｍｐｌｅ', 'が\u3099', 'か\u3099', '\u3000接死', '㍿', 'ヿ', '゛', 'ﬁ', 'Ⅳ', '豈', 'trample'])('GIVEN %j THEN the same as String.prototype.normalize', (s) => {
    expect(nfkc(s)).toBe(s.normalize('NFKC'));
  });
});

import { describe, expect, it } from 'vitest';
import { countWith, kanjiNumber, numeral } from '../../src/language/kanji-numerals.ts';

// One reader of Japanese numerals for every frame that counts (told draws, the draw step's one card).
describe('kanji numerals', () => {
  it.each([
    ['一', 1], ['十', 10], ['十二', 12], ['二十', 20], ['二十三', 23], ['百', 100], ['〇', 0],
  ] as const)('%s is %i', (s, n) => expect(kanjiNumber(s)).toBe(n));

  it.each([['2', 2], ['２', 2], ['１２', 12], ['三', 3], ['x', null], ['', null]] as const)('numeral(%j) is %j', (s, n) => expect(numeral(s)).toBe(n));

  it.each([
    ['2枚', '枚', 2], ['十二枚', '枚', 12], ['１枚', '枚', 1], [' 3体 ', '体', 3],
    ['枚', '枚', null], ['2体', '枚', null], ['数枚', '枚', null], ['2点', '点', 2],
  ] as const)('countWith(%j, %j) is %j', (text, counter, n) => expect(countWith(text, counter)).toBe(n));
});

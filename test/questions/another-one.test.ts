/**
 * Issue 11 §2 (nothing invented): a bare "one" told as a new object ("I play a second one") stands for
 * another card of the name just said — two legendary permanents of one name, so the legend rule
 * (704.5j) applies. With no card just named, "one" is not made up as a creature of no size: refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredIn, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ "Umezawa's Jitte": '梅澤の十手', 'Thalia, Guardian of Thraben': 'スレイベンの守護者、サリア', 'Isamaru, Hound of Konda': '今田家の猟犬、勇丸' });
}, 120_000);

describe('GIVEN a card named, THEN "a second one" is another card of that name (704.5j applies)', () => {
  const ROWS: [string, string, string][] = [
    ["I already have Umezawa's Jitte out and cast a second one. What happens?", 'first Umezawa', 'second Umezawa'],
    ['I control Thalia, Guardian of Thraben and cast a second one. What happens?', 'first Thalia', 'second Thalia'],
    ['My opponent controls Isamaru, Hound of Konda. I cast a second one. What happens?', "opponent's Isamaru", 'you cast Isamaru'],
  ];
  it.each(ROWS)('%s', async (q, first, second) => {
    const a = await answeredIn('en', () => deps)(q);
    expect(a.understood).toContain(first);
    expect(a.understood).toContain(second);
    expect(a.understood).not.toContain('a creature');
  }, 60_000);
});

describe('GIVEN no card just named, THEN a bare "one" is not invented as a creature', () => {
  const ROWS: [string, string][] = [
    ['My 2/2 is blocked by a 3/3 and another one. What happens?', 'not_understood'],
  ];
  it.each(ROWS)('%s → %s', (q, code) => refusedAs(() => deps)(q, code), 60_000);
});

/**
 * Two cards of one name, and names written in part (issue 11: nothing merged, nothing guessed).
 * A permanent on the battlefield under another player is never the card cast now (601.2a: a spell is
 * cast by moving its card to the stack), so "they control X and I cast X" is two objects, and the
 * legend rule (704.5j) sees them under different controllers. Two of one name are named by ordinals,
 * never by an internal id. A 《》 name that only starts another card's name is asked back with it
 * (rows in replies.test.ts, over the whole catalog; here the test of what a name part is).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { answerQuestion } from '../../src/questions/index.ts';
import { namesAPart } from '../../src/questions/cards.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, langOf } from '../support/ask-rows.ts';

const JA: Record<string, string> = {
  'Questing Beast': '探索する獣',
  'Isamaru, Hound of Konda': '今田家の猟犬、勇丸',
  'Komainu Battle Armor': '狛犬の戦鎧',
};

describe('GIVEN real cards WHEN a question names two cards of one name or part of a name', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(JA);
  }, 120_000);

  const RIGHT: [string, string, 'yes' | 'no' | null][] = [
    // Different controllers: two objects; the legend rule doesn't apply (704.5j), nothing dies.
    ['My opponent has Isamaru, Hound of Konda. I cast Isamaru, Hound of Konda. Does my Isamaru die?', 'survives', 'no'],
    ['The opponent controls Questing Beast and I cast Questing Beast. Does my Questing Beast die?', 'survives', 'no'],
    ['相手が《今田家の猟犬、勇丸》をコントロールしている。私も《今田家の猟犬、勇丸》を唱えた。私の勇丸は死にますか？', '戦場に残ります', 'no'],
    // One controller: the legend rule puts one into the graveyard; named by ordinal, not by id.
    ['I control Isamaru, Hound of Konda and I cast another Isamaru, Hound of Konda. What happens?', 'your first Isamaru, Hound of Konda', null],
  ];
  it.each(RIGHT)('THEN %s is answered right (%s)', answeredRight(() => deps));

  it('THEN a Japanese description of a legendary card reads as a printed type line does, its abilities in Japanese', async () => {
    const q = '相手が《探索する獣》をコントロールしていて、私も《探索する獣》を唱えました。どうなりますか？';
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.answer).toContain('伝説のビースト・クリーチャー');
    expect(r.value.answer).toContain('パワーが2以下のクリーチャーによってはブロックされない');
    expect(r.value.answer).not.toMatch(/伝説の・|power 2/);
  });

  it('THEN two objects of one name are never shown by an internal id', async () => {
    const q = 'I control Isamaru, Hound of Konda and I cast another Isamaru, Hound of Konda. What happens?';
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.answer).not.toMatch(/\(c\d+\)/);
    expect(r.value.steps.map((s) => s.text).join('\n')).not.toMatch(/\(c\d+\)/);
    expect(r.value.steps.some((s) => s.rules.includes('704.5j'))).toBe(true);
  });

});

describe('GIVEN a typed name and the card name it started WHEN is it a whole part', () => {
  const ROWS: [string, string, boolean][] = [
    ['Isamaru', 'Isamaru, Hound of Konda', true],
    ['勇丸', '今田家の猟犬、勇丸', true],
    ['今田家の猟犬', '今田家の猟犬、勇丸', true],
    ['Llanowar', 'Llanowar Elves', true],
    ['Hound of Konda', 'Isamaru, Hound of Konda', true],
    ['狛犬', '狛犬の戦鎧', false],
    ['Quest', 'Questing Beast', false],
    ['Questing Bea', 'Questing Beast', false],
    ['', 'Questing Beast', false],
  ];
  it.each(ROWS)('THEN %s in %s is %s', (typed, matched, want) => {
    expect(namesAPart(typed, matched)).toBe(want);
  });
});

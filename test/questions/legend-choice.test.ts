/**
 * The legend rule's choice not told (704.5j: the player chooses which legendary permanent of one name to keep):
 * - an outcome that changes with the choice — whether the original or the copy (Clone) dies, where the first one is —
 *   is asked back (needs_detail), never answered from the run's default (the newest kept);
 * - an outcome alike whichever is kept — whether the rule applies, how many die, a life total — is answered, and the
 *   reply says the choice is the player's (the "applies" line names no one as kept);
 * - told ("keeping the new one", 「古い方を残した」), the choice is run as said.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    'Thalia, Guardian of Thraben': 'スレイベンの守護者、サリア',
    'Isamaru, Hound of Konda': '今田家の猟犬、勇丸',
    'Sheoldred, the Apocalypse': '黙示録、シェオルドレッド',
    Clone: 'クローン',
    'Lightning Bolt': '稲妻',
  });
}, 120_000);

describe('GIVEN a second legendary permanent of one name and no choice told WHEN the asked outcome depends on it THEN asked back (704.5j)', () => {
  const ROWS: string[] = [
    'I cast Clone copying my Isamaru, Hound of Konda. Does Clone die?',
    'I control Isamaru, Hound of Konda and cast Clone copying it. Where is Clone?',
    'I control Thalia, Guardian of Thraben and I cast a second one. Does the first Thalia die?',
    'I cast a second Isamaru, Hound of Konda. Does my first Isamaru, Hound of Konda die?',
    '《クローン》で自分の《今田家の猟犬、勇丸》をコピーした。《クローン》は死ぬ？',
    '《黙示録、シェオルドレッド》をコントロールしています。2枚目を唱えました。1体目のシェオルドレッドは死亡しますか?',
  ];
  // (An instant's "another" sets up no first one on the battlefield: the Bolt alone is cast.)
  it('GIVEN another Lightning Bolt THEN no first Bolt is set up', async () => {
    await answeredRight(() => deps)('I cast another Lightning Bolt at my opponent. What is their life total?', "The opponent's life total is 17", null);
  }, 60_000);
  it.each(ROWS)('%s → needs_detail', async (q) => {
    await refusedAs(() => deps)(q, 'needs_detail');
  }, 60_000);
});

describe('GIVEN a second legendary permanent of one name WHEN the outcome is alike for any choice, or the choice is told THEN answered (704.5j)', () => {
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['I control Thalia, Guardian of Thraben and I cast a second one. Does the legend rule apply?', 'you choose one of them to keep and the other goes to the graveyard', 'yes'],
    // (「どうなる?」: the reply shows the newest kept, its restatement saying the choice is the player's.)
    ['《今田家の猟犬、勇丸》を2体目出したらどうなる?', '死亡：あなたの1体目の《今田家の猟犬、勇丸》', null],
    ['I control Isamaru, Hound of Konda. I cast a second Isamaru, Hound of Konda and keep the new one. Where is the first Isamaru?', "ends up in its owner's graveyard", null],
    ['《今田家の猟犬、勇丸》を2体目出して、古い方を残した。どうなる？', '死亡：あなたの2体目の《今田家の猟犬、勇丸》', null],
    ['I cast a second Isamaru, Hound of Konda and keep the old one. What happens?', 'Died: your second Isamaru, Hound of Konda', null],
    // (Asked of both together, the answer is alike whichever is kept: one of them goes.)
    ['I control Sheoldred, the Apocalypse and cast Clone copying it. Do both stay?', 'No', 'no'],
  ];
  it.each(ROWS)('%s → %s', async (q, says, verdict) => {
    await answeredRight(() => deps)(q, says, verdict);
  }, 60_000);
});

// "another" of a permanent card with none told: which one is there (whose, where) is not described — asked back, never one
// Thalia alone (src/language/refs.ts; "a second" sets the first up under the same player).
describe('GIVEN another legendary permanent with none told', () => {
  it.each([
    ['I cast another Thalia, Guardian of Thraben. What happens?'],
    ['《スレイベンの守護者、サリア》をもう1枚出したらどうなる？'],
  ] as const)('%s THEN it is not answered as one alone', async (q) => refusedAs(() => deps)(q, 'not_understood'));
});

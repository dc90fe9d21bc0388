/**
 * Issue 14: static replacement and prevention sentences of popular cards, compiled and answered.
 * - 614.1a: "If you would gain life, you gain twice that much life instead" (Rhox Faithmender, Boon
 *   Reflection): a lifelink gain (120.3f, 702.15b) is doubled; two doublers commute.
 * - 614.1a: "If a source would deal damage to an opponent or a permanent an opponent controls, that
 *   source deals double that damage …" (Gisela, Blade of Goldnight), with lifelink gaining what is
 *   actually dealt (120.3f).
 * - 615.1a, 615.10: "If a source would deal damage to you or a permanent you control, prevent half
 *   that damage, rounded up" (Gisela): 3 → 1, 2 → 1.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

describe('GIVEN a life-gain doubler or Gisela on the board THEN the amounts follow the replacement (614.1a, 615.10)', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps({
      'Rhox Faithmender': 'ロウクスの信仰癒し人',
      'Boon Reflection': '加護の反射',
      'Gisela, Blade of Goldnight': '黄金夜の刃、ギセラ',
      'Vampire Nighthawk': '吸血鬼の夜鷲',
      'Lightning Bolt': '稲妻',
      'Lightning Helix': '稲妻のらせん',
      Shock: 'ショック',
      'Grizzly Bears': '灰色熊',
      'Solphim, Mayhem Dominus': '擾乱のドミヌス、ソルフィム',
    });
  }, 120_000);

  /** [question, what the answer says, verdict]. */
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    // 614.1a with lifelink (120.3f): 1 damage dealt, 2 life gained.
    ['Rhox Faithmender attacks, nobody blocks. Life totals afterward? Both at 20 before.', 'Your life total is 22', null],
    ['《ロウクスの信仰癒し人》がブロックされずに攻撃した。私のライフは?', 'あなたのライフは22', null],
    // Another card with the same sentence, and another life gain (a spell).
    ['I control Boon Reflection and cast Lightning Helix targeting my opponent. What is my life total?', 'Your life total is 26', null],
    // Two doublers commute (616.1: any order gives 4).
    ['I control Boon Reflection. My Rhox Faithmender attacks and is not blocked. What is my life total?', 'Your life total is 24', null],
    // Gisela: half of each damage to you prevented, rounded up (3 → 1, 2 → 1).
    ['How much damage do I actually take if my opponent Bolts me while I control Gisela, Blade of Goldnight?', 'You take 1 damage', null],
    ['I control Gisela, Blade of Goldnight. My opponent casts Shock targeting me. What is my life total?', 'Your life total is 19', null],
    // Gisela: damage to an opponent doubled; lifelink gains what is dealt.
    ['自分の場に《黄金夜の刃、ギセラ》がいる状態で、《吸血鬼の夜鷲》がブロックされずに殴った。ライフ何点回復する?', 'あなたのライフは24', null],
    ['I control Gisela, Blade of Goldnight. My Grizzly Bears attacks and is not blocked. What is the opponent\'s life total?', "The opponent's life total is 16", null],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** [question, refusal code, what the refusal names]: a neighbour sentence not read ("noncombat damage") stays refused. */
  const REFUSED: [string, string, string][] = [
    ['I control Solphim, Mayhem Dominus and cast Lightning Bolt targeting my opponent. What is their life total?', 'unmodelled', 'noncombat damage'],
  ];
  it.each(REFUSED)('%s → refused (%s)', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});

/**
 * Forms players write that session 18's development sets showed refused or misread (issue 12), each with variations:
 * - a concession told in a question's sentence (「エルフは死んだけど、熊ってどうなってる？」, "Although my elf died, …"):
 *   it asserts what it tells, so a death told after a combat is that combat's result, checked against the run
 *   (results.ts) — it was made to happen before combat damage, and the blocker was said untouched (issue 11);
 * Expected values worked out from the cards' text: Glistener Elf 1/1 infect (702.90), Grizzly Bears 2/2.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

const CARDS: Record<string, string> = { 'Glistener Elf': 'ぎらつかせのエルフ', 'Grizzly Bears': '灰色熊' };

describe('GIVEN Japanese questions written as players write them (session 18)', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  }, 120_000);

  /** A death told as a concession after a combat is the combat's result (510.2, 704.5g); infect damage is -1/-1 counters (702.90c). */
  const CONCEDED: [string, string, 'yes' | 'no' | null][] = [
    ['《ぎらつかせのエルフ》で攻撃したら《灰色熊》でブロックされた。エルフは死んだけど、熊ってどうなってる？', '1/1', null],
    ['My Glistener Elf attacked and was blocked by Grizzly Bears. Although the elf died, what happened to the Bears?', '1/1', null],
    ['3/3で攻撃したら4/4でブロックされた。3/3は死んだけど、4/4ってどうなってる？', '負っているダメージ：対戦相手の4/4クリーチャー（3点）', null],
    ['3/3で攻撃したら2/2でブロックされた。2/2は死んだけど、3/3はどうなってる？', '負っているダメージ：あなたの3/3クリーチャー（2点）', null],
  ];
  it.each(CONCEDED)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
  it.each([
    // The death told can't be the combat's: named, never made to happen before the damage.
    ['3/3で攻撃したら2/2でブロックされた。3/3は死んだけど、2/2ってどうなってる？', 'impossible', '700.4'],
  ] as [string, string, string][])('%s → refused %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});

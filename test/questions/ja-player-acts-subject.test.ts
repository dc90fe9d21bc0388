/**
 * An act only a player does — casting (601.2), activating (602.2), making a token (111.1), paying — never takes an
 * object as its unsaid subject carried on from the clause before: 「《栄光の頌歌》があって、1/1のトークンを生成しました」 is
 * the speaker making the token (the Anthem was only said to be there). Read with the Anthem as the maker, the question
 * was refused (new-user try, s25). An act a creature does (attacking) still carries its subject on.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight } from '../support/ask-rows.ts';

describe('GIVEN an existential clause then a player-only act with no subject THEN the act is the speaker’s', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps({ 'Glorious Anthem': '栄光の頌歌', 'Giant Growth': '巨大化', 'Grizzly Bears': '灰色熊' });
  }, 120_000);

  /** [question, what the answer says, verdict]. */
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['《栄光の頌歌》があって、1/1のトークンを生成しました。そのトークンのサイズはいくつ？', 'あなたの1/1クリーチャー・トークンは2/2です', null],
    ['《栄光の頌歌》が出ていて、1/1の兵士トークンを生成した。サイズは？', '2/2です', null],
    ['《灰色熊》がいて、《巨大化》を唱えました。《灰色熊》のP/Tは？', 'あなたの《灰色熊》は5/5です', null],
    // A creature's own act keeps the subject carried on.
    ['《灰色熊》がいて、攻撃しました。ブロックされませんでした。相手は何点受けますか？', '対戦相手は2点のダメージを受けます', null],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
});

/**
 * Japanese asides and means as players write them (issue 12, session 39): 「《紅蓮地獄》なら倒せる？」 — なら after an
 * instant or sorcery named is the spell the removal is done with, as で says (never after a permanent: 「《灰色熊》なら」
 * stays unread); and a feeling (うざい, one adjective though kuromoji cuts it apart) about a permanent (「…が邪魔なので」「…がうっとうしいんだけど」「…が厄介なんだけど」) tells
 * only that it is there, the adjective taking a verb's endings, before the question asked of it.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

const JA: Record<string, string> = {
  Murder: '殺害',
  'Serra Angel': 'セラの天使',
  'Grizzly Bears': '灰色熊',
  Shock: 'ショック',
  'Lightning Bolt': '稲妻',
  Pyroclasm: '紅蓮地獄',
  'Darksteel Colossus': 'ダークスティールの巨像',
};

describe('GIVEN Japanese questions naming the spell with なら or telling a feeling about a permanent WHEN read THEN the spell is the means and the permanent is there', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(JA);
  }, 60_000);

  /** [question, the answer says, verdict]. */
  const ANSWERED: [string, string, 'yes' | 'no' | null][] = [
    // なら after a spell: the means.
    ['相手の2/2がいる。《紅蓮地獄》なら倒せる?', '死亡します', 'yes'],
    ['《稲妻》なら相手の《セラの天使》を倒せる?', '戦場に残ります', 'no'],
    ['《殺害》ならば相手の《灰色熊》を倒せますか?', '死亡します', 'yes'],
    ['相手の3/3がいる。《ショック》なら倒せる?', '戦場に残ります', 'no'],
    // A feeling about a permanent: it is there.
    ['相手の《セラの天使》が邪魔なので、《殺害》で倒せる?', '死亡します', 'yes'],
    ['相手の《灰色熊》がうっとうしいんだけど、《ショック》で倒せる?', '死亡します', 'yes'],
    ['相手の《セラの天使》が厄介なんだけど、《稲妻》で倒せる?', '戦場に残ります', 'no'],
    // うざい, which the morphology's dictionary lacks (cut as う + ざいので): one adjective, its endings after it.
    ['相手の《セラの天使》がうざいので、《殺害》で倒せる?', '死亡します', 'yes'],
    ['相手の3/3がウザいんだけど、《稲妻》で倒せる?', '死亡します', 'yes'],
    // Indestructible: Murder doesn't destroy it (702.12b).
    ['相手の《ダークスティールの巨像》が邪魔なんだけど、《殺害》で倒せる?', '破壊不能', 'no'],
  ];
  it.each(ANSWERED)('%s → %s (%s)', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** [question, refusal code, the reply names]: still refused. */
  const REFUSED: [string, string, string][] = [
    // なら after a permanent is no means.
    ['《灰色熊》なら倒せる?', 'not_understood', '《灰色熊》なら倒せる'],
    // The spell's target is not said: asked, never the disliked creature assumed.
    ['相手の《セラの天使》が邪魔なので《稲妻》を撃った。天使は死ぬ?', 'needs_detail', '稲妻'],
    ['相手の2/2がうっとうしいので、《ショック》を撃った。2/2は死ぬ?', 'needs_detail', 'ショック'],
    // Two creatures named with the feeling: which one is removed is not said — asked back, naming both (the two are
    // there, as a list said before the question is: s40).
    ['相手の《セラの天使》と《灰色熊》が邪魔なので、《紅蓮地獄》で倒せる?', 'ambiguous', '《灰色熊》'],
  ];
  it.each(REFUSED)('%s → %s naming %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});

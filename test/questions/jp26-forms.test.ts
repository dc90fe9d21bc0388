/**
 * Japanese forms of session 26 (issue 12), each a class with its own variations:
 * - a katakana type word ending on the middle dot before a word in kanji (「クリーチャー・呪文」): the dot is cut off
 *   as in 「クリーチャー・トークン」, so it reads as 「クリーチャー呪文」 (ja/tokenise.ts; 302.1, 117.1a);
 * - 「…が攻撃してきました。ブロックできますか？」 with no blocker told: answered only when the attacker can't be blocked
 *   by any creature at all (protection from creatures, 702.16f), any other attacker still refused (intents/legality.ts);
 * - 「ライフは増えますか」 said of no player, with lifelink told of one player's creatures only: that player's life
 *   (702.15b), both or none still refused (intents/amounts.ts).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    'Beloved Chaplain': '敬愛される司祭', 'Serra Angel': 'セラの天使', 'Grizzly Bears': '灰色熊', Fog: '濃霧', 'Vampire Nighthawk': '吸血鬼の夜鷲',
  });
}, 120_000);

describe('GIVEN a type word and 呪文 joined by ・ THEN it is a spell of that type', () => {
  /** [question, what the answer says, verdict, a rule cited]. */
  const ROWS: [string, string, 'yes' | 'no' | null, string][] = [
    ['対戦相手のターンに、瞬速を持たないクリーチャー・呪文を唱えることはできますか?', 'いいえ', 'no', '302.1'],
    ['相手のターンに、クリーチャー・呪文を唱えられますか?', 'クリーチャーを唱えられません', 'no', '117.1a'],
    ['対戦相手のターンに、アーティファクト・呪文を唱えることはできますか?', 'アーティファクトを唱えられません', 'no', '117.1a'],
    ['相手のターンにソーサリー・呪文を唱えられる?', 'ソーサリーを唱えられません', 'no', '117.1a'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule), 60_000);
});

describe('GIVEN an attack told and a block asked with no blocker told', () => {
  const ROWS: [string, string, 'yes' | 'no' | null, string][] = [
    ['プロテクション(クリーチャー)を持つ《敬愛される司祭》が攻撃してきました。ブロックできますか?', 'ブロックできません', 'no', '702.16'],
    ['《敬愛される司祭》が攻撃してきました。ブロックできますか?', 'ブロックできません', 'no', '702.16'],
    ['プロテクション(クリーチャー)を持つ2/2が攻撃してきた。ブロックできる?', 'ブロックできません', 'no', '702.16'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule), 60_000);
  // Whether a flyer or a vanilla attacker can be blocked depends on the blocker (509.1b): still not guessed.
  const REFUSED: [string, string][] = [
    ['《セラの天使》が攻撃してきました。ブロックできますか?', 'not_understood'],
    ['《灰色熊》が攻撃してきた。ブロックできる?', 'not_understood'],
  ];
  it.each(REFUSED)('%s → refused %s', (q, code) => refusedAs(() => deps)(q, code), 60_000);
});

describe('GIVEN lifelink told of one player only THEN 「ライフは増えますか」 asks of that player', () => {
  const ROWS: [string, string, 'yes' | 'no' | null, string][] = [
    ['《濃霧》を撃たれたら、絆魂持ちで攻撃してもライフは増えないですよね?', 'はい', 'yes', '615'],
    ['絆魂を持つ3/3で攻撃したが、相手が《濃霧》を唱えた。ライフは増える?', 'あなたのライフは20です', 'no', '615'],
    ['相手の絆魂持ちの2/2が攻撃してきたので、《濃霧》を撃った。ライフは増えますか?', '対戦相手のライフは20です', 'no', '615'],
    ['絆魂を持つ2/2で攻撃して、ブロックされなかった。ライフは増えますか?', 'あなたのライフは22です', 'yes', '510'],
    ['《吸血鬼の夜鷲》で攻撃したら、相手に《濃霧》を撃たれた。ライフは増える?', 'あなたのライフは20です', 'no', '615'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule), 60_000);
  // Lifelink on both sides: whose life is asked is not guessed.
  const REFUSED: [string, string][] = [['私の絆魂の2/2が相手の絆魂の2/2にブロックされた。ライフは増える?', 'not_understood']];
  it.each(REFUSED)('%s → refused %s', (q, code) => refusedAs(() => deps)(q, code), 60_000);
});

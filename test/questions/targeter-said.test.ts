/**
 * Issue 11: who or what targets, as the question says it. "Can Siege Rhino's trigger target a creature with protection
 * from black?" was answered "Yes" as if a colorless spell of the asker's targeted — the ability's source (its colors,
 * 702.16b) and whether it targets at all (115.1) were dropped. A card's ability said as the one targeting is not read
 * (refused), a player or a spell with no card named still is. A name in 《》 that is no card's is said so, not dropped
 * (the question about 《灼熱の鍛冶師ヴォルガナス》's trigger was answered of a spell).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { refusedAs, restatedAnswering } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ 'Siege Rhino': '包囲サイ', 'Prodigal Sorcerer': '放蕩魔術師', 'Grizzly Bears': '灰色熊', 'Lightning Bolt': '稲妻' });
}, 120_000);

describe('GIVEN a card or its ability said as the one targeting', () => {
  it.each([
    ["Can Siege Rhino's trigger target a creature with protection from black?", 'not_understood'],
    ["Can Prodigal Sorcerer's ability target my opponent's hexproof creature?", 'not_understood'],
    ['《包囲サイ》の誘発って、相手のプロテクション(黒)のクリーチャーを対象にとれる?', 'not_understood'],
    ['《放蕩魔術師》の能力は呪禁のクリーチャーを対象にできますか?', 'not_understood'],
  ])('%s THEN it is refused, never answered as a spell of no color (%s)', (q, code) => refusedAs(() => deps)(q, code));
});

describe('GIVEN a player or "a spell" said as the one targeting', () => {
  it.each([
    ['Can a spell target a creature with hexproof?', 'hexproof creature', 'No', '702.11b'],
    ['Can my opponent target my creature with hexproof?', 'hexproof creature', 'No', '702.11b'],
    ['相手は私の呪禁のクリーチャーを対象にできますか?', '呪禁', 'いいえ', '702.11b'],
  ])('%s THEN it is still answered', (q, understood, says, rule) => restatedAnswering(() => deps)(q, understood, says, rule));
});

describe('GIVEN a name in 《》 that is no card\'s', () => {
  it.each([
    ['《灼熱の鍛冶師ヴォルガナス》の誘発って、相手の呪禁クリーチャーも対象にとれる?', '灼熱の鍛冶師ヴォルガナス'],
    ['《霧深き森の大熊王》が攻撃して、相手は3/3でブロックした。どうなる?', '霧深き森の大熊王'],
    ['Can 《Vorthax, Eater of Tides》 attack the turn it comes in?', 'Vorthax, Eater of Tides'],
  ])('%s THEN the reply says no card has that name', (q, name) => refusedAs(() => deps)(q, 'unknown_card', name));
});

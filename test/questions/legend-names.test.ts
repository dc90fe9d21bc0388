/**
 * The legend rule (704.5j) looks at names. Legendary creatures told with no card name have a name the question
 * didn't give, unless it says how their names relate: "with the same name", 「同じ名前の」 (one name), "with
 * different names", 「名前の違う」 (each its own). Said so, the rule is run on those names; left unsaid with another
 * legendary object the same player could control, or with the rule asked of, the question is refused, never
 * answered as if the names differed. 「1体ずつ」 said of each player is one each (the count onePerSide already makes).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Thalia, Guardian of Thraben': 'スレイベンの守護者、サリア', 'Isamaru, Hound of Konda': '今田家の猟犬、勇丸' });
}, 120_000);

describe('GIVEN legendary creatures told with a name relation and no card name, THEN the legend rule is run on it (704.5j)', () => {
  const ROWS: [string, string, 'yes' | 'no' | null, string][] = [
    // Different names: the rule doesn't apply, both stay.
    ['名前の違う伝説のクリーチャー2体を自分がコントロールしてたら、両方とも残る?', '戦場に残ります', 'yes', '704.5j'],
    ['I control two legendary creatures with different names. Do both stay?', 'survives', 'yes', '704.5j'],
    ['I control two legendary creatures with different names. Does the legend rule apply?', "doesn't apply", 'no', '704.5j'],
    ['別の名前の伝説のクリーチャーを2体コントロールしていたら、両方とも残りますか?', '戦場に残ります', 'yes', '704.5j'],
    ['I control two differently named legendary creatures. Does the legend rule apply?', "doesn't apply", 'no', '704.5j'],
    // Real legendary cards of different names: the same note says why both stay.
    ['I control Thalia, Guardian of Thraben and Isamaru, Hound of Konda. Do both stay?', 'survives', 'yes', '704.5j'],
    ['《スレイベンの守護者、サリア》と《今田家の猟犬、勇丸》を自分がコントロールしてたら、両方とも残る?', '戦場に残ります', 'yes', '704.5j'],
    // The same name under one player: one is kept, the other goes to the graveyard.
    ['I control two legendary creatures with the same name. Does the legend rule apply?', 'with the same name', 'yes', '704.5j'],
    ['I control two legendary creatures with the same name. What happens?', 'Died', null, '704.5j'],
    ['同じ名前の伝説のクリーチャーを2体コントロールしていたらどうなる?', '死亡', null, '704.5j'],
    // The same name under different players: the rule looks at one player's only.
    ['相手と私がそれぞれ同じ名前の伝説のクリーチャーを1体ずつコントロールしています。どちらかは墓地に行きますか?', '戦場に残ります', 'no', '704.5j'],
    ['My opponent and I each control a legendary creature with the same name. Does the legend rule apply?', 'with the same name are controlled by different players', 'no', '704.5j'],
    // 「1体ずつ」 with a card named: one each, as without it.
    ['相手と私がそれぞれ《スレイベンの守護者、サリア》を1体ずつコントロールしています。どちらかは墓地に行きますか?', '戦場に残ります', 'no', '704.5j'],
  ];
  it.each(ROWS)('%s', answeredCiting(() => deps), 60_000);
});

describe('GIVEN nameless legendary creatures with no name relation said, THEN the question is refused (names decide 704.5j)', () => {
  const ROWS: [string, string, string][] = [
    // Before: answered "yes" as if their names differed.
    ['伝説のクリーチャー2体を自分がコントロールしてたら、両方とも残る?', 'not_understood', '伝説のクリーチャー2体'],
    ['I control a legendary 2/2 and a legendary 3/3. Does the 2/2 die?', 'not_understood', 'a legendary 2/2'],
    ['I control two legendary creatures. Does the legend rule apply?', 'not_understood', 'two legendary creatures'],
    // Two phrases each "with the same name": one name per phrase, never one for all four.
    ['I control two legendary creatures with the same name and two legendary artifacts with the same name. Does the legend rule apply?', 'not_understood', 'two legendary artifacts with the same name'],
    // 「2体ずつ」 (two each) is not read as one each.
    ['相手と私がそれぞれ同じ名前の伝説のクリーチャーを2体ずつコントロールしています。どちらかは墓地に行きますか?', 'not_understood', '2体'],
    // A copy effect the question turns on is not read (707.2, 707.9b): refused, never answered as two cards.
    ['I have Avacyn, Angel of Hope and then make Phyrexian Metamorph a copy of her. Both indestructible, so both stay?', 'not_understood', 'copy of her'],
    ['If I Spark Double my Questing Beast, does the legend rule kill one of them?', 'not_understood', 'Spark Double'],
  ];
  it.each(ROWS)('%s → %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});

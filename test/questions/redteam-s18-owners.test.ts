/**
 * Red team s18: a story's own cast at a creature nobody was said to control. The builder has to give
 * it a controller (the caster's, so the cast is legal); when the other controller gives a different
 * answer — who gains Swords to Plowshares' life, whether hexproof (702.11b) or ward (702.21a) lets the
 * opponent's creature be targeted at all — the question is asked back, never answered as the default
 * (issue 11). A spell that itself says whose ("target creature you control"), a target that attacks or
 * blocks, and a board told as one side's all keep their readings.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

const JA: Record<string, string> = {
  'Lightning Bolt': '稲妻',
  'Swords to Plowshares': '剣を鍬に',
  Murder: '殺害',
  'Giant Growth': '巨大化',
  'Glorious Anthem': '栄光の頌歌',
  'Grizzly Bears': '灰色熊',
  Cloudshift: '雲隠れ',
  Shock: 'ショック',
};

describe('GIVEN a story cast at a creature whose controller is not said', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(JA);
  }, 120_000);

  const ASKED_BACK: [string, string, string][] = [
    ['I cast Swords to Plowshares on a 4/4. How much life does my opponent gain?', 'needs_detail', 'a 4/4'],
    ['I Swords to Plowshares a Grizzly Bears. How much life does my opponent gain?', 'needs_detail', 'Grizzly Bears'],
    ['《剣を鍬に》で3/3を追放した。相手はライフを何点得る？', 'needs_detail', '3/3'],
    ['I cast Lightning Bolt on a 2/2 with hexproof. Does it die?', 'needs_detail', 'hexproof'],
    ['I cast Murder on a hexproof 3/3. Does it die?', 'needs_detail', 'hexproof 3/3'],
    ['I Lightning Bolt a 3/3 with ward 2. Does it die?', 'needs_detail', 'ward 2'],
    ['呪禁を持つ2/2に《殺害》を撃ったら死ぬ？', 'needs_detail', '呪禁を持つ2/2'],
    // (variations: another wording of the life asked, a shroud-free hexproof told after the size)
    ['I exile a 5/5 with Swords to Plowshares. Does my opponent gain life?', 'needs_detail', '5/5'],
    ['A 2/2 with hexproof. I cast Shock on it. Does it die?', 'needs_detail', 'hexproof'],
    ['呪禁を持つ2/2がいる。《ショック》をそれに唱えた。死にますか？', 'needs_detail', '呪禁を持つ2/2'],
  ];
  it.each(ASKED_BACK)('THEN %s is asked back (%s)', refusedAs(() => deps));

  const ANSWERED: [string, string, 'yes' | 'no' | null][] = [
    // Either controller gives the same answer: answered.
    ['I cast Lightning Bolt on a 2/2. Does it die?', 'dies', 'yes'],
    ['I cast Giant Growth on a 2/2. How big is it?', '5/5', null],
    // Whose is said: no question.
    ["I cast Swords to Plowshares on my opponent's 4/4. How much life does my opponent gain?", 'gains 4 life', null],
    // The target attacks or blocks: its controller follows from the combat.
    ['I cast Giant Growth on a 2/2 and it attacks. How much damage does the opponent take?', '5 damage', null],
    ['I cast Shock on a 2/2 blocking my 3/3. Does it die?', 'dies', 'yes'],
    // One side's board: the Bears and the Anthem together.
    ['Grizzly Bears + Giant Growth + Glorious Anthem = what P/T?', '6/6', null],
  ];
  it.each(ANSWERED)('THEN %s is answered (%s)', answeredRight(() => deps));
});

describe('GIVEN a player blocks one creature with another and asks of "it" (or of no subject)', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps({ 'Birds of Paradise': '極楽鳥', 'Serra Angel': 'セラの天使' });
  }, 120_000);

  // Either creature could be meant and the answers differ: asked back, never one picked silently.
  const ASKED_BACK: [string, string, string][] = [
    ['I block their 3/3 with my 2/2. Does it die?', 'ambiguous', "'it' could mean"],
    ['I block their 1/1 with my 3/3. Does it survive?', 'ambiguous', "'it' could mean"],
    ['2/2で3/3をブロックしたら生き残る？', 'ambiguous', 'どちらとも取れます'],
    ['3/3で1/1をブロックした。生き残る？', 'ambiguous', 'どちらとも取れます'],
  ];
  it.each(ASKED_BACK)('THEN %s is asked back (%s)', refusedAs(() => deps));

  const ANSWERED: [string, string, 'yes' | 'no' | null][] = [
    // Only one of the two has its fate at stake (the Angel is dealt no damage): that one is answered.
    ['If I block Serra Angel with Birds of Paradise, does it survive?', 'Birds of Paradise dies', 'no'],
    ['《極楽鳥》で《セラの天使》をブロックしたら生き残る？', '《極楽鳥》は死亡します', 'no'],
    // The subject said: no question of which.
    ['My 2/2 blocks their 3/3. Does it die?', 'Your 2/2 creature dies', 'yes'],
  ];
  it.each(ANSWERED)('THEN %s is answered (%s)', answeredRight(() => deps));
});

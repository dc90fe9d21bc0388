/**
 * A sacrifice told right after a cast, by its caster ("I respond with Village Rites, sacrificing the Witness",
 * 「《村の儀式》を唱えて《永遠の証人》を生け贄に捧げた」) is how the spell's sacrifice cost was paid (601.2h, 118.8): the
 * permanent is gone as the spell is cast — a spell that targeted it then has an illegal target (608.2b) — and it is
 * never sacrificed a second time later (which read "can't happen", 400.7). A spell whose costs say no sacrifice leaves
 * the sacrifice an act of its own, as told; another player's sacrifice is never the caster's cost (701.21a).
 * Village Rites: sacrifice a creature, draw two. Bone Splinters: sacrifice a creature, destroy target creature.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { refusedAs, restatedAnswering } from '../support/ask-rows.ts';

const CARDS: Record<string, string> = {
  'Village Rites': '村の儀式',
  'Eternal Witness': '永遠の証人',
  Murder: '殺害',
  'Bone Splinters': '骨の粉砕',
  'Llanowar Elves': 'ラノワールのエルフ',
  'Grizzly Bears': '灰色熊',
  'Giant Growth': '巨大化',
  'Doomed Traveler': '宿命の旅人',
  'Serra Angel': 'セラの天使',
};

describe('GIVEN a sacrifice told with a cast WHEN the spell has a sacrifice cost THEN it is that cost\'s choice', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  }, 60_000);

  /** [question, the restatement says, the answer says]. */
  const READ: [string, string, string][] = [
    ['They target my Eternal Witness with Murder and I respond with Village Rites, sacrificing the Witness. Does their Murder resolve?', 'you cast Village Rites, sacrificing your Eternal Witness', 'No'],
    ['They cast Murder on my Eternal Witness and I respond by casting Village Rites sacrificing it. How many cards do I draw?', 'sacrificing your Eternal Witness', 'You draw 2 cards'],
    ['I have Grizzly Bears and Llanowar Elves. I cast Village Rites, sacrificing my Grizzly Bears. Is my Llanowar Elves still on the battlefield?', 'sacrificing your Grizzly Bears', 'Yes'],
    ['My opponent casts Bone Splinters targeting my 3/3 and sacrifices their 2/2. What happens to my 3/3?', "sacrificing the opponent's 2/2 creature", 'graveyard'],
    ['相手が《永遠の証人》に《殺害》を唱えた。対応して《村の儀式》を唱えて《永遠の証人》を生け贄に捧げた。《殺害》は解決される？', '自分の《永遠の証人》を生け贄に捧げて《村の儀式》を唱える', 'いいえ'],
    ['《灰色熊》と《ラノワールのエルフ》がいる。《村の儀式》を唱えて《灰色熊》を生け贄に捧げた。《ラノワールのエルフ》は戦場に残る？', '《灰色熊》を生け贄に捧げて《村の儀式》を唱える', 'はい'],
    // "as the cost", "as an additional cost", 「コストとして」: the same.
    ["I cast Bone Splinters targeting their Serra Angel, sacrificing my Doomed Traveler as the cost. What's on the battlefield afterwards?", 'sacrificing your Doomed Traveler', 'Spirit'],
    ['I cast Village Rites, sacrificing my Llanowar Elves as an additional cost. How many cards do I draw?', 'sacrificing your Llanowar Elves', 'You draw 2 cards'],
    ['《骨の粉砕》を相手の《セラの天使》を対象に唱えて、コストとして《宿命の旅人》を生け贄に捧げた。戦場には何が残る？', '《宿命の旅人》を生け贄に捧げて《骨の粉砕》を唱える', 'スピリット'],
    // No sacrifice cost: the sacrifice is told as its own act (the Elves die; the Bears get +3/+3).
    ['I cast Giant Growth on my Grizzly Bears, sacrificing my Llanowar Elves. What happens?', 'you cast Giant Growth targeting your Grizzly Bears', '5/5'],
  ];
  it.each(READ)('%s → reads %s, answers %s', (q, understood, says) => restatedAnswering(() => deps)(q, understood, says), 60_000);

  /** [question, refusal code, the reply says]. */
  const REFUSED: [string, string, string][] = [
    // Two creatures for a cost of one: the cast can't be made as told (601.2h).
    ['I have Grizzly Bears and Llanowar Elves. I cast Village Rites, sacrificing my Grizzly Bears and my Llanowar Elves. How many cards do I draw?', 'impossible', '601.2h'],
    // Another player's sacrifice is never the caster's cost: which of the caster's creatures paid is asked.
    ['I have Grizzly Bears and Llanowar Elves. I cast Village Rites and my opponent sacrifices their 2/2. How many cards do I draw?', 'needs_detail', 'additional cost'],
  ];
  it.each(REFUSED)('%s → refused (%s), saying %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});

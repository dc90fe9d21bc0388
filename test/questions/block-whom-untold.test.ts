/**
 * "Can my X block?" with no attack told (509.1a): the creature it would block is the one other creature the question
 * names on the battlefield that isn't on the blocker's side — not an attacker invented beside it (that answered
 * "yes" about a creature nobody asked of while the named flier could not be blocked). With two or more such
 * creatures the answer depends on which attacks, so it is asked back naming them; with none, an attacking
 * creature is still implied and said in the restatement.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { refusedAs, restatedVerdict } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({
    'Serra Angel': 'セラの天使', 'Grizzly Bears': '灰色熊', 'Llanowar Elves': 'ラノワールのエルフ', 'Giant Spider': '大蜘蛛',
    'Stormfist Crusader': '嵐拳の聖戦士', 'Goblin Piker': 'ゴブリンの槍兵', 'Birds of Paradise': '極楽鳥',
  });
}, 120_000);

describe('GIVEN one other creature named and no attack told', () => {
  it.each([
    ['Serra Angel has flying. Can my Grizzly Bears block?', "the opponent's Serra Angel", 'no'],
    ['their serra angel is a flier, can grizzly bears block?', "the opponent's Serra Angel", 'no'],
    ['My opponent has Serra Angel. Can my Giant Spider block?', "the opponent's Serra Angel", 'yes'],
    ['《セラの天使》は飛行持ちだけど、《灰色熊》でブロックできる？', '対戦相手の《セラの天使》', 'no'],
    ['相手の場に《セラの天使》がいます。《大蜘蛛》でブロックできますか？', '対戦相手の《セラの天使》', 'yes'],
    ['《嵐拳の聖戦士》は威迫持ちです。《極楽鳥》1体でブロックできる？', '対戦相手の《嵐拳の聖戦士》', 'no'],
  ] as const)('%s THEN it is asked of that creature', async (q, understood, verdict) => restatedVerdict(() => deps)(q, understood, verdict));
});

describe('GIVEN two other creatures named and no attack told', () => {
  it.each([
    ['My opponent has Serra Angel and Llanowar Elves. Can my Grizzly Bears block?', 'Serra Angel'],
    ['My opponent controls Goblin Piker and Serra Angel. Can my Grizzly Bears block?', 'Goblin Piker'],
    ['相手は《セラの天使》と《ラノワールのエルフ》をコントロールしている。《灰色熊》でブロックできる？', '《ラノワールのエルフ》'],
  ] as const)('%s THEN which one it blocks is asked back', async (q, names) => refusedAs(() => deps)(q, 'needs_detail', names));
});

describe('GIVEN no other creature, or only the blocker side\'s', () => {
  it.each([
    ['Can a creature with defender block?', 'assumed as the attacking creature', 'yes'],
    ['I have Serra Angel and Grizzly Bears. Can my Grizzly Bears block?', 'assumed as the attacking creature', 'yes'],
  ] as const)('%s THEN an attacking creature is implied and said', async (q, understood, verdict) => restatedVerdict(() => deps)(q, understood, verdict));
});

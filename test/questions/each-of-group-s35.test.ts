/**
 * Issue 12: "each", "each of them", "each one", 「それぞれ」「全部」 said with no noun stand for a set of objects the story told —
 * every creature on the battlefield, same-name copies included — and every one of them is asked of: a size is given per
 * object (613), a yes/no is one verdict, yes only when it is true of every member (a "No, not both" names which isn't).
 * When the group named together last is not every creature told ("Two 1/1s block my 3/3"), either set could be meant:
 * asked back; with fewer than two creatures, "each" refers to nothing and is named (refs-each.ts).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Benalish Marshal': 'ベナリアの軍司令', 'Glorious Anthem': '栄光の頌歌', 'Llanowar Elves': 'ラノワールのエルフ', 'Hill Giant': '丘巨人', 'Grizzly Bears': '灰色熊', Pyroclasm: '紅蓮地獄' });
}, 120_000);
const answered = answeredCiting(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN the size of each of several creatures asked THEN every one is given (613.4c)', () => {
  it.each([
    ["I control Glorious Anthem, a Llanowar Elves and a Hill Giant. What's the power and toughness of each?", 'Your Llanowar Elves is 2/2.\nYour Hill Giant is 4/4.'],
    // Same-name copies are each answered (each Marshal pumps the other, 613.4c).
    ["I control two Benalish Marshal and a Grizzly Bears. What is each one's P/T?", 'Your first Benalish Marshal is 4/4.\nYour second Benalish Marshal is 4/4.\nYour Grizzly Bears is 4/4.'],
    ['I have Glorious Anthem and two Llanowar Elves. What is the P/T of each of them?', 'Your first Llanowar Elves is 2/2.\nYour second Llanowar Elves is 2/2.'],
    ['《栄光の頌歌》と《ラノワールのエルフ》と《丘巨人》をコントロールしています。それぞれのP/Tは？', 'あなたの《ラノワールのエルフ》は2/2です。\nあなたの《丘巨人》は4/4です。'],
    ['《ベナリアの軍司令》を2体と《灰色熊》をコントロールしている。それぞれのパワーとタフネスは？', 'あなたの1体目の《ベナリアの軍司令》は4/4です。\nあなたの2体目の《ベナリアの軍司令》は4/4です。\nあなたの《灰色熊》は4/4です。'],
  ] as const)('%s → %s', (q, says) => answered(q, says, null, '613.4c'), 60_000);
});

describe('GIVEN a yes/no asked of each THEN yes only when it holds for every one (704.5g)', () => {
  it.each([
    ['I control a Grizzly Bears and a Hill Giant. My opponent casts Pyroclasm. Does each die?', 'No, not both. Your Grizzly Bears dies', 'no'],
    ['I control a Grizzly Bears and a Hill Giant. My opponent casts Pyroclasm. Does each survive?', 'Your Hill Giant survives', 'no'],
    ['I control two Llanowar Elves. My opponent casts Pyroclasm. Does each of them die?', 'Yes. Your first Llanowar Elves dies', 'yes'],
    // A floated "each" after the players is no pronoun; the later "each" is both players' creatures.
    ['My opponent and I each control a Grizzly Bears. My opponent casts Pyroclasm. Does each die?', "The opponent's Grizzly Bears dies", 'yes'],
    ['《灰色熊》と《丘巨人》がいる。相手が《紅蓮地獄》を唱えた。それぞれ死ぬ？', 'いいえ、両方ではありません。', 'no'],
    ['《灰色熊》と《丘巨人》がいる。相手が《紅蓮地獄》を唱えた。全部死ぬ？', 'あなたの《丘巨人》は戦場に残ります', 'no'],
    ['《ラノワールのエルフ》2体がいる。相手が《紅蓮地獄》を唱えた。全部死ぬ？', 'はい。', 'yes'],
  ] as const)('%s → %s', (q, says, verdict) => answered(q, says, verdict, '704.5g'), 60_000);
});

describe('GIVEN "each" that could mean two sets, or refers to no set THEN it is asked back (issue 11)', () => {
  it.each([
    ["Two 1/1s block my 3/3. What's the power and toughness of each?", 'ambiguous', 'my 3/3'],
    ['1/1が2体で私の3/3をブロックした。それぞれのP/Tは？', 'ambiguous', '私の3/3'],
    ["I control a Grizzly Bears. What's the power and toughness of each?", 'not_understood', 'each'],
    ['《灰色熊》をコントロールしている。それぞれのP/Tは？', 'not_understood', 'それぞれ'],
  ] as const)('%s → %s', (q, code, says) => refused(q, code, says), 60_000);
});

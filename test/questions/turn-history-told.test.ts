/**
 * What the turn held before the story, told (700.4; morbid: Tragic Slip's "-13/-13 instead if a creature died this
 * turn", Brimstone Volley's 5 damage, Life Goes On's 8 life, Hunger of the Howlpack's three counters): "nothing has
 * died this turn", 「このターン、クリーチャーは死んでいません」 start the run from no death; "a creature already died this
 * turn", 「このターン、すでにクリーチャーが死亡しています」「さっきクリーチャーが死んだ」 from one. Told of some creature no
 * one describes, the death is history, never an object: nothing the question didn't name is in the run (the issue-11
 * reply put "your creature" in the asker's graveyard). A described creature ("my 2/2") stays its own death. Untold,
 * the engine never assumes either and asks. A statement about one creature, or a question about the history, is
 * not this telling; nor is a history whose death a trigger on the board may have seen.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answerQuestion } from '../../src/questions/index.ts';
import { answeredCiting, langOf, refusedAs, restatedVerdict } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ 'Tragic Slip': '悲劇的な過ち', 'Serra Angel': 'セラの天使', 'Grizzly Bears': '灰色熊', 'Glorious Anthem': '栄光の頌歌', 'Hill Giant': '丘巨人', 'Brimstone Volley': '硫黄の流弾', 'Life Goes On': '人生は続く', 'Hunger of the Howlpack': '吠え群れの飢え', 'Blood Artist': '血の芸術家', Shock: 'ショック' });
}, 120_000);

describe('GIVEN the turn said to have had no death', () => {
  it.each([
    ['Nothing has died this turn. I cast Tragic Slip on their Serra Angel. Does it die?', 'survives', 'no', '608.2c'],
    ['No creatures died this turn. I cast Tragic Slip on their Hill Giant. Does it die?', 'survives', 'no', '608.2c'],
    ['Their Grizzly Bears is a 3/3 thanks to their Glorious Anthem. I Tragic Slip the Bears. Nothing has died this turn. Does it die?', 'survives', 'no', '608.2c'],
    ['相手の《セラの天使》に《悲劇的な過ち》を撃った（このターン、クリーチャーは死んでいません）。天使は死ぬ？', '戦場に残ります', 'no', '608.2c'],
  ] as const)('%s THEN the run starts from no death', async (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule));
});

describe('GIVEN the told history', () => {
  it.each([
    ['Nothing has died this turn. I cast Tragic Slip on their Serra Angel. Does it die?', 'no creature has died this turn (700.4)', 'no'],
    ['相手の《セラの天使》に《悲劇的な過ち》を撃った（このターン、クリーチャーは死んでいません）。天使は死ぬ？', 'このターンにはまだクリーチャーが死亡していない', 'no'],
  ] as const)('%s THEN the restatement says it', async (q, understood, verdict) => restatedVerdict(() => deps)(q, understood, verdict));
});

describe('GIVEN a death told earlier this turn', () => {
  it.each([
    ['A creature already died this turn. I cast Tragic Slip on their Serra Angel. Does it die?', 'dies', 'yes', '704.5f'],
    ['このターンにすでにクリーチャーが1体死んでいます。相手の《セラの天使》に《悲劇的な過ち》を撃ったら死ぬ？', '死亡します', 'yes', '704.5f'],
  ] as const)('%s THEN morbid applies', async (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule));
});

describe('GIVEN the history untold, or not told as a fact', () => {
  it.each([
    ['I cast Tragic Slip on their Grizzly Bears. Does it die?', 'unmodelled', 'died earlier this turn'],
    // (One creature not dying says nothing of the others.)
    ["My Grizzly Bears didn't die this turn. I cast Tragic Slip on their Serra Angel. Does it die?", 'not_understood', "didn't die"],
    // (Asked, not told.)
    ['Has no creature died this turn? I cast Tragic Slip on their Serra Angel. Does it die?', 'not_understood', 'Has no creature died'],
  ] as const)('%s THEN it is not assumed', async (q, code, says) => refusedAs(() => deps)(q, code, says));
});

/**
 * [question, what the answer says, verdict, the history the run starts from, the name of every object the run holds]:
 * the history told is the run's start (700.4), and the run holds only what the question named (a creature described
 * by its size goes by that description): no creature is made up to have died.
 */
function historyRun(q: string, says: string, verdict: 'yes' | 'no' | null, died: boolean | undefined, names: readonly string[]): Promise<void> {
  return (async () => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toContain(says);
    expect(r.value.verdict).toBe(verdict);
    expect(r.value.scenario.creatureDiedThisTurn).toBe(died);
    expect(r.value.resolution.final.objects.map((o) => o.printed.name).sort()).toEqual([...names].sort());
  })();
}

describe('GIVEN a death of some creature told as the turn\'s history', () => {
  it.each([
    // (The issue-11 question: the verdict was right, but "your creature" was made up and put in the graveyard.)
    ['A creature already died this turn. I cast Tragic Slip on their 5/5. Does it die?', 'dies', 'yes', true, ["Tragic Slip", "the opponent's 5/5 creature"]],
    ['A creature has died this turn. I cast Tragic Slip on their Serra Angel. Does it die?', 'dies', 'yes', true, ['Tragic Slip', 'Serra Angel']],
    ['Another creature died earlier this turn. I cast Tragic Slip on their Hill Giant. Does it die?', 'dies', 'yes', true, ['Tragic Slip', 'Hill Giant']],
    ['One of my creatures died earlier this turn. I cast Tragic Slip on their Serra Angel. Does it die?', 'dies', 'yes', true, ['Tragic Slip', 'Serra Angel']],
    ['I cast Tragic Slip on their Serra Angel. Does it die if a creature died this turn?', 'dies', 'yes', true, ['Tragic Slip', 'Serra Angel']],
    ['A creature died this turn. I cast Brimstone Volley on their 4/4. Does it die?', 'dies', 'yes', true, ['Brimstone Volley', "the opponent's 4/4 creature"]],
    ['A creature already died this turn. I cast Life Goes On. What is my life total?', '28', null, true, ['Life Goes On']],
    ['A creature has died this turn. I cast Hunger of the Howlpack on my Grizzly Bears. How big is it?', '5/5', null, true, ['Hunger of the Howlpack', 'Grizzly Bears']],
    ['このターン、すでにクリーチャーが死亡しています。相手の《セラの天使》に《悲劇的な過ち》を撃ったら死ぬ？', '死亡します', 'yes', true, ['Tragic Slip', 'Serra Angel']],
    ['このターンにクリーチャーが1体死んでいる。相手の5/5に《悲劇的な過ち》を撃ったら死ぬ？', '死亡します', 'yes', true, ['Tragic Slip', '対戦相手の5/5クリーチャー']],
    ['さっきクリーチャーが死んだ。相手の《丘巨人》に《悲劇的な過ち》を撃ったら死ぬ？', '死亡します', 'yes', true, ['Tragic Slip', 'Hill Giant']],
    ['先ほどクリーチャーが死にました。《人生は続く》を唱えた。私のライフは？', '28', null, true, ['Life Goes On']],
    ['このターンにクリーチャーが死亡していたら、相手の4/4は《硫黄の流弾》で死ぬ？', '死亡します', 'yes', true, ['Brimstone Volley', '対戦相手の4/4クリーチャー']],
    ['私のクリーチャーが1体、このターンに死亡した。私の《灰色熊》に《吠え群れの飢え》を唱えた。熊のサイズは？', '5/5', null, true, ['Hunger of the Howlpack', 'Grizzly Bears']],
  ] as const)('%s THEN morbid applies and no creature is made up', (q, says, verdict, died, names) => historyRun(q, says, verdict, died, names));
});

describe('GIVEN no death told, or none in the history', () => {
  it.each([
    ['No creature has died this turn. I cast Tragic Slip on their 5/5. Does it die?', 'survives', 'no', false, ['Tragic Slip', "the opponent's 5/5 creature"]],
    ['Nothing has died this turn. I cast Brimstone Volley on their 4/4. Does it die?', 'survives', 'no', false, ['Brimstone Volley', "the opponent's 4/4 creature"]],
    ['If no creature died this turn and I cast Tragic Slip on their Serra Angel, does it die?', 'survives', 'no', false, ['Tragic Slip', 'Serra Angel']],
    ['このターン、クリーチャーは死亡していません。相手の4/4に《悲劇的な過ち》を撃ったら死ぬ？', '戦場に残ります', 'no', false, ['Tragic Slip', '対戦相手の4/4クリーチャー']],
    ['このターン、クリーチャーは死んでいません。《人生は続く》を唱えた。私のライフは？', '24', null, false, ['Life Goes On']],
  ] as const)('%s THEN morbid does not apply', (q, says, verdict, died, names) => historyRun(q, says, verdict, died, names));
});

describe('GIVEN a death of a described creature told before the story', () => {
  it.each([
    // (Described by its size: its own death, an event of the story; the run starts from no told history, and that death sets it, 700.4.)
    ['My 2/2 died earlier this turn. I cast Tragic Slip on their Serra Angel. Does it die?', 'dies', 'yes', undefined, ['your 2/2 creature', 'Tragic Slip', 'Serra Angel']],
  ] as const)('%s THEN it stays that creature\'s death', (q, says, verdict, died, names) => historyRun(q, says, verdict, died, names));
});

describe('GIVEN the history restated', () => {
  it.each([
    ['A creature already died this turn. I cast Tragic Slip on their Serra Angel. Does it die?', 'a creature has already died this turn (700.4)', 'yes'],
    ['さっきクリーチャーが死んだ。相手の《セラの天使》に《悲劇的な過ち》を撃ったら死ぬ？', 'このターンにすでにクリーチャーが死亡している（700.4）', 'yes'],
  ] as const)('%s THEN it is said as history, not as an event', async (q, understood, verdict) => {
    await restatedVerdict(() => deps)(q, understood, verdict);
    const r = await answerQuestion(q, langOf(q), deps);
    expect(r.ok && r.value.understood).not.toMatch(/your creature dies|あなたのクリーチャーが死亡する/);
  });
});

describe('GIVEN a history that is not a plain fact', () => {
  it.each([
    // (Told both ways, or after what could have killed something: which death it counts is not known.)
    ['A creature died this turn. No creature has died this turn. I cast Tragic Slip on their Serra Angel. Does it die?', 'not_understood', 'No creature has died this turn'],
    ['I cast Shock on their Grizzly Bears, then cast Tragic Slip on their Serra Angel. A creature already died this turn. Does the Angel die?', 'not_understood', 'A creature already died this turn'],
    // (Asked, not told.)
    ['Has a creature died this turn? I cast Tragic Slip on their Serra Angel. Does it die?', 'not_understood', 'this turn'],
    // (Blood Artist sees any creature die, 603.2: what it did at the earlier death is not told.)
    ['I control Blood Artist. A creature already died this turn. Does Blood Artist trigger?', 'unmodelled', 'Blood Artist'],
    ['私の《血の芸術家》がいる。このターン、クリーチャーが死亡した。相手のライフは？', 'unmodelled', '《血の芸術家》'],
  ] as const)('%s THEN it is named back, never answered', async (q, code, says) => refusedAs(() => deps)(q, code, says));
});

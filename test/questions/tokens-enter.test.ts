/**
 * A new object entering the battlefield mid-story (issue 12, session 25; the `enter` event, frames/enters.ts), English
 * and Japanese, with variations of our own:
 * - "I create a 1/1 Spirit token", "… and make two 1/1 Soldier tokens", "an effect creates …", 「1/1の兵士トークンを生成した」,
 *   「1/1のトークンを出した」 (出す of a token is its creation: a token is never cast, 111.1): the token enters there, with
 *   only what the words give it (111.4) — the static abilities already there apply to it (613.4c), and "whenever another
 *   creature enters" triggers (603.2, 603.6a).
 * - "a 2/2 Zombie token enters the battlefield under my control", "Grizzly Bears enters the battlefield", 「…が戦場に出た」:
 *   an object first told there enters then.
 * - A creature token with no size told is refused naming it (never given one); 出す of a card stays its cast (601.2).
 * Expected values from the cards' text and the rules: Glorious Anthem +1/+1, Intangible Virtue +1/+1 to tokens, Soul
 * Warden 1 life per other creature entering.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredIn, langOf, refusedAs } from '../support/ask-rows.ts';

const CARDS: Record<string, string> = {
  'Glorious Anthem': '栄光の頌歌',
  'Intangible Virtue': '無形の美徳',
  'Soul Warden': '魂の管理人',
  'Grizzly Bears': '灰色熊',
};

describe('GIVEN a token created or an object entering the battlefield mid-story (111.1, 603.6a)', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  }, 120_000);

  // [question, what the answer says, what the restatement says, rules the trace cites]
  const ANSWERED: [string, string, string, string[]][] = [
    ['I control two Glorious Anthems and Intangible Virtue and create a 1/1 Spirit token. What is its power and toughness?', 'is 4/4', '1/1 Spirit token is created', ['111.1', '111.2', '613.4c']],
    ['I control Glorious Anthem and I make a 1/1 Spirit token. What are its power and toughness?', 'is 2/2', 'is created', ['111.1', '613.4c']],
    ['I control Glorious Anthem. My opponent creates two 1/1 Soldier tokens. What is the power of each token?', 'is 1/1', 'are created', ['111.1', '111.2']],
    ['I control Soul Warden and Glorious Anthem. An effect creates one 1/1 Soldier token. How much life do I have?', '21', 'is created', ['111.1', '603.2', '603.6a']],
    ['I control Soul Warden. A 2/2 Zombie token enters the battlefield under my control. What is my life total?', '21', '2/2 Zombie token is created', ['111.1', '603.2', '603.6a']],
    ['I control Soul Warden. Grizzly Bears enters the battlefield. What is my life total?', '21', 'Grizzly Bears enters the battlefield', ['603.2', '603.6a']],
    ["I control Soul Warden and Glorious Anthem. A 2/2 Zombie token comes into play under my opponent's control. What is my life total?", '21', "the opponent's 2/2 Zombie token is created", ['111.1', '111.2', '603.2', '603.6a']],
    ['《栄光の頌歌》が2枚と《無形の美徳》がある状態で、1/1のトークンを出しました。サイズはいくつになりますか?', '4/4', 'トークンが生成される', ['111.1', '613.4c']],
    ['《魂の管理人》がいる状態で1/1の兵士トークンを生成したら、ライフはいくつになりますか?', '21', '兵士・クリーチャー・トークンが生成される', ['111.1', '603.2', '603.6a']],
    ['《栄光の頌歌》がある状態で、2/2のゾンビ・トークンが出た。そのトークンのサイズは？', '3/3', 'トークンが生成される', ['111.1', '613.4c']],
    ['《魂の管理人》がいる。2/2のゾンビ・トークンが戦場に出た。私のライフはいくつになりますか？', '21', '生成される', ['603.2', '603.6a']],
  ];
  it.each(ANSWERED)('%s → %s', async (q, says, understood, rules) => {
    const a = await answeredIn(langOf(q), () => deps)(q);
    expect(a.answer).toContain(says);
    expect(a.understood).toContain(understood);
    for (const r of rules) expect(a.rules).toContain(r);
    // The token is never set up before it is made: the restatement doesn't list it as there from the start.
    expect(a.understood).not.toMatch(/^[^.。]*(?:Spirit token|Zombie token|Soldier token|トークン)[^.。]*(?:がいる|there (?:is|are))/u);
  }, 60_000);

  // [question, refusal code, what it names]: a creature token with no size (111.4: never invented).
  const REFUSED: [string, string, string][] = [
    ['I control Soul Warden. I create a Spirit token. What is my life total?', 'not_understood', 'a Spirit token'],
    ['《魂の管理人》がいる状態でトークンを生成した。私のライフはいくつになりますか？', 'not_understood', 'トークン'],
  ];
  it.each(REFUSED)('%s → refused %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);

  it('THEN 出す of a card (not a token) stays its cast (601.2)', async () => {
    const a = await answeredIn('ja', () => deps)('《栄光の頌歌》がある状態で《灰色熊》を出しました。サイズは?');
    expect(a.understood).toContain('《灰色熊》を唱える');
    expect(a.rules).toContain('601.2a');
  }, 60_000);

  // A creature that came under a player's control this turn is still a fact of one already there (302.6), that player's.
  const ARRIVED: [string, RegExp, string][] = [
    ['My 3/3 came under my control this turn. Can it attack?', /^No/, 'your 3/3'],
    ['Can a 3/3 that just came under my control this turn attack?', /^No/, 'your 3/3'],
    ["Can a 3/3 that just came under my opponent's control this turn attack?", /^No/, "the opponent's 3/3"],
    ['Can a 3/3 that just came under their control this turn attack?', /^No/, "the opponent's 3/3"],
  ];
  it.each(ARRIVED)('THEN %s → summoning sick, %s, %s', async (q, answer, whose) => {
    const a = await answeredIn('en', () => deps)(q);
    expect(a.answer).toMatch(answer);
    expect(a.understood).toContain(whose);
    expect(a.rules).toContain('302.6');
  }, 60_000);
});

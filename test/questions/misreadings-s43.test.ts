/**
 * Issue 11 (session 43): misreadings found earlier whose fixes were lost — never a confident answer over what wasn't
 * understood or modelled; asked back instead of guessed. Each table is question → answer, refusal or ask-back, with
 * the rule it rests on.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { langOf } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({
    'Serra Angel': 'セラの天使',
    'Grizzly Bears': '灰色熊',
    'Hill Giant': '丘巨人',
    'Keldon Raider': 'ケルドの略奪者',
    'Rank Officer': '生臭い士官',
    Earthquake: '地震',
    'Thalia, Guardian of Thraben': 'スレイベンの守護者、サリア',
    'Lightning Bolt': '稲妻',
    'Liliana of the Veil': 'ヴェールのリリアナ',
    'Soul Warden': '魂の管理人',
    'Llanowar Elves': 'ラノワールのエルフ',
    'Giant Growth': '巨大化',
    Shock: 'ショック',
    "Ajani's Welcome": 'アジャニの歓迎',
  });
}, 120_000);

/** [question, what the answer says, verdict, a rule the trace cites]: answered, never refused. */
async function answers(q: string, says: string, verdict: 'yes' | 'no' | null, rule: string): Promise<void> {
  const r = await answerQuestion(q, langOf(q), deps);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  expect(r.value.answer).toContain(says);
  expect(r.value.verdict).toBe(verdict);
  expect(r.value.steps.flatMap((s) => s.rules)).toContain(rule);
}

/** [question, the refusal's code, what it says (each)]: refused or asked back, never answered. */
async function refuses(q: string, code: string, ...says: string[]): Promise<void> {
  const r = await answerQuestion(q, langOf(q), deps);
  expect(r.ok ? `answered: ${r.value.answer}` : r.error.code).toBe(code);
  if (!r.ok) for (const s of says) expect(r.error.message).toContain(s);
}

describe('GIVEN one blocker asked to block several attackers (509.1a: one attacker each, unless an effect allows more)', () => {
  it.each([
    ['My opponent attacks with a 2/2 and a 3/3. Can my Serra Angel block both of them?', 'No', 'no', '509.1a'],
    ['Opponent attacks me with Grizzly Bears and Hill Giant. Can my Serra Angel block both?', 'No', 'no', '509.1a'],
    ['相手の2/2と3/3が攻撃してきた。セラの天使で両方をブロックできますか？', 'いいえ', 'no', '509.1a'],
  ] as const)('%s THEN no, citing 509.1a', async (q, says, verdict, rule) => answers(q, says, verdict, rule));
});

describe('GIVEN "you may discard a card. If you do, …" with the hand not described (118.12)', () => {
  it.each([
    ['I cast Keldon Raider. How many cards do I draw?', 'unmodelled', '118.12', "doesn't describe"],
    ['I cast Keldon Raider. Do I draw a card?', 'unmodelled', '118.12', "doesn't describe"],
    ['I cast Rank Officer. How many Zombies do I have?', 'unmodelled', '118.12', "doesn't describe"],
    ['《ケルドの略奪者》を唱えた。カードを何枚引く？', 'unmodelled', '118.12', '手札が書かれて'],
  ] as const)('%s THEN the run stops, saying the hand is not described', async (q, code, ...says) => refuses(q, code, ...says));

  it.each([
    // A hand told: a card is there to discard, so "if you do" is followed (the draw, the token).
    ['I have 3 cards in hand. I cast Keldon Raider. How many cards do I draw?', 'You draw 1 card', null, '701.9a'],
    ['I have two cards in hand. I cast Rank Officer. How many Zombies do I have?', 'You have 2 Zombies', null, '701.9a'],
  ] as const)('%s THEN the discard is done and what follows "if you do" happens', async (q, says, verdict, rule) => answers(q, says, verdict, rule));
});

describe('GIVEN an amount asked of each player (119.1 life, 122.1 poison, 120.3 damage)', () => {
  it.each([
    ['My opponent has 3 poison counters. I have 2 poison counters. I attack with a 2/2 infect and it isn\'t blocked. How many poison counters does each player have?', 'You have 2 poison counters', '702.90b'],
    ['I attack with a 2/2 infect and it isn\'t blocked. How many poison counters does each player have?', 'The opponent has 2 poison counters', '702.90b'],
    ['相手は毒カウンターが2個。感染を持つ2/2で攻撃し、ブロックされなかった。各プレイヤーの毒カウンターは何個？', 'あなたの毒カウンターは0個', '702.90b'],
    ['I cast Earthquake for 2. How much damage does each player take?', 'The opponent takes 2 damage', '120.3'],
    ['I cast Earthquake for 2. How much damage does each player take?', 'You take 2 damage', '120.3'],
    ['I attack with a 3/3 lifelink unblocked. How much life does each player have?', 'Your life total is 23', '702.15b'],
    ['I attack with a 3/3 lifelink unblocked. How much life does each player have?', "The opponent's life total is 17", '120.3'],
  ] as const)('%s THEN each player is answered (%s)', async (q, says, rule) => answers(q, says, null, rule));
});

describe('GIVEN words the reading could not place (a refusal names the whole phrase, never fragments)', () => {
  it.each([
    ['I attack with a 3/3 and my opponent flibbertigibbets the wobbly frobnicator. What happens?', "'flibbertigibbets the wobbly frobnicator'"],
    ['私の2/2が攻撃したら、相手が謎のぴかぴか光る装置を起動した。2/2は生き残る？', "'相手が謎のぴかぴか光る装置を起動した'"],
    ['相手がよく分からないぐにゃぐにゃした呪文を唱えた。私の2/2は死ぬ？', "'相手がよく分からないぐにゃぐにゃした呪文'"],
  ] as const)('%s THEN the refusal quotes %s', async (q, says) => refuses(q, 'not_understood', says));
});

describe('GIVEN "her"/"him" with a legendary creature on the battlefield as well as the opponent (issue 11 §2)', () => {
  it.each([
    ['My opponent controls Thalia, Guardian of Thraben. I Lightning Bolt her. Does she die?', 'Thalia, Guardian of Thraben', 'the opponent'],
    ['My opponent controls Thalia, Guardian of Thraben. I cast Lightning Bolt targeting her. What happens?', 'Thalia, Guardian of Thraben', 'the opponent'],
    ['相手が《スレイベンの守護者、サリア》をコントロールしている。彼女に《稲妻》を撃った。どうなる？', 'スレイベンの守護者、サリア', '対戦相手'],
  ] as const)('%s THEN which one is asked back', async (q, ...says) => refuses(q, 'ambiguous', ...says));

  it.each([
    // Named, or with no legendary creature there: answered as before.
    ['My opponent controls Thalia, Guardian of Thraben. I cast Lightning Bolt targeting Thalia. Does she die?', 'Yes', 'yes', '704.5g'],
    ['My opponent controls a 2/2. I Lightning Bolt her. What is her life total?', '17', null, '120.3'],
    ['My opponent controls Liliana of the Veil. I Lightning Bolt her. What happens?', 'Liliana of the Veil 3 → 0', null, '120.3c'],
  ] as const)('%s THEN it is answered', async (q, says, verdict, rule) => answers(q, says, verdict, rule));
});

describe('GIVEN a legendary card named twice (205.4a from its type line; the legend rule 704.5j)', () => {
  it.each([
    ['I control two Thalia, Guardian of Thraben. What happens?', 'Died', null, '704.5j'],
    ['I control Thalia, Guardian of Thraben and cast another Thalia, Guardian of Thraben. What happens?', 'Died', null, '704.5j'],
    ['私は《スレイベンの守護者、サリア》を2体コントロールしている。どうなる？', '死亡', null, '704.5j'],
  ] as const)('%s THEN one is put into the graveyard', async (q, says, verdict, rule) => answers(q, says, verdict, rule));
});

describe('GIVEN two abilities of one player triggering together (603.3b: the order is that player\'s choice)', () => {
  it.each([
    ["I control Soul Warden and Ajani's Welcome. A Grizzly Bears enters under my control. What is my life total?", "A player puts their own in the order they choose (the question doesn't say", 'first to last (the last one put there resolves first)'],
    ['私は《魂の管理人》と《アジャニの歓迎》を出している。私の《灰色熊》が戦場に出た。私のライフは？', '同じプレイヤーの能力はそのプレイヤーが選んだ順に置かれます（指定がないので', '最後に置かれたものが最初に解決されます'],
  ] as const)('%s THEN the 603.3b step says whose choice the order is and which resolves first', async (q, ...says) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    const step = r.value.steps.find((s) => s.rules.includes('603.3b'));
    for (const w of says) expect(step?.text).toContain(w);
  });
});

describe('GIVEN several blockers and several attackers, which blocks which not said (509.1a)', () => {
  it.each([
    ['My opponent attacks with a 2/2 and a 3/3. I block with a 1/1 and a 4/4. What happens?', 'I block with a 1/1 and a 4/4'],
    ['Opponent attacks with Grizzly Bears and Hill Giant. I block with Llanowar Elves and Serra Angel. How much damage do I take?', 'I block with Llanowar Elves and Serra Angel'],
    ['相手の2/2と3/3が攻撃してきて、1/1と4/4でブロックした。どうなる？', '1/1と4/4でブロックした'],
  ] as const)('%s THEN no assignment is guessed: the block is named back', async (q, says) => refuses(q, 'not_understood', says));

  it.each([
    // Said which blocks which: answered.
    ['Opponent attacks with a 2/2 and a 3/3; my 1/1 blocks the 2/2 and my 4/4 blocks the 3/3. What happens?', 'Died', null, '509.1a'],
  ] as const)('%s THEN it is answered', async (q, says, verdict, rule) => answers(q, says, verdict, rule));
});

describe('GIVEN a survival asked of a word that could name several things (only what can survive is offered)', () => {
  it.each([
    ['They cast Lightning Bolt on my 3/3. I respond with Giant Growth. Do they survive?', ['my 3/3', 'the opponent'], ['Giant Growth', 'Lightning Bolt']],
    ['My opponent casts Shock on my 2/2 and I respond with Giant Growth on my 3/3. Does he survive?', ['my 3/3', 'the opponent'], ['Giant Growth', 'Shock']],
    ['相手のライフは3。私の2/2が攻撃し、相手の3/3に《ショック》を撃った。彼は生き残る？', ['私の2/2', '対戦相手'], ['ショック']],
  ] as const)('%s THEN asked back among %j, never a spell on the stack', async (q, offered, never) => {
    const r = await answerQuestion(q, langOf(q), deps);
    expect(r.ok ? `answered: ${r.value.answer}` : r.error.code).toBe('ambiguous');
    if (r.ok) return;
    for (const w of offered) expect(r.error.message).toContain(w);
    for (const w of never) expect(r.error.message).not.toContain(w);
  });
});

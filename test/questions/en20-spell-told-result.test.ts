/**
 * A death told right after a spell ("I Shock his 3/3 and it dies", "I cast Pyroclasm and his 3/3 dies",
 * 「…《ショック》を撃ったら死んだ」) is what the spell did: checked against the run (700.4), never made by the story — made,
 * the 3/3 died though Shock deals 2 (red team s19b), while a combat's told results were already checked. And a told
 * kill followed by "Can it block?" is asked on the story's own turn when the probe's turn rewound the story's spell
 * (it said "it does not die" while Bolt kills a 2/2). Lethal damage 704.5g; blocking 509.1a; attacking 508.1a.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

describe('GIVEN a death told after a spell WHEN asked THEN it is checked against the spell, not made', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps({ 'Lightning Bolt': '稲妻', Shock: 'ショック', Pyroclasm: '紅蓮地獄', 'Serra Angel': 'セラの天使', Murder: 'Murder', 'Blood Artist': '血の芸術家', 'Raise the Alarm': '急報' });
  }, 120_000);

  /** [question, what the answer says, verdict]. */
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['I Bolt his 3/3 and it dies. What happened?', "Died: the opponent's 3/3 creature", null],
    ['I cast Pyroclasm and his 1/1 dies. What happens?', "Died: the opponent's 1/1 creature", null],
    ['He Bolts my 2/2 and kills it. Can it block his 3/3?', "No. Your 2/2 creature can't block: it isn't on the battlefield", 'no'],
    ['He Bolts my 2/2, killing it. Can it block?', "No. Your 2/2 creature can't block", 'no'],
    ['He Shocks my 2/2 and kills it. Can it block his 3/3?', "No. Your 2/2 creature can't block", 'no'],
    ['He Shocks my 2/2 and it dies. Can it block his 3/3?', "No. Your 2/2 creature can't block", 'no'],
    ['He Bolts my 2/2 and kills it. Can my 3/3 block his 3/3?', 'Yes. Your 3/3 creature can block', 'yes'],
    ['I Bolt his 2/2 and kill it. Can his 2/2 still attack?', "No. The opponent's 2/2 creature can't attack", 'no'],
    ['I Murder his Serra Angel and it dies. Can it block my 2/2?', "No. Serra Angel can't block", 'no'],
    // A spell told in the dying creature's own words (the token it made) is how it came, not what killed it.
    ['《血の芸術家》をコントロールしているとき、《急報》で出した兵士トークンが1体死にました。《血の芸術家》は誘発しますか?(対象は相手にします)', 'はい。あなたの《血の芸術家》の能力は1回誘発します', 'yes'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  // A death the spell can't have caused: the story as told can't happen, said with what the rules give instead.
  const REFUSED: [string, string][] = [
    ['I Shock his 3/3 and it dies. What happened?', 'does not die'],
    ['He Shocks my 3/3 and it dies. What happens?', 'does not die'],
    ['I Shock his 3/3, so it dies. Then my 2/2 attacks. How much damage does he take?', "the opponent's 3/3 creature"],
    ['I Bolt his Serra Angel and it dies. Then I attack with my 2/2. How much damage does he take?', 'Serra Angel'],
    ['He Bolts my Serra Angel and it dies. Can it block his 2/2?', 'Serra Angel'],
    ['I cast Pyroclasm and his 3/3 dies. What else dies? He also has a 1/1.', "the opponent's 3/3 creature"],
    ['相手の3/3に《ショック》を撃って、それは死んだ。どうなる？', '3/3'],
  ];
  it.each(REFUSED)('%s → refused as impossible naming %s', (q, says) => refusedAs(() => deps)(q, 'impossible', says), 60_000);
});

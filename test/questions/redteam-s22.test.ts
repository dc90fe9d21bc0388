/**
 * Red team s22 (issue 11, confident wrong answers), one table per class of construction:
 * - "attacks without <keyword>" after the verb: the subject lacks the keyword (as "a 5/5 attacking without trample"
 *   does) — read as "with", the creature was given it (vigilance kept it untapped, 508.1f; trample pushed damage through).
 * - A relative clause on the subject of an asked clause ("Does my 3/3 that is blocked by his 2/2 die?"): a told fact; the
 *   auxiliary before the subject is the main verb's — it was put on the relative's verb, and "can it block?" was asked.
 * - "I cast <creature spell>. He Shocks it.": told with no word for when; as told (a response) it can't happen (the spell
 *   is no permanent, 115.2), so the one reading that can — cast after the creature spell resolved (608.1, 608.3) — is answered.
 * - "Next turn I attack with it", "Next turn, can I tap it for mana?": a player's own "next turn" is their next turn (302.6).
 * - "I cast A, then B with X=N": what is said after B's name (X, a target) is B's (601.2b), never A's.
 * Expected values worked out by hand from the cards' text and the rules cited per row.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, langOf, refusedAs } from '../support/ask-rows.ts';
import { answerQuestion } from '../../src/questions/index.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({
    'Grizzly Bears': '灰色熊',
    'Serra Angel': 'セラの天使',
    Shock: 'ショック',
    Murder: '殺害',
    'Lightning Bolt': '稲妻',
    'Llanowar Elves': 'ラノワールのエルフ',
    'Walking Ballista': '歩行バリスタ',
    'Giant Growth': '巨大化',
    Blaze: '猛火',
    Pacifism: '平和な心',
  });
}, 120_000);

type Row = [string, string, 'yes' | 'no' | null];

describe('GIVEN "attacks/blocks without <keyword>" after the verb THEN the creature lacks it (never has it)', () => {
  const ROWS: Row[] = [
    // 508.1f: attacking taps a creature without vigilance (702.20b).
    ['My 3/3 attacks without vigilance. Is it tapped?', 'Your 3/3 creature is tapped', 'yes'],
    // 702.19b: without trample a blocked creature deals no damage to the player.
    ['My 5/5 attacks without trample and is blocked by a 1/1. How much damage does he take?', 'The opponent takes 0 damage', null],
    ['My 4/4 attacks without trample, and his 2/2 blocks. How much damage do I deal to him?', 'The opponent takes 0 damage', null],
    // 704.5g: 3 damage to a 5/5, no deathtouch (702.2b).
    ['A 3/3 attacks without deathtouch and is blocked by a 5/5. Does the 5/5 die?', 'survives (with 3 damage marked)', 'no'],
    // 509.1b, 702.9b: no flying, anything can block it.
    ['My 2/2 attacks without flying. Can his 1/1 block it?', "The opponent's 1/1 creature can block your 2/2 creature", 'yes'],
    ['My 2/2 attacks without flying or reach. Can his 1/1 with reach block it?', 'can block your 2/2 creature', 'yes'],
    // 702.111b: without menace a single creature can block.
    ['My creature attacks without menace. Can a single 1/1 block it?', "The opponent's 1/1 creature can block your creature", 'yes'],
    // 508.1f, 509.1a: tapped by attacking, it can't block on the opponent's turn (it untaps only in its controller's untap step, 502.3).
    ['My 3/3 attacks without vigilance. Can it block on his turn?', "Your 3/3 creature can't block", 'no'],
    // With "with" it still has it.
    ['My 5/5 attacks with trample and is blocked by a 1/1. How much damage does he take?', 'The opponent takes 4 damage', null],
    ['私の5/5はトランプルを持たずに攻撃し、相手の1/1にブロックされた。相手は何点ダメージを受ける？', '対戦相手は0点のダメージを受けます', null],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  const REFUSED: [string, string, string][] = [
    // A card's abilities are its own text: "without flying" said of Serra Angel is not read (no card-less guess).
    ['Serra Angel attacks without flying. Can my Grizzly Bears block it?', 'not_understood', 'without'],
    // Said to have it and to lack it: a contradiction, never either one.
    ['My 3/3 with trample attacks without trample. What happens?', 'not_understood', 'My 3/3 with trample'],
  ];
  it.each(REFUSED)('%s → refused %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});

describe('GIVEN a relative clause on the subject of an asked clause THEN it is told, and the main clause is asked', () => {
  const ROWS: Row[] = [
    // 510.1, 704.5g: 2 damage to a 3/3.
    ['Does my 3/3 that is blocked by his 2/2 die?', 'No. Your 3/3 creature survives (with 2 damage marked)', 'no'],
    ['Does my 2/2 that was blocked by his 1/1 survive?', 'Yes. Your 2/2 creature survives (with 1 damage marked)', 'yes'],
    // 510.1c-d: two 2/2s deal 4 to the 4/4.
    ['Will my 4/4 that gets blocked by two 2/2s survive?', 'No. Your 4/4 creature dies', 'no'],
    // 702.2b: deathtouch.
    ['Does a 5/5 with deathtouch that\'s blocked by a 1/1 die?', 'survives (with 1 damage marked)', 'no'],
    ['Does my 1/1 deathtouch creature that blocks his 6/6 survive?', 'No. Your 1/1 deathtouch creature dies', 'no'],
    ['Does his 6/6 that is blocked by my 1/1 deathtouch creature survive?', "No. The opponent's 6/6 creature dies", 'no'],
    ['Does a 3/3 that blocks a 2/2 with deathtouch die?', "Yes. The opponent's 3/3 creature dies", 'yes'],
    // 702.12b: indestructible.
    ['Does a 2/2 with indestructible that is blocked by a 5/5 die?', 'it has indestructible', 'no'],
    // 702.7b: first strike kills the 2/2 before it deals damage.
    ['Would my 2/2 that blocks his 3/3 with first strike deal damage?', 'No. Your 2/2 creature deals no damage', 'no'],
    // 702.19b: the question word is the main clause's.
    ['How much damage does my 6/6 trampler that is blocked by a 2/2 deal to him?', 'deals 4 damage to the opponent', null],
    ['相手の2/2にブロックされた私の3/3は死ぬ？', 'いいえ。あなたの3/3クリーチャーは戦場に残ります', 'no'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
});

describe('GIVEN a spell told after a creature spell with no word for when, targeting it THEN it is cast after the creature resolved (608.3)', () => {
  const ROWS: Row[] = [
    // 120.3, 704.5g: 2 damage to a 2/2.
    ['I cast Grizzly Bears. He Shocks it. Does it die?', 'Yes. Your Grizzly Bears dies', 'yes'],
    // 701.8: Murder destroys it.
    ['I cast Serra Angel. He casts Murder on it. Does it survive?', 'No', 'no'],
    ['I cast Grizzly Bears. He casts Lightning Bolt at it. Is it dead?', 'Yes', 'yes'],
    ['《灰色熊》を唱えた。相手がそれに《ショック》を撃った。死ぬ？', 'はい。あなたの《灰色熊》は死亡します', 'yes'],
    // Giant Growth is a response to Shock, the one reading that can happen (after Shock resolved the Bears is gone, 608.2b).
    ['I cast Grizzly Bears. He Shocks it. I cast Giant Growth on it. Does it die?', 'No. Your Grizzly Bears survives (5/5 with 2 damage marked)', 'no'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** [question, what the restatement says of the reading taken] */
  const NOTED: [string, string][] = [
    ['I cast Grizzly Bears. He Shocks it. Does it die?', "the opponent's Shock is read as cast after your Grizzly Bears had resolved (608.1)"],
    ['《灰色熊》を唱えた。相手がそれに《ショック》を撃った。死ぬ？', '《灰色熊》が解決した後に唱えたと読んでいます（608.1）'],
  ];
  it.each(NOTED)('%s → the restatement says %s', async (q, says) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood).toContain(says);
  }, 60_000);
});

describe("GIVEN \"next turn\" said of the asker's own act THEN it is the asker's next turn (302.6)", () => {
  const ROWS: Row[] = [
    // 302.6: under its controller's control since that turn began.
    ['I cast Llanowar Elves this turn. Next turn, can I tap it for mana?', 'Yes. You can activate', 'yes'],
    ['I cast Grizzly Bears. Can I attack with it next turn?', 'Yes. Your Grizzly Bears can attack', 'yes'],
    // 510.1: 2 damage to the 3/3, 3 to the Bears.
    ['I cast Grizzly Bears. Next turn I attack with it and he blocks with a 3/3. What dies?', 'Died: Grizzly Bears', null],
    // 702.9b: the Bears can't block a flyer.
    ['I cast Serra Angel. The next turn, I attack with it. Can his Grizzly Bears block?', "Grizzly Bears can't block Serra Angel", 'no'],
    ["I cast a 3/3. Next turn, I attack with it, and it's unblocked. How much damage does he take?", 'The opponent takes 3 damage', null],
    ['《灰色熊》を唱えた。次のターンにそれで攻撃した。相手の3/3がブロックした。どうなる？', '死亡：あなたの《灰色熊》', null],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  const ASKED: [string, string, string][] = [
    // Said of the creature, not of a player acting: which "next turn" is still asked back.
    ['I cast Grizzly Bears. Next turn, can it attack?', 'ambiguous', 'next turn'],
    ['《灰色熊》を唱えた。次のターンに攻撃できる？', 'ambiguous', '次のターン'],
  ];
  it.each(ASKED)('%s → asked back', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});

describe('GIVEN two spells cast in one clause THEN X and the target said after the second are its own (601.2b)', () => {
  const ROWS: Row[] = [
    // 107.3m: Walking Ballista enters with X +1/+1 counters.
    ['I cast Grizzly Bears, then Walking Ballista with X=2. How big is the Ballista?', 'Your Walking Ballista is 2/2', null],
    ['I cast Grizzly Bears and then Walking Ballista with X=3. What are the Ballista\'s power and toughness?', '3/3', null],
    // 120.3, 704.5g: Blaze X=3 kills the 3/3.
    ['I cast Giant Growth on my Grizzly Bears, then Blaze with X=3 at his 3/3. Does the 3/3 die?', "Yes. The opponent's 3/3 creature dies", 'yes'],
    ['I cast Shock at his 2/2 and then Blaze with X=1 at him. What is his life?', "The opponent's life total is 19", null],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  const REFUSED: [string, string, string][] = [
    // The target said after Blaze is Blaze's: Lightning Bolt's own target is not said, and is asked for.
    ['I cast Lightning Bolt and then Blaze with X=2 at him. What is his life?', 'needs_detail', 'Lightning Bolt'],
  ];
  it.each(REFUSED)('%s → refused %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});

describe('GIVEN blockers that "each block one of" a group THEN each blocks a different one (509.1a), never all the same one', () => {
  const ROWS: Row[] = [
    // 510.1: each 2/2 takes 3 and dies; each 3/3 takes 2.
    ['My two 2/2s each block one of his two 3/3s. What dies?', "Died: your first 2/2 creature, your second 2/2 creature. Damage marked: the opponent's first 3/3 creature 2, the opponent's second 3/3 creature 2", null],
    ['His two 3/3s attack. My two 2/2s each block one of them. What dies?', "Damage marked: the opponent's first 3/3 creature 2, the opponent's second 3/3 creature 2", null],
    // The 4/4 kills the 3/3 it blocks; the 2/2 dies to the other (which keeps 2 damage).
    ['My 2/2 and my 4/4 each block one of his two 3/3s. What dies?', 'your 2/2 creature. Damage marked:', null],
    ['His two 4/4s attack. My 2/2 and my 5/5 each block one of them. What dies?', 'your 2/2 creature. Damage marked:', null],
    // The blockers told alike: any pairing is the same story (both 2/2s die; the 3/3 survives with 2, the 5/5 with 2).
    ['His 3/3 and his 5/5 attack. My two 2/2s each block one of them. Does his 3/3 die?', "No. The opponent's 3/3 creature survives (with 2 damage marked)", 'no'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  const REFUSED: [string, string, string][] = [
    // Neither group alike: which blocks which changes what dies, and is not said — named, never guessed.
    ['His 3/3 and his 5/5 attack. My 2/2 and my 6/6 each block one of them. What dies?', 'not_understood', 'each block one of them'],
    // Three blockers, two attackers: not one each.
    ['My three 2/2s each block one of his two 3/3s. What dies?', 'not_understood', 'each block one of his two 3/3s'],
  ];
  it.each(REFUSED)('%s → refused %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});

describe('GIVEN Japanese passives of attaching and blocking THEN the に-phrase is who does it', () => {
  const ROWS: Row[] = [
    // 「XはYにつけられています」: Pacifism is attached to X (303.4): it can't attack or block (508.1c, 509.1b).
    ['相手の《セラの天使》は《平和な心》につけられています。攻撃できますか？', 'いいえ。対戦相手の《セラの天使》は攻撃できません', 'no'],
    ['相手の《灰色熊》は《平和な心》につけられています。ブロックできますか？', 'いいえ。対戦相手の《灰色熊》はブロックできません', 'no'],
    ['私の《灰色熊》は《平和な心》につけられている。攻撃できる？', 'いいえ。あなたの《灰色熊》は攻撃できません', 'no'],
    // Said the other way round it was already read so.
    ['《平和な心》が相手の《灰色熊》につけられています。攻撃できますか？', 'いいえ', 'no'],
    // 「…に2体でブロックされた」: two blockers (509.1a), one 5/5.
    ['私の5/5は相手の2/2に2体でブロックされた。私の5/5は死ぬ？', 'いいえ。あなたの5/5クリーチャーは戦場に残ります（ダメージ4点）', 'no'],
    ['私の5/5は相手の3/3に2体でブロックされた。死ぬ？', 'はい。あなたの5/5クリーチャーは死亡します', 'yes'],
    ['私の4/4は相手の1/1に3体でブロックされた。私の4/4は生き残る？', 'はい。あなたの4/4クリーチャーは戦場に残ります（ダメージ3点）', 'yes'],
    ['私の1/1が3体で攻撃した。相手は何点ダメージを受ける？', '対戦相手は3点のダメージを受けます', null],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
});

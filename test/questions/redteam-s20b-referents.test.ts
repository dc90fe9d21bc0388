/**
 * What a question's words refer to, from the red team of s20b (issue 11 — never a confident wrong answer), by class:
 * 1. a definite or possessive description asked of before the condition or story that tells its object ("Does the bear
 *    die if I Shock his Grizzly Bears?", "Does my creature die if his 4/4 blocks my 3/3?") is that object — one that
 *    fits, or asked back when two do — never a new sizeless creature answered about;
 * 2. "it" is the creature the story is about, not one a clause only said was there ("… and I have Noble Hierarch"),
 *    and saying so never adds it to an attack (exalted, 702.83a, then triggers);
 * 3. "he"/"she" asked of dying or surviving, said of a player in the condition ("if I Bolt him at 3 life"), is that
 *    player (704.5a), never the spell;
 * 4. a yes/no asked of several together with a mixed result says so ("No, not both."), never a bare "No." before
 *    "Your 2/2 creature dies";
 * 5. a self-correction ("wait no", "— actually a 3/3", "from... he casts", 「じゃなくて」) or a told creature said again
 *    with counters it wasn't told with is named, never read as both.
 * Lethal damage 704.5g; toughness 0 704.5f; combat damage 510.1; a player at 0 life 704.5a.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

describe('GIVEN the red team s20b referents WHEN asked THEN each word names what the story told', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps({
      'Lightning Bolt': '稲妻',
      Shock: 'ショック',
      'Noble Hierarch': '貴族の教主',
      'Llanowar Elves': 'ラノワールのエルフ',
      'Grizzly Bears': '灰色熊',
      'Hill Giant': 'Hill Giant',
      'Giant Spider': 'Giant Spider',
      'Serra Angel': 'Serra Angel',
      'Vampire Nighthawk': 'Vampire Nighthawk',
      Pyroclasm: '紅蓮地獄',
      Disfigure: 'Disfigure',
      'Prodigal Sorcerer': 'Prodigal Sorcerer',
    });
  }, 120_000);

  /** [question, what the answer says, verdict]. */
  const FORWARD: [string, string, 'yes' | 'no'][] = [
    ['Does the bear die if I Shock his Grizzly Bears?', "Yes. The opponent's Grizzly Bears dies", 'yes'],
    ['Does the Giant die if his Hill Giant blocks my Grizzly Bears?', "No. The opponent's Hill Giant survives (with 2 damage marked)", 'no'],
    ['Does my guy die if his 3/3 blocks my 2/2?', 'Yes. Your 2/2 creature dies', 'yes'],
    ['Does my creature die if his 4/4 blocks my 3/3?', 'Yes. Your 3/3 creature dies', 'yes'],
    ['Does the bear survive if his Hill Giant blocks my Grizzly Bears?', 'No. Your Grizzly Bears dies', 'no'],
    ['Does his bear die if my Hill Giant blocks his Grizzly Bears?', "Yes. The opponent's Grizzly Bears dies", 'yes'],
    ['Is the Giant dead if I Lightning Bolt his Hill Giant?', "Yes. The opponent's Hill Giant dies", 'yes'],
    ['Does the Spider die if his Serra Angel is blocked by my Giant Spider?', 'Yes. Your Giant Spider dies', 'yes'],
    ['Does the elf die if I Shock his Llanowar Elves?', "Yes. The opponent's Llanowar Elves dies", 'yes'],
    // Invented: survive, "when", another card, the opponent's side, the story in a later sentence.
    ['Does my creature survive if his 2/2 blocks my 3/3?', 'Yes. Your 3/3 creature survives (with 2 damage marked)', 'yes'],
    ['Does the angel die if I Lightning Bolt his Serra Angel?', "No. The opponent's Serra Angel survives (with 3 damage marked)", 'no'],
    ['Does his creature die if my 3/3 blocks his 2/2?', "Yes. The opponent's 2/2 creature dies", 'yes'],
    ['Does the bear die when my Hill Giant blocks his Grizzly Bears?', "Yes. The opponent's Grizzly Bears dies", 'yes'],
    ['Does my guy survive? His 3/3 blocks my 2/2.', 'No. Your 2/2 creature dies', 'no'],
    ['熊は死ぬ？相手の《灰色熊》に《ショック》を撃った。', 'はい。対戦相手の《灰色熊》は死亡します', 'yes'],
    ['私のクリーチャーは死ぬ？相手の4/4が私の3/3をブロックした。', 'はい。あなたの3/3クリーチャーは死亡します', 'yes'],
  ];
  it.each(FORWARD)('class 1: %s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  const BYSTANDER: [string, string, 'yes' | 'no'][] = [
    ['My 2/2 attacks alone and I have Noble Hierarch. Before blockers my opponent Shocks it. Does it die?', 'No. Your 2/2 creature survives (3/3 with 2 damage marked)', 'no'],
    ['My 2/2 attacks alone and I control Noble Hierarch. He didn\'t block. Then after combat he Shocks it. Does it die?', 'No. Your 2/2 creature survives (3/3 with 2 damage marked)', 'no'],
    ['My 2/2 attacks alone; I control Noble Hierarch. He Shocks it before blockers. Does it die?', 'No. Your 2/2 creature survives', 'no'],
    ['My 2/2 attacks alone. I have Noble Hierarch. He Shocks it. Does it die?', 'No. Your 2/2 creature survives', 'no'],
    ['My 3/3 attacks and I have Llanowar Elves. He Lightning Bolts it. Does it die?', 'Yes. Your 3/3 creature dies', 'yes'],
    ['My 5/5 attacks alone and I have Noble Hierarch. He Lightning Bolts it. Does it survive?', 'Yes. Your 5/5 creature survives (6/6 with 3 damage marked)', 'yes'],
    ['His 3/3 attacks and he has Llanowar Elves. I Shock it. Does it die?', "No. The opponent's 3/3 creature survives (with 2 damage marked)", 'no'],
    ['私の3/3が攻撃した。私の場には《ラノワールのエルフ》もいる。相手がそれに《稲妻》を撃った。死ぬ？', 'はい。あなたの3/3クリーチャーは死亡します', 'yes'],
    ['私の2/2が攻撃した。私の場には《貴族の教主》もいる。相手がそれに《ショック》を撃った。死ぬ？', 'いいえ。あなたの2/2クリーチャーは戦場に残ります（3/3、ダメージ2点）', 'no'],
    // Invented: the frame's own words rule the topic out (a blocker is the other player's): the bystander is meant.
    ['My 3/3 attacks. He has a 2/2. He blocks with it. Does my 3/3 die?', 'No. Your 3/3 creature survives (with 2 damage marked)', 'no'],
    ['His 3/3 attacks. I have a 2/2. I block with it. Does my 2/2 die?', 'Yes. Your 2/2 creature dies', 'yes'],
    ['My 3/3 attacks and I control Llanowar Elves. He Shocks it. Does it die?', 'No. Your 3/3 creature survives (with 2 damage marked)', 'no'],
    ['I have a 2/2. He Shocks it. Does it die?', 'Yes. Your 2/2 creature dies', 'yes'],
    // What an ability was aimed at is what the act did something to, not its source.
    ["My 1/1 is blocked by his 2/2. After damage I use Prodigal Sorcerer's ability on his 2/2. Does it die?", "Yes. The opponent's 2/2 creature dies", 'yes'],
  ];
  it.each(BYSTANDER)('class 2: %s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** "I control Y" said with the attack never adds Y to it: exalted triggers (702.83a), lifelink gains 3 (702.15b). */
  const ALONE: [string, string][] = [
    ["My Vampire Nighthawk attacks alone while I control Noble Hierarch. It's unblocked. I'm at 10. What's my life?", 'Your life total is 13 (from 10: gained 3)'],
    ["My Vampire Nighthawk attacks while I control Noble Hierarch. It's unblocked. I'm at 10. What's my life?", 'Your life total is 13 (from 10: gained 3)'],
    ["I attack with Vampire Nighthawk alone. I control Noble Hierarch. It's not blocked. I'm at 10 life. How much life do I have?", 'Your life total is 13 (from 10: gained 3)'],
  ];
  it.each(ALONE)('class 2: %s → says %s', (q, says) => answeredRight(() => deps)(q, says, null), 60_000);

  const PERSON: [string, string, 'yes' | 'no'][] = [
    ['Does he die if I Lightning Bolt him at 3 life?', 'Yes. The opponent loses the game', 'yes'],
    ["Does he die if my 5/5 is unblocked and he's at 5?", 'Yes. The opponent loses the game', 'yes'],
    ['Does she die if I Shock her at 2 life?', 'Yes. The opponent loses the game', 'yes'],
    ['Does he survive if I Lightning Bolt him at 4 life?', "Yes. The opponent doesn't lose the game", 'yes'],
    ["Does she die if my 3/3 is unblocked and she's at 3?", 'Yes. The opponent loses the game', 'yes'],
    ['Does he die? I Shock him at 2 life.', 'Yes. The opponent loses the game', 'yes'],
  ];
  it.each(PERSON)('class 3: %s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  const MIXED: [string, string, 'yes' | 'no'][] = [
    ['My 2/2 and my 3/3 are hit by his Pyroclasm. Are they dead?', 'No, not both. Your 2/2 creature dies', 'no'],
    ['Do my creatures die if he casts Pyroclasm and I have a 2/2 and a 3/3?', 'No, not both.', 'no'],
    ['He casts Pyroclasm. Do my 2/2, my 3/3 and my 1/1 survive?', 'No, not all of them. Your 2/2 creature dies', 'no'],
    ['相手が《紅蓮地獄》を撃った。私の2/2と3/3は死にますか？', 'いいえ、両方ではありません。あなたの2/2クリーチャーは死亡します', 'no'],
    // Not mixed: the plain yes or no stays.
    ['He casts Pyroclasm. Do my 1/1 and my 2/2 die?', 'Yes. Your 1/1 creature dies', 'yes'],
    ['相手が《紅蓮地獄》を撃った。私の1/1と2/2は死にますか？', 'はい。あなたの1/1クリーチャーは死亡します', 'yes'],
  ];
  it.each(MIXED)('class 4: %s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** [question, refusal code, the words it names]. */
  const REFUSED: [string, string, string][] = [
    ['My 3/3 gets -1/-1 from... he casts Disfigure on my 3/3 with a +1/+1 counter. Does it die?', 'not_understood', 'My 3/3 gets -1/-1 from...'],
    ['My 2/2 is blocked by a 2/2 — actually a 3/3. Does my 2/2 die?', 'not_understood', 'actually a 3/3'],
    ['My 2/2 is blocked by a 2/2, wait no, it was a 3/3. Does my 2/2 die?', 'not_understood', 'wait no'],
    ['My 2/2 is blocked by a 2/2, no wait, a 3/3. Does my 2/2 die?', 'not_understood', 'no wait'],
    ['My 2/2 is blocked by a 2/2 or rather a 3/3. Does my 2/2 die?', 'not_understood', 'or rather a 3/3'],
    ['My 2/2 is blocked by a 2/2, I meant a 3/3. Does my 2/2 die?', 'not_understood', 'I meant a 3/3'],
    ['He casts Lightning Bolt on... no, Shock on my 3/3. Does it die?', 'not_understood', 'no, Shock on my 3/3'], // (session 22: the "no," is named as the correction)
    ['He Shocks my... my 3/3. Does it die?', 'not_understood', 'He Shocks my...'],
    ['相手の2/2、じゃなくて3/3にブロックされた。私の2/2は死ぬ？', 'not_understood', 'じゃなくて'],
    ['相手の2/2に、いや3/3にブロックされた。私の2/2は死ぬ？', 'not_understood', 'いや'],
    ['相手が私の3/3に《稲妻》を…いや《ショック》を撃った。死ぬ？', 'not_understood', 'いや'],
    // A told creature said again with counters it wasn't told with: there all along, or put on since? Named.
    ['My 3/3 attacks. He casts Disfigure on my 3/3 with a +1/+1 counter. Does it die?', 'not_understood', 'my 3/3 with a +1/+1 counter'],
    // Two of mine fit "my creature": asked back, never the latest taken.
    ['Does my creature die if his 4/4 blocks my 3/3? My 2/2 attacks too.', 'ambiguous', 'my creature'],
  ];
  it.each(REFUSED)('class 5: %s → refused %s naming %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);

  // "hit by my Pyroclasm": whose spell it is says who cast it (601.2) — hexproof then stops the asker's Shock (702.11b).
  it.each([
    ['His 2/2 with hexproof is hit by my Shock. Does it die?', 'impossible', 'you cast Shock'],
    ['My 2/2 with hexproof is hit by his Shock. Does it die?', 'impossible', 'the opponent casts Shock'],
  ])('the caster said by whose spell: %s → refused %s naming %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
  it('the caster said by whose spell: His 2/2 and 3/3 are hit by my Pyroclasm → read as cast by the asker', async () => {
    const r = await answerQuestion('His 2/2 and 3/3 are hit by my Pyroclasm. Do they survive?', 'en', deps);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.understood).toContain('you cast Pyroclasm');
    expect(r.value.answer).toContain("No, not both. The opponent's 2/2 creature dies");
  }, 60_000);

  // A pause ("...") after a whole phrase is no correction: still answered.
  it.each([
    ['My 2/2 attacks... and he blocks with a 3/3. Does my 2/2 die?', 'Yes. Your 2/2 creature dies', 'yes'],
    ['My 2/2 is blocked by a 3/3. Does my 2/2 die...', 'Yes. Your 2/2 creature dies', 'yes'],
  ] as [string, string, 'yes' | 'no'][])('a pause: %s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
});

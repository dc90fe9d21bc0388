/**
 * Session 9's red team (issue 11): a number, an actor or a target in the question that the answer
 * didn't show or silently replaced — trample's split stated as fact (702.19b), a damage amount told
 * against the card's own, an attacker nobody owns with a life total asked, and Japanese passives of
 * casting. Each class is fixed as a class; the rows are our own variations, in both languages.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

const JA: Record<string, string> = {
  Shock: 'ショック',
  'Lightning Bolt': '稲妻',
  'Lava Axe': '溶岩の斧',
  'Grizzly Bears': '灰色熊',
  'Giant Growth': '巨大化',
  // (English names only: a game verb that names an instant, session 11.)
  Murder: 'Murder',
  Exile: 'Exile',
  Slay: 'Slay',
  'Tolarian Terror': 'Tolarian Terror',
};

/** What every trample answer that depends on the split says: the most, and the attacker's choice. */
const MOST_EN = 'the most damage the attacking player can assign past the blockers';
const MOST_JA = '攻撃側のプレイヤーがブロック・クリーチャーを越えて割り振れる最大のダメージ';

describe('GIVEN real cards WHEN a red-team question of session 9 is asked', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(JA);
  }, 120_000);

  /** [question, what the answer says, verdict]. */
  const RIGHT: [string, string, 'yes' | 'no' | null][] = [
    // 1. Trample: the damage past the blockers is the attacking player's choice (702.19b); an answer that
    // changes with it says it is the most, and what it is with all of it kept on the blockers.
    ['My 6/6 trample is blocked by their 2/2. How much damage can go through?', MOST_EN, null],
    ['My 6/6 trample is blocked by their 2/2. How much damage can go through?', 'With all of it kept on the blockers, the opponent takes 0 damage', null],
    ['My 4/4 trampler attacks and is blocked by a 1/1. What is my opponent\'s life total?', 'is 17', null],
    ['My 4/4 trampler attacks and is blocked by a 1/1. What is my opponent\'s life total?', MOST_EN, null],
    ['Their 6/6 trample attacks me and my 2/2 blocks. What is my life total?', 'your life total is 20 (from 20: no change)', null],
    ['My opponent is at 3 life. My 5/5 trample is blocked by their 2/2. Does my opponent lose?', MOST_EN, 'yes'],
    ['My 6/6 trample deathtouch is blocked by a 3/5. How much damage does the opponent take?', 'takes 5 damage', null],
    ['トランプルを持つ私の5/5が相手の2/2にブロックされた。相手は何点のダメージを受けますか？', MOST_JA, null],
    ['トランプルを持つ相手の7/7が攻撃してきて、私の3/3でブロックした。私のライフは？', MOST_JA, null],
    ['トランプルを持つ私の4/4が相手の1/1にブロックされた。相手のライフは？', '対戦相手のライフは20です', null],
    // (No choice: a trampler whose power is all needed for lethal damage sends none past; said plainly.)
    ['My 2/2 trample is blocked by a 3/3. How much damage does the opponent take?', 'The opponent takes 0 damage.', null],
    // (A blocker's fate doesn't change with the split: lethal damage must be assigned to it either way.)
    ['My 5/5 trample is blocked by a 2/2. Does the 2/2 die?', 'dies', 'yes'],
    // 2. The damage told agrees with the card: answered as told.
    ['I Bolt their 5/5 for 3. Does it die?', 'survives', 'no'],
    ['《ショック》で相手の3/3に2点与えた。3/3は死にますか？', 'いいえ', 'no'],
    // 3. An attacker nobody owns, a life total asked, no life gained either way: the life asked is the
    // attacked player's (it changes only by the attack's damage, 510.1b, 120.3a).
    ['A 3/3 attacks. I\'m at 20. What is my life total?', 'Your life total is 17', null],
    ['A 5/4 attacks and nobody blocks. What is my life?', 'Your life total is 15', null],
    ['3/3が攻撃した。ブロックしなかった。私のライフは？', 'あなたのライフは17です', null],
    ['Grizzly Bears attacks unblocked, the opponent is at 10. Their life after combat?', "The opponent's life total is 8", null],
    // 4. Japanese passives of casting: who cast it and at whom.
    ['私に《稲妻》が撃たれました。私のライフは？', 'あなたのライフは17です', null],
    ['相手に《稲妻》を撃たれた。私のライフは？', 'あなたのライフは17です', null],
    ['私のライフは3。相手に《稲妻》を撃たれた。負けますか？', 'はい', 'yes'],
    ['相手に《稲妻》が撃たれた。相手のライフは？', '対戦相手のライフは17です', null],
    ['私の2/2が相手に《ショック》を撃たれた。死にますか？', 'はい', 'yes'],
    ['私は相手に《溶岩の斧》を撃たれた。私のライフは？', 'あなたのライフは15です', null],
    // 5. "X attacking Y" after a noun phrase is an attack told before its clause (X attacks Y), as "X blocking Y" is.
    ['A 3/3 attacking me is blocked by my 2/2. Does my 2/2 die?', 'Your 2/2 creature dies', 'yes'],
    ['I cast Lightning Bolt on a 3/3 attacking me. Does it die?', "The opponent's 3/3 creature dies", 'yes'],
    ['I Shock their 2/2 attacking me. Does it die?', 'dies', 'yes'],
    ['Their 5/5 attacking me is unblocked. What is my life total?', 'Your life total is 15', null],
    // "After blocks" is still before combat damage for a spell cast then (509, 510).
    ['Their 3/3 attacks and my 2/2 blocks. After blocks I cast Giant Growth on my 2/2. Does it die?', 'survives', 'no'],
    // 3. An attacker nobody owns where the asker's reading changes the life asked (lifelink): the asker's
    // own attacker, as players write it (the restatement says "your"); 506.2, 508.1, 702.15b.
    ['A 4/4 lifelink attacks and isn\'t blocked. What is my life?', 'Your life total is 24', null],
    ['A 3/3 with lifelink attacks and a 1/1 blocks. What is my life total?', 'Your life total is 23', null],
    ['絆魂を持つ5/5が攻撃した。ブロックされなかった。私のライフは？', 'あなたのライフは25', null],
    // 6 (session 11). A game verb that is also an instant's name ("murder" = Murder, "Destroy target creature"):
    // the card cast at the object, its targeting then checked (115.1); plain boards still answered.
    ['I murder their 2/2. Does it die?', 'dies', 'yes'], // 701.8a
    ['My opponent murdered my 3/3. Did it die?', 'dies', 'yes'],
    ['I Murder their indestructible 2/2. Does it die?', 'survives', 'no'], // 702.12b
    ['Can I murder their hexproof 2/2?', "can't target the opponent's 2/2 hexproof creature with Murder", 'no'], // 702.11b
    ['I kill their hexproof 2/2. Does it die?', 'dies', 'yes'], // no card is named "kill": the everyday verb
  ];
  it.each(RIGHT)('THEN %s is answered right (%s)', answeredRight(() => deps));

  /** [question, refusal code, what it says]. */
  const REFUSED: [string, string, string][] = [
    // 2. A damage amount told against the card's own: both numbers named, neither picked.
    ['《ショック》で相手の3/3に3点与えた。3/3は死にますか？', 'needs_detail', '3点'],
    ['《稲妻》で相手の2/2に2点与えた。死にますか？', 'needs_detail', 'ここで3点'],
    ['I Bolt their 5/5 for 4. Does it die?', 'needs_detail', 'deals 4 damage, but as its rules text reads it deals 3'],
    ['I cast Lightning Bolt on their 3/3 for 2 damage. Does it die?', 'needs_detail', 'deals 2 damage, but as its rules text reads it deals 3'],
    ['I Shock their 3/3 for 3 damage. Does it die?', 'needs_detail', 'it deals 2 here'],
    ['I cast Lava Axe at my opponent for 3. What is their life total?', 'needs_detail', 'it deals 5 here'],
    // 5. A participle phrase with no verb for its sentence: its noun phrase is named, never dropped.
    ['a 3/3 attacking me. I block with my 2/2. Does my 2/2 die?', 'not_understood', 'a 3/3'],
    // After blockers are declared no creature becomes a blocker (509.1): a block asked then is never answered yes.
    ['After blockers are declared I flash in a 2/2. Can it block their attacking 3/3?', 'not_understood', 'block'],
    ['Once blockers are declared, can my 1/1 with flash that I just cast block the attacking 2/2?', 'not_understood', 'block'],
    // 6 (session 11). Read as the card, what the target has stops it (702.11b, 702.18a, 702.16b) or asks
    // (ward, 702.21a); a card whose own restriction or effect isn't what the verb says is asked back.
    ['I murder their hexproof 2/2. Does it die?', 'impossible', '702.11b'],
    ['i murder their 2/2 with shroud. does it die?', 'impossible', '702.18a'],
    ['I murder their 2/2 with protection from black. Does it die?', 'impossible', '702.16b'],
    ['They murder my Tolarian Terror. Does it die?', 'needs_detail', 'unless its controller'],
    ['I exile their 2/2. Where does it go?', 'needs_detail', 'casting the card Exile'],
    ['I slay their 2/2. Does it die?', 'needs_detail', 'casting the card Slay'],
  ];
  it.each(REFUSED)('THEN %s is refused (%s)', refusedAs(() => deps));
});

/**
 * Red team s19b, references (issue 11: never a confident wrong answer). Each table is a class of question whose words
 * point back at something told, and which was bound to the wrong thing:
 * - an elliptical possessive as the subject ("Does his die?", "Is mine dead?", "Does the opponent's survive?") stands
 *   for that player's creature; it was read as "it" and bound to the first creature named. Several of that player's
 *   creatures: asked back.
 * - plural "they" with "dead"/"alive" ("Are they dead?", "Are they both dead?") after two creatures is those creatures,
 *   read as "Do they die?" is; it was taken as the opponent ("No. The opponent doesn't lose the game."). Either could be
 *   meant (the opponent told as "they", or "he" with two creatures told apart): asked back. Asked with "be" first of
 *   several ("Are both dead?"), one yes or no for all of them — it was the first creature's verdict.
 * - 「（これって）負け？」「私の負けですか？」「相手の負け？」: 負け is losing the game — asked of the player said with の, else
 *   of nobody said (the asker, or the one player whose life was told); it was read as "dead?" and asked of the creature
 *   the story was last about ("No, the 4/4 stays" while the asker lost).
 * - a spell told cast, named again as what kills ("Does the Bolt kill it?", 「その《ショック》で死ぬ？」) is that cast; it was
 *   read as a second cast of the same card, which the run called impossible. Asked of a creature the spell wasn't cast
 *   at: named, never answered of whatever else happened to that creature.
 * - a short name ("the Giant", 巨人, "the Angel", "the Sword") that fits cards of different names: the card whose name the
 *   word heads (Hill Giant, not Giant Growth — an instant or sorcery the word doesn't head is never meant), else asked
 *   back; it was the latest named ("Your Giant Growth never was on the battlefield"). Said before its card is named
 *   ("I Bolt the elf. His Llanowar Elves is …"), it is asked back, never a new creature.
 * - "Can I kill his 1/1?", "Can it survive?", 「勝てる？」 asked while a permanent of the asker's has an activated ability the
 *   story doesn't activate (Prodigal Sorcerer, Mother of Runes, Goblin Bombardment, Selfless Spirit): refused naming the
 *   ability — it was answered as what happens with nobody acting ("No. The 1/1 survives"). Activated abilities 602.
 * - "Is it correct/true/right that X?": the "it" stands for the clause X, asked as a yes/no question; it was bound to a
 *   creature and X read as its size. "Does nobody's creature die?": the denial is named, never dropped.
 * Lethal damage 704.5g; combat damage 510.1; destroy 701.8; losing at 0 life 704.5a; indestructible 702.12b;
 * Giant Growth +3/+3 until end of turn.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Grizzly Bears': '灰色熊', 'Hill Giant': '丘巨人', Pyroclasm: '紅蓮地獄', 'Wrath of God': '神の怒り', 'Lightning Bolt': '稲妻', Shock: 'ショック', 'Giant Growth': '巨大化', 'Llanowar Elves': 'ラノワールのエルフ', 'Serra Angel': 'セラの天使', 'Angel of Mercy': '慈悲の天使', 'Giant Spider': '大蜘蛛', 'Elvish Mystic': 'エルフの神秘家', 'Sword of Fire and Ice': '火と氷の剣', 'Swords to Plowshares': '剣を鍬に', 'Beast Within': '内にいる獣', 'Prodigal Sorcerer': '放蕩魔術師', 'Mother of Runes': 'ルーンの母', 'Goblin Bombardment': 'ゴブリンの砲撃', 'Selfless Spirit': '無私の霊魂', 'Walking Ballista': '歩行バリスタ' });
}, 120_000);

describe('GIVEN a possessive with no noun after it as the subject WHEN asked THEN it is that player\'s creature', () => {
  /** [question, what the answer says, verdict]. */
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['My 4/4 blocks his 3/3. Does his die?', "Yes. The opponent's 3/3 creature dies", 'yes'],
    ['My 4/4 blocks his 3/3. Is his dead?', "Yes. The opponent's 3/3 creature dies", 'yes'],
    ['My 2/2 blocks his 3/3. Does his survive?', "Yes. The opponent's 3/3 creature survives", 'yes'],
    ['His 3/3 attacks and my 4/4 blocks. Does his survive?', "No. The opponent's 3/3 creature dies", 'no'],
    ['My 2/2 blocks his 3/3. Does theirs die?', "No. The opponent's 3/3 creature survives", 'no'],
    ['My 3/3 is blocked by his 2/2. Does the opponent\'s die?', "Yes. The opponent's 2/2 creature dies", 'yes'],
    ['His 2/2 blocks my 3/3. Does mine die?', 'No. Your 3/3 creature survives', 'no'],
    ['His Hill Giant blocks my Grizzly Bears. Does mine die?', 'Yes. Your Grizzly Bears dies', 'yes'],
    ['My Grizzly Bears blocks his Hill Giant. Does his die?', "No. The opponent's Hill Giant survives", 'no'],
    ['If my 4/4 blocks his 3/3 does his die?', "Yes. The opponent's 3/3 creature dies", 'yes'],
    ['My 2/2 attacks and she blocks with her 3/3. Does hers die?', "No. The opponent's 3/3 creature survives", 'no'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  // Two creatures of that player: which one is not guessed.
  it.each([
    ['My 4/4 and my 2/2 block his 3/3. Does mine die?', 'ambiguous'],
    ['His 2/2 and his 1/1 attack and my 3/3 blocks the 2/2. Does his die?', 'ambiguous'],
  ])('%s → refused %s', (q, code) => refusedAs(() => deps)(q, code), 60_000);
});

describe('GIVEN two creatures just named WHEN asked "Are they dead?" THEN it is asked of them', () => {
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['I cast Wrath of God. I have two 2/2s. Are they dead?', 'Yes. Your first 2/2 creature dies', 'yes'],
    ['I cast Wrath of God. I have two 2/2s. Are they both dead?', 'Yes. Your first 2/2 creature dies', 'yes'],
    ["My 3/3 blocks his 3/3. Are they both dead?", 'Yes. Your 3/3 creature dies', 'yes'],
    ['I cast Pyroclasm. I have two 3/3s. Are they still alive?', 'Yes. Your first 3/3 creature survives', 'yes'],
    ['I cast Pyroclasm. I have a 2/2 and a 3/3. Are they dead?', 'No, not both. Your 2/2 creature dies', 'no'],
    ['I cast Pyroclasm. I have a 2/2 and a 3/3. Are both dead?', 'No, not both. Your 2/2 creature dies', 'no'],
    ['I cast Pyroclasm. Are my 2/2 and my 3/3 dead?', 'No, not both. Your 2/2 creature dies', 'no'],
    ['I cast Pyroclasm. I have a 2/2 and a 1/1. Are they dead?', 'Yes. Your 2/2 creature dies', 'yes'],
    // The opponent alone was told: "they" is that player.
    ['My opponent is at 3. I Bolt them. Are they dead?', 'Yes. The opponent loses the game', 'yes'],
    // Either/or stays one question put both ways.
    ['My 4/4 blocks his 3/3. Is his dead or alive?', "The opponent's 3/3 creature dies", null],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  // The opponent or the creatures: which is not guessed.
  it.each([
    ['They have two 1/1s. I cast Pyroclasm. Are they dead?', 'ambiguous'],
    ['I cast Pyroclasm. He has two 2/2s. Are they dead?', 'ambiguous'],
    ['I cast Wrath of God. I have a 2/2 and he has a 3/3. Are they dead?', 'ambiguous'],
    ['I cast Wrath of God. I have a 2/2 and he has a 3/3. Do they die?', 'ambiguous'],
  ])('%s → refused %s', (q, code) => refusedAs(() => deps)(q, code), 60_000);
});

describe('GIVEN 負け asked after a story WHEN a creature is in it THEN it asks whether that player loses the game', () => {
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['私のライフは3です。相手の4/4が攻撃してきて、ブロックできません。これって負け？', 'はい。あなたはゲームに敗北します', 'yes'],
    ['私のライフは3です。相手の4/4が攻撃してきて、ブロックしませんでした。負け？', 'はい。あなたはゲームに敗北します', 'yes'],
    ['私のライフは2。相手の《灰色熊》が攻撃してきた。ブロックしなかった。これって負け？', 'はい。あなたはゲームに敗北します', 'yes'],
    ['私のライフは3。相手の4/4が攻撃してきた。ブロックしなかった。私の負けですか？', 'はい。あなたはゲームに敗北します', 'yes'],
    ['私のライフは5。相手の3/3が攻撃してきた。ブロックしなかった。負けですか？', 'いいえ。あなたはゲームに敗北しません', 'no'],
    ['相手のライフは3。私の《灰色熊》が攻撃して通った。相手の負け？', 'いいえ。対戦相手はゲームに敗北しません', 'no'],
    ['相手のライフは2。私の《灰色熊》がブロックされずに攻撃した。相手の負けですか？', 'はい。対戦相手はゲームに敗北します', 'yes'],
    ['相手のライフは3。相手に《稲妻》を撃った。これって負け？', 'はい。対戦相手はゲームに敗北します', 'yes'],
    ['私のライフは3。相手の3/3が攻撃してきた。ブロックしなかった。相手の負け？', 'いいえ。対戦相手はゲームに敗北しません', 'no'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
  // Both life totals told and nobody said: whose loss is asked back.
  it.each([['私のライフは3、相手のライフは3。相手の3/3が攻撃してきて、ブロックしなかった。これって負け？', 'ambiguous']])('%s → refused %s', (q, code) => refusedAs(() => deps)(q, code), 60_000);
});

describe('GIVEN a spell told cast WHEN it is named again as what kills THEN it is that cast', () => {
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['I cast Lightning Bolt on his Hill Giant. Does the Bolt kill the Giant?', "Yes. The opponent's Hill Giant dies", 'yes'],
    ['I cast Lightning Bolt on his 3/3. Does the Bolt kill it?', "Yes. The opponent's 3/3 creature dies", 'yes'],
    ['He Bolts my 3/3 and I respond with Giant Growth. Does the Bolt kill it?', 'No. Your 3/3 creature survives', 'no'],
    ['I Shock his 2/2. Does the Shock kill it?', "Yes. The opponent's 2/2 creature dies", 'yes'],
    ['I Shock his 3/3. Does Shock kill it?', "No. The opponent's 3/3 creature survives", 'no'],
    ['I cast Wrath of God. Does the Wrath kill his indestructible 3/3?', "No. The opponent's 3/3 indestructible creature survives", 'no'],
    ['相手の2/2に《ショック》を撃った。その《ショック》で死ぬ？', 'はい。対戦相手の2/2クリーチャーは死亡します', 'yes'],
    ['相手の3/3に《ショック》を撃った。その《ショック》で死ぬ？', 'いいえ。', 'no'],
    // Not told before: the spell named is cast, as always.
    ['Does Shock kill a 2/2?', "Yes. The opponent's 2/2 creature dies", 'yes'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
  it.each([['I Shock his 2/2 and he has a 1/1. Does the Shock kill the 1/1?', 'not_understood']])('%s → refused %s', (q, code) => refusedAs(() => deps)(q, code), 60_000);
});

describe('GIVEN a short name that fits cards of different names WHEN asked THEN the card it heads is meant, else asked back', () => {
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['My Grizzly Bears blocks his Hill Giant. I cast Giant Growth on the Bears. Does the Giant die?', "Yes. The opponent's Hill Giant dies", 'yes'],
    ['My Llanowar Elves blocks his Hill Giant. I cast Giant Growth on the Elves. Does the Giant survive?', "No. The opponent's Hill Giant dies", 'no'],
    ['My Hill Giant blocks his Grizzly Bears. He casts Giant Growth on the Bears. Is the Giant still alive?', 'No. Your Hill Giant dies', 'no'],
    ['His Hill Giant attacks. I block it with Grizzly Bears, then Giant Growth the Bears. Is the Giant dead?', "Yes. The opponent's Hill Giant dies", 'yes'],
    ['His Hill Giant attacks and I block it with my Grizzly Bears, then I cast Giant Growth on my bear. How much damage does the giant take?', "The opponent's Hill Giant is dealt 5 damage", null],
    ['I attack with Serra Angel. He blocks the Angel with his Giant Spider. I cast Giant Growth on the Angel. Does the Giant die?', "Yes. The opponent's Giant Spider dies", 'yes'],
    ['私の《灰色熊》が相手の《丘巨人》をブロックして、私は《灰色熊》に《巨大化》を撃った。巨人は死ぬ？', 'はい。対戦相手の《丘巨人》は死亡します', 'yes'],
    ['私の《灰色熊》で相手の《丘巨人》をブロックし、熊に《巨大化》を撃った。巨人は生き残る？', 'いいえ。対戦相手の《丘巨人》は死亡します', 'no'],
    // One card only, or the word heading the spell's own name: as before.
    ['My Grizzly Bears blocks his Hill Giant. Does the Bears die?', 'Yes. Your Grizzly Bears dies', 'yes'],
    ['I cast Lightning Bolt on his Hill Giant. Does the Bolt kill the Giant?', "Yes. The opponent's Hill Giant dies", 'yes'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  it.each([
    ['I control Serra Angel and Angel of Mercy. I cast Lightning Bolt on the Angel. Does it die?', 'ambiguous'],
    ['My Elvish Mystic blocks his Llanowar Elves. I cast Giant Growth on the Mystic. Does the Elf die?', 'ambiguous'],
    ['My Grizzly Bears has Sword of Fire and Ice. He casts Swords to Plowshares on the Bears. Where does the Sword go?', 'ambiguous'],
    // Only a spell the word doesn't head fits: nothing told is meant.
    ['I cast Giant Growth on my 2/2. Does the Giant die?', 'not_understood'],
    ['I cast Beast Within on my own 2/2. Then the Beast blocks his 3/3. What dies?', 'not_understood'],
    // Said before the card is named.
    ['I Bolt the elf. His Llanowar Elves is the only creature. Does it die?', 'not_understood'],
    ['I Bolt the elf. He has a 1/1 Elf. Does it die?', 'not_understood'],
  ])('%s → refused %s', (q, code) => refusedAs(() => deps)(q, code), 60_000);
});

describe('GIVEN a permanent of the asker with an activated ability WHEN asked what can be done THEN it is refused naming the ability', () => {
  it.each([
    ['I control Prodigal Sorcerer. His 1/1 attacks. Can I kill it?', 'Prodigal Sorcerer'],
    ['I control Mother of Runes. He casts Lightning Bolt on my Grizzly Bears. Can it survive?', 'Mother of Runes'],
    ['I control Mother of Runes. Can my Grizzly Bears survive his Lightning Bolt?', 'Mother of Runes'],
    ['I control Goblin Bombardment. He casts Lightning Bolt on my Grizzly Bears. How much damage can I deal to him?', 'Goblin Bombardment'],
    ['I cast Wrath of God. I control Selfless Spirit. Can I save my creatures?', 'Selfless Spirit'],
    ['《ゴブリンの砲撃》と1/1が3体いる。相手のライフは3。勝てる？', 'ゴブリンの砲撃'],
    ['《無私の霊魂》をコントロールしている。《神の怒り》を唱えた。私の3/3は生き残れる？', '無私の霊魂'],
    ['《ルーンの母》をコントロールしている。相手が私の《灰色熊》に《稲妻》を撃った。熊は生き残れる？', 'ルーンの母'],
  ])('%s → refused naming %s', (q, says) => refusedAs(() => deps)(q, 'unmodelled', says), 60_000);

  // With nothing done anywhere in the question ("Can I kill X?" and no event), the words are named before any
  // ability is looked at (language/index.ts killWithoutMeans): refused all the same, never answered.
  it.each([
    ['I control Prodigal Sorcerer. Can I kill his 1/1?', 'Can I kill his 1/1'],
    ['I control Goblin Bombardment and three 1/1s. My opponent is at 3. Can I kill him?', 'Can I kill him'],
    ['I control Walking Ballista with two +1/+1 counters. Can I kill his 2/2?', 'Can I kill his 2/2'],
    ['《放蕩魔術師》をコントロールしている。相手の1/1を倒せる？', '倒せる'],
  ])('%s → refused naming %s', (q, says) => refusedAs(() => deps)(q, 'not_understood', says), 60_000);

  // No activated ability (or only the opponent's, or a question of what happens): answered as before.
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['My 3/3 blocks his 2/2. Can my 3/3 survive?', 'Yes. Your 3/3 creature survives', 'yes'],
    ['Can I kill his 2/2 with Shock?', 'Yes. You can cast Shock', 'yes'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
  // (Prodigal Sorcerer, a 1/1, could block the attacking 1/1 and kill it; no block told: asked back, 509.1a, untold-blocks.ts.)
  it.each([['I control Prodigal Sorcerer. His 1/1 attacks. Does it die?', '509.1a']])('%s → asked back naming %s', (q, says) => refusedAs(() => deps)(q, 'needs_detail', says), 60_000);
});

describe('GIVEN "Is it correct that X?" WHEN asked THEN X is the question; a negated owner is named', () => {
  const ROWS: [string, string, 'yes' | 'no' | null][] = [
    ['My 2/2 blocks a 3/3. Is it correct that the 3/3 survives?', "Yes. The opponent's 3/3 creature survives", 'yes'],
    ['My 4/4 blocks a 3/3. Is it correct that the 3/3 dies?', "Yes. The opponent's 3/3 creature dies", 'yes'],
    ['My 2/2 blocks a 3/3. Is it correct that my 2/2 dies?', 'Yes. Your 2/2 creature dies', 'yes'],
    ['My 2/2 blocks a 3/3. Is it true that both die?', 'No, not both. Your 2/2 creature dies', 'no'],
    ['My 2/2 blocks a 3/3. Is it right that my 2/2 survives?', 'No. Your 2/2 creature dies', 'no'],
  ];
  it.each(ROWS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
  it.each([["My 5/5 blocks a 1/1. Does nobody's creature die?", 'not_understood']])('%s → refused %s', (q, code) => refusedAs(() => deps)(q, code), 60_000);
});

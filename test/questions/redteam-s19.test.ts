/**
 * Session 19's red team (issue 11: never a confident wrong), with our own variations in English and Japanese:
 * - a verb that cancels the act after it ("decline to", "decide not to", "fail to", "choose not to", "refuse to") was
 *   dropped and the act told as done; one that leaves it open ("almost", "nearly", "tried to", "hesitate to") too;
 * - "neither player" / "nobody" / "no one" as the subject of a cast was read as the asker casting;
 * - another quantity answered than the one asked: "How many creatures does my opponent lose?" with a life total, "How much
 *   damage is dealt in total?" / 「合計で何点」 with the defending player's damage;
 * - "…, and after that I cast X" lost its "I" to a role of the clause before (the opponent cast the second copy); an
 *   instant or sorcery named again in a later cast (「…に《ショック》を唱えて、それから《丘巨人》に《ショック》を」) was the
 *   same card, "can't be cast from the graveyard";
 * - "one of my opponent's two attacking 3/3s": the count was dropped and the other attacker with it;
 * - "My 4/4 is blocked by a 2/2. It has first strike and deathtouch": "it" bound to the 4/4, though either creature of the
 *   block may be meant and which one decides the combat;
 * - "Is my 2/2 not dead?" answered "Yes. Your 2/2 creature dies." — a "Yes." that reads as "yes, it is not dead";
 * - English in a Japanese trace (「Creatures you control get +1/+1. (Glorious Anthem (c1))」: an engine id and the English
 *   name of one of two cards of a name), "my a 2/2" in an ask-back, a spell with no targets restated as "targeting",
 *   and a summary leaving Rancor "put into the graveyard" though its trigger returned it to the hand.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, langOf, refusedAs } from '../support/ask-rows.ts';

const CARDS: Record<string, string> = {
  'Lightning Bolt': '稲妻',
  Shock: 'ショック',
  'Giant Growth': '巨大化',
  Pyroclasm: '紅蓮地獄',
  'Grizzly Bears': '灰色熊',
  'Hill Giant': '丘巨人',
  'Glorious Anthem': '栄光の頌歌',
  Rancor: '怨恨',
  'Vault Skirge': '大霊堂のスカージ',
};

describe('GIVEN real cards WHEN the red team of session 19 asks', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  }, 120_000);

  /**
   * "decline to", "decide not to", "fail to", "choose not to", "refuse to" negate the act after them: a creature said not
   * to attack or block with is there and does nothing (508.1, 509.1); an attacker nobody blocks is unblocked (509.1h,
   * 510.1a). Never the act done.
   */
  const NOT_DONE: [string, string, 'yes' | 'no' | null][] = [
    ['My opponent attacks with a 3/3 and I decline to block with my 2/2. How much damage do I take?', 'You take 3 damage', null],
    ['My opponent attacks with a 3/3. I decide not to block with my 2/2. How much damage do I take?', 'You take 3 damage', null],
    ['My opponent attacks with a 3/3 and I fail to block with my 2/2. Does my 2/2 die?', 'No. Your 2/2 creature survives', 'no'],
    ['My opponent declines to attack with his 3/3. I have a 2/2. Does my 2/2 die?', 'No. Your 2/2 creature survives', 'no'],
    ['My opponent attacks with two 3/3s. I choose not to block with my 1/1. How much damage do I take?', 'You take 6 damage', null],
    ['I attack with my 2/2 and decline to attack with my 3/3. How much damage does my opponent take?', 'The opponent takes 2 damage', null],
    ['A 3/3 attacks me. I decided not to block. How much damage do I take?', 'You take 3 damage', null],
    ['Their 3/3 attacks me. I refuse to block. How much damage do I take?', 'You take 3 damage', null],
    ["My opponent attacks with a 3/3 and I don't block with my 2/2. Does my 2/2 die?", 'No. Your 2/2 creature survives', 'no'],
    ["A 3/3 attacks me. I don't block with my 2/2 but I block with my 4/4. What dies?", "Died: the opponent's 3/3 creature", null],
  ];
  it.each(NOT_DONE)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /**
   * "almost", "nearly", "tried to", "attempted to", "hesitate to" (and Japanese 〜そうになった, 〜ようとしたがやめた,
   * しないことにした): whether the act was done is not said as done — named back, never answered as if it were.
   * A creature said blocking and then said not to is words against each other: named.
   */
  const LEFT_OPEN: [string, string, string][] = [
    ['I nearly cast Lightning Bolt on a Grizzly Bears. Does it die?', 'not_understood', 'nearly'],
    ['I almost blocked a 3/3 with my 2/2. Does my 2/2 die?', 'not_understood', 'almost'],
    ["I tried to cast Lightning Bolt on my opponent's Grizzly Bears. Does it die?", 'not_understood', 'tried to'],
    ['My opponent attacks with a 3/3, and I hesitate to block with my 2/2. How much damage do I take?', 'not_understood', 'hesitate to'],
    ['My opponent nearly blocked my 3/3 with his 2/2. How much damage does he take?', 'not_understood', 'nearly'],
    ['I attempted to Shock their 2/2. Does it die?', 'not_understood', 'attempted to'],
    ["My 2/2 blocks their 3/3. I don't block with my 2/2. What dies?", 'not_understood', "I don't block with my 2/2"],
    ['相手の3/3が攻撃してきた。私は2/2でブロックしないことにした。何点ダメージを受ける？', 'not_understood', 'ブロックしないことにした'],
    ['相手の3/3が攻撃してきた。私は2/2でブロックしようとしたがやめた。何点ダメージを受ける？', 'not_understood', 'ブロックしようとしたがやめた'],
    ['私の2/2が3/3をブロックした。《巨大化》を唱えそうになった。2/2は死ぬ？', 'not_understood', '唱えそうになった'],
  ];
  it.each(LEFT_OPEN)('%s → refused %s naming %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);

  /**
   * "Neither player casts any spells", "nobody casts Giant Growth", "no one activates anything": no act — the story holds
   * only told events. Any other act said of nobody ("no one attacks") is named, never read as the asker's.
   * (704.5g: the 2/2 with 3 damage dies; 510.1: each deals damage equal to its power.)
   */
  const NOBODY: [string, string, 'yes' | 'no' | null][] = [
    ['My 2/2 blocks a 3/3. Neither player casts any spells. What dies?', 'Died: your 2/2 creature', null],
    ['My 2/2 blocks a 3/3. Nobody casts Giant Growth. What dies?', 'Died: your 2/2 creature', null],
    ['My 2/2 blocks a 3/3. No one casts anything. Does my 2/2 die?', 'Yes. Your 2/2 creature dies', 'yes'],
    ['My 2/2 blocks a 3/3. If nobody casts a spell, what dies?', 'Died: your 2/2 creature', null],
    ['My 3/3 blocks a 2/2. Neither player casts a spell. Does the 2/2 die?', "Yes. The opponent's 2/2 creature dies", 'yes'],
  ];
  it.each(NOBODY)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  const NOBODY_NAMED: [string, string, string][] = [
    ['My 2/2 blocks a 3/3. No one attacks. What dies?', 'not_understood', 'No one attacks'],
    ['My 2/2 blocks a 3/3. I cast Giant Growth on my 2/2. Nobody casts anything else. What dies?', 'not_understood', 'Nobody casts anything else'],
  ];
  it.each(NOBODY_NAMED)('%s → refused %s naming %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);

  /**
   * A quantity no ask counts — all the damage dealt in total (510.2: combat damage to players and creatures alike), how many
   * creatures a player loses — is named as such, never answered with another quantity. The quantities counted stay answered.
   */
  const QUANTITY_NAMED: [string, string, string][] = [
    ['My 2/2 blocks a 3/3. How many creatures does my opponent lose?', 'not_understood', 'how many creatures a player loses'],
    ['One of my two 2/2s blocks a 3/3. How many creatures do I lose?', 'not_understood', 'how many creatures a player loses'],
    ['I cast Pyroclasm. I have a 2/2 and he has a 1/1. How many creatures does he lose?', 'not_understood', 'how many creatures a player loses'],
    ['My Grizzly Bears blocks a Hill Giant. How many creatures die? How much damage is dealt in total?', 'not_understood', 'all the damage dealt'],
    ['My 2/2 blocks a 3/3. What is the total damage dealt?', 'not_understood', 'all the damage dealt'],
    ['My 2/2 blocks a 3/3. How much total damage is dealt?', 'not_understood', 'all the damage dealt'],
    ["My 3/3 attacks and isn't blocked. How much damage is dealt in total?", 'not_understood', 'all the damage dealt'],
    ['私の2/2が3/3をブロックしました。合計で何点のダメージが与えられましたか？', 'not_understood', 'ダメージの合計'],
  ];
  it.each(QUANTITY_NAMED)('%s → refused %s saying %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);

  const QUANTITY_KEPT: [string, string, 'yes' | 'no' | null][] = [
    ["My 3/3 attacks and isn't blocked. How much damage does my opponent take in total?", 'The opponent takes 3 damage', null],
    ['相手の3/3が攻撃してきた。ブロックしなかった。合計で何点のダメージを受けた？', 'あなたは3点のダメージを受けます', null],
    ["Their 3/3 attacks and I don't block. How much life do I lose?", 'You lose 3 life (20 → 17)', null],
    ['My 2/2 blocks a 3/3. How many creatures die?', 'Died: your 2/2 creature', null],
  ];
  it.each(QUANTITY_KEPT)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /**
   * "…, and after that I cast X": a clause of its own with its own subject, after the first spell resolved (608.2). An
   * instant or sorcery named in a later cast is another card of that name (601.2a: cast from a hand; 608.2n: the first
   * went to the graveyard). Giant Growth +3/+3 (the 3/3 a 6/6, the 2/2 a 5/5: 6 damage kills it, 5 doesn't kill the 6/6).
   */
  const SECOND_CAST: [string, string, 'yes' | 'no' | null][] = [
    ['My 2/2 blocks a 3/3. My opponent casts Giant Growth on the 3/3, and after that I cast Giant Growth on my 2/2. What dies?', 'Died: your 2/2 creature. Damage marked: the opponent\'s 3/3 creature 5', null],
    ['My opponent casts Lightning Bolt on my Grizzly Bears, and after that I cast Lightning Bolt on their Hill Giant. What dies?', 'Died: Grizzly Bears, Hill Giant', null],
    ["My opponent casts Shock on my Grizzly Bears and after this I cast Shock on his Hill Giant. Does the Hill Giant die?", 'No. The opponent\'s Hill Giant survives', 'no'],
    ["I cast Shock on my opponent's Grizzly Bears. Then I cast Shock on his Hill Giant. What dies?", 'Died: Grizzly Bears. Damage marked: Hill Giant 2', null],
    ["I cast Lightning Bolt on my opponent's Hill Giant. After that I cast Lightning Bolt on my opponent. What is his life total?", "The opponent's life total is 17", null],
    ['《灰色熊》に《ショック》を唱えて、それから《丘巨人》にも《ショック》を唱えました。何が死にますか？', '死亡：対戦相手の《灰色熊》。負っているダメージ：対戦相手の《丘巨人》（2点）', null],
    ['相手の《灰色熊》に《ショック》を唱えて、それから相手の《丘巨人》に《ショック》を唱えた。《丘巨人》は死ぬ？', 'いいえ', 'no'],
    ['相手の《丘巨人》に《稲妻》を撃った。その後、相手に《稲妻》を撃った。相手のライフは？', '対戦相手のライフは17', null],
  ];
  it.each(SECOND_CAST)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /**
   * "one of my two 2/2s", "one of their two attacking 3/3s": the group is told with the one picked from it (alike, so which
   * one is the same story). The other attacker is unblocked and deals its damage to the player (509.1h, 510.1a).
   */
  const ONE_OF: [string, string, 'yes' | 'no' | null][] = [
    ["My Grizzly Bears blocks one of my opponent's two attacking 3/3s. How much damage do I take?", 'You take 3 damage', null],
    ['One of my two 2/2s blocks a 3/3. What dies?', 'Died: your second 2/2 creature', null],
    ["One of my opponent's two 3/3s attacks me. How much damage do I take?", 'You take 3 damage', null],
    ['My opponent attacks with two 3/3s. My Grizzly Bears blocks one of his two 3/3s. How much damage do I take?', 'You take 3 damage', null],
    ["My 2/2 blocks one of my opponent's two attacking 3/3s. Does my 2/2 die?", 'Yes. Your 2/2 creature dies', 'yes'],
  ];
  it.each(ONE_OF)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /**
   * "It has …" / "It's a …" right after a clause naming the two creatures of a block: either may be meant, and first strike,
   * deathtouch or a size on one or the other decides what dies (702.7b, 702.2b, 510.1) — asked back naming both. Said
   * of one creature alone, or with the ability inside its phrase, it stays answered.
   */
  const IT_EITHER: [string, string, string][] = [
    ['My 4/4 is blocked by a 2/2. It has first strike and deathtouch. Does my 4/4 die?', 'ambiguous', "'My 4/4' or 'a 2/2'"],
    ['My 4/4 attacks and is blocked by a 2/2. It has deathtouch. Does my 4/4 die?', 'ambiguous', "'My 4/4' or 'a 2/2'"],
    ['My 3/3 attacks. It is blocked by a 2/2. It has first strike. What dies?', 'ambiguous', 'a 2/2'],
    ["My 5/5 is blocked by their 1/1. It's a 6/6. What dies?", 'ambiguous', 'their 1/1'],
  ];
  it.each(IT_EITHER)('%s → refused %s naming %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);

  const IT_ONE: [string, string, 'yes' | 'no' | null][] = [
    ['My 4/4 is blocked by a 2/2 with deathtouch. Does my 4/4 die?', 'Yes. Your 4/4 creature dies', 'yes'],
    ['My 4/4 attacks. It has trample. Their 2/2 blocks it. How much damage does my opponent take?', 'The opponent takes 2 damage', null],
    ['I have a 2/2. It has flying. What is it?', 'Your 2/2 flying creature is 2/2', null],
  ];
  it.each(IT_ONE)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /**
   * An English negative question asked auxiliary first ("Is my 2/2 not dead?", "Doesn't the 3/3 survive?", "Won't I take
   * 4?"): its verdict is of the fact, as the convention of negative-questions.test.ts has it, and the answer leads with
   * the fact itself — no "Yes." or "No." before it. (704.5g: 3 damage on a 2/2 kills it; 510.1a: 4 unblocked damage.)
   */
  const NEGATIVE_LEADS_WITH_FACT: [string, RegExp, 'yes' | 'no'][] = [
    ["My 2/2 blocks a 3/3. Isn't my 2/2 dead?", /^Your 2\/2 creature dies/, 'yes'],
    ["My 2/2 blocks a 3/3. Doesn't the 3/3 survive?", /^The opponent's 3\/3 creature survives/, 'yes'],
    ["My 3/3 blocks a 2/2. Doesn't my 3/3 die?", /^Your 3\/3 creature survives/, 'no'],
    ["Their 4/4 attacks and I don't block. Won't I take 4?", /^You take 4 damage/, 'yes'],
    ["I cast Lightning Bolt on their Grizzly Bears. Isn't it dead?", /^The opponent's Grizzly Bears dies/, 'yes'],
  ];
  it.each(NEGATIVE_LEADS_WITH_FACT)('%s → leads with %s', async (q, lead, verdict) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toMatch(lead);
    expect(r.value.verdict).toBe(verdict);
  }, 60_000);
  // "Is my 2/2 not dead?": a "not" of its own after the subject is read either way ("isn't it dead?" or "is it so that
  // it isn't dead?"), so it is asked to be said again (misreadings-s44); the contracted "Isn't my 2/2 dead?" is above.
  it('"Is my 2/2 not dead?" is asked again, never answered either way', () => refusedAs(() => deps)('My 2/2 blocks a 3/3. Is my 2/2 not dead?', 'not_understood', 'not'), 60_000);
  // The positive question keeps its yes/no word.
  it('a positive question keeps "Yes."', () => answeredRight(() => deps)('My 2/2 blocks a 3/3. Does my 2/2 die?', 'Yes. Your 2/2 creature dies', 'yes'), 60_000);

  /**
   * One of two cards of a name is named by the reply's label for it (「あなたの1枚目の《栄光の頌歌》」, "your first Glorious
   * Anthem"), never the engine's id with the English name. (613.4c: each Anthem gives +1/+1 in layer 7c.)
   */
  const TRACE_LABELS: [string, string, RegExp][] = [
    ['《栄光の頌歌》が2枚あります。私の《灰色熊》は何/何ですか？', 'あなたの1枚目の《栄光の頌歌》', /\(c\d+\)|Glorious Anthem/],
    ['I control two Glorious Anthems. What is my Grizzly Bears?', 'your first Glorious Anthem', /\(c\d+\)/],
  ];
  it.each(TRACE_LABELS)('%s → the steps say %s, never %s', async (q, says, never) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    const steps = r.value.steps.map((s) => s.text).join('\n');
    expect(steps).toContain(says);
    expect(steps).not.toMatch(never);
  }, 60_000);

  /** An ask-back names "my 2/2" / "the opponent's 2/2", never "my a 2/2". */
  it('the ask-back of whose creature drops the article', () => refusedAs(() => deps)('Vault Skirge blocks a 2/2. How much life do I gain?', 'ambiguous', "'my 2/2' or 'the opponent's 2/2'"), 60_000);

  /**
   * A spell with no targets (Pyroclasm deals 2 to each creature, 115.1) is restated as cast, never "targeting" — and
   * (s35) says it has no target, so the aim told is not silently dropped.
   */
  const NO_TARGETS: [string, string, string][] = [
    ['相手の《灰色熊》2体に《紅蓮地獄》を唱えたら、何体死にますか？', 'あなたが《紅蓮地獄》を唱える（対象を取らない呪文です', '対象に'],
    ['I cast Pyroclasm on their 2/2. Does it die?', 'you cast Pyroclasm (it has no target, 115.1a', 'targeting'],
  ];
  it.each(NO_TARGETS)('%s → restated %s, never %s', async (q, says, never) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood).toContain(says);
    expect(r.value.understood).not.toContain(never);
  }, 60_000);

  /** Rancor put into the graveyard returns to its owner's hand (its own trigger, 603.6c): the summary says where it ended. */
  const FINAL_ZONE: [string, string, 'yes' | 'no' | null][] = [
    ['My Grizzly Bears has Rancor and attacks. They block with a 2/2. How much damage does the opponent take?', 'Rancor (then put into the hand)', null],
    ['My Rancor is on my 2/2. My opponent casts Lightning Bolt on the 2/2. What happens?', 'Put into the graveyard from the battlefield: Rancor (then put into the hand)', null],
  ];
  it.each(FINAL_ZONE)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
});

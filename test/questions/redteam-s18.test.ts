/**
 * Session 18's red team (issue 11: never a confident wrong), with our own variations in English and Japanese:
 * - a time phrase said with "on" ("On his turn I cast Lightning Bolt on him", "I cast Fog on my opponent's turn
 *   before combat") was read as the spell's target and the cast vanished from the story, answered without it;
 * - a step said with nobody's turn ("During combat I cast Fog. Their 5/5 attacks me") was put on the asker's
 *   turn, so the attack told after it "couldn't happen" (508.1: the attacker is the active player);
 * - "only" / "just" / だけ in a yes/no question ("Does only my creature die?") was dropped: answered "Yes" when
 *   every creature died; "Does it die first?" was answered as "does it die?";
 * - "X after Y" said main clause first ("I Shock their 2/2 after it blocks my 3/3") was run in the words' order;
 * - a card named again with "too" / "as well" was the same card, already in the graveyard ("can't happen");
 * - "it" was bound to what can't do the verb: the spell ("Then it attacks"), a blocker ("my 2/2 blocks it too").
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

const CARDS: Record<string, string> = {
  'Lightning Bolt': '稲妻',
  Fog: '濃霧',
  'Giant Growth': '巨大化',
  'Swords to Plowshares': '剣を鍬に',
  Shock: 'ショック',
  Pyroclasm: '紅蓮地獄',
  'Wrath of God': '神の怒り',
  'Serra Angel': 'セラの天使',
  'Grizzly Bears': '灰色熊',
  'Turn to Frog': 'カエル化',
};

describe('GIVEN real cards WHEN the red team of session 18 asks', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  }, 120_000);

  /**
   * "on his turn", "on the opponent's turn", "at the beginning of combat on his turn": the point of the turn the
   * clause happens at (500.1), never a target — the cast stays in the story. Fog prevents all combat damage this
   * turn (615.1); Giant Growth is +3/+3 until end of turn (514.2).
   */
  const ON_TURN: [string, string, 'yes' | 'no' | null][] = [
    ['On his turn I cast Lightning Bolt on him. He was at 20. What is his life?', "The opponent's life total is 17", null],
    ['I cast Lightning Bolt on her on her turn. What is her life?', "The opponent's life total is 17", null],
    ["On the opponent's turn I cast Fog. Their 5/5 attacks me. How much damage do I take?", 'You take 0 damage', null],
    ['At the beginning of combat on his turn I cast Fog. His 5/5 attacks. How much damage do I take?', 'You take 0 damage', null],
    ["On my opponent's turn I cast Fog before combat. His 5/5 attacks me. How much damage do I take?", 'You take 0 damage', null],
    ["I cast Giant Growth on my 2/2 on my opponent's turn before combat. Then my 2/2 blocks their 3/3. What dies?", "Died: the opponent's 3/3 creature", null],
    ['On his turn I cast Giant Growth on my 2/2. What is it?', 'Your 2/2 creature is 5/5', null],
    ['On his turn I cast Swords to Plowshares on his 4/4. How much life does he gain?', 'The opponent gains 4 life', null],
    ["On my opponent's turn, I cast Shock on his Grizzly Bears. Does it die?", "Yes. The opponent's Grizzly Bears dies", 'yes'],
    ['On my turn I cast Lightning Bolt on their 4/4. Does it die?', "No. The opponent's 4/4 creature survives", 'no'],
    // Japanese says the turn with に, never a target (already right; kept as the other language's rows).
    ['相手のターンに《稲妻》を相手に撃った。相手のライフは？', '対戦相手のライフは17です', null],
    ['相手のターンに《濃霧》を唱えた。相手の5/5が攻撃してきた。私は何点ダメージを受ける？', 'あなたは0点のダメージを受けます', null],
  ];
  it.each(ON_TURN)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** A step said with nobody's turn is a step of the turn the story's own events tell: the attacker's (508.1). */
  const STEP_UNOWNED: [string, string, 'yes' | 'no' | null][] = [
    ['Before blockers, I cast Fog. His 5/5 attacks me. How much damage do I take?', 'You take 0 damage', null],
    ["During combat I cast Fog. My opponent's 5/5 attacks me. How much damage do I take?", 'You take 0 damage', null],
    ['I cast Fog during the declare blockers step. My 2/2 blocks their 3/3. Does my 2/2 die?', 'No. Your 2/2 creature survives', 'no'],
    ['During combat I cast Giant Growth on my 2/2. Their 3/3 attacks and my 2/2 blocks it. Does my 2/2 survive?', 'Yes. Your 2/2 creature survives', 'yes'],
    // My own attack: my turn, as before.
    ['During combat I cast Giant Growth on my 2/2. My 2/2 attacks and their 3/3 blocks it. Does their 3/3 die?', "Yes. The opponent's 3/3 creature dies", 'yes'],
    ['戦闘中に《濃霧》を唱えた。相手の5/5が攻撃してきた。私は何点ダメージを受ける？', 'あなたは0点のダメージを受けます', null],
  ];
  it.each(STEP_UNOWNED)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** "only", "just", だけ, のみ: yes when it dies and no other creature of the question does (survives: no other survives). */
  const ONLY: [string, string, 'yes' | 'no' | null][] = [
    ['I cast Pyroclasm. I have a 2/2 and he has a 1/1. Does only his creature die?', 'your 2/2 creature dies as well', 'no'],
    ['I cast Pyroclasm. I have a 3/3 and he has a 1/1. Does only his creature die?', "Yes. The opponent's 1/1 creature dies", 'yes'],
    ['I cast Wrath of God. I have a 2/2 and my opponent has a 3/3. Does only my 2/2 die?', "the opponent's 3/3 creature dies as well", 'no'],
    ["My 3/3 blocks a 3/3. Does just the opponent's creature die?", 'your 3/3 creature dies as well', 'no'],
    ['My 3/3 blocks a 3/3. Does only my creature die?', "the opponent's 3/3 creature dies as well", 'no'],
    ['My 3/3 blocks a 2/2. Does only the attacker die?', "Yes. The opponent's 2/2 creature dies", 'yes'],
    ['My 2/2 blocks a 3/3. Does only my 2/2 die?', 'Yes. Your 2/2 creature dies', 'yes'],
    ['My 3/3 blocks a 2/2. Does only my 3/3 survive?', 'Yes. Your 3/3 creature survives', 'yes'],
    ['My 2/2 blocks a 1/1. Does only my 2/2 survive?', 'Yes. Your 2/2 creature survives', 'yes'],
    ["I cast Shock on their 1/1. My 3/3 blocks their 2/2. Does only my 3/3 survive?", "Yes. Your 3/3 creature survives", 'yes'],
    // Two blockers: the attacker's damage divided so that only the 2/2 dies (510.1c).
    ['My 4/4 is blocked by a 2/2 and a 1/1. Does only the 2/2 die?', 'as 4 to', 'yes'],
    // "just" after the subject says "simply": no exclusivity read.
    ['My 2/2 blocks a 3/3. Does my 2/2 just die?', 'Yes. Your 2/2 creature dies', 'yes'],
    ['《紅蓮地獄》を唱えた。私の2/2と相手の1/1がいる。相手のクリーチャーだけが死ぬ？', 'あなたの2/2クリーチャーも死亡します', 'no'],
    ['私の3/3が3/3をブロックした。私のクリーチャーだけが死ぬ？', '対戦相手の3/3クリーチャーも死亡します', 'no'],
    ['私の3/3が2/2をブロックした。相手の2/2だけが死ぬ？', 'はい。対戦相手の2/2クリーチャーは死亡します', 'yes'],
    ['《神の怒り》を唱えた。私の2/2と相手の3/3がいる。相手の3/3のみが死ぬ？', 'あなたの2/2クリーチャーも死亡します', 'no'],
  ];
  it.each(ONLY)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
  /**
   * "after", "once", "when" said after the main clause: that clause's events happen first; "before" said first: last.
   * A blocker removed after blocks leaves the trampler blocked, all its damage to the player (702.19e, 509.1h).
   */
  const SUBORDINATE_ORDER: [string, string, 'yes' | 'no' | null][] = [
    ['I Shock their 2/2 after it blocks my 3/3 trample. How much damage does the opponent take?', 'The opponent takes 3 damage', null],
    ['I cast Shock on their 2/2 once it blocks my 3/3 with trample. How much damage does the opponent take?', 'The opponent takes 3 damage', null],
    ['I cast Lightning Bolt on their 2/2 when it blocks my 4/4 with trample. How much damage does the opponent take?', 'The opponent takes 4 damage', null],
    ['I Lightning Bolt their 4/4 after it blocks my 2/2. What dies?', "Died: the opponent's 4/4 creature, your 2/2 creature", null],
    // A spell cast after another one: the first has resolved (608.1), as "then" says.
    ['My opponent casts Shock on my 2/2 after I cast Giant Growth on it. Does my 2/2 survive?', 'Yes. Your 2/2 creature survives', 'yes'],
    // In the words' order already: unchanged.
    ['After their 2/2 blocks my 3/3 with trample, I cast Shock on their 2/2. How much damage does the opponent take?', 'The opponent takes 3 damage', null],
    ['相手の2/2が私のトランプルを持つ3/3をブロックした後に、2/2に《ショック》を撃った。相手は何点ダメージを受ける？', '対戦相手は3点のダメージを受けます', null],
  ];
  it.each(SUBORDINATE_ORDER)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
  // The past perfect says which was cast first, not whether it had resolved: the two orders answer differently, so asked back (en18).
  it('She cast Lightning Bolt on my 2/2 after I had cast Giant Growth on it → asked back which resolved first', () =>
    refusedAs(() => deps)('She cast Lightning Bolt on my 2/2 after I had cast Giant Growth on it. Does it die?', 'needs_detail', 'had resolved'), 60_000);

  /** A card named again with "too" / "as well" / "also" is a second card of that name (601.2a), as "again" and "another" are. */
  const SECOND_COPY: [string, string, 'yes' | 'no' | null][] = [
    ['I cast Lightning Bolt on their 4/4. Then I cast Lightning Bolt on it too. Does it die?', "Yes. The opponent's 4/4 creature dies", 'yes'],
    ['I cast Shock on their 3/3. Then I cast Shock on it as well. Does it die?', "Yes. The opponent's 3/3 creature dies", 'yes'],
    ['I cast Shock on their 5/5. I also cast Shock on it. Does it survive?', "Yes. The opponent's 5/5 creature survives", 'yes'],
    ['My 2/2 blocks a 3/3 and gets Giant Growth, then the 3/3 gets Giant Growth too. What dies?', 'Died: your 2/2 creature', null],
    ['My 2/2 blocks a 3/3 and gets Giant Growth, then the 3/3 gets Giant Growth as well. What dies?', 'Died: your 2/2 creature', null],
    ['《稲妻》を相手の4/4に撃ち、もう1枚の《稲妻》も同じ4/4に撃った。死ぬ？', 'はい。対戦相手の4/4クリーチャーは死亡します', 'yes'],
  ];
  it.each(SECOND_COPY)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** (Class 8, fixed with the turn phrase) "it" after a spell cast at a creature is the creature that can attack. */
  const IT_ATTACKS: [string, string, 'yes' | 'no' | null][] = [
    ['On his turn, I cast Turn to Frog on his Serra Angel. Then it attacks. Can my 2/2 block it?', "Yes. Your 2/2 creature can block the opponent's Serra Angel", 'yes'],
    ['On his turn, my opponent casts Giant Growth on his 3/3 and it attacks; my 4/4 blocks. What dies?', 'Died: your 4/4 creature', null],
    // "… blocks it too": a creature already blocking can't be blocked (509.1a) — "it" is the attacker the clause before blocked.
    ['My first 2/2 blocks their 3/3 and my second 2/2 blocks it too. What dies?', "Died: your first 2/2 creature, the opponent's 3/3 creature", null],
    ['My 2/2 blocks their 4/4 and my 3/3 blocks it as well. Does the 4/4 die?', "Yes. The opponent's 4/4 creature dies", 'yes'],
  ];
  it.each(IT_ATTACKS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
  it.each([
    // Which dies before which is no outcome the run gives (creatures die together, 704.3): named.
    ['My 2/2 blocks a 3/3. Does my 2/2 die first?', 'not_understood', 'first'],
    ['My 3/3 blocks a 3/3. Does the attacker die first?', 'not_understood', 'first'],
  ] as [string, string, string][])('%s → refused %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});

/**
 * Session 18's red team (issue 11: never a confident wrong), with our own variations in English and Japanese:
 * - a time phrase said with "on" ("On his turn I cast Lightning Bolt on him", "I cast Fog on my opponent's turn
 *   before combat") was read as the spell's target and the cast vanished from the story, answered without it;
 * - a step said with nobody's turn ("During combat I cast Fog. Their 5/5 attacks me") was put on the asker's
 *   turn, so the attack told after it "couldn't happen" (508.1: the attacker is the active player);
 * - "only" / "just" / だけ in a yes/no question ("Does only my creature die?") was dropped: answered "Yes" when
 *   every creature died; "Does it die first?" was answered as "does it die?".
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
  it.each([
    // Which dies before which is no outcome the run gives (creatures die together, 704.3): named.
    ['My 2/2 blocks a 3/3. Does my 2/2 die first?', 'not_understood', 'first'],
    ['My 3/3 blocks a 3/3. Does the attacker die first?', 'not_understood', 'first'],
  ] as [string, string, string][])('%s → refused %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});

/**
 * Session 13's red team (issue 11), the reading and stack classes; rows are our own variations, both
 * languages, both outcomes.
 * - A player brought to 0 life while spells wait on the stack loses before anyone gets priority again
 *   (117.5, 704.5a, 104.3b), and in a two-player game the game is then over (104.2a): what is left on
 *   the stack never resolves. It was resolved anyway, and a lost game was called a draw.
 * - "they" said of the opponent, then "Do they die?": that player losing the game, not the asker's lone
 *   creature; with creatures named together too, asked back.
 * - Japanese: the opponent as the subject of a combat step carried into the next clause that casts a spell
 *   and names no player is asked back (who cast it decides targets and costs, 601.2c).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

const JA: Record<string, string> = {
  'Lightning Bolt': '稲妻',
  Shock: 'ショック',
  'Grizzly Bears': '灰色熊',
  'Infernal Grasp': '冥府の掌握',
  'Blossoming Defense': '顕在的防御',
  'Giant Growth': '巨大化',
  Murder: '殺害',
  // (English names only: no Japanese row uses them.)
  'Platinum Angel': 'Platinum Angel',
  Earthquake: 'Earthquake',
  Unsummon: 'Unsummon',
  'Llanowar Elves': 'Llanowar Elves',
  'Serra Angel': 'Serra Angel',
};

describe('GIVEN real cards WHEN red team s13 reading and stack rows are asked', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(JA);
  }, 120_000);

  /** [question, what the answer says, verdict]. */
  const GAME_ENDS: [string, string, 'yes' | 'no' | null][] = [
    // The response resolves first (405.5); the asker at 0 loses at once (704.5a), the game ends (104.2a).
    ['Both players are at 3. I cast Lightning Bolt at my opponent, they respond with Lightning Bolt at me. Do I lose?', 'You lose the game', 'yes'],
    ['Both players are at 3. I cast Lightning Bolt at my opponent, they respond with Lightning Bolt at me. Does my opponent lose?', "doesn't lose", 'no'],
    ["I'm at 2 and my opponent is at 5. I Lightning Bolt them and in response they Shock me. Does my Lightning Bolt resolve?", "doesn't resolve", 'no'],
    ['私のライフは3、相手のライフも3。私が相手に《稲妻》を撃つと、相手は対応して私に《稲妻》。相手は負ける？', '敗北しません', 'no'],
    ['お互いライフ2。私が相手に《ショック》を撃ち、相手は対応して私に《ショック》を撃った。私は負ける？', 'あなたはゲームに敗北します', 'yes'],
    // Nothing waits behind the spell that ends it: both lose together only when both reach 0 at once (104.4a).
    ['My opponent is at 3 and I am at 20. I cast Lightning Bolt at my opponent. Do they lose?', 'loses the game', 'yes'],
  ];
  it.each(GAME_ENDS)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  const THEY_PLAYER: [string, string, 'yes' | 'no' | null][] = [
    // "they" meant the opponent before ("they don't block") or the opponent's life was told: a player "dies" by losing (704.5a).
    ["My opponent is at 3. I attack with a 3/3 and they don't block. Do they die?", 'The opponent loses the game', 'yes'],
    ["The opponent is at 2 life. My 2/2 attacks and they don't block. Do they die?", 'The opponent loses the game', 'yes'],
    ["My opponent is at 5. I attack with a 2/2 and they don't block. Do they die?", "doesn't lose", 'no'],
    // "Does it kill them?": what kills is not whom; the opponent at 2 loses (510.2, 704.5a).
    ["My opponent is at 2. My Grizzly Bears attacks and isn't blocked. Does that kill them?", 'The opponent loses the game', 'yes'],
    ['My opponent is at 4. My 3/3 attacks and isn\'t blocked. Does it kill them?', "doesn't lose", 'no'],
    // "While it is still on the stack", "it" the spell that waits: a response (117.3c).
    ['My opponent casts Lightning Bolt on my Grizzly Bears. While it is still on the stack, I cast Giant Growth on the Bears. Do the Bears survive?', 'survives', 'yes'],
    // No player fits: "they" is still the group of creatures.
    ['Two 2/2s block my 5/5 trample. Do they die?', 'if you divide it so', 'yes'],
  ];
  it.each(THEY_PLAYER)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /** [question, refusal code, what it says]. */
  const ASKED_BACK: [string, string, string][] = [
    // Both a group and the opponent fit "they".
    ['My opponent is at 5. I attack with a 4/4 and a 2/2 and neither is blocked. Do they die?', 'ambiguous', 'the opponent'],
    // "survive" may be said of the creature or of the player: asked back.
    ['My opponent is at 2. My Grizzly Bears connects. Do they survive?', 'ambiguous', 'the opponent'],
    ['My opponent is at 3. My 3/3 attacks unblocked. Do they survive?', 'ambiguous', 'the opponent'],
    // The Bears ("they", a plural name) and the opponent who acted as "they" both fit.
    ['My opponent is at 5. They attack with Grizzly Bears and I cast Murder on them. Do they die?', 'ambiguous', 'the opponent'],
    // Who cast it after the opponent's block is not said.
    ['《灰色熊》で攻撃、相手は3/3でブロック、3/3に《冥府の掌握》。私のライフは？', 'ambiguous', '「私が」か「相手が」'],
    ['《灰色熊》で攻撃して相手は4/4でブロック、熊に《顕在的防御》を撃った。熊は生き残る？', 'ambiguous', '「私が」か「相手が」'],
    ['2/2で攻撃したら相手は3/3でブロック、3/3に《殺害》。2/2は生き残る？', 'ambiguous', '誰が'],
    // 「…にはすべて」 said before any creature of that player is told: not one made-up creature that has it.
    ['私のクリーチャーにはすべて+1/+1カウンターが乗っている。私の2/2が3/3にブロックされた。何が死ぬ？', 'not_understood', '私のクリーチャー'],
    ['相手のクリーチャーは全部+1/+1カウンターが乗っている。私の3/3が相手の2/2にブロックされた。何が死ぬ？', 'not_understood', '相手のクリーチャー'],
  ];
  it.each(ASKED_BACK)('%s → %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);

  const CARRIED: [string, string, 'yes' | 'no' | null][] = [
    // Said after them, 「すべて」 gives each told creature the counter (122.1): my 2/2 is a 3/3 and trades.
    ['私は2/2と1/1をコントロールしている。私のクリーチャーにはすべて+1/+1カウンターが乗っている。私の2/2が3/3にブロックされた。何が死ぬ？', '死亡：あなたの2/2クリーチャー、対戦相手の3/3クリーチャー', null],
    // Said again (私は) or a chain of spells by one player: read as told.
    ['《灰色熊》で攻撃、相手は3/3でブロック、私は3/3に《冥府の掌握》。私のライフは？', '18', null],
    ['相手は《稲妻》を私の《灰色熊》に撃ち、さらに《ショック》も撃った。熊は死ぬ？', '死亡します', 'yes'],
    // A conjugated chain keeps its subject by the grammar (「ブロックして、」): the opponent pumps their own blocker.
    ['相手は私の2/2を3/3でブロックして、その3/3に《巨大化》を撃った。私の2/2は死ぬ？', '死亡します', 'yes'],
    // A card whose name is a plural is "they", as before (no player's life or act told).
    ['My opponent attacks with Grizzly Bears and I cast Murder on them. Do they die?', 'dies', 'yes'],
  ];
  it.each(CARRIED)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);

  /**
   * Red team s13 leftovers (session 14). "Who wins?" / "Who loses?" name the result, with no yes or no: the player
   * at 0 life loses (704.5a) and the other wins (104.2a); both at 0 at once is a draw (104.4a); a player who
   * can't lose doesn't (104.3, 101.2). "Is it a draw?" is yes only for both at once. "Where are they?" after a
   * bounce is the zone of the plural-named card (400.1), not the opponent's life total.
   */
  const RESULT: [string, string, 'yes' | 'no' | null][] = [
    ["I'm at 3 and my opponent is at 3. My opponent casts Lightning Bolt targeting me, and I respond with Lightning Bolt targeting them. Who wins?", 'The opponent loses the game, so you win', null],
    ["I'm at 3 and my opponent is at 3. My opponent casts Lightning Bolt targeting me, and I respond with Lightning Bolt targeting them. Who loses?", 'The opponent loses the game, so you win', null],
    ['Both players are at 3. I Shock my opponent and they respond with Lightning Bolt at me. Who wins?', 'You lose the game, so the opponent wins', null],
    ['Both players are at 1 life and I cast Earthquake for X=1. Who wins?', 'Nobody wins: both players lose at the same time', null],
    ['Both players are at 1 life and I cast Earthquake for X=1. Who loses?', 'Both players lose the game at the same time', null],
    ['Both players are at 1 life and I cast Earthquake for X=1. Is that a draw?', 'the game is a draw', 'yes'],
    ['We are both at 2. I cast Earthquake with X=2. Does the game end in a draw?', 'the game is a draw', 'yes'],
    ["I'm at 3 and my opponent is at 3. My opponent casts Lightning Bolt targeting me, and I respond with Lightning Bolt targeting them. Is it a draw?", 'The opponent loses the game, so you win', 'no'],
    ["I'm at 2 with Platinum Angel out. My opponent Bolts me. Who loses?", 'Neither player loses the game', null],
    ["I'm on 1 life with Platinum Angel out. My opponent Bolts me, then on the same turn Murders the Angel. Am I dead at that point?", 'You lose the game', 'yes'],
    ["I bounce my opponent's Grizzly Bears with Unsummon. Where are they?", "in its owner's hand", null],
    ['My opponent casts Unsummon on my Llanowar Elves. Where are they?', "in its owner's hand", null],
    ['My opponent Murders my Grizzly Bears. Where is it?', "in its owner's graveyard", null],
    // A player said to die or survive: losing the game or not (704.5a; Platinum Angel: can't lose, 104.3, 101.2).
    ["I'm at 3. My opponent Bolts me. Do I die?", 'You lose the game', 'yes'],
    ["I'm at 3. My opponent Bolts me. Do I survive?", 'No. You lose the game', 'no'],
    ["I'm at 4. My opponent Bolts me. Will I survive?", "Yes. You don't lose the game", 'yes'],
    ["I'm at 2 with Platinum Angel out. My opponent Bolts me. Do I survive?", "Yes. You don't lose the game", 'yes'],
    // "Is she still tapped?" after attacking: vigilance keeps Serra Angel untapped (702.20b); the Bears are tapped (508.1f).
    ['I attacked with Serra Angel. Is she still tapped?', 'stays untapped', 'no'],
    ['I attack with Grizzly Bears. Is it still tapped?', 'is tapped', 'yes'],
  ];
  it.each(RESULT)('%s → says %s', (q, says, verdict) => answeredRight(() => deps)(q, says, verdict), 60_000);
});

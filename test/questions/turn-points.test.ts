/**
 * Steps, phases and turns as players name them (500.1), read as the time of the event they qualify, in both languages:
 * the main phases by ordinal, number or place ("second main", "2nd main", "main phase two", "post-combat main",
 * 第2メイン, 2つ目のメイン, 戦闘後のメイン・フェイズ; 505.1a), "at the beginning of my upkeep" (503.1), the beginning of
 * combat (戦闘開始時に, 507), "in the first strike damage step" (510.4), "on their own main phase", "when they draw for
 * turn" (the draw step's draw, 504.1: the run walks into that step), and "there from
 * before" (前から場にいる, 前のターンから出ている; 302.6). The time reaches the run: damage marked in combat is still
 * there in the postcombat main phase and wears off in the cleanup step (514.2). A time the engine can't place (the start
 * of a turn, before the first-strike damage step) is refused by name.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { refusedAs, restatedAnswering } from '../support/ask-rows.ts';

const CARDS: Record<string, string> = {
  Shock: 'ショック',
  'Sheoldred, the Apocalypse': '黙示録、シェオルドレッド',
  'Lightning Bolt': '稲妻',
  'Grizzly Bears': '灰色熊',
  'Giant Growth': '巨大化',
  'Twisted Image': 'ねじれた映像',
  'Yawgmoth, Thran Physician': 'スランの医師、ヨーグモス',
};

describe('GIVEN a step, phase or turn said as players say it WHEN asked what happens', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  }, 120_000);

  /** [question, what the restatement says, what the answer says, a rule the trace cites]. */
  const READ: [string, string, string, string?][] = [
    // The postcombat main phase by its shortenings: combat damage is still marked there (510.2, 704.5g).
    ['My 3/3 blocked their 2/2 and took 2 damage. In their second main they cast Shock targeting my 3/3. Does it die?', "the opponent's second main phase", 'Yes. Your 3/3 creature dies', '704.5g'],
    ['My 3/3 blocked their 2/2 and took 2 damage. During their 2nd main they cast Shock targeting my 3/3. Does it die?', "the opponent's second main phase", 'Yes. Your 3/3 creature dies'],
    ['My 4/4 blocked their 3/3 and took 3 damage. In main 2 they Shock my 4/4. Does my 4/4 die?', 'the opponent casts Shock', 'Yes. Your 4/4 creature dies'],
    ['My 3/3 blocked their 2/2 and took 2 damage. In their post-combat main phase they Shock my 3/3. Does it survive?', "the opponent's second main phase", 'Your 3/3 creature dies'],
    ['My Yawgmoth, Thran Physician blocked their Grizzly Bears and took 2. In main phase two they Twisted Image my Yawgmoth. Does he die?', 'second main phase', 'dies'],
    // The beginning of a step is that step: by the next upkeep the damage wore off in the cleanup step (514.2).
    ['My 3/3 blocked their 2/2 and took 2 damage. At the beginning of my upkeep they cast Shock targeting my 3/3. Does it die?', 'your upkeep', 'No. Your 3/3 creature survives', '514.2'],
    ['My 3/3 blocked their 2/2 and took 2 damage. At the start of my upkeep they Shock my 3/3. Does it die?', 'your upkeep', 'survives'],
    // "their own": whose phase it is.
    ['My 3/3 blocked their 2/2 and took 2 damage. On their own end step they cast Shock targeting my 3/3. Does it die?', "the opponent's end step", 'Yes. Your 3/3 creature dies'],
    // The draw of the draw step (504.1), "for turn": the run walks into that step and the drawer draws — Sheoldred's trigger.
    ['I have Sheoldred, the Apocalypse. They are at 20. How much does my opponent lose when they draw for turn?', "the opponent's draw step", 'life total is 18', '121.1'],
    ['I have Sheoldred, the Apocalypse. I am at 10. I draw a card for the turn. What is my life?', 'your draw step', 'Your life total is 12'],
    ['I have Sheoldred, the Apocalypse and a 2/2. They are at 20. I attack with the 2/2. Then they draw for their turn. What is their life?', "the opponent's draw step", 'life total is 16'],
    ['《黙示録、シェオルドレッド》がいる。相手のライフは20。相手がドローステップにカードを引いたら、相手のライフは？', 'ドロー・ステップ', '18', '121.1'],
    // Japanese: the main phases by ordinal and place, 前から for "since before this turn".
    ['私の3/3が相手の2/2をブロックして2点受けた。相手は第2メインに《ショック》を3/3に撃った。3/3は死ぬ？', '第2メイン・フェイズ', 'はい', '704.5g'],
    ['私の3/3が相手の2/2をブロックして2点受けた。相手は戦闘後のメイン・フェイズに《ショック》を3/3に撃った。3/3は死ぬ？', '第2メイン・フェイズ', 'はい'],
    ['私の4/4が相手の3/3をブロックして3点受けた。その後、相手は2つ目のメインで《ショック》を4/4に撃った。4/4は死ぬ？', '第2メイン・フェイズ', 'はい'],
    ['前から場にいる《灰色熊》で攻撃できますか？', '《灰色熊》', 'はい', '508.1'],
    ['前のターンから出ている《灰色熊》で攻撃できますか？', '《灰色熊》', 'はい', '508.1'],
  ];
  it.each(READ)('%s', (q, understood, says, rule) => restatedAnswering(() => deps)(q, understood, says, rule));

  /** [question, the refusal's code, what it names]: a time the engine can't place, never read as another. */
  const REFUSED: [string, string, string][] = [
    // The start of a turn is its untap step and upkeep (502, 503), not the main phase a bare turn is read as.
    ['My 3/3 blocked their 2/2 and took 2 damage. At the start of my turn they cast Shock targeting my 3/3. Does it die?', 'not_understood', 'At the start of'],
    // A draw told in another step is no turn-based draw (504.1): not read as one.
    ['《黙示録、シェオルドレッド》がいる。相手のライフは20。相手がアップキープにカードを引いたら、相手のライフは？', 'not_understood', 'カードを引いたら'],
    // "for the turn" said of anything but the draw step's one card is no draw step.
    ['My 2/2 gets +2/+2 for the turn and blocks their 3/3. Does my 2/2 survive?', 'not_understood', 'for the turn'],
    ['I have Sheoldred, the Apocalypse. They are at 20. They draw two cards for the turn. What is their life?', 'not_understood', 'draw two cards'],
    ['I attack with a 3/3 first striker and a 2/2. They block the 2/2 with a 2/2. Before the first strike damage step I cast Giant Growth on my 2/2. Does my 2/2 survive?', 'not_understood', 'first strike damage step'],
  ];
  it.each(REFUSED)('%s', (q, code, says) => refusedAs(() => deps)(q, code, says));
});

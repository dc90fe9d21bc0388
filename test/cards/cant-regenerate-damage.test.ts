/**
 * 701.19c after a damage instruction: "A creature dealt damage this way can't be regenerated this turn." (only a
 * creature the spell dealt damage to) and, after damage to one target creature, "It can't be regenerated this turn."
 * (that creature, dealt damage or not). A regeneration shield it has then doesn't apply, whether it was made before or
 * in response; one that also exiles it "if it would die" (Carbonize) stays unmodelled.
 */
import { beforeAll, describe, it } from 'vitest';
import type { CardRecord } from '../../src/cards/types.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { compiledShapes, loadRealCards, realCardDeps } from './compile-helpers.ts';
import { answeredCiting } from '../support/ask-rows.ts';

let cards = new Map<string, CardRecord>();
let deps: QuestionDeps = {};
beforeAll(async () => {
  cards = await loadRealCards(['Incinerate', 'Engulfing Flames', 'Carbonize', 'Disintegrate']);
  deps = await realCardDeps({ Incinerate: '火葬', 'Drudge Skeletons': '蠢く骸骨', 'Lightning Bolt': '稲妻', Shock: 'ショック', 'Engulfing Flames': '包み込む炎', 'Hill Giant': '丘巨人', 'River Boa': 'リバー・ボア' });
}, 120_000);

describe('GIVEN a damage spell whose creature "can\'t be regenerated this turn" WHEN compiled THEN the damage instruction carries it (701.19c)', () => {
  compiledShapes(
    [
      ['Incinerate', { spell: { effects: [{ kind: 'damage', amount: 3, target: 'any', cantRegenerate: 'dealt' }] } }],
      ['Engulfing Flames', { spell: { effects: [{ kind: 'damage', amount: 1, target: 'creature', cantRegenerate: 'target' }] } }],
    ],
    [
      // (The exile-if-it-would-die half is another replacement, not read here.)
      ['Carbonize', "If it's a creature, it can't be regenerated this turn, and if it would die this turn, exile it instead."],
      ['Disintegrate', "If it's a creature, it can't be regenerated this turn, and if it would die this turn, exile it instead."],
    ],
    () => cards,
  );
});

/** [question, what the answer says, verdict, a rule the trace cites]. */
type Row = [string, string, 'yes' | 'no' | null, string];
const answered = answeredCiting(() => deps);

describe('GIVEN a regeneration shield WHEN the creature is dealt damage by a spell saying it can\'t be regenerated THEN it dies (701.19c)', () => {
  const ROWS: Row[] = [
    ['If I Incinerate Drudge Skeletons and they regenerate it in response, does it still die?', 'dies', 'yes', '701.19c'],
    ['My opponent regenerates their Drudge Skeletons. Then I cast Incinerate targeting it. Is it destroyed?', 'Yes', 'yes', '701.19c'],
    ['They regenerate their River Boa and I Engulfing Flames it. Does the Boa survive?', 'dies', 'no', '701.19c'],
    ['相手は《蠢く骸骨》を再生した。その後、私は《火葬》を《蠢く骸骨》に唱えた。《蠢く骸骨》は死ぬ？', '死亡します', 'yes', '701.19c'],
    // (Lightning Bolt says nothing of regeneration: the shield applies.)
    ['My opponent regenerates their Drudge Skeletons. Then I Lightning Bolt it. Does it die?', 'survives', 'no', '701.19a'],
    // (Dealt no damage — Incinerate aimed at the player — the Skeletons may still regenerate.)
    ['They regenerate their Drudge Skeletons, then I Incinerate their face. Then I Shock the Skeletons. Does it die?', 'survives', 'no', '701.19a'],
  ];
  it.each(ROWS)('%s', (q, says, verdict, rule) => answered(q, says, verdict, rule), 60_000);
});

/**
 * Whose turn a story starts in, told by a loyalty ability (606.3: activated only in its controller's main phase, with
 * the stack empty). "My opponent activates Liliana of the Veil's -2" with no turn said was set in the asker's turn by
 * default, and the activation then reported "can't happen" — as a sorcery cast by the opponent already moved the story
 * to their turn (117.1a, questions/story-timing.ts firstTurn). Expected values: Liliana of the Veil enters with 3
 * loyalty; −2 leaves 1 (606.4); 3 damage from Lightning Bolt removes the last counter (120.3c) and it dies (704.5i).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { answerQuestion } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { langOf } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Liliana of the Veil': 'ヴェールのリリアナ', 'Lightning Bolt': '稲妻', Shock: 'ショック' });
}, 120_000);

/** [question, Liliana's final zone, its loyalty left there (null: it died)]. */
const ROWS: [string, string, number | null][] = [
  ["My opponent activates Liliana of the Veil's -2 targeting me. In response I cast Lightning Bolt on Liliana. What happens?", 'graveyard', null],
  ["They activate Liliana of the Veil's -2 targeting me. In response I cast Shock targeting Liliana. What happens?", 'graveyard', null],
  // +1 (3 → 4), then 2 damage: 2 loyalty left.
  ["My opponent activates Liliana of the Veil's +1. In response I Shock Liliana. What happens?", 'battlefield', 2],
  ['相手が私を対象に《ヴェールのリリアナ》の-2を起動した。対応して《稲妻》をリリアナに撃ったらどうなる？', 'graveyard', null],
];

describe("GIVEN a loyalty ability activated by a player and no turn told THEN the story is in that player's main phase (606.3)", () => {
  it.each(ROWS)('%s → Liliana in the %s (loyalty %s)', async (q, zone, loyalty) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    const lili = r.value.resolution.final.objects.filter((o) => o.printed.name === 'Liliana of the Veil');
    expect(lili.map((o) => o.zone)).toContain(zone);
    if (loyalty !== null) expect(lili.find((o) => o.zone === zone)?.counters['loyalty']).toBe(loyalty);
  }, 60_000);
});

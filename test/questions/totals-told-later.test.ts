/**
 * A life or poison total told after events (issue 11's correctness rule): "I bolt them. They're at 17
 * now." describes that moment, not the start — taken as the start, the bolt's 3 would be lost twice.
 * Such a total is refused, naming it; one dated to the start ("was at 20", 「20スタート」) or told after
 * combat is only declared (its damage comes later, 510.2) is the start. So is one the rest of the
 * question shows is: nothing told after it, and that total asked afterwards, or the total told after
 * the question as a note (language/index.ts `lateTotals`). Rows of our own.
 */
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import { sampleSpellDeps } from '../support/sample-spells.ts';

const SPELLS: Record<string, string> = { shock: 'Shock', 'lightning bolt': 'Lightning Bolt', ショック: 'Shock', 稲妻: 'Lightning Bolt' };
const deps = sampleSpellDeps(SPELLS);

/** [question, the words the refusal must quote]. */
const REFUSED: [string, string][] = [
  ["I bolt them. They're at 17 now. How much life do they have?", "They're at 17 now"],
  ['I shock my opponent. My opponent is at 9 life. My 2/2 attacks unblocked. How much life does my opponent have?', 'My opponent is at 9 life'],
  ['I cast Lightning Bolt targeting the opponent and their life drops to 12. How much life do they have?', 'their life drops to 12'],
  ['My 3/3 attacks and they do not block. They are at 6 life now. How much life do they have?', 'They are at 6 life now'],
  ['I shock them. They have 5 life. Do they lose?', 'They have 5 life'],
  // (Asked afterwards, but something is told after it: the total may be either moment's.)
  ["I bolt them. They're at 17. Then I shock them. How much life do they have?", "They're at 17"],
  // (Another player's total is asked: the told one is not the one asked, so nothing shows which moment it is.)
  ["I bolt my opponent. They're at 17. How much life do I have?", "They're at 17"],
  // (Told after the question, but with story told between: the question says nothing of which moment it is.)
  ["Do they lose? I bolt them. They're at 3.", "They're at 3"],
  ['相手は負けますか？《ショック》を相手に撃ちます。相手のライフは2です。', '相手のライフは2です'],
  // (Dated after the events by its own words, wherever it stands.)
  ["I cast Lightning Bolt at my opponent (they're at 3 now). Do they lose?", "they're at 3 now"],
  ["I bolt them, they take 3 (they're at 2). Do they lose?", "they're at 2"],
  ['《稲妻》を相手に撃って、相手のライフは3になりました。相手は負けますか？', '相手のライフは3になりました'],
];

/** [question, the opponent's life at the end]. */
const STARTING: [string, number][] = [
  ['I shock them. They were at 10 life. How much life do they have?', 8],
  ['My 3/3 attacks and they do not block. They are at 7 life. How much life do they have after combat?', 4],
  ['My 4/4 attacks unblocked. The opponent is at 9. What is their life total after combat?', 5],
  ['They are at 6 life. I shock them. How much life do they have?', 4],
  // Told after events, then that very total asked: nobody asks a total they just gave, so it is the one before.
  ["I shock my opponent. In response I bolt them. They're at 10. How much life do they have?", 5],
  ['I shock them, they are on 9 - what is their life total?', 7],
  // Told after the question, as a note on it.
  ["I bolt my opponent. How much life do they have? They're at 15.", 12],
  ['I shock them. What happens? Opp is at 11.', 9],
  // (A question read late, once what follows it is read, is a question before the total all the same: 119.1.)
  ['《稲妻》を相手に撃ちます。相手は負けますか？相手のライフは3です。', 0],
  ['《ショック》を相手に撃ちます。相手は負けますか？（相手のライフは2）', 0],
  ["I Lightning Bolt my opponent. Do they lose? They're at 4.", 1],
  // An aside or relative clause giving a player's total describes them as the clause naming them begins.
  ["I cast Lightning Bolt targeting my opponent (they're on 3). Do they lose?", 0],
  ['I Shock my opponent, who has 5 life. How much life do they have?', 3],
  ['I cast Lightning Bolt at my opponent, who is at 7. What is their life total?', 4],
  ['My 2/2 attacks unblocked. I shock my opponent (they are at 9 life). How much life do they have?', 5],
];

describe('GIVEN a total told after events', () => {
  it.each(REFUSED)('THEN %s is refused, naming it', async (q, part) => {
    const r = await answerQuestion(q, 'en', deps);
    expect(r.ok ? `answered: ${r.value.answer}` : r.error.code).toBe('not_understood');
    if (!r.ok) expect(r.error.message).toContain(part);
  });
  it.each(STARTING)('THEN %s takes the total as the start', async (q, life) => {
    const r = await answerQuestion(q, 'en', deps);
    expect(r.ok ? r.value.resolution.final.players.find((p) => p.id === 'B')?.life : r.error.message).toBe(life);
  });
});

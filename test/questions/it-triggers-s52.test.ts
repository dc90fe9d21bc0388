/**
 * "Does it trigger?" in English (issue 11: a yes/no answer names the object the question asked about). "It" asked
 * whether it triggers is what can trigger: the one told permanent with a triggered ability (603.1). It was read as
 * the last creature told, so "If I sacrifice Grizzly Bears while I control Blood Artist, does it trigger?" was
 * answered "No. Your Grizzly Bears's ability doesn't trigger" while the trace showed Blood Artist's ability
 * triggering (a wrong answer). Several such permanents told and "it" naming none of them: asked back, not guessed.
 * Expected values from the cards' text (Blood Artist and Zulaport Cutthroat: "whenever … dies", 700.4, 603.10a;
 * Doomed Traveler: "When this creature dies").
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredRight, refusedAs } from '../support/ask-rows.ts';

let deps: QuestionDeps = {};
beforeAll(async () => {
  deps = await realCardDeps({ 'Grizzly Bears': '灰色熊', 'Blood Artist': '血の芸術家', 'Zulaport Cutthroat': 'ズーラポートの殺し屋', 'Doomed Traveler': '宿命の旅人', 'Hill Giant': '丘巨人' });
}, 120_000);
const answered = answeredRight(() => deps);
const refused = refusedAs(() => deps);

describe('GIVEN "does it trigger?" THEN "it" is the one told permanent with a triggered ability (603.1, 700.4)', () => {
  it.each([
    ['If I sacrifice Grizzly Bears while I control Blood Artist, does it trigger?', "Your Blood Artist's ability triggers once", 'yes'],
    ['I control Blood Artist. My Grizzly Bears dies. Does it trigger?', "Your Blood Artist's ability triggers once", 'yes'],
    ["I have Zulaport Cutthroat. My opponent's Hill Giant dies. Does it trigger?", "Your Zulaport Cutthroat's ability doesn't trigger", 'no'],
    ['My Blood Artist dies. Does it trigger?', "Your Blood Artist's ability triggers once", 'yes'],
    // "It" naming one of two that can trigger: that one.
    ['I control Blood Artist and Doomed Traveler. Doomed Traveler dies. Does it trigger?', "Your Doomed Traveler's ability triggers once", 'yes'],
    // Nothing told can trigger: asked of what "it" names, and answered no.
    ['My Grizzly Bears dies. Does it trigger?', "Your Grizzly Bears's ability doesn't trigger", 'no'],
  ] as const)('%s → %s (%s)', (q, says, verdict) => answered(q, says, verdict), 60_000);
  it.each([
    // Two that can trigger, "it" naming neither: which is asked back.
    ['I control Blood Artist and Zulaport Cutthroat. My Grizzly Bears dies. Does it trigger?', 'ambiguous', 'Zulaport Cutthroat'],
  ])('%s → %s', (q, code, says) => refused(q, code, says), 60_000);
});

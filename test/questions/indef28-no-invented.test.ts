/**
 * Issue 11 §2 (session 28, indef28): a creature a question asks about with "a"/"any" after a story that told
 * creatures it fits quantifies over those — never one more creature put on the board. "Is there any creature that
 * survives?" was restated with an invented "your creature" and answered of it ("Your 3/3 creature, your creature
 * survive"); "Is there a creature that dies?" even told that made-up creature died. Each row is answered over the told
 * creatures only (the restatement names no creature of no size) or refused; never answered of an invented object.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { langOf } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ 'Grizzly Bears': '灰色熊', 'Hill Giant': '丘巨人', 'Beloved Chaplain': 'Beloved Chaplain' });
}, 120_000);

// The note a restatement adds for an object made up with no size (questions/locales sizeNotGiven): never here.
const INVENTED = /no size was given|のサイズは書かれていません/u;

/** [question, what an answer must say when answered (null: refusal expected or allowed only)]. */
const ROWS: [string, string | null][] = [
  ['My 3/3 blocks their 2/2. Is there any creature that survives?', null],
  ['My 3/3 blocks their 2/2. Is there a creature that dies?', null],
  ['Hill Giant blocks their Grizzly Bears. Are there any creatures that survive?', null],
  ['My 3/3 blocks their 2/2. Does any creature survive?', 'Your 3/3 creature survives'],
  ['My 3/3 blocks their 2/2. Does any of them die?', 'survives'],
  ['My 3/3 blocks their 2/2. Will anything survive?', 'Your 3/3 creature survives'],
  ['自分の3/3が相手の2/2をブロックした。生き残るクリーチャーはいる？', null],
  ['自分の3/3が相手の2/2をブロックした。死ぬクリーチャーはいますか', null],
];

describe('indef28: an asked indefinite is never an invented object (issue 11 §2)', () => {
  it.each(ROWS)('%s', async (q, says) => {
    const r = await answerQuestion(q, langOf(q), deps);
    if (says !== null) {
      if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
      expect(r.value.answer).toContain(says);
    }
    if (r.ok) {
      expect(r.value.understood).not.toMatch(INVENTED);
      // (The answer names only told creatures: "your creature" is the made-up one's name.)
      expect(r.value.answer).not.toMatch(/\byour creature\b/u);
    }
  });

  // The neighbour with no told creature it could mean still asks of the creature it describes.
  it('with no story told, "a creature" is still the creature asked of', async () => {
    const r = await answerQuestion('Can a creature with defender attack?', 'en', deps);
    expect(r.ok).toBe(true);
  });

  // A block asked of "any of my creatures" names it among the blockers, not as its id: still what may be done with
  // the creature the words describe (dev-320 dev-en-060; protection from creatures, 702.16f).
  it('"Can any of my creatures block it?" still asks of a creature described for the asking', async () => {
    const r = await answerQuestion('Beloved Chaplain is attacking me. Can any of my creatures block it?', 'en', deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.verdict).toBe('no');
  });
});

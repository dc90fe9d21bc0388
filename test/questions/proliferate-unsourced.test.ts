/**
 * A proliferate told with nothing said of what it chooses — "If I proliferate, …", "I proliferate.", 「増殖したら」
 * 「増殖した」「増殖すると」 — says what some spell or ability of the story does (701.34a). Where nothing in the story as
 * told proliferates, the run has no proliferate to make, and answering the board without it (a 3/3 with two +1/+1
 * counters "is 5/5") would answer a different question: refused as unmodelled, naming the proliferate and 701.34a.
 * Neighbours: with a spell that proliferates told and nothing with a counter, the proliferate is made and the answer
 * stands; with a counter somewhere, which permanents are chosen is still asked back.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, refusedAs } from '../support/ask-rows.ts';

const NAMES: Record<string, string> = { "Tezzeret's Gambit": 'テゼレットの計略', 'Grizzly Bears': '灰色熊' };

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps(NAMES);
}, 120_000);

/** [question, refusal code, what it names]. */
const REFUSED: [string, string, string][] = [
  ['I have a 3/3 with two +1/+1 counters on it. If I proliferate, what is its power and toughness?', 'unmodelled', 'If I proliferate'],
  ['My 2/2 has a +1/+1 counter. I proliferate. What is its power?', 'unmodelled', '701.34a'],
  ['My opponent has 9 poison counters. If I proliferate, do they lose?', 'unmodelled', '701.34a'],
  ['+1/+1カウンターが2個乗った3/3がいる。増殖したら何/何になる？', 'unmodelled', '増殖したら'],
  ['+1/+1カウンターが2個乗った3/3がいる。増殖した。P/Tは？', 'unmodelled', '701.34a'],
  ['相手の毒カウンターは9個。増殖したら相手は負ける？', 'unmodelled', '701.34a'],
  // A card told that does not proliferate is no source either.
  ['私の《灰色熊》には+1/+1カウンターが1個。増殖したら熊のパワーは？', 'unmodelled', '701.34a'],
  // A spell that proliferates, with a counter on the board and nothing said of the choice: asked back as before.
  ["My Grizzly Bears has two +1/+1 counters. I cast Tezzeret's Gambit and proliferate. What is the power of Grizzly Bears?", 'unmodelled', '701.34a'],
];

/** [question, what the answer says, verdict, a rule its trace cites]. */
const ANSWERED: [string, string, 'yes' | 'no' | null, string][] = [
  // The spell told proliferates; nothing has a counter, so there is nothing to choose (701.34a).
  ["I cast Tezzeret's Gambit and proliferate. How many cards do I draw?", '2 cards', null, '701.34a'],
  ["My Grizzly Bears has two +1/+1 counters. I cast Tezzeret's Gambit and proliferate, choosing my Grizzly Bears. What is the power of Grizzly Bears?", '5/5', null, '701.34a'],
];

describe('GIVEN a proliferate told with nothing in the story to make it (701.34a)', () => {
  it.each(REFUSED)('THEN %s is refused (%s)', async (q, code, says) => refusedAs(() => deps)(q, code, says));
  it.each(ANSWERED)('THEN %s is answered (%s)', async (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule));
});

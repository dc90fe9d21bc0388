/**
 * A yes/no about one zone (issue 12): "Does it go to the graveyard?", "does it end up in exile?", "does it
 * stay on the battlefield?". Answered from the run's zone changes: put there at some point (a spell too —
 * only a permanent dies, 700.4, so "does the Bolt go to the graveyard?" is no question of dying), or never
 * left the battlefield. Verdicts worked out here from the cards' rules text, not taken from the engine.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps(['Swords to Plowshares', 'Lightning Bolt', 'Shock', 'Giant Growth', 'Murder', 'Serra Angel', 'Grizzly Bears', 'Unsummon', 'Cloudshift', 'Hill Giant']);
}, 120_000);

/** [question, verdict, what the answer must say] */
const ROWS: readonly (readonly [string, 'yes' | 'no' | null, RegExp])[] = [
  ['My opponent casts Swords to Plowshares on my Serra Angel. Does the Angel stay on the battlefield?', 'no', /leaves the battlefield \(to exile\)/],
  ['They Shock my 2/2 and I respond with Giant Growth on it. Does my 2/2 stay on the battlefield?', 'yes', /stays on the battlefield/],
  // (Shock resolves first, 405.5: the 2/2 dies before Giant Growth would resolve.)
  ['I cast Giant Growth on my 2/2 and they Shock it in response. Does my 2/2 stay on the battlefield?', 'no', /leaves the battlefield \(to its owner's graveyard\)/],
  ['I Lightning Bolt their 3/3. Does the Bolt go to the graveyard?', 'yes', /Lightning Bolt is put into its owner's graveyard/],
  ['I cast Swords to Plowshares on their Grizzly Bears. Does it end up in exile?', 'yes', /Grizzly Bears is put into exile/],
  ['They cast Murder on my 4/4. Does the 4/4 end up in exile?', 'no', /isn't put into exile; it ends up in its owner's graveyard/],
  ['My 1/1 blocks their 5/5. Does my 1/1 go to the yard?', 'yes', /put into its owner's graveyard/],
  ['They Unsummon my Serra Angel. Does it go to the graveyard?', 'no', /ends up in its owner's hand/],
  // Exiled and returned: a new object (400.7) — neither "it stayed" nor "it left" would be the whole answer.
  ['I cast Cloudshift on my Grizzly Bears. Does it stay on the battlefield?', null, /yes\/no answer/],
];

describe('GIVEN a yes/no question about one zone', () => {
  for (const [q, verdict, says] of ROWS) {
    it(`THEN "${q}" is answered ${verdict ?? 'with no verdict'}`, async () => {
      const r = await answerQuestion(q, 'en', deps);
      if (verdict === null) {
        expect(r.ok).toBe(false);
        if (!r.ok) expect(r.error.message).toMatch(says);
        return;
      }
      expect(r.ok, r.ok ? '' : r.error.message).toBe(true);
      if (!r.ok) return;
      expect(r.value.verdict).toBe(verdict);
      expect(r.value.answer).toMatch(says);
    });
  }
});

/**
 * Red team s16 (stated-zone-dropped): a card said to be in a graveyard, a hand or exile ("My Grizzly Bears is in
 * my graveyard", "… is still in my hand", "… was put into my graveyard") was put on the battlefield, the words
 * dropped: it could be targeted, attack and block. A card there is no permanent (110.1): "target creature" can't
 * choose it (115.2), and only creatures on the battlefield attack or block (508.1a, 509.1a).
 */
const ELSEWHERE: readonly (readonly [string, 'yes' | 'no', RegExp])[] = [
  ['My Grizzly Bears is in my graveyard. Can I cast Giant Growth on it?', 'no', /not a permanent/],
  ['Grizzly Bears is in my graveyard. Can I target it with Giant Growth?', 'no', /not a permanent/],
  ['My Grizzly Bears was put into my graveyard. Can I cast Giant Growth on it?', 'no', /not a permanent/],
  ["My opponent's Hill Giant is in exile. Can I Unsummon it?", 'no', /not a permanent/],
  ["My opponent's Grizzly Bears is in their hand. Can I Lightning Bolt it?", 'no', /not a permanent/],
  ['My Hill Giant is in my graveyard. Can it attack?', 'no', /isn't on the battlefield/],
  ['My Serra Angel is still in my hand. Can it block their 2/2?', 'no', /isn't on the battlefield/],
];

describe('GIVEN a card said to be in a zone other than the battlefield (red team s16)', () => {
  for (const [q, verdict, says] of ELSEWHERE) {
    it(`THEN "${q}" is answered ${verdict}`, async () => {
      const r = await answerQuestion(q, 'en', deps);
      expect(r.ok, r.ok ? '' : r.error.message).toBe(true);
      if (!r.ok) return;
      expect(r.value.verdict).toBe(verdict);
      expect(r.value.answer).toMatch(says);
    });
  }
  it('THEN a zone said of a creature told on the battlefield before is named back, not guessed', async () => {
    const r = await answerQuestion('I control Grizzly Bears. It is in my graveyard. Can I cast Giant Growth on it?', 'en', deps);
    expect(r.ok ? `answered: ${r.value.answer}` : r.error.code).toBe('not_understood');
  });
});

/**
 * Side words of a board (s32): "my lone Birds of Paradise" says the creature is the only one of its kind its
 * controller has — read as "only", a board with no other creature of that player beside it; and "I take 5 from an
 * unblocked/attacking creature" names an attacker of the other player (506.2, 509.1h). An unsized attacker's told
 * damage is still checked against the run, never taken as its size: that neighbour is asked back, not answered.
 * "opposing"/"enemy" are side words (the opponent's, 102.2); "they don't control any creatures" is an absence as with "have".
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, refusedAs } from '../support/ask-rows.ts';

const CARDS = { 'Birds of Paradise': '極楽鳥', 'Llanowar Elves': 'ラノワールのエルフ', 'Grizzly Bears': '灰色熊', 'Platinum Angel': '白金の天使', 'Stormfist Crusader': '嵐拳の聖戦士', 'Lightning Bolt': '稲妻' };

describe('GIVEN a lone creature, or damage from an unblocked creature', () => {
  let deps: QuestionDeps = {};
  beforeAll(async () => {
    deps = await realCardDeps(CARDS);
  }, 120_000);

  /** [question, what the answer says, verdict, a rule the trace cites]. */
  const ANSWERED: [string, string, 'yes' | 'no' | null, string][] = [
    ['Can my lone Llanowar Elves block a creature with flying?', "can't block", 'no', '702.9'],
    ['can my lone birds of paradise block a creature with menace?', "can't block", 'no', '702.111'],
    ['My lone Grizzly Bears blocks their 3/3. Does it die?', 'dies', 'yes', '704.5g'],
    ['My only Grizzly Bears blocks their 3/3. Does it die?', 'dies', 'yes', '704.5g'],
    // Side words: "opposing", "enemy" say whose a creature is — the opponent's (102.2).
    ['My Grizzly Bears blocks an opposing 3/3. Does my Grizzly Bears die?', 'dies', 'yes', '704.5g'],
    ['I attack with a 3/3 and the opposing 2/2 blocks. Does it die?', 'dies', 'yes', '704.5g'],
    ['An enemy 4/4 attacks me and I block with my 2/2. Does my 2/2 die?', 'dies', 'yes', '704.5g'],
    ['Can I Lightning Bolt an opposing creature with hexproof?', "can't target", 'no', '702.11'],
    // Absence with "control" negated, as with "have": no creature of theirs (a closed-world statement).
    ["They don't control any creatures. I attack with a 3/3. How much damage do they take?", 'takes 3 damage', null, '510.1'],
    ["My opponent doesn't control any creatures. I swing with Grizzly Bears. How much damage?", 'takes 2 damage', null, '510.1'],
  ];
  it.each(ANSWERED)('%s → says %s', (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule), 60_000);

  /** Damage told from an attacker of no told size: the attacker is the opponent's, and the told amount is asked back. */
  const ASKED: [string, string, string][] = [
    ["I'm at 2 life with Platinum Angel out and I take 5 from an unblocked creature. Do I lose?", 'needs_detail', "the opponent's creature attacks"],
    ["I'm at 2 life with Platinum Angel out and I take 5 from an attacking creature. Do I lose?", 'needs_detail', "the opponent's creature attacks"],
    ["I'm at 3 life and take 4 from an unblocked creature. Am I dead?", 'needs_detail', 'you are dealt 4 damage'],
    // Said to have no creatures, then told one of theirs: the contradiction is named, never answered over.
    ["They don't control any creatures. I attack with a 3/3 and their 2/2 blocks. How much damage do they take?", 'not_understood', 'any creatures'],
  ];
  it.each(ASKED)('%s → %s', (q, code, says) => refusedAs(() => deps)(q, code, says), 60_000);
});

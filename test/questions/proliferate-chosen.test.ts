/**
 * What a proliferate chooses (701.34a), told in the question — "… and proliferate, choosing my opponent", "I proliferate,
 * choosing my Grizzly Bears", 「増殖で相手を選んだ」「増殖では相手を選びます」「《アトラクサ》の増殖で相手を選んだら」 — is made
 * as told at the proliferate of the story's spell or trigger, with poison (122.1f), toxic (702.164c) and infect (702.90b)
 * counted on the way and ten poison counters losing the game (704.5c). Outcomes worked out by hand: Tezzeret's Gambit
 * with the opponent at 9 (or 8 after a Glistener Elf hit) gives the tenth; Bloated Contaminator (toxic 1, "deals combat
 * damage to a player, proliferate") unblocked adds two poison and 4 damage; Atraxa's end-step trigger (513.1a) proliferates
 * as the end step begins, even when the story is told from that step; a 2/2 with two +1/+1 counters proliferated is 5/5.
 * Neighbours: a choice told where nothing proliferates is refused (the story left out what proliferates), a player with no
 * counter chosen is no legal choice, and a proliferate with no choice said still asks back.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting, refusedAs } from '../support/ask-rows.ts';

const NAMES: Record<string, string> = {
  "Tezzeret's Gambit": 'テゼレットの計略', 'Glistener Elf': 'ぎらつかせのエルフ', 'Bloated Contaminator': 'ふくれた汚染者',
  "Atraxa, Praetors' Voice": '法務官の声、アトラクサ', 'Grizzly Bears': '灰色熊',
};

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps(NAMES);
}, 120_000);

/** [question, what the answer says, verdict, a rule its trace cites]. */
const ANSWERED: [string, string, 'yes' | 'no' | null, string][] = [
  ['opp is on 8 poison. I swing with Glistener Elf and it isn\'t blocked, then in main phase 2 I cast Tezzeret\'s Gambit and proliferate, choosing my opponent. do they lose?', '8 → 10', 'yes', '704.5c'],
  ["The opponent is at 9 poison. I cast Tezzeret's Gambit and proliferate, choosing my opponent. Do they lose?", '9 → 10', 'yes', '701.34a'],
  ["The opponent has 9 poison counters. I cast Tezzeret's Gambit. I proliferate, choosing my opponent. Do they lose?", '9 → 10', 'yes', '704.5c'],
  ["My Grizzly Bears has two +1/+1 counters. I cast Tezzeret's Gambit and proliferate, choosing my Grizzly Bears. What is the power of Grizzly Bears?", '5/5', null, '701.34a'],
  // Several chosen: a permanent and a player, each getting one more counter of each kind it has.
  ["My Grizzly Bears has two +1/+1 counters and the opponent has 3 poison counters. I cast Tezzeret's Gambit and proliferate, choosing my Grizzly Bears and my opponent. What is the power of Grizzly Bears?", '3 → 4', null, '701.34a'],
  ['Opponent has 7 poison counters. My Bloated Contaminator attacks and isn\'t blocked. I proliferate, choosing my opponent. How many poison counters does the opponent have?', '7 → 9', null, '701.34a'],
  ['相手の毒カウンターは8個。《テゼレットの計略》を唱えて、増殖で相手を選んだ。相手は負ける？', '8 → 9', 'no', '701.34a'],
  ['相手はすでに毒カウンター2個。《ふくれた汚染者》がブロックされずに通って、増殖では相手を選びます。相手のライフと毒カウンターは?', '2 → 4', null, '701.34a'],
  ['相手の毒カウンターは5個。《ふくれた汚染者》で攻撃してブロックされなかった。増殖では相手を選びます。相手の毒カウンターは？', '5 → 7', null, '701.34a'],
  ['相手が毒9個。私の終了ステップに《法務官の声、アトラクサ》の増殖で相手を選んだら勝ち?', '9 → 10', 'yes', '704.5c'],
  ['相手の毒は8個。私の終了ステップに《法務官の声、アトラクサ》の増殖で相手を選んだ。相手の毒カウンターは何個？', '8 → 9', null, '701.34a'],
];

/** [question, refusal code, what it names]. */
const REFUSED: [string, string, string][] = [
  // A choice told where nothing proliferates: what made it happen was left out — never answered as if it weren't said.
  ['I attack with Grizzly Bears and proliferate, choosing my opponent. Does the opponent lose?', 'unmodelled', '701.34a'],
  // The opponent has no counter: not a legal choice (701.34a).
  ["My Grizzly Bears has two +1/+1 counters. I cast Tezzeret's Gambit and proliferate, choosing my opponent. What is the power of Grizzly Bears?", 'impossible', '701.34a'],
  // No choice said, and something has a counter: asked back.
  ["The opponent has 9 poison counters. I cast Tezzeret's Gambit and proliferate. Do they lose?", 'unmodelled', '701.34a'],
  // Asked as a possibility, not told: not read as the choice.
  ["Can I choose my opponent when I proliferate with Tezzeret's Gambit?", 'not_understood', 'choose'],
];

describe('GIVEN a proliferate whose choice the question tells (701.34a)', () => {
  it.each(ANSWERED)('THEN %s is answered (%s)', async (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule));
  it.each(REFUSED)('THEN %s is refused (%s)', async (q, code, says) => refusedAs(() => deps)(q, code, says));
});

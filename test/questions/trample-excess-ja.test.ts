/**
 * Trample's excess asked as players say it: 「余った3点って相手本体に飛ばせる?」「余りの3点は相手に通せる？」 — 余った／余りの
 * (what is left over) said as 残りの is, and 飛ばす right after a player's に (sending the damage on to the player) as 通す is
 * (ja/verbs-in-context.ts; after points it is 与える, as before). The assignment is the
 * attacker's: lethal damage to each blocker first, the rest may go to the player (702.19b). Outcomes by hand: a 5/5 over a
 * 2/2 has 3 to send (so 4 is no), a 6/6 over a 3/3 has 3. Neighbour: 《ショック》 "sent" at the player still deals its 2.
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ Shock: 'ショック' });
}, 120_000);

/** [question, what the answer says, verdict, a rule its trace cites]. */
const ANSWERED: [string, string, 'yes' | 'no' | null, string][] = [
  ['トランプル持ちの5/5が2/2にブロックされた。余った3点って相手本体に飛ばせる?', '3点', 'yes', '702.19'],
  ['トランプル持ちの5/5が2/2にブロックされた。余った3点は相手に通せる？', '3点', 'yes', '702.19'],
  ['トランプルを持つ6/6が3/3にブロックされた。余りの3点は相手本体に飛ばせますか？', '3点', 'yes', '702.19'],
  ['トランプル持ちの5/5が2/2にブロックされた。余った4点って相手本体に飛ばせる?', '3点', 'no', '702.19'],
  ['トランプル持ちの5/5が2/2にブロックされた。残りの3点は相手に通せる？', '3点', 'yes', '702.19'],
  ['トランプル持ちの5/5が2/2にブロックされた。残りはプレイヤーに飛ばす。相手のライフは？', '17', null, '702.19'],
  ['《ショック》で相手本体に2点飛ばした。相手のライフは？', '18', null, '120.3'],
];

describe('GIVEN trample excess asked with 余った／飛ばす', () => {
  it.each(ANSWERED)('THEN %s is answered (%s)', async (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule));
});

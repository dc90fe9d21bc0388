/**
 * 「着地する」 as players say it of a permanent spell: it resolved and the permanent entered the battlefield (608.3a) — a
 * verb of entering, as 「戦場に出る」 is (ja/verb-words.ts). A creature that landed this turn is summoning sick (302.6).
 */
import { beforeAll, describe, it } from 'vitest';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';
import { answeredCiting } from '../support/ask-rows.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ 'Grizzly Bears': '灰色熊' });
}, 120_000);

/** [question, what the answer says, verdict, a rule its trace cites]. */
const ANSWERED: [string, string, 'yes' | 'no' | null, string][] = [
  ['《灰色熊》が着地しました。このターン攻撃できますか？', '召喚酔い', 'no', '302.6'],
  ['《灰色熊》が戦場に出ました。このターン攻撃できますか？', '召喚酔い', 'no', '302.6'],
  ['このターン着地した3/3で攻撃できますか？', '召喚酔い', 'no', '302.6'],
  ['相手の《灰色熊》が着地した。私の2/2で攻撃したらブロックできる？', 'ブロックできます', 'yes', '509.1'],
];

describe('GIVEN a permanent said to have landed (着地した)', () => {
  it.each(ANSWERED)('THEN %s is answered (%s)', async (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule));
});

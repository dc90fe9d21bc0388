/**
 * A keyword had, said with the existential ある and the holder marked by に — 「私の3/3に警戒がある」「《灰色熊》に速攻が
 * あれば」「相手の3/3に到達があったら」 — is read as 「3/3が警戒を持っている」 is: the に-phrase is the permanent that has
 * it (a hypothetical 〜があれば／〜があったら sets the board up the same way as a statement). Outcomes by hand: haste lets a
 * creature that came under its controller's control this turn attack (302.6, 702.10b); flying can't be blocked by a
 * creature without flying or reach (702.9b), reach can block it (702.17b).
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
  ['このターン出した3/3に速攻があったら攻撃できますか？', 'はい', 'yes', '508.1'],
  ['このターンに出した《灰色熊》に速攻があれば攻撃できる？', 'はい', 'yes', '508.1'],
  ['私の2/2に飛行があれば、相手の4/4にブロックされますか？', 'いいえ', 'no', '702.9b'],
  ['相手の3/3に到達があったら、私の飛行を持つ2/2をブロックできますか？', 'はい', 'yes', '509.1'],
  ['私の2/2に飛行がある。相手の4/4はブロックできますか？', 'いいえ', 'no', '702.9b'],
  // The same boards said with 持つ: read alike.
  ['このターン出した3/3が速攻を持っていたら攻撃できますか？', 'はい', 'yes', '508.1'],
  ['私の2/2が飛行を持っていれば、相手の4/4にブロックされますか？', 'いいえ', 'no', '702.9b'],
];

describe('GIVEN a keyword had, said as 〜に〈キーワード〉がある (existential, holder with に)', () => {
  it.each(ANSWERED)('THEN %s is answered (%s)', async (q, says, verdict, rule) => answeredCiting(() => deps)(q, says, verdict, rule));
});

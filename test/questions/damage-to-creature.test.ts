/**
 * "How much damage does my 6/4 take?", 「6/4は何点ダメージを受ける？」: the damage dealt to the creature
 * asked about (120.3e), never the defending player's — the question was restated as "how much damage
 * the defending player takes" and answered "0", a confident answer to another question. A player
 * asked about still gets the player's damage. Expected values worked out by hand (510.1, 702.7b).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { realCardDeps } from '../cards/compile-helpers.ts';

let deps: QuestionDeps;
beforeAll(async () => {
  deps = await realCardDeps({ 'Grizzly Bears': '灰色熊', 'Craw Wurm': 'クロウの大ワーム' });
}, 120_000);

const lang = (q: string): 'en' | 'ja' => (/[\u3040-\u9fff]/u.test(q) ? 'ja' : 'en');

/** [question, the restatement's ask, the answer's first line, the verdict] */
const ROWS: [string, RegExp, RegExp, 'yes' | 'no' | null][] = [
  ['My 6/4 attacks and their 3/3 blocks. How much damage does my 6/4 take?', /how much damage is your 6\/4 creature dealt/, /^Your 6\/4 creature is dealt 3 damage\./, null],
  ['My 6/4 attacks and their 3/3 blocks. How much damage does their 3/3 take?', /how much damage is the opponent's 3\/3 creature dealt/, /is dealt 6 damage\./, null],
  ['My Grizzly Bears attacks and their 3/3 blocks. How much damage does Grizzly Bears take?', /how much damage is your Grizzly Bears dealt/, /^Your Grizzly Bears is dealt 3 damage\./, null],
  // First strike: the 2/2 deals its 2 first and dies before it could deal more (702.7b).
  ['Their 2/2 with first strike blocks my 4/4. How much damage does my 4/4 take?', /how much damage is your 4\/4 creature dealt/, /^Your 4\/4 creature is dealt 2 damage\./, null],
  ['自分の6/4が攻撃して相手の3/3がブロックした。6/4は何点ダメージを受ける？', /6\/4クリーチャーは何点のダメージを受けるか/, /^あなたの6\/4クリーチャーは3点のダメージを受けます/, null],
  ['相手の5/5が自分の2/2にブロックされた。相手の5/5は何点のダメージを受けますか？', /5\/5クリーチャーは何点のダメージを受けるか/, /5\/5クリーチャーは2点のダメージを受けます/, null],
  // Damage a creature deals, no recipient said: to anything (both creatures deal damage at once, 510.2).
  ["My 2/2 blocks the opponent's 4/4. How much damage does my 2/2 deal?", /how much damage does your 2\/2 creature deal in all/, /^Your 2\/2 creature deals 2 damage in all\./, null],
  ['My 4/4 attacks and is blocked by a 2/2. How much damage does the blocker deal?', /how much damage does the opponent's 2\/2 creature deal in all/, /deals 2 damage in all\./, null],
  // First strike: the 3/3 deals 3 first, the 4/4 survives and deals 4 to it (702.7b, 510.4) — "any damage", not the player's.
  ['My 4/4 attacks and is blocked by a 3/3 with first strike. Does the attacker deal any damage?', /does your 4\/4 creature deal any damage/, /^Yes\. Your 4\/4 creature deals 4 damage in all\./, 'yes'],
  ['My 2/2 attacks and is blocked by a 3/3 with first strike. Does the attacker deal any damage?', /does your 2\/2 creature deal any damage/, /^No\. Your 2\/2 creature deals no damage\./, 'no'],
  ['My 3/3 attacks and is blocked by a 2/2. How much damage does my 3/3 deal to the blocker?', /how much damage does your 3\/3 creature deal to the opponent's 2\/2 creature/, /deals 3 damage to the opponent's 2\/2 creature\./, null],
  ['私の2/2が対戦相手の4/4をブロックしました。私の2/2は何点のダメージを与えますか？', /2\/2クリーチャーは合計で何点のダメージを与えるか/, /合計2点のダメージを与えます/, null],
  // A player named stays that player's damage.
  ['My 5/5 attacks and is not blocked. Does it deal damage to my opponent?', /deal damage to the opponent/, /^Yes\. Your 5\/5 creature deals 5 damage to the opponent\./, 'yes'],
  // Yes or no stays yes or no; a player asked about is the player.
  ['My 4/4 is blocked by a 1/1. Does my 4/4 take damage?', /is your 4\/4 creature dealt any damage/, /^Yes\. Your 4\/4 creature is dealt 1 damage\./, 'yes'],
  ['My 5/5 attacks and is not blocked. How much damage does my opponent take?', /how much damage does the opponent take/, /^The opponent takes 5 damage/, null],
  // A division of combat damage told in words is made as told (510.1c-d), and restated.
  ['My 5/5 is blocked by their 2/2 and their 3/3. I put all 5 damage on the 3/3. Does the 2/2 die?', /your 5\/5 creature assigns 5 of its combat damage to the opponent's 3\/3 creature/, /^No\. The opponent's 2\/2 creature survives/, 'no'],
  ['Craw Wurm attacks me and my 2/2 and my 3/3 block it. They assign all 6 damage to the 2/2. How much damage does my 3/3 take?', /assigns 6 of its combat damage to your 2\/2 creature/, /^Your 3\/3 creature is dealt no damage/, null],
  ['Their Grizzly Bears and their 1/1 block my 4/4. I put 4 damage on the Bears. How much damage does the 1/1 take?', /assigns 4 of its combat damage to the opponent's Grizzly Bears/, /is dealt no damage/, null],
];

describe('GIVEN how much damage a creature takes THEN the damage dealt to that creature (120.3e)', () => {
  it.each(ROWS)('%s', async (q, understood, answer, verdict) => {
    const r = await answerQuestion(q, lang(q), deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.understood).toMatch(understood);
    expect(r.value.answer).toMatch(answer);
    expect(r.value.verdict).toBe(verdict);
  });

  it('THEN a told division that is not all of the damage is refused as impossible (510.1c), never run another way', async () => {
    const r = await answerQuestion('My 5/5 is blocked by their 2/2 and their 3/3. I assign 4 damage to the 3/3. Does the 2/2 die?', 'en', deps);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('impossible');
  });
});

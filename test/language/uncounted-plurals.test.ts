/**
 * A plural with no number (issue 11 §2): "my 1/1s block it", "some 2/2s", "several Goblin tokens",
 * 「1/1たち」「1/1の群れ」「2/2複数」 say there are several but not how many. Reading them as one creature
 * answered "Does it die?" about a single blocker; how many is asked back instead. With a number they
 * read as before. A word that only looks plural ("saproling", whose lemma compromise cuts to "saprol")
 * is one. Rows of our own, both languages.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { japaneseTokenizer } from '../../src/language/ja/kuromoji.ts';
import { understand } from '../../src/language/index.ts';
import { TEST_CARDS } from './ja/support.ts';

beforeAll(async () => {
  await japaneseTokenizer();
}, 180_000);

const UNCOUNTED: [string, string][] = [
  ['Their 3/2 attacks and my 1/1s block it. Does it die?', 'my 1/1s'],
  ['Some 2/2s block my 4/4. Does my 4/4 die?', 'Some 2/2s'],
  ['My 5/5 trample attacks and several 1/1s block it. How much damage does my opponent take?', 'several 1/1s'],
  ['A couple of 1/1s block their 3/3. Does the 3/3 die?', 'A couple of 1/1s'],
  ['A few Goblin tokens block my 4/4. Does my 4/4 die?', 'A few Goblin tokens'],
  ['My Soldier tokens block their 2/2. Does the 2/2 die?', 'My Soldier tokens'],
  ['相手の3/2が攻撃し、自分の1/1たちがブロックした。3/2は死ぬ？', '自分の1/1たち'],
  ['相手の4/4が攻撃して、私のゴブリン・トークン達がブロックした。4/4は死ぬ？', 'ゴブリン・トークン達'],
  ['相手の3/2が攻撃し、自分の1/1の群れでブロックした。3/2は死ぬ？', '1/1の群れ'],
  ['相手の5/5が攻撃し、自分の2/2複数でブロックした。5/5は死ぬ？', '2/2複数'],
];

/** With a number, or singular words that only look plural: read (no how-many problem). */
const COUNTED: string[] = [
  'Their 3/2 attacks and two 1/1s I control block it. Does the 3/2 die?',
  'My 4/4 attacks and three 1/1s block it. Does my 4/4 die?',
  'My 1/1 saproling token blocks their 2/2. Does my saproling token die?',
  '相手の3/2が攻撃し、自分の1/1二体がブロックした。3/2は死ぬ？',
  '相手の5/5が攻撃し、3体の2/2がブロックした。5/5は死ぬ？',
];

describe('GIVEN a plural with no number', () => {
  for (const [q, words] of UNCOUNTED) {
    it(`THEN "${q.slice(0, 60)}" asks back how many "${words}"`, async () => {
      const u = await understand(q, { cards: TEST_CARDS });
      expect(u.ok).toBe(false);
      if (!u.ok) expect(u.problems.filter((p) => p.detail === 'how-many').map((p) => p.text).join(' | ')).toContain(words);
    });
  }
  for (const q of COUNTED) {
    it(`THEN "${q.slice(0, 60)}" is read with its number`, async () => {
      const u = await understand(q, { cards: TEST_CARDS });
      expect(u.ok, JSON.stringify(u.ok ? '' : u.problems)).toBe(true);
    });
  }
});

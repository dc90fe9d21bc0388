/**
 * Words on one object that say its state or kind (issue 11 §2): read, or named in the refusal, never
 * dropped. "tapped" on a new object is a fact (509.1a: it can't block); "attacking" on a new one makes
 * it an attacker; said of an object already told, "tapped", "attacking", "blocking" must be borne out
 * by the story ("the attacking 3/3" names the attacker); "old", "nonbasic", "extra" are nothing the
 * engine represents and are named. Rows of our own, both languages.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { japaneseTokenizer } from '../../src/language/ja/kuromoji.ts';
import { understand } from '../../src/language/index.ts';
import { TEST_CARDS } from './ja/support.ts';

beforeAll(async () => {
  await japaneseTokenizer();
}, 180_000);

/** Read: the state is in the IR (a tapped object, an attack event). */
const READ: [string, (ir: { objects: { tapped: boolean }[]; events: { kind: string }[] }) => boolean][] = [
  ['Their 3/3 attacks. Can my tapped 2/2 block it?', (ir) => ir.objects.some((o) => o.tapped)],
  ['Their 4/4 attacks. Can my tapped 1/1 with reach block it?', (ir) => ir.objects.some((o) => o.tapped)],
  ['I cast Shock on their attacking 3/3. Does it die?', (ir) => ir.events[0]?.kind === 'attack'],
  // (A new creature said to be blocking, while one creature of the other player attacks, blocks it: 509.1a.)
  ['My 2/2 attacks. I cast Shock on their blocking 1/1. Does it die?', (ir) => ir.events.some((e) => e.kind === 'block')],
  ['Their 4/4 attacks. Can I Giant Growth my 2/2 blocker?', (ir) => ir.events.some((e) => e.kind === 'block')],
  ['Their 3/3 attacks and my 2/2 blocks. I cast Shock on the attacking 3/3. Does it die?', (ir) => ir.events.filter((e) => e.kind === 'attack').length === 1],
  ['My 2/2 blocks their 3/3. I cast Shock on the blocking 2/2. Does it die?', (ir) => ir.events.some((e) => e.kind === 'cast')],
  ['相手の3/3が攻撃した。タップ状態の自分の2/2はブロックできる？', (ir) => ir.objects.some((o) => o.tapped)],
];

/** Refused, naming the words. */
const NAMED: [string, string][] = [
  ['I cast Shock on my old 2/2. Does it die?', 'my old 2/2'],
  ['I cast Shock on their nonbasic 2/2. Does it die?', 'nonbasic'],
  ['I have a 2/2. Their 3/3 attacks. Can my tapped 2/2 block it?', 'my tapped 2/2'],
  ['My 3/3 attacks. I cast Giant Growth on my untapped 3/3. How big is it?', 'my untapped 3/3'],
  ['Their 3/3 attacks. I cast Shock on my attacking 2/2. Does it die?', 'my attacking 2/2'],
  // (Which attacker it blocks isn't said with two; a creature of the attacker's own side blocks nothing, 509.1a.)
  ['My 2/2 and 3/3 attack. I cast Shock on their blocking 1/1. Does it die?', 'their blocking 1/1'],
  ['My 2/2 attacks. I cast Shock on my blocking 1/1. Does it die?', 'my blocking 1/1'],
];

describe('GIVEN a state or kind said of one object', () => {
  for (const [q, ok] of READ) {
    it(`THEN "${q.slice(0, 60)}" reads it`, async () => {
      const u = await understand(q, { cards: TEST_CARDS });
      expect(u.ok, JSON.stringify(u.ok ? '' : u.problems)).toBe(true);
      if (u.ok) expect(ok(u.ir as never)).toBe(true);
    });
  }
  for (const [q, words] of NAMED) {
    it(`THEN "${q.slice(0, 60)}" names "${words}"`, async () => {
      const u = await understand(q, { cards: TEST_CARDS });
      expect(u.ok).toBe(false);
      if (!u.ok) expect([...u.leftover, ...u.problems.map((p) => p.text)].join(' | ')).toContain(words);
    });
  }
});

/**
 * The pruned search (max-score: words scored highest bound first, later words only adding to the
 * documents already touched once the best few are sure; ranking passing over documents that
 * can't reach the last kept) ranks exactly as the exhaustive search (every document holding a
 * query word scored in full), issue 15 §6: on the judged queries, the bench's queries and a few
 * hundred queries made from the CR's own words (quoted phrases, rule numbers, Japanese), at several
 * limits, searched as /search searches (expansions, reading, interaction boosts).
 */
import { describe, expect, it } from 'vitest';
import { looksJapanese } from '../../src/core/lang.ts';
import type { SearchOptions } from '../../src/rules/search.ts';
import { JUDGED_QUERIES } from '../../src/bench/judged-queries.ts';
import { SEARCH_QUERIES } from '../../src/bench/rules.ts';
import { knowledge } from '../helpers/data.ts';

const k = knowledge();

function optionsFor(query: string, limit: number): SearchOptions {
  const japanese = looksJapanese(query);
  return {
    limit,
    expansions: japanese ? k.terms.englishNamesIn(query) : [],
    boost: k.terms.interactionBoosts(query),
    ...(japanese ? { reading: k.terms.englishReading(query) } : {}),
  };
}

/** Deterministic queries from the CR's words and rule numbers (a small linear congruential generator). */
function generatedQueries(n: number): string[] {
  let seed = 20261202;
  const next = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
  const words = k.cr.order.flatMap((num) => (k.cr.rules.get(num)!.text.toLowerCase().match(/[a-z][a-z'-]+/g) ?? []));
  const japanese = ['トランプル', '接死', 'ダメージ', '戦場', '墓地', '呪文', '能力', 'スタック', '誘発', '対象'];
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    let q = Array.from({ length: 1 + Math.floor(next() * 5) }, () => pick(words)).join(' ');
    const r = next();
    if (r < 0.1) q = `"${q}"`;
    else if (r < 0.15) q = `${q} ${pick(k.cr.order)}`;
    else if (r < 0.25) q = `${pick(japanese)} ${pick(japanese)}`;
    out.push(q);
  }
  return out;
}

const QUERIES = [...new Set([...JUDGED_QUERIES.map((j) => j.query), ...SEARCH_QUERIES, ...generatedQueries(400)])];

describe('search: pruning ranks as the exhaustive search does', () => {
  it.each([3, 10, 25])('GIVEN the judged, bench and 400 generated queries at limit %i THEN the pruned hits (numbers, terms, scores, order) equal the exhaustive ones', (limit) => {
    const differ: string[] = [];
    for (const q of QUERIES) {
      const opts = optionsFor(q, limit);
      const pruned = k.search.search(q, opts);
      const exhaustive = k.search.search(q, { ...opts, exhaustive: true });
      if (JSON.stringify(pruned) !== JSON.stringify(exhaustive)) differ.push(q);
    }
    expect(differ).toEqual([]);
  });

  it('GIVEN queries with a common word THEN the pruned search scores fewer documents than the exhaustive one (the pruning is not vacuous)', () => {
    let fewer = 0;
    for (const q of ['mana abilities don\'t use the stack', 'what happens when a creature with trample is blocked', 'menace blocked by two creatures', 'player with 0 life loses']) {
      const opts = optionsFor(q, 10);
      k.search.search(q, { ...opts, exhaustive: true });
      const all = k.search.lastScored;
      k.search.search(q, opts);
      if (k.search.lastScored < all) fewer++;
    }
    expect(fewer).toBeGreaterThanOrEqual(3);
  });

  // A rare word with a word most rules hold: the common word's postings bring documents in by
  // weight and are cut short once the rest can't reach the best few (search-score.ts addByImpact).
  it.each(['legend rule', 'レジェンド・ルール', 'rule 613.1', 'priority rules', 'commander rules', 'card "legend rule"', 'card'])(
    'GIVEN %j (a long word cut short by weight) THEN the hits equal the exhaustive ones at limits 1, 3, 10 and 25',
    (q) => {
      for (const limit of [1, 3, 10, 25]) {
        const opts = optionsFor(q, limit);
        expect(k.search.search(q, opts), `limit ${limit}`).toEqual(k.search.search(q, { ...opts, exhaustive: true }));
      }
    },
  );

  // The first pass ranks only a few documents beyond the limit; when hits merge (a glossary entry
  // shown with the rule it cites) so that they run short, a second pass ranks more.
  it.each([
    ['Typecycling', 3],
    ['Landwalk', 10],
    ['Basic Land Type', 10],
  ] as const)('GIVEN %j at limit %i (its best few merge into too few hits) THEN a second pass ranks as the exhaustive search', (q, limit) => {
    const opts = optionsFor(q, limit);
    const pruned = k.search.search(q, opts);
    expect(k.search.lastPasses).toBe(2);
    expect(pruned).toEqual(k.search.search(q, { ...opts, exhaustive: true }));
  });

  it('GIVEN "legend rule" (8 rules hold legend, 1,700 hold rule) THEN the pruned search scores fewer than a fifth of the documents the exhaustive one does', () => {
    const opts = optionsFor('legend rule', 10);
    k.search.search('legend rule', { ...opts, exhaustive: true });
    const all = k.search.lastScored;
    k.search.search('legend rule', opts);
    expect(k.search.lastScored * 5).toBeLessThan(all);
  });

  it('GIVEN a query searched again (its plan and boosts from the cache), or after the caches were emptied, THEN the hits are the same', () => {
    for (const q of ['trample deathtouch', 'トランプル 接死', '"lethal damage"', 'rule 613.1']) {
      const first = k.search.search(q, optionsFor(q, 10));
      const again = k.search.search(q, optionsFor(q, 10));
      k.search.clearQueryCache();
      k.terms.clearQueryCache();
      const fresh = k.search.search(q, optionsFor(q, 10));
      expect(again).toEqual(first);
      expect(fresh).toEqual(first);
    }
  });

  it('GIVEN the same words with other expansions THEN the cached plan of the first is not reused (the expansions count)', () => {
    const plain = k.search.search('damage', { limit: 10 });
    const expanded = k.search.search('damage', { limit: 10, expansions: ['Trample'] });
    expect(expanded.map((h) => h.number)).not.toEqual(plain.map((h) => h.number));
  });
});

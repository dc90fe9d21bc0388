/**
 * The parts of a query never searched before that were made cheaper (issue 15 §6) give exactly what
 * they gave: interaction boosts from each term's boosts prepared once (term-boosts.ts) equal the
 * boosts counted per query, entries in the same order; titleKey and the plan's query text skip
 * collapsing whitespace only when collapsing would leave the text as it is.
 */
import { describe, expect, it } from 'vitest';
import { SEARCH_QUERIES } from '../../src/bench/rules.ts';
import { JUDGED_QUERIES } from '../../src/bench/judged-queries.ts';
import { titleKey } from '../../src/rules/search-plan.ts';
import { normaliseText } from '../../src/rules/search-index.ts';
import type { ResolvedTerm } from '../../src/rules/terms.ts';
import { knowledge } from '../helpers/data.ts';

const k = knowledge();

/** The boosts as counted per query before they were prepared (the definition). */
function boostsByCounting(named: readonly ResolvedTerm[]): [string, number][] {
  const boost = new Map<string, number>();
  const ids = new Set(named.map((t) => t.entry.id));
  for (const t of named) {
    if (t.rules[0]) boost.set(t.rules[0], (boost.get(t.rules[0]) ?? 0) + 2);
    for (const n of t.rules.slice(1)) boost.set(n, (boost.get(n) ?? 0) + 1);
    (t.entry.interactions ?? []).forEach((i, idx) => {
      if (!ids.has(i.with) || i.with === t.entry.id) return;
      for (const n of t.interactionRules[idx] ?? []) boost.set(n, (boost.get(n) ?? 0) + 6);
    });
  }
  return [...boost];
}

/** Texts naming no term, one term, and the pairs of terms our glossary says interact (in both orders, in English and Japanese). */
function texts(): string[] {
  const out = [...SEARCH_QUERIES, ...JUDGED_QUERIES.map((j) => j.query), 'nothing named here', ''];
  const byId = new Map(k.terms.terms.map((t) => [t.entry.id, t.entry]));
  for (const t of k.terms.terms) {
    const e = t.entry;
    out.push(e.en, `what does ${e.en} do`);
    if (e.ja) out.push(e.ja);
    for (const i of e.interactions ?? []) {
      const other = byId.get(i.with);
      if (!other) continue;
      out.push(`${e.en} ${other.en}`, `${other.en} and ${e.en}`);
      if (e.ja && other.ja) out.push(`${e.ja}と${other.ja}`);
    }
  }
  return out;
}

describe('interaction boosts prepared per term', () => {
  it('GIVEN texts naming no term, one term, or interacting pairs THEN the boosts equal those counted per query, in the same order', () => {
    const differ: string[] = [];
    let several = 0;
    for (const text of texts()) {
      k.terms.clearQueryCache();
      const named = k.terms.termsIn(text);
      if (named.length > 1) several++;
      const got = JSON.stringify([...k.terms.interactionBoosts(text)]);
      if (got !== JSON.stringify(boostsByCounting(named))) differ.push(text);
    }
    expect(differ.slice(0, 5)).toEqual([]);
    // The table reaches the case that makes a map per query (several terms named).
    expect(several).toBeGreaterThan(20);
  });

  it('GIVEN the same text twice THEN the same boosts (the prepared map of a one-term text is shared, never changed)', () => {
    const a = [...k.terms.interactionBoosts('trample')];
    k.terms.clearQueryCache();
    k.terms.interactionBoosts('trample deathtouch');
    expect([...k.terms.interactionBoosts('trample')]).toEqual(a);
    expect(a.length).toBeGreaterThan(0);
  });
});

describe('terms named in a text: one stemmed pass finds names as written too', () => {
  it('GIVEN every Latin-script name and alias of every term, as written inside a sentence THEN that term is among the terms named', () => {
    const missed: string[] = [];
    let names = 0;
    k.terms.terms.forEach((t) => {
      for (const name of [t.entry.en, ...(t.entry.aliases ?? [])]) {
        if (!/^[\x20-\x7e]+$/.test(name) || name.trim().length < 2) continue;
        names++;
        // At the end of the text (a name's own final "!", as in For Mirrodin!, is folded away only there).
        for (const text of [name, `how does ${name}`, `${name.toUpperCase()}?`]) {
          if (!k.terms.termsIn(text).some((x) => x.entry.id === t.entry.id)) missed.push(text);
        }
      }
    });
    expect(missed.slice(0, 5)).toEqual([]);
    expect(names).toBeGreaterThan(100);
  });

  it('GIVEN inflected names THEN found by their stems', () => {
    const ids = (text: string) => k.terms.termsIn(text).map((x) => x.entry.id.toLowerCase());
    expect(ids('two lifelinks and trampling').join(' ')).toMatch(/lifelink/);
  });
});

/** titleKey as a chain of patterns (the definition). */
function titleKeyByPattern(title: string): string {
  return normaliseText(title)
    .replace(/\s*\(obsolete\)\s*$/, '')
    .replace(/^(?:the|a|an) /, '')
    .replace(/[-‐]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const TITLES = [
  'Damage Assignment Order (Obsolete)', 'The Monarch', 'An Example', 'A  b', ' lead', 'trail ', 'tab\there', 'nbsp\u00a0x', 'ideo\u3000space', 'em\u2003space',
  'double-strike', 'first‐strike', 'x - y', '  ', '', 'Trample', 'state based  actions', 'line\nbreak', 'zero\u200bwidth', 'bom\ufeffx',
];

describe('titleKey: whitespace collapsed only when there is some to collapse', () => {
  it.each(TITLES)('GIVEN %j THEN the same key as the patterns give', (title) => {
    expect(titleKey(title)).toBe(titleKeyByPattern(title));
  });

  it('GIVEN every heading and glossary term of the current CR THEN the same keys as the patterns give', () => {
    const titles = [...k.cr.rules.values()].flatMap((r) => (r.title ? [r.title, r.text] : [r.text])).concat(k.cr.glossary.map((g) => g.term));
    const differ = titles.filter((t) => titleKey(t) !== titleKeyByPattern(t));
    expect(differ.slice(0, 5)).toEqual([]);
  });
});

describe('searches passing the caches by (uncached), and the caches kept without reordering', () => {
  const queries = [...SEARCH_QUERIES, ...JUDGED_QUERIES.map((j) => j.query), 'rule 613.1', 'trample deathtouch', 'トランプルと接死'];
  const opts = (q: string) => ({ limit: 10, expansions: k.terms.englishNamesIn(q), boost: k.terms.interactionBoosts(q) });

  it('GIVEN each query searched cached, uncached, cached again THEN the same hits (numbers, terms, scores, order) every time', () => {
    const differ: string[] = [];
    for (const q of queries) {
      const a = k.search.search(q, opts(q));
      const b = k.search.search(q, { ...opts(q), boost: k.terms.interactionBoosts(q, true), uncached: true });
      const c = k.search.search(q, opts(q));
      if (JSON.stringify(a) !== JSON.stringify(b) || JSON.stringify(a) !== JSON.stringify(c)) differ.push(q);
    }
    expect(differ).toEqual([]);
  });

  it('GIVEN uncached searches with new boost maps of different sizes in turn (scratch space reused) THEN each ranks as a cached search with an equal map', () => {
    // Maps made here, new each time: an uncached search resolves them into the same scratch arrays.
    const big = new Map([['702.19b', 3], ['702.2c', 2], ['510.1c', 1], ['702.19c', 1], ['no such rule', 5]]);
    const small = new Map([['702.2b', 4]]);
    const negative = new Map([['702.19b', -3], ['702.2c', 2]]);
    const differ: string[] = [];
    for (const [q, boost] of [['trample deathtouch', big], ['trample deathtouch', small], ['deathtouch blocked', negative], ['トランプル 接死', small], ['trample deathtouch', big]] as const) {
      const cached = k.search.search(q, { limit: 10, boost: new Map(boost) });
      const uncached = k.search.search(q, { limit: 10, boost: new Map(boost), uncached: true });
      if (JSON.stringify(cached) !== JSON.stringify(uncached)) differ.push(`${q} ${boost.size}`);
    }
    expect(differ).toEqual([]);
  });

  it('GIVEN the same query with other expansions THEN its plan is made for those (a cached plan is only reused for the same options)', () => {
    const q = 'コピー 呪文';
    const withNames = k.search.search(q, { limit: 10, expansions: ['Copy', 'spell'] });
    const without = k.search.search(q, { limit: 10 });
    expect(k.search.search(q, { limit: 10, expansions: ['Copy', 'spell'] })).toEqual(withNames);
    expect(JSON.stringify(without)).not.toBe(JSON.stringify(withNames));
  });

  it('GIVEN more than 256 different texts THEN the boosts of each are still its own', () => {
    const first = [...k.terms.interactionBoosts('trample deathtouch')];
    for (let i = 0; i < 300; i++) k.terms.interactionBoosts(`filler text number ${i}`);
    expect([...k.terms.interactionBoosts('trample deathtouch')]).toEqual(first);
    expect([...k.terms.interactionBoosts('trample deathtouch', true)]).toEqual(first);
  });
});

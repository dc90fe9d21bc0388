/**
 * The search baseline: MiniSearch (a well-known full-text search library) over the same documents
 * RuleSearch indexes (every rule node's text and examples with its number and title, and every CR
 * glossary entry), configured as close to RuleSearch as the library allows: same stopwords,
 * NFKC + lower-case folding, exact terms (no fuzzy, no prefix), OR of the words, title boosted 3×.
 * Not configured: stemming, CJK bigrams, phrase and rule-number boosts (MiniSearch has none).
 */
import MiniSearch from 'minisearch';
import type { SearchResult } from 'minisearch';
import type { CrDocument } from '../rules/parse.ts';

export interface BaselineDoc {
  id: number;
  kind: 'rule' | 'glossary';
  number: string;
  title: string;
  text: string;
}

/** RuleSearch's stopword list (src/rules/search.ts keeps it private), copied so both drop the same words. */
const STOPWORDS = new Set(
  'a an and are as at be by can do does for from has have how i if in into is it its may of on or s so such than that the their them then there these they this to was what when where which who will with would you your'.split(' '),
);

/** The documents RuleSearch builds from a CR, in the same order. */
export function baselineDocs(doc: CrDocument): BaselineDoc[] {
  const docs: BaselineDoc[] = [];
  for (const n of doc.order) {
    const node = doc.rules.get(n)!;
    docs.push({ id: docs.length, kind: 'rule', number: n, title: node.title ?? '', text: [node.text, ...node.examples].join('\n') });
  }
  for (const g of doc.glossary) {
    docs.push({ id: docs.length, kind: 'glossary', number: g.seeRules[0] ?? '', title: g.term, text: `${g.term}\n${g.text}` });
  }
  return docs;
}

const processTerm = (term: string): string | null => {
  const t = term.normalize('NFKC').toLowerCase();
  return t === '' || STOPWORDS.has(t) ? null : t;
};

export type BaselineIndex = MiniSearch<BaselineDoc>;

/** Builds the documents and the index (both are part of the measured build, as in `new RuleSearch`). */
export function buildBaselineIndex(doc: CrDocument): BaselineIndex {
  const index = new MiniSearch<BaselineDoc>({
    idField: 'id',
    fields: ['number', 'title', 'text'],
    storeFields: ['kind', 'number', 'title', 'text'],
    processTerm,
    searchOptions: { boost: { title: 3 }, fuzzy: false, prefix: false, combineWith: 'OR' },
  });
  index.addAll(baselineDocs(doc));
  return index;
}

export interface BaselineHit {
  number: string;
  title: string;
  kind: 'rule' | 'glossary';
  score: number;
}

/** The top `limit` results; expansions (English names of Japanese terms) are searched as extra words. */
export function baselineSearch(index: BaselineIndex, query: string, expansions: readonly string[], limit = 10): BaselineHit[] {
  const q = expansions.length > 0 ? `${query} ${expansions.join(' ')}` : query;
  const results: SearchResult[] = index.search(q);
  const out: BaselineHit[] = [];
  for (const r of results) {
    if (out.length >= limit) break;
    out.push({ number: r['number'] as string, title: r['title'] as string, kind: r['kind'] as BaselineHit['kind'], score: r.score });
  }
  return out;
}

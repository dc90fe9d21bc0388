/**
 * What a rules search is asked (SearchOptions) and what it answers (SearchHit).
 */

export interface SearchHit {
  kind: 'rule' | 'glossary';
  number: string;
  /** Glossary term, when the hit is (or includes) a glossary entry. */
  term?: string;
  title: string | null;
  text: string;
  score: number;
}

export interface SearchOptions {
  limit?: number;
  /** Extra query words (e.g. English names of Japanese terms in the query). */
  expansions?: string[];
  /**
   * The query read in English (a Japanese query's terms in their order, TermIndex.englishReading):
   * searched instead of the query when the index holds none of the query's own words.
   */
  reading?: string;
  /** Score added to particular rules (e.g. the rules that settle an interaction between two terms in the query). */
  boost?: ReadonlyMap<string, number>;
  /**
   * Plan the query anew and keep nothing of it (the bench's fresh queries: measured as never searched
   * before, without emptying the caches other searches use).
   */
  uncached?: boolean;
  /**
   * Score every document holding a query word in full (no pruning): the same ranking, slower. For
   * tests that check the pruned search against it.
   */
  exhaustive?: boolean;
}

/**
 * A /search query as users send it: Japanese words are also looked up through their English rules
 * terms (the CR is English), read in English in their order, and keyword pairs get their interaction
 * boosts. One place, so the command, the search-quality test and the bench rank alike.
 */
import { looksJapanese } from '../core/lang.ts';
import type { RulesKnowledge } from './knowledge.ts';
import type { SearchHit } from './search.ts';

export function searchRules(k: RulesKnowledge, query: string, limit: number): { hits: SearchHit[]; expansions: string[] } {
  const japanese = looksJapanese(query);
  const expansions = japanese ? k.terms.englishNamesIn(query) : [];
  const boost = k.terms.interactionBoosts(query);
  const hits = k.search.search(query, { limit, expansions, boost, ...(japanese ? { reading: k.terms.englishReading(query) } : {}) });
  return { hits, expansions };
}

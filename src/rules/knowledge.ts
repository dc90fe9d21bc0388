/**
 * Everything the rules reference needs, built from the CR text(s): the parsed document and rule
 * index at once; the search index and the term index on first use (a `rule` lookup needs neither).
 * With a cache folder, each part is read from the rules cache (src/rules/cache.ts) when it holds
 * this CR and this code, and written there when built.
 */
import { parseRules, recentParse } from './parse.ts';
import type { CrDocument } from './parse.ts';
import { RulesCorpus } from './corpus.ts';
import { RuleSearch } from './search.ts';
import { TermIndex } from './terms.ts';
import { ALL_TERMS } from './glossary/index.ts';
import type { TermEntry } from './glossary/types.ts';
import { RulesCache, restoreDoc, restorePostings, restoreResolutions, storeDoc, storePostings } from './cache.ts';
import type { CacheLogger } from './cache.ts';

export interface RulesKnowledge {
  cr: CrDocument;
  /** The official Japanese CR, when one is configured (CR_JA_FILE / CR_JA_URL). Same numbering. */
  ja: CrDocument | null;
  corpus: RulesCorpus;
  /** Built on first use. */
  readonly search: RuleSearch;
  /** Built on first use. */
  readonly terms: TermIndex;
}

export interface KnowledgeOptions {
  /** Our glossary (tests pass smaller ones). */
  entries?: readonly TermEntry[];
  /** CACHE_DIR: read and write the rules cache there. */
  cacheDir?: string;
  logger?: CacheLogger;
}

export function buildKnowledge(enText: string, jaText: string | null = null, entriesOrOptions: readonly TermEntry[] | KnowledgeOptions = ALL_TERMS): RulesKnowledge {
  const opts: KnowledgeOptions = Array.isArray(entriesOrOptions) ? { entries: entriesOrOptions } : (entriesOrOptions as KnowledgeOptions);
  const entries = opts.entries ?? ALL_TERMS;
  const cache = opts.cacheDir ? RulesCache.of(opts.cacheDir, enText, jaText, opts.logger) : null;
  // The parse the load's completeness check (complete.ts) just made of this text, if it made one:
  // then the cache holds nothing this needs (with no Japanese text), and is not read (issue 15 §2).
  const checked = recentParse(enText);
  const docs =
    checked && !jaText
      ? null
      : cache?.read('cr', (v) => {
          const o = v as { en?: unknown; ja?: unknown };
          const en = restoreDoc(o?.en);
          const ja = jaText ? restoreDoc(o?.ja) : null;
          return en && (ja || !jaText) ? { en, ja } : null;
        });
  const cr = checked ?? docs?.en ?? parseRules(enText);
  const ja = docs ? docs.ja : jaText ? parseRules(jaText) : null;
  // Written when it was not read (a start that finds it needs no parse at all), once.
  if (cache && !docs && !(checked && !jaText && cache.has('cr'))) cache.write('cr', { en: storeDoc(cr), ja: ja ? storeDoc(ja) : null });

  let search: RuleSearch | null = null;
  let terms: TermIndex | null = null;
  return {
    cr,
    ja,
    corpus: new RulesCorpus(cr),
    get search(): RuleSearch {
      if (!search) {
        const postings = cache?.read('search', restorePostings) ?? undefined;
        search = new RuleSearch(cr, { ja, ...(postings ? { postings } : {}) });
        if (cache && search.postings !== postings) cache.write('search', storePostings(search.postings));
      }
      return search;
    },
    get terms(): TermIndex {
      if (!terms) {
        // The cached references are only ours when the entries are the full glossary.
        const cached = cache && entries === ALL_TERMS ? cache.read('terms', (v) => restoreResolutions(v, entries.length)) : null;
        terms = new TermIndex(cr, entries, cached);
        if (cache && entries === ALL_TERMS && !cached) cache.write('terms', terms.resolutions());
      }
      return terms;
    },
  };
}

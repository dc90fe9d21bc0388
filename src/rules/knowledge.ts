/** Everything the rules reference needs, built once from the CR text(s): index, search, terms. */
import { parseRules } from './parse.ts';
import type { CrDocument } from './parse.ts';
import { RulesCorpus } from './corpus.ts';
import { RuleSearch } from './search.ts';
import { TermIndex } from './terms.ts';
import { ALL_TERMS } from './glossary/index.ts';
import type { TermEntry } from './glossary/types.ts';

export interface RulesKnowledge {
  cr: CrDocument;
  /** The official Japanese CR, when one is configured (CR_JA_FILE / CR_JA_URL). Same numbering. */
  ja: CrDocument | null;
  corpus: RulesCorpus;
  search: RuleSearch;
  terms: TermIndex;
}

export function buildKnowledge(enText: string, jaText: string | null = null, entries: readonly TermEntry[] = ALL_TERMS): RulesKnowledge {
  const cr = parseRules(enText);
  const ja = jaText ? parseRules(jaText) : null;
  return {
    cr,
    ja,
    corpus: new RulesCorpus(cr),
    search: new RuleSearch(cr, { ja }),
    terms: new TermIndex(cr, entries),
  };
}

/** Benchmarks of the rules reference: parsing the CR, rule lookup, search (and its baseline), autocomplete. */
import { looksJapanese } from '../core/lang.ts';
import { parseRuleNumber } from '../rules/corpus.ts';
import { decodeRulesText } from '../rules/decode.ts';
import { parseRules } from '../rules/parse.ts';
import { RuleSearch } from '../rules/search.ts';
import type { BenchContext, BenchDefinition } from './harness.ts';
import { baselineSearch, buildBaselineIndex } from './baseline-minisearch.ts';
import type { BaselineIndex } from './baseline-minisearch.ts';
import { crBytes, crDoc, knowledge } from './fixtures.ts';

/** Real rule numbers (sections, rules, subrules incl. two-letter ones), some typed the way people type them. */
export const LOOKUP_NUMBERS: readonly string[] = [
  '1', '5', '100', '103', '104.3a', '110.5', '116.2a', '117.3b', '120.4a', '120.6',
  '122.1', '205.3m', '301.5c', '303.4f', '305.2', '400.7', '405.5', '500', '508.1', '509.1a',
  '510.1c', '510.2', '514.3a', '601.2', '601.2f', '602.5b', '603.3b', '605.1a', '608.2', '613.1d',
  '613.8', '614.1c', '616.1', '701.12', '702', '702.2b', '702.9', '702.19b', '702.19c', '702.90',
  '704.5g', '704.5j', '704.5aa', '707.10', '712.8', '903.3',
  // As typed: a prefix, a trailing period, a space before the letter, full-width digits.
  'CR 702.15b', 'rule 613.1.', '702.16 j', '７０４．５ａ',
];

/** Realistic /search inputs: English words and questions, quoted phrases, rule numbers, Japanese. */
export const SEARCH_QUERIES: readonly string[] = [
  'trample',
  'deathtouch',
  'priority',
  'mulligan',
  'hexproof',
  'commander',
  'planeswalker',
  'sideboard',
  'trample deathtouch',
  'first strike double strike',
  'state-based actions',
  'combat damage assignment',
  'what happens when a creature with trample is blocked',
  'copy a spell',
  'token leaves the battlefield',
  'cleanup step damage wears off',
  "mana abilities don't use the stack",
  'layers timestamp dependency',
  'protection from red',
  'legend rule',
  'cast at instant speed with flash',
  'counter target spell',
  'order of replacement effects',
  'face-down morph',
  '"state-based actions"',
  '"lethal damage"',
  '"summoning sickness"',
  '702.19b',
  'rule 613.1',
  'トランプルと接死',
  '接死',
  '先制攻撃 ダメージ',
  '絆魂 二段攻撃',
];

/** Partial inputs of the /rule, /search and /define autocomplete. */
export const AUTOCOMPLETE_INPUTS: readonly string[] = ['70', '702.1', 'tram', 'ト', 'pri', ''];

interface PreparedQuery {
  query: string;
  expansions: string[];
}

/** The query table with the English names /search adds for Japanese terms (englishNamesIn), computed once. */
function preparedQueries(ctx: BenchContext): PreparedQuery[] {
  return ctx.shared('rule.search.queries', () => {
    const k = knowledge(ctx);
    return SEARCH_QUERIES.map((query) => ({ query, expansions: looksJapanese(query) ? k.terms.englishNamesIn(query) : [] }));
  });
}

function baselineIndex(ctx: BenchContext): BaselineIndex {
  return ctx.shared('rule.search.baseline.index', () => buildBaselineIndex(crDoc(ctx)));
}

const LIMIT = 10;

export const rulesBenchmarks: BenchDefinition[] = [
  {
    name: 'cr.parse',
    description: 'decodeRulesText + parseRules of the whole current CR file (bytes read beforehand)',
    setup(ctx) {
      const bytes = crBytes(ctx);
      return {
        op: () => parseRules(decodeRulesText(bytes).text),
        notes: [`cr.parse: ${(bytes.length / 1024).toFixed(0)} KiB, ${crDoc(ctx).rules.size} rules`],
      };
    },
    sampling: { warmupMaxOps: 3, minSamples: 20, maxSamples: 30, maxTimeMs: 8_000 },
  },
  {
    name: 'rule.lookup',
    description: 'parseRuleNumber + corpus.get, one op per rule number of the table',
    setup(ctx) {
      const { corpus } = knowledge(ctx);
      // Numbers missing from the CR being measured (an older CR_FILE) are left out, and said so.
      const resolves = (input: string): boolean => {
        const p = parseRuleNumber(input);
        return p.ok && corpus.get(p.number) !== undefined;
      };
      const table = LOOKUP_NUMBERS.filter(resolves);
      const missing = LOOKUP_NUMBERS.filter((n) => !resolves(n));
      if (table.length === 0) throw new Error('rule.lookup: none of the rule numbers of the table resolve in this CR');
      return {
        cycle: table.length,
        labels: table,
        op: (i) => {
          const p = parseRuleNumber(table[i % table.length]!);
          return p.ok ? corpus.get(p.number) : undefined;
        },
        notes: missing.length > 0 ? [`rule.lookup: not in this CR, left out: ${missing.join(', ')}`] : [],
      };
    },
    sampling: { maxSamples: 50_000 },
  },
  {
    name: 'rule.search',
    description: `RuleSearch.search, limit ${LIMIT}, one op per query of the table`,
    setup(ctx) {
      const { search } = knowledge(ctx);
      const queries = preparedQueries(ctx);
      const empty = queries.filter((q) => search.search(q.query, { limit: LIMIT, expansions: q.expansions }).length === 0);
      const expanded = queries.filter((q) => q.expansions.length > 0).map((q) => `${q.query} -> ${q.expansions.join(', ')}`);
      return {
        cycle: queries.length,
        labels: queries.map((q) => q.query),
        op: (i) => {
          const q = queries[i % queries.length]!;
          return search.search(q.query, { limit: LIMIT, expansions: q.expansions });
        },
        notes: [
          `rule.search: ${queries.length} queries; Japanese expansions: ${expanded.join('; ') || 'none'}`,
          ...(empty.length > 0 ? [`rule.search: no results for ${empty.map((q) => JSON.stringify(q.query)).join(', ')}`] : []),
        ],
      };
    },
  },
  {
    name: 'rule.search.baseline',
    description: `MiniSearch over the same documents and queries, top ${LIMIT}, one op per query`,
    setup(ctx) {
      const index = baselineIndex(ctx);
      const { search } = knowledge(ctx);
      const queries = preparedQueries(ctx);
      // How similar the two rankings are: same top hit, and shared rule numbers in the top 10.
      let sameTop = 0;
      let overlap = 0;
      const empty: string[] = [];
      for (const q of queries) {
        const ours = search.search(q.query, { limit: LIMIT, expansions: q.expansions }).map((h) => h.number || `g:${h.term ?? ''}`);
        const theirs = baselineSearch(index, q.query, q.expansions, LIMIT).map((h) => h.number || `g:${h.title}`);
        if (theirs.length === 0) empty.push(q.query);
        if (ours[0] !== undefined && ours[0] === theirs[0]) sameTop++;
        overlap += theirs.filter((n) => ours.includes(n)).length / Math.max(1, Math.min(LIMIT, ours.length));
      }
      return {
        cycle: queries.length,
        labels: queries.map((q) => q.query),
        op: (i) => {
          const q = queries[i % queries.length]!;
          return baselineSearch(index, q.query, q.expansions, LIMIT);
        },
        notes: [
          `rule.search.baseline: same top hit as rule.search for ${sameTop}/${queries.length} queries; ` +
            `mean top-${LIMIT} overlap ${((overlap / queries.length) * 100).toFixed(0)}%` +
            (empty.length > 0 ? `; no results for ${empty.map((q) => JSON.stringify(q)).join(', ')}` : ''),
        ],
      };
    },
  },
  {
    name: 'rule.search.index',
    description: 'new RuleSearch(cr): building the search index over the parsed CR',
    setup(ctx) {
      const doc = crDoc(ctx);
      return { op: () => new RuleSearch(doc) };
    },
    sampling: { warmupMaxOps: 2, minSamples: 9, maxSamples: 15, maxTimeMs: 8_000 },
  },
  {
    name: 'rule.search.baseline.index',
    description: 'MiniSearch: building the same documents and indexing them',
    setup(ctx) {
      const doc = crDoc(ctx);
      return { op: () => buildBaselineIndex(doc) };
    },
    sampling: { warmupMaxOps: 2, minSamples: 9, maxSamples: 15, maxTimeMs: 8_000 },
  },
  {
    name: 'rule.autocomplete',
    description: 'RulesCorpus.complete + TermIndex.complete, one op per partial input',
    setup(ctx) {
      const { corpus, terms } = knowledge(ctx);
      const inputs = AUTOCOMPLETE_INPUTS.map((typed) => ({ typed, lang: looksJapanese(typed) ? ('ja' as const) : ('en' as const) }));
      const counts = inputs.map(({ typed, lang }) => `${JSON.stringify(typed)}: ${corpus.complete(typed).length}+${terms.complete(typed, lang).length}`);
      return {
        cycle: inputs.length,
        labels: inputs.map((x) => JSON.stringify(x.typed)),
        op: (i) => {
          const { typed, lang } = inputs[i % inputs.length]!;
          return [corpus.complete(typed, 25), terms.complete(typed, lang, 25)];
        },
        notes: [`rule.autocomplete: rules+terms choices per input: ${counts.join(', ')}`],
      };
    },
  },
];

/**
 * The second search baseline: FlexSearch (a full-text library built for speed) over the same
 * documents as RuleSearch and MiniSearch (baselineDocs), with the same folding: NFKC, lower case,
 * the same stopwords, exact words (no stemming, no partial matching). Heading and text are indexed
 * together (FlexSearch's flat Index has no per-field weights); queries match any of their words
 * (`suggest`), as MiniSearch's OR does. The op includes mapping ids back to rule numbers.
 */
import FlexSearch from 'flexsearch';
import type { CrDocument } from '../rules/parse.ts';
import { baselineDocs } from './baseline-minisearch.ts';
import type { BaselineDoc, BaselineHit } from './baseline-minisearch.ts';
import { isStopword } from '../rules/search-index.ts';

function encode(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .filter((w) => w !== '' && !isStopword(w));
}

export interface FlexBaseline {
  index: InstanceType<typeof FlexSearch.Index>;
  docs: BaselineDoc[];
}

export function buildFlexBaseline(doc: CrDocument): FlexBaseline {
  const docs = baselineDocs(doc);
  const index = new FlexSearch.Index({ tokenize: 'strict', resolution: 9, encode });
  for (const d of docs) index.add(d.id, `${d.title}\n${d.text}`);
  return { index, docs };
}

export function flexSearch(b: FlexBaseline, query: string, expansions: readonly string[], limit = 10): BaselineHit[] {
  const q = expansions.length > 0 ? `${query} ${expansions.join(' ')}` : query;
  const ids = b.index.search(q, { limit, suggest: true }) as number[];
  return ids.map((id, rank) => {
    const d = b.docs[id]!;
    return { number: d.number, title: d.title, kind: d.kind, score: limit - rank };
  });
}

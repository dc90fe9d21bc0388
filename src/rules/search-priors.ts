/**
 * How much each search document counts before any word matches (its prior), and the headings the
 * ranking lifts a specialised rule by: built once per index (search.ts).
 */
import type { CrDocument } from './parse.ts';
import type { SearchDoc } from './search-index.ts';
import { tokenize } from './search-index.ts';

/**
 * A glossary entry is short, so a word in its name weighs a lot: it counts this much unless the
 * query is its name (then it goes to the top, below). "draw from an empty library" wants 121.4,
 * not the entries "Draw" and "Library".
 */
const GLOSSARY_WEIGHT = 0.55;

/** Multipliers of the document priors (see `prior`). */
const CASUAL_PRIOR = 0.75;
const SPECIALISED_PRIOR = 0.7;

export interface DocumentPriors {
  /**
   * How much a document counts before any word matches: the casual variants (chapter 9) and
   * multiplayer (chapter 8) less than the rules of an ordinary game, a glossary entry less (see
   * GLOSSARY_WEIGHT); a rule of chapter 7 about one mechanic (701, 702, 705 on; not 700, 703 or 704)
   * less unless a heading above it is named in the query (then 1: see `specialised`).
   */
  prior: Float64Array;
  /** 1 for the rules of chapter 7 about one mechanic, whose prior is lifted when their heading is named. */
  specialised: Uint8Array;
  /** Added to a rule (not a glossary entry) holding every query word. */
  allWordsBonus: Float64Array;
  /** The titled rules above each specialised rule, below its chapter (CSR: headsAbove[headsStart[d] .. headsStart[d + 1]]). */
  headsStart: Int32Array;
  headsAbove: Int32Array;
  /** Per word id, the titled rules whose heading holds the word (CSR, the same way). */
  titledStart: Int32Array;
  titled: Int32Array;
}

/** The priors of `docs` (rules of `doc`, then its glossary) over an index of `wordCount` words. */
export function documentPriors(
  doc: CrDocument,
  docs: readonly SearchDoc[],
  wordIds: ReadonlyMap<string, number>,
  byNumber: ReadonlyMap<string, number>,
  wordCount: number,
): DocumentPriors {
  const n = docs.length;
  const prior = new Float64Array(n);
  const specialised = new Uint8Array(n);
  const allWordsBonus = new Float64Array(n);
  const heads: number[] = [];
  const headsStart = new Int32Array(n + 1);
  const titledBy = new Map<number, number[]>();
  for (const d of docs) {
    headsStart[d.id] = heads.length;
    if (d.kind === 'glossary') {
      prior[d.id] = GLOSSARY_WEIGHT;
      continue;
    }
    const chapter = d.number[0];
    prior[d.id] = chapter === '8' || chapter === '9' ? CASUAL_PRIOR : 1;
    allWordsBonus[d.id] = 0.1;
    const node = doc.rules.get(d.number)!;
    if (node.title && node.kind !== 'chapter') {
      for (const w of new Set(tokenize(node.title))) {
        const id = wordIds.get(w);
        if (id === undefined) continue;
        const list = titledBy.get(id);
        if (list) list.push(d.id);
        else titledBy.set(id, [d.id]);
      }
    }
    if (!/^7(?:0[1256789]|[1-9]\d)/.test(d.number)) continue;
    specialised[d.id] = 1;
    prior[d.id] = SPECIALISED_PRIOR;
    for (let num: string | null = d.number; num; num = doc.rules.get(num)?.parent ?? null) {
      const above = doc.rules.get(num);
      if (above?.title && above.kind !== 'chapter') heads.push(byNumber.get(num)!);
    }
  }
  headsStart[n] = heads.length;
  const headsAbove = Int32Array.from(heads);
  const titledStart = new Int32Array(wordCount + 1);
  const titled: number[] = [];
  for (let id = 0; id < wordCount; id++) {
    titledStart[id] = titled.length;
    titled.push(...(titledBy.get(id) ?? []));
  }
  titledStart[wordCount] = titled.length;
  return { prior, specialised, allWordsBonus, headsStart, headsAbove, titledStart, titled: Int32Array.from(titled) };
}

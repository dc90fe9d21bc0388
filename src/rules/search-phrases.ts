/**
 * Phrases in the search documents: each document's own words as word ids in text order (made on
 * first use), so a query phrase is found only where its words stand one after the other.
 */
import type { CrDocument } from './parse.ts';
import { tokenize } from './search-index.ts';
import type { SearchDoc } from './search-index.ts';

/** Where a phrase can't run on: sentence and clause punctuation, quotes, brackets, line ends. */
const CLAUSE_BREAK = /[.,;:!?()"“”「」『』（）、。\n]+/;

export class DocumentPhrases {
  /**
   * Each document's words as word ids in text order (made on first use). Sized and filled at once:
   * an empty array written at scattered indexes turns into a dictionary (a hash lookup per read).
   */
  private readonly sequences: (Int32Array | undefined)[];

  constructor(
    private readonly docs: readonly SearchDoc[],
    private readonly wordIds: ReadonlyMap<string, number>,
    private readonly cr: CrDocument,
    private readonly ja: CrDocument | null,
  ) {
    this.sequences = new Array<Int32Array | undefined>(docs.length).fill(undefined);
  }

  /** True when document `d` holds the words `ids` one after the other. */
  holds(d: number, ids: Int32Array): boolean {
    if (ids.length === 0 || ids[0]! < 0) return false;
    let seq = this.sequences[d];
    if (seq === undefined) {
      seq = this.sequenceOf(d);
      this.sequences[d] = seq;
    }
    const first = ids[0]!;
    for (let i = 0, end = seq.length - ids.length; i <= end; i++) {
      if (seq[i] !== first) continue;
      let k = 1;
      while (k < ids.length && seq[i + k] === ids[k]) k++;
      if (k === ids.length) return true;
    }
    return false;
  }

  /**
   * The words of a document's own text (a rule's text, not its examples: "Chittering Host dies. An
   * ability that triggers …" is not about dies triggers) as word ids, -1 between clauses so a
   * phrase never runs across punctuation.
   */
  private sequenceOf(d: number): Int32Array {
    const doc = this.docs[d]!;
    const parts = doc.kind === 'glossary' ? [doc.text] : [this.cr.rules.get(doc.number)?.text ?? '', this.ja?.rules.get(doc.number)?.text ?? ''];
    const ids: number[] = [];
    for (const part of parts) {
      for (const clause of part.split(CLAUSE_BREAK)) {
        for (const w of tokenize(clause)) ids.push(this.wordIds.get(w) ?? -1);
        ids.push(-1);
      }
    }
    return Int32Array.from(ids);
  }
}

/**
 * The inverted index behind RuleSearch (search.ts): the documents (every rule node and every CR
 * glossary entry, in CR order), the words they contain (tokenize: NFKC, lower case, stopwords
 * dropped, a small stemmer, character bigrams for Japanese), and for each word its postings —
 * documents with a precomputed BM25 weight — as flat typed arrays. The postings are what takes
 * time to build, so they can be written out and read back (src/rules/cache.ts); the documents are
 * always derived from the parsed CR again, in the same order.
 */
import type { CrDocument } from './parse.ts';
import { japaneseRuns, straightQuotes } from './fold-scan.ts';
import { nfkc } from './nfkc.ts';

export interface SearchDoc {
  id: number;
  kind: 'rule' | 'glossary';
  /** Rule number, or for a glossary entry the first rule it cites ('' when it cites none). */
  number: string;
  title: string | null;
  text: string;
}

const STOPWORDS = new Set(
  'a an and are as at be by can do does for from has have how i if in into is it its may of on or s so such than that the their them then there these they this to was what when where which who will with would you your'.split(' '),
);

export function isStopword(w: string): boolean {
  return STOPWORDS.has(w);
}

export function normaliseText(s: string): string {
  // Printable ASCII is already in NFKC (nfkc.ts sees it without ICU) and has no curly quotes: only
  // the case and a backtick to fold.
  return straightQuotes(nfkc(s).toLowerCase());
}

/**
 * A deliberately small English stemmer: the same folding at index and query time is what matters.
 * "dies" keeps its s (a verb, never the plural of die, which is dice: "dies" must not find 706
 * Rolling a Die); "-iable" is the adjective of a "-y" verb (copiable -> copy, as copies and copied).
 * Written with endsWith rather than regular expressions: it runs on every word of every query.
 */
export function stem(word: string): string {
  let w = word;
  if (w.endsWith("'s")) w = w.slice(0, -2);
  if (w.endsWith("'")) w = w.slice(0, -1);
  const n = w.length;
  if (n === 4 && w.endsWith('ies')) return w;
  if (n > 6 && w.endsWith('iable')) return `${w.slice(0, -5)}y`;
  if (n > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (n > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ied')) w = `${w.slice(0, -3)}y`; // copied -> copy, like copies
  else if (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed')) w = w.slice(0, -2); // not speed, exceed
  // base and based, rule and rules alike (as create and created).
  if (w.length >= 4 && w.endsWith('e') && !w.endsWith('ee')) w = w.slice(0, -1);
  return w;
}

/** a-z or 0-9 (char codes), which start a Latin word; an apostrophe (39) may continue one. */
const isWordStart = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);

/** One Latin word as the index keeps it ('' for a stopword). */
function latinWord(w: string): string {
  if (STOPWORDS.has(w)) return '';
  // "don't", "doesn't", "can't" all say not.
  if (w.endsWith("n't")) return 'not';
  const c = w.charCodeAt(0);
  return c >= 48 && c <= 57 ? w : stem(w);
}

/**
 * The words of a text as the index keeps them (stemmed Latin words, then Japanese bigrams). The
 * Latin words are read by one scan over the characters: a letter a-z or a digit, then letters, digits
 * and apostrophes.
 */
export function tokenize(text: string): string[] {
  return tokenizeNormalised(normaliseText(text));
}

/** `tokenize` of a text already through normaliseText (normalising it again changes nothing). */
export function tokenizeNormalised(s: string): string[] {
  const out: string[] = [];
  const n = s.length;
  let plain = true;
  for (let i = 0; i < n; ) {
    const c = s.charCodeAt(i);
    if (!isWordStart(c)) {
      if (c < 0x20 || c > 0x7e) plain = false;
      i++;
      continue;
    }
    let j = i + 1;
    for (; j < n; j++) {
      const d = s.charCodeAt(j);
      if (!isWordStart(d) && d !== 39) break;
    }
    const w = latinWord(s.slice(i, j));
    if (w !== '') out.push(w);
    i = j;
  }
  if (plain) return out;
  japaneseRuns(s, (run) => {
    if (run.length === 1) out.push(run);
    for (let i = 0; i + 1 < run.length; i++) out.push(run.slice(i, i + 2));
  });
  return out;
}

/** The documents of a CR (and its Japanese translation, whose text is searched with the English). */
export function searchDocs(doc: CrDocument, ja?: CrDocument | null): SearchDoc[] {
  const docs: SearchDoc[] = [];
  for (const n of doc.order) {
    const node = doc.rules.get(n)!;
    const jaNode = ja?.rules.get(n);
    const text = [node.text, ...node.examples, ...(jaNode ? [jaNode.text, ...jaNode.examples] : [])].join('\n');
    docs.push({ id: docs.length, kind: 'rule', number: n, title: node.title, text });
  }
  for (const g of doc.glossary) docs.push({ id: docs.length, kind: 'glossary', number: g.seeRules[0] ?? '', title: g.term, text: `${g.term}\n${g.text}` });
  return docs;
}

/** How much each part of a document counts: its heading most, then its own text, its examples least. */
const WEIGHT = { title: 3, text: 1, examples: 0.5, context: 1 } as const;
const K1 = 1.2;
const B = 0.75;

/** Postings of every word: word id -> [start, end) in `doc` / `weight` (documents ascending). */
export interface Postings {
  /** Words in id order. */
  words: string[];
  start: Int32Array;
  doc: Int32Array;
  /** The BM25 term-frequency part (tf·(k1+1) / (tf + k1·(1 − b + b·len/avg))), per posting. */
  weight: Float32Array;
  documents: number;
}

/**
 * Words the CR defines by a phrase, from its glossary: “dies” if it is put into a graveyard from
 * the battlefield. A rule that uses the phrase is about the word too, so it is indexed under it.
 */
export function definedPhrases(cr: CrDocument): { words: string[]; phrase: string }[] {
  const out: { words: string[]; phrase: string }[] = [];
  for (const g of cr.glossary) {
    for (const m of normaliseText(g.text).matchAll(/"([^"]{2,40})" if (?:it is|it's) ([^.;,"]+)/g)) {
      const phrase = m[2]!.replace(/\s+/g, ' ').trim();
      if (phrase.split(' ').length >= 3) out.push({ words: tokenize(m[1]!), phrase });
    }
  }
  return out;
}

/** Weighted word counts of one document: its title, its text and examples, and its parents' headings. */
function docWords(cr: CrDocument, ja: CrDocument | null | undefined, d: SearchDoc, defined: readonly { words: string[]; phrase: string }[]): Map<string, number> {
  const tf = new Map<string, number>();
  const add = (text: string | null | undefined, w: number): void => {
    if (!text) return;
    for (const t of tokenize(text)) tf.set(t, (tf.get(t) ?? 0) + w);
  };
  if (d.kind === 'glossary') {
    add(d.title, WEIGHT.title);
    add(d.text.slice((d.title ?? '').length + 1), WEIGHT.text);
    return tf;
  }
  const node = cr.rules.get(d.number)!;
  add(node.title, WEIGHT.title);
  add(node.text, WEIGHT.text);
  for (const e of node.examples) add(e, WEIGHT.examples);
  const jaNode = ja?.rules.get(d.number);
  if (jaNode) {
    add(jaNode.text, WEIGHT.text);
    for (const e of jaNode.examples) add(e, WEIGHT.examples);
  }
  // The headings above a rule say what it is about (603.6c sits under "Handling Triggered Abilities");
  // a chapter's heading is too broad to (a third of the CR is under "Additional Rules").
  for (let p = node.parent; p; p = cr.rules.get(p)?.parent ?? null) {
    const above = cr.rules.get(p);
    if (above && above.kind !== 'chapter') add(above.title, WEIGHT.context);
  }
  if (defined.length > 0) {
    const flat = normaliseText(node.text).replace(/\s+/g, ' ');
    for (const { words, phrase } of defined) if (flat.includes(phrase)) for (const w of words) tf.set(w, (tf.get(w) ?? 0) + WEIGHT.text);
  }
  return tf;
}

export function buildPostings(cr: CrDocument, docs: readonly SearchDoc[], ja?: CrDocument | null): Postings {
  const ids = new Map<string, number>();
  const lists: { doc: number[]; tf: number[] }[] = [];
  const lengths = new Float64Array(docs.length);
  const defined = definedPhrases(cr);
  for (const d of docs) {
    let len = 0;
    for (const [t, f] of docWords(cr, ja, d, defined)) {
      let id = ids.get(t);
      if (id === undefined) {
        id = lists.length;
        ids.set(t, id);
        lists.push({ doc: [], tf: [] });
      }
      lists[id]!.doc.push(d.id);
      lists[id]!.tf.push(f);
      len += f;
    }
    lengths[d.id] = len;
  }
  let total = 0;
  for (const l of lengths) total += l;
  const avg = total / Math.max(1, docs.length);
  const count = lists.reduce((s, l) => s + l.doc.length, 0);
  const start = new Int32Array(lists.length + 1);
  const doc = new Int32Array(count);
  const weight = new Float32Array(count);
  let at = 0;
  lists.forEach((l, id) => {
    start[id] = at;
    for (let i = 0; i < l.doc.length; i++) {
      const d = l.doc[i]!;
      const tf = l.tf[i]!;
      doc[at] = d;
      weight[at] = (tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * lengths[d]!) / avg));
      at++;
    }
  });
  start[lists.length] = at;
  return { words: [...ids.keys()], start, doc, weight, documents: docs.length };
}

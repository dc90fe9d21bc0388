/**
 * Term lookup for /define: our glossary entries (with their RuleRefs resolved against the loaded
 * CR) and, as a fallback, the CR's own glossary. Finds a term from English or Japanese names,
 * abbreviations, plurals, hyphenation and small misspellings, and suggests terms otherwise.
 */
import { JA_VOCABULARY } from './glossary/ja-vocabulary.ts';
import { collate, foldTerm, isAscii, japaneseStem, singular, stemmedForm, stripQuestion } from './term-text.ts';
import type { TermEntry } from './glossary/types.ts';
import type { CrDocument, GlossaryEntry } from './parse.ts';
import { RefResolver } from './refs.ts';
import { editDistance } from '../core/edit-distance.ts';
import { SubstringFinder, WordSequenceFinder } from './name-finder.ts';
import { stem } from './search-index.ts';
import { TermBoosts } from './term-boosts.ts';

export { foldTerm, stripQuestion } from './term-text.ts';

const VOCABULARY: [string, string][] = Object.entries(JA_VOCABULARY).map(([ja, en]): [string, string] => [foldTerm(ja), en]).sort((a, b) => b[0].length - a[0].length);
const VOCABULARY_WHOLE: ReadonlyMap<string, string> = new Map(VOCABULARY); // "/define 盾カウンター": a term asked by its everyday Japanese word

export interface ResolvedTerm {
  entry: TermEntry;
  /** Rule numbers of `entry.rules`, resolved, without duplicates; the first is the headline rule. */
  rules: string[];
  /** Resolved numbers for each interaction, in order. */
  interactionRules: string[][];
  /** The CR glossary entry for this term, when the CR has one. */
  crGlossary: GlossaryEntry | null;
  /** References that did not resolve against this CR (a test keeps this empty for the current CR). */
  unresolved: { ref: string; error: string }[];
}

/** What resolving one entry's references gave, as the rules cache keeps it (src/rules/cache.ts). */
export interface CachedResolution {
  rules: string[];
  interactionRules: string[][];
  /** The CR glossary entry's term, or null. */
  crGlossary: string | null;
  unresolved: { ref: string; error: string }[];
}

export type TermMatch =
  | { kind: 'ours'; term: ResolvedTerm; how: MatchHow; rest: string }
  | { kind: 'cr'; entry: GlossaryEntry; how: MatchHow; rest: string };

export type MatchHow = 'exact' | 'alias' | 'plural' | 'prefix-words' | 'fuzzy';

interface NameRow {
  key: string;
  target: { kind: 'ours'; index: number } | { kind: 'cr'; entry: GlossaryEntry };
  how: 'exact' | 'alias';
  display: string;
}

/** How many texts' interaction boosts are kept (the most recently searched). */
const BOOST_CACHE = 256;

export class TermIndex {
  readonly terms: ResolvedTerm[];
  private readonly rows = new Map<string, NameRow>();
  private resolverCache: RefResolver | null = null;

  /** `cached`: the entries' references as resolved earlier against this same CR (one per entry, in order). */
  constructor(
    readonly doc: CrDocument,
    entries: readonly TermEntry[],
    cached?: readonly CachedResolution[] | null,
  ) {
    if (cached && cached.length === entries.length) {
      const glossary = new Map(doc.glossary.map((g) => [g.term, g]));
      this.terms = entries.map((entry, i) => {
        const c = cached[i]!;
        return { entry, rules: c.rules, interactionRules: c.interactionRules, crGlossary: c.crGlossary === null ? null : (glossary.get(c.crGlossary) ?? null), unresolved: c.unresolved };
      });
    } else {
      this.terms = entries.map((e) => this.resolveEntry(e));
    }
    // Our names first so they win over the CR glossary's.
    this.terms.forEach((t, index) => {
      const e = t.entry;
      this.addName(e.en, { kind: 'ours', index }, 'exact', e.en);
      this.addName(e.id, { kind: 'ours', index }, 'exact', e.en);
      if (e.ja) {
        this.addName(e.ja, { kind: 'ours', index }, 'exact', e.ja);
        for (const part of e.ja.split('/')) {
          this.addName(part, { kind: 'ours', index }, 'alias', e.ja);
          const stemmed = japaneseStem(part);
          if (stemmed) this.addName(stemmed, { kind: 'ours', index }, 'alias', e.ja);
        }
      }
      if (e.jaUnofficial) this.addName(e.jaUnofficial, { kind: 'ours', index }, 'alias', e.jaUnofficial);
      for (const a of e.aliases ?? []) this.addName(a, { kind: 'ours', index }, 'alias', a);
      if (t.crGlossary) this.addName(t.crGlossary.term, { kind: 'ours', index }, 'alias', t.crGlossary.term);
    });
    for (const g of doc.glossary) {
      this.addName(g.term, { kind: 'cr', entry: g }, 'exact', g.term);
      // "Champion, Championed" -> both names; "Bury (Obsolete)" -> "bury".
      const bare = g.term.replace(/\s*\(obsolete\)\s*$/i, '');
      this.addName(bare, { kind: 'cr', entry: g }, 'alias', g.term);
      if (bare.includes(',')) for (const part of bare.split(',')) this.addName(part, { kind: 'cr', entry: g }, 'alias', g.term);
    }
  }

  private get resolver(): RefResolver {
    this.resolverCache ??= new RefResolver(this.doc);
    return this.resolverCache;
  }

  /** The resolved references of every entry, for the rules cache. */
  resolutions(): CachedResolution[] {
    return this.terms.map((t) => ({ rules: t.rules, interactionRules: t.interactionRules, crGlossary: t.crGlossary?.term ?? null, unresolved: t.unresolved }));
  }

  private addName(name: string, target: NameRow['target'], how: NameRow['how'], display: string): void {
    const key = foldTerm(name);
    if (!key || this.rows.has(key)) return;
    this.rows.set(key, { key, target, how, display });
  }

  private resolveEntry(entry: TermEntry): ResolvedTerm {
    const unresolved: { ref: string; error: string }[] = [];
    // A keyword's own heading lives in 701 (actions) or 702 (abilities): prefer it on a tie.
    const prefer = entry.kind === 'keyword-action' ? '701' : entry.kind === 'keyword-ability' ? '702' : undefined;
    const resolveAll = (refs: readonly string[]): string[] => {
      const out: string[] = [];
      for (const ref of refs) {
        const r = this.resolver.resolve(ref, prefer);
        if (!r.ok) unresolved.push({ ref, error: r.error });
        else for (const n of r.value.numbers) if (!out.includes(n)) out.push(n);
      }
      return out;
    };
    const rules = resolveAll(entry.rules);
    const interactionRules = (entry.interactions ?? []).map((i) => resolveAll(i.rules));
    let crGlossary: GlossaryEntry | null = null;
    for (const ref of entry.rules) {
      const m = /^[gt]:(.+)$/.exec(ref);
      if (m) {
        crGlossary = this.resolver.glossaryEntry(m[1]!) ?? null;
        if (crGlossary) break;
      }
    }
    crGlossary ??= this.resolver.glossaryEntry(entry.en) ?? null;
    return { entry, rules, interactionRules, crGlossary, unresolved };
  }

  private toMatch(row: NameRow, how: MatchHow, rest: string): TermMatch {
    return row.target.kind === 'ours'
      ? { kind: 'ours', term: this.terms[row.target.index]!, how: how === 'exact' ? row.how : how, rest }
      : { kind: 'cr', entry: row.target.entry, how: how === 'exact' ? row.how : how, rest };
  }

  /** Finds a term; `rest` holds words after the term ("pro red" -> protection, rest "red"). */
  lookup(query: string): TermMatch | null {
    const key = foldTerm(stripQuestion(query));
    if (!key) return null;
    const exact = this.rows.get(key);
    if (exact) return this.toMatch(exact, 'exact', '');
    const translated = this.rows.get(foldTerm(VOCABULARY_WHOLE.get(key) ?? ''));
    if (translated) return this.toMatch(translated, 'alias', '');
    const words = key.split(' ');
    // Plurals: "lifelinks", "first strikes".
    const last = words[words.length - 1]!;
    for (const s of singular(last)) {
      const row = this.rows.get([...words.slice(0, -1), s].join(' '));
      if (row) return this.toMatch(row, 'plural', '');
    }
    // Hyphenated or spaced differently: "double-strike", "doublestrike".
    const squashed = key.replace(/ /g, '');
    for (const row of this.rows.values()) if (row.key.replace(/ /g, '') === squashed) return this.toMatch(row, 'alias', '');
    // Leading words: "pro red", "protection from red", "ward 2", "トランプル 持ち".
    for (let n = words.length - 1; n >= 1; n--) {
      const head = words.slice(0, n).join(' ');
      const row = this.rows.get(head) ?? singular(words[n - 1]!).map((s) => this.rows.get([...words.slice(0, n - 1), s].join(' '))).find(Boolean);
      if (row) return this.toMatch(row, 'prefix-words', words.slice(n).join(' '));
    }
    // Misspellings: the closest name within a distance that grows with length.
    const max = key.length <= 4 ? 0 : key.length <= 7 ? 1 : 2;
    if (max > 0) {
      let best: NameRow | null = null;
      let bestD = max + 1;
      for (const row of this.rows.values()) {
        const d = editDistance(key, row.key, max);
        if (d < bestD || (d === bestD && best && best.target.kind === 'cr' && row.target.kind === 'ours')) {
          best = row;
          bestD = d;
        }
      }
      if (best && bestD <= max) return this.toMatch(best, 'fuzzy', '');
    }
    return null;
  }

  /** Up to `limit` names for "did you mean" and autocomplete, best first. */
  suggest(query: string, limit = 5): string[] {
    const key = foldTerm(stripQuestion(query));
    if (!key) return [];
    const scored: { display: string; score: number }[] = [];
    const seen = new Set<string>();
    for (const row of this.rows.values()) {
      let score: number;
      if (row.key.startsWith(key)) score = 0 + row.key.length / 100;
      else if (row.key.includes(key)) score = 1 + row.key.length / 100;
      else {
        // Short queries allow fewer edits, or everything short would be "close".
        const max = key.length <= 3 ? 1 : key.length <= 6 ? 2 : 3;
        const d = editDistance(key, row.key.slice(0, key.length + 2), max);
        if (d > max) continue;
        score = 2 + d;
      }
      if (row.target.kind === 'cr') score += 0.5;
      const display = row.target.kind === 'ours' ? this.terms[row.target.index]!.entry.en : row.target.entry.term;
      if (seen.has(display)) continue;
      seen.add(display);
      scored.push({ display, score });
    }
    scored.sort((a, b) => a.score - b.score || collate(a.display, b.display));
    return scored.slice(0, limit).map((s) => s.display);
  }

  /** Autocomplete choices: names (in the user's language when we have one) starting with or containing the text. */
  complete(typed: string, lang: 'en' | 'ja', limit = 25): { name: string; value: string }[] {
    const key = foldTerm(typed);
    // Nothing typed yet (the first autocomplete of every use): the same list each time, made once per language.
    const memo = key === '' ? `${lang}:${limit}` : null;
    const choices = (memo !== null ? this.emptyChoices.get(memo) : undefined) ?? this.choices(key, lang, limit);
    if (memo !== null) this.emptyChoices.set(memo, choices);
    return choices.map((c) => ({ ...c }));
  }
  private readonly emptyChoices = new Map<string, { name: string; value: string }[]>();
  private choices(key: string, lang: 'en' | 'ja', limit: number): { name: string; value: string }[] {
    const out: { name: string; value: string; score: number }[] = [];
    const seen = new Set<string>();
    for (const row of this.rows.values()) {
      const score = key === '' ? 2 : row.key.startsWith(key) ? 0 : row.key.includes(key) ? 1 : -1;
      if (score < 0) continue;
      if (row.target.kind === 'ours') {
        const e = this.terms[row.target.index]!.entry;
        if (seen.has(e.id)) continue;
        seen.add(e.id);
        const jaName = e.ja ?? e.jaUnofficial;
        // English choices carry no Japanese; Japanese ones show the English name too (it is what the CR uses).
        const name = lang === 'ja' && jaName ? `${jaName} (${e.en})` : e.en;
        out.push({ name, value: e.en, score });
      } else {
        const t = row.target.entry.term;
        if (seen.has(t)) continue;
        seen.add(t);
        out.push({ name: t, value: t, score: score + 0.5 });
      }
    }
    out.sort((a, b) => a.score - b.score || a.name.length - b.name.length || collate(a.name, b.name));
    return out.slice(0, limit).map(({ name, value }) => ({ name: name.slice(0, 100), value: value.slice(0, 100) }));
  }

  /**
   * Each term's names folded once, for finding terms inside a text: Latin-script names matched as
   * whole words stemmed as the search does ("lifelinks"; a name as written is found this way too,
   * its words stemming alike, so there is no second table of names as written to look each word up
   * in), the others anywhere (Japanese has no spaces). Built on first use.
   */
  private finders(): { stems: WordSequenceFinder; other: SubstringFinder<number> } {
    if (!this.finderCache) {
      const stems = new WordSequenceFinder();
      const other = new SubstringFinder<number>();
      this.terms.forEach((t, i) => {
        const e = t.entry;
        const names = [e.en, e.ja, ...(e.ja?.split('/') ?? []), e.jaUnofficial, ...(e.aliases ?? [])].filter((n): n is string => !!n);
        const seen = new Set<string>();
        for (const n of names) {
          const k = foldTerm(japaneseStem(n) ?? n);
          if (k.length < 2 || seen.has(k)) continue;
          seen.add(k);
          if (/^[\p{ASCII}]+$/u.test(k)) stems.add(stemmedForm(k), i);
          else other.add(k, i);
        }
      });
      this.finderCache = { stems, other };
    }
    return this.finderCache;
  }

  private finderCache: { stems: WordSequenceFinder; other: SubstringFinder<number> } | null = null;

  /** Our terms named in a text, by any of their names (whole words for Latin script), in glossary order. */
  termsIn(text: string): ResolvedTerm[] {
    return this.namedIn(text).map((i) => this.terms[i]!);
  }

  /** The indexes of the terms named in a text, in glossary order. */
  private namedIn(text: string): number[] {
    const folded = foldTerm(text);
    const { stems, other } = this.finders();
    const named: number[] = [];
    const words = folded.split(' ');
    // Stemmed, every word is looked up once (a name as written is found by its stems too).
    for (let i = 0; i < words.length; i++) words[i] = stem(words[i]!);
    stems.findIn(words, named);
    if (!isAscii(folded)) {
      for (const i of other.findIn(folded)) {
        const t = other.value(i);
        if (!named.includes(t)) named.push(t);
      }
    }
    return named.length > 1 ? named.sort((a, b) => a - b) : named;
  }

  /**
   * Rules to favour when a query names several terms: the rules our glossary says settle their
   * interaction (trample + deathtouch -> the deathtouch lethal-damage rule and trample's
   * assignment rule), and each named term's rules (its headline rule most: "dies trigger" -> 700.4,
   * then 603.6c and 603.10a, which our Dies entry cites).
   */
  interactionBoosts(text: string, uncached = false): ReadonlyMap<string, number> {
    if (uncached) return this.findBoosts(text);
    // A hit stays where it is (the oldest text goes first): moving it cost a delete and a set per search.
    const cached = this.boostCache.get(text);
    if (cached) return cached;
    const boost = this.findBoosts(text);
    if (this.boostCache.size >= BOOST_CACHE) this.boostCache.delete(this.boostCache.keys().next().value!);
    this.boostCache.set(text, boost);
    return boost;
  }

  /** Forgets the boosts of recent queries (the bench measures a query seen for the first time this way). */
  clearQueryCache(): void {
    // A new map, not Map.clear() (see QueryPlanner.clear: clearing often makes scavenges slow).
    this.boostCache = new Map();
  }

  /** The boosts of the most recently searched texts (a text's boosts depend on it alone). */
  private boostCache = new Map<string, ReadonlyMap<string, number>>();

  private findBoosts(text: string): ReadonlyMap<string, number> {
    this.boostTable ??= new TermBoosts(this.terms);
    return this.boostTable.of(this.namedIn(text), this.terms);
  }

  /** Each term's boosts, prepared on first use (term-boosts.ts). */
  private boostTable: TermBoosts | null = null;

  /** English names of our terms that appear (by any of their Japanese names) in a Japanese text, each once. */
  englishNamesIn(text: string): string[] {
    const out: string[] = [];
    for (const { en } of this.japaneseOccurrences(text, this.japaneseNames(true))) if (!out.some((o) => o.toLowerCase() === en.toLowerCase())) out.push(en);
    return out;
  }

  /**
   * A Japanese text read in English: the English names of the terms and everyday words it uses, in
   * its order, as often as it uses them (「コピーのコピー」 -> "Copy Copy"), for searching the English
   * CR. Only official names and the everyday vocabulary translate: an alias such as 死亡誘発 (for
   * Dies) is a way to find a term, not its translation, so it reads as 死亡 + 誘発 (dies trigger).
   */
  englishReading(text: string): string {
    return this.japaneseOccurrences(text, this.japaneseNames(false))
      .map((o) => o.en)
      .join(' ');
  }

  /** Every place one of `names` is used in a text, in text order, longer names first. */
  private japaneseOccurrences(text: string, names: SubstringFinder<string>): { at: number; en: string }[] {
    const folded = foldTerm(text);
    const found: { at: number; en: string }[] = [];
    // The longest name first, whether a term's or the everyday vocabulary's, so ダメージ割り振り順
    // wins over ダメージ and 二段攻撃 over 攻撃; text explained once is not matched again.
    let rest = folded;
    for (const i of names.findIn(folded)) {
      const key = names.name(i);
      for (let at = rest.indexOf(key); at >= 0; at = rest.indexOf(key, at + key.length)) found.push({ at, en: names.value(i) });
      rest = rest.split(key).join(' '.repeat(key.length));
    }
    return found.sort((a, b) => a.at - b.at);
  }

  /** Japanese names (folded) of our terms (with their aliases or not) and of the everyday vocabulary, longest first. */
  private japaneseNames(aliases: boolean): SubstringFinder<string> {
    const cached = this.jaNameCache[aliases ? 1 : 0];
    if (cached) return cached;
    const names: [string, string][] = [];
    this.terms.forEach((t) => {
      const e = t.entry;
      const seen = new Set<string>();
      for (const n of [e.en, e.ja, ...(e.ja?.split('/') ?? []), e.jaUnofficial, ...(aliases ? (e.aliases ?? []) : [])]) {
        if (!n) continue;
        const k = foldTerm(japaneseStem(n) ?? n);
        if (k.length < 2 || seen.has(k) || /^[\p{ASCII}]+$/u.test(k)) continue;
        seen.add(k);
        names.push([k, e.en]);
      }
    });
    names.push(...VOCABULARY);
    const finder = new SubstringFinder<string>();
    for (const [k, en] of names.sort((a, b) => b[0].length - a[0].length)) finder.add(k, en);
    this.jaNameCache[aliases ? 1 : 0] = finder;
    return finder;
  }

  private readonly jaNameCache: [SubstringFinder<string> | null, SubstringFinder<string> | null] = [null, null];
}

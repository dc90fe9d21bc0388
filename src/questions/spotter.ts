/**
 * The card-name spotter for /ask (language/lexicon/cards.ts), over the catalog's name index: every
 * English and Japanese name of a playable card (tokens, emblems and art cards are left out, so
 * "Soldier" or "Spirit" in a question is a creature type, not a token).
 *
 * The index's sorted key tables are read in place (issue 15 §2, §4): a name is found by binary
 * search, the first playable entry of its key in the index's order answering. Nothing is copied,
 * so the spotter costs no start-up time and no memory of its own beyond the hits it has returned.
 */
import type { CardService } from '../cards/service.ts';
import { NAME_KINDS, cardPriority } from '../cards/names.ts';
import type { NameIndex } from '../cards/names.ts';
import type { NameLayout, StringTable } from '../cards/name-layout.ts';
import { CardSpotter, NEAR_SCAN, beforeComma, nearWords } from '../language/lexicon/cards.ts';
import { japaneseShortKey } from '../language/lexicon/ja-short-names.ts';
import type { CardNameHit, CardNameTable } from '../language/lexicon/cards.ts';

const JAPANESE_KINDS = new Set(['ja', 'ja_face', 'ja_orphan']);
/** Distinct first words remembered by maxWords (a question has a few dozen). */
const MAX_WORDS_MEMO = 5_000;

/** The catalog's name index as a CardNameTable. */
export class IndexedNames implements CardNameTable {
  private readonly l: NameLayout;
  /** One hit object per entry, as a map of names would hold. */
  private readonly hits = new Map<number, CardNameHit>();
  private readonly maxWordsMemo = new Map<string, number>();
  private longest: number | null = null;
  /** Japanese legends by their name after the title (「サリア」「ライラ」), built on the first such look-up: a few thousand of the names. */
  private legendsJa: Map<string, CardNameHit[]> | null = null;
  private count: number | null = null;

  constructor(index: NameIndex) {
    this.l = index.layout;
  }

  private japaneseEntry(e: number): boolean {
    return JAPANESE_KINDS.has(NAME_KINDS[this.l.kindOf[e]!]!);
  }

  /** A real card's name (a Japanese name whose card isn't in the catalog counts). */
  private playable(e: number): boolean {
    const id = this.l.cardOf[e]!;
    const card = id >= 0 ? this.l.cards[id] : undefined;
    return card ? cardPriority(card) === 0 : NAME_KINDS[this.l.kindOf[e]!] === 'ja_orphan';
  }

  private hit(e: number): CardNameHit {
    let h = this.hits.get(e);
    if (!h) {
      const id = this.l.cardOf[e]!;
      const card = id >= 0 ? this.l.cards[id] : undefined;
      const display = this.l.displays.get(e);
      h = { name: card?.name ?? display, display, typeLine: card?.type_line ?? '', rank: card?.rank ?? null, ja: card?.ja ?? null };
      this.hits.set(e, h);
    }
    return h;
  }

  /** The first playable entry of key `i` of `table` in the given script, or -1. */
  private first(table: StringTable, i: number, japanese: boolean): number {
    for (let k = table.start[i]!; k < table.start[i + 1]!; k++) {
      const e = table.list[k]!;
      if (this.japaneseEntry(e) === japanese && this.playable(e)) return e;
    }
    return -1;
  }

  private lookup(table: StringTable, key: string, japanese: boolean): CardNameHit | null {
    const i = table.indexOf(key);
    const e = i < 0 ? -1 : this.first(table, i, japanese);
    return e < 0 ? null : this.hit(e);
  }

  english(key: string): CardNameHit | null {
    return this.lookup(this.l.exact, key, false);
  }

  japanese(compact: string): CardNameHit | null {
    return this.lookup(this.l.exactCompact, compact, true);
  }

  maxWords(word: string): number {
    if (word === '' || word.includes(' ')) return 0;
    let n = this.maxWordsMemo.get(word);
    if (n === undefined) {
      // The keys "word" and "word …" sit together in the sorted table, before "word!" (a space
      // sorts before every letter and digit, and keys hold nothing else).
      const exact = this.l.exact;
      n = 0;
      for (let i = exact.lowerBound(word), end = exact.lowerBound(`${word}!`); i < end; i++) {
        if (this.first(exact, i, false) < 0) continue;
        const key = exact.keys.get(i);
        n = Math.max(n, key.split(' ').length);
      }
      if (this.maxWordsMemo.size >= MAX_WORDS_MEMO) this.maxWordsMemo.clear();
      this.maxWordsMemo.set(word, n);
    }
    return n;
  }

  withWord(word: string, limit: number): { first: CardNameHit[]; inside: CardNameHit[] } {
    const first: CardNameHit[] = [];
    const inside: CardNameHit[] = [];
    if (word === '' || word.includes(' ')) return { first, inside };
    const exact = this.l.exact;
    // Names starting with the word sit together in the sorted table (see maxWords).
    for (let i = exact.lowerBound(`${word} `), end = exact.lowerBound(`${word}!`); i < end && first.length < limit; i++) {
      const e = this.first(exact, i, false);
      if (e >= 0) first.push(this.hit(e));
    }
    // Inside other names: a later word of a name is a short name too ("baloths", "ballista"). Only the names holding
    // the word are looked at (the layout's word index), not every key: each key once, its first playable English entry.
    const middle = ` ${word} `;
    const last = ` ${word}`;
    const tokens = this.l.tokens;
    const w = tokens.indexOf(word);
    const seen = new Set<string>();
    for (let k = w < 0 ? 0 : tokens.start[w]!, end = w < 0 ? 0 : tokens.start[w + 1]!; k < end && inside.length < limit; k++) {
      const key = this.l.keys.get(tokens.list[k]!);
      if (seen.has(key) || (!key.includes(middle) && !key.endsWith(last))) continue;
      seen.add(key);
      const e = this.first(exact, exact.indexOf(key), false);
      if (e >= 0) inside.push(this.hit(e));
    }
    return { first, inside };
  }

  japaneseLegends(compact: string): readonly CardNameHit[] {
    if (!this.legendsJa) {
      const map = new Map<string, CardNameHit[]>();
      for (let e = 0; e < this.l.kindOf.length; e++) {
        if (!this.japaneseEntry(e) || !this.playable(e)) continue;
        const display = this.l.displays.get(e);
        const id = this.l.cardOf[e]!;
        const short = japaneseShortKey(display, (id >= 0 ? this.l.cards[id]?.type_line : undefined) ?? '');
        if (short) map.set(short, [...(map.get(short) ?? []), this.hit(e)]);
      }
      this.legendsJa = map;
    }
    return this.legendsJa.get(compact) ?? [];
  }

  near(words: readonly string[]): CardNameHit[] {
    // The names holding the rarest of the words typed (the layout's word index): only they can have it unslipped.
    const tokens = this.l.tokens;
    let from = -1;
    let count = Infinity;
    for (const w of words) {
      const i = tokens.indexOf(w);
      const n = i < 0 ? Infinity : tokens.start[i + 1]! - tokens.start[i]!;
      if (n < count) [from, count] = [i, n];
    }
    const out: CardNameHit[] = [];
    if (from < 0 || count > NEAR_SCAN) return out;
    for (let k = tokens.start[from]!; k < tokens.start[from + 1]!; k++) {
      const e = tokens.list[k]!;
      if (this.japaneseEntry(e) || !this.playable(e) || !nearWords(words, this.l.keys.get(e))) continue;
      out.push(this.hit(e));
    }
    return out;
  }

  legendsNamed(key: string, limit: number): CardNameHit[] {
    const out: CardNameHit[] = [];
    if (key === '') return out;
    const exact = this.l.exact;
    // Names starting with the words sit together in the sorted table (see maxWords): one binary search and
    // the few keys after it, so a card found costs next to nothing more.
    for (let i = exact.lowerBound(`${key} `), end = exact.lowerBound(`${key}!`); i < end && out.length < limit; i++) {
      const e = this.first(exact, i, false);
      if (e < 0) continue;
      const h = this.hit(e);
      if (h.name.includes(',') && beforeComma(h.name) === key) out.push(h);
    }
    return out;
  }

  get japaneseLongest(): number {
    if (this.longest === null) {
      let longest = 0;
      for (let e = 0; e < this.l.kindOf.length; e++) if (this.japaneseEntry(e) && this.playable(e)) longest = Math.max(longest, this.l.compacts.lengthOf(e));
      this.longest = longest;
    }
    return this.longest;
  }

  get size(): number {
    if (this.count === null) {
      let n = 0;
      for (let i = 0; i < this.l.exact.size; i++) if (this.first(this.l.exact, i, false) >= 0) n++;
      for (let i = 0; i < this.l.exactCompact.size; i++) if (this.first(this.l.exactCompact, i, true) >= 0) n++;
      this.count = n;
    }
    return this.count;
  }
}

const built = new WeakMap<CardService, Promise<CardSpotter | null>>();

async function build(service: CardService): Promise<CardSpotter | null> {
  const local = await service.local();
  return local.ok ? new CardSpotter(new IndexedNames(local.value.index)) : null;
}

/** The spotter for this catalog (null when the catalog has no local names, as in pure API mode). */
export function spotterFor(service: CardService): Promise<CardSpotter | null> {
  let p = built.get(service);
  if (!p) {
    p = build(service);
    built.set(service, p);
  }
  return p;
}

/**
 * A loaded card catalog: the name index (in memory, always) over a card store (SQLite rows read
 * on demand, or records in memory when SQLite is unavailable).
 */
import { NameIndex, nameRowsOf, orphanRow } from './names.ts';
import type { CardSummary, MatchHow, NameMatch, NameRow, Suggestion } from './names.ts';
import type { JaOrphan } from './record.ts';
import type { CardRecord } from './types.ts';

export interface CardStore {
  readonly size: number;
  get(id: number): CardRecord | null;
  /** Every card, in id order (coverage). */
  all(): Iterable<CardRecord>;
  close(): void;
}

export class MemoryStore implements CardStore {
  constructor(private readonly cards: readonly CardRecord[]) {}
  get size(): number {
    return this.cards.length;
  }
  get(id: number): CardRecord | null {
    return this.cards[id] ?? null;
  }
  all(): Iterable<CardRecord> {
    return this.cards;
  }
  close(): void {}
}

export type CatalogBackend = 'sqlite' | 'memory';

/** Where the catalog came from, for logs and the coverage report. */
export interface CatalogInfo {
  backend: CatalogBackend;
  /** 'file': CARDS_FILE; 'index': an index built earlier (cards:sync); 'offline': CARDS_OFFLINE_FILES. */
  origin: 'file' | 'index' | 'offline';
  files: string[];
  /** The SQLite file, when the backend is sqlite. */
  db: string | null;
  /** True when the index was (re)built by this load, false when an existing one was reused. */
  built: boolean;
  cards: number;
  names: number;
  japaneseNames: number;
  ms: number;
}

/** A match made by the Scryfall API rather than the local index. */
export interface ApiMatch {
  how: 'api';
  via: 'name';
  matched: string;
  face: null;
  score: number;
}

export type CardMatch = NameMatch | ApiMatch;

export type CardLookup =
  | { kind: 'found'; card: CardRecord; match: CardMatch }
  | { kind: 'ambiguous'; how: MatchHow | 'api'; suggestions: Suggestion[] }
  | {
      kind: 'none';
      suggestions: Suggestion[];
      known?: { name: string; ja: string };
      /** Set when the answer is "not found" only because no catalog could be reached: why. */
      unavailable?: string;
    };

export class LocalCatalog {
  constructor(
    readonly index: NameIndex,
    readonly store: CardStore,
    readonly info: CatalogInfo,
  ) {}

  get size(): number {
    return this.store.size;
  }

  resolve(query: string): CardLookup {
    const r = this.index.resolve(query);
    if (r.kind !== 'found') return r;
    const card = this.store.get(r.card);
    if (!card) return { kind: 'none', suggestions: [] };
    return { kind: 'found', card, match: r.match };
  }

  complete(typed: string, limit = 25): Suggestion[] {
    return this.index.complete(typed, limit);
  }

  get(id: number): CardRecord | null {
    return this.store.get(id);
  }

  all(): Iterable<CardRecord> {
    return this.store.all();
  }

  close(): void {
    this.store.close();
  }
}

export function summaryOf(c: CardRecord): CardSummary {
  return { name: c.name, layout: c.layout, type_line: c.type_line, rank: c.rank, ja: c.ja[0] ?? null };
}

/** Every name row of a set of cards plus the Japanese names whose card is missing. */
export function allNameRows(cards: readonly CardRecord[], orphans: readonly JaOrphan[]): NameRow[] {
  const rows: NameRow[] = [];
  cards.forEach((c, id) => rows.push(...nameRowsOf(c, id)));
  for (const o of orphans) {
    const row = orphanRow(o.ja, o.name);
    if (row) rows.push(row);
  }
  return rows;
}

/** A catalog held entirely in memory (the fallback when SQLite can't be used, and for tests). */
export function memoryCatalog(cards: CardRecord[], orphans: readonly JaOrphan[], info: Omit<CatalogInfo, 'backend' | 'db' | 'cards' | 'names' | 'japaneseNames'>): LocalCatalog {
  const rows = allNameRows(cards, orphans);
  const index = new NameIndex(rows, cards.map(summaryOf));
  const japaneseNames = rows.filter((r) => r[4] === 'ja' || r[4] === 'ja_face' || r[4] === 'ja_orphan').length;
  return new LocalCatalog(index, new MemoryStore(cards), { ...info, backend: 'memory', db: null, cards: cards.length, names: index.entries, japaneseNames });
}

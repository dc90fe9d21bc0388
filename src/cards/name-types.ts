/**
 * The name index's vocabulary: a name row (a key and how the name relates to its card), a card's
 * summary, and what resolving or completing a name answers.
 */


/** How a name relates to its card. */
export type NameKind = 'name' | 'face' | 'ja' | 'ja_face' | 'ja_orphan';

export const NAME_KINDS: readonly NameKind[] = ['name', 'face', 'ja', 'ja_face', 'ja_orphan'];

/** One row of the names table: [key, compact, card id (-1: none), face (-1: none), kind, display, English name]. */
export type NameRow = [key: string, compact: string, card: number, face: number, kind: NameKind, display: string, en: string];

/** What the index needs to know of each card (by id = position). */
export interface CardSummary {
  name: string;
  layout: string;
  /** The type line ("Card" marks Jumpstart front cards and similar non-game cards). */
  type_line: string | null;
  rank: number | null;
  /** The card's first Japanese name, or null. */
  ja: string | null;
}

export type MatchHow = 'exact' | 'prefix' | 'fuzzy';

export interface NameMatch {
  how: MatchHow;
  /** Which name matched: the card's own name, a face's, or a Japanese name. */
  via: Exclude<NameKind, 'ja_orphan'>;
  /** The name as written in the catalog. */
  matched: string;
  /** The face index when a face's name matched, else null. */
  face: number | null;
  /** Fuzzy similarity in [0, 1] (1 for exact and prefix matches). */
  score: number;
}

export interface Suggestion {
  /** The English card name (what to ask for). */
  name: string;
  /** The Japanese name, when the query was Japanese and the card has one. */
  ja: string | null;
  /** The card id in the catalog. */
  card: number;
}

export type NameResolution =
  | { kind: 'found'; card: number; match: NameMatch }
  | { kind: 'ambiguous'; how: MatchHow; suggestions: Suggestion[] }
  /** `known`: a Japanese name whose English card is not in the catalog (ask the API for it). */
  | { kind: 'none'; suggestions: Suggestion[]; known?: { name: string; ja: string } };

/** Scryfall layouts of tokens and emblems. */
const TOKEN_LAYOUTS: ReadonlySet<string> = new Set(['token', 'double_faced_token', 'emblem']);
/** Scryfall layouts of game pieces that are not cards of a deck: planes, schemes, vanguards, art cards. */
const OTHER_PIECE_LAYOUTS: ReadonlySet<string> = new Set(['planar', 'scheme', 'vanguard', 'art_series', 'reversible_card']);

/**
 * Real cards first (0), then tokens and emblems (1), then the other game pieces and non-game
 * cards (2): planes, schemes, vanguards, art cards, Jumpstart front cards ("Card").
 */
export function cardPriority(c: Pick<CardSummary, 'layout' | 'type_line'>): number {
  if (TOKEN_LAYOUTS.has(c.layout)) return 1;
  if (OTHER_PIECE_LAYOUTS.has(c.layout)) return 2;
  return c.type_line === 'Card' || c.type_line?.startsWith('Card ') ? 2 : 0;
}

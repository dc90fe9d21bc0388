/**
 * Card names in running text (issue 12 §3): "Colossal Dreadmaw", "giant growth", 《灰色熊》 and
 * 灰色熊 without brackets. A name is found by its normalised key (cards/normalize.ts nameKey:
 * case, accents, apostrophes and spaces don't matter), longest match first. English names are
 * looked up by word sequences (up to the longest name's word count), Japanese names by character
 * runs.
 *
 * The names come from a CardNameTable: the catalog's own name index (questions/spotter.ts reads it
 * in place, issue 15 §2 and §4: copying its 67,000 names into maps took ~0.5 s of CPU and ~13 MB
 * per process), or maps built here from a list of names (tests, and no catalog at all).
 */
import { compactKey, nameKey } from '../../cards/normalize.ts';
import { editDistance } from '../../core/edit-distance.ts';
import { japaneseShortKey } from './ja-short-names.ts';

export interface CardNameHit {
  /** The card's English name (what the catalog resolves). */
  name: string;
  /** The name as it is printed in the matched language. */
  display: string;
  /** Type line of the card (for "an instant named as a verb" decisions). */
  typeLine: string;
  /** How much the card is played (Scryfall's edhrec_rank: 1 the most); null or absent when unranked. */
  rank?: number | null;
  /** The card's Japanese name, where the catalog has one (to name it back in a Japanese reply). */
  ja?: string | null;
  /**
   * Set when the words are also the short name of other cards (201.5c): "Elesh Norn" is the front face of Elesh
   * Norn // The Argent Etchings and what players call Elesh Norn, Grand Cenobite. Every card they could mean,
   * asked back, never one picked.
   */
  options?: string[];
}

export interface CardNameSource {
  name: string;
  kind: 'name' | 'face' | 'ja' | 'ja_face' | 'ja_orphan';
  /** The English name of the card the row belongs to. */
  english: string;
  typeLine: string;
  /** False for tokens, emblems, art cards and the like: only real cards are spotted in text. */
  playable: boolean;
  rank?: number | null;
}

/**
 * Where a spotter looks names up, by normalised key. Only real cards' names are in it (tokens,
 * emblems and art cards share names with real cards, "Soldier"): of several names with one key,
 * the first in the catalog's order answers.
 */
export interface CardNameTable {
  /** The card whose English name (or face name) has this spaced key. */
  english(key: string): CardNameHit | null;
  /** The card whose Japanese name has this compact key. */
  japanese(compact: string): CardNameHit | null;
  /** The most words an English name whose first word is `word` (a spaced key's word) has; 0 when none. */
  maxWords(word: string): number;
  /** The longest Japanese name, in characters of its compact key. */
  readonly japaneseLongest: number;
  /** Distinct English keys plus distinct Japanese compact keys. */
  readonly size: number;
  /**
   * Cards whose English name has `word` (a one-word spaced key) as a word: `first` those it starts
   * (and that have more words), `inside` those where it comes later. At most `limit` of each.
   */
  withWord(word: string, limit: number): { first: CardNameHit[]; inside: CardNameHit[] };
  /** Cards whose English name has `key` (a spaced key) as its whole part before the first comma ("Sheoldred, …"). At most `limit`. */
  legendsNamed(key: string, limit: number): CardNameHit[];
  /** Cards whose Japanese name has `compact` (a compact key) as its short name (ja-short-names.ts: 「…、サリア」「…者ライラ」). */
  japaneseLegends(compact: string): readonly CardNameHit[];
  /**
   * Cards whose English name has the words of `words` (a spaced key's), each the same or one slip of typing away
   * (nearWords), with at least one the same: looked for among the names with the rarest such word, at most
   * NEAR_SCAN of them (a word as common as "of" finds none).
   */
  near(words: readonly string[]): CardNameHit[];
}

/** The most names holding a word that are looked through for a name typed with a slip (CardNameTable.near). */
export const NEAR_SCAN = 300;
/** The shortest word a slip of typing is read in: shorter words have too many neighbours. */
const SLIP_LETTERS = 4;

/**
 * Whether the words of a name's key are the words typed, each the same or one slip away (a letter left out, added,
 * changed, or two swapped: "lightening" for "lightning", "angle" for "angel", "bear" for "bears"), at least one slipped
 * and every slipped word of SLIP_LETTERS letters or more.
 */
export function nearWords(typed: readonly string[], key: string): boolean {
  const theirs = key.split(' ');
  if (theirs.length !== typed.length) return false;
  let slips = 0;
  for (let k = 0; k < typed.length; k++) {
    const a = typed[k]!;
    const b = theirs[k]!;
    if (a === b) continue;
    if (a.length < SLIP_LETTERS || b.length < SLIP_LETTERS || editDistance(a, b, 1) > 1) return false;
    slips++;
  }
  return slips > 0 && slips < typed.length;
}

/** The part of a name before its first comma, as a spaced key (the whole name's key when it has none). */
export function beforeComma(name: string): string {
  const comma = name.indexOf(',');
  return nameKey(comma < 0 ? name : name.slice(0, comma));
}

/** The most cards a short name may leave to choose from when it is asked back. */
const SHORT_OPTIONS = 6;

/**
 * A short name shared by several cards means the one players play far more (issue 12 §3: "baneslayer" is
 * Baneslayer Angel, not Baneslayer Aspirant): the best-ranked card (Scryfall's edhrec_rank), when each other
 * card is unranked or ranked at least POPULAR_RATIO times lower and outside the POPULAR_TOP most played. Two
 * cards both often played ("ghalta", "sheoldred", "thalia") stay asked back. The reply says which card it read.
 */
const POPULAR_RATIO = 5;
const POPULAR_TOP = 5000;
/** The most names sharing a word that are looked through for the one far more played (a complete list only). */
const POPULAR_SCAN = 40;
/** The most legends sharing the words of a card's whole name that are named back ("Teferi": ten and more). */
const LEGEND_OPTIONS = 12;

/** The card players mean by a short name several cards share, or null when none stands out (POPULAR_RATIO). */
export function mostPlayed(hits: readonly CardNameHit[]): CardNameHit | null {
  const ranked = hits.filter((h) => typeof h.rank === 'number').sort((a, b) => a.rank! - b.rank!);
  const best = ranked[0];
  if (!best || best.rank! > POPULAR_TOP) return null;
  const others = hits.filter((h) => h !== best);
  return others.every((h) => typeof h.rank !== 'number' || (h.rank >= best.rank! * POPULAR_RATIO && h.rank > POPULAR_TOP)) ? best : null;
}

const isJapaneseKind = (kind: CardNameSource['kind']): boolean => kind === 'ja' || kind === 'ja_face' || kind === 'ja_orphan';

/** A table built from a list of names. */
class NameMaps implements CardNameTable {
  private readonly byEnglish = new Map<string, CardNameHit>();
  private readonly byJapanese = new Map<string, CardNameHit>();
  /** First word of an English key -> the most words any name starting with it has. */
  private readonly firstWord = new Map<string, number>();
  private readonly legendsJa = new Map<string, CardNameHit[]>();
  private legends: Map<string, CardNameHit[]> | null = null;
  private longestJapanese = 0;

  constructor(rows: Iterable<CardNameSource>) {
    for (const r of rows) {
      const key = nameKey(r.name);
      // (A name with a blank, "_____ Goblin", is kept as the catalog's index keeps it: english() below
      // sees to it that text without the blank never names it.)
      if (key === '' || !r.playable) continue;
      const hit: CardNameHit = { name: r.english, display: r.name, typeLine: r.typeLine, ...(r.rank !== undefined ? { rank: r.rank } : {}) };
      if (isJapaneseKind(r.kind)) {
        const c = compactKey(key);
        if (!this.byJapanese.has(c)) this.byJapanese.set(c, hit);
        this.longestJapanese = Math.max(this.longestJapanese, c.length);
        const short = japaneseShortKey(r.name, r.typeLine);
        if (short) this.legendsJa.set(short, [...(this.legendsJa.get(short) ?? []), hit]);
        continue;
      }
      if (this.byEnglish.has(key)) continue;
      this.byEnglish.set(key, hit);
      const words = key.split(' ');
      this.firstWord.set(words[0]!, Math.max(this.firstWord.get(words[0]!) ?? 0, words.length));
    }
    // (A card's Japanese name, as the catalog's summaries carry it: its first Japanese row.)
    const ja = new Map<string, string>();
    for (const h of this.byJapanese.values()) if (!ja.has(h.name)) ja.set(h.name, h.display);
    for (const h of [...this.byEnglish.values(), ...this.byJapanese.values()]) h.ja = ja.get(h.name) ?? null;
  }

  english(key: string): CardNameHit | null {
    return this.byEnglish.get(key) ?? null;
  }

  japanese(compact: string): CardNameHit | null {
    return this.byJapanese.get(compact) ?? null;
  }

  maxWords(word: string): number {
    return this.firstWord.get(word) ?? 0;
  }

  get japaneseLongest(): number {
    return this.longestJapanese;
  }

  get size(): number {
    return this.byEnglish.size + this.byJapanese.size;
  }

  withWord(word: string, limit: number): { first: CardNameHit[]; inside: CardNameHit[] } {
    const first: CardNameHit[] = [];
    const inside: CardNameHit[] = [];
    for (const [key, hit] of this.byEnglish) {
      const at = key.split(' ').indexOf(word);
      if (at < 0 || key === word) continue;
      const list = at === 0 ? first : inside;
      if (list.length < limit) list.push(hit);
    }
    return { first, inside };
  }

  japaneseLegends(compact: string): readonly CardNameHit[] {
    return this.legendsJa.get(compact) ?? [];
  }

  near(words: readonly string[]): CardNameHit[] {
    const out: CardNameHit[] = [];
    for (const [k, hit] of this.byEnglish) if (nearWords(words, k)) out.push(hit);
    return out;
  }

  legendsNamed(key: string, limit: number): CardNameHit[] {
    if (!this.legends) {
      // (Built on first use: cards with a comma by the part before it, each once.)
      this.legends = new Map();
      for (const [k, hit] of this.byEnglish) {
        if (!hit.name.includes(',')) continue;
        const before = beforeComma(hit.name);
        if (k.startsWith(`${before} `)) this.legends.set(before, [...(this.legends.get(before) ?? []), hit]);
      }
    }
    return (this.legends.get(key) ?? []).slice(0, limit);
  }
}

/** A card found with "the " put before the words: only one whose printed name starts with "The". */
function theName(hit: CardNameHit | null): CardNameHit | null {
  return hit && /^the\s/i.test(hit.name) ? hit : null;
}

function isTable(x: Iterable<CardNameSource> | CardNameTable): x is CardNameTable {
  return typeof (x as CardNameTable).english === 'function';
}

export class CardSpotter {
  private readonly table: CardNameTable;

  /** From a list of names, or over a table that already holds them (the catalog's name index). */
  constructor(rows: Iterable<CardNameSource> | CardNameTable) {
    this.table = isTable(rows) ? rows : new NameMaps(rows);
  }

  get size(): number {
    return this.table.size;
  }

  /** The most words a name starting with this (spaced-key) word can have; 0 when none starts with it. */
  maxWords(firstWord: string): number {
    return this.table.maxWords(nameKey(firstWord));
  }

  /** The card whose English name is exactly this text (any case, accents, apostrophes). */
  english(text: string): CardNameHit | null {
    const key = nameKey(text);
    const exact = this.table.english(key);
    // "Meathook Massacre", "Great Henge": players drop a name's leading "The" (The Meathook Massacre); two
    // words at least, and only when no card has the words said as its whole name.
    const hit = exact ?? (key.includes(' ') && !key.startsWith('the ') ? theName(this.table.english(`the ${key}`)) : null);
    // A name with a blank ("_____ Goblin", a sticker card) is keyed without it: text that lacks the
    // blank ("two Goblin tokens") names a creature type, not that card.
    if (!hit || (hit.name.includes('_') && !text.includes('_'))) return null;
    return exact ? this.sharedWithLegends(hit, [key]) : hit;
  }

  /** The card whose Japanese name is exactly this text (spaces and middle dots don't matter). */
  japanese(text: string): CardNameHit | null {
    const hit = this.table.japanese(compactKey(nameKey(text)));
    // (Which face a Japanese face name is of isn't kept: each English face with no comma is looked at, so
    // 「エリシュ・ノーン」 is asked back as "Elesh Norn" is.)
    return hit ? this.sharedWithLegends(hit, hit.name.split(' // ').filter((f) => !f.includes(',')).map((f) => nameKey(f)), true) : null;
  }

  /**
   * The card found, or — when its words are also the part before the comma of other cards' names, as players and
   * cards' own text call a legend (201.5c: "Sheoldred" for Sheoldred, the Apocalypse) — all of them to ask back:
   * "Elesh Norn" is a face of Elesh Norn // The Argent Etchings and Elesh Norn, Grand Cenobite said short.
   */
  private sharedWithLegends(hit: CardNameHit, keys: readonly string[], japanese = false): CardNameHit {
    // (Named back in the words' own language: a Japanese name asked back lists the cards' Japanese names where known.)
    const say = (h: CardNameHit): string => (japanese && h.ja ? h.ja : h.name);
    const others = new Set<string>();
    for (const k of keys) for (const h of this.table.legendsNamed(k, LEGEND_OPTIONS)) if (h.name !== hit.name && !h.name.includes('_')) others.add(say(h));
    return others.size === 0 ? hit : { ...hit, options: [say(hit), ...[...others].sort()] };
  }

  /** The longest Japanese name, in characters of its compact key. */
  get japaneseLongest(): number {
    return this.table.japaneseLongest;
  }

  /**
   * The one card whose English name the words are, typed with slips ("lightening bolt", "serra angle", "grizzly bear"):
   * two words at least, each the same or one slip away (nearWords); null when no card or several fit — never a guess
   * between them. The reply says which card the words were read as.
   */
  nearName(text: string): CardNameHit | null {
    const key = nameKey(text);
    const words = key.split(' ');
    if (words.length < 2 || key.includes('_')) return null;
    const names = new Map<string, CardNameHit>();
    for (const h of this.table.near(words)) if (!h.name.includes('_')) names.set(h.name, h);
    const one = names.size === 1 ? [...names.values()][0]! : null;
    // ("elesh nrom": the one card a slip away may still be what other cards are called short — asked back then.)
    return one ? this.sharedWithLegends(one, one.name.split(' // ').filter((f) => !f.includes(',')).map((f) => nameKey(f))) : null;
  }

  /**
   * A legend said in Japanese by its name without its title (「サリア」 for 《スレイベンの守護者、サリア》, as a card's own text
   * calls it, 201.5c): the card when one has it, else all of them to ask back (Japanese names). Null when none has.
   */
  japaneseShort(text: string): CardNameHit | null {
    const hits = new Map<string, CardNameHit>();
    for (const h of this.table.japaneseLegends(compactKey(nameKey(text)))) if (!h.name.includes('_')) hits.set(h.name, h);
    const all = [...hits.values()];
    if (all.length <= 1) return all[0] ?? null;
    return { ...all[0]!, options: all.map((h) => h.display).sort() };
  }

  /**
   * The card a short name means: the first word of a longer name ("Sedgemoor" for "Sedgemoor
   * Witch", "torbran" for "Torbran, Thane of Red Fell") is that card, or the several it could
   * mean, asked back ("ghalta": Ghalta, Primal Hunger or Ghalta, Stampede Tyrant). A card that has
   * the word later in its name could be meant too ("helix": Helix Pinnacle or Lightning Helix).
   * Null when no name starts with the word, when the word is a card's whole name, or when a whole
   * family of cards shares it ("llanowar" names none of them in particular).
   */
  short(text: string): { hit: CardNameHit; popular?: true } | { options: string[] } | null {
    const word = nameKey(text);
    if (word === '' || word.includes(' ') || this.table.english(word)) return null;
    const { first, inside } = this.table.withWord(word, POPULAR_SCAN + 1);
    // A later word of a name only ("baloths" of Rampaging Baloths, "extortionist"): the card when it is the only one,
    // or the one far more played than every other card with that word (read so and said in the reply); else nothing,
    // as a word no name starts with was before (a later word is often a plain noun of many names: "tracker", "seer").
    if (first.length === 0) return this.laterWord(inside);
    const names = new Map<string, CardNameHit>();
    for (const h of [...first, ...inside]) if (!h.name.includes('_')) names.set(h.name, h);
    if (names.size === 0) return null;
    // A card's printed text calls a legendary card by the part of its name before the comma (201.5c):
    // "Yawgmoth" is Yawgmoth, Thran Physician, not Priest of Yawgmoth nor Yawgmoth Demon, when exactly one
    // name has that word as a whole part — before a comma, or one of the names joined by "and" ("Rankle and
    // Torbran" is called "Torbran" too, so "Torbran" stays asked back). (Only over a complete list of the
    // names the word starts: a cut one could hide a second.)
    if (first.length <= SHORT_OPTIONS) {
      const parts = (name: string): string[] => name.split(/,| and | \/\/ /).map((p) => nameKey(p));
      const whole = [...names.values()].filter((h) => parts(h.name).includes(word));
      const comma = whole.filter((h) => h.name.includes(',') && nameKey(h.name.slice(0, h.name.indexOf(','))) === word);
      if (comma.length === 1 && whole.length === 1) return { hit: comma[0]! };
    }
    if (names.size > SHORT_OPTIONS) return first.length <= POPULAR_SCAN && inside.length <= POPULAR_SCAN ? popularOf(names) : null;
    if (names.size === 1) return { hit: [...names.values()][0]! };
    // (Only over complete lists: a card cut from them could be the one more played.)
    const popular = first.length <= SHORT_OPTIONS && inside.length <= SHORT_OPTIONS ? mostPlayed([...names.values()]) : null;
    if (popular) return { hit: popular, popular: true };
    return { options: [...names.keys()].sort() };
  }

  /** The card a word said only later in names stands for (short): the one such name, or the one far more played; else null. */
  private laterWord(inside: readonly CardNameHit[]): { hit: CardNameHit; popular?: true } | null {
    if (inside.length > POPULAR_SCAN) return null;
    const names = new Map<string, CardNameHit>();
    for (const h of inside) if (!h.name.includes('_')) names.set(h.name, h);
    if (names.size === 1) return { hit: [...names.values()][0]! };
    return popularOf(names);
  }
}

/**
 * The most played of a complete list of names sharing a word, when it stands out (mostPlayed): "ballista" is Walking
 * Ballista among seven. Longer lists than a question may ask back (SHORT_OPTIONS) are looked at only for this.
 */
function popularOf(names: ReadonlyMap<string, CardNameHit>): { hit: CardNameHit; popular: true } | null {
  const best = mostPlayed([...names.values()]);
  return best ? { hit: best, popular: true } : null;
}

/** A spotter with no names (no catalog): card names are then only found in 《…》 and [[…]]. */
export const NO_CARDS = new CardSpotter([]);

/**
 * Card names in running text (issue 12 §3): "Colossal Dreadmaw", "giant growth", 《灰色熊》 and
 * 灰色熊 without brackets. Built once from the catalog's name index; a name is found by its
 * normalised key (cards/normalize.ts nameKey: case, accents, apostrophes and spaces don't
 * matter), longest match first. English names are looked up by word sequences (up to the
 * longest name's word count), Japanese names by character runs.
 */
import { compactKey, nameKey } from '../../cards/normalize.ts';

export interface CardNameHit {
  /** The card's English name (what the catalog resolves). */
  name: string;
  /** The name as it is printed in the matched language. */
  display: string;
  /** Type line of the card (for "an instant named as a verb" decisions). */
  typeLine: string;
}

export interface CardNameSource {
  name: string;
  kind: 'name' | 'face' | 'ja' | 'ja_face' | 'ja_orphan';
  /** The English name of the card the row belongs to. */
  english: string;
  typeLine: string;
  /** False for tokens, emblems, art cards and the like: only real cards are spotted in text. */
  playable: boolean;
}

/** The most cards a short name may leave to choose from when it is asked back. */
const SHORT_OPTIONS = 6;

export class CardSpotter {
  private readonly byEnglish = new Map<string, CardNameHit>();
  private readonly byJapanese = new Map<string, CardNameHit>();
  /** First word of an English key -> the most words any name starting with it has. */
  private readonly firstWord = new Map<string, number>();
  private longestJapanese = 0;
  /**
   * Short names players use for a card: the part before a comma ("Torbran" for "Torbran, Thane of
   * Red Fell") or the first word of a longer name ("Sedgemoor" for "Sedgemoor Witch") -> every card
   * whose name has it (leading or not: "helix" is Helix Pinnacle's first word and Lightning Helix's
   * last, so it could mean either).
   */
  private readonly leading = new Map<string, Set<string>>();
  private readonly hitOf = new Map<string, CardNameHit>();

  constructor(rows: Iterable<CardNameSource>) {
    for (const r of rows) {
      const key = nameKey(r.name);
      if (key === '' || !r.playable) continue;
      const hit: CardNameHit = { name: r.english, display: r.name, typeLine: r.typeLine };
      if (r.kind === 'ja' || r.kind === 'ja_face' || r.kind === 'ja_orphan') {
        const c = compactKey(key);
        if (!this.byJapanese.has(c)) this.byJapanese.set(c, hit);
        this.longestJapanese = Math.max(this.longestJapanese, c.length);
        continue;
      }
      // Tokens, emblems and the like share names with real cards ("Soldier"): real names win.
      if (this.byEnglish.has(key)) continue;
      this.byEnglish.set(key, hit);
      const words = key.split(' ');
      this.firstWord.set(words[0]!, Math.max(this.firstWord.get(words[0]!) ?? 0, words.length));
      if (r.kind === 'name' && words.length > 1) {
        const comma = r.name.indexOf(',');
        const lead = comma > 0 ? nameKey(r.name.slice(0, comma)) : words[0]!;
        if (lead !== '' && lead !== key) {
          if (!this.leading.has(lead)) this.leading.set(lead, new Set());
          this.leading.get(lead)!.add(r.english);
          this.hitOf.set(r.english, hit);
        }
      }
    }
    // Cards that have the word inside their name could be meant too ("Rankle and Torbran").
    if (this.leading.size > 0) {
      for (const [key, hit] of this.byEnglish) {
        const words = key.split(' ');
        for (let k = 1; k < words.length; k++) {
          const set = this.leading.get(words[k]!);
          if (!set || set.has(hit.name)) continue;
          set.add(hit.name);
          this.hitOf.set(hit.name, hit);
        }
      }
      // A short name that is a card's whole name is that card.
      for (const w of [...this.leading.keys()]) if (this.byEnglish.has(w)) this.leading.delete(w);
    }
  }

  /**
   * The card a short name means ("torbran", "Sedgemoor"): one card, or the several it could mean
   * ("ghalta": Ghalta, Primal Hunger or Ghalta, Stampede Tyrant), or null when it is no short name.
   */
  short(text: string): { hit: CardNameHit } | { options: string[] } | null {
    const cards = this.leading.get(nameKey(text));
    // A word a whole family of cards shares ("llanowar") names none of them in particular.
    if (!cards || cards.size === 0 || cards.size > SHORT_OPTIONS) return null;
    if (cards.size === 1) {
      const hit = this.hitOf.get([...cards][0]!);
      return hit ? { hit } : null;
    }
    return { options: [...cards].sort() };
  }

  get size(): number {
    return this.byEnglish.size + this.byJapanese.size;
  }

  /** The most words a name starting with this (spaced-key) word can have; 0 when none starts with it. */
  maxWords(firstWord: string): number {
    return this.firstWord.get(nameKey(firstWord)) ?? 0;
  }

  /** The card whose English name is exactly this text (any case, accents, apostrophes). */
  english(text: string): CardNameHit | null {
    return this.byEnglish.get(nameKey(text)) ?? null;
  }

  /** The card whose Japanese name is exactly this text (spaces and middle dots don't matter). */
  japanese(text: string): CardNameHit | null {
    return this.byJapanese.get(compactKey(nameKey(text))) ?? null;
  }

  /** The longest Japanese name, in characters of its compact key. */
  get japaneseLongest(): number {
    return this.longestJapanese;
  }
}

/** A spotter with no names (no catalog): card names are then only found in 《…》 and [[…]]. */
export const NO_CARDS = new CardSpotter([]);

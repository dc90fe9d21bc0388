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

export class CardSpotter {
  private readonly byEnglish = new Map<string, CardNameHit>();
  private readonly byJapanese = new Map<string, CardNameHit>();
  /** First word of an English key -> the most words any name starting with it has. */
  private readonly firstWord = new Map<string, number>();
  private longestJapanese = 0;

  constructor(rows: Iterable<CardNameSource>) {
    for (const r of rows) {
      const key = nameKey(r.name);
      // "_____ Goblin" (a name with a blank to fill in) would be spotted as the word "Goblin", the creature type.
      if (key === '' || !r.playable || /_{2,}/.test(r.name)) continue;
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
    }
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

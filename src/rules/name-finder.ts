/**
 * Finding many known names inside a short text at once (terms.ts: the terms a /search query
 * names, the Japanese names a query uses). Looking up each word of the text, or each character
 * for Japanese, touches only the names that could start there, instead of testing every name of
 * the glossary against the text (a query is one pass over its own length, not ~1,500 substring scans).
 */

/** Names made of whole words: found where the text's words hold the name's words in order. */
export class WordSequenceFinder {
  /** First word -> the names (as word lists) starting with it, with their owners. */
  private readonly byFirst = new Map<string, { words: string[]; owner: number }[]>();

  /** `name` is words separated by single spaces (already folded as the texts will be). */
  add(name: string, owner: number): void {
    const words = name.split(' ').filter((w) => w !== '');
    if (words.length === 0) return;
    const list = this.byFirst.get(words[0]!);
    if (list) list.push({ words, owner });
    else this.byFirst.set(words[0]!, [{ words, owner }]);
  }

  /** Adds the owner of every name occurring in `words` to `into` (each once; a query names a few, so an array). */
  findIn(words: readonly string[], into: number[]): void {
    for (let i = 0; i < words.length; i++) {
      const list = this.byFirst.get(words[i]!);
      if (!list) continue;
      for (const { words: name, owner } of list) {
        if (i + name.length > words.length || into.includes(owner)) continue;
        let k = 1;
        while (k < name.length && words[i + k] === name[k]) k++;
        if (k === name.length) into.push(owner);
      }
    }
  }
}

/** Names found anywhere in a text, as substrings (Japanese is written without spaces). */
export class SubstringFinder<T> {
  /**
   * First character (its UTF-16 code) -> indexes into `names`: keyed by the code, a text's characters
   * are looked up without making a one-character string of each (a new string for every kana or kanji).
   */
  private readonly byFirst = new Map<number, number[]>();
  private readonly names: { name: string; value: T }[] = [];

  add(name: string, value: T): void {
    if (name === '') return;
    const i = this.names.length;
    this.names.push({ name, value });
    const first = name.charCodeAt(0);
    const list = this.byFirst.get(first);
    if (list) list.push(i);
    else this.byFirst.set(first, [i]);
  }

  /** Indexes (in the order names were added, each once) of the names occurring in `text`. */
  findIn(text: string): number[] {
    const found: number[] = [];
    for (let at = 0; at < text.length; at++) {
      const list = this.byFirst.get(text.charCodeAt(at));
      if (!list) continue;
      for (const i of list) if (!found.includes(i) && text.startsWith(this.names[i]!.name, at)) found.push(i);
    }
    return found.length > 1 ? found.sort((a, b) => a - b) : found;
  }

  name(i: number): string {
    return this.names[i]!.name;
  }

  value(i: number): T {
    return this.names[i]!.value;
  }
}

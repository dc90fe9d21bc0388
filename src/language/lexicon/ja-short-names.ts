/**
 * The short name a Japanese card name is called by (201.5c: text, and players, call a card by a shortened name).
 * A legend's Japanese name puts its own name after a title: with a 、 (「スレイベンの守護者、サリア」→「サリア」), or with
 * none, the name written in katakana right after the title's kanji or kana (「黎明をもたらす者ライラ」→「ライラ」,
 * 「鏡割りのキキジキ」→「キキジキ」). Both are short names; several cards sharing one are asked back (lexicon/cards.ts
 * japaneseShort), never one picked.
 */
import { compactKey, nameKey } from '../../cards/normalize.ts';

/** A name in katakana (a middle dot inside, never at an end) closing a name, after a character that is no katakana. */
const TRAILING_KATAKANA = /[^\u30a1-\u30fc\u30fb]([\u30a1-\u30fa\u30fc](?:[\u30a1-\u30fa\u30fc\u30fb]*[\u30a1-\u30fa\u30fc])?)$/u;
/**
 * The fewest characters of a trailing katakana name (as ja/chunk-words.ts reads a legend said short): two-kana words
 * are too often part of a plain noun.
 */
const SHORTEST = 3;
/** The supertype legendary (205.4a) in the catalog's English type line: legends are the cards named after someone or something. */
const LEGENDARY = /\bLegendary\b/;

/** The part of a Japanese legend's name after its last 、 (the name, its title before it), as a compact key; null with no 、. */
export function afterTitle(name: string): string | null {
  const at = Math.max(name.lastIndexOf('、'), name.lastIndexOf('､'));
  return at < 0 ? null : compactKey(nameKey(name.slice(at + 1)));
}

/**
 * The short name of a Japanese card name, as a compact key: its part after the last 、, or — a legendary card's name
 * with no 、 — its closing katakana name after a title (SHORTEST characters at least, the whole name never). Null when
 * it has none. Only legends: a plain card's katakana ending is a noun of its own name (「ラノワールのエルフ」).
 */
export function japaneseShortKey(name: string, typeLine: string): string | null {
  const after = afterTitle(name);
  if (after !== null) return after;
  // (Every Japanese name of the catalog is asked once, spotter.ts: the last character and the type line are looked at
  // before the pattern, which few names then reach.)
  const last = name.charCodeAt(name.length - 1);
  if (!(last >= 0x30a1 && last <= 0x30fc) || !LEGENDARY.test(typeLine)) return null;
  const m = TRAILING_KATAKANA.exec(name);
  const short = m?.[1];
  return short !== undefined && short.length >= SHORTEST ? compactKey(nameKey(short)) : null;
}

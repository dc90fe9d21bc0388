/**
 * A short name several cards share ("ghalta", 「ライラ」 for 《黎明をもたらす者ライラ》 and 《ホログラムの助手、ライラ》) is
 * asked back (lexicon/cards.ts) — unless the question names one of those cards in full elsewhere: a player says a
 * card's full name once and its short name around it (201.5c: a shortened name means the card's full name), so the
 * short name is that card. Said before the full name, the short one is read as it (the full name said earlier already
 * keeps the short one from being taken as another card: en/chunk-cards.ts partOfEarlierCard, ja/chunk.ts markPartials).
 * Both languages' chunks, after chunking: the full names said anywhere in the question are known then.
 */
import type { Chunk } from './chunk.ts';
import type { Sense } from './senses.ts';
import { compactKey, nameKey } from '../cards/normalize.ts';

type CardSense = Extract<Sense, { kind: 'card' }>;

const keyOf = (name: string): string => compactKey(nameKey(name));

/** A card the question names in full: found in the catalog (a type line), not itself a name shared by several. */
const fullCard = (s: Sense): s is CardSense => s.kind === 'card' && s.typeLine !== '' && s.options === undefined;

/** Each chunk whose card is a short name of several cards, exactly one of which the question names in full: that card. */
export function settleSharedShortNames(chunks: Chunk[]): void {
  const full = chunks.flatMap((c) => c.senses.filter(fullCard));
  if (full.length === 0) return;
  for (const c of chunks) {
    const s = c.senses[0];
    if (s?.kind !== 'card' || s.options === undefined) continue;
    // (Options are English names, or Japanese names for a Japanese short name: a card's either name matches.)
    const options = new Set(s.options.map(keyOf));
    const named = new Map<string, CardSense>();
    for (const f of full) if (options.has(keyOf(f.name)) || options.has(keyOf(f.display))) named.set(f.name, f);
    const one = named.size === 1 ? [...named.values()][0]! : named.size === 0 ? onlyOneSaying(full, c.text) : null;
    if (one) c.senses = [{ ...one, weak: false, verbed: s.verbed }];
  }
}

/**
 * "Their Siege Rhino attacks … does the Rhino die?": when none of the cards sharing the short name is named in full, a
 * card named in full whose name has the short name among its words is the one a player shortens that way (the short
 * name is then that card's, not a card of its own, 201.5c). English names part their words at spaces, commas and
 * hyphens; a Japanese name is read as containing the short one. Null unless exactly one named card says it.
 */
function onlyOneSaying(full: readonly CardSense[], said: string): CardSense | null {
  const short = said.replace(/^the\s+/i, '').replace(/['’]s$/i, '').trim().toLowerCase();
  if ([...short].length < 2) return null;
  const says = (f: CardSense): boolean =>
    /^[\x20-\x7e]+$/.test(short) ? wordRun(f.name.toLowerCase().split(/[\s,-]+/), short.split(/[\s-]+/)) : f.display.includes(said.trim());
  const cards = new Map(full.filter(says).map((f) => [f.name, f] as const));
  return cards.size === 1 ? [...cards.values()][0]! : null;
}

/** Whether `run` is a run of consecutive words of `words`. */
function wordRun(words: readonly string[], run: readonly string[]): boolean {
  return words.some((_, i) => run.every((w, k) => words[i + k] === w));
}

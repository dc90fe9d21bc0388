/**
 * The words of a card's name a short reference can say ("the Colossus" after Darksteel Colossus, "the Wolf-Rider" after
 * Armored Wolf-Rider, "the Wisp" after Will-o'-the-Wisp, "Urza" after Urza's Saga): lower case, the words between spaces
 * and commas, the parts of a hyphened word as well as the whole, each also without a possessive ending ('s, '). One list
 * for every reader of short names (en/chunk-cards.ts, refs-later.ts, refs-told.ts, story-fitting.ts).
 */
const cache = new Map<string, readonly string[]>();

export function nameWords(name: string): readonly string[] {
  const known = cache.get(name);
  if (known) return known;
  const whole = name.toLowerCase().split(/[\s,]+/).filter((w) => w !== '');
  const parts = whole.flatMap((w) => (w.includes('-') ? [w, ...w.split('-').filter((p) => p !== '')] : [w]));
  const words = [...new Set(parts.flatMap((w) => [w, w.replace(/'s?$/, '')]).filter((w) => w !== ''))];
  cache.set(name, words);
  return words;
}

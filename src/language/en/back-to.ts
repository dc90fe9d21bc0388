/**
 * "Is it back to a 4/4 flyer on their turn?", "their Serra Angel is back to being a 4/4, right?": a state said to be had
 * again after an effect ended (611.2, 514.2) — read as "again" ("is it a 4/4 flyer again"), which the intents already
 * ask of. Only after "be" (the words between may name what it is said of: "is it", "is their Serra Angel", "it's not")
 * and before a description ("a 4/4", "a 2/2", "4/4"); "deal damage back to my Swiftblade", "bounce it back to my hand"
 * keep their words (what goes back where is read there).
 */
import type { Chunk } from '../chunk.ts';

/** Chunks that may stand between "be" and "back": the subject (a pronoun, a description, a card, a player's) and "not". */
const BETWEEN: ReadonlySet<string> = new Set(['pronoun', 'det', 'pt', 'card', 'object-noun', 'player', 'poss', 'adj', 'subtype', 'type', 'keyword', 'color', 'neg', 'filler']);

function afterBe(chunks: readonly Chunk[], k: number): boolean {
  for (let j = k - 1; j >= 0; j--) {
    const s = chunks[j]!.senses;
    if (s.some((x) => x.kind === 'aux' && x.aux === 'be')) return true;
    if (!BETWEEN.has(s[0]?.kind ?? '')) return false;
  }
  return false;
}

function describes(c: Chunk | undefined): boolean {
  return c !== undefined && c.senses.some((s) => (s.kind === 'det' && s.det === 'a') || s.kind === 'pt');
}

/** The chunks with "back to (being)" after "be" and before a description read as one time chunk, "again". */
export function readBackTo(text: string, chunks: readonly Chunk[]): Chunk[] {
  const out: Chunk[] = [];
  for (let k = 0; k < chunks.length; k++) {
    const c = chunks[k]!;
    if (/^back$/i.test(c.text) && /^to$/i.test(chunks[k + 1]?.text ?? '') && afterBe(chunks, k)) {
      const being = /^being$/i.test(chunks[k + 2]?.text ?? '');
      const end = being ? k + 3 : k + 2;
      if (describes(chunks[end])) {
        const b = chunks[end - 1]!;
        out.push({ i: -1, from: c.from, to: b.to, start: c.start, end: b.end, text: text.slice(c.start, b.end), senses: [{ kind: 'time', time: 'again' }] });
        k = end - 1;
        continue;
      }
    }
    out.push(c);
  }
  return out;
}

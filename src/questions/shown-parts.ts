/**
 * Issue 11 §6: the user's words a refusal quotes are whole phrases, never fragments. Pieces found by different
 * checks may overlap ('相手が謎のぴかぴか光る' and '謎のぴかぴか光る装置'); quoted apart, neither is the phrase that wasn't
 * read. Overlapping pieces are quoted as the one stretch of the question they cover together.
 */

/** The pieces with every two that overlap in `text` (one's end is the other's start) joined into the stretch they cover. */
export function joinOverlaps(parts: readonly string[], text: string): string[] {
  const out = [...parts];
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 0; i < out.length && !changed; i++) {
      for (let j = 0; j < out.length && !changed; j++) {
        const joined = i === j ? null : overlapJoin(out[i]!, out[j]!, text);
        if (joined === null) continue;
        out.splice(Math.max(i, j), 1);
        out.splice(Math.min(i, j), 1, joined);
        changed = true;
      }
    }
  }
  return out;
}

/** `a` then `b` sharing at least two characters (a's end is b's start), when the joined words are in the text; else null. */
function overlapJoin(a: string, b: string, text: string): string | null {
  for (let k = Math.min(a.length, b.length) - 1; k >= 2; k--) {
    if (!a.endsWith(b.slice(0, k))) continue;
    const joined = a + b.slice(k);
    return text.includes(joined) ? joined : null;
  }
  return null;
}

/**
 * The pieces of a phrase named back whole that may be a card's name on their own: the phrase, and in English each
 * run of capitalised words inside it ("zorbles the Life" → "Life") — joined into the phrase, a short card name
 * would no longer be told how to bracket.
 */
export function nameCandidates(phrase: string): string[] {
  const runs = [...phrase.matchAll(/\b[A-Z][\w'-]*(?:,?\s+(?:of|the|[A-Z][\w'-]*))*/g)].map((m) => m[0].replace(/\s+(?:of|the)$/u, ''));
  return [phrase, ...runs.filter((r) => r !== phrase)];
}

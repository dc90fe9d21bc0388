/**
 * "The token dies to the first-strike damage", "my 2/2 died from first strike damage": the death told happens in the
 * first-strike combat damage step (510.4), as "dies in the first-strike damage step" says (turn-words.ts) — the words
 * after the verb are read as that time. Only right after "die"; "first strike damage" elsewhere ("does trample apply to
 * first strike damage?") stays as it was.
 */
import type { Chunk } from '../chunk.ts';

/** Chunks "to/from/by [the] first(-)strike damage" starting at k: how many, or 0. */
function firstStrikeDamageAt(chunks: readonly Chunk[], k: number): number {
  if (!/^(?:to|from|by|in)$/i.test(chunks[k]?.text ?? '')) return 0;
  const j = /^the$/i.test(chunks[k + 1]?.text ?? '') ? k + 2 : k + 1;
  const strike = chunks[j];
  const damage = chunks[j + 1];
  if (!strike || !strike.senses.some((s) => s.kind === 'keyword' && s.keyword.keyword === 'first strike')) return 0;
  if (!damage || !damage.senses.some((s) => s.kind === 'thing-noun' && s.noun === 'damage') || !/^(?:damage|dmg)$/i.test(damage.text)) return 0;
  return j + 2 - k;
}

/** Whether chunk c says dying ("dies", "died"). ("is killed by …" reads as a destruction, which damage is not told as: left as it was.) */
function dying(c: Chunk): boolean {
  return c.senses.some((s) => s.kind === 'verb' && s.verb === 'die');
}

/** The chunks with "to/from/by the first-strike damage" after a verb of dying read as one time chunk, after first-strike damage. */
export function readFirstStrikeDeath(text: string, chunks: readonly Chunk[]): Chunk[] {
  const out: Chunk[] = [];
  for (let k = 0; k < chunks.length; k++) {
    const c = chunks[k]!;
    const n = k > 0 && dying(chunks[k - 1]!) ? firstStrikeDamageAt(chunks, k) : 0;
    if (n === 0) {
      out.push(c);
      continue;
    }
    const last = chunks[k + n - 1]!;
    out.push({ i: -1, from: c.from, to: last.to, start: c.start, end: last.end, text: text.slice(c.start, last.end), senses: [{ kind: 'time', time: 'after-first-strike' }] });
    k += n - 1;
  }
  return out;
}

/**
 * "They Negate my Lightning Helix aimed at their face", "I cast Lightning Bolt pointed at their Bears": a past participle
 * of aiming right after a spell said (a card, or "it"/"that") and before "at" is a reduced relative — the spell
 * targeting what follows (601.2c), as "targeting" says it. The two words become one chunk, the preposition "targeting".
 * Anywhere else ("Bolt was aimed at me", "I aimed it at him") the verb stays the verb.
 */
import type { Chunk } from '../chunk.ts';

const PARTICIPLE = /^(?:aimed|pointed|targeted|directed)$/i;

/** A spell said right before: a card named (its first sense), or "it" / "that". */
function spellBefore(c: Chunk | undefined): boolean {
  const s = c?.senses[0];
  return s?.kind === 'card' || (s?.kind === 'pronoun' && (s.word === 'it' || s.word === 'that'));
}

export function aimedAt(out: Chunk[]): void {
  for (let k = out.length - 2; k > 0; k--) {
    const c = out[k]!;
    const at = out[k + 1]!;
    if (!PARTICIPLE.test(c.text) || !/^at$/i.test(at.text) || !spellBefore(out[k - 1])) continue;
    out.splice(k, 2, { ...c, to: at.to, end: at.end, text: `${c.text} at`, senses: [{ kind: 'prep', prep: 'targeting' }] });
  }
}

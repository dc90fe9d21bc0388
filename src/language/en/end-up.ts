/**
 * "Does the Angel end up coming back?", "does my 3/3 end up dying?", "did it end up surviving?": "end up" before a
 * verb's -ing form says only that the act happens in the end — the question is that verb's own ("does the Angel come
 * back?"). Read so, "end up" is set aside and the -ing verb is the one asked. "end up in exile", "end up with two
 * tokens", "end up a 2/2" (no verb after it) stay the verb 'end-up' (intents/fates.ts, characteristics.ts).
 */
import type { Chunk } from '../chunk.ts';

/** Sets "end up" aside when a verb's -ing form follows it. */
export function endUpDoing(out: Chunk[]): void {
  out.forEach((c, k) => {
    if (!c.senses.some((s) => s.kind === 'verb' && s.verb === 'end-up') || !/^(?:end|ends|ended|ending)\s+up$/i.test(c.text)) return;
    const next = out[k + 1];
    if (!next || !/ing\b/i.test(next.text.split(/\s+/)[0] ?? '') || !next.senses.some((s) => s.kind === 'verb' || (s.kind === 'card' && s.verbed))) return;
    c.senses = [{ kind: 'filler' }];
  });
}

/**
 * "Can I sac the Fanatic in response to ping something?", "they sacrificed it in response to deal 1 damage to me": "in
 * response to" right before a bare verb is "in response" and then the infinitive of purpose "to …" (what the act was
 * for), never "in response to" a spell named by that verb. The chunk is split in two: the time and the "to".
 */
import type { Chunk } from '../chunk.ts';

const SPLIT = /^(in\s+response)(\s+)(to)$/i;

export function responseThenPurpose(out: Chunk[]): void {
  for (let k = out.length - 2; k >= 0; k--) {
    const c = out[k]!;
    const m = SPLIT.exec(c.text);
    const next = out[k + 1]!;
    const verb = next.senses[0]?.kind === 'verb' && !next.senses.some((s) => s.kind === 'card');
    if (!m || !verb || c.to - c.from < 2) continue;
    const cut = c.start + m[1]!.length;
    const toStart = cut + m[2]!.length;
    out.splice(k, 1, { ...c, to: c.to - 1, end: cut, text: m[1]! }, { i: -1, from: c.to - 1, to: c.to, start: toStart, end: c.end, text: m[3]!, senses: [{ kind: 'prep', prep: 'to' }] });
  }
}

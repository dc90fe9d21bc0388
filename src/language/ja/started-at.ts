/**
 * 「最初20ね」「相手は最初は18」「ライフは最初15です」「(最初20)」: 最初 ("at first") said right before a total is the total a
 * player starts from — the same as 「20スタート」「20から」 say (clause-reader.ts, copula-states.ts lifeStartedFrom): the
 * total is read with から, and 最初 with it. Only a bare number or a number of points (a total, or 「ライフ」): 「最初2体」
 * (a count of creatures), 「最初の1/1」 (the first one told, another word) are left as they are.
 */
import type { Item } from './items.ts';

/** Sentence-final particles a casual total may carry (「最初20ね」「最初は20だよ」 — だ is the copula, read elsewhere). */
const FINAL = new Set(['ね', 'よ', 'な']);

/** The items, with each 「最初 + total」 joined into one total started from. */
export function startedAt(list: readonly Item[]): Item[] {
  const out: Item[] = [];
  for (let k = 0; k < list.length; k++) {
    const it = list[k]!;
    const next = list[k + 1];
    const first = it.kind === 'chunk' && it.c.text === '最初' && it.particles.every((p) => p === 'は');
    const total = next?.kind === 'np' && next.np.kind === 'amount' && next.np.n !== null && (next.np.noun === 'total' || next.np.noun === 'life') && next.particles.every((p) => FINAL.has(p));
    if (!first || !total || next.kind !== 'np' || it.kind !== 'chunk') {
      out.push(it);
      continue;
    }
    out.push({ ...next, np: { ...next.np, chunks: [it.from, ...next.np.chunks] }, from: it.from, particles: ['から'] });
    k++;
  }
  return out;
}

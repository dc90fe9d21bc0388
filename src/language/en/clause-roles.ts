/** English clauses: cutting a sentence's items at subordinators and coordinators and filling each clause's roles by word order. */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Reader } from './phrases.ts';
import type { Item } from './items.ts';
import { mostAskedElided } from './most-asked.ts';
import type { ChunkItem, Walk } from './clause-walk.ts';
import { close, startWalk, take } from './clause-walk.ts';
import { openingParticiple, questionWord, relativeOpens, subordinator } from './clause-openers.ts';
import { joins } from './clause-joins.ts';
import { wordRoles } from './clause-words.ts';
import { verbRoles } from './clause-verbs.ts';
import { nounRoles } from './clause-nouns.ts';

export { listItems } from './clause-nouns.ts';

/** Cuts a sentence's items into clauses and fills their roles. */
export function clauses(r: Reader, list: Item[], sentence: number, question: boolean, shared: { lastSubject: NounPhrase | null }): Clause[] {
  const w = startWalk(r, list, sentence, question, shared);
  for (w.k = 0; w.k < list.length; w.k++) {
    const it = list[w.k]!;
    // "max dmg i can trample over?": the most asked with its "what's" left out (most-asked.ts).
    const most = mostAskedElided(list, w.k, w.cur, question);
    if (most > 0) {
      if (w.cur.asked) take(w, it.from, it.to);
      else take(w, it.from, list[w.k + most - 1]!.to);
      w.k += most - 1;
      continue;
    }
    if (openingParticiple(w, it)) continue;
    if (it.kind === 'chunk') chunkRoles(w, it);
    else if (it.kind === 'verb') verbRoles(w, it);
    else nounRoles(w, it);
  }
  close(w);
  w.out.forEach((c, i) => {
    const next = w.out[i + 1];
    if (!w.gapped.has(c) || !next || next.wh === null || !next.verb) return;
    c.verb = next.verb;
    c.subject = next.subject;
  });
  return w.out.map((c) => finish(r, c));
}

/** A word that is no noun phrase or verb group: it opens a clause, cuts one, or fills a role of the one being filled. */
function chunkRoles(w: Walk, it: ChunkItem): void {
  const s = it.c.senses[0]!;
  if (relativeOpens(w, it) || questionWord(w, it, s) || subordinator(w, it, s) || joins(w, it, s) || wordRoles(w, it, s)) return;
  take(w, it.from, it.to);
}

export function finish(r: Reader, c: Clause): Clause {
  const sorted = [...new Set(c.chunks)].sort((a, b) => a - b);
  c.chunks = sorted;
  if (sorted.length > 0) {
    c.start = r.chunks[sorted[0]!]!.start;
    c.end = r.chunks[sorted[sorted.length - 1]!]!.end;
    c.text = r.text.slice(c.start, c.end);
  }
  return c;
}

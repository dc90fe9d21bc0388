/**
 * Where a clause is cut at a join (clause-roles.ts): "and", "then", "but", "so", "plus" or a comma ends the clause
 * being filled when another clause starts after it — a subject and its verb, a verb of the same subject, a question
 * word — and otherwise joins words inside one clause ("a 2/2 and a 3/3").
 */
import { has } from '../chunk.ts';
import type { Sense } from '../senses.ts';
import type { Item } from './items.ts';
import type { ChunkItem, Walk } from './clause-walk.ts';
import { auxOnly, close, isCopula, take } from './clause-walk.ts';

/** What a clause starting at list[k] begins with: its subject, its verb (the subject shared), or no clause at all. */
function startsClause(list: readonly Item[], k: number): 'subject' | 'verb' | null {
  const a = list[k];
  const b = list[k + 1];
  if (!a) return null;
  if (a.kind === 'verb') return 'verb';
  if (a.kind === 'np' && b?.kind === 'verb' && (a.np.kind === 'object' || a.np.kind === 'player' || a.np.kind === 'pronoun' || a.np.kind === 'list' || a.np.kind === 'property')) return 'subject';
  // "… and I only have one untapped creature": an adverb between them; "… and they in response cast
  // X", "… and they respond by casting X": a time phrase between them.
  if (a.kind === 'np' && b?.kind === 'chunk' && list[k + 2]?.kind === 'verb' && ['adj', 'conj', 'filler', 'time'].includes(b.c.senses[0]!.kind)) return 'subject';
  // "then attacked with my 1/1": a time word, then a verb.
  if (a.kind === 'chunk' && a.c.senses[0]!.kind === 'time' && b?.kind === 'verb') return 'verb';
  // "…, no blocks": the determiner "no" before a verb-looking word is that word as a noun ("no blocks",
  // "no attacks") — a clause of its own whose subject is the "no", never the one before shared with it.
  if (a.kind === 'chunk' && a.c.senses.some((x) => x.kind === 'det' && x.det === 'no') && b?.kind === 'verb' && b.v.modal === null && !b.v.passive) return 'subject';
  if (a.kind === 'chunk' && a.c.senses[0]!.kind === 'time' && b?.kind === 'np' && list[k + 2]?.kind === 'verb') return 'subject';
  // "… and there are no other creatures": an existential "there" before "be" (its subject follows the verb).
  if (a.kind === 'chunk' && /^there$/i.test(a.c.text) && b?.kind === 'verb' && b.v.verb === 'be') return 'subject';
  // "…, and then in my second main phase he Shocks my 2/2", "… and during his end step I …": a point of the turn said
  // first, then a subject and its verb — the clause is theirs (its "my" names whose phase it is, never who acts; red
  // team s20b: the asker was made the caster and the attack told after the main phase).
  const turnPoint = a.kind === 'chunk' && ['in', 'during', 'on', 'at'].includes(has(a.c, 'prep')?.prep ?? '');
  if (turnPoint) {
    let j = k + 1;
    if (list[j]?.kind === 'chunk' && (list[j] as Extract<Item, { kind: 'chunk' }>).c.senses[0]!.kind === 'player') j++;
    // "on their own main phase": "own" only stresses whose (frames/moments.ts ownerBefore).
    if (list[j]?.kind === 'chunk' && (list[j] as Extract<Item, { kind: 'chunk' }>).c.senses.some((x) => x.kind === 'adj' && x.adj === 'own')) j++;
    const t = list[j];
    if (t?.kind === 'chunk' && t.c.senses[0]!.kind === 'time' && list[j + 1]?.kind === 'np' && list[j + 2]?.kind === 'verb') return 'subject';
  }
  return null;
}

/** A join, or "then"/"also" said as an adverb: closes the clause being filled when another starts after it. */
export function joins(w: Walk, it: ChunkItem, s: Sense): boolean {
  const { list, question } = w;
  // "It then gets -1/-1": "then" between a subject and its verb is an adverb, not a join.
  const adverbThen = s.kind === 'conj' && (s.conj === 'then' || s.conj === 'also') && !w.cur.verb && w.cur.subject !== null && list[w.k + 1]?.kind === 'verb';
  if (adverbThen) {
    if (s.conj === 'then') w.cur.times.push('later');
    take(w, it.from, it.to);
    return true;
  }
  const isJoin = (s.kind === 'conj' && ['and', 'then', 'but', 'so', 'plus'].includes(s.conj)) || (s.kind === 'punct' && s.char === ',');
  if (isJoin) {
    const next = startsClause(list, w.k + 1);
    const nextIt = list[w.k + 1];
    // A verbless clause ends at a comma before another noun phrase ("X unblocked, opp at 20").
    const verbless = !w.cur.verb && w.cur.subject !== null && nextIt?.kind === 'np' && s.kind === 'punct';
    const whNext = nextIt?.kind === 'chunk' && has(nextIt.c, 'wh') !== undefined && nextIt.c.senses[0]!.kind === 'wh';
    // "…, but all combat damage that would be dealt is prevented": "but" + a noun phrase after a verb starts a clause.
    const butClause = s.kind === 'conj' && s.conj === 'but' && w.cur.verb !== null && nextIt?.kind === 'np' && list.slice(w.k + 2).some((x) => x.kind === 'verb');
    // "How much damage and how many poison counters does he get?": a question word and what it asks, then "and"
    // and another question word — two questions, the first sharing the second's verb and subject (issue 16 §1;
    // read as one, the second question word took the place of the first and its quantity went unasked).
    const whGap = whNext && question && w.cur.wh !== null && w.cur.asked !== null && !w.cur.verb && !w.cur.subject && s.kind === 'conj' && s.conj === 'and';
    if (whGap) w.gapped.add(w.cur);
    // "…, and after that I cast Giant Growth": "after that" + a subject and its verb opens a clause of its own (read
    // below as "then"), never a role of the clause before taking the next subject (red team s19: "I" was lost).
    const thatAt = list[w.k + 2];
    const afterThat = nextIt?.kind === 'chunk' && has(nextIt.c, 'prep')?.prep === 'after' && thatAt !== undefined && /^(?:that|this)$/i.test(thatAt.kind === 'chunk' ? thatAt.c.text : thatAt.kind === 'np' ? thatAt.np.text : '') && list[w.k + 3]?.kind === 'np' && list[w.k + 4]?.kind === 'verb';
    if ((next && (w.cur.verb || w.cur.subject)) || verbless || (whNext && (w.cur.verb || w.cur.subject)) || butClause || whGap || (afterThat && w.cur.verb !== null)) {
      // "…, is it destroyed?": an auxiliary before a noun phrase asks about that one; no subject is shared.
      // "My creature got Giant Growth and is a 4/4 now", "… and has two +1/+1 counters": in a statement, "is"/"has"
      // before a predicate (a size with "a", an amount) says more of the same subject — the size is the creature's,
      // never a second creature "a 4/4" (red team s15 split one creature in two). ("… and so is my 4/4", "so does
      // their 3/3": still inverted.)
      const after = list[w.k + 2];
      // ("… has two +1/+1 counters and is the only creature on the board": "the only creature" is said of it too.)
      const only = after?.kind === 'np' && after.np.kind === 'object' && after.np.det === 'the' && after.np.adjectives.includes('only') && after.np.card === null && after.np.owner === null;
      const predicate = after?.kind === 'np' && ((after.np.kind === 'object' && (after.np.det === 'a' || after.np.det === null) && after.np.power !== null && after.np.card === null && after.np.owner === null) || after.np.kind === 'amount' || only);
      const inverted = next === 'verb' && (auxOnly(nextIt) || (isCopula(nextIt) && !(predicate && !question))) && after?.kind === 'np';
      const inherited = next === 'verb' && !inverted ? (w.cur.subject ?? w.lastSubject) : null;
      close(w);
      if (s.kind === 'conj' && s.conj === 'then') w.cur.times.push('later');
      if (s.kind === 'conj' && s.conj === 'so') w.soClause = w.cur;
      take(w, it.from, it.to);
      if (inherited) w.cur.subject = inherited;
      return true;
    }
    take(w, it.from, it.to);
    if (s.kind === 'conj' && s.conj === 'then') w.cur.times.push('later');
    return true;
  }
  return false;
}

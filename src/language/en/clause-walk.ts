/**
 * The walk through one sentence's items that cuts them into clauses (clause-roles.ts): the clause being filled,
 * what is held for a word still to come (a preposition, an auxiliary, a relative clause's head), and the two steps
 * every reader of the walk uses — taking words into the clause and closing it.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import { emptyClause } from '../clause.ts';
import type { Aux, Sense } from '../senses.ts';
import type { Reader } from './phrases.ts';
import type { Item } from './items.ts';
import type { Chunk } from '../chunk.ts';

/** An auxiliary said before its verb ("Does", "Can", "is"), held until that verb comes. */
export interface Pending {
  modal: Aux | null;
  negated: boolean;
  be: boolean;
  chunks: number[];
}

export type ChunkItem = Extract<Item, { kind: 'chunk' }>;
export type VerbItem = Extract<Item, { kind: 'verb' }>;
export type NpItem = Extract<Item, { kind: 'np' }>;

/** One sentence being cut into clauses: `k` is the item read now (a reader that takes more items moves it on). */
export interface Walk {
  readonly r: Reader;
  readonly list: Item[];
  readonly sentence: number;
  readonly question: boolean;
  readonly shared: { lastSubject: NounPhrase | null };
  readonly out: Clause[];
  k: number;
  cur: Clause;
  pendingPrep: { prep: Extract<Sense, { kind: 'prep' }>['prep']; chunk: number } | null;
  pendingAux: Pending | null;
  lastSubject: NounPhrase | null;
  // "The bear they stole with Control Magic dies", "Can the creature I equipped attack?": a relative clause
  // with no "that" (or with it) whose gap is the object; the noun phrase before it is what its verb acts on,
  // and the subject of the verb after it. `relative` holds it (and an auxiliary said before it) until then.
  relative: { head: NounPhrase; aux: Pending | null } | null;
  // The auxiliary said before a subject that a relative clause follows, held for the main verb after it.
  subjectRelativeAux: { aux: Pending; wh: Clause['wh']; asked: NounPhrase | null } | null;
  // "Lightning Bolt on my opponent's 2/2 blocking my 3/3": a state said by a participle after a noun
  // phrase, told as a clause of its own before the clause it was said in (as 「3/3をブロックしている2/2」 is).
  readonly states: Clause[];
  // The clause "so" began ("…, so it's an 8/8"): a conclusion when it says a state (Clause.reason).
  soClause: Clause | null;
  // Question clauses said with no verb of their own before "and" and another question word (whGap, clause-joins.ts).
  readonly gapped: Set<Clause>;
}

/** The walk at a sentence's first item, with the subject the sentences before it left. */
export function startWalk(r: Reader, list: Item[], sentence: number, question: boolean, shared: { lastSubject: NounPhrase | null }): Walk {
  return {
    r,
    list,
    sentence,
    question,
    shared,
    out: [],
    k: 0,
    cur: emptyClause(sentence, question),
    pendingPrep: null,
    pendingAux: null,
    lastSubject: shared.lastSubject,
    relative: null,
    subjectRelativeAux: null,
    states: [],
    soClause: null,
    gapped: new Set<Clause>(),
  };
}

/** Ends the clause being filled (kept when anything was said in it) and opens the next. */
export function close(w: Walk): void {
  const { cur, question, sentence, shared, out, states } = w;
  if (cur === w.soClause && cur.verb && (cur.verb.verb === 'be' || cur.verb.verb === 'have') && cur.verb.modal === null && !cur.verb.passive && !cur.wh) cur.reason = true;
  if (w.pendingAux && !cur.verb) {
    // "Is it indestructible?", "Can it?": the auxiliary was the verb after all.
    cur.verb = { verb: w.pendingAux.be ? 'be' : 'be', passive: false, negated: w.pendingAux.negated, modal: w.pendingAux.modal, perfect: false, hypothetical: false, card: null, chunks: w.pendingAux.chunks, text: '' };
  }
  w.pendingAux = null;
  // "Does it kill the blocker without dying?": a "without" whose clause ends before anything it governs says what must
  // not happen, which no ask here carries; its word is left unread (named in the refusal), never dropped (issue 11 §2).
  const without = w.pendingPrep?.prep === 'without' ? w.r.chunks[w.pendingPrep.chunk] : undefined;
  if (without) {
    cur.chunks = cur.chunks.filter((k) => k !== without.i);
    (without as { senses: Chunk['senses'] }).senses = [{ kind: 'unknown', strange: true }];
  }
  if (cur.verb || cur.subject || cur.object || cur.chunks.length > 0) {
    // "…; blocked by a 2/2": a participle with no subject shares the previous one.
    if (!cur.subject && cur.verb && cur.verb.passive && !question && w.lastSubject) cur.subject = w.lastSubject;
    if (cur.subject) w.lastSubject = cur.subject;
    shared.lastSubject = w.lastSubject;
    out.push(...states.splice(0), cur);
  }
  w.cur = emptyClause(sentence, question);
  w.pendingPrep = null;
}

/** The chunks from..to-1 are words of the clause being filled. */
export function take(w: Walk, from: number, to: number): void {
  for (let k = from; k < to; k++) w.cur.chunks.push(k);
}

/** An auxiliary group with no verb of its own ("Does", "Can", "is", "Will"): the verb comes later. */
export function auxOnly(it: Item | undefined): boolean {
  return it?.kind === 'verb' && it.v.verb === 'be' && it.v.modal !== null;
}

export function isCopula(it: Item | undefined): boolean {
  return it?.kind === 'verb' && (it.v.verb === 'be' || it.v.verb === 'have') && !it.v.passive && it.v.card === null;
}

/** Subordinators that open a condition or a time before the clause they are about ("if", "when", "once" …). */
export const OPENING_SUBS: ReadonlySet<string> = new Set(['if', 'when', 'once', 'after', 'before', 'while']);

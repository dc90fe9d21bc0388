/**
 * A verb group in a sentence's clauses (clause-roles.ts): an auxiliary held for its verb, a participle of what is
 * had ("has Rancor attached"), the cut a verb makes after a clause that has one, and the verb itself.
 */
import type { Chunk } from '../chunk.ts';
import { has } from '../chunk.ts';
import { phraseChunks } from '../clause.ts';
import { markRelative } from './relatives.ts';
import { relativeWord } from './sentence-spans.ts';
import { PARTICIPLES } from './verb-group.ts';
import type { Item } from './items.ts';
import type { VerbItem, Walk } from './clause-walk.ts';
import { OPENING_SUBS, auxOnly, close, isCopula, take } from './clause-walk.ts';

/** "have … left", and an auxiliary before its subject ("Does my 3/3 …"), held for the verb after it. */
function auxiliary(w: Walk, it: VerbItem): boolean {
  const { list, question } = w;
  // "How much life does she have left?", "how many cards do I have left": "left" after "have" with nothing after
  // it is what remains (the adjective), never the verb "leave" opening a clause of its own.
  const ends = (x: Item | undefined): boolean => x === undefined || (x.kind === 'chunk' && x.c.senses[0]!.kind === 'punct');
  if (/^left$/i.test(it.v.text.trim()) && w.cur.verb?.verb === 'have' && !w.cur.verb.negated && ends(list[w.k + 1])) {
    w.cur.adjectives.push('left');
    take(w, it.from, it.to);
    return true;
  }
  // "Does my 3/3 …", "Can AP …", "is it destroyed": the auxiliary before the subject; its verb comes later.
  // ("Am I still allowed to …": an adverb may stand between the subject and its verb.)
  const adverb = (x: (typeof list)[number] | undefined): boolean => x?.kind === 'chunk' && x.c.senses[0]!.kind === 'adj' && ['still', 'only'].includes((x.c.senses[0] as { adj: string }).adj);
  const verbAfterSubject = list[w.k + 2]?.kind === 'verb' || (adverb(list[w.k + 2]) && list[w.k + 3]?.kind === 'verb');
  if (auxOnly(it) || (isCopula(it) && question && !w.cur.subject && list[w.k + 1]?.kind === 'np' && verbAfterSubject)) {
    if (!w.cur.verb && (list[w.k + 1]?.kind === 'np' || w.cur.wh) && list.slice(w.k + 1).some((x) => x.kind === 'verb')) {
      w.pendingAux = { modal: it.v.modal, negated: it.v.negated, be: it.v.modal === null, chunks: it.v.chunks };
      take(w, it.from, it.to);
      return true;
    }
    // "my elf goes unblocked - do i win?", "it attacks, can it be blocked": an auxiliary right after a
    // told clause, with a noun phrase and then a verb after it, opens a question of its own whose subject
    // is that noun phrase — never the told clause's subject carried over (the asked player read as a complement).
    const prevIt = list[w.k - 1];
    const afterRelative = prevIt?.kind === 'chunk' && relativeWord(prevIt.c);
    if (w.cur.verb && auxOnly(it) && !auxOnly({ kind: 'verb', v: w.cur.verb, from: 0, to: 0 }) && !afterRelative && list[w.k + 1]?.kind === 'np' && verbAfterSubject) {
      close(w);
      w.pendingAux = { modal: it.v.modal, negated: it.v.negated, be: it.v.modal === null, chunks: it.v.chunks };
      take(w, it.from, it.to);
      return true;
    }
  }
  return false;
}

/** "has Rancor attached (to it)": the participle of what is had, never a clause of its own. */
function attachedParticiple(w: Walk, it: VerbItem): boolean {
  const { list } = w;
  // "My Grizzly Bears has Rancor attached", "my 2/2 has Bonesplitter attached to it": the participle after
  // what is had says only that it is attached to the one that has it — said as "has Rancor (on it)", never
  // a clause of its own whose host is unknown. ("to it"/"on it" after it names that same host.)
  if (w.cur.verb && w.cur.verb.verb === 'have' && w.cur.verb.modal === null && !w.cur.verb.negated && w.cur.object && ['attach', 'equip', 'enchant'].includes(it.v.verb) && it.v.modal === null && !it.v.negated && /^\S+ed\b/i.test(it.v.text.trim())) {
    take(w, it.from, it.to);
    // ("attached to it" may be one verb group, "attach to" a phrase of the lexicon: the pronoun follows it.)
    const after = list[w.k + 1];
    if (/\s(?:to|on|onto)$/i.test(it.v.text.trim()) && after?.kind === 'np' && after.np.kind === 'pronoun') {
      w.cur.roles.push({ prep: 'on', np: after.np, time: null, chunks: phraseChunks(after.np) });
      take(w, after.from, after.to);
      w.k++;
      return true;
    }
    const prep = list[w.k + 1];
    const host = list[w.k + 2];
    const pp = prep?.kind === 'chunk' ? has(prep.c, 'prep')?.prep : undefined;
    if ((pp === 'to' || pp === 'on' || pp === 'onto') && host?.kind === 'np' && host.np.kind === 'pronoun') {
      w.cur.roles.push({ prep: 'on', np: host.np, time: null, chunks: [prep!.from, ...phraseChunks(host.np)] });
      take(w, prep!.from, host.to);
      w.k += 2;
    }
    return true;
  }
  return false;
}

/** A verb after the clause's own: the clause it opens, and the subject that one takes. */
function verbCut(w: Walk, it: VerbItem): void {
  const { list, r, out, question, sentence } = w;
  // "… is blocked by a 2/2 that has 1 damage marked on it", "I Shock a 3/3 that blocks my 2/2": a
  // relative clause after a creature is about that creature (its head noun), never the main clause's
  // subject — which was given the damage (issue 11).
  // ("a 3/3 that already has …": a time word may stand between "that" and the verb.)
  const relativeHeld = w.subjectRelativeAux !== null && w.cur.verb !== null;
  let rel = w.k - 1;
  while (rel > 0 && list[rel]?.kind === 'chunk' && (list[rel] as { c: Chunk }).c.senses[0]!.kind === 'time') rel--;
  const relWord = list[rel];
  const relHead = list[rel - 1];
  if (w.cur.verb && !w.relative && relWord?.kind === 'chunk' && relativeWord(relWord.c) && relHead?.kind === 'np' && relHead.np.kind === 'object') {
    close(w);
    w.cur.subject = relHead.np;
    markRelative(w.cur);
  } else if (w.cur.verb && w.relative) {
    close(w);
    w.cur.subject = w.relative.head;
    w.pendingAux = w.relative.aux;
    w.relative = null;
  } else if (w.cur.verb) {
    // "make X lose all abilities", "let it die": the second verb's subject is the first's object.
    if ((w.cur.verb.verb === 'create' || w.cur.verb.verb === 'give') && w.cur.object) {
      // The causing clause says nothing of its own: its words belong to the caused one.
      const subj = w.cur.object;
      w.cur.object = null;
      w.cur.verb = { ...w.cur.verb, causative: true };
      close(w);
      w.cur.subject = subj;
    } else if (auxOnly({ kind: 'verb', v: w.cur.verb, from: 0, to: 0 }) && !w.cur.object) {
      // "Can I …" read as a verb before its real verb: fold the auxiliary into it.
      // "Can it be blocked": a "be" said after the modal still makes the next verb passive.
      const sayBe = w.cur.verb.chunks.some((k) => /^(?:be|been|being)$/i.test(r.chunks[k]?.text ?? ''));
      w.pendingAux = { modal: w.cur.verb.modal, negated: w.cur.verb.negated, be: w.cur.verb.modal === null || sayBe, chunks: w.cur.verb.chunks };
      w.cur.verb = null;
    } else {
      // "If I Bolt his 3/3 is it dead?", "if he blocks my 3/3 with his 2/2 is it dead": after a condition, an
      // auxiliary or "is" right before a noun phrase asks of that noun phrase — inverted, as after a comma. The
      // condition's subject is not carried over: it made "I" the one asked of ("do you lose the game?", red team s19b).
      // (The condition may go on in a second verb: "If I Shock his 3/3 and Shock it again it dies?".)
      const last = out[out.length - 1];
      const inCondition = (w.cur.sub !== null && OPENING_SUBS.has(w.cur.sub)) || (w.cur.sub === null && last !== undefined && last.sentence === sentence && last.sub !== null && OPENING_SUBS.has(last.sub));
      const asksInverted = question && inCondition && (auxOnly(it) || isCopula(it)) && list[w.k + 1]?.kind === 'np';
      // "If I Shock his 2/2 it dies?": a noun phrase read as the condition's second object, right before this
      // verb, is the subject of the clause the verb opens (it was left to the condition's "I": "do you lose?").
      const before = list[w.k - 1];
      const opens = inCondition && before?.kind === 'np' && w.cur.object2 !== null && w.cur.object2 === before.np ? before.np : null;
      if (opens) w.cur.object2 = null;
      const subj = w.cur.subject;
      close(w);
      if (opens) w.cur.subject = opens;
      else if (!asksInverted) w.cur.subject = subj;
    }
  }
  // (The relative clause has its verb: this one is the main clause's, with the auxiliary held for it.)
  if (relativeHeld && w.subjectRelativeAux !== null) {
    w.pendingAux = w.subjectRelativeAux.aux;
    w.cur.wh = w.subjectRelativeAux.wh;
    w.cur.asked = w.subjectRelativeAux.asked;
    w.subjectRelativeAux = null;
  }
}

/** The verb itself, with an auxiliary held for it folded in. */
function placeVerb(w: Walk, it: VerbItem): void {
  const { r } = w;
  let v = it.v;
  if (w.pendingAux) {
    // ("Am I allowed to put all 5 on it?": a modal of the verb's own — "allowed to", "able to" — takes the "be" before the
    // subject; the verb after it is active.)
    const passive = v.passive || (w.pendingAux.be && v.modal === null && PARTICIPLES.test(v.text) && v.text.toLowerCase() !== 'got');
    v = { ...v, modal: v.modal ?? w.pendingAux.modal, negated: v.negated || w.pendingAux.negated, passive, inverted: true, chunks: [...w.pendingAux.chunks, ...v.chunks] };
    w.pendingAux = null;
  }
  // "Is it legal to attack with …?", "would it be legal to target …": an impersonal "it" (no object)
  // asks what may be done; whoever the rest doesn't name is the asker, unspoken (as 「攻撃できますか」).
  if (!w.cur.subject && v.modal !== null && v.chunks.some((k) => IMPERSONAL.test(r.chunks[k]?.text ?? ''))) {
    const at0 = r.chunks[v.chunks[0]!]!.start;
    w.cur.subject = { kind: 'player', player: { who: 'me' }, chunks: [], start: at0, end: at0, text: '' };
    v = { ...v, inverted: true };
  }
  w.cur.verb = v;
  take(w, it.from, it.to);
}

/**
 * "My 3/3 attacks without being blocked", "If my 2/2 attacks without being blocked, …", "it dies without regenerating":
 * "without" + a verb after a told clause's verb says that act does not happen — the negated conjunct "… and isn't
 * blocked", read as that clause with the subject shared, so what negation of that verb means is read where it is
 * modelled and refused by name where not. Only in what is told or supposed: in a question ("Does it kill the blocker
 * without dying?") it is a second thing asked, which no ask carries — left unread and named (clause-walk.ts close).
 */
function withoutVerb(w: Walk, it: VerbItem): boolean {
  const prep = w.pendingPrep;
  const told = !w.question || (w.cur.sub !== null && OPENING_SUBS.has(w.cur.sub));
  if (prep?.prep !== 'without' || !w.cur.verb || !w.cur.subject || !told || w.pendingAux || it.v.modal !== null || it.v.negated || it.v.card !== null) return false;
  const subj = w.cur.subject;
  w.pendingPrep = null;
  w.cur.chunks = w.cur.chunks.filter((k) => k !== prep.chunk);
  close(w);
  w.cur.subject = subj;
  w.cur.chunks.push(prep.chunk);
  w.cur.verb = { ...it.v, negated: true };
  take(w, it.from, it.to);
  return true;
}

/** A verb group read into the clause being filled (or the next). */
export function verbRoles(w: Walk, it: VerbItem): void {
  if (withoutVerb(w, it) || auxiliary(w, it) || attachedParticiple(w, it)) return;
  verbCut(w, it);
  placeVerb(w, it);
}

/** The auxiliaries of an impersonal question ("is it legal to", "would it be possible to"): lexicon.ts. */
const IMPERSONAL = /^(?:is|would) it\b.*\bto$/i;

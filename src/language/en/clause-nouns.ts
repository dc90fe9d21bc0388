/**
 * A noun phrase in a sentence's clauses (clause-roles.ts): the subject before the verb, the object after it, the
 * object of a preposition, the head of a relative clause with an object gap, or a creature a participle says acts.
 */
import { has } from '../chunk.ts';
import type { NounPhrase } from '../clause.ts';
import { emptyClause, phraseChunks } from '../clause.ts';
import type { Item } from './items.ts';
import type { NpItem, Walk } from './clause-walk.ts';
import { OPENING_SUBS, close, take } from './clause-walk.ts';

/** "my 2/2 blocking my 3/3": the block (or attack) told as a clause of its own; the noun phrase without the participle. */
function participleState(w: Walk, it: NpItem): NounPhrase {
  const { list, r, question, sentence } = w;
  let np = it.np;
  // "my opponent's 2/2 blocking my 3/3": "blocking" read as the 2/2's last word, with a creature after
  // it, says that the 2/2 blocks the 3/3 (a combat), never a target or object of the clause's own
  // verb — the 3/3 was taken as Lightning Bolt's target and the combat dropped (issue 11).
  const tail = np.kind === 'object' ? np.chunks[np.chunks.length - 1] : undefined;
  // "a 3/3 attacking me", "their 4/4 attacking my planeswalker": the same with "attacking" (X attacks Y).
  const blocked = list[w.k + 1];
  const state = tail !== undefined ? has(r.chunks[tail], 'adj')?.adj : undefined;
  const acted = state === 'blocking' ? blocked?.kind === 'np' && blocked.np.kind === 'object' : state === 'attacking' ? blocked?.kind === 'np' && (blocked.np.kind === 'object' || blocked.np.kind === 'player') : false;
  if (np.kind === 'object' && tail !== undefined && tail > np.chunks[0]! && acted && blocked?.kind === 'np') {
    const head: NounPhrase = { ...np, adjectives: np.adjectives.filter((a) => a !== state), chunks: np.chunks.slice(0, -1), end: r.chunks[tail - 1]!.end, text: r.text.slice(np.start, r.chunks[tail - 1]!.end) };
    const told = emptyClause(sentence, question);
    told.subject = head;
    told.verb = { verb: state === 'attacking' ? 'attack' : 'block', passive: false, negated: false, modal: null, perfect: true, hypothetical: false, card: null, chunks: [tail], text: r.chunks[tail]!.text };
    told.object = blocked.np;
    told.chunks.push(tail);
    for (let j = blocked.from; j < blocked.to; j++) told.chunks.push(j);
    w.states.push(told);
    take(w, it.from, it.to - 1);
    w.k++;
    np = head;
  } else take(w, it.from, it.to);
  return np;
}

/** A noun phrase read into the clause being filled (or the next). */
export function nounRoles(w: Walk, it: NpItem): void {
  const { list, r } = w;
  // A noun phrase: subject before the verb, object after it, or the object of a preposition.
  let np = it.np;
  // "After it resolves he casts Shock on it", "Once it resolves they sacrifice it": a subject pronoun ("he", not
  // "him") right after the verb of an opening "after"/"once"/"when" clause, with a verb after it, opens the main
  // clause as its subject — never the first verb's object (red team s21: "he" was lost, so the asker cast Shock).
  if (w.cur.verb && !w.cur.object && !w.pendingPrep && w.cur.sub !== null && OPENING_SUBS.has(w.cur.sub) && (np.kind === 'player' || np.kind === 'pronoun') && NOMINATIVE.test(np.text) && list[w.k + 1]?.kind === 'verb') {
    close(w);
    w.cur.subject = np;
    take(w, it.from, it.to);
    return;
  }
  np = participleState(w, it);
  if (w.pendingPrep) {
    w.cur.roles.push({ prep: w.pendingPrep.prep, np, time: null, chunks: [w.pendingPrep.chunk, ...phraseChunks(np)] });
    w.pendingPrep = null;
    return;
  }
  if (!w.cur.verb && !w.cur.subject && objectGap(list, w.k)) {
    // "the creature I stole …": the relative clause says which one, as 「奪ったクリーチャー」 does.
    const head = np.kind === 'object' && np.det === 'the' ? { ...np, det: null } : np;
    w.relative = { head, aux: w.pendingAux };
    w.pendingAux = null;
    w.cur.object = head;
    const that = list[w.k + 1];
    if (that?.kind === 'chunk') {
      take(w, that.from, that.to);
      w.k++;
    }
    return;
  }
  if (!w.cur.verb) {
    if (w.cur.subject) w.cur.complement ??= w.cur.subject;
    w.cur.subject = np;
    return;
  }
  if (w.cur.verb.verb === 'be' || w.cur.verb.verb === 'become' || (w.cur.verb.verb === 'get' && np.kind === 'amount')) {
    if (!w.cur.subject) w.cur.subject = np;
    else w.cur.complement = np;
    return;
  }
  // "I have Glorious Anthem out and a 2/2": what the player has goes on after "out" — one list, as "… and a 2/2 out" is.
  const out2 = list[w.k - 2];
  const and2 = list[w.k - 1];
  if (w.cur.object && !w.cur.object2 && (w.cur.verb.verb === 'have' || w.cur.verb.verb === 'control') && !w.cur.verb.negated && np.kind === 'object' && out2?.kind === 'chunk' && has(out2.c, 'adj')?.adj === 'present' && /^out$/i.test(out2.c.text) && and2?.kind === 'chunk' && has(and2.c, 'conj')?.conj === 'and' && list[w.k - 3]?.kind === 'np') {
    const first = w.cur.object;
    w.cur.object = { kind: 'list', items: [...listItems(first), np], conj: 'and', chunks: [...phraseChunks(first), and2.c.i, ...phraseChunks(np)], start: first.start, end: np.end, text: r.text.slice(first.start, np.end) };
    return;
  }
  if (!w.cur.object) {
    w.cur.object = np;
    // "I give my 2/2 flying": the keywords after the head are what is given, not a description.
    if ((w.cur.verb.verb === 'give' || w.cur.verb.verb === 'gain') && np.kind === 'object' && np.keywords.length > 0 && np.head === 'pt' && list[w.k + 1]?.kind !== 'np') {
      w.cur.keywords.push(...np.keywords);
      w.cur.object = { ...np, keywords: [] };
    }
  } else if (!w.cur.object2) w.cur.object2 = np;
  else w.cur.complement = np;
}

/** Verbs a relative clause with an object gap is read for: events done to the object, never "the 3/3 I have". */
const GAP_VERBS: ReadonlySet<string> = new Set(['steal', 'equip', 'enchant', 'target', 'cast', 'flash', 'block', 'pump', 'attach', 'move']);

/**
 * At list[k] a noun phrase for an object, then ("that"), a player and an active verb that acts on it, and a
 * verb after that for the noun phrase itself: "the bear (that) they stole with Control Magic dies".
 */
function objectGap(list: readonly Item[], k: number): boolean {
  const head = list[k];
  if (head?.kind !== 'np' || head.np.kind !== 'object') return false;
  let j = k + 1;
  const that = list[j];
  if (that?.kind === 'chunk') {
    if (has(that.c, 'sub')?.sub !== 'that') return false;
    j++;
  }
  const who = list[j];
  const verb = list[j + 1];
  if (who?.kind !== 'np' || who.np.kind !== 'player' || verb?.kind !== 'verb') return false;
  const v = verb.v;
  if (v.passive || v.negated || v.modal !== null || !GAP_VERBS.has(v.verb)) return false;
  // The relative's verb takes no object of its own ("the bear they stole with …", not "… they target it with").
  return list.slice(j + 2).some((x) => x.kind === 'verb') && list[j + 2]?.kind !== 'np';
}

/** A noun phrase and the items of a list it is ("Torbran and a Raging Goblin (…)": the goblin is right before). */
export function listItems(np: NounPhrase): NounPhrase[] {
  return np.kind === 'list' ? [np, ...np.items.flatMap(listItems)] : [np];
}

/** Pronouns only ever said as a subject (never an object: "him", "them", "me"). */
const NOMINATIVE = /^(?:i|he|she|they|we)$/i;

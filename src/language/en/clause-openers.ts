/**
 * Where a clause opens on a word of its own (clause-roles.ts): a participle opening the sentence, a relative word
 * after a noun phrase, a question word, and a subordinator ("if", "when", "after" …).
 */
import { has } from '../chunk.ts';
import type { Item } from './items.ts';
import type { Sense } from '../senses.ts';
import { markRelative } from './relatives.ts';
import { relativeWord } from './sentence-spans.ts';
import type { ChunkItem, Walk } from './clause-walk.ts';
import { close, take } from './clause-walk.ts';

/** A participle with "with" and a comma opening a told sentence: a clause of its own ("Attacking with X, …"). */
export function openingParticiple(w: Walk, it: Item): boolean {
  const { list, question } = w;
  // "Attacking with Gifted Aetherborn, they double block with two Bears", "Blocking with my 2/2, I …": a
  // participle opening the sentence, with "with" and a comma, is a clause of its own with no subject (the
  // asker's, as "Swung my 3/3, they blocked"), never a quality of the main clause's subject or one more
  // "with" of its verb (the attacker was read as a second blocker).
  const withNp = list[w.k + 2];
  if (w.k === 0 && !question && it.kind === 'chunk' && list[w.k + 1]?.kind === 'chunk' && withNp?.kind === 'np' && withNp.np.kind === 'object' && list[w.k + 3]?.kind === 'chunk') {
    const participle = it.c.senses.find((x) => x.kind === 'adj' && (x.adj === 'attacking' || x.adj === 'blocking'));
    const prep = has((list[w.k + 1] as Extract<Item, { kind: 'chunk' }>).c, 'prep');
    const comma = (list[w.k + 3] as Extract<Item, { kind: 'chunk' }>).c.senses[0];
    if (participle?.kind === 'adj' && /ing$/i.test(it.c.text) && prep?.prep === 'with' && comma?.kind === 'punct' && comma.char === ',') {
      const chunks = Array.from({ length: it.to - it.from }, (_, x) => it.from + x);
      w.cur.verb = { verb: participle.adj === 'attacking' ? 'attack' : 'block', passive: false, negated: false, modal: null, perfect: false, hypothetical: false, card: null, chunks, text: it.c.text };
      w.cur.roles.push({ prep: 'with', np: withNp.np, time: null, chunks: [list[w.k + 1]!.from] });
      take(w, it.from, list[w.k + 3]!.to);
      close(w);
      w.k += 3;
      return true;
    }
  }
  return false;
}

/** "which"/"who"/"that" after an object: a relative clause about it, never a question (nor the asked clause's end). */
export function relativeOpens(w: Walk, it: ChunkItem): boolean {
  const { list, question } = w;
  const whSense = has(it.c, 'wh');
  // "My 5/5 which doesn't have trample anymore is blocked", "I Bolt their 2/2 which got +2/+2": "which" or
  // "who" right after an object and right before a verb opens a relative clause about it, not a question
  // (a choice asked between two is said after a list or a comma: "a 2/2 and a 3/3, which dies?").
  const prevItem = list[w.k - 1];
  // But "if my 2/2 blocks their 3/3 who dies?": read as a relative clause, the asked sentence would be left with
  // only its condition and no clause of its own — so after an if/when clause, a question ending on that verb asks.
  const asksAfterCondition = question && (w.cur.sub === 'if' || w.cur.sub === 'when') && !list.slice(w.k + 2).some((x) => x.kind === 'verb');
  const opensRelative = whSense !== undefined && relativeWord(it.c) && prevItem?.kind === 'np' && prevItem.np.kind === 'object' && list[w.k + 1]?.kind === 'verb' && (w.cur.verb !== null || w.cur.subject === prevItem.np) && !asksAfterCondition;
  // "Does my 3/3 that is blocked by his 2/2 die?", "Can my 2/2 that has flying block?": a relative clause on the
  // subject of an asked clause, before its verb, tells a fact of the subject; the auxiliary said before the
  // subject is the main verb's, never the relative's (red team s22: the block was asked as "can it block?").
  if (relativeWord(it.c) && w.pendingAux !== null && w.cur.verb === null && prevItem?.kind === 'np' && prevItem.np.kind === 'object' && w.cur.subject === prevItem.np && list[w.k + 1]?.kind === 'verb' && list.slice(w.k + 2).some((x) => x.kind === 'verb')) {
    // ("How much damage does my 5/5 that is blocked by a 2/2 deal?": the question word is the main clause's too.)
    w.subjectRelativeAux = { aux: w.pendingAux, wh: w.cur.wh, asked: w.cur.asked };
    w.pendingAux = null;
    w.cur.wh = null;
    w.cur.asked = null;
    markRelative(w.cur);
    take(w, it.from, it.to);
    return true;
  }
  if (opensRelative) {
    take(w, it.from, it.to);
    return true;
  }
  return false;
}

/** A question word ("what", "how much", "when" asking): the clause asks it, and maybe what follows is what is asked. */
export function questionWord(w: Walk, it: ChunkItem, s: Sense): boolean {
  const { list } = w;
  const whSense = has(it.c, 'wh');
  // "When does it die?" asks when; "What happens when X resolves?" (a verb before it) subordinates, and so does
  // "When it comes back, is it a 4/4?" (a subject and its verb in statement order after it: no question asked).
  const declarative = list[w.k + 1]?.kind === 'np' && list[w.k + 2]?.kind === 'verb';
  if (whSense && (s.kind === 'wh' || (s.kind === 'sub' && (list[w.k + 1]?.kind === 'np' || list[w.k + 1]?.kind === 'verb') && !declarative && !w.cur.subject && !w.cur.verb))) {
    if (w.cur.verb || w.cur.subject) close(w);
    w.cur.wh = whSense.wh;
    take(w, it.from, it.to);
    // "what's" is question word and auxiliary at once.
    if (has(it.c, 'aux')) w.pendingAux = { modal: null, negated: false, be: true, chunks: [] };
    // "What's the most damage I can push through?": "is" + the thing asked + a clause about it with
    // no "that" (a reduced relative) reads as "what" + "is" did written as one word.
    const be = list[w.k + 1];
    const rel = list[w.k + 3];
    if (!w.pendingAux && be?.kind === 'verb' && be.v.verb === 'be' && be.v.modal === null && !be.v.negated && list[w.k + 2]?.kind === 'np' && rel?.kind === 'np' && (rel.np.kind === 'player' || rel.np.kind === 'object') && list[w.k + 4]?.kind === 'verb') {
      w.pendingAux = { modal: null, negated: false, be: true, chunks: [] };
      take(w, be.from, be.to);
      w.k++;
    }
    // "What's the most I can push through?", "what is the max they can take?": "the most" with no noun
    // of its own, then a clause with a subject and its verb, is the amount that clause's verb can reach —
    // "how much can I push through?" (which already reads the most that can be assigned). Only "most" /
    // "max(imum)": "the least" asks another amount, left unread.
    if (whSense.wh === 'what') {
      let m = w.k + 1;
      if (!w.pendingAux && list[m]?.kind === 'verb' && (list[m] as Extract<Item, { kind: 'verb' }>).v.verb === 'be' && (list[m] as Extract<Item, { kind: 'verb' }>).v.modal === null && !(list[m] as Extract<Item, { kind: 'verb' }>).v.negated) m++;
      const det = list[m];
      const most = list[m + 1];
      const isMost = (x: Item | undefined): boolean => x?.kind === 'chunk' && x.c.senses.some((y) => y.kind === 'adj' && (y.adj === 'most' || y.adj === 'maximum'));
      const theDet = det?.kind === 'chunk' && has(det.c, 'det')?.det === 'the';
      const subj = list[m + 2];
      if ((m > w.k + 1 || w.pendingAux) && theDet && isMost(most) && subj?.kind === 'np' && (subj.np.kind === 'player' || subj.np.kind === 'object') && list[m + 3]?.kind === 'verb') {
        w.cur.wh = 'how-much';
        w.pendingAux = null;
        take(w, list[w.k + 1]!.from, most!.to);
        w.k = m + 1;
        return true;
      }
    }
    const nxt = list[w.k + 1];
    if (nxt?.kind === 'np' && (nxt.np.kind === 'object' || nxt.np.kind === 'property' || nxt.np.kind === 'amount' || nxt.np.kind === 'list')) {
      w.cur.asked = nxt.np;
      take(w, nxt.from, nxt.to);
      w.k++;
    }
    return true;
  }
  return false;
}

/** A subordinator ("if", "when", "since", "after X resolves"): it opens a clause of its own. */
export function subordinator(w: Walk, it: ChunkItem, s: Sense): boolean {
  const { list } = w;
  if (s.kind === 'sub' && s.sub !== 'that' && s.sub !== 'which' && s.sub !== 'who') {
    if (w.cur.verb || w.cur.subject) close(w);
    w.cur.sub = s.sub;
    // "since it has flying", "because it's a 2/2": the asker's reason (Clause.reason).
    if (s.sub === 'since') w.cur.reason = true;
    take(w, it.from, it.to);
    return true;
  }
  const prepOrSub = has(it.c, 'sub');
  // "after the spell resolves", "after everything resolves" (an indefinite pronoun the lexicon doesn't name).
  const indefinite = (x: Item | undefined): boolean => x?.kind === 'chunk' && x.c.senses[0]!.kind === 'unknown';
  if (s.kind === 'prep' && prepOrSub && (s.prep === 'after' || s.prep === 'before') && (list[w.k + 1]?.kind === 'np' || indefinite(list[w.k + 1])) && list[w.k + 2]?.kind === 'verb') {
    if (w.cur.verb || w.cur.subject) close(w);
    w.cur.sub = prepOrSub.sub;
    take(w, it.from, it.to);
    return true;
  }
  return false;
}

/**
 * The other words of a clause (clause-roles.ts): prepositions (held for the noun phrase after them), times, "no"
 * and "yes"/"no", keywords said or lacked, and adjectives and participles said of the clause's subject.
 */
import type { Chunk } from '../chunk.ts';
import { has } from '../chunk.ts';
import { emptyClause } from '../clause.ts';
import type { Sense } from '../senses.ts';
import { TURN_POINTS } from '../senses.ts';
import type { ChunkItem, Walk } from './clause-walk.ts';
import { close, take } from './clause-walk.ts';

/** A preposition: held for the noun phrase after it (a role), unless it opens an infinitive or says "after that". */
function preposition(w: Walk, it: ChunkItem, s: Sense): boolean {
  const { list, r } = w;
  if (s.kind === 'prep') {
    // "to ping my Elves", "to block": an infinitive starts a clause of its own, same subject.
    if (s.prep === 'to' && list[w.k + 1]?.kind === 'verb' && w.cur.verb) {
      const subj = w.cur.subject;
      close(w);
      w.cur.subject = subj;
      w.cur.sub = 'since';
      w.cur.purpose = 'prev';
      take(w, it.from, it.to);
      return true;
    }
    // "After that, I cast Giant Growth", "after this I …": once what was told before is done — "then"
    // (608.2: a spell resolves fully before the next is cast), never a role taking the next subject.
    const that = list[w.k + 1];
    const thatWord = that !== undefined && /^(?:that|this)$/i.test(that.kind === 'chunk' ? that.c.text : that.kind === 'np' ? that.np.text : '');
    if (s.prep === 'after' && thatWord && list[w.k + 2]?.kind !== 'verb' && !w.cur.verb) {
      w.cur.times.push('later');
      take(w, it.from, that!.to);
      w.k++;
      return true;
    }
    // "Suppose instead it was blocked by a 3/3": a bare "instead" before the clause's subject and verb is an
    // adverb (the condition replaces what was told: counterfactual.ts), never a role taking the subject.
    const bareInstead = s.prep === 'instead' && /^instead$/i.test(r.chunks[it.from]?.text ?? '') && !w.cur.verb && !w.cur.subject && list[w.k + 1]?.kind === 'np' && list[w.k + 2]?.kind === 'verb';
    if (!bareInstead) w.pendingPrep = { prep: s.prep, chunk: it.from };
    take(w, it.from, it.to);
    return true;
  }
  return false;
}

/** A time word ("in response", "on their end step", "then"): one of the clause's times. */
function timeWord(w: Walk, it: ChunkItem, s: Sense): boolean {
  const { list, r } = w;
  if (s.kind === 'time') {
    w.cur.times.push(s.time);
    // "On their end step I cast …", "at my upkeep I …": the preposition was the time's, said of the step
    // (frames/moments.ts reads it) — never a role taking the clause's subject after it ("on … I": a target).
    if (w.pendingPrep && ['on', 'at', 'during', 'in'].includes(w.pendingPrep.prep) && (TURN_POINTS.has(s.time) || /step|upkeep|phase|combat|turn|eot/i.test(r.chunks[it.from]?.text ?? ''))) w.pendingPrep = null;
    // "in response to a spell": what follows is what it responds to (a "to" role).
    // "In response to that(,) he casts Shock", "in response to this I …": "that"/"this" alone is what was just told,
    // which a response answers anyway — read with the time, so the player after it stays the clause's subject
    // (as the role's noun, "he" was lost and the asker cast the spell, red team s21).
    const that = list[w.k + 1];
    const bareThat = that !== undefined && that.kind !== 'verb' && (that.kind === 'chunk' ? /^(?:that|this)$/i.test(that.c.text) : that.np.kind === 'pronoun' && (that.np.word === 'that' || that.np.word === 'this'));
    if (s.time === 'in-response' && /\bto$/i.test(r.chunks[it.from]?.text ?? '') && !bareThat) w.pendingPrep = { prep: 'to', chunk: it.from };
    take(w, it.from, it.to);
    if (s.time === 'in-response' && bareThat) {
      take(w, that.from, that.to);
      w.k++;
    }
    return true;
  }
  return false;
}

/** "no blocks": nobody blocks (a clause of its own), never a block by the clause's subject. */
function noBlocks(w: Walk, it: ChunkItem, s: Sense): boolean {
  const { list } = w;
  // "they have no blocks", "there are no blocks", "attacks with no blocks": "no" before "block(s)" (the verb's
  // word used as a noun) says nobody blocks — a clause of its own with no subject (frames/blocks.ts), the
  // "they have" / "there are" / "with" before it part of its words, never a block by the clause's subject.
  const noun = list[w.k + 1];
  if (s.kind === 'det' && s.det === 'no' && noun?.kind === 'verb' && noun.v.verb === 'block' && noun.v.modal === null && !noun.v.passive && !noun.v.negated && /^blocks?$/i.test(noun.v.text.trim())) {
    const v = w.cur.verb;
    const bare = w.cur.object === null && w.cur.complement === null && w.cur.roles.length === 0 && w.cur.wh === null;
    const existential = v !== null && (v.verb === 'have' || v.verb === 'be') && v.modal === null && !v.negated && !v.passive && bare && (w.cur.subject === null || w.cur.subject.kind === 'player' || (w.cur.subject.kind === 'pronoun' && /^(?:they|he|she)$/i.test(w.cur.subject.word)));
    if (existential) {
      w.cur.verb = null;
      w.cur.subject = null;
      take(w, it.from, it.to);
      return true;
    }
    if (w.pendingPrep?.prep === 'with' && v?.verb === 'attack' && !v.negated && v.modal === null) {
      const at = w.pendingPrep.chunk;
      w.cur.chunks = w.cur.chunks.filter((x) => x !== at);
      close(w);
      take(w, at, at + 1);
      take(w, it.from, it.to);
      return true;
    }
  }
  return false;
}

/** "yes"/"no", and "no" before counters or a keyword: none of them. */
function noneOf(w: Walk, it: ChunkItem, s: Sense): boolean {
  const { list } = w;
  if (s.kind === 'yes-no' || (s.kind === 'det' && s.det === 'no')) {
    // "it has no +1/+1 counters on it": none of that kind — never the counters' noun phrase alone (it read as one).
    const ctr = list[w.k + 1];
    if (ctr?.kind === 'np' && (ctr.np.kind === 'amount' || ctr.np.kind === 'property') && ctr.np.noun === 'counter') {
      w.cur.noCounters = true;
      take(w, it.from, ctr.to);
      w.k++;
      return true;
    }
    const kw = list[w.k + 1]?.kind === 'chunk' ? has((list[w.k + 1] as { c: Chunk }).c, 'keyword') : undefined;
    if (kw) {
      w.cur.lacks.push(kw.keyword);
      take(w, it.from, list[w.k + 1]!.to);
      w.k++;
      return true;
    }
    if (s.kind === 'yes-no') w.cur.yesNo = true;
    take(w, it.from, it.to);
    return true;
  }
  return false;
}

/** A keyword: had by the clause ("… has flying"), or lacked after "without". */
function keywords(w: Walk, it: ChunkItem, s: Sense): boolean {
  const { list } = w;
  // "My 3/3 attacks without vigilance", "it blocks without flying or reach": "without" after the verb says
  // what the subject lacks (as "a 5/5 attacking without trample" does), never what it has — read as the
  // subject's own "without" (the noun phrase's lacks: a card or a creature told with it is refused there),
  // or kept as the clause's lacks when the subject is no described object (read by the verb's frame or named).
  if (s.kind === 'keyword' && w.pendingPrep?.prep === 'without' && w.cur.verb) {
    const lacked = [s.keyword];
    let end = w.k;
    for (;;) {
      const sep = list[end + 1];
      const next = list[end + 2];
      const sepSense = sep?.kind === 'chunk' ? sep.c.senses[0] : undefined;
      const joins = (sepSense?.kind === 'conj' && (sepSense.conj === 'and' || sepSense.conj === 'or')) || (sepSense?.kind === 'punct' && sepSense.char === ',');
      const kw = next?.kind === 'chunk' ? has(next.c, 'keyword') : undefined;
      if (!joins || !kw) break;
      lacked.push(kw.keyword);
      end += 2;
    }
    const words: number[] = [w.pendingPrep.chunk];
    for (let j = it.from; j < list[end]!.to; j++) words.push(j);
    w.cur.chunks = w.cur.chunks.filter((x) => x !== w.pendingPrep!.chunk);
    w.pendingPrep = null;
    const subj = w.cur.subject;
    if (subj?.kind === 'object') {
      subj.lacks.push(...lacked);
      subj.chunks.push(...words);
    } else w.cur.lacks.push(...lacked);
    for (const x of words) w.cur.chunks.push(x);
    w.k = end;
    return true;
  }
  if (s.kind === 'keyword') {
    w.cur.keywords.push(s.keyword);
    take(w, it.from, it.to);
    return true;
  }
  return false;
}

/** An adjective of the clause, or a participle after a fate verb telling what its subject does first. */
function adjectives(w: Walk, it: ChunkItem, s: Sense): boolean {
  const { list, r, question, sentence } = w;
  // "Does my 3/3 survive blocking their 2/2?", "does it die attacking into a 4/4?": a participle after a
  // fate verb, with what it acts on after it, tells what the subject does (it blocks, it attacks),
  // before the fate asked — told as a clause of its own first, as "my 2/2 blocking their 3/3" is below
  // — never a quality of the creature the fate is asked of. ("it" there is the creature talked of
  // before, never the subject itself; with nothing after, "survive blocking?", the block told has
  // nothing it blocks and is refused, never answered of a creature that did nothing.)
  if (s.kind === 'adj' && (s.adj === 'blocking' || s.adj === 'attacking') && w.cur.verb && (w.cur.verb.verb === 'survive' || w.cur.verb.verb === 'die') && !w.cur.object && w.cur.subject) {
    const told = emptyClause(sentence, question);
    told.subject = w.cur.subject;
    told.verb = { verb: s.adj === 'blocking' ? 'block' : 'attack', passive: false, negated: false, modal: null, perfect: false, hypothetical: false, card: null, chunks: [it.from], text: r.chunks[it.from]!.text };
    for (let j = it.from; j < it.to; j++) told.chunks.push(j);
    const acted = list[w.k + 1];
    if (acted?.kind === 'np') {
      told.object = acted.np;
      for (let j = acted.from; j < acted.to; j++) told.chunks.push(j);
      w.k++;
    }
    w.states.push(told);
    return true;
  }
  if (s.kind === 'adj') {
    w.cur.adjectives.push(s.adj);
    take(w, it.from, it.to);
    return true;
  }
  return false;
}

/** The roles of a word that is neither a question word, a subordinator nor a join; false when it has none. */
export function wordRoles(w: Walk, it: ChunkItem, s: Sense): boolean {
  return preposition(w, it, s) || timeWord(w, it, s) || noBlocks(w, it, s) || noneOf(w, it, s) || keywords(w, it, s) || adjectives(w, it, s);
}

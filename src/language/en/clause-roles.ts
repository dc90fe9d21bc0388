/** English clauses: cutting a sentence's items at subordinators and coordinators and filling each clause's roles by word order. */
import type { Chunk } from '../chunk.ts';
import { has } from '../chunk.ts';
import type { Clause, NounPhrase } from '../clause.ts';
import { emptyClause, phraseChunks } from '../clause.ts';
import type { Aux, Sense } from '../senses.ts';
import { TURN_POINTS } from '../senses.ts';
import type { Reader } from './phrases.ts';
import { markRelative } from './relatives.ts';
import { relativeWord } from './sentence-spans.ts';
import { PARTICIPLES } from './verb-group.ts';
import type { Item } from './items.ts';
import { mostAskedElided } from './most-asked.ts';

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

/** An auxiliary group with no verb of its own ("Does", "Can", "is", "Will"): the verb comes later. */
function auxOnly(it: Item | undefined): boolean {
  return it?.kind === 'verb' && it.v.verb === 'be' && it.v.modal !== null;
}

function isCopula(it: Item | undefined): boolean {
  return it?.kind === 'verb' && (it.v.verb === 'be' || it.v.verb === 'have') && !it.v.passive && it.v.card === null;
}

interface Pending {
  modal: Aux | null;
  negated: boolean;
  be: boolean;
  chunks: number[];
}

/** Cuts a sentence's items into clauses and fills their roles. */
export function clauses(r: Reader, list: Item[], sentence: number, question: boolean, shared: { lastSubject: NounPhrase | null }): Clause[] {
  const out: Clause[] = [];
  let cur = emptyClause(sentence, question);
  let pendingPrep: { prep: Extract<Sense, { kind: 'prep' }>['prep']; chunk: number } | null = null;
  let pendingAux: Pending | null = null;
  let lastSubject: NounPhrase | null = shared.lastSubject;
  // "The bear they stole with Control Magic dies", "Can the creature I equipped attack?": a relative clause
  // with no "that" (or with it) whose gap is the object; the noun phrase before it is what its verb acts on,
  // and the subject of the verb after it. `relative` holds it (and an auxiliary said before it) until then.
  let relative: { head: NounPhrase; aux: Pending | null } | null = null;
  // The auxiliary said before a subject that a relative clause follows, held for the main verb after it.
  let subjectRelativeAux: { aux: Pending; wh: Clause['wh']; asked: NounPhrase | null } | null = null;
  // "Lightning Bolt on my opponent's 2/2 blocking my 3/3": a state said by a participle after a noun
  // phrase, told as a clause of its own before the clause it was said in (as 「3/3をブロックしている2/2」 is).
  const states: Clause[] = [];
  // The clause "so" began ("…, so it's an 8/8"): a conclusion when it says a state (Clause.reason).
  let soClause: Clause | null = null;
  // Question clauses said with no verb of their own before "and" and another question word (whGap below).
  const gapped = new Set<Clause>();
  const close = (): void => {
    if (cur === soClause && cur.verb && (cur.verb.verb === 'be' || cur.verb.verb === 'have') && cur.verb.modal === null && !cur.verb.passive && !cur.wh) cur.reason = true;
    if (pendingAux && !cur.verb) {
      // "Is it indestructible?", "Can it?": the auxiliary was the verb after all.
      cur.verb = { verb: pendingAux.be ? 'be' : 'be', passive: false, negated: pendingAux.negated, modal: pendingAux.modal, perfect: false, hypothetical: false, card: null, chunks: pendingAux.chunks, text: '' };
    }
    pendingAux = null;
    if (cur.verb || cur.subject || cur.object || cur.chunks.length > 0) {
      // "…; blocked by a 2/2": a participle with no subject shares the previous one.
      if (!cur.subject && cur.verb && cur.verb.passive && !question && lastSubject) cur.subject = lastSubject;
      if (cur.subject) lastSubject = cur.subject;
      shared.lastSubject = lastSubject;
      out.push(...states.splice(0), cur);
    }
    cur = emptyClause(sentence, question);
    pendingPrep = null;
  };
  const take = (from: number, to: number): void => {
    for (let k = from; k < to; k++) cur.chunks.push(k);
  };
  for (let k = 0; k < list.length; k++) {
    const it = list[k]!;
    // "max dmg i can trample over?": the most asked with its "what's" left out (most-asked.ts).
    const most = mostAskedElided(list, k, cur, question);
    if (most > 0) {
      if (cur.asked) take(it.from, it.to);
      else take(it.from, list[k + most - 1]!.to);
      k += most - 1;
      continue;
    }
    // "Attacking with Gifted Aetherborn, they double block with two Bears", "Blocking with my 2/2, I …": a
    // participle opening the sentence, with "with" and a comma, is a clause of its own with no subject (the
    // asker's, as "Swung my 3/3, they blocked"), never a quality of the main clause's subject or one more
    // "with" of its verb (the attacker was read as a second blocker).
    const withNp = list[k + 2];
    if (k === 0 && !question && it.kind === 'chunk' && list[k + 1]?.kind === 'chunk' && withNp?.kind === 'np' && withNp.np.kind === 'object' && list[k + 3]?.kind === 'chunk') {
      const participle = it.c.senses.find((x) => x.kind === 'adj' && (x.adj === 'attacking' || x.adj === 'blocking'));
      const prep = has((list[k + 1] as Extract<Item, { kind: 'chunk' }>).c, 'prep');
      const comma = (list[k + 3] as Extract<Item, { kind: 'chunk' }>).c.senses[0];
      if (participle?.kind === 'adj' && /ing$/i.test(it.c.text) && prep?.prep === 'with' && comma?.kind === 'punct' && comma.char === ',') {
        const chunks = Array.from({ length: it.to - it.from }, (_, x) => it.from + x);
        cur.verb = { verb: participle.adj === 'attacking' ? 'attack' : 'block', passive: false, negated: false, modal: null, perfect: false, hypothetical: false, card: null, chunks, text: it.c.text };
        cur.roles.push({ prep: 'with', np: withNp.np, time: null, chunks: [list[k + 1]!.from] });
        take(it.from, list[k + 3]!.to);
        close();
        k += 3;
        continue;
      }
    }
    if (it.kind === 'chunk') {
      const s = it.c.senses[0]!;
      const whSense = has(it.c, 'wh');
      // "When does it die?" asks when; "What happens when X resolves?" (a verb before it) subordinates, and so does
      // "When it comes back, is it a 4/4?" (a subject and its verb in statement order after it: no question asked).
      const declarative = list[k + 1]?.kind === 'np' && list[k + 2]?.kind === 'verb';
      // "My 5/5 which doesn't have trample anymore is blocked", "I Bolt their 2/2 which got +2/+2": "which" or
      // "who" right after an object and right before a verb opens a relative clause about it, not a question
      // (a choice asked between two is said after a list or a comma: "a 2/2 and a 3/3, which dies?").
      const prevItem = list[k - 1];
      // But "if my 2/2 blocks their 3/3 who dies?": read as a relative clause, the asked sentence would be left with
      // only its condition and no clause of its own — so after an if/when clause, a question ending on that verb asks.
      const asksAfterCondition = question && (cur.sub === 'if' || cur.sub === 'when') && !list.slice(k + 2).some((x) => x.kind === 'verb');
      const opensRelative = whSense !== undefined && relativeWord(it.c) && prevItem?.kind === 'np' && prevItem.np.kind === 'object' && list[k + 1]?.kind === 'verb' && (cur.verb !== null || cur.subject === prevItem.np) && !asksAfterCondition;
      // "Does my 3/3 that is blocked by his 2/2 die?", "Can my 2/2 that has flying block?": a relative clause on the
      // subject of an asked clause, before its verb, tells a fact of the subject; the auxiliary said before the
      // subject is the main verb's, never the relative's (red team s22: the block was asked as "can it block?").
      if (relativeWord(it.c) && pendingAux !== null && cur.verb === null && prevItem?.kind === 'np' && prevItem.np.kind === 'object' && cur.subject === prevItem.np && list[k + 1]?.kind === 'verb' && list.slice(k + 2).some((x) => x.kind === 'verb')) {
        // ("How much damage does my 5/5 that is blocked by a 2/2 deal?": the question word is the main clause's too.)
        subjectRelativeAux = { aux: pendingAux, wh: cur.wh, asked: cur.asked };
        pendingAux = null;
        cur.wh = null;
        cur.asked = null;
        markRelative(cur);
        take(it.from, it.to);
        continue;
      }
      if (opensRelative) {
        take(it.from, it.to);
        continue;
      }
      if (whSense && (s.kind === 'wh' || (s.kind === 'sub' && (list[k + 1]?.kind === 'np' || list[k + 1]?.kind === 'verb') && !declarative && !cur.subject && !cur.verb))) {
        if (cur.verb || cur.subject) close();
        cur.wh = whSense.wh;
        take(it.from, it.to);
        // "what's" is question word and auxiliary at once.
        if (has(it.c, 'aux')) pendingAux = { modal: null, negated: false, be: true, chunks: [] };
        // "What's the most damage I can push through?": "is" + the thing asked + a clause about it with
        // no "that" (a reduced relative) reads as "what" + "is" did written as one word.
        const be = list[k + 1];
        const rel = list[k + 3];
        if (!pendingAux && be?.kind === 'verb' && be.v.verb === 'be' && be.v.modal === null && !be.v.negated && list[k + 2]?.kind === 'np' && rel?.kind === 'np' && (rel.np.kind === 'player' || rel.np.kind === 'object') && list[k + 4]?.kind === 'verb') {
          pendingAux = { modal: null, negated: false, be: true, chunks: [] };
          take(be.from, be.to);
          k++;
        }
        // "What's the most I can push through?", "what is the max they can take?": "the most" with no noun
        // of its own, then a clause with a subject and its verb, is the amount that clause's verb can reach —
        // "how much can I push through?" (which already reads the most that can be assigned). Only "most" /
        // "max(imum)": "the least" asks another amount, left unread.
        if (whSense.wh === 'what') {
          let m = k + 1;
          if (!pendingAux && list[m]?.kind === 'verb' && (list[m] as Extract<Item, { kind: 'verb' }>).v.verb === 'be' && (list[m] as Extract<Item, { kind: 'verb' }>).v.modal === null && !(list[m] as Extract<Item, { kind: 'verb' }>).v.negated) m++;
          const det = list[m];
          const most = list[m + 1];
          const isMost = (x: Item | undefined): boolean => x?.kind === 'chunk' && x.c.senses.some((y) => y.kind === 'adj' && (y.adj === 'most' || y.adj === 'maximum'));
          const theDet = det?.kind === 'chunk' && has(det.c, 'det')?.det === 'the';
          const subj = list[m + 2];
          if ((m > k + 1 || pendingAux) && theDet && isMost(most) && subj?.kind === 'np' && (subj.np.kind === 'player' || subj.np.kind === 'object') && list[m + 3]?.kind === 'verb') {
            cur.wh = 'how-much';
            pendingAux = null;
            take(list[k + 1]!.from, most!.to);
            k = m + 1;
            continue;
          }
        }
        const nxt = list[k + 1];
        if (nxt?.kind === 'np' && (nxt.np.kind === 'object' || nxt.np.kind === 'property' || nxt.np.kind === 'amount' || nxt.np.kind === 'list')) {
          cur.asked = nxt.np;
          take(nxt.from, nxt.to);
          k++;
        }
        continue;
      }
      if (s.kind === 'sub' && s.sub !== 'that' && s.sub !== 'which' && s.sub !== 'who') {
        if (cur.verb || cur.subject) close();
        cur.sub = s.sub;
        // "since it has flying", "because it's a 2/2": the asker's reason (Clause.reason).
        if (s.sub === 'since') cur.reason = true;
        take(it.from, it.to);
        continue;
      }
      const prepOrSub = has(it.c, 'sub');
      // "after the spell resolves", "after everything resolves" (an indefinite pronoun the lexicon doesn't name).
      const indefinite = (x: Item | undefined): boolean => x?.kind === 'chunk' && x.c.senses[0]!.kind === 'unknown';
      if (s.kind === 'prep' && prepOrSub && (s.prep === 'after' || s.prep === 'before') && (list[k + 1]?.kind === 'np' || indefinite(list[k + 1])) && list[k + 2]?.kind === 'verb') {
        if (cur.verb || cur.subject) close();
        cur.sub = prepOrSub.sub;
        take(it.from, it.to);
        continue;
      }
      // "It then gets -1/-1": "then" between a subject and its verb is an adverb, not a join.
      const adverbThen = s.kind === 'conj' && (s.conj === 'then' || s.conj === 'also') && !cur.verb && cur.subject !== null && list[k + 1]?.kind === 'verb';
      if (adverbThen) {
        if (s.conj === 'then') cur.times.push('later');
        take(it.from, it.to);
        continue;
      }
      const isJoin = (s.kind === 'conj' && ['and', 'then', 'but', 'so', 'plus'].includes(s.conj)) || (s.kind === 'punct' && s.char === ',');
      if (isJoin) {
        const next = startsClause(list, k + 1);
        const nextIt = list[k + 1];
        // A verbless clause ends at a comma before another noun phrase ("X unblocked, opp at 20").
        const verbless = !cur.verb && cur.subject !== null && nextIt?.kind === 'np' && s.kind === 'punct';
        const whNext = nextIt?.kind === 'chunk' && has(nextIt.c, 'wh') !== undefined && nextIt.c.senses[0]!.kind === 'wh';
        // "…, but all combat damage that would be dealt is prevented": "but" + a noun phrase after a verb starts a clause.
        const butClause = s.kind === 'conj' && s.conj === 'but' && cur.verb !== null && nextIt?.kind === 'np' && list.slice(k + 2).some((x) => x.kind === 'verb');
        // "How much damage and how many poison counters does he get?": a question word and what it asks, then "and"
        // and another question word — two questions, the first sharing the second's verb and subject (issue 16 §1;
        // read as one, the second question word took the place of the first and its quantity went unasked).
        const whGap = whNext && question && cur.wh !== null && cur.asked !== null && !cur.verb && !cur.subject && s.kind === 'conj' && s.conj === 'and';
        if (whGap) gapped.add(cur);
        // "…, and after that I cast Giant Growth": "after that" + a subject and its verb opens a clause of its own (read
        // below as "then"), never a role of the clause before taking the next subject (red team s19: "I" was lost).
        const thatAt = list[k + 2];
        const afterThat = nextIt?.kind === 'chunk' && has(nextIt.c, 'prep')?.prep === 'after' && thatAt !== undefined && /^(?:that|this)$/i.test(thatAt.kind === 'chunk' ? thatAt.c.text : thatAt.kind === 'np' ? thatAt.np.text : '') && list[k + 3]?.kind === 'np' && list[k + 4]?.kind === 'verb';
        if ((next && (cur.verb || cur.subject)) || verbless || (whNext && (cur.verb || cur.subject)) || butClause || whGap || (afterThat && cur.verb !== null)) {
          // "…, is it destroyed?": an auxiliary before a noun phrase asks about that one; no subject is shared.
          // "My creature got Giant Growth and is a 4/4 now", "… and has two +1/+1 counters": in a statement, "is"/"has"
          // before a predicate (a size with "a", an amount) says more of the same subject — the size is the creature's,
          // never a second creature "a 4/4" (red team s15 split one creature in two). ("… and so is my 4/4", "so does
          // their 3/3": still inverted.)
          const after = list[k + 2];
          // ("… has two +1/+1 counters and is the only creature on the board": "the only creature" is said of it too.)
          const only = after?.kind === 'np' && after.np.kind === 'object' && after.np.det === 'the' && after.np.adjectives.includes('only') && after.np.card === null && after.np.owner === null;
          const predicate = after?.kind === 'np' && ((after.np.kind === 'object' && (after.np.det === 'a' || after.np.det === null) && after.np.power !== null && after.np.card === null && after.np.owner === null) || after.np.kind === 'amount' || only);
          const inverted = next === 'verb' && (auxOnly(nextIt) || (isCopula(nextIt) && !(predicate && !question))) && after?.kind === 'np';
          const inherited = next === 'verb' && !inverted ? (cur.subject ?? lastSubject) : null;
          close();
          if (s.kind === 'conj' && s.conj === 'then') cur.times.push('later');
          if (s.kind === 'conj' && s.conj === 'so') soClause = cur;
          take(it.from, it.to);
          if (inherited) cur.subject = inherited;
          continue;
        }
        take(it.from, it.to);
        if (s.kind === 'conj' && s.conj === 'then') cur.times.push('later');
        continue;
      }
      if (s.kind === 'prep') {
        // "to ping my Elves", "to block": an infinitive starts a clause of its own, same subject.
        if (s.prep === 'to' && list[k + 1]?.kind === 'verb' && cur.verb) {
          const subj = cur.subject;
          close();
          cur.subject = subj;
          cur.sub = 'since';
          cur.purpose = 'prev';
          take(it.from, it.to);
          continue;
        }
        // "After that, I cast Giant Growth", "after this I …": once what was told before is done — "then"
        // (608.2: a spell resolves fully before the next is cast), never a role taking the next subject.
        const that = list[k + 1];
        const thatWord = that !== undefined && /^(?:that|this)$/i.test(that.kind === 'chunk' ? that.c.text : that.kind === 'np' ? that.np.text : '');
        if (s.prep === 'after' && thatWord && list[k + 2]?.kind !== 'verb' && !cur.verb) {
          cur.times.push('later');
          take(it.from, that!.to);
          k++;
          continue;
        }
        // "Suppose instead it was blocked by a 3/3": a bare "instead" before the clause's subject and verb is an
        // adverb (the condition replaces what was told: counterfactual.ts), never a role taking the subject.
        const bareInstead = s.prep === 'instead' && /^instead$/i.test(r.chunks[it.from]?.text ?? '') && !cur.verb && !cur.subject && list[k + 1]?.kind === 'np' && list[k + 2]?.kind === 'verb';
        if (!bareInstead) pendingPrep = { prep: s.prep, chunk: it.from };
        take(it.from, it.to);
        continue;
      }
      if (s.kind === 'time') {
        cur.times.push(s.time);
        // "On their end step I cast …", "at my upkeep I …": the preposition was the time's, said of the step
        // (frames/moments.ts reads it) — never a role taking the clause's subject after it ("on … I": a target).
        if (pendingPrep && ['on', 'at', 'during', 'in'].includes(pendingPrep.prep) && (TURN_POINTS.has(s.time) || /step|upkeep|phase|combat|turn|eot/i.test(r.chunks[it.from]?.text ?? ''))) pendingPrep = null;
        // "in response to a spell": what follows is what it responds to (a "to" role).
        // "In response to that(,) he casts Shock", "in response to this I …": "that"/"this" alone is what was just told,
        // which a response answers anyway — read with the time, so the player after it stays the clause's subject
        // (as the role's noun, "he" was lost and the asker cast the spell, red team s21).
        const that = list[k + 1];
        const bareThat = that !== undefined && that.kind !== 'verb' && (that.kind === 'chunk' ? /^(?:that|this)$/i.test(that.c.text) : that.np.kind === 'pronoun' && (that.np.word === 'that' || that.np.word === 'this'));
        if (s.time === 'in-response' && /\bto$/i.test(r.chunks[it.from]?.text ?? '') && !bareThat) pendingPrep = { prep: 'to', chunk: it.from };
        take(it.from, it.to);
        if (s.time === 'in-response' && bareThat) {
          take(that.from, that.to);
          k++;
        }
        continue;
      }
      // "they have no blocks", "there are no blocks", "attacks with no blocks": "no" before "block(s)" (the verb's
      // word used as a noun) says nobody blocks — a clause of its own with no subject (frames/blocks.ts), the
      // "they have" / "there are" / "with" before it part of its words, never a block by the clause's subject.
      const noun = list[k + 1];
      if (s.kind === 'det' && s.det === 'no' && noun?.kind === 'verb' && noun.v.verb === 'block' && noun.v.modal === null && !noun.v.passive && !noun.v.negated && /^blocks?$/i.test(noun.v.text.trim())) {
        const v = cur.verb;
        const bare = cur.object === null && cur.complement === null && cur.roles.length === 0 && cur.wh === null;
        const existential = v !== null && (v.verb === 'have' || v.verb === 'be') && v.modal === null && !v.negated && !v.passive && bare && (cur.subject === null || cur.subject.kind === 'player' || (cur.subject.kind === 'pronoun' && /^(?:they|he|she)$/i.test(cur.subject.word)));
        if (existential) {
          cur.verb = null;
          cur.subject = null;
          take(it.from, it.to);
          continue;
        }
        if (pendingPrep?.prep === 'with' && v?.verb === 'attack' && !v.negated && v.modal === null) {
          const at = pendingPrep.chunk;
          cur.chunks = cur.chunks.filter((x) => x !== at);
          close();
          take(at, at + 1);
          take(it.from, it.to);
          continue;
        }
      }
      if (s.kind === 'yes-no' || (s.kind === 'det' && s.det === 'no')) {
        // "it has no +1/+1 counters on it": none of that kind — never the counters' noun phrase alone (it read as one).
        const ctr = list[k + 1];
        if (ctr?.kind === 'np' && (ctr.np.kind === 'amount' || ctr.np.kind === 'property') && ctr.np.noun === 'counter') {
          cur.noCounters = true;
          take(it.from, ctr.to);
          k++;
          continue;
        }
        const kw = list[k + 1]?.kind === 'chunk' ? has((list[k + 1] as { c: Chunk }).c, 'keyword') : undefined;
        if (kw) {
          cur.lacks.push(kw.keyword);
          take(it.from, list[k + 1]!.to);
          k++;
          continue;
        }
        if (s.kind === 'yes-no') cur.yesNo = true;
        take(it.from, it.to);
        continue;
      }
      // "My 3/3 attacks without vigilance", "it blocks without flying or reach": "without" after the verb says
      // what the subject lacks (as "a 5/5 attacking without trample" does), never what it has — read as the
      // subject's own "without" (the noun phrase's lacks: a card or a creature told with it is refused there),
      // or kept as the clause's lacks when the subject is no described object (read by the verb's frame or named).
      if (s.kind === 'keyword' && pendingPrep?.prep === 'without' && cur.verb) {
        const lacked = [s.keyword];
        let end = k;
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
        const words: number[] = [pendingPrep.chunk];
        for (let j = it.from; j < list[end]!.to; j++) words.push(j);
        cur.chunks = cur.chunks.filter((x) => x !== pendingPrep!.chunk);
        pendingPrep = null;
        const subj = cur.subject;
        if (subj?.kind === 'object') {
          subj.lacks.push(...lacked);
          subj.chunks.push(...words);
        } else cur.lacks.push(...lacked);
        for (const w of words) cur.chunks.push(w);
        k = end;
        continue;
      }
      if (s.kind === 'keyword') {
        cur.keywords.push(s.keyword);
        take(it.from, it.to);
        continue;
      }
      // "Does my 3/3 survive blocking their 2/2?", "does it die attacking into a 4/4?": a participle after a
      // fate verb, with what it acts on after it, tells what the subject does (it blocks, it attacks),
      // before the fate asked — told as a clause of its own first, as "my 2/2 blocking their 3/3" is below
      // — never a quality of the creature the fate is asked of. ("it" there is the creature talked of
      // before, never the subject itself; with nothing after, "survive blocking?", the block told has
      // nothing it blocks and is refused, never answered of a creature that did nothing.)
      if (s.kind === 'adj' && (s.adj === 'blocking' || s.adj === 'attacking') && cur.verb && (cur.verb.verb === 'survive' || cur.verb.verb === 'die') && !cur.object && cur.subject) {
        const told = emptyClause(sentence, question);
        told.subject = cur.subject;
        told.verb = { verb: s.adj === 'blocking' ? 'block' : 'attack', passive: false, negated: false, modal: null, perfect: false, hypothetical: false, card: null, chunks: [it.from], text: r.chunks[it.from]!.text };
        for (let j = it.from; j < it.to; j++) told.chunks.push(j);
        const acted = list[k + 1];
        if (acted?.kind === 'np') {
          told.object = acted.np;
          for (let j = acted.from; j < acted.to; j++) told.chunks.push(j);
          k++;
        }
        states.push(told);
        continue;
      }
      if (s.kind === 'adj') {
        cur.adjectives.push(s.adj);
        take(it.from, it.to);
        continue;
      }
      take(it.from, it.to);
      continue;
    }
    if (it.kind === 'verb') {
      // "How much life does she have left?", "how many cards do I have left": "left" after "have" with nothing after
      // it is what remains (the adjective), never the verb "leave" opening a clause of its own.
      const ends = (x: Item | undefined): boolean => x === undefined || (x.kind === 'chunk' && x.c.senses[0]!.kind === 'punct');
      if (/^left$/i.test(it.v.text.trim()) && cur.verb?.verb === 'have' && !cur.verb.negated && ends(list[k + 1])) {
        cur.adjectives.push('left');
        take(it.from, it.to);
        continue;
      }
      // "Does my 3/3 …", "Can AP …", "is it destroyed": the auxiliary before the subject; its verb comes later.
      // ("Am I still allowed to …": an adverb may stand between the subject and its verb.)
      const adverb = (x: (typeof list)[number] | undefined): boolean => x?.kind === 'chunk' && x.c.senses[0]!.kind === 'adj' && ['still', 'only'].includes((x.c.senses[0] as { adj: string }).adj);
      const verbAfterSubject = list[k + 2]?.kind === 'verb' || (adverb(list[k + 2]) && list[k + 3]?.kind === 'verb');
      if (auxOnly(it) || (isCopula(it) && question && !cur.subject && list[k + 1]?.kind === 'np' && verbAfterSubject)) {
        if (!cur.verb && (list[k + 1]?.kind === 'np' || cur.wh) && list.slice(k + 1).some((x) => x.kind === 'verb')) {
          pendingAux = { modal: it.v.modal, negated: it.v.negated, be: it.v.modal === null, chunks: it.v.chunks };
          take(it.from, it.to);
          continue;
        }
        // "my elf goes unblocked - do i win?", "it attacks, can it be blocked": an auxiliary right after a
        // told clause, with a noun phrase and then a verb after it, opens a question of its own whose subject
        // is that noun phrase — never the told clause's subject carried over (the asked player read as a complement).
        const prevIt = list[k - 1];
        const afterRelative = prevIt?.kind === 'chunk' && relativeWord(prevIt.c);
        if (cur.verb && auxOnly(it) && !auxOnly({ kind: 'verb', v: cur.verb, from: 0, to: 0 }) && !afterRelative && list[k + 1]?.kind === 'np' && verbAfterSubject) {
          close();
          pendingAux = { modal: it.v.modal, negated: it.v.negated, be: it.v.modal === null, chunks: it.v.chunks };
          take(it.from, it.to);
          continue;
        }
      }
      // "My Grizzly Bears has Rancor attached", "my 2/2 has Bonesplitter attached to it": the participle after
      // what is had says only that it is attached to the one that has it — said as "has Rancor (on it)", never
      // a clause of its own whose host is unknown. ("to it"/"on it" after it names that same host.)
      if (cur.verb && cur.verb.verb === 'have' && cur.verb.modal === null && !cur.verb.negated && cur.object && ['attach', 'equip', 'enchant'].includes(it.v.verb) && it.v.modal === null && !it.v.negated && /^\S+ed\b/i.test(it.v.text.trim())) {
        take(it.from, it.to);
        // ("attached to it" may be one verb group, "attach to" a phrase of the lexicon: the pronoun follows it.)
        const after = list[k + 1];
        if (/\s(?:to|on|onto)$/i.test(it.v.text.trim()) && after?.kind === 'np' && after.np.kind === 'pronoun') {
          cur.roles.push({ prep: 'on', np: after.np, time: null, chunks: phraseChunks(after.np) });
          take(after.from, after.to);
          k++;
          continue;
        }
        const prep = list[k + 1];
        const host = list[k + 2];
        const pp = prep?.kind === 'chunk' ? has(prep.c, 'prep')?.prep : undefined;
        if ((pp === 'to' || pp === 'on' || pp === 'onto') && host?.kind === 'np' && host.np.kind === 'pronoun') {
          cur.roles.push({ prep: 'on', np: host.np, time: null, chunks: [prep!.from, ...phraseChunks(host.np)] });
          take(prep!.from, host.to);
          k += 2;
        }
        continue;
      }
      // "… is blocked by a 2/2 that has 1 damage marked on it", "I Shock a 3/3 that blocks my 2/2": a
      // relative clause after a creature is about that creature (its head noun), never the main clause's
      // subject — which was given the damage (issue 11).
      // ("a 3/3 that already has …": a time word may stand between "that" and the verb.)
      const relativeHeld = subjectRelativeAux !== null && cur.verb !== null;
      let rel = k - 1;
      while (rel > 0 && list[rel]?.kind === 'chunk' && (list[rel] as { c: Chunk }).c.senses[0]!.kind === 'time') rel--;
      const relWord = list[rel];
      const relHead = list[rel - 1];
      if (cur.verb && !relative && relWord?.kind === 'chunk' && relativeWord(relWord.c) && relHead?.kind === 'np' && relHead.np.kind === 'object') {
        close();
        cur.subject = relHead.np;
        markRelative(cur);
      } else if (cur.verb && relative) {
        close();
        cur.subject = relative.head;
        pendingAux = relative.aux;
        relative = null;
      } else if (cur.verb) {
        // "make X lose all abilities", "let it die": the second verb's subject is the first's object.
        if ((cur.verb.verb === 'create' || cur.verb.verb === 'give') && cur.object) {
          // The causing clause says nothing of its own: its words belong to the caused one.
          const subj = cur.object;
          cur.object = null;
          cur.verb = { ...cur.verb, causative: true };
          close();
          cur.subject = subj;
        } else if (auxOnly({ kind: 'verb', v: cur.verb, from: 0, to: 0 }) && !cur.object) {
          // "Can I …" read as a verb before its real verb: fold the auxiliary into it.
          // "Can it be blocked": a "be" said after the modal still makes the next verb passive.
          const sayBe = cur.verb.chunks.some((k) => /^(?:be|been|being)$/i.test(r.chunks[k]?.text ?? ''));
          pendingAux = { modal: cur.verb.modal, negated: cur.verb.negated, be: cur.verb.modal === null || sayBe, chunks: cur.verb.chunks };
          cur.verb = null;
        } else {
          // "If I Bolt his 3/3 is it dead?", "if he blocks my 3/3 with his 2/2 is it dead": after a condition, an
          // auxiliary or "is" right before a noun phrase asks of that noun phrase — inverted, as after a comma. The
          // condition's subject is not carried over: it made "I" the one asked of ("do you lose the game?", red team s19b).
          // (The condition may go on in a second verb: "If I Shock his 3/3 and Shock it again it dies?".)
          const last = out[out.length - 1];
          const inCondition = (cur.sub !== null && OPENING_SUBS.has(cur.sub)) || (cur.sub === null && last !== undefined && last.sentence === sentence && last.sub !== null && OPENING_SUBS.has(last.sub));
          const asksInverted = question && inCondition && (auxOnly(it) || isCopula(it)) && list[k + 1]?.kind === 'np';
          // "If I Shock his 2/2 it dies?": a noun phrase read as the condition's second object, right before this
          // verb, is the subject of the clause the verb opens (it was left to the condition's "I": "do you lose?").
          const before = list[k - 1];
          const opens = inCondition && before?.kind === 'np' && cur.object2 !== null && cur.object2 === before.np ? before.np : null;
          if (opens) cur.object2 = null;
          const subj = cur.subject;
          close();
          if (opens) cur.subject = opens;
          else if (!asksInverted) cur.subject = subj;
        }
      }
      // (The relative clause has its verb: this one is the main clause's, with the auxiliary held for it.)
      if (relativeHeld && subjectRelativeAux !== null) {
        pendingAux = subjectRelativeAux.aux;
        cur.wh = subjectRelativeAux.wh;
        cur.asked = subjectRelativeAux.asked;
        subjectRelativeAux = null;
      }
      let v = it.v;
      if (pendingAux) {
        // ("Am I allowed to put all 5 on it?": a modal of the verb's own — "allowed to", "able to" — takes the "be" before the
        // subject; the verb after it is active.)
        const passive = v.passive || (pendingAux.be && v.modal === null && PARTICIPLES.test(v.text) && v.text.toLowerCase() !== 'got');
        v = { ...v, modal: v.modal ?? pendingAux.modal, negated: v.negated || pendingAux.negated, passive, inverted: true, chunks: [...pendingAux.chunks, ...v.chunks] };
        pendingAux = null;
      }
      // "Is it legal to attack with …?", "would it be legal to target …": an impersonal "it" (no object)
      // asks what may be done; whoever the rest doesn't name is the asker, unspoken (as 「攻撃できますか」).
      if (!cur.subject && v.modal !== null && v.chunks.some((k) => IMPERSONAL.test(r.chunks[k]?.text ?? ''))) {
        const at0 = r.chunks[v.chunks[0]!]!.start;
        cur.subject = { kind: 'player', player: { who: 'me' }, chunks: [], start: at0, end: at0, text: '' };
        v = { ...v, inverted: true };
      }
      cur.verb = v;
      take(it.from, it.to);
      continue;
    }
    // A noun phrase: subject before the verb, object after it, or the object of a preposition.
    let np = it.np;
    // "After it resolves he casts Shock on it", "Once it resolves they sacrifice it": a subject pronoun ("he", not
    // "him") right after the verb of an opening "after"/"once"/"when" clause, with a verb after it, opens the main
    // clause as its subject — never the first verb's object (red team s21: "he" was lost, so the asker cast Shock).
    if (cur.verb && !cur.object && !pendingPrep && cur.sub !== null && OPENING_SUBS.has(cur.sub) && (np.kind === 'player' || np.kind === 'pronoun') && NOMINATIVE.test(np.text) && list[k + 1]?.kind === 'verb') {
      close();
      cur.subject = np;
      take(it.from, it.to);
      continue;
    }
    // "my opponent's 2/2 blocking my 3/3": "blocking" read as the 2/2's last word, with a creature after
    // it, says that the 2/2 blocks the 3/3 (a combat), never a target or object of the clause's own
    // verb — the 3/3 was taken as Lightning Bolt's target and the combat dropped (issue 11).
    const tail = np.kind === 'object' ? np.chunks[np.chunks.length - 1] : undefined;
    // "a 3/3 attacking me", "their 4/4 attacking my planeswalker": the same with "attacking" (X attacks Y).
    const blocked = list[k + 1];
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
      states.push(told);
      take(it.from, it.to - 1);
      k++;
      np = head;
    } else take(it.from, it.to);
    if (pendingPrep) {
      cur.roles.push({ prep: pendingPrep.prep, np, time: null, chunks: [pendingPrep.chunk, ...phraseChunks(np)] });
      pendingPrep = null;
      continue;
    }
    if (!cur.verb && !cur.subject && objectGap(list, k)) {
      // "the creature I stole …": the relative clause says which one, as 「奪ったクリーチャー」 does.
      const head = np.kind === 'object' && np.det === 'the' ? { ...np, det: null } : np;
      relative = { head, aux: pendingAux };
      pendingAux = null;
      cur.object = head;
      const that = list[k + 1];
      if (that?.kind === 'chunk') {
        take(that.from, that.to);
        k++;
      }
      continue;
    }
    if (!cur.verb) {
      if (cur.subject) cur.complement ??= cur.subject;
      cur.subject = np;
      continue;
    }
    if (cur.verb.verb === 'be' || cur.verb.verb === 'become' || (cur.verb.verb === 'get' && np.kind === 'amount')) {
      if (!cur.subject) cur.subject = np;
      else cur.complement = np;
      continue;
    }
    // "I have Glorious Anthem out and a 2/2": what the player has goes on after "out" — one list, as "… and a 2/2 out" is.
    const out2 = list[k - 2];
    const and2 = list[k - 1];
    if (cur.object && !cur.object2 && (cur.verb.verb === 'have' || cur.verb.verb === 'control') && !cur.verb.negated && np.kind === 'object' && out2?.kind === 'chunk' && has(out2.c, 'adj')?.adj === 'present' && /^out$/i.test(out2.c.text) && and2?.kind === 'chunk' && has(and2.c, 'conj')?.conj === 'and' && list[k - 3]?.kind === 'np') {
      const first = cur.object;
      cur.object = { kind: 'list', items: [...listItems(first), np], conj: 'and', chunks: [...phraseChunks(first), and2.c.i, ...phraseChunks(np)], start: first.start, end: np.end, text: r.text.slice(first.start, np.end) };
      continue;
    }
    if (!cur.object) {
      cur.object = np;
      // "I give my 2/2 flying": the keywords after the head are what is given, not a description.
      if ((cur.verb.verb === 'give' || cur.verb.verb === 'gain') && np.kind === 'object' && np.keywords.length > 0 && np.head === 'pt' && list[k + 1]?.kind !== 'np') {
        cur.keywords.push(...np.keywords);
        cur.object = { ...np, keywords: [] };
      }
    } else if (!cur.object2) cur.object2 = np;
    else cur.complement = np;
  }
  close();
  out.forEach((c, i) => {
    const next = out[i + 1];
    if (!gapped.has(c) || !next || next.wh === null || !next.verb) return;
    c.verb = next.verb;
    c.subject = next.subject;
  });
  return out.map((c) => finish(r, c));
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

/** A noun phrase and the items of a list it is ("Torbran and a Raging Goblin (…)": the goblin is right before). */
export function listItems(np: NounPhrase): NounPhrase[] {
  return np.kind === 'list' ? [np, ...np.items.flatMap(listItems)] : [np];
}

/** The auxiliaries of an impersonal question ("is it legal to", "would it be possible to"): lexicon.ts. */
const IMPERSONAL = /^(?:is|would) it\b.*\bto$/i;
/** Subordinators that open a condition or a time before the clause they are about ("if", "when", "once" …). */
const OPENING_SUBS: ReadonlySet<string> = new Set(['if', 'when', 'once', 'after', 'before', 'while']);
/** Pronouns only ever said as a subject (never an object: "him", "them", "me"). */
const NOMINATIVE = /^(?:i|he|she|they|we)$/i;

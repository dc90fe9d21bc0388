/**
 * "I cast Murder on their 3/3 that gained indestructible", "I Bolt a 2/2, which had got +2/+2": a
 * relative clause in the past (or perfect) tense says how its head already was when the main clause
 * happened — the change came first. Read after the main clause, the change was told as happening after
 * the spell (Murder resolved on a 3/3 without indestructible; red team s9). These clauses are moved to
 * right before the first clause that names their head, as the same story told in two sentences reads.
 *
 * A relative clause with a time word that may put it later ("that gained indestructible in response",
 * "that then got +2/+2") keeps its place; one in the present tense ("a 3/3 that blocks my 2/2") too.
 */
import type { Clause, NounPhrase, Sentence } from '../clause.ts';
import { clausePhrases } from '../clause.ts';
import type { TimeWord, Verb } from '../senses.ts';
import { markWhenUnsure } from '../told-when.ts';

/** Clauses the grammar read as relative clauses about a noun phrase said before them. */
const relatives = new WeakSet<Clause>();

export function markRelative(c: Clause): void {
  relatives.add(c);
}

/**
 * Asides and relative clauses that tell a player's total ("my opponent, who is at 2"; "(they're on 3)"): how that player is
 * when the clause naming them happens, so read right before it (grammar.ts) — a total told later than what may have
 * changed it is only ever judged at the place the story tells it (frames/later-facts.ts).
 */
const headStates = new WeakMap<Clause, NounPhrase>();

export function markHeadState(c: Clause, head: NounPhrase): void {
  headStates.set(c, head);
}

/** Time words that keep a past relative clause before its main clause ("already", "earlier this turn"). */
const BEFORE_TIMES: ReadonlySet<TimeWord> = new Set<TimeWord>(['already', 'earlier', 'this-turn', 'until-eot', 'last-turn', 'precombat', 'main-phase']);

/** Irregular past forms (the regular ones end in -ed): "got", "became", "lost", "had", "was given". */
const IRREGULAR_PAST = new Set(['got', 'became', 'lost', 'had', 'was', 'were', 'gave', 'took', 'drew', 'dealt', 'won', 'made', 'struck', 'hit', 'shot', 'put', 'cast', 'left', 'paid', 'held', 'fought', 'swung', 'stole', 'chose', 'did']);

/** The clause tells a change that came before now: "gained", "has gained", "had got", "was given". */
function toldAsPast(c: Clause): boolean {
  const v = c.verb;
  if (!v || v.modal !== null || v.hypothetical || !c.times.every((t) => BEFORE_TIMES.has(t))) return false;
  // "that no longer has trample", "which doesn't have flying": the creature is already without it (read as
  // losing it, frames/index.ts), at the main clause's time too.
  if (v.verb === 'have' && v.negated && c.keywords.length > 0) return true;
  // "I Shock their Bears, which has a +1/+1 counter on it", "…, which has flying": a state said in the present of the
  // head of a clause before is how it is when that clause happens — told after it, it was refused as a state that may
  // have come later. (Damage and a size stay where they are: those are what an event may have just made, "…, which
  // has 3 damage now" — told-outcome claims; a time word keeps it in place too.)
  if (v.verb === 'have' && c.times.length === 0 && (c.keywords.length > 0 || hasCounters(c))) return true;
  if (v.verb === 'have' || v.verb === 'be') return false;
  // "blocked by a 2/2, which is destroyed", "…, which died": a creature gone from the battlefield is no longer
  // there for the main clause to act on (700.4), so its fate is no state it already had: told after it.
  if (FATES.has(v.verb)) return false;
  if (v.perfect) return true;
  const words = v.text.toLowerCase().split(/\s+/).filter((w) => w.length > 0);
  return words.some((w) => IRREGULAR_PAST.has(w) || /[a-z]ed$/.test(w));
}

/** "has a +1/+1 counter (on it)", "has two -1/-1 counters": counters said as what the head has. */
function hasCounters(c: Clause): boolean {
  const o = c.object;
  const items = o?.kind === 'list' ? o.items : o ? [o] : [];
  return items.length > 0 && items.every((x) => x.kind === 'amount' && x.noun === 'counter');
}

/** Verbs of a fate: dying, destruction, leaving the battlefield (700.4, 701.8a). */
const FATES: ReadonlySet<Verb> = new Set<Verb>(['die', 'destroy', 'kill', 'exile', 'sacrifice', 'bounce']);

/** Verbs of a change to a creature ("gains", "gets", "loses", "becomes"). */
const CHANGES: ReadonlySet<Verb> = new Set<Verb>(['gain', 'get', 'lose', 'become', 'give', 'pump']);

/**
 * "I cast Murder on their 3/3 that gains indestructible": a change told in the present, with no time word,
 * of a noun the clause before named. It may be how the creature already is, or something that happens
 * after the spell; either reading answers differently, so neither is guessed.
 */
function changeWhenUnsure(c: Clause): boolean {
  const v = c.verb;
  if (!v || v.modal !== null || v.hypothetical || v.perfect || v.negated || c.times.length > 0 || !CHANGES.has(v.verb)) return false;
  const words = v.text.toLowerCase().split(/\s+/).filter((w) => w.length > 0);
  return words.length === 1 && /s$/.test(words[0]!);
}

/** Whether a noun phrase is (or lists) the head. */
function names(np: NounPhrase, head: NounPhrase): boolean {
  return np === head || (np.kind === 'list' && np.items.some((x) => names(x, head)));
}

/** Whether two clauses share their subject: the same words of the sentence ("I cast Clone copying …": both are "I"). */
function sameSubject(a: Clause, b: Clause): boolean {
  return a.subject !== null && b.subject !== null && (a.subject === b.subject || (a.subject.start === b.subject.start && a.subject.end === b.subject.end));
}

/**
 * The clause a participle clause belongs to: "I cast Clone copying my Pridemate, which has a +1/+1 counter" — the
 * copying is part of the casting, told with the same subject in an -ing form, so what its head already was is how it
 * was before the casting too, and the relative clause goes before that.
 */
function mainOf(s: Sentence, k: number): number {
  let at = k;
  while (at > 0) {
    const v = s.clauses[at]!.verb;
    if (!v || v.modal !== null || v.perfect || !/^\w+ing$/i.test(v.text.trim()) || !sameSubject(s.clauses[at]!, s.clauses[at - 1]!)) break;
    at--;
  }
  return at;
}

/**
 * Moves each past relative clause to right before the first clause naming its head (its subject, shared
 * with that clause). An aside sentence left with no clause is dropped and the sentences renumbered.
 */
export function priorRelativesFirst(sentences: Sentence[]): Sentence[] {
  let moved = false;
  for (const s of sentences) {
    for (const c of [...s.clauses]) {
      if ((!relatives.has(c) && !headStates.has(c)) || c.subject === null) continue;
      if (!headStates.has(c) && changeWhenUnsure(c)) {
        markWhenUnsure(c);
        continue;
      }
      if (!headStates.has(c) && !toldAsPast(c)) continue;
      const head = headStates.get(c) ?? c.subject;
      // The first clause before it (in its sentence or an earlier one) that names the head.
      let host: { s: Sentence; k: number } | null = null;
      for (const t of sentences) {
        const k = t.clauses.findIndex((x) => x !== c && clausePhrases(x).some((np) => names(np, head)));
        if (k >= 0) {
          host = { s: t, k };
          break;
        }
        if (t === s) break;
      }
      if (!host) continue;
      host = { s: host.s, k: mainOf(host.s, host.k) };
      const at = s.clauses.indexOf(c);
      if (host.s === s && host.k > at) continue;
      s.clauses.splice(at, 1);
      host.s.clauses.splice(host.k, 0, c);
      c.sentence = host.s.index;
      moved = true;
    }
  }
  if (!moved) return sentences;
  const kept = sentences.filter((s) => s.clauses.length > 0);
  kept.forEach((s, i) => {
    s.index = i;
    for (const c of s.clauses) c.sentence = i;
  });
  return kept;
}

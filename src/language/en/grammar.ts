/**
 * English sentences and clauses. A sentence ends at . ? ! ; — or =; it is a question when it ends
 * with "?" or starts with a question word or an auxiliary ("Can…", "Does…", "How much…").
 * Within a sentence, noun phrases and verb groups (auxiliaries, negation, the verb, and the
 * passive of "is blocked" / "gets Shocked") are read first; then clauses are cut at subordinators
 * ("if", "when", "after", "before") and at "and"/"then"/","/"but" when a verb follows, and each
 * clause's roles are filled by word order: the noun phrase before the verb is its subject (a
 * clause without one shares the previous clause's: "attacks and is blocked by…"), the first one
 * after it its object, and prepositions mark the rest ("by", "with", "to", "on", "targeting").
 */
import type { Chunk } from '../chunk.ts';
import type { Clause, NounPhrase, Sentence } from '../clause.ts';
import { clausePhrases, phraseChunks } from '../clause.ts';
import type { Reader } from './phrases.ts';
import { markHeadState, markRelative, priorRelativesFirst } from './relatives.ts';
import type { SentenceSpan } from './sentence-spans.ts';
import { relativeWord, sentences } from './sentence-spans.ts';
import { items } from './items.ts';
import { clauses, finish, listItems } from './clause-roles.ts';
import { causativeCounters, invertedCondition, preface, progressive, pseudoCleft } from './sentence-shapes.ts';
import { beliefAsides, playerTotal, reportedClaims, totalAside } from './reported.ts';
import { claimsAside } from './claims-aside.ts';
import { closedWorld } from './closed-world.ts';
import { sinceLastTurn } from '../since-last-turn.ts';
import { floatingBoth } from './floating-both.ts';
import { gappedLife } from './gapped-life.ts';

/** ("No other effects apply.": nothing but what the question tells is read anyway; closed-world.ts.) */
function closedSentence(chunks: readonly Chunk[], all: readonly SentenceSpan[], s: SentenceSpan): boolean {
  return all.length > 1 && !s.question && s.before === undefined && closedWorld(chunks.slice(s.from, s.to));
}

/**
 * "I said I draw a card. Who's right?": the claim is asked yes or no, as "Do I draw a card?" is — only a player's act,
 * which no other reading asks when said as a statement ("it dies" is read so already, read-story.ts). Only after a
 * story told before it: a claim alone ("My friend says I gain 2 life. Is that right?") has nothing to be checked on.
 */
function claimAsked(cl: readonly Clause[]): void {
  const claimed = cl.at(-1);
  if (claimed && claimed.wh === null && claimed.subject?.kind === 'player') claimed.yesNo = true;
}

export function parseEnglishSentences(text: string, chunks: readonly Chunk[]): Sentence[] {
  const out: Sentence[] = [];
  const shared = { lastSubject: null as NounPhrase | null };
  const spans = sentences(chunks);
  beliefAsides(chunks, spans);
  // (Claims beside a concrete question are set aside first: claims-aside.ts.)
  const all = reportedClaims(chunks, claimsAside(chunks, spans));
  const kept = all.filter((s, k) => {
    if (!closedSentence(chunks, all, s) && (all.length < 2 || !preface(text, chunks, s, k === 0))) return true;
    // Its words are filler: a weak card name in it ("call") is the everyday word.
    for (let i = s.from; i < s.to; i++) (chunks[i] as Chunk).senses = [{ kind: 'filler', aside: 'frame' }];
    return false;
  });
  const spoken: NounPhrase[] = [];
  kept.forEach((s, index) => {
    const r: Reader = { chunks, text, end: s.to, ...(s.skips ? { skips: s.skips } : {}) };
    // An aside opening with "who"/"which"/"that" is a relative clause: that word only links it.
    const relative = s.before !== undefined && relativeWord(chunks[s.from]);
    const { items: read, times } = items(r, relative ? s.from + 1 : s.from);
    const { list: cleft, extra } = pseudoCleft(read, r);
    const list = causativeCounters(progressive(invertedCondition(cleft, chunks, s.question)), r);
    const cl = clauses(r, list, index, s.question, shared);
    if (s.claim && index > 0) claimAsked(cl);
    for (const [np, ks] of extra)
      for (const c of cl)
        if (c.subject === np) {
          c.chunks.push(...ks);
          finish(r, c);
        }
    if (s.before !== undefined && cl.length > 0) {
      // "(who has no creatures)", "(it's been out since last turn)": about what was named right before the "(".
      const ends = (np: NounPhrase): boolean => np.kind !== 'list' && Math.max(...phraseChunks(np)) === s.before;
      const antecedent = spoken.find(ends);
      const first = cl[0]!;
      const pronoun = first.subject?.kind === 'pronoun' && ['it', 'they', 'he'].includes(first.subject.word);
      // "My 4/4 is blocked by a 2/2, which is destroyed": the relative's verb has no subject of its own words; one
      // the clause took from the sentence before it (the 4/4) is no subject it said — "which" is what it follows.
      let said = first.subject !== null && first.subject.kind !== 'list' && phraseChunks(first.subject).some((k) => k >= s.from && k < s.to);
      // "blocked by their Wall, which is a 0/4", "…, which became a 1/1": the phrase after the relative's "is" is what
      // its head is (the complement), never a subject of its own — read so, it was a second, unowned 0/4.
      const v = first.verb;
      if (antecedent && relative && said && v && (v.verb === 'be' || v.verb === 'become') && !v.passive && v.modal === null && first.complement === null && first.object === null && first.subject !== null && Math.min(...phraseChunks(first.subject)) > Math.max(...v.chunks)) {
        first.complement = first.subject;
        first.subject = null;
        said = false;
      }
      // ("My 2/2 took 2 damage (it was 3/3 with the Anthem)": an amount named before the "(" is no "it" that is a
      // creature's size; the pronoun is left to the story's references, as any "it" is.)
      const sized = pronoun && antecedent?.kind === 'amount' && first.complement?.kind === 'object';
      if (antecedent && ((relative && !said) || (pronoun && !sized) || (verbFirst(first, s.from, relative) && antecedent.kind !== 'amount'))) first.subject = antecedent;
      // "Just cast Thragtusk this turn (was at 20).", "I Shock my opponent (was at 10).": an aside of nothing but a life
      // total, with no subject, is said of the player named right before it; else, when the sentence it is in names no
      // player but the asker (or none: the asker unsaid), of the asker — unsaid, so a question about the other
      // player's life still asks back whose it was (index.ts unsaidLifeHolder). Otherwise left unread.
      if (!said && !relative && first.subject === null && totalAside(first)) {
        const at = s.before;
        const host = kept.find((x) => x.before === undefined && x.from <= at && at < x.to);
        const others = host !== undefined && chunks.slice(host.from, host.to).some((c) => c.senses.some((x) => (x.kind === 'player' && x.who !== 'me') || (x.kind === 'pronoun' && ['he', 'his', 'they', 'them', 'their'].includes(x.word))));
        const at0 = chunks[s.from]!.start;
        if (antecedent?.kind === 'player') first.subject = antecedent;
        else if (host !== undefined && !others) first.subject = { kind: 'player', player: { who: 'me' }, chunks: [], start: at0, end: at0, text: '' };
      }
      if (antecedent && relative && first.subject === antecedent) markRelative(first);
      // "I Bolt my opponent, who is at 2", "I cast Shock at my opponent (they're on 3)": a total said of the player named right
      // before it describes that player as the clause naming them begins — read there, never after the clause's event.
      // ("(they're on 3)" after "my opponent": the plural pronoun of a player is that player.)
      const theyOf = antecedent?.kind === 'player' && antecedent.player.who !== 'me' && first.subject?.kind === 'player' && first.subject.player.who === 'they' && /^they$/i.test(first.subject.text.trim());
      if (antecedent?.kind === 'player' && (first.subject === antecedent || theyOf) && cl.length === 1 && playerTotal(first)) markHeadState(first, antecedent);
      if (relative) first.chunks.unshift(s.from);
    }
    for (const c of cl) spoken.push(...clausePhrases(c).flatMap(listItems));
    if (cl.length > 0 && times.length > 0) cl[0]!.times.push(...times);
    sentenceRewrites(chunks, cl);
    const a = chunks[s.from]!;
    const b = chunks[s.to - 1]!;
    out.push({ index, question: s.question, clauses: cl, start: a.start, end: b.end, text: text.slice(a.start, b.end) });
  });
  return priorRelativesFirst(out);
}

/** A sentence's clauses read as the shapes people say them in: a floated "both", a gapped "life", a permanent put out last turn. */
function sentenceRewrites(chunks: readonly Chunk[], cl: Clause[]): void {
  for (const c of cl) floatingBoth(chunks, c);
  gappedLife(cl);
  // "I cast Grizzly Bears last turn": there since last turn (302.6), as Japanese reads it.
  // ("… has been on the battlefield since last turn" is read as it is said: frames/object-facts.ts.)
  for (const c of cl) if (c.verb?.verb !== 'be' && c.verb?.verb !== 'have') sinceLastTurn(c, false);
}

/**
 * "a 2/2 (has flying)", "Serra Angel (is tapped)": an aside that opens with its verb says it of what it follows, as
 * "(it has flying)" does — never a clause with no subject (a life total alone is read apart: totalAside).
 */
function verbFirst(first: Clause, from: number, relative: boolean): boolean {
  return !relative && first.subject === null && first.verb !== null && first.verb.chunks[0] === from && first.verb.inverted !== true && !totalAside(first);
}

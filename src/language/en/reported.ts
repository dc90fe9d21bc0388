/** English reported speech and asides: beliefs ('I think…'), totals, and claims a speaker reports ('he says his Bears survive'). */
import type { Chunk } from '../chunk.ts';
import { has } from '../chunk.ts';
import type { Clause } from '../clause.ts';
import type { SentenceSpan } from './sentence-spans.ts';

/**
 * Report verbs of a belief, not of an act announced ("he says he blocks" tells a block; "he insisted it dies" tells
 * nothing of the board): a claim made with one is words of the conversation (reportedClaims).
 */
const BELIEF_VERBS = new Set(['claims', 'claimed', 'thinks', 'thought', 'insists', 'insisted', 'argues', 'argued', 'reckons', 'reckoned', 'believes', 'believed', 'swears', 'swore']);
/** Participles that open what a player believed or hoped while acting ("…, thinking deathtouch would trade"). */
const BELIEF_PARTICIPLES = new Set(['thinking', 'expecting', 'hoping', 'figuring', 'assuming', 'believing', 'insisting', 'claiming']);

/**
 * "I blocked with my Vampire Nighthawk, thinking deathtouch would trade.", "They blocked, expecting a trade, and …": a
 * participle of belief after a comma says what the actor believed — never a fact of the board nor an act (a trade
 * believed is no death told). Its words, to the next comma or the end of the statement, are words of the conversation.
 * Only in a statement, and only after a comma: "thinking" elsewhere is left to be read (or named).
 */
export function beliefAsides(chunks: readonly Chunk[], spans: readonly SentenceSpan[]): void {
  for (const s of spans) {
    if (s.question) continue;
    for (let i = s.from + 1; i < s.to; i++) {
      if (!BELIEF_PARTICIPLES.has(chunks[i]!.text.toLowerCase()) || has(chunks[i - 1], 'punct')?.char !== ',') continue;
      let end = i + 1;
      while (end < s.to && !['.', ',', ';', '!'].includes(has(chunks[end], 'punct')?.char ?? '')) end++;
      if (end === i + 1) continue;
      for (let k = i - 1; k < end; k++) (chunks[k] as Chunk).senses = [{ kind: 'filler' }];
      i = end;
    }
  }
}

/** "was at 20", "is on 3 life": a clause of nothing but a player's total (the verb "be" and an amount "at" / "on"). */
export function totalAside(c: Clause): boolean {
  const v = c.verb;
  if (!v || v.verb !== 'be' || v.negated || v.modal !== null || v.passive || c.object || c.complement || c.sub !== null || c.wh !== null) return false;
  return c.roles.length === 1 && (c.roles[0]!.prep === 'at' || c.roles[0]!.prep === 'on') && c.roles[0]!.np?.kind === 'amount';
}

/**
 * "who is at 2", "(they're on 3)", "(at 5 life)", "who has 8 poison counters": a clause of nothing but a player's life or
 * poison total (119.1, 122.1f), with no time word that could date it later ("now", "after combat").
 */
export function playerTotal(c: Clause): boolean {
  if (c.times.length > 0) return false;
  if (totalAside(c)) return true;
  const v = c.verb;
  const o = c.object;
  if (!v || v.verb !== 'have' || v.negated || v.modal !== null || v.passive || c.complement || c.object2 || c.roles.length > 0 || c.sub !== null || c.wh !== null) return false;
  return o?.kind === 'amount' && o.n !== null && (o.noun === 'life' || o.noun === 'poison' || o.counter === 'poison');
}

/** Words a player reports a claim with ("my friend says …", "my opponent claimed that …"). */
const REPORT_VERBS = new Set(['says', 'said', 'claims', 'claimed', 'thinks', 'thought', 'insists', 'insisted', 'argues', 'argued', 'reckons', 'believes', 'believed', 'swears', 'swore', 'told']);
/** Subordinators that give a claim a condition or a time of its own ("if", "when", "after" …). */
const CONDITION_SUBS: ReadonlySet<string> = new Set(['if', 'when', 'after', 'before', 'while', 'once', 'since', 'although', 'whether']);
/** The words that ask whether a claim just told holds: "right", "correct", "true". */
const CLAIM_CHECKS = new Set(['right', 'correct', 'true']);
/** Senses a speaker of a claim may be said with ("my friend", "he", "the judge", "my opponent"). */
const SPEAKER_KINDS = new Set(['player', 'pronoun', 'unknown', 'det', 'filler']);

/**
 * "Is he right?", "is that correct?", "are they right", "right?", "true?": a question that asks only whether the
 * claim before it holds — chunks [from, to) with no domain word, ending in right/correct/true.
 */
function claimCheck(chunks: readonly Chunk[], from: number, to: number): boolean {
  const words = chunks.slice(from, to).filter((c) => !has(c, 'punct'));
  if (words.length === 0 || words.length > 4 || !CLAIM_CHECKS.has(words[words.length - 1]!.text.toLowerCase())) return false;
  return words.slice(0, -1).every((c) => {
    const k = c.senses[0]!.kind;
    // ("Who's right?", "who is correct": asked of the speakers, as "is he right?" is.)
    return (k === 'aux' && has(c, 'aux')?.aux === 'be') || (k === 'verb' && c.senses[0]!.kind === 'verb' && (c.senses[0] as { verb: string }).verb === 'be') || has(c, 'wh')?.wh === 'who' || (SPEAKER_KINDS.has(k) && !has(c, 'card'));
  });
}

/**
 * "My friend says my 2/2 dies. Is he right?", "My opponent claimed that his 3/3 survives, is that right?": a claim
 * someone else made, then asked whether it holds, is the yes/no question of that claim ("Does my 2/2 die?"): the
 * speaker and report verb are words of the conversation, the check says only "is it so". Without such a check the
 * claim is left as it is (refused: a claim is no fact of the story, and the words it names are no question).
 * Only a speaker of player words, pronouns or words no lexicon reads ("my friend", "he", "the judge") before the
 * verb; nothing else is read so.
 */
export function reportedClaims(chunks: readonly Chunk[], spans: SentenceSpan[]): SentenceSpan[] {
  const filler = (a: number, b: number): void => {
    for (let i = a; i < b; i++) (chunks[i] as Chunk).senses = [{ kind: 'filler', aside: 'claim' }];
  };
  const out: SentenceSpan[] = [];
  for (let n = 0; n < spans.length; n++) {
    const s = spans[n]!;
    if (s.before !== undefined) {
      out.push(s);
      continue;
    }
    // The report verb, after one to four speaker words.
    let v = -1;
    for (let i = s.from; i < Math.min(s.to, s.from + 5); i++) {
      if (REPORT_VERBS.has(chunks[i]!.text.toLowerCase())) {
        v = i;
        break;
      }
      const k = chunks[i]!.senses[0]!.kind;
      if (!SPEAKER_KINDS.has(k) || has(chunks[i], 'card')) break;
    }
    if (v <= s.from || v + 1 >= s.to) {
      out.push(s);
      continue;
    }
    // "… says my 2/2 dies, is he right?": the check after a comma in the same sentence.
    let checkTo = -1;
    if (s.question) {
      for (let i = s.to - 1; i > v + 1; i--) {
        if (has(chunks[i], 'punct')?.char === ',') {
          if (claimCheck(chunks, i + 1, s.to)) checkTo = i;
          break;
        }
      }
    }
    const next = spans[n + 1];
    const checkNext = checkTo < 0 && !s.question && next !== undefined && next.before === undefined && next.question && claimCheck(chunks, next.from, next.to);
    if (checkTo < 0 && !checkNext) {
      // "… blocked with Typhoid Rats. He insisted deathtouch kills my Knight anyway. Does my Knight die?": a belief someone else stated, with a
      // question after it that does not ask whether it holds, tells nothing of the board: the whole statement is words of
      // the conversation (its question is asked of the story as told). Said by the asker ("I thought …") it may hedge a
      // fact, and an announcement ("he says he blocks") tells an act: both left as they are.
      const byAsker = chunks.slice(s.from, v).some((c) => has(c, 'player')?.who === 'me');
      const asked = spans.slice(n + 1).some((x) => x.question && x.before === undefined);
      // (After some story only: opening the question, it would leave what it names untold.)
      if (n > 0 && !s.question && asked && !byAsker && BELIEF_VERBS.has(chunks[v]!.text.toLowerCase())) {
        filler(s.from, s.to);
        continue;
      }
      out.push(s);
      continue;
    }
    // ("says that my 2/2 dies": "that" only links the claim.)
    const body = has(chunks[v + 1], 'sub')?.sub === 'that' ? v + 2 : v + 1;
    // A claim with its own condition ("says that if I Shock his 3/3 it dies", "says I take 3 damage when …") would be
    // read as a question whose condition and result are both events: it is left as told (refused), never answered.
    const end = checkTo >= 0 ? checkTo : s.to;
    // (One "if" or "when" after the claim's result — "says my 2/2 dies if it blocks his 3/3" — is read as that question
    // is, "My 2/2 dies if it blocks his 3/3?": the result asked under the condition, language/index.ts postposedCondition.)
    const subs = chunks.slice(body, end).flatMap((c, i) => c.senses.flatMap((x) => (x.kind === 'sub' && CONDITION_SUBS.has(x.sub) ? [{ at: body + i, sub: x.sub }] : [])));
    // (A condition of one clause only: "… when I attack with my 4/4 and he blocks with it" stays refused.)
    const joined = subs.length === 1 && chunks.slice(subs[0]!.at, end).some((c) => c.senses.some((x) => x.kind === 'conj'));
    const postposed = subs.length === 1 && !joined && subs[0]!.at > body + 1 && (subs[0]!.sub === 'if' || subs[0]!.sub === 'when');
    if (subs.length > 0 && !postposed) {
      out.push(s);
      continue;
    }
    filler(s.from, body);
    // ("I said I draw a card, he said no.": the other side's "no" only disputes the claim.)
    const disputed = dissent(chunks, body, end);
    if (disputed >= 0) filler(disputed, end);
    if (checkTo >= 0) filler(checkTo, s.to);
    else filler(next!.from, next!.to);
    out.push({ ...s, from: body, to: disputed >= 0 ? disputed : end, question: true, claim: true });
    if (checkTo < 0) n++;
  }
  return out;
}

/** Words that say only that the claim is disputed, after its speaker: "no", "not", "otherwise", "the opposite". */
const DISSENT_WORDS: ReadonlySet<string> = new Set(['no', 'not', 'nope', 'otherwise']);

/**
 * "I said I draw a card, he said no", "…, but my opponent says otherwise": after the claim (from `body`), a comma or
 * "but", a speaker (player words or a pronoun), a report verb and only a word of dissent — the other side of the same
 * dispute, which the answer to the claim settles. Returns where that part starts, or -1.
 */
function dissent(chunks: readonly Chunk[], body: number, end: number): number {
  for (let i = end - 1; i > body; i--) {
    const c = chunks[i]!;
    if (!(has(c, 'punct')?.char === ',' || has(c, 'conj')?.conj === 'but')) continue;
    let j = i + 1;
    if (has(chunks[j], 'conj')?.conj === 'but') j++;
    const speaker = j;
    while (j < end && SPEAKER_KINDS.has(chunks[j]!.senses[0]!.kind) && !has(chunks[j], 'card') && !REPORT_VERBS.has(chunks[j]!.text.toLowerCase())) j++;
    if (j === speaker || j >= end || !REPORT_VERBS.has(chunks[j]!.text.toLowerCase())) return -1;
    const rest = chunks.slice(j + 1, end).filter((x) => !has(x, 'punct'));
    return rest.length === 1 && DISSENT_WORDS.has(rest[0]!.text.toLowerCase()) ? i : -1;
  }
  return -1;
}

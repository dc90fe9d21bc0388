/**
 * Claims told beside a concrete question: "… he blocked with Baleful Strix. He's arguing that I don't get the 6 life.
 * What's my life total after combat?", "My friend said I get a 3/3 Hangarback too. What do I end up with?", "I thought
 * umbra armor saves it. Does my Elves die?". What someone says, thinks, argues or assumed is no fact of the board: it
 * is never read as an event or a state. When the message also asks something concrete, the claim is set aside (its
 * words marked `aside: 'claim'`, said back in the restatement as checked by the answer) and the question that asks
 * only whether it holds ("who's right", "is that true") is answered by the outcome of the concrete one. Without a
 * concrete question, reported.ts reads "X says P. Is he right?" as the question P, or leaves the claim to be named.
 */
import type { Chunk } from '../chunk.ts';
import { has } from '../chunk.ts';
import type { SentenceSpan } from './sentence-spans.ts';

/** Report verbs of a claim said by anyone ("says", "argued", "told"); a form of "say" or "tell" may announce an act instead (announced). */
const SAY_VERBS: ReadonlySet<string> = new Set(['say', 'says', 'said', 'saying', 'tell', 'tells', 'told', 'telling']);
const BELIEF_VERBS: ReadonlySet<string> = new Set(['claim', 'claims', 'claimed', 'claiming', 'think', 'thinks', 'thought', 'thinking', 'insist', 'insists', 'insisted', 'insisting', 'argue', 'argues', 'argued', 'arguing', 'reckon', 'reckons', 'reckoned', 'believe', 'believes', 'believed', 'swear', 'swears', 'swore', 'assume', 'assumes', 'assumed', 'assuming', 'figured', 'expected']);
/** The asker's own beliefs, past only ("I thought", "I assumed"): a present "I think he's at 5" hedges a fact and is read. */
const ASKER_PAST: ReadonlySet<string> = new Set(['thought', 'assumed', 'figured', 'expected', 'believed', 'argued', 'claimed', 'said', 'insisted', 'reckoned']);
/** Words no speaker of a claim has: a number, another verb, a question word, and any game object or its type (the text a card says is its own). */
const GAME_SPEAKERS: ReadonlySet<string> = new Set(['number', 'verb', 'wh', 'keyword', 'type', 'subtype', 'object-noun', 'thing-noun', 'color', 'quote']);
/** Hearsay opening a sentence ("Apparently it still exiled my Lyra?"): what follows is what someone says happened — a claim. */
const HEARSAY: ReadonlySet<string> = new Set(['apparently', 'supposedly', 'allegedly', 'reportedly']);
/** Words a relative clause about the speaker may have ("who was watching", "that was sitting next to me"). */
const RELATIVE_KINDS: ReadonlySet<string> = new Set(['aux', 'unknown', 'filler', 'det', 'prep', 'player', 'pronoun', 'neg']);
/** The words that ask whether a claim holds ("who's right", "is that true", "right?"). */
const CHECK_WORDS: ReadonlySet<string> = new Set(['right', 'correct', 'true', 'wrong']);
/** Everything but these, read in a question, is something concrete asked. */
const EMPTY_KINDS: ReadonlySet<string> = new Set(['punct', 'filler', 'conj']);

const lower = (c: Chunk | undefined): string => (c?.text ?? '').toLowerCase();

/** "who's right", "is he right", "are they correct", "right": words [from, to) asking only whether a claim holds. */
export function checkWords(chunks: readonly Chunk[], from: number, to: number): boolean {
  const words = chunks.slice(from, to).filter((c) => !has(c, 'punct') && !has(c, 'conj'));
  if (words.length === 0 || words.length > 4 || !CHECK_WORDS.has(lower(words[words.length - 1]))) return false;
  return words.slice(0, -1).every((c) => !has(c, 'card') && (has(c, 'aux')?.aux === 'be' || has(c, 'wh')?.wh === 'who' || ['pronoun', 'player', 'unknown', 'det', 'filler'].includes(c.senses[0]!.kind)));
}

/** The last word of a chunk ("I thought" is one chunk: its verb is "thought"). */
const lastWord = (c: Chunk | undefined): string => lower(c).split(/\s+/).pop() ?? '';

/**
 * The report verb of a claim opening at `from` (after one to five speaker words: "my friend", "a guy at my LGS",
 * "but he's"), or -1. The speaker is any words but a card, a number or another verb; "I thought" may be one chunk.
 */
function reportVerb(chunks: readonly Chunk[], from: number, to: number): number {
  let relative = false;
  for (let i = from; i < Math.min(to, from + 9); i++) {
    const w = lastWord(chunks[i]);
    const inChunk = lower(chunks[i]).includes(' ');
    if (SAY_VERBS.has(w) || BELIEF_VERBS.has(w)) return i > from || inChunk ? i : -1;
    const c = chunks[i]!;
    // "My friend who was watching says …", "the guy that was sitting next to me said …": a relative clause of the speaker
    // with no game word in it (no verb the lexicon reads, no card, number or game noun) only says who spoke.
    if (i > from && (has(c, 'wh')?.wh === 'who' || has(c, 'sub')?.sub === 'that')) {
      relative = true;
      continue;
    }
    if (relative && c.senses.every((x) => RELATIVE_KINDS.has(x.kind) && !(x.kind === 'unknown' && x.strange === true))) continue;
    // (A card or a game object "says" its rules text — "an enchantment says 'All creatures get +1/+1'": never a claim.)
    if (c.senses.some((x) => GAME_SPEAKERS.has(x.kind) || (x.kind === 'card' && x.typeLine !== ''))) return -1;
  }
  return -1;
}

/**
 * Whether the report at [from, v) + verb is a claim: said by another, or a past belief of the asker's; not an act the
 * speaker announces ("he said he'd block with the Elves": the body's subject is the speaker, a block told).
 */
function isClaim(chunks: readonly Chunk[], from: number, v: number, to: number): boolean {
  // (Only the words before a relative clause name the speaker: "the guy who was sitting next to me" is not the asker.)
  const rel = chunks.slice(from + 1, v).findIndex((c) => has(c, 'wh')?.wh === 'who' || has(c, 'sub')?.sub === 'that');
  const speaker = chunks.slice(from, rel < 0 ? v : from + 1 + rel).filter((c) => !has(c, 'conj') && !has(c, 'aux'));
  const own = lower(chunks[v]).split(/\s+/).slice(0, -1);
  const asker = own.includes('i') || speaker.some((c) => has(c, 'player')?.who === 'me' && !has(c, 'player')?.possessive);
  const verb = lastWord(chunks[v]);
  if (asker) return ASKER_PAST.has(verb);
  if (!SAY_VERBS.has(verb)) return true;
  const body = has(chunks[v + 1], 'sub')?.sub === 'that' ? v + 2 : v + 1;
  if (body >= to) return true;
  if (has(chunks[body], 'quote')) return false;
  const first = lower(chunks[body]).replace(/'.*$/, '');
  const last = own.length > 0 ? own[own.length - 1] : lower(speaker[speaker.length - 1]);
  return !(first === last || ['he', 'she', 'they', 'we'].includes(first));
}

/** Verbs whose "N life" is an amount gained or lost, never a total ("I don't get the 6 life", "he'd gain 3 life"). */
const AMOUNT_VERBS: ReadonlySet<string> = new Set(['gain', 'get', 'lose', 'pay']);

/** A player's total told in the claim ("says he's at 5", "has 2 life"): a fact it might hide — kept to be read. */
function tellsTotal(chunks: readonly Chunk[], from: number, to: number): boolean {
  return chunks.slice(from, to).some((c, k) => {
    if (lower(c) !== 'life' || !chunks[from + k - 1]?.senses.some((x) => x.kind === 'number')) return false;
    let j = from + k - 2;
    while (j >= from && (has(chunks[j], 'det') || has(chunks[j], 'filler'))) j--;
    return !chunks[j]?.senses.some((x) => x.kind === 'verb' && AMOUNT_VERBS.has(x.verb));
  });
}

/**
 * A claim naming a card the rest of the message never names ("I thought I'd Bolt their Wall of Omens, but they have
 * Glorious Anthem. Does the Wall die?"): set aside, the card would leave the board with it and the question be read
 * over a board the words didn't tell — kept to be read (and named) instead.
 */
function namesUntold(chunks: readonly Chunk[], claim: { from: number; to: number }, spans: readonly SentenceSpan[]): boolean {
  // (A capitalised word the catalog doesn't hold — "my LGS" — is no card. Named again by a short name — "the Bears" for Grizzly Bears — it is the same card: its words are in the full name.)
  // (A lower-case everyday word that is also a card's name — "survive", "hit", "away", "said": faces of split cards — is
  // that word: the catalog's card is no card the claim names.)
  const named = (c: Chunk): boolean => c.senses.some((x) => x.kind === 'card' && x.typeLine !== '' && !x.weak);
  const cardsIn = (from: number, to: number): string[][] => chunks.slice(from, to).flatMap((c) => (named(c) ? [lower(c).split(/\s+/).filter((w) => !/^(the|a|an|my|your|his|her|their|its|our)$/.test(w))] : []));
  const outside = spans.flatMap((s) => [...cardsIn(s.from, Math.min(s.to, claim.from)), ...cardsIn(Math.max(s.from, claim.to), s.to)]);
  return cardsIn(claim.from, claim.to).some((words) => !outside.some((o) => words.every((w) => o.includes(w)) || o.every((w) => words.includes(w))));
}

function aside(chunks: readonly Chunk[], from: number, to: number): void {
  for (let i = from; i < to; i++) (chunks[i] as Chunk).senses = [{ kind: 'filler', aside: 'claim' }];
}

type Range = { from: number; to: number };

/** Where the claim whose report verb is `v` ends: after a bare "no"/"yes" ("the table said no"), before a ", but", or at `to`. */
function claimEnd(chunks: readonly Chunk[], v: number, to: number): number {
  const body = has(chunks[v + 1], 'sub')?.sub === 'that' ? v + 2 : v + 1;
  // ("… but the table said no and it went in the yard": the answer "no" is the whole claim; what follows is told.)
  if (body < to && has(chunks[body], 'yes-no') && /^(no|yes|nope|yep)$/i.test(chunks[body]!.text)) return body + 1;
  // ("I said Rancor comes back, but the table said no": "but" turns to another voice or to what happened.)
  for (let i = body + 1; i < to; i++) if (lower(chunks[i]) === 'but') return has(chunks[i - 1], 'punct')?.char === ',' ? i - 1 : i;
  return to;
}

/**
 * The claims in sentence `s`: each [start, end) — from the sentence start or a comma ("I cast Clone, my friend said …")
 * to the sentence end, or to where claimEnd cuts it; what follows a cut is read again for a claim of its own.
 */
function claimsIn(chunks: readonly Chunk[], s: SentenceSpan): Range[] {
  const out: Range[] = [];
  let at = s.from;
  while (at < s.to) {
    const starts = [at];
    for (let i = at; i < s.to - 1; i++) if (has(chunks[i], 'punct')?.char === ',') starts.push(i + 1);
    let found: Range | null = null;
    for (const from of starts) {
      const v = reportVerb(chunks, from, s.to);
      if (v < 0 || v + 1 >= s.to || !isClaim(chunks, from, v, s.to)) continue;
      let to = claimEnd(chunks, v, s.to);
      if (tellsTotal(chunks, v + 1, to)) continue;
      // (The words joining it to what follows — ", but", "and" — go with it.)
      while (to < s.to && (has(chunks[to], 'punct')?.char === ',' || has(chunks[to], 'conj'))) to++;
      found = { from: from === at || from === s.from ? from : from - 1, to };
      break;
    }
    if (!found && at === s.from && HEARSAY.has(lower(chunks[at]))) found = { from: at, to: claimEnd(chunks, at, s.to) };
    if (!found) break;
    out.push(found);
    at = found.to;
  }
  return out;
}

/** The concrete part of a question span: [from, to) with a claim check at its start or end taken off, or null when it is only a check. */
function concrete(chunks: readonly Chunk[], s: SentenceSpan): { from: number; to: number } | null {
  let from = s.from;
  let to = s.to;
  const commas: number[] = [];
  for (let i = s.from; i < s.to; i++) if (has(chunks[i], 'punct')?.char === ',') commas.push(i);
  const head = commas.find((i) => checkWords(chunks, s.from, i));
  if (head !== undefined) from = head + 1;
  const tail = [...commas].reverse().find((i) => i >= from && checkWords(chunks, i + 1, s.to));
  if (tail !== undefined) to = tail;
  // ("Who's right, and what's my life total?": the "and" only joined the check.)
  while (from < to && (has(chunks[from], 'conj') || has(chunks[from], 'punct'))) from++;
  if (checkWords(chunks, from, to)) return null;
  return chunks.slice(from, to).some((c) => !EMPTY_KINDS.has(c.senses[0]!.kind)) ? { from, to } : null;
}

/**
 * "Apparently it still exiled my Lyra? Is that right, and do I get life?": a check right after a question asks whether
 * what that question says holds — answered by that question's answer. Set aside (with no claim anywhere); the rest is read.
 */
function checksOfQuestions(chunks: readonly Chunk[], spans: readonly SentenceSpan[], asked: readonly (Range | null)[]): SentenceSpan[] {
  return spans.flatMap((s, n) => {
    const prev = spans[n - 1];
    const q = asked[n] ?? null;
    // (Only after a question asked as one — "Does it die? Is that right, …": "I gain 2 life? Is that right" tells.)
    const asking = prev !== undefined && (has(chunks[prev.from], 'aux') || has(chunks[prev.from], 'wh'));
    if (n === 0 || !s.question || s.before !== undefined || !prev?.question || !asking || prev.before !== undefined || asked[n - 1] === null) return [s];
    if (q === null && chunks.slice(s.from, s.to).some((c) => CHECK_WORDS.has(lower(c))) && checkWords(chunks, s.from, s.to)) {
      aside(chunks, s.from, s.to);
      return [];
    }
    // (A joining word alone before it — "…? Or does the 2/2 die?" — is no check: the either/or reader joins the two.)
    if (q === null || q.from === s.from || chunks.slice(s.from, q.from).every((c) => has(c, 'conj') !== undefined)) return [s];
    aside(chunks, s.from, q.from);
    return [{ ...s, from: q.from }];
  });
}

/** Words trimmed off a question: a check set aside; a lone joining word ("So does …") is no claim, only read as nothing. */
function trimmed(chunks: readonly Chunk[], from: number, to: number): void {
  if (chunks.slice(from, to).every((c) => EMPTY_KINDS.has(c.senses[0]!.kind))) for (let i = from; i < to; i++) (chunks[i] as Chunk).senses = [{ kind: 'filler' }];
  else aside(chunks, from, to);
}

/** The parts of sentence `s` outside its claims that have words to read. */
function between(chunks: readonly Chunk[], s: SentenceSpan, claims: readonly Range[]): Range[] {
  const out: Range[] = [];
  let at = s.from;
  for (const c of [...claims, { from: s.to, to: s.to }]) {
    if (chunks.slice(at, c.from).some((x) => !EMPTY_KINDS.has(x.senses[0]!.kind))) out.push({ from: at, to: c.from });
    at = c.to;
  }
  return out;
}

/**
 * Sets aside the claims of a message that asks something concrete, and the checks of them; the spans left to read.
 * A claim with its own question only ("My friend says my 2/2 dies. Is he right?") is left to reported.ts.
 */
export function claimsAside(chunks: readonly Chunk[], spans: readonly SentenceSpan[]): SentenceSpan[] {
  const hearsay = (s: SentenceSpan): boolean => HEARSAY.has(lower(chunks[s.from]));
  const asked = spans.map((s) => (s.question && s.before === undefined && !hearsay(s) ? concrete(chunks, s) : null));
  if (!asked.some((x) => x !== null)) return [...spans];
  // "Hexproof doesn't save Sigarda here, right? What do I have left?": a statement with a check tagged on, beside another
  // question, is the asker's claim — set aside, answered by that question (alone, it is the question asked).
  const tagged = spans.map((s, n) => {
    const q = asked[n];
    return q !== null && q !== undefined && q.from === s.from && q.to < s.to && !has(chunks[q.from], 'aux') && !has(chunks[q.from], 'wh');
  });
  const other = asked.some((q, n) => q !== null && !tagged[n]);
  const claimsOf = (s: SentenceSpan, n: number): Range[] => (other && tagged[n] ? [{ from: s.from, to: s.to }] : (!s.question || hearsay(s)) && s.before === undefined ? claimsIn(chunks, s) : []);
  const claims = spans.map((s, n) => claimsOf(s, n).filter((c) => !namesUntold(chunks, c, spans)));
  claims.forEach((c, n) => {
    if (c.length > 0) asked[n] = null;
  });
  if (!claims.some((x) => x.length > 0)) return checksOfQuestions(chunks, spans, asked);
  // (Only beside a story told: a claim opening a bare question — "He insisted deathtouch kills my Knight. Does my Knight
  // die?" — would leave what it names untold, and is left to be named.)
  const gaps = spans.map((s, n) => between(chunks, s, claims[n]!));
  // ("If my 4/4 is blocked by a 1/1 and a 4/4, can I put all 4 on the 4/4? There's no damage assignment order anymore,
  // right?": a question whose own condition tells the story — a claim tagged on in a sentence of its own is beside it.)
  const condition = (s: SentenceSpan, n: number): boolean => s.question && claims[n]!.length === 0 && chunks.slice(s.from, s.to).some((c) => has(c, 'sub')?.sub === 'if');
  // (Only a claim of no object — of the rules, not of the board: "their 5/5 blocks it, right?" may be what the asker tells.
  // A capitalised word the catalog knows as a card — "Order" — is no object by itself.)
  const OBJECT_KINDS = new Set(['pt', 'object-noun', 'pronoun', 'player', 'number', 'subtype', 'keyword', 'type']);
  const ofNoObject = claims.every((cs) => cs.every((c) => chunks.slice(c.from, c.to).every((x) => !OBJECT_KINDS.has(x.senses[0]!.kind))));
  const told = spans.some((s, n) => (!s.question && s.before === undefined && gaps[n]!.length > 0) || (ofNoObject && condition(s, n)));
  if (!told) return [...spans];
  const out: SentenceSpan[] = [];
  spans.forEach((s, n) => {
    const q = asked[n];
    if (claims[n]!.length > 0) {
      for (const c of claims[n]!) aside(chunks, c.from, c.to);
      // (What the sentence tells around its claims stays read: "I said it comes back, but the table said no and it went
      // to the graveyard" keeps "it went to the graveyard".)
      for (const g of gaps[n]!) out.push({ ...s, from: g.from, to: g.to });
      return;
    }
    if (s.question && s.before === undefined && q === null) {
      // Only a check of the claim set aside ("Who's right?"): answered by the concrete question.
      if (chunks.slice(s.from, s.to).some((c) => CHECK_WORDS.has(lower(c)))) {
        aside(chunks, s.from, s.to);
        return;
      }
    }
    if (q && (q.from > s.from || q.to < s.to)) {
      trimmed(chunks, s.from, q.from);
      trimmed(chunks, q.to, s.to);
      out.push({ ...s, from: q.from, to: q.to });
      return;
    }
    out.push(s);
  });
  return out;
}

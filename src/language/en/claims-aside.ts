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
  for (let i = from; i < Math.min(to, from + 7); i++) {
    const w = lastWord(chunks[i]);
    const inChunk = lower(chunks[i]).includes(' ');
    if (SAY_VERBS.has(w) || BELIEF_VERBS.has(w)) return i > from || inChunk ? i : -1;
    const c = chunks[i]!;
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
  const speaker = chunks.slice(from, v).filter((c) => !has(c, 'conj') && !has(c, 'aux'));
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

/** A player's total told in the claim ("says he's at 5", "N life"): a fact it might hide — kept to be read. */
function tellsTotal(chunks: readonly Chunk[], from: number, to: number): boolean {
  return chunks.slice(from, to).some((c, k) => lower(c) === 'life' && chunks[from + k - 1]?.senses.some((x) => x.kind === 'number'));
}

/**
 * A claim naming a card the rest of the message never names ("I thought I'd Bolt their Wall of Omens, but they have
 * Glorious Anthem. Does the Wall die?"): set aside, the card would leave the board with it and the question be read
 * over a board the words didn't tell — kept to be read (and named) instead.
 */
function namesUntold(chunks: readonly Chunk[], claim: { from: number; to: number }, spans: readonly SentenceSpan[]): boolean {
  // (A capitalised word the catalog doesn't hold — "my LGS" — is no card. Named again by a short name — "the Bears" for Grizzly Bears — it is the same card: its words are in the full name.)
  const cardsIn = (from: number, to: number): string[][] => chunks.slice(from, to).flatMap((c) => ((has(c, 'card')?.typeLine ?? '') !== '' ? [lower(c).split(/\s+/).filter((w) => !/^(the|a|an|my|your|his|her|their|its|our)$/.test(w))] : []));
  const outside = spans.flatMap((s) => [...cardsIn(s.from, Math.min(s.to, claim.from)), ...cardsIn(Math.max(s.from, claim.to), s.to)]);
  return cardsIn(claim.from, claim.to).some((words) => !outside.some((o) => words.every((w) => o.includes(w)) || o.every((w) => words.includes(w))));
}

function aside(chunks: readonly Chunk[], from: number, to: number): void {
  for (let i = from; i < to; i++) (chunks[i] as Chunk).senses = [{ kind: 'filler', aside: 'claim' }];
}

/** A claim in sentence `s`: [start, end) — the whole sentence, or from a comma to its end ("I cast Clone, my friend said …"). */
function claimIn(chunks: readonly Chunk[], s: SentenceSpan): { from: number; to: number } | null {
  const starts = [s.from];
  for (let i = s.from; i < s.to - 1; i++) if (has(chunks[i], 'punct')?.char === ',') starts.push(i + 1);
  for (const from of starts) {
    const v = reportVerb(chunks, from, s.to);
    if (v < 0 || v + 1 >= s.to || !isClaim(chunks, from, v, s.to) || tellsTotal(chunks, v + 1, s.to)) continue;
    return { from: from === s.from ? from : from - 1, to: s.to };
  }
  return null;
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
 * Sets aside the claims of a message that asks something concrete, and the checks of them; the spans left to read.
 * A claim with its own question only ("My friend says my 2/2 dies. Is he right?") is left to reported.ts.
 */
export function claimsAside(chunks: readonly Chunk[], spans: readonly SentenceSpan[]): SentenceSpan[] {
  const asked = spans.map((s) => (s.question && s.before === undefined ? concrete(chunks, s) : null));
  if (!asked.some((x) => x !== null)) return [...spans];
  const claims = spans.map((s) => (!s.question && s.before === undefined ? claimIn(chunks, s) : null)).map((c) => (c && !namesUntold(chunks, c, spans) ? c : null));
  if (!claims.some((x) => x !== null)) return [...spans];
  // (Only beside a story told: a claim opening a bare question — "He insisted deathtouch kills my Knight. Does my Knight
  // die?" — would leave what it names untold, and is left to be named.)
  const told = spans.some((s, n) => !s.question && s.before === undefined && (claims[n] === null || claims[n]!.from > s.from));
  if (!told) return [...spans];
  const out: SentenceSpan[] = [];
  spans.forEach((s, n) => {
    const claim = claims[n];
    const q = asked[n];
    if (claim) {
      aside(chunks, claim.from, claim.to);
      if (claim.from > s.from) out.push({ ...s, to: claim.from });
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
      aside(chunks, s.from, q.from);
      aside(chunks, q.to, s.to);
      out.push({ ...s, from: q.from, to: q.to });
      return;
    }
    out.push(s);
  });
  return out;
}

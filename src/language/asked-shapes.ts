/** Question shapes read before the intents: definitions, acts asked of each player, guesses, arrival turns and elliptic amounts. */
import type { Chunk } from './chunk.ts';
import type { Clause, Sentence } from './clause.ts';
import { phraseChunks } from './clause.ts';
import type { Story } from './story.ts';
import { objectsOf } from './refs.ts';
import type { MainMark } from './frames/purpose.ts';
import { pendingOnStack } from './frames/util.ts';
import { askFrom } from './intents/index.ts';
import type { Ask } from './ir.ts';

/**
 * "What does indestructible mean?", "What is trample?", "How does ward work?", 「トランプルとは？」: a
 * question about a word, with no board. It goes to /define (issue 12 §6); the words of the term are returned.
 */
export function definitionAsked(sentences: Sentence[], chunks: readonly Chunk[]): string | null {
  if (sentences.length !== 1 || !sentences[0]!.question) return null;
  const cl = sentences[0]!.clauses;
  if (cl.length !== 1) return null;
  const c = cl[0]!;
  const kinds = c.chunks.map((k) => chunks[k]!.senses[0]!.kind);
  if (kinds.some((k) => k === 'pt' || k === 'ptmod' || k === 'card' || k === 'player' || k === 'number' || k === 'quote')) return null;
  // The term: the words that are a keyword, a game noun or unknown, in one run ("state-based actions", "ward").
  const termKinds = new Set(['keyword', 'thing-noun', 'object-noun', 'unknown', 'type', 'subtype', 'supertype']);
  let terms = c.chunks.filter((k) => termKinds.has(chunks[k]!.senses[0]!.kind));
  const verb = c.verb?.verb ?? null;
  // 「トランプルとは？」「接死ってなに？」: a word marked とは / って with nothing after it but "what" asks its meaning.
  const particleOf = (k: number): string | null => (chunks[k] as Chunk & { ja?: { particle?: string | null } }).ja?.particle ?? null;
  const tail = (k: number): string => (particleOf(k) ?? '') + c.chunks.filter((j) => j > k).map((j) => chunks[j]!.text).join('');
  const marked = verb === null && c.subject === null && c.object === null && c.lang === undefined ? terms.find((k) => /^(?:とは|って)(?:何|なに|なん)?(?:です|でしょう)?か?[?？]?$/u.test(tail(k).replace(/\s+/g, ''))) : undefined;
  const jaDefine = marked !== undefined;
  if (jaDefine) terms = terms.filter((k) => k <= marked);
  const asksMeaning = verb === 'mean' || verb === 'work' || verb === 'explain' || (c.wh === 'what' && (verb === 'be' || verb === null)) || c.lang === 'ja-define' || jaDefine;
  if (!asksMeaning || terms.length === 0 || terms.some((k, i) => i > 0 && k !== terms[i - 1]! + 1)) return null;
  // (Joining marks written against the term are part of it: "__proto__" is not "proto".)
  const joins = (k: number, next: number): boolean => chunks[k]?.senses[0]?.kind === 'punct' && /^[_'’-]+$/.test(chunks[k]!.text) && (k < next ? chunks[k]!.end === chunks[next]!.start : chunks[next]!.end === chunks[k]!.start);
  let first = terms[0]!;
  let last = terms[terms.length - 1]!;
  while (c.chunks.includes(first - 1) && joins(first - 1, first)) first--;
  while (c.chunks.includes(last + 1) && joins(last + 1, last)) last++;
  const words = first === last ? chunks[first]!.text : sentences[0]!.text.slice(chunks[first]!.start - sentences[0]!.start, chunks[last]!.end - sentences[0]!.start);
  // 「トランプルって何？」: a Japanese chunk carries the particle after its word (って, とは, は), which is no part of the term.
  const particle = (chunks[last] as Chunk & { ja?: { particle?: string | null } }).ja?.particle ?? null;
  return particle && words.endsWith(particle) && words.length > particle.length ? words.slice(0, words.length - particle.length) : words;
}

/** Words before "player" that make it any one of the players: "any player", "a player", "either player", 「どちらかのプレイヤー」. */
/** Verbs of an outcome asked with "can" (ir.ts `mayActAsks`): what the asker's activated abilities could bring about. */
export const MAY_ACT_VERBS: ReadonlySet<string> = new Set(['kill', 'destroy', 'die', 'survive', 'save', 'win', 'lose', 'deal']);

const ANY_PLAYER = /(?:(?:^|\s)(?:any|a|an|either|some)\s+|(?:どちらか|どっちか|いずれか)の?)$/iu;

/**
 * "Does any player lose the game?", "Does either player gain life?", "Does anyone gain life?": a yes/no asked of any one
 * of the players — not of one of them picked by default (red team s15: "No. The opponent doesn't lose the game" while
 * the asker lost, 704.5a). True when the clause's subject is such a player.
 */
export function anyPlayer(story: Story, c: Clause): boolean {
  const s = c.subject;
  if (s?.kind !== 'player' || c.wh !== null || c.verb?.negated) return false;
  if (s.player.who === 'anyone') return true;
  if (s.player.who !== 'player' || s.chunks.length === 0) return false;
  return ANY_PLAYER.test(story.text.slice(c.start, s.start));
}

/** The question asked of each player in turn (yes when yes for one: the caller keeps them as `anyOf`); false when it asks nothing of one. */
export function askOfEachPlayer(story: Story, c: Clause): boolean {
  const s = c.subject;
  if (s?.kind !== 'player') return false;
  for (const who of ['me', 'opponent'] as const) if (!askFrom(story, { ...c, subject: { ...s, player: { ...s.player, who } } })) return false;
  // (The words that said "any": read.)
  story.useChunks(c.chunks.filter((k) => k < Math.min(...s.chunks, Infinity)));
  return true;
}

/** Verbs of what befalls a creature or a player, asked as a bare statement with a question mark ("elf survive?"). */
export const FATE_VERBS: ReadonlySet<string> = new Set(['die', 'survive', 'win', 'lose', 'fizzle', 'resolve', 'come-back']);

/** Questions whose answer is a number: a number said after one is a guess at it. */
const COUNTED: ReadonlySet<Ask['kind']> = new Set(['life', 'damage-taken', 'poison', 'dealt-damage', 'life-gained', 'life-lost', 'tokens', 'draws']);

/**
 * A clause of numbers alone ("3?", "2 or 3") right after a question answered by a number: candidate
 * answers, not the story. (After any other question a bare "2?" may ask again of something else.)
 */
export function guesses(story: Story, c: Clause): boolean {
  const last = story.asks[story.asks.length - 1];
  if (!last || !COUNTED.has(last.kind)) return false;
  const kinds = c.chunks.map((k) => story.sensesAt(k)[0]?.kind);
  return kinds.some((k) => k === 'number') && kinds.every((k) => k === 'number' || k === 'conj' || k === 'punct');
}

/**
 * "Can I tap Llanowar Elves for mana the turn it enters?", "Can my 2/2 attack the turn I cast it?": asked of
 * the turn the creature arrived, so it is summoning sick then (302.6). "it" is the one creature the question
 * names; with two named (an attacker and its blocker) which one arrived isn't said: left unread, so named.
 */
export function arrivalTurn(story: Story, c: Clause): void {
  const said = c.chunks.filter((k) => !story.used.has(k) && story.sensesAt(k).some((x) => x.kind === 'adj' && x.adj === 'arriving'));
  if (said.length !== 1) return;
  const named = story.inClause().filter((id) => {
    const o = story.get(id);
    return o !== undefined && o.zone === 'battlefield' && o.cast !== true && o.types.includes('Creature');
  });
  if (named.length !== 1) return;
  story.get(named[0]!)!.summoningSick = true;
  story.useChunks(said);
}

/**
 * "While the Bolt is (still) on the stack, I cast Giant Growth on the Bears": the clause after it, in the same
 * sentence, is done while that spell waits — in response to it (117.3c, 405.1), as "in response" says. Only a
 * spell already told cast and still waiting is read so; anything else is left to the frames (which refuse it).
 */
export function whileOnStack(story: Story, c: Clause, next: Clause | undefined): boolean {
  if (c.sub !== 'while' || !next || next.sub !== null || next.sentence !== c.sentence || next.wh !== null) return false;
  const v = c.verb;
  if (!c.subject || (c.subject.kind !== 'object' && c.subject.kind !== 'pronoun') || !v || v.verb !== 'be' || v.negated || v.modal !== null || v.passive || c.object || c.object2 || c.complement || c.wh) return false;
  if (c.roles.length !== 1 || c.roles[0]!.np?.kind !== 'property' || c.roles[0]!.np.noun !== 'stack' || c.roles[0]!.prep !== 'on') return false;
  const waiting = story.events.slice(story.events.length - pendingOnStack(story, story.events.length)).flatMap((e) => (e.kind === 'cast' ? [e.spell] : []));
  if (waiting.length === 0) return false;
  const before = story.problems.length;
  const ids = objectsOf(story, c.subject, { create: false });
  if (!ids || ids.length !== 1 || !waiting.includes(ids[0]!)) {
    story.problems.splice(before);
    return false;
  }
  story.useChunks(c.chunks);
  if (!next.times.includes('in-response')) next.times.push('in-response');
  return true;
}

/**
 * A clause of nothing but "how much" / "how many" (and a joining word) whose clause before it asked only
 * questions answered by a number: the same questions, asked for their amount.
 */
export function ellipticAmount(story: Story, c: Clause, prevAsks: readonly Ask[]): boolean {
  if (c.wh !== 'how-much' && c.wh !== 'how-many') return false;
  if (c.subject || c.verb || c.object || c.object2 || c.complement || c.asked || c.roles.length > 0 || c.sub) return false;
  if (!c.chunks.every((k) => ['wh', 'conj', 'punct'].includes(story.sensesAt(k)[0]?.kind ?? ''))) return false;
  return prevAsks.length > 0 && prevAsks.every((a) => COUNTED.has(a.kind));
}

/**
 * The clause is the second half of "Can I X and Y?": right after a can-question of the same sentence, opened by
 * "and", with no subject of its own (the question's is carried over), no modal and no question word, and said of
 * nothing earlier than the question (no "then", no time of its own).
 */
export function askedConjunct(story: Story, s: Sentence, k: number, main: MainMark): boolean {
  const c = s.clauses[k]!;
  const prev = s.clauses[k - 1];
  if (!s.question || prev === undefined || main.clause !== prev || (prev.verb?.modal !== 'can' && prev.verb?.modal !== 'could') || prev.wh !== null || prev.sub !== null) return false;
  if (c.sub !== null || c.wh !== null || c.verb === null || c.verb.modal !== null || c.verb.inverted === true || c.yesNo) return false;
  if (c.subject !== null && phraseChunks(c.subject).some((x) => c.chunks.includes(x))) return false;
  // ("… and still block?": the "and" — and a "still" or "then" after it — may end the question's clause.)
  // ("and then" is one word of sequence: "Can I Bolt his 3/3 and then kill it?")
  const joins = (x: number): boolean => story.sensesAt(x).some((v) => v.kind === 'conj' && (v.conj === 'and' || v.conj === 'then'));
  const still = (x: number): boolean => story.sensesAt(x).some((v) => v.kind === 'adj' && v.adj === 'still');
  let j = c.chunks[0] ?? -1;
  if (!joins(j) && !still(j)) j--;
  while (j >= 0 && still(j)) j--;
  if (!joins(j) || !(prev.chunks.includes(j) || c.chunks.includes(j))) return false;
  return story.asks.length > main.asks;
}

/**
 * The asks a yes/no question asked of either of several things made, one per thing (index.ts `anyOf`):
 * "Can either of my creatures block it?" read as one block by both (509.1a: a block each creature makes
 * alone is another question) is split into one block per creature. False when the asks can't be one per
 * thing — "Can I kill it with Bolt or Murder?" read as one spell: the alternative was lost, not answered.
 */
export function eachOfEither(story: Story, from: number): boolean {
  const fresh = story.asks.slice(from);
  const only = fresh[0];
  if (fresh.length === 1 && only?.kind === 'can-block' && only.blockers.length > 1) {
    story.asks.splice(from, 1, ...only.blockers.map((b) => ({ ...only, blockers: [b] })));
    return true;
  }
  return fresh.length > 1;
}

/** Two asks that are one question put both ways ("does it die or survive?"): the same but for their polarity. */
export function bothWays(a: Ask, b: Ask): boolean {
  const strip = (x: Ask): string => JSON.stringify({ ...x, positive: null, negated: null });
  return strip(a) === strip(b);
}

/**
 * "Final life totals + what dies?", "Life totals and who wins?", "P/T and does it survive?": a bare quantity said before
 * another question of the same sentence, joined to it, is asked too (and so is one before the last clause set under
 * it: "Life totals after everything resolves?") — one of a list of asks, as a bare phrase said
 * last is (read as the story, the total asked was named back). Only a quantity a player or a permanent has (119.1,
 * 122.1, 208.1) with nothing else said, and only when the clause after it asks (a question word, an auxiliary first).
 */
export function listedAsk(s: Sentence, c: Clause, k: number): boolean {
  const next = s.clauses[k + 1];
  if (c.verb || !next || c.object || c.complement || c.roles.length > 0 || c.subject?.kind !== 'property' || !LISTED_QUANTITIES.has(c.subject.noun)) return false;
  // ("Life totals after everything resolves?": a clause set under it, said last, dates or conditions the ask, as it
  // does "What are the life totals after everything resolves?".)
  if (next.sub !== null) return k + 2 === s.clauses.length;
  return next.wh !== null || next.verb?.inverted === true;
}

/**
 * 「…どうなりますか(ライフは20から)」「…何点?（20から）」: the life the story starts from, noted after the question in the
 * same sentence — told, never asked (frames/verbless.ts reads it): a clause with no verb of a "from" amount of life
 * alone, or of a life total (its owner's, or none said) and that.
 */
export function startTold(c: Clause): boolean {
  const from = c.roles[0];
  if (c.verb || c.object || c.complement || c.roles.length !== 1 || from?.prep !== 'from' || from.np?.kind !== 'amount' || from.np.n === null) return false;
  if (from.np.noun !== 'life' && from.np.noun !== 'total') return false;
  return c.subject === null || (c.subject.kind === 'property' && c.subject.noun === 'life');
}

const LISTED_QUANTITIES: ReadonlySet<string> = new Set(['life', 'total', 'poison', 'pt', 'power', 'toughness', 'size', 'stats', 'counter', 'damage']);

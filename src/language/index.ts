/**
 * The language layer (issue 12): a question in English or Japanese -> the one question IR.
 *
 *   text ─> prepare (NFKC, atoms: 《card》, quotes) ─> tokens (compromise / kuromoji)
 *        ─> chunks (lexicons: cards, keywords, game words) ─> sentences and clauses (per language)
 *        ─> frames and intents (shared) ─> story ─> IR (validated by its zod schema)
 *
 * Nothing is guessed: a domain word no frame or intent used, a reference that finds nothing, or
 * one that could mean two objects, is returned as a problem with the user's exact words.
 */
import type { Lang } from '../core/lang.ts';
import { looksJapanese } from '../core/lang.ts';
import type { Chunk } from './chunk.ts';
import type { Clause, Sentence } from './clause.ts';
import { clausePhrases, phraseChunks } from './clause.ts';
import { prepare } from './text.ts';
import { tokeniseEnglish } from './en/tokenise.ts';
import { chunkEnglish } from './en/chunk.ts';
import { readLoyaltyCosts } from './loyalty.ts';
import { parseEnglishSentences } from './en/grammar.ts';
import { amountDivisions, mostPastBlockers } from './en/divisions.ts';
import type { CardSpotter } from './lexicon/cards.ts';
import { NO_CARDS } from './lexicon/cards.ts';
import { Story, checkAbsent } from './story.ts';
import { checkChosenLater, checkStatesSaid, objectsOf } from './refs.ts';
import type { CardFacts, StoryProblem } from './story.ts';
import { applyClause } from './frames/index.ts';
import { purposeClause } from './frames/purpose.ts';
import type { MainMark } from './frames/purpose.ts';
import { checkAttackTargets } from './frames/attacks.ts';
import { RESPECTIVELY } from './frames/blocks.ts';
import { pendingOnStack, saysResolved } from './frames/util.ts';
import { stackPlace } from './frames/stack.ts';
import { askFrom } from './intents/index.ts';
import { anyQuantified } from './intents/fates.ts';
import { questionWord } from './intents/common.ts';
import { leftovers, wholeWordsOf } from './coverage.ts';
import { parseIr } from './ir.ts';
import { INSTEAD, blockedAndUnblocked, editAfter, editBefore, saysAgainst } from './counterfactual.ts';
import type { Ask, QEvent, QuestionIR } from './ir.ts';
import { readJapanese } from './ja/index.ts';
import { resolveEllipsis } from './ellipsis.ts';
import { simultaneous } from './simultaneous.ts';
import { storyWords } from './locales/index.ts';

export type { QuestionIR } from './ir.ts';
export type { CardFacts, StoryProblem } from './story.ts';

/** Bounds on what one question may describe (issue 17 §2: said, never silently cut). */
export const LANGUAGE_LIMITS = { sentences: 40, clauses: 80, objects: 60, events: 100 } as const;

export interface LanguageDeps {
  cards?: CardSpotter;
  /** The catalog's keywords, colours and size of a card by its English name, for a second reading (Story.needFacts). */
  facts?: (card: string) => CardFacts | null;
}

/**
 * `needFacts`: cards a description was compared with by a keyword or colour the catalog would settle ("the
 * flier" among Serra Angel and Grizzly Bears) while their facts were not given: read again with them.
 */
export type Understood =
  | { ok: true; ir: QuestionIR; sentences: Sentence[]; needFacts?: string[] }
  | { ok: false; problems: StoryProblem[]; leftover: string[]; limit?: { what: keyof typeof LANGUAGE_LIMITS; count: number }; define?: string; needFacts?: string[] };

/**
 * "What does indestructible mean?", "What is trample?", "How does ward work?", 「トランプルとは？」: a
 * question about a word, with no board. It goes to /define (issue 12 §6); the words of the term are returned.
 */
function definitionAsked(sentences: Sentence[], chunks: readonly Chunk[]): string | null {
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
const MAY_ACT_VERBS: ReadonlySet<string> = new Set(['kill', 'destroy', 'die', 'survive', 'save', 'win', 'lose', 'deal']);

const ANY_PLAYER = /(?:(?:^|\s)(?:any|a|an|either|some)\s+|(?:どちらか|どっちか|いずれか)の?)$/iu;

/**
 * "Does any player lose the game?", "Does either player gain life?", "Does anyone gain life?": a yes/no asked of any one
 * of the players — not of one of them picked by default (red team s15: "No. The opponent doesn't lose the game" while
 * the asker lost, 704.5a). True when the clause's subject is such a player.
 */
function anyPlayer(story: Story, c: Clause): boolean {
  const s = c.subject;
  if (s?.kind !== 'player' || c.wh !== null || c.verb?.negated) return false;
  if (s.player.who === 'anyone') return true;
  if (s.player.who !== 'player' || s.chunks.length === 0) return false;
  return ANY_PLAYER.test(story.text.slice(c.start, s.start));
}

/** The question asked of each player in turn (yes when yes for one: the caller keeps them as `anyOf`); false when it asks nothing of one. */
function askOfEachPlayer(story: Story, c: Clause): boolean {
  const s = c.subject;
  if (s?.kind !== 'player') return false;
  for (const who of ['me', 'opponent'] as const) if (!askFrom(story, { ...c, subject: { ...s, player: { ...s.player, who } } })) return false;
  // (The words that said "any": read.)
  story.useChunks(c.chunks.filter((k) => k < Math.min(...s.chunks, Infinity)));
  return true;
}

/** Verbs of what befalls a creature or a player, asked as a bare statement with a question mark ("elf survive?"). */
const FATE_VERBS: ReadonlySet<string> = new Set(['die', 'survive', 'win', 'lose', 'fizzle', 'resolve', 'come-back']);

/** Questions whose answer is a number: a number said after one is a guess at it. */
const COUNTED: ReadonlySet<Ask['kind']> = new Set(['life', 'damage-taken', 'poison', 'dealt-damage', 'life-gained', 'tokens', 'draws']);

/**
 * A clause of numbers alone ("3?", "2 or 3") right after a question answered by a number: candidate
 * answers, not the story. (After any other question a bare "2?" may ask again of something else.)
 */
function guesses(story: Story, c: Clause): boolean {
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
function arrivalTurn(story: Story, c: Clause): void {
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
function whileOnStack(story: Story, c: Clause, next: Clause | undefined): boolean {
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
function ellipticAmount(story: Story, c: Clause, prevAsks: readonly Ask[]): boolean {
  if (c.wh !== 'how-much' && c.wh !== 'how-many') return false;
  if (c.subject || c.verb || c.object || c.object2 || c.complement || c.asked || c.roles.length > 0 || c.sub) return false;
  if (!c.chunks.every((k) => ['wh', 'conj', 'punct'].includes(story.sensesAt(k)[0]?.kind ?? ''))) return false;
  return prevAsks.length > 0 && prevAsks.every((a) => COUNTED.has(a.kind));
}

/**
 * 「ライフが5なら、…相手は負ける？」: a life total told with no player said is read as the asker's; asked then
 * of the other player, whose life nobody told, the total was likely that player's. Neither is guessed (red team s9).
 */
function unsaidLifeHolder(story: Story): void {
  for (const told of story.lifeOfUnsaid) {
    const otherSide = told.side === 'A' ? 'B' : 'A';
    if (story.life[otherSide] !== undefined) continue;
    const asksOther = story.asks.some((a) => (a.kind === 'life' || a.kind === 'loses' || a.kind === 'damage-taken' || a.kind === 'life-gained') && a.side === otherSide);
    if (asksOther) story.problem('not-understood', told.text, 'whose-life');
  }
}

/**
 * Totals told after events that may have changed them (frames/util.ts `deferLateTotal`), judged now that
 * the whole question is read. One is the start only when nothing is told after it and the question
 * shows it: it asks that very total afterwards ("… I'm at 10. What's my life?" — nobody asks a total
 * they have just given unless it is the one before), or it was told after a question as a note on it
 * ("… What happens? I'm at 20."). Otherwise which moment the teller meant decides the answer: refused,
 * naming the words, as before (red team s9: "I bolt them. They're at 17 now.").
 */
function lateTotals(story: Story): void {
  for (const told of story.lateTotals) {
    const after = story.events.length > told.events;
    const asksIt = story.asks.slice(told.asks).some((a) => (told.what === 'life' ? a.kind === 'life' && told.sides.includes(a.side) : a.kind === 'poison' && (a.side === null || told.sides.includes(a.side))));
    if (after || !(asksIt || told.asks > 0)) story.problem('unsupported', told.text, 'total-after-events');
  }
}

/**
 * "Can I kill their Angel?", 「相手の《セラの天使》は倒せる？」 with no spell, creature or event anywhere in the question:
 * whether it dies is asked of nothing done, and "no, it stays" would answer another question. Named, never answered.
 */
function killWithoutMeans(story: Story): void {
  if (story.events.length > 0) return;
  for (const text of story.unsaidMeans) story.problem('not-understood', text, 'kill-without-means');
}

/**
 * The clause is the second half of "Can I X and Y?": right after a can-question of the same sentence, opened by
 * "and", with no subject of its own (the question's is carried over), no modal and no question word, and said of
 * nothing earlier than the question (no "then", no time of its own).
 */
function askedConjunct(story: Story, s: Sentence, k: number, main: MainMark): boolean {
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

/** Subordinators of a condition said after the result it is asked of ("X if Y?", "X when Y?", "X once Y?"). */
const CONDITION_SUBS: ReadonlySet<string> = new Set(['if', 'when', 'once', 'after']);

/**
 * "His 3/3 dies if I Shock it?", "I take 3 if his unblocked 3/3 attacks me?", "He gains 4 life when I Swords his
 * 4/4, right?": a statement with a question mark whose condition comes after it is chat's yes/no question — "does X
 * happen, given Y?". Read as told, X was made to happen as an event of its own before Y (red team s19b: life gained
 * twice, a death made before the spell, then "can't happen"). The clause asks when it has its own subject and a
 * verb said plainly (no modal, not inverted: those ask already), and every clause after it in the sentence is a
 * condition of it.
 */
function postposedCondition(s: Sentence, k: number): boolean {
  const c = s.clauses[k]!;
  const rest = s.clauses.slice(k + 1);
  if (!s.question || c.sub !== null || c.wh !== null || c.verb === null || c.verb.modal !== null || c.verb.inverted === true || c.purpose !== undefined) return false;
  if (c.subject === null || !phraseChunks(c.subject).some((x) => c.chunks.includes(x))) return false;
  return rest.length > 0 && rest.every((x) => x.sub !== null && CONDITION_SUBS.has(x.sub)) && (rest[0]!.sub === 'if' || rest[0]!.sub === 'when');
}

/** Clauses that set the board up (conditions, statements) and clauses that ask, in order. */
function read(story: Story, sentences: Sentence[]): void {
  /** The first ask of a yes/no question clause that ended in "or": the next question clause is its other half. */
  let orOpen: number | null = null;
  /** The first ask of the last yes/no question clause read. */
  let lastYesNo: number | null = null;
  // A question asked before the story it is about ("Do both die? Typhoid Rats blocks my Craw Wurm.")
  // is read again after the rest when what it names is told later.
  const deferred: { c: Clause; declared: boolean }[] = [];
  // The sentence in which something was first asked (-1 before that).
  let askedIn = -1;
  // The clause just read, for a purpose clause after it ("Can I cast Murder | to destroy their Bears?").
  let main: MainMark | null = null;
  for (const [at, s] of sentences.entries()) {
    // (A question's definite descriptions may point forward to objects the later sentences introduce: refs.ts toldLater.)
    story.laterPhrases = s.question ? sentences.slice(at + 1).flatMap((x) => x.clauses.flatMap(clausePhrases)) : [];
    story.laterTold = sentences.slice(at + 1).flatMap((x) => x.clauses.flatMap(clausePhrases));
    // 「相手の3/3を倒すために | 《ショック》を撃てる？」: a purpose clause read after the clause it belongs to.
    let pending: Clause | null = null;
    main = null;
    // The statement clause just read in this sentence and its events, for the order its subordinator says (orderBySubordinator).
    let toldBefore: ToldClause | null = null;
    s.clauses.forEach((c, k) => {
      if (c.purpose === 'next' && !pending) {
        pending = c;
        return;
      }
      if (c.purpose === 'prev' && main && purposeClause(story, c, main)) return;
      // "Can I Bolt his 3/3 and kill it?", "Can I Swords his 4/4 and gain 4 life?", "Can I tap it for mana and still
      // block?": a conjunct that carries on a can-question asks what the move then does — as "to kill it" does
      // (frames/purpose.ts) — never a result told first (red team s19b: the 3/3 destroyed before the Bolt, then "not a
      // permanent"). One the purpose reader can't place is named, never made an event.
      if (main && askedConjunct(story, s, k, main)) {
        // (A time of its own — "… and kill it before blockers" — is not a purpose's: named.)
        if (c.times.length > 0 || !purposeClause(story, c, main)) story.problem('not-understood', c.text, 'purpose');
        return;
      }
      if (c.elided) {
        story.problem('not-understood', c.text, 'ellipsis');
        return;
      }
      // A division of combat damage told as the most past the blockers (Clause.mostPast) is told, though said as a
      // condition or in a question's clause ("If I put as much damage on the player as I | can, what …"): read by its
      // frame, adding nothing — no other board is supposed.
      if (c.mostPast || c.division) {
        applyClause(story, c);
        return;
      }
      const before: MainMark | null = main;
      main = { clause: c, asks: story.asks.length, events: story.events.length };
      const last = k === s.clauses.length - 1;
      // A question clause asks (a question word, an auxiliary before the subject, "right?"); a bare
      // phrase asks only as the last clause ("…, p/t?"); the rest of a question sentence tells the story.
      // A bare verb with no subject as the last clause ("…. win?", "dies?") asks too.
      // (A subject carried over from the clause before is not said in it: "my 2/2 blocks their 3/3, survives?")
      const ownSubject = c.subject !== null && phraseChunks(c.subject).some((k) => c.chunks.includes(k));
      const bareVerb = last && c.verb !== null && !ownSubject && c.object === null && c.roles.length === 0 && !c.verb.passive;
      // "elf survive?", "Bears die?", "I win?": the last clause of a question, a subject and a verb of what
      // befalls it, with nothing after the verb — chat's yes/no question said as a statement, never a death told.
      const declared = (last && s.question && !c.sub && c.wh === null && ownSubject && c.verb !== null && FATE_VERBS.has(c.verb.verb) && !c.verb.passive && c.verb.modal === null && c.object === null && c.complement === null && c.roles.length === 0) || postposedCondition(s, k);
      // (Asked yes or no, as "does X happen?" is: the intents read it as they read the inverted question.)
      if (declared && postposedCondition(s, k)) c.yesNo = true;
      // "Am I at 22 and is he at 18?": "be" before a player's name and a number "at" asks of their life total, in
      // whichever clause of the question it is said (read as told, the total asked became the start, red team s21).
      const beFirst = c.verb?.verb === 'be' && c.subject?.kind === 'player' && c.verb.chunks.length > 0 && ownSubject && Math.min(...c.verb.chunks) < Math.min(...c.subject.chunks) && c.roles.some((r) => r.prep === 'at' && r.np?.kind === 'amount');
      const asking = s.question && !c.sub && (c.wh !== null || (c.verb?.modal ?? null) !== null || c.verb?.inverted === true || c.yesNo || (last && (!c.verb || c.verb.verb === 'be')) || bareVerb || declared || beFirst);
      story.clauseTrails = c.sub !== null && s.clauses.slice(k + 1).every((x) => x.sub !== null);
      // "After I cast X, I cast Y", 「Xを唱えた後に、Yを唱えた」: the main clause is told after its "after"
      // clause, as "then" tells it (frames/util.ts `push`), not while X waits on the stack.
      const prev = s.clauses[k - 1];
      if (prev?.sub === 'after' && c.sub === null && !c.times.includes('later') && !c.times.includes('in-response')) c.times.push('later');
      // "Before it resolves, they sacrifice the Bears", "they sacrifice it while Bolt is on the stack",
      // 「それが解決する前に」「《稲妻》の解決前に」「スタックにある間に」: the main clause is done while the spell
      // waits — in response (117.3c), never after it resolved (red team s12: 608.2b answered "resolves").
      // With more than one spell waiting, which one the words name decides what is still there: asked back.
      const waits = [prev, s.clauses[k + 1]].find((x) => x !== undefined && whileWaiting(story, x));
      if (waits && c.sub === null && !c.times.includes('later') && !c.times.includes('in-response')) {
        const pending = pendingOnStack(story, story.events.length);
        if (pending > 1) story.problem('not-understood', waits.text, 'which-resolves');
        else if (pending === 1) c.times.push('in-response');
      }
      // "Does my 2/2 die? And if it had first strike?", "… What if I cast Giant Growth first?": a condition
      // said in a question after a question was asked is another board for another answer. One story
      // answers every ask of the message, so the first would be answered on the changed board: refused.
      // (So is one said as a statement against the story — "What happens? Now suppose it had been blocked by a
      // 3/3 with first strike. What happens then?": read into the one story, the first question went unanswered
      // and the told blocker was left idle, red team s15.)
      // 「…ブロックできますか?できるなら熊は生き残りますか?」: "if so" after a question whether a move can be made is the
      // condition its answer already takes (the move tried; what follows answered with it made, questions/answer.ts) —
      // when that question is the one just asked and the only such question. Otherwise another board: refused below.
      if (!asking && c.ifSo && askedIn >= 0 && askedIn < s.index && story.asks.filter((a) => a.kind.startsWith('can-')).length === 1 && story.asks[story.asks.length - 1]!.kind.startsWith('can-')) {
        story.useChunks(c.chunks);
        return;
      }
      if (!asking && (s.question || saysAgainst(story.lang, c.text)) && c.sub === 'if' && askedIn >= 0 && askedIn < s.index) {
        story.problem('not-understood', c.text, 'second-hypothetical');
        return;
      }
      // "Can Drudge Skeletons survive Lightning Bolt if I regenerate it?": a condition said after the question
      // whose spell it asked about still waits on the stack is done while that spell waits (in response,
      // 117.3c) — what is done to meet it, never after it resolved, which would be another story.
      const askedBefore = before !== null && k > 0 && story.asks.length > before.asks && story.events.length > before.events;
      if (!asking && c.sub === 'if' && askedBefore && !c.times.includes('later') && !c.times.includes('in-response') && pendingOnStack(story, story.events.length) > 0) c.times.push('in-response');
      // "Can I target that 2/2 with Lightning Bolt afterwards?", 「その後…対象にできる？」: a question asked
      // "then" of a story whose spells wait on the stack is asked once they resolved (608.1), never as a response.
      if (asking && c.times.includes('later') && !c.times.includes('in-response') && pendingOnStack(story, story.events.length) > 0) story.events.push(saysResolved(story, c) ? { kind: 'resolve' } : { kind: 'resolve', then: true });
      // The "while it waits" clause itself (read above as the main clause's response) tells nothing more when what
      // it names is the spell waiting: its words are read. (A player said in it, 「相手は《稲妻》が解決される前に」
      // — whose act the main clause is — is left to be named: the main clause would be read as another's act.)
      if (!asking && whileWaiting(story, c) && namesWaitingSpell(story, c)) {
        story.use(c.subject);
        story.useChunks(c.chunks.filter((x) => ['sub', 'prep', 'verb', 'unknown', 'punct', 'filler', 'aux', 'det', 'thing-noun'].includes(story.sensesAt(x)[0]?.kind ?? '')));
        return;
      }
      if (!asking && whileOnStack(story, c, s.clauses[k + 1])) return;
      // "Who gains life and how much?", "Does my opponent lose life, and how much?": a bare "how much" / "how
      // many" after a clause of the same sentence that asked for amounts asks the amount of what that clause
      // asked, which the answer to it already gives. Read as nothing more; after any other ask it is named.
      if (asking && before !== null && before.clause.sentence === c.sentence && ellipticAmount(story, c, story.asks.slice(before.asks))) {
        story.useChunks(c.chunks);
        return;
      }
      // "… and they don't block", "they respond": "they" said as a player acting; a later "they" may mean them.
      if (!asking && c.subject?.kind === 'player' && c.subject.player.who === 'they' && c.subject.chunks.length > 0) story.theyPlayerAt.push(c.subject.start);
      const eventsBefore = story.events.length;
      story.objectsAtClause = story.objects.length;
      // A condition said against the story told ("if I hadn't blocked", "what if it didn't have first strike",
      // "suppose instead …", 「代わりに…ていたら」) edits it: counterfactual.ts.
      if (!asking && editBefore(story, c)) return;
      const unblockedBefore = new Set(story.unblocked);
      const excluded = story.lang === 'en' ? negatedRoles(story, c) : [];
      // ("How much damage does the player get if my 3/3 attacks unblocked?": the condition after the question
      // tells the story it asks about — a question that needs it is read once it is told.)
      const conditionAfter = asking && s.clauses.slice(k + 1).some((x) => x.sub === 'if' || x.sub === 'when');
      // (Its definite descriptions may point forward to the objects that condition tells: refs.ts describedLater.)
      const laterSentences = story.laterPhrases;
      if (conditionAfter) story.laterPhrases = [...s.clauses.slice(k + 1).flatMap(clausePhrases), ...laterSentences];
      readClause(c, asking, s.index < sentences.length - 1 || conditionAfter, declared, false, conditionAfter);
      story.laterPhrases = laterSentences;
      for (const r of excluded) readExcluded(story, r);
      if (!asking) editAfter(story, c, eventsBefore, unblockedBefore);
      const told: ToldClause = { k, c, asking, from: eventsBefore, to: story.events.length };
      if (toldBefore !== null && toldBefore.k === k - 1 && !toldBefore.asking && !asking) orderBySubordinator(story, toldBefore, told);
      toldBefore = told;
      const timed = c.times.some((t) => t === 'later' || t === 'in-response' || t === 'first' || t === 'already' || t === 'earlier' || t === 'now');
      if (!asking && c.sub === 'if' && !timed && story.events.length > eventsBefore) story.conditionEvents = { sentence: s.index, from: eventsBefore, to: story.events.length };
      if (pending) {
        const p: Clause = pending;
        pending = null;
        if (!purposeClause(story, p, main)) story.problem('not-understood', p.text, 'purpose');
      }
      if (askedIn < 0 && story.asks.length > 0) askedIn = s.index;
    });
    // (Nothing after it to be for.)
    if (pending) story.problem('not-understood', (pending as Clause).text, 'purpose');
  }
  story.laterPhrases = [];
  // (Read as the question it is — yes/no, "either", "or" — with nothing after it now to defer to.)
  for (const { c, declared } of deferred) readClause(c, true, false, declared, true);
  for (const s of sentences) for (const c of s.clauses) strandedPlayers(story, c);
  simultaneous(story, sentences);
  // Combat damage told as dealt with nothing told after it (frames/damage.ts): the damage step comes at the end anyway.
  while (story.events.at(-1)?.kind === 'combat-damage') story.events.pop();

  function readClause(c: Clause, asking: boolean, more: boolean, declared: boolean, deferredPass = false, conditionAfter = false): void {
    // "Can I Bolt it or block it with my 4/4?": a question ending in "or" whose other half is read as a
    // statement (a block told, not asked) — the alternative would be lost and the first half's no given for
    // both (red team s16); refused naming the words.
    if (orOpen !== null && !asking) {
      story.problem('not-understood', c.text, 'either');
      orOpen = null;
    }
    if (asking) {
      // "3? 0? 4?", "2 or 3?" after a question: the asker's guesses at the answer, which the answer
      // cannot depend on (it is worked out from the story told); read as nothing more.
      if (story.asks.length > 0 && guesses(story, c)) {
        story.useChunks(c.chunks);
        return;
      }
      const before = story.problems.length;
      const asksBefore = story.asks.length;
      const someone = anyPlayer(story, c);
      if (someone ? askOfEachPlayer(story, c) : askFrom(story, c)) {
        arrivalTurn(story, c);
        // "Can I kill his 1/1?", 「勝てる？」: asked with "can"/"could" (or a potential form), what may be done — of an
        // outcome (a death, a survival, the game, damage), not of an act the question names itself ("Can I regenerate it?").
        if ((c.verb?.modal === 'can' || c.verb?.modal === 'could') && MAY_ACT_VERBS.has(c.verb.verb)) for (let k = asksBefore; k < story.asks.length; k++) story.mayActAsks.push(k);
        // A question with a question word ("Which graveyard does it go to?", 「どの墓地に行く？」「どっちが勝つ？」)
        // asks what the word asks: whatever it was read as, it is never answered yes or no (issue 11 §4;
        // questions/answer-reply.ts refuses a verdict for these asks).
        const wh = questionWord(story, c);
        // (「カウンターは何個残る？」 "How many counters are left?" read as whether it has them: its line says how many —
        // the count answers the question, and the message carries no yes or no.)
        const counted = (k: number): boolean => wh === 'how-many' && story.asks[k]!.kind === 'has-counters';
        if (wh !== null) for (let k = asksBefore; k < story.asks.length; k++) story.whAsks.push({ ask: k, text: c.text, wh, ...(story.listed.has(story.asks[k]!) || counted(k) ? { listed: true as const } : {}) });
        // "Does neither die?": each of the two asked the other way round, yes only if so for both (refs.ts).
        // Only a death or survival can be turned round; anything else asked of "neither" is named.
        if (c.subject?.kind === 'pronoun' && c.subject.word === 'none') {
          const fresh = story.asks.slice(asksBefore);
          if (fresh.length < 2 || c.wh !== null || !fresh.every((a) => a.kind === 'dies' && a.can !== true)) {
            story.problem('not-understood', c.subject.text, 'neither');
            return;
          }
          for (const a of fresh) if (a.kind === 'dies') a.positive = !a.positive;
        }
        if (wh === null && (c.verb?.inverted === true || (c.verb?.modal ?? null) !== null || c.yesNo || declared)) {
          story.yesNo = true;
          // One yes/no question that asked of several things ("Do both die?", "Can my 2/2 and my 3/3 block it?"): yes only if yes for each.
          // (Asked of either of them, "Does either die?", 「どちらかが死ぬ？」, "Can my 2/2 or my 2/4 block it?",
          // 「2/2か2/4でブロックできる？」, "does any player lose?": yes if yes for one — never read as both together, red team s16.)
          // ("Does any of my creatures die?": yes if one does, intents/fates.ts anyDies — one creature told, its own yes/no.)
          const anyOf = anyQuantified(c.subject) && story.asks.length - asksBefore > 1;
          const either = (c.subject?.kind === 'pronoun' && c.subject.word === 'either') || someone || anyOf || clausePhrases(c).some((np) => (np.kind === 'list' && np.conj === 'or') || (np.kind === 'object' && np.count === 2 && np.adjectives.includes('any')));
          if (either && !eachOfEither(story, asksBefore)) {
            story.problem('not-understood', c.text, 'either');
            return;
          }
          // (A move asked with its result, "Can I kill their 3/3 with Shock?", is one already: frames/purpose.ts.)
          const purposed = story.asks.slice(asksBefore).some((a) => 'purpose' in a && a.purpose === true);
          if (story.asks.length - asksBefore > 1 && !purposed) (either ? story.anyOf : story.together).push(story.asks.map((_, k) => k).slice(asksBefore));
          // "Does my 3/3 die, or does the 2/2 die?": two yes/no questions joined by "or" are one, yes when
          // either is (red team s16: its verdict was the first's, "no", though the 2/2 died). "Does it die or
          // survive?" — one question put both ways — stays its first half's (answer-reply.ts sameButPolarity).
          // ("Does my 3/3 die? Or does the 2/2 die?": the "or" opening the second says the same.)
          const isOr = (k: number | undefined): boolean => {
            const sense = k === undefined ? undefined : story.sensesAt(k)[0];
            return sense?.kind === 'conj' && sense.conj === 'or';
          };
          const opener = orOpen ?? (isOr(c.chunks[0]) ? lastYesNo : null);
          if (opener !== null && opener < asksBefore && story.asks.length > asksBefore) {
            const group = story.asks.map((_, k) => k).slice(opener);
            if (!bothWays(story.asks[opener]!, story.asks[asksBefore]!)) story.anyOf.push(group);
          }
          orOpen = isOr(c.chunks[c.chunks.length - 1]) ? asksBefore : null;
          lastYesNo = asksBefore;
        }
        return;
      }
      const fresh = story.problems.slice(before);
      if (((fresh.length > 0 && fresh.every((p) => p.kind === 'unresolved')) || (fresh.length === 0 && conditionAfter)) && more) {
        story.problems.splice(before);
        deferred.push({ c, declared });
        return;
      }
      if (deferredPass) {
        story.problem('not-understood', c.text, 'question');
        return;
      }
      // A question clause that asks nothing we know, but states something ("…, and they block?").
      // ("Is it a 6/6?", "it's a 2/2 now?" state nothing: read as a description it would change what was told of it.)
      // ("What's my opponent's life, im at 20": a player said to be at a number is their life total told, 119.1 — a
      // statement in the question's sentence, read as the story.)
      const atTotal = c.verb?.verb === 'be' && !c.verb.negated && !c.verb.passive && c.subject?.kind === 'player' && c.object === null && c.complement === null && c.roles.length === 1 && c.roles[0]!.prep === 'at' && c.roles[0]!.np?.kind === 'amount' && c.roles[0]!.np.n !== null;
      if (c.verb && !c.wh && c.verb.modal === null && !c.verb.inverted && ((c.verb.verb !== 'be' && c.verb.verb !== 'become') || atTotal)) {
        applyClause(story, c);
        return;
      }
      story.problem('not-understood', c.text, 'question');
      return;
    }
    applyClause(story, c);
  }
}

/**
 * A clause saying "while a spell still waits on the stack": "before it resolves", "while Bolt is on the stack",
 * 「それが解決する前に」「《稲妻》の解決前に」「スタックにある間に」 (405.1, 608.1).
 */
/** A clause read, with where its events are in the story. */
interface ToldClause {
  k: number;
  c: Clause;
  asking: boolean;
  from: number;
  to: number;
}

/** Subordinators whose clause happened first: "after", "once", "when" (「〜た後に」「〜とき」). */
const EARLIER_SUBS: ReadonlySet<string> = new Set(['after', 'once', 'when']);

/**
 * "I Shock their 2/2 after it blocks my 3/3", "She casts Bolt on it after I cast Giant Growth", 「私の2/2が
 * ブロックする前に《巨大化》を撃った」: the subordinator orders the two clauses' events, not the words — the
 * "after" clause's happen first, the "before" clause's last. Each clause is read in the order said (so "it"
 * finds what was named before it), then the two runs of events are put in the order told by the word. A spell
 * of the earlier run waiting on the stack when the later run casts one has resolved first, as "then" says (608.1).
 * Not when either clause is said "in response" or "while it waits" (117.3c: the stack order is the point), or
 * a clause names a point of the turn (500.1: the moment stays where it was told).
 */
function orderBySubordinator(story: Story, first: ToldClause, second: ToldClause): void {
  const later = second.c.sub !== null && EARLIER_SUBS.has(second.c.sub) && first.c.sub === null;
  const sooner = first.c.sub === 'before' && second.c.sub === null && !whileWaiting(story, first.c);
  if (!later && !sooner) return;
  if (first.to !== second.from || first.from === first.to || second.from === second.to || second.to !== story.events.length) return;
  const timed = (c: Clause): boolean => c.times.includes('in-response') || c.times.includes('later');
  if (timed(first.c) || timed(second.c) || [first.c, second.c].some((c) => whileWaiting(story, c))) return;
  const a = story.events.slice(first.from, first.to);
  const b = story.events.slice(second.from, second.to);
  if ([...a, ...b].some((e) => e.kind === 'moment' || e.kind === 'resolve')) return;
  for (let i = first.from; i < second.to; i++) if (story.responses.has(i)) return;
  const spells = (xs: readonly QEvent[]): boolean => xs.some((e) => e.kind === 'cast' || e.kind === 'activate');
  // ("after he had cast Giant Growth on it": the past perfect says it was cast first, not that it had resolved —
  // no resolution is told then, and the question layer asks which, when the two orders answer differently.)
  const perfect = (later ? second.c : first.c).verb?.perfect === true;
  const resolve: QEvent[] = spells(b) && spells(a) && !perfect ? [{ kind: 'resolve', then: true }] : [];
  story.events.splice(first.from, second.to - first.from, ...b, ...resolve, ...a);
  const moved = (i: number): number => (i < first.from || i >= second.to ? i : i < first.to ? i + b.length + resolve.length : i - a.length);
  if (story.lastCast) story.lastCast = { ...story.lastCast, event: moved(story.lastCast.event) };
}

function whileWaiting(story: Story, c: Clause): boolean {
  if (c.sub !== 'before' && c.sub !== 'while') return false;
  if (c.verb?.verb === 'resolve' && !c.verb.negated) return c.sub === 'before';
  // 「《稲妻》の解決前に」: the noun 解決 ("resolution") before 前 (no verb: the grammar reads a copula).
  if (c.sub === 'before' && /解決(?:の)?前/.test(c.text)) return true;
  return c.sub === 'while' && stackPlace(story, c) !== null;
}

/** The clause's subject is a spell waiting on the stack: "it" with one spell waiting, or a spell told cast and not yet resolved. */
function namesWaitingSpell(story: Story, c: Clause): boolean {
  const pending = pendingOnStack(story, story.events.length);
  if (pending === 0) return false;
  const s = c.subject;
  if (s?.kind === 'pronoun') return pending === 1 && (s.word === 'it' || s.word === 'that' || s.word === 'this');
  if (s?.kind !== 'object' || !s.card) return false;
  // (What waits: what was cast since anything that was not a response happened, as pendingOnStack counts.)
  const name = s.card.name;
  let waiting: string[] = [];
  story.events.forEach((e, k) => {
    if (e.kind === 'cast') waiting.push(e.spell);
    else if (e.kind !== 'activate' && !story.responses.has(k)) waiting = [];
  });
  return waiting.some((id) => story.get(id)?.card === name);
}

/**
 * "I control Fiendish Duo and Shock my opponent": a player the clause's grammar put in none of its
 * phrases (subject, object, roles), or only in a second object no frame read, was read by nothing — a player word is no domain word by itself
 * (frames read players through the phrases they head), so it was left over silently and the
 * question answered without whatever it was the player of (issue 11). Named, never dropped.
 */
function strandedPlayers(story: Story, c: Clause): void {
  // (A second object, "gives my opponent …", is placed only when a frame read it: the grammar also puts
  // a noun phrase it found no slot for there, "I control X and Shock my opponent".)
  // (Nor a player "with" whom something is said, 「私と相手のライフ」 read as the opponent's life "with" me: no frame
  // reads a player there, so one it did not use was dropped — red team s12.)
  const withPlayer = new Set(c.roles.filter((r) => r.prep === 'with' && r.np?.kind === 'player').map((r) => r.np));
  const placed = new Set(clausePhrases(c).filter((np) => np !== c.object2 && !withPlayer.has(np)).flatMap(phraseChunks));
  if (c.verb) for (const k of c.verb.chunks) placed.add(k);
  for (const k of c.chunks) {
    if (placed.has(k) || story.used.has(k) || story.sensesAt(k)[0]?.kind !== 'player') continue;
    story.problem('not-understood', c.text, 'stranded-player');
    return;
  }
}

/**
 * "I cast Lightning Bolt on their Grizzly Bears, not on their Serra Angel", "Murder on my 2/2 and not on my
 * 5/5": a role said with "not" before it is what the event is NOT done to. Read as a role it was one more
 * target (the cast then refused as having two). Taken out of the clause before a frame reads it: the
 * clause is read without it, and what it names is there (readExcluded) but takes no part.
 */
function negatedRoles(story: Story, c: Clause): { role: Clause['roles'][number]; neg: number }[] {
  if (c.verb?.negated === true) return [];
  const out: { role: Clause['roles'][number]; neg: number }[] = [];
  for (const r of c.roles) {
    if (r.np === null || r.chunks.length === 0) continue;
    let k = Math.min(...r.chunks) - 1;
    while (k >= 0 && c.chunks.includes(k) && story.sensesAt(k).some((x) => x.kind === 'conj' || x.kind === 'punct')) k--;
    if (k >= 0 && c.chunks.includes(k) && story.sensesAt(k)[0]?.kind === 'neg' && !(c.verb?.chunks ?? []).includes(k)) out.push({ role: r, neg: k });
  }
  if (out.length > 0) c.roles = c.roles.filter((r) => !out.some((x) => x.role === r));
  return out;
}

function readExcluded(story: Story, x: { role: Clause['roles'][number]; neg: number }): void {
  if (!objectsOf(story, x.role.np, { create: true, plural: true })) return;
  story.use(x.role.np);
  story.useChunks([...x.role.chunks, x.neg]);
}

/**
 * Words that say how what was told fits together, read only where a frame reads them; anywhere else
 * the story would be answered without them (issue 11: never a confident wrong), so they are named.
 * "respectively" pairs two lists in order ("I block them with my 5/5 and 2/2 respectively": frames/blocks.ts).
 * "instead" / "rather than" / 「代わりに」 in a condition replaces something told ("if it had been blocked by a
 * 3/3 instead", counterfactual.ts); one it did not replace is named (read as one more event, the board had both).
 */
function unreadLinks(story: Story, sentences: Sentence[]): void {
  for (const s of sentences)
    for (const c of s.clauses) {
      const resp = story.lang === 'en' ? RESPECTIVELY.exec(c.text) : null;
      if (resp && !story.pairedInOrder.has(c)) story.problem('not-understood', resp[0], 'respectively');
      const instead = c.sub === 'if' && !story.replaced.has(c) ? INSTEAD[story.lang].exec(c.text) : null;
      if (instead) story.problem('not-understood', instead[0], 'instead');
    }
}

/** A modifier that may describe one item of a list or all of it (clause.ts `scope`), a clause read two ways (`askBack`): asked back, never guessed. */
function listScopes(story: Story, sentences: Sentence[]): void {
  for (const s of sentences)
    for (const c of s.clauses) {
      for (const np of clausePhrases(c)) if (np.kind === 'list' && np.scope) story.problem('ambiguous', np.text, 'modifier-scope', np.scope.options);
      if (c.askBack) story.problem('ambiguous', c.text, c.askBack.detail ?? 'which-one', c.askBack.options);
    }
}

function overLimit(story: Story, sentences: Sentence[]): { what: keyof typeof LANGUAGE_LIMITS; count: number } | null {
  const clauses = sentences.reduce((n, s) => n + s.clauses.length, 0);
  if (sentences.length > LANGUAGE_LIMITS.sentences) return { what: 'sentences', count: sentences.length };
  if (clauses > LANGUAGE_LIMITS.clauses) return { what: 'clauses', count: clauses };
  if (story.objects.length > LANGUAGE_LIMITS.objects) return { what: 'objects', count: story.objects.length };
  if (story.events.length > LANGUAGE_LIMITS.events) return { what: 'events', count: story.events.length };
  return null;
}

/** Words by which an asker takes back what they just said (English and Japanese). */

/** The words of a self-correction, named back: from its marker to the end of the phrase it opens ("actually a 3/3"). */
function correctionWords(text: string, m: RegExpExecArray): string {
  const rest = text.slice(m.index + m[0].length);
  const stop = rest.search(/[.,;!?。、？！]/u);
  return (m[0] + (stop < 0 ? rest : rest.slice(0, stop))).replace(/^[\s,;—–、.…‥-]+/u, '').trim();
}

/** Reads a question into the IR, or says exactly what could not be read. */
/** Short names read as the card far more played (lexicon/cards.ts mostPlayed), of cards the story kept: said in the reply. */
function shortNamesRead(chunks: readonly Chunk[], story: Story): { written: string; card: string }[] {
  const out: { written: string; card: string }[] = [];
  for (const c of chunks) {
    for (const s of c.senses) {
      if (s.kind !== 'card' || s.shortFor === undefined || !story.objects.some((o) => o.card === s.name)) continue;
      if (!out.some((x) => x.written.toLowerCase() === s.shortFor!.toLowerCase() && x.card === s.name)) out.push({ written: s.shortFor, card: s.name });
    }
  }
  return out;
}

export async function understand(input: string, deps: LanguageDeps = {}): Promise<Understood> {
  const cards = deps.cards ?? NO_CARDS;
  const prepared = prepare(input);
  const lang: Lang = looksJapanese(prepared.text) ? 'ja' : 'en';
  let chunks: readonly Chunk[];
  let sentences: Sentence[];
  if (lang === 'ja') {
    const r = await readJapanese(prepared, cards);
    chunks = r.chunks;
    sentences = r.sentences;
  } else {
    const tokens = tokeniseEnglish(prepared);
    chunks = readLoyaltyCosts(prepared.text, chunkEnglish(prepared.text, tokens, cards), 'en');
    sentences = parseEnglishSentences(prepared.text, chunks);
    mostPastBlockers(sentences, chunks);
    amountDivisions(sentences, chunks);
  }
  // "So does my 2/2", 「2/2もだ」: the clause before said again of a new subject (ellipsis.ts).
  resolveEllipsis(sentences, chunks, lang);
  const define = definitionAsked(sentences, chunks);
  if (define) return { ok: false, problems: [], leftover: [], define };
  // "I Giant Growth the attacker... wait, I Giant Growth my blocker", 「攻撃クリーチャーに…じゃなくて」: the asker
  // took something back. Which of the two they meant isn't for us to pick; both read would be a story they
  // didn't tell. Named, never answered.
  // (The words are each language's: locales, StoryWords.selfCorrection.)
  const corrected = storyWords(lang).selfCorrection.exec(prepared.text);
  // ("Wait, can a 2/2 block …?" opens a question; nothing was said yet to take back.)
  if (corrected && prepared.text.slice(0, corrected.index).trim() !== '') return { ok: false, problems: [{ kind: 'not-understood', text: correctionWords(prepared.text, corrected), detail: 'self-correction' }], leftover: [] };
  // "My 3/3 gets -1/-1 from... he casts Disfigure on it": a phrase broken off and the story told again after it — the
  // broken phrase is no fact (red team s20b: the -1/-1 was kept beside the Disfigure). Named, never read.
  const cut = storyWords(lang).cutOff?.exec(prepared.text) ?? null;
  if (cut && prepared.text.slice(cut.index + cut[0].length).trim() !== '') {
    const from = Math.max(prepared.text.lastIndexOf('.', cut.index - 1), prepared.text.lastIndexOf('。', cut.index - 1), prepared.text.lastIndexOf('?', cut.index - 1)) + 1;
    return { ok: false, problems: [{ kind: 'not-understood', text: prepared.text.slice(from, cut.index + cut[0].length).trim(), detail: 'self-correction' }], leftover: [] };
  }
  const story = new Story(lang, prepared.text, (k) => chunks[k]?.senses ?? [], deps.facts ?? null, (k) => chunks[k]?.text ?? '');
  const early = overLimit(story, sentences);
  if (early) return { ok: false, problems: [], leftover: [], limit: early };
  read(story, sentences);
  listScopes(story, sentences);
  unreadLinks(story, sentences);
  blockedAndUnblocked(story);
  checkAbsent(story);
  checkStatesSaid(story);
  checkChosenLater(story);
  unsaidLifeHolder(story);
  lateTotals(story);
  killWithoutMeans(story);
  checkAttackTargets(story);
  const limit = overLimit(story, sentences);
  if (limit) return { ok: false, problems: [], leftover: [], limit };
  const leftover = leftovers(chunks, story, prepared.text);
  const needFacts = story.needFacts.size > 0 ? { needFacts: [...story.needFacts] } : {};
  // (The words of a problem are named back whole, as the leftovers are: "that's got …", never "'s got …".)
  if (story.problems.length > 0 || leftover.length > 0) return { ok: false, problems: story.problems.map((p) => ({ ...p, text: wholeWordsOf(chunks, prepared.text, p.text) })), leftover, ...needFacts };
  // Things said to be there, with nothing happening and nothing asked ("3/3", 「トランプル持ち 7/7」): no question.
  if (story.asks.length === 0 && story.events.length === 0) return { ok: false, problems: [{ kind: 'not-understood', text: prepared.text, detail: 'nothing-asked' }], leftover: [] };
  if (story.asks.length === 0) story.asks.push({ kind: 'outcome' });
  // "How much damage does a 3/3 deal?", "Does my creature deal damage?": damage asked of a board on which
  // nothing happens (no combat, no spell, no turn passing) asks the general rule, not this board — answered
  // here it was "deals no damage". Named, never answered on the empty board (red team s13).
  // (A question of what may be done — "My 2/2 can attack? How much damage do they take?" — makes its events when asked.)
  // (An instant or sorcery said to be on the battlefield is a cast the reading missed, named later with 304.4.)
  const spellOnField = story.objects.some((o) => o.zone === 'battlefield' && (o.types.includes('Instant') || o.types.includes('Sorcery')));
  if (story.events.length === 0 && !spellOnField && story.asks.every((a) => a.kind === 'deals-damage' || a.kind === 'damage-taken' || a.kind === 'outcome')) {
    const general = story.asks.find((a) => a.kind === 'deals-damage' || a.kind === 'damage-taken');
    if (general) return { ok: false, problems: [{ kind: 'not-understood', text: prepared.text, detail: 'nothing-happens' }], leftover: [] };
  }
  // 「毒カウンターは何個で負け？」「先攻のプレイヤーは最初のターンにドローする？」"How many poison counters make you
  // lose?": a player's poison or draw asked when nothing at all is told — no object, no event, no total, no
  // hand — asks the rule in general (704.5c, 103.8a), not a board. Answered on the empty board it was "0 poison
  // counters" / "doesn't draw", right or not by accident (red team s13). Named, never answered.
  const nothingTold = story.events.length === 0 && story.objects.length === 0 && [story.life, story.poison, story.handSize, story.librarySize].every((t) => t.A === undefined && t.B === undefined);
  if (nothingTold && story.asks.length > 0 && story.asks.every((a) => a.kind === 'poison' || a.kind === 'draws')) {
    return { ok: false, problems: [{ kind: 'not-understood', text: prepared.text, detail: 'general-rule' }], leftover: [] };
  }
  // A told resolution with nothing after it says what happens anyway: the stack resolves at the end (608.1) —
  // except before a question of what may be done, which is otherwise asked in response to what waits on the
  // stack ("… and it resolves. Can I target the 2/2?" is asked after the resolution, 117.3b).
  const probing = story.asks.some((a) => a.kind === 'can-target' || a.kind === 'can-cast' || a.kind === 'can-activate');
  if (!probing) while (story.events.at(-1)?.kind === 'resolve') story.events.pop();
  const ir = parseIr({
    lang,
    text: prepared.text,
    objects: story.objects,
    events: story.events,
    responses: [...story.responses],
    asks: story.asks,
    life: story.life,
    poison: story.poison,
    ...(story.handSize.A !== undefined || story.handSize.B !== undefined ? { handSize: story.handSize } : {}),
    ...(story.assigned.length > 0 ? { assigned: story.assigned } : {}),
    ...(story.librarySize.A !== undefined || story.librarySize.B !== undefined ? { librarySize: story.librarySize } : {}),
    blockFirst: story.blockFirst,
    triggerTargets: story.triggerTargets,
    ...(story.unlessPaid !== null ? { unlessPaid: story.unlessPaid } : {}),
    ...(story.unlessPayment !== null ? { unlessPayment: { ...(story.unlessPayment.player ? { player: story.unlessPayment.player } : {}), ...(story.unlessPayment.cost ? { cost: story.unlessPayment.cost } : {}), text: story.unlessPayment.text, ...(story.unlessPayment.ward ? { ward: true as const } : {}) } } : {}),
    yesNo: story.yesNo,
    ...(story.together.length > 0 ? { together: story.together } : {}),
    ...(story.anyOf.length > 0 ? { anyOf: story.anyOf } : {}),
    ...(story.itEither.length > 0 ? { itEither: story.itEither } : {}),
    ...(story.whAsks.length > 0 ? { whAsks: story.whAsks } : {}),
    ...(story.negativeAsks.length > 0 ? { negativeAsks: story.negativeAsks } : {}),
    ...(story.mayActAsks.length > 0 ? { mayActAsks: story.mayActAsks } : {}),
    ...(shortNamesRead(chunks, story).length > 0 ? { shortNames: shortNamesRead(chunks, story) } : {}),
  });
  if (!ir.ok) {
    // A number past what a double holds exactly was read, but the IR can't carry it: name that number
    // (the Scenario's number bound is what the reply cites), rather than "not understood".
    const huge = ir.problems.some((p) => /too big/i.test(p)) ? hugeNumber(prepared.text) : null;
    if (huge !== null) return { ok: false, problems: [{ kind: 'unsupported', text: huge, detail: 'number-too-large' }], leftover: [] };
    return { ok: false, problems: [{ kind: 'not-understood', text: prepared.text, detail: `ir:${ir.problems.join('; ')}` }], leftover: [] };
  }
  return { ok: true, ir: ir.ir, sentences, ...needFacts };
}

/** The first run of digits in `text` too large to be an exact whole number (past 2^53), as written. */
function hugeNumber(text: string): string | null {
  for (const m of text.matchAll(/\d+/g)) if (!Number.isSafeInteger(Number(m[0]))) return m[0];
  return null;
}

/**
 * The asks a yes/no question asked of either of several things made, one per thing (index.ts `anyOf`):
 * "Can either of my creatures block it?" read as one block by both (509.1a: a block each creature makes
 * alone is another question) is split into one block per creature. False when the asks can't be one per
 * thing — "Can I kill it with Bolt or Murder?" read as one spell: the alternative was lost, not answered.
 */
function eachOfEither(story: Story, from: number): boolean {
  const fresh = story.asks.slice(from);
  const only = fresh[0];
  if (fresh.length === 1 && only?.kind === 'can-block' && only.blockers.length > 1) {
    story.asks.splice(from, 1, ...only.blockers.map((b) => ({ ...only, blockers: [b] })));
    return true;
  }
  return fresh.length > 1;
}

/** Two asks that are one question put both ways ("does it die or survive?"): the same but for their polarity. */
function bothWays(a: Ask, b: Ask): boolean {
  const strip = (x: Ask): string => JSON.stringify({ ...x, positive: null, negated: null });
  return strip(a) === strip(b);
}

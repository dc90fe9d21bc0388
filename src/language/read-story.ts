/** Reading a question's sentences into the story and the asks, clause by clause in the order told. */
import type { Clause, Sentence } from './clause.ts';
import { clausePhrases, phraseChunks } from './clause.ts';
import type { Story } from './story.ts';
import { applyClause } from './frames/index.ts';
import { purposeClause } from './frames/purpose.ts';
import type { MainMark } from './frames/purpose.ts';
import { restatesAsked } from './asked-again.ts';
import { pendingOnStack, saysResolved } from './frames/util.ts';
import { opponentTotal } from './frames/later-facts.ts';
import { askFrom } from './intents/index.ts';
import { anyQuantified } from './intents/fates.ts';
import { questionWord } from './intents/common.ts';
import { editAfter, editBefore, saysAgainst } from './counterfactual.ts';
import { simultaneous } from './simultaneous.ts';
import { combatSides } from './combat-sides.ts';
import { anyPlayer, arrivalTurn, askedConjunct, askOfEachPlayer, bothWays, eachOfEither, ellipticAmount, FATE_VERBS, guesses, listedAsk, MAY_ACT_VERBS, startTold, whileOnStack } from './asked-shapes.ts';
import type { ToldClause } from './clause-order.ts';
import { namesWaitingSpell, negatedRoles, orderBySubordinator, postposedCondition, readExcluded, strandedPlayers, toldItsSpell, waitingTold, whileWaiting } from './clause-order.ts';
import { placeRestated } from './refs-told.ts';

/** What reading the sentences carries from clause to clause, across sentences. */
interface Reading {
  story: Story;
  sentences: Sentence[];
  /** The first ask of a yes/no question clause that ended in "or": the next question clause is its other half. */
  orOpen: number | null;
  /** The first ask of the last yes/no question clause read. */
  lastYesNo: number | null;
  /**
   * A question asked before the story it is about ("Do both die? Typhoid Rats blocks my Craw Wurm.")
   * is read again after the rest when what it names is told later.
   */
  deferred: { c: Clause; declared: boolean }[];
  /** The sentence in which something was first asked (-1 before that). */
  askedIn: number;
}

/** What reading one sentence carries from clause to clause. */
interface SentenceReading {
  s: Sentence;
  /** 「相手の3/3を倒すために | 《ショック》を撃てる？」: a purpose clause read after the clause it belongs to. */
  pending: Clause | null;
  /** The clause just read, for a purpose clause after it ("Can I cast Murder | to destroy their Bears?"). */
  main: MainMark | null;
  /** The statement clause just read in this sentence and its events, for the order its subordinator says (orderBySubordinator). */
  toldBefore: ToldClause | null;
}

/** Clauses that set the board up (conditions, statements) and clauses that ask, in order. */
export function read(story: Story, sentences: Sentence[]): void {
  const r: Reading = { story, sentences, orOpen: null, lastYesNo: null, deferred: [], askedIn: -1 };
  for (const [at, s] of sentences.entries()) readSentence(r, at, s);
  story.laterPhrases = [];
  story.opponentTotalLater = false;
  // (Read as the question it is — yes/no, "either", "or" — with nothing after it now to defer to.)
  for (const { c, declared } of r.deferred) readClause(r, c, true, false, declared, true);
  // (A restatement read in a clause read apart is still checked: never dropped.)
  story.events.push(...story.restatedAfter.splice(0));
  for (const s of sentences) for (const c of s.clauses) strandedPlayers(story, c);
  simultaneous(story, sentences);
  combatSides(story);
  // Combat damage told as dealt with nothing told after it (frames/damage.ts): the damage step comes at the end anyway.
  while (story.events.at(-1)?.kind === 'combat-damage') story.events.pop();
}

function readSentence(r: Reading, at: number, s: Sentence): void {
  const { story, sentences } = r;
  // (A question's definite descriptions may point forward to objects the later sentences introduce: refs.ts toldLater.)
  story.laterPhrases = s.question ? sentences.slice(at + 1).flatMap((x) => x.clauses.flatMap(clausePhrases)) : [];
  story.laterTold = sentences.slice(at + 1).flatMap((x) => x.clauses.flatMap(clausePhrases));
  story.opponentTotalLater = sentences.slice(at + 1).some((x) => x.clauses.some(opponentTotal));
  const ss: SentenceReading = { s, pending: null, main: null, toldBefore: null };
  s.clauses.forEach((c, k) => readToldClause(r, ss, c, k));
  // (Nothing after it to be for.)
  if (ss.pending) story.problem('not-understood', ss.pending.text, 'purpose');
}

/** Clause `k` of the sentence, in the order told. */
function readToldClause(r: Reading, ss: SentenceReading, c: Clause, k: number): void {
  const { story } = r;
  const s = ss.s;
  if (setAside(story, ss, c, k)) return;
  const before: MainMark | null = ss.main;
  ss.main = { clause: c, asks: story.asks.length, events: story.events.length };
  const { asking, declared } = howAsked(s, c, k);
  story.clausesNext(c, s.clauses.slice(k + 1));
  timeFromNeighbours(story, s, c, k, asking);
  if (passedOver(r, s, c, k, asking, before)) return;
  // "Is there a creature that dies?", "are there any creatures that survive?": "be" said before its subject in a question
  // is no fact told; the creature it describes is asked of (refs.ts variable), never one more on the board (issue 11 §2).
  const v = c.verb;
  story.thereAsked = s.question && !asking && c.sub === null && v?.verb === 'be' && v.modal === null && c.object === null && c.complement === null && c.subject?.kind === 'object' && v.chunks.length > 0 && Math.max(...v.chunks) < Math.min(...phraseChunks(c.subject));
  readInStory(r, ss, c, k, asking, declared);
  story.thereAsked = false;
}

/** A clause read apart from the story and the asks: a purpose, a conjunct of a can-question, an ellipsis, a division of damage. */
function setAside(story: Story, ss: SentenceReading, c: Clause, k: number): boolean {
  const { s, main } = ss;
  if (c.purpose === 'next' && !ss.pending) {
    ss.pending = c;
    return true;
  }
  if (c.purpose === 'prev' && main && purposeClause(story, c, main)) return true;
  // "Can I Bolt his 3/3 and kill it?", "Can I Swords his 4/4 and gain 4 life?", "Can I tap it for mana and still
  // block?": a conjunct that carries on a can-question asks what the move then does — as "to kill it" does
  // (frames/purpose.ts) — never a result told first (red team s19b: the 3/3 destroyed before the Bolt, then "not a
  // permanent"). One the purpose reader can't place is named, never made an event.
  // ("Can I put all 5 on the 4/4 and leave the 2/2 alone?": a clause carrying on the division asked is read with it, below.)
  if (main && !c.division?.joined && askedConjunct(story, s, k, main)) {
    // (One the question's own ask already read whole — "Can I keep the new one and put the old one into the graveyard?",
    // intents/legend.ts — says nothing more.)
    if (c.chunks.length > 0 && c.chunks.every((x) => story.used.has(x))) return true;
    // (A time of its own — "… and kill it before blockers" — is not a purpose's: named.)
    if (c.times.length > 0 || !purposeClause(story, c, main)) story.problem('not-understood', c.text, 'purpose');
    return true;
  }
  if (c.elided) {
    story.problem('not-understood', c.text, 'ellipsis');
    return true;
  }
  // A division of combat damage told as the most past the blockers (Clause.mostPast) is told, though said as a
  // condition or in a question's clause ("If I put as much damage on the player as I | can, what …"): read by its
  // frame, adding nothing — no other board is supposed. (One asked with "can" — "Can I put all 5 on the 4/4?" — is a
  // question: read by its intent, intents/division-asks.ts.)
  if (c.mostPast || (c.division && c.division.asked !== true)) {
    applyClause(story, c);
    return true;
  }
  return false;
}

/** Whether clause `k` asks, and whether it is a yes/no question said as a statement ("declared"). */
function howAsked(s: Sentence, c: Clause, k: number): { asking: boolean; declared: boolean } {
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
  // ("Is that legal, and what dies?": the phrase 'is that legal' asks, whichever clause of the question it is.)
  const legal = c.verb?.verb === 'legal';
  const asking = s.question && !c.sub && (c.wh !== null || (c.verb?.modal ?? null) !== null || c.verb?.inverted === true || c.yesNo || legal || (last && (!c.verb || c.verb.verb === 'be')) || bareVerb || declared || beFirst || listedAsk(s, c, k)) && !startTold(c);
  return { asking, declared };
}

/** Verbs of a question asked of what may be done with priority (117.1): casting, activating, responding. */
const PRIORITY_MOVES: ReadonlySet<string> = new Set(['cast', 'activate', 'use', 'respond', 'flash', 'counter', 'sacrifice', 'target', 'pump', 'play', 'give', 'copy', 'kill', 'destroy', 'exile', 'bounce', 'regenerate', 'flicker', 'tap', 'untap', 'equip', 'save']);

/**
 * "After my opponent casts Lightning Bolt targeting my 2/2, can I Giant Growth it?", 「相手が《稲妻》を撃った後、《巨大化》
 * できる？」: a spell told cast — and nothing else, its resolution unsaid — then a question of what the asker may do. A
 * cast spell waits on the stack until both players pass in succession (117.4, 608.1); what a player does once it is
 * cast is done with it there, in response (117.3c, 601.2i: its caster gets priority, then the other player). So the
 * question is asked in response, never after a resolution nobody told ("Lightning Bolt resolves … can't target it").
 * Told resolved ("after Bolt resolves"), the "after" keeps its order.
 */
function castThenAsked(story: Story, prev: Clause, c: Clause, asking: boolean): boolean {
  if (!asking || c.verb === null || c.verb.negated || (c.verb.modal !== 'can' && c.verb.modal !== 'could' && c.verb.modal !== 'may') || !PRIORITY_MOVES.has(c.verb.verb)) return false;
  if (prev.verb === null || prev.verb.negated || prev.verb.perfect === true || prev.verb.modal !== null) return false;
  const told = story.events.filter((e) => story.toldBy.get(e) === prev);
  // ("After Shock resolves, can I …": a spell told resolved is no longer there to respond to, 608.2n.)
  return told.length === 1 && told[0]!.kind === 'cast' && told[0]!.premise !== true && pendingOnStack(story, story.events.length) > 0;
}

/** The time a main clause takes from the "after" or "while it waits" clause beside it. */
function timeFromNeighbours(story: Story, s: Sentence, c: Clause, k: number, asking: boolean): void {
  // "After I cast X, I cast Y", 「Xを唱えた後に、Yを唱えた」: the main clause is told after its "after"
  // clause, as "then" tells it (frames/util.ts `push`), not while X waits on the stack.
  const prev = s.clauses[k - 1];
  if (prev?.sub === 'after' && c.sub === null && !c.times.includes('later') && !c.times.includes('in-response')) c.times.push(castThenAsked(story, prev, c, asking) ? 'in-response' : 'later');
  // "Before it resolves, they sacrifice the Bears", "they sacrifice it while Bolt is on the stack",
  // 「それが解決する前に」「《稲妻》の解決前に」「スタックにある間に」: the main clause is done while the spell
  // waits — in response (117.3c), never after it resolved (red team s12: 608.2b answered "resolves").
  // With more than one spell waiting, which one the words name decides what is still there: asked back.
  // (A "while" clause before it that told its own spell is the setup of the clause before that: waitingTold.)
  const waits = [prev, s.clauses[k + 1]].find((x) => x !== undefined && whileWaiting(story, x) && !(x === prev && toldItsSpell(story, x)));
  if (waits && c.sub === null && !c.times.includes('later') && !c.times.includes('in-response')) {
    const pending = pendingOnStack(story, story.events.length);
    if (pending > 1) story.problem('not-understood', waits.text, 'which-resolves');
    else if (pending === 1) c.times.push('in-response');
  }
}

/**
 * A clause that tells or asks nothing more than what was read (its words used), or that is refused; false for one
 * to be read. Also times a condition or a question against what waits on the stack.
 */
function passedOver(r: Reading, s: Sentence, c: Clause, k: number, asking: boolean, before: MainMark | null): boolean {
  const { story, askedIn } = r;
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
    return true;
  }
  if (!asking && (s.question || saysAgainst(story.lang, c.text)) && c.sub === 'if' && askedIn >= 0 && askedIn < s.index) {
    // (「戻ってくる？戻ったらサイズは？」: the event just asked, said again as the condition — the same story, asked-again.ts.)
    if (restatesAsked(r.sentences, askedIn, c)) story.useChunks(c.chunks);
    else story.problem('not-understood', c.text, 'second-hypothetical');
    return true;
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
    return true;
  }
  if (!asking && whileOnStack(story, c, s.clauses[k + 1])) return true;
  // "Who gains life and how much?", "Does my opponent lose life, and how much?": a bare "how much" / "how
  // many" after a clause of the same sentence that asked for amounts asks the amount of what that clause
  // asked, which the answer to it already gives. Read as nothing more; after any other ask it is named.
  if (asking && before !== null && before.clause.sentence === c.sentence && ellipticAmount(story, c, story.asks.slice(before.asks))) {
    story.useChunks(c.chunks);
    return true;
  }
  return false;
}

/** The clause read into the story or the asks, with what it edits, the order its subordinator says, and a purpose waiting for it. */
function readInStory(r: Reading, ss: SentenceReading, c: Clause, k: number, asking: boolean, declared: boolean): void {
  const { story, sentences } = r;
  const s = ss.s;
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
  readClause(r, c, asking, s.index < sentences.length - 1 || conditionAfter, declared, false, conditionAfter);
  // ("… flash in Embercleave on my Grizzly Bears (so 3/3 double strike trample)": a restatement told as the clause's result, after its events.)
  placeRestated(story, eventsBefore);
  story.laterPhrases = laterSentences;
  for (const x of excluded) readExcluded(story, x);
  if (!asking) editAfter(story, c, eventsBefore, unblockedBefore);
  const told: ToldClause = { k, c, asking, from: eventsBefore, to: story.events.length };
  if (ss.toldBefore !== null && ss.toldBefore.k === k - 1 && !ss.toldBefore.asking && !asking) {
    orderBySubordinator(story, ss.toldBefore, told);
    waitingTold(story, ss.toldBefore, told);
  }
  ss.toldBefore = told;
  const timed = c.times.some((t) => t === 'later' || t === 'in-response' || t === 'first' || t === 'already' || t === 'earlier' || t === 'now');
  if (!asking && c.sub === 'if' && !timed && story.events.length > eventsBefore) story.conditionEvents = { sentence: s.index, from: eventsBefore, to: story.events.length };
  if (ss.pending) {
    const p: Clause = ss.pending;
    ss.pending = null;
    if (!purposeClause(story, p, ss.main!)) story.problem('not-understood', p.text, 'purpose');
  }
  if (r.askedIn < 0 && story.asks.length > 0) r.askedIn = s.index;
}

function readClause(r: Reading, c: Clause, asking: boolean, more: boolean, declared: boolean, deferredPass = false, conditionAfter = false): void {
  const { story } = r;
  // "Can I Bolt it or block it with my 4/4?": a question ending in "or" whose other half is read as a
  // statement (a block told, not asked) — the alternative would be lost and the first half's no given for
  // both (red team s16); refused naming the words.
  if (r.orOpen !== null && !asking) {
    story.problem('not-understood', c.text, 'either');
    r.orOpen = null;
  }
  if (asking) readQuestion(r, c, more, declared, deferredPass, conditionAfter);
  else applyClause(story, c);
}

/** A question clause: its asks; deferred when what it names is told later; else read as a statement, or named. */
function readQuestion(r: Reading, c: Clause, more: boolean, declared: boolean, deferredPass: boolean, conditionAfter: boolean): void {
  const { story } = r;
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
    asked(r, c, asksBefore, someone, declared);
    return;
  }
  const fresh = story.problems.slice(before);
  if (((fresh.length > 0 && fresh.every((p) => p.kind === 'unresolved')) || (fresh.length === 0 && conditionAfter)) && more) {
    story.problems.splice(before);
    r.deferred.push({ c, declared });
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
}

/** The asks a question clause made (from `asksBefore` on): what kind of answer each wants, and how they answer together. */
function asked(r: Reading, c: Clause, asksBefore: number, someone: boolean, declared: boolean): void {
  const { story } = r;
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
  if (wh === null && (c.verb?.inverted === true || (c.verb?.modal ?? null) !== null || c.yesNo || declared)) yesNoAsked(r, c, asksBefore, someone);
}

/** A yes/no question's asks: yes for all of them together, or for any one ("either", "or"). */
function yesNoAsked(r: Reading, c: Clause, asksBefore: number, someone: boolean): void {
  const { story } = r;
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
  const opener = r.orOpen ?? (isOr(c.chunks[0]) ? r.lastYesNo : null);
  if (opener !== null && opener < asksBefore && story.asks.length > asksBefore) {
    const group = story.asks.map((_, k) => k).slice(opener);
    if (!bothWays(story.asks[opener]!, story.asks[asksBefore]!)) story.anyOf.push(group);
  }
  r.orOpen = isOr(c.chunks[c.chunks.length - 1]) ? asksBefore : null;
  r.lastYesNo = asksBefore;
}


/**
 * Question intents (issue 12 §5): what a question clause asks, as typed asks answered from the
 * engine's run — how much damage or life (→ life change), dies / survives (→ zone), P/T and
 * keywords (→ characteristics), can X attack / block / be blocked / be targeted (→ legality tried
 * in the engine), does X have a keyword, does a player lose, where does it go, what happens.
 * Several questions in one message each get their own ask, in order.
 */
import { diesAsk } from './fates.ts';
import type { Clause } from '../clause.ts';
import type { Story } from '../story.ts';
import { amountAsk } from './amounts.ts';
import { keywordsAsk, ptAsk, ptIsAsk, SIZE_NOUNS } from './characteristics.ts';
import { leftAsk, whatLeftAsk } from './remains.ts';
import { askedOutcome } from './asked-outcome.ts';
import { legendKeepAsk, legendRuleAsk } from './legend.ts';
import { legendKeepBothAsk } from './legend-both.ts';
import { ask, personalAsIt, propertyOf, questionFacts } from './common.ts';
import { deadAsk } from './fates.ts';
import { tokenCountAsk } from './token-count.ts';
import { loyaltyAsk } from './loyalty-asks.ts';
import { counterCountAsk } from './counter-count.ts';
import { guessedDamageAsk } from './guessed-amount.ts';
import { canActivate } from './timing.ts';
import { probing, verbAsk } from './verb-asks.ts';
import { drawAsk, gameOverAsk, handSizeAsk, howItGoes, resultAsk } from './game-asks.ts';
import { boardAsk, countersOnAsk, sameAskOf, whereIsObject, whereIsPlayer } from './board-asks.ts';
import { attackedRival, rivalForIt } from '../story-pronouns.ts';
import { askedDivision } from './division-asks.ts';
import { lifeLostAsk } from './life-lost.ts';
import { payForAsked } from './pay-asked.ts';
import { bareSizeAsked } from '../frames/bare-size.ts';

/** Reads one question clause into asks; false when it asks nothing we can answer. */
export function askFrom(story: Story, said: Clause): boolean {
  story.beginClause(said);
  // "What happens to my life total?", "Where does that leave Elspeth?": the thing asked, said around it, as the subject.
  const c = askedOutcome(story, said);
  personalAsIt(story, c);
  questionFacts(story, c);
  if (bareSizeAsked(story, c)) return false;
  const before = story.asks.length;
  story.asking = true;
  const asked = readAsk(story, c);
  story.asking = false;
  // "… and my 1/1 blocks it. Does it die?": "it" taken as the clause's subject could be what that clause
  // acted on as well; each ask of it is marked to be answered of both (ir.ts itEither).
  const itIds = asked && c.subject?.kind === 'pronoun' && c.subject.word === 'it' ? story.resolved.get(c.subject) : undefined;
  // (Only when that clause itself said "it" for what it acted on: "my 2/2 blocks their 3/3. Does it die?" is the 2/2.)
  // ("It" asked of a fate after its creature attacked a planeswalker or battle: that one too, Story.attackedRival.)
  const fate = story.asks.slice(before).some((a) => a.kind === 'dies');
  const rival = (itIds && story.topicObjectByPronoun ? rivalForIt(story, itIds) : null) ?? (itIds && fate ? attackedRival(story, itIds) : null);
  if (rival && c.subject) {
    story.asks.forEach((a, k) => {
      if (k >= before && 'id' in a && a.id === itIds![0]) story.itEither.push({ ask: k, ids: rival, text: c.subject!.text, words: rival.map((id) => story.get(id)?.words ?? id) });
    });
  }
  if (asked && story.lang === 'en') negativeQuestion(story, c, before);
  // What the question asks about ("damage", "its P/T", "how many poison counters") is used by the ask.
  if (asked) for (const p of [...propertyOf(c), c.asked]) story.use(p);
  // What it asked about is what "it" means next ("Does the Angel die even though it's indestructible?").
  const subj = c.subject ? story.resolved.get(c.subject) : undefined;
  if (asked && subj && subj.length > 0 && subj.join() !== story.topic.join()) {
    story.topic = subj;
    story.topicPair = false;
    story.topicDealtTo = [];
  }
  return asked;
}

/**
 * An English yes/no question with a negation in it is answered by its form. Asked with the auxiliary
 * first ("Doesn't it die?", "Isn't it dead?", "Can't it block?", "Won't I take 3?"), it asks about the
 * fact, as its positive would: "Yes, it dies" — the asks the intents read are already that. Told as a
 * statement and asked ("it doesn't die, right?", "so my guys can't attack??"), it is answered about that
 * statement: "No, it dies". Only a fate has both polarities in its asks (does it die / does it survive),
 * so only that is turned; any other ask said so, and a negative whose form can't be told (no subject:
 * "doesn't die?"), is refused naming the clause rather than risk the opposite yes/no.
 */
function negativeQuestion(story: Story, c: Clause, before: number): void {
  if (c.wh !== null) return;
  const negative = c.verb?.negated === true || c.chunks.some((k) => story.sensesAt(k).some((s) => s.kind === 'neg'));
  if (!negative) return;
  // (A form of "be" is not marked inverted: its verb group before the subject says it — "Isn't my 2/2 dead?".)
  const auxFirst = c.verb !== null && c.subject !== null && (c.verb.inverted === true || (c.verb.chunks.length > 0 && Math.min(...c.verb.chunks) < Math.min(...c.subject.chunks)));
  // "Does my 2/2 not die?", "Is it not dead?", "Can it not attack?": a "not" of its own after the subject is read
  // by some as "doesn't it die?" (the fact asked) and by others as "is it so that it doesn't die?" (the negative
  // asked), whose yes and no are the other way round: asked to be said again, never answered one way at a guess.
  if (auxFirst && c.subject !== null && notAfter(story, c, Math.min(...c.subject.chunks))) {
    story.problem('unsupported', c.text, 'negative-question');
    return;
  }
  if (auxFirst) {
    for (let k = before; k < story.asks.length; k++) story.negativeAsks.push(k);
    return;
  }
  const added = story.asks.slice(before);
  // ("flying shouldn't matter, right?" after "can my Angel block it?" adds no ask: no yes/no of its own is answered.)
  if (added.length === 0) return;
  if (c.subject !== null && c.verb !== null && added.length > 0 && added.every((a) => a.kind === 'dies')) {
    story.asks.splice(before, added.length, ...added.map((a) => (a.kind === 'dies' ? { ...a, positive: !a.positive } : a)));
    return;
  }
  story.problem('unsupported', c.text, 'negative-question');
}

/** A separate "not" (never the "n't" of "doesn't") said after chunk `from` in the clause. */
function notAfter(story: Story, c: Clause, from: number): boolean {
  return c.chunks.some((k) => k > from && /^not$/i.test(story.chunkText(k)) && story.sensesAt(k).some((s) => s.kind === 'neg'));
}

function readAsk(story: Story, c: Clause): boolean {
  // "Can I pay life for Dismember?": whether it can be cast with that life paid (frames/life-payment.ts), before "life" is read as a total asked.
  if (c.verb?.verb === 'pay' && payForAsked(story, c)) return true;
  if (askedDivision(story, c)) return true;
  if (handSizeAsk(story, c)) return true;
  if (tokenCountAsk(story, c)) return true;
  if (leftAsk(story, c) || whatLeftAsk(story, c)) return true;
  if (legendRuleAsk(story, c) || legendKeepAsk(story, c) || legendKeepBothAsk(story, c)) return true;
  if (drawAsk(story, c)) return true;
  if (gameOverAsk(story, c)) return true;
  if (howItGoes(story, c)) return true;
  // 「《ラノワールのエルフ》のマナ能力は起動できますか」: a question of activating, though it names an ability.
  if (c.verb?.verb === 'activate' && probing(c) && canActivate(story, c)) return true;
  // "How much loyalty is left?": the loyalty counters on a planeswalker (306.5c), before an amount of damage or life is guessed.
  if (loyaltyAsk(story, c)) return true;
  // "How many +1/+1 counters go on it?": counters of a kind, counted in the run (counter-count.ts).
  if (counterCountAsk(story, c)) return true;
  // "Does my opponent lose life?", 「それでも2点失いますか」: life lost (119.3), before an amount of damage or life is guessed.
  if (lifeLostAsk(story, c)) return true;
  // "Does the damage kill it?", "Does the 3/3's damage destroy it?": damage as what kills, a fate with its cause (dies.ts
  // killCause), never an amount of damage.
  if ((c.verb?.verb === 'kill' || c.verb?.verb === 'destroy') && !c.verb.passive && c.wh === null && c.subject?.kind === 'property' && c.subject.noun === 'damage') return diesAsk(story, c);
  const each = eachQuantityAsk(story, c);
  if (each !== null) return each;
  if (guessedDamageAsk(story, c)) return true;
  const props = propertyOf(c);
  const amount = amountAsk(story, c, props);
  if (amount !== null) return amount;
  if (c.wh === 'how-big') return ptAsk(story, c);
  if (whereIsObject(story, c) || whereIsPlayer(story, c)) return true;
  // "does protection stop that?" is about the question before it, not about abilities.
  if (c.verb?.verb === 'stop' || c.verb?.verb === 'matter') return verbAsk(story, c);
  // ---- characteristics ----------------------------------------------------------------------
  if (props.some((p) => p.noun === 'pt' || p.noun === 'power' || p.noun === 'toughness' || p.noun === 'size' || p.noun === 'stats' || p.noun === 'keyword')) {
    let any = false;
    // (「P/Tは6/6?」, "is its P/T 6/6?": a size asked whether it is, never a 6/6 told.)
    if (ptIsAsk(story, c)) return true;
    // (With two creatures told and neither named, whose size is asked is not said: named back, never a 5/5 made up.)
    const sizeNoun = c.subject?.kind === 'property' && SIZE_NOUNS.has(c.subject.noun) && c.subject.of === null;
    if (sizeNoun && c.complement?.kind === 'object' && c.complement.power !== null && c.complement.card === null && c.complement.det === null && c.complement.owner === null) {
      story.problem('unresolved', c.text, 'what-it-refers-to');
      return true;
    }
    if (props.some((p) => p.noun === 'pt' || p.noun === 'power' || p.noun === 'toughness' || p.noun === 'size' || p.noun === 'stats')) any = ptAsk(story, c) || any;
    if (props.some((p) => p.noun === 'keyword')) any = keywordsAsk(story, c) || any;
    if (any) return true;
  }
  if (resultAsk(story, c, props) || boardAsk(story, c) || countersOnAsk(story, c)) return true;
  if (!c.verb) {
    // "dead?", "win?": a verbless question about the last player or creature.
    // (「天使は無事?」「熊は健在?」: alive said of a creature named is whether it survives, deadAsk.)
    if (c.adjectives.includes('dead') || (c.adjectives.includes('alive') && c.subject !== null)) return deadAsk(story, c);
    // 「結果は？」 "Result?", "The outcome?": the result itself asked, with nothing else said — what happens.
    // (Japanese reads the noun alone as no phrase: the clause is then that noun and particles.)
    const isResult = (k: number): boolean => story.sensesAt(k).some((s) => s.kind === 'thing-noun' && s.noun === 'result');
    // (「戦闘の結果は?」: the result of the combat the story told is the same outcome, 510.2.)
    const combatTold = story.events.some((e) => e.kind === 'attack');
    const ofCombat = (k: number): boolean => combatTold && (story.sensesAt(k).some((s) => s.kind === 'thing-noun' && s.noun === 'combat') || story.sensesAt(k)[0]?.kind === 'poss') && c.chunks.includes(k + 1);
    const bare = (k: number): boolean => isResult(k) || ofCombat(k) || ['unknown', 'punct', 'filler'].includes(story.sensesAt(k)[0]?.kind ?? '');
    // (「最終的な盤面は?」「盤面は?」: the battlefield asked with nothing else said is what it is left as — the outcome, 400.1.)
    const board = story.lang === 'ja' && props.length === 1 && props[0]!.noun === 'battlefield' && props[0]!.of === null && c.subject === props[0] && !c.object && !c.complement && c.roles.length === 0 && c.keywords.length === 0;
    if (board) {
      story.use(props[0]);
      return ask(story, { kind: 'outcome' }, c);
    }
    const result = props.length === 1 && props[0]!.noun === 'result' && props[0]!.of === null && c.subject === props[0] && !c.object && !c.complement && c.roles.length === 0 && c.keywords.length === 0;
    const resultJa = story.lang === 'ja' && props.length === 0 && !c.subject && !c.object && !c.complement && c.roles.length === 0 && c.chunks.filter(isResult).length === 1 && c.chunks.every(bare);
    if (result || resultJa) {
      if (result) story.use(props[0]);
      else story.useChunks(c.chunks);
      return ask(story, { kind: 'outcome' }, c);
    }
    if (bareWhy(story, c) || anythingElse(story, c)) return ask(story, { kind: 'outcome' }, c);
    return sameAskOf(story, c);
  }
  return verbAsk(story, c);
}

/** "Does the 2/2 die? Anything else?": "anything (else)" alone after a main ask is the rest of the outcome (which names every death). */
function anythingElse(story: Story, c: Clause): boolean {
  const s = c.subject;
  if (story.asks.length === 0 || s?.kind !== 'pronoun' || s.word !== 'anything' || c.object || c.complement || c.roles.length > 0 || c.keywords.length > 0 || c.adjectives.length > 0) return false;
  story.use(s);
  return true;
}

/** Quantities a player or a game has that an amount question asks (119.1 life, 122.1 poison counters, 120 damage). */
const QUANTITIES: ReadonlySet<string> = new Set(['life', 'total', 'poison', 'damage']);

/**
 * "What are his life total and poison counters?", 「相手のライフと毒カウンターはどうなりますか」: several
 * quantities listed in one question clause are one question each, answered in the order said (issue 16 §1) —
 * each read as the clause asked of that one alone. Read together they shared one player and a fixed order
 * (poison before life), and a life total asked of no player in particular was dropped for the whole outcome.
 * A possessor said before the first ("his life and poison counters") is each one's that says none of its own.
 * Null when the clause lists no such quantities.
 */
function eachQuantityAsk(story: Story, c: Clause): boolean | null {
  for (const slot of ['asked', 'subject', 'object', 'complement'] as const) {
    const np = c[slot];
    if (np?.kind !== 'list' || np.conj !== 'and' || np.items.length < 2) continue;
    const items = np.items;
    if (!items.every((i) => i.kind === 'property') || !items.some((i) => i.kind === 'property' && QUANTITIES.has(i.noun))) continue;
    const owner = items[0]!.kind === 'property' ? items[0]!.of : null;
    for (const item of items) {
      const one = item.kind === 'property' && item.of === null && owner !== null ? { ...item, of: owner } : item;
      if (!readAsk(story, { ...c, [slot]: one })) return false;
    }
    story.use(np);
    return true;
  }
  return null;
}

/**
 * "My 2/2 blocked a 3/3 and lived — how?", "My 4/4 blocked a 3/3 and it died. Why?": a bare "why"/"how" after a story
 * that told an outcome (a death or survival told as an action's result, results.ts) asks how that came about — the
 * run's steps, the whole outcome; the told outcome itself is checked against the run (questions/claims.ts) and
 * refused where the run differs. With no outcome told, nothing says what "why" is about: not read.
 */
function bareWhy(story: Story, c: Clause): boolean {
  if ((c.wh !== 'why' && c.wh !== 'how') || c.subject || c.object || c.complement || c.asked || c.roles.length > 0 || c.keywords.length > 0 || c.adjectives.length > 0) return false;
  if (!story.events.some((e) => (e.kind === 'dies' && e.result === true) || e.kind === 'survives-told')) return false;
  const bare = (k: number): boolean => story.sensesAt(k).some((x) => x.kind === 'wh' || x.kind === 'punct' || x.kind === 'filler');
  if (!c.chunks.every(bare)) return false;
  story.useChunks(c.chunks);
  return true;
}

/**
 * Question intents (issue 12 §5): what a question clause asks, as typed asks answered from the
 * engine's run — how much damage or life (→ life change), dies / survives (→ zone), P/T and
 * keywords (→ characteristics), can X attack / block / be blocked / be targeted (→ legality tried
 * in the engine), does X have a keyword, does a player lose, where does it go, what happens.
 * Several questions in one message each get their own ask, in order.
 */
import type { Clause } from '../clause.ts';
import type { Story } from '../story.ts';
import type { Side } from '../ir.ts';
import { other } from '../story.ts';
import { amountAsk } from './amounts.ts';
import { beAsk, controlAsk, holdsAsk, keywordsAsk, ptAsk, ptIsAsk } from './characteristics.ts';
import { anyRemainsAsk, leftAsk, remainsAsk, stillThereAsk } from './remains.ts';
import { aboutObjects, ask, isPlayerish, personalAsIt, propertyOf, questionFacts } from './common.ts';
import { playerOf } from '../refs.ts';
import { deadAsk, diesAsk, endUpAsk, exiledAsk, happensAsk, regenerateAsk, zoneYesNoAsk } from './fates.ts';
import { dealsAsk, drawsAsk, fizzlesAsk, losesAsk, pumpAsk, resolvesAsk, returnsAsk, takesEffectAsk, tappedAsk, tokensAsk, triggersAsk } from './events.ts';
import { canAttack, canBlock, canTarget, sameQuestion, thatLegalAsk, toldBlockAsked } from './legality.ts';
import { canActivate, canCast, canEquip, timed } from './timing.ts';
import { storyWords } from '../locales/index.ts';

/** Reads one question clause into asks; false when it asks nothing we can answer. */
export function askFrom(story: Story, c: Clause): boolean {
  story.beginClause(c);
  personalAsIt(story, c);
  questionFacts(story, c);
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
  const rival = (itIds && story.topicObjectByPronoun ? story.rivalForIt(itIds) : null) ?? (itIds && fate ? story.attackedRival(itIds) : null);
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

/**
 * "How many cards are in my hand?", "How many cards does my opponent have in hand?": the cards in that
 * player's hand when the story ends (402.1), after any cleanup discard (514.1).
 */
function handSizeAsk(story: Story, c: Clause): boolean {
  if (c.wh !== 'how-many' || c.asked?.kind !== 'object' || c.asked.head !== 'card') return false;
  const inHand = c.roles.find((r) => r.prep === 'in' && r.np?.kind === 'property' && r.np.noun === 'hand');
  if (!inHand || inHand.np?.kind !== 'property') return false;
  const of = inHand.np.of;
  const side = of && isPlayerish(of) ? playerOf(story, of) : c.subject && isPlayerish(c.subject) ? playerOf(story, c.subject) : null;
  if (!side) return false;
  story.use(c.asked);
  if (c.subject) story.use(c.subject);
  story.useChunks(inHand.chunks);
  return ask(story, { kind: 'hand-size', side }, c);
}

/**
 * "How does it all resolve?", "how does this play out?", "how does the stack resolve?", "how does everything
 * work out?", "how does combat go?": how the story told goes, step by step — the whole outcome (as "What happens?"). Only after a
 * story with events, of "it", "this", "that", "everything" or the stack — never of a named card ("How does
 * trample work?" asks what a rule means, which the outcome of no story answers).
 */
function howItGoes(story: Story, c: Clause): boolean {
  if (c.wh !== 'how' || !c.verb || c.verb.negated || c.verb.passive || c.object || c.complement || story.events.length === 0) return false;
  const v = c.verb.verb;
  // ("play out", "work out", "turn out": the "out" is read as the adjective of "X is out", on the battlefield.)
  const out = c.chunks.filter((k) => story.sensesAt(k).some((x) => x.kind === 'adj' && x.adj === 'present'));
  // ("How does combat go?", "how would it go?": "go" needs no "out".)
  if (!(v === 'resolve' || v === 'go' || ((v === 'work' || v === 'play' || v === 'become') && out.length > 0))) return false;
  if (c.roles.some((r) => r.np !== null)) return false;
  const s = c.subject;
  // ("How does combat play out?", "how did combat go?": the combat told, after attacks were told.)
  const combat = s?.kind === 'property' && s.noun === 'combat' && s.of === null && story.events.some((e) => e.kind === 'attack');
  const stack = (s?.kind === 'property' && s.noun === 'stack' && s.of === null) || combat;
  const vague = s?.kind === 'pronoun' && ['it', 'this', 'that', 'everything', 'all'].includes(s.word);
  if (s && !stack && !vague) return false;
  if (s) story.use(s);
  // ("it all", "all of it": the whole of what "it" is.)
  story.useChunks(c.chunks.filter((k) => story.sensesAt(k).some((x) => (x.kind === 'det' && x.det === 'all') || (x.kind === 'adj' && x.adj === 'all'))));
  story.useChunks(out);
  return ask(story, { kind: 'outcome' }, c);
}

/**
 * "Is that a draw?", "is the game a tie?", "does it end in a draw?": whether both players lose at once, so
 * the game is a draw (104.4a) — said of the story ("it", "that", "this", "the game") or of nothing.
 */
function drawAsk(story: Story, c: Clause): boolean {
  if (c.wh !== null || !c.verb || c.verb.negated || c.object) return false;
  const isDraw = (np: Clause['subject']): boolean => np?.kind === 'property' && np.noun === 'draw-game' && np.of === null;
  // ("Is that a draw?": "that a draw" may be read as one phrase, the subject.)
  const thatDraw = c.verb.verb === 'be' && isDraw(c.subject) && !c.complement && c.roles.length === 0;
  if (thatDraw) {
    story.use(c.subject);
    return ask(story, { kind: 'loses', side: 'A', draw: true }, c);
  }
  const be = c.verb.verb === 'be' && isDraw(c.complement) && c.roles.length === 0;
  const endIn = c.verb.verb === 'end' && !c.complement && c.roles.length === 1 && c.roles[0]!.prep === 'in' && isDraw(c.roles[0]!.np);
  if (!be && !endIn) return false;
  const s = c.subject;
  if (s && !(s.kind === 'pronoun' && ['it', 'that', 'this'].includes(s.word)) && !(s.kind === 'property' && s.noun === 'game' && s.of === null)) return false;
  if (s) story.use(s);
  if (be) story.use(c.complement);
  else story.useChunks(c.roles[0]!.chunks);
  return ask(story, { kind: 'loses', side: 'A', draw: true }, c);
}

/**
 * "Is that game?", "that's game?", "is that lethal?", "it's lethal, right?": whether the story told ends the
 * game for the player it was aimed at (104.3, 704.5a-c) — the player attacked (the attackers' controller's
 * opponent, 506.2) or the one player spells and damage were aimed at. Said of "that", "this" or "it" only;
 * when the player can't be told that way (attacks from both sides, or aimed at both players) it is not read.
 * "Lethal" can be said of a creature too ("I Shock their 2/2, is that lethal?"): read only when no creature
 * was blocked with or aimed at, so the player is all it could be said of.
 */
function gameOverAsk(story: Story, c: Clause): boolean {
  if (c.wh !== null || !c.verb || c.verb.verb !== 'be' || c.verb.negated || c.verb.modal !== null || c.object || c.roles.length > 0) return false;
  const over = (np: Clause['subject']): 'game' | 'lethal' | null => (np?.kind === 'property' && np.of === null && (np.noun === 'game' || np.noun === 'lethal') ? np.noun : null);
  const pointer = (np: Clause['subject']): boolean => np?.kind === 'pronoun' && ['it', 'that', 'this'].includes(np.word);
  // ("is that game?": "that game" may be read as one phrase, the subject — the pointing word its first.)
  const said = !c.complement ? over(c.subject) : pointer(c.subject) ? over(c.complement) : null;
  if (said === null || !/^\s*(?:(?:is|was)\s+)?(?:that|this|it)(?:'?s)?\b/i.test(c.text)) return false;
  const attackers = new Set<Side>();
  for (const e of story.events) {
    if (e.kind !== 'attack') continue;
    // (A planeswalker or battle attacked: that is no attack on the player.)
    if (e.attacked !== undefined && Object.keys(e.attacked).length > 0) return false;
    // (An attacker whose controller is unsaid attacks the player it was said to attack, else it is the asker's as
    // the scenario takes it — unless a block was told, whose blocker's side could say otherwise.)
    if (e.target !== null) {
      attackers.add(other(e.target));
      continue;
    }
    for (const id of e.attackers) {
      const by = story.get(id)?.controller ?? null;
      if (by === null && story.events.some((x) => x.kind === 'block')) return false;
      attackers.add(by ?? 'A');
    }
  }
  const aimed = new Set<Side>();
  let atObject = false;
  for (const e of story.events) {
    const targets = e.kind === 'cast' ? e.targets : e.kind === 'damage' ? [e.target, ...(e.also ?? [])] : [];
    for (const t of targets) if (t === 'A' || t === 'B') aimed.add(t);
    else atObject = true;
    if (e.kind === 'block') atObject = true;
  }
  if (said === 'lethal' && atObject) return false;
  const victims = new Set<Side>([...aimed, ...[...attackers].map(other)]);
  if (victims.size !== 1) return false;
  story.use(c.subject);
  if (c.complement) story.use(c.complement);
  // (Asked in statement order, "that's game?", it is a yes or no all the same.)
  c.yesNo = true;
  return ask(story, { kind: 'loses', side: [...victims][0]! }, c);
}

function readAsk(story: Story, c: Clause): boolean {
  if (handSizeAsk(story, c)) return true;
  if (leftAsk(story, c)) return true;
  if (drawAsk(story, c)) return true;
  if (gameOverAsk(story, c)) return true;
  if (howItGoes(story, c)) return true;
  // 「《ラノワールのエルフ》のマナ能力は起動できますか」: a question of activating, though it names an ability.
  if (c.verb?.verb === 'activate' && probing(c) && canActivate(story, c)) return true;
  const each = eachQuantityAsk(story, c);
  if (each !== null) return each;
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
    if (props.some((p) => p.noun === 'pt' || p.noun === 'power' || p.noun === 'toughness' || p.noun === 'size' || p.noun === 'stats')) any = ptAsk(story, c) || any;
    if (props.some((p) => p.noun === 'keyword')) any = keywordsAsk(story, c) || any;
    if (any) return true;
  }
  if (resultAsk(story, c, props) || boardAsk(story, c) || countersOnAsk(story, c)) return true;
  if (!c.verb) {
    // "dead?", "win?": a verbless question about the last player or creature.
    if (c.adjectives.includes('dead')) return deadAsk(story, c);
    // 「結果は？」 "Result?", "The outcome?": the result itself asked, with nothing else said — what happens.
    // (Japanese reads the noun alone as no phrase: the clause is then that noun and particles.)
    const isResult = (k: number): boolean => story.sensesAt(k).some((s) => s.kind === 'thing-noun' && s.noun === 'result');
    const bare = (k: number): boolean => isResult(k) || ['unknown', 'punct', 'filler'].includes(story.sensesAt(k)[0]?.kind ?? '');
    const result = props.length === 1 && props[0]!.noun === 'result' && props[0]!.of === null && c.subject === props[0] && !c.object && !c.complement && c.roles.length === 0 && c.keywords.length === 0;
    const resultJa = story.lang === 'ja' && props.length === 0 && !c.subject && !c.object && !c.complement && c.roles.length === 0 && c.chunks.filter(isResult).length === 1 && c.chunks.every(bare);
    if (result || resultJa) {
      if (result) story.use(props[0]);
      else story.useChunks(c.chunks);
      return ask(story, { kind: 'outcome' }, c);
    }
    return sameAskOf(story, c);
  }
  return verbAsk(story, c);
}

/**
 * "Result?", "Outcome?", "What's the result?", "what's the outcome": the result of the story told asks
 * what happens (the whole outcome), as "What happens?" does. Only the result of nothing named: "the
 * result of the block" would ask about one part of the story.
 */
function resultAsk(story: Story, c: Clause, props: ReturnType<typeof propertyOf>): boolean {
  const result = props.find((p) => p.noun === 'result');
  if (!result || result.of !== null || props.length !== 1) return false;
  if (c.verb !== null && (c.verb.verb !== 'be' || c.verb.negated || c.verb.modal !== null)) return false;
  if ((c.wh !== null && c.wh !== 'what') || c.object || c.roles.length > 0 || c.keywords.length > 0) return false;
  if (c.subject && c.subject !== result) return false;
  if (c.complement && c.complement !== result) return false;
  story.use(result);
  return ask(story, { kind: 'outcome' }, c);
}

/**
 * "What counters are on it now?", "which counters are on my 2/2?": the counters the object ends with, read through its
 * P/T as "What happens to the counters?" is (704.5q). ("How many counters" asks a number, which the P/T doesn't say: not read.)
 */
function countersOnAsk(story: Story, c: Clause): boolean {
  const a = c.asked;
  if ((c.wh !== 'what' && c.wh !== 'which') || a?.kind !== 'property' || a.noun !== 'counter' || a.of !== null || a.adjectives.length > 0) return false;
  if (c.verb?.verb !== 'be' || c.verb.negated || c.verb.modal !== null || c.subject || c.object || c.complement || c.keywords.length > 0 || c.adjectives.length > 0 || c.roles.length !== 1) return false;
  const on = c.roles[0]!;
  if (on.prep !== 'on' || !on.np || (on.np.kind !== 'object' && on.np.kind !== 'pronoun')) return false;
  const ids = aboutObjects(story, on.np);
  if (!ids || ids.length === 0) return false;
  story.use(a);
  story.useChunks(on.chunks);
  for (const id of ids) ask(story, { kind: 'pt', id }, c);
  return true;
}

/**
 * "What's on the battlefield afterwards?", "what is in the graveyard now?": what a zone holds when the
 * story ends — the whole outcome, which names every object's zone (400.1).
 */
function boardAsk(story: Story, c: Clause): boolean {
  // "Which creatures are still on the battlefield?", "what permanents are in the graveyard?": a plain kind asked, the same list.
  const a = c.asked;
  const kinds = a?.kind === 'object' && (c.wh === 'which' || c.wh === 'what') && a.plural && a.det === null && a.owner === null && a.controlledBy === null && a.card === null && a.power === null && a.count === null && a.keywords.length === 0 && a.lacks.length === 0 && a.colors.length === 0 && a.subtypes.length === 0 && a.adjectives.length === 0 && a.counters.length === 0 && (a.head === 'creature' || a.head === 'permanent' || (a.head === 'type' && a.types.length === 1));
  // "What do I have on the battlefield afterwards?": what one player has there is part of the same list.
  const had = c.wh === 'what' && c.verb?.verb === 'have' && c.subject !== null && isPlayerish(c.subject) && a === null;
  if ((c.wh !== 'what' && !kinds) || (c.verb?.verb !== 'be' && !had) || !c.verb || c.verb.negated || (c.verb.modal !== null && !(had && c.verb.modal === 'do')) || c.verb.passive || (c.subject && !had) || c.object || c.complement || c.keywords.length > 0 || c.adjectives.some((x) => x !== 'still')) return false;
  if (c.roles.length !== 1) return false;
  const r = c.roles[0]!;
  if ((r.prep !== 'on' && r.prep !== 'in') || r.np?.kind !== 'property' || r.np.of !== null || !['battlefield', 'graveyard', 'exile'].includes(r.np.noun)) return false;
  if (had && r.np.noun !== 'battlefield') return false;
  // ("… after combat" when the story goes on after combat: the list at the end is not the one asked.)
  const lastCombat = story.events.findLastIndex((e) => e.kind === 'attack' || e.kind === 'block');
  if (c.times.includes('after-combat') && (lastCombat < 0 || lastCombat < story.events.length - 1)) return false;
  if (kinds) story.use(a);
  if (had) story.use(c.subject);
  story.useChunks(c.chunks.filter((k) => story.sensesAt(k).some((x) => x.kind === 'adj' && x.adj === 'still')));
  story.useChunks(r.chunks);
  return ask(story, { kind: 'outcome' }, c);
}

/**
 * "Where is it now?", "I bounce their Grizzly Bears with Unsummon. Where are they?", "where's my 2/2?": the
 * zone the object is in when the story ends (400.1) — only a permanent or card is in a zone. "They" said
 * where a card whose name is a plural (or creatures named together) can be meant: those objects, unless the
 * story also said "they" of the opponent or told their life total — then either could be meant and is
 * asked back (a player's "where" is their life total, below).
 */
function whereIsObject(story: Story, c: Clause): boolean {
  // 「熊はどこ？」「熊はどこにありますか」「天使はどこにいる？」: Japanese says where a thing is with ある or いる, or with no verb.
  const v = c.verb;
  const is = v === null ? story.lang === 'ja' : v.verb === 'be' || (story.lang === 'ja' && v.verb === 'have' && !v.passive && v.modal === null);
  if (c.wh !== 'where' || !is || v?.negated === true || !c.subject) return false;
  if (c.object || c.complement || c.roles.some((r) => r.np !== null)) return false;
  const s = c.subject;
  const they = (s.kind === 'pronoun' && (s.word === 'they' || s.word === 'them')) || (s.kind === 'player' && s.player.who === 'they' && /^(?:they|them)$/i.test(s.text.trim()));
  let ids: string[] | null = null;
  if (they) {
    const objects = story.pluralAntecedent();
    if (objects.length === 0) return false;
    const player = story.theyPlayerAt.some((at) => at < s.start) || story.life.B !== undefined;
    if (player) {
      const words = storyWords(story.lang).groupList([...new Set(objects.map((id) => story.get(id)?.words ?? id))]);
      story.problem('ambiguous', s.text, 'which-one', [words, storyWords(story.lang).opponent]);
      return true;
    }
    story.use(s);
    ids = objects;
  } else if (s.kind === 'object' || (s.kind === 'pronoun' && (s.word === 'it' || s.word === 'that' || s.word === 'this'))) {
    ids = aboutObjects(story, s);
  }
  if (!ids || ids.length === 0) return false;
  for (const id of ids) ask(story, { kind: 'zone', id }, c);
  return true;
}

/**
 * "Where are they now?", "where am I at after combat?": a player is in no zone (only objects are,
 * 400.1), so "where" said of a player asks where their life total stands (119.1) — and their poison
 * counters too when the story told some, since then "where" could mean either (both are answered).
 */
function whereIsPlayer(story: Story, c: Clause): boolean {
  if (c.wh !== 'where' || c.verb?.verb !== 'be' || c.verb.negated || !c.subject || !isPlayerish(c.subject)) return false;
  if (c.object || c.complement || c.roles.some((r) => r.np !== null)) return false;
  const side = playerOf(story, c.subject);
  if (!side) return false;
  story.use(c.subject);
  ask(story, { kind: 'life', side }, c);
  if (story.poison[side] !== undefined) ask(story, { kind: 'poison', side }, c);
  return true;
}

/** "Can …", "could …", "am I allowed to …", 「〜できますか」: a question of what may be done. */
function probing(c: Clause): boolean {
  return c.verb!.modal === 'can' || c.verb!.modal === 'could' || c.verb!.modal === 'may';
}

/**
 * 「2/2は死ぬ?あと3/3は?」, "Does my 2/2 die? And my 1/1?", "Can my Ornithopter block it? What about my
 * Zombie?": a bare object asked right after a question about another object asks the same of it (its
 * fate, its P/T, its keywords, whether it can block…).
 * Only of what the story already has, except for a question of what may be done: a probe is tried of
 * that one object, and another of the asker's creatures being there changes no answer. Of a fate or a
 * size, a creature the story didn't have ("And my 1/1?" after a block told of the 2/2) means "what if
 * it were in its place" — another board, which one story can't answer: refused.
 */
function sameAskOf(story: Story, c: Clause): boolean {
  const last = story.asks[story.asks.length - 1];
  if (!last || !c.subject || (c.subject.kind !== 'object' && c.subject.kind !== 'pronoun') || c.wh || c.object || c.complement || c.roles.length > 0 || c.keywords.length > 0) return false;
  // 「…死んだら、どっちの墓地に行く？《支配魔法》のほうは？」: after a question of what happens, "and X?" asks what
  // happens to X — where it ends up (only of an object the story has).
  if (last.kind === 'outcome') {
    const before = story.objects.length;
    const ids = aboutObjects(story, c.subject);
    if (!ids || story.objects.length > before) return false;
    for (const id of ids) ask(story, { kind: 'zone', id }, c);
    return true;
  }
  const probe = last.kind === 'can-attack' || last.kind === 'can-block';
  if (!probe && !('id' in last)) return false;
  const before = story.objects.length;
  const ids = aboutObjects(story, c.subject);
  if (!ids) return false;
  if (story.objects.length > before && !probe) return false;
  if (last.kind === 'can-block') {
    // The one asked of takes the place of the one of its side: a blocker of the blockers' player, else an attacker.
    const side = (xs: readonly string[]): string | null | undefined => (xs.length > 0 ? story.get(xs[0]!)?.controller : undefined);
    const mine = ids.map((id) => story.get(id)?.controller ?? null);
    if (mine.some((x) => x === null)) return false;
    if (mine.every((x) => x === side(last.blockers))) return ask(story, { ...last, blockers: ids }, c);
    if (ids.length === 1 && last.attackers.length === 1 && mine[0] === side(last.attackers)) return ask(story, { ...last, attackers: ids }, c);
    return false;
  }
  for (const id of ids) ask(story, { ...last, id }, c);
  return true;
}

/** A question clause with a verb: the intent its verb opens. */
function verbAsk(story: Story, c: Clause): boolean {
  // "Does it have to target itself?", "must it block?": a requirement, which the legality probes
  // (what may be done) don't answer.
  const required = c.verb!.modal === 'must' || c.verb!.modal === 'need';
  if (required && ['attack', 'block', 'chump', 'double-block', 'target', 'cast', 'assign'].includes(c.verb!.verb)) return false;
  switch (c.verb!.verb) {
    case 'pump':
      return pumpAsk(story, c);
    case 'tap':
      return (probing(c) && canActivate(story, c)) || tappedAsk(story, c);
    case 'activate':
    case 'use':
      return probing(c) && (canActivate(story, c) || canCast(story, c));
    case 'respond':
      return probing(c) && canCast(story, c);
    case 'equip':
    case 'move':
    case 'attach':
      return probing(c) && canEquip(story, c);
    case 'counter':
      return (probing(c) && canCast(story, c)) || (!probing(c) && fizzlesAsk(story, c));
    case 'fizzle':
      return fizzlesAsk(story, c);
    case 'resolve':
      return resolvesAsk(story, c);
    case 'take-effect':
      return takesEffectAsk(story, c);
    case 'trigger':
      return triggersAsk(story, c);
    case 'draw':
      return drawsAsk(story, c);
    case 'come-back':
    case 'return':
      return returnsAsk(story, c);
    case 'get':
    case 'create':
    case 'enter':
    case 'come':
      return tokensAsk(story, c);
    case 'end-up':
    case 'become':
      return (c.verb!.verb === 'end-up' && zoneYesNoAsk(story, c)) || ptIsAsk(story, c) || (c.verb!.verb === 'end-up' && endUpAsk(story, c));
    case 'put':
      return zoneYesNoAsk(story, c);
    case 'leave':
      return endUpAsk(story, c);
    case 'die':
    case 'destroy':
    case 'kill':
    case 'save':
      return diesAsk(story, c);
    // 「何か」「1体でも」 said (Clause.any): asked of any one, read no other way.
    case 'survive':
      return c.any ? anyRemainsAsk(story, c) : diesAsk(story, c);
    case 'remain':
      return c.any ? anyRemainsAsk(story, c) : anyRemainsAsk(story, c) || zoneYesNoAsk(story, c) || remainsAsk(story, c);
    case 'regenerate':
      return regenerateAsk(story, c);
    case 'exile':
      return exiledAsk(story, c);
    case 'happen':
    case 'go':
      return zoneYesNoAsk(story, c) || happensAsk(story, c);
    case 'attack':
      return canAttack(story, c);
    case 'block':
      return toldBlockAsked(story, c) || canBlock(story, c);
    case 'chump':
    case 'double-block':
      return canBlock(story, c);
    case 'target':
      return canTarget(story, c);
    case 'cast':
    case 'flash':
    case 'play':
      // A time or a response said with it is a question of timing (can-cast); otherwise "Can I cast
      // X on Y?" asks whether Y can be its target.
      // Only "can / could / may" asks what may be done ("Should I cast …?", "Did I …?" are no probe).
      if (timed(story, c)) return probing(c) && canCast(story, c);
      return (c.verb!.verb === 'cast' && canTarget(story, c)) || (probing(c) && canCast(story, c));
    case 'have':
    case 'keep':
    case 'fly':
      // 「《栄光の頌歌》は場にある？」: ある says where a thing is, as いる does.
      return (story.lang === 'ja' && c.verb!.verb === 'have' && stillThereAsk(story, c)) || holdsAsk(story, c);
    case 'deal':
    case 'hit':
    case 'connect':
      return dealsAsk(story, c);
    case 'lose':
    case 'win':
      return losesAsk(story, c);
    case 'be':
      return stillThereAsk(story, c) || beAsk(story, c);
    case 'control':
      return controlAsk(story, c);
    case 'stop':
    case 'matter':
      return sameQuestion(story, c);
    case 'legal':
      return thatLegalAsk(story, c);
    case 'end':
      // "what's it end at?", "what does my 2/2 end as?": the size it ends with (its P/T when the story ends).
      if (c.wh === 'what' && c.subject && !isPlayerish(c.subject) && c.subject.kind !== 'property' && !c.object && !c.complement && c.roles.every((r) => r.np === null && (r.prep === 'at' || r.prep === 'as'))) {
        for (const r of c.roles) story.useChunks(r.chunks);
        return ptAsk(story, c);
      }
      return false;
    default:
      return false;
  }
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

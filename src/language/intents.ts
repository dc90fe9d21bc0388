/**
 * Question intents (issue 12 §5): what a question clause asks, as typed asks answered from the
 * engine's run — how much damage or life (→ life change), dies / survives (→ zone), P/T and
 * keywords (→ characteristics), can X attack / block / be blocked / be targeted (→ legality tried
 * in the engine), does X have a keyword, does a player lose, where does it go, what happens.
 * Several questions in one message each get their own ask, in order.
 */
import type { Keyword } from '../engine/types.ts';
import type { Clause, NounPhrase } from './clause.ts';
import { clausePhrases, phraseChunks } from './clause.ts';
import type { Ask, Side } from './ir.ts';
import type { Story } from './story.ts';
import { other } from './story.ts';
import { objectsOf, playerOf } from './refs.ts';

function role(c: Clause, ...preps: string[]): NounPhrase | null {
  return c.roles.find((r) => preps.includes(r.prep))?.np ?? null;
}

function useRole(story: Story, c: Clause, ...preps: string[]): void {
  for (const r of c.roles) if (preps.includes(r.prep)) story.useChunks(r.chunks);
}

function isPlayerish(np: NounPhrase | null): boolean {
  return np !== null && (np.kind === 'player' || (np.kind === 'pronoun' && (np.word === 'they' || np.word === 'them')));
}

/** Time words an ask may carry without changing what is asked: the answer is read at the end of the story. */
const ASK_TIMES: Record<string, readonly string[]> = {
  probe: ['this-turn', 'now', 'still', 'right-away', 'already'],
  state: ['after-combat', 'after-damage', 'now', 'later', 'already', 'finally'],
};

/** Asks about a player's life or the damage a player takes: which player is which must be known. */
const SIDED = new Set<Ask['kind']>(['damage-taken', 'life', 'poison', 'loses', 'deals-damage', 'life-gained']);

function ask(story: Story, a: Ask, c: Clause): true {
  // "A 2/4 blocks a 5/5 trampler. How much gets through?": who attacks was never said, and whose
  // life the answer is about depends on it. Asked back rather than assumed.
  // ("Typhoid Rats blocks a 6/6. How much damage do I take?" says it: the asker blocks, as a block told first has it.)
  const asker = (np: NounPhrase | null): boolean => np?.kind === 'player' && np.player.who === 'me' && np.chunks.length > 0;
  const askerNamed = clausePhrases(c).some((np) => asker(np) || (np.kind === 'property' && asker(np.of)));
  if (SIDED.has(a.kind) && story.blockFirst && !askerNamed && story.objects.every((o) => o.controller === null) && story.life.A === undefined && story.life.B === undefined) {
    const attacker = story.objects.find((o) => story.roles.get(o.id) === 'attacker');
    const words = attacker?.words ?? c.text;
    const options = story.lang === 'ja' ? [`自分の${words}`, `相手の${words}`] : [`my ${words}`, `the opponent's ${words}`];
    story.problem('ambiguous', words, 'whose-attacker', options);
    return true;
  }
  if (!story.asks.some((x) => JSON.stringify(x) === JSON.stringify(a))) story.asks.push(a);
  // "What happens at end of turn?" (ターン終了時にどうなる？): the turn ends first (514.2), then the state is read.
  const probe = a.kind === 'can-attack' || a.kind === 'can-block' || a.kind === 'can-target';
  if (!probe && c.times.includes('turn-ends')) {
    if (!story.events.some((e) => e.kind === 'end-turn')) story.events.push({ kind: 'end-turn' });
    story.useChunks(c.chunks.filter((k) => story.timeAt(k) === 'turn-ends'));
  }
  const allowed = a.kind === 'can-attack' || a.kind === 'can-block' || a.kind === 'can-target' ? ASK_TIMES.probe! : ASK_TIMES.state!;
  // The clause's own words (its verb, question word, auxiliaries…) are used by the ask; its noun
  // phrases only when an intent resolved them (refs.ts marks those), so a phrase nothing read is named.
  const inPhrases = new Set(clausePhrases(c).flatMap((np) => phraseChunks(np)));
  for (const r of c.roles) r.chunks.forEach((k) => inPhrases.add(k));
  story.useChunks(c.chunks.filter((k) => !inPhrases.has(k) && (story.timeAt(k) === null || allowed.includes(story.timeAt(k)!))));
  return true;
}

/** The property a clause asks about, wherever the grammar put it. */
function propertyOf(c: Clause): Extract<NounPhrase, { kind: 'property' }>[] {
  const out: Extract<NounPhrase, { kind: 'property' }>[] = [];
  const visit = (np: NounPhrase | null): void => {
    if (!np) return;
    if (np.kind === 'property') out.push(np);
    if (np.kind === 'list') np.items.forEach(visit);
  };
  [c.asked, c.subject, c.object, c.complement].forEach(visit);
  return out;
}

/** Objects a question is about: "its P/T" (it), "the Lions' P/T", "their P/T", or the subject. */
function aboutObjects(story: Story, np: NounPhrase | null): string[] | null {
  if (!np) return null;
  if (np.kind === 'property') return np.of ? aboutObjects(story, np.of) : null;
  // A description in a question introduces what it describes ("Can a 2/2 block a creature with flying?");
  // a bare reference ("it", "the creature") must find something said before (refs.ts).
  if (np.kind === 'pronoun' || np.kind === 'object' || np.kind === 'list') return objectsOf(story, np, { create: true, plural: np.kind === 'list' || (np.kind === 'object' && (np.plural || (np.count ?? 1) > 1 || np.det === 'each' || np.det === 'all' || np.det === 'every')) || (np.kind === 'pronoun' && np.word !== 'it') });
  if (np.kind === 'player' && np.player.who === 'they') return story.pronoun('they');
  return null;
}

/** The one creature a question with no subject is about ("p/t?"): the only creature said, if one. */
function onlyCreature(story: Story): string | null {
  const cs = story.objects.filter((o) => o.zone === 'battlefield' && !o.cast && (o.types.includes('Creature') || (o.card !== null && o.attachedTo === null && !story.objects.some((x) => x.attachedTo === o.id) === false)));
  const hosts = story.objects.filter((o) => story.objects.some((x) => x.attachedTo === o.id));
  if (hosts.length === 1) return hosts[0]!.id;
  const targeted = story.events.flatMap((e) => (e.kind === 'cast' ? e.targets.filter((t) => t !== 'A' && t !== 'B') : []));
  if (new Set(targeted).size === 1) return targeted[0]!;
  const creatures = cs.filter((o) => o.types.includes('Creature'));
  return creatures.length === 1 ? creatures[0]!.id : null;
}

/** The player asked about; null for the defending player (known only once combat is settled). */
function sideAsked(story: Story, c: Clause): Side | null {
  for (const np of [c.subject, c.object, role(c, 'to'), c.complement, ...c.roles.filter((r) => r.prep === 'of').map((r) => r.np)]) {
    const p = np && np.kind === 'property' && np.of ? np.of : np;
    if (p && p.kind === 'player' && (p.player.who === 'defending' || p.player.who === 'player')) {
      story.use(np);
      return null;
    }
    if (p && isPlayerish(p)) {
      story.use(np);
      return playerOf(story, p);
    }
  }
  return null;
}

/**
 * What a question clause states on the way ("Does Serra Angel still fly with Colossus Hammer on it?",
 * "Is Vampire Nighthawk bigger with Bad Moon out?"): an Equipment or Aura "with" it is attached to it;
 * another permanent "with … out" is on the battlefield.
 */
function questionFacts(story: Story, c: Clause): void {
  for (const r of c.roles) {
    if (r.prep !== 'with' || !r.np || r.np.kind !== 'object' || !r.np.card) continue;
    const card = r.np.card;
    const isAttachment = /\b(?:Equipment|Aura)\b/.test(card.typeLine);
    const permanent = !/\b(?:Instant|Sorcery)\b/.test(card.typeLine);
    if (!permanent) continue;
    const hostIds = isAttachment ? aboutObjects(story, c.subject && !isPlayerish(c.subject) ? c.subject : null) : null;
    const ids = objectsOf(story, r.np, { create: true });
    if (!ids) continue;
    if (isAttachment) {
      if (!hostIds || hostIds.length !== 1) continue;
      story.get(ids[0]!)!.attachedTo = hostIds[0]!;
      const onIt = c.roles.find((x) => x.prep === 'on' && x.np?.kind === 'pronoun');
      if (onIt) story.useChunks(onIt.chunks);
    }
    story.useChunks(r.chunks);
    for (const k of c.chunks) if (story.sensesAt(k)[0]?.kind === 'adj' && (story.sensesAt(k)[0] as { adj: string }).adj === 'present') story.used.add(k);
  }
}

/** A question answered yes or no ("Does any damage get through?"), not "how much". */
function yesNoQuestion(c: Clause): boolean {
  return c.wh === null && c.verb !== null && (c.verb.inverted === true || c.yesNo);
}

/** Reads one question clause into asks; false when it asks nothing we can answer. */
export function askFrom(story: Story, c: Clause): boolean {
  story.beginClause();
  questionFacts(story, c);
  const asked = readAsk(story, c);
  // What the question asks about ("damage", "its P/T", "how many poison counters") is used by the ask.
  if (asked) for (const p of [...propertyOf(c), c.asked]) story.use(p);
  return asked;
}

function readAsk(story: Story, c: Clause): boolean {
  const v = c.verb;
  const props = propertyOf(c);
  const verb = v?.verb ?? null;
  const wh = c.wh;
  // ---- amounts: how much damage / life / poison ---------------------------------------------
  if (wh === 'how-much' || wh === 'how-many' || props.some((p) => p.noun === 'damage' || p.noun === 'poison' || p.noun === 'life') || verb === 'trample-over' || verb === 'push-through' || verb === 'go-through') {
    const nouns = new Set(props.map((p) => p.noun));
    if (c.asked?.kind === 'amount' && c.asked.counter === 'poison') nouns.add('poison');
    if (verb === 'trample-over' || verb === 'push-through' || verb === 'go-through' || verb === 'assign') nouns.add('damage');
    if (wh === 'how-much' && nouns.size === 0 && (verb === 'take' || verb === 'deal' || verb === 'hit')) nouns.add('damage');
    if (wh === 'how-much' && nouns.size === 0 && !verb) nouns.add('damage');
    const side = sideAsked(story, c);
    let handled = false;
    if (nouns.has('poison')) {
      ask(story, yesNoQuestion(c) ? { kind: 'poison', side, yesNo: true } : { kind: 'poison', side }, c);
      handled = true;
    }
    if (nouns.has('damage')) {
      // "Does any damage get through to them?" is a yes/no question about the same thing.
      // "Does the 5/5's damage go to the player?" asks whether the 5/5 deals damage to the player.
      const source = c.subject?.kind === 'property' && c.subject.noun === 'damage' && c.subject.of?.kind === 'object' ? c.subject.of : c.subject;
      const subjectObjects = source && !isPlayerish(source) && source.kind !== 'property' ? aboutObjects(story, source) : null;
      const dealing = verb === 'deal' || verb === 'hit' || (source !== c.subject && (verb === 'go' || verb === 'go-through'));
      if (subjectObjects && subjectObjects.length === 1 && dealing && !wh) ask(story, { kind: 'deals-damage', id: subjectObjects[0]!, side }, c);
      else if (subjectObjects && subjectObjects.length > 0 && verb === 'take' && !wh) {
        if (!castInstrument(story, c, role(c, 'with', 'from'), source)) return false;
        for (const id of subjectObjects) ask(story, { kind: 'dealt-damage', id }, c);
      }
      else ask(story, yesNoQuestion(c) ? { kind: 'damage-taken', side, yesNo: true } : { kind: 'damage-taken', side }, c);
      useRole(story, c, 'to');
      handled = true;
    }
    if (nouns.has('life') && verb === 'gain' && !wh) {
      const who = c.subject && isPlayerish(c.subject) ? playerOf(story, c.subject) : null;
      if (who) return ask(story, { kind: 'life-gained', side: who }, c);
    }
    if (nouns.has('life')) {
      const sides = lifeSides(story, c, props);
      for (const s of sides) ask(story, { kind: 'life', side: s }, c);
      handled = sides.length > 0;
    }
    if (wh === 'how-big') return ptAsk(story, c);
    if (handled) return true;
  }
  if (wh === 'how-big') return ptAsk(story, c);
  // ---- characteristics ----------------------------------------------------------------------
  if (props.some((p) => p.noun === 'pt' || p.noun === 'power' || p.noun === 'toughness' || p.noun === 'size' || p.noun === 'stats' || p.noun === 'keyword')) {
    let any = false;
    if (props.some((p) => p.noun === 'pt' || p.noun === 'power' || p.noun === 'toughness' || p.noun === 'size' || p.noun === 'stats')) any = ptAsk(story, c) || any;
    if (props.some((p) => p.noun === 'keyword')) any = keywordsAsk(story, c) || any;
    if (any) return true;
  }
  if (!v) {
    // "dead?", "win?": a verbless question about the last player or creature.
    if (c.adjectives.includes('dead')) return deadAsk(story, c);
    return false;
  }
  switch (verb) {
    case 'pump': {
      // "Does my Crusade also pump my opponent's Serra Angel?": is that one bigger?
      const ids = aboutObjects(story, c.object);
      if (!ids || ids.length !== 1) return false;
      const src = c.subject && !isPlayerish(c.subject) ? aboutObjects(story, c.subject) : null;
      if (!src) return false;
      return ask(story, { kind: 'bigger', id: ids[0]!, bigger: true }, c);
    }
    case 'tap': {
      const ids = aboutObjects(story, c.subject);
      if (!ids || ids.length !== 1 || c.object) return false;
      return ask(story, { kind: 'tapped', id: ids[0]! }, c);
    }
    case 'resolve': {
      const ids = c.subject?.kind === 'object' && c.subject.card ? aboutObjects(story, c.subject) : null;
      if (!ids || ids.length !== 1) return false;
      return ask(story, { kind: 'resolves', id: ids[0]! }, c);
    }
    case 'trigger': {
      const ids = aboutObjects(story, c.subject);
      if (!ids || ids.length !== 1) return false;
      story.use(c.asked);
      return ask(story, { kind: 'triggers', id: ids[0]! }, c);
    }
    case 'draw': {
      const side = c.subject && isPlayerish(c.subject) ? playerOf(story, c.subject) : null;
      if (!side) return false;
      story.use(c.object);
      return ask(story, { kind: 'draws', side }, c);
    }
    case 'come-back':
    case 'return': {
      const ids = aboutObjects(story, c.subject);
      if (!ids || ids.length !== 1) return false;
      useRole(story, c, 'to');
      return ask(story, { kind: 'returns', id: ids[0]! }, c);
    }
    case 'get':
    case 'create': {
      // "Do I get a Spirit token?", "How many tokens do I get?", "Do they get a Beast?"
      const side = c.subject && isPlayerish(c.subject) ? playerOf(story, c.subject) : null;
      const what = c.object ?? c.asked;
      if (!side || !what || what.kind !== 'object' || (what.head !== 'token' && what.head !== 'subtype')) return false;
      story.use(what);
      useRole(story, c, 'from', 'with');
      return ask(story, { kind: 'tokens', side, subtype: what.subtypes[0] ?? null }, c);
    }
    case 'end-up':
    case 'leave':
      // "Where does the 5/5 end up?": its zone.
      if (c.wh === 'where' && c.subject && !isPlayerish(c.subject)) {
        const ids = aboutObjects(story, c.subject);
        if (!ids) return false;
        for (const id of ids) ask(story, { kind: 'zone', id }, c);
        return true;
      }
      if (c.wh === 'what' || c.wh === 'which') {
        story.use(c.asked);
        story.use(c.subject);
        useRole(story, c, 'on', 'with');
        return ask(story, { kind: 'outcome' }, c);
      }
      return false;
    case 'die':
    case 'survive':
    case 'destroy':
    case 'kill':
    case 'remain':
    case 'save':
      return diesAsk(story, c);
    case 'happen':
    case 'go': {
      const to = role(c, 'to') ?? c.subject;
      const ids = to && !isPlayerish(to) && to.kind !== 'property' ? askedObjects(story, to) : null;
      if (ids) {
        useRole(story, c, 'to');
        for (const id of ids) ask(story, { kind: 'zone', id }, c);
        return true;
      }
      if (verb === 'happen') return ask(story, { kind: 'outcome' }, c);
      return false;
    }
    case 'attack':
      return canAttack(story, c);
    case 'block':
    case 'chump':
    case 'double-block':
      return canBlock(story, c);
    case 'target':
    case 'cast':
      return canTarget(story, c);
    case 'have':
    case 'keep':
    case 'fly': {
      // "Does it still have the counter?", "Does my Grizzly Bears keep its two +1/+1 counters?"
      const counterNp = c.object;
      if (counterNp && (counterNp.kind === 'amount' || counterNp.kind === 'property') && (counterNp.kind === 'amount' ? counterNp.noun === 'counter' : counterNp.noun === 'counter')) {
        const ids = aboutObjects(story, c.subject);
        if (!ids || ids.length !== 1) return false;
        const kind = counterNp.kind === 'amount' ? counterNp.counter : lastCounterKind(story);
        if (!kind) return false;
        story.use(counterNp);
        return ask(story, { kind: 'has-counters', id: ids[0]!, counter: kind }, c);
      }
      return hasKeyword(story, c);
    }
    case 'deal':
    case 'hit':
    case 'connect': {
      const ids = aboutObjects(story, c.subject);
      if (!ids || ids.length !== 1) return false;
      return ask(story, { kind: 'deals-damage', id: ids[0]!, side: sideAsked(story, c) }, c);
    }
    case 'lose':
    case 'win': {
      // "win?" alone: does the asker win.
      const side = c.subject && isPlayerish(c.subject) ? playerOf(story, c.subject) : !c.subject && verb === 'win' ? 'A' : null;
      if (side === null) return false;
      story.use(c.object);
      return ask(story, { kind: 'loses', side: verb === 'win' ? other(side) : side }, c);
    }
    case 'be': {
      const comparative = c.adjectives.includes('bigger') || c.adjectives.includes('smaller');
      if (comparative && c.subject && !isPlayerish(c.subject) && !c.wh) {
        const ids = aboutObjects(story, c.subject);
        if (!ids || ids.length !== 1) return false;
        for (const k of c.chunks) if (['bigger', 'smaller'].includes((story.sensesAt(k)[0] as { adj?: string } | undefined)?.adj ?? '')) story.used.add(k);
        return ask(story, { kind: 'bigger', id: ids[0]!, bigger: c.adjectives.includes('bigger') }, c);
      }
      const alive = c.adjectives.includes('alive');
      if ((alive || c.adjectives.includes('dead')) && c.subject && !isPlayerish(c.subject)) {
        const ids = aboutObjects(story, c.subject);
        if (!ids) return false;
        for (const id of ids) ask(story, { kind: 'dies', id, positive: !alive }, c);
        return true;
      }
      if (c.adjectives.includes('dead')) return deadAsk(story, c);
      if (c.adjectives.includes('left') && (c.wh === 'what' || c.wh === 'which')) {
        story.use(c.asked);
        useRole(story, c, 'on');
        return ask(story, { kind: 'outcome' }, c);
      }
      // "What is it now?", "What is the 2/2?": its characteristics.
      if (c.wh === 'what' && (c.subject?.kind === 'pronoun' || c.subject?.kind === 'object')) return ptAsk(story, c);
      return false;
    }
    default:
      return false;
  }
}

function lifeSides(story: Story, c: Clause, props: Extract<NounPhrase, { kind: 'property' }>[]): Side[] {
  // "both life totals", "both players' life totals" (両者のライフ)
  const both = [c.subject, c.complement, c.asked].some((np) => np?.kind === 'pronoun' && np.word === 'both') || props.some((p) => p.of?.kind === 'player' && p.of.player.who === 'each');
  if (both) {
    for (const p of props) if (p.of?.kind === 'player') story.use(p.of);
    return ['A', 'B'];
  }
  const s = sideAsked(story, c);
  if (s) return [s];
  // "life after combat?" with one player's life stated: that player.
  const stated = (['A', 'B'] as const).filter((x) => story.life[x] !== undefined);
  if (stated.length === 1) return [stated[0]!];
  return [];
}

function ptAsk(story: Story, c: Clause): boolean {
  const targets = ptTargets(story, c);
  if (!targets) return false;
  for (const id of targets) ask(story, { kind: 'pt', id }, c);
  return true;
}

function keywordsAsk(story: Story, c: Clause): boolean {
  const targets = ptTargets(story, c);
  if (!targets) return false;
  for (const id of targets) ask(story, { kind: 'keywords', id }, c);
  return true;
}

function ptTargets(story: Story, c: Clause): string[] | null {
  const of = role(c, 'of');
  if (of && (of.kind === 'object' || of.kind === 'pronoun' || of.kind === 'list')) {
    const ids = aboutObjects(story, of);
    if (ids) {
      useRole(story, c, 'of');
      return ids;
    }
  }
  for (const np of [c.asked, c.subject, c.complement, c.object]) {
    if (!np) continue;
    if (np.kind === 'property' && np.of) {
      const ids = askedObjects(story, np.of);
      if (ids) return ids;
    }
    if (np.kind === 'list') {
      const ids: string[] = [];
      for (const it of np.items) if (it.kind === 'property' && it.of) ids.push(...(askedObjects(story, it.of) ?? []));
      if (ids.length > 0) return ids;
    }
    if (np.kind === 'object' || np.kind === 'pronoun') {
      const ids = askedObjects(story, np);
      if (ids) return ids;
    }
  }
  const only = onlyCreature(story);
  return only ? [only] : null;
}

function diesAsk(story: Story, c: Clause): boolean {
  const v = c.verb!;
  const positive = !(v.verb === 'survive' || v.verb === 'remain' || v.verb === 'save');
  // "Which creatures die?", "who dies?", "How many die?": the outcome lists every creature that died.
  if (c.wh === 'which' || c.wh === 'who' || c.wh === 'what' || c.wh === 'how-many') {
    story.use(c.asked);
    return ask(story, { kind: 'outcome' }, c);
  }
  const subj = v.verb === 'destroy' || v.verb === 'kill' ? (v.passive ? c.subject : c.object) : v.verb === 'save' ? c.object : c.subject;
  // "Does Infest kill Slippery Bogle?", "Will Wrath of God kill my X?": that spell is cast (at it, if it targets).
  // "Is X destroyed by/with Wrath of God?", 「《神の怒り》で破壊されますか」: the instrument is the agent too.
  // 「《ショック》で死にますか」: so is the instrument of dying.
  const agent = v.verb === 'destroy' || v.verb === 'kill' ? (v.passive ? role(c, 'by', 'with') : c.subject) : v.verb === 'die' ? role(c, 'with') : null;
  if (!castInstrument(story, c, agent, subj)) return false;
  // "Does it survive the turn?": the turn ends first (514.2: damage wears off and "until end of turn" effects end together).
  if (c.object?.kind === 'property' && c.object.noun === 'turn' && v.verb !== 'destroy' && v.verb !== 'kill') {
    if (!story.events.some((e) => e.kind === 'end-turn')) story.events.push({ kind: 'end-turn' });
    story.use(c.object);
  }
  // "Can I kill both?", "Can AP destroy both blockers?": each one dies.
  const ids = aboutObjects(story, subj);
  if (!ids || ids.length === 0) return false;
  for (const id of ids) ask(story, { kind: 'dies', id, positive: v.negated ? !positive : positive }, c);
  // "die from the damage", "with 3 damage marked" add nothing; a thing named there (a card, a
  // creature) would be an unread part of the story, so it is left for the coverage check (issue 11).
  for (const r of c.roles) if ((r.prep === 'with' || r.prep === 'from') && r.np?.kind !== 'object') story.useChunks(r.chunks);
  return true;
}

/**
 * A spell named as what does it in a question ("destroyed by Wrath of God", 「《紅蓮地獄》でダメージを
 * 受けますか」) is cast; the one asked about is its target only if the spell targets at all, said as
 * implied. False when what it names can't be found; true (nothing done) when it is no instant or sorcery.
 */
function castInstrument(story: Story, c: Clause, agent: NounPhrase | null, victimNp: NounPhrase | null): boolean {
  if (!agent || agent.kind !== 'object' || !agent.card || !/\b(?:Instant|Sorcery)\b/.test(agent.card.typeLine)) return true;
  const victims = aboutObjects(story, victimNp);
  const spell = objectsOf(story, agent, { create: true, controller: 'A' });
  if (!victims || !spell) return false;
  const s = story.get(spell[0]!)!;
  s.cast = true;
  story.events.push({ kind: 'cast', spell: s.id, caster: s.controller ?? 'A', targets: victims.length === 1 ? victims : [], impliedTargets: true });
  useRole(story, c, 'by', 'with', 'from');
  return true;
}

function deadAsk(story: Story, c: Clause): boolean {
  // "dead?" after damage to a player: does that player lose?
  for (const e of [...story.events].reverse()) {
    if (e.kind === 'damage' && (e.target === 'A' || e.target === 'B')) return ask(story, { kind: 'loses', side: e.target }, c);
    if (e.kind === 'cast') {
      const p = e.targets.find((t): t is Side => t === 'A' || t === 'B');
      if (p) return ask(story, { kind: 'loses', side: p }, c);
    }
  }
  return false;
}

/**
 * The creatures a can-question is about: one said before, or one the question describes by its
 * qualities ("Can a tapped 2/2 block?" is about a tapped 2/2, with nothing said before it). A bare
 * noun ("one creature") describes nothing, and is only ever a reference.
 */
function askedObjects(story: Story, np: NounPhrase | null, opts: { controller?: Side | null; exclude?: string[] } = {}): string[] | null {
  if (np && describes(np)) return objectsOf(story, np, { create: true, plural: true, ...opts });
  return aboutObjects(story, np);
}

function describes(np: NounPhrase): boolean {
  if (np.kind === 'list') return np.items.every(describes);
  if (np.kind !== 'object') return false;
  if (np.power !== null || np.card !== null) return true;
  // A creature type alone ("Bears without flying") may be a card's name half-read: only a reference.
  if (np.head === 'subtype') return false;
  return np.keywords.length + np.lacks.length + np.colors.length + np.adjectives.length + np.counters.length + np.attachments.length + np.supertypes.length > 0;
}

function canAttack(story: Story, c: Clause): boolean {
  const subj = c.subject;
  let ids: string[] | null;
  if (subj && isPlayerish(subj)) {
    ids = askedObjects(story, role(c, 'with'));
    useRole(story, c, 'with');
  } else ids = askedObjects(story, subj);
  if (!ids || ids.length === 0) return false;
  for (const id of ids) ask(story, { kind: 'can-attack', id }, c);
  return true;
}

function canBlock(story: Story, c: Clause): boolean {
  const v = c.verb!;
  let blockers: string[] | null;
  let attackers: string[] = [];
  if (v.passive) {
    attackers = askedObjects(story, c.subject) ?? [];
    blockers = objectsOf(story, role(c, 'by'), { create: true, plural: true, exclude: attackers });
    useRole(story, c, 'by');
  } else {
    const subj = c.subject;
    // What is blocked first, so the blockers are other creatures ("Can a 2/2 block a 2/2?").
    const obj = c.object ?? role(c, 'to');
    // The blockers a question already placed ("with White Knight", said to be there) are not what they block.
    const withNp = role(c, 'with', 'using');
    const placed = withNp ? (story.resolved.get(withNp) ?? []) : [];
    if (obj) {
      attackers = askedObjects(story, obj, { exclude: placed }) ?? [];
      useRole(story, c, 'to');
    }
    if (subj && isPlayerish(subj)) {
      const side = playerOf(story, subj);
      blockers = objectsOf(story, role(c, 'with', 'using'), { create: true, plural: true, controller: side, exclude: attackers });
      useRole(story, c, 'with', 'using');
      if (!blockers && side) {
        // "Can I block it?" with my creatures said before: those.
        const mine = story.objects.filter((o) => o.controller === side && o.types.includes('Creature') && !story.roles.has(o.id));
        if (mine.length > 0) blockers = mine.map((o) => o.id);
      }
    } else blockers = askedObjects(story, subj, { exclude: attackers });
  }
  if (!blockers || blockers.length === 0) return false;
  // A creature can't be asked to block itself: two descriptions read as one object is a misreading.
  if (blockers.some((b) => attackers.includes(b))) return false;
  if (attackers.length === 0) {
    const all = story.events.flatMap((e) => (e.kind === 'attack' ? e.attackers : []));
    attackers = all.length === 1 ? all : [];
  }
  return ask(story, { kind: 'can-block', blockers, attackers }, c);
}

function canTarget(story: Story, c: Clause): boolean {
  const v = c.verb!;
  // "Can a creature with shroud be targeted by my spell?"
  if (v.verb === 'target' && v.passive) {
    const by = role(c, 'by');
    const caster: Side = by?.kind === 'object' && by.owner ? story.side(by.owner) : by && isPlayerish(by) ? (playerOf(story, by) ?? 'A') : 'A';
    if (!by || (by.kind === 'object' && by.head !== 'spell' && !by.card)) return false;
    const targets = objectsOf(story, c.subject, { create: true, controller: c.subject?.kind === 'object' && c.subject.owner === null ? other(caster) : null });
    if (!targets || targets.length !== 1) return false;
    let spell: string | undefined;
    if (by.kind === 'object' && by.card) {
      const ids = objectsOf(story, by, { create: true, controller: caster });
      if (!ids) return false;
      spell = ids[0]!;
      story.get(spell)!.cast = true;
    }
    story.use(by);
    useRole(story, c, 'by');
    return ask(story, spell ? { kind: 'can-target', target: targets[0]!, caster, spell } : { kind: 'can-target', target: targets[0]!, caster }, c);
  }
  const caster: Side = c.subject && isPlayerish(c.subject) ? (playerOf(story, c.subject) ?? 'A') : 'A';
  let spell: string | undefined;
  let targetNp: NounPhrase | null = c.object;
  if (v.card) {
    const s = story.create({ det: null, owner: null, count: null, plural: false, power: null, toughness: null, colors: [], nonColors: [], types: [], nonTypes: [], subtypes: [], supertypes: [], keywords: [], lacks: [], counters: [], damage: 0, card: v.card, head: 'card', adjectives: [], attachments: [], from: null, quotes: [], controlledBy: null, partial: null }, v.card.display, caster);
    s.cast = true;
    spell = s.id;
  } else if (v.verb === 'target') {
    const w = role(c, 'with');
    if (w && w.kind === 'object' && w.card) {
      const ids = objectsOf(story, w, { create: true, controller: caster });
      if (ids) {
        spell = ids[0]!;
        story.get(spell)!.cast = true;
        useRole(story, c, 'with');
      }
    } else if (w && w.kind === 'object' && w.head === 'spell') {
      useRole(story, c, 'with');
    }
  } else {
    // "Can I cast X on Y?"
    const sp = c.object;
    targetNp = role(c, 'on', 'at', 'targeting');
    if (!sp || sp.kind !== 'object' || !sp.card || !targetNp) return false;
    const ids = objectsOf(story, sp, { create: true, controller: caster });
    if (!ids) return false;
    spell = ids[0]!;
    story.get(spell)!.cast = true;
    useRole(story, c, 'on', 'at', 'targeting');
  }
  if (!targetNp) return false;
  const targets = objectsOf(story, targetNp, { create: true, controller: targetNp.kind === 'object' && targetNp.owner === null ? other(caster) : null });
  if (!targets || targets.length !== 1) return false;
  return ask(story, spell ? { kind: 'can-target', target: targets[0]!, caster, spell } : { kind: 'can-target', target: targets[0]!, caster }, c);
}

function hasKeyword(story: Story, c: Clause): boolean {
  // "Does X have flying?" may describe X; "can X fly?" is about one said before.
  const ids = c.verb!.verb === 'fly' ? aboutObjects(story, c.subject) : askedObjects(story, c.subject);
  if (!ids || ids.length === 0) return false;
  const kws: Keyword[] = [...c.keywords];
  if (c.verb!.verb === 'fly') kws.push({ keyword: 'flying' });
  if (kws.length === 0) return false;
  story.useKeywords(c.chunks);
  for (const id of ids) for (const k of kws) ask(story, { kind: 'has-keyword', id, keyword: k }, c);
  return true;
}

/** The counter kind the question talked about last ("… which has a +1/+1 counter. Does it still have the counter?"). */
function lastCounterKind(story: Story): string | null {
  for (const o of [...story.objects].reverse()) {
    const kinds = Object.keys(o.counters);
    if (kinds.length === 1) return kinds[0]!;
  }
  for (const e of [...story.events].reverse()) if (e.kind === 'counters') return e.counter;
  return null;
}

/**
 * Question intents (issue 12 §5): what a question clause asks, as typed asks answered from the
 * engine's run — how much damage or life (→ life change), dies / survives (→ zone), P/T and
 * keywords (→ characteristics), can X attack / block / be blocked / be targeted (→ legality tried
 * in the engine), does X have a keyword, does a player lose, where does it go, what happens.
 * Several questions in one message each get their own ask, in order.
 */
import type { Keyword } from '../engine/types.ts';
import type { Clause, NounPhrase } from './clause.ts';
import { clausePhrases } from './clause.ts';
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
  story.useChunks(c.chunks.filter((k) => !c.roles.some((r) => r.chunks.includes(k)) && (story.timeAt(k) === null || allowed.includes(story.timeAt(k)!))));
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
  if (np.kind === 'pronoun' || np.kind === 'object' || np.kind === 'list') return objectsOf(story, np, { create: false, plural: true });
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

function sideAsked(story: Story, c: Clause): Side | null {
  for (const np of [c.subject, c.object, role(c, 'to'), c.complement]) {
    if (np && isPlayerish(np)) return playerOf(story, np);
    if (np && np.kind === 'property' && np.of && isPlayerish(np.of)) return playerOf(story, np.of);
  }
  return null;
}

/** A question answered yes or no ("Does any damage get through?"), not "how much". */
function yesNoQuestion(c: Clause): boolean {
  return c.wh === null && c.verb !== null && (c.verb.inverted === true || c.yesNo);
}

/** Reads one question clause into asks; false when it asks nothing we can answer. */
export function askFrom(story: Story, c: Clause): boolean {
  story.beginClause();
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
      else if (subjectObjects && subjectObjects.length > 0 && verb === 'take' && !wh) for (const id of subjectObjects) ask(story, { kind: 'dealt-damage', id }, c);
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
    case 'die':
    case 'survive':
    case 'destroy':
    case 'kill':
    case 'remain':
    case 'save':
      return diesAsk(story, c);
    case 'happen':
    case 'end-up':
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
    case 'fly':
      return hasKeyword(story, c);
    case 'deal':
    case 'hit':
    case 'connect': {
      const ids = aboutObjects(story, c.subject);
      if (!ids || ids.length !== 1) return false;
      return ask(story, { kind: 'deals-damage', id: ids[0]!, side: sideAsked(story, c) }, c);
    }
    case 'lose':
    case 'win': {
      const side = c.subject && isPlayerish(c.subject) ? playerOf(story, c.subject) : null;
      if (side === null) return false;
      story.use(c.object);
      return ask(story, { kind: 'loses', side: verb === 'win' ? other(side) : side }, c);
    }
    case 'be': {
      if (c.adjectives.includes('dead')) return deadAsk(story, c);
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
  // "Which creatures die?", "who dies?": the outcome lists every creature that died.
  if (c.wh === 'which' || c.wh === 'who' || c.wh === 'what') return ask(story, { kind: 'outcome' }, c);
  const subj = v.verb === 'destroy' || v.verb === 'kill' ? (v.passive ? c.subject : c.object) : v.verb === 'save' ? c.object : c.subject;
  // "Does it survive the turn?": the turn ends first (514.2: damage wears off and "until end of turn" effects end together).
  if (c.object?.kind === 'property' && c.object.noun === 'turn' && v.verb !== 'destroy' && v.verb !== 'kill') {
    if (!story.events.some((e) => e.kind === 'end-turn')) story.events.push({ kind: 'end-turn' });
    story.use(c.object);
  }
  // "Can I kill both?", "Can AP destroy both blockers?": each one dies.
  const ids = aboutObjects(story, subj);
  if (!ids || ids.length === 0) return false;
  for (const id of ids) ask(story, { kind: 'dies', id, positive: v.negated ? !positive : positive }, c);
  useRole(story, c, 'with', 'from');
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
    if (obj) {
      attackers = askedObjects(story, obj) ?? [];
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
  if (attackers.length === 0) {
    const all = story.events.flatMap((e) => (e.kind === 'attack' ? e.attackers : []));
    attackers = all.length === 1 ? all : [];
  }
  return ask(story, { kind: 'can-block', blockers, attackers }, c);
}

function canTarget(story: Story, c: Clause): boolean {
  const v = c.verb!;
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
  for (const id of ids) for (const k of kws) ask(story, { kind: 'has-keyword', id, keyword: k }, c);
  return true;
}

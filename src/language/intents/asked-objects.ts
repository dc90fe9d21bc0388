/** The objects a question asks about: properties, quantifiers over told objects, facts asked, instruments cast and spells countered. */
import type { Clause, NounPhrase } from '../clause.ts';
import type { QEvent, Side } from '../ir.ts';
import type { Story } from '../story.ts';
import { other } from '../story.ts';
import { objectsOf, oneObjectOf } from '../refs.ts';
import { pendingOnStack, useRole } from '../frames/util.ts';
import { saidX } from '../frames/cast-spell.ts';
import { isPlayerish } from './personal.ts';

/** The property a clause asks about, wherever the grammar put it. */
export function propertyOf(c: Clause): Extract<NounPhrase, { kind: 'property' }>[] {
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
export function aboutObjects(story: Story, np: NounPhrase | null, exclude: readonly string[] = []): string[] | null {
  if (!np) return null;
  if (np.kind === 'property') return np.of ? aboutObjects(story, np.of, exclude) : null;
  // A description in a question introduces what it describes ("Can a 2/2 block a creature with flying?");
  // a bare reference ("it", "the creature") must find something said before (refs.ts).
  if (np.kind === 'object' && quantifiedOverTold(story, np)) return null;
  if (np.kind === 'pronoun' || np.kind === 'object' || np.kind === 'list') return objectsOf(story, np, { create: true, exclude, plural: np.kind === 'list' || (np.kind === 'object' && (np.plural || (np.count ?? 1) > 1 || np.det === 'each' || np.det === 'all' || np.det === 'every')) || (np.kind === 'pronoun' && np.word !== 'it') });
  if (np.kind === 'player' && np.player.who === 'they') return story.pronoun('they');
  return null;
}

/**
 * "Does any creature die?", "does any blocker survive?", "does a creature survive?" asked of a story that has told
 * permanents: the question quantifies over those (some of them, any of them), never over a new one it would describe.
 * Not read here — an ask of a group (remains.ts) takes what it can; the rest is refused — since answering of a made-up
 * creature gives a confident answer about nothing the story has. A description with more to it ("a 2/2", "a creature
 * with flying") still introduces what it describes.
 */
function quantifiedOverTold(story: Story, np: Extract<NounPhrase, { kind: 'object' }>): boolean {
  const bare = np.power === null && np.toughness === null && np.card === null && np.keywords.length === 0 && np.lacks.length === 0 && np.quotes.length === 0 && np.counters.length === 0 && np.attachments.length === 0;
  if (!(np.det === 'any' || np.det === 'some' || (np.det === 'a' && bare))) return false;
  // (Only over told ones it could mean: "can any of my creatures block it?" with none of mine told asks of any creature.)
  const ref = np.owner ?? np.controlledBy;
  const side = ref ? story.side(ref) : null;
  return story.fittingAll(np).some((o) => o.zone === 'battlefield' && o.cast !== true && (side === null || o.controller === side));
}

/** The one creature a question with no subject is about ("p/t?"): the only creature said, if one. */
export function onlyCreature(story: Story): string | null {
  const cs = story.objects.filter((o) => o.zone === 'battlefield' && !o.cast && (o.types.includes('Creature') || (o.card !== null && o.attachedTo === null && !story.objects.some((x) => x.attachedTo === o.id) === false)));
  const hosts = story.objects.filter((o) => story.objects.some((x) => x.attachedTo === o.id));
  if (hosts.length === 1) return hosts[0]!.id;
  const targeted = story.events.flatMap((e) => (e.kind === 'cast' ? e.targets.filter((t) => t !== 'A' && t !== 'B') : []));
  if (new Set(targeted).size === 1) return targeted[0]!;
  const creatures = cs.filter((o) => o.types.includes('Creature'));
  // 「《栄光の頌歌》がある状態で《灰色熊》を唱えたら、P/Tは？」: a creature spell cast (a permanent spell, 110.4b)
  // is on the battlefield once it resolves — the one creature when no other is told; with another one told
  // (「3/3がいる。《灰色熊》を唱えたらP/Tは？」) either may be meant: neither is guessed.
  const cast = story.objects.filter((o) => o.cast && o.types.includes('Creature'));
  if (cast.length > 0) return creatures.length === 0 && cast.length === 1 ? cast[0]!.id : null;
  return creatures.length === 1 ? creatures[0]!.id : null;
}

/**
 * What a question clause states on the way ("Does Serra Angel still fly with Colossus Hammer on it?",
 * "Is Vampire Nighthawk bigger with Bad Moon out?"): an Equipment or Aura "with" it is attached to it;
 * another permanent "with … out" is on the battlefield.
 */
export function questionFacts(story: Story, c: Clause): void {
  for (const r of c.roles) {
    if (r.prep !== 'with' || !r.np || r.np.kind !== 'object' || !r.np.card) continue;
    const card = r.np.card;
    const isAttachment = /\b(?:Equipment|Aura)\b/.test(card.typeLine);
    const permanent = !/\b(?:Instant|Sorcery)\b/.test(card.typeLine);
    if (!permanent) continue;
    // 「《灰色熊》2体でブロックできますか?」: several of a card said with a count are each there (the move reads them after).
    if (!isAttachment && r.np.count !== null && r.np.count > 1) {
      if (!objectsOf(story, r.np, { create: true, plural: true })) continue;
      story.useChunks(r.chunks);
      continue;
    }
    const hostIds = isAttachment ? aboutObjects(story, c.subject && !isPlayerish(c.subject) ? c.subject : null) : null;
    const id = oneObjectOf(story, r.np, { create: true });
    if (!id) continue;
    if (isAttachment) {
      if (!hostIds || hostIds.length !== 1) continue;
      story.get(id)!.attachedTo = hostIds[0]!;
      const onIt = c.roles.find((x) => x.prep === 'on' && x.np?.kind === 'pronoun');
      if (onIt) story.useChunks(onIt.chunks);
    }
    story.useChunks(r.chunks);
    for (const k of c.chunks) if (story.sensesAt(k)[0]?.kind === 'adj' && (story.sensesAt(k)[0] as { adj: string }).adj === 'present') story.used.add(k);
  }
}

/**
 * The creatures a can-question is about: one said before, or one the question describes by its
 * qualities ("Can a tapped 2/2 block?" is about a tapped 2/2, with nothing said before it). A bare
 * noun ("one creature") describes nothing, and is only ever a reference.
 */
export function askedObjects(story: Story, np: NounPhrase | null, opts: { controller?: Side | null; exclude?: string[] } = {}): string[] | null {
  if (np && describes(np)) return objectsOf(story, np, { create: true, plural: true, ...opts });
  return aboutObjects(story, np, opts.exclude ?? []);
}

function describes(np: NounPhrase): boolean {
  if (np.kind === 'list') return np.items.every(describes);
  if (np.kind !== 'object') return false;
  // "one creature", "two creatures": a number of them is a description of its own.
  if (np.power !== null || np.card !== null || np.count !== null) return true;
  // A creature type alone ("Bears without flying") may be a card's name half-read: only a reference.
  if (np.head === 'subtype') return false;
  return np.keywords.length + np.lacks.length + np.colors.length + np.adjectives.length + np.counters.length + np.attachments.length + np.supertypes.length > 0;
}

/**
 * A spell named as what does it in a question ("destroyed by Wrath of God", 「《紅蓮地獄》でダメージを
 * 受けますか」) is cast; the one asked about is its target only if the spell targets at all, said as
 * implied. False when what it names can't be found; true (nothing done) when it is no instant or sorcery.
 */
export function castInstrument(story: Story, c: Clause, agent: NounPhrase | null, victimNp: NounPhrase | null): boolean {
  if (!agent || agent.kind !== 'object' || !agent.card || !/\b(?:Instant|Sorcery)\b/.test(agent.card.typeLine)) return true;
  const victims = aboutObjects(story, victimNp);
  if (!victims) return false;
  return castAt(story, c, agent, victims, victims.length === 1);
}

/**
 * 「《紅蓮地獄》で何体死ぬ?」「相手の《紅蓮地獄》で何体残る?」: a spell named as what kills, asked how many — cast, at nothing said
 * (a spell that targets is asked back), over the creatures told. Whose it is decides what a one-sided spell hits, so it
 * must be said (相手の《X》) or follow from the creatures, every one told as one player's (cast by the other, as below);
 * else it is named, never guessed. True when nothing is to be cast.
 */
export function castCounted(story: Story, c: Clause, agent: NounPhrase | null): boolean {
  if (!agent || agent.kind !== 'object' || !agent.card || !/\b(?:Instant|Sorcery)\b/.test(agent.card.typeLine)) return true;
  const creatures = story.objects.filter((o) => o.zone === 'battlefield' && o.cast !== true && o.types.includes('Creature')).map((o) => o.id);
  const sides = new Set(creatures.map((id) => story.get(id)!.controller));
  if (agent.owner === null && agent.controlledBy === null && !(sides.size === 1 && !sides.has(null))) {
    story.problem('not-understood', agent.text, 'whose-spell');
    return false;
  }
  return castAt(story, c, agent, creatures, false);
}

function castAt(story: Story, c: Clause, agent: Extract<NounPhrase, { kind: 'object' }>, victims: readonly string[], aimed1: boolean): boolean {
  // "Does my 2/2 survive Murder?": a spell asked of one player's creatures is the other player's (the
  // asker's when whose they are isn't said, or they are both players').
  const owners = new Set(victims.map((id) => story.get(id)?.controller ?? null));
  const owner = owners.size === 1 ? [...owners][0]! : null;
  const spell = oneObjectOf(story, agent, { create: true, controller: owner === null ? 'A' : other(owner) });
  if (!spell) return false;
  // "I cast Lightning Bolt on his Hill Giant. Does the Bolt kill it?", 「その《ショック》で死ぬ？」: the spell the story
  // already told cast is named again as what kills — that cast, never a second one of the same card (which the run
  // then called impossible: the card was still on the stack, red team s19b). Asked of a creature it wasn't cast at,
  // what kills that creature is not this spell: named, never answered of whatever else happened to it.
  const told = story.events.find((e): e is Extract<QEvent, { kind: 'cast' }> => e.kind === 'cast' && e.spell === spell);
  if (told) {
    const aimed = told.targets.filter((t) => t !== 'A' && t !== 'B');
    if (aimed.length > 0 && !victims.every((id) => aimed.includes(id))) {
      story.problem('not-understood', agent.text, 'spell-not-at-it');
      return false;
    }
    useRole(story, c, 'by', 'with', 'from');
    return true;
  }
  const s = story.get(spell)!;
  s.cast = true;
  // "Can Toxic Deluge for X=1 kill it?": X as chosen while casting it (107.3a, 601.2b).
  const x = saidX(story, c);
  const cast: QEvent = { kind: 'cast', spell: s.id, caster: s.controller ?? 'A', targets: aimed1 ? [...victims] : [], impliedTargets: true, ...(x !== null ? { x } : {}) };
  const answered = answeredThreat(story, c, cast.caster);
  if (answered !== null) {
    story.events.splice(answered, 0, cast);
    // What the condition told is now above the threat: a response to it (117.3c), never below it.
    const shifted = [...story.responses].map((k) => (k >= answered ? k + 1 : k));
    story.responses.clear();
    for (const k of shifted) story.responses.add(k);
    for (let k = answered + 1; k < story.events.length; k++) story.responses.add(k);
  } else story.events.push(cast);
  useRole(story, c, 'by', 'with', 'from');
  return true;
}

/**
 * 「《顕在的防御》を使えば私の2/2は《ショック》で死ぬ？」, "If I cast Giant Growth, does my Bears survive Lightning
 * Bolt?": an instant the other player casts in an "if" clause of the same sentence, with no word for when, is the
 * means that answers the threat the question names — cast in response to it (117.3c, 608.2b), never first with the
 * threat put above it, which reversed the order the asker meant (red team s12). Returns where the threat goes (the
 * condition's first event), or null when the condition told anything but such instants still waiting.
 */
function answeredThreat(story: Story, c: Clause, caster: Side): number | null {
  const told = story.conditionEvents;
  if (told === null || told.sentence !== c.sentence || told.to !== story.events.length || pendingOnStack(story, told.to) !== told.to - told.from) return null;
  const events = story.events.slice(told.from, told.to);
  const means = events.every((e) => e.kind === 'cast' && e.caster !== caster && story.get(e.spell)?.types.includes('Instant') === true);
  return means ? told.from : null;
}

/** The objects the story put counters on or described with counters. */
export function countered(story: Story): string[] {
  const ids = new Set<string>();
  for (const o of story.objects) if (Object.keys(o.counters).length > 0) ids.add(o.id);
  for (const e of story.events) if (e.kind === 'counters') e.ids.forEach((id) => ids.add(id));
  return [...ids];
}

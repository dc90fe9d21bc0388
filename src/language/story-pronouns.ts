/**
 * What a pronoun in the story stands for (Story.pronoun): "it", "they", "both", "this" find the latest object
 * mentioned before the clause, preferring the topic and creatures; the readings another object fits as well
 * ("it" after a block, or after damage dealt) are found here so they are asked back, never guessed (issue 11).
 */
import type { IrObject } from './ir.ts';
import type { Story } from './story.ts';
import type { NounPhrase } from './clause.ts';

/**
 * The objects a plural "they" can stand for: a card whose name is a plural, or creatures named together
 * and all still on the battlefield. (A lone creature is "it"; the latest two named apart are no antecedent
 * when a player could be meant.)
 */
export function pluralAntecedent(story: Story): string[] {
  const named = pluralNamed(story);
  if (named !== null) return [named];
  const group = story.lastPlural.filter((id) => story.get(id)?.zone === 'battlefield' && story.get(id)?.types.includes('Creature') === true);
  return group.length >= 2 && group.length === story.lastPlural.length ? group : [];
}

/**
 * "A 1/1 attacks my planeswalker and isn't blocked. Is it gone?", 「それは死ぬ?」: "it" read as the attacking
 * creature could as well be the planeswalker or battle it attacked — asked of a fate, both are answered
 * (ir.ts itEither) and the one whose fate was at stake is taken, or which is asked back (questions/answer.ts).
 */
export function attackedRival(story: Story, ids: readonly string[]): string[] | null {
  if (ids.length !== 1) return null;
  const walkerish = (id: string): boolean => story.get(id)?.zone === 'battlefield' && (story.get(id)?.types.includes('Planeswalker') === true || story.get(id)?.types.includes('Battle') === true);
  const attacked = story.events.flatMap((e) => (e.kind === 'attack' && e.attacked?.[ids[0]!] !== undefined ? [e.attacked[ids[0]!]!] : [])).filter(walkerish);
  return attacked.length === 1 && attacked[0] !== ids[0] ? [ids[0]!, attacked[0]!] : null;
}

/**
 * "Their 4/4 blocks my 3/3. I cast Giant Growth on it.": a spell aimed at "it" could be aimed at either
 * creature of that clause, one each player's, and which one changes the answer; the topic convention
 * (the subject) is a guess there, so both are asked back (issue 11). Null when "it" found something
 * else, or the clause named only one creature.
 */
export function rivalForIt(story: Story, ids: readonly string[]): string[] | null {
  if (ids.length !== 1 || story.topic.length !== 1 || story.topicObject.length !== 1) return null;
  // (A pair named by a player's block is either way round: "it" may have found either one.)
  if (ids[0] !== story.topic[0] && !(story.topicPair && ids[0] === story.topicObject[0])) return null;
  const a = story.get(ids[0]!);
  const b = story.get(ids[0] === story.topic[0] ? story.topicObject[0]! : story.topic[0]!);
  // (An original named only as what a copy copies is on no board: never a reading of "it", frames/copy-state.ts.)
  const live = (o: IrObject | undefined): o is IrObject => o !== undefined && o.zone === 'battlefield' && o.types.includes('Creature') && o.copiedOnly !== true;
  // (A block's two creatures are two players' (509.1a) even before the story says whose.)
  if (!live(a) || !live(b) || a.id === b.id || (!story.topicPair && (a.controller === null || b.controller === null || a.controller === b.controller))) return null;
  return [a.id, b.id];
}

/**
 * "A 3/3 deals 3 damage to a 2/2": the source and the damaged creature, both creatures on the battlefield,
 * when the topic clause dealt damage from one to the other; null otherwise.
 */
export function dealtPair(story: Story): [string, string] | null {
  if (story.topic.length !== 1 || story.topicDealtTo.length !== 1 || story.topic[0] === story.topicDealtTo[0]) return null;
  const live = (id: string): boolean => story.get(id)?.zone === 'battlefield' && story.get(id)?.types.includes('Creature') === true;
  // (Damage to a planeswalker or battle does something to it as well, 120.3c, 120.3h.)
  return live(story.topic[0]!) && (live(story.topicDealtTo[0]!) || damageable(story, story.topicDealtTo[0]!)) ? [story.topic[0]!, story.topicDealtTo[0]!] : null;
}

/** A planeswalker or battle on the battlefield (not a spell being cast): what damage and "it" may be about besides a creature. */
export function damageable(story: Story, id: string): boolean {
  const o = story.get(id);
  return o !== undefined && o.zone === 'battlefield' && o.cast !== true && (o.types.includes('Planeswalker') || o.types.includes('Battle'));
}

/** The latest object mentioned before the current clause (then any), preferring creatures for "it". */
export type PronounKind = 'it' | 'they' | 'both' | 'each' | 'this' | 'all';

export function pronoun(story: Story, kind: PronounKind = 'it'): string[] {
  if (kind === 'each') return eachOfGroup(story) ?? [];
  if (kind === 'all') return allOnOneSide(story);
  if (kind === 'it' && story.asking && dealtPair(story) !== null) return [...story.topicDealtTo];
  // "Chandra deals 4 damage to my opponent's 5/5. Does it die?": asked next, "it" is the creature (or
  // planeswalker, battle) the topic clause dealt damage to, whatever dealt it — damage a source deals does
  // nothing to the source itself (120.3), so asked of the source the question asks nothing (red team s15:
  // answered of Chandra, the planeswalker that dealt it).
  if (kind === 'it' && story.asking && story.topic.length === 1 && story.topicDealtTo.length === 1 && story.topic[0] !== story.topicDealtTo[0]) {
    const to = story.get(story.topicDealtTo[0]!);
    if (to !== undefined && to.zone === 'battlefield' && to.cast !== true && (to.types.includes('Creature') || damageable(story, to.id))) return [...story.topicDealtTo];
  }
  // (The topic may be a planeswalker or battle: "My planeswalker is dealt 5 damage by a creature. What happens
  // to it?" is about the planeswalker, the subject, never the creature named after it.)
  if (kind === 'it' && story.topic.length === 1 && (story.get(story.topic[0]!)?.types.includes('Creature') || damageable(story, story.topic[0]!))) return [...story.topic];
  // "Their 3/2 attacks and my two 1/1s block it. Does it die?": "it" can't be the plural subject, so
  // it is the one creature that clause did something to (the attacker its own "it" named).
  if (kind === 'it' && story.topic.length > 1 && story.topicObject.length === 1 && !story.topic.includes(story.topicObject[0]!) && story.get(story.topicObject[0]!)?.types.includes('Creature')) return [...story.topicObject];
  const before = story.mentions.slice(0, story.clauseStart);
  const order = [...(before.length > 0 ? before : story.mentions)].reverse();
  const seen = new Set<string>();
  const ids = order.filter((id) => (seen.has(id) ? false : (seen.add(id), true)));
  const creature = (id: string): boolean => story.get(id)?.types.includes('Creature') === true && story.get(id)?.zone === 'battlefield';
  // The latest two are meant, but a group is answered in the order its members were told ("My 2/2
  // blocks their 1/1. Do both die?": the 2/2 first), not latest first.
  const told = (chosen: string[]): string[] => chosen.sort((a, b) => story.mentions.indexOf(a) - story.mentions.indexOf(b));
  if (kind === 'both') {
    // "Two 1/1s block my 3/3. Do both die?": the two named together, as for "they" below.
    const pair = story.lastPlural.filter(creature);
    if (pair.length === 2 && story.lastPlural.length === 2) return told([...pair]);
    const cs = ids.filter(creature);
    return cs.length >= 2 ? told(cs.slice(0, 2)) : [];
  }
  if (kind === 'they') {
    // "they" for objects: the objects of the latest plural mention (kept as the latest two creatures);
    // "In response I Cloudshift the Bears. Do they survive?": one card whose name is a plural is "they".
    const cs = ids.filter(creature);
    const named = pluralNamed(story);
    if (named !== null) return [named];
    // "Two 2/2s block my 5/5 trample. Do they die?": a plural pronoun has a plural antecedent — the
    // group named together latest, not the latest two named apart (the second 2/2 and the 5/5).
    const group = story.lastPlural.filter(creature);
    if (group.length >= 2 && group.length === story.lastPlural.length) return told([...group]);
    // ("Opp is on 8 poison. Blighted Agent attacks … do they die??": one creature told is "it"; "they" then is a
    // player, or nothing — never the lone creature, answered of the wrong subject.)
    return cs.length >= 2 ? told(cs.slice(0, 2)) : [];
  }
  // "it": the latest creature (an Aura or Equipment is only "it" when nothing else was said);
  // then a permanent nobody cast ("Jace is at 2 loyalty and I Shock it": Jace, not the Shock).
  const c = ids.find(creature) ?? ids.find((id) => story.get(id)?.zone === 'battlefield' && story.get(id)?.cast !== true && story.get(id)?.types.includes('Planeswalker') === true);
  return c ? [c] : ids.slice(0, 1);
}

/**
 * The one creature "they"/"them" may mean as an object: the latest creature told before this clause,
 * when its card's name is a plural ("Grizzly Bears", "Llanowar Elves") and it wasn't named in a group.
 * Null otherwise.
 */
export function pluralNamed(story: Story): string | null {
  const before = story.mentions.slice(0, story.clauseStart);
  const order = [...(before.length > 0 ? before : story.mentions)].reverse();
  const id = order.find((x) => story.get(x)?.types.includes('Creature') === true && story.get(x)?.zone === 'battlefield');
  const card = id !== undefined ? (story.get(id)?.card ?? null) : null;
  if (id === undefined || card === null || !pluralName(card) || story.lastPlural.includes(id)) return null;
  return id;
}

/** A card name that reads as a plural ("Drudge Skeletons", "Grizzly Bears"; not "Glass", not "Isamaru, Hound of Konda"). */
export function pluralName(card: string): boolean {
  return /[^s]s$/i.test(card.trim()) && !card.includes(',');
}

/**
 * 「《アトランティスの王》2体並べたらそれぞれ何/何?」, "what is each of them?": "each" over the group named together latest
 * asks of every member of it (two or more creatures on the battlefield), never of one of them picked — asked back
 * "which one" of two alike, the reply offered two choices that read the same. Null when there is no such group.
 */
export function eachOfGroup(story: Story): string[] | null {
  const group = story.lastPlural.filter((id) => story.get(id)?.types.includes('Creature') === true && story.get(id)?.zone === 'battlefield');
  return group.length >= 2 && group.length === story.lastPlural.length ? [...group] : null;
}

/**
 * 「全部死ぬ?」「全滅する?」: "all" with no group said, asked — every creature in the fight, or only those on one side?
 * Read only where the two are the same: two or more creatures told on the battlefield, every one with the same
 * controller said (or none said of any), and no attack or block told, whose sides an unsaid controller would follow
 * (506.2: the attacker's and the defender's creatures). Else nothing: refs.ts names the word, never guesses.
 */
function allOnOneSide(story: Story): string[] {
  if (!story.asking || story.events.some((e) => e.kind === 'attack' || e.kind === 'block')) return [];
  const seen = new Set<string>();
  const creatures = story.mentions.filter((id) => !seen.has(id) && (seen.add(id), true) && story.get(id)?.types.includes('Creature') === true && story.get(id)?.zone === 'battlefield' && story.get(id)?.cast !== true);
  const sides = new Set(creatures.map((id) => story.get(id)!.controller));
  return creatures.length >= 2 && sides.size === 1 ? creatures : [];
}

/**
 * A bare "they"/"them" said as a clause's subject — the pronoun, or the same word read as a player ("they" is both,
 * en/lexicon.ts) — which a group of creatures told before may be (intents/they-dealers.ts, frames/unblocked.ts).
 */
export function bareThey(np: NounPhrase | null): boolean {
  if (np === null) return false;
  if (np.kind === 'pronoun') return np.word === 'they' || np.word === 'them';
  return np.kind === 'player' && np.player.who === 'they' && /^(?:they|them)$/i.test(np.text.trim());
}

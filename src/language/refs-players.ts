/** Players and groups a noun phrase names: sides, a plural 'them', group filters and gaps. */
import type { NounPhrase } from './clause.ts';
import type { GroupFilter, Side } from './ir.ts';
import type { Story } from './story.ts';
import { personAsPlayer } from './persons.ts';
import { pluralNamed } from './story-pronouns.ts';

/** A group ("all creatures", "creatures you control", "each creature") as a filter. */
export function groupOf(story: Story, np: NounPhrase | null): GroupFilter | null {
  if (!np || np.kind !== 'object') return null;
  const quantified = np.det === 'each' || np.det === 'all' || np.det === 'every' || (np.plural && np.det === null && np.controlledBy !== null);
  // "Black creatures get -1/-1", 「黒のクリーチャーは-1/-1の修整を受ける」: a bare class said of what
  // no object in the story is, is every such permanent (a static ability's wording), never one invented creature.
  // (A Japanese noun has no plural: 「あなたのクリーチャーは」 may be a class too.)
  const bare = np.det === null && (np.owner === null || np.plural || story.lang === 'ja') && np.count === null && np.card === null && np.partial === null && np.power === null && np.toughness === null;
  const classNoun = np.head === 'creature' || np.head === 'token' || np.head === 'type' || np.head === 'subtype';
  const generic = bare && classNoun && (np.plural || story.fitting(np, null).length === 0);
  if (!quantified && !generic) return null;
  const head = np.head === 'creature' || np.head === 'token' ? ['Creature' as const] : [];
  const types = [...new Set([...head, ...np.types])];
  const whose = np.controlledBy ?? np.owner;
  story.use(np);
  return {
    types,
    colors: np.colors,
    notColors: np.nonColors,
    notTypes: np.nonTypes,
    subtypes: np.subtypes,
    supertypes: np.supertypes,
    controller: whose ? (story.side(whose) === 'A' ? 'you' : 'opponent') : null,
    other: np.adjectives.includes('other'),
    keywords: np.keywords,
    nontoken: np.adjectives.includes('nontoken') ? true : np.head === 'token' || np.adjectives.includes('token') ? false : null,
  };
}

/**
 * What of a group's words its filter can't carry: the engine's filters match any one of several
 * types, colors, subtypes or keywords, and have no sizes, counters, missing keywords, states
 * ("tapped", "attacking") or supertypes. Such a group is refused by name (issue 11 §2), never
 * widened by dropping the words.
 */
export function groupGap(np: NounPhrase, f: GroupFilter): boolean {
  if (np.kind !== 'object') return true;
  if (f.types.length > 1 || f.colors.length > 1 || f.subtypes.length > 1 || f.keywords.length > 1) return true;
  if (f.supertypes.length > 0 || f.nontoken !== null) return true;
  if (np.lacks.length > 0 || np.counters.length > 0 || np.damage > 0 || np.quotes.length > 0 || np.attachments.length > 0 || np.from !== null) return true;
  return np.adjectives.some((a) => a !== 'other' && a !== 'all' && a !== 'each');
}

/** The player a noun phrase names ("my opponent", "me", "they" where a player fits, "the player"). */
/** Player words that name more (or fewer) than one side. */
const MANY = new Set(['each', 'anyone', 'nobody']);

/** Both sides for "each player", 「お互い」, 「両者」; the one side otherwise (null when it is no player). */
export function sidesOf(story: Story, np: NounPhrase | null): Side[] | null {
  if (np?.kind === 'player' && np.player.who === 'each') {
    story.use(np);
    return ['A', 'B'];
  }
  const one = playerOf(story, np);
  return one === null ? null : [one];
}

/**
 * "Giant Growth on them" after "my Grizzly Bears": the one creature whose card name is a plural that a plural
 * pronoun may mean besides a player (Story.pluralNamed); null when the phrase is no "they"/"them" or none fits.
 */
export function pluralThem(story: Story, np: NounPhrase): string | null {
  const plural = (np.kind === 'pronoun' && (np.word === 'they' || np.word === 'them')) || (np.kind === 'player' && np.player.who === 'they' && /^(?:they|them)$/i.test(np.text.trim()));
  return plural ? pluralNamed(story) : null;
}

export function playerOf(story: Story, np: NounPhrase | null): Side | null {
  if (!np) return null;
  if (np.kind === 'player') {
    // "each player", 「お互い」, "nobody": not one side (never read as the opponent by default).
    if (MANY.has(np.player.who)) return null;
    story.use(np);
    // ("her" read as the player here and as Liliana elsewhere in the question is asked back, persons.ts.)
    const side = story.side(np.player);
    return personAsPlayer(story, np, side) ? side : null;
  }
  if (np.kind === 'pronoun' && (np.word === 'they' || np.word === 'them' || np.word === 'he')) {
    story.use(np);
    return personAsPlayer(story, np, 'B') ? 'B' : null;
  }
  if (np.kind === 'property' && np.noun === 'face' && np.of?.kind === 'player') {
    story.use(np);
    return story.side(np.of.player);
  }
  return null;
}

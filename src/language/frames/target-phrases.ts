/**
 * Which objects a target phrase may name (115.1): a spell's targets, a trigger's source and targets, and
 * the rival planeswalker "the other one" means.
 */
import { walkersOf } from '../persons.ts';
import type { Clause, NounPhrase } from '../clause.ts';
import type { Side } from '../ir.ts';
import type { Story } from '../story.ts';
import { other } from '../story.ts';
import { objectsOf, playerOf } from '../refs.ts';
import { battlefieldRole, isPlayerish, markZoneUnsaid, placeInZone, putCard, spellNamed, zoneRoleOf } from './util.ts';

/**
 * The objects a spell's target phrase names (115.1). A description is never the spell itself: a spell
 * can't target itself (115.5), so "Can I Counterspell a Counterspell?", "their Counterspell",
 * 「相手の《対抗呪文》」 name a second card of that name (only "itself", a pronoun, is the spell). Where
 * the target is, is read from the words: "a creature spell", 「クリーチャー呪文」 is a spell on the stack
 * (112.1), "on the battlefield", 「戦場の」 a permanent (110.1); with neither said the object is marked
 * (markZoneUnsaid) for the questions layer to check against what the spell can target.
 */
export function targetObjects(story: Story, c: Clause, np: NounPhrase, spell: string | undefined, caster: Side, controller: Side | null): string[] | null {
  const before = story.objects.length;
  const ids = objectsOf(story, np, { create: true, controller, exclude: spell !== undefined && np.kind === 'object' ? [spell] : [], chosen: { chooser: null } });
  if (!ids || ids.length !== 1 || np.kind !== 'object') return ids;
  // "a creature in my graveyard", 「相手の墓地のクリーチャー」: a card in that zone, not a permanent (110.1) —
  // what it can be targeted by is the spell's to say (115.2), never answered of a creature on the battlefield.
  const zoned = zoneRoleOf(c, np);
  if (zoned) {
    placeInZone(story, zoned, ids[0]!, before);
    return ids;
  }
  // "a dead creature": a creature card in its owner's graveyard (700.4), whoever's it is unless said.
  if (np.adjectives.includes('dead')) {
    putCard(story, ids[0]!, before, 'graveyard', np.owner !== null, np.text);
    return ids;
  }
  spellNamed(story, np, ids[0]!, other(caster));
  const placed = battlefieldRole(c);
  if (placed && np.head !== 'spell') story.useChunks(placed.chunks);
  else markZoneUnsaid(story, np, ids[0]!, before);
  return ids;
}

/**
 * "My opponent has a 2/2 and Liliana of the Veil. I Shock it.": "it" found the creature, but a
 * planeswalker told since could be meant as well (a spell's target, 115.1); the two go to the spell's
 * target restriction, and are asked back if it allows both.
 */
export function walkerRival(story: Story, ids: readonly string[]): string[] | null {
  if (ids.length !== 1 || story.get(ids[0]!)?.types.includes('Creature') !== true) return null;
  const since = story.lastMentionBefore(ids[0]!);
  const walkers = walkersOf(story).filter((w) => w !== ids[0] && story.lastMentionBefore(w) >= since);
  return walkers.length === 1 ? [ids[0]!, walkers[0]!] : null;
}

/**
 * Whose triggered ability "its trigger", "Blood Artist's trigger", "the trigger" is: the object named,
 * or (for "the trigger") the one the story was just about; null when that is not one object.
 */
export function triggerSource(story: Story, np: NounPhrase): string | null {
  if (np.kind !== 'property' || np.noun !== 'trigger') return null;
  if (np.of && !isPlayerish(np.of)) {
    const ids = objectsOf(story, np.of, { create: true });
    return ids && ids.length === 1 ? ids[0]! : null;
  }
  if (np.of) return null;
  return story.topic.length === 1 ? story.topic[0]! : null;
}

/** The targets a noun phrase names: players or objects; null when it names none. A description is not `source` ("itself" is). */
export function targetsOf(story: Story, np: NounPhrase, source: string): (string | Side)[] | null {
  if (isPlayerish(np) || (np.kind === 'property' && np.noun === 'face')) {
    const p = playerOf(story, np);
    return p ? [p] : null;
  }
  return objectsOf(story, np, { create: true, exclude: np.kind === 'object' ? [source] : [] });
}

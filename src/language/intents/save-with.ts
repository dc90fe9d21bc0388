/**
 * "Can I save my Elves with Giant Growth?", "could my opponent save his Bears with Apostle's Blessing?": the instant
 * said is cast by the one said to save (the asker when no one is said), at the creature to be saved, after every event
 * told — so above a spell still on the stack, a response to it (117.3c, 601.2, 608.2b) — and what is asked is whether
 * that creature survives. Only an instant card named, one creature saved, its caster a player; anything else is left to
 * the other readings (and named when none reads it).
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Story } from '../story.ts';
import { isPlayerish } from '../frames/util.ts';
import { oneObjectOf, playerOf } from '../refs.ts';
import { aboutObjects, role, useRole } from './common.ts';

/** True when the clause names no such means (nothing to cast) or it was cast; false when it was refused. */
export function saveWith(story: Story, c: Clause, saved: NounPhrase | null): boolean {
  const means = c.verb?.verb === 'save' ? role(c, 'with') : null;
  if (!means || means.kind !== 'object' || !means.card) return true;
  const instant = /\bInstant\b/.test(means.card.typeLine) && !/\b(?:Creature|Artifact|Enchantment|Land|Planeswalker)\b/.test(means.card.typeLine);
  if (!instant || (c.subject !== null && !isPlayerish(c.subject))) {
    story.problem('not-understood', c.text, 'save-with');
    return false;
  }
  const victims = aboutObjects(story, saved);
  if (!victims || victims.length !== 1) return false;
  const caster = c.subject !== null ? playerOf(story, c.subject) : (story.get(victims[0]!)?.controller ?? 'A');
  if (caster === null) return false;
  const spell = oneObjectOf(story, means, { create: true, controller: caster });
  if (!spell) return false;
  const s = story.get(spell)!;
  if (s.cast === true) {
    story.problem('not-understood', c.text, 'save-with');
    return false;
  }
  s.cast = true;
  s.controller = caster;
  story.events.push({ kind: 'cast', spell, caster, targets: [victims[0]!], impliedTargets: false });
  if (c.subject !== null) story.use(c.subject);
  useRole(story, c, 'with');
  return true;
}

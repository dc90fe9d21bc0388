/**
 * 「《稲妻》を唱えて、相手の《灰色熊》を対象にした」「《ショック》を撃って相手を対象にしました」: a target told in the clause right
 * after a cast, with nothing else said to target it (no で), is that cast's target — chosen as it is cast (601.2c, 115.1),
 * as "I cast Bolt, targeting their Bears" says (an Aura spell targets too, 303.4a). Any other permanent spell has no targets (115.1): what it targets is its
 * "when this enters" ability's (603.3d), checked against the card by the questions layer (questions/trigger-targets.ts).
 * Only a cast told just before (in the same sentence or the one before), with no target yet and by the one who targets.
 */
import type { Clause } from '../clause.ts';
import type { Story } from '../story.ts';
import { role } from './util.ts';
import { targetsOf } from './target-phrases.ts';

export function targetAfterCast(story: Story, c: Clause): boolean {
  const v = c.verb!;
  if (v.passive || v.negated || v.modal !== null || !c.object || c.object2 || c.roles.length > 0 || role(c, 'with')) return false;
  if (c.subject !== null && c.subject.kind !== 'player') return false;
  const at = story.lastCast;
  const cast = at === null ? undefined : story.events[at.event];
  if (!at || at.event !== story.events.length - 1 || c.sentence - at.sentence > 1 || cast?.kind !== 'cast') return false;
  if (cast.targets.length > 0 || cast.eitherTarget !== undefined) return false;
  if (c.subject && story.side(c.subject.player) !== cast.caster) return false;
  const spell = story.get(cast.spell);
  if (!spell) return false;
  const targets = targetsOf(story, c.object, cast.spell);
  if (!targets || targets.length !== 1) return false;
  story.use(c.subject);
  story.use(c.object);
  if (spell.types.includes('Instant') || spell.types.includes('Sorcery') || spell.subtypes.includes('Aura')) {
    cast.targets = targets;
    delete cast.impliedTargets;
  } else story.triggerTargets.push({ source: cast.spell, targets });
  return true;
}

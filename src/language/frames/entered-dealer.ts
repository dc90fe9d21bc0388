/**
 * 「《残忍なレッドキャップ》を出して相手本体に2点」「《火炎舌のカヴー》を唱えて、熊に4点与えた」: damage told right after a
 * permanent spell was cast, with nothing said to deal it (no で, no subject but a player), is what that permanent's
 * "when this enters" ability dealt — the told result that names its target (questions/trigger-targets.ts, 603.3d),
 * as 「誘発で相手に2点」 says it. Checked there against the card: one such ability with one target, or the words are refused.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Story } from '../story.ts';
import { role } from './util.ts';

/** The permanent just cast, as "it", when it is what deals the damage a clause tells; null otherwise. */
export function enteredDealer(story: Story, c: Clause): NounPhrase | null {
  const v = c.verb!;
  if (v.passive || v.negated || role(c, 'with') || role(c, 'by') || (c.subject !== null && c.subject.kind !== 'player')) return null;
  const last = story.events.at(-1);
  if (last?.kind !== 'cast' || last.targets.length > 0 || story.lastCast?.event !== story.events.length - 1) return null;
  // (Told in the cast's sentence or the next one: 「…を出した。相手に2点。」.)
  if (c.sentence - story.lastCast.sentence > 1) return null;
  const o = story.get(last.spell);
  if (!o || !o.types.includes('Creature') || story.topic.length !== 1 || story.topic[0] !== last.spell) return null;
  // The player who deals it is the one who cast it (a subject said otherwise is another act).
  if (c.subject && story.side(c.subject.player) !== last.caster) return null;
  return { kind: 'pronoun', word: 'it', possessive: false, chunks: [], start: c.start, end: c.start, text: '' };
}

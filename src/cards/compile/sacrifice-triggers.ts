/**
 * "Whenever you sacrifice a permanent", "Whenever a player sacrifices a permanent", "Whenever you sacrifice a Treasure",
 * "Whenever you sacrifice another creature" (Juri, Mayhem Devil, Captain Lannery Storm, Zodiark): the player who
 * sacrifices (701.21a) and what is sacrificed, seen as it last existed on the battlefield (603.10a: such abilities look
 * back, so an ability sees its own permanent sacrificed unless it says "another"). One trigger for each permanent
 * sacrificed (603.2c). "That player" is who sacrificed; "it" / "that card" would be the sacrificed permanent, now a card
 * elsewhere (400.7), and isn't read. A group with a controller ("a creature you control"), "one or more", "this … or
 * another …" and more than one kind of event stay unread.
 */
import type { EffectOptions } from './effects.ts';
import type { ModalBody } from './triggers.ts';
import { articleGroup } from './words.ts';

type Json = Record<string, unknown>;
type TriggerOf = (event: string, effectText: string, verbatim: string, extra: Json, opts: EffectOptions, modal: ModalBody | undefined) => Json | null;

const SACRIFICES = /^whenever (you|an opponent|a player) (sacrifices?) (a|an|another) ([^,]+?), (.+)$/;

/** The trigger the line is, or null when it isn't this shape or says more than it reads. */
export function sacrificeTrigger(norm: string, verbatim: string, modal: ModalBody | undefined, triggerOf: TriggerOf): Json | null {
  const m = SACRIFICES.exec(norm);
  if (!m || (m[1] === 'you') !== (m[2] === 'sacrifice')) return null;
  // "another Eldrazi" is singular after "another" as after "a".
  const g = articleGroup(m[4]!);
  if (!g || g.plural || g.filter.other || g.filter.controller || g.filter.zone !== undefined) return null;
  const who = m[1] === 'you' ? 'self' : m[1] === 'an opponent' ? 'opponent' : 'any';
  // "another": a permanent other than this ability's own (matchesObjectFilter's `other`).
  const filter = { ...g.filter, ...(m[3] === 'another' ? { other: true } : {}) };
  return triggerOf('sacrifices', m[5]!, verbatim, { who, filter }, { it: null, thatPlayer: who !== 'self' }, modal);
}

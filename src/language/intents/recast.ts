/**
 * "Can I just recast it?", "can they cast it again later?", "could I cast the Bears again next turn?": asked of a
 * permanent a spell or ability of the story was aimed at (a bounce, say), whether its player can cast it again. What the
 * run says settles it: a token that left the battlefield ceases to exist and can't move to another zone (111.7, 111.8,
 * 704.5d), so it is never cast; a card back in its owner's hand is a new object (400.7) that its owner may cast as any
 * card in hand (questions/asks/recast.ts; anywhere else, or another player's card, is refused there). Only a
 * question that says the cast is a second one ("again", "recast", "later", "next turn"), of one object the story acted
 * on, is read so; said "in response" or with a target, it is the timing question of canCast, not this.
 */
import type { Clause } from '../clause.ts';
import type { Story } from '../story.ts';
import { aboutObjects, ask, isPlayerish } from './common.ts';
import { playerOf } from '../refs.ts';

const AGAIN_TIMES: ReadonlySet<string> = new Set(['again', 'later', 'next-turn', 'my-next-turn', 'their-next-turn', 'this-turn']);

export function recastAsk(story: Story, c: Clause): boolean {
  const v = c.verb!;
  if ((v.verb !== 'cast' && v.verb !== 'play') || (v.modal !== 'can' && v.modal !== 'could' && v.modal !== 'may') || v.negated || v.passive) return false;
  // ("… from my hand": the hand it would be cast from, the one the run must end it in — checked there.)
  const fromHand = c.roles.length === 1 && c.roles[0]!.prep === 'from' && c.roles[0]!.np?.kind === 'property' && c.roles[0]!.np.noun === 'hand';
  if (c.wh !== null || !c.object || c.object2 || (c.roles.length > 0 && !fromHand) || c.keywords.length > 0 || c.complement) return false;
  const again = v.chunks.some((k) => /^re-?(?:cast|play)/i.test(story.chunkText(k))) || c.times.some((t) => t === 'again' || t === 'later' || t.includes('next-turn'));
  if (!again || c.times.some((t) => !AGAIN_TIMES.has(t))) return false;
  const ids = c.object.kind === 'pronoun' || c.object.kind === 'object' ? aboutObjects(story, c.object) : null;
  const id = ids?.length === 1 ? ids[0]! : null;
  const o = id !== null ? story.get(id) : undefined;
  if (id === null || !o || o.cast === true || o.zone !== 'battlefield') return false;
  const actedOn = story.events.some((e) => (e.kind === 'cast' || e.kind === 'activate') && e.targets.includes(id));
  if (!actedOn) return false;
  const player = c.subject && isPlayerish(c.subject) ? playerOf(story, c.subject) : 'A';
  if (player === null) return false;
  story.use(c.subject);
  story.use(c.object);
  if (fromHand) story.use(c.roles[0]!.np);
  story.useChunks(c.chunks);
  return ask(story, { kind: 'zone', id, to: 'hand', kept: true, recast: true, whose: player }, c);
}

/**
 * "Do I get my Angel back?", "will they get their Bears back?", "do I get it back after that?": whether a permanent told
 * before comes back — to the battlefield or its owner's hand, whichever the run puts it in (400.7: as a new object).
 * A subtype after "get" with "back" names that creature again, never a token made ("do I get an Angel token?" is
 * events.ts tokensAsk): read as a token, the Angel that came back was answered "no token" (s50). Only of one told
 * before, got back by the player who controls it; anything else is left unread, never a guess.
 */
import type { Clause } from '../clause.ts';
import type { Story } from '../story.ts';
import { objectsOf, playerOf } from '../refs.ts';
import { ask, isPlayerish } from './common.ts';

/** Whether the clause says "get <object> back": the word "back" right after its object. */
export function saysGetBack(c: Clause): boolean {
  const o = c.object;
  if (c.verb?.verb !== 'get' || !o || (o.kind !== 'object' && o.kind !== 'pronoun' && o.kind !== 'list')) return false;
  return /^\s*back\b/i.test(c.text.slice(Math.max(0, o.end - c.start)));
}

/** "Do I get my Angel back?": a returns ask (`back`) of each object named, when the asker controls it. */
export function getBackAsk(story: Story, c: Clause): boolean {
  const v = c.verb!;
  if (v.passive || c.wh !== null || c.complement || c.roles.length > 0 || !c.subject || !isPlayerish(c.subject)) return false;
  const side = playerOf(story, c.subject);
  const ids = objectsOf(story, c.object, { create: false, plural: c.object?.kind === 'list' });
  if (side === null || !ids || ids.length === 0 || ids.some((id) => story.get(id)?.controller !== side)) return false;
  story.use(c.object);
  for (const id of ids) ask(story, { kind: 'returns', id, back: true }, c);
  return true;
}

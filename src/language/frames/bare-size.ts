/**
 * 「《灰色熊》を出した。3/3だけど、攻撃できる？」「…。3/3だよ。」: a bare size said with the copula and nothing else, after a
 * creature card whose printed size is another, may say that card's size now (after a pump or counters) or tell of a
 * creature never named; which is not guessed (issue 11 §2) — it had been read as one more 3/3 there, and answered of.
 */
import type { Clause } from '../clause.ts';
import type { Story } from '../story.ts';
import { maybeResized, sizeOnly } from '../refs-described.ts';
import { describe } from '../refs-told.ts';

/** True (and the words asked back) when the clause is a bare size said with "be" while a told card may be what it sizes. */
export function bareSizeOfToldCard(story: Story, c: Clause): boolean {
  const s = c.subject;
  if (s?.kind !== 'object' || s.det !== null || s.owner !== null || c.verb?.verb !== 'be' || c.verb.negated) return false;
  if (c.object !== null || c.complement !== null || c.roles.length > 0 || !sizeOnly(s)) return false;
  if (!story.objects.some((o) => maybeResized(story, o, s, null))) return false;
  story.problem('unresolved', describe(s), 'what-it-refers-to');
  return true;
}

/**
 * 「《灰色熊》を出した。3/3だけど、攻撃できる？」「…。3/3だよ。」: a bare size said with the copula and nothing else, after a
 * creature card whose printed size is another, may say that card's size now (after a pump or counters) or tell of a
 * creature never named; which is not guessed (issue 11 §2) — it had been read as one more 3/3 there, and answered of.
 */
import type { Clause } from '../clause.ts';
import type { Story } from '../story.ts';
import { askResizedOrAnother, maybeResized, sizeOnly } from '../refs-described.ts';

/**
 * 「《灰色熊》を唱えた。3/3は攻撃できる？」「その3/3はブロックできる？」: Japanese has no article, and a size with no owner said as
 * the subject of what is asked is read as the definite "the 3/3" (a size set against the card as what it fights or
 * blocks with, 「《丘巨人》って2/2でブロックできる？」「私の《灰色熊》で3/3をブロックできる？」, is not the subject, and is new). With
 * no told object of that size and a told card of the asker's or the opponent's whose printed size is another, it is
 * asked back as "the 3/3" is (refs-described.ts mayIntroduce); it was answered of a 3/3 made up beside the card.
 */
export function bareSizeAsked(story: Story, c: Clause): boolean {
  const s = c.subject;
  if (story.lang !== 'ja' || s?.kind !== 'object' || (s.det !== null && s.det !== 'that') || s.owner !== null || s.controlledBy !== null) return false;
  if (!sizeOnly(s) || s.plural || s.count !== null || story.fitting(s, null).length > 0) return false;
  if (!story.objects.some((o) => o.controller !== null && maybeResized(story, o, s, null))) return false;
  askResizedOrAnother(story, s);
  return true;
}

/** True (and the words asked back) when the clause is a bare size said with "be" while a told card may be what it sizes. */
export function bareSizeOfToldCard(story: Story, c: Clause): boolean {
  const s = c.subject;
  if (s?.kind !== 'object' || s.det !== null || s.owner !== null || c.verb?.verb !== 'be' || c.verb.negated) return false;
  if (c.object !== null || c.complement !== null || c.roles.length > 0 || !sizeOnly(s)) return false;
  if (!story.objects.some((o) => maybeResized(story, o, s, null))) return false;
  askResizedOrAnother(story, s);
  return true;
}

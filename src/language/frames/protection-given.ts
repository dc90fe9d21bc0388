/**
 * "I give my Bears protection from red with Mother of Runes", "Mother of Runes gives it protection from white",
 * 「《ルーンの母》で《灰色熊》に赤のプロテクションを与えた」: a permanent said to give a creature protection from a color is its
 * activated ability used on it (602.2) — "target creature … gains protection from the color of your choice" — with the
 * color said as the choice made as it resolves (608.2d). The questions layer takes the color only for an ability whose
 * text offers that choice, and names the words for any other (questions/chosen-colors.ts): the protection said is never
 * dropped for some other ability's effect.
 */
import type { Clause, NounPhrase } from '../clause.ts';
import type { Story } from '../story.ts';
import { objectsOf, oneObjectOf, playerOf } from '../refs.ts';
import { isPlayerish, role, useRole } from './util.ts';
import { push } from './stack-push.ts';
import { colorOfProtection } from './color-told.ts';
import type { ColorTold } from '../ir-events.ts';

/** Whether the clause was read as such an activation (false: not of this shape, left to the other readings). */
export function protectionGivenBy(story: Story, c: Clause, source: NounPhrase | null, recipient: NounPhrase | null, what: NounPhrase | null): boolean {
  const v = c.verb;
  if (!v || v.negated || v.modal !== null || what !== null || !recipient || isPlayerish(recipient)) return false;
  const color = colorOfProtection(c.keywords);
  if (!color || c.keywords.length !== 1) return false;
  if ((source === null || isPlayerish(source)) && activationGives(story, c, source, recipient, color)) return true;
  if (source?.kind !== 'object' || !source.card || /\b(?:Instant|Sorcery)\b/.test(source.card.typeLine)) return false;
  const ids = objectsOf(story, recipient, { create: true });
  if (!ids) return true;
  const id = oneObjectOf(story, source, { create: true });
  if (!id) return true;
  const o = story.get(id)!;
  // (Said by a player, "I give …", it is that player's; said of the permanent, its controller's, 602.2.)
  const player = c.subject && isPlayerish(c.subject) ? (playerOf(story, c.subject) ?? 'A') : (o.controller ?? 'A');
  o.controller ??= player;
  if (c.subject && isPlayerish(c.subject)) story.use(c.subject);
  if (role(c, 'with') === source) useRole(story, c, 'with');
  story.use(source);
  story.use(recipient);
  story.useKeywords(c.chunks);
  push(story, { kind: 'activate', source: id, player, targets: ids, color }, c);
  return true;
}

/**
 * "NAP activates Mother of Runes, giving the Bears protection from red", "I activate it and give my Bears protection
 * from white", 「《ルーンの母》を起動して、《灰色熊》に赤のプロテクションを与えた」: said by the player (or no one) right after
 * an activation of theirs told in the same sentence with no target, the giving is what that ability does — the
 * creature its target (602.2b, 601.2c) and the color the choice made as it resolves (608.2d). The questions layer
 * takes the color only for an ability whose text offers that choice, as for any activation (questions/chosen-colors.ts).
 */
function activationGives(story: Story, c: Clause, source: NounPhrase | null, recipient: NounPhrase, color: ColorTold): boolean {
  const last = story.events.at(-1);
  if (last?.kind !== 'activate' || last.targets.length > 0 || last.color !== undefined) return false;
  if (story.toldBy.get(last)?.sentence !== c.sentence) return false;
  const player = source ? playerOf(story, source) : null;
  if (player !== null && player !== last.player) return false;
  const ids = objectsOf(story, recipient, { create: true, chosen: { chooser: null, besides: [last.source] } });
  if (!ids) return true;
  // (Completed where it stands: the event keeps its place and what the story knows of it, toldBy and toldIn.)
  last.targets.push(...ids);
  last.color = color;
  last.targetText = recipient.text.trim();
  if (source) story.use(source);
  story.use(recipient);
  story.useKeywords(c.chunks);
  return true;
}

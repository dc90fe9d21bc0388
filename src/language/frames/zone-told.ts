/**
 * Where a card is, told by what happened to it before the story starts: "I discarded Lightning Bolt" (701.9a: to its
 * owner's graveyard), "Lightning Bolt was exiled", 「《稲妻》が追放されている」 (an instant or sorcery card is never a
 * permanent, 304.4, 307.4: it is a card in exile, 406.1). The card is put in that zone with its owner (400.1) —
 * read as a permanent or a spell, it was refused or answered on the battlefield (issue 11).
 */
import type { Clause } from '../clause.ts';
import type { Story } from '../story.ts';
import { objectsOf, playerOf } from '../refs.ts';
import { isPlayerish, ownedCardsIn, putCard } from './util.ts';

/** A clause told as a plain fact with one thing done to what it names: no condition, negation, modal or other role. */
function plainFact(c: Clause): boolean {
  const v = c.verb;
  return v !== null && !v.negated && v.modal === null && !v.hypothetical && v.inverted !== true && c.sub === null && !c.object2 && !c.complement && c.roles.length === 0 && c.keywords.length === 0 && !c.wh;
}

/**
 * "I discarded Lightning Bolt", "my opponent discarded Grizzly Bears", 「《稲妻》を捨てた」: the card is in the
 * discarding player's graveyard — its owner's, as a discarded card is one from that player's hand (701.9a, 402.1).
 * Only before any event is told: a discard told after them moves a card later than the story's start (not read).
 */
export function discardedTold(story: Story, c: Clause): boolean {
  const v = c.verb;
  if (v?.verb !== 'discard' || v.passive || !plainFact(c) || story.events.length > 0) return false;
  if (c.object?.kind !== 'object' && c.object?.kind !== 'list') return false;
  // (With no subject said — 「《稲妻》を捨てた」 — the speaker did it, as for every act told so.)
  const side = c.subject === null ? 'A' : isPlayerish(c.subject) ? playerOf(story, c.subject) : null;
  if (side === null) return false;
  if (ownedCardsIn(story, c.object, side, 'graveyard', c.text)) story.use(c.subject);
  return true;
}

/**
 * "Lightning Bolt was exiled", "Lightning Bolt has been exiled", 「《稲妻》が追放されている」: an instant or sorcery card
 * said exiled, by nothing said, is a card in exile (406.1) — it was never a permanent (304.4, 307.4) to be exiled in
 * the story. A permanent card said so keeps its reading as an exile told (zones.ts), which ends it in exile too.
 */
export function exiledCardTold(story: Story, c: Clause): boolean {
  const v = c.verb;
  const s = c.subject;
  if (v?.verb !== 'exile' || !v.passive || !plainFact(c) || c.object) return false;
  if (s?.kind !== 'object' || s.card === null || !/\b(?:Instant|Sorcery)\b/.test(s.card.typeLine) || /\b(?:Creature|Artifact|Enchantment|Land|Planeswalker|Battle)\b/.test(s.card.typeLine)) return false;
  const before = story.objects.length;
  const ids = objectsOf(story, s, { create: true, plural: true });
  if (!ids) return true;
  // (A card told before — "I cast Lightning Bolt … the Bolt was exiled" — is no card found there: its own reading stays.)
  if (ids.some((id) => story.objects.findIndex((o) => o.id === id) < before)) return false;
  for (const id of ids) putCard(story, id, before, 'exile', false, c.text);
  return true;
}

/**
 * The card-name spotter for /ask (language/lexicon/cards.ts), built once per card catalog from
 * its name index: every English and Japanese name of a playable card (tokens, emblems and art
 * cards are left out, so "Soldier" or "Spirit" in a question is a creature type, not a token).
 */
import type { CardService } from '../cards/service.ts';
import { cardPriority } from '../cards/names.ts';
import { CardSpotter } from '../language/lexicon/cards.ts';
import type { CardNameSource } from '../language/lexicon/cards.ts';

const built = new WeakMap<CardService, Promise<CardSpotter | null>>();

async function build(service: CardService): Promise<CardSpotter | null> {
  const local = await service.local();
  if (!local.ok) return null;
  const index = local.value.index;
  const rows: CardNameSource[] = [];
  for (const n of index.names()) {
    const card = n.card >= 0 ? index.card(n.card) : undefined;
    rows.push({ name: n.name, kind: n.kind, english: card?.name ?? n.name, typeLine: card?.type_line ?? '', playable: card ? cardPriority(card) === 0 : n.kind === 'ja_orphan' });
  }
  return new CardSpotter(rows);
}

/** The spotter for this catalog (null when the catalog has no local names, as in pure API mode). */
export function spotterFor(service: CardService): Promise<CardSpotter | null> {
  let p = built.get(service);
  if (!p) {
    p = build(service);
    built.set(service, p);
  }
  return p;
}

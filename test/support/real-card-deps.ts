/**
 * /ask dependencies over real cards from the shared oracle file (test/cards/compile-helpers.ts
 * loadRealCards): each card found by its English name (any case) or by the Japanese name the table
 * gives it, and spotted in questions by both. For question tables over a few real cards, no catalog.
 */
import type { QuestionDeps } from '../../src/questions/index.ts';
import type { CardLookup } from '../../src/cards/catalog.ts';
import type { CardRecord } from '../../src/cards/types.ts';
import { CardSpotter } from '../../src/language/lexicon/cards.ts';
import { loadRealCards } from '../cards/compile-helpers.ts';

/** `ja`: English name -> Japanese printed name (the same name when the card has none). */
export async function realCardDeps(ja: Readonly<Record<string, string>>): Promise<QuestionDeps> {
  // Each record carries its Japanese name, as the catalog's do (replies name the card in Japanese).
  const cards = [...(await loadRealCards(Object.keys(ja))).values()].map((c) => (ja[c.name] !== c.name ? { ...c, ja: [ja[c.name]!] } : c));
  const byName = new Map<string, CardRecord>();
  for (const c of cards) {
    byName.set(c.name.toLowerCase(), c);
    byName.set(ja[c.name]!, c);
  }
  return {
    resolveCard: (name: string): Promise<CardLookup> => {
      const card = byName.get(name.toLowerCase()) ?? byName.get(name);
      return Promise.resolve(card ? { kind: 'found', card, match: { how: 'exact', via: 'name', matched: card.name, face: null, score: 1 } } : { kind: 'none', suggestions: [] });
    },
    cards: new CardSpotter(
      cards.flatMap((c) => [
        { name: c.name.toLowerCase(), kind: 'name' as const, english: c.name, typeLine: c.type_line ?? '', playable: true },
        ...(ja[c.name] !== c.name ? [{ name: ja[c.name]!, kind: 'ja' as const, english: c.name, typeLine: c.type_line ?? '', playable: true }] : []),
      ]),
    ),
  };
}

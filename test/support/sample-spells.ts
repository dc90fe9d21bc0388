/**
 * /ask dependencies over sample.json's cards (test/cards/helpers.ts): the spells a table casts, by the
 * names its questions use (English or Japanese) -> the English card. For question tables that need a
 * few real spells and no catalog.
 */
import type { QuestionDeps } from '../../src/questions/index.ts';
import type { CardLookup } from '../../src/cards/catalog.ts';
import { toCardRecord } from '../../src/cards/record.ts';
import { CardSpotter } from '../../src/language/lexicon/cards.ts';
import { sampleCard } from '../cards/helpers.ts';

export function sampleSpellDeps(spells: Readonly<Record<string, string>>): QuestionDeps {
  return {
    resolveCard: async (name: string): Promise<CardLookup> => {
      const en = spells[name.toLowerCase()];
      if (!en) return { kind: 'none', suggestions: [] };
      const card = toCardRecord(sampleCard(en));
      return { kind: 'found', card, match: { how: 'exact', via: 'name', matched: card.name, face: null, score: 1 } };
    },
    cards: new CardSpotter(Object.entries(spells).map(([n, en]) => ({ name: n, kind: /^[a-z ]+$/.test(n) ? ('name' as const) : ('ja' as const), english: en, typeLine: 'Instant', playable: true }))),
  };
}

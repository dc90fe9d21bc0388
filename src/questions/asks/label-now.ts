/**
 * An answer names an object where the run left it, not only where the question put it (issue 11 §3: facts follow
 * the engine's state). A card told in a graveyard, hand or exile is labelled by that place ("Grizzly Bears in your
 * graveyard", 「あなたの墓地の《灰色熊》」); once the run has put it onto the battlefield — a new object, 400.7 — it is a
 * permanent, and an answer about it names it as one ("your Grizzly Bears is 2/2"; "your Isamaru ends up in exile" when
 * Goryo's Vengeance exiles it again), never by the place it left. A card moved elsewhere only ("the Lightning Bolt in your
 * graveyard ends up in your hand") keeps the place told: it says which card.
 * The restatement keeps the told place: it says what the question set up.
 */
import type { Lang } from '../../core/lang.ts';
import { fateOf as engineFate } from '../../engine/fates.ts';
import { labelThings } from '../labels.ts';
import { wordsFor } from '../locales/index.ts';
import type { ParsedQuestion } from '../types.ts';
import type { Resolution } from '../../engine/types.ts';

/** The label the answer gives object `id`: the question's own, unless the run put it from a told place onto the battlefield (where it may still be, or not). */
export function labelNow(labels: ReadonlyMap<string, string>, resolution: Resolution, q: ParsedQuestion, lang: Lang, id: string): string {
  const told = labels.get(id) ?? id;
  const t = q.things.find((x) => x.id === id);
  if (!t || t.zone === 'battlefield' || t.zone === 'stack' || t.cast === true) return told;
  // (Put onto the battlefield at any point — a reanimated creature exiled at end of turn too: it was a permanent since, not "the card in your graveyard".)
  const f = engineFate(resolution.fates, id);
  if (!f || (f.now?.zone !== 'battlefield' && !f.moves.some((m) => m.to === 'battlefield'))) return told;
  // (Labelled among all the question's things, so two that would read alike still get their ordinals.)
  const things = q.things.map((x) => (x.id === id ? { ...x, zone: 'battlefield' as const } : x));
  const cardNames = new Map(Object.entries(q.cards).map(([k, c]) => [k, wordsFor(lang).localName(c.name, c.ja)] as const));
  return labelThings(things, lang, cardNames).get(id) ?? told;
}

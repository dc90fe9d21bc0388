/**
 * Copies told as a state of the board (IR `copying`, language/frames/copy-state.ts): "My Phantasmal Image is copying a
 * Baneslayer Angel". The copier is set up on the battlefield with the original's copiable values (707.2) — its card,
 * or what the words told of it — and its own copy exceptions (707.9b, scenario/described-copy.ts). An original named
 * only as what was copied is no object of the board: its values are taken and it is left out.
 *
 * The copier's card must have an "enter as a copy" ability the compiler read (Clone, Phantasmal Image, Spark Double,
 * Phyrexian Metamorph…): one whose copy text wasn't read is refused naming that text, and a card with none was made a
 * copy by some effect the question didn't tell, whose exceptions could change the answer: refused, never guessed.
 */
import type { Lang } from '../core/lang.ts';
import type { Result } from '../core/result.ts';
import type { CardData } from './cards.ts';
import type { ObjectInput } from './scenario-input.ts';
import type { QuestionError, Thing } from './types.ts';
import { formatKeyword } from '../scenario/schema/vocabulary.ts';
import { message } from './messages.ts';
import { fail } from './question-error.ts';
import { wordsFor } from './locales/index.ts';

/** The original's copiable values as an object's fields: its card's, or what the words told of it (707.2). */
function valuesOf(t: Thing, card: CardData | undefined): ObjectInput {
  if (card) return structuredClone(card.object);
  const o: ObjectInput = { types: t.types, subtypes: t.subtypes, colors: t.colors, power: t.power, toughness: t.toughness };
  if (t.keywords.length > 0) o.keywords = t.keywords.map((k) => formatKeyword(k));
  return o;
}

/** The copier's card can't be the cause of the copy told: refused by name (its copy text unread, or none at all). */
function copierGap(copier: Thing, original: Thing, cards: Readonly<Record<string, CardData>>, lang: Lang): Result<never, QuestionError> | null {
  const card = cards[copier.id];
  if (card?.object.entersAsCopy) return null;
  const say = wordsFor(lang);
  const name = card ? say.localName(card.name, card.ja) : copier.words;
  const unread = (card?.unmodelled ?? []).find((text) => /\bcop(?:y|ies)\b/i.test(text));
  if (unread) return fail('unmodelled', message(lang, 'card_unmodelled', { name, text: say.oracleQuoted(unread) }));
  const of = cards[original.id];
  return fail('unmodelled', message(lang, 'copy_cause_untold', { name, of: of ? say.localName(of.name, of.ja) : original.words }));
}

/**
 * The copiable values of each copy told, by the copier's id; the originals named only as copied taken out of the
 * things and cards (they are not on the board). The copier thing takes the original's types and size, as the
 * questions layer reads things (707.2).
 */
export function describedCopies(things: Thing[], cards: Record<string, CardData>, lang: Lang): Result<{ copying?: Record<string, { values: ObjectInput; name: string; card: boolean }> }, QuestionError> {
  const copying: Record<string, { values: ObjectInput; name: string; card: boolean }> = {};
  for (const t of things) {
    if (t.copying === undefined) continue;
    const original = things.find((x) => x.id === t.copying);
    if (!original) continue;
    const gap = copierGap(t, original, cards, lang);
    if (gap) return gap;
    const card = cards[original.id];
    // (Its name as the reply says it: the card's in the reply's language, or the words that told it.)
    copying[t.id] = { values: valuesOf(original, card), name: card ? wordsFor(lang).localName(card.name, card.ja) : original.words, card: card !== undefined };
    t.types = [...original.types];
    t.subtypes = [...original.subtypes];
    t.power = original.power;
    t.toughness = original.toughness;
  }
  for (let k = things.length - 1; k >= 0; k--) {
    const t = things[k]!;
    if (t.copiedOnly !== true) continue;
    things.splice(k, 1);
    delete cards[t.id];
  }
  return { ok: true, value: Object.keys(copying).length > 0 ? { copying } : {} };
}

/** A card named and its text quoted in a reply, in the reply's language (the refusals naming unmodelled text use these). */
import type { Lang } from '../core/lang.ts';
import type { CardData } from './cards.ts';
import { message } from './messages.ts';
import { wordsFor } from './locales/index.ts';

/** A card's unread "*" power or toughness (604.3, a characteristic-defining ability), named with its text. */
export function unreadSize(card: CardData, lang: Lang): string {
  const said = card.unmodelled.filter((t) => /\bP\/T\b|\*/.test(t)).join(' ');
  const text = said ? oracleQuoted(said, lang) : wordsFor(lang).powerAndToughness;
  return message(lang, 'card_unmodelled', { name: shownCardName(card, lang), text });
}

export const shownCardName = (card: CardData, lang: Lang): string => wordsFor(lang).localName(card.name, card.ja);

/** A card's own text quoted: a Japanese reply says it is the English Oracle text rather than mixing it in unmarked. */
export const oracleQuoted = (text: string, lang: Lang): string => wordsFor(lang).oracleQuoted(text);

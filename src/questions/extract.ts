/**
 * Before parsing: the text normalised (NFKC, so full-width digits and ？ read like ASCII), quoted
 * rules text taken out as ‹n› and card names as «n». Card names are written 《…》 or [[…]] in
 * either language; in English a run of Capitalised words that are not our own vocabulary
 * ("Grizzly Bears", "Colossus Hammer", "Shock") is a card name too.
 */
import { SUBTYPES_EN, TYPES_EN, COLORS_EN, keywordAt, numberEn } from './lexicon.ts';

export interface Extracted {
  text: string;
  /** ‹n› -> the quoted text. */
  quotes: string[];
  /** «n» -> the card name as written. */
  cards: Map<string, string>;
}

/** Words that start English sentences or name players, never card names. */
const STOP = new Set([
  'i', 'a', 'an', 'the', 'my', 'your', 'his', 'her', 'their', 'its', 'it', 'if', 'when', 'what', 'which', 'who', 'how', 'can', 'could', 'does', 'do',
  'did', 'is', 'are', 'was', 'will', 'would', 'should', 'then', 'and', 'so', 'also', 'now', 'next', 'after', 'before', 'during', 'in', 'on', 'at',
  'with', 'player', 'opponent', 'opponents', 'suppose', 'assume', 'say', 'imagine', 'let', 'there', 'this', 'that', 'these', 'those', 'all', 'each',
  'every', 'other', 'another', 'both', 'attack', 'attacks', 'block', 'blocks', 'put', 'destroy', 'exile', 'prevent', 'switch', 'swap', 'give', 'equip',
  'creature', 'creatures', 'token', 'tokens', 'ok', 'okay', 'hi', 'hello', 'hey', 'please', 'thanks', 'yes', 'no', 'first', 'finally', 'but', 'b', 'we',
  'you', 'me', 'one', 'deal', 'deals', 'damage', 'gain', 'lose', 'return', 'sacrifice', 'remove', 'double', 'until', 'end', 'turn', 'combat', 'p',
  'power', 'toughness', 'nobody', 'no', 'none', 'nothing', 'attacking', 'blocking', 'blocked', 'life', 'equipment', 'aura', 'spell', 'instant',
  'they', 'them', 'he', 'she', 'him', 'us', 'our', 'response',
]);

function isVocabulary(word: string): boolean {
  const w = word.toLowerCase().replace(/['’]s$/, '');
  return STOP.has(w) || SUBTYPES_EN.has(w) || TYPES_EN[w] !== undefined || COLORS_EN[w] !== undefined || numberEn(w) !== null || keywordAt([w], 0, false) !== null;
}

const CAPITALISED_RUN = /\b[A-Z][A-Za-z'-]*(?:,? (?:(?:of|the|from|to|in|on|de|la)\s)*[A-Z][A-Za-z'-]*)*/g;

export function extract(input: string, japanese: boolean): Extracted {
  const quotes: string[] = [];
  const cards = new Map<string, string>();
  let text = input.normalize('NFKC').replace(/[\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/g, '').replace(/\s+/g, ' ').trim();
  const card = (name: string): string => {
    const k = String(cards.size);
    cards.set(k, name.trim());
    return ` «${k}» `;
  };
  const quote = (t: string): string => {
    quotes.push(t.trim());
    // 'Creatures you control get +1/+1.' ends its sentence with the period inside the quotes.
    return ` ‹${quotes.length - 1}› ${!japanese && /[.!?]$/.test(t.trim()) ? '. ' : ''}`;
  };
  text = text.replace(/《([^《》]{1,80})》/g, (_m, n: string) => card(n));
  text = text.replace(/\[\[([^[\]]{1,80})\]\]/g, (_m, n: string) => card(n));
  text = text.replace(/「([^「」]{2,300})」/g, (_m, q: string) => quote(q));
  text = text.replace(/“([^“”]{2,300})”/g, (_m, q: string) => quote(q));
  text = text.replace(/(^|[\s(:,])"([^"]{2,300})"(?=$|[\s.,;:?!)])/g, (_m, pre: string, q: string) => `${pre}${quote(q)}`);
  text = text.replace(/(^|[\s(:,])'([^']*?(?:'[a-z][^']*?)*)'(?=$|[\s.,;:?!)])/g, (m, pre: string, q: string) => (q.includes(' ') ? `${pre}${quote(q)}` : m));
  if (!japanese) {
    text = text.replace(/\bP\/T\b/gi, 'p/t').replace(/\b(it|that|what|there|who|here)['’]s\b/gi, '$1 is');
    text = text.replace(CAPITALISED_RUN, (run) => {
      // One capital letter is a player ("player A") or a typo, never a card name.
      if (run.length < 2) return run;
      const words = run.split(/,? /);
      // Leading function words ("My", "The", "If") are not part of a name.
      let start = 0;
      while (start < words.length && STOP.has(words[start]!.toLowerCase())) start++;
      const rest = words.slice(start);
      // Vocabulary alone ("Flying", "White") is no name; two capitalised words are one ("Giant Spider"),
      // and so is any word we don't know ("Nighthawk").
      const unknown = rest.some((w) => !isVocabulary(w) && !/^(of|the|from|to|in|on|de|la)$/.test(w));
      if (rest.length === 0 || (!unknown && rest.length < 2)) return run;
      const head = words.slice(0, start).join(' ');
      return `${head}${head ? ' ' : ''}${card(rest.join(' '))}`;
    });
  }
  return { text: text.replace(/\s+/g, ' ').trim(), quotes, cards };
}

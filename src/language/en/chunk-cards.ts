/** Card names in English text: capitalised runs, name tails, short names, nicknames and legends' short names. */
import nlp from 'compromise';
import type { Sense } from '../senses.ts';
import type { Token } from '../tokens.ts';
import type { Chunk } from '../chunk.ts';
import type { CardSpotter, CardNameHit } from '../lexicon/cards.ts';
import { COLOR_WORDS_EN, TYPE_WORDS_EN, englishKeywords, subtypeWords } from '../lexicon/domain.ts';
import { foldTerm } from '../../rules/terms.ts';
import { englishWords, CARD_NICKNAMES } from './lexicon.ts';
import { nameWords } from '../name-words.ts';

let lexiconWords: Set<string> | null = null;
/** A word compromise knows only as a person's name ("chandra", "liliana"), no everyday word besides. */
function personName(word: string): boolean {
  const tag = (nlp.world() as { model: { one: { lexicon: Record<string, unknown> } } }).model.one.lexicon[word];
  return typeof tag === 'string' && /^(?:FirstName|FemaleName|MaleName)$/.test(tag);
}

/** A legend's name before its comma, in lower case ("chandra" for "Chandra, Torch of Defiance"); null with no comma. */
function legendFirst(name: string): string | null {
  const comma = name.indexOf(',');
  return comma > 0 ? name.slice(0, comma).toLowerCase().trim() : null;
}

/** Words compromise knows (everyday English): a card name that is one of these is weak in lower case. */
export function everyday(word: string): boolean {
  lexiconWords ??= new Set(Object.keys((nlp.world() as { model: { one: { lexicon: Record<string, unknown> } } }).model.one.lexicon));
  return lexiconWords.has(word);
}

export function words(tokens: readonly Token[], from: number, n: number, by: 'lemma' | 'lower'): string | null {
  const out: string[] = [];
  for (let k = from; k < from + n; k++) {
    const t = tokens[k];
    if (!t) return null;
    if (t.kind === 'word' || t.kind === 'number') out.push(t[by]);
    else if (t.kind === 'punct' && (t.text === '-' || t.text === '/' || t.text === '&' || t.text === '+')) out.push(t.text);
    else if (t.kind === 'pt' && t.lower === 'p/t') out.push('p/t');
    else return null;
  }
  return out.join(' ').replace(/ - /g, '-').replace(/ \/ /g, '/');
}

export function cardSense(hit: CardNameHit, weak: boolean, verbed = false): Sense {
  // (Words that are also other cards' short name: which card is asked back, lexicon/cards.ts sharedWithLegends.)
  if (hit.options) return { kind: 'card', name: hit.display, display: hit.display, typeLine: '', weak, verbed, options: hit.options };
  return { kind: 'card', name: hit.name, display: hit.display, typeLine: hit.typeLine, weak, verbed };
}

export interface Found {
  n: number;
  senses: Sense[];
}

/** True when a word is part of the domain lexicon (game words, keywords, types, colors, subtypes). */
function lexical(t: Token): boolean {
  return (
    englishWords().has(t.lemma) ||
    englishWords().has(t.lower) ||
    englishKeywords().has(foldTerm(t.lower)) ||
    subtypeWords().singular.has(t.lemma) ||
    // (compromise may take a subtype for a verb form: "saproling" -> "saprol".)
    subtypeWords().singular.has(t.lower) ||
    subtypeWords().singular.has(t.lower.replace(/s$/, '')) ||
    COLOR_WORDS_EN.has(t.lower) ||
    TYPE_WORDS_EN.has(t.lemma) ||
    TYPE_WORDS_EN.has(t.lower)
  );
}

/** True when the lexicon reads the word (or its lemma) as a game verb. */
function gameVerb(t: Token): boolean {
  return [t.lower, t.lemma].some((w) => englishWords().get(w)?.some((x) => x.kind === 'verb') === true);
}

const DETERMINERS = new Set(['the', 'a', 'an', 'my', 'your', 'their', 'his', 'her', 'its', "'s", "'", 'that', 'this', 'our', 'another']);

/** A card name starting at token i: the longest run of words (and name punctuation) that is one. */
export function cardAt(text: string, tokens: readonly Token[], i: number, cards: CardSpotter): Found | null {
  const first = tokens[i]!;
  if (first.kind !== 'word') return null;
  const max = Math.min(cards.maxWords(first.lower) + 4, 12);
  const afterDeterminer = DETERMINERS.has(tokens[i - 1]?.lower ?? '');
  for (let n = Math.min(max, tokens.length - i); n >= 1; n--) {
    const last = tokens[i + n - 1]!;
    if ((last.kind !== 'word' && last.kind !== 'number') || /^'|^n't$/.test(last.text)) continue;
    // "Whats", "Thats", "dont": the ending of a contraction written without its apostrophe (split by the
    // tokeniser, no space before it) is no part of a name, nor a verb ending on one ("Whats" is not "What"-s).
    if (n >= 2 && last.kind === 'word' && tokens[i + n - 2]!.kind === 'word' && last.start === tokens[i + n - 2]!.end) continue;
    const inner = tokens.slice(i, i + n);
    if (inner.some((t) => t.kind === 'atom' || (t.kind === 'punct' && !/^[,'-]$/.test(t.text)))) continue;
    const span = text.slice(first.start, last.end);
    let hit = cards.english(span);
    let verbed = false;
    if (!hit && !afterDeterminer) {
      // "Shocked", "Murders", "bolted", "giant growthed": a card used as a verb.
      // Each ending is tried on its own: one pattern would take the leftmost match ("Doom Blades" ->
      // "Doom Blad", "Doom Bladed" -> "Doom Blad") and miss the card the shorter ending leaves.
      // ("murdering", "Shocking", "bolting": the -ing form too, a doubled last consonant or a dropped "e" put back.)
      // ("Lignified", "Pacifies": a name ending in "y" takes "-ied"/"-ies", the "y" put back.)
      for (const ending of ["'d", "'ed", 'ied', 'ies', 'ed', 'd', 'es', 's', 'ing']) {
        if (!span.toLowerCase().endsWith(ending)) continue;
        const stem = span.slice(0, span.length - ending.length);
        if (stem.length < 3) continue;
        const stems = ending === 'ing' ? [stem, stem.replace(/([bdgklmnprt])\1$/i, '$1'), `${stem}e`] : ending === 'ied' || ending === 'ies' ? [`${stem}y`] : [stem];
        for (const st of stems) {
          hit = cards.english(st);
          if (hit) break;
        }
        if (hit) {
          verbed = true;
          break;
        }
      }
    }
    if (!hit) continue;
    // "they holy day'd my 8/8": the tokeniser splits "'d" off the name; said right after a card name it is
    // the card used as a verb in the past ("Holy Day-ed"), never "would"/"had".
    const tail = tokens[i + n];
    if (!verbed && /^['’](?:e?d)$/i.test(tail?.text ?? '') && tail!.start === last.end) {
      const words = inner.filter((t) => t.kind === 'word');
      const weakName = words.length === 1 && !first.capital && (everyday(first.lemma) || everyday(first.lower));
      return { n: n + 1, senses: [cardSense(hit, weakName, true)] };
    }
    const words = inner.filter((t) => t.kind === 'word');
    const lowerCase = words.every((t) => !/^[A-Z]/.test(t.text));
    const single = words.length === 1;
    // One word: a keyword, a game word or a type in lower case is not a card by itself; several
    // lower-case words that are all game words ("deal damage", "stop that") aren't either.
    // (A game verb that names an instant or sorcery, "murder", "exile", is kept as a weak card behind the
    // verb: said by a player to an object, the grammar reads it as that card, checked against the verb.)
    if (single && lexical(first) && !first.capital && !(/\b(?:Instant|Sorcery)\b/.test(hit.typeLine) && gameVerb(first))) continue;
    // (Creature types and colors don't count here: "giant spider" and "white knight" are names.)
    if (!single && lowerCase && words.every((t) => (lexical(t) && !subtypeWords().singular.has(t.lemma) && !COLOR_WORDS_EN.has(t.lower)) || /^(of|the|to|a|an|and|in|on|from)$/.test(t.lower))) continue;
    const weak = (single && (lowerCase || !first.capital) && (everyday(first.lemma) || everyday(first.lower))) || (!single && lowerCase && verbed);
    return { n, senses: [cardSense(hit, weak, verbed)] };
  }
  return null;
}

/**
 * A run of capitalised words (name joiners such as "of", "the" inside) with at least one word that
 * is in no lexicon and not everyday English: the number of tokens, or 0.
 */
export function capitalisedRun(text: string, tokens: readonly Token[], i: number, cards: CardSpotter): number {
  let n = 0;
  let unknown = false;
  for (let k = i; k < tokens.length; k++) {
    const t = tokens[k]!;
    if (t.kind !== 'word') break;
    // "Two Furnace of Rath are…", "Three Grizzly Bears attack": a known card name inside the run
    // ends it, so the words before it are read for what they are (a count, a determiner) and never
    // swallowed into a made-up name the catalog would then match loosely to that card.
    if (k > i && cardAt(text, tokens, k, cards) !== null) break;
    const cap = /^[A-Z]/.test(t.text);
    const joiner = /^(of|the|to|from|in|on)$/.test(t.lower) && n > 0 && /^[A-Z]/.test(tokens[k + 1]?.text ?? '');
    if (!cap && !joiner) break;
    if (cap && !lexical(t) && !everyday(t.lower) && !everyday(t.lemma)) unknown = true;
    n++;
  }
  // A lone capitalised word at the start of a sentence is just a capital.
  return unknown && (n > 1 || tokens[i]!.capital) ? n : 0;
}

/**
 * Capitalised words right after a card's name, none of them a game word or the start of another card
 * ("Shock Wave", "Lightning Bolt Storm"): how many, or 0. Not at a sentence start (the token's
 * `capital` says the capital is the writer's own), so "…Shock. Then…" is no longer name.
 */
export function nameTail(text: string, tokens: readonly Token[], i: number, cards: CardSpotter, before: readonly Chunk[]): number {
  let n = 0;
  for (let k = i; k < tokens.length; k++) {
    const t = tokens[k]!;
    // (Nor a word of a card named earlier: "…, I Lightning Bolt Sheoldred" after "Sheoldred, the Apocalypse".)
    if (t.kind !== 'word' || !t.capital || lexical(t) || cardAt(text, tokens, k, cards) !== null || partOfEarlierCard(t, before) !== null) break;
    n++;
  }
  return n;
}

/**
 * A word (not one our lexicons read) that is a word of a card's name already found earlier in the
 * question: the card, as a name with no type line, so the reference finds the object named before.
 */
export function partOfEarlierCard(t: Token, before: readonly Chunk[]): Sense | null {
  if (t.kind !== 'word' || t.text.length < 3 || lexical(t)) return null;
  const word = t.lower.replace(/'s?$/, '');
  // "chandra", "liliana" in lower case (chat): a word compromise knows only as a person's name is still the name
  // of a legend told earlier when it is that legend's whole name before the comma ("Chandra, Torch of Defiance");
  // any other everyday word in lower case is left to its everyday senses.
  // "the wisp" after "Will-o'-the-Wisp": an everyday word said with "the" right after the question named a card it is a
  // word of is that card said short (the hyphens of a name part its words too, besides its hyphened words: "the Wolf-Rider").
  const named = before.some((c) => c.senses.some((x) => x.kind === 'card' && x.typeLine !== '' && nameWords(x.name).includes(word)));
  const afterThe = before.at(-1)?.text.toLowerCase() === 'the';
  if (everyday(t.lower) && !/^[A-Z]/.test(t.text) && !(named && afterThe) && !(personName(word) && before.some((c) => c.senses.some((x) => x.kind === 'card' && x.typeLine !== '' && legendFirst(x.name) === word)))) return null;
  return named ? { kind: 'card', name: t.text.replace(/'s?$/, ''), display: t.text.replace(/'s?$/, ''), typeLine: '', weak: false, verbed: false } : null;
}

/**
 * A card name that is also the part before the comma of a legendary card named earlier in the question
 * ("Sheoldred" after "Sheoldred, the Apocalypse"): that card, as a name with no type line for the reference
 * to find again (refs.ts partialName). Null when no earlier card's name starts that way.
 */
export function legendShortName(span: string, before: readonly Chunk[]): Sense | null {
  const key = span.toLowerCase().trim();
  if (key === '' || key.includes(',')) return null;
  const named = before.some((c) => c.senses.some((x) => x.kind === 'card' && x.typeLine !== '' && x.name.includes(',') && x.name.slice(0, x.name.indexOf(',')).toLowerCase().trim() === key && x.name.toLowerCase() !== key));
  return named ? { kind: 'card', name: span, display: span, typeLine: '', weak: false, verbed: false } : null;
}

/**
 * "I attack with Boggart Brute … the Brute is blocked": "the" and a word that are a card's whole name with its "The"
 * ("The Brute") are, when the word is a word of a card the question named earlier, that earlier card said short (the
 * reference refs-later.ts partialName resolves) — a card already told is what a short reference means, before another
 * card's whole name. "The" written with the writer's own capital inside a sentence keeps that other card's name.
 */
export function toldAfterThe(tokens: readonly Token[], i: number, found: Extract<Sense, { kind: 'card' }>, n: number, before: readonly Chunk[]): Sense | null {
  const the = tokens[i]!;
  const word = tokens[i + 1];
  if (n !== 2 || the.lower !== 'the' || the.capital || word?.kind !== 'word' || !/^the\s/i.test(found.name)) return null;
  const w = word.lower.replace(/'s?$/, '');
  const named = before.some((c) => c.senses.some((x) => x.kind === 'card' && x.typeLine !== '' && x.name !== found.name && nameWords(x.name).includes(w)));
  const said = word.text.replace(/'s?$/, '');
  return named ? { kind: 'card', name: said, display: said, typeLine: '', weak: false, verbed: false } : null;
}

/** The longest nickname at token i ("bolt", "bolted", "jace tms", "kiki-jiki"): the card's name and its token count. */
export function nickname(tokens: readonly Token[], i: number): { name: string; n: number } | null {
  for (let n = 4; n >= 1; n--) {
    const key = words(tokens, i, n, 'lower');
    const name = key === null ? undefined : CARD_NICKNAMES[key];
    if (name) return { name, n };
  }
  const t = tokens[i]!;
  const name = CARD_NICKNAMES[t.lemma] ?? CARD_NICKNAMES[t.lower.replace(/(?:ed|s)$/, '')];
  return name ? { name, n: 1 } : null;
}

/** The most words a name typed with slips is looked for in (most names have four words or fewer). */
const NEAR_WORDS = 4;

/**
 * A card's name typed with slips at token i ("lightening bolt", "serra angle", "grizzly bear"): the one card whose name
 * the words are, each the same or one slip away (lexicon/cards.ts nearName), longest first. At least one word must be no
 * game word (the words "deals damage" are read as what they say, never as a card a slip away), and a name never starts
 * at a determiner. The sense says the words typed (shortFor), so the reply says which card they were read as.
 */
export function nearCardAt(text: string, tokens: readonly Token[], i: number, cards: CardSpotter): Found | null {
  if (tokens[i]?.kind !== 'word' || DETERMINERS.has(tokens[i]!.lower)) return null;
  let n = 0;
  while (n < NEAR_WORDS && tokens[i + n]?.kind === 'word' && !/^'|^n't$/.test(tokens[i + n]!.text)) n++;
  for (; n >= 2; n--) {
    const inner = tokens.slice(i, i + n);
    if (inner.every((t) => lexical(t))) continue;
    const span = text.slice(inner[0]!.start, inner[n - 1]!.end);
    const hit = cards.nearName(span);
    if (hit?.options) return { n, senses: [cardSense(hit, false)] };
    if (hit) return { n, senses: [{ kind: 'card', name: hit.name, display: hit.display, typeLine: hit.typeLine, weak: false, verbed: false, shortFor: span, slip: true }] };
  }
  return null;
}

/** A card's short name at a word no lexicon or everyday English has ("torbran", "Kalitas"). */
export function shortName(t: Token, cards: CardSpotter): Sense | null {
  // ("Thalia", "ragavan": a word compromise knows only as a person's name is no everyday word — a legend's name, 201.5c.)
  const plain = (w: string): boolean => everyday(w) && !personName(w);
  if (t.kind !== 'word' || t.text.length < 4 || lexical(t) || plain(t.lower) || plain(t.lemma)) return null;
  const s = cards.short(t.text);
  if (!s) return null;
  // (Read as the card far more played than the others sharing the word: the reply says so, lexicon/cards.ts mostPlayed.)
  if ('hit' in s) return s.popular ? { kind: 'card', name: s.hit.name, display: s.hit.display, typeLine: s.hit.typeLine, weak: false, verbed: false, shortFor: t.text } : cardSense(s.hit, false);
  return { kind: 'card', name: t.text, display: t.text, typeLine: '', weak: false, verbed: false, options: s.options };
}

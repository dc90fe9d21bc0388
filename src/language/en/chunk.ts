/**
 * English chunks: card names (catalog names, longest first; nicknames), keywords with their
 * parameters ("protection from red", "pro red", "ward 2", "toxic 1"), the English lexicon
 * (en/lexicon.ts, matched on lemmas and on surface forms), colors, types, subtypes, counter
 * kinds, numbers and P/T. A card name written in lower case or at the start of a sentence that is
 * also an everyday word ("shock", "murder") is only a *weak* card: the grammar takes it as the
 * card where a card fits (as a verb with an object, after "cast"), never elsewhere.
 */
import { xValueAt } from '../xvalue.ts';
import { modeChoiceAt } from '../modechoice.ts';
import { castOptionAt } from '../castoption.ts';
import nlp from 'compromise';
import type { Sense } from '../senses.ts';
import type { Token } from '../tokens.ts';
import { chunkOf, has } from '../chunk.ts';
import type { Chunk } from '../chunk.ts';
import type { CardSpotter, CardNameHit } from '../lexicon/cards.ts';
import { COLOR_WORDS_EN, COUNTER_WORDS_EN, SUPERTYPE_WORDS_EN, TYPE_WORDS_EN, englishKeywords, keywordWithParam, subtypeWords } from '../lexicon/domain.ts';
import { foldTerm } from '../../rules/terms.ts';
import { parseKeywordExact } from '../../scenario/schema/vocabulary.ts';
import { COMBAT_TEXT, COMBAT_TEXTS } from '../../engine/combat/abilities.ts';
import { englishWords, CARD_NICKNAMES } from './lexicon.ts';
import { lookupTable } from '../../core/table.ts';

const MAX_PHRASE = 7;
/** Parameters of protection and hexproof from: colors and the usual qualities. */
const FROM_PARAMS = new Set(['white', 'blue', 'black', 'red', 'green', 'everything', 'colorless', 'multicolored', 'monocolored', 'artifacts', 'creatures', 'instants', 'sorceries', 'enchantments', 'all colors']);
const NUMBER_WORDS: Readonly<Record<string, number>> = lookupTable({
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13,
  fourteen: 14, fifteen: 15, twenty: 20, once: 1, twice: 2, single: 1, double: 2, triple: 3,
});

let lexiconWords: Set<string> | null = null;
/** Words compromise knows (everyday English): a card name that is one of these is weak in lower case. */
function everyday(word: string): boolean {
  lexiconWords ??= new Set(Object.keys((nlp.world() as { model: { one: { lexicon: Record<string, unknown> } } }).model.one.lexicon));
  return lexiconWords.has(word);
}

function words(tokens: readonly Token[], from: number, n: number, by: 'lemma' | 'lower'): string | null {
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

function ptSense(t: Token): Sense {
  const m = /^([+-]?)(\d+|[xX*])\/([+-]?)(\d+|[xX*])(s?)$/.exec(t.text)!;
  const num = (sign: string, v: string): number | null => (/\d/.test(v) ? Number(`${sign}${v}`) : null);
  if (t.kind === 'ptmod') return { kind: 'ptmod', power: num(m[1]!, m[2]!) ?? 0, toughness: num(m[3]!, m[4]!) ?? 0 };
  return { kind: 'pt', power: num(m[1]!, m[2]!), toughness: num(m[3]!, m[4]!), ...(m[5] ? { plural: true as const } : {}) };
}

function cardSense(hit: CardNameHit, weak: boolean, verbed = false): Sense {
  return { kind: 'card', name: hit.name, display: hit.display, typeLine: hit.typeLine, weak, verbed };
}

interface Found {
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
function cardAt(text: string, tokens: readonly Token[], i: number, cards: CardSpotter): Found | null {
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
      for (const ending of ["'d", "'ed", 'ed', 'd', 'es', 's', 'ing']) {
        if (!span.toLowerCase().endsWith(ending)) continue;
        const stem = span.slice(0, span.length - ending.length);
        if (stem.length < 3) continue;
        const stems = ending === 'ing' ? [stem, stem.replace(/([bdgklmnprt])\1$/i, '$1'), `${stem}e`] : [stem];
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
 * The rules-text combat abilities the engine reads as keywords ("can't block", "can't be blocked",
 * "can block only creatures with flying"), as the tokens spell them ("can't" is can + not), longest first.
 */
const COMBAT_PHRASES: readonly string[] = [...COMBAT_TEXTS]
  .filter((t) => t !== COMBAT_TEXT.exceptBy)
  .map((t) => t.replace(/can't/g, 'can not'))
  .concat(["can not be blocked except by creatures with flying"])
  .sort((a, b) => b.split(' ').length - a.split(' ').length);

function combatPhraseAt(tokens: readonly Token[], i: number): Found | null {
  for (const phrase of COMBAT_PHRASES) {
    const n = phrase.split(' ').length;
    const lowers = words(tokens, i, n, 'lower')?.replace(/\bcannot\b/g, 'can not');
    if (lowers !== phrase) continue;
    const k = parseKeywordExact(phrase.replace(/can not/g, "can't"));
    if (k.ok) return { n, senses: [{ kind: 'keyword', keyword: k.keyword }] };
  }
  return null;
}

/** A keyword (with its parameter) starting at token i. */
function keywordAt(tokens: readonly Token[], i: number): Found | null {
  const combat = combatPhraseAt(tokens, i);
  if (combat) return combat;
  const table = englishKeywords();
  for (let n = Math.min(4, tokens.length - i); n >= 1; n--) {
    const key = words(tokens, i, n, 'lower');
    if (key === null) continue;
    const k = table.get(foldTerm(key));
    if (!k) continue;
    if (!k.needsParam) return { n, senses: [{ kind: 'keyword', keyword: k.keyword }] };
    // protection from red / pro red / pro-red / hexproof from black / ward 2 / ward {2} / toxic 1.
    let j = i + n;
    if (tokens[j]?.kind === 'punct' && tokens[j]!.text === '-') j++;
    if (tokens[j]?.lower === 'from') j++;
    const p = tokens[j];
    if (!p) return null;
    if (p.kind === 'number' || p.kind === 'mana') {
      const kw = keywordWithParam(k.en, p.text);
      return kw ? { n: j + 1 - i, senses: [{ kind: 'keyword', keyword: kw }] } : null;
    }
    const two = `${p.lower} ${tokens[j + 1]?.lower ?? ''}`;
    const param = FROM_PARAMS.has(two) ? two : FROM_PARAMS.has(p.lower) ? p.lower : null;
    if (param && (k.en === 'protection' || k.en === 'hexproof' || k.en === 'hexproof from')) {
      const kw = keywordWithParam(k.en === 'hexproof from' ? 'hexproof' : k.en, `from ${param}`);
      return kw ? { n: j + 1 - i + (param.includes(' ') ? 1 : 0), senses: [{ kind: 'keyword', keyword: kw }] } : null;
    }
    return null;
  }
  return null;
}

/** Colors, types, supertypes, subtypes, counter kinds and numbers for one word. */
function vocabulary(t: Token): Sense[] {
  const out: Sense[] = [];
  const w = t.lower;
  const non = /^non-?(.+)$/.exec(w)?.[1];
  const color = COLOR_WORDS_EN.get(non ?? w);
  if (color) out.push({ kind: 'color', color, non: non !== undefined });
  // "red-green", "white/blue": a creature of both colors.
  const parts = non === undefined ? w.split(/[-/]/) : [];
  if (parts.length > 1 && parts.every((x) => COLOR_WORDS_EN.has(x))) for (const x of parts) out.push({ kind: 'color', color: COLOR_WORDS_EN.get(x)!, non: false });
  const typeWord = TYPE_WORDS_EN.get(non ?? t.lemma) ?? TYPE_WORDS_EN.get(non ?? w);
  // Plural when the word is not the singular name itself (compromise's lemma is no test: it cuts
  // "saproling" to "saprol", which made "my saproling token" several tokens).
  if (typeWord && typeWord !== 'Creature') out.push({ kind: 'type', type: typeWord, plural: !TYPE_WORDS_EN.has(non ?? w), non: non !== undefined });
  if (typeWord === 'Creature' && non !== undefined) out.push({ kind: 'type', type: 'Creature', plural: false, non: true });
  const sup = SUPERTYPE_WORDS_EN.get(w);
  if (sup) out.push({ kind: 'supertype', supertype: sup });
  const sub = subtypeWords().singular.get(t.lemma) ?? subtypeWords().singular.get(w) ?? subtypeWords().singular.get(w.replace(/s$/, ''));
  if (sub) out.push({ kind: 'subtype', subtype: sub, plural: !subtypeWords().singular.has(w) });
  const counter = COUNTER_WORDS_EN.get(w);
  if (counter) out.push({ kind: 'counter-kind', counter });
  const n = NUMBER_WORDS[w];
  if (n !== undefined) out.push({ kind: 'number', value: n });
  return out;
}

/**
 * A run of capitalised words (name joiners such as "of", "the" inside) with at least one word that
 * is in no lexicon and not everyday English: the number of tokens, or 0.
 */
function capitalisedRun(text: string, tokens: readonly Token[], i: number, cards: CardSpotter): number {
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
function nameTail(text: string, tokens: readonly Token[], i: number, cards: CardSpotter, before: readonly Chunk[]): number {
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
function partOfEarlierCard(t: Token, before: readonly Chunk[]): Sense | null {
  if (t.kind !== 'word' || t.text.length < 3 || lexical(t) || (everyday(t.lower) && !/^[A-Z]/.test(t.text))) return null;
  const word = t.lower.replace(/'s?$/, '');
  const named = before.some((c) => c.senses.some((x) => x.kind === 'card' && x.typeLine !== '' && x.name.toLowerCase().split(/[\s,]+/).some((w) => w.replace(/'s?$/, '') === word)));
  return named ? { kind: 'card', name: t.text.replace(/'s?$/, ''), display: t.text.replace(/'s?$/, ''), typeLine: '', weak: false, verbed: false } : null;
}

/**
 * A card name that is also the part before the comma of a legendary card named earlier in the question
 * ("Sheoldred" after "Sheoldred, the Apocalypse"): that card, as a name with no type line for the reference
 * to find again (refs.ts partialName). Null when no earlier card's name starts that way.
 */
function legendShortName(span: string, before: readonly Chunk[]): Sense | null {
  const key = span.toLowerCase().trim();
  if (key === '' || key.includes(',')) return null;
  const named = before.some((c) => c.senses.some((x) => x.kind === 'card' && x.typeLine !== '' && x.name.includes(',') && x.name.slice(0, x.name.indexOf(',')).toLowerCase().trim() === key && x.name.toLowerCase() !== key));
  return named ? { kind: 'card', name: span, display: span, typeLine: '', weak: false, verbed: false } : null;
}

/**
 * "Does anything survive?", "did something die?": "do" there is the auxiliary of the verb after it, and
 * "anything" that verb's subject — never "do anything" (does a spell take effect, 608.2b), which ends its clause
 * ("Does Giant Growth still do anything?").
 */
function auxBeforeVerb(tokens: readonly Token[], i: number, n: number, senses: readonly Sense[], lexicon: ReadonlyMap<string, readonly Sense[]>): boolean {
  if (!senses.some((s) => s.kind === 'verb' && s.verb === 'take-effect') || !/^(?:do|does|did)$/i.test(tokens[i]?.text ?? '')) return false;
  // ("Does anything of mine die?": "of" and a possessive pronoun between the two.)
  const skip = tokens[i + n]?.lower === 'of' && /^(?:mine|yours|theirs|hers|his|ours)$/.test(tokens[i + n + 1]?.lower ?? '') ? 2 : 0;
  const next = tokens[i + n + skip];
  if (next?.kind !== 'word') return false;
  return (lexicon.get(next.lemma) ?? lexicon.get(next.lower) ?? []).some((s) => s.kind === 'verb');
}

/** The longest nickname at token i ("bolt", "bolted", "jace tms", "kiki-jiki"): the card's name and its token count. */
function nickname(tokens: readonly Token[], i: number): { name: string; n: number } | null {
  for (let n = 4; n >= 1; n--) {
    const key = words(tokens, i, n, 'lower');
    const name = key === null ? undefined : CARD_NICKNAMES[key];
    if (name) return { name, n };
  }
  const t = tokens[i]!;
  const name = CARD_NICKNAMES[t.lemma] ?? CARD_NICKNAMES[t.lower.replace(/(?:ed|s)$/, '')];
  return name ? { name, n: 1 } : null;
}

/** A card's short name at a word no lexicon or everyday English has ("torbran", "Kalitas"). */
function shortName(t: Token, cards: CardSpotter): Sense | null {
  if (t.kind !== 'word' || t.text.length < 4 || lexical(t) || everyday(t.lower) || everyday(t.lemma)) return null;
  const s = cards.short(t.text);
  if (!s) return null;
  // (Read as the card far more played than the others sharing the word: the reply says so, lexicon/cards.ts mostPlayed.)
  if ('hit' in s) return s.popular ? { kind: 'card', name: s.hit.name, display: s.hit.display, typeLine: s.hit.typeLine, weak: false, verbed: false, shortFor: t.text } : cardSense(s.hit, false);
  return { kind: 'card', name: t.text, display: t.text, typeLine: '', weak: false, verbed: false, options: s.options };
}

/** A word neither our lexicons nor compromise know, by lexicon, lemma or any of its tagging rules (a made-up or misspelt word). */
/** A "how much/how many …" question opens the sentence "left" (at k) ends (no punctuation between). */
function leftAsked(out: readonly Chunk[], k: number): boolean {
  for (let j = k - 1; j >= 0; j--) {
    const c = out[j]!;
    if (c.senses[0]?.kind === 'punct') return false;
    if (/^how (?:much|many)\b/i.test(c.text) || (/^(?:much|many)$/i.test(c.text) && /^how$/i.test(out[j - 1]?.text ?? ''))) return true;
  }
  return false;
}

function strange(t: Token): boolean {
  // "Non-Elf", "nonhuman": a negated word no lexicon reads says what something is not — never filler.
  if (t.kind === 'word' && /^non-?[a-z]{2,}/i.test(t.text) && !/^none(?:theless)?$|^nonsense$/i.test(t.text)) return true;
  if (t.kind !== 'word' || t.guessed !== true || !/^[a-z]{3,}$/i.test(t.text) || /^[A-Z]+$/.test(t.text)) return false;
  return !everyday(t.lower) && !everyday(t.lemma);
}

/** One slip of typing between two words: a letter left out, added, changed, or two swapped. */
function oneSlip(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const diff: number[] = [];
    for (let k = 0; k < a.length && diff.length <= 2; k++) if (a[k] !== b[k]) diff.push(k);
    if (diff.length === 1) return true;
    return diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!];
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  for (let k = 0; k < long.length; k++) if (long.slice(0, k) + long.slice(k + 1) === short) return true;
  return false;
}

let slipKeys: string[] | null = null;

/**
 * A misspelt game word ("oponent", "respnd", "destory"): the senses of the one lexicon word (of five
 * letters or more, one word) that is a single slip of typing away; none when no word or several are
 * (never a guess between two). Only for words neither the lexicons nor English know (`strange`).
 */
function misspelt(word: string, lexicon: ReadonlyMap<string, Sense[]>): Sense[] | undefined {
  if (word.length < 5) return undefined;
  slipKeys ??= [...lexicon.keys()].filter((k) => /^[a-z]{5,}$/.test(k));
  const near = slipKeys.filter((k) => oneSlip(word, k));
  if (near.length !== 1) return undefined;
  const senses = lexicon.get(near[0]!);
  return senses && senses.length > 0 ? senses : undefined;
}

/** Regular English endings and what each leaves off or puts back ("tried" -> "try", "blocked" -> "block"). */
const INFLECTIONS = [[/ied$/, 'y'], [/ies$/, 'y'], [/([bdgklmnprt])\1ed$/, '$1'], [/([bdgklmnprt])\1ing$/, '$1'], [/ed$/, ''], [/ed$/, 'e'], [/ing$/, ''], [/ing$/, 'e'], [/es$/, ''], [/s$/, '']] as const;

/** "chumped", "swings", "blocking": the word without a regular ending, when the lexicon has that. */
function stripped(word: string, lexicon: ReadonlyMap<string, Sense[]>): Sense[] | undefined {
  for (const [re, add] of INFLECTIONS) {
    if (!re.test(word)) continue;
    const s = lexicon.get(word.replace(re, add));
    if (s) return s.filter((x) => x.kind === 'verb' || x.kind === 'object-noun' || x.kind === 'thing-noun');
  }
  return undefined;
}

/** "goes through", "tramples over": a phrasal verb whose first word keeps a regular ending compromise left on it. */
function strippedPhrase(key: string, lexicon: ReadonlyMap<string, Sense[]>): Sense[] | undefined {
  const space = key.indexOf(' ');
  if (space < 0) return undefined;
  const head = key.slice(0, space);
  const rest = key.slice(space);
  for (const [re, add] of INFLECTIONS) {
    if (!re.test(head)) continue;
    const s = lexicon.get(head.replace(re, add) + rest)?.filter((x) => x.kind === 'verb');
    if (s && s.length > 0) return s;
  }
  return undefined;
}

/** The most times one act told "N times" is read as repeated (frames/index.ts repeated): more is named, never run. */
const MAX_REPEATS = 10;

/**
 * "three times", "3 times", "thrice": the act of its clause told that many times — the 'twice' time word with its count
 * (senses.ts), as "twice" is. Only a count of two or more before "times" ("two times its power" stays words no frame reads).
 */
function repeatAt(tokens: readonly Token[], i: number): { n: number; times: number } | null {
  const t = tokens[i]!;
  if (t.kind === 'word' && t.lower === 'thrice') return { n: 1, times: 3 };
  const value = t.kind === 'number' && /^\d+$/.test(t.lemma) ? Number(t.lemma) : t.kind === 'word' && /^(?:two|three|four|five|six|seven|eight|nine|ten)$/.test(t.lower) ? NUMBER_WORDS[t.lower]! : null;
  const next = tokens[i + 1];
  if (value === null || value < 2 || value > MAX_REPEATS || next?.kind !== 'word' || next.lower !== 'times') return null;
  return { n: 2, times: value };
}

export function chunkEnglish(text: string, tokens: readonly Token[], cards: CardSpotter): Chunk[] {
  const out: Chunk[] = [];
  const lexicon = englishWords();
  let i = 0;
  const push = (n: number, senses: Sense[]): void => {
    out.push(chunkOf(text, tokens, i, i + n, senses));
    i += n;
  };
  while (i < tokens.length) {
    const t = tokens[i]!;
    switch (t.kind) {
      case 'atom': {
        const a = t.atom!;
        if (a.kind === 'quote') push(1, [{ kind: 'quote', text: a.value }]);
        else {
          const hit = cards.english(a.value) ?? cards.japanese(a.value);
          push(1, [cardSense(hit ?? { name: a.value, display: a.value, typeLine: '' }, false)]);
        }
        continue;
      }
      case 'pt':
      case 'ptmod':
        push(1, [ptSense(t)]);
        continue;
      case 'mana':
        push(1, [{ kind: 'mana', text: t.text }]);
        continue;
      case 'number': {
        const rep = repeatAt(tokens, i);
        if (rep) push(rep.n, [{ kind: 'time', time: 'twice', times: rep.times }]);
        else push(1, [{ kind: 'number', value: Number(t.lemma) }]);
        continue;
      }
      case 'punct': {
        const s = lexicon.get(t.text);
        push(1, s ?? [{ kind: 'punct', char: t.text }]);
        continue;
      }
      case 'word':
        break;
    }
    const rep = repeatAt(tokens, i);
    if (rep) {
      push(rep.n, [{ kind: 'time', time: 'twice', times: rep.times }]);
      continue;
    }
    const xv = xValueAt(tokens, i);
    if (xv) {
      push(xv.n, [{ kind: 'x-value', value: xv.value }]);
      continue;
    }
    const mc = modeChoiceAt(tokens, i);
    if (mc) {
      push(mc.n, [{ kind: 'mode-choice', modes: mc.modes }]);
      continue;
    }
    const co = castOptionAt(tokens, i);
    if (co) {
      push(co.n, [{ kind: 'cast-option', option: co.option }]);
      continue;
    }
    // A malformed value ("3/-1", "-3"): unknown, and domain-bearing, so the reply names it.
    if (t.lemma === '\u0000malformed') {
      push(1, [{ kind: 'number', value: Number.NaN }]);
      continue;
    }
    // Longest first: a card name, a keyword, a lexicon phrase; all three may compete for a span.
    const found = cardAt(text, tokens, i, cards);
    // "Shock Wave", "Lightning Bolt Storm": a card's name followed by capitalised words no lexicon knows is
    // a longer name the user typed, not that card with a stray word after it. The whole run goes to the
    // catalog, which answers with the card or asks back with suggestions — never the shorter card silently.
    const longer = found !== null && !found.senses.some((s) => s.kind === 'card' && (s.weak || s.verbed)) ? nameTail(text, tokens, i + found.n, cards, out) : 0;
    let card = found;
    if (longer > 0) {
      const name = text.slice(t.start, tokens[i + found!.n + longer - 1]!.end);
      card = { n: found!.n + longer, senses: [cardSense(cards.english(name) ?? { name, display: name, typeLine: '' }, false)] };
    }
    const kw = keywordAt(tokens, i);
    let phrase: Found | null = null;
    for (let n = Math.min(MAX_PHRASE, tokens.length - i); n >= 1 && !phrase; n--) {
      for (const by of ['lower', 'lemma'] as const) {
        const key = words(tokens, i, n, by);
        const s = key === null ? undefined : (lexicon.get(key) ?? (n === 1 ? stripped(key, lexicon) : strippedPhrase(key, lexicon)));
        if (s && s.length > 0 && !auxBeforeVerb(tokens, i, n, s, lexicon)) {
          phrase = { n, senses: s };
          break;
        }
      }
    }
    const nick = nickname(tokens, i);
    const nickHit = nick ? cards.english(nick.name) : null;
    const cardSenses = card?.senses.find((s): s is Extract<Sense, { kind: 'card' }> => s.kind === 'card');
    // "… blocks with Sheoldred, the Apocalypse. … I Bolt Sheoldred": the part before the comma of a legendary card the
    // question named is that card (as its own text calls it, 201.5c) — though another card has that name alone.
    const legend = card && cardSenses && !cardSenses.verbed && card.n >= 1 ? legendShortName(text.slice(t.start, tokens[i + card.n - 1]!.end), out) : null;
    if (legend && !phrase && !kw) {
      push(card!.n, [legend]);
      continue;
    }
    // A weak card, or a lower-case name as long as a lexicon phrase, comes after the phrase.
    const behind = cardSenses !== undefined && (cardSenses.weak || (phrase !== null && phrase.n === card!.n && !/^[A-Z]/.test(t.text)));
    const best = (behind ? [kw, phrase, card] : [kw, card, phrase]).filter((f): f is Found => f !== null);
    best.sort((a, b) => b.n - a.n);
    const top = best[0];
    if (top) {
      // Same length: a keyword first, then a card written as a name ("I Murder their 2/2"), then a
      // lexicon word; a weak card (lower-case everyday word) only after the word it also is.
      const same = best.filter((f) => f.n === top.n);
      const senses = same.flatMap((f) => f.senses);
      const extra = vocabulary(t);
      push(top.n, top.n === 1 ? [...senses, ...extra.filter((e) => !senses.some((s) => s.kind === e.kind))] : senses);
      continue;
    }
    if (nickHit) {
      push(nick!.n, [cardSense(nickHit, false)]);
      continue;
    }
    // "Liliana of the Veil … Does Liliana die?", "Elspeth, Sun's Champion … attack Elspeth": a word of a
    // card named earlier in the question is that card, even when it is also a first name compromise
    // knows ("Liliana") or the short name of many cards; partialName (refs.ts) finds the card again.
    const earlier = partOfEarlierCard(t, out);
    if (earlier) {
      push(1, [earlier]);
      continue;
    }
    // "torbran", "Sedgemoor": the short name of a card (one no everyday word is), or of several ("ghalta"), asked back.
    const short = shortName(t, cards);
    if (short) {
      push(1, [short]);
      continue;
    }
    // "Flibbertigibbet Dragon", "Zzyxq Obliteron the Unprintable": capitalised words no lexicon knows
    // look like a card name; the catalog decides (an unknown card is named and suggested, never guessed).
    const run = capitalisedRun(text, tokens, i, cards);
    if (run > 0) {
      const name = text.slice(t.start, tokens[i + run - 1]!.end);
      push(run, [cardSense(cards.english(name) ?? { name, display: name, typeLine: '' }, false)]);
      continue;
    }
    const v = vocabulary(t);
    // "oponent", "respnd", "destory": a word no English knows, one slip away from exactly one game word.
    const fixed = v.length === 0 && strange(t) ? misspelt(t.lower, lexicon) : undefined;
    if (fixed) {
      push(1, fixed);
      continue;
    }
    push(1, v.length > 0 ? v : [strange(t) ? { kind: 'unknown', strange: true } : t.pos === 'told' ? { kind: 'unknown', told: true } : { kind: 'unknown' }]);
  }
  // "my opponent's got a 3/3", "she's got two cards": before "got", "'s" is "has" (never a
  // possessive: "got" names nothing that could be owned).
  out.forEach((c, k) => {
    if (c.senses[0]?.kind === 'poss' && c.text === "'s" && /^got$/i.test(out[k + 1]?.text ?? '')) c.senses = [{ kind: 'aux', aux: 'have' }, { kind: 'verb', verb: 'have' }];
  });
  // "ends up in exile", "goes to exile", "put into exile": after one of these prepositions and at the end of
  // its phrase, "exile" is the zone (400.1), not the verb.
  out.forEach((c, k) => {
    const prev = out[k - 1]?.senses[0];
    const next = out[k + 1]?.senses[0];
    const ends = next === undefined || ['punct', 'conj', 'sub', 'time', 'prep', 'yes-no'].includes(next.kind);
    if (/^exile$/i.test(c.text) && prev?.kind === 'prep' && ['in', 'into', 'to'].includes(prev.prep) && ends) c.senses = [{ kind: 'thing-noun', noun: 'exile' }];
  });
  // "has one untapped creature left", "they've got two 1/1s left": after what a player has, "left" is
  // what remains (the total said is the one there now), not the verb "leave".
  out.forEach((c, k) => {
    if (!/^left$/i.test(c.text) || !c.senses.some((x) => x.kind === 'verb' && x.verb === 'leave')) return;
    const prev = out[k - 1]?.senses[0];
    const anything = prev?.kind === 'pronoun' && prev.word === 'anything';
    // ("How much life does he have left?", "how many poison counters does she have left?": the quantity asked
    // is what remains; "left" closes the question right after "have".)
    const after = out[k + 1]?.senses[0];
    if (prev?.kind === 'verb' && prev.verb === 'have' && (after === undefined || after.kind === 'punct') && leftAsked(out, k)) {
      c.senses = [{ kind: 'adj', adj: 'left' }];
      return;
    }
    if (prev?.kind !== 'object-noun' && prev?.kind !== 'pt' && prev?.kind !== 'card' && prev?.kind !== 'subtype' && prev?.kind !== 'type' && !anything) return;
    for (let j = k - 1; j >= 0; j--) {
      const s = out[j]!.senses;
      if (s[0]?.kind === 'punct' || s[0]?.kind === 'conj') return;
      // ("Is anything left?", "are there any creatures left?": what there still is, asked.)
      const be = s.some((x) => (x.kind === 'verb' || x.kind === 'aux') && (x.kind === 'verb' ? x.verb : x.aux) === 'be') && j === k - 2 - (/^there$/i.test(out[j + 1]?.text ?? '') ? 1 : 0) - (out[k - 2]?.senses[0]?.kind === 'det' ? 1 : 0);
      if (be || s.some((x) => x.kind === 'verb' && (x.verb === 'have' || (x.verb === 'get' && /^got$/i.test(out[j]!.text))))) {
        c.senses = [{ kind: 'adj', adj: 'left' }];
        return;
      }
      if (s[0]?.kind === 'verb') return;
    }
  });
  // "stripped of trample", "forgot flying": a word no lexicon knows said right before a keyword (or before
  // "of"/"from" and one) may take the keyword away as well as give it. Left as an everyday word, the keyword
  // was read as had (red team s9); marked as something told, it must be understood or the question refused.
  out.forEach((c, k) => {
    const s = c.senses[0];
    if (s?.kind !== 'unknown' || s.strange === true || s.told === true || c.senses.length > 1) return;
    const next = out[k + 1];
    const via = next && has(next, 'prep') && /^(?:of|from|off)$/i.test(next.text) ? out[k + 2] : next;
    if (via?.senses[0]?.kind === 'keyword') c.senses = [{ kind: 'unknown', told: true }];
  });
  // "a creature with __foo__", "with foo-bar": a word no lexicon knows right after "with"/"without" (past
  // determiners and marks) is what something has or lacks. Read along with its noun phrase, it was dropped
  // and the question answered without it whenever the tagger had not guessed it as strange (Markdown marks
  // or a hyphen around it were enough); it must be read, or named.
  out.forEach((c, k) => {
    const s = c.senses[0];
    if (s?.kind !== 'unknown' || s.strange === true || c.senses.length > 1 || !/\p{L}/u.test(c.text)) return;
    let j = k - 1;
    while (j >= 0 && (out[j]!.senses[0]?.kind === 'det' || (out[j]!.senses[0]?.kind === 'punct' && /^[_*~\-–—'"“‘]+$/u.test(out[j]!.text)))) j--;
    const before = j >= 0 ? out[j]!.senses[0] : undefined;
    if (before?.kind === 'prep' && (before.prep === 'with' || before.prep === 'without')) c.senses = [{ kind: 'unknown', strange: true }];
  });
  // "a +1/+1 anthem": players' word for a permanent that pumps creatures, read only with the change it
  // makes said right before it (en/phrases.ts describedEffect); alone, what it does is unknown (named).
  out.forEach((c, k) => {
    if (/^anthem$/i.test(c.text) && out[k - 1]?.senses[0]?.kind === 'ptmod') c.senses = [{ kind: 'object-noun', noun: 'permanent', plural: false }];
  });
  // "during the blockers step", "in the beginning phase": a step or phase of the turn (500.1) the lexicon
  // doesn't read as one. Who gets priority and what may be cast differ from step to step (117.3a, 502.4,
  // 514.3), so the word is never passed over as everyday English: it must be read, or it is named.
  out.forEach((c) => {
    if (/^(?:steps?|phases?)$/i.test(c.text) && c.senses.every((x) => x.kind === 'unknown')) c.senses = [{ kind: 'unknown', strange: true }];
  });
  // "came back once with a -1/-1 counter", "it died once, then …": "once" right after a verb, with no clause of its own
  // after it (no subject follows), is the count of that act — one time, which the clause tells anyway — never a
  // subordinator opening a clause ("once he blocks").
  out.forEach((c, k) => {
    if (!/^once$/i.test(c.text) || !out[k - 1]?.senses.some((x) => x.kind === 'verb')) return;
    const next = out[k + 1]?.senses[0];
    if (next === undefined || ['punct', 'prep', 'conj', 'time'].includes(next.kind)) c.senses = [{ kind: 'filler' }];
  });
  out.forEach((c, k) => (c.i = k));
  return out;
}

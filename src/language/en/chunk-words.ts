/** Keywords, combat phrases, vocabulary, repeated words and misspellings in English text. */
import type { Sense } from '../senses.ts';
import type { Token } from '../tokens.ts';
import type { Chunk } from '../chunk.ts';
import { COLOR_WORDS_EN, COUNTER_WORDS_EN, SUPERTYPE_WORDS_EN, TYPE_WORDS_EN, englishKeywords, keywordWithParam, subtypeWords } from '../lexicon/domain.ts';
import { foldTerm } from '../../rules/terms.ts';
import { parseKeywordExact } from '../../scenario/schema/vocabulary.ts';
import { COMBAT_TEXT, COMBAT_TEXTS } from '../../engine/combat/abilities.ts';
import { lookupTable } from '../../core/table.ts';
import type { Found } from './chunk-cards.ts';
import { everyday, words } from './chunk-cards.ts';

/** Parameters of protection and hexproof from: colors and the usual qualities. */
const FROM_PARAMS = new Set(['white', 'blue', 'black', 'red', 'green', 'everything', 'colorless', 'multicolored', 'monocolored', 'artifacts', 'creatures', 'instants', 'sorceries', 'enchantments', 'all colors']);
const NUMBER_WORDS: Readonly<Record<string, number>> = lookupTable({
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13,
  fourteen: 14, fifteen: 15, twenty: 20, once: 1, twice: 2, single: 1, double: 2, triple: 3,
});

export function ptSense(t: Token): Sense {
  const m = /^([+-]?)(\d+|[xX*])\/([+-]?)(\d+|[xX*])(s?)$/.exec(t.text)!;
  const num = (sign: string, v: string): number | null => (/\d/.test(v) ? Number(`${sign}${v}`) : null);
  if (t.kind === 'ptmod') return { kind: 'ptmod', power: num(m[1]!, m[2]!) ?? 0, toughness: num(m[3]!, m[4]!) ?? 0 };
  return { kind: 'pt', power: num(m[1]!, m[2]!), toughness: num(m[3]!, m[4]!), ...(m[5] ? { plural: true as const } : {}) };
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
export function keywordAt(tokens: readonly Token[], i: number): Found | null {
  const combat = combatPhraseAt(tokens, i);
  if (combat) return combat;
  const table = englishKeywords();
  // "nonflying", "non-flying", "non-trample": one word saying a keyword is lacked (a keyword with a parameter — "non-ward
  // 2" — is not read so).
  const non = /^non-?([a-z][a-z ]*)$/.exec(tokens[i]!.lower);
  const lacked = non ? table.get(foldTerm(non[1]!)) : undefined;
  if (lacked && !lacked.needsParam) return { n: 1, senses: [{ kind: 'lacks-keyword', keyword: lacked.keyword }] };
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
export function vocabulary(t: Token): Sense[] {
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
 * "Does anything survive?", "did something die?": "do" there is the auxiliary of the verb after it, and
 * "anything" that verb's subject — never "do anything" (does a spell take effect, 608.2b), which ends its clause
 * ("Does Giant Growth still do anything?").
 */
export function auxBeforeVerb(tokens: readonly Token[], i: number, n: number, senses: readonly Sense[], lexicon: ReadonlyMap<string, readonly Sense[]>): boolean {
  if (!senses.some((s) => s.kind === 'verb' && s.verb === 'take-effect') || !/^(?:do|does|did)$/i.test(tokens[i]?.text ?? '')) return false;
  // ("Does anything of mine die?": "of" and a possessive pronoun between the two.)
  // ("Does anything else die?": "else" between them.)
  const skip = tokens[i + n]?.lower === 'of' && /^(?:mine|yours|theirs|hers|his|ours)$/.test(tokens[i + n + 1]?.lower ?? '') ? 2 : tokens[i + n]?.lower === 'else' ? 1 : 0;
  const next = tokens[i + n + skip];
  if (next?.kind !== 'word') return false;
  return (lexicon.get(next.lemma) ?? lexicon.get(next.lower) ?? []).some((s) => s.kind === 'verb');
}

/** A word neither our lexicons nor compromise know, by lexicon, lemma or any of its tagging rules (a made-up or misspelt word). */
/** A "how much/how many …" question opens the sentence "left" (at k) ends (no punctuation between). */
export function leftAsked(out: readonly Chunk[], k: number): boolean {
  for (let j = k - 1; j >= 0; j--) {
    const c = out[j]!;
    if (c.senses[0]?.kind === 'punct') return false;
    if (/^how (?:much|many)\b/i.test(c.text) || (/^(?:much|many)$/i.test(c.text) && /^how$/i.test(out[j - 1]?.text ?? ''))) return true;
  }
  return false;
}

export function strange(t: Token): boolean {
  // "Non-Elf", "nonhuman": a negated word no lexicon reads says what something is not — never filler.
  if (t.kind === 'word' && /^non-?[a-z]{2,}/i.test(t.text) && !/^none(?:theless)?$|^nonsense$/i.test(t.text)) return true;
  if (t.kind !== 'word' || t.guessed !== true || !/^[a-z]{3,}$/i.test(t.text) || /^[A-Z]+$/.test(t.text)) return false;
  return !everyday(t.lower) && !everyday(t.lemma);
}

/** One slip of typing between two words: a letter left out, added, changed, or two swapped. */
export function oneSlip(a: string, b: string): boolean {
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

/** Regular English endings and what each leaves off or puts back ("tried" -> "try", "blocked" -> "block"). */
const INFLECTIONS = [[/ied$/, 'y'], [/ies$/, 'y'], [/([bdgklmnprt])\1ed$/, '$1'], [/([bdgklmnprt])\1ing$/, '$1'], [/ed$/, ''], [/ed$/, 'e'], [/ing$/, ''], [/ing$/, 'e'], [/es$/, ''], [/s$/, '']] as const;

/** "chumped", "swings", "blocking": the word without a regular ending, when the lexicon has that. */
export function stripped(word: string, lexicon: ReadonlyMap<string, Sense[]>): Sense[] | undefined {
  for (const [re, add] of INFLECTIONS) {
    if (!re.test(word)) continue;
    const s = lexicon.get(word.replace(re, add));
    if (s) return s.filter((x) => x.kind === 'verb' || x.kind === 'object-noun' || x.kind === 'thing-noun');
  }
  return undefined;
}

/** "goes through", "tramples over": a phrasal verb whose first word keeps a regular ending compromise left on it. */
export function strippedPhrase(key: string, lexicon: ReadonlyMap<string, Sense[]>): Sense[] | undefined {
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
export function repeatAt(tokens: readonly Token[], i: number): { n: number; times: number } | null {
  const t = tokens[i]!;
  if (t.kind === 'word' && t.lower === 'thrice') return { n: 1, times: 3 };
  const value = t.kind === 'number' && /^\d+$/.test(t.lemma) ? Number(t.lemma) : t.kind === 'word' && /^(?:two|three|four|five|six|seven|eight|nine|ten)$/.test(t.lower) ? NUMBER_WORDS[t.lower]! : null;
  const next = tokens[i + 1];
  if (value === null || value < 2 || value > MAX_REPEATS || next?.kind !== 'word' || next.lower !== 'times') return null;
  return { n: 2, times: value };
}

/**
 * English tokens. Domain tokens are cut first (P/T such as 5/5, modifications such as +3/+3 and
 * -1/-1, mana {2}{R}, numbers, card-name and quote atoms), then words; contractions are split
 * ("won't" -> will + not, "it's" -> it + is, "opponent's" -> opponent + the possessive 's), and
 * each word gets its lemma from compromise (a maintained English NLP library: verb forms, plurals),
 * run once over the sentence with the domain tokens masked so its offsets match ours.
 */
import nlp from 'compromise';
import { lookupTable } from '../../core/table.ts';
import type { Prepared } from '../text.ts';
import { makeToken } from '../tokens.ts';
import type { Token } from '../tokens.ts';

const DOMAIN = /^(?:[+-]\d+\/[+-]\d+|(?:\d+|[xX*])\/(?:\d+|[xX*])(?![\d/])|(?:\{[^{}\s]{1,3}\})+)/;
/** A P/T with a sign on one side only ("3/-1") is no P/T: kept whole so it is named, never half-read. */
const MALFORMED_PT = /^[+-]?\d+\/[+-]?\d+(?![\d/])/;
/** "-3 damage": a negative number (a value no question has; kept whole so it is named). */
const NEGATIVE = /^-\d+(?![\d/])/;
const WORD = /^[A-Za-z\u00c0-\u024f]+(?:[-'][A-Za-z\u00c0-\u024f]+)*'?/;
const NUMBER = /^\d+(?:st|nd|rd|th)?/;
/** Mana players write without braces after "pay" ("B", "1B", "2RR"): capital colour letters, a generic number first. */
const MANA_SHORTHAND = /^(?:\d{1,2})?[WUBRGC]{1,4}(?![A-Za-z\d])/;
/** The words of paying after which such letters are mana ("pay B", "pays 1B", "(paying G)", "paid 1BB"). */
const PAYING = new Set(['pay', 'pays', 'paying', 'paid']);


/** Pronouns after which 's is "is"/"has", never a possessive. */
const PRONOUN_S = new Set(['it', 'that', 'what', 'there', 'who', 'here', 'he', 'she', 'where', 'how', 'this', 'let', 'everything', 'nothing', 'one']);

/** Contractions: the ending -> the word it stands for. */
const ENDINGS: Readonly<Record<string, string>> = lookupTable({ "n't": 'not', "'re": 'are', "'ve": 'have', "'ll": 'will', "'m": 'am', "'d": 'would' });
const NEGATIVE_STEMS: Readonly<Record<string, string>> = lookupTable({ wo: 'will', ca: 'can', sha: 'shall', ai: 'is' });
/** Negative auxiliaries written without their apostrophe -> the auxiliary ("dont" -> do + not). Each ends in "nt". */
const BARE_NEGATIVES: Readonly<Record<string, string>> = lookupTable({
  dont: 'do', doesnt: 'does', didnt: 'did', cant: 'can', wont: 'will', isnt: 'is', arent: 'are', wasnt: 'was', werent: 'were',
  hasnt: 'has', havent: 'have', hadnt: 'had', wouldnt: 'would', couldnt: 'could', shouldnt: 'should', mustnt: 'must',
});

/**
 * Contractions chat writes without their apostrophe, where the bare form is no other English word
 * ("whats" -> what + is, "im" -> i + am; not "its", "were", "id", "hell", "lets"): the word and its ending.
 */
const BARE_CONTRACTIONS: Readonly<Record<string, readonly [string, string]>> = lookupTable({
  whats: ['what', 'is'], thats: ['that', 'is'], hows: ['how', 'is'], wheres: ['where', 'is'], whos: ['who', 'is'], theres: ['there', 'is'],
  wats: ['wat', 'is'], wuts: ['wut', 'is'], im: ['i', 'am'], ive: ['i', 'have'], youre: ['you', 'are'], youve: ['you', 'have'], theyre: ['they', 'are'], theyve: ['they', 'have'], theyll: ['they', 'will'], youll: ['you', 'will'],
});

function kindOf(s: string): Token['kind'] {
  if (/^\{/.test(s)) return 'mana';
  if (/^[+-]\d+\/[+-]\d+$/.test(s)) return 'ptmod';
  return 'pt';
}

/** Splits one word into itself and its contraction parts. */
function splitWord(word: string, start: number): Token[] {
  const lower = word.toLowerCase();
  const mk = (text: string, s: number, e: number, lemma: string): Token => makeToken({ kind: 'word', text, start: s, end: e, lower: lemma, lemma });
  // Chat drops the apostrophe ("they dont block", "cant attack"): the same auxiliary + not.
  const bare = BARE_NEGATIVES[lower];
  if (bare !== undefined) {
    const cut = word.length - 2;
    return [mk(word.slice(0, cut), start, start + cut, bare), mk(word.slice(cut), start + cut, start + word.length, 'not')];
  }
  const split = BARE_CONTRACTIONS[lower];
  if (split !== undefined) {
    const cut = split[0].length;
    return [mk(word.slice(0, cut), start, start + cut, split[0]), mk(word.slice(cut), start + cut, start + word.length, split[1])];
  }
  if (lower.endsWith("n't")) {
    const stem = lower.slice(0, -3);
    const base = NEGATIVE_STEMS[stem] ?? stem;
    return [mk(word.slice(0, -3), start, start + word.length - 3, base), mk(word.slice(-3), start + word.length - 3, start + word.length, 'not')];
  }
  for (const [end, full] of Object.entries(ENDINGS)) {
    if (end !== "n't" && lower.endsWith(end) && lower.length > end.length) {
      const cut = word.length - end.length;
      return [mk(word.slice(0, cut), start, start + cut, lower.slice(0, cut)), mk(word.slice(cut), start + cut, start + word.length, full)];
    }
  }
  if (lower.endsWith("'s") && lower.length > 2) {
    const cut = word.length - 2;
    const head = lower.slice(0, cut);
    const tail = PRONOUN_S.has(head) ? 'is' : "'s";
    return [mk(word.slice(0, cut), start, start + cut, head), mk(word.slice(cut), start + cut, start + word.length, tail)];
  }
  if (lower.endsWith("s'") && lower.length > 2) {
    // "the Lions' P/T": a plural possessive.
    const cut = word.length - 1;
    return [mk(word.slice(0, cut), start, start + cut, lower.slice(0, cut)), mk("'", start + cut, start + word.length, "'s")];
  }
  return [mk(word, start, start + word.length, lower)];
}

/** Cuts the text into tokens (lemmas are filled in by `lemmatise`). */
function cut(p: Prepared): Token[] {
  const { text, atoms } = p;
  const out: Token[] = [];
  let i = 0;
  let atom = 0;
  while (i < text.length) {
    const a = atoms[atom];
    if (a && a.start === i) {
      out.push(makeToken({ kind: 'atom', text: text.slice(a.start, a.end), start: a.start, end: a.end, atom: a }));
      i = a.end;
      atom++;
      continue;
    }
    const rest = text.slice(i, a ? a.start : undefined);
    if (/^\s/.test(rest)) {
      i++;
      continue;
    }
    const bad = DOMAIN.exec(rest) ? null : (MALFORMED_PT.exec(rest) ?? (NEGATIVE.exec(rest) && (i === 0 || /\s/.test(text[i - 1]!)) ? NEGATIVE.exec(rest) : null));
    if (bad) {
      out.push(makeToken({ kind: 'word', text: bad[0], start: i, end: i + bad[0].length, lower: bad[0], lemma: '\u0000malformed' }));
      i += bad[0].length;
      continue;
    }
    const d = DOMAIN.exec(rest);
    if (d) {
      // "two 1/1s", "my 3/3s block": a P/T with the plural s is one token (the s is no word of its own).
      const n = d[0].length + (kindOf(d[0]) === 'pt' && /^s(?![A-Za-z])/.test(rest.slice(d[0].length)) ? 1 : 0);
      out.push(makeToken({ kind: kindOf(d[0]), text: rest.slice(0, n), start: i, end: i + n }));
      i += n;
      continue;
    }
    // "a 1/4's power": the possessive after a P/T or a number.
    if (/^'s\b/i.test(rest) && out.length > 0 && out[out.length - 1]!.end === i) {
      out.push(makeToken({ kind: 'word', text: rest.slice(0, 2), start: i, end: i + 2, lower: "'s", lemma: "'s" }));
      i += 2;
      continue;
    }
    // "w/" (with) is one word in chat.
    const w2 = /^w\/(?![\d+-])/i.exec(rest);
    if (w2) {
      out.push(makeToken({ kind: 'word', text: w2[0], start: i, end: i + 2, lower: 'w/', lemma: 'w/' }));
      i += 2;
      continue;
    }
    // "1v1": a two-player game, one word in chat (the lexicon reads it). ("2v2" stays numbers, never read.)
    const versus = /^1v1\b/i.exec(rest);
    if (versus) {
      out.push(makeToken({ kind: 'word', text: versus[0], start: i, end: i + versus[0].length, lower: versus[0].toLowerCase(), lemma: versus[0].toLowerCase() }));
      i += versus[0].length;
      continue;
    }
    // "I pay B to regenerate it", "pay 1B", "(paying G)": mana written without braces, read so only right after paying.
    const shorthand = PAYING.has(out[out.length - 1]?.lower ?? '') ? MANA_SHORTHAND.exec(rest) : null;
    if (shorthand) {
      out.push(makeToken({ kind: 'mana', text: shorthand[0], start: i, end: i + shorthand[0].length }));
      i += shorthand[0].length;
      continue;
    }
    const n = NUMBER.exec(rest);
    if (n) {
      out.push(makeToken({ kind: 'number', text: n[0], start: i, end: i + n[0].length, lemma: n[0].replace(/\D+$/, '') }));
      i += n[0].length;
      continue;
    }
    const w = WORD.exec(rest);
    if (w) {
      const word = w[0].endsWith("'") && !/s'$/i.test(w[0]) ? w[0].slice(0, -1) : w[0];
      out.push(...splitWord(word, i));
      i += word.length;
      continue;
    }
    out.push(makeToken({ kind: 'punct', text: rest[0]!, start: i, end: i + 1 }));
    i++;
  }
  return out;
}

/** Text for compromise: everything but plain words masked with letters, so offsets stay put. */
function masked(text: string, tokens: readonly Token[]): string {
  const chars = [...text];
  for (const t of tokens) {
    if (t.kind === 'word') continue;
    for (let k = t.start; k < t.end; k++) chars[k] = t.kind === 'punct' ? (chars[k] ?? ' ') : 'x';
  }
  return chars.join('');
}

interface NlpTerm {
  text: string;
  root?: string;
  normal?: string;
  tags?: string[];
  offset?: { start: number; length: number };
  confidence?: number;
}

/** Fills in lemmas from compromise (by offset); the first word of each sentence is marked as such. */
/** compromise's confidence for a word it only guessed at (0.2 in v14: no lexicon entry, no rule matched). */
const GUESS_CONFIDENCE = 0.25;

const guessedMemo = new Map<string, boolean>();
/** Whether compromise, given the word alone as a noun ("the X is here"), knows nothing of it. */
function onlyGuessed(word: string): boolean {
  const known = guessedMemo.get(word);
  if (known !== undefined) return known;
  const options = { confidence: true } as Parameters<ReturnType<typeof nlp>['json']>[0];
  const term = (nlp(`the ${word} is here`).json(options) as { terms: NlpTerm[] }[])[0]?.terms[1];
  const guessed = term !== undefined && typeof term.confidence === 'number' && term.confidence <= GUESS_CONFIDENCE;
  // Bounded: a stream of made-up words can't grow it without end.
  if (guessedMemo.size > 5000) guessedMemo.clear();
  guessedMemo.set(word, guessed);
  return guessed;
}

function lemmatise(text: string, tokens: Token[]): void {
  const doc = nlp(masked(text, tokens));
  doc.compute('root');
  const byStart = new Map<number, NlpTerm>();
  // (compromise's json() accepts `confidence`; its JsonProps type doesn't list it.)
  const options = { offset: true, confidence: true } as Parameters<typeof doc.json>[0];
  for (const s of doc.json(options) as { terms: NlpTerm[] }[]) for (const t of s.terms) if (t.offset) byStart.set(t.offset.start, t);
  let sentenceStart = true;
  for (const t of tokens) {
    if (t.kind === 'word') {
      const term = byStart.get(t.start);
      // A contraction's parts already have their lemma; compromise's root is for whole words.
      if (term?.root && t.text.length === term.text.replace(/['’]s$/, '').length) t.lemma = term.root.toLowerCase();
      // compromise's fallback guess (a noun, by default) has the lowest confidence it gives; read in
      // the sentence, context rules can lift it, so a low one is checked again on the word alone.
      if (term && typeof term.confidence === 'number' && term.confidence <= GUESS_CONFIDENCE && t.text.length === term.text.length) t.guessed = onlyGuessed(t.lower);
      else if (term && t.text.length === term.text.length && !(term.tags ?? []).some((x) => x !== 'Noun' && x !== 'Singular' && x !== 'Verb' && x !== 'PresentTense' && x !== 'Infinitive')) t.guessed = onlyGuessed(t.lower);
      // "shrunk", "zapped": a past verb (not was/got/had) tells something that happened (senses.ts `told`).
      const tags = term && t.text.length === term.text.length ? (term.tags ?? []) : [];
      if (tags.includes('Verb') && (tags.includes('PastTense') || tags.includes('Participle')) && !tags.some((x) => x === 'Auxiliary' || x === 'Copula' || x === 'Modal')) t.pos = 'told';
      t.capital = !sentenceStart && /^[A-Z]/.test(t.text);
      sentenceStart = false;
    } else if (t.kind === 'punct') {
      if (/[.!?;:]/.test(t.text)) sentenceStart = true;
    } else sentenceStart = false;
  }
}

/**
 * Words after which "its" is "it's" written without its apostrophe: a possessive "its" is followed by what it
 * owns, never by a determiner, "not" or a state ("its the only creature", "its a 2/2", "its not dead", "its been out").
 */
const AFTER_BARE_ITS = new Set(['the', 'a', 'an', 'my', 'your', 'their', 'his', 'her', 'our', 'not', 'still', 'already', 'been', 'dead', 'alive', 'gone', 'tapped', 'untapped']);

/** "its the only creature they have untapped": it + is, as "it's" is (possessive "its" is left alone); "its got menace": it + has (a possessive "its" owns no "got"). */
function bareIts(tokens: Token[]): Token[] {
  const out: Token[] = [];
  tokens.forEach((t, k) => {
    const next = tokens[k + 1];
    if (t.kind === 'word' && t.lower === 'its' && next?.kind === 'word' && AFTER_BARE_ITS.has(next.lower)) {
      out.push(makeToken({ kind: 'word', text: t.text.slice(0, 2), start: t.start, end: t.start + 2, lower: 'it', lemma: 'it' }));
      out.push(makeToken({ kind: 'word', text: t.text.slice(2), start: t.start + 2, end: t.end, lower: 'is', lemma: 'is' }));
    } else if (t.kind === 'word' && t.lower === 'its' && next?.kind === 'word' && next.lower === 'got') {
      out.push(makeToken({ kind: 'word', text: t.text.slice(0, 2), start: t.start, end: t.start + 2, lower: 'it', lemma: 'it' }));
      out.push(makeToken({ kind: 'word', text: t.text.slice(2), start: t.start + 2, end: t.end, lower: 'has', lemma: 'have' }));
    } else out.push(t);
  });
  return out;
}

export function tokeniseEnglish(p: Prepared): Token[] {
  const tokens = bareIts(cut(p));
  lemmatise(p.text, tokens);
  tokens.forEach((t, i) => (t.i = i));
  return tokens;
}

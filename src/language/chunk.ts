/**
 * Chunks: tokens grouped into the words the lexicons know (issue 12 §3), each with its possible
 * senses. Longest match wins ("first strike" before "first"; "Giant Growth" before "giant");
 * everything not in a lexicon is `unknown`. Both languages chunk into this shape, and the
 * grammars read chunks, never raw words.
 */
import type { Sense } from './senses.ts';
import type { Token } from './tokens.ts';
import { assertNever } from '../core/result.ts';

export interface Chunk {
  /** Index of this chunk in its list. */
  i: number;
  /** Tokens [from, to). */
  from: number;
  to: number;
  /** Offsets into the normalised text. */
  start: number;
  end: number;
  text: string;
  /** Possible meanings, the likeliest first; never empty. */
  senses: Sense[];
  /** Words of it misspelt and read as the game word a slip away (en/respell.ts): said back in the restatement. */
  respelt?: { written: string; read: string }[];
}

export function chunkOf(text: string, tokens: readonly Token[], from: number, to: number, senses: Sense[]): Chunk {
  const start = tokens[from]!.start;
  const end = tokens[to - 1]!.end;
  return { i: -1, from, to, start, end, text: text.slice(start, end), senses: senses.length > 0 ? senses : [{ kind: 'unknown' }] };
}

export function has<K extends Sense['kind']>(c: Chunk | undefined, kind: K): Extract<Sense, { kind: K }> | undefined {
  return c?.senses.find((s): s is Extract<Sense, { kind: K }> => s.kind === kind);
}

/** True when the chunk's first (preferred) sense is of this kind. */
export function is<K extends Sense['kind']>(c: Chunk | undefined, kind: K): boolean {
  return c?.senses[0]?.kind === kind;
}

/** Domain-bearing chunks must be used by a frame or an intent (issue 12 §6); the rest may be ignored. */
export function domainBearing(c: Chunk): boolean {
  return senseBearsMeaning(c.senses[0]!);
}

const QUALITY_ADJECTIVES = new Set<string>(['legendary', 'token', 'nontoken', 'basic', 'nonbasic', 'colorless', 'grounded', 'same-name', 'different-names']);
/** States of a permanent that change what it may do: summoning sick (302.6), tapped (302.6, 509.1a), in combat (506.4). */
const STATE_ADJECTIVES = new Set<string>(['sick', 'arriving', 'tapped', 'untapped', 'attacking', 'blocking', 'unblocked']);

/** Whether a word with this (preferred) sense carries meaning a reading must account for (domainBearing). */
export function senseBearsMeaning(s: Sense): boolean {
  switch (s.kind) {
    case 'verb':
      return s.verb !== 'be' && s.verb !== 'have' && s.verb !== 'happen' && s.verb !== 'mean';
    case 'keyword':
    case 'lacks-keyword':
    case 'color':
    case 'type':
    case 'subtype':
    case 'supertype':
    case 'counter-kind':
    case 'card':
    case 'pt':
    case 'ptmod':
    case 'x-value':
    case 'mode-choice':
    case 'color-choice':
    case 'type-choice':
    case 'cast-option':
    case 'quote':
    case 'mana':
    case 'number':
      return true;
    case 'thing-noun':
      // (A regeneration shield changes whether it dies, 701.19a: 「再生で助かる?」 was answered without it.)
      // (So does an ability named without what it is: "with protection from its color" was dropped whole.)
      return s.noun === 'damage' || s.noun === 'life' || s.noun === 'poison' || s.noun === 'counter' || s.noun === 'regen-shield' || s.noun === 'keyword';
    case 'time':
      // Times that change what happens (another turn, a step, combat) must be used; order words needn't be.
      // ("twice", 「2回」 tells two acts: read, or refused — never one act, red team s17.)
      return !['later', 'now', 'already', 'first', 'finally', 'earlier', 'again', 'also', 'right-away'].includes(s.time);
    case 'adj':
      // (A quality of what an object is — legendary, token, nontoken, colorless — changes the answer
      // as a type or colour does: dropped with a phrase nobody read, the object was answered as another.)
      // (An ordinal picks which object is meant: "the third 1/1", "the last one", refs.ts.)
      // (A state — "with vigilance and summoning sickness", "it's tapped" — changes what it may do: dropped,
      // a summoning-sick creature was said to attack, issue 11.)
      return s.adj === 'second' || s.adj === 'third' || s.adj === 'fourth' || s.adj === 'fifth' || s.adj === 'last' || s.adj === 'new' || s.adj === 'bigger' || s.adj === 'smaller' || s.adj === 'extra' || QUALITY_ADJECTIVES.has(s.adj) || STATE_ADJECTIVES.has(s.adj);
    case 'object-noun':
      // "token" says what the object is (111.1: a token leaves play unlike a card, 111.7), so it must be read.
      return s.noun === 'token';
    case 'player':
    case 'pronoun':
    case 'det':
    case 'prep':
    case 'conj':
    case 'sub':
    case 'wh':
    case 'aux':
    case 'neg':
    case 'poss':
    case 'yes-no':
    case 'filler':
    case 'punct':
      return false;
    case 'unknown':
      // Everyday words we have no sense for are filler; a word that is no English word at all
      // ("zqxjv", "tramplee") may be the one that mattered, so it must be read or named.
      // An unread past-tense verb ("their 4/4 was shrunk", "my 2/2 got zapped") tells an event: answered
      // without it, the board was the wrong one (issue 11 §1), so it too must be read or named.
      // ("almost", "tried to": whether the act was done is open, so it must be named.)
      return s.strange === true || s.told === true || s.unsure === true;
    default:
      return assertNever(s);
  }
}

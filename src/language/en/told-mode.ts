/**
 * English forms of a mode told by what it does (700.2, told-mode.ts): "choosing the 3 damage mode",
 * "in prevent mode", "for the double strike mode", "using its destroy mode", "the lifegain mode"
 * (the words before "mode" then only words of meaning), and "choosing double strike" /
 * "picking the draw" with no "mode" (then too only words of meaning, so "choosing red" stays a color), and
 * "for indestructible" (keywords alone after "for"); and, right after the card's name, what the cast is for: "I cast
 * Healing Salve to prevent the next 3 damage to my Bears", "… to gain 3 life" (enPurposeModeAt).
 */
import type { Token } from '../tokens.ts';
import type { ModeChoice } from '../modechoice.ts';
import { NOT_TEXT } from '../modechoice.ts';
import { modeWordsAt } from '../told-mode.ts';
import type { ModeWordTables } from '../told-mode.ts';
import { MODE_EFFECT_WORDS_EN, MODE_FILLER_EN } from '../lexicon/mode-words.ts';
import { keywordAt } from './chunk-words.ts';

/** Words that may stand before the mode's words: the choice itself, or a preposition of the cast. */
const LEADS = new Set(['choosing', 'with', 'using', 'picking', 'for', 'in']);
const CHOOSING = new Set(['choosing', 'picking']);
const DETERMINERS = new Set(['the', 'its']);
/** Words that end the mode's words: what follows them in the clause. */
const NOT_PLAIN = new Set(['on', 'at', 'targeting', 'mode', 'modes', 'in', 'for', 'with', 'and', 'but', 'then', 'while', 'when', 'if', 'to', 'from', 'as']);

const EN: ModeWordTables = {
  keywordAt: (tokens, i) => keywordAt(tokens, i),
  effects: MODE_EFFECT_WORDS_EN,
  fillers: MODE_FILLER_EN,
  key: (t) => t.lower,
  plain: (t) => (t.kind === 'word' && /^[a-z][a-z/+-]*$/.test(t.lower) && !NOT_TEXT.has(t.lower) && !NOT_PLAIN.has(t.lower) ? t.lower : null),
  join: ' ',
};

/** A mode told by its words at token i, or null. */
export function enToldModeAt(tokens: readonly Token[], i: number): ModeChoice | null {
  const lead = LEADS.has(tokens[i]?.lower ?? '') ? 1 : 0;
  const det = DETERMINERS.has(tokens[i + lead]?.lower ?? '') ? 1 : 0;
  const start = i + lead + det;
  const run = modeWordsAt(tokens, start, EN);
  if (!run) return null;
  const end = start + run.through;
  if (tokens[end]?.lower === 'mode') {
    // "the prevent mode" with nothing before it: only words of meaning, so no other noun is read as a mode.
    if (lead === 0 && !run.meaningOnly) return null;
    return { n: end + 1 - i, modes: [], said: run.said, told: run.told };
  }
  if (CHOOSING.has(tokens[i]?.lower ?? '') && run.meaningOnly) return { n: start + run.n - i, modes: [], said: run.said, told: run.told };
  // "I Boros Charm for indestructible", "cast Boros Charm for double strike": "for" and keywords alone, with no "mode"
  // (an amount or an effect word after "for" is the damage or life told of the cast, "for 2 damage", never a mode).
  if (tokens[i]?.lower === 'for' && det === 0 && run.said.every((s) => s.startsWith('#'))) return { n: start + run.n - i, modes: [], said: run.said, told: run.told };
  return null;
}

/** Verbs of what a mode does that may follow "to" as what a cast is for ("to prevent", "to deal", "to gain"). */
const PURPOSE_VERBS: ReadonlySet<string> = new Set(['prevent', 'deal', 'destroy', 'exile', 'gain', 'draw', 'return', 'counter', 'tap', 'untap', 'bounce', 'kill', 'pump', 'drain', 'discard', 'mill', 'scry', 'fight']);
/** Words after the mode's words that may follow them: the target's preposition, the clause's end. */
const PURPOSE_ENDS: ReadonlySet<string> = new Set(['to', 'on', 'at', 'targeting']);
/** Possessives that start the target's words ("to deal 3 damage to their 2/2"): never a word of the mode's text. */
const POSSESSIVES: ReadonlySet<string> = new Set(['my', 'your', 'their', 'his', 'her', 'our', 'it', 'them', 'him', 'me', 'us']);

/** In a purpose, "to" is the target's (never a filler) and "the" ("the next 3 damage") tells nothing of the mode. */
const PURPOSE: ModeWordTables = {
  ...EN,
  fillers: new Set([...MODE_FILLER_EN].filter((w) => w !== 'to').concat(['the'])),
  // (A capitalised word starts a name — "to counter a Lightning Bolt" says what is countered, never the mode.)
  plain: (t) => (POSSESSIVES.has(t.lower) || /^[A-Z]/.test(t.text) ? null : EN.plain(t)),
};

/**
 * "to prevent the next 3 damage" said right after a card's name: the mode told by what the cast is for (700.2), the
 * verb one of what a mode does; its target, if said, follows as "to …" / "on …" (frames/cast.ts). Only whole: the words
 * must end at the target's preposition, punctuation or the question's end, else nothing is read.
 */
export function enPurposeModeAt(tokens: readonly Token[], i: number): ModeChoice | null {
  if (tokens[i]?.lower !== 'to' || !PURPOSE_VERBS.has(tokens[i + 1]?.lower ?? '')) return null;
  const run = modeWordsAt(tokens, i + 1, PURPOSE);
  if (!run || !run.said[0]!.startsWith('=')) return null;
  const next = tokens[i + 1 + run.n];
  if (next !== undefined && next.kind !== 'punct' && !PURPOSE_ENDS.has(next.lower)) return null;
  return { n: 1 + run.n, modes: [], said: run.said, told: run.told, purpose: true };
}

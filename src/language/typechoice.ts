/**
 * A creature type told as chosen for a permanent's "As this enters, choose a creature type" (614.12a) or a spell's
 * "Choose a creature type" (608.2d): "naming Elf", "choosing Goblins", "picking Zombies", 「エルフを選んで」「ゴブリンを
 * 指定した」「ゾンビを選択しました」. The words say that choice and nothing else, so they read as one chunk (a 'type-choice'
 * sense), as a color chosen does (colorchoice.ts). Which card it is chosen for is read by type-chosen.ts; whether the card
 * offers such a choice, and whether the word is a creature type (205.3m), by the questions layer — never guessed.
 * Japanese type names come from the lexicon's table of subtype words (lexicon/domain.ts).
 */
import type { Token } from './tokens.ts';
import { SUBTYPE_WORDS_JA, subtypeWords } from './lexicon/domain.ts';
import { colorChoiceAt, jaChoosingAt } from './colorchoice.ts';
import type { Sense } from './senses.ts';

export interface TypeChoice {
  /** Tokens read. */
  n: number;
  /** The subtype as the CR spells it ("Elf"). */
  type: string;
}

/** The participles that tell the choice ("naming Elf"). */
const CHOOSING = new Set(['naming', 'choosing', 'picking', 'selecting']);
/** 「選ぶ」「指定」「選択」: the verbs of choosing, by their base forms. */
const JA_CHOOSE = new Set(['選ぶ', '指定', '選択']);
/** What may follow the verb in a clause's own end: 「選んだ」「指定した」「選びました」. */
const JA_ENDING = new Set(['する', 'た', 'だ', 'ます']);

/** The subtype an English word names, singular or plural ("Elf", "elves", "Goblins"), or null. */
function englishType(t: Token | undefined): string | null {
  if (!t) return null;
  const w = t.lower;
  const singular = subtypeWords().singular;
  return singular.get(w) ?? singular.get(t.lemma) ?? singular.get(w.replace(/s$/, '')) ?? singular.get(w.replace(/ves$/, 'f')) ?? null;
}

function english(tokens: readonly Token[], i: number): TypeChoice | null {
  if (!CHOOSING.has(tokens[i]?.lower ?? '')) return null;
  // "naming the creature type Elf", "choosing the type Goblin"
  let j = i + 1;
  if (tokens[j]?.lower === 'the' && tokens[j + 1]?.lower === 'creature' && tokens[j + 2]?.lower === 'type') j += 3;
  else if (tokens[j]?.lower === 'the' && tokens[j + 1]?.lower === 'type') j += 2;
  const type = englishType(tokens[j]);
  return type ? { n: j + 1 - i, type } : null;
}

/** The end of 「を選んだ」「を指定した」「を選びました」 from token j (at its を), or null. */
function jaChosenAt(tokens: readonly Token[], j: number): number | null {
  const te = jaChoosingAt(tokens, j);
  if (te !== null) return te;
  if (tokens[j]?.text !== 'を' || !JA_CHOOSE.has(tokens[j + 1]?.lemma ?? '')) return null;
  let k = j + 2;
  while (k < tokens.length && JA_ENDING.has(tokens[k]!.lemma)) k++;
  // (「（ゴブリンを選択）」: the noun of choosing, closing a bracket.)
  const closes = /^[)）]$/u.test(tokens[k]?.text ?? '');
  return k > j + 2 || tokens[j + 1]!.lemma === '選ぶ' || closes ? k : null;
}

function japanese(tokens: readonly Token[], i: number): TypeChoice | null {
  for (const n of [2, 1]) {
    if (i + n > tokens.length) continue;
    const type = SUBTYPE_WORDS_JA.get(tokens.slice(i, i + n).map((t) => t.text).join(''));
    const end = type ? jaChosenAt(tokens, i + n) : null;
    if (type && end !== null) return { n: end - i, type };
  }
  return null;
}

/** "naming Elf" / 「エルフを選んだ」 at token i, or null. */
export function typeChoiceAt(tokens: readonly Token[], i: number): TypeChoice | null {
  return english(tokens, i) ?? japanese(tokens, i);
}

/** A color or a creature type told as chosen at token i, as the chunk's senses, or null. */
export function choiceSensesAt(tokens: readonly Token[], i: number): { n: number; senses: Sense[] } | null {
  const cc = colorChoiceAt(tokens, i);
  if (cc) return { n: cc.n, senses: [{ kind: 'color-choice', color: cc.color }] };
  const tc = typeChoiceAt(tokens, i);
  return tc ? { n: tc.n, senses: [{ kind: 'type-choice', type: tc.type }] } : null;
}

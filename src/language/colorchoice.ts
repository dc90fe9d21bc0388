/**
 * A color told as chosen for "… the color of your choice" (608.2d: chosen as the spell or ability resolves), said with
 * the cast or activation it belongs to: "naming red", "choosing white", "picking colorless", 「赤を選んで」「白を指定して」
 * 「無色を選択して」. The words say that choice and nothing else, so they read as one chunk (a 'color-choice' sense), as a
 * mode chosen does (modechoice.ts); which spell or ability they belong to is the cast or activation of their clause
 * (frames/cast-spell.ts, frames/activate.ts), and a card whose text offers no such choice has the words named back.
 */
import type { Token } from './tokens.ts';
import type { ChosenColor } from '../engine/types.ts';
import { lookupTable } from '../core/table.ts';

const COLORS: Record<string, ChosenColor> = lookupTable({ white: 'white', blue: 'blue', black: 'black', red: 'red', green: 'green', colorless: 'colorless', colourless: 'colorless' });
const JA_COLORS: Record<string, ChosenColor> = lookupTable({ 白: 'white', 青: 'blue', 黒: 'black', 赤: 'red', 緑: 'green', 無色: 'colorless' });
/** The participles that tell the choice ("naming red"). */
const CHOOSING = new Set(['naming', 'choosing', 'picking', 'selecting']);
/** 「選んで」「指定して」「選択して」: the verbs of choosing, by their base forms; the te-form joins the clause that follows. */
const JA_CHOOSE = new Set(['選ぶ', '指定', '選択']);

export interface ColorChoice {
  /** Tokens read. */
  n: number;
  color: ChosenColor;
}

/** "… and pick black", "and name red": the choice told as the caster's next verb, joined to the cast by "and". */
const AND_CHOOSE = new Set(['pick', 'picks', 'choose', 'chooses', 'name', 'names', 'select', 'selects']);

function english(tokens: readonly Token[], i: number): ColorChoice | null {
  // ("and pick black": only with the color ending the clause, so "and name red as the color for …" is not read so.)
  const joined = tokens[i]?.lower === 'and' && AND_CHOOSE.has(tokens[i + 1]?.lower ?? '');
  if (joined) {
    const color = COLORS[tokens[i + 2]?.lower ?? ''];
    const next = tokens[i + 3];
    return color && (next === undefined || /^[.,;!?)]$/.test(next.text)) ? { n: 3, color } : null;
  }
  if (!CHOOSING.has(tokens[i]?.lower ?? '')) return null;
  let j = i + 1;
  // "choosing the color red"
  if (tokens[j]?.lower === 'the' && tokens[j + 1]?.lower === 'color') j += 2;
  const color = COLORS[tokens[j]?.lower ?? ''];
  return color ? { n: j + 1 - i, color } : null;
}

/**
 * 「を選んで」「を指定して」「を選択し」 from token j (at its を): the end of the choosing words when they are the
 * te-form (or 選び), which joins the cast or activation told next; null otherwise (「赤を選んだ」 ends a clause of its own).
 */
export function jaChoosingAt(tokens: readonly Token[], j: number): number | null {
  const verb = tokens[j + 1];
  if (tokens[j]?.text !== 'を' || !verb || !JA_CHOOSE.has(verb.lemma)) return null;
  let k = j + 2;
  if (verb.lemma !== '選ぶ' && tokens[k]?.lemma === 'する') k++;
  if (tokens[k]?.text === 'て' || tokens[k]?.text === 'で') return k + 1;
  // (「黒を選びました」: the polite past ends a clause of its own, as 「黒を選んだ」 does.)
  if (verb.text === '選び' && tokens[k]?.lemma === 'ます') return null;
  if (verb.text === '選び' || (verb.lemma !== '選ぶ' && tokens[k - 1]?.text === 'し' && tokens[k]?.text !== 'た')) return k;
  return null;
}

function japanese(tokens: readonly Token[], i: number): ColorChoice | null {
  const color = JA_COLORS[tokens[i]?.text ?? ''];
  const end = color ? jaChoosingAt(tokens, i + 1) : null;
  return color && end !== null ? { n: end - i, color } : null;
}

/** "naming red" / 「赤を選んで」 at token i, or null. */
export function colorChoiceAt(tokens: readonly Token[], i: number): ColorChoice | null {
  return english(tokens, i) ?? japanese(tokens, i);
}

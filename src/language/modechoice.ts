/**
 * The modes chosen for a modal spell (700.2, 601.2b), said by their printed order in either language:
 * "choosing the second mode", "with the first and third modes", "mode 2", 「2番目のモード」「1つ目のモード」
 * 「第2モード」; by what the mode does ("choosing the 3 damage mode",
 * told-mode.ts, read by each language's chunker); every mode ("both modes", "entwined", 「両方のモード」).
 * The words say that choice and nothing else, so they read as one chunk (a 'mode-choice' sense) wherever they stand, like a value for X (xvalue.ts). Which spell they belong to is the cast
 * of their clause (frames/cast-spell.ts).
 */
import type { Token } from './tokens.ts';
import type { Sense } from './senses.ts';
import { lookupTable } from '../core/table.ts';

const ORDINALS: Record<string, number> = lookupTable({ first: 1, second: 2, third: 3, fourth: 4, fifth: 5, '1st': 1, '2nd': 2, '3rd': 3, '4th': 4, '5th': 5 });

export interface ModeChoice {
  /** Tokens read. */
  n: number;
  /** The modes, 1-based as the question says them (none when the mode is told by its words). */
  modes: number[];
  /** "choosing the 3 damage mode", 「3点ダメージのモードで」: what the mode does, matched against the spell's modes (told-mode.ts). */
  said?: string[];
  /** Those words as said, for asking back. */
  told?: string;
  /** "choosing both modes", "with all three modes", "entwined": every mode (702.42a entwine). */
  all?: boolean;
  /** "I cast Healing Salve to prevent the next 3 damage to my Bears": said as what the cast is for (en/told-mode.ts); a "to" phrase after it is the target. */
  purpose?: true;
}

/** Words that say which mode without being its text ("choosing the other mode"): never matched. */
export const NOT_TEXT: ReadonlySet<string> = new Set(['other', 'same', 'first', 'second', 'third', 'fourth', 'fifth', 'last', 'a', 'an', 'the', 'its', 'that', 'this', 'one', 'both', 'which', 'what', 'any', 'each', 'every', 'all']);

/** The sense of a mode choice read. */
export function modeSense(mc: ModeChoice): Extract<Sense, { kind: 'mode-choice' }> {
  return { kind: 'mode-choice', modes: mc.modes, ...(mc.said ? { said: mc.said, told: mc.told ?? mc.said.join(' ') } : {}), ...(mc.all === true ? { all: true } : {}), ...(mc.purpose === true ? { purpose: true as const } : {}) };
}

function small(t: Token | undefined): number | null {
  return t && t.kind === 'number' && /^[1-9]$/.test(t.text) ? Number(t.text) : null;
}

/** "choosing the second mode" / "mode 2" / 「2番目のモード」 at token i, or null. */
export function modeChoiceAt(tokens: readonly Token[], i: number): ModeChoice | null {
  let j = i;
  if (tokens[j]?.lower === 'choosing' || tokens[j]?.lower === 'with') j++;
  if (tokens[j]?.lower === 'the') j++;
  // "the first and third modes"
  const ords: number[] = [];
  while (ORDINALS[tokens[j]?.lower ?? ''] !== undefined) {
    ords.push(ORDINALS[tokens[j]!.lower]!);
    j++;
    if ((tokens[j]?.lower === 'and' || tokens[j]?.text === ',') && ORDINALS[tokens[j + 1]?.lower ?? ''] !== undefined) j++;
  }
  if (ords.length > 0 && (tokens[j]?.lower === 'mode' || tokens[j]?.lower === 'modes')) return { n: j + 1 - i, modes: ords };
  // "mode 2", "modes 1 and 3"
  if (ords.length === 0 && (tokens[j]?.lower === 'mode' || tokens[j]?.lower === 'modes')) {
    const nums: number[] = [];
    let k = j + 1;
    for (let v = small(tokens[k]); v !== null; v = small(tokens[k])) {
      nums.push(v);
      k++;
      if ((tokens[k]?.lower === 'and' || tokens[k]?.text === ',') && small(tokens[k + 1]) !== null) k++;
      else break;
    }
    if (nums.length > 0) return { n: k - i, modes: nums };
  }
  // "choosing both modes", "with all modes", "all three modes": every mode (entwine, 702.42a); "entwined".
  if (tokens[i]?.lower === 'entwined') return { n: 1, modes: [], all: true };
  {
    let k = ['choosing', 'with', 'using', 'picking', 'for'].includes(tokens[i]?.lower ?? '') ? i + 1 : i;
    if (tokens[k]?.lower === 'both' || tokens[k]?.lower === 'all') {
      k++;
      if (tokens[k - 1]?.lower === 'all' && tokens[k]?.kind === 'number') k++;
      else if (tokens[k - 1]?.lower === 'all' && ['two', 'three', 'four', 'five'].includes(tokens[k]?.lower ?? '')) k++;
      if (tokens[k]?.lower === 'modes' && k > i) return { n: k + 1 - i, modes: [], all: true };
    }
  }
  // 「両方のモード」「すべてのモード」「全てのモード」: every mode.
  if (['両方', 'すべて', '全て', '全部'].includes(tokens[i]?.text ?? '') && tokens[i + 1]?.text === 'の' && tokens[i + 2]?.text === 'モード') return { n: 3, modes: [], all: true };
  // 「2番目のモード」「1つ目のモード」「第2モード」
  if (i === j) {
    let k = i;
    if (tokens[k]?.text === '第') k++;
    const v = small(tokens[k]);
    if (v !== null) {
      k++;
      if (tokens[k]?.text === '番目' || tokens[k]?.text === 'つ目') k++;
      else if (tokens[i]?.text !== '第') return null;
      if (tokens[k]?.text === 'の') k++;
      if (tokens[k]?.text === 'モード') return { n: k + 1 - i, modes: [v] };
    }
  }
  return null;
}

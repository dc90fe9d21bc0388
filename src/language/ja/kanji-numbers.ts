/** Numbers in Japanese text: Arabic, full-width and kanji numerals (二十, 三) at a position. */
import type { Token } from '../tokens.ts';
import { COUNTERS } from './lexicon.ts';
import type { Found } from './chunk-words.ts';
import { info } from './chunk-words.ts';

import { kanjiNumber } from '../kanji-numerals.ts';

export { kanjiNumber };

// ---------------------------------------------------------------------------------------------
// Matchers: each returns what starts at token i, or null

/** The most times one act told 「N回」 is read as repeated (as en/chunk.ts MAX_REPEATS): more stays a number, named. */
const MAX_REPEATS = 10;

/** A number (digits or kanji) with its counter word: 2, 2体, 二体, 3点, 2体目, 何点. */
export function numberAt(tokens: readonly Token[], i: number): Found | null {
  const t = tokens[i]!;
  let value: number | null = null;
  let n = 1;
  if (t.kind === 'number') value = Number(t.text);
  else if (t.kind === 'word' && t.detail === '数') {
    // Kanji numerals may come as several morphemes (十 二).
    let s = t.text;
    while (tokens[i + n]?.kind === 'word' && tokens[i + n]!.detail === '数' && kanjiNumber(s + tokens[i + n]!.text) !== null) s += tokens[i + n++]!.text;
    value = kanjiNumber(s);
  }
  const what = t.text === '何';
  // 「2/2一体だけで」「一つ」: kuromoji keeps some numerals with their counter as one noun (一体 the noun is "one body";
  // the adverb 一体 is "what on earth", another part of speech): the number and its counter.
  const fused = value === null && !what && t.kind === 'word' && t.pos === '名詞' ? /^([〇一二三四五六七八九十]+)(.)$/u.exec(t.text) : null;
  if (fused && COUNTERS.get(fused[2]!) !== undefined && kanjiNumber(fused[1]!) !== null) {
    return { n: 1, senses: [{ kind: 'number', value: kanjiNumber(fused[1]!)! }], ja: info({ counter: COUNTERS.get(fused[2]!)!, ordinal: false }) };
  }
  if (value === null && !what) return null;
  const c = tokens[i + n];
  const counter = c && c.kind === 'word' ? (COUNTERS.get(c.text) ?? null) : null;
  if (counter) n++;
  const ordinal = counter !== null && tokens[i + n]?.text === '目';
  if (ordinal) n++;
  if (what) {
    // 何点 (how much), 何体／何個／何回 (how many); 何 alone is a question word (lexicon).
    if (!counter) return null;
    return { n, senses: [{ kind: 'wh', wh: counter === 'point' ? 'how-much' : 'how-many' }], ja: info({ counter }) };
  }
  // 「2回」「二度」: the act of its clause told two times — the 'twice' time word (senses.ts), as "twice" is in English;
  // 「3回起動した」「4回」: that many times, the word with its count (as "three times", en/chunk.ts repeatAt; frames/index.ts).
  if (counter === 'time' && !ordinal && value === 2) return { n, senses: [{ kind: 'time', time: 'twice' }], ja: info({ counter, ordinal }) };
  if (counter === 'time' && !ordinal && value !== null && value > 2 && value <= MAX_REPEATS) return { n, senses: [{ kind: 'time', time: 'twice', times: value }], ja: info({ counter, ordinal }) };
  return { n, senses: [{ kind: 'number', value: value! }], ja: info({ counter, ordinal }) };
}

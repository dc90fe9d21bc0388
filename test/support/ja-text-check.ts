/**
 * What a Japanese reply must not contain (issue 16 §2): a Latin-script word other than a name or a
 * rule number, and a space between two Japanese characters. Allowed: anything in 《》 (card names,
 * English ones included), English oracle text quoted after 英語のオラクル・テキスト, rule numbers
 * (702.19b), a player letter (プレイヤーA), mana symbols ({W}), P/T (3/3), a layer (種類別7c), the
 * words P/T and +N/+N as Japanese players write them, X (the variable), the asker's own words quoted back
 * ('ETB'), and a /scenario value to type ("false").
 */
import { JAPANESE_CHAR } from '../../src/render/ja-text.ts';

const ALLOWED = [
  /《[^》]*》/g,
  /英語のオラクル・テキスト「[^」]*」/g,
  /\{[^}]*\}/g,
  /\b\d{3}(?:\.\d+[a-z]?)?\b/g,
  /(?<=プレイヤー)[A-Z]\b/g,
  /(?<=種類別)\d[a-d]?\b/g,
  /\bP\/T\b/g,
  // (The file format, as Japanese writers name it: JSON, a .json file.)
  /\.?\bjson\b|\bJSON\b/g,
  // (X, the mana value's variable, as Japanese rules text writes it: X＝3, Xは0です.)
  /(?<![A-Za-z])X(?![A-Za-z])/g,
  /APNAP(?=順)/g,
  /[+-]N\/[+-]N/g,
  /'[^'\n]*'/g,
  // (A value to type in a /scenario file, quoted as typed: "false".)
  /"[a-z-]+"/g,
  // (A command to type, in an example of how to ask: /ask, /card.)
  /(?<![\w/])\/[a-z]+\b/g,
];

/** Latin words left after the allowed parts are removed. */
export function latinWords(text: string): string[] {
  let rest = text;
  for (const re of ALLOWED) rest = rest.replace(re, ' ');
  return rest.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [];
}

/** Each place a space sits between two Japanese characters. */
export function spacedJapanese(text: string): string[] {
  const re = new RegExp(`${JAPANESE_CHAR.source}[ \\u3000]+${JAPANESE_CHAR.source}`, 'gu');
  return text.match(re) ?? [];
}

/**
 * The text with the asker's own words taken out where it quotes them back ('…' or 「…」, shortened with
 * '…' or not): whatever the quote holds, if it is a piece of the question it is the asker's, not ours
 * (English words in a Japanese refusal of an English question, apostrophes and nested quotes included).
 */
export function withoutAskersWords(text: string, question: string): string {
  const q = question.replace(/\s+/g, ' ');
  const opens = [...text.matchAll(/['「]/g)].map((m) => m.index);
  let out = text;
  for (const at of opens) {
    const close = out[at] === '「' ? '」' : out[at] === "'" ? "'" : null;
    if (close === null) continue;
    // The longest quote from here whose words are the asker's.
    for (let end = out.length - 1; end > at + 1; end--) {
      if (out[end] !== close) continue;
      const inner = out.slice(at + 1, end).replace(/\s*…$/, '').trim();
      if (inner.length >= 2 && q.includes(inner)) {
        out = `${out.slice(0, at)}${' '.repeat(end - at + 1)}${out.slice(end + 1)}`;
        break;
      }
    }
  }
  return out;
}

/**
 * Each place a space stands next to a Japanese character in Japanese text (issue 16 §2: "no stray spaces
 * between Japanese words and names"): 「近い Serra Angel を」, 「ルール番号は 702」. Kept, as they separate fields
 * rather than words: a command to type and its argument (/card 灰色熊), the dash of a type line as Japanese
 * cards print it (クリーチャー — 熊), the faces of a card's name (火 // 氷) and a face's mana cost after its name.
 */
export function spacesNextToJapanese(text: string): string[] {
  const rest = text
    .replace(/\/[a-z]+ (?=\S)/g, '/cmd')
    .replace(/ (—|\/\/) /g, '$1')
    .replace(/ (?=(?:\{[^}]+\})+$)/gm, '');
  const re = new RegExp(`${JAPANESE_CHAR.source}[ \\u3000]+\\S|\\S[ \\u3000]+${JAPANESE_CHAR.source}`, 'gu');
  return rest.match(re) ?? [];
}

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

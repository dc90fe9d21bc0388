/**
 * What a Japanese reply must not contain (issue 16 §2): a Latin-script word other than a name or a
 * rule number, and a space between two Japanese characters. Allowed: anything in 《》 (card names,
 * English ones included), English oracle text quoted after 英語のオラクル・テキスト, rule numbers
 * (702.19b), a player letter (プレイヤーA), mana symbols ({W}), P/T (3/3), a layer (種類別7c), the
 * words P/T and +N/+N as Japanese players write them, and the asker's own words quoted back ('ETB').
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
  /APNAP(?=順)/g,
  /[+-]N\/[+-]N/g,
  /'[^'\n]*'/g,
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

/**
 * Japanese is written without spaces between words: templates that join a name and a particle with a
 * space ("《白騎士》 は") read as machine output (issue 16 §2). This removes a space next to Japanese
 * script or punctuation, keeps one between two Latin words or numbers ("20 → 18", English names), and
 * lists rule numbers with 、 as Japanese lists do.
 */

/** Japanese script (kana, kanji, the long-vowel mark) and full-width punctuation and brackets. */
export const JAPANESE_CHAR = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー・、。：；！？「」『』《》（）［］〜]/u;

const SPACE_NEXT_TO_JAPANESE = new RegExp(`(?<=${JAPANESE_CHAR.source})[ \\u3000]+|[ \\u3000]+(?=${JAPANESE_CHAR.source})`, 'gu');

/** 「あなたはあなたの《払拭》」: a possessor who is the clause's own subject is 自分の, as Japanese writers say it. */
const SELF_POSSESSIVE = /(あなた|対戦相手)([はが])\1の/gu;

export function tidyJa(text: string): string {
  return text.replace(/(\d[a-z]?), (?=\d{3}\.)/g, '$1、').replace(SPACE_NEXT_TO_JAPANESE, '').replace(SELF_POSSESSIVE, '$1$2自分の');
}

/**
 * Rules text quoted in a Japanese reply: Japanese text as 「…」; English oracle text (the catalog has
 * no Japanese rules text for it) said to be English, so it never reads as a half-translated sentence.
 */
export function quoteRulesJa(text: string): string {
  return JAPANESE_CHAR.test(text) ? `「${text}」` : `英語のオラクル・テキスト「${text}」`;
}

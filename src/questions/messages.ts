/** The /ask command's own sentences, in English and Japanese (errors always say how to ask instead). */
import type { Lang } from '../core/lang.ts';
import { MESSAGES_EN as EN } from './locales/messages-en.ts';
import { MESSAGES_JA as JA } from './locales/messages-ja.ts';

export type Params = Record<string, string | number>;

export function message(lang: Lang, key: string, params: Params = {}): string {
  const table = lang === 'ja' ? JA : EN;
  const f = table[key];
  return f ? f(params) : key;
}

/** Every message key (the Japanese table has the same ones). */
export const MESSAGE_KEYS: readonly string[] = Object.keys(EN);

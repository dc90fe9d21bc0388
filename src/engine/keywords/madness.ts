/** 702.35 Madness: 702.35a — discarded, it is exiled instead, and may be cast for its madness cost. */
import type { Keyword } from '../types.ts';
import { parseKeyword } from './known.ts';

/** The madness instance of a card, with its cost as data (`{ keyword, param }`), or undefined. */
export function madnessOf(keywords: readonly Keyword[]): Keyword | undefined {
  return keywords.find((k) => parseKeyword(k).name === 'madness');
}

/** 702.37 Morph (and megamorph, 702.37b): 702.37c-d — a card with morph may be cast face down as a 2/2 creature; only morph allows it. */
import type { Keyword } from '../types.ts';
import { hasKnown } from './known.ts';

export function canBeCastFaceDown(keywords: readonly Keyword[]): boolean {
  return hasKnown(keywords, 'morph') || hasKnown(keywords, 'megamorph');
}

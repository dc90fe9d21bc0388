/**
 * 702.34 Flashback: 702.34a — it may be cast from its owner's graveyard by paying its flashback cost,
 * and is exiled as it leaves the stack. 702.133 Jump-Start is the same with a discard (702.133a).
 */
import type { Keyword } from '../types.ts';
import { parseKeyword } from './known.ts';

/** The instance that lets a card be cast from the graveyard this way ('flashback' or 'jump-start'). */
export function graveyardCastKeyword(keywords: readonly Keyword[], using: 'flashback' | 'jump-start'): Keyword | undefined {
  return keywords.find((k) => parseKeyword(k).name === using);
}

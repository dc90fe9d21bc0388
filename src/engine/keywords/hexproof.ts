/**
 * 702.11 Hexproof: 702.11b — it can't be the target of spells or abilities its opponents control;
 * 702.11d — hexproof from a quality: not of those with that quality. The targeting hook.
 */
import { keywordText, protectionCovers } from '../keywords.ts';
import type { SourceQualities } from '../keywords.ts';
import type { Computed } from '../types.ts';
import { parseKeyword } from './known.ts';

/** Why an opponent's spell or ability with these qualities can't target it, or null; `unknown` for a quality the engine can't judge. */
export function hexproofAgainst(c: Computed, source: SourceQualities): { rule: string; reason: string; unknown: boolean } | null {
  for (const k of c.keywords) {
    const known = parseKeyword(k);
    if (known.name !== 'hexproof') continue;
    if (known.from === null) return { rule: '702.11b', reason: 'hexproof', unknown: false };
    const covers = protectionCovers(known.from, source);
    if (covers === null) return { rule: '702.11d', reason: keywordText(k), unknown: true };
    if (covers) return { rule: '702.11d', reason: keywordText(k), unknown: false };
  }
  return null;
}

/**
 * 702.16 Protection: protection from a quality (702.16a) means the DEBT: it can't be Damaged
 * (prevented, 702.16e), Enchanted or Equipped (702.16c-d), Blocked (702.16f) or Targeted (702.16b) by
 * what has that quality. Each hook gives the first protection instance that applies to a source, or
 * the quality the engine can't judge (the caller stops rather than guess).
 */
import { protectionCovers, protectionQualities } from '../keywords.ts';
import type { SourceQualities } from '../keywords.ts';
import type { Keyword } from '../types.ts';

export type ProtectionVerdict = { quality: string; covers: true } | { quality: string; covers: null };

/** The first protection quality that covers the source (or that can't be judged), or null if none applies. */
export function protectionAgainst(keywords: readonly Keyword[], source: SourceQualities): ProtectionVerdict | null {
  for (const quality of protectionQualities(keywords)) {
    const covers = protectionCovers(quality, source);
    if (covers === null) return { quality, covers: null };
    if (covers) return { quality, covers: true };
  }
  return null;
}

/** Every protection quality that covers the source (702.16e: each is its own prevention effect); throws nothing — unknown ones are returned apart. */
export function protectionsAgainst(keywords: readonly Keyword[], source: SourceQualities): { covering: string[]; unknown: string[] } {
  const covering: string[] = [];
  const unknown: string[] = [];
  for (const quality of protectionQualities(keywords)) {
    const covers = protectionCovers(quality, source);
    if (covers === null) unknown.push(quality);
    else if (covers) covering.push(quality);
  }
  return { covering, unknown };
}

/**
 * 702.16 Protection: protection from a quality (702.16a) means the DEBT: it can't be Damaged
 * (prevented, 702.16e), Enchanted or Equipped (702.16c-d), Blocked (702.16f) or Targeted (702.16b) by
 * what has that quality. Each hook gives the first protection instance that applies to a source, or
 * the quality the engine can't judge (the caller stops rather than guess).
 */
import { protectionCovers, protectionQualities, qualitySubtypes } from '../keywords.ts';
import type { SourceQualities } from '../keywords.ts';
import type { Computed, Keyword } from '../types.ts';
import { allow, forbid } from './evasion.ts';
import type { EvasionCheck } from './evasion.ts';
import type { KeywordNote } from './note.ts';

/** An object as a source of a protection check: its subtypes with changeling's every creature type (702.73a). */
export function sourceOf(c: Computed): SourceQualities {
  return { colors: c.colors, types: c.types, subtypes: qualitySubtypes(c) };
}

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

/**
 * The blocking hook (702.16f): an attacker's protection from a quality the blocker has forbids the
 * block; protection the blocker's qualities don't meet is noted. `unknown`: a quality the engine can't judge.
 */
export function protectionBlock(attacker: Computed, blocker: Computed): EvasionCheck | { unknown: string } {
  const qualities = protectionQualities(attacker.keywords);
  if (qualities.length === 0) return null;
  const p = protectionAgainst(attacker.keywords, sourceOf(blocker));
  if (p?.covers === null) return { unknown: p.quality };
  if (p) return forbid(`protection from ${p.quality}`, ['702.16f', '509.1b']);
  return allow(attacker.id, qualities.map((q) => `protection from ${q}`).join(', '), blocker.id, 'block-protection-not-covered', ['702.16f']);
}

/**
 * A blocker with protection from a quality the attacker has: protection restricts only what can
 * block the protected creature (702.16f), never what it blocks, and the attacker's damage to it is
 * prevented (702.16e). Players often expect the opposite, so it is said.
 */
export function protectionBlockerNote(attacker: Computed, blocker: Computed): KeywordNote | null {
  const p = protectionAgainst(blocker.keywords, sourceOf(attacker));
  if (p === null || p.covers !== true) return null;
  return { object: blocker.id, ability: `protection from ${p.quality}`, other: attacker.id, note: 'block-by-protected', rules: ['702.16f', '702.16e'] };
}

/** The targeting note (702.16b): protection the targeting spell or source doesn't meet, or null. */
export function protectionTargetNote(target: Computed, source: SourceQualities, by: string | null): KeywordNote | null {
  const qualities = protectionQualities(target.keywords);
  if (qualities.length === 0 || protectionAgainst(target.keywords, source) !== null) return null;
  return { object: target.id, ability: qualities.map((q) => `protection from ${q}`).join(', '), other: by, note: 'target-protection-not-covered', rules: ['702.16b'] };
}

/** 702.15 Lifelink: 702.15b — damage dealt by a source with lifelink causes its controller to gain that much life (120.3f); 702.15e — one event per source. */
import type { Computed } from '../types.ts';
import { hasKnown } from './known.ts';
import type { KeywordNote } from './note.ts';

export function hasLifelink(c: Computed | undefined): boolean {
  return c !== undefined && hasKnown(c.keywords, 'lifelink');
}

/** Of a source's last known keywords (as text, 608.2h): had it lifelink? */
export function hadLifelink(lastKnown: readonly string[]): boolean {
  return lastKnown.includes('lifelink');
}

/**
 * Lifelink gains life only for damage dealt (702.15b): the note for each source with lifelink whose
 * damage in this batch was all prevented (615.6), so its controller gains nothing from it.
 */
export function lifelinkNotes(attempted: readonly { source: Computed | undefined }[], dealt: readonly { source: Computed | undefined }[]): KeywordNote[] {
  const notes: KeywordNote[] = [];
  for (const a of attempted) {
    const s = a.source;
    if (!s || !hasLifelink(s) || notes.some((n) => n.object === s.id) || dealt.some((d) => d.source?.id === s.id)) continue;
    notes.push({ object: s.id, ability: 'lifelink', other: null, note: 'lifelink-no-damage', rules: ['702.15b', '615.6'] });
  }
  return notes;
}

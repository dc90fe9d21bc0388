/**
 * 702.11 Hexproof: 702.11b — it can't be the target of spells or abilities its opponents control;
 * 702.11d — hexproof from a quality: not of those with that quality. The targeting hook.
 */
import { keywordText, protectionCovers } from '../keywords.ts';
import type { SourceQualities } from '../keywords.ts';
import type { Computed } from '../types.ts';
import { parseKeyword } from './known.ts';
import type { KeywordNote } from './note.ts';

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

/** The targeting note: hexproof that doesn't stop this spell or ability — its controller's own (702.11b), or a quality it lacks (702.11d). */
export function hexproofTargetNote(c: Computed, source: SourceQualities, own: boolean, by: string | null): KeywordNote | null {
  const all = c.keywords.filter((k) => parseKeyword(k).name === 'hexproof');
  if (all.length === 0) return null;
  const ability = all.map(keywordText).join(', ');
  if (own) return { object: c.id, ability, other: by, note: 'target-hexproof-own', rules: ['702.11b'] };
  return hexproofAgainst(c, source) === null ? { object: c.id, ability, other: by, note: 'target-hexproof-not-covered', rules: ['702.11d'] } : null;
}

/** Hexproof concerns only targeting (702.11b, 702.11d): the note when an effect affects it without targeting it. */
export function hexproofUntargetedNote(c: Computed, by: string | null): KeywordNote | null {
  const all = c.keywords.filter((k) => parseKeyword(k).name === 'hexproof');
  if (all.length === 0) return null;
  const plain = all.some((k) => {
    const known = parseKeyword(k);
    return known.name === 'hexproof' && known.from === null;
  });
  const rules = plain ? ['702.11b'] : ['702.11d'];
  return { object: c.id, ability: all.map(keywordText).join(', '), other: by, note: 'not-targeted', rules };
}

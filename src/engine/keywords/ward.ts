/** 702.21 Ward: 702.21a — when it becomes the target of a spell or ability an opponent controls, counter that spell or ability unless its controller pays the ward cost. */
import { keywordText } from '../keywords.ts';
import type { Computed, Keyword } from '../types.ts';
import { parseKeyword } from './known.ts';
import type { KeywordNote } from './note.ts';

/** Each ward instance of a permanent: its text ("ward 2") and its cost as written ("{2}"). */
export function wardInstances(keywords: readonly Keyword[]): { text: string; cost: string }[] {
  const out: { text: string; cost: string }[] = [];
  for (const k of keywords) {
    const known = parseKeyword(k);
    if (known.name === 'ward') out.push({ text: keywordText(k), cost: known.cost });
  }
  return out;
}

/** The targeting note: ward triggers only when an opponent's spell or ability targets it (702.21a), so its controller's own doesn't. */
export function wardOwnTargetNote(c: Computed, own: boolean, by: string | null): KeywordNote | null {
  const ward = wardInstances(c.keywords);
  return own && ward.length > 0 ? { object: c.id, ability: ward.map((w) => w.text).join(', '), other: by, note: 'target-ward-own', rules: ['702.21a'] } : null;
}

/** Ward triggers only on becoming a target (702.21a): the note when an effect affects it without targeting it. */
export function wardUntargetedNote(c: Computed, by: string | null): KeywordNote | null {
  const ward = wardInstances(c.keywords);
  return ward.length > 0 ? { object: c.id, ability: ward.map((w) => w.text).join(', '), other: by, note: 'not-targeted', rules: ['702.21a'] } : null;
}

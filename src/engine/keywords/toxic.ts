/** 702.164 Toxic: 702.164c — combat damage to a player from a creature with toxic N also gives N poison counters (all instances add up, 120.3g). */
import { keywordText } from '../keywords.ts';
import type { Computed, Keyword } from '../types.ts';
import { instancesOf, parseKeyword } from './known.ts';
import type { KeywordNote } from './note.ts';

export function toxicTotal(keywords: readonly Keyword[]): number {
  return instancesOf(keywords, 'toxic').reduce((n, k) => n + k.count, 0);
}

/**
 * Toxic only adds poison counters for combat damage to a player (702.164c): the note for each
 * creature with toxic that dealt combat damage in this batch, none of it to a player.
 */
export function toxicNotes(dealt: readonly { source: Computed | undefined; player: string | null; combat: boolean }[]): KeywordNote[] {
  const notes: KeywordNote[] = [];
  for (const d of dealt) {
    const s = d.source;
    if (!s || !d.combat || toxicTotal(s.keywords) === 0 || notes.some((n) => n.object === s.id)) continue;
    if (dealt.some((x) => x.source?.id === s.id && x.combat && x.player !== null)) continue;
    const text = s.keywords.filter((k) => parseKeyword(k).name === 'toxic').map(keywordText).join(', ');
    notes.push({ object: s.id, ability: text, other: null, note: 'toxic-no-player-damage', rules: ['702.164c'] });
  }
  return notes;
}

/** 702.5 Enchant: 702.5a — what an Aura can be attached to and, as a spell, target (303.4a). */
import type { Keyword } from '../types.ts';
import { instancesOf } from './known.ts';

/** The parameters of its enchant abilities ("creature", "player", "creature you control"). */
export function enchantParams(keywords: readonly Keyword[]): string[] {
  return instancesOf(keywords, 'enchant').map((k) => k.what);
}

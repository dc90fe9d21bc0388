/**
 * 702.14 Landwalk: 702.14c — a creature with landwalk can't be blocked as long as the defending
 * player controls at least one land with the specified land type ("islandwalk") or quality
 * ("nonbasic landwalk"). The blocking hook; a landwalk the engine can't read stops the run.
 */
import { keywordText } from '../keywords.ts';
import { halt } from '../halt.ts';
import type { Computed, GameState, Keyword, PlayerId } from '../types.ts';
import { allow, forbid } from './evasion.ts';
import type { EvasionCheck } from './evasion.ts';
import { parseKeyword } from './known.ts';

function appliesAgainst(k: Keyword, land: string, defender: PlayerId, state: GameState, byId: Record<string, Computed>): boolean {
  const p = land.trim().toLowerCase();
  const lands = state.objects.filter((o) => o.zone === 'battlefield' && byId[o.id]?.controller === defender && byId[o.id]!.types.includes('Land')).map((o) => byId[o.id]!);
  if (p === 'nonbasic land' || p === 'nonbasic') return lands.some((l) => !l.supertypes.some((s) => s.toLowerCase() === 'basic'));
  if (/^[a-z]+$/.test(p)) return lands.some((l) => l.subtypes.some((s) => s.toLowerCase() === p));
  halt('unmodelled', 'error.unmodelled', { reason: 'landwalk', text: keywordText(k), rule: '702.14c' });
}

/** The blocking hook: a landwalk that applies forbids the block; one that doesn't (no such land) is noted. */
export function landwalkBlock(attacker: Computed, blocker: Computed, defender: PlayerId, state: GameState, byId: Record<string, Computed>): EvasionCheck {
  let none: EvasionCheck = null;
  for (const k of attacker.keywords) {
    const known = parseKeyword(k);
    if (known.name !== 'landwalk') continue;
    if (appliesAgainst(k, known.land, defender, state, byId)) return forbid(keywordText(k), ['702.14c', '509.1b']);
    none ??= allow(attacker.id, keywordText(k), blocker.id, 'block-landwalk-no-land', ['702.14c']);
  }
  return none;
}

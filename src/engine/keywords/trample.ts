/**
 * 702.19 Trample: 702.19b — a blocked attacker with trample assigns lethal damage to its blockers and
 * the rest to the player, planeswalker or battle it attacks; 702.19c — trample over planeswalkers may
 * also send damage beyond a planeswalker's loyalty to its controller; 702.19e — and to that player if
 * the planeswalker is gone. The combat damage assignment (combat/assign.ts) calls this hook.
 */
import type { Computed } from '../types.ts';
import { instancesOf } from './known.ts';

export function trampleOf(c: Computed): { trample: boolean; overPlaneswalkers: boolean } {
  const all = instancesOf(c.keywords, 'trample');
  return { trample: all.length > 0, overPlaneswalkers: all.some((k) => k.overPlaneswalkers) };
}

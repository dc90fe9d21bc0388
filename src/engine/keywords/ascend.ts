/**
 * 702.131 Ascend. 702.131b: ascend on a permanent is a static ability — any time its controller controls
 * ten or more permanents and doesn't have the city's blessing, they get it for the rest of the game.
 * 702.131c: the city's blessing is a designation with no rules meaning of its own; effects ask for it
 * ("… as long as you have the city's blessing", engine/layers/conditions.ts). A player keeps it once it is
 * theirs (the run marks it at each check of state-based actions, sba.ts), and a Scenario may say a player
 * already has it (`citysBlessing`). Ascend on an instant or sorcery (702.131a) is not modelled here.
 *
 * The permanents are counted as the state holds them (their controller before control-changing effects,
 * their printed keywords): where an effect changed who controls a permanent or whether one has ascend, the count
 * could differ, and the run stops rather than answer from it (ascendUnsettled).
 */
import type { Computed, GameState, Keyword, ObjectId, PlayerId } from '../types.ts';
import { parseKeyword } from './known.ts';

/** 702.131b: the number of permanents a player needs to control. */
export const ASCEND_PERMANENTS = 10;

/** The players who have the city's blessing now: told so, or controlling a permanent with ascend and ten or more permanents (702.131b). */
export function blessedPlayers(state: Pick<GameState, 'players' | 'objects'>): Set<PlayerId> {
  const out = new Set<PlayerId>();
  for (const p of state.players) {
    if (p.citysBlessing === true) {
      out.add(p.id);
      continue;
    }
    const mine = state.objects.filter((o) => o.zone === 'battlefield' && o.baseController === p.id);
    if (mine.length >= ASCEND_PERMANENTS && mine.some((o) => o.printed.keywords.some((k) => parseKeyword(k).name === 'ascend'))) out.add(p.id);
  }
  return out;
}

/** 702.131b-c: players who got the city's blessing since the last look keep it; returns them. */
export function grantBlessings(state: GameState): PlayerId[] {
  const got: PlayerId[] = [];
  for (const id of blessedPlayers(state)) {
    const p = state.players.find((x) => x.id === id)!;
    if (p.citysBlessing === true) continue;
    p.citysBlessing = true;
    got.push(id);
  }
  return got;
}

const hasAscend = (keywords: readonly Keyword[]): boolean => keywords.some((k) => parseKeyword(k).name === 'ascend');

/**
 * Where the city's blessing could matter (a permanent with ascend, printed or given) and an effect has changed a
 * permanent's controller or whether it has ascend, the count above (printed values) is not the game's (702.131b
 * counts the permanents a player controls now): the permanent named, else null.
 */
export function ascendUnsettled(state: Pick<GameState, 'objects'>, view: Readonly<Record<ObjectId, Computed>>): string | null {
  const here = state.objects.filter((o) => o.zone === 'battlefield');
  if (!here.some((o) => hasAscend(o.printed.keywords) || hasAscend(view[o.id]?.keywords ?? []))) return null;
  const changed = here.find((o) => {
    const c = view[o.id];
    return c !== undefined && (c.controller !== o.baseController || hasAscend(c.keywords) !== hasAscend(o.printed.keywords));
  });
  return changed?.label ?? null;
}

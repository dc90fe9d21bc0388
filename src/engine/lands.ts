/**
 * Playing a land (305, 116.2a): a special action — the player puts a land card onto the
 * battlefield; it doesn't use the stack, so it can't be responded to (305.1).
 *
 * The player needs priority with the stack empty during a main phase of their own turn (305.1,
 * 505.6b; never on another player's turn, 305.3), and a land play left: one each turn, plus one
 * for each "You may play an additional land on each of your turns" of a permanent they control
 * (CastStatic 'additional-land', 305.2) and each a resolved "you may play an additional land this
 * turn" gave them (`extraLandPlays`); lands already played this turn are counted (305.2a, the
 * count is reset as the turn ends). The card comes from its owner's hand, or from their graveyard
 * while an effect lets them play lands from there ('play-lands-from', 116.2a). An attempt that
 * isn't allowed changes nothing and says why (305.2b).
 */
import { currentObject } from './objects.ts';
import { countEvent, emit, layersOf } from './run.ts';
import type { Run } from './run.ts';
import { noPriorityStep, priorityOf, stackOf } from './stack/items.ts';
import { step } from './trace.ts';
import { newObjectsSince } from './game-events.ts';
import { playerStatics } from './casting/permissions.ts';
import type { GameObject, PlayerId, PlayLandAction } from './types.ts';
import { topOfLibrary } from './casting/permissions-zone.ts';
import { itemLabel } from './stack/items.ts';
import { NOTHING } from './stack/instructions.ts';
import type { EffectCall, Outcome } from './stack/effects/context.ts';
import { edit } from './changes.ts';

/** How many lands `player` can play this turn (305.2) and the abilities that add to it ("<label>: <text>"). */
export function landPlays(run: Run, player: PlayerId): { allowed: number; by: string[] } {
  let allowed = 1 + (run.state.extraLandPlays?.[player] ?? 0);
  const by: string[] = [];
  for (const { st, source } of playerStatics(run.state, layersOf(run).result.byId, player)) {
    if (st.kind !== 'additional-land') continue;
    allowed += st.count;
    by.push(`${source.label}: ${st.text}`);
  }
  return { allowed, by };
}

/** The zones `player` may play lands from: the hand (305.1), and any an effect adds (116.2a; 'library-top': only their library's top card, 401.5). */
function playableZones(run: Run, player: PlayerId): { zones: string[]; by: string[] } {
  const zones = ['hand'];
  const by: string[] = [];
  for (const { st, source } of playerStatics(run.state, layersOf(run).result.byId, player)) {
    if (st.kind !== 'play-lands-from') continue;
    if (!zones.includes(st.zone)) zones.push(st.zone);
    by.push(`${source.label}: ${st.text}`);
  }
  return { zones, by };
}

/** Whether the card is where `player` may play lands from: a library only as its top card (116.2a, 401.5). */
function playableFrom(run: Run, o: GameObject, player: PlayerId, zones: string[]): boolean {
  if (o.zone === 'library') return zones.includes('library-top') && topOfLibrary(run, player)?.id === o.id;
  return zones.includes(o.zone);
}

/** The `play-land` action (116.2a, 305.1): by default its owner plays it. */
export function playLand(run: Run, a: PlayLandAction): void {
  const o = currentObject(run, a.object);
  const player = a.player ?? o.owner;
  const played = run.state.landsPlayed?.[player] ?? 0;
  const plays = landPlays(run, player);
  const from = playableZones(run, player);
  const types = layersOf(run).result.byId[o.id]?.types ?? o.printed.types;
  const cant = (reason: string, rules: string[]): void => {
    emit(run, step('land.cant-play', rules, { player, object: o.label, reason, played, allowed: plays.allowed }));
  };
  if (!types.includes('Land')) return cant('not-land', ['305.1']);
  if (o.owner !== player) return cant('owner', ['116.2a']);
  if (!playableFrom(run, o, player, from.zones)) return cant('zone', ['116.2a', '305.1']);
  if (run.state.activePlayer !== player) return cant('not-turn', ['305.3']);
  const now = run.state.step ?? 'main1';
  if (now !== 'main1' && now !== 'main2') return cant('not-main', ['305.1', '505.6b']);
  if (stackOf(run.state).length > 0) return cant('stack-not-empty', ['305.1']);
  if (noPriorityStep(run.state) || priorityOf(run.state).player !== player) return cant('no-priority', ['116.2a']);
  if (played >= plays.allowed) return cant('no-land-play', ['305.2', '305.2b']);
  countEvent(run);
  const rules = plays.allowed > 1 ? ['116.2a', '305.1', '305.2', '305.2a'] : ['116.2a', '305.1'];
  emit(run, step('land.played', rules, { player, object: o.label, from: o.zone, played: played + 1, allowed: plays.allowed, by: [...plays.by, ...(o.zone !== 'hand' ? from.by : [])] }));
  (run.state.landsPlayed ??= {})[player] = played + 1;
  const before = run.events.length;
  run.perform({ kind: 'move', object: o.id, to: 'battlefield' });
  // 110.2: it enters under the control of the player who played it.
  const id = newObjectsSince(run.events, before, [o.id])[0] ?? o.id;
  const entered = run.state.objects.find((x) => x.id === id && x.zone === 'battlefield');
  if (entered) edit(run, entered).baseController = player;
}

/**
 * 101.2, 611.2a: "Your opponents can't cast spells this turn" — a prohibition on casting for those players
 * (engine/casting/permissions.ts) that ends with the turn (514.2).
 */
export function cantCastThisTurn(c: EffectCall<'cant-cast-this-turn'>): Outcome {
  const { run, item, e } = c;
  const players = run.state.players.map((p) => p.id).filter((id) => e.who === 'all' || id !== item.controller);
  (run.state.castRestrictions ??= []).push({ text: item.text, players, ...(e.notTypes ? { notTypes: [...e.notTypes] } : {}), thisTurn: true });
  countEvent(run);
  emit(run, step('resolve.cant-cast', ['101.2', '611.2a'], { item: itemLabel(run.state, item), player: item.controller, all: e.who === 'all', notTypes: e.notTypes ?? [] }));
  return { did: true, previous: NOTHING };
}

/** 305.2: "You may play an additional land this turn" — the resolving item's controller gets `count` more land plays this turn. */
export function additionalLand(c: EffectCall<'additional-land'>): Outcome {
  const { run, item, e } = c;
  const player = item.controller;
  const extra = run.state.extraLandPlays ?? (run.state.extraLandPlays = {});
  extra[player] = (extra[player] ?? 0) + e.count;
  countEvent(run);
  emit(run, step('resolve.additional-land', ['305.2'], { item: itemLabel(run.state, item), player, count: e.count, allowed: landPlays(run, player).allowed }));
  return { did: true, previous: NOTHING };
}

/**
 * May this player cast this spell now? Timing permissions (117.1a; flash 702.8a; "as though it had
 * flash" 601.3b-d) and prohibitions ("can't cast", 101.2: "can't" beats "can"), judged on the
 * characteristics the spell will have (601.3b, 601.3e, 702.103d).
 *
 * A prohibition that depends on a choice made while casting (an even mana value when X is still to
 * be announced) doesn't stop the player from beginning to cast (601.3a); it is checked again with
 * the choices made, when the game checks the proposed spell is legal (601.2e).
 */
import { hasFlash } from '../keywords/flash.ts';
import { conditionHolds } from '../stack/conditions.ts';
import { stackOf } from '../stack/items.ts';
import { matchesObjectFilter } from '../targets/legality.ts';
import type { CastRestriction, CastStatic, Computed, GameObject, GameState, ObjectFilter, PlayerId, SpellBody } from '../types.ts';
import { lookupTable } from '../../core/table.ts';

/** 307.5: the player's main phase, with the stack empty (priority is checked by the caller). */
export function sorceryTime(state: GameState, player: PlayerId): 'ok' | 'not-your-turn' | 'not-main-phase' | 'stack-not-empty' {
  if (player !== state.activePlayer) return 'not-your-turn';
  const s = state.step ?? 'main1';
  // Attackers declared and combat not yet over: the combat phase (506.1), not a main phase (505.1).
  if (s !== 'main1' && s !== 'main2') return 'not-main-phase';
  if (state.combat) return 'not-main-phase';
  if (stackOf(state).length > 0) return 'stack-not-empty';
  return 'ok';
}

/**
 * The rules that say when a card of each type may be cast: instants whenever the player has
 * priority (304.1); artifacts, creatures, enchantments, planeswalkers, sorceries and battles in
 * their controller's main phase with the stack empty (301.1, 302.1, 303.1, 306.1, 307.1, 310.1).
 */
const TYPE_TIMING: Record<string, string> = lookupTable({ Instant: '304.1', Artifact: '301.1', Creature: '302.1', Enchantment: '303.1', Planeswalker: '306.1', Sorcery: '307.1', Battle: '310.1' });
export function typeTimingRules(c: Computed): string[] {
  return c.types.flatMap((t) => (TYPE_TIMING[t] ? [TYPE_TIMING[t]] : []));
}

/** Does a permanent's casting ability cover this player's spells? */
function covers(who: CastStatic['who'], owner: PlayerId, player: PlayerId): boolean {
  return who === 'all' || (who === 'you' ? owner === player : owner !== player);
}

/**
 * The spell as the filter sees it: the card with the characteristics it will have on the stack,
 * controlled by its caster; "you" in the filter is the controller of the ability that asks.
 */
function spellMatches(filter: ObjectFilter | undefined, spell: GameObject, c: Computed, player: PlayerId, you: PlayerId, source: string): boolean {
  if (!filter) return true;
  return matchesObjectFilter({ ...filter, zone: spell.zone }, spell, { ...c, controller: player }, you, source);
}

/** Casting abilities of permanents on the battlefield, with their controllers. */
function castStatics(state: GameState, byId: Record<string, Computed>): { st: CastStatic; source: GameObject; controller: PlayerId }[] {
  const out: { st: CastStatic; source: GameObject; controller: PlayerId }[] = [];
  for (const o of state.objects) {
    const c = byId[o.id];
    // Review fix (613.1f): a permanent that lost all its abilities (layer 6) has no casting abilities either.
    if (o.zone !== 'battlefield' || !c || c.lostAllAbilities === true) continue;
    for (const st of o.printed.castStatics ?? []) out.push({ st, source: o, controller: c.controller });
  }
  return out;
}

/** The casting and rules abilities of permanents on the battlefield that apply to `player` (their `who` covers them). */
export function playerStatics(state: GameState, byId: Record<string, Computed>, player: PlayerId): { st: CastStatic; source: GameObject; controller: PlayerId }[] {
  return castStatics(state, byId).filter((x) => covers(x.st.who, x.controller, player));
}

export interface FlashPermission {
  /** The rules that allow casting it at instant speed. */
  rules: string[];
  /** What gives the permission (for the trace): 'instant', 'flash', 'flash-condition', 'flash-cost', 'as-though-flash', or "<source>: <its text>". */
  via: string;
}

/**
 * Permission to cast it any time the player could cast an instant: an instant (117.1a), flash
 * (702.8a), flash while a condition holds (601.3d), an effect letting spells with its qualities be
 * cast as though they had flash (601.3b), or one that does so if an additional cost is paid (601.3c).
 */
export function flashPermission(
  state: GameState,
  byId: Record<string, Computed>,
  spell: GameObject,
  c: Computed,
  player: PlayerId,
  body: SpellBody | undefined,
  opts: { asThoughFlash: boolean; flashCostPaid: boolean },
): FlashPermission | null {
  if (c.types.includes('Instant')) return { rules: ['117.1a'], via: 'instant' };
  if (hasFlash(c)) return { rules: ['702.8a'], via: 'flash' };
  if (body?.flashIf && conditionHolds(state, byId, body.flashIf, player)) return { rules: ['601.3d', '702.8a'], via: 'flash-condition' };
  for (const { st, source, controller } of castStatics(state, byId)) {
    if (st.kind === 'flash' && covers(st.who, controller, player) && spellMatches(st.filter, spell, c, player, controller, source.id)) return { rules: ['601.3b'], via: `${source.label}: ${st.text}` };
  }
  if (opts.flashCostPaid && body?.flashCost !== undefined) return { rules: ['601.3c'], via: 'flash-cost' };
  if (opts.asThoughFlash) return { rules: ['601.3b'], via: 'as-though-flash' };
  return null;
}

/** A prohibition that applies, and whether a choice still to be made could lift it (601.3a). */
export interface Prohibition {
  text: string;
  rules: string[];
  /** Depends on the mana value, which X may still change. */
  manaValue?: 'even' | 'odd';
  /** "only any time they could cast a sorcery" (307.5). */
  sorceryTiming?: boolean;
}

function parityHit(want: 'even' | 'odd' | undefined, mv: number): boolean {
  return want === undefined || (mv % 2 === 0) === (want === 'even');
}

/**
 * The "can't cast" effects that apply to this spell with mana value `mv` (101.2). Restrictions
 * stated by the scenario (`castRestrictions`, `add-restriction`) and casting abilities of permanents.
 */
export function prohibitions(state: GameState, byId: Record<string, Computed>, spell: GameObject, c: Computed, player: PlayerId, mv: number): Prohibition[] {
  const out: Prohibition[] = [];
  for (const r of state.castRestrictions ?? []) {
    if (!restrictionCovers(state, r, player, c)) continue;
    if (!parityHit(r.manaValue, mv)) continue;
    out.push({ text: r.text, rules: r.sorceryTiming ? ['101.2', '307.5'] : ['101.2'], ...(r.manaValue ? { manaValue: r.manaValue } : {}), ...(r.sorceryTiming ? { sorceryTiming: true } : {}) });
  }
  for (const { st, source, controller } of castStatics(state, byId)) {
    if (!covers(st.who, controller, player)) continue;
    const text = `${source.label}: ${st.text}`;
    if (st.kind === 'sorcery-timing') out.push({ text, rules: ['101.2', '307.5'], sorceryTiming: true });
    // "During your turn, …" (Grand Abolisher): only while its controller is the active player.
    if (st.kind === 'cant-cast' && st.yourTurn === true && state.activePlayer !== controller) continue;
    if (st.kind === 'cant-cast' && spellMatches(st.filter, spell, c, player, controller, source.id) && parityHit(st.manaValue, mv)) {
      out.push({ text, rules: st.manaValue ? ['101.2', '202.3e'] : ['101.2'], ...(st.manaValue ? { manaValue: st.manaValue } : {}) });
    }
  }
  return out;
}

function restrictionCovers(state: GameState, r: CastRestriction, player: PlayerId, c: Computed): boolean {
  if (r.players !== 'all' && !r.players.includes(player)) return false;
  if (r.types && !r.types.some((t) => c.types.includes(t))) return false;
  if (r.notTypes && r.notTypes.some((t) => c.types.includes(t))) return false;
  if (r.duringTurnOf !== undefined && r.duringTurnOf !== state.activePlayer) return false;
  return true;
}

/**
 * 602.5, 101.2: the "can't be activated" effect of a permanent on the battlefield that forbids
 * `player` to activate an ability of `source` (a permanent with one of its types; mana abilities
 * too, 605.1a), as "<permanent>: <its text>", or null.
 */
export function activationProhibition(state: GameState, byId: Record<string, Computed>, source: GameObject, player: PlayerId): string | null {
  const sc = byId[source.id];
  if (source.zone !== 'battlefield' || !sc) return null;
  for (const { st, source: from, controller } of castStatics(state, byId)) {
    if (st.kind !== 'cant-activate' || !covers(st.who, controller, player)) continue;
    if (st.yourTurn === true && state.activePlayer !== controller) continue;
    if (st.types.some((t) => sc.types.includes(t))) return `${from.label}: ${st.text}`;
  }
  return null;
}


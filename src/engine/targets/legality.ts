/**
 * Targets (115): which objects and players a spell or ability may target, checked when targets are
 * chosen (601.2c, 115.3), when the spell is checked for legality (601.2e) and again on resolution
 * (608.2b). Hexproof stops only opponents (702.11b/c), shroud stops everyone (702.18a), protection
 * stops spells with the quality and abilities from a source with it (702.16b). A spell or ability
 * on the stack can't target itself (115.5).
 */
import { hexproofAgainst, hexproofTargetNote, hexproofUntargetedNote } from '../keywords/hexproof.ts';
import type { KeywordNote } from '../keywords/note.ts';
import { protectionAgainst, protectionTargetNote } from '../keywords/protection.ts';
import { wardOwnTargetNote, wardUntargetedNote } from '../keywords/ward.ts';
import { hasShroud, shroudUntargetedNote } from '../keywords/shroud.ts';
import { hasKeywordText } from '../keywords.ts';
import { halt } from '../run.ts';
import { filterPlayers, requireSeenGraveyards } from '../hand.ts';
import { colorCountMatches, historicMatches, supertypesMatch } from '../layers/select.ts';
import { comparesStats, statsMatch } from '../compare.ts';
import { combatRoleInState } from '../combat/roles.ts';
import type { CardType, Color, CombatState, Computed, GameObject, GameState, ObjectFilter, PlayerId, TargetSpec } from '../types.ts';

/** What the targeting spell or ability is, for hexproof, shroud and protection. */
export interface Targeter {
  /** The stack item's id (a spell's object id), so it can't target itself (115.5). */
  self: string | null;
  /**
   * The object the ability comes from, when it isn't `self` (an activated or triggered ability):
   * "another target" excludes it (an object other than the one the ability comes from; 115.5 is
   * only about a spell or ability targeting itself).
   */
  source?: string | null;
  controller: PlayerId;
  colors: readonly Color[];
  types: readonly CardType[];
  /** The source's subtypes (702.16a: protection from a subtype); absent: a subtype quality can't be judged. */
  subtypes?: readonly string[];
  kind: 'spell' | 'activated' | 'triggered';
}

export type TargetVerdict = { ok: true } | { ok: false; reason: string; rule: string };

const OK: TargetVerdict = { ok: true };

function controllerOf(o: GameObject, c: Computed | undefined): PlayerId {
  return o.zone === 'battlefield' || o.zone === 'stack' ? (c?.controller ?? o.baseController) : o.owner;
}

/**
 * Does an object match a filter (on its current characteristics)? `you` is the targeter's controller.
 * `combat`: the combat in progress (null: none), for "attacking creature" (506.4); absent, such a filter stops the run.
 */
export function matchesObjectFilter(f: ObjectFilter, o: GameObject, c: Computed, you: PlayerId, sourceId: string | null, combat?: CombatState | null): boolean {
  if (o.zone !== (f.zone ?? 'battlefield')) return false;
  if (f.types && f.types.length > 0 && !f.types.some((t) => c.types.includes(t))) return false;
  if (f.notTypes && f.notTypes.some((t) => c.types.includes(t))) return false;
  if (f.allTypes && !f.allTypes.every((t) => c.types.includes(t))) return false;
  if (f.colors && f.colors.length > 0 && !f.colors.some((x) => c.colors.includes(x))) return false;
  if (f.notColors && f.notColors.some((x) => c.colors.includes(x))) return false;
  if (f.colorCount && !colorCountMatches(f.colorCount, c.colors.length)) return false;
  if (f.subtypes && f.subtypes.length > 0 && !c.subtypes.some((s) => f.subtypes!.some((x) => x.toLowerCase() === s.toLowerCase()))) return false;
  if (f.notSubtypes && c.subtypes.some((s) => f.notSubtypes!.some((x) => x.toLowerCase() === s.toLowerCase()))) return false;
  if (!supertypesMatch(f, c.supertypes)) return false;
  if (!historicMatches(f, c)) return false;
  if (f.keywords && f.keywords.length > 0 && !f.keywords.some((k) => hasKeywordText(c.keywords, k))) return false;
  if (f.notKeywords && f.notKeywords.some((k) => hasKeywordText(c.keywords, k))) return false;
  if (f.controller !== undefined) {
    const mine = controllerOf(o, c) === you;
    if (f.controller === 'you' ? !mine : mine) return false;
  }
  if (f.other && o.id === sourceId) return false;
  // 111.1: whether it is a token is a fact about the object, not a characteristic effects change.
  if (f.token !== undefined && o.isToken !== f.token) return false;
  // 903.3: being a commander is a designation too (903.3d: controlling one is controlling such a permanent).
  if (f.commander !== undefined && (o.commander === true) !== f.commander) return false;
  // 508.1k, 509.1g, 506.4: attacking or blocking, a fact of the combat.
  if (f.combat !== undefined && !combatRoleInState(f.combat, o.id, o.label, combat)) return false;
  // 122.1: counters are on the object itself (not characteristics): "with a +1/+1 counter on it", "with no counters on them".
  if (f.withCounter !== undefined && (o.counters[f.withCounter] ?? 0) < 1) return false;
  if (f.noCounters === true && Object.values(o.counters).some((n) => n > 0)) return false;
  // 110.5, 110.5d: "target tapped creature" — the permanent's status (only permanents have one).
  if (f.tapped !== undefined && (o.zone !== 'battlefield' || o.tapped !== f.tapped)) return false;
  // 202.3, 208: "target creature with power 2 or less" — its current values (a copy's mana cost, 707.2).
  if (comparesStats(f)) {
    const ok = statsMatch(f, { zone: o.zone, types: c.types, power: c.power, toughness: c.toughness, manaCost: c.manaCost !== undefined ? c.manaCost : o.printed.manaCost, stackX: o.stackX });
    if (ok === 'unknown') halt('unmodelled', 'error.unmodelled', { reason: 'stack-x-mana-value', object: o.label, rule: '202.3e' });
    if (!ok) return false;
  }
  return true;
}

/** Hexproof, hexproof from [quality], shroud and protection on the target (permanents; players have none modelled). */
function abilityBlocks(c: Computed, targetController: PlayerId, by: Targeter): TargetVerdict {
  // The targeting hooks of shroud (702.18a), hexproof (702.11b, 702.11d) and protection (702.16b).
  if (hasShroud(c)) return { ok: false, reason: 'shroud', rule: '702.18a' };
  const source = { colors: by.colors, types: by.types, ...(by.subtypes ? { subtypes: by.subtypes } : {}) };
  const hexproof = targetController !== by.controller ? hexproofAgainst(c, source) : null;
  if (hexproof) return { ok: false, reason: hexproof.unknown ? `unmodelled:${hexproof.reason}` : hexproof.reason, rule: hexproof.rule };
  const p = protectionAgainst(c.keywords, source);
  if (p?.covers === null) return { ok: false, reason: `unmodelled:protection ${p.quality}`, rule: '702.16b' };
  if (p) return { ok: false, reason: `protection ${p.quality}`, rule: '702.16b' };
  return OK;
}

/** Is `ref` (an object or player id) a legal choice for this target word now? */
export function targetLegality(state: GameState, byId: Record<string, Computed>, spec: TargetSpec, ref: string, by: Targeter): TargetVerdict {
  const v = judge(state, byId, spec, ref, by);
  // A protection or hexproof quality the engine can't judge: stop rather than guess (never a silent yes or no).
  if (!v.ok && v.reason.startsWith('unmodelled:')) halt('unmodelled', 'error.unmodelled', { reason: 'target-guard', text: v.reason.slice(11), rule: v.rule });
  return v;
}

function judge(state: GameState, byId: Record<string, Computed>, spec: TargetSpec, ref: string, by: Targeter): TargetVerdict {
  const player = state.players.find((p) => p.id === ref);
  if (player) {
    if (player.lost !== null) return { ok: false, reason: 'player-left', rule: '115.1' };
    if (spec.players === undefined) return { ok: false, reason: 'not-a-player-target', rule: '115.1' };
    if (spec.players === 'opponent' && ref === by.controller) return { ok: false, reason: 'not-an-opponent', rule: '115.1' };
    if (spec.players === 'you' && ref !== by.controller) return { ok: false, reason: 'not-you', rule: '115.1' };
    return OK;
  }
  // 115.2 (b): an ability on the stack (405.1: an item with no card) is a legal target only for a spec that names its kind.
  const ability = (state.stack ?? []).find((i) => i.id === ref);
  if (ability !== undefined && ability.kind !== 'spell') {
    if (ref === by.self) return { ok: false, reason: 'itself', rule: '115.5' };
    return spec.abilities?.includes(ability.kind) ? OK : { ok: false, reason: 'not-an-ability-target', rule: '115.1' };
  }
  const o = state.objects.find((x) => x.id === ref);
  // 608.2b: an object that left the zone it was in is a new object (400.7); the old one is gone.
  if (!o) return { ok: false, reason: 'changed-zone', rule: '608.2b' };
  if (ref === by.self) return { ok: false, reason: 'itself', rule: '115.5' };
  const c = byId[o.id];
  if (!c || spec.objects === undefined) return { ok: false, reason: spec.abilities ? 'only-abilities' : 'not-an-object-target', rule: '115.1' };
  if ((spec.objects.zone ?? 'battlefield') === 'battlefield' && o.zone !== 'battlefield') return { ok: false, reason: 'not-a-permanent', rule: '115.2' };
  if (!matchesObjectFilter(spec.objects, o, c, by.controller, by.source ?? by.self, state.combat ?? null)) return { ok: false, reason: 'filter', rule: '115.1' };
  if (o.zone === 'battlefield') return abilityBlocks(c, controllerOf(o, c), by);
  return OK;
}

/** Is any choice legal for this word (115.1, 603.3d: an ability without a legal target is removed)? */
export function anyLegal(state: GameState, byId: Record<string, Computed>, spec: TargetSpec, by: Targeter): boolean {
  if (state.players.some((p) => targetLegality(state, byId, spec, p.id, by).ok)) return true;
  if (state.objects.some((o) => targetLegality(state, byId, spec, o.id, by).ok)) return true;
  if (spec.abilities && (state.stack ?? []).some((i) => i.kind !== 'spell' && targetLegality(state, byId, spec, i.id, by).ok)) return true;
  // None among the known cards: a graveyard nobody described may hold one (engine/hand.ts), so "no legal
  // target, the ability is removed" (603.3d) would rest on a guess — the run stops naming that graveyard.
  if (spec.objects?.zone === 'graveyard') requireSeenGraveyards(state, filterPlayers(state, spec.objects.controller, by.controller), '603.3d');
  return false;
}

/**
 * The targeting keywords of a chosen (legal) target that were checked and didn't stop this spell or
 * ability, as notes citing why: hexproof its own controller ignores (702.11b) or whose quality it
 * lacks (702.11d), protection from a quality it lacks (702.16b), ward that only an opponent
 * triggers (702.21a). Only for a permanent: players have none of these modelled.
 */
export function targetNotes(state: GameState, byId: Record<string, Computed>, ref: string, by: Targeter): KeywordNote[] {
  const o = state.objects.find((x) => x.id === ref && x.zone === 'battlefield');
  const c = o ? byId[o.id] : undefined;
  if (!o || !c) return [];
  const own = controllerOf(o, c) === by.controller;
  const source = { colors: by.colors, types: by.types, ...(by.subtypes ? { subtypes: by.subtypes } : {}) };
  return [hexproofTargetNote(c, source, own, by.self), protectionTargetNote(c, source, by.self), wardOwnTargetNote(c, own, by.self)].filter((n) => n !== null);
}

/** The targeting keywords (shroud 702.18a, hexproof 702.11b, ward 702.21a) of a permanent an instruction affects without targeting it: they don't matter. */
export function untargetedNotes(c: Computed, by: string | null): KeywordNote[] {
  return [shroudUntargetedNote(c, by), hexproofUntargetedNote(c, by), wardUntargetedNote(c, by)].filter((n) => n !== null);
}

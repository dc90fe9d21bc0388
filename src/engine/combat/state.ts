/**
 * The combat in progress and removal from combat (506.4). A permanent is removed from combat if it
 * leaves the battlefield, if its controller changes, if it stops being a creature (or a
 * planeswalker or battle being attacked stops being one), if it becomes a battle, if it regenerates,
 * or if an effect removes it. Removed creatures stop being attacking, blocking, blocked or unblocked;
 * a creature stays blocked even if all its blockers are removed (509.1h); creatures attacking a
 * planeswalker or battle that is removed stay attacking, but attack nothing (506.4c). At the end of
 * combat everything is removed from combat (511.3).
 */
import { cardIdOf } from '../objects.ts';
import { emit, halt } from '../run.ts';
import type { Run } from '../run.ts';
import { record } from '../record.ts';
import { step } from '../trace.ts';
import type { BlockingCreature, CombatState, Computed, GameObject, GameState, ObjectId, PlayerId } from '../types.ts';
import { viewOf } from '../damage/view.ts';

export type RemovalReason = 'left-battlefield' | 'not-creature' | 'controller-changed' | 'became-battle' | 'effect' | 'regenerated' | 'not-planeswalker' | 'not-battle';

export function combatOf(state: GameState): CombatState | null {
  return state.combat ?? null;
}

/** The combat, or an illegal-action error saying the action is out of sequence. */
export function requireCombat(run: Run, action: string): CombatState {
  const c = combatOf(run.state);
  if (!c) halt('illegal_action', 'combat.sequence', { reason: 'no-combat', action });
  return c;
}

export function label(state: GameState, ref: string): string {
  return state.objects.find((o) => o.id === ref)?.label ?? ref;
}

/** The creatures blocking an attacker, in the order they were declared. */
export function blockersOf(c: CombatState, attacker: ObjectId): BlockingCreature[] {
  return c.blockers.filter((b) => b.blocking.includes(attacker));
}

/**
 * A battle's protector (310.9): chosen as it enters — its controller for a battle without battle
 * types (310.9a); for a Siege, an opponent of its controller (310.12a), which is the other player in
 * a two-player game. With more players the choice isn't known: stop rather than guess.
 */
export function protectorOf(state: GameState, battle: Computed): PlayerId {
  const siege = battle.subtypes.some((s) => s.toLowerCase() === 'siege');
  if (!siege) return battle.controller;
  const opponents = state.players.filter((p) => p.id !== battle.controller && p.lost === null);
  if (opponents.length !== 1) halt('unmodelled', 'error.unmodelled', { reason: 'siege-protector', object: battle.name, rule: '310.9a' });
  return opponents[0]!.id;
}

/**
 * Removes a creature (or a planeswalker or battle being attacked) from combat (506.4). Returns
 * false if it wasn't in combat.
 */
export function removeFromCombat(run: Run, id: ObjectId, reason: RemovalReason, labelOverride?: string): boolean {
  const c = combatOf(run.state);
  if (!c) return false;
  const name = labelOverride ?? label(run.state, id);
  let removed = false;
  const attacker = c.attackers.find((a) => a.id === id);
  if (attacker) {
    removed = true;
    c.attackers = c.attackers.filter((a) => a !== attacker);
    // A blocker of a removed attacker keeps blocking, but blocks that creature no more (510.1d).
    for (const b of c.blockers) b.blocking = b.blocking.filter((x) => x !== id);
  }
  const blocker = c.blockers.find((b) => b.id === id);
  const stillBlocked: ObjectId[] = [];
  if (blocker) {
    removed = true;
    c.blockers = c.blockers.filter((b) => b !== blocker);
    for (const a of blocker.blocking) if (blockersOf(c, a).length === 0 && c.attackers.some((x) => x.id === a)) stillBlocked.push(a);
  }
  const attackingIt = c.attackers.filter((a) => a.target === id);
  if (removed) emit(run, step('combat.removed', reason === 'regenerated' ? ['506.4', '701.19a'] : ['506.4'], { object: name, reason }));
  for (const a of stillBlocked) emit(run, step('combat.stays-blocked', ['509.1h', '506.4'], { object: label(run.state, a) }));
  if (attackingIt.length > 0) {
    // 506.4c: they keep attacking, but attack nothing.
    for (const a of attackingIt) a.target = null;
    emit(run, step('combat.removed', ['506.4'], { object: name, reason }));
    emit(run, step('combat.target-removed', ['506.4c'], { object: name, attackers: attackingIt.map((a) => label(run.state, a.id)) }));
    removed = true;
  }
  return removed;
}

/**
 * 506.4, checked after every action: creatures and attacked permanents that left the battlefield,
 * changed controller, stopped being creatures (or planeswalkers / battles) or became battles are
 * removed from combat.
 */
export function syncCombat(run: Run): void {
  const c = combatOf(run.state);
  if (!c) return;
  const byObject = new Map<ObjectId, GameObject>(run.state.objects.map((o) => [o.id, o]));
  const gone = (id: ObjectId): boolean => byObject.get(id)?.zone !== 'battlefield';
  const labels = new Map<ObjectId, string>();
  // A creature that left is a new object now (400.7) with the same label; a token that ceased to exist is named by its id.
  const remember = (id: ObjectId): void =>
    void labels.set(id, byObject.get(id)?.label ?? run.state.objects.find((o) => cardIdOf(o.id) === cardIdOf(id))?.label ?? id);
  const members = [...c.attackers.map((a) => a.id), ...c.blockers.map((b) => b.id)];
  const targets = c.attackers.map((a) => a.target).filter((t): t is ObjectId => t !== null && byObject.has(t));
  let view: ReturnType<typeof viewOf> | null = null;
  const computed = (id: ObjectId): Computed | undefined => (view ??= viewOf(run)).byId[id];
  const removals: [ObjectId, RemovalReason][] = [];
  for (const id of members) {
    remember(id);
    if (gone(id)) {
      removals.push([id, 'left-battlefield']);
      continue;
    }
    const comp = computed(id);
    if (!comp) continue;
    const entry = c.attackers.find((a) => a.id === id) ?? c.blockers.find((b) => b.id === id)!;
    if (!comp.types.includes('Creature')) removals.push([id, 'not-creature']);
    else if (comp.types.includes('Battle')) removals.push([id, 'became-battle']);
    else if (comp.controller !== entry.controller) removals.push([id, 'controller-changed']);
  }
  for (const t of new Set(targets)) {
    remember(t);
    if (gone(t)) {
      removals.push([t, 'left-battlefield']);
      continue;
    }
    const comp = computed(t);
    if (!comp) continue;
    const kind = c.attackers.find((a) => a.target === t)?.targetKind;
    if (kind === 'planeswalker' && !comp.types.includes('Planeswalker')) removals.push([t, 'not-planeswalker']);
    if (kind === 'battle' && !comp.types.includes('Battle')) removals.push([t, 'not-battle']);
  }
  // Attackers whose target id no longer exists at all (a token that ceased to exist).
  for (const a of c.attackers) if (a.target !== null && !run.state.players.some((p) => p.id === a.target) && !byObject.has(a.target)) removals.push([a.target, 'left-battlefield']);
  const done = new Set<ObjectId>();
  for (const [id, reason] of removals) {
    if (done.has(id)) continue;
    done.add(id);
    removeFromCombat(run, id, reason, labels.get(id));
  }
}

/** 511.3: as the end of combat step ends, everything is removed from combat. */
export function endCombat(run: Run): void {
  const c = combatOf(run.state);
  if (!c) return;
  const objects = [...c.attackers.map((a) => label(run.state, a.id)), ...c.blockers.map((b) => label(run.state, b.id))];
  run.state.combat = null;
  record(run, { kind: 'combat-ended', player: run.state.activePlayer }, null);
  emit(run, step('combat.end', ['511.3'], { objects }));
}

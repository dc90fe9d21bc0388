/**
 * The combat words of an object filter: "attacking creatures", "blocking creature", "attacking or
 * blocking creature" (issue 14, session 43). A creature becomes an attacking creature when it is
 * declared as an attacker (508.1k) and a blocking creature when it is declared as a blocker (509.1g);
 * it stays one until it is removed from combat or the combat phase ends (506.4). That is a fact of
 * the game, not a characteristic: it is read from the combat in progress (or the layers' facts,
 * layers/conditions.ts). A matcher given no combat to read it from stops, never guesses.
 */
import { assertNever } from '../../core/result.ts';
import { halt } from '../halt.ts';
import type { CombatRole, CombatState, ObjectId } from '../types.ts';

/** Who is attacking and who is blocking, as sets (the layers' facts have this shape). */
export interface CombatRoles {
  attacking: ReadonlySet<ObjectId>;
  blocking: ReadonlySet<ObjectId>;
}

/** Does the object have the combat role the filter names? `roles` undefined: the caller can't tell, so the run stops. */
export function combatRoleHolds(role: CombatRole, id: ObjectId, label: string, roles: CombatRoles | undefined): boolean {
  if (roles === undefined) halt('unmodelled', 'error.unmodelled', { reason: 'combat-status', object: label, rule: '506.4' });
  const attacking = roles.attacking.has(id);
  const blocking = roles.blocking.has(id);
  switch (role) {
    case 'attacking':
      return attacking;
    case 'blocking':
      return blocking;
    case 'attacking-or-blocking':
      return attacking || blocking;
    default:
      return assertNever(role);
  }
}

/** The same, read from a combat state (targets, "each attacking creature" as an instruction resolves). */
export function combatRoleInState(role: CombatRole, id: ObjectId, label: string, combat: CombatState | null | undefined): boolean {
  if (combat === undefined) return combatRoleHolds(role, id, label, undefined);
  const attacking = combat !== null && combat.attackers.some((a) => a.id === id);
  const blocking = combat !== null && combat.blockers.some((b) => b.id === id);
  return combatRoleHolds(role, id, label, { attacking: new Set(attacking ? [id] : []), blocking: new Set(blocking ? [id] : []) });
}

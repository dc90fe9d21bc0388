/**
 * The combat damage steps (510, 510.4, 702.7b, 702.4b). If at least one attacking or blocking
 * creature has first strike or double strike as the combat damage step begins, only those creatures
 * assign combat damage in it, and a second combat damage step follows. In that second step assign
 * the remaining attackers and blockers that had neither first strike nor double strike as the first
 * step began, and those that have double strike now. So a creature that gains first strike after
 * the first step still assigns in the second (702.7c), one that loses first strike after dealing
 * damage doesn't assign again (702.7c), removing double strike during the first step stops the
 * second (702.4c), and giving a first striker double strike after the first step lets it assign
 * again (702.4d). In each step all combat damage is assigned (510.1), then dealt at the same time
 * (510.2) through the damage pipeline; state-based actions follow each step.
 */
import { hasDoubleStrike } from '../keywords/double-strike.ts';
import { hasFirstStrike } from '../keywords/first-strike.ts';
import { dealDamageEvents } from '../damage/pipeline.ts';
import type { DamageEvent } from '../damage/pipeline.ts';
import { viewOf } from '../damage/view.ts';
import { emit, halt } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import type { CombatDamageStep, CombatState, DamageAssignment, ObjectId } from '../types.ts';
import { has, hasFirstOrDoubleStrike } from './abilities.ts';
import { assignCombatDamage } from './assign.ts';
import { noBlockers } from './block.ts';
import { label, requireCombat } from './state.ts';
import { stackOf } from '../stack/items.ts';
import { resolveAction } from '../stack/resolve.ts';

export interface CombatDamageAction {
  assignments?: Record<ObjectId, DamageAssignment[]>;
  /** Creatures whose assignment was told once: for the first step each assigns in (model/combat.ts). */
  once?: ObjectId[];
  all?: boolean;
  replacementOrder?: string[];
  /** The step is told as the first-strike one ("after first-strike damage, …"): with no creature that has first or double strike there is none (510.4). */
  firstStrike?: boolean;
}

function nextStep(combat: CombatState): 'first' | 'second' | null {
  if (combat.damageSteps.length === 0) return 'first';
  if (combat.damageSteps.length === 1 && combat.damageSteps[0] === 'first-strike') return 'second';
  return null;
}

function members(combat: CombatState): ObjectId[] {
  return [...combat.attackers.map((a) => a.id), ...combat.blockers.map((b) => b.id)];
}

/** Performs one combat damage step. */
function damageStep(run: Run, combat: CombatState, action: CombatDamageAction): void {
  const which = nextStep(combat);
  if (which === null) halt('illegal_action', 'combat.sequence', { reason: 'no-damage-step', action: 'combat-damage' });
  const view = viewOf(run);
  const all = members(combat);
  let kind: CombatDamageStep;
  let participants: ObjectId[];
  let rules: string[];
  if (which === 'first') {
    const strikers = all.filter((id) => hasFirstOrDoubleStrike(view.byId[id]));
    if (strikers.length > 0) {
      kind = 'first-strike';
      participants = strikers;
      combat.firstStrikers = strikers;
      combat.doubleStrikers = strikers.filter((id) => has(view.byId[id]!, 'double strike'));
      rules = ['510.4', '702.7b', ...(combat.doubleStrikers.length > 0 ? ['702.4b'] : [])];
    } else {
      kind = 'regular';
      participants = all;
      rules = ['510.1'];
    }
  } else {
    kind = 'regular';
    const first = combat.firstStrikers ?? [];
    const doubles = combat.doubleStrikers ?? [];
    participants = all.filter((id) => !first.includes(id) || hasDoubleStrike(view.byId[id]!));
    rules = ['510.4', '702.7b', ...(doubles.length > 0 || participants.some((id) => first.includes(id)) ? ['702.4b'] : [])];
  }
  if (action.firstStrike && kind !== 'first-strike') halt('illegal_action', 'combat.sequence', { reason: 'no-first-strike-step', action: 'combat-damage' });
  emit(run, step('combat.damage-step', rules, { step: kind, creatures: participants.map((id) => label(run.state, id)), firstStrike: kind === 'first-strike' || combat.firstStrikers !== null }));
  if (which === 'second') {
    const first = combat.firstStrikers ?? [];
    const doubles = combat.doubleStrikers ?? [];
    for (const id of all) {
      const c = view.byId[id]!;
      const name = label(run.state, id);
      if (first.includes(id) && !hasDoubleStrike(c)) {
        // It assigned in the first step (or could have): no second time without double strike.
        const lost = doubles.includes(id);
        emit(run, step('combat.no-damage', lost ? ['510.4', '702.4c'] : ['510.4', '702.7c'], { object: name, reason: lost ? 'double-strike-lost' : 'first-strike-done', power: c.power ?? 0 }));
      } else if (first.includes(id) && !doubles.includes(id)) {
        emit(run, step('combat.assigns-again', ['510.4', '702.4d'], { object: name, ability: 'double strike' }));
      } else if (!first.includes(id) && hasFirstStrike(c)) {
        emit(run, step('combat.assigns-again', ['510.4', '702.7c'], { object: name, ability: 'first strike' }));
      }
    }
  }
  const explicit = action.assignments ?? {};
  for (const id of Object.keys(explicit)) {
    if (participants.includes(id)) continue;
    if (!all.includes(id)) {
      // Named but not in combat: a mistake in the question, unless it was in combat and died earlier in this action.
      if (!action.all || combat.damageSteps.length === 0) halt('illegal_action', 'combat.assignment-illegal', { object: label(run.state, id), reason: 'not-assigning', because: 'not-in-combat', rule: '510.1' });
      continue;
    }
    emit(run, step('combat.no-damage', ['510.4'], { object: label(run.state, id), reason: 'not-this-step', power: view.byId[id]?.power ?? 0 }));
  }
  // A division told once is for the first step a creature assigns in: a double striker assigning again (702.4b) makes its own.
  const again = which === 'second' ? (action.once ?? []).filter((id) => (combat.firstStrikers ?? []).includes(id) && participants.includes(id) && explicit[id] !== undefined) : [];
  const { assigned } = assignCombatDamage(run, combat, view, participants, explicit, again);
  combat.damageSteps.push(kind);
  const events: DamageEvent[] = [];
  for (const a of assigned) for (const p of a.parts) if (p.amount > 0) events.push({ source: a.from, target: p.to, amount: p.amount, combat: true });
  if (events.length > 0) dealDamageEvents(run, events, { order: action.replacementOrder ?? null, simultaneous: ['510.2'] });
}

/** The `combat-damage` action: the next step, or with `all`, every remaining one (state-based actions between them). */
export function combatDamage(run: Run, action: CombatDamageAction): void {
  const combat = requireCombat(run, 'combat-damage');
  if (!combat.blockersDeclared) noBlockers(run);
  damageStep(run, combat, action);
  if (!action.all) return;
  while (run.state.combat && nextStep(run.state.combat) !== null) {
    run.settle?.();
    if (run.state.players.some((p) => p.lost !== null)) return;
    // 500.2: the first combat damage step ends only with the stack empty — what triggered in it (lifelink's life gained
    // making Ajani's Pridemate bigger) resolves before the next step's damage is assigned (510.4).
    if (stackOf(run.state).length > 0) {
      emit(run, step('combat.stack-before-next-step', ['500.2'], {}));
      resolveAction(run, true, false);
      if (run.state.players.some((p) => p.lost !== null)) return;
    }
    const c = run.state.combat;
    if (!c) return;
    damageStep(run, c, action);
  }
}

/**
 * The declare attackers step (508). The active player chooses creatures they control that are
 * untapped, aren't battles, and have haste or have been under their control continuously since the
 * turn began (508.1a, 302.6, 702.10b); each attacks a player, a planeswalker that player controls, or
 * a battle that player protects (506.2, 508.1b, 310.9b). Restrictions (508.1c: defender 702.3b,
 * "can't attack") and requirements (508.1d: "attacks each combat if able") are checked; an illegal
 * declaration is refused (508.1: the game returns to before it) with the reason. The chosen
 * creatures become tapped unless they have vigilance (508.1f, 702.20b) and become attacking
 * creatures (508.1k). With no attackers the blockers and damage steps are skipped (508.8).
 */
import { hasHaste, hasteAttackNote } from '../keywords/haste.ts';
import { emitNotes } from '../keywords/note.ts';
import { hasVigilance } from '../keywords/vigilance.ts';
import { currentObject, findPlayer } from '../objects.ts';
import { setTapped } from '../events.ts';
import { emit, halt } from '../run.ts';
import type { Run } from '../run.ts';
import { record } from '../record.ts';
import { step } from '../trace.ts';
import type { AttackDeclaration, AttackingCreature, Computed, GameObject, PlayerId } from '../types.ts';
import type { TraceKey } from '../trace-keys.ts';
import { viewOf } from '../damage/view.ts';
import { COMBAT_TEXT, attackRestriction, has } from './abilities.ts';
import { protectorOf } from './state.ts';
import { attackCost, payAttackCost } from './attack-cost.ts';

/** 506.2: in a two-player game the nonactive player defends. Multiplayer choices (506.2a) aren't modelled. */
export function defendingPlayer(run: Run): PlayerId {
  const state = run.state;
  const opponents = state.players.filter((p) => p.id !== state.activePlayer && p.lost === null);
  if (state.players.length !== 2 || opponents.length !== 1) {
    halt('unmodelled', 'error.unmodelled', { reason: 'multiplayer-combat', rule: '506.2a' });
  }
  return opponents[0]!.id;
}

function refuse(key: TraceKey, o: GameObject, rules: string[], extra: Record<string, string | number | null> = {}): never {
  halt('illegal_action', key, { object: o.label, rule: rules.join(', '), ...extra });
}

/** Can this creature attack at all (ignoring what it would attack)? The reason it can't, if it can't. */
function cantAttack(o: GameObject, c: Computed, attacker: PlayerId): [TraceKey, string[], Record<string, string>] | null {
  if (o.zone !== 'battlefield') return ['combat.cant-attack.not-on-battlefield', ['508.1a'], {}];
  if (!c.types.includes('Creature')) return ['combat.cant-attack.not-creature', ['506.3', '508.1a'], {}];
  if (c.types.includes('Battle')) return ['combat.cant-attack.battle', ['508.1a'], {}];
  if (c.controller !== attacker) return ['combat.cant-attack.not-controlled', ['508.1a'], { controller: c.controller }];
  if (o.tapped) return ['combat.cant-attack.tapped', ['508.1a'], {}];
  if (o.summoningSick && !hasHaste(c)) return ['combat.cant-attack.summoning-sick', ['302.6', '508.1a', '702.10b'], {}];
  const r = attackRestriction(c);
  if (r) return [r.ability === 'defender' ? 'combat.cant-attack.defender' : 'combat.cant-attack.restriction', [r.rule], { ability: r.ability }];
  return null;
}

/**
 * 508.1d: a creature that can't attack unless its controller pays a cost doesn't have to attack —
 * true when every player, planeswalker or battle it could attack would cost something to attack.
 */
function onlyWithCost(run: Run, id: string, attacker: PlayerId, defender: PlayerId): boolean {
  const entry = (target: string, targetKind: AttackingCreature['targetKind']): AttackingCreature => ({ id, target, targetKind, defendingPlayer: defender, controller: attacker, blocked: null });
  if (attackCost(run, attacker, [entry(defender, 'player')]).generic === 0) return false;
  const view = viewOf(run);
  for (const o of run.state.objects) {
    const c = view.byId[o.id];
    if (!c || o.zone !== 'battlefield') continue;
    if (c.types.includes('Battle') && protectorOf(run.state, c) === defender) return false;
    if (c.types.includes('Planeswalker') && c.controller === defender && attackCost(run, attacker, [entry(o.id, 'planeswalker')]).generic === 0) return false;
  }
  return true;
}

export function declareAttackers(run: Run, declared: readonly AttackDeclaration[]): void {
  const state = run.state;
  if (state.combat) halt('illegal_action', 'combat.sequence', { reason: 'attackers-declared', action: 'declare-attackers' });
  const attacker = state.activePlayer;
  const defender = defendingPlayer(run);
  const view = viewOf(run);
  const chosen: { o: GameObject; entry: AttackingCreature; given: boolean }[] = [];
  for (const d of declared) {
    const o = currentObject(run, d.object);
    const c = view.byId[o.id]!;
    if (chosen.some((x) => x.o.id === o.id)) refuse('combat.cant-attack.duplicate', o, ['508.1a']);
    const why = cantAttack(o, c, attacker);
    if (why) refuse(why[0], o, why[1], why[2]);
    const targetRef = d.target ?? defender;
    let entry: AttackingCreature;
    if (findPlayer(state, targetRef)) {
      if (targetRef !== defender) refuse('combat.cant-attack.bad-target', o, ['506.2', '508.1b'], { target: targetRef, reason: 'not-an-opponent' });
      entry = { id: o.id, target: targetRef, targetKind: 'player', defendingPlayer: defender, controller: attacker, blocked: null };
    } else {
      const t = currentObject(run, targetRef);
      const tc = view.byId[t.id]!;
      const onField = t.zone === 'battlefield';
      if (onField && tc.types.includes('Planeswalker') && tc.controller === defender) {
        entry = { id: o.id, target: t.id, targetKind: 'planeswalker', defendingPlayer: defender, controller: attacker, blocked: null };
      } else if (onField && tc.types.includes('Battle') && protectorOf(state, tc) === defender) {
        // 310.9b: a battle can be attacked by a player for whom its protector is a defending player.
        entry = { id: o.id, target: t.id, targetKind: 'battle', defendingPlayer: defender, controller: attacker, blocked: null };
      } else {
        const reason = !onField ? 'not-on-battlefield' : tc.types.includes('Battle') ? 'own-battle' : tc.types.includes('Planeswalker') ? 'own-planeswalker' : 'not-attackable';
        refuse('combat.cant-attack.bad-target', o, tc.types.includes('Battle') ? ['310.9b', '508.1b'] : ['506.3', '508.1b'], { target: t.label, reason });
      }
    }
    chosen.push({ o, entry, given: d.target !== undefined });
  }
  // 508.1d: a creature that attacks each combat if able must attack when it can.
  for (const o of state.objects) {
    const c = view.byId[o.id];
    if (!c || o.zone !== 'battlefield' || !has(c, COMBAT_TEXT.mustAttack) || chosen.some((x) => x.o.id === o.id)) continue;
    if (cantAttack(o, c, attacker) === null && !onlyWithCost(run, o.id, attacker, defender)) refuse('combat.must-attack', o, ['508.1d']);
  }
  emit(run, step('combat.attackers-declared', ['508.1'], { player: attacker, attackers: chosen.map((x) => x.o.label) }));
  if (chosen.length === 0) {
    emit(run, step('combat.no-attackers', ['508.8'], {}));
    return;
  }
  for (const { o, entry, given } of chosen) {
    const c = view.byId[o.id]!;
    const vigilance = hasVigilance(c);
    const targetLabel = entry.targetKind === 'player' ? (entry.target ?? '-') : (state.objects.find((x) => x.id === entry.target)?.label ?? '-');
    const rules = ['508.1a', ...(given ? ['508.1b'] : []), '508.1k', vigilance ? '702.20b' : '508.1f'];
    record(run, { kind: 'attacked', object: o.id, target: entry.target, defendingPlayer: entry.defendingPlayer, ...(chosen.length === 1 ? { alone: true } : {}) }, null);
    emit(run, step('combat.attacks', rules, { object: o.label, target: targetLabel, targetKind: entry.targetKind, vigilance, default: !given }));
    if (!vigilance) setTapped(run, o, true);
    // 702.10b, 302.6: it attacks although it came under its controller's control this turn.
    emitNotes(run, [hasteAttackNote(c, o.summoningSick)].filter((n) => n !== null));
  }
  // 508.1h-j: the cost to attack, paid once the creatures are chosen and tapped (attack-cost.ts).
  payAttackCost(run, attacker, chosen.map((x) => x.entry));
  // Remembered for the rest of the turn: "for each creature you attacked with this turn" counts
  // them even after they leave combat, change zones or stop being creatures (608.2i).
  state.attackedThisTurn = [...(state.attackedThisTurn ?? []), ...chosen.map((x) => ({ object: x.o.id, player: attacker }))];
  state.combat = {
    attackingPlayer: attacker,
    attackers: chosen.map((x) => x.entry),
    blockers: [],
    blockersDeclared: false,
    firstStrikers: null,
    damageSteps: [],
  };
}

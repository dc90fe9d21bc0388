/**
 * Performing the scenario's actions, each through events: apply-effect (611.2: timestamp now,
 * 613.7b; affected set locked in, 611.2c; values fixed on resolution, 608.2h / 707.2b), end-effect,
 * damage, counters, life, destroy (701.8, 702.12b), sacrifice (701.21), exile (701.13), return to
 * hand, move, tap/untap, attach/unattach, create, and end-turn (the cleanup step, 514.2). The
 * zone changes are in zone-actions.ts, the continuous effects in effect-actions.ts.
 */
import { countEvent, emit, halt } from './run.ts';
import type { Run } from './run.ts';
import type { Action, EffectInput, GameObject, ObjectId } from './types.ts';
import { endCombat, removeFromCombat, requireCombat } from './combat/state.ts';
import { discardToHandSize } from './hand-size.ts';
import { step } from './trace.ts';
import { addReplacement, endTurnReplacements } from './damage/effects.ts';
import { emptyManaPools, forgetAttacks } from './stack/turn.ts';
import { performStackAction } from './stack/actions.ts';
import { performTurnFaceUp } from './casting/face-down.ts';
import { playLand } from './lands.ts';
import { applyEffect, endEffect } from './effect-actions.ts';
import { changeLife, putCounters, removeCounters } from './life-counters.ts';
import { currentObject, currentPlayer, findPlayer, objectOrPlayer, permanentObject } from './objects.ts';
import type { PermanentAct } from './objects.ts';
import { destroy, move, performMove, sacrifice } from './zone-actions.ts';
import { attach, dealDamage, setTapped, unattach } from './events.ts';
import { createTokens } from './replacement/tokens.ts';
import { declareAttackers } from './combat/attack.ts';
import { declareBlockers } from './combat/block.ts';
import { combatDamage } from './combat/steps.ts';
import { fight } from './damage/fight.ts';
import { drawCards, gainLife } from './replacement/life-draw.ts';
import { assertNever } from '../core/result.ts';
import { dealDamageEvents } from './damage/pipeline.ts';
import { replaceCounters } from './replacement/counters.ts';
import { edit } from './changes.ts';

/** The object an act names: for the story's own acts, still the permanent it named (400.7); else followed. */
type Named = (ref: ObjectId, act: PermanentAct) => GameObject;

function requireAmount(n: number, what: string): void {
  if (!Number.isInteger(n) || n < 0) halt('illegal_action', 'error.illegal-action', { reason: 'bad-amount', what, amount: n });
}

/** 514.1: the active player discards down to their maximum hand size; then 514.2: damage is removed and "until end of turn" effects end, simultaneously. */
function cleanup(run: Run, discard: readonly ObjectId[] | undefined): void {
  // The turn's combat is over before its cleanup step (511.3).
  if (run.state.combat) endCombat(run);
  discardToHandSize(run, discard);
  const damaged: string[] = [];
  for (const o of run.state.objects) {
    if (o.zone === 'battlefield' && o.damage > 0) {
      damaged.push(o.label);
      edit(run, o).damage = 0;
    }
    if (o.deathtouchDamage) edit(run, o).deathtouchDamage = false;
  }
  const ending = run.state.effects.filter((e) => e.duration.kind === 'end-of-turn');
  run.state.effects = run.state.effects.filter((e) => e.duration.kind !== 'end-of-turn');
  countEvent(run);
  // Only what actually happened is told: no step when no damage was marked or no effect ends.
  if (damaged.length > 0) emit(run, step('cleanup.damage-removed', ['514.2', '120.6'], { objects: damaged }));
  if (ending.length > 0) emit(run, step('cleanup.effects-ended', ['514.2'], { effects: ending.map((e) => e.text) }));
  // "This turn" prevention effects and regeneration shields end too (514.2).
  endTurnReplacements(run);
  // The next turn's first draw is "the first card you draw each turn" again (603.11).
  delete run.state.drawsThisTurn;
  // 305.2a: the count of lands played is per turn.
  delete run.state.landsPlayed;
  delete run.state.extraLandPlays;
  // 514.2: "this turn" prohibitions a resolved spell made end too.
  if (run.state.castRestrictions) run.state.castRestrictions = run.state.castRestrictions.filter((r) => r.thisTurn !== true);
  // 702.40a: the spells cast this turn are counted per turn (the next turn's begin with beginTurn).
  delete run.state.spellsCastThisTurn;
  // 700.4: no creature has died yet in the turn that begins next.
  run.state.creatureDiedThisTurn = false;
  run.state.permanentLeftThisTurn = Object.fromEntries(run.state.players.map((p) => [p.id, false]));
  // 701.19c: "can't be regenerated this turn" ends with the turn.
  delete run.state.cantRegenerate;
  // 606.3, 602.5b: loyalty abilities and "only once each turn" abilities may be activated again next turn.
  delete run.state.loyaltyActivated;
  delete run.state.onceActivated;
  delete run.state.onceTriggered;
  // H9: `end-turn` means the cleanup step and the end of the turn: the step ends, so mana pools empty
  // (106.4), and the history that belongs to this turn goes with it — "creatures you attacked with
  // this turn" (608.2i) starts empty next turn.
  emptyManaPools(run, 'cleanup');
  forgetAttacks(run);
}

/**
 * One action. `told` marks an act of the story itself (resolve.ts), not one a resolving spell or ability performs: a
 * permanent-only act the story tells of a card that has left the battlefield stops the run (objects.ts
 * permanentObject, 400.7), while a resolution's instruction on an object gone meanwhile does what its own rule says
 * (a second "destroy" of the same artifact land does nothing, 701.8a).
 */
export function performAction(run: Run, action: Action, told = false): void {
  const named: Named = (ref, act) => (told ? permanentObject(run, ref, act) : currentObject(run, ref));
  switch (action.kind) {
    // Casting, the stack and priority (issue 5): src/engine/casting, src/engine/stack.
    case 'cast':
    case 'activate':
    case 'copy-spell':
    case 'pass':
    case 'resolve':
    case 'begin-step':
    case 'add-restriction':
      return performStackAction(run, action);
    // H3: turning a face-down permanent face up, a special action (702.37e; casting/face-down.ts).
    case 'turn-face-up':
      return performTurnFaceUp(run, action);
    // 116.2a, 305: playing a land, a special action (lands.ts).
    case 'play-land':
      return playLand(run, action);
    case 'apply-effect':
      return applyEffect(run, effectOnPermanents(action.effect, named));
    case 'end-effect':
      return endEffect(run, action.effect);
    case 'damage':
      return performDamage(run, action, named);
    case 'add-counters':
    case 'remove-counters':
      return performCounters(run, action, named);
    case 'life':
      return performLife(run, action);
    case 'destroy':
      return destroy(run, named(action.object, 'destroy'), action.replacementOrder ?? null, action.cantRegenerate === true);
    case 'sacrifice':
      return sacrifice(run, named(action.object, 'sacrifice'), action.replacementOrder ?? null);
    case 'exile':
      return move(run, currentObject(run, action.object), 'exile', 'action.exile', ['701.13a', '406.2'], action.replacementOrder ?? null);
    case 'return-to-hand':
      return move(run, currentObject(run, action.object), 'hand', 'action.return-to-hand', ['400.3'], action.replacementOrder ?? null);
    case 'move':
      return performMove(run, action);
    case 'tap':
      return setTapped(run, named(action.object, 'tap'), true);
    case 'untap':
      return setTapped(run, named(action.object, 'untap'), false);
    case 'attach':
      return performAttach(run, action, named);
    case 'unattach':
      return unattach(run, named(action.object, 'unattach'));
    case 'create':
      createTokens(run, action.object, action.replacementOrder ?? null, action.choices ?? []);
      return;
    case 'end-turn':
      return cleanup(run, action.discard);
    // Combat (506-511), fight (701.14) and replacement effects (614-616): issue 4.
    case 'declare-attackers':
      return declareAttackers(run, action.attackers);
    case 'declare-blockers':
      return declareBlockers(run, action.blockers);
    case 'combat-damage':
      return combatDamage(run, action);
    case 'remove-from-combat':
      return removeFromCombatAction(run, action.object, named);
    case 'end-combat':
      return endCombatAction(run);
    case 'fight':
      return fight(run, action.a, action.b, action.replacementOrder ?? null);
    case 'add-replacement':
      return addReplacement(run, action.replacement);
    // Life gain and card draws through their replacement effects (614.1a, 614.11, 616.2).
    case 'gain-life':
      requireAmount(action.amount, 'life');
      return gainLife(run, currentPlayer(run, action.player).id, action.amount, action.replacementOrder ?? null);
    case 'draw':
      requireAmount(action.count ?? 1, 'draw');
      return drawCards(run, currentPlayer(run, action.player).id, action.count ?? 1, action.replacementOrder ?? null);
    default:
      return assertNever(action);
  }
}

/**
 * A life total changed by an amount (119.3), gain or loss. A gain is a life-gain event that replacement
 * effects may change ("you gain twice that much life instead", 614.1a), whatever instruction caused it.
 */
function performLife(run: Run, action: Extract<Action, { kind: 'life' }>): void {
  if (!Number.isInteger(action.amount)) halt('illegal_action', 'error.illegal-action', { reason: 'bad-amount', what: 'life', amount: action.amount });
  if (action.amount > 0) return gainLife(run, currentPlayer(run, action.player).id, action.amount, null);
  return changeLife(run, currentPlayer(run, action.player), action.amount);
}

/** An object attached to another object or to a player (701.3). */
function performAttach(run: Run, action: Extract<Action, { kind: 'attach' }>, named: Named): void {
  const o = named(action.object, 'attach');
  const to: ObjectId = findPlayer(run.state, action.to) ? action.to : named(action.to, 'attach').id;
  return attach(run, o, to);
}

/** A damage action: one source to one or more recipients, or several sources at once, as one event where told so. */
function performDamage(run: Run, action: Extract<Action, { kind: 'damage' }>, named: Named): void {
  requireAmount(action.amount, 'damage');
  // 120.1: damage is dealt to permanents (and players): one that left the battlefield isn't there to be dealt it (400.7).
  for (const t of [action.target, ...(action.also ?? []), ...(action.with ?? []).map((w) => w.target)]) if (!findPlayer(run.state, t)) named(t, 'damage');
  // 608.2f: damage to several at once ("to each player") is one event; state-based actions see it all.
  if (action.also && action.also.length > 0 && !action.with) {
    const combat = action.combat === true;
    dealDamageEvents(run, [action.target, ...action.also].map((target) => ({ source: action.source, target, amount: action.amount, combat })), { order: action.replacementOrder ?? null, simultaneous: ['608.2f'] });
    return;
  }
  // Damage from several sources told as dealt at the same time: one event, whose results state-based actions
  // see together (120.4b, 704.3) — both players at 0 lose at once (104.4a), never one after the other.
  if (action.with && action.with.length > 0) {
    const combat = action.combat === true;
    const own = [action.target, ...(action.also ?? [])].map((target) => ({ source: action.source, target, amount: action.amount, combat }));
    for (const w of action.with) requireAmount(w.amount, 'damage');
    dealDamageEvents(run, [...own, ...action.with.map((w) => ({ source: w.source, target: w.target, amount: w.amount, combat }))], { order: action.replacementOrder ?? null, simultaneous: ['120.4b', '704.3'] });
    return;
  }
  return dealDamage(run, action.source, action.target, action.amount, action.combat === true, action.replacementOrder ?? null);
}

/** A player, or the permanent counters go on or come off: a card that left the battlefield isn't followed (400.7, 122.1). */
function onPermanent(run: Run, ref: string, named: Named): ReturnType<typeof objectOrPlayer> {
  if (!findPlayer(run.state, ref)) named(ref, 'counters');
  return objectOrPlayer(run, ref);
}

/**
 * An effect the story gives objects it names ("it gets +2/+2 until end of turn"): each must still be
 * the permanent named — one that left the battlefield is a new object the effect never meets (400.7,
 * 611.2c). Objects in other zones named directly, and sets described by a filter, are left as they are.
 */
function effectOnPermanents(effect: EffectInput, named: Named): EffectInput {
  if (effect.affects.kind === 'objects') for (const id of effect.affects.ids) named(id, 'effect');
  return effect;
}

/** Putting counters on or removing them from an object or a player (122). */
function performCounters(run: Run, action: Extract<Action, { kind: 'add-counters' | 'remove-counters' }>, named: Named): void {
  if (action.kind === 'add-counters') {
    requireAmount(action.amount, 'counters');
    const t = onPermanent(run, action.target, named);
    if ('player' in t) return putCounters(run, t.player, action.counter, action.amount);
    // 614.1a, 614.16: counter replacement effects change how many are put on a permanent.
    return putCounters(run, t.object, action.counter, replaceCounters(run, t.object, action.counter, action.amount, action.cause ?? 'effect', action.replacementOrder ?? null));
  }
  requireAmount(action.amount, 'counters');
  const t = onPermanent(run, action.target, named);
  removeCounters(run, 'player' in t ? t.player : t.object, action.counter, action.amount);
}

/** 506.4: an effect removes a creature, or a planeswalker or battle being attacked, from combat. */
function removeFromCombatAction(run: Run, ref: ObjectId, named: Named): void {
  requireCombat(run, 'remove-from-combat');
  const o = named(ref, 'remove-from-combat');
  if (!removeFromCombat(run, o.id, 'effect')) emit(run, step('event.no-effect', ['506.4'], { object: o.label, reason: 'not-in-combat' }));
}

/** 511.3: the end of combat step ends. */
function endCombatAction(run: Run): void {
  requireCombat(run, 'end-combat');
  endCombat(run);
}

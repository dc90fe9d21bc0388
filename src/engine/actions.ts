/**
 * Performing the scenario's actions, each through events: apply-effect (611.2: timestamp now,
 * 613.7b; affected set locked in, 611.2c; values fixed on resolution, 608.2h / 707.2b), end-effect,
 * damage, counters, life, destroy (701.8, 702.12b), sacrifice (701.21), exile (701.13), return to
 * hand, move, tap/untap, attach/unattach, create, and end-turn (the cleanup step, 514.2).
 */
import { playLand } from './lands.ts';
import { assertNever } from '../core/result.ts';
import { attach, dealDamage, setTapped, unattach } from './events.ts';
import { dealDamageEvents } from './damage/pipeline.ts';
import { changeLife, putCounters, removeCounters } from './life-counters.ts';
import { isIndestructible } from './keywords/indestructible.ts';
import { evaluate, selectIds } from './layers/select.ts';
import { copiableValues } from './layers/world.ts';
import { cardIdOf, currentObject, currentPlayer, findObject, findPlayer, objectOrPlayer } from './objects.ts';
import { checkBounds, countEvent, emit, halt, layersOf, nextTimestamp } from './run.ts';
import type { Run } from './run.ts';
import { step } from './trace.ts';
import { record } from './record.ts';
import type { Action, CdaValue, ContinuousEffect, EffectInput, GameObject, Modification, ObjectId, PlayerId, Zone } from './types.ts';
import { moveObject } from './zones.ts';
import { discardToHandSize } from './hand-size.ts';
import { declareAttackers } from './combat/attack.ts';
import { declareBlockers } from './combat/block.ts';
import { endCombat, removeFromCombat, requireCombat } from './combat/state.ts';
import { combatDamage } from './combat/steps.ts';
import { addReplacement, endTurnReplacements } from './damage/effects.ts';
import { fight } from './damage/fight.ts';
import { regenerate } from './damage/regeneration.ts';
import { performStackAction } from './stack/actions.ts';
import { performTurnFaceUp } from './casting/face-down.ts'; // H3
import { drawCards, gainLife } from './replacement/life-draw.ts';
import { replaceCounters } from './replacement/counters.ts';
import { zoneChangeReplaced } from './replacement/zone-change.ts';
import { createTokens } from './replacement/tokens.ts';
import { durationHolds } from './triggers/durations.ts';
import { emptyManaPools, forgetAttacks } from './stack/turn.ts';

function requireAmount(n: number, what: string): void {
  if (!Number.isInteger(n) || n < 0) halt('illegal_action', 'error.illegal-action', { reason: 'bad-amount', what, amount: n });
}

/** 611.2: a resolving spell or ability creates a continuous effect. */
function applyEffect(run: Run, input: EffectInput): void {
  const state = run.state;
  const sourceObj = input.source === undefined || input.source === null ? null : currentObject(run, input.source);
  const layers = layersOf(run);
  const controller = input.controller ?? (sourceObj ? layers.result.byId[sourceObj.id]!.controller : state.activePlayer);
  currentPlayer(run, controller);
  const id = input.id ?? `effect-${state.nextId++}`;
  if (state.effects.some((e) => e.id === id)) halt('illegal_action', 'error.illegal-action', { reason: 'duplicate-effect-id', id });
  const ctx = { sourceId: sourceObj?.id ?? null, you: controller };
  // Explicit object references follow a card that changed zones (400.7).
  const affects = input.affects.kind === 'objects' ? { kind: 'objects' as const, ids: input.affects.ids.map((x) => currentObject(run, x).id) } : input.affects;
  // 611.2c: every modification the engine models changes characteristics or control, so the set of
  // affected objects is determined now, on the current characteristics, and won't change.
  const lockedIds = selectIds(affects, layers.world, ctx);
  const fixed: string[] = [];
  const fix = (v: CdaValue): CdaValue => {
    if (v.kind === 'fixed') return v;
    const n = evaluate(v, layers.world, ctx);
    fixed.push(String(n));
    return { kind: 'fixed', value: n };
  };
  const modifications = input.modifications.map((m): Modification => {
    // 608.2h: information from the game is determined once, when the effect is applied.
    if (m.kind === 'modify-pt-per') return { ...m, per: fix(m.per) };
    // 707.2b: later changes to the original's copiable values don't change the copy.
    if (m.kind === 'copy' && !m.values) {
      const original = layers.copiable.byId.get(m.of) ?? layers.copiable.byId.get(currentObject(run, m.of).id);
      if (original) return { ...m, of: original.id, values: copiableValues(original) };
    }
    return m;
  });
  const duration = input.duration ?? { kind: 'indefinite' }; // 611.2a: no duration stated = until the game ends
  // Looked up once: following a card that changed zones (400.7) is reported once.
  const held = duration.kind === 'while-controlled' ? currentObject(run, duration.object) : null;
  // 611.2b: a "for as long as" duration already over as the effect would begin: the effect does nothing.
  if (held && !durationHolds(state, layers.result.byId, { duration: { kind: 'while-controlled', object: held.id }, controller })) {
    countEvent(run);
    emit(run, step('effect.never-starts', ['611.2b'], { effect: id, text: input.text, object: held.label }));
    return;
  }
  const effect: ContinuousEffect = {
    id,
    source: sourceObj?.id ?? null,
    controller,
    text: input.text,
    timestamp: nextTimestamp(state), // 613.7b
    affects,
    modifications,
    duration: held ? { kind: 'while-controlled', object: held.id } : duration,
    lockedIds,
  };
  countEvent(run);
  state.effects.push(effect);
  checkBounds(run);
  const labels = lockedIds.map((x) => state.objects.find((o) => o.id === x)?.label ?? x);
  emit(
    run,
    step('effect.created', ['611.2', '613.7b', '611.2c', ...(fixed.length > 0 ? ['608.2h'] : [])], {
      effect: id,
      text: input.text,
      timestamp: effect.timestamp,
      affects: labels,
      duration: effect.duration.kind,
      counts: fixed,
    }),
  );
}

function endEffect(run: Run, id: string): void {
  const e = run.state.effects.find((x) => x.id === id);
  if (!e) halt('bad_reference', 'error.bad-reference', { reference: id, what: 'effect' });
  countEvent(run);
  run.state.effects = run.state.effects.filter((x) => x !== e);
  emit(run, step('effect.ended', ['611.2a'], { effect: id, text: e.text, reason: 'action' }));
}

function onBattlefield(run: Run, o: GameObject, action: string): boolean {
  if (o.zone === 'battlefield') return true;
  emit(run, step('event.no-effect', [], { object: o.label, reason: 'not-a-permanent', action, zone: o.zone }));
  return false;
}

/**
 * 701.8a: destroy = move to its owner's graveyard; 702.12b: an indestructible permanent can't be
 * destroyed; 701.19c: "it can't be regenerated" makes its regeneration shields not apply.
 */
function destroy(run: Run, o: GameObject, order: readonly string[] | null = null, cantRegenerate = false): void {
  if (!onBattlefield(run, o, 'destroy')) return;
  const c = layersOf(run).result.byId[o.id]!;
  if (isIndestructible(c)) {
    emit(run, step('indestructible.survives', ['702.12b'], { object: o.label, reason: 'destroy' }));
    return;
  }
  // 701.19a, 614.8: a regeneration shield replaces the destruction — unless it can't be regenerated (701.19c).
  if (cantRegenerate) {
    if ((run.state.replacements ?? []).some((r) => r.kind === 'regeneration-shield' && r.object === o.id)) emit(run, step('resolve.cant-regenerate', ['701.19c'], { object: o.label }));
  } else if (regenerate(run, o)) return;
  record(run, { kind: 'destroyed', object: o.id }, null);
  emit(run, step('action.destroy', ['701.8a'], { object: o.label, ...(zoneChangeReplaced(run, o, 'graveyard') ? { replaced: true } : {}) }));
  moveObject(run, o.id, 'graveyard', { order });
}

/** 701.21a: its controller moves it to its owner's graveyard; it isn't destroyed, so indestructible doesn't matter. */
function sacrifice(run: Run, o: GameObject, order: readonly string[] | null = null): void {
  if (!onBattlefield(run, o, 'sacrifice')) return;
  const c = layersOf(run).result.byId[o.id]!;
  record(run, { kind: 'sacrificed', object: o.id, controller: c.controller }, null);
  emit(run, step('action.sacrifice', ['701.21a'], { object: o.label, controller: c.controller, indestructible: isIndestructible(c), ...(zoneChangeReplaced(run, o, 'graveyard') ? { replaced: true } : {}) }));
  moveObject(run, o.id, 'graveyard', { order });
}

function move(run: Run, o: GameObject, to: Zone, key: 'action.exile' | 'action.return-to-hand' | 'action.move', rules: string[], order: readonly string[] | null = null, controller?: PlayerId): void {
  emit(run, step(key, rules, { object: o.label, from: o.zone, to }));
  moveObject(run, o.id, to, { order, ...(controller !== undefined ? { controller } : {}) });
}

/**
 * What a plain move is, by its zones: a zone change (400.7) that, to a graveyard from the battlefield,
 * is dying (700.4); to exile, exiling (701.13a); to a graveyard, hand or library, goes to the owner's
 * (400.3); onto the battlefield, makes it a permanent (110.1).
 */
function moveRules(from: Zone, to: Zone): string[] {
  const rules = ['400.7'];
  if (to === 'graveyard' && from === 'battlefield') rules.push('700.4');
  if (to === 'exile') rules.push('701.13a');
  if (to === 'graveyard' || to === 'hand' || to === 'library') rules.push('400.3');
  if (to === 'battlefield') rules.push('110.1');
  return rules;
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
      o.damage = 0;
    }
    o.deathtouchDamage = false;
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
  // 702.40a: the spells cast this turn are counted per turn (the next turn's begin with beginTurn).
  delete run.state.spellsCastThisTurn;
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

export function performAction(run: Run, action: Action): void {
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
      return applyEffect(run, action.effect);
    case 'end-effect':
      return endEffect(run, action.effect);
    case 'damage':
      requireAmount(action.amount, 'damage');
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
    case 'add-counters': {
      requireAmount(action.amount, 'counters');
      const t = objectOrPlayer(run, action.target);
      if ('player' in t) return putCounters(run, t.player, action.counter, action.amount);
      // 614.1a, 614.16: counter replacement effects change how many are put on a permanent.
      return putCounters(run, t.object, action.counter, replaceCounters(run, t.object, action.counter, action.amount, action.cause ?? 'effect', action.replacementOrder ?? null));
    }
    case 'remove-counters': {
      requireAmount(action.amount, 'counters');
      const t = objectOrPlayer(run, action.target);
      removeCounters(run, 'player' in t ? t.player : t.object, action.counter, action.amount);
      return;
    }
    case 'life': {
      if (!Number.isInteger(action.amount)) halt('illegal_action', 'error.illegal-action', { reason: 'bad-amount', what: 'life', amount: action.amount });
      return changeLife(run, currentPlayer(run, action.player), action.amount);
    }
    case 'destroy':
      return destroy(run, currentObject(run, action.object), action.replacementOrder ?? null, action.cantRegenerate === true);
    case 'sacrifice':
      return sacrifice(run, currentObject(run, action.object), action.replacementOrder ?? null);
    case 'exile':
      return move(run, currentObject(run, action.object), 'exile', 'action.exile', ['701.13a'], action.replacementOrder ?? null);
    case 'return-to-hand':
      return move(run, currentObject(run, action.object), 'hand', 'action.return-to-hand', ['400.3'], action.replacementOrder ?? null);
    case 'move': {
      if (action.premise === true && toldMove(run, action.object, action.to, action.supposed === true)) return;
      if (action.from === undefined && alreadyMoved(run, action.object, action.to)) return;
      const o = currentObject(run, action.object);
      // "Then it dies again": the card, followed to what it is now (400.7), must be where the move starts (700.4).
      if (action.from !== undefined && o.zone !== action.from) halt('illegal_action', 'error.illegal-action', { reason: action.from === 'battlefield' ? 'not-a-permanent' : 'not-in-zone', id: o.label, rule: action.to === 'graveyard' && action.from === 'battlefield' ? '700.4, 400.7' : '400.7' });
      if (action.to === 'battlefield' && o.printed.subtypes.some((s) => s.toLowerCase() === 'aura')) {
        // 303.4f: the player chooses what it enchants as it enters; use "create" with attachedTo.
        halt('illegal_action', 'error.illegal-action', { reason: 'aura-needs-attachment', id: o.id, rule: '303.4f' });
      }
      return move(run, o, action.to, 'action.move', moveRules(o.zone, action.to), action.replacementOrder ?? null, action.controller);
    }
    case 'tap':
      return setTapped(run, currentObject(run, action.object), true);
    case 'untap':
      return setTapped(run, currentObject(run, action.object), false);
    case 'attach': {
      const o = currentObject(run, action.object);
      const to: ObjectId = findPlayer(run.state, action.to) ? action.to : currentObject(run, action.to).id;
      return attach(run, o, to);
    }
    case 'unattach':
      return unattach(run, currentObject(run, action.object));
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
      return removeFromCombatAction(run, action.object);
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
 * 400.7: the object a move names already made that move in this run ("it dies", said of a creature
 * that has died): the statement is true, and the new object the card became since (a persist or
 * undying return) is another object, which the move doesn't touch.
 */
function alreadyMoved(run: Run, ref: ObjectId, to: Zone): boolean {
  if (findObject(run.state, ref)) return false;
  if (!run.events.some((e) => e.kind === 'zone-changed' && e.object === ref && e.to === to)) return false;
  const label = run.state.objects.find((o) => cardIdOf(o.id) === cardIdOf(ref))?.label ?? ref;
  emit(run, step('event.no-effect', ['400.7'], { object: label, reason: 'already-there', zone: to }));
  return true;
}

/**
 * 700.4: a death told as what a spell did ("I cast Pyroclasm and kill their Young Wolf"): the object the
 * reference names must have been put into a graveyard from the battlefield by the run (then nothing more is
 * done: the object a persist or undying return made is a new one, 400.7). Otherwise the story says
 * something the run did not do, and it stops ("can't happen") — a destruction made up to fit the words would
 * be another event than the one told.
 */
function toldDeath(run: Run, ref: ObjectId, left: number): true {
  const e = left >= 0 ? run.events[left] : undefined;
  if (e?.kind === 'zone-changed' && e.from === 'battlefield' && e.to === 'graveyard') {
    const label = run.state.objects.find((o) => cardIdOf(o.id) === cardIdOf(ref))?.label ?? ref;
    // (A death the question told as what happened: confirmed by the run, not made a second time.)
    emit(run, step('event.no-effect', ['700.4'], { object: label, reason: 'died-as-told', zone: 'graveyard' }));
    return true;
  }
  const now = findObject(run.state, ref) ?? run.state.objects.filter((o) => cardIdOf(o.id) === cardIdOf(ref)).at(-1);
  if (!now) halt('bad_reference', 'error.bad-reference', { reference: ref, what: 'object' });
  halt('illegal_action', 'error.illegal-action', { reason: 'not-died', id: now.label, rule: '700.4' });
}

/**
 * A move told as something the rules did ("it dies and comes back"): nothing is moved here. It holds when the
 * run has put the card into that zone since the object the reference names left (a persist or undying
 * return, 702.79a, 702.93a — even one it left again since, as a 1/0 does, 704.5f). Otherwise the story says
 * something the run did not do, and it stops: "can't happen" when a modelled ability of the card returns it
 * and didn't here (its condition failed, 603.4, or the card never died, 700.4), unmodelled when none
 * would — a second move made up to fit the words would be a guess about a new object (400.7). A return only
 * supposed ("when it comes back") of a card with no such ability is made by the caller (false).
 */
function toldMove(run: Run, ref: ObjectId, to: Zone, supposed: boolean): boolean {
  const card = cardIdOf(ref);
  const left = run.events.findIndex((e) => e.kind === 'zone-changed' && e.object === ref);
  if (to === 'graveyard') return toldDeath(run, ref, left);
  const made = left >= 0 && run.events.slice(left + 1).some((e) => e.kind === 'zone-changed' && cardIdOf(e.object) === card && e.to === to);
  if (made) return true;
  const now = findObject(run.state, ref) ?? run.state.objects.filter((o) => cardIdOf(o.id) === card).at(-1);
  if (!now) halt('bad_reference', 'error.bad-reference', { reference: ref, what: 'object' });
  const returning = (now.printed.triggers ?? []).filter((t) => t.effects.some((e) => e.kind === 'put-onto-battlefield'));
  if (to === 'battlefield' && returning.length > 0) {
    const rules = [...new Set(returning.flatMap((t) => t.rules ?? []))];
    halt('illegal_action', 'error.illegal-action', { reason: 'not-returned', id: now.label, rule: (rules.length > 0 ? rules : ['603.4']).join(', ') });
  }
  // "When it comes back, …" of a card nothing of its own returns: the supposed return is made (the caller moves it).
  if (supposed) return false;
  halt('unmodelled', 'error.illegal-action', { reason: 'nothing-returns', id: now.label, rule: '400.7' });
}

/** 506.4: an effect removes a creature, or a planeswalker or battle being attacked, from combat. */
function removeFromCombatAction(run: Run, ref: ObjectId): void {
  requireCombat(run, 'remove-from-combat');
  const o = currentObject(run, ref);
  if (!removeFromCombat(run, o.id, 'effect')) emit(run, step('event.no-effect', ['506.4'], { object: o.label, reason: 'not-in-combat' }));
}

/** 511.3: the end of combat step ends. */
function endCombatAction(run: Run): void {
  requireCombat(run, 'end-combat');
  endCombat(run);
}

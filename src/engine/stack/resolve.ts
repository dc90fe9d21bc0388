/**
 * Priority passing and resolution (117.3d, 117.4, 405.5, 608). When all players pass in succession
 * the top object resolves: an intervening "if" is checked again (608.2a, 603.4), targets are checked
 * (608.2b: illegal ones are unaffected; if all are illegal it doesn't resolve — it isn't countered),
 * the instructions are followed in order (608.2c), and finally an instant or sorcery goes to its
 * owner's graveyard and an ability ceases to exist (608.2n). A permanent spell enters the
 * battlefield under its controller's control (608.3a). Countering: 701.6.
 */
import { drawCards } from '../replacement/life-draw.ts';
import { performAction } from '../actions.ts';
import { changeLife } from '../events.ts';
import { hasKeyword } from '../keywords.ts';
import { runLayers } from '../layers/compute.ts';
import { countEvent, emit, halt } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import type { Computed, EffectInput, GameState, PlayerId, SpellEffect, StackItem, TriggerCondition } from '../types.ts';
import { ceaseToExist, moveObject } from '../zones.ts';
import { targetLegality } from '../targets/legality.ts';
import { matchesObjectFilter } from '../targets/legality.ts';
import { markBoundary } from '../triggers/triggers.ts';
import { apnap, findItem, givePriority, itemLabel, nextStackId, opponentsOf, priorityOf, stackOf } from './items.ts';

const PERMANENT_TYPES = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker'] as const;

function byIdNow(run: Run): Record<string, Computed> {
  return runLayers(run.state).result.byId;
}

/** 603.4 / 608.2a: is an intervening "if" condition true now? */
export function conditionHolds(state: GameState, byId: Record<string, Computed>, cond: TriggerCondition, controller: PlayerId): boolean {
  const within = (n: number, c: { atLeast?: number; atMost?: number }): boolean => (c.atLeast === undefined || n >= c.atLeast) && (c.atMost === undefined || n <= c.atMost);
  if (cond.kind === 'life') {
    const who = cond.player === 'you' ? [controller] : opponentsOf(state, controller);
    return who.some((id) => within(state.players.find((p) => p.id === id)?.life ?? 0, cond));
  }
  const n = state.objects.filter((o) => o.zone === (cond.filter.zone ?? 'battlefield') && byId[o.id] && matchesObjectFilter({ ...cond.filter, controller: cond.filter.controller ?? 'you' }, o, byId[o.id]!, controller, null)).length;
  return within(n, cond);
}

/** A player reference of an effect: 'you', 'opponent' (the only one) or an id. */
function playerRef(run: Run, item: StackItem, ref: string): PlayerId {
  if (ref === 'you') return item.controller;
  if (ref === 'opponent') {
    const opps = opponentsOf(run.state, item.controller);
    if (opps.length !== 1) halt('unmodelled', 'error.unmodelled', { what: 'choosing among several opponents', rule: '800.4a' });
    return opps[0]!;
  }
  return ref;
}

/** The objects or players an instruction affects: its legal targets, an exact object, or a player. */
function refsOf(run: Run, item: StackItem, e: SpellEffect, legal: Record<string, string[]>): string[] {
  if (e.target !== undefined) return legal[e.target] ?? [];
  if (e.object !== undefined) {
    // An exact object: one that changed zones is a new object the instruction can't find (400.7, 603.7c).
    if (run.state.objects.some((o) => o.id === e.object) || findItem(run.state, e.object)?.id === e.object) return [e.object];
    emit(run, step('stack.effect-skipped', ['400.7'], { item: itemLabel(run.state, item), effect: e.kind, object: e.object, reason: 'changed-zone' }));
    return [];
  }
  if (e.player !== undefined) return [playerRef(run, item, e.player)];
  return [];
}

function cantBeCountered(run: Run, target: StackItem): boolean {
  if (target.kind !== 'spell') return false;
  const o = run.state.objects.find((x) => x.id === target.id);
  if (!o) return false;
  if (o.printed.spell?.cantBeCountered) return true;
  const c = byIdNow(run)[o.id];
  return c !== undefined && hasKeyword(c.keywords, "can't be countered");
}

/** Removes an item from the stack; a spell's card goes to its owner's graveyard, a copy ceases to exist. */
function removeItem(run: Run, target: StackItem, toGraveyard: boolean): void {
  const stack = stackOf(run.state);
  run.state.stack = stack.filter((i) => i !== target);
  if (target.kind !== 'spell') return;
  const o = run.state.objects.find((x) => x.id === target.id);
  if (!o) return;
  if (o.isCopy) ceaseToExist(run, o.id); // 707.10a
  else if (toGraveyard) moveObject(run, o.id, 'graveyard');
}

/** 701.6a / 701.6b: counter a spell or ability. */
function counter(run: Run, item: StackItem, ref: string, unlessPaid: { cost: string; pay: boolean } | null): void {
  const target = findItem(run.state, ref);
  const by = itemLabel(run.state, item);
  if (!target || target === item) {
    emit(run, step('stack.effect-skipped', ['701.6a'], { item: by, effect: 'counter', object: ref, reason: 'not-on-stack' }));
    return;
  }
  const label = itemLabel(run.state, target);
  if (unlessPaid?.pay) {
    emit(run, step('counter.paid', ['608.2c'], { item: label, by, cost: unlessPaid.cost, player: target.controller }));
    return;
  }
  if (cantBeCountered(run, target)) {
    emit(run, step('counter.cant', ['101.2'], { item: label, by }));
    return;
  }
  const owner = run.state.objects.find((x) => x.id === target.id)?.owner ?? target.controller;
  emit(run, step('counter.countered', ['701.6a', '701.6b'], { item: label, by, owner }));
  countEvent(run);
  removeItem(run, target, true);
}

/** 608.2c: follow one instruction. */
function performEffect(run: Run, item: StackItem, e: SpellEffect, legal: Record<string, string[]>, pay: boolean, previousDid: boolean): boolean {
  const refs = refsOf(run, item, e, legal);
  const before = run.state.eventCount;
  const source = item.source !== null && run.state.objects.some((o) => o.id === item.source) ? item.source : null;
  switch (e.kind) {
    case 'damage': {
      if (source === null && item.source !== null) {
        // 608.2h: the source left; its last known information decides the damage's qualities. Colors
        // and types were used for targets; abilities that change what damage does are not modelled.
        const relevant = (item.sourceKeywords ?? []).filter((k) => /^(deathtouch|infect|wither|toxic)/.test(k));
        if (relevant.length > 0) halt('unmodelled', 'error.unmodelled', { what: `damage from a source that left the battlefield, with ${relevant.join(', ')} (last known information)`, rule: '608.2h' });
      }
      const lifelinkLki = source === null && item.source !== null && (item.sourceKeywords ?? []).includes('lifelink');
      for (const r of refs) {
        const from = run.trace.length;
        performAction(run, { kind: 'damage', source, target: r, amount: e.amount });
        if (!lifelinkLki) continue;
        // 702.15b with 608.2h: the source's last known information had lifelink, so its controller gains that much life.
        const dealt = run.trace.slice(from).filter((x) => x.key === 'event.damage').reduce((n, x) => n + Number(x.params.amount ?? 0), 0);
        if (dealt > 0) changeLife(run, run.state.players.find((p) => p.id === item.controller)!, dealt, ['702.15b', '608.2h']);
      }
      return run.state.eventCount > before;
    }
    case 'destroy':
    case 'exile':
    case 'return-to-hand':
    case 'tap':
    case 'untap':
      for (const r of refs) performAction(run, { kind: e.kind, object: r });
      return run.state.eventCount > before;
    case 'sacrifice': {
      const byId = byIdNow(run);
      for (const r of refs) {
        // 701.21a: a player can sacrifice only a permanent they control.
        if (byId[r]?.controller !== item.controller) {
          const o = run.state.objects.find((x) => x.id === r);
          emit(run, step('stack.effect-skipped', ['701.21a'], { item: itemLabel(run.state, item), effect: 'sacrifice', object: o?.label ?? r, reason: 'not-yours' }));
          continue;
        }
        performAction(run, { kind: 'sacrifice', object: r });
      }
      return run.state.eventCount > before;
    }
    case 'counter':
      for (const r of refs) counter(run, item, r, null);
      return run.state.eventCount > before;
    case 'counter-unless-pay':
      for (const r of refs) counter(run, item, r, { cost: e.cost, pay });
      return run.state.eventCount > before;
    case 'add-counters':
      for (const r of refs) performAction(run, { kind: 'add-counters', target: r, counter: e.counter, amount: e.amount });
      return run.state.eventCount > before;
    case 'life': {
      const who = refs.length > 0 ? refs : [item.controller];
      for (const p of who) performAction(run, { kind: 'life', player: p, amount: e.amount });
      return run.state.eventCount > before;
    }
    case 'draw': {
      const who = refs.length > 0 ? refs : [item.controller];
      for (const p of who) drawCards(run, p, e.amount, null);
      return run.state.eventCount > before;
    }
    case 'create':
      performAction(run, { kind: 'create', object: { ...e.seed, controller: e.seed.controller || item.controller } });
      return run.state.eventCount > before;
    case 'apply-effect': {
      const effect: EffectInput = { ...e.effect, controller: item.controller, source: e.effect.source ?? source };
      if (e.target !== undefined || e.object !== undefined) {
        if (refs.length === 0) return false;
        effect.affects = { kind: 'objects', ids: refs };
      }
      performAction(run, { kind: 'apply-effect', effect });
      return run.state.eventCount > before;
    }
    case 'delayed-trigger': {
      const list = run.state.delayedTriggers ?? (run.state.delayedTriggers = []);
      list.push({ id: nextStackId(run.state).replace('ability', 'delayed'), ability: e.trigger, source: item.source, sourceLabel: item.sourceLabel, controller: item.controller });
      emit(run, step('trigger.delayed-created', ['603.7a', '603.7b'], { ability: e.trigger.text, source: item.sourceLabel, controller: item.controller }));
      return run.state.eventCount > before;
    }
    case 'reflexive': {
      // 603.12: "when you do" — it triggers only if the instruction before it was done.
      if (!previousDid) {
        emit(run, step('stack.effect-skipped', ['608.2c'], { item: itemLabel(run.state, item), effect: 'reflexive', object: e.ability.text, reason: 'not-done' }));
        return false;
      }
      const pending = run.state.pendingTriggers ?? (run.state.pendingTriggers = []);
      pending.push({ ability: { ...e.ability, event: 'cast' }, source: item.source, sourceLabel: item.sourceLabel, sourceColors: item.sourceColors, sourceTypes: item.sourceTypes, controller: item.controller, cause: 'reflexive' });
      emit(run, step('trigger.triggers', ['603.12'], { ability: e.ability.text, source: item.sourceLabel, controller: item.controller, cause: 'reflexive', lookBack: false }));
      return run.state.eventCount > before;
    }
  }
}

/** 608: the top object of the stack resolves. */
export function resolveTop(run: Run, pay: boolean): void {
  const state = run.state;
  const stack = stackOf(state);
  const item = stack[stack.length - 1];
  if (!item) {
    emit(run, step('stack.empty-pass', ['117.4', '405.5'], {}));
    givePriority(state, state.activePlayer);
    return;
  }
  countEvent(run);
  const label = itemLabel(state, item);
  const rulesNow = ['608.1', '608.2'];
  if (item.condition) rulesNow.push('603.4', '608.2a');
  if (item.specs.length > 0) rulesNow.push('608.2b');
  // 113.7a: an ability exists independently of its source; it resolves even if the source is gone.
  if (item.kind !== 'spell' && item.source !== null && !state.objects.some((o) => o.id === item.source && o.zone === 'battlefield')) rulesNow.push('113.7a');
  emit(run, step('stack.resolves', rulesNow, { item: label, kind: item.kind, controller: item.controller }));
  // 608.2a / 603.4: the intervening "if" is checked again.
  if (item.condition && !conditionHolds(state, byIdNow(run), item.condition, item.controller)) {
    emit(run, step('trigger.condition-false', ['603.4', '608.2a'], { ability: item.text, source: item.sourceLabel, stage: 'resolution' }));
    removeItem(run, item, false);
    emit(run, step('stack.leaves', ['608.2n'], { item: label, to: 'gone' }));
    givePriority(state, state.activePlayer);
    return;
  }
  // 608.2b: are the targets still legal?
  const byId = byIdNow(run);
  const legal: Record<string, string[]> = {};
  let chosen = 0;
  let stillLegal = 0;
  const by = { self: item.id, controller: item.controller, colors: item.sourceColors, types: item.sourceTypes, kind: item.kind };
  for (const spec of item.specs) {
    legal[spec.word] = [];
    for (const ref of item.targets[spec.word] ?? []) {
      chosen++;
      const v = targetLegality(state, byId, spec, ref, by);
      if (v.ok) {
        stillLegal++;
        legal[spec.word]!.push(ref);
      } else {
        const o = state.objects.find((x) => x.id === ref);
        emit(run, step('target.illegal', ['608.2b', v.rule], { item: label, target: o?.label ?? ref, reason: v.reason, rule: v.rule }));
      }
    }
  }
  const spellObj = item.kind === 'spell' ? state.objects.find((o) => o.id === item.id) : undefined;
  if (chosen > 0 && stillLegal === 0) {
    emit(run, step('stack.fizzles', ['608.2b'], { item: label }));
    removeItem(run, item, true);
    givePriority(state, state.activePlayer);
    return;
  }
  state.stack = stackOf(state).filter((i) => i !== item);
  const permanent = spellObj !== undefined && PERMANENT_TYPES.some((t) => byId[spellObj.id]?.types.includes(t));
  if (spellObj && permanent) {
    if (item.specs.length > 0) halt('unmodelled', 'error.unmodelled', { what: 'a permanent spell with targets (Aura spells)', rule: '608.3b' });
    const moved = moveObject(run, spellObj.id, 'battlefield');
    const entered = state.objects.find((o) => o.id === moved.id);
    if (entered) {
      entered.baseController = item.controller; // 608.3a: under the control of the spell's controller
      // 608.3f: a copy of a permanent spell becomes a token permanent (no longer a copy of a spell).
      if (spellObj.isCopy) {
        entered.isToken = true;
        entered.isCopy = false;
      }
    }
    emit(run, step('stack.permanent-enters', spellObj.isCopy ? ['608.3a', '608.3f'] : ['608.3a'], { item: label, controller: item.controller }));
  } else {
    let did = true;
    for (const e of item.effects) {
      markBoundary(run);
      did = performEffect(run, item, e, legal, pay, did);
    }
    markBoundary(run);
    if (spellObj) {
      const still = state.objects.find((o) => o.id === spellObj.id && o.zone === 'stack');
      if (still) {
        emit(run, step('stack.leaves', still.isCopy ? ['608.2n', '707.10a'] : ['608.2n'], { item: label, to: still.isCopy ? 'gone' : 'graveyard' }));
        if (still.isCopy) ceaseToExist(run, still.id);
        else moveObject(run, still.id, 'graveyard');
      }
    } else {
      emit(run, step('stack.leaves', ['608.2n'], { item: label, to: 'gone' }));
    }
  }
  // 117.3b: the active player receives priority after a spell or ability resolves.
  givePriority(state, state.activePlayer);
  emit(run, step('stack.priority', ['117.3b'], { player: state.activePlayer }));
}

/** 117.3d / 117.4: the player with priority passes; when all have passed in succession, the top object resolves. */
export function pass(run: Run, pay: boolean): void {
  const state = run.state;
  const pr = priorityOf(state);
  const players = apnap(state);
  pr.passes++;
  countEvent(run);
  emit(run, step('stack.pass', ['117.3d'], { player: pr.player, passes: pr.passes, players: players.length }));
  if (pr.passes >= players.length) {
    const top = stackOf(state)[stackOf(state).length - 1];
    if (top) emit(run, step('stack.all-passed', ['117.4', '608.1'], { item: itemLabel(state, top) }));
    resolveTop(run, pay);
    return;
  }
  const i = players.indexOf(pr.player);
  pr.player = players[(i + 1) % players.length]!;
}

/** Every player passes in succession; with `all`, repeatedly until the stack is empty (SBAs and triggers in between, 117.5). */
export function resolveAction(run: Run, all: boolean, pay: boolean): void {
  const state = run.state;
  do {
    const top = stackOf(state)[stackOf(state).length - 1];
    if (top) emit(run, step('stack.all-passed', ['117.4', '608.1'], { item: itemLabel(state, top) }));
    resolveTop(run, pay);
    // 117.5: state-based actions, then waiting triggered abilities go on the stack, before anyone passes again.
    if (all) run.settle?.();
  } while (all && stackOf(state).length > 0);
}

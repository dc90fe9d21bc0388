/**
 * Priority passing and resolution (117.3d, 117.4, 405.5, 608). When all players pass in succession
 * the top object resolves: an intervening "if" is checked again (608.2a, 603.4), targets are checked
 * (608.2b: illegal ones are unaffected; if all are illegal it doesn't resolve — it isn't countered),
 * the instructions are followed in order (608.2c), and finally an instant or sorcery goes to its
 * owner's graveyard and an ability ceases to exist (608.2n). A permanent spell enters the
 * battlefield under its controller's control (608.3a). Countering: 701.6.
 * Each instruction is followed by stack/effects/ (perform.ts dispatches each kind to the module for its rules area).
 */
import { finishAdventure } from '../casting/alternatives.ts'; // H3
import { finishRebound } from '../keywords/rebound.ts';
import { countEvent, emit, halt } from '../run.ts';
import type { Run } from '../run.ts';
import { step } from '../trace.ts';
import { record } from '../record.ts';
import type { Computed, GameObject, GameState, PlayerId, ResolutionChoices, StackItem } from '../types.ts';
import type { EvolvePair } from '../keywords/evolve.ts';
import { ceaseToExist, moveObject } from '../zones.ts';
import { targetLegality } from '../targets/legality.ts';
import { markBoundary, resolvingStateTrigger } from '../triggers/triggers.ts';
import { apnap, findItem, givePriority, itemLabel, priorityOf, stackOf } from './items.ts';
import { permanentEnters } from './enters.ts';
import { attachEnteredAura, endBestowIfIllegal, ENCHANT_WORD, isAura } from './aura.ts';
import { NOTHING } from './instructions.ts';
import { conditionHolds } from './conditions.ts';
import { removeItem } from './remove-item.ts';
import { byIdNow } from './effects/context.ts';
import type { Ctx } from './effects/context.ts';
import { performEffect } from './effects/perform.ts';

const PERMANENT_TYPES = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker'] as const;

/**
 * The counters on a triggered ability's source for its intervening "if" as it resolves (603.4): on
 * the source if it is still on the battlefield, else its last known counters (603.10a, 608.2h).
 */
function ownCountersNow(run: Run, item: StackItem): Record<string, number> | null {
  const here = item.source === null ? undefined : run.state.objects.find((o) => o.id === item.source && o.zone === 'battlefield');
  return here ? here.counters : (item.sourceCounters ?? null);
}

/** Whether the ability's source is tapped, while it is on the battlefield (null once it has left, 400.7). */
function ownTappedNow(run: Run, item: StackItem): boolean | null {
  const here = item.source === null ? undefined : run.state.objects.find((o) => o.id === item.source && o.zone === 'battlefield');
  return here ? here.tapped : null;
}

/** 702.100a, 608.2a: evolve compares the creature that entered with its own creature as they are now; null once either has left the battlefield. */
function evolvePairNow(run: Run, item: StackItem): EvolvePair | null {
  const byId = byIdNow(run);
  const here = (id: string | null | undefined): Computed | null => (id && run.state.objects.some((o) => o.id === id && o.zone === 'battlefield') ? (byId[id] ?? null) : null);
  const entered = here(item.that?.[0]);
  const own = here(item.source);
  return entered && own ? { entered, own } : null;
}

/** 608.2c: the instructions of a resolving spell or ability, in the order written. */
function followInstructions(run: Run, item: StackItem, legal: Record<string, string[]>, pay: boolean, choices: ResolutionChoices): void {
  const byId = byIdNow(run);
  const targetControllers = new Map<string, PlayerId>();
  for (const id of Object.values(legal).flat()) {
    const p = byId[id]?.controller ?? findItem(run.state, id)?.controller;
    if (p !== undefined) targetControllers.set(id, p);
  }
  const ctx: Ctx = { choices, done: new Map(), previous: NOTHING, did: true, each: null, targetControllers };
  for (const e of item.effects) {
    markBoundary(run);
    const out = performEffect(run, item, e, legal, pay, ctx);
    ctx.previous = out.previous;
    ctx.did = out.did;
    if (e.id !== undefined) ctx.done.set(e.id, out.did);
  }
  markBoundary(run);
}

/**
 * 605.3b: a mana ability doesn't use the stack; it resolves right after it is activated, its other
 * instructions included ("This land deals 1 damage to you"). A mana ability has no targets (605.1a).
 */
/** 605.3b: a mana ability resolves immediately, when it is activated (run.resolveMana reaches it). */
export function resolveManaAbility(run: Run, item: StackItem): void {
  followInstructions(run, item, {}, false, {});
}

/**
 * The 'resolved' event means the item really resolved: one whose targets are all illegal "doesn't resolve"
 * (608.2b) and a trigger whose intervening "if" is false is removed and does nothing (603.4), so neither records it.
 */
function recordResolved(run: Run, item: StackItem): void {
  record(run, { kind: 'resolved', item: item.id, itemKind: item.kind, source: item.source }, null);
}

/** 608.2b: which of the item's targets are still legal (each illegal one said); how many were chosen and how many are still legal. */
function checkTargets(run: Run, item: StackItem, label: string, byId: ReturnType<typeof byIdNow>): { legal: Record<string, string[]>; chosen: number; stillLegal: number } {
  const state = run.state;
  const legal: Record<string, string[]> = {};
  let chosen = 0;
  let stillLegal = 0;
  const by = { self: item.id, source: item.source, controller: item.controller, colors: item.sourceColors, types: item.sourceTypes, ...(item.sourceSubtypes ? { subtypes: item.sourceSubtypes } : {}), kind: item.kind };
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
  return { legal, chosen, stillLegal };
}

/** An instant, sorcery or ability resolving: its instructions followed (608.2c-k), then the spell leaves the stack (608.2n). */
function resolveInstructions(run: Run, item: StackItem, label: string, legal: Record<string, string[]>, pay: boolean, choices: ResolutionChoices, spellObj: GameObject | undefined): void {
  const state = run.state;
  // 603.8: a state trigger doesn't trigger again until its ability has finished resolving.
  resolvingStateTrigger(run, item.stateKey);
  followInstructions(run, item, legal, pay, choices);
  resolvingStateTrigger(run, undefined);
  if (spellObj) {
    const still = state.objects.find((o) => o.id === spellObj.id && o.zone === 'stack');
    if (still && finishAdventure(run, still, item.controller)) {
      // H3 hook: an Adventure is exiled instead of going to the graveyard (715.3d; casting/alternatives.ts).
    } else if (still && finishRebound(run, still, item.controller)) {
      // 702.88a: cast from its owner's hand with rebound, it is exiled instead (keywords/rebound.ts).
    } else if (still) {
      emit(run, step('stack.leaves', still.isCopy ? ['608.2n', '707.10a'] : ['608.2n'], { item: label, to: still.isCopy ? 'gone' : 'graveyard' }));
      if (still.isCopy) ceaseToExist(run, still.id);
      else moveObject(run, still.id, 'graveyard');
    }
  } else {
    emit(run, step('stack.leaves', ['608.2n'], { item: label, to: 'gone' }));
  }
}

/** 608: the top object of the stack resolves. */
export function resolveTop(run: Run, pay: boolean, choices: ResolutionChoices = {}): void {
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
  if (item.condition && !conditionHolds(state, byIdNow(run), item.condition, item.controller, ownCountersNow(run, item), ownTappedNow(run, item), evolvePairNow(run, item), item.sourceKicked ?? 0, item.sourceAlternative ?? null)) {
    emit(run, step('trigger.condition-false', ['603.4', '608.2a'], { ability: item.text, source: item.sourceLabel, stage: 'resolution' }));
    removeItem(run, item, false);
    emit(run, step('stack.leaves', ['608.2n'], { item: label, to: 'gone', resolved: false }));
    givePriority(state, state.activePlayer);
    return;
  }
  // 608.2b: are the targets still legal?
  const byId = byIdNow(run);
  const { legal, chosen, stillLegal } = checkTargets(run, item, label, byId);
  const spellObj = item.kind === 'spell' ? state.objects.find((o) => o.id === item.id) : undefined;
  // H9: an Aura spell (303.4a) targets what it will enchant; 608.3b for its target check.
  const auraSpell = spellObj !== undefined && isAura(byId[spellObj.id]) && item.specs.some((s) => s.word === ENCHANT_WORD);
  if (auraSpell && chosen > 0 && stillLegal === 0 && endBestowIfIllegal(run, item, spellObj)) {
    // 702.103e: it resolves as a creature spell (608.3a).
    recordResolved(run, item);
    state.stack = stackOf(state).filter((i) => i !== item);
    permanentEnters(run, item, spellObj, choices);
    givePriority(state, state.activePlayer);
    emit(run, step('stack.priority', ['117.3b'], { player: state.activePlayer }));
    return;
  }
  if (chosen > 0 && stillLegal === 0) {
    emit(run, step('stack.fizzles', auraSpell ? ['608.2b', '608.3b'] : ['608.2b'], { item: label }));
    record(run, { kind: 'fizzled', item: item.id }, null);
    removeItem(run, item, true);
    givePriority(state, state.activePlayer);
    return;
  }
  recordResolved(run, item);
  state.stack = stackOf(state).filter((i) => i !== item);
  const permanent = spellObj !== undefined && PERMANENT_TYPES.some((t) => byId[spellObj.id]?.types.includes(t));
  if (spellObj && permanent) {
    if (item.specs.length > 0 && !auraSpell) halt('unmodelled', 'error.unmodelled', { reason: 'permanent-spell-targets', rule: '608.3b' });
    // 608.3a, 608.3e, 614.1c, 614.17d: stack/enters.ts.
    const entered = permanentEnters(run, item, spellObj, choices);
    // 608.3c: an Aura spell enters attached to the object or player it targeted.
    const target = legal[ENCHANT_WORD]?.[0];
    if (auraSpell && target !== undefined) attachEnteredAura(run, item, spellObj.id, entered, target);
  } else {
    resolveInstructions(run, item, label, legal, pay, choices, spellObj);
  }
  // 117.3b: the active player receives priority after a spell or ability resolves.
  givePriority(state, state.activePlayer);
  emit(run, step('stack.priority', ['117.3b'], { player: state.activePlayer }));
}

/** All passed: the top object resolves (117.4, 608.1); with more than one waiting, the last added first (405.5). */
function allPassedRules(state: GameState): string[] {
  return stackOf(state).length > 1 ? ['117.4', '608.1', '405.5'] : ['117.4', '608.1'];
}

/** 117.3d / 117.4: the player with priority passes; when all have passed in succession, the top object resolves. */
export function pass(run: Run, pay: boolean, choices: ResolutionChoices = {}): void {
  const state = run.state;
  const pr = priorityOf(state);
  const players = apnap(state);
  pr.passes++;
  countEvent(run);
  emit(run, step('stack.pass', ['117.3d'], { player: pr.player, passes: pr.passes, players: players.length }));
  if (pr.passes >= players.length) {
    const top = stackOf(state)[stackOf(state).length - 1];
    if (top) emit(run, step('stack.all-passed', allPassedRules(state), { item: itemLabel(state, top) }));
    resolveTop(run, pay, choices);
    return;
  }
  const i = players.indexOf(pr.player);
  pr.player = players[(i + 1) % players.length]!;
}

/** Every player passes in succession; with `all`, repeatedly until the stack is empty (SBAs and triggers in between, 117.5). */
export function resolveAction(run: Run, all: boolean, pay: boolean, choices: ResolutionChoices = {}): void {
  const state = run.state;
  do {
    const top = stackOf(state)[stackOf(state).length - 1];
    if (top) emit(run, step('stack.all-passed', allPassedRules(state), { item: itemLabel(state, top) }));
    resolveTop(run, pay, choices);
    // 117.5: state-based actions, then waiting triggered abilities go on the stack, before anyone passes again.
    if (all) run.settle?.();
    // 104.2a / 104.3b: a player who lost by those state-based actions leaves before anyone gets
    // priority again, so in a two-player game nothing else on the stack resolves (resolve.ts ends the game).
    if (state.players.some((p) => p.lost !== null)) return;
  } while (all && stackOf(state).length > 0);
}

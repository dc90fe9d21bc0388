/**
 * `resolve`: performs the actions in order, checking state-based actions after each until none
 * apply (704.3), and returns the final state, every object's computed characteristics and the trace,
 * which ends with the layer breakdown of each battlefield object an effect touched. The caller's
 * state is cloned once here and never mutated. Bounds and loops stop the run with an EngineError.
 */
import { performAction } from './actions.ts';
import { resolveManaAbility } from './stack/resolve.ts';
import { EngineHalt, checkBounds, emit, halt, layersOf, newRun } from './run.ts';
import type { Run } from './run.ts';
import { checkOnce } from './sba.ts';
import { syncCombat } from './combat/state.ts';
import { dropLapsedReplacements, installReplacements } from './damage/effects.ts';
import { enteringCounters } from './zones.ts';
import { markBoundary, settleTriggers, watchFromStart } from './triggers/triggers.ts';
import { copyStep, errorStep, step } from './trace.ts';
import { gapReport, noteComputed, noteObject } from './gap-history.ts';
import type { GapReport } from './gap-report.ts';
import { gapsOf } from './gaps.ts';
import { fatesOf } from './fates.ts';
import { labelOf } from './record.ts';
import type { Action, EngineError, GameState, LayerResult, Limits, Resolution, TraceStep } from './types.ts';
import { DEFAULT_LIMITS } from './types.ts';
import { workMeter } from './work.ts';
import type { WorkMeter } from './work.ts';
import { edit } from './changes.ts';

/** A fingerprint of what state-based actions can change, to notice a state seen before (a loop). */
function fingerprint(state: GameState): string {
  return JSON.stringify([state.players, state.objects.map((o) => [o.id, o.zone, o.counters, o.damage, o.attachedTo]), state.effects.map((e) => e.id)]);
}

/**
 * Notices a repeated state: performing state-based actions must make progress, so coming back to a
 * state already seen in the same series of checks is a loop, reported instead of run forever.
 */
export class LoopGuard {
  private readonly seen = new Set<string>();
  constructor(private readonly what: string) {}

  see(state: GameState, round: number): void {
    const fp = fingerprint(state);
    if (this.seen.has(fp)) halt('loop_detected', 'loop.detected', { what: this.what, repeats: round });
    this.seen.add(fp);
  }
}

/** 704.3: check, perform all that apply, and check again until none apply. */
function stateBasedActions(run: Run): void {
  const guard = new LoopGuard('state-based actions');
  // The state before the first round is noted only if that round performs something (most checks
  // find nothing): fingerprinting every object on every check grew with the board times the actions.
  for (let round = 1; ; round++) {
    if (!checkOnce(run, round, round === 1 ? () => guard.see(run.state, 0) : undefined)) return;
    guard.see(run.state, round);
  }
}

/** The end of the asked action's events while it is being made (it stopped the run if it never ended). */
const FOREVER_EVENT = Number.MAX_SAFE_INTEGER;

/** The computed controller of each permanent. */
function controllers(run: Run): Map<string, string> {
  const state = run.state;
  const byId = layersOf(run).result.byId;
  return new Map(state.objects.filter((o) => o.zone === 'battlefield').map((o) => [o.id, byId[o.id]!.controller]));
}

/**
 * 302.6: a permanent whose controller changed hasn't been under its (new) controller's control
 * continuously since their most recent turn began. (The change itself is the layer 2 step.)
 */
function controlChanges(run: Run, before: ReadonlyMap<string, string>): void {
  const after = controllers(run);
  for (const o of run.state.objects) {
    const was = before.get(o.id);
    if (was !== undefined && after.has(o.id) && after.get(o.id) !== was) edit(run, o).summoningSick = true;
  }
}

/** 104.2a / 104.4a: with one player left the game is over; with none, it's a draw. */
function gameOver(run: Run): boolean {
  const lost = run.state.players.filter((p) => p.lost !== null);
  if (lost.length === 0) return false;
  const remaining = run.state.players.filter((p) => p.lost === null);
  if (remaining.length >= 2) {
    // 800.4a: a player leaving a multiplayer game takes their objects with them — not modelled.
    halt('unmodelled', 'error.unmodelled', { reason: 'player-leaves', rule: '800.4a' });
  }
  if (remaining.length === 1) emit(run, step('game.over', ['104.2a'], { winner: remaining[0]!.id, draw: false }));
  else emit(run, step('game.over', ['104.4a'], { winner: null, draw: true }));
  return true;
}

/**
 * A planeswalker or battle given on the battlefield without loyalty/defense counters is taken to
 * have the counters it entered with (306.5b, 310.4b). (The layer result reads the printed value the
 * same way, so computeCharacteristics agrees.)
 */
function enteredWithCounters(run: Run): void {
  for (const o of run.state.objects) if (o.zone === 'battlefield') edit(run, o).counters = enteringCounters(o, o.counters);
}

function unmodelledNotes(run: Run): void {
  for (const o of run.state.objects) {
    noteObject(run, o);
    for (const g of gapsOf(o.printed)) emit(run, step('unmodelled.text', [], { object: o.label, text: g.text }));
  }
}

/**
 * Issue 11 §1: an answer rests only on what was modelled. Unmodelled text that could have mattered
 * refuses the run (`unmodelled`, naming the card and the text) — also when the run stopped on an
 * illegal action, whose verdict that text could change; other stops (bounds, loops) stand.
 */
function refuseOverGaps(run: Run, report: GapReport, error: EngineError | undefined): EngineError | undefined {
  const first = report.relevant[0];
  if (!first || (error !== undefined && error.code !== 'illegal_action')) return error;
  const params = { object: labelOf(run, first.id), name: first.name, text: first.text, kind: first.kind, reason: first.reason, count: report.relevant.length };
  emit(run, step('error.unmodelled-text', [], params));
  return { code: 'unmodelled', key: 'error.unmodelled-text', params };
}

/** The layer breakdown of each battlefield object that an effect or counter touched (613). */
function breakdown(state: GameState, steps: Record<string, TraceStep[]>): TraceStep[] {
  const out: TraceStep[] = [];
  for (const o of state.objects) {
    if (o.zone !== 'battlefield') continue;
    const s = steps[o.id] ?? [];
    if (!s.some((x) => x.key !== 'layer.result')) continue;
    out.push(step('layer.breakdown', ['613.1'], { object: o.label }));
    // Copies: the layer result is shared with the run's other readers.
    for (const x of s) out.push(copyStep(x));
  }
  return out;
}

/**
 * `work`: a meter already charged with work done for the same question before the run (the
 * scenario's locked-in sets, src/scenario/run.ts); by default a fresh one of `limits.maxWork`.
 */
export function resolve(input: GameState, actions: readonly Action[], limits: Partial<Limits> = DEFAULT_LIMITS, work?: WorkMeter): Resolution {
  const all: Limits = { ...DEFAULT_LIMITS, ...limits };
  const meter = work ?? workMeter(all.maxWork);
  // Every layer computation of the run counts against the work bound, and is reused while nothing
  // it reads changes (src/engine/layers/compute.ts).
  const run: Run = newRun(structuredClone(input), all, meter, { perform: performAction, resolveMana: resolveManaAbility });
  // After every action (and between combat damage steps): state-based actions (704.3), then what
  // they changed for combat (506.4) and for effects that last while their source remains (611.2b).
  run.settle = () => {
    markBoundary(run); // state-based actions are performed at the same time as each other, not with the action (704.3)
    stateBasedActions(run);
    syncCombat(run);
    dropLapsedReplacements(run);
    // 117.5 / 603.3: triggered abilities go on the stack the next time a player would receive priority.
    settleTriggers(run);
  };
  let error: EngineError | undefined;
  let current = -1;
  // The events of the action whose legality is asked (its first, and the first after it): the asked moment.
  let asked: { from: number; to: number } | undefined;
  try {
    checkBounds(run);
    enteredWithCounters(run);
    unmodelledNotes(run);
    installReplacements(run);
    watchFromStart(run);
    run.settle();
    let over = gameOver(run);
    for (let i = 0; i < actions.length && !over; i++) {
      current = i;
      const before = controllers(run);
      // (An act the story tells: a permanent-only one can't reach a card that left the battlefield, 400.7.)
      if (i === input.legalityAsked) asked = { from: run.events.length, to: FOREVER_EVENT };
      performAction(run, structuredClone(actions[i]!), true);
      if (asked && i === input.legalityAsked) asked.to = run.events.length;
      run.settle();
      controlChanges(run, before);
      over = gameOver(run);
    }
  } catch (e) {
    if (!(e instanceof EngineHalt)) throw e;
    error = current >= 0 ? { ...e.error, action: current } : e.error;
    emit(run, errorStep(e.error));
  }
  // The final characteristics (usually the result already computed after the last action). Not
  // after the work bound: computing them is the work there wasn't budget for.
  let layers: LayerResult | null = null;
  let steps: Record<string, TraceStep[]> = {};
  if (error?.code !== 'too_much_work') {
    try {
      const final = layersOf(run).result;
      steps = final.steps;
      layers = final;
    } catch (e) {
      if (!(e instanceof EngineHalt)) throw e;
      error = e.error;
      emit(run, errorStep(e.error));
    }
  }
  if (layers) noteComputed(run, layers.byId);
  const gaps = gapReport(run, input, asked && { from: asked.from, to: Math.min(asked.to, run.events.length) });
  error = refuseOverGaps(run, gaps, error);
  const trace = layers ? [...run.trace, ...breakdown(run.state, steps)] : run.trace;
  const resolution: Resolution = {
    ok: error === undefined,
    final: run.state,
    events: run.events,
    choices: run.choices,
    fates: fatesOf(input.objects.map((o) => ({ id: o.id, zone: o.zone })), run.events),
    gaps,
    computed: layers ? run.state.objects.map((o) => layers.byId[o.id]!) : [],
    trace,
    work: meter.used,
  };
  if (error) resolution.error = error;
  return resolution;
}

/**
 * Recording game events (game-events.ts) and building the trace from them. `record` appends an
 * event to the run's log; with the rules that make it happen, it also adds the trace steps that
 * tell it, built from the event alone (object ids are turned into labels for the reader here, and
 * only here). Events whose telling needs the engine's reasons (a declared attacker's default
 * target, a resolving item's rules) are recorded with `null` rules and explained by their own step.
 */
import { assertNever } from '../core/result.ts';
import type { GameEvent } from './game-events.ts';
import { noteId } from './gap-history.ts';
import { emit } from './run.ts';
import type { Run } from './run.ts';
import { step } from './trace.ts';
import type { GameObject, ObjectId } from './types.ts';
import type { EngineStep } from './trace-params.ts';

/** The label an object is shown with: as it is now, else as it was last seen; a player's id is its own label. */
export function labelOf(run: Run, id: ObjectId | null): string {
  if (id === null) return '-';
  const o = run.state.objects.find((x) => x.id === id);
  if (o) return o.label;
  return run.labels.get(id) ?? id;
}

/** Keeps an object's label for the trace before it leaves the state (400.7: the old object is gone). */
export function rememberLabel(run: Run, o: GameObject): void {
  run.labels.set(o.id, o.label);
}

/** The steps that tell an event, with the rules that make it happen. */
function stepsOf(run: Run, e: GameEvent, rules: readonly string[]): EngineStep[] {
  switch (e.kind) {
    case 'zone-changed':
      return [
        step('zone.moved', rules, { object: labelOf(run, e.object), from: e.from, to: e.to, owner: e.owner, ...(e.dies === true ? { dies: true } : {}) }),
        step('zone.new-object', ['400.7'], { object: labelOf(run, e.object), id: e.object, newId: e.newId, lost: e.lost }),
      ];
    case 'created':
      return [step('event.created', rules, { object: labelOf(run, e.object), id: e.object, zone: e.zone, controller: e.controller, token: e.token })];
    case 'damage-dealt':
      return [step('event.damage', rules, { source: labelOf(run, e.source), target: labelOf(run, e.target), amount: e.amount, combat: e.combat, deathtouch: e.deathtouch })];
    case 'life-changed':
      return [step('event.life', rules, { player: e.player, amount: e.amount, before: e.before, after: e.after })];
    case 'counters-changed':
      return [step('event.counters', rules, { target: labelOf(run, e.target), counter: e.counter, amount: e.amount, before: e.before, after: e.after })];
    case 'tapped':
      return [step('event.tapped', rules, { object: labelOf(run, e.object) })];
    case 'untapped':
      return [step('event.untapped', rules, { object: labelOf(run, e.object) })];
    case 'attached':
      return [step('event.attached', rules, { object: labelOf(run, e.object), to: labelOf(run, e.to) })];
    case 'unattached':
      return [step('event.unattached', rules, { object: labelOf(run, e.object), from: labelOf(run, e.from) })];
    case 'blocked':
      return [step('combat.blocks', rules, { object: labelOf(run, e.object), attackers: e.attackers.map((x) => labelOf(run, x)) })];
    case 'step-began':
      return [step('turn.step', rules, { step: e.step, player: e.player })];
    case 'drew':
      return [e.card === null ? step('event.drew-unseen', rules, { player: e.player }) : step('event.drew', rules, { player: e.player, object: labelOf(run, e.card) })];
    case 'drew-from-empty':
      return [step('draw.empty-library', rules, { player: e.player })];
    case 'activated':
      return [step('activate.activated', rules, { player: e.player, source: labelOf(run, e.source), ability: e.ability, id: e.item ?? '' })];
    // Told by the step of the code that decided them (their reasons are not part of the event).
    case 'ceased-to-exist':
    case 'attacked':
    case 'cast-proposed':
    case 'cast':
    case 'put-on-stack':
    case 'spell-copied':
    case 'resolved':
    case 'countered':
    case 'fizzled':
    case 'combat-ended':
    case 'discarded':
    case 'sacrificed':
    case 'destroyed':
    case 'revealed':
    case 'player-lost':
    case 'loss-prevented':
    case 'damage-prevented':
    case 'damage-not-dealt':
    case 'legend-apart':
    case 'sba-found':
    case 'not-destroyed':
    case 'rewound':
      return [];
    default:
      return assertNever(e);
  }
}

/**
 * Records an event on the run's log. With `rules`, the trace tells it (steps built from the event);
 * with null, the caller's own step tells it.
 */
export function record(run: Run, e: GameEvent, rules: readonly string[] | null): void {
  run.events.push(e);
  // A new object came into the run (400.7, 111.1, 707.10): noted with its unmodelled text.
  if (e.kind === 'zone-changed') noteId(run, e.newId);
  else if (e.kind === 'created') noteId(run, e.object);
  else if (e.kind === 'spell-copied') noteId(run, e.copy);
  if (rules === null) return;
  for (const s of stepsOf(run, e, rules)) emit(run, s);
}

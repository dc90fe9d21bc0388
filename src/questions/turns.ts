/**
 * The turn structure a question's Scenario walks through (500.1): the question names a point of the
 * turn ("during my opponent's end step", "on my next turn"), and the Scenario gets there the way a
 * game does — every step in between begins in order (so "at the beginning of …" abilities trigger,
 * 500.6), the turn ends with its cleanup step (514), and the next turn is the other player's, which
 * begins with its untap step (502.3; 302.6: permanents its active player controls stop being
 * summoning sick). A step can't end with anything on the stack (405.5): it resolves first.
 */
import type { ActionInput } from './scenario-input.ts';
import type { Moment, Side, Step } from './types.ts';

/** The engine's steps and phases, in turn order (500.1, 501.1, 506.1, 512.1). */
export type EngineStep = 'untap' | 'upkeep' | 'draw' | 'main1' | 'combat' | 'main2' | 'end' | 'cleanup';
const ORDER: readonly EngineStep[] = ['untap', 'upkeep', 'draw', 'main1', 'combat', 'main2', 'end', 'cleanup'];

const other = (s: Side): Side => (s === 'A' ? 'B' : 'A');
const index = (s: EngineStep): number => ORDER.indexOf(s);

/** What the clock asks the Scenario builder to do on the way. */
export interface ClockHooks {
  /** Everything on the stack resolves (117.4) before a step can end (405.5). */
  resolveStack(): void;
  /** The combat in progress is finished (its damage, then the end of combat, 511.3). */
  leaveCombat(): void;
  /** An action of the Scenario. */
  push(action: ActionInput): void;
  /** After a step begins: abilities that triggered are put on the stack and resolve (500.6, 117.4). */
  afterStep(): void;
  /** The active player's draw in their draw step (504.1), when anything in the question could depend on it. */
  draw(player: Side): void;
}

export class TurnClock {
  /** The moments told before anything happened set the Scenario's starting point instead. */
  constructor(
    public turn: Side,
    public step: EngineStep,
  ) {}

  /** Where a moment is, from the current point: the step it names, or its turn's main phase. */
  target(m: Moment): { turn: Side; step: EngineStep; newTurns: number } {
    const turn = m.turn ?? this.turn;
    let step: EngineStep = m.step ?? (turn === this.turn && !m.next ? this.step : 'main1');
    let newTurns = 0;
    if (turn !== this.turn) newTurns = 1;
    else if (m.next) newTurns = 2;
    else if (index(step) < index(this.step)) {
      // "in my main phase" said after combat: the postcombat main phase of the same turn (505.1a).
      if (step === 'main1' && index(this.step) <= index('main2')) step = 'main2';
      else newTurns = 2;
    }
    return { turn, step, newTurns };
  }

  /** Walks the Scenario to the moment. */
  advance(m: Moment, hooks: ClockHooks): void {
    const { step, newTurns } = this.target(m);
    if (newTurns === 0 && step === this.step) return;
    hooks.resolveStack();
    for (let n = 0; n < newTurns; n++) {
      this.walkTo('end', hooks);
      // 514.2: the cleanup step; then the next player's turn (500.1, 502.3).
      hooks.push({ kind: 'end-turn' });
      this.turn = other(this.turn);
      this.step = 'untap';
      hooks.push({ kind: 'begin-step', step: 'untap', turn: this.turn });
    }
    this.walkTo(step, hooks);
  }

  /** Begins each step after the current one up to `to` (500.1: none is skipped). */
  private walkTo(to: EngineStep, hooks: ClockHooks): void {
    while (index(this.step) < index(to)) {
      if (this.step === 'combat') hooks.leaveCombat();
      this.step = ORDER[index(this.step) + 1]!;
      if (this.step === 'cleanup') {
        // Named as the point asked about, the cleanup step begins so the engine knows where it is
        // (514.3: normally nobody gets priority there); its turn-based actions come with the turn's end.
        if (to === 'cleanup') hooks.push({ kind: 'begin-step', step: 'cleanup' });
        return;
      }
      hooks.push({ kind: 'begin-step', step: this.step });
      if (this.step === 'draw') hooks.draw(this.turn);
      hooks.afterStep();
    }
  }

  /** The step a moment names, as the engine's step (a bare turn is its main phase). */
  static stepOf(s: Step | null): EngineStep {
    return s ?? 'main1';
  }
}

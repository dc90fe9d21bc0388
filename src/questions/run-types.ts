/** The shapes a question's engine runs share (answer-run.ts makes them; the readings and replies read them). */
import type { Result } from '../core/result.ts';
import type { ScenarioError, ScenarioRun } from '../scenario/run.ts';
import type { RunView } from './asks.ts';
import type { QuestionScenario } from './scenario.ts';
import type { ScenarioInput } from './scenario-input.ts';

/** An engine run over the resource limits (the worker pool's time or memory cap), already in words. */
export interface LimitFailure {
  kind: 'limit';
  code: 'timeout' | 'too_much_memory' | 'internal';
  message: string;
}

/** How a Scenario is run: in-process runScenario by default, the worker pool from the commands. */
export type ScenarioRunner = (json: ScenarioInput) => Promise<Result<ScenarioRun, ScenarioError | LimitFailure>>;

export type Sizes = Map<string, { power: number; toughness: number }>;

/** A run of the question's Scenario with what the answers read from it. */
export interface TriedRun {
  view: RunView;
  built: QuestionScenario;
}

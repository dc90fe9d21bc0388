/**
 * The render layer's words, one catalogue per language (en.ts, ja.ts), each implementing this
 * interface so a language must supply every entry (the compiler checks it; test/render/locales.test.ts
 * checks the catalogues' entries at run time). The shared render code decides what is said; the
 * catalogues say it, grammar (particles, word order, plurals) included.
 */
import type { AnswerLines } from './answer-lines.ts';
import type { CombatLines } from './combat-lines.ts';
import type { FormatLines } from './format-lines.ts';
import type { PlayerLines } from './player-lines.ts';
import type { ReasonLines } from './reason-lines.ts';
import type { ScenarioLines } from './scenario-lines.ts';
import type { StackLines } from './stack-lines.ts';
import type { StepLines } from './step-lines.ts';
import type { UnmodelledLines } from './unmodelled-lines.ts';

export interface RenderWords {
  /** The short answer's sentences (render/short-answer.ts). */
  answer: AnswerLines;
  /** Trace param values: citations, lists, quoted text, zones, colors, keywords (render/trace-format.ts, Fmt). */
  format: FormatLines;
  /** A Scenario's restatement (render/restate.ts). */
  scenario: ScenarioLines;
  /** The combat, damage and replacement templates' shared pieces (render/trace-combat.ts). */
  combat: CombatLines;
  /** The stack, casting, trigger and resolution templates' shared pieces (render/trace-stack.ts). */
  stack: StackLines;
  /** Players as the steps and the summary name them (render/trace-format.ts, short-answer.ts). */
  players: PlayerLines;
  /** The trace steps' shared words: finishing a sentence, engine code tables, keyword notes (render/trace*.ts). */
  steps: StepLines;
  /** The decisive step's clause on a yes/no answer line (render/reasons.ts). */
  reasons: ReasonLines;
  /** What the engine stopped over rather than guess, by reason code (error.unmodelled; engine/unmodelled.ts). */
  unmodelled: UnmodelledLines;
}

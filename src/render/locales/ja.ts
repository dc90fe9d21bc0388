/** The render layer's words in Japanese (words.ts). */
import type { RenderWords } from './words.ts';
import { JA_ANSWER } from './ja-answer.ts';
import { JA_COMBAT } from './ja-combat.ts';
import { JA_FORMAT } from './ja-format.ts';
import { JA_SCENARIO } from './ja-scenario.ts';
import { JA_PLAYERS } from './ja-players.ts';
import { JA_REASONS } from './ja-reasons.ts';
import { JA_STACK } from './ja-stack.ts';
import { JA_STEPS } from './ja-steps.ts';
import { JA_UNMODELLED } from './ja-unmodelled.ts';

export const JA: RenderWords = { answer: JA_ANSWER, format: JA_FORMAT, scenario: JA_SCENARIO, combat: JA_COMBAT, stack: JA_STACK, players: JA_PLAYERS, steps: JA_STEPS, reasons: JA_REASONS, unmodelled: JA_UNMODELLED };

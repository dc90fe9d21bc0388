/** The render layer's words in English (words.ts). */
import type { RenderWords } from './words.ts';
import { EN_ANSWER } from './en-answer.ts';
import { EN_COMBAT } from './en-combat.ts';
import { EN_FORMAT } from './en-format.ts';
import { EN_SCENARIO } from './en-scenario.ts';
import { EN_PLAYERS } from './en-players.ts';
import { EN_REASONS } from './en-reasons.ts';
import { EN_STACK } from './en-stack.ts';
import { EN_STEPS } from './en-steps.ts';
import { EN_UNMODELLED } from './en-unmodelled.ts';

export const EN: RenderWords = { answer: EN_ANSWER, format: EN_FORMAT, scenario: EN_SCENARIO, combat: EN_COMBAT, stack: EN_STACK, players: EN_PLAYERS, steps: EN_STEPS, reasons: EN_REASONS, unmodelled: EN_UNMODELLED };

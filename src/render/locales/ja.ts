/** The render layer's words in Japanese (words.ts). */
import type { RenderWords } from './words.ts';
import { JA_COMBAT } from './ja-combat.ts';
import { JA_SCENARIO } from './ja-scenario.ts';
import { JA_STACK } from './ja-stack.ts';

export const JA: RenderWords = { scenario: JA_SCENARIO, combat: JA_COMBAT, stack: JA_STACK };

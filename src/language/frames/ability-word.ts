/**
 * The word "ability" or "trigger" after a phrase ("Prodigal Sorcerer's ability", "the trigger"): read by the legality,
 * trigger-response and clause-extras readers alike. Its own module: frames/util.ts re-exports the stack and later-fact
 * frames, which import the trigger-response reader — taken from there, it closed an import cycle.
 */
import type { Story } from '../story.ts';

/** Whether chunk k is a word naming an ability: "ability", "trigger" (object or thing noun). */
export function abilityWordAt(story: Story, k: number): boolean {
  return story.sensesAt(k).some((x) => (x.kind === 'object-noun' && (x.noun === 'ability' || x.noun === 'trigger')) || (x.kind === 'thing-noun' && x.noun === 'trigger'));
}

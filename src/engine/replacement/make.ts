/**
 * Building the non-damage replacement effects (614.1a): zone-change replacements, token
 * multipliers (614.16) and gain-life / draw replacements (614.11, 616.2).
 */
import type { Duration, ReplacementEffect, ReplacementInput } from '../types.ts';

type Other = Extract<ReplacementInput, { kind: 'zone-change' | 'token-multiplier' | 'event-replacement' }>;

export function makeOtherReplacement(
  input: Other,
  common: { id: string; source: string | null; controller: string; timestamp: number; text: string; duration: Duration },
): ReplacementEffect {
  if (input.kind === 'token-multiplier') return { ...common, kind: 'token-multiplier', factor: input.factor };
  if (input.kind === 'event-replacement') {
    const e: ReplacementEffect = { ...common, kind: 'event-replacement', event: input.event, instead: { ...input.instead } };
    if (input.player !== undefined) e.player = input.player;
    if (input.selfReplacement) e.selfReplacement = true;
    return e;
  }
  const e: ReplacementEffect = { ...common, kind: 'zone-change', to: input.to, instead: input.instead };
  if (input.from !== undefined) e.from = input.from;
  if (input.object !== undefined) e.object = input.object;
  if (input.cardsOnly) e.cardsOnly = true;
  if (input.owner !== undefined) e.owner = input.owner;
  if (input.selfReplacement) e.selfReplacement = true;
  return e;
}

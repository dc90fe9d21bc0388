/**
 * A modal activated ability (700.2, 700.2a): "{1}, Sacrifice this creature: Choose one —" and its
 * bullet modes, the modes chosen as it is activated (602.2b -> 601.2b). The cost is read as any
 * activated ability's (activated.ts); each mode with the effect templates, with "this" its source;
 * its targets are its own (700.2c), their words unique across the ability. Never half-read: if the
 * cost or any mode isn't read, or an activation instruction follows the modes ("Activate only …",
 * which would restrict it), none of it is, and the lines stay unmodelled.
 */
import type { ModeOption } from '../../engine/types.ts';
import { activationCostOf, effectsFitCost } from './activated.ts';
import { parseEffects } from './effects.ts';
import { RANGE, modeEffectText } from './modes.ts';
import { normalise, stripReminder } from './text.ts';

/** "<cost>: Choose one —" (two, three, one or both, one or more). */
const HEAD = /^(.+): Choose (one|two|three|one or both|one or more) —$/;

export interface ReadModalActivated {
  ability: Record<string, unknown>;
  /** How many lines (the head and its bullets) were read. */
  lines: number;
  /** The lines as printed. */
  texts: string[];
}

/** The modal activated ability starting at `lines[i]`, or null when that isn't one or any part of it isn't read. */
export function readModalActivated(lines: readonly string[], i: number, names: readonly string[]): ReadModalActivated | null {
  const line = stripReminder(lines[i] ?? '');
  const head = HEAD.exec(line);
  if (!head) return null;
  const bullets: string[] = [];
  for (let j = i + 1; j < lines.length && /^•/.test(stripReminder(lines[j]!)); j++) bullets.push(stripReminder(lines[j]!));
  if (bullets.length < 2) return null;
  // 602.5: an activation instruction after the modes would restrict the ability: not read here.
  if (/^Activate\b/.test(stripReminder(lines[i + 1 + bullets.length] ?? ''))) return null;
  const range = RANGE[head[2]!]!(bullets.length);
  if (range.max > bullets.length) return null;
  const cost = activationCostOf(`${normalise(head[1]!, names)}: choose`, line);
  // 606: a loyalty ability's modes aren't read (its own timing and once-per-turn rule are read with plain effects only).
  if (!cost || cost.loyalty) return null;
  const words = new Set<string>();
  const options: ModeOption[] = [];
  for (const b of bullets) {
    const text = b.replace(/^•\s*/, '');
    const effect = modeEffectText(text);
    const e = effect === null ? null : parseEffects(normalise(effect, names), effect, words, { self: true, it: 'self' });
    if (!e || !effectsFitCost(cost.ability, e.effects)) return null;
    options.push({ text, ...(e.targets.length > 0 ? { targets: e.targets } : {}), effects: e.effects });
  }
  return { ability: { ...cost.ability, effects: [], modes: { ...range, options } }, lines: bullets.length + 1, texts: [line, ...bullets] };
}

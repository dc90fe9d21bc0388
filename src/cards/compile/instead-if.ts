/**
 * Issue 14: an instruction that replaces the one before it when a condition holds, judged as the instruction is
 * followed (608.2c, 608.2h) — the morbid family (207.2c ability word; "if a creature died this turn", 700.4):
 *   "<instruction> instead if <condition>"    (Tragic Slip, Hunger of the Howlpack, Predator's Howl, Brimstone Volley)
 *   "If <condition>, <instruction> instead"   (Life Goes On)
 *   "If <condition>, instead <instruction>"
 * Read only when the spell has exactly one instruction before it (the one replaced, whole) and the new one adds no
 * target of its own: "that creature" / "it" is the spell's one target; "this deals N damage" is the damage before it
 * with another amount, to the same target. Anything else gives null (the sentence stays unmodelled).
 */
import type { SpellEffect, TriggerCondition } from '../../engine/types.ts';
import { parseCondition } from './triggers.ts';
import { parseEffects } from './effects.ts';
import type { Parts } from './templates.ts';
import { NUMBER, numberWord } from './text.ts';

/** The three word orders of "instead if": the condition and the instruction, or null. */
function split(s: string): { condition: string; body: string } | null {
  const after = /^(.+) instead if (.+)$/.exec(s);
  if (after) return { body: after[1]!, condition: after[2]! };
  const before = /^if ([^,]+), (?:instead (.+)|(.+) instead)$/.exec(s);
  if (before) return { condition: before[1]!, body: (before[2] ?? before[3])! };
  return null;
}

/** The replacing instruction, read against the one it replaces; null when it isn't one instruction without targets. */
function replacing(body: string, verbatim: string, previous: SpellEffect, words: Set<string>): SpellEffect | null {
  const more = new RegExp(`^(?:it|this) deals ${NUMBER} damage$`).exec(body);
  if (more) return previous.kind === 'damage' && previous.amountFrom === undefined ? { ...previous, amount: numberWord(more[1]!)! } : null;
  const own = new Set(words);
  const e = parseEffects(body, verbatim, own, { spell: true }) ?? (previous.target !== undefined ? parseEffects(body, verbatim, own, { spell: true, last: { target: previous.target } }) : null);
  if (!e || e.targets.length > 0 || e.effects.length !== 1) return null;
  const next = e.effects[0]!;
  // The same object or player: a new instruction about another target would be a new target, not this one replaced.
  if (next.target !== previous.target || next.kind !== previous.kind) return null;
  for (const w of own) words.add(w);
  return next;
}

/** Reads the sentence into the spell's one instruction; false when it isn't this shape (or can't be read whole). */
export function insteadIfSentence(s: string, verbatim: string, parts: Parts, words: Set<string>, before: number): boolean {
  const shape = split(s);
  const spell = parts.spell;
  if (!shape || !spell || before !== 1 || spell.effects.length !== 1 || spell.modes || spell.kicker) return false;
  const condition: TriggerCondition | null = parseCondition(shape.condition);
  if (condition?.kind !== 'this-turn') return false;
  const previous = spell.effects[0]!;
  if (previous.insteadIf) return false;
  const effect = replacing(shape.body, verbatim, previous, words);
  if (!effect) return false;
  parts.spell = { ...spell, effects: [{ ...previous, insteadIf: { condition, effect, text: verbatim } }] };
  return true;
}

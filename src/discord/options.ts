/**
 * A slash command's options as the handlers take them, and autocomplete choices as Discord accepts them.
 */
import type { Choice, Options, OptionValue } from '../app/command.ts';
import type { OptionDataLike } from './interactions.ts';

export const NO_CHOICES: readonly Choice[] = [];

export function flattenOptions(data: readonly OptionDataLike[]): OptionDataLike[] {
  return data.flatMap((o) => [o, ...flattenOptions(o.options ?? [])]);
}

/** The options' values by name (subcommand options included); options without a value are left out. */
export function collectOptions(data: readonly OptionDataLike[]): Options {
  // Option names come from the interaction: no prototype, so a name like "__proto__" is just a key.
  const out = Object.create(null) as Record<string, OptionValue>;
  for (const o of flattenOptions(data)) if (o.value !== undefined) out[o.name] = o.value;
  return out;
}

/**
 * At most 25 choices Discord accepts: values of 1-100 characters (others are dropped: a changed
 * value would mean something else), names of 1-100 characters (shortened for display), no
 * duplicate values.
 */
export function sanitizeChoices(choices: readonly Choice[]): Choice[] {
  const out: Choice[] = [];
  const seen = new Set<string>();
  for (const c of choices) {
    if (out.length === 25) break;
    if (typeof c.value !== 'string' || typeof c.name !== 'string') continue;
    const value = c.value;
    if (value.length < 1 || value.length > 100 || seen.has(value)) continue;
    let name = c.name.trim() || value.trim() || value;
    if (name.length > 100) name = `${name.slice(0, 99)}…`;
    seen.add(value);
    out.push({ name, value });
  }
  return out;
}

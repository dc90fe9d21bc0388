/**
 * Modal spells (700.2): "Choose one —" (two, three, "one or both", "one or more") followed by one
 * bullet line per mode. Each mode is read with the same effect templates; its targets are its own
 * (700.2c: they are chosen only if the mode is) and their words are unique across the spell, since
 * the engine joins the chosen modes' targets (casting/modes.ts). If any mode isn't read, none is:
 * the spell's modes would be incomplete. Modes with a cost before the effect (700.2h), pawprint
 * modes (700.2i) and "the same mode more than once" (700.2d) are not read.
 */
import type { ModeOption, ModeSpec } from '../../engine/types.ts';
import { parseEffects } from './effects.ts';
import { normalise, stripReminder } from './text.ts';

const HEAD = /^Choose (one|two|three|one or both|one or more) —$/;

const RANGE: Record<string, (n: number) => { min: number; max: number }> = {
  one: () => ({ min: 1, max: 1 }),
  two: () => ({ min: 2, max: 2 }),
  three: () => ({ min: 3, max: 3 }),
  'one or both': () => ({ min: 1, max: 2 }),
  'one or more': (n) => ({ min: 1, max: n }),
};

export interface ReadModes {
  modes: ModeSpec;
  /** How many lines (the head and its bullets) were read. */
  lines: number;
  /** The lines as printed, for the spell's text. */
  texts: string[];
}

/** The modes starting at `lines[i]` (a "Choose …—" line), or null if that isn't a modal head or a mode isn't read. */
export function readModes(lines: readonly string[], i: number, names: readonly string[], words: Set<string>): ReadModes | null {
  const head = HEAD.exec(stripReminder(lines[i] ?? ''));
  if (!head) return null;
  const bullets: string[] = [];
  for (let j = i + 1; j < lines.length && /^•/.test(stripReminder(lines[j]!)); j++) bullets.push(stripReminder(lines[j]!));
  if (bullets.length < 2) return null;
  const range = RANGE[head[1]!]!(bullets.length);
  if (range.max > bullets.length) return null;
  const before = new Set(words);
  const options: ModeOption[] = [];
  for (const b of bullets) {
    const body = b.replace(/^•\s*/, '');
    // A named mode or a mode with its own cost ("+ {1} — …", 700.2h) is not read.
    const e = / — /.test(body) ? null : parseEffects(normalise(body, names), body, words, { spell: true });
    if (!e) {
      words.clear();
      for (const w of before) words.add(w);
      return null;
    }
    options.push({ text: body, ...(e.targets.length > 0 ? { targets: e.targets } : {}), effects: e.effects });
  }
  return { modes: { ...range, options }, lines: bullets.length + 1, texts: [stripReminder(lines[i]!), ...bullets] };
}

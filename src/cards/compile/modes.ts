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
import type { EffectOptions } from './effects.ts';
import { normalise, stripReminder } from './text.ts';
import { parseTriggers } from './triggers.ts';
import { lookupTable } from '../../core/table.ts';

const HEAD = /^Choose (one|two|three|one or both|one or more) —$/;

const RANGE: Record<string, (n: number) => { min: number; max: number }> = lookupTable({
  one: () => ({ min: 1, max: 1 }),
  two: () => ({ min: 2, max: 2 }),
  three: () => ({ min: 3, max: 3 }),
  'one or both': () => ({ min: 1, max: 2 }),
  'one or more': (n) => ({ min: 1, max: n }),
});

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

/** "Choose one —" after a trigger condition (700.2b): also "up to one" / "up to two" (none may be chosen). */
const TRIGGER_RANGE = /^(?:.+), choose (one|two|three|one or both|one or more|up to one|up to two) —$/;

const TRIGGER_RANGES: Record<string, (n: number) => { min: number; max: number }> = lookupTable({
  ...RANGE,
  'up to one': () => ({ min: 0, max: 1 }),
  'up to two': () => ({ min: 0, max: 2 }),
});

export interface ReadModalTrigger {
  triggers: Record<string, unknown>[];
  /** How many lines (the head and its bullets) were read. */
  lines: number;
  /** The head and the modes that were read, as printed. */
  modelled: string[];
  /** The modes that weren't read, as printed: each matters only if it is chosen (603.3c). */
  unread: string[];
}

/**
 * A modal triggered ability (700.2, 603.3c) starting at `lines[i]`: "When this creature enters,
 * choose one —" (an ability word before it is dropped, 207.2c) and its bullet modes. Each mode is
 * read with the effect templates, with what "it" and "that player" mean for its trigger event; its
 * targets are its own (700.2c), their words unique across the ability. A mode no template reads is
 * kept with its text as unmodelled: the engine names it if it is chosen, and a question that
 * chooses another mode doesn't rest on it. At least one mode must be read, and modes with their own
 * names or costs (700.2h) are not read.
 */
export function readModalTrigger(lines: readonly string[], i: number, names: readonly string[]): ReadModalTrigger | null {
  const line = stripReminder(lines[i] ?? '');
  const body = line.replace(/^[A-Z][A-Za-z' -]+ — /, '');
  const norm = normalise(body, names);
  const head = TRIGGER_RANGE.exec(norm);
  if (!head || !/^(?:when|whenever|at) /.test(norm)) return null;
  const bullets: string[] = [];
  for (let j = i + 1; j < lines.length && /^•/.test(stripReminder(lines[j]!)); j++) bullets.push(stripReminder(lines[j]!));
  if (bullets.length < 2) return null;
  const range = TRIGGER_RANGES[head[1]!]!(bullets.length);
  if (range.max > bullets.length) return null;
  const unread: string[] = [];
  const modelled: string[] = [line];
  const read = (opts: EffectOptions): ModeSpec | null => {
    const words = new Set<string>();
    unread.length = 0;
    modelled.length = 1;
    const options: ModeOption[] = bullets.map((b) => {
      const text = b.replace(/^•\s*/, '');
      const before = new Set(words);
      const e = / — /.test(text) ? null : parseEffects(normalise(text, names), text, words, opts);
      if (!e) {
        words.clear();
        for (const w of before) words.add(w);
        unread.push(b);
        return { text, effects: [], unmodelled: 'not read' };
      }
      modelled.push(b);
      return { text, ...(e.targets.length > 0 ? { targets: e.targets } : {}), effects: e.effects };
    });
    return unread.length < options.length ? { ...range, options } : null;
  };
  const triggers = parseTriggers(norm, body, read);
  if (!triggers || triggers.length !== 1) return null;
  return { triggers, lines: bullets.length + 1, modelled, unread: [...unread] };
}

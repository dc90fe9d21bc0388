/**
 * Modal spells (700.2): "Choose one —" (two, three, "one or both", "one or more") followed by one
 * bullet line per mode. Each mode is read with the same effect templates; its targets are its own
 * (700.2c: they are chosen only if the mode is) and their words are unique across the spell, since
 * the engine joins the chosen modes' targets (casting/modes.ts). If any mode isn't read, none is:
 * the spell's modes would be incomplete. Also read: "Choose three. You may choose the same mode
 * more than once." (700.2d); "Choose one. If <condition> as you cast this spell, you may choose two
 * instead." (601.2b, only a condition the engine checks); escalate (702.120a) before the head,
 * entwine (702.42a) after the modes; and the "+ {cost} — …" modes of spree (702.172a) and tiered
 * (702.183a), each cost paid if its mode is chosen (700.2h). Named modes, pawprint modes (700.2i)
 * and other mode costs are not read.
 */
import type { ModeOption, ModeSpec } from '../../engine/types.ts';
import { parseEffects } from './effects.ts';
import type { EffectOptions } from './effects.ts';
import { normalise, numberWord, stripReminder } from './text.ts';
import { parseCondition, parseTriggers } from './triggers.ts';
import { lookupTable } from '../../core/table.ts';

const HEAD = /^Choose (one|two|three|one or both|one or more) —$/;

/** How many modes a head's words let be chosen, of `n` (also a modal activated ability's, modal-activated.ts). */
export const RANGE: Record<string, (n: number) => { min: number; max: number }> = lookupTable({
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

/** 702.120a: "Escalate {G}" — an escalate cost of mana only, on the line before the modal head. */
const ESCALATE = /^Escalate ((?:\{[^}]+\})+)$/;
/** 702.42a: "Entwine {2}" — a line after the modes, mana only. */
const ENTWINE = /^Entwine ((?:\{[^}]+\})+)$/;
/** 702.172a spree, 702.183a tiered: the keyword line before "+ {cost} — …" modes. */
const COST_KEYWORD = /^(Spree|Tiered)$/;
/** 700.2h: a mode with its own cost listed before its effect. */
const COST_MODE = /^\+ ((?:\{[^}]+\})+) — (.+)$/;
/** "Choose one." and what follows it on its line: 700.2d, or a wider choice under a condition (601.2b). */
const SENTENCE_HEAD = /^Choose (one|two|three)\.(?: (.+))?$/;

/**
 * 207.2d: a mode's name ("• Distract the Guard — Tap target creature.") is a flavor word with no rules
 * meaning: the effect is what follows it. Only words (no mana symbol, number or colon) make a name: a
 * cost before a dash (700.2h, 700.2i) is not one.
 */
const FLAVOR_WORD = /^[A-Z][A-Za-z' ,!?-]* — (?=[A-Z])/;

/** The mode's effect text: its flavor word dropped (207.2d); null when another dash remains (a cost, a keyword). */
export function modeEffectText(body: string): string | null {
  const effect = body.replace(FLAVOR_WORD, '');
  return / — |—/.test(effect) ? null : effect;
}

interface Head {
  range: (n: number) => { min: number; max: number };
  /** How many lines the head takes (an escalate line, a keyword line). */
  lines: number;
  extra: Partial<ModeSpec>;
  /** 700.2h: modes are "+ {cost} — …" lines rather than bullets. */
  costModes: boolean;
}

/** The modal head at `lines[i]`: "Choose one —", "Escalate {G}" + "Choose one or more —", "Spree", "Choose three. You may choose the same mode more than once." */
function readHead(lines: readonly string[], i: number, names: readonly string[]): Head | null {
  const line = stripReminder(lines[i] ?? '');
  const kw = COST_KEYWORD.exec(line);
  if (kw) {
    const spree = kw[1] === 'Spree';
    return { range: spree ? (n) => ({ min: 1, max: n }) : () => ({ min: 1, max: 1 }), lines: 1, extra: { costKeyword: spree ? 'spree' : 'tiered' }, costModes: true };
  }
  const esc = ESCALATE.exec(line);
  if (esc) {
    const next = HEAD.exec(stripReminder(lines[i + 1] ?? ''));
    // Escalate is paid per mode beyond the first: only a head that lets more than one be chosen.
    if (!next || next[1] === 'one') return null;
    return { range: RANGE[next[1]!]!, lines: 2, extra: { escalate: esc[1]! }, costModes: false };
  }
  const head = HEAD.exec(line);
  if (head) return { range: RANGE[head[1]!]!, lines: 1, extra: {}, costModes: false };
  const sh = SENTENCE_HEAD.exec(line);
  if (!sh) return null;
  const n = numberWord(sh[1]!)!;
  const range = (): { min: number; max: number } => ({ min: n, max: n });
  if (sh[2] === undefined) return { range, lines: 1, extra: {}, costModes: false };
  const rest = normalise(sh[2], names);
  if (rest === 'you may choose the same mode more than once') return { range, lines: 1, extra: { repeat: true }, costModes: false };
  // 601.4: "If this spell was kicked, choose any number instead." — the range once kicked (the kicker line is kept, templates.ts).
  if (rest === 'if this was kicked, choose any number instead') return { range, lines: 1, extra: { kicked: { min: 1, max: Number.MAX_SAFE_INTEGER } }, costModes: false };
  // 601.2b: "If you control a Wizard as you cast this spell, you may choose two instead."
  const wide = /^if (.+) as you cast this(?: spell)?, you may choose (both|two|three) instead$/.exec(rest);
  const condition = wide ? parseCondition(wide[1]!) : null;
  if (!wide || !condition) return null;
  const m = wide[2] === 'both' ? 2 : numberWord(wide[2]!)!;
  if (m <= n) return null;
  // The wider choice is "choose two instead": exactly that many (or, as printed, the one it widens).
  return { range, lines: 1, extra: { widened: { condition, min: n, max: m, text: sh[2] } }, costModes: false };
}

/** The modes starting at `lines[i]` (a "Choose …—" line), or null if that isn't a modal head or a mode isn't read. */
export function readModes(lines: readonly string[], i: number, names: readonly string[], words: Set<string>): ReadModes | null {
  const head = readHead(lines, i, names);
  if (!head) return null;
  const first = i + head.lines;
  const bullets: string[] = [];
  const isMode = (l: string): boolean => (head.costModes ? COST_MODE.test(l) : /^•/.test(l));
  for (let j = first; j < lines.length && isMode(stripReminder(lines[j]!)); j++) bullets.push(stripReminder(lines[j]!));
  // Every line after the head must be a mode of it: a spree card's text is its modes.
  if (bullets.length < 2) return null;
  const range = head.range(bullets.length);
  if (head.extra.kicked) head.extra.kicked = { min: 1, max: bullets.length };
  if (range.max > bullets.length || (head.extra.widened && head.extra.widened.max > bullets.length)) return null;
  const before = new Set(words);
  const options: ModeOption[] = [];
  for (const b of bullets) {
    const costed = head.costModes ? COST_MODE.exec(b) : null;
    const body = costed ? costed[2]! : b.replace(/^•\s*/, '');
    // A mode with its own cost outside spree and tiered ("+ {1} — …", 700.2h) is not read; a name is a flavor word (207.2d).
    const effect = modeEffectText(body);
    const e = effect === null ? null : parseEffects(normalise(effect, names), effect, words, { spell: true });
    if (!e) {
      words.clear();
      for (const w of before) words.add(w);
      return null;
    }
    options.push({ text: body, ...(costed ? { cost: costed[1]! } : {}), ...(e.targets.length > 0 ? { targets: e.targets } : {}), effects: e.effects });
  }
  const heads = lines.slice(i, first).map((l) => stripReminder(l));
  // 702.42a: an entwine line after the modes, when the head lets fewer than all be chosen.
  const entwine = ENTWINE.exec(stripReminder(lines[first + bullets.length] ?? ''));
  const tail = entwine && range.max < bullets.length && !head.costModes ? { entwine: entwine[1]! } : null;
  return {
    modes: { ...range, ...head.extra, ...(tail ?? {}), options },
    lines: bullets.length + head.lines + (tail ? 1 : 0),
    texts: [...heads, ...bullets, ...(tail ? [stripReminder(lines[first + bullets.length]!)] : [])],
  };
}

/** "Choose one —" after a trigger condition (700.2b): also "up to one" / "up to two" / "any number" (none may be chosen). */
const TRIGGER_RANGE = /^(?:.+), choose (one|two|three|one or both|one or more|any number|up to one|up to two) —$/;

const TRIGGER_RANGES: Record<string, (n: number) => { min: number; max: number }> = lookupTable({
  ...RANGE,
  'up to one': () => ({ min: 0, max: 1 }),
  'up to two': () => ({ min: 0, max: 2 }),
  // 700.2b: "choose any number —" — none, some or all of the modes; none chosen, the ability is removed from the stack.
  'any number': (n) => ({ min: 0, max: n }),
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
 * chooses another mode doesn't rest on it. At least one mode must be read; a mode's name is a flavor
 * word (207.2d), and modes with their own costs (700.2h) are not read.
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
      const effect = modeEffectText(text);
      const e = effect === null ? null : parseEffects(normalise(effect, names), effect, words, opts);
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

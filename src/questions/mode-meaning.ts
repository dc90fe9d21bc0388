/**
 * Which mode of a modal spell the question told by what it does (700.2; the words are read by
 * language/told-mode.ts): the mode's meaning is what it compiled to — the kinds of its effects
 * (701.8 destroy, 120.3 damage, 615.1 prevention, 119.3 life, 121.1 draw …), the keywords it grants
 * (613.1f), the amounts it has — and, for a plain English word, its printed words. The mode told is
 * the one that has every item said; none or several, the question asks which (never a guess).
 */
import type { ModeSpecLike } from './spell-abilities.ts';
import { lookupTable } from '../core/table.ts';

type ModeOption = ModeSpecLike['options'][number];

/** Walks what a mode compiled to: its effect kinds (a life amount by its sign), keywords and amounts. */
function collect(v: unknown, out: Set<string>): void {
  if (Array.isArray(v)) {
    for (const x of v) collect(x, out);
    return;
  }
  if (typeof v !== 'object' || v === null) return;
  const o = v as Record<string, unknown>;
  if (typeof o.kind === 'string') out.add(`=${o.kind}`);
  if (o.kind === 'life' && typeof o.amount === 'number') out.add(o.amount < 0 ? '=lose-life' : '=gain-life');
  if (typeof o.keyword === 'string') out.add(`#${o.keyword}`);
  if (typeof o.amount === 'number') out.add(String(Math.abs(o.amount)));
  for (const [k, x] of Object.entries(o)) if (k !== 'text' && typeof x === 'object') collect(x, out);
}

/** What effects compiled to, as items (`=kind`, `#keyword`, amounts). */
function meaningOf(effects: unknown): Set<string> {
  const out = new Set<string>();
  collect(effects, out);
  return out;
}

/** Number words as digits, so "three damage" finds "3 damage". */
const DIGITS: Readonly<Record<string, string>> = lookupTable({ one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10' });

/** Whether a plain word said stands for a word of the mode's text ("destroy" / "destroys", "permanent" / "permanents"). */
function wordFits(said: string, word: string): boolean {
  const s = DIGITS[word] ?? word;
  if (said === s) return true;
  const [short, long] = said.length <= s.length ? [said, s] : [s, said];
  return short.length >= 4 && long.startsWith(short) && long.length - short.length <= 3;
}

/** Whether the effects have the item said: one of their kinds, a keyword, an amount, or (a plain word) a word of the printed text. */
function hasItem(text: string | undefined, meaning: ReadonlySet<string>, item: string): boolean {
  if (item.startsWith('=')) return item.slice(1).split('|').some((k) => meaning.has(`=${k}`));
  if (item.startsWith('#') || /^\d+$/.test(item)) return meaning.has(item);
  const words = (text ?? '').toLowerCase().split(/[^a-z0-9+/-]+/).filter((w) => w !== '');
  return words.some((w) => wordFits(item, w));
}

/** The modes (0-based) that have every item said. */
export function modesFitting(modal: ModeSpecLike, said: readonly string[]): number[] {
  return modal.options.flatMap((m: ModeOption, i) => {
    const meaning = meaningOf(m.effects);
    return said.every((item) => hasItem(m.text, meaning, item)) ? [i] : [];
  });
}

/** Whether a spell's own effects (no modes) have every item said: by what they compiled to only, no printed words read. */
export function effectsFitting(effects: unknown, said: readonly string[]): boolean {
  const meaning = meaningOf(effects);
  return said.every((item) => hasItem(undefined, meaning, item));
}

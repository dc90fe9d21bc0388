/**
 * 614.12, 614.1c: "As this enters, choose a creature type" is a choice made as the permanent enters;
 * its abilities that name "the chosen type" work with the type chosen. The compiler keeps that type
 * as a placeholder (CHOSEN_TYPE) on a compiled card; this module makes the object a Scenario or a
 * question uses: with the type that was chosen (every placeholder replaced by it), or, when nobody
 * said which type was chosen, with the choice and every ability naming it as unmodelled text (the
 * engine never sees a placeholder, and an answer never rests on a type nobody chose).
 */
import { creatureTypes } from '../../engine/subtypes.ts';
import type { CompiledCard } from './index.ts';
import { CHOSEN_COLOR_PICK, CHOSEN_TYPE } from './words.ts';
import { lookupTable } from '../../core/table.ts';
import { someString } from '../../core/tree.ts';

type Json = Record<string, unknown>;

/** The creature type as the CR spells it (205.3m), or null when the word isn't one. */
export function creatureTypeNamed(word: string): string | null {
  const w = word.trim().toLowerCase();
  return creatureTypes().find((t) => t.toLowerCase() === w) ?? null;
}

// (A lookup table: a word such as "constructor" finds nothing, never Object's own member.)
const COLOR_LETTERS: Readonly<Record<string, string>> = lookupTable({ white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G', w: 'W', u: 'U', b: 'B', r: 'R', g: 'G' });

/** The color (105.1) as its letter ("red", "R" -> "R"), or null when the word isn't one. */
export function colorNamed(word: string): string | null {
  return COLOR_LETTERS[word.trim().toLowerCase()] ?? null;
}

/** The value a card's choice reads: a creature type (the type's own placeholder) or a color's letter. */
export interface Chosen {
  type?: string;
  color?: string;
}

function replaceChosen<T>(v: T, chosen: Chosen): T {
  if (v === CHOSEN_TYPE && chosen.type !== undefined) return chosen.type as T;
  if (v === CHOSEN_COLOR_PICK && chosen.color !== undefined) return chosen.color as T;
  if (Array.isArray(v)) return v.map((x) => replaceChosen(x, chosen)) as T;
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, replaceChosen(x, chosen)])) as T;
  return v;
}

/** Whether `chosen` gives the value the card's choice asks for (a creature type, or for `kind: 'color'` a color). */
export function choiceFits(compiled: CompiledCard, chosen: Chosen): boolean {
  const c = compiled.chooses;
  if (!c) return false;
  return c.kind === 'color' ? chosen.color !== undefined && chosen.type === undefined : chosen.type !== undefined && chosen.color === undefined;
}

const ABILITY_LISTS = ['statics', 'triggers', 'activated', 'castStatics', 'castPermissions'] as const;

/**
 * The compiled card as the object it is once `type` was chosen for it as it entered (614.12a);
 * `null`: the choice isn't known, so the choice and the lines using it are unmodelled (with their
 * gaps, so the engine can tell whether they could have mattered). A card without such a choice is
 * returned as it is.
 */
export function withChosenType(compiled: CompiledCard, chosen: Chosen | null): CompiledCard {
  const chooses = compiled.chooses;
  if (!chooses) return compiled;
  if (chosen !== null && choiceFits(compiled, chosen)) {
    const { chooses: _c, ...rest } = compiled;
    return { ...rest, object: replaceChosen(compiled.object, chosen), replacements: replaceChosen(compiled.replacements, chosen), modelled: [...compiled.modelled] };
  }
  const texts = [chooses.text, ...chooses.uses];
  const drop = new Set(chooses.uses);
  const object: Json = { ...compiled.object };
  for (const key of ABILITY_LISTS) {
    const list = object[key];
    if (!Array.isArray(list)) continue;
    const kept = (list as { text?: unknown }[]).filter((a) => !(typeof a.text === 'string' && drop.has(a.text)) && !someString(a, (t) => t.includes(CHOSEN_TYPE) || t.includes(CHOSEN_COLOR_PICK)));
    if (kept.length > 0) object[key] = kept;
    else delete object[key];
  }
  // 608.2d: an instant's or sorcery's instructions naming the type it chooses as it resolves.
  const spell = object.spell as { effects?: unknown[] } | undefined;
  if (spell && Array.isArray(spell.effects)) object.spell = { ...spell, effects: spell.effects.filter((e) => !someString(e, (t) => t.includes(CHOSEN_TYPE))) };
  const unmodelled = [...compiled.unmodelled, ...texts];
  const gaps = [...compiled.gaps, ...chooses.gaps];
  object.unmodelled = unmodelled;
  object.gaps = gaps;
  const { chooses: _c, ...rest } = compiled;
  return {
    ...rest,
    // 614.12: a replacement effect naming the type nobody chose is dropped with its line (unmodelled above).
    replacements: compiled.replacements.filter((r) => !(typeof r.text === 'string' && drop.has(r.text)) && !someString(r, (t) => t.includes(CHOSEN_TYPE) || t.includes(CHOSEN_COLOR_PICK))),
    object,
    status: 'partial',
    modelled: compiled.modelled.filter((l) => !texts.includes(l)),
    unmodelled,
    missing: [...compiled.missing, ...texts.map((t) => `text: ${t}`)],
    gaps,
  };
}

/**
 * The values a permanent entering as a copy of another gets (614.1c, 707.2): the original's copiable
 * values — its printed values, all its rules text with them (so its triggered and activated abilities
 * and its own "enters with counters" replacement come along, 707.2, 614.1c) — and not its status,
 * counters, damage or the effects on it (707.2). The exceptions written on the copier are part of the
 * copy's copiable values (707.9b): types added (205.1b), "it isn't legendary", counters it enters with in
 * addition, abilities it has.
 */
import { halt } from '../run.ts';
import type { Characteristics, CopyExceptions, GameObject } from '../types.ts';

/** Are the copiable values the layers give `original` (after layer 1) its printed ones? (no copy effect changed them) */
function printedIsCopiable(original: GameObject, values: Characteristics): boolean {
  const p = original.printed;
  const key = (c: Characteristics): string => JSON.stringify([c.name, c.manaCost, [...c.colors].sort(), c.types, c.subtypes, c.supertypes, c.power, c.toughness, c.loyalty, c.defense, c.keywords]);
  return key(p) === key(values);
}

/** The extra counters of the exceptions, by what the copy is (Spark Double: a creature's, a planeswalker's). */
function extraCounters(c: Characteristics, except: CopyExceptions): Record<string, number> {
  const out: Record<string, number> = {};
  const add = (r: Record<string, number> | undefined): void => {
    for (const [k, n] of Object.entries(r ?? {})) out[k] = (out[k] ?? 0) + n;
  };
  if (c.types.includes('Creature')) add(except.counters?.creature);
  if (c.types.includes('Planeswalker')) add(except.counters?.planeswalker);
  return out;
}

/** 707.9b: the exceptions applied to the copied values (also of a copy described on the battlefield, scenario/described-copy.ts). */
export function withExceptions(c: Characteristics, except: CopyExceptions): Characteristics {
  const out: Characteristics = { ...c };
  if (except.addTypes) out.types = [...c.types, ...except.addTypes.filter((t) => !c.types.includes(t))];
  if (except.addSubtypes) out.subtypes = [...c.subtypes, ...except.addSubtypes.filter((t) => !c.subtypes.includes(t))];
  if (except.notLegendary === true) out.supertypes = c.supertypes.filter((s) => s !== 'Legendary');
  // 707.9a: an ability gained as part of copying ("except it has haste") is one of the copy's copiable values.
  if (except.keywords) out.keywords = [...c.keywords, ...except.keywords.filter((k) => !c.keywords.some((x) => x.keyword === k.keyword && x.param === k.param))];
  if (except.triggers) out.triggers = [...(c.triggers ?? []), ...except.triggers];
  if (except.gaps) {
    out.gaps = [...(c.gaps ?? []), ...except.gaps];
    out.unmodelled = [...c.unmodelled, ...except.gaps.map((g) => g.text)];
  }
  const extra = extraCounters(out, except);
  if (Object.keys(extra).length > 0) {
    const own = c.entersWithCounters;
    const counters = { ...(own?.counters ?? {}) };
    for (const [k, n] of Object.entries(extra)) counters[k] = (counters[k] ?? 0) + n;
    out.entersWithCounters = { text: own?.text ?? '', counters, x: own?.x ?? [] };
  }
  return out;
}

/**
 * What `spell` enters with as a copy of `original` (whose copiable values the layers give as `values`): its printed
 * values with the exceptions; null where a copy effect changed the original's values (the layer-1 copy effect then
 * gives them, 613.2a — with exceptions, not modelled: the run stops).
 */
export function copiedPrinted(original: GameObject, values: Characteristics, except: CopyExceptions | undefined, spell: GameObject): Characteristics | null {
  return copiedValues(original, values, except, { label: spell.label, text: spell.printed.entersAsCopy?.text ?? '' });
}

/**
 * The copiable values a copy of `original` gets (707.2), with `except` applied (707.9b); `copier`: what makes the copy
 * (its label and text, for a refusal). Null where a copy effect changed the original's values (see copiedPrinted).
 */
export function copiedValues(original: GameObject, values: Characteristics, except: CopyExceptions | undefined, copier: { label: string; text: string }): Characteristics | null {
  // 707.8, 708.2: a face-down permanent's copiable values are those face-down status gives, a double-faced one's those
  // of the face up — neither is what its printed record holds here: not modelled, the run stops.
  if (original.faceDown !== undefined || original.castFace !== undefined || (original.printed.gaps ?? []).some((g) => g.kind === 'other-face')) {
    halt('unmodelled', 'error.unmodelled', { reason: 'copy-of-face', object: copier.label, of: original.label, rule: '707.8' });
  }
  if (!printedIsCopiable(original, values)) {
    if (except !== undefined) halt('unmodelled', 'error.unmodelled', { reason: 'copy-of-changed', object: copier.label, text: copier.text, rule: '707.9b' });
    return null;
  }
  const copied = structuredClone(original.printed);
  return except ? withExceptions(copied, except) : copied;
}

/** The rules the exceptions of `spell`'s copy ability rest on (707.9, 707.9b), none without exceptions. */
export function exceptionRules(spell: GameObject): string[] {
  return spell.printed.entersAsCopy?.except ? ['707.9', '707.9b'] : [];
}

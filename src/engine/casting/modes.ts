/**
 * Modal spells (700.2) and kicker (702.33): the choices announced at 601.2b decide which targets the
 * spell requires (700.2c, 702.33g; 601.2c) and which instructions it has on the stack. A kicked
 * spell may allow another number of modes ("If this spell was kicked, choose any number instead"):
 * 601.4 lets the player consider the kicker choice while choosing modes.
 */
import type { SpellBody, SpellEffect, TargetSpec } from '../types.ts';

export interface ModeProblem {
  reason: 'modes' | 'not-modal' | 'no-kicker' | 'kicker-times';
  detail: string;
  rule: string;
}

export interface ChosenBody {
  specs: TargetSpec[];
  effects: SpellEffect[];
  /** The chosen modes, in printed order, as their texts (for the trace). */
  modeTexts: string[];
  /** The chosen mode indices, in printed order. */
  modes: number[];
  /** How many modes the player could choose (for the trace). */
  range: { min: number; max: number } | null;
  /** What the chosen modes do that the engine doesn't model (the answer says so). */
  unmodelled: string[];
}

/** The spell's targets and instructions given the announced modes and kicker (601.2b). */
export function chooseModes(spell: SpellBody | undefined, chosen: readonly number[] | undefined, kicked: boolean, widened = false): ChosenBody | ModeProblem {
  const baseSpecs = spell?.targets ?? [];
  const baseEffects = spell?.effects ?? [];
  if (kicked && !spell?.kicker) return { reason: 'no-kicker', detail: 'kicker', rule: '702.33a' };
  const kickSpecs = kicked ? (spell?.kicker?.targets ?? []) : [];
  const kickEffects = kicked ? (spell?.kicker?.effects ?? []) : [];
  // "If this spell was kicked, … instead": the kicked instructions replace the others.
  const instead = kicked && spell?.kicker?.instead === true;
  const modes = spell?.modes;
  if (!modes) {
    if (chosen !== undefined && chosen.length > 0) return { reason: 'not-modal', detail: chosen.join(', '), rule: '700.2' };
    // Kicked, "… target nonland permanent instead" (Tear Asunder): the spell's instructions are the
    // kicker's only, so their targets are the only ones chosen (702.33g, 601.2c).
    const specs = instead && kickSpecs.length > 0 ? [...kickSpecs] : [...baseSpecs, ...kickSpecs];
    return { specs, effects: instead ? [...kickEffects] : [...baseEffects, ...kickEffects], modeTexts: [], modes: [], range: null, unmodelled: [] };
  }
  // 601.4: a kicked spell may allow a different number of modes.
  // 601.4: a kicked spell may allow a different number of modes; so may a condition met as it is cast.
  const range = kicked && modes.kicked ? modes.kicked : widened && modes.widened ? { min: modes.widened.min, max: modes.widened.max } : { min: modes.min, max: modes.max };
  const list = chosen ?? [];
  for (const i of list) {
    if (!Number.isInteger(i) || i < 0 || i >= modes.options.length) return { reason: 'modes', detail: `no mode ${i} (modes are 0-${modes.options.length - 1})`, rule: '700.2' };
  }
  // 700.2d: a mode can't be chosen more than once, unless the spell says it may.
  if (new Set(list).size !== list.length && modes.repeat !== true) return { reason: 'modes', detail: 'the same mode twice', rule: '700.2d' };
  // 702.42a: entwined, every mode is chosen (once each) rather than the number specified.
  const entwined = modes.entwine !== undefined && list.length === modes.options.length && new Set(list).size === list.length && list.length > range.max;
  if (!entwined && (list.length < range.min || list.length > range.max)) {
    const allowed = range.min === range.max ? `${range.min}` : `${range.min}-${range.max}`;
    // "If you control a Wizard as you cast this spell, you may choose two instead": not met, the answer names it.
    const unmet = !widened && modes.widened && list.length <= modes.widened.max ? ` (more only as “${modes.widened.text}”)` : '';
    return { reason: 'modes', detail: `${list.length} chosen, ${allowed} allowed${kicked ? ' (kicked)' : ''}${unmet}`, rule: kicked && modes.kicked ? '601.4' : '601.2b' };
  }
  // The chosen modes' instructions are followed in the order they are written (608.2c).
  const order = [...list].sort((a, b) => a - b);
  const specs: TargetSpec[] = [...baseSpecs];
  const effects: SpellEffect[] = [...baseEffects];
  const unmodelled: string[] = [];
  const seen = new Set<number>();
  for (const i of order) {
    const m = modes.options[i]!;
    // 700.2d: a mode chosen again is followed again, in sequence. A targeted one would need targets of
    // its own for each time (the same or others); that isn't modelled, and the answer says so.
    if (seen.has(i) && (m.targets?.length ?? 0) > 0) {
      unmodelled.push(`${m.text} (chosen again, 700.2d: its second set of targets)`);
      continue;
    }
    seen.add(i);
    specs.push(...(m.targets ?? []));
    effects.push(...m.effects);
    if (m.unmodelled !== undefined) unmodelled.push(`${m.text} (${m.unmodelled})`);
  }
  return { specs: [...specs, ...kickSpecs], effects: instead ? [...kickEffects] : [...effects, ...kickEffects], modeTexts: order.map((i) => modes.options[i]!.text), modes: order, range, unmodelled };
}

export function isModeProblem(x: ChosenBody | ModeProblem): x is ModeProblem {
  return 'reason' in x;
}

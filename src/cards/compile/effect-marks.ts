/**
 * Marks a sentence sets on the instruction just before it, rather than an instruction of its own:
 * "It can't be regenerated." (701.19c) and "It's an enchantment." (611.2e).
 */
import type { CardType, SpellEffect } from '../../engine/types.ts';
import { lookupTable } from '../../core/table.ts';

/**
 * 701.19c: "It/They can't be regenerated", "A creature destroyed this way can't be regenerated" / "Creatures destroyed
 * this way …" — the sentence (without its period), matched case-blind; null when it is none of these. With a noun, it
 * names the destroyed objects only when the destruction is of creatures alone.
 */
export function cantRegenerateSentence(s: string): { creature: boolean } | null {
  const m = /^(?:it|they|(an? creature|creatures) destroyed this way) can't be regenerated$/i.exec(s);
  return m ? { creature: m[1] !== undefined } : null;
}

/** Destroys creatures alone: "target creature" or a group of creatures. */
function ofCreatures(e: Extract<SpellEffect, { kind: 'destroy' }>): boolean {
  const types = e.all?.types;
  return e.target === 'creature' || (types !== undefined && types.length === 1 && types[0] === 'Creature');
}

/** Sets "can't be regenerated" on the last instruction's destructions; false if the last instruction destroys nothing (or, with `creature`, not creatures alone). */
export function markCantRegenerate(effects: SpellEffect[], creature = false): boolean {
  const last = effects[effects.length - 1];
  if (!last || last.kind !== 'destroy') return false;
  if (creature && !ofCreatures(last)) return false;
  for (let i = effects.length - 1; i >= 0 && effects[i]!.kind === 'destroy'; i--) (effects[i] as Extract<SpellEffect, { kind: 'destroy' }>).cantRegenerate = true;
  return true;
}

/**
 * 701.19c after a damage instruction: "A creature dealt damage this way can't be regenerated this turn." (Incinerate:
 * only a creature it dealt damage to) or, after damage to one target creature, "It can't be regenerated this turn."
 * (Engulfing Flames: that creature). False when the sentence isn't that or no damage instruction is just before it.
 */
export function markDamageCantRegenerate(c: string, effects: SpellEffect[]): boolean {
  const last = effects[effects.length - 1];
  if (!last || last.kind !== 'damage' || last.cantRegenerate !== undefined) return false;
  if (/^a creature dealt damage this way can't be regenerated this turn$/i.test(c)) {
    last.cantRegenerate = 'dealt';
    return true;
  }
  if (!/^it can't be regenerated this turn$/i.test(c) || last.target !== 'creature' || last.divided === true) return false;
  last.cantRegenerate = 'target';
  return true;
}

/**
 * 614.1a, 700.4 after a damage instruction: "If a creature (creature or planeswalker, permanent) dealt damage this way would die this turn,
 * exile it instead." (Anger of the Gods, Pillar of Flame): each such object the damage reached is watched until the turn
 * ends. `c`: the sentence without its period, its capital kept. "This way" is all the damage of the sentence before — one
 * sentence may be read as several damage instructions ("to each creature and each planeswalker", Underworld Fires), and
 * each is marked: `sentence`, the instructions of the sentence before when known, else the damage instructions that end
 * the list. False when it isn't that or the sentence before isn't damage alone.
 */
export function markDamageExileIfDies(c: string, effects: SpellEffect[], sentence?: readonly SpellEffect[]): boolean {
  const m = /^if a (creature|creature or planeswalker|permanent) dealt damage this way would die this turn, exile it instead$/i.exec(c);
  if (!m) return false;
  const run: SpellEffect[] = [];
  for (let i = effects.length - 1; i >= 0 && effects[i]!.kind === 'damage'; i--) run.unshift(effects[i]!);
  const marked = sentence ?? run;
  if (marked.length === 0 || marked.some((e) => e.kind !== 'damage' || e.exileIfDies !== undefined || !run.includes(e))) return false;
  const named = m[1]!.toLowerCase();
  const types = (): ('Creature' | 'Planeswalker')[] | null => (named === 'permanent' ? null : named === 'creature' ? ['Creature'] : ['Creature', 'Planeswalker']);
  for (const e of marked) {
    const t = types();
    if (e.kind === 'damage') e.exileIfDies = { text: `${c}.`, ...(t ? { types: t } : {}) };
  }
  return true;
}

/** The card types "It's a/an <type>" sets (205.1a); a creature would need a power and toughness the text doesn't give. */
const ENTERS_AS_TYPE: Record<string, CardType> = lookupTable({ artifact: 'Artifact', enchantment: 'Enchantment', land: 'Land' });

/**
 * 611.2e: "It's an enchantment" right after the instruction that put one card onto the battlefield
 * (a returned card, not a target or a group): an effect that applies as it enters, setting its card
 * type (205.1a: the new type replaces the old ones; subtypes of types it no longer has go, its
 * supertypes stay). False when the sentence isn't that or nothing just before it put one card there.
 */
export function markEntersAs(c: string, effects: SpellEffect[]): boolean {
  const m = /^[Ii]t's an? (artifact|enchantment|land)$/.exec(c);
  const last = effects[effects.length - 1];
  if (!m || !last || last.kind !== 'put-onto-battlefield' || last.as || !(last.leftCard === true || last.it === true)) return false;
  last.as = { text: `It's ${c.slice(5)}.`, modifications: [{ kind: 'set-types', types: [ENTERS_AS_TYPE[m[1]!]!] }] };
  return true;
}

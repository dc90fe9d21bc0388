/**
 * Layer 1a (613.2a): copy effects. The copy acquires the copiable values of the original (707.2):
 * the values printed on it as modified by other copy effects, so an original that is itself a copy
 * is copied after its own copy effect applies (dependency, 613.8a). Status, counters and other
 * effects are not copied; abilities come along with the rules text (707.2a).
 */
import type { Modification } from '../types.ts';
import { gapsOf } from '../gaps.ts';
import { patch, staticRefs } from './world.ts';
import type { StaticRef, Working, World } from './world.ts';

type Copy = Extract<Modification, { kind: 'copy' }>;

/** The values a copy effect gives, or null if the original can't be found (and none were fixed). */
export function copySource(mod: Copy, world: World): { label: string; values: Omit<Working, 'id' | 'zone' | 'owner' | 'attachedTo' | 'counters' | 'tapped' | 'timestamp' | 'label' | 'controller' | 'cantHave' | 'isToken' | 'grantedTriggers' | 'grantedActivated'> } | null {
  if (mod.values) {
    const v = mod.values;
    return {
      label: v.name,
      values: { ...v, statics: staticRefs(mod.of, v.statics), gaps: gapsOf(v) },
    };
  }
  const original = world.byId.get(mod.of);
  if (!original) return null;
  return {
    label: original.label,
    values: {
      name: original.name,
      manaCost: original.manaCost,
      colors: original.colors,
      types: original.types,
      subtypes: original.subtypes,
      supertypes: original.supertypes,
      power: original.power,
      toughness: original.toughness,
      loyalty: original.loyalty,
      defense: original.defense,
      keywords: original.keywords,
      statics: original.statics as StaticRef[],
      gaps: original.gaps,
    },
  };
}

export function applyCopy(mod: Copy, w: Working, world: World): Working {
  const src = copySource(mod, world);
  if (!src) return w;
  return patch(w, src.values);
}

/** Would this copy effect give different values in the two worlds? (what it does, 613.8a) */
export function copyDiffers(mod: Copy, a: World, b: World): boolean {
  if (mod.values) return false;
  const x = a.byId.get(mod.of);
  const y = b.byId.get(mod.of);
  if (x === y) return false;
  if (!x || !y) return true;
  return JSON.stringify(copySource(mod, a)?.values) !== JSON.stringify(copySource(mod, b)?.values);
}

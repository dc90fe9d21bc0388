/**
 * Layer 4 (613.1d): type-changing effects (card types, subtypes, supertypes), following 205.1a/b,
 * 205.3d and 205.4b, and 305.7 for lands whose subtype is set to a basic land type.
 */
import { assertNever } from '../../core/result.ts';
import type { CardType, Modification } from '../types.ts';
import { BASIC_LAND_TYPES, creatureTypes, subtypeFits, subtypeSet } from '../subtypes.ts';
import { isAbilityGap } from '../gaps.ts';
import { patch } from './world.ts';
import type { Working } from './world.ts';

type TypeMod = Extract<Modification, { kind: 'set-types' | 'add-types' | 'remove-types' }>;

function unique<T>(xs: Iterable<T>): T[] {
  return [...new Set(xs)];
}

function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

function uniqueCaseless(xs: Iterable<string>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const x of xs) {
    const k = x.toLowerCase();
    if (!seen.has(k)) {
      seen.add(k);
      out.push(x);
    }
  }
  return out;
}

export interface TypeResult {
  w: Working;
  /** Extra rules the change relied on (305.7 when a land lost its rules-text abilities). */
  rules: string[];
}

export function applyType(mod: TypeMod, w: Working): TypeResult {
  switch (mod.kind) {
    case 'set-types': {
      // 205.1a: the new card types replace the old ones, but an instant or sorcery keeps that type.
      const types = unique<CardType>([...mod.types, ...w.types.filter((t) => t === 'Instant' || t === 'Sorcery')]);
      // 205.1a: new subtypes replace the existing subtypes of the same set; subtypes of a card type the
      // object no longer has are removed (205.3d).
      const newSubtypes = mod.subtypes ?? [];
      const replaced = new Set(newSubtypes.map(subtypeSet));
      const kept = w.subtypes.filter((s) => !replaced.has(subtypeSet(s)) && subtypeFits(s, types));
      const subtypes = uniqueCaseless([...kept, ...newSubtypes.filter((s) => subtypeFits(s, types))]);
      // 205.4b: changing card types or subtypes doesn't change supertypes.
      const supertypes = mod.keepSupertypes === false ? [] : w.supertypes;
      const next: Working = patch(w, { types, subtypes, supertypes });
      const setsBasicLandType =
        types.includes('Land') && newSubtypes.some((s) => BASIC_LAND_TYPES.some((b) => b.toLowerCase() === s.toLowerCase()));
      if (setsBasicLandType) {
        // 305.7: it loses all abilities generated from its rules text (abilities granted by other
        // effects arrive later, in layer 6) and gains the basic land types' mana abilities (not modelled).
        return { w: patch(next, { keywords: [], statics: [], gaps: next.gaps.filter((g) => !isAbilityGap(g)), lostText: true }), rules: ['305.7'] };
      }
      return { w: next, rules: ['205.1a'] };
    }
    case 'add-types': {
      // 205.1b: "in addition to its other types" / "still a land": everything it had is kept.
      const types = unique<CardType>([...w.types, ...(mod.types ?? [])]);
      // 702.73a: "every creature type" — each one the CR lists (205.3m).
      const added = mod.allCreatureTypes ? [...(mod.subtypes ?? []), ...creatureTypes()] : (mod.subtypes ?? []);
      const subtypes = uniqueCaseless([...w.subtypes, ...added.filter((s) => subtypeFits(s, types))]);
      const supertypes = uniqueCaseless([...w.supertypes, ...(mod.supertypes ?? [])]);
      // Nothing new (it already had all of them): the same record, so nothing counts as changed.
      const same = sameList(types, w.types) && sameList(subtypes, w.subtypes) && sameList(supertypes, w.supertypes);
      return { w: same ? w : patch(w, { types, subtypes, supertypes }), rules: ['205.1b'] };
    }
    case 'remove-types': {
      const drop = new Set((mod.types ?? []) as CardType[]);
      const types = w.types.filter((t) => !drop.has(t));
      const dropSub = new Set((mod.subtypes ?? []).map((s) => s.toLowerCase()));
      // 205.1a: subtypes of a removed card type go too, unless another current card type has them.
      const subtypes = w.subtypes.filter(
        (s) => !dropSub.has(s.toLowerCase()) && !(mod.allCreatureTypes && subtypeSet(s) === 'creature') && subtypeFits(s, types),
      );
      const dropSuper = new Set((mod.supertypes ?? []).map((s) => s.toLowerCase()));
      const supertypes = w.supertypes.filter((s) => !dropSuper.has(s.toLowerCase()));
      return { w: patch(w, { types, subtypes, supertypes }), rules: ['205.1a'] };
    }
    default:
      return assertNever(mod);
  }
}

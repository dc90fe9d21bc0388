/**
 * Which objects an effect locked in when it began (611.2c) affects: filters matched against the
 * characteristics a caller sees (the engine's computed ones, or the printed ones).
 */
import { assertNever } from '../core/result.ts';
import type {
  CardType,
  Color,
  ContinuousEffect,
  GameObject,
  GameState,
  Keyword,
  ObjectId,
} from '../engine/types.ts';
import { hasKeywordText } from '../engine/keywords.ts';
import { colorCountMatches, historicMatches, supertypesMatch } from '../engine/layers/select.ts';
import { combatRoleInState } from '../engine/combat/roles.ts';
import { comparesStats, statsMatch } from '../engine/compare.ts';

/**
 * Works out which objects an effect locked in when it began (611.2c) affects: the ids of the
 * objects in `state` that `effect.affects` picks out. run.ts passes one that uses the engine's
 * computed characteristics; without it, filters are matched against printed characteristics.
 */
export type LockedSetFn = (state: GameState, effect: ContinuousEffect) => ObjectId[];

/** The characteristics a filter looks at. */
export interface Seen {
  types: readonly CardType[];
  colors: readonly Color[];
  subtypes: readonly string[];
  supertypes: readonly string[];
  keywords: readonly Keyword[];
  controller: string;
  power?: number | null;
  toughness?: number | null;
  /** Absent: the printed mana cost (Computed carries one only when a copy effect changed it). */
  manaCost?: string | null;
}

/**
 * A LockedSetFn judging filters on the characteristics `see` gives for each object (printed ones by
 * default; run.ts uses the engine's computed ones). The same filter semantics as the engine's
 * selectors: any of the listed types/colors/subtypes/keywords, none of the excluded ones.
 */
export function lockedSetWith(see: (state: GameState, o: GameObject) => Seen): LockedSetFn {
  return (state, effect) => {
    const sel = effect.affects;
    const source = effect.source === null ? undefined : state.objects.find((o) => o.id === effect.source);
    switch (sel.kind) {
      case 'objects':
        return state.objects.filter((o) => sel.ids.includes(o.id)).map((o) => o.id);
      case 'source':
        return source ? [source.id] : [];
      case 'attached-to-source':
        return source && typeof source.attachedTo === 'string' && state.objects.some((o) => o.id === source.attachedTo) ? [source.attachedTo] : [];
      case 'filter':
        return state.objects
          .filter((o) => {
            if (o.zone !== (sel.zone ?? 'battlefield')) return false;
            const p = see(state, o);
            if (sel.types?.length && !sel.types.some((t) => p.types.includes(t))) return false;
            if (sel.notTypes?.some((t) => p.types.includes(t))) return false;
            if (sel.allTypes && !sel.allTypes.every((t) => p.types.includes(t))) return false;
            if (sel.colors?.length && !sel.colors.some((c) => p.colors.includes(c))) return false;
            if (sel.notColors?.some((c) => p.colors.includes(c))) return false;
            if (!supertypesMatch(sel, p.supertypes)) return false;
            if (!historicMatches(sel, p)) return false;
            if (sel.subtypes?.length && !sel.subtypes.some((s) => p.subtypes.some((x) => x.toLowerCase() === s.toLowerCase()))) return false;
            if (sel.notSubtypes?.some((s) => p.subtypes.some((x) => x.toLowerCase() === s.toLowerCase()))) return false;
            if (sel.colorCount && !colorCountMatches(sel.colorCount, p.colors.length)) return false;
            if (sel.keywords?.length && !sel.keywords.some((k) => hasKeywordText(p.keywords, k))) return false;
            if (sel.notKeywords?.some((k) => hasKeywordText(p.keywords, k))) return false;
            if (sel.controller !== undefined && (p.controller === effect.controller) !== (sel.controller === 'you')) return false;
            if (sel.other && o.id === effect.source) return false;
            if (sel.token !== undefined && o.isToken !== sel.token) return false;
            // 611.2c with 506.4: the attacking / blocking creatures as the effect begins.
            if (sel.combat !== undefined && !combatRoleInState(sel.combat, o.id, o.label, state.combat ?? null)) return false;
            // 202.3, 208: an "unknown" X spell's mana value leaves it out here; the engine's own matcher stops on it.
            if (comparesStats(sel) && statsMatch(sel, { zone: o.zone, types: p.types, power: p.power ?? null, toughness: p.toughness ?? null, manaCost: p.manaCost !== undefined ? p.manaCost : o.printed.manaCost }) !== true) return false;
            return true;
          })
          .map((o) => o.id);
      default:
        return assertNever(sel);
    }
  };
}

/** Filters judged on printed characteristics and the controller the object entered under. */
export const printedLockedSet: LockedSetFn = lockedSetWith((_state, o) => ({ ...o.printed, controller: o.baseController }));

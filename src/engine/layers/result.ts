/**
 * The end of a layer computation: each object's characteristics after layer 7 (613.1), with the
 * values read from counters after the layers (loyalty 306.5c, defense 310.4c), and the closing
 * `layer.result` step of each object's breakdown.
 */
import type { Computed, GameObject, GameState, LayerResult, ObjectId, TraceStep } from '../types.ts';
import { dedupeKeywords } from '../keywords.ts';
import { formatColors, formatPT, step } from '../trace.ts';
import { abilitiesText, typeLine } from './describe.ts';
import { defaultPT } from './pt.ts';
import type { Working, World } from './world.ts';

/** After layer 7: loyalty and defense of permanents come from their counters (306.5c, 310.4c). */
function finalCharacteristics(w: Working, o: GameObject): Computed {
  const onBattlefield = w.zone === 'battlefield';
  const loyalty = onBattlefield && w.types.includes('Planeswalker') ? (o.counters['loyalty'] ?? w.loyalty ?? 0) : w.loyalty;
  const defense = onBattlefield && w.types.includes('Battle') ? (o.counters['defense'] ?? w.defense ?? 0) : w.defense;
  return {
    id: w.id,
    name: w.name,
    controller: w.controller,
    colors: [...w.colors],
    types: [...w.types],
    subtypes: [...w.subtypes],
    supertypes: [...w.supertypes],
    ...defaultPT(w),
    loyalty,
    defense,
    keywords: dedupeKeywords(w.keywords),
    statics: w.statics.map((s) => s.ability),
    ...(w.grantedTriggers.length > 0 ? { grantedTriggers: w.grantedTriggers.map((g) => ({ ...g })) } : {}),
    ...(w.grantedActivated.length > 0 ? { grantedActivated: w.grantedActivated.map((g) => ({ ...g })) } : {}),
    ...(w.lostAll === true ? { lostAllAbilities: true } : {}),
    ...(w.lostText === true ? { lostRulesText: true } : {}),
    ...(w.gaps.length > 0 ? { gaps: [...w.gaps] } : {}),
    ...(w.manaCost !== o.printed.manaCost ? { manaCost: w.manaCost } : {}),
  };
}

/** The characteristics of every object in `world` (in its order), and the breakdown steps closed with their result. */
export function layerResult(state: GameState, world: World, steps: Record<ObjectId, TraceStep[]>, traced: boolean): LayerResult {
  const byId: Record<ObjectId, Computed> = {};
  const objects = new Map<ObjectId, GameObject>(state.objects.map((o) => [o.id, o]));
  for (const id of world.order) {
    const w = world.byId.get(id)!;
    const o = objects.get(id)!;
    const c = finalCharacteristics(w, o);
    byId[id] = c;
    const s = steps[id]!;
    if (traced && s.length > 0) {
      s.push(
        step('layer.result', ['613.1'], {
          object: w.label,
          name: c.name,
          controller: c.controller,
          types: typeLine(c),
          colors: formatColors(c.colors),
          abilities: abilitiesText({ keywords: c.keywords, statics: w.statics, gaps: w.gaps }),
          pt: formatPT(c.power, c.toughness),
        }),
      );
    }
  }
  return { byId, steps };
}

/**
 * 702.89 Umbra armor: 702.89a — a static ability of an Aura meaning "If enchanted permanent would be
 * destroyed, instead remove all damage marked on it and destroy this Aura": a destruction-replacement
 * effect (614.1a). It replaces destruction only (701.8: destroy effects, 704.5g lethal damage, 704.5h
 * deathtouch), not a sacrifice (701.21a) or toughness 0 or less (704.5f); it isn't regeneration, so
 * the permanent isn't tapped or removed from combat and "can't be regenerated" doesn't stop it.
 */
import { layersOf } from '../run.ts';
import type { Run } from '../run.ts';
import type { GameObject } from '../types.ts';
import { hasKnown } from './known.ts';

/** The Auras with umbra armor attached to `o` on the battlefield (judged on their current abilities). */
export function umbraArmorAuras(run: Run, o: GameObject): GameObject[] {
  const byId = layersOf(run).result.byId;
  return run.state.objects.filter((a) => {
    const c = byId[a.id];
    return a.zone === 'battlefield' && a.attachedTo === o.id && c !== undefined && c.subtypes.includes('Aura') && hasKnown(c.keywords, 'umbra armor');
  });
}

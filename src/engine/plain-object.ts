/**
 * A card object as it is before anything happens to it: untapped, with no counters or damage, not a
 * token or a copy, and not summoning sick (302.6 matters only once it is a permanent). Its printed
 * characteristics start empty (no types, colours, P/T or abilities) and take what `printed` gives.
 */
import type { Characteristics, GameObject, PlayerId } from './types.ts';

export function plainObject(o: { id: string; owner: PlayerId; zone: GameObject['zone']; printed: Partial<Characteristics> & { name: string }; timestamp: number; label: string }): GameObject {
  return {
    id: o.id,
    printed: { manaCost: null, colors: [], types: [], subtypes: [], supertypes: [], power: null, toughness: null, loyalty: null, defense: null, keywords: [], statics: [], unmodelled: [], ...o.printed },
    zone: o.zone,
    owner: o.owner,
    baseController: o.owner,
    tapped: false,
    summoningSick: false,
    counters: {},
    damage: 0,
    deathtouchDamage: false,
    attachedTo: null,
    timestamp: o.timestamp,
    isToken: false,
    isCopy: false,
    label: o.label,
  };
}

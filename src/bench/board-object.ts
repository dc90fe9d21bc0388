/**
 * One object for a fixed benchmark board (engine.combat, engine.stack): a plain, untapped, non-token
 * Creature card named and labelled by its id, with `printed` overriding any characteristic.
 */
import type { Characteristics, GameObject } from '../engine/types.ts';

export function boardObject(id: string, controller: 'A' | 'B', zone: GameObject['zone'], printed: Partial<Characteristics>, timestamp: number): GameObject {
  return {
    id,
    printed: { name: id, manaCost: null, colors: [], types: ['Creature'], subtypes: [], supertypes: [], power: null, toughness: null, loyalty: null, defense: null, keywords: [], statics: [], unmodelled: [], ...printed },
    zone,
    owner: controller,
    baseController: controller,
    tapped: false,
    summoningSick: false,
    counters: {},
    damage: 0,
    deathtouchDamage: false,
    attachedTo: null,
    timestamp,
    isToken: false,
    isCopy: false,
    label: id,
  };
}

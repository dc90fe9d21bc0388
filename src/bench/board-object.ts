/**
 * One object for a fixed benchmark board (engine.combat, engine.stack): a plain, untapped, non-token
 * Creature card named and labelled by its id, with `printed` overriding any characteristic.
 */
import type { Characteristics, GameObject } from '../engine/types.ts';
import { plainObject } from '../engine/plain-object.ts';

export function boardObject(id: string, controller: 'A' | 'B', zone: GameObject['zone'], printed: Partial<Characteristics>, timestamp: number): GameObject {
  return plainObject({ id, owner: controller, zone, printed: { name: id, types: ['Creature'], ...printed }, timestamp, label: id });
}

/**
 * 702.73 Changeling: 702.73a — a characteristic-defining ability, "this object is every creature
 * type", that works everywhere (604.3). The engine gives it as a static ability of the object that
 * applies first in layer 4 (613.1d, 613.3): a type-setting effect applied later still overrides it,
 * and an effect that removes abilities in layer 6 comes after it has applied.
 */
import type { StaticAbility } from '../types.ts';

/** Changeling's ability: every creature type the CR lists (205.3m), as many as the object's types allow (205.3d). */
export const CHANGELING: StaticAbility = { text: 'Changeling', affects: { kind: 'source' }, modifications: [{ kind: 'add-types', allCreatureTypes: true }], cda: true };

/** Is this static ability changeling's (a copy's or a token's printed statics may hold it already)? */
export function isChangeling(s: StaticAbility): boolean {
  const m = s.modifications[0];
  return s.cda === true && s.text === CHANGELING.text && s.modifications.length === 1 && m !== undefined && m.kind === 'add-types' && m.allCreatureTypes === true;
}

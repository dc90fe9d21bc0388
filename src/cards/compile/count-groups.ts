/**
 * Issue 14: what a count counts, beyond permanents ("for each creature you control", effects.ts):
 * cards in a hand or a graveyard — "for each card in your hand" (Venser's Journal), "equal to the
 * number of cards in your hand", "for each creature card in your graveyard" (Wight of the Reliquary),
 * "the number of instant and sorcery cards in all graveyards". Counted as the instruction is followed
 * or, for a static ability, each time it applies (608.2h, 613.4c); a hand is hidden, so the engine
 * counts it only when the scenario says what it holds (402.3), a graveyard when its cards are told (404.2).
 *
 * The words before "card(s)" are card types, colors and supertypes only (a filter of characteristics;
 * "you control", "other" and the like say nothing of a card in a hand). "X and/or Y" is either type.
 */
import type { ObjectFilter } from '../../engine/types.ts';
import { parseGroup } from './words.ts';

/** 110.4: the permanent types — what a "permanent card" is one of. */
const PERMANENT_TYPES = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker'] as const;

const IN_ZONE = /^(?:(.+?) )?(cards?) in (your|each|all) (hand|graveyard)(s?)$/;

/** The filter fields a card's characteristics fill (nothing about who controls it or where it stands). */
const CHARACTERISTIC_KEYS: ReadonlySet<string> = new Set(['kind', 'types', 'notTypes', 'allTypes', 'colors', 'notColors', 'supertypes', 'notSupertypes', 'subtypes', 'notSubtypes', 'colorCount', 'historic']);

/** "card in your hand" (one, `plural` false) / "creature cards in your graveyard" (many): the cards counted, or null. */
export function zoneCardGroup(phrase: string, plural: boolean): ObjectFilter | null {
  const m = IN_ZONE.exec(phrase.trim());
  if (!m || (m[2] === 'cards') !== plural) return null;
  const [, words, , whose, zone, zonePlural] = m;
  // "your hand", "your graveyard"; "each graveyard", "all graveyards" (every player's). A hand is only "your hand".
  if (whose === 'your' ? zonePlural !== '' : zone !== 'graveyard' || (whose === 'all') !== (zonePlural === 's')) return null;
  let filter: ObjectFilter = { kind: 'filter' };
  // "permanent cards": cards of a permanent type (110.4, any of them) — a word parseGroup reads as no filter at all on the battlefield.
  if (words === 'permanent') filter = { kind: 'filter', types: [...PERMANENT_TYPES] };
  else if (words !== undefined) {
    const g = parseGroup(words.replace(/ and\/or /g, ' or ').replace(/ and /g, ' or '));
    if (!g || g.plural || Object.keys(g.filter).some((k) => !CHARACTERISTIC_KEYS.has(k))) return null;
    // (Words that narrowed nothing were dropped: never read as "cards" of any kind.)
    if (Object.keys(g.filter).length <= 1) return null;
    filter = { ...g.filter };
  }
  return { ...filter, zone: zone === 'hand' ? 'hand' : 'graveyard', ...(whose === 'your' ? { controller: 'you' as const } : {}) };
}

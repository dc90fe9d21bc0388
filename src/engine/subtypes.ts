/**
 * Which set of subtypes a subtype belongs to (205.3g-205.3q), so type-changing effects can replace
 * "subtypes from the appropriate set" and drop subtypes whose card type is gone (205.1a), and so an
 * object can't gain a subtype of a card type it doesn't have (205.3d). Lists copied from CR 205.3;
 * any subtype not listed is taken to be a creature type (205.3m: the longest list).
 */
import { assertNever } from '../core/result.ts';
import type { CardType } from './types.ts';

export type SubtypeSet = 'artifact' | 'enchantment' | 'land' | 'planeswalker' | 'spell' | 'battle' | 'creature';

const ARTIFACT_TYPES = [
  'Attraction', 'Blood', 'Bobblehead', 'Book', 'Clue', 'Contraption', 'Equipment', 'Food', 'Fortification', 'Gold',
  'Heartwood', 'Incubator', 'Infinity', 'Junk', 'Lander', 'Map', 'Mutagen', 'Powerstone', 'Spacecraft', 'Stone',
  'Treasure', 'Vehicle', 'Vibranium',
];
const ENCHANTMENT_TYPES = ['Aura', 'Background', 'Cartouche', 'Case', 'Class', 'Curse', 'Plan', 'Role', 'Room', 'Rune', 'Saga', 'Shard', 'Shrine'];
const LAND_TYPES = [
  'Cave', 'Desert', 'Forest', 'Gate', 'Island', 'Lair', 'Locus', 'Mine', 'Mountain', 'Plains', 'Planet', 'Power-Plant',
  'Sphere', 'Swamp', 'Tower', 'Town', "Urza's", 'Urza’s',
];
const PLANESWALKER_TYPES = [
  'Ajani', 'Aminatou', 'Angrath', 'Arlinn', 'Ashiok', 'Bahamut', 'Basri', 'Bolas', 'Calix', 'Chandra', 'Comet', 'Dack',
  'Dakkon', 'Daretti', 'Davriel', 'Dellian', 'Dihada', 'Domri', 'Dovin', 'Ellywick', 'Elminster', 'Elspeth', 'Estrid',
  'Freyalise', 'Garruk', 'Gideon', 'Grist', 'Guff', 'Huatli', 'Jace', 'Jared', 'Jaya', 'Jeska', 'Kaito', 'Karn',
  'Kasmina', 'Kaya', 'Kiora', 'Koth', 'Liliana', 'Lolth', 'Lukka', 'Minsc', 'Mordenkainen', 'Nahiri', 'Narset', 'Niko',
  'Nissa', 'Nixilis', 'Oko', 'Quintorius', 'Ral', 'Rowan', 'Saheeli', 'Samut', 'Sarkhan', 'Serra', 'Sivitri', 'Sorin',
  'Szat', 'Tamiyo', 'Tasha', 'Teferi', 'Teyo', 'Tezzeret', 'Tibalt', 'Tyvar', 'Ugin', 'Urza', 'Venser', 'Vivien',
  'Vraska', 'Vronos', 'Will', 'Windgrace', 'Wrenn', 'Xenagos', 'Yanggu', 'Yanling', 'Zariel',
];
const SPELL_TYPES = ['Adventure', 'Arcane', 'Lesson', 'Omen', 'Trap'];
const BATTLE_TYPES = ['Siege'];

/** The basic land types (205.3i, 305.6). */
export const BASIC_LAND_TYPES: readonly string[] = ['Forest', 'Island', 'Mountain', 'Plains', 'Swamp'];

/** 305.6: the mana symbol the intrinsic "{T}: Add …" ability of each basic land type adds. */
export const BASIC_LAND_MANA: Readonly<Record<string, string>> = { Plains: '{W}', Island: '{U}', Swamp: '{B}', Mountain: '{R}', Forest: '{G}' };

/** Each non-creature subtype (lower case) and its set: a constant table (no module state changes). */
const SETS: ReadonlyMap<string, SubtypeSet> = new Map(
  (
    [
      ['artifact', ARTIFACT_TYPES],
      ['enchantment', ENCHANTMENT_TYPES],
      ['land', LAND_TYPES],
      ['planeswalker', PLANESWALKER_TYPES],
      ['spell', SPELL_TYPES],
      ['battle', BATTLE_TYPES],
    ] as const
  ).flatMap(([set, names]) => names.map((n) => [n.toLowerCase(), set] as const)),
);

export function subtypeSet(subtype: string): SubtypeSet {
  return SETS.get(subtype.toLowerCase()) ?? 'creature';
}

/** The card types a subtype set is correlated with (205.3c; creature types belong to creatures and kindreds, 205.3m). */
export function cardTypesOf(set: SubtypeSet): readonly CardType[] {
  switch (set) {
    case 'artifact':
      return ['Artifact'];
    case 'enchantment':
      return ['Enchantment'];
    case 'land':
      return ['Land'];
    case 'planeswalker':
      return ['Planeswalker'];
    case 'spell':
      return ['Instant', 'Sorcery'];
    case 'battle':
      return ['Battle'];
    case 'creature':
      return ['Creature', 'Kindred'];
    default:
      return assertNever(set);
  }
}

/** True if an object with these card types can have this subtype (205.3d). */
export function subtypeFits(subtype: string, types: readonly CardType[]): boolean {
  return cardTypesOf(subtypeSet(subtype)).some((t) => types.includes(t));
}

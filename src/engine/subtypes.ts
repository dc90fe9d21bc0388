/**
 * Which set of subtypes a subtype belongs to (205.3g-205.3q), so type-changing effects can replace
 * "subtypes from the appropriate set" and drop subtypes whose card type is gone (205.1a), and so an
 * object can't gain a subtype of a card type it doesn't have (205.3d). Any subtype not listed is
 * taken to be a creature type (205.3m: the longest list).
 *
 * The lists are the CR's own (205.3g-205.3q), read from the loaded CR by src/rules/subtype-lists.ts
 * and given to the engine as data with `useSubtypeLists` when the rules are loaded (services.ts;
 * the engine workers get them with each job). They are reference data for the whole process, like
 * the CR itself, not state of a run: each run reads them and none changes them. Before any are
 * given, no subtype is known (every subtype counts as a creature type and no plural names one).
 */
import { assertNever } from '../core/result.ts';
import type { CardType } from './types.ts';
import { lookupTable } from '../core/table.ts';

export type SubtypeSet = 'artifact' | 'enchantment' | 'land' | 'planeswalker' | 'spell' | 'battle' | 'creature';

/** Each set's subtypes as the CR lists them (205.3g artifact, h enchantment, i land, j planeswalker, k spell, m creature, q battle). */
export type SubtypeLists = Readonly<Record<SubtypeSet, readonly string[]>>;

/**
 * Irregular plurals of subtypes as oracle text writes them ("protection from Elves"); the regular
 * ones (+s, +es, -y +ies) are derived. A word none of them gives is not read as a subtype.
 */
const IRREGULAR_SUBTYPE_PLURALS: Readonly<Record<string, string>> = lookupTable({
  elves: 'Elf', dwarves: 'Dwarf', wolves: 'Wolf', werewolves: 'Werewolf', mice: 'Mouse', oxen: 'Ox', 'time lords': 'Time Lord',
});

/** The lists with the lookups the engine makes of them, built once when they are given. */
interface SubtypeTable {
  readonly lists: SubtypeLists;
  /** Each subtype by its lower-case plural forms (and its singular, for names whose plural is the same: Merfolk, Aurochs). */
  readonly byPlural: ReadonlyMap<string, string>;
  /** Each non-creature subtype (lower case) and its set. */
  readonly sets: ReadonlyMap<string, SubtypeSet>;
}

const NON_CREATURE_SETS = ['artifact', 'enchantment', 'land', 'planeswalker', 'spell', 'battle'] as const;

function tableOf(lists: SubtypeLists): SubtypeTable {
  const all = [...lists.creature, ...NON_CREATURE_SETS.flatMap((set) => lists[set])];
  const byPlural = new Map(
    all.flatMap((t) => {
      const l = t.toLowerCase().replace(/’/g, "'");
      const forms = [l, `${l}s`];
      if (/(?:s|x|ch|sh)$/.test(l)) forms.push(`${l}es`);
      if (/[^aeiou]y$/.test(l)) forms.push(`${l.slice(0, -1)}ies`);
      return forms.map((f) => [f, t] as const);
    }).concat(Object.entries(IRREGULAR_SUBTYPE_PLURALS)),
  );
  const sets = new Map(NON_CREATURE_SETS.flatMap((set) => lists[set].map((n) => [n.toLowerCase(), set] as const)));
  return { lists, byPlural, sets };
}

const NO_LISTS: SubtypeLists = { artifact: [], enchantment: [], land: [], planeswalker: [], spell: [], battle: [], creature: [] };

/** The lists given last (NO_LISTS until then); replaced whole, never changed in place. */
let table: SubtypeTable = tableOf(NO_LISTS);

/** Gives the engine the CR's subtype lists (src/rules/subtype-lists.ts reads them from the loaded CR). */
export function useSubtypeLists(lists: SubtypeLists): void {
  table = tableOf(lists);
}

/** The lists the engine has been given, or null before any (the engine pool passes them on to its workers). */
export function subtypeLists(): SubtypeLists | null {
  return table.lists === NO_LISTS ? null : table.lists;
}

/** The creature types (205.3m). */
export function creatureTypes(): readonly string[] {
  return table.lists.creature;
}

/** The subtype a plural word names ("demons" -> Demon, "elves" -> Elf, "merfolk" -> Merfolk), or null. */
export function subtypeOfPlural(word: string): string | null {
  const w = word.trim().toLowerCase().replace(/’/g, "'");
  return table.byPlural.get(w) ?? null;
}

/** The basic land types (205.3i, 305.6). */
export const BASIC_LAND_TYPES: readonly string[] = ['Forest', 'Island', 'Mountain', 'Plains', 'Swamp'];

/** 305.6: the mana symbol the intrinsic "{T}: Add …" ability of each basic land type adds. */
export const BASIC_LAND_MANA: Readonly<Record<string, string>> = lookupTable({ Plains: '{W}', Island: '{U}', Swamp: '{B}', Mountain: '{R}', Forest: '{G}' });

export function subtypeSet(subtype: string): SubtypeSet {
  return table.sets.get(subtype.toLowerCase()) ?? 'creature';
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

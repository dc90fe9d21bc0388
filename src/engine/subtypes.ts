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

/** The creature types (205.3m), copied from the CR's list. */
export const CREATURE_TYPES: readonly string[] = [
  'Time Lord', 'Advisor', 'Aetherborn', 'Alien', 'Ally', 'Angel', 'Antelope', 'Ape', 'Archer', 'Archon', 'Armadillo',
  'Army', 'Artificer', 'Assassin', 'Assembly-Worker', 'Astartes', 'Atog', 'Aurochs', 'Avatar', 'Azra', 'Badger',
  'Balloon', 'Barbarian', 'Bard', 'Basilisk', 'Bat', 'Bear', 'Beast', 'Beaver', 'Beeble', 'Beholder', 'Berserker',
  'Bird', 'Bison', 'Blinkmoth', 'Boar', 'Bringer', 'Brushwagg', 'Camarid', 'Camel', 'Capybara', 'Caribou', 'Carrier',
  'Cat', 'Centaur', 'Child', 'Chimera', 'Citizen', 'Cleric', 'Clown', 'Cockatrice', 'Construct', 'Coward', 'Coyote',
  'Crab', 'Crocodile', 'C’tan', 'Custodes', 'Cyberman', 'Cyclops', 'Dalek', 'Dauthi', 'Demigod', 'Demon', 'Deserter',
  'Detective', 'Devil', 'Dinosaur', 'Djinn', 'Doctor', 'Dog', 'Dragon', 'Drake', 'Dreadnought', 'Drix', 'Drone',
  'Druid', 'Dryad', 'Dwarf', 'Echidna', 'Efreet', 'Egg', 'Elder', 'Eldrazi', 'Elemental', 'Elephant', 'Elf', 'Elk',
  'Employee', 'Eternal', 'Eye', 'Faerie', 'Ferret', 'Fish', 'Flagbearer', 'Fox', 'Fractal', 'Frog', 'Fungus',
  'Gamer', 'Gamma', 'Gargoyle', 'Germ', 'Giant', 'Giraffe', 'Gith', 'Glimmer', 'Gnoll', 'Gnome', 'Goat', 'Goblin',
  'God', 'Golem', 'Gorgon', 'Graveborn', 'Gremlin', 'Griffin', 'Guest', 'Hag', 'Halfling', 'Hamster', 'Harpy',
  'Hedgehog', 'Hellion', 'Hero', 'Hippo', 'Hippogriff', 'Homarid', 'Homunculus', 'Horror', 'Horse', 'Human', 'Hydra',
  'Hyena', 'Illusion', 'Imp', 'Incarnation', 'Inhuman', 'Inkling', 'Inquisitor', 'Insect', 'Jackal', 'Jellyfish',
  'Juggernaut', 'Kangaroo', 'Kavu', 'Kirin', 'Kithkin', 'Knight', 'Kobold', 'Kor', 'Kraken', 'Kree', 'Llama',
  'Lamia', 'Lammasu', 'Leech', 'Lemur', 'Leviathan', 'Lhurgoyf', 'Licid', 'Lizard', 'Lobster', 'Manticore',
  'Masticore', 'Mercenary', 'Merfolk', 'Metathran', 'Minion', 'Minotaur', 'Mite', 'Mole', 'Monger', 'Mongoose',
  'Monk', 'Monkey', 'Moogle', 'Moonfolk', 'Mount', 'Mouse', 'Mutant', 'Myr', 'Mystic', 'Nautilus', 'Necron',
  'Nephilim', 'Nightmare', 'Nightstalker', 'Ninja', 'Noble', 'Noggle', 'Nomad', 'Nymph', 'Octopus', 'Ogre', 'Ooze',
  'Orb', 'Orc', 'Orgg', 'Otter', 'Ouphe', 'Ox', 'Oyster', 'Pangolin', 'Peasant', 'Pegasus', 'Pentavite', 'Performer',
  'Pest', 'Phelddagrif', 'Phoenix', 'Phyrexian', 'Pilot', 'Pincher', 'Pirate', 'Plant', 'Platypus', 'Porcupine',
  'Possum', 'Praetor', 'Primarch', 'Prism', 'Processor', 'Qu', 'Rabbit', 'Raccoon', 'Ranger', 'Rat', 'Rebel',
  'Reflection', 'Rhino', 'Rigger', 'Robot', 'Rogue', 'Sable', 'Salamander', 'Samurai', 'Sand', 'Saproling', 'Satyr',
  'Scarecrow', 'Scientist', 'Scion', 'Scorpion', 'Scout', 'Sculpture', 'Seal', 'Serf', 'Serpent', 'Servo', 'Shade',
  'Shaman', 'Shapeshifter', 'Shark', 'Sheep', 'Shi’ar', 'Siren', 'Skeleton', 'Skrull', 'Skunk', 'Slith', 'Sliver',
  'Sloth', 'Slug', 'Snail', 'Snake', 'Soldier', 'Soltari', 'Sorcerer', 'Spawn', 'Specter', 'Spellshaper', 'Sphinx',
  'Spider', 'Spike', 'Spirit', 'Splinter', 'Sponge', 'Spy', 'Squid', 'Squirrel', 'Starfish', 'Surrakar', 'Survivor',
  'Symbiote', 'Synth', 'Tentacle', 'Tetravite', 'Thalakos', 'Thopter', 'Thrull', 'Tiefling', 'Toy', 'Treefolk',
  'Trilobite', 'Triskelavite', 'Troll', 'Turtle', 'Tyranid', 'Unicorn', 'Utrom', 'Vampire', 'Varmint', 'Vedalken',
  'Villain', 'Volver', 'Wall', 'Walrus', 'Warlock', 'Warrior', 'Weasel', 'Weird', 'Werewolf', 'Whale', 'Wizard',
  'Wolf', 'Wolverine', 'Wombat', 'Worm', 'Wraith', 'Wurm', 'Yeti', 'Zombie', 'Zubera',
];

/**
 * Irregular plurals of subtypes as oracle text writes them ("protection from Elves"); the regular
 * ones (+s, +es, -y +ies) are derived. A word none of them gives is not read as a subtype.
 */
const IRREGULAR_SUBTYPE_PLURALS: Readonly<Record<string, string>> = {
  elves: 'Elf', dwarves: 'Dwarf', wolves: 'Wolf', werewolves: 'Werewolf', mice: 'Mouse', oxen: 'Ox', 'time lords': 'Time Lord',
};

/** Each subtype by its lower-case plural forms (and its singular, for names whose plural is the same: Merfolk, Aurochs). */
const SUBTYPE_BY_PLURAL: ReadonlyMap<string, string> = new Map(
  [...CREATURE_TYPES, ...ARTIFACT_TYPES, ...ENCHANTMENT_TYPES, ...LAND_TYPES, ...PLANESWALKER_TYPES, ...SPELL_TYPES, ...BATTLE_TYPES].flatMap((t) => {
    const l = t.toLowerCase().replace(/’/g, "'");
    const forms = [l, `${l}s`];
    if (/(?:s|x|ch|sh)$/.test(l)) forms.push(`${l}es`);
    if (/[^aeiou]y$/.test(l)) forms.push(`${l.slice(0, -1)}ies`);
    return forms.map((f) => [f, t] as const);
  }).concat(Object.entries(IRREGULAR_SUBTYPE_PLURALS)),
);

/** The subtype a plural word names ("demons" -> Demon, "elves" -> Elf, "merfolk" -> Merfolk), or null. */
export function subtypeOfPlural(word: string): string | null {
  return SUBTYPE_BY_PLURAL.get(word.trim().toLowerCase().replace(/’/g, "'")) ?? null;
}

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

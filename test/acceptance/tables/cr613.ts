/**
 * Every Example: in CR 613 (current edition, 2026-09-25), as Scenario JSON with exact results.
 * Examples that describe several moments (the Gray Ogre, the switch examples) get one row per
 * moment the CR states a result for, each row replaying the actions up to that moment.
 *
 * Layer rules the trace must cite: layer 2 613.1b, layer 4 613.1d, layer 5 613.1e, layer 6
 * 613.1f, 7a 613.4a, 7b 613.4b, 7c 613.4c (effects and counters), 7d 613.4d.
 */
import type { CdaValue, EffectInput } from '../../../src/engine/types.ts';
import type { LayerRow, ScenarioAction, ScenarioObject, TodoRow } from '../support.ts';

// --- 613.4d: the three switch examples share a 1/3 creature, a +0/+1 effect and a switch ----------

const oneThree: ScenarioObject = { id: 'c', name: '1/3 creature', types: ['Creature'], colors: ['U'], power: 1, toughness: 3 };
const plusZeroOne: ScenarioAction = {
  kind: 'apply-effect',
  effect: {
    id: 'plus01',
    text: 'Target creature gets +0/+1.',
    affects: { kind: 'objects', ids: ['c'] },
    modifications: [{ kind: 'modify-pt', power: 0, toughness: 1 }],
  },
};
const switchPT = (id: string): ScenarioAction => ({
  kind: 'apply-effect',
  effect: {
    id,
    text: "Switch target creature's power and toughness.",
    affects: { kind: 'objects', ids: ['c'] },
    modifications: [{ kind: 'switch-pt' }],
  },
});

// --- 613.5: Honor of the Pure --------------------------------------------------------------------

const honorOfThePure: ScenarioObject = {
  id: 'honor',
  name: 'Honor of the Pure',
  types: ['Enchantment'],
  colors: ['W'],
  manaCost: '{1}{W}',
  statics: [
    {
      text: 'White creatures you control get +1/+1.',
      affects: { kind: 'filter', types: ['Creature'], colors: ['W'], controller: 'you' },
      modifications: [{ kind: 'modify-pt', power: 1, toughness: 1 }],
    },
  ],
};
const blackTwoTwo: ScenarioObject = { id: 'c', name: '2/2 black creature', types: ['Creature'], colors: ['B'], power: 2, toughness: 2 };
const becomes = (id: string, colors: ('W' | 'R')[], text: string): ScenarioAction => ({
  kind: 'apply-effect',
  effect: { id, text, affects: { kind: 'objects', ids: ['c'] }, modifications: [{ kind: 'set-colors', colors }] },
});

// --- 613.5: Gray Ogre ----------------------------------------------------------------------------

const grayOgre: ScenarioObject = { id: 'ogre', name: 'Gray Ogre', types: ['Creature'], subtypes: ['Ogre'], colors: ['R'], manaCost: '{2}{R}', power: 2, toughness: 2 };
const ogreSteps: ScenarioAction[] = [
  // "An effect puts a +1/+1 counter on it (layer 7c), making it 3/3."
  { kind: 'add-counters', target: 'ogre', counter: '+1/+1', amount: 1 },
  // "Target creature gets +4/+4 until end of turn" (7c): 7/7.
  {
    kind: 'apply-effect',
    effect: {
      id: 'plus44',
      text: 'Target creature gets +4/+4 until end of turn.',
      affects: { kind: 'objects', ids: ['ogre'] },
      modifications: [{ kind: 'modify-pt', power: 4, toughness: 4 }],
      duration: { kind: 'end-of-turn' },
    },
  },
  // An enchantment "Creatures you control get +0/+2" enters (7c): 7/9.
  {
    kind: 'create',
    object: {
      id: 'ench',
      name: 'Creatures-you-control +0/+2 enchantment',
      token: false,
      types: ['Enchantment'],
      colors: ['W'],
      statics: [
        {
          text: 'Creatures you control get +0/+2.',
          affects: { kind: 'filter', types: ['Creature'], controller: 'you' },
          modifications: [{ kind: 'modify-pt', power: 0, toughness: 2 }],
        },
      ],
    },
  },
  // "Target creature becomes 0/1 until end of turn" (7b): 5/8.
  {
    kind: 'apply-effect',
    effect: {
      id: 'zero1',
      text: 'Target creature becomes 0/1 until end of turn.',
      affects: { kind: 'objects', ids: ['ogre'] },
      modifications: [{ kind: 'set-pt', power: 0, toughness: 1 }],
      duration: { kind: 'end-of-turn' },
    },
  },
];

// --- 613.6: Svogthos -----------------------------------------------------------------------------

const svogthos: ScenarioObject = {
  id: 'svog',
  name: 'Svogthos, the Restless Tomb',
  types: ['Land'],
  supertypes: [],
  colors: [],
  power: null,
  toughness: null,
};
const landBecomes33: EffectInput = {
  id: 'animate',
  text: "Until end of turn, target land becomes a 3/3 creature that's still a land.",
  affects: { kind: 'objects', ids: ['svog'] },
  modifications: [
    { kind: 'add-types', types: ['Creature'] },
    { kind: 'set-pt', power: 3, toughness: 3 },
  ],
  duration: { kind: 'end-of-turn' },
};
const svogPlus11: ScenarioAction = {
  kind: 'apply-effect',
  effect: {
    id: 'plus11',
    text: 'Target creature gets +1/+1 until end of turn.',
    affects: { kind: 'objects', ids: ['svog'] },
    modifications: [{ kind: 'modify-pt', power: 1, toughness: 1 }],
    duration: { kind: 'end-of-turn' },
  },
};
/** "The number of creature cards in your graveyard." */
const creatureCardsInYourGraveyard: CdaValue = { kind: 'count', filter: { kind: 'filter', zone: 'graveyard', types: ['Creature'], controller: 'you' } };
/**
 * Svogthos's own ability. The ability it grants itself isn't a characteristic-defining ability
 * (604.3a(4)): a P/T-setting effect that applies in 7b (613.4b) and counts the graveyard whenever it
 * applies — a `set-pt-cda` modification without `cda`.
 */
const svogAbility: ScenarioAction = {
  kind: 'apply-effect',
  effect: {
    id: 'svogself',
    source: 'svog',
    text: "Until end of turn, this land becomes a black and green Plant Zombie creature with 'This creature's power and toughness are each equal to the number of creature cards in your graveyard.' It's still a land.",
    affects: { kind: 'source' },
    modifications: [
      { kind: 'add-types', types: ['Creature'], subtypes: ['Plant', 'Zombie'] },
      { kind: 'set-colors', colors: ['B', 'G'] },
      { kind: 'set-pt-cda', power: creatureCardsInYourGraveyard, toughness: creatureCardsInYourGraveyard },
    ],
    duration: { kind: 'end-of-turn' },
  },
};
/** A creature of yours on the battlefield, to die and put an eleventh creature card into the graveyard. */
const yourBear: ScenarioObject = { id: 'bear', name: 'Grizzly Bears', types: ['Creature'], subtypes: ['Bear'], colors: ['G'], power: 2, toughness: 2 };
const tenCreatureCards: ScenarioObject[] = Array.from({ length: 10 }, (_, i) => ({
  id: `gy${i + 1}`,
  name: `Creature card ${i + 1}`,
  types: ['Creature'],
  colors: ['B'],
  power: 1,
  toughness: 1,
  zone: 'graveyard',
  owner: 'A',
}));

// --- 613.9: flying granted and lost --------------------------------------------------------------

const bird: ScenarioObject = { id: 'c', name: '2/2 creature', types: ['Creature'], colors: ['G'], power: 2, toughness: 2, timestamp: 1 };
const auraHasFlying = (timestamp: number): ScenarioObject => ({
  id: 'wings',
  name: 'Aura: Enchanted creature has flying',
  types: ['Enchantment'],
  subtypes: ['Aura'],
  colors: ['U'],
  attachedTo: 'c',
  timestamp,
  statics: [
    { text: 'Enchanted creature has flying.', affects: { kind: 'attached-to-source' }, modifications: [{ kind: 'add-keywords', keywords: [{ keyword: 'flying' }] }] },
  ],
});
const auraLosesFlying = (timestamp: number): ScenarioObject => ({
  id: 'clip',
  name: 'Aura: Enchanted creature loses flying',
  types: ['Enchantment'],
  subtypes: ['Aura'],
  colors: ['G'],
  attachedTo: 'c',
  timestamp,
  statics: [
    { text: 'Enchanted creature loses flying.', affects: { kind: 'attached-to-source' }, modifications: [{ kind: 'remove-keywords', keywords: ['flying'] }] },
  ],
});
const TIMESTAMP_ORDER = { anyOf: ['613.7', '613.3'] };

// --- 613.7a: Rune of Flight on Colossus Hammer ----------------------------------------------------

const colossusHammer = (attachedTo: string): ScenarioObject => ({
  id: 'hammer',
  name: 'Colossus Hammer',
  types: ['Artifact'],
  subtypes: ['Equipment'],
  colors: [],
  manaCost: '{1}',
  attachedTo,
  timestamp: 3,
  statics: [
    {
      text: 'Equipped creature gets +10/+10 and loses flying.',
      affects: { kind: 'attached-to-source' },
      modifications: [
        { kind: 'modify-pt', power: 10, toughness: 10 },
        { kind: 'remove-keywords', keywords: ['flying'] },
      ],
    },
  ],
});
/** Rune of Flight, attached to the Hammer after it (timestamp 4 > 3). */
const runeOfFlight: ScenarioObject = {
  id: 'rune',
  name: 'Rune of Flight',
  types: ['Enchantment'],
  subtypes: ['Aura', 'Rune'],
  colors: ['U'],
  manaCost: '{1}{U}',
  keywords: ['enchant Equipment'],
  attachedTo: 'hammer',
  timestamp: 4,
  statics: [
    {
      text: "Enchanted Equipment has 'Equipped creature has flying.'",
      affects: { kind: 'attached-to-source' },
      modifications: [
        {
          kind: 'add-abilities',
          abilities: [{ text: 'Equipped creature has flying.', affects: { kind: 'attached-to-source' }, modifications: [{ kind: 'add-keywords', keywords: [{ keyword: 'flying' }] }] }],
        },
      ],
    },
  ],
};
const hammerBear: ScenarioObject = { id: 'c', name: 'Grizzly Bears', types: ['Creature'], subtypes: ['Bear'], colors: ['G'], power: 2, toughness: 2, timestamp: 1 };
const hammerElf: ScenarioObject = { id: 'elf', name: 'Llanowar Elves', types: ['Creature'], subtypes: ['Elf', 'Druid'], colors: ['G'], power: 1, toughness: 1, timestamp: 2 };

export const CR613_ROWS: LayerRow[] = [
  // ------------------------------------------------------------------------------- 613.4d
  {
    name: '613.4d ex.1: 1/3, +0/+1, then switch -> 4/1',
    citation: '613.4d',
    scenario: { objects: [oneThree], actions: [plusZeroOne, switchPT('sw1')] },
    expect: { objects: { c: { power: 4, toughness: 1 } }, rules: ['613.4c', '613.4d'] },
  },
  {
    name: '613.4d ex.1: ... then +5/+0 -> unswitched 6/4, actual 4/6',
    citation: '613.4d',
    scenario: {
      objects: [oneThree],
      actions: [
        plusZeroOne,
        switchPT('sw1'),
        {
          kind: 'apply-effect',
          effect: { id: 'plus50', text: 'Target creature gets +5/+0.', affects: { kind: 'objects', ids: ['c'] }, modifications: [{ kind: 'modify-pt', power: 5, toughness: 0 }] },
        },
      ],
    },
    expect: { objects: { c: { power: 4, toughness: 6 } }, rules: ['613.4c', '613.4d'] },
  },
  {
    name: '613.4d ex.2: 4/1; the +0/+1 effect ends before the switch -> 3/1',
    citation: '613.4d',
    scenario: { objects: [oneThree], actions: [plusZeroOne, switchPT('sw1'), { kind: 'end-effect', effect: 'plus01' }] },
    expect: { objects: { c: { power: 3, toughness: 1 } }, rules: ['613.4d'] },
  },
  {
    name: '613.4d ex.3: +0/+1 and two switches cancel -> 1/4',
    citation: '613.4d',
    scenario: { objects: [oneThree], actions: [plusZeroOne, switchPT('sw1'), switchPT('sw2')] },
    expect: { objects: { c: { power: 1, toughness: 4 } }, rules: ['613.4c', '613.4d'] },
  },

  // ------------------------------------------------------------------------------- 613.5
  {
    name: '613.5 ex.1: Honor of the Pure; the black 2/2 becomes white (layer 5) -> 3/3 (7c)',
    citation: '613.5',
    scenario: { objects: [honorOfThePure, blackTwoTwo], actions: [becomes('white', ['W'], 'Target creature becomes white.')] },
    expect: { objects: { c: { power: 3, toughness: 3, colors: ['W'] } }, rules: ['613.1e', '613.4c'] },
  },
  {
    name: '613.5 ex.1: ... later it becomes red -> Honor stops applying, 2/2',
    citation: '613.5',
    scenario: {
      objects: [honorOfThePure, blackTwoTwo],
      actions: [becomes('white', ['W'], 'Target creature becomes white.'), becomes('red', ['R'], 'Target creature becomes red.')],
    },
    expect: { objects: { c: { power: 2, toughness: 2, colors: ['R'] } }, rules: ['613.1e'] },
  },
  {
    name: '613.5 ex.2: Gray Ogre with a +1/+1 counter -> 3/3',
    citation: '613.5',
    scenario: { objects: [grayOgre], actions: ogreSteps.slice(0, 1) },
    expect: { objects: { ogre: { power: 3, toughness: 3, counters: { '+1/+1': 1 } } }, rules: ['613.4c'] },
  },
  {
    name: '613.5 ex.2: ... gets +4/+4 until end of turn -> 7/7',
    citation: '613.5',
    scenario: { objects: [grayOgre], actions: ogreSteps.slice(0, 2) },
    expect: { objects: { ogre: { power: 7, toughness: 7 } }, rules: ['613.4c'] },
  },
  {
    name: '613.5 ex.2: ... "Creatures you control get +0/+2" enters -> 7/9',
    citation: '613.5',
    scenario: { objects: [grayOgre], actions: ogreSteps.slice(0, 3) },
    expect: { objects: { ogre: { power: 7, toughness: 9 } }, rules: ['613.4c'] },
  },
  {
    name: '613.5 ex.2: ... "becomes 0/1 until end of turn" (7b) -> 5/8',
    citation: '613.5',
    scenario: { objects: [grayOgre], actions: ogreSteps },
    expect: { objects: { ogre: { power: 5, toughness: 8, counters: { '+1/+1': 1 } } }, rules: ['613.4b', '613.4c'] },
  },

  // ------------------------------------------------------------------------------- 613.6
  {
    name: '613.6 ex.1: "gets +1/+1 and becomes the color of your choice" (blue chosen): layer 5 then 7c -> 3/3 blue',
    citation: '613.6',
    scenario: {
      objects: [{ id: 'mongrel', name: 'Wild Mongrel', types: ['Creature'], subtypes: ['Dog'], colors: ['G'], manaCost: '{1}{G}', power: 2, toughness: 2 }],
      actions: [
        {
          kind: 'apply-effect',
          effect: {
            id: 'mongrel-pump',
            source: 'mongrel',
            text: 'This creature gets +1/+1 and becomes the color of your choice until end of turn. (blue)',
            affects: { kind: 'source' },
            modifications: [
              { kind: 'set-colors', colors: ['U'] },
              { kind: 'modify-pt', power: 1, toughness: 1 },
            ],
            duration: { kind: 'end-of-turn' },
          },
        },
      ],
    },
    expect: { objects: { mongrel: { power: 3, toughness: 3, colors: ['U'], subtypes: ['Dog'] } }, rules: ['613.1e', '613.4c'] },
  },
  {
    name: "613.6 ex.2: Act of Treason on B's creature: control (layer 2), untap, haste (layer 6)",
    citation: '613.6',
    scenario: {
      objects: [
        { id: 'bear', name: 'Grizzly Bears', types: ['Creature'], subtypes: ['Bear'], colors: ['G'], power: 2, toughness: 2, controller: 'B', tapped: true },
      ],
      actions: [
        {
          kind: 'apply-effect',
          effect: {
            id: 'treason',
            controller: 'A',
            text: 'Gain control of target creature until end of turn. It gains haste until end of turn.',
            affects: { kind: 'objects', ids: ['bear'] },
            modifications: [
              { kind: 'set-controller', player: 'A' },
              { kind: 'add-keywords', keywords: [{ keyword: 'haste' }] },
            ],
            duration: { kind: 'end-of-turn' },
          },
        },
        { kind: 'untap', object: 'bear' },
      ],
    },
    expect: { objects: { bear: { power: 2, toughness: 2, controller: 'A', keywords: ['haste'], tapped: false } }, rules: ['613.1b', '613.1f'] },
  },
  {
    name: '613.6 ex.3: "All noncreature artifacts become 2/2 artifact creatures until end of turn": 4 then 7b on the same set',
    citation: '613.6',
    scenario: {
      objects: [
        { id: 'ring', name: 'Sol Ring', types: ['Artifact'], colors: [], manaCost: '{1}', power: null, toughness: null },
        { id: 'orni', name: 'Ornithopter', types: ['Artifact', 'Creature'], subtypes: ['Thopter'], colors: [], manaCost: '{0}', power: 0, toughness: 2, keywords: ['flying'] },
        { id: 'bear', name: 'Grizzly Bears', types: ['Creature'], subtypes: ['Bear'], colors: ['G'], power: 2, toughness: 2 },
      ],
      actions: [
        {
          kind: 'apply-effect',
          effect: {
            id: 'animate-all',
            text: 'All noncreature artifacts become 2/2 artifact creatures until end of turn.',
            affects: { kind: 'filter', types: ['Artifact'], notTypes: ['Creature'] },
            modifications: [
              { kind: 'add-types', types: ['Creature'] },
              { kind: 'set-pt', power: 2, toughness: 2 },
            ],
            duration: { kind: 'end-of-turn' },
          },
        },
      ],
    },
    expect: {
      objects: {
        ring: { power: 2, toughness: 2, types: ['Artifact', 'Creature'] },
        orni: { power: 0, toughness: 2, types: ['Artifact', 'Creature'] },
        bear: { power: 2, toughness: 2, types: ['Creature'] },
      },
      rules: ['613.1d', '613.4b'],
    },
  },
  {
    name: '613.6 ex.4: Svogthos becomes a 3/3 land creature, then +1/+1 -> 4/4 land creature',
    citation: '613.6',
    scenario: { objects: [svogthos, ...tenCreatureCards], actions: [{ kind: 'apply-effect', effect: landBecomes33 }, svogPlus11] },
    expect: { objects: { svog: { power: 4, toughness: 4, types: ['Creature', 'Land'], colors: [] } }, rules: ['613.1d', '613.4b', '613.4c'] },
  },
  {
    name: "613.6 ex.4: ... Svogthos's ability with ten creature cards in the graveyard -> 11/11 black and green Plant Zombie land creature",
    citation: '613.6',
    scenario: { objects: [svogthos, ...tenCreatureCards], actions: [{ kind: 'apply-effect', effect: landBecomes33 }, svogPlus11, svogAbility] },
    expect: {
      objects: { svog: { power: 11, toughness: 11, types: ['Creature', 'Land'], subtypes: ['Plant', 'Zombie'], colors: ['B', 'G'] } },
      rules: ['613.1d', '613.1e', '613.4b', '613.4c'],
    },
  },
  {
    name: '613.6 ex.4: ... a creature card leaves your graveyard -> Svogthos follows the count: 10/10',
    citation: '613.6',
    scenario: { objects: [svogthos, ...tenCreatureCards], actions: [{ kind: 'apply-effect', effect: landBecomes33 }, svogPlus11, svogAbility, { kind: 'exile', object: 'gy1' }] },
    // 9 creature cards in the graveyard (7b), +1/+1 (7c).
    expect: { objects: { svog: { power: 10, toughness: 10, types: ['Creature', 'Land'] } }, rules: ['613.4b', '613.4c', '701.13a'] },
  },
  {
    name: '613.6 ex.4: ... a creature of yours dies (an eleventh creature card in your graveyard) -> 12/12',
    citation: '613.6',
    scenario: {
      objects: [svogthos, ...tenCreatureCards, yourBear],
      actions: [{ kind: 'apply-effect', effect: landBecomes33 }, svogPlus11, svogAbility, { kind: 'destroy', object: 'bear' }],
    },
    // 11 creature cards in the graveyard (7b), +1/+1 (7c).
    expect: { objects: { svog: { power: 12, toughness: 12, types: ['Creature', 'Land'] } }, rules: ['613.4b', '613.4c', '701.8a', '400.7'] },
  },
  {
    name: '613.6 ex.4: ... the first effect applied again (later timestamp) -> 4/4 land creature again',
    citation: '613.6',
    scenario: {
      objects: [svogthos, ...tenCreatureCards],
      actions: [
        { kind: 'apply-effect', effect: landBecomes33 },
        svogPlus11,
        svogAbility,
        { kind: 'apply-effect', effect: { ...landBecomes33, id: 'animate-again' } },
      ],
    },
    expect: {
      objects: { svog: { power: 4, toughness: 4, types: ['Creature', 'Land'], subtypes: ['Plant', 'Zombie'], colors: ['B', 'G'] } },
      rules: ['613.1d', '613.4b', '613.4c', TIMESTAMP_ORDER],
    },
  },

  // ------------------------------------------------------------------------------- 613.7a
  {
    name: "613.7a ex.: Rune of Flight on Colossus Hammer: the granted 'Equipped creature has flying' has the Rune's later timestamp -> 12/12 flying",
    citation: '613.7a',
    scenario: { objects: [hammerBear, colossusHammer('c'), runeOfFlight] },
    // Layer 6: the Hammer's "loses flying" (timestamp 3), then the granted "has flying" (4). 7c: +10/+10.
    expect: { objects: { c: { power: 12, toughness: 12, keywords: ['flying'] } }, rules: ['613.7a', '613.1f', '613.4c', TIMESTAMP_ORDER] },
  },
  {
    name: '613.7a ex.: ... the Hammer becomes attached to another creature: both abilities get new timestamps in the same order -> 11/11 flying',
    citation: '613.7a',
    scenario: { objects: [hammerBear, hammerElf, colossusHammer('c'), runeOfFlight], actions: [{ kind: 'attach', object: 'hammer', to: 'elf' }] },
    expect: {
      objects: { elf: { power: 11, toughness: 11, keywords: ['flying'] }, c: { power: 2, toughness: 2, keywords: [] } },
      rules: ['613.7e', '701.3c', '613.7a', '613.1f', '613.4c'],
    },
  },
  {
    name: '613.7a ex. (contrast): the same Hammer without the Rune -> 12/12 and the flying Aura on the creature is lost to the later "loses flying"',
    citation: '613.7a',
    scenario: {
      objects: [
        hammerBear,
        {
          id: 'wings',
          name: 'Aura: Enchanted creature has flying',
          types: ['Enchantment'],
          subtypes: ['Aura'],
          colors: ['U'],
          keywords: ['enchant creature'],
          attachedTo: 'c',
          timestamp: 2,
          statics: [{ text: 'Enchanted creature has flying.', affects: { kind: 'attached-to-source' }, modifications: [{ kind: 'add-keywords', keywords: [{ keyword: 'flying' }] }] }],
        },
        colossusHammer('c'),
      ],
    },
    // The flying Aura (2) applies before the Hammer's "loses flying" (3).
    expect: { objects: { c: { power: 12, toughness: 12, keywords: [] } }, rules: ['613.1f', '613.4c', TIMESTAMP_ORDER] },
  },

  // ------------------------------------------------------------------------------- 613.9
  {
    name: '613.9 ex.1: Aura "has flying" then Aura "loses flying" (later timestamp wins) -> no flying',
    citation: '613.9',
    scenario: { objects: [bird, auraHasFlying(2), auraLosesFlying(3)] },
    expect: { objects: { c: { power: 2, toughness: 2, keywords: [] } }, rules: ['613.1f', TIMESTAMP_ORDER] },
  },
  {
    name: '613.9 ex.1: the same Auras with the "has flying" one later -> flying',
    citation: '613.9',
    scenario: { objects: [bird, auraLosesFlying(2), auraHasFlying(3)] },
    expect: { objects: { c: { power: 2, toughness: 2, keywords: ['flying'] } }, rules: ['613.1f', TIMESTAMP_ORDER] },
  },
  {
    name: '613.9 ex.1: "Target creature loses flying until end of turn" after the flying Aura -> no flying',
    citation: '613.9',
    scenario: {
      objects: [bird, auraHasFlying(2)],
      actions: [
        {
          kind: 'apply-effect',
          effect: {
            id: 'ground',
            text: 'Target creature loses flying until end of turn.',
            affects: { kind: 'objects', ids: ['c'] },
            modifications: [{ kind: 'remove-keywords', keywords: ['flying'] }],
            duration: { kind: 'end-of-turn' },
          },
        },
      ],
    },
    expect: { objects: { c: { power: 2, toughness: 2, keywords: [] } }, rules: ['613.1f', TIMESTAMP_ORDER] },
  },
  {
    name: '613.9 ex.1: a non-Aura "All creatures lose flying" earlier than the flying Aura -> the Aura (later) wins: flying',
    citation: '613.9',
    scenario: {
      objects: [
        bird,
        {
          id: 'gravity',
          name: 'Enchantment: All creatures lose flying',
          types: ['Enchantment'],
          colors: ['G'],
          timestamp: 2,
          statics: [{ text: 'All creatures lose flying.', affects: { kind: 'filter', types: ['Creature'] }, modifications: [{ kind: 'remove-keywords', keywords: ['flying'] }] }],
        },
        auraHasFlying(3),
      ],
    },
    expect: { objects: { c: { power: 2, toughness: 2, keywords: ['flying'] } }, rules: ['613.1f', TIMESTAMP_ORDER] },
  },
  {
    name: '613.9 ex.2: "White creatures get +1/+1" and an Aura "Enchanted creature is white" on a black 2/2 -> 3/3 white',
    citation: '613.9',
    scenario: {
      objects: [
        {
          id: 'anthem',
          name: 'Enchantment: White creatures get +1/+1',
          types: ['Enchantment'],
          colors: ['W'],
          timestamp: 1,
          statics: [{ text: 'White creatures get +1/+1.', affects: { kind: 'filter', types: ['Creature'], colors: ['W'] }, modifications: [{ kind: 'modify-pt', power: 1, toughness: 1 }] }],
        },
        { ...blackTwoTwo, timestamp: 2 },
        {
          id: 'paint',
          name: 'Aura: Enchanted creature is white',
          types: ['Enchantment'],
          subtypes: ['Aura'],
          colors: ['W'],
          attachedTo: 'c',
          timestamp: 3,
          statics: [{ text: 'Enchanted creature is white.', affects: { kind: 'attached-to-source' }, modifications: [{ kind: 'set-colors', colors: ['W'] }] }],
        },
      ],
    },
    expect: { objects: { c: { power: 3, toughness: 3, colors: ['W'] } }, rules: ['613.1e', '613.4c'] },
  },
];

/** Every example of CR 613 is expressible: the Scenario format grants static abilities (add-abilities, 613.7a) and sets P/T in 7b from a count (set-pt-cda without cda, 613.6 ex.4). */
export const CR613_TODO: TodoRow[] = [];

/**
 * State-based actions (704.5a, c, d, f, g, h, i, j, m, n, q) and indestructible (702.12b), with
 * the zone each object ends in (a card goes to its OWNER's graveyard; a token ceases to exist), the
 * players' life, poison and game losses, and the rules the trace must cite.
 */
import type { Cite, SbaRow, ScenarioObject } from '../support.ts';

const bear = (id: string, name: string, extra: Partial<ScenarioObject> = {}): ScenarioObject => ({
  id,
  name,
  types: ['Creature'],
  subtypes: ['Bear'],
  colors: ['G'],
  power: 2,
  toughness: 2,
  ...extra,
});

const DESTROY: Cite = { anyOf: ['701.8a', '701.8'] };
const DAMAGE_TO_CREATURE: Cite = { anyOf: ['120.3e', '120.3'] };
const DAMAGE_TO_PLAYER: Cite = { anyOf: ['120.3a', '120.3'] };

export const SBA_ROWS: SbaRow[] = [
  // ------------------------------------------------------------------ 704.5a life
  {
    name: '704.5a: A at 3 life is dealt 3 damage -> 0 life, A loses; B does not',
    citation: '704.5a',
    scenario: {
      players: [{ id: 'A', life: 3 }, { id: 'B' }],
      objects: [bear('shock', 'Goblin Shocker', { controller: 'B', colors: ['R'], subtypes: ['Goblin'] })],
      actions: [{ kind: 'damage', source: 'shock', target: 'A', amount: 3 }],
    },
    expect: { fates: {}, players: { A: { life: 0, lost: true }, B: { life: 20, lost: false } }, rules: [DAMAGE_TO_PLAYER, '704.5a'] },
  },
  {
    name: '704.5a: B loses 25 life -> -5, B loses the game',
    citation: '704.5a',
    scenario: { objects: [], actions: [{ kind: 'life', player: 'B', amount: -25 }] },
    expect: { fates: {}, players: { A: { lost: false }, B: { life: -5, lost: true } }, rules: ['704.5a'] },
  },
  {
    name: '704.5a boundary: 19 damage from 20 leaves 1 life, no loss',
    citation: '704.5a',
    scenario: { objects: [], actions: [{ kind: 'damage', source: null, target: 'A', amount: 19 }] },
    expect: { fates: {}, players: { A: { life: 1, lost: false } }, rules: [DAMAGE_TO_PLAYER], notRules: ['704.5a'] },
  },
  {
    name: '704.5a, 704.3: both players at 0 life when state-based actions are checked -> both lose at once (a draw)',
    citation: '704.3',
    scenario: {
      // Both totals are at 0 before the first check; a single check performs both losses simultaneously.
      players: [{ id: 'A', life: 0 }, { id: 'B', life: 0 }],
      objects: [bear('b', 'Grizzly Bears')],
      actions: [{ kind: 'tap', object: 'b' }],
    },
    expect: { fates: {}, players: { A: { life: 0, lost: true }, B: { life: 0, lost: true } }, rules: ['704.5a'] },
  },

  // ------------------------------------------------------------------ 704.5c poison
  {
    name: '704.5c: A with 9 poison counters gets one more -> 10, A loses',
    citation: '704.5c',
    scenario: { players: [{ id: 'A', poison: 9 }, { id: 'B' }], objects: [], actions: [{ kind: 'add-counters', target: 'A', counter: 'poison', amount: 1 }] },
    expect: { fates: {}, players: { A: { poison: 10, lost: true }, B: { lost: false } }, rules: ['704.5c'] },
  },
  {
    name: '704.5c boundary: 8 poison + 1 = 9, no loss',
    citation: '704.5c',
    scenario: { players: [{ id: 'A', poison: 8 }, { id: 'B' }], objects: [], actions: [{ kind: 'add-counters', target: 'A', counter: 'poison', amount: 1 }] },
    expect: { fates: {}, players: { A: { poison: 9, lost: false } }, rules: [], notRules: ['704.5c'] },
  },

  // ------------------------------------------------------------------ 704.5d tokens
  {
    name: '704.5d: a 2/2 token dealt 2 damage is destroyed (704.5g), then ceases to exist in the graveyard',
    citation: '704.5d',
    scenario: { objects: [bear('tok', 'Bear token', { token: true })], actions: [{ kind: 'damage', source: null, target: 'tok', amount: 2 }] },
    expect: { fates: { tok: { zone: 'ceased' } }, rules: ['704.5g', '704.5d'] },
  },
  {
    name: '704.5d: a token returned to its owner\'s hand ceases to exist',
    citation: '704.5d',
    scenario: { objects: [bear('tok', 'Bear token', { token: true })], actions: [{ kind: 'return-to-hand', object: 'tok' }] },
    expect: { fates: { tok: { zone: 'ceased' } }, rules: ['704.5d'] },
  },
  {
    name: '704.5d: an exiled token ceases to exist; a nontoken card exiled with it stays in exile',
    citation: '704.5d',
    scenario: {
      objects: [bear('tok', 'Bear token', { token: true }), bear('card', 'Grizzly Bears')],
      actions: [
        { kind: 'exile', object: 'tok' },
        { kind: 'exile', object: 'card' },
      ],
    },
    expect: { fates: { tok: { zone: 'ceased' }, card: { zone: 'exile', owner: 'A' } }, rules: ['704.5d'] },
  },

  // ------------------------------------------------------------------ 704.5f toughness 0
  {
    name: "704.5f: a 2/2 gets -2/-2 until end of turn -> toughness 0, put into its owner's graveyard",
    citation: '704.5f',
    scenario: {
      objects: [bear('b', 'Grizzly Bears')],
      actions: [{ kind: 'apply-effect', effect: { id: 'shrink', text: 'Target creature gets -2/-2 until end of turn.', affects: { kind: 'objects', ids: ['b'] }, modifications: [{ kind: 'modify-pt', power: -2, toughness: -2 }], duration: { kind: 'end-of-turn' } } }],
    },
    expect: { fates: { b: { zone: 'graveyard', owner: 'A' } }, rules: ['613.4c', '704.5f'], notRules: ['704.5g'] },
  },
  {
    name: '704.5f and 702.12b: indestructible does not save a creature with toughness 0',
    citation: '704.5f',
    scenario: {
      objects: [bear('b', 'Darksteel Bear', { keywords: ['indestructible'], types: ['Artifact', 'Creature'], colors: [] })],
      actions: [{ kind: 'apply-effect', effect: { id: 'shrink', text: 'Target creature gets -3/-3 until end of turn.', affects: { kind: 'objects', ids: ['b'] }, modifications: [{ kind: 'modify-pt', power: -3, toughness: -3 }], duration: { kind: 'end-of-turn' } } }],
    },
    expect: { fates: { b: { zone: 'graveyard', owner: 'A' } }, rules: ['704.5f'] },
  },
  {
    name: '704.5f and 400.7: a 1/1 gets a -1/-1 counter -> graveyard, where the card is a new object without counters',
    citation: '704.5f',
    scenario: { objects: [bear('elf', 'Llanowar Elves', { power: 1, toughness: 1, subtypes: ['Elf', 'Druid'] })], actions: [{ kind: 'add-counters', target: 'elf', counter: '-1/-1', amount: 1 }] },
    expect: { fates: { elf: { zone: 'graveyard', owner: 'A', counters: {}, newObject: true } }, rules: ['704.5f'] },
  },
  {
    name: '704.5f: a 0/0 creature under a Humility-style "base P/T 1/1" with a -1/-1 counter -> 0/0, graveyard',
    citation: '704.5f',
    scenario: {
      objects: [
        {
          id: 'humility',
          name: 'Humility',
          types: ['Enchantment'],
          colors: ['W'],
          statics: [
            {
              text: 'All creatures lose all abilities and have base power and toughness 1/1.',
              affects: { kind: 'filter', types: ['Creature'] },
              modifications: [{ kind: 'lose-all-abilities' }, { kind: 'set-pt', power: 1, toughness: 1 }],
            },
          ],
        },
        bear('giant', 'Hill Giant', { power: 3, toughness: 3, colors: ['R'], subtypes: ['Giant'] }),
      ],
      actions: [{ kind: 'add-counters', target: 'giant', counter: '-1/-1', amount: 1 }],
    },
    expect: { fates: { giant: { zone: 'graveyard', owner: 'A' }, humility: { zone: 'battlefield' } }, rules: ['613.4b', '613.4c', '704.5f'] },
  },

  // ------------------------------------------------------------------ 704.5g lethal damage
  {
    name: '704.5g: a 3/3 dealt 2 then 1 damage has lethal damage marked -> destroyed',
    citation: '704.5g',
    scenario: {
      objects: [bear('giant', 'Hill Giant', { power: 3, toughness: 3, colors: ['R'], subtypes: ['Giant'] })],
      actions: [
        { kind: 'damage', source: null, target: 'giant', amount: 2 },
        { kind: 'damage', source: null, target: 'giant', amount: 1 },
      ],
    },
    expect: { fates: { giant: { zone: 'graveyard', owner: 'A' } }, rules: [DAMAGE_TO_CREATURE, '704.5g'] },
  },
  {
    name: '704.5g boundary: a 3/3 dealt 2 damage survives with 2 damage marked',
    citation: '704.5g',
    scenario: { objects: [bear('giant', 'Hill Giant', { power: 3, toughness: 3, colors: ['R'], subtypes: ['Giant'] })], actions: [{ kind: 'damage', source: null, target: 'giant', amount: 2 }] },
    expect: { fates: { giant: { zone: 'battlefield', damage: 2 } }, rules: [DAMAGE_TO_CREATURE], notRules: ['704.5g'] },
  },
  {
    name: "704.5g: B's creature under A's control is destroyed -> B's graveyard (its owner's)",
    citation: '704.5g',
    scenario: {
      objects: [bear('b', 'Grizzly Bears', { controller: 'B' })],
      actions: [
        { kind: 'apply-effect', effect: { id: 'steal', controller: 'A', text: 'Gain control of target creature.', affects: { kind: 'objects', ids: ['b'] }, modifications: [{ kind: 'set-controller', player: 'A' }] } },
        { kind: 'damage', source: null, target: 'b', amount: 2 },
      ],
    },
    expect: { fates: { b: { zone: 'graveyard', owner: 'B' } }, rules: ['613.1b', '704.5g'] },
  },
  {
    name: '704.5g: toughness lowered below the damage already marked: 2 damage on a 3/3, then -1/-1 -> destroyed',
    citation: '704.5g',
    scenario: {
      objects: [bear('giant', 'Hill Giant', { power: 3, toughness: 3, colors: ['R'], subtypes: ['Giant'], damage: 2 })],
      actions: [{ kind: 'apply-effect', effect: { id: 'weak', text: 'Target creature gets -1/-1 until end of turn.', affects: { kind: 'objects', ids: ['giant'] }, modifications: [{ kind: 'modify-pt', power: -1, toughness: -1 }], duration: { kind: 'end-of-turn' } } }],
    },
    expect: { fates: { giant: { zone: 'graveyard', owner: 'A' } }, rules: ['704.5g'], notRules: ['704.5f'] },
  },
  {
    name: '704.5g and 514.2: a 2/2 with +0/+2 until end of turn and 3 damage survives cleanup (both end together)',
    citation: '514.2',
    scenario: {
      objects: [bear('b', 'Grizzly Bears')],
      actions: [
        { kind: 'apply-effect', effect: { id: 'wall', text: 'Target creature gets +0/+2 until end of turn.', affects: { kind: 'objects', ids: ['b'] }, modifications: [{ kind: 'modify-pt', power: 0, toughness: 2 }], duration: { kind: 'end-of-turn' } } },
        { kind: 'damage', source: null, target: 'b', amount: 3 },
        { kind: 'end-turn' },
      ],
    },
    expect: { fates: { b: { zone: 'battlefield', damage: 0, power: 2, toughness: 2 } }, rules: ['514.2'], notRules: ['704.5g'] },
  },

  // ------------------------------------------------------------------ 702.12b indestructible
  {
    name: '702.12b: an indestructible 3/3 dealt 5 damage is not destroyed (keeps the damage)',
    citation: '702.12b',
    scenario: {
      objects: [bear('golem', 'Darksteel Golem', { power: 3, toughness: 3, types: ['Artifact', 'Creature'], subtypes: ['Golem'], colors: [], keywords: ['indestructible'] })],
      actions: [{ kind: 'damage', source: null, target: 'golem', amount: 5 }],
    },
    expect: { fates: { golem: { zone: 'battlefield', damage: 5 } }, rules: ['702.12b'] },
  },
  {
    name: '702.12b: "destroy target creature" does nothing to an indestructible creature',
    citation: '702.12b',
    scenario: {
      objects: [bear('golem', 'Darksteel Golem', { power: 3, toughness: 3, types: ['Artifact', 'Creature'], subtypes: ['Golem'], colors: [], keywords: ['indestructible'] })],
      actions: [{ kind: 'destroy', object: 'golem' }],
    },
    expect: { fates: { golem: { zone: 'battlefield' } }, rules: ['702.12b'] },
  },
  {
    name: '701.21a: sacrificing an indestructible creature puts it into the graveyard',
    citation: '701.21a',
    scenario: {
      objects: [bear('golem', 'Darksteel Golem', { power: 3, toughness: 3, types: ['Artifact', 'Creature'], subtypes: ['Golem'], colors: [], keywords: ['indestructible'] })],
      actions: [{ kind: 'sacrifice', object: 'golem' }],
    },
    expect: { fates: { golem: { zone: 'graveyard', owner: 'A' } }, rules: [{ anyOf: ['701.21a', '701.21'] }] },
  },
  {
    name: '702.12b: indestructible granted by an effect until end of turn protects from lethal damage',
    citation: '702.12b',
    scenario: {
      objects: [bear('b', 'Grizzly Bears')],
      actions: [
        { kind: 'apply-effect', effect: { id: 'shield', text: 'Target creature gains indestructible until end of turn.', affects: { kind: 'objects', ids: ['b'] }, modifications: [{ kind: 'add-keywords', keywords: [{ keyword: 'indestructible' }] }], duration: { kind: 'end-of-turn' } } },
        { kind: 'damage', source: null, target: 'b', amount: 4 },
      ],
    },
    expect: { fates: { b: { zone: 'battlefield', damage: 4 } }, rules: ['613.1f', '702.12b'] },
  },

  // ------------------------------------------------------------------ 704.5h deathtouch
  {
    name: '704.5h: 1 damage from a deathtouch source destroys a 5/5',
    citation: '704.5h',
    scenario: {
      objects: [
        bear('snake', 'Deathtouch Snake', { power: 1, toughness: 1, subtypes: ['Snake'], keywords: ['deathtouch'] }),
        bear('craw', 'Craw Wurm', { power: 6, toughness: 4, subtypes: ['Wurm'], controller: 'B' }),
      ],
      actions: [{ kind: 'damage', source: 'snake', target: 'craw', amount: 1 }],
    },
    expect: { fates: { craw: { zone: 'graveyard', owner: 'B' }, snake: { zone: 'battlefield' } }, rules: ['704.5h'], notRules: ['704.5g'] },
  },
  {
    name: '704.5h and 702.12b: deathtouch damage does not destroy an indestructible creature',
    citation: '702.12b',
    scenario: {
      objects: [
        bear('snake', 'Deathtouch Snake', { power: 1, toughness: 1, subtypes: ['Snake'], keywords: ['deathtouch'] }),
        bear('golem', 'Darksteel Golem', { power: 3, toughness: 3, types: ['Artifact', 'Creature'], subtypes: ['Golem'], colors: [], keywords: ['indestructible'], controller: 'B' }),
      ],
      actions: [{ kind: 'damage', source: 'snake', target: 'golem', amount: 1 }],
    },
    expect: { fates: { golem: { zone: 'battlefield', damage: 1 } }, rules: ['702.12b'] },
  },
  {
    name: '704.5h: damage from a source without deathtouch does not destroy a 5/5',
    citation: '704.5h',
    scenario: {
      objects: [bear('elf', 'Llanowar Elves', { power: 1, toughness: 1, subtypes: ['Elf'] }), bear('craw', 'Craw Wurm', { power: 6, toughness: 4, subtypes: ['Wurm'], controller: 'B' })],
      actions: [{ kind: 'damage', source: 'elf', target: 'craw', amount: 1 }],
    },
    expect: { fates: { craw: { zone: 'battlefield', damage: 1 } }, rules: [DAMAGE_TO_CREATURE], notRules: ['704.5h'] },
  },

  // ------------------------------------------------------------------ 704.5i loyalty
  {
    name: '704.5i and 120.3c: a planeswalker with 3 loyalty dealt 3 damage -> 0 loyalty, graveyard',
    citation: '704.5i',
    scenario: {
      objects: [{ id: 'pw', name: 'Chandra, Novice', types: ['Planeswalker'], subtypes: ['Chandra'], supertypes: ['Legendary'], colors: ['R'], loyalty: 3, counters: { loyalty: 3 }, controller: 'B' }],
      actions: [{ kind: 'damage', source: null, target: 'pw', amount: 3 }],
    },
    expect: { fates: { pw: { zone: 'graveyard', owner: 'B' } }, rules: [{ anyOf: ['120.3c', '120.3'] }, '704.5i'] },
  },
  {
    name: '704.5i boundary: 2 loyalty counters removed from 3 -> stays with 1',
    citation: '704.5i',
    scenario: {
      objects: [{ id: 'pw', name: 'Chandra, Novice', types: ['Planeswalker'], subtypes: ['Chandra'], supertypes: ['Legendary'], colors: ['R'], loyalty: 3, counters: { loyalty: 3 } }],
      actions: [{ kind: 'remove-counters', target: 'pw', counter: 'loyalty', amount: 2 }],
    },
    expect: { fates: { pw: { zone: 'battlefield', counters: { loyalty: 1 } } }, rules: [], notRules: ['704.5i'] },
  },

  // ------------------------------------------------------------------ 704.5j legend rule
  {
    name: '704.5j: A controls two legendary permanents with the same name -> one goes to the graveyard (default: the newest stays)',
    citation: '704.5j',
    scenario: {
      objects: [
        { id: 'isamaru-old', name: 'Isamaru, Hound of Konda', types: ['Creature'], subtypes: ['Dog'], supertypes: ['Legendary'], colors: ['W'], power: 2, toughness: 2, timestamp: 1 },
        { id: 'isamaru-new', name: 'Isamaru, Hound of Konda', types: ['Creature'], subtypes: ['Dog'], supertypes: ['Legendary'], colors: ['W'], power: 2, toughness: 2, timestamp: 2 },
      ],
    },
    expect: { fates: { 'isamaru-new': { zone: 'battlefield' }, 'isamaru-old': { zone: 'graveyard', owner: 'A' } }, rules: ['704.5j'] },
  },
  {
    name: '704.5j: the same legendary name under different controllers -> both stay, the trace saying why',
    citation: '704.5j',
    scenario: {
      objects: [
        { id: 'mine', name: 'Isamaru, Hound of Konda', types: ['Creature'], subtypes: ['Dog'], supertypes: ['Legendary'], colors: ['W'], power: 2, toughness: 2, controller: 'A' },
        { id: 'theirs', name: 'Isamaru, Hound of Konda', types: ['Creature'], subtypes: ['Dog'], supertypes: ['Legendary'], colors: ['W'], power: 2, toughness: 2, controller: 'B' },
      ],
    },
    expect: { fates: { mine: { zone: 'battlefield' }, theirs: { zone: 'battlefield' } }, rules: ['704.5j'] },
  },
  {
    name: "704.5j: gaining control of the opponent's copy of your legend -> you keep one (the newest by timestamp), the other goes to its owner's graveyard",
    citation: '704.5j',
    scenario: {
      objects: [
        { id: 'mine', name: 'Isamaru, Hound of Konda', types: ['Creature'], subtypes: ['Dog'], supertypes: ['Legendary'], colors: ['W'], power: 2, toughness: 2, controller: 'A', timestamp: 1 },
        { id: 'theirs', name: 'Isamaru, Hound of Konda', types: ['Creature'], subtypes: ['Dog'], supertypes: ['Legendary'], colors: ['W'], power: 2, toughness: 2, controller: 'B', timestamp: 2 },
      ],
      actions: [{ kind: 'apply-effect', effect: { id: 'steal', controller: 'A', text: 'Gain control of target creature.', affects: { kind: 'objects', ids: ['theirs'] }, modifications: [{ kind: 'set-controller', player: 'A' }] } }],
    },
    expect: { fates: { theirs: { zone: 'battlefield', controller: 'A' }, mine: { zone: 'graveyard', owner: 'A' } }, rules: ['613.1b', '704.5j'] },
  },

  // ------------------------------------------------------------------ 704.5m Auras
  {
    name: "704.5m: the enchanted creature is destroyed -> the Aura is attached to nothing and goes to its owner's graveyard",
    citation: '704.5m',
    scenario: {
      objects: [
        bear('b', 'Grizzly Bears', { controller: 'B' }),
        { id: 'aura', name: 'Pacifism', types: ['Enchantment'], subtypes: ['Aura'], colors: ['W'], attachedTo: 'b', controller: 'A' },
      ],
      actions: [{ kind: 'destroy', object: 'b' }],
    },
    expect: { fates: { b: { zone: 'graveyard', owner: 'B' }, aura: { zone: 'graveyard', owner: 'A' } }, rules: [DESTROY, '704.5m'] },
  },
  {
    name: '704.5g then 704.5m (704.3: checked again): lethal damage kills the creature, the next check puts its Aura into the graveyard',
    citation: '704.3',
    scenario: {
      objects: [
        bear('b', 'Grizzly Bears'),
        {
          id: 'aura',
          name: 'Holy Strength',
          types: ['Enchantment'],
          subtypes: ['Aura'],
          colors: ['W'],
          attachedTo: 'b',
          statics: [{ text: 'Enchanted creature gets +1/+2.', affects: { kind: 'attached-to-source' }, modifications: [{ kind: 'modify-pt', power: 1, toughness: 2 }] }],
        },
      ],
      actions: [{ kind: 'damage', source: null, target: 'b', amount: 4 }],
    },
    expect: { fates: { b: { zone: 'graveyard', owner: 'A' }, aura: { zone: 'graveyard', owner: 'A' } }, rules: ['704.5g', '704.5m'] },
  },
  {
    name: '704.5m: an Aura whose enchanted creature is returned to hand goes to the graveyard',
    citation: '704.5m',
    scenario: {
      objects: [bear('b', 'Grizzly Bears'), { id: 'aura', name: 'Rancid Aura', types: ['Enchantment'], subtypes: ['Aura'], colors: ['B'], attachedTo: 'b', controller: 'B' }],
      actions: [{ kind: 'return-to-hand', object: 'b' }],
    },
    expect: { fates: { b: { zone: 'hand', owner: 'A' }, aura: { zone: 'graveyard', owner: 'B' } }, rules: ['704.5m'] },
  },

  // ------------------------------------------------------------------ 704.5n Equipment
  {
    name: '704.5n: Equipment on an animated land that stops being a creature becomes unattached and stays on the battlefield',
    citation: '704.5n',
    scenario: {
      objects: [
        { id: 'land', name: 'Mutavault', types: ['Land'], colors: [], power: null, toughness: null },
        { id: 'sword', name: 'Short Sword', types: ['Artifact'], subtypes: ['Equipment'], colors: [], attachedTo: null },
      ],
      actions: [
        {
          kind: 'apply-effect',
          effect: { id: 'animate', text: 'Until end of turn, this land becomes a 2/2 creature. It\'s still a land.', affects: { kind: 'objects', ids: ['land'] }, modifications: [{ kind: 'add-types', types: ['Creature'] }, { kind: 'set-pt', power: 2, toughness: 2 }], duration: { kind: 'end-of-turn' } },
        },
        { kind: 'attach', object: 'sword', to: 'land' },
        { kind: 'end-effect', effect: 'animate' },
      ],
    },
    expect: { fates: { sword: { zone: 'battlefield', attachedTo: null }, land: { zone: 'battlefield' } }, rules: ['704.5n'] },
  },
  {
    name: '704.5n: Equipment whose creature is exiled becomes unattached and stays on the battlefield',
    citation: '704.5n',
    scenario: {
      objects: [bear('b', 'Grizzly Bears'), { id: 'sword', name: 'Short Sword', types: ['Artifact'], subtypes: ['Equipment'], colors: [], attachedTo: 'b' }],
      actions: [{ kind: 'exile', object: 'b' }],
    },
    expect: { fates: { b: { zone: 'exile', owner: 'A' }, sword: { zone: 'battlefield', attachedTo: null } }, rules: ['704.5n'] },
  },

  // ------------------------------------------------------------------ 704.5q counters
  {
    name: '704.5q: two +1/+1 and three -1/-1 counters on a 4/4 -> one -1/-1 counter remains, 3/3',
    citation: '704.5q',
    scenario: { objects: [bear('w', 'Craw Wurm', { power: 4, toughness: 4, subtypes: ['Wurm'], counters: { '+1/+1': 2 } })], actions: [{ kind: 'add-counters', target: 'w', counter: '-1/-1', amount: 3 }] },
    expect: { fates: { w: { zone: 'battlefield', counters: { '-1/-1': 1 }, power: 3, toughness: 3 } }, rules: ['704.5q'] },
  },
  {
    name: '704.5q with 704.5g: a 2/2 with a +1/+1 counter and 2 damage gets a -1/-1 counter -> 2/2 with 2 damage, destroyed',
    citation: '704.5g',
    scenario: {
      objects: [bear('b', 'Grizzly Bears', { counters: { '+1/+1': 1 }, damage: 2 })],
      actions: [{ kind: 'add-counters', target: 'b', counter: '-1/-1', amount: 1 }],
    },
    expect: { fates: { b: { zone: 'graveyard', owner: 'A', counters: {} } }, rules: ['704.5g'] },
  },

  // ------------------------------------------------------------------ 400.7 new objects
  {
    name: '400.7: a creature with counters and damage returned to hand is a new object with neither',
    citation: '400.7',
    scenario: { objects: [bear('b', 'Grizzly Bears', { counters: { '+1/+1': 2 }, damage: 1 })], actions: [{ kind: 'return-to-hand', object: 'b' }] },
    expect: { fates: { b: { zone: 'hand', owner: 'A', counters: {}, damage: 0, newObject: true } }, rules: ['400.7'] },
  },
  // ------------------------------------------------------------------ damage results (120.3) feeding SBAs
  {
    name: '120.3b, 704.5c: 3 damage from an infect source to B (7 poison) -> 10 poison, no life lost, B loses',
    citation: '704.5c',
    scenario: {
      players: [{ id: 'A' }, { id: 'B', poison: 7 }],
      objects: [bear('rat', 'Plague Rat', { power: 3, toughness: 1, colors: ['B'], subtypes: ['Rat'], keywords: ['infect'] })],
      actions: [{ kind: 'damage', source: 'rat', target: 'B', amount: 3, combat: true }],
    },
    expect: { fates: {}, players: { B: { life: 20, poison: 10, lost: true }, A: { lost: false } }, rules: [{ anyOf: ['120.3b', '702.90b'] }, '704.5c'] },
  },
  {
    name: '120.3d, 704.5f: 2 damage from a wither source to a 2/2 -> two -1/-1 counters, no damage marked: 0/0, graveyard by 704.5f',
    citation: '704.5f',
    scenario: {
      objects: [bear('wither', 'Wither Imp', { power: 2, toughness: 2, colors: ['B'], subtypes: ['Imp'], keywords: ['wither'] }), bear('b', 'Grizzly Bears', { controller: 'B' })],
      actions: [{ kind: 'damage', source: 'wither', target: 'b', amount: 2 }],
    },
    expect: { fates: { b: { zone: 'graveyard', owner: 'B' } }, rules: [{ anyOf: ['120.3d', '702.80a'] }, '704.5f'], notRules: ['704.5g'] },
  },
  {
    name: '120.3d: 1 damage from an infect source to a 3/3 -> a -1/-1 counter, 2/2 with no damage marked',
    citation: '120.3d',
    scenario: {
      objects: [bear('rat', 'Plague Rat', { power: 1, toughness: 1, colors: ['B'], subtypes: ['Rat'], keywords: ['infect'] }), bear('giant', 'Hill Giant', { power: 3, toughness: 3, colors: ['R'], subtypes: ['Giant'], controller: 'B' })],
      actions: [{ kind: 'damage', source: 'rat', target: 'giant', amount: 1 }],
    },
    expect: { fates: { giant: { zone: 'battlefield', counters: { '-1/-1': 1 }, damage: 0, power: 2, toughness: 2 } }, rules: [{ anyOf: ['120.3d', '702.90c'] }] },
  },
  {
    name: "120.3f: 3 damage from A's lifelink creature to B -> B 17, A 23",
    citation: '120.3f',
    scenario: {
      objects: [bear('cleric', 'Vampire Cleric', { power: 3, toughness: 3, colors: ['B'], subtypes: ['Vampire'], keywords: ['lifelink'] })],
      actions: [{ kind: 'damage', source: 'cleric', target: 'B', amount: 3, combat: true }],
    },
    expect: { fates: { cleric: { zone: 'battlefield' } }, players: { A: { life: 23 }, B: { life: 17 } }, rules: [{ anyOf: ['120.3f', '702.15b'] }] },
  },
  {
    name: '120.8: 0 damage from a deathtouch source is no damage at all -> the creature is not destroyed',
    citation: '120.8',
    scenario: {
      objects: [bear('snake', 'Deathtouch Snake', { power: 0, toughness: 1, subtypes: ['Snake'], keywords: ['deathtouch'] }), bear('craw', 'Craw Wurm', { power: 6, toughness: 4, subtypes: ['Wurm'], controller: 'B' })],
      actions: [{ kind: 'damage', source: 'snake', target: 'craw', amount: 0 }],
    },
    expect: { fates: { craw: { zone: 'battlefield', damage: 0 } }, rules: [], notRules: ['704.5h'] },
  },

  // ------------------------------------------------------------------ more 704.5 probes
  {
    name: '704.5e: a copy of a card (not a token) that is exiled ceases to exist',
    citation: '704.5e',
    scenario: {
      objects: [bear('copy', 'Copied Bear', { copy: true })],
      actions: [{ kind: 'exile', object: 'copy' }],
    },
    expect: { fates: { copy: { zone: 'ceased' } }, rules: ['704.5e'] },
  },
  {
    name: '704.5f: a 0/0 creature whose P/T comes from a CDA loses all abilities -> the CDA never applies in 7a, 0/0, graveyard',
    citation: '704.5f',
    scenario: {
      objects: [
        bear('goyf', 'Crowd Avatar', {
          subtypes: ['Avatar'],
          power: 0,
          toughness: 0,
          statics: [
            {
              text: "This creature's power and toughness are each equal to the number of creatures you control.",
              affects: { kind: 'source' },
              modifications: [
                {
                  kind: 'set-pt-cda',
                  power: { kind: 'count', filter: { kind: 'filter', types: ['Creature'], controller: 'you' } },
                  toughness: { kind: 'count', filter: { kind: 'filter', types: ['Creature'], controller: 'you' } },
                },
              ],
              cda: true,
            },
          ],
        }),
        bear('b', 'Grizzly Bears'),
      ],
      actions: [{ kind: 'apply-effect', effect: { id: 'mute', text: 'Target creature loses all abilities until end of turn.', affects: { kind: 'objects', ids: ['goyf'] }, modifications: [{ kind: 'lose-all-abilities' }], duration: { kind: 'end-of-turn' } } }],
    },
    expect: { fates: { goyf: { zone: 'graveyard', owner: 'A' }, b: { zone: 'battlefield' } }, rules: ['613.1f', '704.5f'] },
  },
  // ------------------------------------------------------------------ Auras and Equipment made illegal
  {
    name: '704.5m: an "Enchant creature" Aura on an animated land goes to the graveyard when the animation ends',
    citation: '704.5m',
    scenario: {
      objects: [
        { id: 'land', name: 'Mutavault', types: ['Land'], colors: [], power: null, toughness: null },
        { id: 'aura', name: 'Holy Strength', types: ['Enchantment'], subtypes: ['Aura'], colors: ['W'], keywords: ['enchant creature'], attachedTo: 'land' },
      ],
      // (The land is animated from the start, so the Aura is legally attached to it until the effect ends. An Aura
      // told unattached would go to the graveyard at the opening check, and a later attach couldn't reach it, 400.7.)
      effects: [{ id: 'animate', text: "Until end of turn, this land becomes a 2/2 creature. It's still a land.", affects: { kind: 'objects', ids: ['land'] }, modifications: [{ kind: 'add-types', types: ['Creature'] }, { kind: 'set-pt', power: 2, toughness: 2 }], duration: { kind: 'end-of-turn' } }],
      actions: [{ kind: 'end-effect', effect: 'animate' }],
    },
    expect: { fates: { land: { zone: 'battlefield' }, aura: { zone: 'graveyard', owner: 'A' } }, rules: ['704.5m'] },
  },
  {
    name: '704.5m, 702.16c: a creature that gains protection from white sheds its white Aura',
    citation: '702.16c',
    scenario: {
      objects: [
        bear('b', 'Grizzly Bears', { controller: 'B' }),
        { id: 'aura', name: 'Pacifism', types: ['Enchantment'], subtypes: ['Aura'], colors: ['W'], keywords: ['enchant creature'], attachedTo: 'b', controller: 'A' },
      ],
      actions: [
        { kind: 'apply-effect', effect: { id: 'pro', controller: 'B', text: 'Target creature gains protection from white until end of turn.', affects: { kind: 'objects', ids: ['b'] }, modifications: [{ kind: 'add-keywords', keywords: [{ keyword: 'protection', param: 'white' }] }], duration: { kind: 'end-of-turn' } } },
      ],
    },
    expect: { fates: { b: { zone: 'battlefield' }, aura: { zone: 'graveyard', owner: 'A' } }, rules: ['704.5m'] },
  },
  {
    name: '704.5n, 702.16d: Equipment on a creature that gains protection from artifacts becomes unattached and stays',
    citation: '702.16d',
    scenario: {
      objects: [bear('b', 'Grizzly Bears'), { id: 'sword', name: 'Short Sword', types: ['Artifact'], subtypes: ['Equipment'], colors: [], attachedTo: 'b' }],
      actions: [
        { kind: 'apply-effect', effect: { id: 'pro', text: 'Target creature gains protection from artifacts until end of turn.', affects: { kind: 'objects', ids: ['b'] }, modifications: [{ kind: 'add-keywords', keywords: [{ keyword: 'protection', param: 'artifacts' }] }], duration: { kind: 'end-of-turn' } } },
      ],
    },
    expect: { fates: { b: { zone: 'battlefield' }, sword: { zone: 'battlefield', attachedTo: null } }, rules: ['704.5n'] },
  },
  {
    name: '702.16e: 3 damage from a red source to a 2/2 with protection from red is prevented -> it survives with no damage',
    citation: '702.16e',
    scenario: {
      objects: [bear('shock', 'Goblin Shocker', { controller: 'B', colors: ['R'], subtypes: ['Goblin'] }), bear('knight', 'White Knight', { colors: ['W'], subtypes: ['Human', 'Knight'], keywords: ['protection from red'] })],
      actions: [{ kind: 'damage', source: 'shock', target: 'knight', amount: 3 }],
    },
    expect: { fates: { knight: { zone: 'battlefield', damage: 0 } }, rules: ['702.16e'], notRules: ['704.5g'] },
  },

  // ------------------------------------------------------------------ 400.7 and locked-in effects
  {
    name: '400.7: a pumped 2/2 (+3/+3) goes to the graveyard and comes back: a new object, the pump no longer applies -> 2/2',
    citation: '400.7',
    scenario: {
      objects: [bear('b', 'Grizzly Bears')],
      actions: [
        { kind: 'apply-effect', effect: { id: 'pump', text: 'Target creature gets +3/+3.', affects: { kind: 'objects', ids: ['b'] }, modifications: [{ kind: 'modify-pt', power: 3, toughness: 3 }] } },
        { kind: 'move', object: 'b', to: 'graveyard' },
        { kind: 'move', object: 'b', to: 'battlefield' },
      ],
    },
    expect: { fates: { b: { zone: 'battlefield', power: 2, toughness: 2 } }, rules: ['400.7'] },
  },
  {
    name: '704.5g after an Aura leaves: a 2/2 with "+0/+2" Aura and 3 damage survives; the Aura is destroyed -> 2/2 with 3 damage, destroyed',
    citation: '704.5g',
    scenario: {
      objects: [
        bear('b', 'Grizzly Bears', { damage: 3 }),
        { id: 'aura', name: 'Wall of Faith Aura', types: ['Enchantment'], subtypes: ['Aura'], colors: ['W'], keywords: ['enchant creature'], attachedTo: 'b', statics: [{ text: 'Enchanted creature gets +0/+2.', affects: { kind: 'attached-to-source' }, modifications: [{ kind: 'modify-pt', power: 0, toughness: 2 }] }] },
      ],
      actions: [{ kind: 'destroy', object: 'aura' }],
    },
    expect: { fates: { aura: { zone: 'graveyard', owner: 'A' }, b: { zone: 'graveyard', owner: 'A' } }, rules: [DESTROY, '704.5g'] },
  },
];

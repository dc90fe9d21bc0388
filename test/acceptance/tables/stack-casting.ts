/**
 * Casting choices, costs and permissions (issue 5, session 2): the CR's examples of 601.2h, 601.3a,
 * 601.3b, 601.4 and 608.2i, the seed 004 casting examples of 101.2 (Teferi), 601.3a, 601.3c, 601.3d
 * and 601.4, and variations of our own. The rows are spread into STACK_CR_ROWS, STACK_SEED_ROWS and
 * STACK_VARIATION_ROWS (tables/stack-cr.ts, stack-seeds.ts, stack-variations.ts).
 *
 * Conventions: tables/stack-kit.ts. Mana: a player given a `manaPool` pays every cost from it
 * (601.2h) after the mana abilities the cast names (`mana`, 601.2g); the total cost each row
 * expects is worked out by hand, from the CR, in the comment above it. Names are the real cards'.
 */
import type { CastStatic, ObjectFilter, SpellBody, TargetSpec } from '../../../src/engine/types.ts';
import type { ScenarioPlayer, StackRow, StackScenarioObject } from '../support.ts';
import {
  anyTarget,
  body,
  bounce,
  cast,
  castBy,
  CAST,
  counters,
  creature,
  creatureCard,
  creatures,
  damage,
  destroy,
  draw,
  filler,
  instant,
  pass,
  permanent,
  resolve,
  sorcery,
  SPELL_TO_GRAVEYARD,
  targetCreature,
  targetOfType,
} from './stack-kit.ts';

// ---------------------------------------------------------------------------------------------
// Inputs

const both = (a = 20, b = 20) => ({ A: { life: a }, B: { life: b } });

/** A player with mana in their pool (106.4): `pool('A', '{B}')`. */
const pool = (id: string, mana: string): ScenarioPlayer => ({ id, manaPool: mana }) as ScenarioPlayer;

/** Adds the session-2 casting fields (castStatics, costReduction, a SpellBody) to an object. */
const withCasting = (o: StackScenarioObject, extra: { castStatics?: CastStatic[]; costReduction?: { text: string; amount: number; filter?: ObjectFilter } }): StackScenarioObject =>
  ({ ...o, ...extra }) as StackScenarioObject;

const spellOf = (text: string, targets: TargetSpec[], effects: SpellBody['effects'], extra: Partial<SpellBody> = {}): SpellBody => ({ ...body(text, targets, effects), ...extra });

/** A basic land with "{T}: Add <mana>." (a mana ability, 605.1a). */
const land = (id: string, name: string, adds: string, controller = 'A', extra: Partial<StackScenarioObject> = {}): StackScenarioObject =>
  permanent(id, name, ['Land'], controller, {
    supertypes: ['Basic'],
    subtypes: [name],
    activated: [{ text: `{T}: Add ${adds}.`, cost: '{T}', tap: true, mana: true, adds, effects: [] }],
    ...extra,
  });

/**
 * 《虚空の選別者》 Void Winnower: "Your opponents can't cast spells with even mana values. …" (B's).
 * Only its casting restriction is described: its blocking restriction, as unmodelled static text on
 * the battlefield, would refuse every answer (issue 11), and these rows are about casting.
 */
const winnower = (controller = 'B') =>
  withCasting(creature('winnower', 'Void Winnower', 11, 9, controller, { colors: [], manaCost: '{9}', subtypes: ['Eldrazi'] } as Partial<StackScenarioObject>), {
    castStatics: [{ kind: 'cant-cast', text: 'Your opponents can\u2019t cast spells with even mana values.', who: 'opponents', manaValue: 'even' }],
  });

/** Rolling Thunder {X}{R}{R} (sorcery): X damage divided as you choose among any number of targets (601.2c, 601.2d). */
export const rollingThunder = (id = 'thunder') =>
  sorcery(
    id,
    'Rolling Thunder',
    spellOf('Rolling Thunder deals X damage divided as you choose among any number of targets.', [{ ...anyTarget('any'), anyNumber: true }], [{ kind: 'damage', amount: 0, divided: true, amountFrom: 'x', target: 'any' }]),
    'A',
    { manaCost: '{X}{R}{R}', colors: ['R'] } as Partial<StackScenarioObject>,
  );

/** Nimbus Naiad {2}{U} 2/3 flying creature, Bestow {4}{U} (702.103a); as a bestowed Aura: "Enchanted creature gets +2/+2 and has flying." */
export const naiad = () =>
  creatureCard('naiad', 'Nimbus Naiad', 2, 3, 'A', {
    colors: ['U'],
    manaCost: '{2}{U}',
    subtypes: ['Nymph'],
    keywords: ['flying'],
    supertypes: [],
    types: ['Enchantment', 'Creature'],
    spell: spellOf('Bestow {4}{U}. Flying. Enchanted creature gets +2/+2 and has flying.', [], [], { alternatives: [{ name: 'bestow', cost: '{4}{U}', bestow: true }] }),
    statics: [{ text: 'Enchanted creature gets +2/+2 and has flying.', affects: { kind: 'attached-to-source' }, modifications: [{ kind: 'modify-pt', power: 2, toughness: 2 }, { kind: 'add-keywords', keywords: [{ keyword: 'flying' }] }] }],
  } as Partial<StackScenarioObject>);

/**
 * Sigarda's Aid: "You may cast Aura and Equipment spells as though they had flash. …" Its Equipment
 * trigger is left out: as unmodelled text, a permanent entering while the Aid is on the battlefield
 * would refuse the answer (issue 11; what a trigger watches is known only by its event).
 */
const sigardasAid = () =>
  withCasting(permanent('aid', "Sigarda's Aid", ['Enchantment'], 'A', { colors: ['W'], manaCost: '{W}' } as Partial<StackScenarioObject>), {
    castStatics: [{ kind: 'flash', text: 'You may cast Aura and Equipment spells as though they had flash.', who: 'you', filter: { kind: 'filter', subtypes: ['Aura', 'Equipment'] } }],
  });

/** Inscription of Abundance {1}{G} instant, kicker {2}{G}: "Choose one. If this spell was kicked, choose any number instead." */
const abundance = () =>
  instant(
    'abundance',
    'Inscription of Abundance',
    spellOf('Kicker {2}{G}. Choose one. If this spell was kicked, choose any number instead.', [], [], {
      kicker: { cost: '{2}{G}' },
      modes: {
        min: 1,
        max: 1,
        kicked: { min: 1, max: 3 },
        options: [
          { text: 'Put two +1/+1 counters on target creature.', targets: [targetCreature('creature')], effects: [counters('+1/+1', 2, 'creature')] },
          { text: 'Target player gains X life, where X is the greatest power among creatures they control.', targets: [{ word: 'player', players: 'any' }], effects: [], unmodelled: 'X, the greatest power among creatures the player controls' },
          {
            text: 'Target creature you control fights target creature you don\u2019t control.',
            targets: [targetCreature('yours', undefined, { controller: 'you' }), targetCreature('theirs', undefined, { controller: 'opponent' })],
            effects: [{ kind: 'fight', target: 'yours', with: 'theirs' }],
          },
        ],
      },
    }),
    'A',
    { colors: ['G'], manaCost: '{1}{G}' },
  );

/** Inscription of Insight {2}{U} instant, kicker {2}{U}{U}. Mode 1 "up to two target creatures" is modelled as exactly two. */
const insight = () =>
  instant(
    'insight',
    'Inscription of Insight',
    spellOf('Kicker {2}{U}{U}. Choose one. If this spell was kicked, choose any number instead.', [], [], {
      kicker: { cost: '{2}{U}{U}' },
      modes: {
        min: 1,
        max: 1,
        kicked: { min: 1, max: 3 },
        options: [
          { text: 'Return up to two target creatures to their owners\u2019 hands.', targets: [targetCreature('creatures', 2)], effects: [bounce('creatures')] },
          { text: 'Scry 2, then draw two cards.', effects: [{ kind: 'scry', amount: 2 }, draw(2)] },
          { text: 'Target player creates an X/X blue Illusion creature token, where X is the number of cards in their hand.', targets: [{ word: 'player', players: 'any' }], effects: [], unmodelled: 'a token whose size is the number of cards in hand' },
        ],
      },
    }),
    'A',
    { colors: ['U'], manaCost: '{2}{U}' },
  );

/**
 * Search Party Captain {3}{W} 2/3: "This spell costs {1} less to cast for each creature you attacked
 * with this turn." Its "When this creature enters, draw a card." is left out: these rows are about
 * its cost, and as unmodelled text it would (rightly) refuse any answer once the Captain enters (issue 11).
 */
const captain = (extra: Partial<SpellBody> = {}) =>
  creatureCard('captain', 'Search Party Captain', 2, 3, 'A', {
    colors: ['W'],
    manaCost: '{3}{W}',
    subtypes: ['Human', 'Soldier'],
    spell: spellOf('This spell costs {1} less to cast for each creature you attacked with this turn.', [], [], {
      costChanges: [{ text: 'This spell costs {1} less to cast for each creature you attacked with this turn.', generic: -1, per: { kind: 'attacked-this-turn' } }],
      ...extra,
    }),
  } as Partial<StackScenarioObject>);

/** Altar's Reap {1}{B} instant: "As an additional cost to cast this spell, sacrifice a creature. Draw two cards." */
const altarsReap = () =>
  instant(
    'reap',
    "Altar's Reap",
    spellOf('As an additional cost to cast this spell, sacrifice a creature. Draw two cards.', [], [draw(2)], { sacrificeCost: { text: 'sacrifice a creature', filter: creatures() } }),
    'A',
    { colors: ['B'], manaCost: '{1}{B}' },
  );

/** Thunderscape Familiar {1}{R} 1/1 first strike: "Black spells and red spells you cast cost {1} less to cast." */
const familiar = () =>
  withCasting(creature('familiar', 'Thunderscape Familiar', 1, 1, 'A', { colors: ['R'], manaCost: '{1}{R}', subtypes: ['Kavu'], keywords: ['first strike'] }), {
    costReduction: { text: 'Black spells and red spells you cast cost {1} less to cast.', amount: 1, filter: { kind: 'filter', colors: ['B', 'R'] } },
  });

/** Teferi, Time Raveler (A's): "Each opponent can cast spells only any time they could cast a sorcery." */
const teferi = () =>
  withCasting(permanent('teferi', 'Teferi, Time Raveler', ['Planeswalker'], 'A', { colors: ['W', 'U'], manaCost: '{1}{W}{U}', supertypes: ['Legendary'], subtypes: ['Teferi'], loyalty: 4, counters: { loyalty: 4 } }), {
    castStatics: [{ kind: 'sorcery-timing', text: 'Each opponent can cast spells only any time they could cast a sorcery.', who: 'opponents' }],
  });

/** Brineborn Cutthroat {1}{U} 2/1 flash (B's card). */
const cutthroat = (owner = 'B') => creatureCard('cutthroat', 'Brineborn Cutthroat', 2, 1, owner, { colors: ['U'], manaCost: '{1}{U}', keywords: ['flash'], subtypes: ['Merfolk', 'Pirate'] });

/** Rout {3}{W}{W} sorcery: "You may cast this spell as though it had flash if you pay {2} more to cast it. Destroy all creatures. They can't be regenerated." */
const rout = () =>
  sorcery('rout', 'Rout', spellOf('You may cast this spell as though it had flash if you pay {2} more to cast it. Destroy all creatures. They can\u2019t be regenerated.', [], [{ kind: 'destroy', all: creatures(), cantRegenerate: true }], { flashCost: '{2}' }), 'A', {
    colors: ['W'],
    manaCost: '{3}{W}{W}',
  } as Partial<StackScenarioObject>);

/** Crashing Tide {2}{U} sorcery: "This spell has flash as long as you control a Merfolk. Return target creature to its owner's hand. Draw a card." */
const crashingTide = () =>
  sorcery(
    'tide',
    'Crashing Tide',
    spellOf('This spell has flash as long as you control a Merfolk. Return target creature to its owner\u2019s hand. Draw a card.', [targetCreature()], [bounce('creature'), draw(1)], {
      flashIf: { kind: 'controls', filter: { kind: 'filter', types: ['Creature'], subtypes: ['Merfolk'] }, atLeast: 1 },
    }),
    'A',
    { colors: ['U'], manaCost: '{2}{U}' },
  );

const merfolk = () => creature('merfolk', 'Merfolk Looter', 1, 1, 'A', { colors: ['U'], manaCost: '{1}{U}', subtypes: ['Merfolk', 'Rogue'] });

// Rules cited (each checked against MagicCompRules-20260925.txt).
const TOTAL_COST = '601.2f';
const PAY = '601.2h';
const MAY_BEGIN = '601.3a';
const CANT = '101.2';
const rewound = (reason: string) => ({ key: 'cast.rewound', params: { reason } });

// ---------------------------------------------------------------------------------------------
// The CR's examples (601.2h, 601.3a, 601.3b, 601.4, 608.2i)

export const CASTING_CR_ROWS: StackRow[] = [
  // 601.2h example: Altar's Reap costs {1}{B}; Thunderscape Familiar reduces black spells by {1},
  // so the total cost determined at 601.2f is {B} and it is locked in. Sacrificing the Familiar
  // while paying (601.2h) doesn't change it: A pays {B} from a pool of exactly {B} (nothing left).
  // Resolving, A draws two cards: hand 0 -> 2, library 2 -> 0. Familiar: A's graveyard.
  {
    name: "601.2h: Altar's Reap sacrificing Thunderscape Familiar still costs {B} (total cost locked in)",
    citation: '601.2h',
    scenario: {
      players: [pool('A', '{B}'), { id: 'B' }],
      objects: [altarsReap(), familiar(), ...filler('lib', 2, 'A')],
      actions: [cast('reap', undefined, { sacrifice: ['familiar'] }), resolve],
    },
    expect: {
      players: both(),
      fates: { reap: { zone: 'graveyard', owner: 'A' }, familiar: { zone: 'graveyard', owner: 'A' } },
      zones: { A: { hand: 2, library: 0 } },
      rules: [CAST, TOTAL_COST, PAY, '118.7a', SPELL_TO_GRAVEYARD],
      steps: [
        { key: 'cast.cost', params: { total: '{B}' } },
        { key: 'cast.paid', params: { paid: '{B}', left: '-' } },
      ],
    },
  },
  // 601.3a example: B controls Void Winnower. A may begin to cast Rolling Thunder ({X}{R}{R}: mana
  // value 2 in the hand, 202.3e) because X may make it odd. A announces X = 1: on the stack its mana
  // value is 3 (odd), so the spell is legal (601.2e). Total {1}{R}{R} paid from {R}{R}{R}.
  // H9: A targets B with all of it (one target: the whole X, 601.2d); it resolves: B 20 - 1 = 19.
  {
    name: '601.3a: under Void Winnower an opponent may begin to cast Rolling Thunder (X chosen so the mana value is odd)',
    citation: '601.3a',
    scenario: {
      players: [pool('A', '{R}{R}{R}'), { id: 'B' }],
      objects: [winnower('B'), rollingThunder()],
      actions: [cast('thunder', { any: ['B'] }, { x: 1 }), resolve],
    },
    expect: {
      players: both(20, 19),
      fates: { thunder: { zone: 'graveyard', owner: 'A' }, winnower: { zone: 'battlefield' } },
      rules: [MAY_BEGIN, CAST, '107.3a', TOTAL_COST, PAY, '601.2d', SPELL_TO_GRAVEYARD],
      steps: [{ key: 'cast.may-begin' }, { key: 'cast.cost', params: { total: '{1}{R}{R}' } }, { key: 'cast.cast' }, { key: 'resolve.divided', params: { total: 1 } }],
    },
  },
  // 601.3b example: Sigarda's Aid lets A cast Aura spells as though they had flash. Nimbus Naiad is
  // a creature card, but cast bestowed (alternative cost {4}{U}, 702.103a) it is an Aura spell
  // (702.103b), so A may cast it in A's end step, targeting A's Grizzly Bears. Paid {4}{U} from
  // {U}{C}{C}{C}{C}. H9: it resolves as an Aura attached to the Bears (608.3c): 2/2 + 2/2 = 4/4.
  {
    name: '601.3b: an Aura-flash effect lets a bestow creature card begin to be cast as though it had flash',
    citation: '601.3b',
    scenario: {
      players: [pool('A', '{U}{C}{C}{C}{C}'), { id: 'B' }],
      step: 'end',
      objects: [sigardasAid(), naiad(), creature('mybear', 'Grizzly Bears', 2, 2, 'A')],
      actions: [cast('naiad', { enchant: ['mybear'] }, { alternative: 'bestow' }), resolve],
    },
    expect: {
      players: both(),
      fates: { naiad: { zone: 'battlefield', attachedTo: 'mybear' }, mybear: { zone: 'battlefield', power: 4, toughness: 4 } },
      rules: ['601.3b', '702.103b', '118.9a', TOTAL_COST, CAST, '608.3c'],
      steps: [
        { key: 'cast.proposed', params: { permission: "Sigarda's Aid: You may cast Aura and Equipment spells as though they had flash." } },
        { key: 'cast.cost', params: { total: '{4}{U}', alternative: 'bestow' } },
      ],
    },
  },
  // 601.4 example: Inscription of Abundance, kicked, may choose any number of modes. A kicks it
  // (total {1}{G} + {2}{G} = {3}{G}{G}, from {G}{G}{C}{C}{C}) and chooses modes 1 and 3. H9: it
  // resolves in printed order: two +1/+1 counters make the Bears 4/4, then it fights the 2/2 Ogre:
  // 4 damage kills the Ogre, the Bears take 2 and survive (701.14a).
  {
    name: '601.4: Inscription of Abundance kicked may choose any number of modes',
    citation: '601.4',
    scenario: {
      players: [pool('A', '{G}{G}{C}{C}{C}'), { id: 'B' }],
      objects: [abundance(), creature('mybear', 'Grizzly Bears', 2, 2, 'A'), creature('ogre', 'Gray Ogre', 2, 2, 'B')],
      actions: [cast('abundance', { creature: ['mybear'], yours: ['mybear'], theirs: ['ogre'] }, { kicked: true, modes: [0, 2] }), resolve],
    },
    expect: {
      players: both(),
      fates: { abundance: { zone: 'graveyard', owner: 'A' }, mybear: { zone: 'battlefield', counters: { '+1/+1': 2 }, damage: 2, power: 4 }, ogre: { zone: 'graveyard', owner: 'B' } },
      rules: ['601.4', '601.2b', '700.2a', '702.33d', TOTAL_COST, PAY, CAST, '701.14a'],
      steps: [
        { key: 'cast.cost', params: { total: '{3}{G}{G}' } },
        { key: 'cast.paid', params: { paid: '{G}{G}{C}{C}{C}', left: '-' } },
      ],
    },
  },
  // 608.2i example: A attacked with Bear Cub this turn; later an effect made it a noncreature
  // artifact. Search Party Captain ({3}{W}) costs {1} less for each creature A attacked with this
  // turn: still {1} less (the look-back ignores that it is no longer a creature) -> {2}{W}, paid
  // from exactly {W}{C}{C}. It resolves: the Captain is on the battlefield.
  {
    name: '608.2i: Search Party Captain costs {1} less for a creature attacked with that is no longer a creature',
    citation: '608.2i',
    scenario: {
      players: [pool('A', '{W}{C}{C}'), { id: 'B' }],
      step: 'main2',
      attackedThisTurn: { A: ['cub'] },
      objects: [creature('cub', 'Bear Cub', 2, 2, 'A', { tapped: true }), captain()],
      effects: [{ id: 'petrify', controller: 'B', text: 'Bear Cub becomes a noncreature artifact.', affects: { kind: 'objects', ids: ['cub'] }, modifications: [{ kind: 'set-types', types: ['Artifact'] }] }],
      actions: [cast('captain'), resolve],
    },
    expect: {
      players: both(),
      fates: { captain: { zone: 'battlefield', controller: 'A' }, cub: { zone: 'battlefield', tapped: true } },
      rules: ['608.2i', TOTAL_COST, PAY, '118.7a', CAST],
      steps: [
        { key: 'cast.cost', params: { total: '{2}{W}' } },
        { key: 'cast.paid', params: { paid: '{W}{C}{C}', left: '-' } },
      ],
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Seed 004 (唱える): Teferi, Void Winnower, Rout, Crashing Tide, Inscription of Insight

export const CASTING_SEED_ROWS: StackRow[] = [
  // 「《時を解す者、テフェリー》…対戦相手は瞬速を持つカードもソーサリー・タイミングでしか唱えられない」.
  // A controls Teferi. In A's main phase A passes priority to B (the stack is empty); B tries to
  // cast Brineborn Cutthroat (flash). Teferi's "can cast only any time they could cast a sorcery"
  // beats flash (101.2; 307.5: not B's main phase): rewound, the card stays in B's hand.
  {
    name: 'seed 004: Teferi, Time Raveler: an opponent can cast a flash card only when they could cast a sorcery',
    citation: '101.2',
    scenario: {
      objects: [teferi(), cutthroat('B')],
      actions: [pass, castBy('B', 'cutthroat')],
    },
    expect: {
      players: both(),
      fates: { cutthroat: { zone: 'hand', owner: 'B' }, teferi: { zone: 'battlefield' } },
      rules: [CANT, '307.5', '601.2e'],
      steps: [rewound('cant')],
    },
  },
  // 「《虚空の選別者》…Xの値を偶数のマナ総量になるように選んだなら唱えられない」: A may begin to cast
  // Rolling Thunder (601.3a), announces X = 2: mana value 4 on the stack (202.3e), even, so the
  // proposed spell is illegal (601.2e) and rewound: back in A's hand, A's pool untouched.
  {
    name: 'seed 004: Void Winnower: Rolling Thunder may begin to be cast; X chosen so the mana value is even -> rewound',
    citation: '601.3a',
    scenario: {
      players: [pool('A', '{R}{R}{R}{R}'), { id: 'B' }],
      objects: [winnower('B'), rollingThunder()],
      actions: [cast('thunder', undefined, { x: 2 })],
    },
    expect: {
      players: both(),
      fates: { thunder: { zone: 'hand', owner: 'A' } },
      rules: [MAY_BEGIN, CANT, '601.2e'],
      steps: [{ key: 'cast.may-begin' }, rewound('cant')],
    },
  },
  // 「《敗走》…追加で{2}を支払うなら瞬速を持つかのように唱えてもよい」(601.3c): in A's end step A casts
  // Rout paying {2} more: total {3}{W}{W} + {2} = {5}{W}{W}, paid from {W}{W}{C}{C}{C}{C}{C}.
  // H9: it resolves: "destroy all creatures" (608.2j: the creatures now) — A's Bears and B's Giant die.
  {
    name: 'seed 004: Rout (flash if an additional cost is paid) may begin to be cast as though it had flash (601.3c)',
    citation: '601.3c',
    scenario: {
      players: [pool('A', '{W}{W}{C}{C}{C}{C}{C}'), { id: 'B' }],
      step: 'end',
      objects: [rout(), creature('mybear', 'Grizzly Bears', 2, 2, 'A'), creature('giant', 'Hill Giant', 3, 3, 'B')],
      actions: [cast('rout', undefined, { flashCost: true }), resolve],
    },
    expect: {
      players: both(),
      fates: { rout: { zone: 'graveyard', owner: 'A' }, mybear: { zone: 'graveyard', owner: 'A' }, giant: { zone: 'graveyard', owner: 'B' } },
      rules: ['601.3c', '118.8', TOTAL_COST, PAY, CAST, '608.2j'],
      steps: [
        { key: 'cast.cost', params: { total: '{5}{W}{W}' } },
        { key: 'cast.paid', params: { left: '-' } },
      ],
    },
  },
  // 「《砕ける波》…あなたがマーフォークをコントロールしている限り瞬速を持つ」(601.3d): A controls a
  // Merfolk, so in A's end step A casts Crashing Tide at B's Grizzly Bears: it returns to B's hand
  // and A draws a card (library 1 -> 0, hand 0 -> 1; Crashing Tide then in the graveyard).
  {
    name: 'seed 004: Crashing Tide has flash while you control a Merfolk (601.3d)',
    citation: '601.3d',
    scenario: {
      step: 'end',
      objects: [crashingTide(), merfolk(), creature('bear', 'Grizzly Bears', 2, 2, 'B'), ...filler('lib', 1, 'A')],
      actions: [cast('tide', { creature: ['bear'] }), resolve],
    },
    expect: {
      players: both(),
      fates: { tide: { zone: 'graveyard', owner: 'A' }, bear: { zone: 'hand', owner: 'B' } },
      zones: { A: { hand: 1, library: 0 }, B: { hand: 1 } },
      rules: ['601.3d', CAST, SPELL_TO_GRAVEYARD],
      steps: [{ key: 'cast.proposed', params: { permission: 'flash-condition' } }],
    },
  },
  // 「《洞察の碑文》…キッカーするかどうかはモードを選ぶより前に決める」(601.4): kicked (total {2}{U} +
  // {2}{U}{U} = {4}{U}{U}{U}, from {U}{U}{U}{C}{C}{C}{C}), A chooses modes 1 and 2. H9: it resolves in
  // printed order: both of B's creatures return to B's hand; A scries 2 putting lib1 on the bottom
  // (library lib2 lib3 lib1), then draws two: lib2 and lib3 (hand 2, library 1: lib1).
  {
    name: 'seed 004: Inscription of Insight: choosing to kick before choosing modes (601.4)',
    citation: '601.4',
    scenario: {
      players: [pool('A', '{U}{U}{U}{C}{C}{C}{C}'), { id: 'B' }],
      objects: [insight(), creature('b1', 'Grizzly Bears', 2, 2, 'B'), creature('b2', 'Hill Giant', 3, 3, 'B'), ...filler('lib', 3, 'A')],
      actions: [cast('insight', { creatures: ['b1', 'b2'] }, { kicked: true, modes: [0, 1] }), { kind: 'resolve', choices: { scry: ['lib1'] } }],
    },
    expect: {
      players: both(),
      fates: { insight: { zone: 'graveyard', owner: 'A' }, b1: { zone: 'hand', owner: 'B' }, b2: { zone: 'hand', owner: 'B' }, lib1: { zone: 'library', owner: 'A' }, lib2: { zone: 'hand', owner: 'A' }, lib3: { zone: 'hand', owner: 'A' } },
      zones: { A: { hand: 2, library: 1 } },
      rules: ['601.4', '702.33d', TOTAL_COST, CAST, '701.22a'],
      steps: [{ key: 'cast.cost', params: { total: '{4}{U}{U}{U}' } }, { key: 'resolve.scry', params: { policy: 'given' } }],
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Variations of our own: costs, mana payment, restrictions, flash permissions, modes and kicker

/** Grizzly Bears as a creature card in A's hand ({1}{G}, mana value 2). */
const bearsCard = (id = 'bears', owner = 'A') => creatureCard(id, 'Grizzly Bears', 2, 2, owner);

/** Divination {2}{U} sorcery: "Draw two cards." */
const divination = () => sorcery('div', 'Divination', body('Draw two cards.', [], [draw(2)]), 'A', { colors: ['U'], manaCost: '{2}{U}' });

/** Lightning Bolt {R}: 3 damage to any target. */
const bolt = () => instant('bolt', 'Lightning Bolt', body('Lightning Bolt deals 3 damage to any target.', [anyTarget()], [damage(3, 'any')]), 'A', { manaCost: '{R}' });

/** Thalia, Guardian of Thraben (B's) {1}{W} 2/1 first strike: "Noncreature spells cost {1} more to cast." */
const thalia = () =>
  withCasting(creature('thalia', 'Thalia, Guardian of Thraben', 2, 1, 'B', { colors: ['W'], manaCost: '{1}{W}', supertypes: ['Legendary'], keywords: ['first strike'] }), {
    castStatics: [{ kind: 'cost', text: 'Noncreature spells cost {1} more to cast.', who: 'all', filter: { kind: 'filter', notTypes: ['Creature'] }, generic: 1 }],
  });

/** Burst Lightning {R} instant, kicker {4}: "… deals 2 damage to any target. If this spell was kicked, it deals 4 damage instead." */
const burst = () =>
  instant(
    'burst',
    'Burst Lightning',
    spellOf('Kicker {4}. Burst Lightning deals 2 damage to any target. If this spell was kicked, it deals 4 damage instead.', [anyTarget()], [damage(2, 'any')], {
      kicker: { cost: '{4}', effects: [damage(4, 'any')], instead: true },
    }),
    'A',
    { manaCost: '{R}' },
  );

/** Kolaghan's Command {1}{B}{R} instant: "Choose two —" (the first two modes are not modelled here). */
const command = () =>
  instant(
    'command',
    "Kolaghan's Command",
    spellOf('Choose two —', [], [], {
      modes: {
        min: 2,
        max: 2,
        options: [
          { text: 'Return target creature card from your graveyard to your hand.', effects: [], unmodelled: 'targeting a card in a graveyard' },
          { text: 'Target player discards a card.', targets: [{ word: 'player', players: 'any' }], effects: [], unmodelled: 'the discard choice' },
          { text: 'Destroy target artifact.', targets: [targetOfType('artifact', ['Artifact'])], effects: [destroy('artifact')] },
          { text: "Kolaghan's Command deals 2 damage to any target.", targets: [anyTarget('any')], effects: [damage(2, 'any')] },
        ],
      },
    }),
    'A',
    { colors: ['B', 'R'], manaCost: '{1}{B}{R}' },
  );

const island = (id: string, extra: Partial<StackScenarioObject> = {}) => land(id, 'Island', '{U}', 'A', extra);

export const CASTING_VARIATION_ROWS: StackRow[] = [
  // Altar's Reap without a cost reducer: the total is {1}{B} (601.2f); A has only {B}. Unpayable
  // costs can't be paid and partial payment isn't allowed (601.2h): the cast is rewound (601.2e).
  // Nothing was sacrificed: the bear is still on the battlefield, the card back in A's hand.
  {
    name: "Altar's Reap without a cost reducer can't be paid with {B} alone: rewound, nothing sacrificed",
    citation: '601.2h',
    scenario: {
      players: [pool('A', '{B}'), { id: 'B' }],
      objects: [altarsReap(), creature('mybear', 'Grizzly Bears', 2, 2, 'A'), ...filler('lib', 2, 'A')],
      actions: [cast('reap', undefined, { sacrifice: ['mybear'] })],
    },
    expect: {
      players: both(),
      fates: { reap: { zone: 'hand', owner: 'A' }, mybear: { zone: 'battlefield' } },
      zones: { A: { hand: 1, library: 2 } },
      rules: [TOTAL_COST, PAY, '601.2e'],
      steps: [{ key: 'cast.cost', params: { total: '{1}{B}' } }, rewound('cost-unpaid')],
    },
  },
  // Altar's Reap's additional cost is mandatory (118.8): cast without sacrificing a creature, the
  // cost can't be paid (601.2h): rewound; A still has {B}{B} and the card.
  {
    name: "Altar's Reap cast without sacrificing a creature is rewound (its additional cost is mandatory)",
    citation: '118.8',
    scenario: {
      players: [pool('A', '{B}{B}'), { id: 'B' }],
      objects: [altarsReap(), creature('mybear', 'Grizzly Bears', 2, 2, 'A')],
      actions: [cast('reap')],
    },
    expect: { players: both(), fates: { reap: { zone: 'hand', owner: 'A' }, mybear: { zone: 'battlefield' } }, rules: [PAY, '601.2e'], steps: [rewound('cost-sacrifice')] },
  },
  // Thalia (B's): noncreature spells cost {1} more, for every player. Lightning Bolt {R} -> {1}{R}
  // (601.2f), paid from {R}{C}; 3 damage to B: 17.
  {
    name: "Thalia's cost increase applies to an opponent's noncreature spell: Lightning Bolt costs {1}{R}",
    citation: '601.2f',
    scenario: {
      players: [pool('A', '{R}{C}'), { id: 'B' }],
      objects: [thalia(), bolt()],
      actions: [cast('bolt', { any: ['B'] }), resolve],
    },
    expect: {
      players: both(20, 17),
      fates: { bolt: { zone: 'graveyard', owner: 'A' }, thalia: { zone: 'battlefield', damage: 0 } },
      rules: [TOTAL_COST, PAY, '118.7a'],
      steps: [{ key: 'cast.cost', params: { total: '{1}{R}' } }, { key: 'cast.paid', params: { paid: '{R}{C}', left: '-' } }],
    },
  },
  // Thalia doesn't affect creature spells: Grizzly Bears costs {1}{G}, paid from exactly {G}{C}.
  {
    name: "Thalia's increase doesn't apply to a creature spell: Grizzly Bears still costs {1}{G}",
    citation: '601.2f',
    scenario: {
      players: [pool('A', '{G}{C}'), { id: 'B' }],
      objects: [thalia(), bearsCard()],
      actions: [cast('bears'), resolve],
    },
    expect: {
      players: both(),
      fates: { bears: { zone: 'battlefield', controller: 'A' } },
      rules: [TOTAL_COST, PAY],
      notRules: ['118.7a'],
      steps: [{ key: 'cast.cost', params: { total: '{1}{G}' } }],
    },
  },
  // 601.2g: A activates three Islands' mana abilities while casting Divination ({2}{U}): they become
  // tapped and add {U}{U}{U}; the cost is paid from it (nothing left). A draws two: hand 2, library 0.
  {
    name: 'mana abilities activated while casting (601.2g) pay for Divination: three Islands tapped',
    citation: '601.2g',
    scenario: {
      objects: [divination(), island('i1'), island('i2'), island('i3'), ...filler('lib', 2, 'A')],
      actions: [cast('div', undefined, { mana: ['i1', 'i2', 'i3'] }), resolve],
    },
    expect: {
      players: both(),
      fates: { div: { zone: 'graveyard', owner: 'A' }, i1: { zone: 'battlefield', tapped: true }, i2: { zone: 'battlefield', tapped: true }, i3: { zone: 'battlefield', tapped: true } },
      zones: { A: { hand: 2, library: 0 } },
      rules: ['601.2g', '605.3b', PAY],
      minSteps: { '601.2g': 3 },
      steps: [{ key: 'cast.paid', params: { paid: '{U}{U}{U}', left: '-' } }],
    },
  },
  // A tapped Island can't be tapped for mana again: the cast is rewound before anything happens;
  // the two untapped Islands stay untapped, Divination stays in A's hand.
  {
    name: 'a tapped land named to pay for a spell: the cast is rewound and nothing is tapped',
    citation: '601.2g',
    scenario: {
      objects: [divination(), island('i1', { tapped: true }), island('i2'), island('i3')],
      actions: [cast('div', undefined, { mana: ['i1', 'i2', 'i3'] })],
    },
    expect: {
      players: both(),
      fates: { div: { zone: 'hand', owner: 'A' }, i1: { zone: 'battlefield', tapped: true }, i2: { zone: 'battlefield', tapped: false }, i3: { zone: 'battlefield', tapped: false } },
      rules: ['601.2e'],
      steps: [rewound('tapped')],
    },
  },
  // Unspent mana stays in the pool (106.4): Lightning Bolt paid from {R}{R} leaves {R}. B: 17.
  {
    name: 'mana not spent on a cost stays in the pool: Lightning Bolt from {R}{R} leaves {R}',
    citation: '106.4',
    scenario: {
      players: [pool('A', '{R}{R}'), { id: 'B' }],
      objects: [bolt()],
      actions: [cast('bolt', { any: ['B'] }), resolve],
    },
    expect: { players: both(20, 17), fates: { bolt: { zone: 'graveyard', owner: 'A' } }, rules: ['106.4', PAY], steps: [{ key: 'cast.paid', params: { paid: '{R}', left: '{R}' } }] },
  },
  // Void Winnower: Grizzly Bears has mana value 2 and no X, so no choice can make it odd: A can't
  // even begin to cast it (101.2), and 601.3a doesn't apply.
  {
    name: 'Void Winnower: a spell with an even mana value and no X can\u2019t begin to be cast',
    citation: '101.2',
    scenario: { objects: [winnower('B'), bearsCard()], actions: [cast('bears')] },
    expect: { players: both(), fates: { bears: { zone: 'hand', owner: 'A' } }, rules: [CANT, '601.2e'], notRules: [MAY_BEGIN], steps: [rewound('cant')] },
  },
  // Void Winnower restricts only its controller's opponents: B (active, in B's main phase) casts
  // Grizzly Bears (mana value 2); it resolves onto the battlefield under B's control.
  {
    name: 'Void Winnower doesn\u2019t stop its own controller casting an even spell',
    citation: '101.2',
    scenario: { activePlayer: 'B', objects: [winnower('B'), bearsCard('bears', 'B')], actions: [castBy('B', 'bears'), resolve] },
    expect: { players: both(), fates: { bears: { zone: 'battlefield', controller: 'B' } }, rules: [CAST], notRules: [CANT] },
  },
  // Void Winnower: Lightning Bolt (mana value 1, odd) is fine: 3 damage to B -> 17.
  {
    name: 'Void Winnower: an opponent\u2019s odd spell (Lightning Bolt) is cast normally',
    citation: '202.3',
    scenario: { objects: [winnower('B'), bolt()], actions: [cast('bolt', { any: ['B'] }), resolve] },
    expect: { players: both(20, 17), fates: { bolt: { zone: 'graveyard', owner: 'A' } }, rules: [CAST], notRules: [CANT] },
  },
  // Without an Aura-flash effect, Nimbus Naiad cast bestowed in A's end step has no permission to be
  // cast at that time (117.1a): rewound.
  {
    name: 'a bestowed spell without a flash permission can\u2019t be cast in the end step',
    citation: '117.1a',
    scenario: { step: 'end', objects: [naiad(), creature('mybear', 'Grizzly Bears', 2, 2, 'A')], actions: [cast('naiad', { enchant: ['mybear'] }, { alternative: 'bestow' })] },
    expect: { players: both(), fates: { naiad: { zone: 'hand', owner: 'A' } }, rules: ['117.1a', '601.2e'], steps: [rewound('sorcery-timing')] },
  },
  // 702.103d: under "Creature spells can't be cast", Nimbus Naiad can't be cast as a creature
  // (rewound, 101.2), but cast bestowed it is an Aura spell and can be (paid {4}{U}). The bestowed
  // spell stays on the stack (resolving an Aura spell isn't modelled).
  {
    name: '"creature spells can\u2019t be cast" doesn\u2019t stop a bestow card cast bestowed (702.103d)',
    citation: '702.103d',
    scenario: {
      players: [pool('A', '{U}{U}{C}{C}{C}{C}'), { id: 'B' }],
      castRestrictions: [{ text: 'Creature spells can\u2019t be cast.', players: 'all', types: ['Creature'] }],
      objects: [naiad(), creature('mybear', 'Grizzly Bears', 2, 2, 'A')],
      actions: [cast('naiad'), cast('naiad', { enchant: ['mybear'] }, { alternative: 'bestow' })],
    },
    expect: {
      players: both(),
      fates: { naiad: { zone: 'stack', owner: 'A' } },
      stackSize: 1,
      rules: [CANT, '702.103b', CAST],
      steps: [rewound('cant'), { key: 'cast.paid', params: { left: '{U}' } }],
    },
  },
  // Rout without paying the {2}: in A's end step it has no permission (601.3c needs the cost): rewound.
  {
    name: 'Rout in the end step without paying {2} more is rewound',
    citation: '601.3c',
    scenario: { players: [pool('A', '{W}{W}{C}{C}{C}{C}{C}'), { id: 'B' }], step: 'end', objects: [rout()], actions: [cast('rout')] },
    expect: { players: both(), fates: { rout: { zone: 'hand', owner: 'A' } }, rules: ['117.1a', '601.2e'], steps: [rewound('sorcery-timing')] },
  },
  // Rout at sorcery speed, in A's main phase, without the optional {2}: total {3}{W}{W}, from exactly
  // {W}{W}{C}{C}{C}. (The row checks the cost: it stays on the stack.)
  {
    name: 'Rout at sorcery speed costs only its mana cost (the flash cost is optional)',
    citation: '118.8b',
    scenario: { players: [pool('A', '{W}{W}{C}{C}{C}'), { id: 'B' }], objects: [rout()], actions: [cast('rout')] },
    expect: { players: both(), fates: { rout: { zone: 'stack', owner: 'A' } }, stackSize: 1, rules: [TOTAL_COST, CAST], notRules: ['601.3c'], steps: [{ key: 'cast.cost', params: { total: '{3}{W}{W}' } }] },
  },
  // Crashing Tide without a Merfolk has no flash: in A's end step it is rewound (117.1a).
  {
    name: 'Crashing Tide without a Merfolk can\u2019t be cast in the end step',
    citation: '601.3d',
    scenario: { step: 'end', objects: [crashingTide(), creature('bear', 'Grizzly Bears', 2, 2, 'B')], actions: [cast('tide', { creature: ['bear'] })] },
    expect: { players: both(), fates: { tide: { zone: 'hand', owner: 'A' }, bear: { zone: 'battlefield' } }, rules: ['601.2e'], notRules: ['601.3d'], steps: [rewound('sorcery-timing')] },
  },
  // Burst Lightning kicked: total {R} + {4} = {4}{R} from {R}{C}{C}{C}{C}; it deals 4 instead of 2: B 16.
  {
    name: 'Burst Lightning kicked deals 4 damage instead of 2 and costs {4}{R}',
    citation: '702.33d',
    scenario: { players: [pool('A', '{R}{C}{C}{C}{C}'), { id: 'B' }], objects: [burst()], actions: [cast('burst', { any: ['B'] }, { kicked: true }), resolve] },
    expect: { players: both(20, 16), fates: { burst: { zone: 'graveyard', owner: 'A' } }, rules: ['702.33d', '118.8', TOTAL_COST], steps: [{ key: 'cast.cost', params: { total: '{4}{R}' } }] },
  },
  // Burst Lightning not kicked: {R}, 2 damage: B 18; {C}{C}{C}{C} left in the pool.
  {
    name: 'Burst Lightning not kicked deals 2 damage for {R}',
    citation: '702.33a',
    scenario: { players: [pool('A', '{R}{C}{C}{C}{C}'), { id: 'B' }], objects: [burst()], actions: [cast('burst', { any: ['B'] }), resolve] },
    expect: { players: both(20, 18), fates: { burst: { zone: 'graveyard', owner: 'A' } }, rules: [TOTAL_COST], notRules: ['702.33d'], steps: [{ key: 'cast.paid', params: { paid: '{R}', left: '{C}{C}{C}{C}' } }] },
  },
  // Inscription of Abundance not kicked: "choose one", so choosing two modes is illegal (601.2b): rewound.
  {
    name: 'Inscription of Abundance not kicked can\u2019t choose two modes',
    citation: '700.2a',
    scenario: {
      objects: [abundance(), creature('mybear', 'Grizzly Bears', 2, 2, 'A'), creature('ogre', 'Gray Ogre', 2, 2, 'B')],
      actions: [cast('abundance', { creature: ['mybear'], yours: ['mybear'], theirs: ['ogre'] }, { modes: [0, 2] })],
    },
    expect: { players: both(), fates: { abundance: { zone: 'hand', owner: 'A' }, mybear: { zone: 'battlefield', counters: {} } }, rules: ['601.2e'], steps: [rewound('modes')] },
  },
  // Inscription of Abundance not kicked, mode 1 only: two +1/+1 counters on A's bear (4/4); only
  // that mode's target is chosen (700.2c). Total {1}{G}.
  {
    name: 'Inscription of Abundance, one mode: two +1/+1 counters on the target',
    citation: '700.2c',
    scenario: { objects: [abundance(), creature('mybear', 'Grizzly Bears', 2, 2, 'A')], actions: [cast('abundance', { creature: ['mybear'] }, { modes: [0] }), resolve] },
    expect: {
      players: both(),
      fates: { abundance: { zone: 'graveyard', owner: 'A' }, mybear: { zone: 'battlefield', counters: { '+1/+1': 2 }, power: 4, toughness: 4 } },
      rules: ['700.2a', CAST, SPELL_TO_GRAVEYARD],
      steps: [{ key: 'cast.cost', params: { total: '{1}{G}' } }],
    },
  },
  // Kolaghan's Command, "choose two": destroy B's artifact and 2 damage to B, in the order written
  // (608.2c): the artifact goes to B's graveyard, B 18.
  {
    name: "Kolaghan's Command with two modes: destroy target artifact and 2 damage",
    citation: '700.2',
    scenario: {
      objects: [command(), permanent('relic', 'Golden Relic', ['Artifact'], 'B')],
      actions: [cast('command', { artifact: ['relic'], any: ['B'] }, { modes: [2, 3] }), resolve],
    },
    expect: { players: both(20, 18), fates: { command: { zone: 'graveyard', owner: 'A' }, relic: { zone: 'graveyard', owner: 'B' } }, rules: ['700.2a', CAST, '701.8a'] },
  },
  // Kolaghan's Command needs exactly two modes: one mode is rewound (601.2b).
  {
    name: "Kolaghan's Command with only one mode is rewound",
    citation: '601.2b',
    scenario: { objects: [command(), permanent('relic', 'Golden Relic', ['Artifact'], 'B')], actions: [cast('command', { artifact: ['relic'] }, { modes: [2] })] },
    expect: { players: both(), fates: { command: { zone: 'hand', owner: 'A' }, relic: { zone: 'battlefield' } }, rules: ['601.2b', '601.2e'], steps: [rewound('modes')] },
  },
  // Teferi restricts only at times a sorcery couldn't be cast: in B's own main phase with an empty
  // stack, B casts Lightning-like Shock at A: A 18.
  {
    name: 'Teferi: an opponent may still cast an instant in their own main phase with an empty stack',
    citation: '307.5',
    scenario: {
      activePlayer: 'B',
      objects: [teferi(), instant('shockB', 'Shock', body('Shock deals 2 damage to any target.', [anyTarget()], [damage(2, 'any')]), 'B', { manaCost: '{R}' })],
      actions: [castBy('B', 'shockB', { any: ['A'] }), resolve],
    },
    expect: { players: both(18, 20), fates: { shockB: { zone: 'graveyard', owner: 'B' } }, rules: [CAST], notRules: ['307.5'] },
  },
  // Search Party Captain during combat, after A attacked with two creatures, cast as though it had
  // flash: {3}{W} - {2} = {1}{W}, paid by tapping a Plains and a Wastes while casting (601.2g). (Review:
  // a pool stated for the scenario's main phase would have emptied as that step ended, 106.4.)
  // It resolves onto the battlefield.
  {
    name: 'Search Party Captain after attacking with two creatures costs {1}{W}',
    citation: '601.2f',
    scenario: {
      objects: [creature('c1', 'Grizzly Bears', 2, 2, 'A'), creature('c2', 'Hill Giant', 3, 3, 'A'), captain(), land('plains', 'Plains', '{W}'), land('wastes', 'Wastes', '{C}')],
      actions: [{ kind: 'begin-step', step: 'combat' }, { kind: 'declare-attackers', attackers: [{ object: 'c1' }, { object: 'c2' }] }, cast('captain', undefined, { asThoughFlash: true, mana: ['plains', 'wastes'] }), resolve],
    },
    expect: {
      players: both(),
      fates: { captain: { zone: 'battlefield', controller: 'A' }, c1: { zone: 'battlefield', tapped: true }, c2: { zone: 'battlefield', tapped: true }, plains: { zone: 'battlefield', tapped: true } },
      rules: [TOTAL_COST, '608.2i', '601.3b'],
      steps: [{ key: 'cast.cost', params: { total: '{1}{W}' } }, { key: 'cast.paid', params: { paid: '{W}{C}', left: '-' } }],
    },
  },
  // 608.2i: the creature A attacked with has since died (it is in A's graveyard); it still counts:
  // Search Party Captain costs {2}{W}, paid from exactly {W}{C}{C}.
  {
    name: 'Search Party Captain counts a creature attacked with that has since died',
    citation: '608.2i',
    scenario: {
      players: [pool('A', '{W}{C}{C}'), { id: 'B' }],
      step: 'main2',
      attackedThisTurn: { A: ['cub'] },
      objects: [creature('cub', 'Bear Cub', 2, 2, 'A', { zone: 'graveyard' }), captain()],
      actions: [cast('captain'), resolve],
    },
    expect: {
      players: both(),
      fates: { captain: { zone: 'battlefield', controller: 'A' }, cub: { zone: 'graveyard', owner: 'A' } },
      rules: ['608.2i', TOTAL_COST, PAY],
      steps: [{ key: 'cast.cost', params: { total: '{2}{W}' } }],
    },
  },
  // Search Party Captain with no attacks this turn costs {3}{W}: {W}{C}{C} isn't enough: rewound.
  {
    name: 'Search Party Captain with no attacks this turn can\u2019t be paid with three mana',
    citation: '601.2h',
    scenario: { players: [pool('A', '{W}{C}{C}'), { id: 'B' }], objects: [captain()], actions: [cast('captain')] },
    expect: { players: both(), fates: { captain: { zone: 'hand', owner: 'A' } }, rules: [PAY, '601.2e'], notRules: ['608.2i'], steps: [{ key: 'cast.cost', params: { total: '{3}{W}' } }, rewound('cost-unpaid')] },
  },
];

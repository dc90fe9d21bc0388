/**
 * Casting by permission and by alternative characteristics, and casting during resolution (issue
 * 5, session 2): the 601.3e / 601.3f / 608.2g rows of stack-cr.ts and stack-seeds.ts (spread into
 * those tables) and variations of our own (spread into stack-variations.ts).
 *
 * Mechanisms: "you may cast … from the top of your library" (601.3, judged on the characteristics
 * the spell will have, 601.3e), morph (702.37c, 708), Adventures (715.3), split cards (709.3),
 * flashback (702.34a) and jump-start (702.133a) from the graveyard, face-down cards in exile
 * (601.3f, 406.3), and spells cast while another resolves (608.2g: Kaya's emblem, cascade 702.85a).
 *
 * Conventions: tables/stack-kit.ts (player A active, main phase 1, 20 life each). Each row's
 * expected values are worked out by hand, from the CR, in the comment above it. Every rule cited
 * was checked against MagicCompRules-20260925.txt.
 */
import type { CardFace, CardType, CastPermission, ObjectFilter, Zone } from '../../../src/engine/types.ts';
import type { StackRow, StackScenarioObject, TodoRow } from '../support.ts';
import { anyTarget, beginStep, body, cast, castBy, counter, creature, creatureCard, damage, destroy, draw, filler, instant, pass, resolve, resolveAll, sorcery, tap, targetCreature, targetSpell, trigger } from './stack-kit.ts';

const both = (a = 20, b = 20) => ({ A: { life: a }, B: { life: b } });

/** A scenario object with the session-2 fields (an Adventure, split halves, permissions, face-down). */
type AltObject = StackScenarioObject & { adventure?: CardFace; halves?: CardFace[]; castPermissions?: CastPermission[]; faceDown?: { knownTo: string[] } };
const alt = (o: AltObject): StackScenarioObject => o;

const typesFilter = (...types: CardType[]): ObjectFilter => ({ kind: 'filter', types });

// ---------------------------------------------------------------------------------------------
// Cards

/** Garruk's Horde: "You may cast creature spells from the top of your library." */
const horde = (id = 'horde', name = "Garruk's Horde"): StackScenarioObject =>
  alt({ ...creature(id, name, 7, 7, 'A', { keywords: ['trample'], manaCost: '{5}{G}{G}' }), castPermissions: [{ text: 'You may cast creature spells from the top of your library.', from: 'library-top', filter: typesFilter('Creature') }] });

/** Melek, Izzet Paragon: "You may cast instant and sorcery spells from the top of your library." */
const melek = (id = 'melek', name = 'Melek, Izzet Paragon'): StackScenarioObject =>
  alt({ ...creature(id, name, 2, 4, 'A', { colors: ['U', 'R'], manaCost: '{4}{U}{R}' }), castPermissions: [{ text: 'You may cast instant and sorcery spells from the top of your library.', from: 'library-top', filter: typesFilter('Instant', 'Sorcery') }] });

/** Lier: "Each instant and sorcery card in your graveyard has flashback. The flashback cost is equal to that card's mana cost." */
const lier = (id = 'lier', name = 'Lier, Disciple of the Drowned'): StackScenarioObject =>
  creature(id, name, 3, 3, 'A', {
    colors: ['U'],
    manaCost: '{3}{U}{U}',
    supertypes: ['Legendary'],
    statics: [
      {
        text: 'Each instant and sorcery card in your graveyard has flashback. The flashback cost is equal to that card’s mana cost.',
        affects: { kind: 'filter', zone: 'graveyard', types: ['Instant', 'Sorcery'], controller: 'you' },
        modifications: [{ kind: 'add-keywords', keywords: [{ keyword: 'flashback' }] }],
      },
    ],
  });

/** Giant Killer (1/2 creature {W}) // Chop Down ({2}{W} instant — Adventure: "Destroy target creature with power 4 or greater"; the power limit isn't a target filter here). */
const giantKiller = (zone: Zone, id = 'killer', names = { card: 'Giant Killer', adventure: 'Chop Down' }): StackScenarioObject =>
  alt({
    ...creatureCard(id, names.card, 1, 2, 'A', { colors: ['W'], manaCost: '{W}', zone }),
    adventure: { name: names.adventure, manaCost: '{2}{W}', colors: ['W'], types: ['Instant'], subtypes: ['Adventure'], spell: body('Destroy target creature with power 4 or greater.', [targetCreature()], [destroy('creature')]) },
  });

/** B's 6/4 that Chop Down destroys. */
const crawGiant = (id = 'giant', name = 'Craw Giant'): StackScenarioObject => creature(id, name, 6, 4, 'B', { manaCost: '{3}{G}{G}{G}' });

/** Zoetic Cavern: a land with morph {2} (a land can't be cast, 305.9; face down it is a 2/2 creature spell). */
const cavern = (zone: Zone, id = 'cavern', name = 'Zoetic Cavern'): StackScenarioObject =>
  alt({ id, name, types: ['Land'], colors: [], manaCost: null, controller: 'A', zone, keywords: [{ keyword: 'morph', param: '{2}' }] });

/** A creature card with morph ({3}{G}{G} 5/5, morph {4}{G}). */
const morphBeast = (zone: Zone = 'hand', id = 'beast', name = 'Pine Walker'): StackScenarioObject =>
  creatureCard(id, name, 5, 5, 'A', { manaCost: '{3}{G}{G}', zone, keywords: [{ keyword: 'morph', param: '{4}{G}' }] });

/** The same with "When this creature enters, you gain 3 life." */
const morphBeastWithEtb = (): StackScenarioObject => ({ ...morphBeast(), triggers: [trigger('When this creature enters, you gain 3 life.', 'enters', [{ kind: 'life', amount: 3, player: 'you' }])] });

const bolt = (id = 'bolt', owner = 'A', zone: Zone = 'hand'): StackScenarioObject =>
  instant(id, 'Lightning Bolt', body('Lightning Bolt deals 3 damage to any target.', [anyTarget()], [damage(3, 'any')]), owner, { manaCost: '{R}', zone });

/** Firebolt: sorcery {R}, 2 damage to any target; flashback {4}{R}. */
const firebolt = (zone: Zone = 'graveyard', id = 'firebolt'): StackScenarioObject =>
  sorcery(id, 'Firebolt', body('Firebolt deals 2 damage to any target.', [anyTarget()], [damage(2, 'any')]), 'A', { manaCost: '{R}', zone, keywords: [{ keyword: 'flashback', param: '{4}{R}' }] });

/** Chemister's Insight: instant {3}{U}, draw two cards; jump-start. */
const insight = (zone: Zone = 'graveyard', id = 'insight'): StackScenarioObject =>
  instant(id, 'Chemister’s Insight', body('Draw two cards.', [], [draw(2)]), 'A', { colors: ['U'], manaCost: '{3}{U}', zone, keywords: ['jump-start'] });

/** Fire // Ice: Fire {1}{R} (2 damage to any target — one target here), Ice {1}{U} (tap target permanent, draw a card). */
const fireIce = (id = 'fireice'): StackScenarioObject =>
  alt({
    id,
    name: 'Fire // Ice',
    types: ['Instant'],
    colors: ['U', 'R'],
    manaCost: '{1}{R}{1}{U}',
    controller: 'A',
    zone: 'hand',
    halves: [
      { name: 'Fire', manaCost: '{1}{R}', colors: ['R'], types: ['Instant'], spell: body('Fire deals 2 damage to any target.', [anyTarget()], [damage(2, 'any')]) },
      { name: 'Ice', manaCost: '{1}{U}', colors: ['U'], types: ['Instant'], spell: body('Tap target permanent. Draw a card.', [{ word: 'permanent', objects: { kind: 'filter' } }], [tap('permanent'), draw(1)]) },
    ],
  });

/** Cancel: counter target spell. */
const cancel = (id = 'cancel', owner = 'B'): StackScenarioObject => instant(id, 'Cancel', body('Counter target spell.', [targetSpell()], [counter()]), owner, { colors: ['U'], manaCost: '{1}{U}{U}' });

/** Bloodbraid Elf: {2}{R}{G} 3/2, haste, cascade — its cascade written as its "when you cast" trigger; `targets` are the choices for the spell it casts. */
const bloodbraid = (targets?: Record<string, string[]>, id = 'elf', name = 'Bloodbraid Elf'): StackScenarioObject =>
  creatureCard(id, name, 3, 2, 'A', {
    colors: ['R', 'G'],
    manaCost: '{2}{R}{G}',
    keywords: ['haste', 'cascade'],
    triggers: [trigger('Cascade', 'cast', [targets ? { kind: 'cascade', targets } : { kind: 'cascade' }])],
  });

/** Tormenting Voice-like: "Discard a card, then draw two cards" (here discard first; with one card in hand, that card). */
const voice = (id = 'voice', name = 'Tormenting Voice'): StackScenarioObject =>
  sorcery(id, name, body('Discard a card, then draw two cards.', [], [{ kind: 'discard', amount: 1, player: 'you' }, draw(2)]), 'A', { manaCost: '{1}{R}' });

/** Fiery Temper: instant {1}{R}{R}, 3 damage to any target; madness {R}. */
const fieryTemper = (id = 'temper', name = 'Fiery Temper'): StackScenarioObject =>
  instant(id, name, body('Fiery Temper deals 3 damage to any target.', [anyTarget()], [damage(3, 'any')]), 'A', { manaCost: '{1}{R}{R}', keywords: [{ keyword: 'madness', param: '{R}' }] });

const land = (id: string, name = 'Mountain', zone: Zone = 'library'): StackScenarioObject => ({ id, name, types: ['Land'], colors: [], manaCost: null, controller: 'A', zone });

/** Kaya's emblem: "At the beginning of your upkeep, you may cast a legendary spell from your graveyard or from among cards you own in exile without paying its mana cost." `choice` is the card chosen. */
const kayaEmblem = (choice: string, name = "Kaya's emblem"): StackScenarioObject => ({
  id: 'emblem',
  name,
  types: [],
  colors: [],
  manaCost: null,
  controller: 'A',
  zone: 'command',
  triggers: [
    trigger(
      'At the beginning of your upkeep, you may cast a legendary spell from your graveyard or from among cards you own in exile without paying its mana cost.',
      'upkeep',
      [{ kind: 'cast-card', object: choice, from: ['graveyard', 'exile'], supertypes: ['Legendary'], free: true }],
    ),
  ],
});

/** A legendary 2/2 ({W}) exiled face down; `knownTo`: the players who may look at it (406.3). */
const exiledFaceDown = (knownTo: string[], id = 'hidden', name = 'Isamaru, Hound of Konda'): StackScenarioObject =>
  alt({ ...creatureCard(id, name, 2, 2, 'A', { colors: ['W'], manaCost: '{W}', supertypes: ['Legendary'], zone: 'exile' }), faceDown: { knownTo } });

// ---------------------------------------------------------------------------------------------
// stack-cr.ts: 601.3e

export const ALT_CR_ROWS: StackRow[] = [
  // 601.3e example (Garruk's Horde): the top card is a land with morph. As itself it is a land, which
  // can't be cast (305.9; the engine cites 300.2a): rewound. Cast with morph it is a 2/2 creature
  // spell (702.37c, 708.4), so the permission for creature spells covers it (601.3e). It resolves:
  // a face-down 2/2 on the battlefield; A's library is then empty, the battlefield holds the Horde
  // and the face-down card.
  {
    name: "601.3e: Garruk's Horde: a land with morph on top of the library can't be cast as itself, but can be cast face down as a 2/2 creature spell",
    citation: '601.3e',
    scenario: { objects: [horde(), cavern('library')], actions: [cast('cavern'), cast('cavern', undefined, { castAs: 'morph' }), resolve] },
    expect: {
      players: both(),
      fates: {},
      zones: { A: { battlefield: 2, library: 0 } },
      rules: ['601.3e', '702.37c', '708.4', '300.2a'],
      steps: [
        { key: 'cast.rewound', params: { reason: 'land' } },
        { key: 'alt.cast-as', params: { face: 'morph' } },
        { key: 'alt.permission', params: { source: "Garruk's Horde", from: 'library' } },
        { key: 'stack.permanent-enters' },
      ],
    },
  },
  // 601.3e example (Melek): Giant Killer on top. As a creature spell, Melek's permission (instants
  // and sorceries) doesn't cover it: rewound (601.3e). As its Adventure Chop Down it is an instant
  // spell (715.3a): cast, it destroys B's Craw Giant; as it resolves it is exiled, not put into the
  // graveyard (715.3d).
  {
    name: "601.3e: Melek: Giant Killer on top of the library can't be cast as a creature, but can be cast as its Adventure Chop Down (an instant)",
    citation: '601.3e',
    scenario: { objects: [melek(), giantKiller('library'), crawGiant()], actions: [cast('killer'), cast('killer', { creature: ['giant'] }, { castAs: 'adventure' }), resolve] },
    expect: {
      players: both(),
      fates: { killer: { zone: 'exile', owner: 'A' }, giant: { zone: 'graveyard', owner: 'B' } },
      rules: ['601.3e', '715.3a', '715.3b', '715.3d'],
      steps: [
        { key: 'cast.rewound', params: { reason: 'permission-filter' } },
        { key: 'alt.permission', params: { source: 'Melek, Izzet Paragon' } },
      ],
    },
  },
];

// ---------------------------------------------------------------------------------------------
// stack-seeds.ts: seed 004 (601.3e, 601.3f, 608.2g)

export const ALT_SEED_ROWS: StackRow[] = [
  // Seed 004 (溺神の信奉者、リーア / 巨人落とし): in the graveyard the card is a creature card, so Lier
  // gives it no flashback and it can't be cast as itself (702.34a: rewound). As 切り落とし it is an
  // instant card, Lier's effect applies to it then (601.3e): cast by flashback for its mana cost
  // {2}{W}, it destroys B's giant; flashback exiles it as it leaves the stack (702.34a).
  {
    name: 'seed 004: Lier: 巨人落とし in the graveyard can be cast only as 切り落とし, which has flashback from Lier’s effect (601.3e)',
    citation: '601.3e',
    scenario: {
      objects: [lier('lier', '溺神の信奉者、リーア'), giantKiller('graveyard', 'killer', { card: '巨人落とし', adventure: '切り落とし' }), crawGiant('giant', '大牙の巨人')],
      actions: [cast('killer', undefined, { using: 'flashback' }), cast('killer', { creature: ['giant'] }, { castAs: 'adventure', using: 'flashback' }), resolve],
    },
    expect: {
      players: both(),
      fates: { killer: { zone: 'exile', owner: 'A' }, giant: { zone: 'graveyard', owner: 'B' } },
      rules: ['601.3e', '702.34a', '715.3a'],
      steps: [
        { key: 'cast.rewound', params: { reason: 'no-keyword' } },
        { key: 'cast.cost', params: { alternative: 'flashback' } },
        { key: 'alt.exile-instead', params: { using: 'flashback' } },
      ],
    },
  },
  // Seed 004 (情け無用のケイヤの紋章): at A's upkeep the emblem's ability resolves and A chooses the
  // legendary card A owns that is exiled face down. A can't look at it, so A can't begin to cast it
  // (601.3f): it stays in exile, face down; nothing is on the stack afterwards.
  {
    name: 'seed 004: Kaya’s emblem can’t cast a face-down exiled card its player can’t look at (601.3f)',
    citation: '601.3f',
    scenario: { step: 'draw', objects: [kayaEmblem('hidden', '情け無用のケイヤの紋章'), exiledFaceDown([])], actions: [beginStep('upkeep'), resolveAll] },
    expect: { players: both(), fates: { hidden: { zone: 'exile', owner: 'A' } }, rules: ['601.3f'], steps: [{ key: 'cast.rewound', params: { reason: 'face-down-unknown' } }] },
  },
  // The same with a card A may look at (it exiled it face down and was allowed to look, 406.3): A casts
  // it during the emblem ability's resolution without paying its mana cost (608.2g, 118.9); nobody
  // gets priority until the ability has finished (608.2g); then the 2/2 resolves onto the battlefield.
  {
    name: 'seed 004: Kaya’s emblem casts a face-down exiled legendary card its player may look at, during the ability’s resolution (601.3f, 608.2g)',
    citation: '601.3f',
    scenario: { step: 'draw', objects: [kayaEmblem('hidden', '情け無用のケイヤの紋章'), exiledFaceDown(['A'])], actions: [beginStep('upkeep'), resolveAll] },
    expect: {
      players: both(),
      fates: { hidden: { zone: 'battlefield', controller: 'A', power: 2, toughness: 2 } },
      rules: ['608.2g', '118.9'],
      notRules: ['601.3f'],
      steps: [{ key: 'alt.during-resolution' }, { key: 'cast.cost', params: { total: '{0}' } }],
    },
  },
  // Seed 004 (続唱 / 608.2g): A casts Bloodbraid Elf (mana value 4); its cascade triggers and resolves
  // first: Mountain (a land) then Lightning Bolt (mana value 1 < 4) are exiled; A casts Bolt at B
  // for free during the resolution — no player receives priority then (608.2g). Mountain goes to the
  // bottom of the library (A's library: Mountain, Grizzly Bears). Bolt resolves (B 17), then the Elf.
  {
    name: 'seed 004: cascade casts Lightning Bolt during the resolution of the cascade ability; no priority until it has resolved (608.2g)',
    citation: '608.2g',
    scenario: {
      objects: [bloodbraid({ any: ['B'] }, 'elf', '血編み髪のエルフ'), land('mountain', '山'), bolt('bolt', 'A', 'library'), creatureCard('bears', 'Grizzly Bears', 2, 2, 'A', { zone: 'library' })],
      actions: [cast('elf'), resolveAll],
    },
    expect: {
      players: both(20, 17),
      fates: { elf: { zone: 'battlefield', controller: 'A' }, bolt: { zone: 'graveyard', owner: 'A' }, mountain: { zone: 'library', owner: 'A' }, bears: { zone: 'library', owner: 'A' } },
      zones: { A: { library: 2, exile: 0 } },
      rules: ['702.85a', '608.2g', '118.9'],
      steps: [{ key: 'alt.during-resolution' }, { key: 'alt.cascade-bottom' }],
    },
  },
];

ALT_SEED_ROWS.push(
  // Seed 004 (マッドネス / 608.2g): A discards 猛火の群れ (Fiery Temper) to Tormenting Voice: madness exiles
  // it instead (702.35a) and its ability triggers; as it resolves A casts it for {R} (an alternative
  // cost, 118.9) during that resolution (608.2g), targeting B (the resolving action's choice
  // "madness.any"). Voice draws 2 (library 2 -> 0, hand 2). Temper resolves: B 17; to the graveyard.
  {
    name: 'seed 004: madness: a discarded card is exiled and cast for its madness cost during its trigger’s resolution (608.2g)',
    citation: '608.2g',
    scenario: {
      objects: [voice(), fieryTemper('temper', '猛火の群れ'), ...filler('lib', 2, 'A')],
      actions: [cast('voice'), { kind: 'resolve', all: true, choices: { 'madness.any': ['B'] } }],
    },
    expect: {
      players: both(20, 17),
      fates: { temper: { zone: 'graveyard', owner: 'A' }, voice: { zone: 'graveyard', owner: 'A' } },
      zones: { A: { hand: 2, library: 0, exile: 0 } },
      rules: ['702.35a', '608.2g', '118.9'],
      steps: [{ key: 'alt.madness-exiled' }, { key: 'cast.cost', params: { total: '{R}', alternative: 'madness' } }, { key: 'alt.during-resolution' }],
    },
  },
);

/** H9: the Niv-Mizzet, Supreme row is real now (stack-completion.ts, `colorCount` filter). */
export const ALT_SEED_TODO: TodoRow[] = [];

// ---------------------------------------------------------------------------------------------
// stack-variations.ts

export const ALT_VARIATION_ROWS: StackRow[] = [
  // Garruk's Horde allows only the TOP card: a creature card second from the top can't be cast (601.3).
  {
    name: "Garruk's Horde: a creature card that isn't the top card of the library can't be cast",
    citation: '601.3',
    scenario: { objects: [horde(), land('top', 'Forest'), creatureCard('bear', 'Grizzly Bears', 2, 2, 'A', { zone: 'library' })], actions: [cast('bear')] },
    expect: { players: both(), fates: { bear: { zone: 'library', owner: 'A' } }, rules: ['601.3'], steps: [{ key: 'cast.rewound', params: { reason: 'not-top' } }] },
  },
  // Garruk's Horde covers creature spells only: a sorcery on top can't be cast (601.3e).
  {
    name: "Garruk's Horde: a sorcery on top of the library isn't a creature spell, so it can't be cast",
    citation: '601.3e',
    scenario: { objects: [horde(), firebolt('library')], actions: [cast('firebolt', { any: ['B'] })] },
    expect: { players: both(), fates: { firebolt: { zone: 'library', owner: 'A' } }, rules: ['601.3e'], steps: [{ key: 'cast.rewound', params: { reason: 'permission-filter' } }] },
  },
  // Melek: an instant on top is cast from the library (601.3) and resolves: B 17, Bolt to A's graveyard.
  {
    name: 'Melek: Lightning Bolt on top of the library is cast from there',
    citation: '601.3',
    scenario: { objects: [melek(), bolt('bolt', 'A', 'library')], actions: [cast('bolt', { any: ['B'] }), resolve] },
    expect: { players: both(20, 17), fates: { bolt: { zone: 'graveyard', owner: 'A' } }, rules: ['601.3'], steps: [{ key: 'alt.permission', params: { from: 'library' } }] },
  },
  // A graveyard permission ("You may cast creature spells from your graveyard"): the creature card is cast
  // from the graveyard (601.3) and enters the battlefield; the instant in the same graveyard isn't covered (601.3e).
  {
    name: 'a permission to cast creature spells from the graveyard covers a creature card but not an instant',
    citation: '601.3e',
    scenario: {
      objects: [
        alt({ ...creature('karador', 'Karador, Ghost Chieftain', 3, 4, 'A', { colors: ['W', 'B', 'G'], manaCost: '{5}{B}{G}{W}' }), castPermissions: [{ text: 'You may cast creature spells from your graveyard.', from: 'graveyard', filter: typesFilter('Creature') }] }),
        creatureCard('bear', 'Grizzly Bears', 2, 2, 'A', { zone: 'graveyard' }),
        bolt('bolt', 'A', 'graveyard'),
      ],
      actions: [cast('bolt', { any: ['B'] }), cast('bear'), resolve],
    },
    expect: {
      players: both(),
      fates: { bear: { zone: 'battlefield', controller: 'A' }, bolt: { zone: 'graveyard', owner: 'A' } },
      rules: ['601.3', '601.3e'],
      steps: [{ key: 'cast.rewound', params: { reason: 'permission-filter' } }, { key: 'alt.permission', params: { from: 'graveyard', source: 'Karador, Ghost Chieftain' } }],
    },
  },
  // The permission belongs to its controller: B can't use A's permanent's permission to cast from B's graveyard (601.3).
  {
    name: 'a casting permission works only for the player who controls its source',
    citation: '601.3',
    scenario: {
      objects: [
        alt({ ...creature('karador', 'Karador, Ghost Chieftain', 3, 4, 'A', { colors: ['W', 'B', 'G'], manaCost: '{5}{B}{G}{W}' }), castPermissions: [{ text: 'You may cast creature spells from your graveyard.', from: 'graveyard', filter: typesFilter('Creature') }] }),
        creatureCard('bearB', 'Grizzly Bears', 2, 2, 'B', { zone: 'graveyard' }),
      ],
      activePlayer: 'B',
      actions: [castBy('B', 'bearB')],
    },
    expect: { players: both(), fates: { bearB: { zone: 'graveyard', owner: 'B' } }, rules: ['601.3'], steps: [{ key: 'cast.rewound', params: { reason: 'zone' } }] },
  },
  // Without any permission, a card in the library can't be cast (601.3): rewound, B stays at 20.
  {
    name: 'no permission: a card on top of the library can’t be cast',
    citation: '601.3',
    scenario: { objects: [bolt('bolt', 'A', 'library')], actions: [cast('bolt', { any: ['B'] })] },
    expect: { players: both(), fates: { bolt: { zone: 'library', owner: 'A' } }, rules: ['601.3'], steps: [{ key: 'cast.rewound', params: { reason: 'zone' } }] },
  },
  // Flashback with its own cost: Firebolt from the graveyard for {4}{R} (rather than {R}, 118.9): 2 to B;
  // as it leaves the stack it is exiled instead of going to the graveyard (702.34a).
  {
    name: 'flashback: Firebolt is cast from the graveyard for its flashback cost and then exiled',
    citation: '702.34a',
    scenario: { objects: [firebolt()], actions: [cast('firebolt', { any: ['B'] }, { using: 'flashback' }), resolve] },
    expect: {
      players: both(20, 18),
      fates: { firebolt: { zone: 'exile', owner: 'A' } },
      rules: ['702.34a', '118.9', '614.1a'],
      steps: [{ key: 'cast.cost', params: { total: '{4}{R}', alternative: 'flashback' } }],
    },
  },
  // A flashed-back spell that is countered is exiled too ("any time it would leave the stack", 702.34a):
  // B counters it; it goes to exile, not the graveyard; B stays at 20.
  {
    name: 'flashback: a flashed-back spell that is countered is exiled, not put into the graveyard',
    citation: '702.34a',
    scenario: { objects: [firebolt(), cancel()], actions: [cast('firebolt', { any: ['B'] }, { using: 'flashback' }), pass, castBy('B', 'cancel', { spell: ['firebolt'] }), resolveAll] },
    expect: { players: both(), fates: { firebolt: { zone: 'exile', owner: 'A' }, cancel: { zone: 'graveyard', owner: 'B' } }, rules: ['702.34a', '701.6a'] },
  },
  // Flashback only casts instants and sorceries: a creature card given "flashback" stays in the graveyard (702.34a).
  {
    name: 'flashback: a creature card with flashback can’t be cast by it (the resulting spell must be an instant or sorcery)',
    citation: '702.34a',
    scenario: { objects: [creatureCard('ghoul', 'Odd Ghoul', 2, 2, 'A', { zone: 'graveyard', keywords: [{ keyword: 'flashback', param: '{3}' }] })], actions: [cast('ghoul', undefined, { using: 'flashback' })] },
    expect: { players: both(), fates: { ghoul: { zone: 'graveyard', owner: 'A' } }, rules: ['702.34a'], steps: [{ key: 'cast.rewound', params: { reason: 'not-instant-sorcery' } }] },
  },
  // Jump-start: discard a card as an additional cost (702.133a, 701.9a), draw two, then the spell is
  // exiled. Hand: discard1 (discarded) -> 0; draws lib1, lib2 -> hand 2; library 1 left; graveyard:
  // the discarded card only (Insight is in exile).
  {
    name: 'jump-start: Chemister’s Insight from the graveyard, discarding a card, draws two and is exiled',
    citation: '702.133a',
    scenario: { objects: [insight(), ...filler('discard', 1, 'A', 'hand'), ...filler('lib', 3, 'A')], actions: [cast('insight', undefined, { using: 'jump-start', discard: 'discard1' }), resolve] },
    expect: {
      players: both(),
      fates: { insight: { zone: 'exile', owner: 'A' }, discard1: { zone: 'graveyard', owner: 'A' } },
      zones: { A: { hand: 2, library: 1, graveyard: 1 } },
      rules: ['702.133a', '701.9a'],
    },
  },
  // Jump-start needs a card to discard: with an empty hand the cast is rewound (702.133a).
  {
    name: 'jump-start: with no card to discard the cast is rewound',
    citation: '702.133a',
    scenario: { objects: [insight(), ...filler('lib', 2, 'A')], actions: [cast('insight', undefined, { using: 'jump-start' })] },
    expect: { players: both(), fates: { insight: { zone: 'graveyard', owner: 'A' } }, zones: { A: { hand: 0, library: 2 } }, rules: ['702.133a'], steps: [{ key: 'cast.rewound', params: { reason: 'no-discard' } }] },
  },
  // Adventure from the hand: Chop Down kills the giant and is exiled (715.3d); later A casts Giant
  // Killer from exile as a creature (715.3d permission): it enters the battlefield.
  {
    name: 'Adventure: after Chop Down resolves, Giant Killer is cast from exile as a creature',
    citation: '715.3d',
    scenario: { objects: [giantKiller('hand'), crawGiant()], actions: [cast('killer', { creature: ['giant'] }, { castAs: 'adventure' }), resolve, cast('killer'), resolve] },
    expect: { players: both(), fates: { killer: { zone: 'battlefield', controller: 'A', power: 1, toughness: 2 }, giant: { zone: 'graveyard', owner: 'B' } }, rules: ['715.3d', '715.4'], steps: [{ key: 'alt.permission', params: { from: 'exile' } }] },
  },
  // ... but not as an Adventure again (715.3d): the second Chop Down is rewound; the card stays exiled.
  {
    name: 'Adventure: a card exiled by its Adventure can’t be cast as the Adventure again from exile',
    citation: '715.3d',
    scenario: { objects: [giantKiller('hand'), crawGiant(), crawGiant('giant2', 'Hill Giant')], actions: [cast('killer', { creature: ['giant'] }, { castAs: 'adventure' }), resolve, cast('killer', { creature: ['giant2'] }, { castAs: 'adventure' })] },
    expect: { players: both(), fates: { killer: { zone: 'exile', owner: 'A' }, giant2: { zone: 'battlefield', controller: 'B' } }, rules: ['715.3d'], steps: [{ key: 'cast.rewound', params: { reason: 'adventure-again' } }] },
  },
  // An Adventure spell that is countered doesn't resolve, so it goes to the graveyard (715.3d applies only
  // as it resolves), with its normal characteristics again (715.4). The giant survives.
  {
    name: 'Adventure: a countered Adventure spell goes to the graveyard as the creature card',
    citation: '715.4',
    scenario: { objects: [giantKiller('hand'), crawGiant(), cancel()], actions: [cast('killer', { creature: ['giant'] }, { castAs: 'adventure' }), pass, castBy('B', 'cancel', { spell: ['killer'] }), resolveAll] },
    expect: { players: both(), fates: { killer: { zone: 'graveyard', owner: 'A' }, giant: { zone: 'battlefield', controller: 'B' } }, rules: ['715.4', '701.6a'], notRules: ['715.3d'], steps: [{ key: 'alt.face-restored', params: { face: 'adventure' } }] },
  },
  // "Players can't cast instant spells": Chop Down is an instant spell (601.3e / 715.3a: only its
  // characteristics are evaluated), so it can't be cast; Giant Killer (a creature spell) can.
  {
    name: 'a "can’t cast instant spells" effect stops Chop Down but not Giant Killer (the chosen characteristics are evaluated)',
    citation: '715.3a',
    scenario: {
      objects: [giantKiller('hand'), crawGiant()],
      castRestrictions: [{ text: 'Players can’t cast instant spells.', players: 'all', types: ['Instant'] }],
      actions: [cast('killer', { creature: ['giant'] }, { castAs: 'adventure' }), cast('killer'), resolve],
    },
    expect: { players: both(), fates: { killer: { zone: 'battlefield', controller: 'A' }, giant: { zone: 'battlefield', controller: 'B' } }, rules: ['101.2'], steps: [{ key: 'cast.rewound', params: { reason: 'cant', spell: 'Chop Down (Giant Killer)' } }] },
  },
  // Split card: Fire (left half) alone is cast (709.3): 2 damage to B; in the graveyard it is the whole card again (709.4).
  {
    name: 'split card: casting Fire deals 2; the card in the graveyard is Fire // Ice again',
    citation: '709.3',
    scenario: { objects: [fireIce()], actions: [cast('fireice', { any: ['B'] }, { castAs: 'left' }), resolve] },
    expect: { players: both(20, 18), fates: { fireice: { zone: 'graveyard', owner: 'A' } }, rules: ['709.3', '709.3b', '709.4'], steps: [{ key: 'alt.face-restored', params: { card: 'Fire // Ice' } }] },
  },
  // Split card: Ice (right half) taps B's bear and draws a card (hand: Ice left -> 0, +1 drawn).
  {
    name: 'split card: casting Ice taps a permanent and draws a card',
    citation: '709.3a',
    scenario: { objects: [fireIce(), creature('bear', 'Grizzly Bears', 2, 2, 'B'), ...filler('lib', 2, 'A')], actions: [cast('fireice', { permanent: ['bear'] }, { castAs: 'right' }), resolve] },
    expect: { players: both(), fates: { bear: { zone: 'battlefield', tapped: true }, fireice: { zone: 'graveyard', owner: 'A' } }, zones: { A: { hand: 1, library: 1 } }, rules: ['709.3a'] },
  },
  // Morph from the hand: cast face down for {3} (702.37c), resolves as a face-down 2/2; Lightning Bolt
  // kills it (3 damage ≥ 2); as it leaves the battlefield it is revealed (708.9) — the card in the
  // graveyard is Pine Walker.
  {
    name: 'morph: a face-down 2/2 killed by Lightning Bolt is revealed as it goes to the graveyard',
    citation: '708.9',
    scenario: { objects: [morphBeast(), bolt('bolt', 'B')], actions: [cast('beast', undefined, { castAs: 'morph' }), resolve, pass, castBy('B', 'bolt', { any: ['beast'] }), resolve] },
    expect: { players: both(), fates: { beast: { zone: 'graveyard', owner: 'A' } }, rules: ['702.37c', '708.9', '704.5g'], steps: [{ key: 'face.revealed', params: { card: 'Pine Walker', from: 'battlefield', to: 'graveyard' } }, { key: 'cast.cost', params: { total: '{3}', alternative: 'morph' } }] },
  },
  // A face-down spell that is countered is revealed as it leaves the stack (708.9).
  {
    name: 'morph: a countered face-down spell is revealed and goes to the graveyard',
    citation: '708.9',
    scenario: { objects: [morphBeast(), cancel()], actions: [cast('beast', undefined, { castAs: 'morph' }), pass, castBy('B', 'cancel', { spell: ['beast'] }), resolveAll] },
    expect: { players: both(), fates: { beast: { zone: 'graveyard', owner: 'A' } }, rules: ['708.9', '701.6a'], steps: [{ key: 'face.revealed', params: { from: 'stack', to: 'graveyard' } }] },
  },
  // Turning face up in response (116.2b, 702.37e): B bolts the face-down 2/2; with priority A turns it
  // face up (no stack) — it is the 5/5 Pine Walker; Bolt's 3 damage doesn't kill it. Its "enters"
  // ability doesn't trigger: neither as it entered face down (no abilities) nor when turned up (708.8).
  {
    name: 'morph: turned face up in response to Lightning Bolt, the 5/5 survives; its enters ability never triggers',
    citation: '702.37e',
    scenario: {
      objects: [morphBeastWithEtb(), bolt('bolt', 'B')],
      actions: [cast('beast', undefined, { castAs: 'morph' }), resolve, pass, castBy('B', 'bolt', { any: ['beast'] }), pass, { kind: 'turn-face-up', object: 'beast' }, resolve],
    },
    expect: {
      players: both(),
      fates: { beast: { zone: 'battlefield', controller: 'A', power: 5, toughness: 5, damage: 3 }, bolt: { zone: 'graveyard', owner: 'B' } },
      rules: ['116.2b', '702.37e', '708.8'],
      notRules: ['603.6a'],
      steps: [{ key: 'face.turned-up', params: { card: 'Pine Walker', cost: '{4}{G}' } }],
    },
  },
  // 708.8: turning it face up doesn't make a new object: a +1/+1 counter put on the face-down 2/2 (a 3/3)
  // stays, and the face-up 5/5 is a 6/6.
  {
    name: 'morph: a counter put on the face-down creature stays when it is turned face up (same object)',
    citation: '708.8',
    scenario: { objects: [morphBeast()], actions: [cast('beast', undefined, { castAs: 'morph' }), resolve, { kind: 'add-counters', target: 'beast', counter: '+1/+1', amount: 1 }, { kind: 'turn-face-up', object: 'beast' }] },
    expect: { players: both(), fates: { beast: { zone: 'battlefield', power: 6, toughness: 6, counters: { '+1/+1': 1 } } }, rules: ['708.8', '116.2b'], steps: [{ key: 'face.turned-up' }] },
  },
  // Only its controller may turn it face up (702.37e): B can't; it stays a face-down 2/2 (A's battlefield: 1 object).
  {
    name: 'morph: an opponent can’t turn your face-down creature face up',
    citation: '702.37e',
    scenario: { objects: [morphBeast()], actions: [cast('beast', undefined, { castAs: 'morph' }), resolve, pass, { kind: 'turn-face-up', object: 'beast', player: 'B' }] },
    expect: { players: both(), fates: {}, zones: { A: { battlefield: 1, hand: 0 } }, rules: ['702.37e'], steps: [{ key: 'face.cant-turn-up', params: { reason: 'not-controller' } }] },
  },
  // A card without morph can't be cast face down (702.37d): rewound, it stays in hand.
  {
    name: 'morph: a card without morph can’t be cast face down',
    citation: '702.37d',
    scenario: { objects: [creatureCard('bear', 'Grizzly Bears', 2, 2)], actions: [cast('bear', undefined, { castAs: 'morph' })] },
    expect: { players: both(), fates: { bear: { zone: 'hand', owner: 'A' } }, rules: ['702.37d'], steps: [{ key: 'cast.rewound', params: { reason: 'no-face' } }] },
  },
  // Cascade that finds nothing: the only cards are a land and a 5-drop (mana value 5 ≥ 4): both are
  // exiled and then put on the bottom (702.85a); nothing is cast; the Elf resolves.
  {
    name: 'cascade: no nonland card with a lesser mana value — every exiled card goes back to the bottom',
    citation: '702.85a',
    scenario: { objects: [bloodbraid(), land('mountain'), creatureCard('big', 'Craw Wurm', 6, 4, 'A', { zone: 'library', manaCost: '{4}{G}{G}' })], actions: [cast('elf'), resolveAll] },
    expect: { players: both(), fates: { elf: { zone: 'battlefield', controller: 'A' }, big: { zone: 'library', owner: 'A' } }, zones: { A: { library: 2, exile: 0 } }, rules: ['702.85a'], notRules: ['608.2g'] },
  },
  // Madness declined ({"madness": false}): the card isn't cast, so it goes from exile to the graveyard (702.35a); B stays at 20.
  {
    name: 'madness: declining to cast puts the exiled card into the graveyard',
    citation: '702.35a',
    scenario: { objects: [voice(), fieryTemper(), ...filler('lib', 2, 'A')], actions: [cast('voice'), { kind: 'resolve', all: true, choices: { madness: false } }] },
    expect: { players: both(), fates: { temper: { zone: 'graveyard', owner: 'A' } }, zones: { A: { exile: 0 } }, rules: ['702.35a', '608.2d'], steps: [{ key: 'alt.choice', params: { answer: 'no' } }, { key: 'alt.not-cast' }] },
  },
  // Cascade's cast is a "may": answered false, Bolt isn't cast; Mountain and Bolt both go to the bottom; B 20.
  {
    name: 'cascade: declining the cast sends the hit to the bottom too',
    citation: '702.85a',
    scenario: {
      objects: [alt({ ...bloodbraid(), triggers: [trigger('Cascade', 'cast', [{ kind: 'cascade', ask: 'cascade' }])] }), land('mountain'), bolt('bolt', 'A', 'library')],
      actions: [cast('elf'), { kind: 'resolve', all: true, choices: { cascade: false } }],
    },
    expect: { players: both(), fates: { bolt: { zone: 'library', owner: 'A' }, elf: { zone: 'battlefield', controller: 'A' } }, zones: { A: { library: 2, exile: 0 } }, rules: ['702.85a', '608.2d'], steps: [{ key: 'alt.choice', params: { answer: 'no', policy: 'given' } }] },
  },
  // B's Teferi-like "Each opponent can cast spells only any time they could cast a sorcery": A's cascade
  // can't cast Bolt, because during a resolution nobody has priority (307.5); Bolt goes to the bottom; B 20.
  {
    name: 'cascade under "cast spells only any time they could cast a sorcery": the cascaded spell can’t be cast',
    citation: '307.5',
    scenario: {
      objects: [
        bloodbraid({ any: ['B'] }),
        land('mountain'),
        bolt('bolt', 'A', 'library'),
        { ...creature('teferi', 'Teferi’s Sentry', 2, 2, 'B', { colors: ['W', 'U'] }), castStatics: [{ kind: 'sorcery-timing', text: 'Each opponent can cast spells only any time they could cast a sorcery.', who: 'opponents' }] } as StackScenarioObject,
      ],
      actions: [cast('elf'), resolveAll],
    },
    expect: { players: both(), fates: { bolt: { zone: 'library', owner: 'A' }, elf: { zone: 'battlefield', controller: 'A' } }, zones: { A: { library: 2, exile: 0 } }, rules: ['307.5', '702.85a'], steps: [{ key: 'cast.rewound', params: { reason: 'cant' } }] },
  },
  // A "cast it" effect casts only from the zones it names: a card in the graveyard isn't in exile (608.2g).
  {
    name: 'cast during resolution: the effect can cast only from the zones it names',
    citation: '608.2g',
    scenario: {
      objects: [
        sorcery('rummage', 'Rummage Through', body('You may cast Grizzly Bears from exile.', [], [{ kind: 'cast-card', object: 'bear', from: ['exile'] }]), 'A', { colors: ['U'], manaCost: '{2}{U}' }),
        creatureCard('bear', 'Grizzly Bears', 2, 2, 'A', { zone: 'graveyard' }),
      ],
      actions: [cast('rummage'), resolve],
    },
    expect: { players: both(), fates: { bear: { zone: 'graveyard', owner: 'A' }, rummage: { zone: 'graveyard', owner: 'A' } }, rules: ['608.2g'], steps: [{ key: 'cast.rewound', params: { reason: 'zone' } }] },
  },
];

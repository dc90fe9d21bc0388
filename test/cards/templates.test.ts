/**
 * The templates of issue 14, each a sentence shape with parameters, on real cards (their oracle text
 * is read from the shared card files at test time, never copied here): board wipes, card
 * instructions (scry, surveil, mill, discard, looting), returns from graveyards, fights, counters on
 * this creature, sacrifices chosen on resolution, "this turn" combat restrictions, "you may", and
 * what "it" names. Each row: the card, its status, and the shape its compiled object must have.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { compileCard } from '../../src/cards/compile/index.ts';
import type { CompiledCard } from '../../src/cards/compile/index.ts';
import type { CardRecord } from '../../src/cards/types.ts';
import { cardScenarios, loadRealCards, realCardDeps } from './compile-helpers.ts';
import { answerQuestion } from '../../src/questions/index.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';

type Row = [name: string, status: CompiledCard['status'], shape: Record<string, unknown>, unmodelled?: string[]];

const creatures = { kind: 'filter', types: ['Creature'] };
const spell = (effects: unknown[], targets?: unknown[]) => ({ spell: { effects, ...(targets ? { targets } : {}) } });
const gy = (types: string[]) => ({ kind: 'filter', types, zone: 'graveyard', controller: 'you' });

export const EFFECT_ROWS: Row[] = [
  // Board wipes (701.8, 608.2j) and "can't be regenerated" (701.19c).
  ['Day of Judgment', 'full', spell([{ kind: 'destroy', all: creatures }])],
  ['Damnation', 'full', spell([{ kind: 'destroy', all: creatures, cantRegenerate: true }])],
  ['Evacuation', 'full', spell([{ kind: 'return-to-hand', all: creatures }])],
  ['Bloodfire Colossus', 'full', { activated: [{ sacrificeSelf: true, effects: [{ kind: 'damage', amount: 6, all: creatures }, { kind: 'damage', amount: 6, player: 'you' }, { kind: 'damage', amount: 6, player: 'opponent' }] }] }],
  // Library and hand instructions: scry (701.22), surveil (701.25), mill (701.17), discard (701.9), draw (121).
  ['Opt', 'full', spell([{ kind: 'scry', amount: 1 }, { kind: 'draw', amount: 1, player: 'you' }])],
  ['Preordain', 'full', spell([{ kind: 'scry', amount: 2 }, { kind: 'draw', amount: 1, player: 'you' }])],
  ['Consider', 'full', spell([{ kind: 'surveil', amount: 1 }, { kind: 'draw', amount: 1, player: 'you' }])],
  ['Mind Rot', 'full', spell([{ kind: 'discard', amount: 2, target: 'player' }], [{ word: 'player', players: 'any' }])],
  ['Thought Scour', 'full', spell([{ kind: 'mill', amount: 2, target: 'player' }, { kind: 'draw', amount: 1, player: 'you' }])],
  ['Merfolk Looter', 'full', { activated: [{ tap: true, effects: [{ kind: 'draw', amount: 1, player: 'you' }, { kind: 'discard', amount: 1, player: 'you' }] }] }],
  ['Temple of Epiphany', 'full', { triggers: [{ event: 'enters', effects: [{ kind: 'scry', amount: 1 }] }] }],
  // 608.2d: objects chosen as the instruction is followed ("return a land you control"), not targeted.
  ['Simic Growth Chamber', 'full', { triggers: [{ event: 'enters', effects: [{ kind: 'return-to-hand', choose: { name: 'return', filter: { types: ['Land'], controller: 'you' } } }] }], activated: [{ mana: true, adds: '{G}{U}' }] }],
  ['Skull Prophet', 'full', { activated: [{ mana: true }, { tap: true, effects: [{ kind: 'mill', amount: 2, player: 'you' }] }] }],
  // Cards in graveyards as targets (115.1 with a zone), back to the hand or onto the battlefield.
  ['Raise Dead', 'full', spell([{ kind: 'return-to-hand', target: 'creature' }], [{ word: 'creature', objects: gy(['Creature']) }])],
  ['Zombify', 'full', spell([{ kind: 'put-onto-battlefield', target: 'creature' }], [{ word: 'creature', objects: gy(['Creature']) }])],
  ['Gravedigger', 'full', { triggers: [{ event: 'enters', targets: [{ objects: gy(['Creature']) }], effects: [{ kind: 'return-to-hand', target: 'creature', may: 'may' }] }] }],
  // Exiled from any graveyard (701.13a), or put onto the battlefield from any graveyard under your control.
  ['Return to Nature', 'full', { spell: { modes: { options: [{ effects: [{ kind: 'destroy' }] }, { effects: [{ kind: 'destroy' }] }, { targets: [{ word: 'card', objects: { kind: 'filter', zone: 'graveyard' } }], effects: [{ kind: 'exile', target: 'card' }] }] } } }],
  ['Cemetery Reaper', 'full', { activated: [{ targets: [{ objects: { types: ['Creature'], zone: 'graveyard' } }], effects: [{ kind: 'exile', target: 'creature' }, { kind: 'create' }] }] }],
  ['Soul-Guide Lantern', 'full', { triggers: [{ event: 'enters', targets: [{ objects: { kind: 'filter', zone: 'graveyard' } }], effects: [{ kind: 'exile', target: 'card' }] }], activated: [{ sacrificeSelf: true, effects: [{ kind: 'exile', all: { zone: 'graveyard', controller: 'opponent' } }] }, {}] }, []],
  // 608.2h, 202.3: the life lost is the mana value of the card the instruction just put onto the battlefield.
  ['Reanimate', 'full', spell([{ kind: 'put-onto-battlefield', target: 'creature' }, { kind: 'life', amount: -1, amountFrom: 'mana-value', player: 'you' }], [{ word: 'creature', objects: { types: ['Creature'], zone: 'graveyard' } }])],
  // 608.2d, 701.26b: "untap up to N lands" — up to N lands chosen (not targeted) as it resolves, any player's.
  ['Frantic Search', 'full', spell([{ kind: 'draw', amount: 2 }, { kind: 'discard', amount: 2 }, { kind: 'untap', choose: { name: 'untap', filter: { kind: 'filter', types: ['Land'] }, count: 3, upTo: true } }])],
  ['Snap', 'full', spell([{ kind: 'return-to-hand', target: 'creature' }, { kind: 'untap', choose: { filter: { types: ['Land'] }, count: 2, upTo: true } }])],
  ['Rewind', 'full', spell([{ kind: 'counter', target: 'spell' }, { kind: 'untap', choose: { count: 4, upTo: true } }])],
  ['Unwind', 'full', spell([{ kind: 'counter' }, { kind: 'untap', choose: { count: 3, upTo: true } }])],
  ['Peregrine Drake', 'full', { triggers: [{ event: 'enters', effects: [{ kind: 'untap', choose: { filter: { types: ['Land'] }, count: 5, upTo: true } }] }] }],
  ['Cloud of Faeries', 'full', { triggers: [{ event: 'enters', effects: [{ kind: 'untap', choose: { count: 2, upTo: true } }] }] }],
  // 107.3a, 111.1: a spell's "create X … tokens": as many as the X announced.
  ['Secure the Wastes', 'full', spell([{ kind: 'create', amountFrom: 'x', seed: { subtypes: ['Warrior'], colors: ['W'], power: 1, toughness: 1 } }])],
  ['Grand Crescendo', 'full', spell([{ kind: 'create', amountFrom: 'x', seed: { subtypes: ['Citizen'], power: 1, toughness: 1 } }, { kind: 'apply-effect' }])],
  // 615.7: a prevention shield on the one target (or on this creature), for this turn.
  ['Healing Salve', 'full', { spell: { modes: { options: [{ effects: [{ kind: 'life', amount: 3, target: 'player' }] }, { targets: [{ word: 'any', players: 'any' }], effects: [{ kind: 'add-replacement', target: 'any', replacement: { kind: 'prevent', amount: 3, duration: { kind: 'end-of-turn' } } }] }] } } }],
  ['Bandage', 'full', spell([{ kind: 'add-replacement', target: 'any', replacement: { kind: 'prevent', amount: 1 } }, { kind: 'draw', amount: 1 }])],
  ['Eiganjo Castle', 'full', { activated: [{ mana: true }, { cost: '{W}, {T}', targets: [{ objects: { types: ['Creature'], supertypes: ['Legendary'] } }], effects: [{ kind: 'add-replacement', target: 'creature', replacement: { kind: 'prevent', amount: 2 } }] }] }],
  // One player subject for several verbs (608.2c): the same player(s) do each, in order.
  ['Sign in Blood', 'full', spell([{ kind: 'draw', amount: 2, target: 'player' }, { kind: 'life', amount: -2, target: 'player' }], [{ word: 'player', players: 'any' }])],
  ['Wheel of Fortune', 'full', spell([{ kind: 'discard', amount: 'all', player: 'you' }, { kind: 'discard', amount: 'all', player: 'opponent' }, { kind: 'draw', amount: 7, player: 'you' }, { kind: 'draw', amount: 7, player: 'opponent' }])],
  ['Geier Reach Sanitarium', 'full', { activated: [{ mana: true }, { effects: [{ kind: 'draw', amount: 1, player: 'you' }, { kind: 'draw', amount: 1, player: 'opponent' }, { kind: 'discard', amount: 1, player: 'you' }, { kind: 'discard', amount: 1, player: 'opponent' }] }] }],
  // Fight (701.14) and counters on the source (122, the `self` reference).
  ['Prey Upon', 'full', spell([{ kind: 'fight', target: 'creature', with: 'creature2' }], [{ word: 'creature', objects: { controller: 'you' } }, { word: 'creature2', objects: { controller: 'opponent' } }])],
  ['Mikaeus, the Lunarch', 'full', { activated: [{ tap: true, effects: [{ kind: 'add-counters', counter: '+1/+1', amount: 1, self: true }] }, { tap: true, counterCost: { counter: '+1/+1', amount: 1, remove: true }, effects: [{ kind: 'add-counters', counter: '+1/+1', amount: 1, all: { types: ['Creature'], controller: 'you', other: true } }] }] }],
  // 606: loyalty abilities (cost "+N"/"−N"/"0"; the engine applies 606.3 and 606.6); never mana abilities (605.1a).
  // −2 is an edict (701.21a): the target player chooses; −6 (piles) stays unread.
  ['Liliana of the Veil', 'partial', { loyalty: 3, activated: [{ cost: '+1', effects: [{ kind: 'discard', amount: 1, player: 'you' }, { kind: 'discard', amount: 1, player: 'opponent' }] }, { cost: '−2', effects: [{ kind: 'sacrifice', target: 'player', choose: { filter: { types: ['Creature'] } } }] }] }],
  ['Chandra, Torch of Defiance', 'partial', { activated: [{ cost: '−3', effects: [{ kind: 'damage', amount: 4, target: 'creature' }] }] }],
  // 702.29a: cycling, an activated ability of the card in its owner's hand (typecycling: keyword-abilities.test.ts).
  // 305.6: its basic land types give it their mana abilities (after its printed ones).
  [
    "Jetmir's Garden",
    'full',
    {
      keywords: [{ keyword: 'cycling', param: '{3}' }],
      activated: [{ cost: '{3}, Discard this card', zone: 'hand', effects: [{ kind: 'draw', amount: 1, player: 'you' }] }, { adds: '{R}' }, { adds: '{G}' }, { adds: '{W}' }],
    },
  ],
  ['Renewed Faith', 'partial', { spell: { effects: [{ kind: 'life', amount: 6 }] }, activated: [{ zone: 'hand' }] }, ['When you cycle this card, you may gain 2 life.']],
  // 701.19a: regeneration shields, on the source or on a target.
  ['River Boa', 'full', { keywords: [{ keyword: 'landwalk', param: 'Island' }], activated: [{ cost: '{G}', effects: [{ kind: 'regenerate', self: true }] }] }],
  ['Drudge Skeletons', 'full', { activated: [{ cost: '{B}', effects: [{ kind: 'regenerate', self: true }] }] }],
  // 702.114a: devoid makes it colorless, which its printed colors already are.
  ['Smothering Abomination', 'full', { colors: [], keywords: [{ keyword: 'devoid' }, { keyword: 'flying' }], triggers: [{ event: 'upkeep' }, { event: 'sacrifices', who: 'self', filter: { types: ['Creature'] }, effects: [{ kind: 'draw', amount: 1 }] }] }, []],
  // "This turn" restrictions end with the turn (514.2).
  ['Chainwhip Cyclops', 'full', { activated: [{ targets: [{ word: 'creature' }], effects: [{ kind: 'apply-effect', target: 'creature', effect: { modifications: [{ kind: 'add-keywords', keywords: [{ keyword: "can't block" }] }], duration: { kind: 'end-of-turn' } } }] }] }],
];

const pump = (power: number, toughness: number) => ({ kind: 'modify-pt', power, toughness });

export const TRIGGER_ROWS: Row[] = [
  // Spells cast (601.2i): whose, and which spells (a permanent spell is of a permanent type, 110.4b).
  ['Guttersnipe', 'full', { triggers: [{ event: 'cast', who: 'another', filter: { types: ['Instant', 'Sorcery'] }, effects: [{ kind: 'damage', amount: 2, player: 'opponent' }] }] }],
  ['Young Pyromancer', 'full', { triggers: [{ event: 'cast', who: 'another', effects: [{ kind: 'create', seed: { name: 'Elemental Token', power: 1, toughness: 1 } }] }] }],
  ['Defiler of Faith', 'partial', { triggers: [{ event: 'cast', filter: { colors: ['W'], types: ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Planeswalker'] } }] }],
  ['Beast Whisperer', 'full', { triggers: [{ event: 'cast', who: 'another', filter: { types: ['Creature'] }, effects: [{ kind: 'draw', amount: 1 }] }] }],
  // Leaving the battlefield (603.6c, 603.10a) and becoming tapped (603.2e).
  ['Thragtusk', 'full', { triggers: [{ event: 'enters', effects: [{ kind: 'life', amount: 5 }] }, { event: 'leaves', effects: [{ kind: 'create', seed: { subtypes: ['Beast'] } }] }] }],
  ['City of Brass', 'full', { triggers: [{ event: 'becomes-tapped', effects: [{ kind: 'damage', amount: 1, player: 'you' }] }] }],
  // Another creature attacking: "it" is the attacker (608.2k).
  ['Fervent Charge', 'full', { triggers: [{ event: 'attacks', who: 'any', filter: { controller: 'you', types: ['Creature'] }, effects: [{ kind: 'apply-effect', that: true, effect: { modifications: [pump(2, 2)] } }] }] }],
  ['Glory Bearers', 'full', { triggers: [{ event: 'attacks', who: 'another', effects: [{ kind: 'apply-effect', that: true }] }] }],
  // An intervening "if" (603.4), checked as it triggers and as it resolves.
  ['Duergar Hedge-Mage', 'full', { triggers: [{ event: 'enters', condition: { kind: 'controls', filter: { subtypes: ['Mountain'], controller: 'you' }, atLeast: 2 }, effects: [{ kind: 'destroy', may: 'may' }] }, { condition: { filter: { subtypes: ['Plains'] } } }] }],
  // "This creature or another creature you control": any creature its controller controls, this one
  // included (603.3a, 109.5: this creature's controller is its ability's "you").
  ['Zulaport Cutthroat', 'full', { triggers: [{ event: 'dies', who: 'another', orSelf: true, filter: { kind: 'filter', controller: 'you', types: ['Creature'] }, effects: [{ kind: 'life', amount: -1, player: 'opponent' }, { kind: 'life', amount: 1, player: 'you' }] }] }],
  ['Vengeful Bloodwitch', 'full', { triggers: [{ event: 'dies', who: 'another', orSelf: true, filter: { controller: 'you', types: ['Creature'] } }] }],
  // 205.3m: one creature type as the subject ("another Zombie you control"): any permanent of that subtype.
  ['Diregraf Captain', 'full', { triggers: [{ event: 'dies', who: 'another', filter: { kind: 'filter', subtypes: ['Zombie'], controller: 'you' }, effects: [{ kind: 'life', amount: -1, target: 'opponent' }] }] }],
  ['Atarka, World Render', 'full', { triggers: [{ event: 'attacks', who: 'any', filter: { subtypes: ['Dragon'], controller: 'you' }, effects: [{ kind: 'apply-effect', that: true }] }] }],
  ['Lathliss, Dragon Queen', 'full', { triggers: [{ event: 'enters', who: 'another', filter: { subtypes: ['Dragon'], token: false, controller: 'you' } }] }],
  ['Seraph Sanctuary', 'full', { triggers: [{ event: 'enters', effects: [{ kind: 'life', amount: 1 }] }, { event: 'enters', who: 'any', filter: { subtypes: ['Angel'], controller: 'you' }, effects: [{ kind: 'life', amount: 1 }] }] }],
];

export const CASTING_ROWS: Row[] = [
  // A spell's own additional costs (118.8, 601.2h) and cost changes (601.2f).
  ['Village Rites', 'full', { spell: { effects: [{ kind: 'draw', amount: 2 }], sacrificeCost: { filter: creatures } } }],
  ['Blasphemous Act', 'full', { spell: { costChanges: [{ generic: -1, per: { kind: 'count', filter: creatures } }], effects: [{ kind: 'damage', amount: 13, all: creatures }] } }],
  ['Tolarian Terror', 'full', { spell: { costChanges: [{ generic: -1, per: { kind: 'count', filter: { types: ['Instant', 'Sorcery'], zone: 'graveyard', controller: 'you' } } }] }, keywords: [{ keyword: 'ward', param: '{2}' }] }],
  // 702.41a: affinity for [text] is {1} less for each [text] its caster controls (601.2f), on a spell or a permanent card.
  ['Thoughtcast', 'full', { spell: { costChanges: [{ generic: -1, per: { kind: 'count', filter: { types: ['Artifact'], controller: 'you' } } }], effects: [{ kind: 'draw', amount: 2 }] } }],
  ['Frogmite', 'full', { keywords: [{ keyword: 'affinity' }], spell: { costChanges: [{ text: 'Affinity for artifacts', generic: -1, per: { kind: 'count', filter: { types: ['Artifact'], controller: 'you' } } }] } }],
  ['The Circle of Loyalty', 'full', { spell: { costChanges: [{ generic: -1, per: { kind: 'count', filter: { subtypes: ['Knight'], controller: 'you' } } }] } }],
  // 702.33a, 702.33e: kicker with the instructions linked to it — added, or "instead" of the one sentence before (no new target).
  ['Burst Lightning', 'full', { spell: { effects: [{ kind: 'damage', amount: 2, target: 'any' }], kicker: { cost: '{4}', effects: [{ kind: 'damage', amount: 4, target: 'any' }], instead: true } } }],
  ['Into the Roil', 'full', { spell: { effects: [{ kind: 'return-to-hand', target: 'permanent' }], kicker: { cost: '{1}{U}', effects: [{ kind: 'draw', amount: 1, player: 'you' }] } } }],
  ['Field Research', 'full', { spell: { effects: [{ kind: 'draw', amount: 2 }], kicker: { cost: '{2}{U}', effects: [{ kind: 'draw', amount: 3 }], instead: true } } }],
  // 702.96a-b: overload, the spell's text with "each" for "target" (no targets), as an alternative cost (118.9).
  ['Cyclonic Rift', 'full', { spell: { effects: [{ kind: 'return-to-hand', target: 'permanent' }], alternatives: [{ name: 'overload', cost: '{6}{U}', overload: { effects: [{ kind: 'return-to-hand', all: { controller: 'opponent', notTypes: ['Land'] } }] } }] } }],
  ['Vandalblast', 'full', { spell: { alternatives: [{ name: 'overload', cost: '{4}{R}', overload: { effects: [{ kind: 'destroy', all: { controller: 'opponent', types: ['Artifact'] } }] } }] } }],
  ['Electrickery', 'full', { spell: { alternatives: [{ name: 'overload', cost: '{1}{R}', overload: { text: "Electrickery deals 1 damage to each creature you don't control.", effects: [{ kind: 'damage', amount: 1, all: { controller: 'opponent', types: ['Creature'] } }] } }] } }],
  // A permanent's casting abilities: cost changes, flash permissions, timing and prohibitions.
  ['Thalia, Guardian of Thraben', 'full', { castStatics: [{ kind: 'cost', who: 'all', filter: { notTypes: ['Creature'] }, generic: 1 }] }],
  ['Goblin Electromancer', 'full', { castStatics: [{ kind: 'cost', who: 'you', filter: { types: ['Instant', 'Sorcery'] }, generic: -1 }] }],
  ['Dragonspeaker Shaman', 'full', { castStatics: [{ kind: 'cost', who: 'you', filter: { subtypes: ['Dragon'] }, generic: -2 }] }],
  // 103.6a: the opening-hand action happens before the game: nothing to model in it.
  ['Leyline of Anticipation', 'full', { castStatics: [{ kind: 'flash', who: 'you' }] }],
];

export const MANA_AND_MODE_ROWS: Row[] = [
  // 605.1a: mana abilities; a fixed amount is kept (`adds`, 106.4), a choice or a count is not.
  ['Sol Ring', 'full', { activated: [{ tap: true, mana: true, adds: '{C}{C}', effects: [] }] }],
  ['Command Tower', 'full', { activated: [{ tap: true, mana: true, effects: [] }] }],
  ['Birds of Paradise', 'full', { keywords: [{ keyword: 'flying' }], activated: [{ mana: true, effects: [] }] }],
  // 700.2: modal spells; each mode's targets are its own (700.2c), words unique across the spell.
  [
    'Abrade',
    'full',
    {
      spell: {
        effects: [],
        modes: {
          min: 1,
          max: 1,
          options: [
            { targets: [{ word: 'creature' }], effects: [{ kind: 'damage', amount: 3, target: 'creature' }] },
            { targets: [{ word: 'artifact' }], effects: [{ kind: 'destroy', target: 'artifact' }] },
          ],
        },
      },
    },
  ],
  ['Cryptic Command', 'full', { spell: { modes: { min: 2, max: 2, options: [{ effects: [{ kind: 'counter' }] }, { effects: [{ kind: 'return-to-hand' }] }, { effects: [{ kind: 'tap', all: { controller: 'opponent', types: ['Creature'] } }] }, { effects: [{ kind: 'draw', amount: 1 }] }] } } }],
  ["Kolaghan's Command", 'full', { spell: { modes: { min: 2, max: 2 } } }],
  // A mode's second sentence belongs to that mode (608.2c within the mode).
  ['Lorehold Command', 'full', { spell: { effects: [], modes: { options: [{}, {}, { effects: [{ kind: 'damage', amount: 3, target: 'any' }, { kind: 'life', amount: 3, target: 'player' }] }, {}] } } }],
  // Choose two (700.2); the mana value groups (202.3) of the last two modes.
  ['Austere Command', 'full', { spell: { effects: [], modes: { min: 2, max: 2, options: [{}, {}, { effects: [{ kind: 'destroy', all: { types: ['Creature'], manaValue: { atMost: 3 } } }] }, { effects: [{ kind: 'destroy', all: { types: ['Creature'], manaValue: { atLeast: 4 } } }] }] } } }],
];

export const MORE_ROWS: Row[] = [
  // 702.16a: protection from a subtype ("from Demons and from Dragons"): one ability per quality (702.16g).
  ['Baneslayer Angel', 'full', { keywords: [{ keyword: 'flying' }, { keyword: 'first strike' }, { keyword: 'lifelink' }, { keyword: 'protection', param: 'Demons' }, { keyword: 'protection', param: 'Dragons' }] }],
  ['Elite Inquisitor', 'full', { keywords: [{ keyword: 'first strike' }, { keyword: 'vigilance' }, { keyword: 'protection', param: 'Vampires' }, { keyword: 'protection', param: 'Werewolves' }, { keyword: 'protection', param: 'Zombies' }] }],
  ['Nath\'s Buffoon', 'full', { keywords: [{ keyword: 'protection', param: 'Elves' }] }],
  ['Kitsune Riftwalker', 'full', { keywords: [{ keyword: 'protection', param: 'Spirits' }, { keyword: 'protection', param: 'Arcane' }] }],
  // 614.1c, 107.3m: "enters with X +1/+1 counters" — the X of the spell that became it; N fixed as before.
  ['Walking Ballista', 'full', { entersWithCounters: { counters: {}, x: ['+1/+1'] } }, []],
  ['Stonecoil Serpent', 'full', { keywords: [{ keyword: 'reach' }, { keyword: 'trample' }, { keyword: 'protection', param: 'multicolored' }], entersWithCounters: { counters: {}, x: ['+1/+1'] } }],
  ['Endless One', 'full', { entersWithCounters: { counters: {}, x: ['+1/+1'] } }],
  ['Fertilid', 'partial', { entersWithCounters: { counters: { '+1/+1': 2 }, x: [] } }],
  // Continuous effects until end of turn with any static predicates (611.2a), switching P/T (613.4d).
  ['Ovinize', 'full', spell([{ kind: 'apply-effect', target: 'creature', effect: { modifications: [{ kind: 'lose-all-abilities' }, { kind: 'set-pt', power: 0, toughness: 1 }], duration: { kind: 'end-of-turn' } } }])],
  ['Twisted Image', 'full', spell([{ kind: 'apply-effect', target: 'creature', effect: { modifications: [{ kind: 'switch-pt' }] } }, { kind: 'draw', amount: 1 }])],
  ['Merfolk Trickster', 'full', { triggers: [{ event: 'enters', effects: [{ kind: 'tap', target: 'creature' }, { kind: 'apply-effect', target: 'creature', effect: { modifications: [{ kind: 'lose-all-abilities' }] } }] }] }],
  // 613.4c: "+1/+1 for each …" from a static ability, counted each time.
  ['Ethereal Armor', 'full', { statics: [{ affects: { kind: 'attached-to-source' }, modifications: [{ kind: 'modify-pt-per', power: 1, toughness: 1, per: { kind: 'count', filter: { controller: 'you', types: ['Enchantment'] } } }, { kind: 'add-keywords' }] }] }],
  // The card exiled is followed to exile and returned (400.7: a new object).
  ['Cloudshift', 'full', spell([{ kind: 'exile', target: 'creature' }, { kind: 'put-onto-battlefield', it: true }])],
  ['Rest in Peace', 'full', { triggers: [{ event: 'enters', effects: [{ kind: 'exile', all: { kind: 'filter', zone: 'graveyard' } }] }] }],
  // 110.2: "under its owner's control"; the card followed to exile and back (400.7).
  ['Flicker of Fate', 'full', spell([{ kind: 'exile', target: 'creature' }, { kind: 'put-onto-battlefield', it: true, underOwner: true }])],
  ['Flickering Spirit', 'full', { activated: [{ cost: '{3}{W}', effects: [{ kind: 'exile', self: true }, { kind: 'put-onto-battlefield', it: true, underOwner: true }] }] }],
  // "Target card" with no type: any card in that graveyard (115.1).
  ['Regrowth', 'full', spell([{ kind: 'return-to-hand', target: 'card' }], [{ word: 'card', objects: { kind: 'filter', zone: 'graveyard', controller: 'you' } }])],
  ['Eternal Witness', 'full', { triggers: [{ event: 'enters', effects: [{ kind: 'return-to-hand', target: 'card', may: 'may' }] }] }],
  // 603.6, 400.7e: in its own dies / put-into-a-graveyard trigger, "it" is the card it became in the graveyard.
  ['Endless Cockroaches', 'full', { triggers: [{ event: 'dies', effects: [{ kind: 'return-to-hand', leftCard: true }] }] }],
  ['Spine of Ish Sah', 'full', { triggers: [{ event: 'enters' }, { event: 'to-graveyard', effects: [{ kind: 'return-to-hand', leftCard: true }] }] }],
  ['Cyclopean Mummy', 'full', { triggers: [{ event: 'dies', effects: [{ kind: 'exile', leftCard: true }] }] }],
  // 603.2: one ability with two trigger events, as one trigger for each event with the same text.
  ['Grave Titan', 'full', { triggers: [{ event: 'enters', effects: [{ kind: 'create' }, { kind: 'create' }] }, { event: 'attacks', effects: [{ kind: 'create' }, { kind: 'create' }] }] }],
  ['Ichor Wellspring', 'full', { triggers: [{ event: 'enters', effects: [{ kind: 'draw', amount: 1 }] }, { event: 'to-graveyard', effects: [{ kind: 'draw', amount: 1 }] }] }],
  ['Savvy Hunter', 'full', { triggers: [{ event: 'attacks' }, { event: 'blocks' }] }],
  // "It deals" in the leaves half is the source's last known information (608.2h), not the card.
  // 608.2h: one token made as many times as permanents are counted as the instruction is followed —
  // "for each <group>" after or before the instruction, or "X …, where X is the number of <group>" (107.3).
  ['Krenko, Mob Boss', 'full', { activated: [{ tap: true, effects: [{ kind: 'create', seed: { subtypes: ['Goblin'] }, amountFrom: 'count', amountCount: { controller: 'you', subtypes: ['Goblin'] } }] }] }],
  ['Dockside Extortionist', 'full', { triggers: [{ event: 'enters', effects: [{ kind: 'create', seed: { subtypes: ['Treasure'] }, amountFrom: 'count', amountCount: { controller: 'opponent', types: ['Artifact', 'Enchantment'] } }] }] }],
  ['Avenger of Zendikar', 'full', { triggers: [{ event: 'enters', effects: [{ kind: 'create', seed: { subtypes: ['Plant'] }, amountFrom: 'count', amountCount: { controller: 'you', types: ['Land'] } }] }, { event: 'enters', effects: [{ kind: 'add-counters', counter: '+1/+1' }] }] }],
  ["Brass's Bounty", 'full', spell([{ kind: 'create', seed: { subtypes: ['Treasure'] }, amountFrom: 'count', amountCount: { controller: 'you', types: ['Land'] } }])],
  // 504.1, 603.2b: "that player draws an additional card" — the player whose draw step it is (608.2k).
  ['Dictate of Kruphix', 'full', { triggers: [{ event: 'draw-step', who: 'any', effects: [{ kind: 'draw', amount: 1, that: true }] }] }],
  ['Font of Mythos', 'full', { triggers: [{ event: 'draw-step', who: 'any', effects: [{ kind: 'draw', amount: 2, that: true }] }] }],
  // 608.2k: "deals 1 damage to that player" — the player the trigger event named.
  ['Underworld Dreams', 'full', { triggers: [{ event: 'draws', who: 'opponent', effects: [{ kind: 'damage', amount: 1, that: true }] }] }],
  ['Nekusar, the Mindrazer', 'full', { triggers: [{ event: 'draw-step', effects: [{ kind: 'draw', that: true }] }, { event: 'draws', who: 'opponent', effects: [{ kind: 'damage', amount: 1, that: true }] }] }],
  // 608.2d, 110.5b: a card of a quality chosen from its controller's own hand as the instruction is followed, put onto the battlefield [tapped].
  ['Growth Spiral', 'full', spell([{ kind: 'draw', amount: 1 }, { kind: 'put-onto-battlefield', choose: { name: 'put', filter: { types: ['Land'], zone: 'hand', controller: 'you' } }, may: 'may' }])],
  ['Terrain Generator', 'full', { activated: [{ mana: true }, { cost: '{2}, {T}', effects: [{ kind: 'put-onto-battlefield', tapped: true, choose: { filter: { types: ['Land'], supertypes: ['Basic'], zone: 'hand' } }, may: 'may' }] }] }],
  ['Stoneforge Mystic', 'full', { activated: [{ effects: [{ kind: 'put-onto-battlefield', choose: { filter: { subtypes: ['Equipment'], zone: 'hand', controller: 'you' } } }] }] }],
  // 305.2, 116.2a: more land plays on its controller's turns; lands played from the graveyard.
  ['Exploration', 'full', { castStatics: [{ kind: 'additional-land', who: 'you', count: 1 }] }],
  ['Azusa, Lost but Seeking', 'full', { castStatics: [{ kind: 'additional-land', who: 'you', count: 2 }] }],
  ['Crucible of Worlds', 'full', { castStatics: [{ kind: 'play-lands-from', who: 'you', zone: 'graveyard' }] }],
  ['Explore', 'full', spell([{ kind: 'additional-land', count: 1 }, { kind: 'draw', amount: 1 }])],
  ['Summer Bloom', 'full', spell([{ kind: 'additional-land', count: 3 }])],
  // 116.2a, 401.5: lands from the top of the library (session 45b); the revealed top card changes no game action.
  ['Oracle of Mul Daya', 'full', { castStatics: [{ kind: 'additional-land', count: 1 }, { kind: 'play-lands-from', zone: 'library-top' }] }],
  ['Keldon Marauders', 'partial', { triggers: [{ event: 'enters', effects: [{ kind: 'damage', amount: 1, target: 'player' }] }, { event: 'leaves', effects: [{ kind: 'damage', amount: 1, target: 'player' }] }] }, ['Vanishing 2']],
];

/** Sentences that must stay unmodelled: a misreading would be worse. */
const STAYS_UNMODELLED: [string, string][] = [
  // "draws" with no subject continues "each player" (read: Wheel of Fortune above), but "cards equal to the
  // greatest number … discarded this way" is an amount the templates don't read: the whole sentence stays.
  ['Windfall', 'Each player discards their hand, then draws cards equal to the greatest number of cards a player discarded this way.'],
  // "… by a source of your choice": a shield limited to one chosen source, not read.
  ['Healing Grace', 'Prevent the next 3 damage that would be dealt to any target this turn by a source of your choice.'],
  // "If it was a creature card": a condition on what the exile did, not read.
  ['Scavenging Ooze', '{G}: Exile target card from a graveyard. If it was a creature card, put a +1/+1 counter on this creature and you gain 1 life.'],
  // "That card" with no earlier instruction is the enchanted creature's new object (400.7), which the engine doesn't follow.
  ['Abduction', "When enchanted creature dies, return that card to the battlefield under its owner's control."],
  // "Your team" (a Two-Headed Giant word) and "instead exile it with a void counter" are not read.
  ['Pir, Imaginative Rascal', 'If one or more counters would be put on a permanent your team controls, that many plus one of each of those kinds of counters are put on that permanent instead.'],
  ['Dauthi Voidwalker', "If a card would be put into an opponent's graveyard from anywhere, instead exile it with a void counter on it."],
  // "Instead" after two sentences: what it replaces isn't one sentence whole.
  ['Gift of Growth', 'If this spell was kicked, that creature gets +4/+4 until end of turn instead.'],
  // A permanent's kicker is read only with an ability tied to it that is read: "… and with haste" isn't (702.33, 614.1c).
  ['Pouncing Wurm', 'Kicker {2}{G}'],
  // Overload whose changed text isn't all read ("For each creature exiled this way, its controller searches …") stays
  // unmodelled. (Damn's "A creature destroyed this way can't be regenerated" is read since session 45b: shapes45b.test.ts.)
  ['Winds of Abandon', 'Overload {4}{W}{W}'],
  // "Outlaws" is a group of creature types (a batch word), not a filter the templates read: its affinity stays unmodelled.
  ['Hellspur Brute', 'Affinity for outlaws'],
  // "This creature or another creature or planeswalker you control dies": a planeswalker doesn't die in the engine's sense (700.4); not read.
  ['Cruel Celebrant', 'Whenever this creature or another creature or planeswalker you control dies, each opponent loses 1 life and you gain 1 life.'],
  // "Whenever an opponent plays a land": a trigger event the engine doesn't have (no land play).
  ['Burgeoning', 'Whenever an opponent plays a land, you may put a land card from your hand onto the battlefield.'],
  // "Where X is …" with a count of something that isn't a group of permanents stays unread (Howling Mine's
  // "if this artifact is untapped" and Chain Reaction's "creatures on the battlefield" are read: shapes18.test.ts).
  // Chasm Skulker's "…, where X is the number of +1/+1 counters on this creature" is read since session 20 (shapes20.test.ts).
  // "That permanent's mana value" after a destroy: life is lost even if it wasn't destroyed (indestructible), which
  // the amount read from what the instruction moved wouldn't give: not read. Reanimate's reading (after a put) is above.
  ['Feed the Swarm', "You lose life equal to that permanent's mana value."],
  // "Untap up to N target lands" (targeted, with a type change after) stays unread (an ability's X: Chasm Skulker above).
  // "Creatures and nonbasic lands …": a group of two kinds with a qualifier on one, not read.
  ['Thalia, Heretic Cathar', 'Creatures and nonbasic lands your opponents control enter tapped.'],
  ['Nissa, Steward of Elements', "−6: Untap up to two target lands you control. They become 5/5 Elemental creatures with flying and haste until end of turn. They're still lands."],
  // Song of Totentanz's "Create X … tokens with "This token can't block."" is read since session 20 (shapes20.test.ts).
  // "Enter as a copy … except …": an exception the engine doesn't carry (its name, a supertype added) leaves it unread (707.9);
  // Phantasmal Image's and Spark Double's are read (test/questions/copy-effects.test.ts).
  ['Sakashima the Impostor', 'You may have Sakashima the Impostor enter as a copy of any creature on the battlefield, except its name is Sakashima the Impostor, it\'s legendary in addition to its other types, and it has "{2}{U}{U}: Return Sakashima the Impostor to its owner\'s hand at the beginning of the next end step."'],
];

const CANT_CARDS = ['Doubling Season', 'Hardened Scales', 'Corpsejack Menace', 'Vizier of Remedies', 'Winding Constrictor', 'Leyline of the Void', 'Platinum Angel', 'Abyssal Persecutor', 'Platinum Emperion', 'Leyline of Punishment', 'Erebos, God of the Dead', 'Questing Beast', 'Skullcrack', "Angel's Grace"];

let cards: Map<string, CardRecord>;
beforeAll(async () => {
  cards = await loadRealCards([...new Set([...EFFECT_ROWS, ...TRIGGER_ROWS, ...CASTING_ROWS, ...MANA_AND_MODE_ROWS, ...MORE_ROWS].map((r) => r[0]).concat(STAYS_UNMODELLED.map((r) => r[0]), ['Blightsteel Colossus', 'Gratuitous Violence', 'Authority of the Consuls', 'Manglehorn', "Kinjalli's Sunwing", 'Raging Goblin', 'Grizzly Bears', 'Swords to Plowshares', 'Llanowar Elves', 'Forest', 'Sol Ring', 'Shivan Dragon', 'Blaze', ...CANT_CARDS]))]);
}, 120_000);

describe('effect and trigger templates on real cards', () => {
  it.each([...EFFECT_ROWS, ...TRIGGER_ROWS, ...CASTING_ROWS, ...MANA_AND_MODE_ROWS, ...MORE_ROWS])('%s → %s', (name, status, shape, unmodelled) => {
    const c = compileCard(cards.get(name)!);
    expect(c.object).toMatchObject(shape);
    if (unmodelled) expect(c.unmodelled).toEqual(unmodelled);
    expect(c.status).toBe(status);
  });

  it.each<[string, Record<string, unknown>]>([
    // 614.1a: zone-change replacements of the card itself, from anywhere or as it would die; of every card or token.
    ['Blightsteel Colossus', { kind: 'zone-change', to: 'graveyard', from: 'anywhere', object: { kind: 'source' }, instead: 'library-shuffle' }],
    ['Rest in Peace', { kind: 'zone-change', to: 'graveyard', from: 'anywhere', instead: 'exile' }],
    ['Leyline of the Void', { kind: 'zone-change', to: 'graveyard', from: 'anywhere', instead: 'exile', cardsOnly: true, owner: 'opponent' }],
    // A creature as the damage source (permanents only).
    ['Gratuitous Violence', { kind: 'damage-modifier', multiply: 2, from: [{ kind: 'filter', controller: 'you', types: ['Creature'] }] }],
    // 614.1d: "<group> your opponents control enter tapped".
    ['Authority of the Consuls', { kind: 'enters-tapped', object: [{ kind: 'filter', controller: 'opponent', types: ['Creature'] }] }],
    ['Manglehorn', { kind: 'enters-tapped', object: [{ kind: 'filter', controller: 'opponent', types: ['Artifact'] }] }],
    ['Kinjalli\'s Sunwing', { kind: 'enters-tapped', object: [{ kind: 'filter', controller: 'opponent', types: ['Creature'] }] }],
  ])('%s: its replacement effect', (name, r) => {
    const c = compileCard(cards.get(name)!);
    expect(c.replacements).toEqual([{ ...r, text: expect.any(String) as unknown as string }]);
    expect(c.status).toBe('full');
  });

  // 614.17: "can't" effects of permanents (while on the battlefield) and of spells (this turn).
  it.each<[string, Record<string, unknown>[], string[]]>([
    ['Platinum Angel', [{ kind: 'cant', what: 'lose-game', player: 'you' }, { kind: 'cant', what: 'win-game', player: 'opponent' }], []],
    ['Abyssal Persecutor', [{ kind: 'cant', what: 'win-game', player: 'you' }, { kind: 'cant', what: 'lose-game', player: 'opponent' }], []],
    ['Platinum Emperion', [{ kind: 'cant', what: 'gain-life', player: 'you' }, { kind: 'cant', what: 'lose-life', player: 'you' }], []],
    ['Leyline of Punishment', [{ kind: 'cant', what: 'gain-life', player: 'any' }, { kind: 'cant', what: 'prevent-damage' }], []],
    // (Its devotion sentence is read since cards41a: conditional-statics.ts.)
    ['Erebos, God of the Dead', [{ kind: 'cant', what: 'gain-life', player: 'opponent' }], []],
    [
      'Questing Beast',
      [{ kind: 'cant', what: 'prevent-damage', combatOnly: true, from: { kind: 'filter', controller: 'you', types: ['Creature'] } }],
      // (Its trigger is read since s31: test/questions/walker-damage-trigger-s31.test.ts.)
      [],
    ],
  ])('%s: its "can\'t" effects', (name, effects, unmodelled) => {
    const c = compileCard(cards.get(name)!);
    expect(c.replacements).toEqual(effects.map((e) => ({ ...e, text: expect.any(String) as unknown as string })));
    expect(c.unmodelled).toEqual(unmodelled);
  });

  // 614.1a, 614.16: counter replacement effects.
  it.each<[string, Record<string, unknown>]>([
    ['Doubling Season', { kind: 'counter-modifier', on: { kind: 'filter', controller: 'you' }, effectsOnly: true, multiply: 2 }],
    ['Hardened Scales', { kind: 'counter-modifier', on: { kind: 'filter', controller: 'you', types: ['Creature'] }, counter: '+1/+1', add: 1 }],
    ['Corpsejack Menace', { kind: 'counter-modifier', on: { kind: 'filter', controller: 'you', types: ['Creature'] }, counter: '+1/+1', multiply: 2 }],
    ['Vizier of Remedies', { kind: 'counter-modifier', on: { kind: 'filter', controller: 'you', types: ['Creature'] }, counter: '-1/-1', add: -1 }],
    ['Winding Constrictor', { kind: 'counter-modifier', on: { kind: 'filter', controller: 'you', types: ['Artifact', 'Creature'] }, add: 1 }],
  ])('%s: its counter replacement effect', (name, r) => {
    const c = compileCard(cards.get(name)!);
    expect(c.replacements.filter((x) => x.kind === 'counter-modifier')).toEqual([{ ...r, text: expect.any(String) as unknown as string }]);
  });

  it.each<[string, Record<string, unknown>[]]>([
    ['Skullcrack', [{ kind: 'cant', what: 'gain-life', player: 'any', duration: 'end-of-turn' }, { kind: 'cant', what: 'prevent-damage', duration: 'end-of-turn' }]],
    ['Angel\'s Grace', [{ kind: 'cant', what: 'lose-game', player: 'you', duration: 'end-of-turn' }, { kind: 'cant', what: 'win-game', player: 'opponent', duration: 'end-of-turn' }]],
  ])('%s: the "can\'t" effects its spell creates this turn', (name, effects) => {
    const c = compileCard(cards.get(name)!);
    const spell = c.object.spell as { effects: { kind: string; replacement?: unknown }[] };
    expect(spell.effects.filter((e) => e.kind === 'add-replacement').map((e) => e.replacement)).toEqual(effects.map((e) => ({ ...e, text: expect.any(String) as unknown as string })));
  });

  it('GIVEN modes that are not all read THEN no sentence of a bullet is read as an instruction of the whole spell', () => {
    const card: CardRecord = { ...cards.get('Austere Command')!, name: 'Made Up', oracle_text: 'Choose one —\n• Exchange control of two target creatures. You gain 3 life.\n• Draw a card.' };
    const c = compileCard(card);
    expect(c.object.spell).toBeUndefined();
    expect(c.unmodelled).toEqual(['Choose one —', '• Exchange control of two target creatures. You gain 3 life.', '• Draw a card.']);
  });

  it.each(STAYS_UNMODELLED)('%s: %s stays unmodelled', (name, sentence) => {
    const c = compileCard(cards.get(name)!);
    expect(c.unmodelled).toContain(sentence);
    expect(c.status).not.toBe('full');
  });
});

describe('counted tokens, additional draws and "that player", through the engine', () => {
  const scenarios = cardScenarios(() => cards);
  type R = Awaited<ReturnType<typeof scenarios.run>>;
  const onBattlefield = (r: R, name: string, controller: string) => r.resolution.final.objects.filter((o) => o.zone === 'battlefield' && o.printed.name.startsWith(name) && o.baseController === controller).length;
  const life = (r: R, p: string) => r.resolution.final.players.find((x) => x.id === p)!.life;

  it("GIVEN Krenko beside the Bears and an opponent's Krenko THEN its ability makes one Goblin: only Goblins you control count, itself included (608.2h)", async () => {
    const r = await scenarios.run({ objects: [{ id: 'k', card: 'Krenko, Mob Boss', zone: 'battlefield' }, { id: 'k2', card: 'Krenko, Mob Boss', zone: 'battlefield', controller: 'B', owner: 'B' }, { id: 'gb', card: 'Grizzly Bears', zone: 'battlefield' }], actions: [{ kind: 'activate', object: 'k' }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    // Only Goblins its controller controls count: this Krenko (a Goblin) — not the Bears, not the opponent's Krenko.
    expect(onBattlefield(r, 'Goblin', 'A')).toBe(1);
    expect(r.resolution.trace.find((x) => x.key === 'resolve.amount')?.params).toMatchObject({ from: 'count', amount: 1 });
  });

  it("GIVEN Brass's Bounty with two lands THEN two Treasures; with none, none (608.2h)", async () => {
    const two = await scenarios.run({ objects: [{ id: 'bb', card: "Brass's Bounty", zone: 'hand' }, { id: 'f1', card: 'Forest', zone: 'battlefield' }, { id: 'f2', card: 'Forest', zone: 'battlefield' }, { id: 'f3', card: 'Forest', zone: 'battlefield', controller: 'B', owner: 'B' }], actions: [{ kind: 'cast', object: 'bb' }, { kind: 'resolve' }] });
    expect(two.resolution.error).toBeUndefined();
    expect(onBattlefield(two, 'Treasure', 'A')).toBe(2);
    const none = await scenarios.run({ objects: [{ id: 'bb', card: "Brass's Bounty", zone: 'hand' }], actions: [{ kind: 'cast', object: 'bb' }, { kind: 'resolve' }] });
    expect(onBattlefield(none, 'Treasure', 'A')).toBe(0);
  });

  // 608.2d, 701.26b: "Untap up to two lands" — unanswered, the caster's own tapped lands (first listed), never the opponent's.
  const snap = (choices?: Record<string, string[]>) =>
    scenarios.run({
      objects: [
        { id: 'sn', card: 'Snap', zone: 'hand' },
        { id: 'gb', card: 'Grizzly Bears', controller: 'B', owner: 'B' },
        { id: 'ob', card: 'Forest', controller: 'B', owner: 'B', tapped: true },
        { id: 'i0', card: 'Forest' },
        { id: 'i1', card: 'Forest', tapped: true },
        { id: 'i2', card: 'Forest', tapped: true },
        { id: 'i3', card: 'Forest', tapped: true },
      ],
      actions: [{ kind: 'cast', object: 'sn', targets: { creature: ['gb'] } }, { kind: 'resolve', ...(choices ? { choices } : {}) }],
    });
  const tappedIds = (r: R) => r.resolution.final.objects.filter((o) => o.zone === 'battlefield' && o.tapped).map((o) => o.id).sort();
  it('GIVEN Snap with three of your lands and one of theirs tapped THEN two of yours untap, theirs stays tapped; a choice given is followed (608.2d)', async () => {
    const r = await snap();
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.final.objects.find((o) => o.printed.name === 'Grizzly Bears')?.zone).toBe('hand');
    expect(tappedIds(r)).toEqual(['i3', 'ob']);
    expect(r.resolution.trace.find((x) => x.key === 'resolve.choice')?.params).toMatchObject({ choice: 'untap', policy: 'default-own-tapped' });
    // Their land, chosen: it untaps and yours stay tapped; none chosen: nothing untaps; three: too many.
    expect(tappedIds(await snap({ untap: ['ob'] }))).toEqual(['i1', 'i2', 'i3']);
    expect(tappedIds(await snap({ untap: [] }))).toEqual(['i1', 'i2', 'i3', 'ob']);
    await expect(snap({ untap: ['i1', 'i2', 'i3'] })).rejects.toThrow(/bad-choice/);
  });

  // 608.2h, 202.3: Reanimate's life loss is the mana value of the card it put onto the battlefield.
  it('GIVEN Reanimate on a card in a graveyard (theirs or yours) THEN you lose life equal to its mana value (608.2h)', async () => {
    const base = [{ id: 're', card: 'Reanimate', zone: 'hand' }, { id: 'sd', card: 'Shivan Dragon', zone: 'graveyard', controller: 'B', owner: 'B' }];
    const r = await scenarios.run({ objects: base, actions: [{ kind: 'cast', object: 're', targets: { creature: ['sd'] } }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(life(r, 'A')).toBe(14);
    expect(r.resolution.final.objects.find((o) => o.printed.name === 'Shivan Dragon')).toMatchObject({ zone: 'battlefield', baseController: 'A' });
    const bears = await scenarios.run({ objects: [{ id: 're', card: 'Reanimate', zone: 'hand' }, { id: 'gb', card: 'Grizzly Bears', zone: 'graveyard' }], actions: [{ kind: 'cast', object: 're', targets: { creature: ['gb'] } }, { kind: 'resolve' }] });
    expect(life(bears, 'A')).toBe(18);
  });

  // 107.3a: "Create X … tokens" makes X; X not given stops rather than assume 0 (so does X damage).
  it('GIVEN Secure the Wastes with X=3 THEN three Warriors; with X not given THEN unmodelled, not zero tokens (107.3a)', async () => {
    const three = await scenarios.run({ objects: [{ id: 'sw', card: 'Secure the Wastes', zone: 'hand' }], actions: [{ kind: 'cast', object: 'sw', x: 3 }, { kind: 'resolve' }] });
    expect(three.resolution.error).toBeUndefined();
    expect(onBattlefield(three, 'Warrior', 'A')).toBe(3);
    await expect(scenarios.run({ objects: [{ id: 'sw', card: 'Secure the Wastes', zone: 'hand' }], actions: [{ kind: 'cast', object: 'sw' }, { kind: 'resolve' }] })).rejects.toThrow(/"code":"unmodelled"/);
    await expect(scenarios.run({ objects: [{ id: 'bl', card: 'Blaze', zone: 'hand' }, { id: 'gb', card: 'Grizzly Bears', controller: 'B', owner: 'B' }], actions: [{ kind: 'cast', object: 'bl', targets: { any: ['gb'] } }, { kind: 'resolve' }] })).rejects.toThrow(/"code":"unmodelled"/);
  });

  // 614.1d, 614.12: judged with the controller it enters under — the spell's (608.3a), or whoever put it there (110.2).
  it("GIVEN Authority of the Consuls THEN an opponent's creature enters tapped, its controller's own doesn't; a card you reanimate from their graveyard doesn't, one they own put under its opponent's control does", async () => {
    const auth = (controller: string) => ({ id: 'ac', card: 'Authority of the Consuls', controller, owner: controller });
    const goblin = (auth: Record<string, unknown>) => scenarios.run({ objects: [auth, { id: 'rg', card: 'Raging Goblin', zone: 'hand' }], actions: [{ kind: 'cast', object: 'rg' }, { kind: 'resolve' }] });
    const entered = (r: R, name: string) => r.resolution.final.objects.find((o) => o.printed.name === name && o.zone === 'battlefield');
    const theirs = await goblin(auth('B'));
    expect(theirs.resolution.error).toBeUndefined();
    expect(entered(theirs, 'Raging Goblin')).toMatchObject({ tapped: true });
    expect(entered(await goblin(auth('A')), 'Raging Goblin')).toMatchObject({ tapped: false });
    // Reanimate puts the opponent's Bears under your control (110.2): judged with that controller (614.12), not its owner.
    const re = (a: Record<string, unknown>) => scenarios.run({ objects: [a, { id: 'gb', card: 'Grizzly Bears', zone: 'graveyard', controller: 'B', owner: 'B' }, { id: 're', card: 'Reanimate', zone: 'hand' }], actions: [{ kind: 'cast', object: 're', targets: { creature: ['gb'] } }, { kind: 'resolve' }] });
    const yours = await re(auth('A'));
    expect(yours.resolution.error).toBeUndefined();
    expect(entered(yours, 'Grizzly Bears')).toMatchObject({ tapped: false, baseController: 'A', owner: 'B' });
    expect(entered(await re(auth('B')), 'Grizzly Bears')).toMatchObject({ tapped: true, baseController: 'A' });
  });

  it("GIVEN Dockside Extortionist and an opponent's Sol Ring THEN one Treasure (artifacts and enchantments your opponents control)", async () => {
    const r = await scenarios.run({ objects: [{ id: 'de', card: 'Dockside Extortionist', zone: 'hand' }, { id: 'sr', card: 'Sol Ring', zone: 'battlefield', controller: 'B', owner: 'B' }, { id: 'sr2', card: 'Sol Ring', zone: 'battlefield' }], actions: [{ kind: 'cast', object: 'de' }, { kind: 'resolve' }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(onBattlefield(r, 'Treasure', 'A')).toBe(1);
  });

  it("GIVEN Dictate of Kruphix WHEN the opponent's draw step begins THEN that player draws an additional card (504.1, 603.2b)", async () => {
    const r = await scenarios.run({ activePlayer: 'B', objects: [{ id: 'dk', card: 'Dictate of Kruphix', zone: 'battlefield', controller: 'A', owner: 'A' }], actions: [{ kind: 'begin-step', step: 'draw' }, { kind: 'resolve' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.trace.filter((x) => x.key === 'event.drew-unseen').map((x) => x.params)).toEqual([{ player: 'B' }]);
  });

  it('GIVEN Underworld Dreams WHEN the opponent draws THEN it deals 1 damage to that player, not to you (608.2k)', async () => {
    const r = await scenarios.run({ objects: [{ id: 'ud', card: 'Underworld Dreams', zone: 'battlefield' }, { id: 'sib', card: 'Sign in Blood', zone: 'hand' }], actions: [{ kind: 'cast', object: 'sib', targets: { player: ['B'] } }, { kind: 'resolve', all: true }] });
    expect(r.resolution.error).toBeUndefined();
    // Sign in Blood: B draws two (two triggers, 1 damage each) and loses 2 life.
    expect([life(r, 'A'), life(r, 'B')]).toEqual([20, 16]);
  });

  const inHand = (id: string, card: string) => ({ id, card, zone: 'hand' as const });
  it('GIVEN Terrain Generator and a Forest chosen from a described hand THEN the Forest enters tapped under its controller (608.2d, 110.5b)', async () => {
    const r = await scenarios.run({ players: [{ id: 'A', hand: 'described' }, { id: 'B' }], objects: [{ id: 'tg', card: 'Terrain Generator', zone: 'battlefield' }, inHand('f', 'Forest'), inHand('gb', 'Grizzly Bears')], actions: [{ kind: 'activate', object: 'tg', ability: 1 }, { kind: 'resolve', choices: { put: ['f'] } }] });
    expect(r.resolution.error).toBeUndefined();
    const f = r.resolution.final.objects.find((o) => o.id.startsWith('f'));
    expect([f?.zone, f?.tapped, f?.baseController]).toEqual(['battlefield', true, 'A']);
    // A nonland card (or nothing chosen) isn't put there.
    await expect(scenarios.run({ players: [{ id: 'A', hand: 'described' }, { id: 'B' }], objects: [{ id: 'tg', card: 'Terrain Generator', zone: 'battlefield' }, inHand('f', 'Forest'), inHand('gb', 'Grizzly Bears')], actions: [{ kind: 'activate', object: 'tg', ability: 1 }, { kind: 'resolve', choices: { put: ['gb'] } }] })).rejects.toThrow(/bad-choice/);
    const declined = await scenarios.run({ players: [{ id: 'A', hand: 'described' }, { id: 'B' }], objects: [{ id: 'tg', card: 'Terrain Generator', zone: 'battlefield' }, inHand('f', 'Forest')], actions: [{ kind: 'activate', object: 'tg', ability: 1 }, { kind: 'resolve' }] });
    expect(declined.resolution.final.objects.find((o) => o.id === 'f')?.zone).toBe('hand');
  });

  it('GIVEN Growth Spiral and a hand nobody described THEN unmodelled: the land could be the unseen card drawn (402.3)', async () => {
    await expect(scenarios.run({ objects: [{ id: 'gs', card: 'Growth Spiral', zone: 'hand' }], actions: [{ kind: 'cast', object: 'gs' }, { kind: 'resolve' }] })).rejects.toThrow(/"code":"unmodelled"/);
  });

  // 116.2a, 305.1-305.3: playing a land, a special action, within the land plays of the turn.
  const lands = async (objects: Record<string, unknown>[], plays: string[], extra: Record<string, unknown> = {}) => {
    const r = await scenarios.run({ ...extra, objects, actions: plays.map((object) => ({ kind: 'play-land', object })) });
    expect(r.resolution.error).toBeUndefined();
    return r.resolution.trace.filter((x) => x.key.startsWith('land.')).map((x) => (x.key === 'land.played' ? `played ${String(x.params.played)}/${String(x.params.allowed)}` : `can't: ${String(x.params.reason)}`));
  };
  const forest = (id: string, zone = 'hand', owner = 'A') => ({ id, card: 'Forest', zone, owner, controller: owner });

  it('GIVEN two lands in hand THEN the second can\'t be played (305.2, 305.2b); with Exploration it can, a third can\'t', async () => {
    expect(await lands([forest('f1'), forest('f2')], ['f1', 'f2'])).toEqual(['played 1/1', "can't: no-land-play"]);
    expect(await lands([{ id: 'ex', card: 'Exploration', zone: 'battlefield' }, forest('f1'), forest('f2'), forest('f3')], ['f1', 'f2', 'f3'])).toEqual(['played 1/2', 'played 2/2', "can't: no-land-play"]);
    expect(await lands([{ id: 'az', card: 'Azusa, Lost but Seeking', zone: 'battlefield' }, forest('f1'), forest('f2'), forest('f3')], ['f1', 'f2', 'f3'])).toEqual(['played 1/3', 'played 2/3', 'played 3/3']);
  });

  it("GIVEN the opponent's Exploration THEN it gives you no extra land play (its controller's, 305.2)", async () => {
    expect(await lands([{ id: 'ex', card: 'Exploration', zone: 'battlefield', controller: 'B', owner: 'B' }, forest('f1'), forest('f2')], ['f1', 'f2'])).toEqual(['played 1/1', "can't: no-land-play"]);
  });

  it("GIVEN the opponent's turn, or combat, THEN no land can be played (305.3, 305.1); a nonland card is never played", async () => {
    expect(await lands([forest('f1')], ['f1'], { activePlayer: 'B' })).toEqual(["can't: not-turn"]);
    expect(await lands([forest('f1')], ['f1'], { step: 'combat' })).toEqual(["can't: not-main"]);
    expect(await lands([{ id: 'le', card: 'Llanowar Elves', zone: 'hand' }], ['le'])).toEqual(["can't: not-land"]);
  });

  it('GIVEN Explore cast after the land play THEN one more land can be played this turn (305.2), not a third', async () => {
    const r = await scenarios.run({ players: [{ id: 'A', hand: 'described' }, { id: 'B' }], objects: [{ id: 'ex', card: 'Explore', zone: 'hand' }, forest('f1'), forest('f2'), forest('f3')], actions: [{ kind: 'play-land', object: 'f1' }, { kind: 'cast', object: 'ex' }, { kind: 'resolve' }, { kind: 'play-land', object: 'f2' }, { kind: 'play-land', object: 'f3' }] });
    expect(r.resolution.error).toBeUndefined();
    expect(r.resolution.trace.filter((x) => x.key.startsWith('land.') || x.key === 'resolve.additional-land').map((x) => `${x.key} ${String(x.params.reason ?? x.params.allowed)}`)).toEqual(['land.played 1', 'resolve.additional-land 2', 'land.played 2', 'land.cant-play no-land-play']);
  });

  it('GIVEN a land in the graveyard THEN it can be played only with Crucible of Worlds (116.2a), and it counts as the land play', async () => {
    expect(await lands([forest('f1', 'graveyard')], ['f1'])).toEqual(["can't: zone"]);
    expect(await lands([{ id: 'cw', card: 'Crucible of Worlds', zone: 'battlefield' }, forest('f1', 'graveyard'), forest('f2')], ['f1', 'f2'])).toEqual(['played 1/1', "can't: no-land-play"]);
  });
});

/** /ask on cards these templates read (untap up to N, mana value life loss, X tokens, opponents' permanents enter tapped), English and Japanese. */
describe('GIVEN /ask questions on cards read by these templates', () => {
  let deps: QuestionDeps;
  beforeAll(async () => {
    deps = await realCardDeps({ 'Authority of the Consuls': '領事の権限', 'Raging Goblin': '怒り狂うゴブリン', Manglehorn: '刻み角', Ornithopter: '羽ばたき飛行機械', Snap: '断絶', Rewind: '巻き直し', Reanimate: '再活性', Griselbrand: 'グリセルブランド', 'Secure the Wastes': '荒野の確保', Blaze: '猛火', 'Grizzly Bears': '灰色熊', 'Lightning Bolt': '稲妻' });
  }, 120_000);

  it.each([
    ["I cast Snap targeting my opponent's Grizzly Bears. Where does the Bears end up?", 'en', /ends up in its owner's hand/],
    ['相手の《灰色熊》を対象に《断絶》を唱えました。熊はどこに行きますか？', 'ja', /対戦相手の手札/],
    ['My opponent casts Lightning Bolt targeting me. I respond with Rewind targeting the Bolt. What is my life total?', 'en', /^Your life total is 20 .*countered by Rewind/s],
    ['相手が私を対象に《稲妻》を唱えたので、《巻き直し》で打ち消しました。私のライフは？', 'ja', /^あなたのライフは20です/],
    ['I cast Reanimate targeting Griselbrand in my graveyard. What is my life total?', 'en', /^Your life total is 12 \(from 20: lost 8\)/],
    ['私の墓地の《グリセルブランド》を対象に《再活性》を唱えました。私のライフはいくつになりますか？', 'ja', /^あなたのライフは12です/],
    ["I cast Reanimate targeting the Grizzly Bears in my opponent's graveyard. What is my life total?", 'en', /^Your life total is 18/],
    ['I cast Secure the Wastes with X=3. How many tokens do I get?', 'en', /You get 3 tokens/],
    ['X=4で《荒野の確保》を唱えました。トークンは何体出ますか？', 'ja', /トークンを4体/],
    ['My opponent controls Authority of the Consuls. I cast Raging Goblin. Can it attack this turn?', 'en', /^No\. Raging Goblin can't attack: it is tapped/],
    ['I control Authority of the Consuls. I cast Raging Goblin. Can it attack this turn?', 'en', /^Yes\./],
    ['相手が《領事の権限》をコントロールしています。私は《怒り狂うゴブリン》を唱えました。このターン攻撃できますか？', 'ja', /^いいえ。.*タップ状態/],
    ['相手が《刻み角》をコントロールしています。私は《羽ばたき飛行機械》を唱えました。それはタップ状態ですか？', 'ja', /^はい。/],
    ['My opponent controls Manglehorn. I cast Raging Goblin. Can it attack this turn?', 'en', /^Yes\./],
  ] as const)('%s THEN answered', async (q, lang, says) => {
    const r = await answerQuestion(q, lang, deps);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.answer).toMatch(says);
  });

  // 107.3a: X not given is asked for, never taken as 0 ("you get no token", "the Bears survives").
  it.each([
    ['I cast Secure the Wastes. How many tokens do I get?', 'en'],
    ['《猛火》で相手の《灰色熊》を対象にしました。熊は死にますか？', 'ja'],
  ] as const)('%s THEN refused: X not given', async (q, lang) => {
    const r = await answerQuestion(q, lang, deps);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('unmodelled');
  });
});

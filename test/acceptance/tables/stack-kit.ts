/**
 * Shared inputs for the casting / stack / targets / triggers tables (issue 5): constructors for
 * cards, spell and ability definitions, and actions in the Scenario JSON of src/scenario/schema,
 * and the rule numbers the rows cite (each checked against MagicCompRules-20260925.txt).
 *
 * Only inputs live here. Every expected value (life, zones, counters, cards in hand) is a literal
 * in the row that needs it, worked out by hand from the CR in the comment above the row.
 *
 * Conventions of every row: player A is the active player, in their precombat main phase, with
 * priority and an empty stack unless the row says otherwise; both players at 20 life; every card
 * is owned by the player who controls it unless the row says otherwise; nothing is summoning sick.
 * Every object has its own name, so an object that changed zones (a new object, 400.7) is found by
 * its name.
 */
import type {
  AbilityBody,
  ActivatedAbility,
  CardType,
  Color,
  ObjectFilter,
  ObjectSeed,
  SpellEffect,
  TargetSpec,
  TriggeredAbility,
  TurnStep,
} from '../../../src/engine/types.ts';
import type { Cite, ScenarioAction, StackScenarioObject } from '../support.ts';

// ---------------------------------------------------------------------------------------------
// Objects

/** A creature on the battlefield controlled (and owned) by `controller`. Green unless `extra.colors` says otherwise. */
export const creature = (id: string, name: string, power: number, toughness: number, controller = 'A', extra: Partial<StackScenarioObject> = {}): StackScenarioObject => ({
  id,
  name,
  types: ['Creature'],
  colors: ['G'],
  manaCost: '{1}{G}',
  power,
  toughness,
  controller,
  ...extra,
});

/** A noncreature permanent on the battlefield. */
export const permanent = (id: string, name: string, types: CardType[], controller = 'A', extra: Partial<StackScenarioObject> = {}): StackScenarioObject => ({
  id,
  name,
  types,
  colors: [],
  manaCost: types.includes('Land') ? null : '{2}',
  controller,
  ...extra,
});

/** An instant card in `controller`'s hand with the given spell ability. */
export const instant = (id: string, name: string, spell: AbilityBody, controller = 'A', extra: Partial<StackScenarioObject> = {}): StackScenarioObject => ({
  id,
  name,
  types: ['Instant'],
  colors: ['R'],
  manaCost: '{1}{R}',
  controller,
  zone: 'hand',
  spell,
  ...extra,
});

/** A sorcery card in `controller`'s hand with the given spell ability. */
export const sorcery = (id: string, name: string, spell: AbilityBody, controller = 'A', extra: Partial<StackScenarioObject> = {}): StackScenarioObject =>
  instant(id, name, spell, controller, { types: ['Sorcery'], ...extra });

/** A creature card in `controller`'s hand (a permanent spell when cast). */
export const creatureCard = (id: string, name: string, power: number, toughness: number, controller = 'A', extra: Partial<StackScenarioObject> = {}): StackScenarioObject =>
  creature(id, name, power, toughness, controller, { zone: 'hand', ...extra });

/** `n` plain cards in a player's library or hand (to be drawn, or to count). */
export const filler = (prefix: string, n: number, owner: string, zone: 'library' | 'hand' | 'graveyard' = 'library'): StackScenarioObject[] =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i + 1}`, name: `${prefix} card ${i + 1}`, types: ['Sorcery'] as CardType[], colors: ['U'] as Color[], manaCost: '{U}', controller: owner, zone }));

// ---------------------------------------------------------------------------------------------
// Targets, effects, abilities

export const creatures = (extra: Partial<ObjectFilter> = {}): ObjectFilter => ({ kind: 'filter', types: ['Creature'], ...extra });

/** "target creature" (one target word; `count` targets for "two target creatures"). */
export const targetCreature = (word = 'creature', count?: number, extra: Partial<ObjectFilter> = {}): TargetSpec =>
  count === undefined ? { word, objects: creatures(extra) } : { word, count, objects: creatures(extra) };

/** "any target": a creature, planeswalker, battle or player (115.4). */
export const anyTarget = (word = 'any'): TargetSpec => ({ word, players: 'any', objects: { kind: 'filter', types: ['Creature', 'Planeswalker', 'Battle'] } });

/** "target player". */
export const targetPlayer = (word = 'player'): TargetSpec => ({ word, players: 'any' });

/** "target spell". */
export const targetSpell = (word = 'spell', extra: Partial<ObjectFilter> = {}): TargetSpec => ({ word, objects: { kind: 'filter', zone: 'stack', ...extra } });

/** "target <type> permanent". */
export const targetOfType = (word: string, types: CardType[], extra: Partial<ObjectFilter> = {}): TargetSpec => ({ word, objects: { kind: 'filter', types, ...extra } });

export const damage = (amount: number, target: string): SpellEffect => ({ kind: 'damage', amount, target });
export const damageTo = (amount: number, object: string): SpellEffect => ({ kind: 'damage', amount, object });
export const destroy = (target: string): SpellEffect => ({ kind: 'destroy', target });
export const exile = (target: string): SpellEffect => ({ kind: 'exile', target });
export const bounce = (target: string): SpellEffect => ({ kind: 'return-to-hand', target });
export const tap = (target: string): SpellEffect => ({ kind: 'tap', target });
export const counter = (target = 'spell'): SpellEffect => ({ kind: 'counter', target });
/** "you gain N life" (negative: "you lose N life"); `player` 'you' | 'opponent' | an id. */
export const life = (amount: number, player = 'you'): SpellEffect => ({ kind: 'life', amount, player });
export const draw = (amount: number, player = 'you'): SpellEffect => ({ kind: 'draw', amount, player });
export const counters = (counter: string, amount: number, target: string): SpellEffect => ({ kind: 'add-counters', counter, amount, target });

/**
 * "Create <token>": the seed is written like the scenario's objects (stack-format.md: the schema
 * reads a seed in the scenario's own object shape), hence the cast from the engine's ObjectSeed type.
 */
export const createToken = (seed: StackScenarioObject): SpellEffect => ({ kind: 'create', seed: seed as unknown as ObjectSeed });

export const body = (text: string, targets: TargetSpec[], effects: SpellEffect[], extra: Partial<AbilityBody> = {}): AbilityBody => ({ text, targets, effects, ...extra });

export const trigger = (text: string, event: TriggeredAbility['event'], effects: SpellEffect[], extra: Partial<TriggeredAbility> = {}): TriggeredAbility => ({ text, event, effects, ...extra });

export const ability = (text: string, effects: SpellEffect[], extra: Partial<ActivatedAbility> = {}): ActivatedAbility => ({ text, effects, ...extra });

// ---------------------------------------------------------------------------------------------
// Actions

export const cast = (object: string, targets?: Record<string, string[]>, extra: Partial<Extract<ScenarioAction, { kind: 'cast' }>> = {}): ScenarioAction =>
  targets === undefined ? { kind: 'cast', object, ...extra } : { kind: 'cast', object, targets, ...extra };

export const castBy = (player: string, object: string, targets?: Record<string, string[]>, extra: Partial<Extract<ScenarioAction, { kind: 'cast' }>> = {}): ScenarioAction =>
  cast(object, targets, { player, ...extra });

export const activate = (object: string, targets?: Record<string, string[]>, extra: Partial<Extract<ScenarioAction, { kind: 'activate' }>> = {}): ScenarioAction =>
  targets === undefined ? { kind: 'activate', object, ...extra } : { kind: 'activate', object, targets, ...extra };

/** The player with priority passes (117.3d): the other player receives priority and may respond. */
export const pass: ScenarioAction = { kind: 'pass' };
/** All players pass in succession: the top object of the stack resolves (117.4, 608.1). */
export const resolve: ScenarioAction = { kind: 'resolve' };
/** Resolve until the stack is empty. */
export const resolveAll: ScenarioAction = { kind: 'resolve', all: true };
export const resolvePaying = (pay: boolean): ScenarioAction => ({ kind: 'resolve', pay });
export const beginStep = (step: TurnStep): ScenarioAction => ({ kind: 'begin-step', step });

// ---------------------------------------------------------------------------------------------
// Rules cited (each number checked against MagicCompRules-20260925.txt)

/** 601.2: casting a spell (601.2a put on the stack … 601.2i it becomes cast). */
export const CAST: Cite = { anyOf: ['601.2', '601.2a', '601.2i'] };
/** 601.2c: targets are chosen. */
export const CHOOSE_TARGETS = '601.2c';
/** 115.3: the same target can't be chosen twice for one instance of the word "target". */
export const SAME_TARGET: Cite = { anyOf: ['115.3', '601.2c'] };
/** 601.2e / 601.3: the cast is illegal and the game returns to the moment before it was proposed (728). */
export const ILLEGAL_CAST: Cite = { anyOf: ['601.2e', '601.3', '601.2'] };
/** 601.2f: the total cost is determined, then locked in. */
export const TOTAL_COST = '601.2f';
/** 117.1a: instants any time you have priority; other spells in your main phase with an empty stack. */
export const TIMING = '117.1a';
/** 117.4 / 405.5 / 608.1: all players pass in succession, the top object resolves. */
export const RESOLVES_TOP: Cite = { anyOf: ['117.4', '405.5', '608.1'] };
/** 405.2: the stack, last in first out. */
export const LIFO: Cite = { anyOf: ['405.2', '405.5'] };
/** 608.2b: targets are checked on resolution; all illegal -> it doesn't resolve. */
export const TARGETS_CHECKED = '608.2b';
/** 608.2c: the instructions are followed in the order written. */
export const INSTRUCTIONS = '608.2c';
/** 608.2n: an instant or sorcery goes to its owner's graveyard as it finishes resolving. */
export const SPELL_TO_GRAVEYARD = '608.2n';
/** 608.3a: a permanent spell becomes a permanent on resolution. */
export const PERMANENT_ENTERS = '608.3a';
/** 701.6a: countered: removed from the stack, to its owner's graveyard. */
export const COUNTERED = '701.6a';
/** 701.8a: destroy -> owner's graveyard. */
export const DESTROY = '701.8a';
/** 701.21a: sacrifice. */
export const SACRIFICE = '701.21a';
/** 603.2: an ability triggers. */
export const TRIGGERS = '603.2';
/** 603.3 / 117.5: a triggered ability is put on the stack the next time a player would receive priority. */
export const TRIGGER_TO_STACK: Cite = { anyOf: ['603.3', '117.5'] };
/** 603.3b: APNAP order. */
export const APNAP = '603.3b';
/** 603.4: intervening "if". */
export const INTERVENING_IF = '603.4';
/** 608.2a: the intervening "if" is checked again on resolution. */
export const IF_ON_RESOLUTION: Cite = { anyOf: ['608.2a', '603.4'] };
/** 603.6a: enters-the-battlefield abilities. */
export const ETB = '603.6a';
/** 603.6c / 603.10a: leaves-the-battlefield abilities (look back in time). */
export const LTB: Cite = { anyOf: ['603.6c', '603.10a'] };
export const LOOK_BACK = '603.10a';
/** 603.7: delayed triggered abilities. */
export const DELAYED: Cite = { anyOf: ['603.7', '603.7a', '603.7b', '603.7c'] };
/** 603.12: reflexive triggered abilities. */
export const REFLEXIVE = '603.12';
/** 113.7a: an ability on the stack exists independently of its source. */
export const INDEPENDENT = '113.7a';
/** 702.11b: hexproof. */
export const HEXPROOF = '702.11b';
/** 702.18a: shroud. */
export const SHROUD = '702.18a';
/** 702.16b: protection — can't be targeted by spells/abilities with the quality. */
export const PROTECTION_TARGETING = '702.16b';
/** 702.21a: ward. */
export const WARD = '702.21a';
/** 702.61a: split second. */
export const SPLIT_SECOND = '702.61a';
/** 605.3b: mana abilities don't use the stack. */
export const MANA_ABILITY: Cite = { anyOf: ['605.3b', '405.6c'] };
/** 707.10: a copy of a spell isn't cast. */
export const COPY_NOT_CAST = '707.10';
/** 101.2: "can't" beats "can". */
export const CANT_BEATS_CAN = '101.2';
/** 400.7: a zone change makes a new object. */
export const NEW_OBJECT = '400.7';
/** 704.5g: lethal damage. */
export const SBA_LETHAL = '704.5g';
/** 704.5a: 0 or less life. */
export const SBA_ZERO_LIFE = '704.5a';
/** 120.3a / 120.3e: damage to a player is life loss; to a creature, marked. */
export const LIFE_LOSS = '120.3a';
export const MARKED = '120.3e';

/**
 * Shared inputs for the combat tables (issue 4): small constructors for creatures and combat
 * actions in the Scenario JSON of src/scenario/schema, and the rule numbers the rows cite.
 *
 * Only inputs live here. Every expected value (life, poison, damage marked, counters, zones) is a
 * literal in the row that needs it, worked out by hand from the CR in the comment above the row.
 *
 * Conventions of every combat row: player A is the active (attacking) player, B the defending
 * player, both at 20 life unless the row says otherwise; A's creatures are the attackers, B's the
 * blockers; nothing is summoning sick unless the row says so. Every object in a row has its own
 * name, so that a card that changed zones (a new object, 400.7) is found by its name.
 */
import type { Keyword, Modification, Selector } from '../../../src/engine/types.ts';
import type { Cite, CombatAction, CombatScenarioAction, DamageAssignment, ReplacementInput, ScenarioObject } from '../support.ts';

// ---------------------------------------------------------------------------------------------
// Objects

/** A creature controlled (and owned) by A: an attacker. Green unless `extra.colors` says otherwise. */
export const mine = (id: string, name: string, power: number, toughness: number, extra: Partial<ScenarioObject> = {}): ScenarioObject => ({
  id,
  name,
  types: ['Creature'],
  colors: ['G'],
  power,
  toughness,
  controller: 'A',
  ...extra,
});

/** A creature controlled (and owned) by B: a blocker. */
export const theirs = (id: string, name: string, power: number, toughness: number, extra: Partial<ScenarioObject> = {}): ScenarioObject =>
  mine(id, name, power, toughness, { controller: 'B', ...extra });

/** A planeswalker B controls, with `loyalty` loyalty counters (306.5b). */
export const planeswalker = (id: string, name: string, loyalty: number): ScenarioObject => ({
  id,
  name,
  types: ['Planeswalker'],
  subtypes: ['Jace'],
  colors: ['U'],
  loyalty,
  controller: 'B',
});

/**
 * A battle B controls and protects: it has no battle type, so only its controller can be its
 * protector (310.9a); A can attack it because its protector is A's defending player (310.9b).
 */
export const battle = (id: string, name: string, defense: number): ScenarioObject => ({
  id,
  name,
  types: ['Battle'],
  colors: ['R'],
  defense,
  controller: 'B',
});

// ---------------------------------------------------------------------------------------------
// Actions

/** A declares each creature as an attacker, attacking B (the default target). */
export const attack = (...ids: string[]): CombatAction => ({ kind: 'declare-attackers', attackers: ids.map((object) => ({ object })) });

/** B declares no blockers: every attacker becomes an unblocked creature (509.1h). */
export const noBlocks: CombatAction = { kind: 'declare-blockers', blockers: [] };

/** A declares attackers with explicit targets: [creature, player / planeswalker / battle]. */
export const attackAt = (...pairs: [string, string][]): CombatAction => ({
  kind: 'declare-attackers',
  attackers: pairs.map(([object, target]) => ({ object, target })),
});

/** B declares blockers: blocker id -> the attacker(s) it blocks, in the order listed. */
export const block = (blocks: Record<string, string | string[]>): CombatAction => ({
  kind: 'declare-blockers',
  blockers: Object.entries(blocks).map(([object, b]) => ({ object, blocks: typeof b === 'string' ? [b] : b })),
});

/** The next combat damage step, with the given assignments (others by the default policy). */
export const step = (assignments?: Record<string, [string, number][]>): CombatAction =>
  assignments === undefined ? { kind: 'combat-damage' } : { kind: 'combat-damage', assignments: assign(assignments) };

/** Every remaining combat damage step, by the default policy (and any assignments given). */
export const allSteps = (assignments?: Record<string, [string, number][]>): CombatAction =>
  assignments === undefined ? { kind: 'combat-damage', all: true } : { kind: 'combat-damage', all: true, assignments: assign(assignments) };

function assign(a: Record<string, [string, number][]>): Record<string, DamageAssignment[]> {
  return Object.fromEntries(Object.entries(a).map(([who, list]) => [who, list.map(([to, amount]) => ({ to, amount }))]));
}

export const removeFromCombat = (object: string): CombatAction => ({ kind: 'remove-from-combat', object });
export const fight = (a: string, b: string): CombatAction => ({ kind: 'fight', a, b });
export const addReplacement = (replacement: ReplacementInput): CombatAction => ({ kind: 'add-replacement', replacement });

const EOT = { kind: 'end-of-turn' } as const;

/** "Prevent the next N damage that would be dealt to <to> this turn." (615.7) */
export const shield = (id: string, to: string, amount: number): ReplacementInput => ({ id, kind: 'prevent', amount, to, duration: EOT });

/** Fog: "Prevent all combat damage that would be dealt this turn." (615.1a) */
export const fog = (id: string): ReplacementInput => ({ id, kind: 'prevent', amount: 'all', combatOnly: true, duration: EOT });

/**
 * "If a creature you control would deal damage to a permanent or player, it deals double (triple)
 * that damage to that permanent or player instead." (614.1a), from a permanent `controller` controls.
 */
export const creatureDoubler = (id: string, controller: string, source: string, factor: 2 | 3 = 2): ReplacementInput => ({
  id,
  kind: 'damage-modifier',
  multiply: factor,
  from: { kind: 'filter', types: ['Creature'], controller: 'you' },
  controller,
  source,
  duration: { kind: 'while-source' },
});

/** "If <one of these objects> would deal damage, it deals double (triple) that damage instead." (614.1a) */
export const multiplier = (id: string, factor: 2 | 3, from: string[]): ReplacementInput => ({ id, kind: 'damage-modifier', multiply: factor, from: objects(...from) });

/** 615.10: "If a source would deal damage to <to>, prevent `amount` of that damage." (each event; never used up) */
export const preventEach = (id: string, amount: number, to: Selector, controller: string, source: string): ReplacementInput => ({
  id,
  kind: 'prevent',
  amount,
  perEvent: true,
  to,
  controller,
  source,
  duration: { kind: 'while-source' },
});

/** The same action, with the affected player's order of replacement/prevention effects given (616.1). */
export const ordered = <T extends CombatScenarioAction>(action: T, replacementOrder: string[]): T => ({ ...action, replacementOrder });

export const objects = (...ids: string[]): Selector => ({ kind: 'objects', ids });

/** A resolved spell's effect on the given objects, until end of turn. */
export const effectOn = (id: string, text: string, ids: string[], modifications: Modification[]): CombatScenarioAction => ({
  kind: 'apply-effect',
  effect: { id, text, affects: objects(...ids), modifications, duration: { kind: 'end-of-turn' } },
});

export const gainKeyword = (id: string, target: string, keyword: string): CombatScenarioAction =>
  effectOn(id, `Target creature gains ${keyword} until end of turn.`, [target], [{ kind: 'add-keywords', keywords: [kw(keyword)] }]);

export const loseKeyword = (id: string, target: string, keyword: string): CombatScenarioAction =>
  effectOn(id, `Target creature loses ${keyword} until end of turn.`, [target], [{ kind: 'remove-keywords', keywords: [keyword] }]);

export const kw = (keyword: string): Keyword => ({ keyword });

/**
 * How a row writes "can block an additional creature each combat" and "can block any number of
 * creatures" (combat-brief.md lists both as blocking permissions the engine checks).
 */
export const BLOCKS_ONE_MORE = 'can block an additional creature each combat';
export const BLOCKS_ANY_NUMBER = 'can block any number of creatures';

// ---------------------------------------------------------------------------------------------
// Rules cited (each number checked against MagicCompRules-20260925.txt)

/** 508.1 (508.1a who can attack, 508.1k they become attacking creatures). */
export const DECLARE_ATTACKERS: Cite = { anyOf: ['508.1', '508.1a', '508.1k'] };
/** 509.1 (509.1a who can block, 509.1g they become blocking creatures). */
export const DECLARE_BLOCKERS: Cite = { anyOf: ['509.1', '509.1a', '509.1g'] };
/** 510.1a: a creature assigns combat damage equal to its power; 0 or less: none at all. */
export const ASSIGN_POWER = '510.1a';
/** 510.1b: an unblocked creature assigns its damage to the player/planeswalker/battle it attacks. */
export const UNBLOCKED = '510.1b';
/** 510.1c: a blocked creature assigns its damage to its blockers (divided freely; none if none are left). */
export const BLOCKED = '510.1c';
/** 510.1d: a blocker assigns its damage to the creatures it blocks. */
export const BLOCKER = '510.1d';
/** 510.2: all assigned combat damage is dealt simultaneously (120.2a: combat damage). */
export const DEALT: Cite = { anyOf: ['510.2', '120.2a'] };
/** 510.4 = 702.7b = 702.4b: a first-strike combat damage step, then a second one. */
export const FIRST_STRIKE_STEP: Cite = { anyOf: ['510.4', '702.7b', '702.4b'] };
/** 506.4: removed from combat. */
export const REMOVED = '506.4';
/** 509.1h: a creature remains blocked even if all its blockers are removed from combat. */
export const STAYS_BLOCKED = '509.1h';

/** 120.3a: damage to a player (no infect) -> life loss. */
export const LIFE_LOSS = '120.3a';
/** 120.3b / 702.90b: damage to a player from infect -> poison counters. */
export const POISON: Cite = { anyOf: ['120.3b', '702.90b'] };
/** 120.3c / 306.8: damage to a planeswalker removes loyalty counters. */
export const LOYALTY_LOSS: Cite = { anyOf: ['120.3c', '306.8'] };
/** 120.3d: damage to a creature from wither/infect -> -1/-1 counters. */
export const MINUS_COUNTERS = '120.3d';
/** 120.3e: damage to a creature (no wither/infect) is marked. */
export const MARKED = '120.3e';
/** 120.3h / 310.6: damage to a battle removes defense counters. */
export const DEFENSE_LOSS: Cite = { anyOf: ['120.3h', '310.6'] };
/** 702.15b (120.3f): lifelink. */
export const LIFELINK: Cite = { anyOf: ['702.15b', '120.3f'] };

export const SBA_ZERO_LIFE = '704.5a';
export const SBA_POISON = '704.5c';
export const SBA_ZERO_TOUGHNESS = '704.5f';
export const SBA_LETHAL = '704.5g';
export const SBA_DEATHTOUCH = '704.5h';
export const SBA_ZERO_LOYALTY = '704.5i';
export const SBA_ZERO_DEFENSE = '704.5w';

/** 702.2c: any nonzero combat damage from a deathtouch source counts as lethal for assignment. */
export const DEATHTOUCH_LETHAL = '702.2c';
/** 702.12b: indestructible — not destroyed by lethal damage or deathtouch. */
export const INDESTRUCTIBLE = '702.12b';
/** 702.16e: protection prevents damage from sources with the quality. */
export const PROTECTION_PREVENTS = '702.16e';
/** 702.19b: trample — lethal to every blocker first, the rest may go to the player. */
export const TRAMPLE = '702.19b';
/** 702.19d: a blocked trampler with no blockers left assigns all its damage to the player/planeswalker. */
export const TRAMPLE_NO_BLOCKERS = '702.19d';
/** 702.80a: wither. */
export const WITHER = '702.80a';
/** 702.90c: infect damage to a creature -> -1/-1 counters. */
export const INFECT_CREATURE = '702.90c';

/** 615.7: a prevention shield ("prevent the next N damage"). */
export const SHIELD = '615.7';
/** 615.1a: a prevention effect ("prevent all …"). */
export const PREVENTION: Cite = { anyOf: ['615.1', '615.1a'] };
/** 614.1a: a replacement effect ("… instead"). */
export const REPLACEMENT: Cite = { anyOf: ['614.1', '614.1a'] };
/** 614.5: a replacement effect gets only one opportunity to affect an event. */
export const ONCE_EACH = '614.5';
/** 616.1: the affected player or controller chooses the order of several applicable effects. */
export const ORDER: Cite = { anyOf: ['616.1', '616.1e', '616.1f'] };
/** 616.1a / 614.15: self-replacement effects apply first. */
export const SELF_REPLACEMENT_FIRST: Cite = { anyOf: ['616.1a', '614.15'] };
/** 701.19a / 614.8: regeneration. */
export const REGENERATION: Cite = { anyOf: ['701.19a', '614.8'] };
/** 701.14a: fight; 701.14d: it isn't combat damage. */
export const FIGHT = '701.14a';

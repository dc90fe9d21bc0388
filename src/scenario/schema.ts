/**
 * The Scenario schema (zod): the engine's input contract (issue 3 §1). A Scenario is
 * plain JSON: players, objects described directly (or, later, by card name), continuous effects
 * given as data, and an ordered list of actions. Parsing applies every default, normalises what
 * people type (colors "green" -> "G", keywords "First Strike" -> first strike, "ward 2" -> ward {2}),
 * and the result is itself a valid Scenario: parse -> JSON.stringify -> parse gives the same value.
 *
 * Validation never throws: `parseScenario` returns a Result whose error is a list of problems, each
 * naming the path and what was expected (`objects[2].power: expected a number or null`), in English
 * or Japanese (`formatProblem`). Cross-references (unknown ids, duplicates) are checked in build.ts.
 *
 * The parts of the schema live in src/scenario/schema/ (bounds and leaf fields, problems, vocabulary
 * and keywords, continuous effects, objects and their abilities, replacement effects, actions); this
 * module puts them together into the Scenario and parses it, and re-exports them.
 */

import * as z from 'zod';
import { SCENARIO_LIMITS, bool, counters, id, int, keyedRecord, list } from './schema/fields.ts';
import { castRestrictionSchema, manaPoolText, objectSchema, turnStep } from './schema/objects.ts';
import { effectSchema } from './schema/layers.ts';
import type { filterSchema, selectorSchema } from './schema/layers.ts';
import { actionSchema } from './schema/actions.ts';
import { replacementSchema } from './schema/replacement.ts';
import { editDistance } from '../core/edit-distance.ts';
import { EXPECT, MISSING, formatPath, quote } from './schema/problems.ts';
import type { ProblemCode, ScenarioProblem } from './schema/problems.ts';
import type { Result } from '../core/result.ts';
import { MAX_NESTING, nestedDeeperThan } from './nesting.ts';

export { SCENARIO_LIMITS } from './schema/fields.ts';
export { describeProblem, formatPath, formatProblem, formatProblems } from './schema/problems.ts';
export type { ProblemCode, ScenarioProblem } from './schema/problems.ts';
export { CARD_TYPES, SUPERTYPES, ZONES, formatKeyword, formatKeywordJa, keywordJa, parseKeyword } from './schema/vocabulary.ts';
export type { KeywordParse } from './schema/vocabulary.ts';

const playerSchema = z.strictObject(
  {
    id: id(),
    life: int().default(20),
    poison: int(0, 'non_negative').default(0),
    counters: counters().default({}),
    /** 702.131c: the player already has the city's blessing. */
    citysBlessing: bool().optional(),
    /** Unspent mana (106.4): when given, casting pays from it (601.2g-h). */
    manaPool: manaPoolText().optional(),
    /** 601.2g, 605.3a: this player's mana is what their permanents can make: casts and activations naming no mana abilities choose them. */
    payFromBoard: bool().optional(),
    /**
     * "described": the cards listed in this player's library are all of it (none listed: it is empty).
     * "unknown": only those are known. Default: described if any card is listed there, else unknown
     * (a draw from a library nobody described is never a loss, 121.4).
     */
    library: z.enum(['described', 'unknown'], { error: 'library_state' }).optional(),
    /**
     * "described": the cards listed in this player's hand are all of it (none listed: it is empty).
     * "unknown": only those are known; others may be there (engine/hand.ts). Default: described
     * (a scenario lists the hands it means).
     */
    hand: z.enum(['described', 'unknown'], { error: 'hand_state' }).optional(),
    /**
     * "described": the cards listed in this player's graveyard are all of it (none listed: it is empty).
     * "unknown": only those are known; a count over that graveyard stops (engine/hand.ts). Default: described.
     */
    graveyard: z.enum(['described', 'unknown'], { error: 'graveyard_state' }).optional(),
    /** Cards in this player's hand beyond those listed, which the scenario doesn't name (unseen cards, engine/hand.ts): "I have 9 cards in hand". */
    unnamedInHand: int(0, 'non_negative').optional(),
  },
  { error: 'object' },
);

const DEFAULT_PLAYERS = [
  { id: 'A', life: 20, poison: 0, counters: {} },
  { id: 'B', life: 20, poison: 0, counters: {} },
];

const shapeSchema = z.strictObject(
  {
    players: list(playerSchema, SCENARIO_LIMITS.players).min(1, { error: 'too_few' }).default(() => structuredClone(DEFAULT_PLAYERS)),
    activePlayer: id().optional(),
    objects: list(objectSchema, SCENARIO_LIMITS.objects).default([]),
    effects: list(effectSchema, SCENARIO_LIMITS.effects).default([]),
    actions: list(actionSchema, SCENARIO_LIMITS.actions).default([]),
    /** Replacement and prevention effects that exist from the start (614, 615, 701.19a). */
    replacements: list(replacementSchema, SCENARIO_LIMITS.effects).optional(),
    /** Issue 5: the current step (default main1) and "can't cast" effects that exist from the start (101.2). */
    step: turnStep().optional(),
    castRestrictions: list(castRestrictionSchema, 20).optional(),
    /** Creatures the players attacked with earlier this turn: `{ "A": ["cub"] }` (608.2i). */
    attackedThisTurn: keyedRecord(list(id(), SCENARIO_LIMITS.objects)).optional(),
    /** How many spells were cast this turn before the actions (702.40a storm); unknown when absent. */
    spellsCastThisTurn: int(0, 'non_negative').optional(),
    /** Whether a creature died earlier this turn, before the actions (700.4; morbid); unknown when absent. */
    creatureDiedThisTurn: bool().optional(),
    /** Whether a permanent left the battlefield under each player's control earlier this turn (revolt): `{ "A": true }`; a player absent: unknown. */
    permanentLeftThisTurn: keyedRecord(bool()).optional(),
    /**
     * The legend rule's choice (704.5j: each player keeps one of their legendary permanents of one name), by recency:
     * 0 keeps the newest (the engine's default when absent), 1 the one before it, and so on — past the oldest, the oldest.
     */
    legendKeep: int(0, 'non_negative').optional(),
    /**
     * The order a player puts their simultaneous triggered abilities on the stack in (603.3b: any order they choose), as
     * a permutation index of each such group (0, the default: the order listed; k mod n! for a group of n).
     */
    triggerOrder: int(0, 'non_negative').optional(),
    /**
     * The action whose legality the question asks ("Can it attack?", "Can I cast it?": an index into `actions`): the
     * answer is settled as that action is made (508.1, 509.1, 601.2, 602.2), so what only happens after it (the
     * abilities it triggers among them, 603.3) can't change it — unmodelled text that matters only then doesn't refuse the run.
     */
    legalityAsked: int(0, 'non_negative').optional(),
  },
  { error: 'object' },
);

/** Fills the defaults that depend on other fields: ids, the active player, controllers and owners. */
export const scenarioSchema = shapeSchema.transform((s) => {
  const activePlayer = s.activePlayer ?? (s.players.some((p) => p.id === 'A') ? 'A' : s.players[0]!.id);
  const objects = s.objects.map((o, i) => {
    const controller = o.controller ?? activePlayer;
    return { ...o, id: o.id ?? `o${i + 1}`, controller, owner: o.owner ?? controller };
  });
  const controllerOf = new Map(objects.map((o) => [o.id, o.controller]));
  const effects = s.effects.map((e, i) => ({
    ...e,
    id: e.id ?? `e${i + 1}`,
    controller: e.controller ?? (e.source !== null ? controllerOf.get(e.source) : undefined) ?? activePlayer,
  }));
  const actions = s.actions.map((a) => {
    if (a.kind !== 'create') return a;
    const controller = a.object.controller ?? activePlayer;
    return { ...a, object: { ...a.object, controller, owner: a.object.owner ?? controller } };
  });
  const replacements = s.replacements?.map((r, i) => ({ ...r, id: r.id ?? `r${i + 1}` }));
  return {
    players: s.players,
    activePlayer,
    objects,
    effects,
    actions,
    ...(replacements ? { replacements } : {}),
    ...(s.step ? { step: s.step } : {}),
    ...(s.castRestrictions ? { castRestrictions: s.castRestrictions } : {}),
    ...(s.attackedThisTurn ? { attackedThisTurn: s.attackedThisTurn } : {}),
    ...(s.spellsCastThisTurn !== undefined ? { spellsCastThisTurn: s.spellsCastThisTurn } : {}),
    ...(s.creatureDiedThisTurn !== undefined ? { creatureDiedThisTurn: s.creatureDiedThisTurn } : {}),
    ...(s.permanentLeftThisTurn !== undefined ? { permanentLeftThisTurn: s.permanentLeftThisTurn } : {}),
    ...(s.legendKeep !== undefined ? { legendKeep: s.legendKeep } : {}),
    ...(s.triggerOrder !== undefined ? { triggerOrder: s.triggerOrder } : {}),
    ...(s.legalityAsked !== undefined ? { legalityAsked: s.legalityAsked } : {}),
  };
});

/**
 * zod types an optional field as `T | undefined`; parsing never produces an explicit undefined (an
 * absent field stays absent), so the parsed types are stated exactly, as the engine's types are
 * (exactOptionalPropertyTypes).
 */
type Exact<T> = T extends readonly (infer U)[]
  ? Exact<U>[]
  : T extends object
    ? { [K in keyof T]: Exact<Exclude<T[K], undefined>> }
    : T;

export type Scenario = Exact<z.output<typeof scenarioSchema>>;
export type ScenarioInput = z.input<typeof scenarioSchema>;
/**
 * The input shapes a producer builds (src/questions, the structured commands): what parsing accepts,
 * before defaults are filled. A producer typed with these gets a compile error for a misspelt field
 * or a wrong shape; the values themselves are still checked when the Scenario is parsed.
 */
export type ScenarioObjectInput = z.input<typeof objectSchema>;
export type ScenarioActionInput = z.input<typeof actionSchema>;
export type ScenarioEffectInput = z.input<typeof effectSchema>;
export type ScenarioReplacementInput = z.input<typeof replacementSchema>;
export type ScenarioPlayerInput = z.input<typeof playerSchema>;
export type ScenarioSelectorInput = z.input<typeof selectorSchema>;
export type ScenarioFilterInput = z.input<typeof filterSchema>;
export type ScenarioModificationInput = ScenarioEffectInput['modifications'][number];
export type ScenarioObject = Scenario['objects'][number];
export type ScenarioEffect = Scenario['effects'][number];
export type ScenarioAction = Scenario['actions'][number];
export type ScenarioPlayer = Scenario['players'][number];
export type ScenarioSeed = Extract<ScenarioAction, { kind: 'create' }>['object'];

// ---------------------------------------------------------------------------------------------
// Parsing

/** Every field name the schema knows, for "did you mean" on unknown fields. */
const FIELD_NAMES = [
  'players', 'activePlayer', 'objects', 'effects', 'actions', 'id', 'life', 'poison', 'counters', 'card', 'name', 'types', 'subtypes',
  'supertypes', 'colors', 'manaCost', 'power', 'toughness', 'loyalty', 'defense', 'keywords', 'statics', 'unmodelled', 'gaps', 'library', 'controller',
  'owner', 'zone', 'tapped', 'summoningSick', 'damage', 'deathtouchDamage', 'attachedTo', 'timestamp', 'token', 'copy', 'source',
  'text', 'affects', 'modifications', 'duration', 'locked', 'cda', 'kind', 'ids', 'notColors', 'other', 'notTypes', 'notKeywords', 'keyword', 'param',
  'of', 'player', 'abilities', 'keepSupertypes', 'allCreatureTypes', 'per', 'filter', 'value', 'effect', 'target', 'amount', 'combat', 'counter',
  'object', 'to',
  'replacements', 'attackers', 'blockers', 'blocks', 'assignments', 'rest', 'once', 'all', 'replacementOrder', 'replacement', 'multiply', 'add',
  'perEvent', 'combatOnly', 'selfReplacement', 'from',
  // Issue 5.
  'spell', 'triggers', 'activated', 'step', 'castRestrictions', 'word', 'players', 'event', 'who', 'condition', 'atLeast', 'atMost',
  'choose', 'cantBeCountered', 'cost', 'tap', 'mana', 'sorcery', 'x', 'asThoughFlash', 'sacrifice', 'pay', 'restriction', 'seed', 'trigger',
  'ability', 'targets', 'duringTurnOf', 'objects', 'effects', 'costReduction', 'sacrificeSelf',
  'manaPool', 'payFromBoard', 'addsUntold', 'adds', 'modes', 'options', 'min', 'max', 'kicked', 'kicker', 'alternatives', 'alternative', 'bestow', 'flashCost', 'flashIf',
  'costChanges', 'generic', 'castStatics', 'manaValue', 'sorceryTiming', 'attackedThisTurn', 'instead', 'sacrificeCost',
  'instead', 'cardsOnly', 'factor', 'event', 'count',
  'phyrexianLife', 'costChoice', 'costOption',
  'entersAsCopy', 'cantEnter', 'entersWithCounters', 'choice', 'revealFirstDraw', 'chooseModes',
  'all', 'that', 'each', 'it', 'self', 'may', 'ifDone', 'ifNotDone', 'amountFrom', 'amountCount', 'amountCounter', 'cantRegenerate', 'random', 'as', 'state', 'choices',
  'adventure', 'halves', 'castPermissions', 'faceDown', 'knownTo', 'castAs', 'using', 'discard', 'free', 'ask',
  'colorCount', 'exactly', 'anyNumber', 'upTo', 'divided', 'divide', 'with', 'greatest', 'doubled',
  // Issue 14: activation costs and restrictions (602.1b), supertypes in filters (205.4), conditional "enters tapped" (614.1c).
  'payLife', 'discardCost', 'oncePerTurn', 'yourTurn', 'notSupertypes', 'entersTappedUnless', 'entersTappedUnlessPaid', 'damageTo',
  'turn', 'notSubtypes', 'allTypes', 'tapCost',
  // Issue 14: the maximum hand size (402.2, 514.1).
  'unnamedInHand', 'set',
  // Issue 14 (session 19): cast-or-copy triggers (707.10).
  'orCopy', 'allOwnedBy', 'otherToHand', 'untapDuringOthers', 'spellsCastThisTurn', 'counterCost', 'legendKeep', 'triggerOrder',
  // Issue 14 (session 25): commanders (903.3d) and conditional alternative costs.
  'commander', 'if', 'convoke', 'historic', 'oneOrMore',
  // Issue 14 (session 40): a permanent's kicker and multikicker (702.33c-e).
  'kicks', 'multi', 'perKick',
  // Issue 14 (session 38): improvise (702.126a).
  'improvise',
  // Issue 14 (session 25): mode choices (601.2b, 700.2d, 700.2h, 702.120a, 702.172a).
  'widened', 'repeat', 'escalate', 'entwine', 'costKeyword',
  // Issue 14 (session 35): "… instead if <condition>" (608.2c) and what happened this turn (700.4).
  'insteadIf', 'happened', 'creatureDiedThisTurn',
  // Issue 11 (session 45): the action whose legality is asked.
  'legalityAsked',
  // Issue 14 (cards47): conditional instructions (608.2c) and damage-linked replacements (614.1a).
  'onlyIf', 'exileIfDies', 'permanentLeftThisTurn',
  // Issue 14 (cards50b): triggering additional times (603.2d).
  'triggerTimes', 'abilityOf', 'times',
];

function nearestField(name: string): string | undefined {
  let best: { f: string; d: number } | null = null;
  for (const f of FIELD_NAMES) {
    if (f === name) continue; // a field of another part of the Scenario, misplaced here
    const d = editDistance(name.toLowerCase(), f.toLowerCase(), 2);
    if (d <= 2 && (!best || d < best.d)) best = { f, d };
  }
  return best?.f;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v = input;
  for (const seg of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[seg as string];
  }
  return v;
}

/** A short description of what was given, for type errors: `"3"`, `a list`, `null`. */
function describe(v: unknown): string {
  if (v === undefined) return MISSING;
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'string') return quote(v);
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return 'an object';
}

const TYPE_CODES: ReadonlySet<ProblemCode> = new Set<ProblemCode>([
  'object', 'string', 'string_or_null', 'nonempty_string', 'boolean', 'number', 'number_or_null', 'whole_number', 'non_negative',
  'array', 'counters', 'color', 'card_type', 'supertype', 'zone', 'controller_filter', 'keyword', 'duration', 'range',
]);

function isCode(s: string): s is ProblemCode {
  return Object.hasOwn(EXPECT, s);
}

function toProblems(issue: z.core.$ZodIssue, input: unknown): ScenarioProblem[] {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((k) => {
      const suggestion = nearestField(k);
      return { path: formatPath([...issue.path, k]), code: 'unknown_field', params: { name: k, ...(suggestion ? { suggestion } : {}) } };
    });
  }
  if (issue.code === 'invalid_union' && 'options' in issue && Array.isArray(issue.options)) {
    const path = formatPath(issue.path);
    const given = valueAt(input, issue.path);
    // A discriminated union given something that isn't an object at all.
    if (issue.path[issue.path.length - 1] === 'kind' && (given === undefined || typeof given === 'string')) {
      return [{ path, code: 'kind', params: { options: issue.options.map(String), got: describe(given) } }];
    }
    const parent = valueAt(input, issue.path.slice(0, -1));
    if (parent === null || typeof parent !== 'object' || Array.isArray(parent)) {
      return [{ path: formatPath(issue.path.slice(0, -1)), code: 'object', params: { got: describe(parent) } }];
    }
    return [{ path, code: 'kind', params: { options: issue.options.map(String), got: describe(given) } }];
  }
  let code: ProblemCode = isCode(issue.message) ? issue.message : 'invalid';
  // A discriminated union (selector, modification, action…) given something that isn't an object.
  if (code === 'kind' && issue.code === 'invalid_type') code = 'object';
  const params: ScenarioProblem['params'] = {};
  const custom = (issue.code === 'custom' ? issue.params : undefined) as Record<string, string | number> | undefined;
  if (custom) Object.assign(params, custom);
  const given = valueAt(input, issue.path);
  if (issue.code === 'too_big') {
    params.max = Number(issue.maximum);
    if (Array.isArray(given)) params.count = given.length;
    if (typeof given === 'string') params.length = [...given].length;
  }
  if (issue.code === 'too_small') params.min = Number(issue.minimum);
  if (TYPE_CODES.has(code) && !('got' in params)) params.got = describe(given);
  return [{ path: formatPath(issue.path), code, params }];
}

/** Validates and normalises a Scenario (already JSON-parsed). Never throws. */
export function parseScenario(input: unknown): Result<Scenario, ScenarioProblem[]> {
  // Validation recurses: a value nested past the bound is refused before it can overflow the stack.
  if (nestedDeeperThan(input, MAX_NESTING)) return { ok: false, error: [{ path: '', code: 'too_deep', params: { max: MAX_NESTING } }] };
  const r = scenarioSchema.safeParse(input);
  if (r.success) return { ok: true, value: r.data as Scenario };
  const problems = r.error.issues.flatMap((i) => toProblems(i, input));
  // One problem per path and code is enough (unions can report the same thing twice).
  const seen = new Set<string>();
  return {
    ok: false,
    error: problems.filter((p) => {
      const k = `${p.path}\u0000${p.code}`;
      return seen.has(k) ? false : (seen.add(k), true);
    }),
  };
}

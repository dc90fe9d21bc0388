/**
 * Continuous effects as data (611, 613): object filters, selectors, characteristic-defining values,
 * the modifications of each layer, durations, static abilities, and the effects a scenario or an
 * action gives.
 */
import * as z from 'zod';
// A granted trigger's `create` seeds are scenario objects until the builder converts them (scenario/build.ts).
import type { ActivatedAbility, TriggeredAbility } from '../../engine/types.ts';
import { SCENARIO_LIMITS, bool, cardType, color, id, int, keyword, keywordName, list, nullableInt, nullableStr, rangeSchema, str, supertype, zone } from './fields.ts';

export const filterSchema = z.strictObject(
  {
    kind: z.literal('filter'),
    zone: zone().optional(),
    types: list(cardType()).optional(),
    // Issue 14: "artifact creatures" — every one of these card types (205.2a).
    allTypes: list(cardType()).optional(),
    colors: list(color()).optional(),
    notColors: list(color()).optional(),
    supertypes: list(supertype()).optional(),
    notSupertypes: list(supertype()).optional(),
    subtypes: list(str()).optional(),
    // Issue 14: "non-Human creatures" (205.3m).
    notSubtypes: list(str()).optional(),
    controller: z.enum(['you', 'opponent'], { error: 'controller_filter' }).optional(),
    other: bool().optional(),
    notTypes: list(cardType()).optional(),
    keywords: list(keywordName()).optional(),
    notKeywords: list(keywordName()).optional(),
    // Session 2 (H9): the number of colors (105.2): "exactly two colors".
    colorCount: z.strictObject({ exactly: int(0, 'non_negative').optional(), atLeast: int(0, 'non_negative').optional(), atMost: int(0, 'non_negative').optional() }, { error: 'object' }).optional(),
    // Issue 14: tokens only (true) or nontoken only (false), 111.1.
    token: bool().optional(),
    // 903.3d: a commander (a designation).
    commander: bool().optional(),
    // 700.6: historic (legendary, artifact or Saga).
    historic: bool().optional(),
    // Issue 14: "with power 2 or less" / "with mana value 3 or greater" (208, 202.3).
    power: rangeSchema().optional(),
    toughness: rangeSchema().optional(),
    manaValue: rangeSchema().optional(),
    // Issue 14 (session 43): attacking / blocking creatures (506.4, 508.1k, 509.1g).
    combat: z.enum(['attacking', 'blocking', 'attacking-or-blocking'], { error: 'combat_role' }).optional(),
    // 122.1: "with a +1/+1 counter on it", "with no counters on them".
    withCounter: str().optional(),
    noCounters: bool().optional(),
    // 110.5: "tapped creature", "untapped creatures" (status).
    tapped: bool().optional(),
  },
  { error: 'object' },
);

export const KIND_OPTIONS = { error: 'kind' } as const;

export const selectorSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('objects'), ids: list(id(), SCENARIO_LIMITS.objects) }, { error: 'object' }),
    z.strictObject({ kind: z.literal('attached-to-source') }, { error: 'object' }),
    z.strictObject({ kind: z.literal('source') }, { error: 'object' }),
    filterSchema,
  ],
  KIND_OPTIONS,
);

export const cdaValueSchema = z.discriminatedUnion(
  'kind',
  [z.strictObject({ kind: z.literal('count'), filter: filterSchema, among: z.literal('card-types').optional(), plus: int().optional() }, { error: 'object' }), z.strictObject({ kind: z.literal('fixed'), value: int() }, { error: 'object' }), z.strictObject({ kind: z.literal('source-counters'), counter: z.string().optional() }, { error: 'object' })],
  KIND_OPTIONS,
);

const bounds = { atLeast: int(0, 'non_negative').optional(), atMost: int(0, 'non_negative').optional() };

/** 611.3a: the condition of a conditional static ability ("As long as …"; engine/layers/conditions.ts). */
export const staticConditionSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('count'), filter: filterSchema, ...bounds }, { error: 'object' }),
    z.strictObject({ kind: z.literal('devotion'), colors: list(color()).min(1, { error: 'too_few' }), ...bounds }, { error: 'object' }),
    z.strictObject({ kind: z.literal('object-is'), object: z.enum(['source', 'attached'], { error: 'object' }), filter: filterSchema }, { error: 'object' }),
    z.strictObject({ kind: z.literal('attached-to-source'), subtype: z.enum(['Equipment', 'Aura'], { error: 'object' }), ...bounds }, { error: 'object' }),
    z.strictObject({ kind: z.literal('life'), player: z.enum(['you', 'opponent'], { error: 'object' }), ...bounds }, { error: 'object' }),
    z.strictObject({ kind: z.literal('source-tapped'), tapped: bool() }, { error: 'object' }),
    z.strictObject({ kind: z.literal('source-combat'), role: z.enum(['attacking', 'blocking'], { error: 'object' }) }, { error: 'object' }),
    z.strictObject({ kind: z.literal('turn'), yours: bool() }, { error: 'object' }),
    z.strictObject({ kind: z.literal('source-counters'), counter: str(), ...bounds }, { error: 'object' }),
    z.strictObject({ kind: z.literal('citys-blessing'), has: bool() }, { error: 'object' }),
  ],
  KIND_OPTIONS,
);

const typeLists = {
  types: list(cardType()).optional(),
  subtypes: list(str()).optional(),
  supertypes: list(supertype()).optional(),
};

/** Every modification but add-abilities (whose abilities use these, one level deep). */
const baseModifications = [
  z.strictObject({ kind: z.literal('copy'), of: id() }),
  z.strictObject({ kind: z.literal('set-controller'), player: id().optional() }),
  z.strictObject({ kind: z.literal('set-types'), types: list(cardType()), subtypes: list(str()).optional(), keepSupertypes: bool().optional() }),
  z.strictObject({ kind: z.literal('add-types'), ...typeLists, allCreatureTypes: bool().optional() }),
  z.strictObject({ kind: z.literal('remove-types'), ...typeLists, allCreatureTypes: bool().optional() }),
  z.strictObject({ kind: z.literal('set-colors'), colors: list(color()) }),
  z.strictObject({ kind: z.literal('add-colors'), colors: list(color()) }),
  z.strictObject({ kind: z.literal('add-keywords'), keywords: list(keyword()) }),
  z.strictObject({ kind: z.literal('remove-keywords'), keywords: list(keywordName()) }),
  z.strictObject({ kind: z.literal('lose-all-abilities') }),
  z.strictObject({ kind: z.literal('cant-have-keywords'), keywords: list(keywordName()) }),
  z.strictObject({ kind: z.literal('set-pt-cda'), power: cdaValueSchema.nullable(), toughness: cdaValueSchema.nullable() }),
  z.strictObject({ kind: z.literal('set-pt'), power: nullableInt(), toughness: nullableInt() }),
  z.strictObject({ kind: z.literal('modify-pt'), power: int(), toughness: int() }),
  z.strictObject({ kind: z.literal('modify-pt-per'), power: int(), toughness: int(), per: cdaValueSchema }),
  z.strictObject({ kind: z.literal('switch-pt') }),
] as const;

const innerStaticSchema = z.strictObject(
  {
    text: str().default(''),
    affects: selectorSchema,
    modifications: list(z.discriminatedUnion('kind', baseModifications, KIND_OPTIONS), 50).min(1, { error: 'too_few' }),
    cda: bool().default(false),
    condition: staticConditionSchema.optional(),
  },
  { error: 'object' },
);

/**
 * The triggered ability an `add-triggers` modification grants: the objects module's trigger schema,
 * set by that module (which imports this one), read lazily as a modification is parsed.
 */
let grantedTrigger: z.ZodType<TriggeredAbility> = z.never();
export function setGrantedTriggerSchema(s: z.ZodType<TriggeredAbility>): void {
  grantedTrigger = s;
}
/** The activated ability an `add-activated` modification grants: the objects module's schema, set the same way. */
let grantedActivated: z.ZodType<ActivatedAbility> = z.never();
export function setGrantedActivatedSchema(s: z.ZodType<ActivatedAbility>): void {
  grantedActivated = s;
}

const modificationSchema = z.discriminatedUnion(
  'kind',
  [
    ...baseModifications,
    /** Layer 6: grants static abilities ("Equipped creature has 'Creatures you control get +1/+1.'"). */
    z.strictObject({ kind: z.literal('add-abilities'), abilities: list(innerStaticSchema, 20).min(1, { error: 'too_few' }) }),
    /** Layer 6: grants triggered abilities ("Equipped creature has 'Whenever this creature attacks, …'"; 113.10). */
    z.strictObject({ kind: z.literal('add-triggers'), triggers: list(z.lazy(() => grantedTrigger), 10).min(1, { error: 'too_few' }) }),
    /** Layer 6: grants activated abilities ("Creatures you control have '{T}: Add one mana of any color.'"; 113.10). */
    z.strictObject({ kind: z.literal('add-activated'), activated: list(z.lazy(() => grantedActivated), 10).min(1, { error: 'too_few' }) }),
  ],
  KIND_OPTIONS,
);

export const modifications = () => list(modificationSchema, 50).min(1, { error: 'too_few' });

const DURATION_KINDS = ['indefinite', 'end-of-turn', 'while-source'] as const;
export const durationSchema = z.preprocess(
  (v) => (typeof v === 'string' && (DURATION_KINDS as readonly string[]).includes(v) ? { kind: v } : v),
  z.discriminatedUnion(
    'kind',
    [
      ...(DURATION_KINDS.map((k) => z.strictObject({ kind: z.literal(k) })) as unknown as [
        z.ZodObject<{ kind: z.ZodLiteral<'indefinite'> }, z.core.$strict>,
        z.ZodObject<{ kind: z.ZodLiteral<'end-of-turn'> }, z.core.$strict>,
        z.ZodObject<{ kind: z.ZodLiteral<'while-source'> }, z.core.$strict>,
      ]),
      // 611.2b: "for as long as you control <object>" (session 2, H2).
      z.strictObject({ kind: z.literal('while-controlled'), object: id() }),
    ],
    { error: 'duration' },
  ),
);

export const staticSchema = z.strictObject(
  {
    text: str().default(''),
    affects: selectorSchema,
    modifications: modifications(),
    cda: bool().default(false),
    condition: staticConditionSchema.optional(),
  },
  { error: 'object' },
);

export const effectSchema = z.strictObject(
  {
    id: id().optional(),
    source: nullableStr(1).default(null),
    controller: id().optional(),
    text: str().default(''),
    affects: selectorSchema,
    modifications: modifications(),
    duration: durationSchema.default({ kind: 'indefinite' }),
    timestamp: int(0, 'non_negative').optional(),
    /**
     * 611.2c: an effect from a resolved spell or ability affects only the objects determined when it
     * began. Scenario effects are such effects, so this defaults to true; set false for an effect whose
     * set is re-evaluated continually (like a static ability's).
     */
    locked: bool().default(true),
    cda: bool().default(false),
  },
  { error: 'object' },
);

export const effectInputSchema = z.strictObject(
  {
    id: id().optional(),
    source: nullableStr(1).optional(),
    controller: id().optional(),
    text: str().default(''),
    affects: selectorSchema,
    modifications: modifications(),
    duration: durationSchema.optional(),
  },
  { error: 'object' },
);

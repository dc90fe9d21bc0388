/** Schema parts of a scenario object: turn steps, target specs, effect references, trigger conditions and events, costs and casting permissions. */
import * as z from 'zod';
import { bool, cardType, id, int, keyedRecord, list, str, supertype } from './fields.ts';
import { KIND_OPTIONS, cdaValueSchema, filterSchema } from './layers.ts';
import { GAP_KINDS, GAP_TRIGGER_EVENTS, GAP_TRIGGER_WHO } from '../../engine/gaps.ts';
import type { TriggerEvent } from '../../engine/types.ts';

// Casting, the stack, targets and triggered abilities (issue 5)

const TURN_STEPS = ['untap', 'upkeep', 'draw', 'main1', 'combat', 'main2', 'end', 'cleanup'] as const;
export const turnStep = () => z.enum(TURN_STEPS, { error: 'turn_step' });

export const targetSpecSchema = z.strictObject(
  {
    word: id(),
    count: int(1).optional(),
    players: z.enum(['any', 'opponent', 'you'], { error: 'target_players' }).optional(),
    objects: filterSchema.optional(),
    // Issue 14 (cards52a): abilities on the stack as targets (115.2 b).
    abilities: list(z.enum(['activated', 'triggered'], { error: 'target_abilities' })).optional(),
    anyNumber: bool().optional(),
    // Issue 14: "up to one target creature" (601.2c: from zero to `count` targets).
    upTo: bool().optional(),
    // With upTo: at least this many ("among one, two, or three targets", 601.2c).
    min: int(0).optional(),
  },
  { error: 'object' },
);

export const effectRefs = {
  target: id().optional(),
  object: id().optional(),
  player: id().optional(),
  // Session 2 (H2): untargeted references, choices on resolution, conditions and amounts (608.2c-608.2k).
  all: filterSchema.optional(),
  /** With `all`: only the cards owned by the legal targets of this target word ("target player's graveyard"). */
  allOwnedBy: id().optional(),
  that: bool().optional(),
  each: bool().optional(),
  it: bool().optional(),
  /** The ability's own source ("put a +1/+1 counter on this creature"), while it is the same object (400.7). */
  self: bool().optional(),
  /** "It" in its own leaves/dies trigger: the card it became, in the zone it moved to (603.6, 603.10a). */
  leftCard: bool().optional(),
  /** "Enchanted creature" / "equipped creature": what the source is attached to (303.4, 301.5). */
  attached: bool().optional(),
  /** "The exiled card": what the linked exiling ability of the same object exiled (607.2a). */
  exiledWith: bool().optional(),
  choose: z.strictObject({ name: id(), filter: filterSchema, count: int(1).optional(), upTo: z.boolean().optional(), greatest: z.enum(['power', 'manaValue']).optional() }, { error: 'object' }).optional(),
  may: id().optional(),
  id: id().optional(),
  ifDone: id().optional(),
  ifNotDone: id().optional(),
  /** "… if it has mana value 2 or less": each referred object is affected only if it matches as the instruction is followed (608.2c). */
  onlyIf: filterSchema.optional(),
  amountFrom: z.enum(['that-many', 'mana-value', 'power', 'x', 'event', 'count', 'counters', 'sacrificed-power', 'source-power', 'source-toughness', 'greatest-power'], { error: 'amount_from' }).optional(),
  amountCount: filterSchema.optional(),
  amountCounter: z.string().min(1).optional(),
};

/** Session 2 (H3): what a card is cast as (601.3e, 715.3, 709.3, 702.37c). */
export const CAST_AS = () => z.enum(['normal', 'adventure', 'left', 'right', 'morph'], { error: 'cast_as' });

export const triggerCondition = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('life'), player: z.enum(['you', 'opponent', 'any'], { error: 'controller_filter' }), atLeast: int().optional(), atMost: int().optional() }),
    z.strictObject({ kind: z.literal('controls'), filter: filterSchema, atLeast: int().optional(), atMost: int().optional() }),
    z.strictObject({ kind: z.literal('hand'), player: z.enum(['you', 'opponent'], { error: 'controller_filter' }), atLeast: int().optional(), atMost: int().optional() }),
    // 603.4 / 603.10a: counters on the trigger's own object, as last known once it has left.
    z.strictObject({ kind: z.literal('own-counters'), counter: id(), atLeast: int().optional(), atMost: int().optional() }),
    // 102.3: how many opponents the player has.
    z.strictObject({ kind: z.literal('opponents'), atLeast: int().optional(), atMost: int().optional() }),
    // 110.5, 603.10a: the ability's own permanent tapped or untapped.
    z.strictObject({ kind: z.literal('own-tapped'), tapped: bool() }),
    // 603.4: an opponent controls more of the filter's permanents than the controller.
    z.strictObject({ kind: z.literal('opponent-controls-more'), filter: filterSchema }),
    // 700.4: something that happened this turn (morbid: a creature died).
    z.strictObject({ kind: z.literal('this-turn'), happened: z.enum(['creature-died', 'permanent-left-yours'], { error: 'object' }) }),
    // 702.100a: evolve's comparison of the creature that entered with the one with evolve.
    z.strictObject({ kind: z.literal('evolve') }),
    // 702.33e: the spell that became the ability's own permanent was kicked (at least `atLeast` times).
    z.strictObject({ kind: z.literal('kicked'), atLeast: int(1).optional() }),
    z.strictObject({ kind: z.literal('alternative-paid'), name: id() }),
    // 102.1: whether the controller is the active player ("if it's not your turn").
    z.strictObject({ kind: z.literal('turn'), yours: bool() }),
  ],
  KIND_OPTIONS,
);

const TRIGGER_EVENTS = [
  'enters', 'leaves', 'dies', 'to-graveyard', 'attacks', 'blocks', 'deals-damage', 'upkeep', 'end-step', 'cast', 'becomes-tapped', 'becomes-untapped', 'end-of-combat', 'state', 'reveals',
  'gains-life', 'loses-life', 'draws', 'dealt-damage', 'becomes-blocked', 'draw-step', 'beginning-of-combat', 'first-main-phase', 'discards', 'sacrifices',
] as const satisfies readonly TriggerEvent[];
/** Compile-time check that the list names every trigger event the engine has (a new one must be added above). */
export const TRIGGER_EVENTS_COMPLETE: Exclude<TriggerEvent, (typeof TRIGGER_EVENTS)[number]> extends never ? true : never = true;

export const bodyFields = <E extends z.ZodType>(effects: E) => ({
  text: str().default(''),
  targets: list(targetSpecSchema, 10).optional(),
  effects: list(effects, 30).default([]),
  choose: keyedRecord(list(id(), 20)).optional(),
  cantBeCountered: bool().optional(),
});

export const triggerFields = <E extends z.ZodType>(effects: E) => ({
  ...bodyFields(effects),
  event: z.enum(TRIGGER_EVENTS, { error: 'trigger_event' }),
  who: z.enum(['self', 'another', 'any', 'attached', 'opponent'], { error: 'trigger_who' }).optional(),
  combatOnly: bool().optional(),
  /** 707.10: "whenever you cast or copy …" — a copied spell is an event of this cast trigger too. */
  orCopy: bool().optional(),
  /** "This ability triggers only once each turn". */
  oncePerTurn: bool().optional(),
  /** 603.2: with who 'another', this object's own event too ("this creature or another Zombie you control"). */
  orSelf: bool().optional(),
  alone: bool().optional(),
  /** 603.2c, 510.2: "whenever one or more … deal combat damage to a player": once per batch and player. */
  oneOrMore: bool().optional(),
  damageTo: z.enum(['player', 'opponent', 'creature', 'player-or-planeswalker'], { error: 'damage_to' }).optional(),
  filter: filterSchema.optional(),
  condition: triggerCondition.optional(),
  /** 603.8: the game state a state trigger watches (event "state"). */
  state: triggerCondition.optional(),
  /** The event's object must have one of these supertypes ("a basic land card"). */
  supertypes: list(supertype()).optional(),
  /** The rules defining a keyword's triggered ability ("702.79a"), cited as it triggers. */
  rules: list(z.string().regex(/^\d{3}(?:\.\d+[a-z]?)?$/, { error: 'string' }), 5).optional(),
});

export const castRestrictionSchema = z.strictObject(
  {
    text: str().default(''),
    players: z.union([z.literal('all'), list(id(), 20)], { error: 'restriction_players' }),
    types: list(cardType()).optional(),
    duringTurnOf: id().optional(),
    manaValue: z.enum(['even', 'odd'], { error: 'parity' }).optional(),
    sorceryTiming: bool().optional(),
  },
  { error: 'object' },
);

// Casting choices, costs and permissions (issue 5, session 2).
const MANA_COST_RE = /^(\{(\d+|[WUBRGCXS]|[WUBRG2C]\/[WUBRGP]|[WUBRG]\/[WUBRG]\/P)\})*$/i;
export const manaCost = () => str().refine((v) => MANA_COST_RE.test(v), { error: 'mana_cost' });
export const manaPoolText = () => str().refine((v) => /^(\{[WUBRGC]\})*$/i.test(v), { error: 'mana_pool' });
const castWho = () => z.enum(['you', 'opponents', 'all'], { error: 'cast_who' });
const parity = () => z.enum(['even', 'odd'], { error: 'parity' });
export const costCountSchema = z.union(
  [
    z.strictObject({ kind: z.literal('attacked-this-turn') }, { error: 'object' }),
    cdaValueSchema,
    z.strictObject({ kind: z.enum(['total', 'greatest'], { error: 'object' }), of: z.enum(['power', 'manaValue'], { error: 'object' }), filter: filterSchema }, { error: 'object' }),
  ],
  { error: 'object' },
);
export const modeRange = () => z.strictObject({ min: int(0, 'non_negative'), max: int(0, 'non_negative') }, { error: 'object' });
export const castStaticSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('cant-cast'), text: str().default(''), who: castWho(), filter: filterSchema.optional(), manaValue: parity().optional(), yourTurn: z.boolean().optional() }),
    // 602.5, 101.2: no ability of a permanent with one of these types can be activated.
    z.strictObject({ kind: z.literal('cant-activate'), text: str().default(''), who: castWho(), types: list(cardType(), 8).min(1, { error: 'too_few' }), yourTurn: z.boolean().optional() }),
    z.strictObject({ kind: z.literal('sorcery-timing'), text: str().default(''), who: castWho() }),
    z.strictObject({ kind: z.literal('flash'), text: str().default(''), who: castWho(), filter: filterSchema.optional() }),
    z.strictObject({ kind: z.literal('cost'), text: str().default(''), who: castWho(), filter: filterSchema.optional(), generic: int(), per: costCountSchema.optional() }),
    // 402.2, 613.11: the maximum hand size (none, set, or changed).
    z.strictObject({ kind: z.literal('no-max-hand-size'), text: str().default(''), who: castWho() }),
    z.strictObject({ kind: z.literal('max-hand-size'), text: str().default(''), who: castWho(), set: int(0, 'non_negative').optional(), add: int().optional() }),
    // 305.2, 116.2a: more land plays; lands played from another zone.
    z.strictObject({ kind: z.literal('additional-land'), text: str().default(''), who: castWho(), count: int(1) }),
    z.strictObject({ kind: z.literal('play-lands-from'), text: str().default(''), who: castWho(), zone: z.enum(['graveyard', 'library-top'], { error: 'cast_from' }) }),
    // 508.1h-j: a cost to attack its controller, per attacking creature.
    z.strictObject({ kind: z.literal('attack-tax'), text: str().default(''), who: z.literal('opponents'), generic: int(1), filter: filterSchema.optional(), planeswalkers: z.boolean().optional() }),
  ],
  KIND_OPTIONS,
);

export const chosenTargets = () => keyedRecord(list(id(), 20));

// Session 2 (H3): alternative characteristics (715.2, 709.1), casting permissions (601.3), face-down cards (708, 406.3).
export const castAs = CAST_AS;
export const castPermissionSchema = z.strictObject(
  { text: str().default(''), from: z.enum(['library-top', 'graveyard', 'exile'], { error: 'cast_from' }), filter: filterSchema.optional() },
  { error: 'object' },
);
/** 608.2d: answers to choices made while a spell or ability resolves: true/false for "you may", ids for objects chosen. */
export const resolutionChoices = () => keyedRecord(z.union([bool(), list(id(), 20)], { error: 'choice_answer' }));

/**
 * Issue 11: rules text the card compiler couldn't read, classified (src/engine/gaps.ts); the engine
 * decides after a run which of it could have mattered. A trigger only for a triggered ability.
 */
export const gapSchema = z
  .strictObject(
    {
      text: id(),
      kind: z.enum(GAP_KINDS, { error: 'gap_kind' }),
      trigger: z.strictObject({ event: z.enum(GAP_TRIGGER_EVENTS, { error: 'gap_event' }), who: z.enum(GAP_TRIGGER_WHO, { error: 'gap_who' }), or: z.array(z.enum(GAP_TRIGGER_EVENTS, { error: 'gap_event' })).min(1).max(4).optional() }, { error: 'object' }).optional(),
      chosen: bool().optional(),
    },
    { error: 'object' },
  )
  .superRefine((g, ctx) => {
    if (g.trigger !== undefined && g.kind !== 'triggered') ctx.addIssue({ code: 'custom', message: 'gap_trigger_only', path: ['trigger'] });
    if (g.chosen !== undefined && g.kind !== 'other-face') ctx.addIssue({ code: 'custom', message: 'gap_chosen_only', path: ['chosen'] });
  });

/** Question IR building blocks: sides, keywords, colours, card types, zones, spans, steps, moments and comparisons. */
import * as z from 'zod';
import type { Keyword } from '../engine/types.ts';

export const SIDES = ['A', 'B'] as const;
/** Player A is the asker ("I", "you", 自分), B the opponent. */
export type Side = (typeof SIDES)[number];
export const side = z.enum(SIDES);

/** Keywords as the engine's type (the schema checks the shape; the type keeps `param` exact). */
export const keyword = z.strictObject({ keyword: z.string().min(1), param: z.string().optional() }) as unknown as z.ZodType<Keyword>;
export const color = z.enum(['W', 'U', 'B', 'R', 'G']);
export const cardType = z.enum(['Artifact', 'Battle', 'Creature', 'Enchantment', 'Instant', 'Kindred', 'Land', 'Planeswalker', 'Sorcery']);
export const zone = z.enum(['battlefield', 'graveyard', 'exile', 'hand', 'library', 'stack']);
/** Counter kinds come from the lexicon (a fixed vocabulary), never from free user text. */
export const counters = z.record(z.string(), z.number().int().min(0));

/** The kind of counters said with none ("Walking Ballista with 2 counters"): settled from the card's text, or asked back (questions/counter-kinds.ts). */
export const UNSAID_COUNTER_KIND = 'kind unsaid';

/** Where in the question's (normalised) text something was said: refusals quote it. */
export const spanSchema = z.strictObject({ start: z.number().int().min(0), end: z.number().int().min(0) });
export type Span = z.infer<typeof spanSchema>;

export const target = z.union([z.string(), side]);

/**
 * The steps and phases a question can place something in (500.1): the beginning phase's untap,
 * upkeep and draw steps, the two main phases, combat (its steps are told by the attacks and blocks themselves),
 * the end step and the cleanup step.
 */
export const STEPS = ['untap', 'upkeep', 'draw', 'main1', 'combat', 'main2', 'end', 'cleanup'] as const;
export type Step = (typeof STEPS)[number];

/**
 * A point in the turn structure the question names ("during my opponent's end step", "on my next
 * turn", 「相手のターンに」, 「自分の戦闘中に」): whose turn it is and which step or phase. `turn` null:
 * the turn the story is in; `step` null: a step the question didn't name (its main phase is used,
 * and the restatement says so); `next`: a later turn of that player than the story's current one.
 */
/** A loyalty ability as told (senses.ts LoyaltyTold): its cost, or its cost's sign, or "the ultimate" (606.4). */
export const loyaltyTold = z.union([z.number().int(), z.enum(['plus', 'minus', 'ultimate'])]);

/** `drawn`: the draw step's own draw is told ("when they draw for turn", 504.1): the run walks into the step, never starts in it. */
export const momentSchema = z.strictObject({ turn: side.nullable(), step: z.enum(STEPS).nullable(), next: z.boolean(), drawn: z.literal(true).optional() });
export type Moment = z.infer<typeof momentSchema>;

/**
 * Told as what an action told just before it did (language/results.ts): the combat damage of an attack or block
 * ("attacks unblocked and deals 3 damage to them", 「ブロックされず3点受けた」), a spell's or ability's own effect
 * ("I cast Grasp on it and it gets -4/-4"). A claim about the run, checked against it (questions/claims.ts),
 * never made to happen a second time.
 */
export const told = z.literal(true).optional();

/** What is asked. Probes are yes/no questions answered by trying the action in the engine. */
/** A stated amount compared rather than matched: more than (gt), at least (ge), less than (lt), at most (le). */
export const comparisonSchema = z.enum(['gt', 'ge', 'lt', 'le']);
export type Comparison = z.infer<typeof comparisonSchema>;

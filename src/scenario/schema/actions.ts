/**
 * The actions a scenario performs, in order: combat (506-511), casting and the stack (601, 608),
 * continuous and replacement effects, zone changes, life, counters and turn steps.
 */
import * as z from 'zod';
import { SCENARIO_LIMITS, bool, chosenColor, color, id, int, keyedRecord, list, nullableStr, zone } from './fields.ts';
import { KIND_OPTIONS, effectInputSchema } from './layers.ts';
import { replacementOrder, replacementSchema } from './replacement.ts';
import { castAs, castRestrictionSchema, chosenTargets, resolutionChoices, seedSchema, turnStep } from './objects.ts';

const target = () => id();

/**
 * `{ "<creature id>": [{ "to": id, "amount": n }] }` (510.1: the players' damage assignment choices); one part may be
 * `{ "to": id, "rest": true }`: what remains of the creature's damage after the other parts.
 */
const assignmentsSchema = () =>
  keyedRecord(list(z.union([z.strictObject({ to: id(), amount: int(0, 'non_negative') }, { error: 'object' }), z.strictObject({ to: id(), rest: z.literal(true) }, { error: 'object' })], { error: 'object' }), 50), 'assignments');

export const actionSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('apply-effect'), effect: effectInputSchema }),
    z.strictObject({ kind: z.literal('end-effect'), effect: id() }),
    z.strictObject({
      kind: z.literal('damage'),
      source: nullableStr(1).default(null),
      target: target(),
      amount: int(0, 'non_negative'),
      // More players or objects dealt the same damage by the same source at the same time (608.2f: "each player").
      also: list(target()).optional(),
      // Damage from other sources dealt at the same time as this, one event (told so: "at the same time", 「同時に」).
      with: list(z.strictObject({ source: nullableStr(1).default(null), target: target(), amount: int(0, 'non_negative') }, { error: 'object' }), 20).optional(),
      combat: bool().default(false),
      replacementOrder: replacementOrder().optional(),
    }),
    z.strictObject({ kind: z.literal('add-counters'), target: target(), counter: id(), amount: int(0, 'non_negative').default(1), cause: z.enum(['effect', 'cost', 'damage'], { error: 'counter_cause' }).optional(), replacementOrder: replacementOrder().optional() }),
    z.strictObject({ kind: z.literal('remove-counters'), target: target(), counter: id(), amount: int(0, 'non_negative').default(1) }),
    z.strictObject({ kind: z.literal('life'), player: id(), amount: int() }),
    z.strictObject({ kind: z.literal('destroy'), object: id(), replacementOrder: replacementOrder().optional(), cantRegenerate: bool().optional() }),
    z.strictObject({ kind: z.literal('sacrifice'), object: id(), replacementOrder: replacementOrder().optional() }),
    z.strictObject({ kind: z.literal('exile'), object: id(), replacementOrder: replacementOrder().optional() }),
    z.strictObject({ kind: z.literal('return-to-hand'), object: id(), replacementOrder: replacementOrder().optional() }),
    z.strictObject({ kind: z.literal('move'), object: id(), to: zone(), replacementOrder: replacementOrder().optional(), premise: z.literal(true).optional(), supposed: z.literal(true).optional(), from: zone().optional() }),
    z.strictObject({ kind: z.literal('tap'), object: id() }),
    z.strictObject({ kind: z.literal('untap'), object: id() }),
    z.strictObject({ kind: z.literal('attach'), object: id(), to: target() }),
    z.strictObject({ kind: z.literal('unattach'), object: id() }),
    z.strictObject({
      kind: z.literal('create'),
      object: seedSchema,
      replacementOrder: replacementOrder().optional(),
      // 614.12a / 616.1g: per created object, in order, what is chosen as it enters.
      choices: list(z.strictObject({ color: color().optional(), payLife: bool().optional() }, { error: 'object' })).optional(),
    }),
    // 514.1: `discard`, the hand cards the active player discards down to their maximum hand size.
    z.strictObject({ kind: z.literal('end-turn'), discard: list(id(), SCENARIO_LIMITS.objects).optional() }),
    // Combat (506-511), fight (701.14), replacement and prevention effects (614-616): issue 4.
    z.strictObject({ kind: z.literal('declare-attackers'), attackers: list(z.strictObject({ object: id(), target: target().optional() }, { error: 'object' }), SCENARIO_LIMITS.objects) }),
    z.strictObject({
      kind: z.literal('declare-blockers'),
      blockers: list(z.strictObject({ object: id(), blocks: list(id(), SCENARIO_LIMITS.objects).min(1, { error: 'too_few' }) }, { error: 'object' }), SCENARIO_LIMITS.objects),
    }),
    z.strictObject({ kind: z.literal('combat-damage'), assignments: assignmentsSchema().optional(), once: list(id(), SCENARIO_LIMITS.objects).optional(), all: bool().optional(), replacementOrder: replacementOrder().optional(), firstStrike: bool().optional() }),
    z.strictObject({ kind: z.literal('remove-from-combat'), object: id() }),
    z.strictObject({ kind: z.literal('end-combat') }),
    z.strictObject({ kind: z.literal('fight'), a: id(), b: id(), replacementOrder: replacementOrder().optional() }),
    z.strictObject({ kind: z.literal('add-replacement'), replacement: replacementSchema }),
    // Casting, the stack and priority (issue 5).
    z.strictObject({ kind: z.literal('cast'), object: id(), player: id().optional(), targets: chosenTargets().optional(), x: int(0, 'non_negative').optional(), asThoughFlash: bool().optional(), sacrifice: list(id(), 20).optional(), modes: list(int(0, 'non_negative'), 10).optional(), kicked: bool().optional(), kicks: int(0, 'non_negative').optional(), alternative: id().optional(), flashCost: bool().optional(), mana: list(id(), 40).optional(), convoke: list(id(), 40).optional(), improvise: list(id(), 40).optional(), castAs: castAs().optional(), using: z.enum(['flashback', 'jump-start'], { error: 'cast_using' }).optional(), discard: id().optional(), exileFromHand: id().optional(), divide: keyedRecord(int(0, 'non_negative')).optional(), phyrexianLife: int(1).optional(), costOption: int(0, 'non_negative').optional(), color: chosenColor().optional() }),
    z.strictObject({ kind: z.literal('activate'), object: id(), ability: int(0, 'non_negative').optional(), player: id().optional(), targets: chosenTargets().optional(), sacrifice: list(id(), 20).optional(), discard: list(id(), 20).optional(), crew: list(id(), 20).optional(), tap: list(id(), 20).optional(), x: int(0, 'non_negative').optional(), color: chosenColor().optional(), modes: list(int(0, 'non_negative'), 10).optional() }),
    z.strictObject({ kind: z.literal('copy-spell'), spell: id(), player: id().optional(), targets: chosenTargets().optional() }),
    z.strictObject({ kind: z.literal('pass'), pay: bool().optional(), choices: resolutionChoices().optional() }),
    z.strictObject({ kind: z.literal('resolve'), all: bool().optional(), pay: bool().optional(), choices: resolutionChoices().optional() }),
    z.strictObject({ kind: z.literal('begin-step'), step: turnStep(), turn: id().optional() }),
    z.strictObject({ kind: z.literal('add-restriction'), restriction: castRestrictionSchema }),
    // Session 2 (H3): turning a face-down permanent face up (702.37e, 116.2b).
    z.strictObject({ kind: z.literal('turn-face-up'), object: id(), player: id().optional() }),
    // 116.2a, 305.1: playing a land (a special action).
    z.strictObject({ kind: z.literal('play-land'), object: id(), player: id().optional() }),
    // Life gain and card draws through their replacement effects (119.3, 121.1, 614.11, 616.2).
    z.strictObject({ kind: z.literal('gain-life'), player: id(), amount: int(0, 'non_negative'), replacementOrder: replacementOrder().optional() }),
    z.strictObject({ kind: z.literal('draw'), player: id(), count: int(0, 'non_negative').optional(), replacementOrder: replacementOrder().optional() }),
  ],
  KIND_OPTIONS,
);

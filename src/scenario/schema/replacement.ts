/**
 * Replacement and prevention effects (614-616) and regeneration shields (701.19a) as a scenario or
 * an action gives them, with the damage sources and recipients they watch.
 */
import * as z from 'zod';
import { bool, counters, id, int, list, nullableStr, str, zone } from './fields.ts';
import { KIND_OPTIONS, durationSchema, selectorSchema } from './layers.ts';

/** The order of replacement/prevention effects to apply (616.1), by effect id. */
export const replacementOrder = () => list(id(), 50);

const playersMatchSchema = z.strictObject({ kind: z.literal('players'), controller: z.enum(['you', 'opponent'], { error: 'controller_filter' }).optional() }, { error: 'object' });
const damageMatchOne = z.union([id(), playersMatchSchema, selectorSchema], { error: 'damage_match' });
/** What a replacement or prevention effect watches (`to`, `from`): an id, a selector, players, or a list of these. */
const damageMatch = () => z.union([damageMatchOne, list(damageMatchOne, 20)], { error: 'damage_match' });

const replacementCommon = {
  id: id().optional(),
  source: nullableStr(1).optional(),
  controller: id().optional(),
  text: str().optional(),
  duration: durationSchema.optional(),
};

export const replacementSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject(
      {
        kind: z.literal('prevent'),
        ...replacementCommon,
        amount: z.union([int(0, 'non_negative'), z.literal('all'), z.literal('half-up'), z.literal('half-down')], { error: 'prevent_amount' }),
        perEvent: bool().optional(),
        to: damageMatch().optional(),
        from: damageMatch().optional(),
        combatOnly: bool().optional(),
      },
      { error: 'object' },
    ),
    z
      .strictObject(
        {
          kind: z.literal('damage-modifier'),
          ...replacementCommon,
          multiply: int(0, 'non_negative').optional(),
          add: int().optional(),
          to: damageMatch().optional(),
          from: damageMatch().optional(),
          combatOnly: bool().optional(),
          selfReplacement: bool().optional(),
        },
        { error: 'object' },
      )
      .refine((r) => r.multiply !== undefined || r.add !== undefined, { error: 'modifier_needs', path: ['multiply'] }),
    z.strictObject({ kind: z.literal('regeneration-shield'), ...replacementCommon, object: id() }, { error: 'object' }),
    // Zone-change, token-creation, life-gain and draw replacement effects (614.1a, 614.11, 614.16, 616).
    z.strictObject(
      {
        kind: z.literal('zone-change'),
        ...replacementCommon,
        from: z.union([zone(), z.literal('anywhere')], { error: 'zone' }).optional(),
        to: z.union([zone(), z.literal('anywhere')], { error: 'zone' }),
        instead: z.enum(['exile', 'hand', 'graveyard', 'library-shuffle'], { error: 'zone_instead' }),
        object: damageMatch().optional(),
        cardsOnly: bool().optional(),
        owner: z.enum(['you', 'opponent'], { error: 'cant_player' }).optional(),
        selfReplacement: bool().optional(),
      },
      { error: 'object' },
    ),
    z.strictObject({ kind: z.literal('token-multiplier'), ...replacementCommon, factor: int(0, 'non_negative') }, { error: 'object' }),
    // 614.1c / 616.1c: "Creatures you control enter as a copy of <of>".
    z.strictObject({ kind: z.literal('enters-as-copy'), ...replacementCommon, of: id() }, { error: 'object' }),
    // 614.1d: "Creatures your opponents control enter tapped".
    z.strictObject({ kind: z.literal('enters-tapped'), ...replacementCommon, object: damageMatch().optional() }, { error: 'object' }),
    z.strictObject({ kind: z.literal('enters-with-counters'), ...replacementCommon, object: damageMatch().optional(), counters: counters() }, { error: 'object' }),
    // 614.1a, 614.16: counter replacement effects ("twice that many", "that many plus one").
    z
      .strictObject(
        {
          kind: z.literal('counter-modifier'),
          ...replacementCommon,
          on: damageMatch().optional(),
          counter: id().optional(),
          effectsOnly: bool().optional(),
          multiply: int(0, 'non_negative').optional(),
          add: int().optional(),
        },
        { error: 'object' },
      )
      .refine((r) => r.multiply !== undefined || r.add !== undefined, { error: 'modifier_needs', path: ['multiply'] }),
    // 614.17: "can't" effects — damage can't be prevented (615.12), can't gain / lose life (119.7, 119.8), can't lose / win the game (104.3, 104.2).
    z.strictObject(
      {
        kind: z.literal('cant'),
        ...replacementCommon,
        what: z.enum(['prevent-damage', 'gain-life', 'lose-life', 'lose-game', 'win-game'], { error: 'cant_what' }),
        player: z.enum(['you', 'opponent', 'any'], { error: 'cant_player' }).optional(),
        to: damageMatch().optional(),
        from: damageMatch().optional(),
        combatOnly: bool().optional(),
      },
      { error: 'object' },
    ),
    z.strictObject(
      {
        kind: z.literal('event-replacement'),
        ...replacementCommon,
        event: z.enum(['gain-life', 'draw'], { error: 'replaced_event' }),
        player: id().optional(),
        instead: z.discriminatedUnion(
          'kind',
          [
            z.strictObject({ kind: z.literal('draw'), count: int(0, 'non_negative').optional() }, { error: 'object' }),
            z.strictObject({ kind: z.literal('gain-life'), amount: int(0, 'non_negative').optional(), multiply: int(0, 'non_negative').optional(), add: int(0, 'non_negative').optional() }, { error: 'object' }),
            z.strictObject({ kind: z.literal('return-from-graveyard'), object: id().optional() }, { error: 'object' }),
            z.strictObject({ kind: z.literal('nothing') }, { error: 'object' }),
          ],
          KIND_OPTIONS,
        ),
        selfReplacement: bool().optional(),
      },
      { error: 'object' },
    ),
  ],
  KIND_OPTIONS,
);

/**
 * Objects and their abilities: targets (115), spell effects (608.2), triggered (603) and activated
 * (602) abilities, casting restrictions, choices and costs (601.2), card faces (709, 715), casting
 * permissions (601.3), unread rules text (gaps) and the object shape shared by `objects` and the
 * `create` action. One module because they refer to each other: a spell effect may create an object
 * that has spell effects.
 */
import * as z from 'zod';
import { bool, cardType, color, counters, id, int, keyedRecord, keyword, list, nullableInt, nullableStr, str, supertype, zone } from './fields.ts';
import { KIND_OPTIONS, effectInputSchema, filterSchema, modifications, setGrantedActivatedSchema, setGrantedTriggerSchema, staticSchema } from './layers.ts';
import { replacementSchema } from './replacement.ts';
import type { ActivatedAbility, TriggeredAbility } from '../../engine/types.ts';
import { bodyFields, CAST_AS, castPermissionSchema, castStaticSchema, costCountSchema, effectRefs, gapSchema, manaCost, modeRange, targetSpecSchema, triggerCondition, triggerFields } from './object-parts.ts';
export { castAs, castRestrictionSchema, chosenTargets, manaPoolText, resolutionChoices, turnStep } from './object-parts.ts';

/** A created object inside a spell effect: the same shape as a `create` action's object (defined below). */
const lazySeed = z.lazy((): z.ZodType => seedSchema);

/**
 * Issue 14: "<instruction> instead if <condition>" (608.2c, 608.2h): the instruction followed in its place when the
 * condition holds as it is followed — one instruction of the same spell effect shapes.
 */
const insteadIfSchema = z.strictObject({ condition: triggerCondition, effect: z.lazy((): z.ZodType => baseSpellEffect), text: str() }, { error: 'object' });
const refs = { ...effectRefs, insteadIf: z.lazy(() => insteadIfSchema).optional() };

const baseSpellEffects = [
  z.strictObject({ kind: z.literal('damage'), amount: int(0, 'non_negative').default(0), divided: bool().optional(), cantRegenerate: z.enum(['dealt', 'target']).optional(), exileIfDies: z.strictObject({ text: str(), types: z.array(z.enum(['Creature', 'Planeswalker'])).min(1).optional() }).optional(), ...refs }),
  z.strictObject({ kind: z.literal('destroy'), cantRegenerate: bool().optional(), ...refs }),
  z.strictObject({ kind: z.literal('exile'), linked: bool().optional(), untilLeaves: bool().optional(), ...refs }),
  // 701.19a: a regeneration shield for each referred permanent.
  z.strictObject({ kind: z.literal('regenerate'), ...refs }),
  z.strictObject({ kind: z.literal('return-to-hand'), ...refs }),
  // 400.3, 400.7: onto the top of its owner's library.
  z.strictObject({ kind: z.literal('put-on-top'), ...refs }),
  // 701.24a: into its owner's library, then that library is shuffled.
  z.strictObject({ kind: z.literal('shuffle-into-library'), ...refs }),
  z.strictObject({ kind: z.literal('tap'), ...refs }),
  z.strictObject({ kind: z.literal('untap'), ...refs }),
  // 701.3a: the ability's source is attached to the referred object (equip, 702.6a).
  z.strictObject({ kind: z.literal('attach'), ...refs }),
  z.strictObject({ kind: z.literal('sacrifice'), ...refs }),
  z.strictObject({ kind: z.literal('counter'), ...refs }),
  z.strictObject({ kind: z.literal('counter-unless-pay'), cost: str(), ...refs }),
  // 701.46a adapt: `ifNone`, only on a permanent that has no counters of that kind.
  z.strictObject({ kind: z.literal('add-counters'), counter: id(), amount: int(0, 'non_negative').default(1), ifNone: bool().optional(), double: bool().optional(), ...refs }),
  z.strictObject({ kind: z.literal('life'), amount: int(), ...refs }),
  z.strictObject({ kind: z.literal('draw'), amount: int(0, 'non_negative').default(1), ...refs }),
  z.strictObject({ kind: z.literal('create'), seed: lazySeed, investigate: bool().optional(), ...refs }),
  // 707.1, 111.3: a token that's a copy of the referred object, with the exceptions of the text (707.9a-b).
  z.strictObject({ kind: z.literal('create-copy'), except: z.lazy((): z.ZodType => copyExceptions).optional(), count: int(1).optional(), tapped: bool().optional(), ...refs }),
  z.strictObject({ kind: z.literal('apply-effect'), effect: z.lazy((): z.ZodType => effectInputSchema), doubled: z.literal(true).optional(), ...refs }),
  // 701.9b: `chosenBy: 'controller'` — the spell's controller chooses the card (of `filter`) from the revealed hand (701.20a).
  z.strictObject({ kind: z.literal('discard'), amount: z.union([int(0, 'non_negative'), z.literal('all')], { error: 'discard_amount' }), random: bool().optional(), chosenBy: z.literal('controller').optional(), filter: filterSchema.optional(), ...refs }),
  z.strictObject({ kind: z.literal('exile-top'), amount: int(0, 'non_negative').default(1), ...refs }),
  // Session 2 (H9): fight (701.14), scry (701.22), surveil (701.25), mill (701.17).
  z.strictObject({ kind: z.literal('fight'), with: id(), ...refs }),
  // The referred creature deals damage equal to its power to the target `with` (608.2h, engine/stack/effects/bite.ts).
  z.strictObject({ kind: z.literal('bite'), with: id(), ...refs }),
  z.strictObject({ kind: z.literal('scry'), amount: int(0, 'non_negative').default(1), ...refs }),
  z.strictObject({ kind: z.literal('add-mana'), mana: str().refine((v) => /^(\{[WUBRGC]\})+$/.test(v), { error: 'mana_pool' }), ...refs }),
  // "you may pay {2}" while resolving (118.3a): plain mana symbols only.
  z.strictObject({ kind: z.literal('pay-mana'), cost: str().refine((v) => /^(\{(?:\d+|[WUBRGC])\})+$/.test(v), { error: 'mana_pool' }), ...refs }),
  z.strictObject({ kind: z.literal('surveil'), amount: int(0, 'non_negative').default(1), ...refs }),
  z.strictObject({ kind: z.literal('mill'), amount: int(0, 'non_negative').default(1), ...refs }),
  // Issue 14: look at the top N and put them back in any order (401.4); a library shuffled by an effect (701.24a).
  z.strictObject({ kind: z.literal('look-reorder'), amount: int(0, 'non_negative').default(1), ...refs }),
  z.strictObject({ kind: z.literal('shuffle'), ...refs }),
  // Issue 14: look at the top N, put `pick` of them (of `filter`) into the hand, the rest on the bottom or into the graveyard (701.20e, 608.2d).
  z.strictObject({ kind: z.literal('look'), at: z.enum(['hand', 'library-top']), ...refs }),
  z.strictObject({ kind: z.literal('look-pick'), amount: int(1), pick: int(1), upTo: bool().optional(), filter: filterSchema.optional(), reveal: bool().optional(), rest: z.enum(['bottom', 'graveyard']), ...refs }),
  // 701.23: a tutor's search; 701.24a: then the library is shuffled.
  z.strictObject({ kind: z.literal('search-to-hand'), filter: filterSchema.optional(), reveal: bool().optional(), upTo: int(1).optional(), ...refs }),
  z.strictObject({ kind: z.literal('proliferate'), ...refs }),
  // 702.40a storm: the spell copied for each spell cast before it this turn; 707.10: the target spell copied once (707.10c: new targets may be chosen).
  z.strictObject({ kind: z.literal('copy-spell'), count: z.union([z.literal('storm'), z.literal(1)]), newTargets: bool().optional(), ...refs }),
  // 305.2: more land plays this turn.
  z.strictObject({ kind: z.literal('additional-land'), count: int(1), ...refs }),
  // 500.8: an additional combat phase (and main phase, 505.1a) after this one.
  z.strictObject({ kind: z.literal('additional-phases'), after: z.enum(['main', 'this']), main: bool(), ...refs }),
  // 104.2b, 104.3e: a player wins / loses the game.
  z.strictObject({ kind: z.literal('win-game'), ...refs }),
  z.strictObject({ kind: z.literal('lose-game'), ...refs }),
  // 101.2: no spells (or only creature spells) for the opponents this turn.
  z.strictObject({ kind: z.literal('cant-cast-this-turn'), who: z.enum(['opponents', 'all']), notTypes: list(cardType(), 8).optional(), ...refs }),
  z.strictObject({ kind: z.literal('search-to-top'), filter: filterSchema.optional(), reveal: bool().optional(), ...refs }),
  z.strictObject({ kind: z.literal('search-to-graveyard'), filter: filterSchema.optional(), reveal: bool().optional(), upTo: int(1).optional(), ...refs }),
  z.strictObject({ kind: z.literal('search-to-battlefield'), filter: filterSchema.optional(), reveal: bool().optional(), upTo: int(1).optional(), tapped: bool().optional(), otherToHand: bool().optional(), ...refs }),
  // 614.1, 615.1: a replacement or prevention effect the resolving spell or ability creates.
  z.strictObject({ kind: z.literal('add-replacement'), replacement: z.lazy((): z.ZodType => replacementSchema), ...refs }),
  z.strictObject({
    kind: z.literal('put-onto-battlefield'),
    as: z.strictObject({ text: str().default(''), modifications: z.lazy(() => modifications()) }, { error: 'object' }).optional(),
    // 122.6: the counters it enters with; 110.2: "under its owner's control".
    counters: counters().optional(),
    underOwner: bool().optional(),
    // 110.5b: "onto the battlefield tapped".
    tapped: bool().optional(),
    ...refs,
  }),
  // Session 2 (H3): casting during resolution (608.2g), cascade (702.85a).
  z.strictObject({ kind: z.literal('cast-card'), from: list(zone(), 7).optional(), filter: filterSchema.optional(), supertypes: list(supertype()).optional(), free: bool().optional(), castAs: CAST_AS().optional(), targets: keyedRecord(list(id(), 20)).optional(), ask: id().optional(), ...refs }),
  z.strictObject({ kind: z.literal('cascade'), castAs: CAST_AS().optional(), targets: keyedRecord(list(id(), 20)).optional(), ask: id().optional(), ...refs }),
] as const;

const baseSpellEffect = z.discriminatedUnion('kind', baseSpellEffects, KIND_OPTIONS);

/** Delayed and reflexive triggers nest one level: their own effects are the base effects. */
const innerTrigger = z.strictObject(triggerFields(baseSpellEffect), { error: 'object' });
const innerBody = z.strictObject(bodyFields(baseSpellEffect), { error: 'object' });

const spellEffect = z.discriminatedUnion(
  'kind',
  [
    ...baseSpellEffects,
    z.strictObject({ kind: z.literal('delayed-trigger'), trigger: innerTrigger, ...refs }),
    z.strictObject({ kind: z.literal('reflexive'), ability: innerBody, ...refs }),
    z.strictObject({ kind: z.literal('for-each'), effects: list(baseSpellEffect, 10), ...refs }),
  ],
  KIND_OPTIONS,
);

const abilityBodySchema = z.strictObject(bodyFields(spellEffect), { error: 'object' });
const triggerSchema = z.strictObject(
  {
    ...triggerFields(spellEffect),
    /** 700.2, 603.3c: a modal triggered ability's modes, and the mode choice made as it is put on the stack. */
    modes: z.strictObject({ min: int(0, 'non_negative'), max: int(0, 'non_negative'), options: list(abilityBodySchema.extend({ unmodelled: str().optional() }), 10).min(2, { error: 'too_few' }) }, { error: 'object' }).optional(),
    chooseModes: list(int(0, 'non_negative'), 10).optional(),
  },
  { error: 'object' },
);
setGrantedTriggerSchema(triggerSchema as unknown as z.ZodType<TriggeredAbility>);
const activatedSchema = z.strictObject(
  {
    ...bodyFields(spellEffect),
    cost: str().optional(),
    tap: bool().optional(),
    mana: bool().optional(),
    sorcery: bool().optional(),
    sacrificeSelf: bool().optional(),
    adds: str().refine((v) => /^(\{[WUBRGC]\})+$/i.test(v), { error: 'mana_pool' }).optional(),
    /** A land described without its type: it adds one mana of a type not told (engine/casting/board-mana.ts). */
    addsUntold: bool().optional(),
    /** 702.29a: an ability that works only while the card is in its owner's hand (cycling); 113.6: in their graveyard. */
    zone: z.enum(['hand', 'graveyard'], { error: 'object' }).optional(),
    /** Costs beyond mana and {T}: life (119.4), sacrificing or discarding what the activate action names (601.2h). */
    payLife: int(1).optional(),
    /** Counters removed from or put on the ability's own permanent as a cost (602.2b, 601.2h). */
    counterCost: z.strictObject({ text: str().default(''), counter: str(), amount: int(1), remove: bool() }, { error: 'object' }).optional(),
    sacrificeCost: z.strictObject({ text: str().default(''), count: int(1).optional(), filter: filterSchema }, { error: 'object' }).optional(),
    discardCost: z.strictObject({ text: str().default(''), count: int(1).optional(), filter: filterSchema.optional() }, { error: 'object' }).optional(),
    /** 702.122a: crew N — the creatures tapped are named by the activate action's `crew`. */
    crew: int(0, 'non_negative').optional(),
    /** "Tap two untapped artifacts you control" (602.2b, 701.26a): the permanents tapped are named by the activate action's `tap`. */
    tapCost: z.strictObject({ text: str().default(''), count: int(1).optional(), filter: filterSchema }, { error: 'object' }).optional(),
    /** 602.1b, 602.5: "Activate only if …", "only once each turn", "only during your turn". */
    condition: triggerCondition.optional(),
    oncePerTurn: bool().optional(),
    yourTurn: bool().optional(),
    /** 602.2b -> 601.2f: "This ability costs {1} less to activate for each …". */
    costChanges: list(z.strictObject({ text: str().default(''), generic: int(), per: costCountSchema.optional(), if: triggerCondition.optional() }, { error: 'object' }), 3).optional(),
    /** 700.2a: a modal activated ability's modes, chosen as it is activated (the activate action's `modes`). */
    modes: z.strictObject({ min: int(1), max: int(1), options: list(abilityBodySchema, 10).min(2, { error: 'too_few' }) }, { error: 'object' }).optional(),
  },
  { error: 'object' },
);
setGrantedActivatedSchema(activatedSchema as unknown as z.ZodType<ActivatedAbility>);
const spellBodySchema = z.strictObject(
  {
    ...bodyFields(spellEffect),
    /** 700.2: "Choose one —" and its modes (each with its own targets and effects). */
    modes: z
      .strictObject(
        {
          min: int(0, 'non_negative'),
          max: int(0, 'non_negative'),
          kicked: modeRange().optional(),
          // 601.2b: a wider choice when a condition holds as the spell is cast; 700.2d repeats; 702.120a escalate; 702.172a spree / 702.183a tiered.
          widened: z.strictObject({ condition: triggerCondition, min: int(0, 'non_negative'), max: int(0, 'non_negative'), text: str() }, { error: 'object' }).optional(),
          repeat: bool().optional(),
          escalate: manaCost().optional(),
          entwine: manaCost().optional(),
          costKeyword: z.enum(['spree', 'tiered'], { error: 'object' }).optional(),
          options: list(abilityBodySchema.extend({ unmodelled: str().optional(), cost: manaCost().optional() }), 10).min(2, { error: 'too_few' }),
        },
        { error: 'object' },
      )
      .optional(),
    /** 702.33a: Kicker [cost], with the targets and effects it adds. */
    kicker: z.strictObject({ cost: manaCost(), targets: list(targetSpecSchema, 10).optional(), effects: list(spellEffect, 30).optional(), instead: bool().optional(), multi: bool().optional() }, { error: 'object' }).optional(),
    /** 118.8: "As an additional cost to cast this spell, sacrifice a creature." */
    sacrificeCost: z.strictObject({ text: str().default(''), count: int(1).optional(), filter: filterSchema }, { error: 'object' }).optional(),
    /** 118.8, 701.9a: "As an additional cost to cast this spell, discard a card." */
    discardCost: z.strictObject({ text: str().default('') }, { error: 'object' }).optional(),
    /** 118.8, 119.4: "As an additional cost to cast this spell, pay X life." */
    lifeCost: z.strictObject({ text: str().default(''), amount: z.union([int(0, 'non_negative'), z.literal('x')]) }, { error: 'object' }).optional(),
    /** 118.8, 601.2b: "As an additional cost to cast this spell, sacrifice an artifact or discard a card" — one option paid. */
    costChoice: z
      .strictObject(
        {
          text: str().default(''),
          options: list(
            z.discriminatedUnion('kind', [
              z.strictObject({ kind: z.literal('sacrifice'), count: int(1).optional(), filter: filterSchema }),
              z.strictObject({ kind: z.literal('discard') }),
              z.strictObject({ kind: z.literal('life'), amount: int(1) }),
              z.strictObject({ kind: z.literal('mana'), cost: manaCost() }),
            ]),
            4,
          ),
        },
        { error: 'object' },
      )
      .optional(),
    /** 118.9: alternative costs (bestow, 702.103a; overload, 702.96a: its instructions with "each" for "target"). */
    alternatives: list(z.strictObject({ name: id(), cost: manaCost(), bestow: bool().optional(), overload: z.strictObject({ text: str().default(''), effects: list(spellEffect, 30) }, { error: 'object' }).optional(), if: triggerCondition.optional(), text: str().optional(), life: int(1).optional(), exileFromHand: filterSchema.optional(), sacrifice: filterSchema.optional() }, { error: 'object' }), 5).optional(),
    /** 601.3c: "as though it had flash if you pay [cost] more". */
    flashCost: manaCost().optional(),
    /** 601.3d: "has flash as long as …". */
    flashIf: triggerCondition.optional(),
    /** "This spell costs {N} less/more to cast [for each …]" (601.2f). */
    costChanges: list(z.strictObject({ text: str().default(''), generic: int(), per: costCountSchema.optional(), if: triggerCondition.optional() }, { error: 'object' }), 5).optional(),
  },
  { error: 'object' },
);
/** 707.9: the exceptions of "enter as a copy … except …" (engine CopyExceptions). */
const copyExceptions = z.strictObject(
  {
    addTypes: list(cardType(), 5).optional(),
    addSubtypes: list(str(), 5).optional(),
    notLegendary: bool().optional(),
    keywords: list(keyword(), 5).optional(),
    counters: z.strictObject({ creature: counters().optional(), planeswalker: counters().optional() }, { error: 'object' }).optional(),
    triggers: z.lazy(() => list(triggerSchema, 5)).optional(),
    gaps: list(gapSchema, 5).optional(),
  },
  { error: 'object' },
);

const cardFaceSchema = z.strictObject(
  {
    name: str().default(''),
    manaCost: nullableStr().default(null),
    colors: list(color()).default([]),
    types: list(cardType()).default([]),
    subtypes: list(str()).optional(),
    keywords: list(keyword()).optional(),
    spell: z.lazy(() => spellBodySchema).optional(),
  },
  { error: 'object' },
);

/** What an object is made of (shared by `objects` and the `create` action). */
const objectShape = {
  id: id().optional(),
  /** Reserved for issue 6 (a card name resolved through the catalog); rejected by build.ts for now. */
  card: str().optional(),
  name: str().optional(),
  types: list(cardType()).default([]),
  subtypes: list(str()).default([]),
  supertypes: list(supertype()).default([]),
  colors: list(color()).default([]),
  manaCost: nullableStr().default(null),
  power: nullableInt().default(null),
  toughness: nullableInt().default(null),
  loyalty: nullableInt().default(null),
  defense: nullableInt().default(null),
  keywords: list(keyword()).default([]),
  statics: list(staticSchema, 50).default([]),
  /** Rules text the engine does not model (kept, and reported in the answer). */
  unmodelled: list(str(), 50).default([]),
  /** The same text classified by kind (issue 11); an `unmodelled` text no gap covers counts as a static ability. */
  gaps: list(gapSchema, 50).optional(),
  /** Issue 5: the spell ability, triggered and activated abilities (the fields below). */
  spell: z.lazy(() => spellBodySchema).optional(),
  castStatics: z.lazy(() => list(castStaticSchema, 10)).optional(),
  triggers: z.lazy(() => list(triggerSchema, 20)).optional(),
  activated: z.lazy(() => list(activatedSchema, 20)).optional(),
  costReduction: z.lazy(() => z.strictObject({ text: str().default(''), amount: int(0, 'non_negative'), filter: filterSchema.optional() }, { error: 'object' })).optional(),
  /** Session 2 (H2): "you may have this enter as a copy of …" (614.1c) and "<filter> can't enter the battlefield" (614.17d). */
  entersAsCopy: z.lazy(() => z.strictObject({ text: str().default(''), filter: filterSchema, choice: id(), except: copyExceptions.optional() }, { error: 'object' })).optional(),
  cantEnter: z.lazy(() => z.strictObject({ text: str().default(''), filter: filterSchema }, { error: 'object' })).optional(),
  /** "This creature enters with N / X +1/+1 counters on it" (614.1c; X is the spell's X, 107.3m): `x` lists the kinds that get X; `kicked` / `perKick`: if kicked, for each time kicked (702.33e). */
  entersWithCounters: z.lazy(() => z.strictObject({ text: str().default(''), counters: counters().default({}), x: list(str(), 5).default([]), kicked: counters().optional(), perKick: counters().optional() }, { error: 'object' })).optional(),
  /** 603.11: "Reveal the first card you draw each turn" (its `reveals` triggers are linked to it, 607.2h). */
  revealFirstDraw: z.lazy(() => z.strictObject({ text: str().default('') }, { error: 'object' })).optional(),
  /** 502.3: "Untap all … you control during each other player's untap step" (Seedborn Muse). */
  untapDuringOthers: z.lazy(() => z.strictObject({ text: str().default(''), filter: filterSchema }, { error: 'object' })).optional(),
  /** 603.2d: "… that ability triggers an additional time" (Panharmonicon): what caused it, whose ability, how many more times. */
  triggerTimes: z.lazy(() => list(z.strictObject({ text: str().default(''), event: z.enum(['enters', 'dies', 'attacks']).optional(), filter: filterSchema.optional(), abilityOf: filterSchema.optional(), times: int(1) }, { error: 'object' }), 5)).optional(),
  /** Session 2 (H3): an Adventure (715.2), a split card's halves (709.1), "you may cast … from …" (601.3), a face-down card and who may look at it (406.3, 708.5). */
  adventure: z.lazy(() => cardFaceSchema).optional(),
  halves: z.lazy(() => list(cardFaceSchema, 2).min(2, { error: 'too_few' })).optional(),
  castPermissions: z.lazy(() => list(castPermissionSchema, 5)).optional(),
  faceDown: z.strictObject({ knownTo: list(id(), 10).default([]) }, { error: 'object' }).optional(),
  controller: id().optional(),
  owner: id().optional(),
  zone: zone().default('battlefield'),
  tapped: bool().default(false),
  /** 302.6: has not been continuously controlled since its controller's most recent turn began. */
  summoningSick: bool().default(false),
  counters: counters().default({}),
  damage: int(0, 'non_negative').default(0),
  /** Dealt damage by a source with deathtouch since state-based actions were last checked (704.5h). */
  deathtouchDamage: bool().default(false),
  attachedTo: nullableStr(1).default(null),
  timestamp: int(0, 'non_negative').optional(),
};

/**
 * A creature on the battlefield described directly must say its power and toughness: quietly treating a missing value
 * as 0 (208.5) would kill it and answer a question nobody asked. A characteristic-defining ability
 * that sets them is enough.
 */
function requirePowerToughness(o: { zone: string; types: readonly string[]; power: number | null; toughness: number | null; statics?: readonly { cda?: boolean | undefined; modifications: readonly { kind: string }[] }[] | undefined }, ctx: z.RefinementCtx): void {
  if (!o.types.includes('Creature') || o.zone !== 'battlefield') return;
  const cda = (o.statics ?? []).some((a) => a.modifications.some((m) => m.kind === 'set-pt-cda'));
  if (cda) return;
  if (o.power === null) ctx.addIssue({ code: 'custom', message: 'creature_needs_pt', path: ['power'] });
  if (o.toughness === null) ctx.addIssue({ code: 'custom', message: 'creature_needs_pt', path: ['toughness'] });
}

/**
 * A permanent described on the battlefield as having entered as a copy (707.2): `copying` gives the original's
 * copiable values (its printed characteristics and rules text); the object's own fields stay its card's, which it
 * is again once it leaves (400.7), and its own copy exceptions apply to the values (707.9b, scenario/described-copy.ts).
 */
const copiedValues = z.strictObject(objectShape, { error: 'object' });

export const objectSchema = z
  .strictObject({ ...objectShape, token: bool().default(false), copy: bool().default(false), commander: bool().optional(), copying: z.lazy(() => copiedValues).optional() }, { error: 'object' })
  .superRefine(requirePowerToughness);
/** A `create` action's object: a token unless it says otherwise (701.7). */
export const seedSchema = z.strictObject(
  {
    ...objectShape,
    token: bool().default(true),
    copy: bool().default(false),
    entersTapped: bool().optional(),
    // 614.1c: "enters tapped unless <condition>"; "As it enters, you may pay N life. If you don't, it enters tapped."
    entersTappedUnless: triggerCondition.optional(),
    entersTappedUnlessPaid: z.strictObject({ life: int(1) }, { error: 'object' }).optional(),
  },
  { error: 'object' },
);

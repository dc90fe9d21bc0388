/** Question IR objects, groups, references and characteristic changes. */
import * as z from 'zod';
import { cardType, color, counters, keyword, side, zone } from './ir-basics.ts';

/** One object the question describes ("a 7/7 with trample", 《灰色熊》, "Colossus Hammer"). */
export const objectSchema = z.strictObject({
  /** Scenario object id: c1, c2… in order of first mention. */
  id: z.string(),
  /** Who controls it, when the words say so ("my", 対戦相手の); otherwise decided by its role. */
  controller: side.nullable(),
  /** Who owns it, when that differs from its controller ("my Grizzly Bears that they stole"). */
  owner: side.nullable(),
  power: z.number().int().nullable(),
  toughness: z.number().int().nullable(),
  /** True when the question gave no size: the answer must not depend on it (checked by running variants). */
  sizeAssumed: z.boolean(),
  /**
   * Its size was told by a clause of its own ("my creature is a 3/3 now", "…, which has two +1/+1 counters, is a
   * 4/4"), not in the words naming it: the size it has as the story starts, which is checked against what the
   * set-up computes for it (questions/claims.ts statedSizes) — a counter, an Aura or a static ability on it would
   * make it another size, and which of the two was meant is asked, never guessed.
   */
  sizeStated: z.literal(true).optional(),
  keywords: z.array(keyword),
  colors: z.array(color),
  types: z.array(cardType),
  subtypes: z.array(z.string()),
  supertypes: z.array(z.string()),
  /** A card name the question used, as written; resolved through the catalog. */
  card: z.string().nullable(),
  /**
   * How the name of an object told without a card name relates to the others' (704.5j looks at names): 'same' — it
   * shares one name with the question's other 'same' objects ("two legendary creatures with the same name"); 'different'
   * — its name is its own ("with different names", 「名前の違う」). Unsaid, a nameless object's name is not known.
   */
  names: z.enum(['same', 'different']).optional(),
  /**
   * The card whose effect made this token, as the catalog names it ("a Faerie Rogue token from Bitterblossom",
   * 「《苦花》のトークン」): the token has the characteristics that effect defines (111.3, 111.4), read from the compiled
   * card (questions/token-makers.ts), or the question is refused naming the card, never sized by a guess.
   */
  madeBy: z.string().optional(),
  /** The name as the question wrote it, when that isn't `card` (a face's name, a Japanese name): a double-faced card's back face is found through it. */
  cardNamed: z.string().optional(),
  /** The creature type told as chosen for its "choose a creature type" (614.12a, 608.2d; type-chosen.ts). */
  chosenType: z.string().optional(),
  /** Counters it has when the question starts. */
  counters,
  /** Damage already marked on it when the question starts (120.6). */
  damage: z.number().int().min(0),
  tapped: z.boolean(),
  summoningSick: z.boolean(),
  token: z.boolean(),
  /** Quoted rules text it has, compiled by the card compiler. */
  abilityTexts: z.array(z.string()),
  /**
   * Keywords the asker only gave as a reason ("since it has flying", frames/index.ts): the named card must
   * have them printed, else the question is refused naming `claimedWords` — never granted.
   */
  claimed: z.array(keyword).optional(),
  claimedWords: z.string().optional(),
  /** What it is attached to (Equipment, Aura). */
  attachedTo: z.string().nullable(),
  /** A spell the question casts, or a card in a zone other than the battlefield. */
  zone: zone,
  cast: z.boolean().optional(),
  /**
   * Named only as a target, by words that don't say whether it is a permanent or a spell ("a creature",
   * "their Bears"): read as a permanent, unless the spell can target only spells (115.1), when which one
   * was meant is asked back (questions/index.ts).
   */
  zoneUnsaid: z.literal(true).optional(),
  /**
   * A card said to be in a graveyard, hand or library with no word for whose ("a creature in a graveyard"):
   * its controller (its owner, 108.4a) was decided by its role, not said, and is named as unsaid.
   */
  zoneOwnerUnsaid: z.literal(true).optional(),
  /**
   * "My Phantasmal Image is copying a Baneslayer Angel", 「《クローン》が《セラの天使》をコピーしている」: told as on the battlefield
   * as a copy of this object (707.2): its copiable values are the original's, with its own copy exceptions (707.9b).
   */
  copying: z.string().optional(),
  /** Named only as what a copy told copies ("… is copying a Baneslayer Angel"): its values are used, it is never put on the board. */
  copiedOnly: z.literal(true).optional(),
  /** Told by the noun "card" with no card named ("a creature card", 「クリーチャー・カード」): a card, whose zone must be said (110.1). */
  cardHead: z.literal(true).optional(),
  /** The words that described it, for restatements and for asking back which one was meant. */
  words: z.string(),
});
export type IrObject = z.infer<typeof objectSchema>;

/** A group of permanents a static ability or an effect talks about ("white creatures you control"). */
export const groupSchema = z.strictObject({
  types: z.array(cardType),
  colors: z.array(color),
  /** "nonblack", "noncreature": colors and types the permanents must not have. */
  notColors: z.array(color),
  notTypes: z.array(cardType),
  subtypes: z.array(z.string()),
  supertypes: z.array(z.string()),
  controller: z.enum(['you', 'opponent']).nullable(),
  other: z.boolean(),
  keywords: z.array(keyword),
  /** "nontoken" (true), "token" (false): null when not said. */
  nontoken: z.boolean().nullable(),
});
export type GroupFilter = z.infer<typeof groupSchema>;

export const refSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('things'), ids: z.array(z.string()).min(1) }),
  z.strictObject({ kind: z.literal('group'), filter: groupSchema }),
  z.strictObject({ kind: z.literal('player'), side }),
]);
export type Ref = z.infer<typeof refSchema>;

/** A continuous change to characteristics (layers 4-7), as the question words it. */
export const changeSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('modify-pt'), power: z.number().int(), toughness: z.number().int() }),
  z.strictObject({ kind: z.literal('set-pt'), power: z.number().int(), toughness: z.number().int() }),
  z.strictObject({ kind: z.literal('switch-pt') }),
  z.strictObject({ kind: z.literal('add-keywords'), keywords: z.array(keyword).min(1) }),
  z.strictObject({ kind: z.literal('remove-keywords'), keywords: z.array(keyword).min(1) }),
  z.strictObject({ kind: z.literal('lose-all-abilities') }),
  z.strictObject({ kind: z.literal('set-colors'), colors: z.array(color) }),
  z.strictObject({ kind: z.literal('add-types'), types: z.array(cardType), subtypes: z.array(z.string()) }),
  z.strictObject({ kind: z.literal('set-types'), types: z.array(cardType), subtypes: z.array(z.string()) }),
]);
export type Change = z.infer<typeof changeSchema>;

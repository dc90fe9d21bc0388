/**
 * The question IR (issue 12 §1): the one meaning representation English and Japanese both produce.
 * It holds the objects the question describes (with their characteristics and controller), the
 * players, what happens in the order the question tells it (sentence order gives timestamps,
 * 613.7), and the questions asked — several per message, answered in order. Everything after the
 * IR (defaults, restatement, Scenario building, answering) exists once, for both languages.
 *
 * The schema is zod so an IR can be checked and snapshotted; the parsers build it through
 * `QuestionIR` values and `parseIr` validates it at the seam.
 */
import * as z from 'zod';
import { SIDES, cardType, target } from './ir-basics.ts';
import { objectSchema } from './ir-objects.ts';
import { eventSchema } from './ir-events.ts';
import { askSchema } from './ir-asks.ts';
export type { Comparison, Moment, Side, Span, Step } from './ir-basics.ts';
export { SIDES, STEPS, comparisonSchema, momentSchema, spanSchema } from './ir-basics.ts';
export type { Change, GroupFilter, IrObject, Ref } from './ir-objects.ts';
export { changeSchema, groupSchema, objectSchema, refSchema } from './ir-objects.ts';
export type { QEvent } from './ir-events.ts';
export { eventSchema } from './ir-events.ts';
export type { Ask } from './ir-asks.ts';
export { askSchema } from './ir-asks.ts';

/** One part of a division of combat damage told (`assigned`): an amount, or the rest. */
export const assignedSchema = z.union([
  z.strictObject({ attacker: z.string(), to: z.string(), amount: z.number().int().min(0) }),
  z.strictObject({ attacker: z.string(), to: z.string(), rest: z.literal(true) }),
]);
export type Assigned = z.infer<typeof assignedSchema>;

export const irSchema = z.strictObject({
  lang: z.enum(['en', 'ja']),
  /**
   * Short names several cards share, read as the one far more played ("baneslayer": Baneslayer Angel,
   * lexicon/cards.ts mostPlayed): the written word and the card. The reply says which card it read.
   */
  shortNames: z.array(z.strictObject({ written: z.string(), card: z.string(), slip: z.literal(true).optional() })).optional(),
  /**
   * Words set aside, never read (language/en/claims-aside.ts, ja/claims-aside.ts, en/sentence-shapes.ts): a claim
   * someone made, checked by the answer, or a frame of the telling with no game content. Said back in the restatement.
   */
  setAside: z.array(z.strictObject({ kind: z.enum(['claim', 'frame']), text: z.string() })).optional(),
  /** Misspelt words read as the one game word a slip of typing away (en/respell.ts): the written word and the word read. Said back in the restatement. */
  respelt: z.array(z.strictObject({ written: z.string(), read: z.string() })).optional(),
  text: z.string(),
  objects: z.array(objectSchema),
  events: z.array(eventSchema),
  /** Indexes into `events` of those told "in response". */
  responses: z.array(z.number().int().min(0)),
  /** The questions asked, in the order asked (at least one). */
  asks: z.array(askSchema).min(1),
  life: z.strictObject({ A: z.number().int().optional(), B: z.number().int().optional() }),
  poison: z.strictObject({ A: z.number().int().min(0).optional(), B: z.number().int().min(0).optional() }),
  /** How many cards each player holds, as told ("I have 9 cards in hand"): the named cards there count among them (402.1). */
  handSize: z.strictObject({ A: z.number().int().min(0).optional(), B: z.number().int().min(0).optional() }).optional(),
  /** How many cards each player's library holds, as told ("I have one card left in my library"): all of it (401.1). */
  librarySize: z.strictObject({ A: z.number().int().min(0).optional(), B: z.number().int().min(0).optional() }).optional(),
  /** Graveyards the question told empty ("my graveyard is empty", 「墓地は空」): known to hold nothing (404.2). */
  emptyGraveyards: z.array(z.enum(SIDES)).optional(),
  /**
   * Kinds of permanent the question says are not on the battlefield ("I control no creatures", 「クリーチャーがいない」,
   * "I have no other creatures"): of that player (null: of nobody), of all those types and subtypes, none beyond the
   * objects the question describes when `other`. Only plain kinds (no keyword, no tapped state): what a cost could need
   * and not find (118.3).
   */
  absentKinds: z.array(z.strictObject({ controller: z.enum(SIDES).nullable(), types: z.array(cardType), subtypes: z.array(z.string()), other: z.boolean() })).optional(),
  /**
   * Combat damage assignments told ("they put all 6 damage on the Bears", "3 on the blocker and the rest on the player",
   * 「2/2に2点、残りを相手に」): the dividing player's choice (510.1c-d, 702.19b) said by the question, made as told
   * instead of searched or defaulted — `attacker` is the creature dividing its damage (an attacker, or a blocker blocking
   * several), `to` an object or a player ('A', 'B'); `rest`: what remains of its damage after the other parts.
   */
  assigned: z.array(assignedSchema).optional(),
  /** The story starts with a block ("A 2/4 blocks a 5/5"); with nobody's creature named, the asker attacks (intents.ts ask()). */
  blockFirst: z.boolean(),
  /** A yes/no question was asked ("Does …?", "Can …?", 「〜ますか」): the answer must say yes or no. */
  yesNo: z.boolean(),
  /**
   * Asks (indexes into `asks`) that one yes/no question asked of several things ("Do both 2/2s die?",
   * 「両方倒せる?」): yes only when yes for each. Other asks each have their own yes or no.
   */
  together: z.array(z.array(z.number().int().min(0)).min(2)).optional(),
  /**
   * Asks that one yes/no question asked of either of several things ("Does either die?", 「どちらかが墓地に
   * 行きますか」): yes when yes for any one of them, no when no for each.
   */
  anyOf: z.array(z.array(z.number().int().min(0)).min(2)).optional(),
  /**
   * "Their 3/2 attacks and my 1/1 blocks it. Does it die?": an ask (index into `asks`) whose "it" could be
   * either of two creatures the clause before named (its subject, taken, or what it acted on). The questions
   * layer answers it of both and asks back when the answers differ (issue 11), never picking one.
   */
  /**
   * Asks (indexes into `asks`) from a clause with a question word ("Which graveyard does it go to?",
   * 「どっちが勝つ？」), with its words: answered by what the word asks, never with a yes or no (issue 11 §4).
   * `listed`: one of the candidates "which of them can block?" asks of, each answered on its own line —
   * together they say which; the message has no yes or no of its own.
   */
  whAsks: z.array(z.strictObject({ ask: z.number().int().min(0), text: z.string(), wh: z.enum(['what', 'which', 'who', 'how', 'how-much', 'how-many', 'where', 'whose', 'why', 'when', 'how-big']), listed: z.literal(true).optional() })).optional(),
  itEither: z.array(z.strictObject({ ask: z.number().int().min(0), ids: z.array(z.string()).length(2), text: z.string(), words: z.array(z.string()).length(2) })).optional(),
  /**
   * Asks (indexes into `asks`) of an English negative question asked auxiliary first ("Is my 2/2 not dead?", "Doesn't
   * it die?"): the verdict is of the fact, as the question's positive would be; the answer leads with the fact, with no
   * "Yes." or "No." that could be read of the negative (red team s19).
   */
  negativeAsks: z.array(z.number().int().min(0)).optional(),
  /**
   * Asks (indexes into `asks`) of a question of what may be done ("Can I kill his 1/1?", "Can it survive?", 「勝てる？」,
   * "How much damage can I deal?"): what the asker's permanents' activated abilities could change is part of it.
   */
  mayActAsks: z.array(z.number().int().min(0)).optional(),
  /**
   * What a triggered ability of an object targets, as the question says ("its trigger targets my
   * Bears", "I target my opponent each time"): the choice its controller makes (603.3d), never guessed.
   */
  triggerTargets: z.array(z.strictObject({ source: z.string(), targets: z.array(target).min(1) })).default([]),
  /**
   * Responses told as made to a triggered ability ("in response to the trigger", 「誘発に対応して」, 117.3c): the
   * responding event or ask (an index into `events` or `asks`), whose ability the words named (null: not said) and the words.
   */
  triggerResponses: z.array(z.strictObject({ event: z.number().int().min(0).optional(), ask: z.number().int().min(0).optional(), source: z.string().nullable(), words: z.string() })).optional(),
  /**
   * Players the question says have no mana to spend ("he has no untapped lands", "I'm tapped out", "no mana"): their
   * mana is what the permanents told of them can make (601.2g-h), never mana the engine assumes.
   */
  noMana: z.array(z.enum(SIDES)).optional(),
  /**
   * Whether the player whose spell or ability is countered "unless its controller pays" (ward,
   * 702.21a) pays, as the question says ("… and I pay the ward cost", "they don't pay for ward");
   * absent: not said, and an answer that rests on it is asked back, never assumed.
   */
  unlessPaid: z.boolean().optional(),
  /**
   * What the told payment said beyond yes/no: the player who pays or declines ("they paid", absent:
   * not said) and the amount ("{3}"; absent: not said), with the words, so that the answer can check
   * them against the cost and the player the rules name (118.12a: the countered spell's controller).
   */
  /**
   * What the proliferating player chooses (701.34a), as the question tells it ("I proliferate, choosing my opponent",
   * 「増殖で相手を選んだ」): the players ('A', 'B') and objects chosen, made as said at every proliferate of the story.
   */
  /** The legend rule's choice told (704.5j): "keeping the new one" / 「古い方を残した」 — which of one name is kept. */
  legendKept: z.enum(['newest', 'oldest']).optional(),
  /** The turn's history told (700.4, what morbid reads): true, a creature died this turn before the story; false, none did; absent, untold. */
  diedThisTurn: z.boolean().optional(),
  /** Attackers told to be unblocked ("no blocks", "I leave it unblocked", 509.1h): absent, no block was told of them either way. */
  unblocked: z.array(z.string()).min(1).optional(),
  /** Creatures told not to block ("I decline to block with my 2/2", 509.1a): never tried as blockers (questions/untold-blocks.ts). */
  idleBlockers: z.array(z.string()).min(1).optional(),
  /** A proliferate told (701.34a): `chosen` what it chooses, as told; empty when only the proliferate itself was said. */
  proliferateChosen: z.strictObject({ chosen: z.array(target), text: z.string() }).optional(),
  unlessPayment: z.strictObject({ player: z.enum(SIDES).optional(), cost: z.string().optional(), text: z.string(), /** Named as ward's cost ("the ward cost"): only ward's trigger (702.21a) asks it. */ ward: z.literal(true).optional() }).optional(),
});
export type QuestionIR = z.infer<typeof irSchema>;

/** Validates an IR at the seam between the language layer and the rest. */
export function parseIr(value: unknown): { ok: true; ir: QuestionIR } | { ok: false; problems: string[] } {
  const r = irSchema.safeParse(value);
  if (r.success) return { ok: true, ir: r.data };
  return { ok: false, problems: r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
}

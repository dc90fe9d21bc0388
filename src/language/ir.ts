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
import { z } from 'zod';
import type { Keyword } from '../engine/types.ts';

export const SIDES = ['A', 'B'] as const;
/** Player A is the asker ("I", "you", 自分), B the opponent (DESIGN.md's ask contract). */
export type Side = (typeof SIDES)[number];
const side = z.enum(SIDES);

/** Keywords as the engine's type (the schema checks the shape; the type keeps `param` exact). */
const keyword = z.strictObject({ keyword: z.string().min(1), param: z.string().optional() }) as unknown as z.ZodType<Keyword>;
const color = z.enum(['W', 'U', 'B', 'R', 'G']);
const cardType = z.enum(['Artifact', 'Battle', 'Creature', 'Enchantment', 'Instant', 'Kindred', 'Land', 'Planeswalker', 'Sorcery']);
const zone = z.enum(['battlefield', 'graveyard', 'exile', 'hand', 'library', 'stack']);
/** Counter kinds come from the lexicon (a fixed vocabulary), never from free user text. */
const counters = z.record(z.string(), z.number().int().min(0));

/** Where in the question's (normalised) text something was said: refusals quote it. */
export const spanSchema = z.strictObject({ start: z.number().int().min(0), end: z.number().int().min(0) });
export type Span = z.infer<typeof spanSchema>;

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
  /** The name as the question wrote it, when that isn't `card` (a face's name, a Japanese name): a double-faced card's back face is found through it. */
  cardNamed: z.string().optional(),
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

const target = z.union([z.string(), side]);

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
const loyaltyTold = z.union([z.number().int(), z.enum(['plus', 'minus', 'ultimate'])]);

export const momentSchema = z.strictObject({ turn: side.nullable(), step: z.enum(STEPS).nullable(), next: z.boolean() });
export type Moment = z.infer<typeof momentSchema>;

/**
 * Told as what an action told just before it did (language/results.ts): the combat damage of an attack or block
 * ("attacks unblocked and deals 3 damage to them", 「ブロックされず3点受けた」), a spell's or ability's own effect
 * ("I cast Grasp on it and it gets -4/-4"). A claim about the run, checked against it (questions/claims.ts),
 * never made to happen a second time.
 */
const told = z.literal(true).optional();

/** What happens, in the order the question tells it. `response`: told "in response" (it happens with the stack still full). */
export const eventSchema = z.discriminatedUnion('kind', [
  /**
   * `target`: the player attacked; `attacked`: attackers sent at a planeswalker or battle instead, by
   * id (506.3, 508.1b) — "My 5/5 attacks Liliana", 「それを攻撃した」.
   */
  z.strictObject({ kind: z.literal('attack'), attackers: z.array(z.string()).min(1), target: side.nullable(), attacked: z.record(z.string(), z.string()).optional() }),
  z.strictObject({ kind: z.literal('block'), blockers: z.array(z.string()).min(1), attacker: z.string() }),
  /**
   * `bare`: told of named objects with no cause at all (no spell, ability, "from"/"with", time or "also"): it may be what a
   * static ability of a permanent in the story already gives (questions/claims.ts staticCauses). `by`: read so — the
   * permanents whose static abilities give it (604.1, 611.3a); then `result` is set too: a claim checked, never made again.
   */
  z.strictObject({ kind: z.literal('change'), ref: refSchema, changes: z.array(changeSchema).min(1), untilEndOfTurn: z.boolean(), text: z.string(), static: z.boolean(), result: told, bare: told, by: z.array(z.string()).min(1).optional() }),
  z.strictObject({ kind: z.literal('counters'), ids: z.array(z.string()).min(1), counter: z.string(), amount: z.number().int().min(1), result: told }),
  z.strictObject({ kind: z.enum(['destroy', 'exile', 'bounce', 'remove-from-combat']), ids: z.array(z.string()).min(1) }),
  /**
   * A player's sacrifice (701.21a). `targets`: told with it ("I sacrifice Mogg Fanatic targeting them"),
   * which only the ability whose cost it pays can have: the questions layer reads the sacrifice as that
   * ability's activation (602.2b) when the story settles which one (questions/sacrifice-outlets.ts).
   */
  z.strictObject({ kind: z.literal('sacrifice'), ids: z.array(z.string()).min(1), targets: z.array(target).optional() }),
  z.strictObject({
    kind: z.literal('damage'),
    source: z.string().nullable(),
    target,
    amount: z.number().int().min(0),
    /** Told as "ping" after a sacrifice: only the sacrificed object's ability dealing exactly this damage may be it (questions/sacrifice-outlets.ts), never damage on its own. */
    ping: z.string().optional(),
    /** More players or objects dealt the same damage by the same source at the same time ("to each player", 608.2f). */
    also: z.array(target).min(1).optional(),
    result: told,
    /**
     * Told as prevented ("…, but the damage is prevented", 「…与えたが、そのダメージは軽減された」, frames/damage.ts): a shield
     * of exactly this damage is made just before it, so it is never dealt (615.1, 615.6).
     */
    prevented: z.literal(true).optional(),
    /** Told as dealt at the same time as the damage event before it (language/simultaneous.ts): one event with it (704.3, 104.4a). */
    together: z.literal(true).optional(),
  }),
  /** `from`: only damage from these sources ("the damage" of a creature's combat damage told, frames/damage.ts). */
  z.strictObject({ kind: z.literal('prevent'), amount: z.union([z.number().int().min(0), z.literal('all')]), combatOnly: z.boolean(), to: refSchema.nullable(), from: refSchema.optional() }),
  z.strictObject({ kind: z.literal('double'), from: refSchema, to: refSchema.nullable() }),
  z.strictObject({ kind: z.literal('life'), side, amount: z.number().int(), result: told }),
  /** A spell cast (a card object), with its targets: object ids or players. */
  z.strictObject({
    kind: z.literal('cast'),
    spell: z.string(),
    caster: side,
    targets: z.array(target),
    x: z.number().int().min(0).optional(),
    /** X said as "for N" ("Fireball for 5"): for a spell without X in its cost, N is the damage told instead (`dealt`). */
    xFor: z.boolean().optional(),
    /**
     * The damage the question says the spell deals ("Bolt it for 4", "for 2 damage", 「《ショック》で3点与えた」):
     * never used in place of the card's own text, only checked against what the run of it dealt (answer.ts).
     */
    dealt: z.number().int().min(0).optional(),
    /**
     * Life told as paid while casting it ("I cast Toxic Deluge paying 4 life", "… and pay 4 life", "for 4 life"): a cost
     * of the spell paid in life (118.8, 119.4) — its X when the card's life cost is X (107.3a); the questions layer
     * checks it against the card and refuses what the card's costs don't say (Phyrexian mana, a different amount).
     */
    lifePaid: z.number().int().min(0).optional(),
    /** 700.2, 601.2b: the modes of a modal spell the story says were chosen (0-based, as printed). */
    modes: z.array(z.number().int().min(0)).optional(),
    /**
     * 601.2d: how the spell's damage is divided among its targets, as told ("I cast Arc Lightning: 2 to his bear and 1 to
     * him", 「熊に2点、相手に1点」) — announced as it is cast; the engine checks it (each target at least 1, the whole amount).
     */
    divide: z.array(z.strictObject({ to: target, amount: z.number().int().min(0) })).min(1).optional(),
    /** 702.33d, 702.96a: whether the story says the kicker or overload cost was paid (castoption.ts). */
    castOption: z.enum(['kicked', 'not-kicked', 'overloaded', 'not-overloaded']).optional(),
    /** The targets were not said: they are what the question asks about, used only if the spell targets. */
    impliedTargets: z.boolean().optional(),
    /**
     * "Their 4/4 blocks my 3/3. I cast Giant Growth on it.": the target was said as "it", which could be
     * either of these (the objects, and the words that named them); the questions layer keeps the one the
     * spell's target restriction allows, and asks back when both (or neither) fit.
     */
    /** "it" could be either of these (`onStack`: the one that is a spell waiting on the stack, frames/cast-spell.ts spellForIt). */
    eitherTarget: z.strictObject({ text: z.string(), ids: z.array(z.string()), words: z.array(z.string()), onStack: z.string().optional() }).optional(),
    /**
     * Told only as being on the stack ("Krosan Grip is on the stack", "in response to a spell"): when
     * it was cast isn't said, so it was cast at a time it could be (the Scenario casts it as though it
     * had flash, 601.3b, which only matters for when, never for what it does).
     */
    premise: z.boolean().optional(),
    /** The card was named by a word that is also a game verb ("I murder their 2/2"): the word and that verb (clause.ts CardRef.saidAs). */
    saidAs: z.strictObject({ word: z.string(), verb: z.string() }).optional(),
    /** Told with its damage prevented ("… casts Lightning Bolt at me, but the damage is prevented"): all damage from it is prevented (615.1, 615.6). */
    prevented: z.literal(true).optional(),
  }),
  z.strictObject({ kind: z.literal('end-turn') }),
  /**
   * Told as having resolved ("after it resolves, …"): what is on the stack resolves before the story goes on (608.1).
   * `then`: not told as such but read from "then" / 「その後」 before a cast (frames/util.ts `push`) — a
   * reading, which the answer drops when it is the one thing that makes the story impossible (answer.ts).
   */
  z.strictObject({ kind: z.literal('resolve'), then: z.literal(true).optional() }),
  /**
   * Told as having died ("then it died"): put into its owner's graveyard from the battlefield (700.4).
   * `result`: told as what the spell cast just before it did ("I cast Pyroclasm and kill their Young Wolf"):
   * checked against the run, never made to happen (a persist or undying return is a new object, 400.7).
   * `supposed`: said as supposed ("If my elf dies, …", 「エルフが死んだら」) of a creature in the combat told just before, with
   * nothing said of what kills it or when: of the combat's damage (510.2), or of something before it — the questions
   * layer runs it both ways and asks back when the answers differ (questions/told-readings.ts supposedDeath).
   */
  z.strictObject({ kind: z.literal('dies'), ids: z.array(z.string()).min(1), result: z.literal(true).optional(), supposed: z.literal(true).optional() }),
  /**
   * A size told of an object at this point of the story, after what was told before may have changed it ("I cast
   * Giant Growth on my creature and it's a 5/5 now", "got a -1/-1 counter and is a 0/0 now", 「《巨大化》が解決して5/5
   * になった」): its power and toughness then, with every effect on it (613.4) — a claim about the same object, never
   * its own base size nor an effect of its own (made so, what changed it counted twice). Nothing happens (the stack
   * resolves first: the size is told as reached); the questions layer checks it against the run where the object's size
   * is known, and otherwise takes the size it must have had from it (questions/size-claims.ts).
   */
  z.strictObject({ kind: z.literal('size-told'), id: z.string(), power: z.number().int(), toughness: z.number().int(), text: z.string() }),
  /** An Equipment or Aura moved onto an object ("I move Bonesplitter to my Lions", 701.3). */
  z.strictObject({
    kind: z.literal('attach'),
    attachment: z.string(),
    to: z.string(),
    /** Told as a player's act ("I equip X to Y", 「つけた」): an Equipment's equip ability activated (702.6a), where it has one. */
    by: side.optional(),
  }),
  /**
   * Told as having come back to the battlefield from where the story put it ("… is exiled and then returned to
   * the battlefield", 「戻ってきたら」): what is on the stack resolves first (so a return the rules make, as
   * persist's, is the one that happens), then it is put onto the battlefield if it is not there — a new object (400.7).
   */
  z.strictObject({
    kind: z.literal('return'),
    ids: z.array(z.string()).min(1),
    /**
     * Told as coming back on its own ("dies and comes back", 「死んで戻ってきた」): a return the rules make
     * (persist, undying) — checked against what the engine did, never made by the story (400.7).
     */
    premise: z.literal(true).optional(),
    /** Said as supposed ("when it comes back", 「戻ってきたら」), not as having happened. */
    supposed: z.literal(true).optional(),
  }),
  /** A regeneration shield (701.19): "I regenerate it". */
  z.strictObject({ kind: z.literal('regenerate'), ids: z.array(z.string()).min(1) }),
  /** An activated ability of an object, by its card's ability (the first one, or the one that fits the targets). */
  z.strictObject({
    kind: z.literal('activate'),
    source: z.string(),
    player: side,
    targets: z.array(target),
    /** Costs the asker told as paid for it ("I sac my Bear to …"; 602.2b, 601.2h): the ability is the one whose cost these fit. */
    sacrifice: z.array(z.string()).optional(),
    payLife: z.number().int().nonnegative().optional(),
    /** "I tap my X to activate it": a {T} ability of it (602.2b). */
    tap: z.literal(true).optional(),
    /** "I remove a counter from it to ping him": +1/+1 counters of its own told removed for it, the ability's cost (602.2b). */
    removeCounters: z.number().int().min(1).optional(),
    /** "… to ping him": the asker's word for 1 damage to the one target; the ability must be exactly that (checked by the questions layer). */
    ping: z.string().optional(),
    /** "I tap my X to give …": what the asker said the ability does, not read against its text; the ability is the object's {T} one. */
    described: z.string().optional(),
    /** "I -2 Liliana", 「《リリアナ》の-2を起動」: the loyalty ability with this cost (606.4): +N, −N or 0; or named by its sign or as the ultimate (senses.ts LoyaltyTold). */
    loyalty: loyaltyTold.optional(),
  }),
  /** From here on the story is at this point of the turn structure ("during my opponent's end step I …"). */
  z.strictObject({ kind: z.literal('moment'), moment: momentSchema }),
  /** "After first-strike damage I …": the first-strike combat damage step is dealt here, the regular one later (510.4). */
  z.strictObject({ kind: z.literal('first-strike-damage') }),
  /**
   * "Their unblocked 5/5 dealt combat damage to me, then I cast Fog": combat damage told as dealt — the combat damage
   * step comes here (510.2), before anything told after it, which can then no longer prevent or change it (615.1).
   */
  z.strictObject({ kind: z.literal('combat-damage') }),
]);
export type QEvent = z.infer<typeof eventSchema>;

/** What is asked. Probes are yes/no questions answered by trying the action in the engine. */
/** A stated amount compared rather than matched: more than (gt), at least (ge), less than (lt), at most (le). */
export const comparisonSchema = z.enum(['gt', 'ge', 'lt', 'le']);
export type Comparison = z.infer<typeof comparisonSchema>;

export const askSchema = z.discriminatedUnion('kind', [
  /**
   * What happens. `about`: asked as which of them die or survive ("What dies?", "Which creatures survive?",
   * 「何が死ぬ？」) — answered with "nothing" when none does (issue 16 §1: the answer answers the question).
   */
  /**
   * `among`: the group asked of, when the question narrows it ("How many of my creatures die?", "Which blockers
   * survive?", 「相手のクリーチャーは何体死ぬ？」): only its controller's, or only those attacking or blocking in the run
   * (508.1, 509.1). A narrowing the asks can't say is never dropped: the question is left unread (issue 11).
   */
  // `count`: asked as a yes/no of how many ("Do two creatures die?"): yes when that many do (or as compared).
  z.strictObject({ kind: z.literal('outcome'), about: z.enum(['dies', 'survives']).optional(), among: z.strictObject({ side: side.optional(), role: z.enum(['attacker', 'blocker']).optional() }).optional(), count: z.strictObject({ n: z.number().int().min(0), cmp: comparisonSchema.optional() }).optional() }),
  /**
   * `can`: asked as whether it can happen ("Can my 3/3 survive?", 「3/3を倒せる?」): where the outcome rests on a
   * player's free choice (how combat damage is divided, 510.1c-d), yes when some choice makes it happen.
   */
  // `only`: "Does only my 2/2 die?", 「私の2/2だけが死ぬ？」 — yes when it does and no other creature does (when it survives, no other does).
  z.strictObject({ kind: z.literal('dies'), id: z.string(), positive: z.boolean(), can: z.literal(true).optional(), only: z.literal(true).optional() }),
  /** Its P/T; with `is`, whether it is that size ("is it a 4/4 now?", "does it end up a 2/2?"): yes or no. */
  z.strictObject({ kind: z.literal('pt'), id: z.string(), is: z.strictObject({ power: z.number().int(), toughness: z.number().int() }).optional() }),
  z.strictObject({ kind: z.literal('keywords'), id: z.string() }),
  /** `change`: asked as a yes/no question whether the life total goes up or down (「ライフは減りますか」). */
  /** `is`: asked as a yes/no question whether it becomes that number (「相手のライフは17になる？」). */
  /** `negated`: the change asked in the negative, answered as Japanese answers it (「増えない?」「はい」: it does not go up). */
  /** `cmp`: `is` compared rather than matched ("will I be above 11 life?", 「ライフは3未満になる？」). */
  z.strictObject({ kind: z.literal('life'), side, change: z.enum(['up', 'down']).optional(), negated: z.literal(true).optional(), is: z.number().int().optional(), cmp: comparisonSchema.optional() }),
  /** "How much damage does the defending player take?": the damage dealt to that player in the run. null: the defending player. */
  // `prevented`: asked as "is the damage prevented?" — yes when none is dealt (615.1), the other way round.
  // `amount`: asked as a yes/no question whether that much is dealt (「4点入る？」「相手は3点受ける？」): yes when exactly that.
  // `negated`: the yes/no asked in the negative (「ダメージは入らないですよね?」), answered as Japanese answers it (はい: none is).
  z.strictObject({ kind: z.literal('damage-taken'), side: side.nullable(), yesNo: z.boolean().optional(), prevented: z.boolean().optional(), amount: z.number().int().min(0).optional(), cmp: comparisonSchema.optional(), negated: z.literal(true).optional() }),
  /** `yesNo`: asked as a yes/no question ("Does it get poison counters?", 「毒カウンターは乗る？」): answered yes when there are any. */
  z.strictObject({ kind: z.literal('poison'), side: side.nullable(), yesNo: z.boolean().optional() }),
  /**
   * Does the player lose the game (104.3, 704.5a)? `who`: asked "Who loses?" — which player(s) lost, with no yes or
   * no (`side` is then no one in particular). `draw`: asked "Is it a draw?" — yes when both lost at once (104.4a).
   * `survives`: asked "Do I survive?" of a player — yes when that player did not lose.
   */
  z.strictObject({ kind: z.literal('loses'), side, who: z.literal(true).optional(), draw: z.literal(true).optional(), survives: z.literal(true).optional() }),
  /** Does the player win ("do I win?", 「勝ちですか」): the other player lost and this one didn't (both losing is a draw, 104.4a). `who`: "Who wins?" — the winner named, or the draw, no yes or no. */
  z.strictObject({ kind: z.literal('wins'), side, who: z.literal(true).optional() }),
  /** Does the creature deal damage to the player? null: the defending player. */
  /**
   * Damage an object deals to a player (`side`; null: the defending player). `any`: to anything at all —
   * "Does the attacker deal any damage?", "How much damage does my 2/2 deal?" name no recipient, so
   * none is chosen for them. `howMuch`: asked as an amount, not yes or no.
   */
  z.strictObject({ kind: z.literal('deals-damage'), id: z.string(), side: side.nullable(), any: z.literal(true).optional(), howMuch: z.literal(true).optional() }),
  z.strictObject({ kind: z.literal('has-keyword'), id: z.string(), keyword }),
  /** `at`: the point of the turn the question asks about ("Can it attack on my next turn?"). */
  /** `by`: the player said to attack with it ("Can I attack with X?"), when the question names one (508.1a: only the active player's creatures attack). */
  z.strictObject({ kind: z.literal('can-attack'), id: z.string(), at: momentSchema.optional(), by: side.optional() }),
  /**
   * `purpose` (on can-block, can-cast and can-target): the question said what the move is for ("to kill it", 「倒すために」,
   * frames/purpose.ts); the other asks are that result, and the one yes or no is for both: the move is legal
   * and, made, does it (answer.ts ifItDoes).
   */
  z.strictObject({ kind: z.literal('can-block'), blockers: z.array(z.string()).min(1), attackers: z.array(z.string()), at: momentSchema.optional(), purpose: z.literal(true).optional() }),
  z.strictObject({ kind: z.literal('can-target'), target: z.string(), caster: side, spell: z.string().optional(), purpose: z.literal(true).optional() }),
  /**
   * Can the player cast the spell now, or at the point `at` names ("Can I cast Wrath of God during
   * combat?", "Can I respond with Giant Growth?", 「相手の終了ステップに《巨大化》を唱えられますか」)? Tried in
   * the engine: timing (117.1a, 307.1, 702.8a), split second (702.61a), targets (601.2c). `respond`:
   * asked with the spells and abilities the story put on the stack still there (117.7).
   */
  z.strictObject({ kind: z.literal('can-cast'), spell: z.string(), caster: side, targets: z.array(target), at: momentSchema.nullable(), respond: z.boolean(), purpose: z.literal(true).optional() }),
  /**
   * Can the player activate an ability of this object now or at `at` ("Can I tap it for mana while
   * Krosan Grip is on the stack?", 「マナ能力は起動できる？」): `ability` says which — a mana ability (605),
   * one with {T} in its cost (302.6, 602.5a), or (null) the object's only or first one.
   */
  /** `loyalty`: the loyalty ability with that cost (606.4); `again`: asked of activating it a second time this turn ("twice", 606.3, 602.5b). */
  z.strictObject({ kind: z.literal('can-activate'), source: z.string(), player: side, ability: z.enum(['mana', 'tap', 'equip']).nullable(), targets: z.array(target), at: momentSchema.nullable(), respond: z.boolean(), loyalty: loyaltyTold.optional(), again: z.literal(true).optional() }),
  /** Is the creature dealt any damage ("Does my creature take any damage?")? `by`: by that object ("Does the 2/3 deal damage to my Swiftblade?"). */
  /** Damage dealt to an object; `howMuch`: asked as an amount ("how much damage does it take?"), not yes or no. */
  z.strictObject({ kind: z.literal('dealt-damage'), id: z.string(), by: z.string().optional(), howMuch: z.literal(true).optional() }),
  /** Does the player gain life, and how much ("Do I gain any life?")? */
  /** who: asked as "who gains the life?" — the amount of each player, with no yes or no. */
  /** amount: asked of that amount ("Do I gain 5 life?", "do I still gain 3?"): yes only if exactly that much is gained. */
  /** howMuch: asked as an amount ("How much life do I gain?", 「相手は何点回復する？」): the amount gained, not the life total and no yes or no. */
  z.strictObject({ kind: z.literal('life-gained'), side, who: z.literal(true).optional(), amount: z.number().int().min(0).optional(), cmp: comparisonSchema.optional(), howMuch: z.literal(true).optional() }),
  /** Does the object's triggered ability trigger, and how many times ("Does Blood Artist trigger?")? */
  z.strictObject({ kind: z.literal('triggers'), id: z.string() }),
  /** Does the player get tokens, and how many ("Do I get a Spirit token?", "How many tokens do I get?")? */
  /** side null: tokens for anyone (「スピリット・トークンは出る?」 says no player), counted per player in the answer. */
  z.strictObject({ kind: z.literal('tokens'), side: side.nullable(), subtype: z.string().nullable() }),
  /** Does the player draw, and how many cards ("Do I draw a card?")? */
  z.strictObject({ kind: z.literal('draws'), side }),
  /** Does the object come back to the battlefield ("Does it come back?") — or to its owner's hand ("does Rancor come back to my hand?")? */
  z.strictObject({ kind: z.literal('returns'), id: z.string(), to: z.literal('hand').optional() }),
  /** Is it bigger (or smaller) than printed ("Is Vampire Nighthawk bigger with Bad Moon out?")? */
  z.strictObject({ kind: z.literal('bigger'), id: z.string(), bigger: z.boolean() }),
  /** Is it tapped ("Does Serra Angel tap when it attacks?")? */
  z.strictObject({ kind: z.literal('tapped'), id: z.string() }),
  /** Does the spell resolve (not countered, not removed for illegal targets)? */
  z.strictObject({ kind: z.literal('resolves'), id: z.string() }),
  /** 「《稲妻》は不発になる？」: does the spell or ability fail to resolve, every target illegal (608.2b)? */
  z.strictObject({ kind: z.literal('fizzles'), id: z.string() }),
  /** 「《稲妻》は打ち消される？」: is it countered (701.6a)? (A spell whose targets are all illegal is not: 608.2b.) */
  z.strictObject({ kind: z.literal('countered'), id: z.string() }),
  /**
   * Does it (still) have counters of this kind ("Does it keep its +1/+1 counters?")? `amount`: a number of them asked
   * ("Does it have two +1/+1 counters?", "Does Jace have 2 loyalty?"): yes only when it has exactly that many.
   */
  z.strictObject({ kind: z.literal('has-counters'), id: z.string(), counter: z.string(), amount: z.number().int().min(0).optional() }),
  /**
   * Where does it end up? (zone). With `to`, a yes/no: "Does it go to the graveyard?", "does it end up in
   * exile?" (was it put there in the run); with `stay` too, "Does it stay on the battlefield?" (it never left).
   */
  z.strictObject({ kind: z.literal('zone'), id: z.string(), to: z.enum(['battlefield', 'graveyard', 'exile', 'hand', 'library']).optional(), stay: z.literal(true).optional() }),
  /** "How many cards are in my hand?": the number of cards in the player's hand at the end of the story (402.1, after the cleanup discard, 514.1). */
  z.strictObject({ kind: z.literal('hand-size'), side }),
  /** "Who controls it (now)?": its controller at the end of the story (108.4, 613.1b). */
  z.strictObject({ kind: z.literal('controller'), id: z.string() }),
  /**
   * 「最後に場に何か残りますか」「クリーチャーは残っていますか」「私のクリーチャーは1体でも残りますか」: is any permanent of the
   * group (null: any the story has) on the battlefield when the story ends (400.1)? Yes when one is. `survive`: asked
   * as surviving (「何か生き残る？」) — only one on the battlefield from the start that never left counts (a token made
   * during the story, or a card that died and came back, is a new object, 400.7). `negated`: asked in the negative
   * (「何も残らない？」), answered as Japanese answers it (はい: nothing remains).
   */
  z.strictObject({ kind: z.literal('any-remains'), filter: groupSchema.nullable(), survive: z.literal(true).optional(), negated: z.literal(true).optional() }),
]);
export type Ask = z.infer<typeof askSchema>;

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
  shortNames: z.array(z.strictObject({ written: z.string(), card: z.string() })).optional(),
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
  unlessPayment: z.strictObject({ player: z.enum(SIDES).optional(), cost: z.string().optional(), text: z.string(), /** Named as ward's cost ("the ward cost"): only ward's trigger (702.21a) asks it. */ ward: z.literal(true).optional() }).optional(),
});
export type QuestionIR = z.infer<typeof irSchema>;

/** Validates an IR at the seam between the language layer and the rest. */
export function parseIr(value: unknown): { ok: true; ir: QuestionIR } | { ok: false; problems: string[] } {
  const r = irSchema.safeParse(value);
  if (r.success) return { ok: true, ir: r.data };
  return { ok: false, problems: r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`) };
}

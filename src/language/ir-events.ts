/** Question IR events: what the question tells happens, in order. */
import * as z from 'zod';
import { keyword, loyaltyTold, momentSchema, side, target, told } from './ir-basics.ts';
import { changeSchema, refSchema } from './ir-objects.ts';

/**
 * The color told for "… the color of your choice" (608.2d): by choosing words ("naming red", 「赤を選んで」), or by the
 * protection said as what the spell or ability gives ("gives it protection from red with Mother of Runes").
 */
const colorTold = z.strictObject({ color: z.enum(['white', 'blue', 'black', 'red', 'green', 'colorless']), said: z.enum(['choice', 'keyword']) });
export type ColorTold = z.infer<typeof colorTold>;

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
  /** A player told as drawing this many cards ("my opponent draws two cards", 「1枚ドローした」; 121.2, frames/told-draw.ts). */
  z.strictObject({ kind: z.literal('draw'), side, count: z.number().int().min(1).max(20) }),
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
    /** "paying with life", 「ライフで払って」: its Phyrexian mana told as paid with life, the amount unsaid (107.4f: 2 life each symbol). */
    lifeAll: z.literal(true).optional(),
    /**
     * Mana told as paid while casting it ("I cast Mutagenic Growth (paying G)"): the questions layer takes it as the whole
     * cost paid with mana — each Phyrexian symbol with its colour, no life (107.4f) — only when it is the card's cost so read.
     */
    manaPaid: z.string().optional(),
    /**
     * Permanents told as sacrificed by the caster right after the cast ("I respond with Village Rites, sacrificing the
     * Witness"): the choice for the spell's sacrifice cost (601.2h, 118.8) when its costs say one; otherwise the questions
     * layer tells them sacrificed on their own right after the cast, as the words run.
     */
    sacrificed: z.array(z.string()).min(1).optional(),
    /** 700.2, 601.2b: the modes of a modal spell the story says were chosen (0-based, as printed). */
    modes: z.array(z.number().int().min(0)).optional(),
    /** "choosing the 3 damage mode": a mode told by words of its text, matched against the spell's modes as printed (700.2). */
    modeSaid: z.array(z.string()).optional(),
    /** Those words as the question says them, for asking back. */
    modeTold: z.string().optional(),
    /** "I cast Shock to deal 2 damage to …": the words told what the cast is for — of a spell with no modes, what it does, checked against its effects. */
    modePurpose: z.boolean().optional(),
    /** "choosing both modes", "entwined": every mode of the spell (702.42a). */
    modesAll: z.boolean().optional(),
    color: colorTold.optional(),
    /**
     * 601.2d: how the spell's damage is divided among its targets, as told ("I cast Arc Lightning: 2 to his bear and 1 to
     * him", 「熊に2点、相手に1点」) — announced as it is cast; the engine checks it (each target at least 1, the whole amount).
     */
    divide: z.array(z.strictObject({ to: target, amount: z.number().int().min(0) })).min(1).optional(),
    /** 702.33d, 702.96a: whether the story says the kicker or overload cost was paid (castoption.ts). */
    castOption: z.enum(['kicked', 'not-kicked', 'overloaded', 'not-overloaded', 'evoked', 'not-evoked']).optional(),
    /** 702.33c-d: how many times the kicker was paid, when the story says ("kicked twice", 「2回キッカーして」). */
    kicks: z.number().int().min(1).max(20).optional(),
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
    /**
     * "I cast Clone copying their Bears", 「《幻影の像》で《灰色熊》をコピーした」: the object this permanent spell's "enter as a
     * copy of" ability copies, chosen as it enters (614.1c, 614.12a, 707.2); the questions layer refuses a card without one.
     */
    copyOf: z.string().optional(),
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
  /**
   * A survival told as what the action before it did ("I Lava Coil their 5/5 (it survives)", "my 2/2 blocked a 3/3 and
   * lived"): a claim, never an event — nothing happens. The questions layer runs the story up to it and, where the
   * object died by then (700.4), names the claim against the run and answers nothing (questions/claims.ts toldSurvivals),
   * as a told death the run doesn't make is.
   */
  /** (`damage`: "survived with 2 damage on it" — the damage it is told to have marked then, checked against the run, 120.3.) */
  z.strictObject({ kind: z.literal('survives-told'), ids: z.array(z.string()).min(1), damage: z.number().int().nonnegative().optional() }),
  /**
   * (`keywords`: keywords told with the size — "(so 3/3 double strike trample)", 「(先制攻撃・感染)」 — each one it must have
   * then (613.1f), checked the same way; `power`/`toughness` null when only keywords were told. `restated`: told as a note
   * restating what a described object is — "Vampire Nighthawk w/ Rancor (4/3 flying deathtouch lifelink trample)",
   * 「《怨恨》付き《灰色熊》(4/2トランプル)」 — a check on what the set-up makes, never a change and never taken on trust.)
   */
  z.strictObject({
    kind: z.literal('size-told'),
    id: z.string(),
    power: z.number().int().nullable(),
    toughness: z.number().int().nullable(),
    keywords: z.array(keyword).optional(),
    restated: z.literal(true).optional(),
    text: z.string(),
  }),
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
  /**
   * A new object entering the battlefield at this point of the story: a token created ("I create a 1/1 Spirit token",
   * 「1/1の兵士トークンを生成した」「トークンを出した」; 111.1), with only the characteristics the words give it (111.4), or an
   * object told as entering that the story hadn't put there ("a 2/2 Zombie token enters the battlefield", 「…が戦場に出た」).
   * It is not on the battlefield before; what its entering triggers triggers (603.2, 603.6a). `token`: a token (111.1).
   * `byEffect`: not told as entering, only as doing what its "when this enters" ability does ("their Skinrender puts
   * three -1/-1 counters on my Bears"): the questions layer refuses it unless the card has that ability (trigger-targets.ts).
   * `byTarget`: named first as the source of a trigger whose target is told ("Ravenous Chupacabra's trigger targets my
   * Bears"): it entered only if that trigger is its one targeted ability and a "when this enters" one; else the
   * questions layer drops the event and the card is there from the start, as before (trigger-targets.ts).
   */
  z.strictObject({ kind: z.literal('enter'), ids: z.array(z.string()).min(1), token: z.boolean(), byEffect: z.literal(true).optional(), byTarget: z.literal(true).optional() }),
  /** A regeneration shield (701.19): "I regenerate it". `asked`: only asked whether it can be made ("Can I regenerate it?"): it needs a source told (questions/action-sources.ts). */
  z.strictObject({ kind: z.literal('regenerate'), ids: z.array(z.string()).min(1), asked: z.literal(true).optional() }),
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
    /**
     * 「《X》の能力で…と格闘させた」: the asker's words naming the ability by the fight it makes (701.14); the ability must be one
     * whose effect is a fight (checked by the questions layer, story-casts.ts), else the words are named.
     */
    fight: z.string().optional(),
    /**
     * "I pump it", "… its firebreathing", "I pay {B} to regenerate it": what the asker's words say the ability does — a
     * +N/+N to its own creature (613.4c) or a regeneration shield for it (701.19a); the ability must be one that does it
     * (checked by the questions layer, ability-effects.ts), else the words are named.
     */
    effect: z.enum(['pump', 'regenerate']).optional(),
    /** "I tap my X to give …": what the asker said the ability does, not read against its text; the ability is the object's {T} one. */
    described: z.string().optional(),
    /**
     * The words its targets were told with ("targeting my opponent", 「対戦相手を対象に」): named back when the ability
     * the activation is settled on has no target (115.1, 602.2b), never dropped.
     */
    targetText: z.string().optional(),
    /** "Shadowspear's {1} ability": the ability named by the mana of its activation cost (602.1a), as written ("{1}"). */
    manaCost: z.string().min(3).max(40).optional(),
    /** "I activate Cinder Elemental with X=3", 「X=3で起動」: the value announced for an {X} in its activation cost (107.3a, 602.2b). */
    x: z.number().int().nonnegative().optional(),
    /** "I -2 Liliana", 「《リリアナ》の-2を起動」: the loyalty ability with this cost (606.4): +N, −N or 0; or named by its sign or as the ultimate (senses.ts LoyaltyTold). */
    loyalty: loyaltyTold.optional(),
    color: colorTold.optional(),
    /** "I activate Umezawa's Jitte choosing the second mode", 「2番目のモードで起動」: a modal ability's modes (700.2a), 0-based. */
    modes: z.array(z.number().int().nonnegative()).max(10).optional(),
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

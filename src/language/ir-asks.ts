/** Question IR asks: what the question asks of the run. */
import * as z from 'zod';
import { comparisonSchema, keyword, loyaltyTold, momentSchema, side, target } from './ir-basics.ts';
import { groupSchema } from './ir-objects.ts';

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
  // `remains` ("What remains?", 「私の場には何が残りますか」): every permanent on the battlefield at the end (400.1) — a
  // token made in the story and a card that came back (a new object, 400.7) too, which `survives` leaves out.
  z.strictObject({ kind: z.literal('outcome'), about: z.enum(['dies', 'survives', 'remains']).optional(), among: z.strictObject({ side: side.optional(), role: z.enum(['attacker', 'blocker']).optional() }).optional(), count: z.strictObject({ n: z.number().int().min(0), cmp: comparisonSchema.optional() }).optional() }),
  /**
   * `can`: asked as whether it can happen ("Can my 3/3 survive?", 「3/3を倒せる?」): where the outcome rests on a
   * player's free choice (how combat damage is divided, 510.1c-d), yes when some choice makes it happen.
   */
  // `only`: "Does only my 2/2 die?", 「私の2/2だけが死ぬ？」 — yes when it does and no other creature does (when it survives, no other does).
  // `destroyed`: asked as "is it destroyed?", 「破壊される？」 — yes only when it was destroyed (701.8: by an effect that says
  // "destroy", or by lethal or deathtouch damage, 704.5g-h), never when it died otherwise (0 toughness, 704.5f; sacrificed).
  // `by`: what the question says kills it ("Does Shock kill it?", "Does the 3/3's damage kill it?"); `damage`: said to kill by
  // its damage ("Does the damage kill it?") — the death is checked against that cause in the run (questions/asks/kill-cause.ts).
  // `from`: the spell it is asked to be saved from ("Does a regeneration shield save it from Swords?", intents/save-from.ts): a
  // creature that left the battlefield alive as that spell resolved was not saved; one that left by other means is neither.
  z.strictObject({ kind: z.literal('dies'), id: z.string(), positive: z.boolean(), can: z.literal(true).optional(), only: z.literal(true).optional(), destroyed: z.literal(true).optional(), by: z.string().optional(), damage: z.literal(true).optional(), from: z.string().optional() }),
  /** Its P/T; with `is`, whether it is that size ("is it a 4/4 now?", "does it end up a 2/2?"): yes or no. */
  z.strictObject({ kind: z.literal('pt'), id: z.string(), is: z.strictObject({ power: z.number().int(), toughness: z.number().int() }).optional() }),
  z.strictObject({ kind: z.literal('keywords'), id: z.string() }),
  /**
   * "What are the Insect tokens' stats?", "How big are the tokens?", 「トークンのP/Tは？」: the P/T (`what`) or keywords of every
   * token a spell or ability made in the run (111.1) — of that subtype and that player's when said — each one answered,
   * the question not knowing their ids (the engine makes them, 111.4).
   */
  z.strictObject({ kind: z.literal('made-tokens'), subtype: z.string().nullable(), side: side.nullable(), what: z.enum(['pt', 'keywords']) }),
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
  // `prevented`: asked as "does Fog stop the poison counters?", 「毒カウンターは防げますか」 — yes when none is given, the other way round.
  // `negated`: the yes/no asked in the negative (「毒カウンターは乗らない？」), answered as Japanese answers it (はい: none is).
  z.strictObject({ kind: z.literal('poison'), side: side.nullable(), yesNo: z.boolean().optional(), prevented: z.literal(true).optional(), negated: z.literal(true).optional() }),
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
  /** `lifePaid`, `lifeAll`: life told as paid for it, as on a cast (ir-events.ts): "Can I cast Dismember paying 4 life?" (119.4, 118.3). */
  z.strictObject({ kind: z.literal('can-cast'), spell: z.string(), caster: side, targets: z.array(target), at: momentSchema.nullable(), respond: z.boolean(), purpose: z.literal(true).optional(), lifePaid: z.number().int().min(0).optional(), lifeAll: z.literal(true).optional() }),
  /**
   * Can the player activate an ability of this object now or at `at` ("Can I tap it for mana while
   * Krosan Grip is on the stack?", 「マナ能力は起動できる？」): `ability` says which — a mana ability (605),
   * one with {T} in its cost (302.6, 602.5a), or (null) the object's only or first one.
   */
  /** `ping`: the asker's words for its 1 damage to one target ("… to ping something"): the ability must be exactly that. */
  /** `loyalty`: the loyalty ability with that cost (606.4); `again`: asked of activating it a second time this turn ("twice", 606.3, 602.5b). */
  /** `purpose`: asked with what it is for ("Can Chandra's -3 kill their Sheoldred?", 「《X》の-3で…を倒せる？」): one yes or no for both (if-it-does.ts). */
  z.strictObject({ kind: z.literal('can-activate'), source: z.string(), player: side, ability: z.enum(['mana', 'tap', 'equip', 'sacrifice']).nullable(), targets: z.array(target), at: momentSchema.nullable(), respond: z.boolean(), loyalty: loyaltyTold.optional(), again: z.literal(true).optional(), ping: z.string().optional(), purpose: z.literal(true).optional() }),
  /** Is the creature dealt any damage ("Does my creature take any damage?")? `by`: by that object ("Does the 2/3 deal damage to my Swiftblade?"). */
  /** Damage dealt to an object; `howMuch`: asked as an amount ("how much damage does it take?"), not yes or no. */
  // `amount`: asked of that amount ("Does the Pridemate still take 3?", 「熊は3点受ける？」): yes only when exactly that much (or as `cmp` compares).
  z.strictObject({ kind: z.literal('dealt-damage'), id: z.string(), by: z.string().optional(), howMuch: z.literal(true).optional(), amount: z.number().int().min(0).optional(), cmp: comparisonSchema.optional() }),
  /** Does the player gain life, and how much ("Do I gain any life?")? */
  /** who: asked as "who gains the life?" — the amount of each player, with no yes or no. */
  /** amount: asked of that amount ("Do I gain 5 life?", "do I still gain 3?"): yes only if exactly that much is gained. */
  /** howMuch: asked as an amount ("How much life do I gain?", 「相手は何点回復する？」): the amount gained, not the life total and no yes or no. */
  z.strictObject({ kind: z.literal('life-gained'), side, who: z.literal(true).optional(), amount: z.number().int().min(0).optional(), cmp: comparisonSchema.optional(), howMuch: z.literal(true).optional() }),
  /**
   * Does the player lose life, and how much ("Does my opponent lose life?", "Do they still lose 3 life?", 「それでも2点失いますか」):
   * the life the player lost in the run (119.3; damage dealt to a player is lost life, 120.3a), counted from the run's life
   * changes, gains apart. `amount`: yes only for that much (or as `cmp` compares); `howMuch`: the amount, no yes or no.
   */
  z.strictObject({ kind: z.literal('life-lost'), side, amount: z.number().int().min(0).optional(), cmp: comparisonSchema.optional(), howMuch: z.literal(true).optional() }),
  /** Does the object's triggered ability trigger, and how many times ("Does Blood Artist trigger?")? */
  z.strictObject({ kind: z.literal('triggers'), id: z.string() }),
  /** Does the player get tokens, and how many ("Do I get a Spirit token?", "How many tokens do I get?")? */
  /** side null: tokens for anyone (「スピリット・トークンは出る?」 says no player), counted per player in the answer. */
  /**
   * `now`: how many there are on the battlefield at the end ("How many soldiers (do I have)?", "Tokens?"),
   * not how many were made; `cards`: the subtype said without "token" counts every permanent of it; `keywords`: only
   * creatures with every one of these keywords ("how many deathtouch flyers do I end up with?"), tokens or cards.
   */
  z.strictObject({ kind: z.literal('tokens'), side: side.nullable(), subtype: z.string().nullable(), now: z.literal(true).optional(), cards: z.literal(true).optional(), keywords: z.array(z.string().min(1)).min(1).optional() }),
  /** Does the player draw, and how many cards ("Do I draw a card?")? `side` null: who draws ("Who draws?", 「誰が引く？」): each player who drew (121.1). */
  z.strictObject({ kind: z.literal('draws'), side: side.nullable() }),
  /**
   * Does the object come back to the battlefield ("Does it come back?") — or to its owner's hand ("does Rancor come back to my hand?")?
   * `back`: "Do I get my Angel back?" — got back, to the battlefield or its owner's hand, whichever the run puts it in.
   */
  z.strictObject({ kind: z.literal('returns'), id: z.string(), to: z.literal('hand').optional(), whose: side.optional(), back: z.literal(true).optional() }),
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
   * `howMany`: asked as a number ("How much loyalty is left?"): the count, with no yes or no. `put` (with `howMany`):
   * asked how many are put on it ("How many +1/+1 counters go on it?", 「何個乗りますか」) — the counters put in the run,
   * replacements applied (614.1), not those it ends with (704.5q may remove some). `kindUnsaid`: "how many counters …?"
   * asked with no kind, `counter` the one kind the story told (intents/counter-kind.ts): counters of another kind put on
   * it in the run leave the count not known.
   */
  z.strictObject({ kind: z.literal('has-counters'), id: z.string(), counter: z.string(), amount: z.number().int().min(0).optional(), howMany: z.literal(true).optional(), put: z.literal(true).optional(), kindUnsaid: z.literal(true).optional() }),
  /**
   * Where does it end up? (zone). With `to`, a yes/no: "Does it go to the graveyard?", "does it end up in
   * exile?" (was it put there in the run); with `stay` too, "Does it stay on the battlefield?" (it never left); with `kept`,
   * 「手札に残る？」 "does it stay in the hand?" (it is there when the story ends: a token put there is not, 111.7).
   */
  // `whose`: the player whose graveyard, hand or library the question names ("my graveyard"); a card goes to its owner's (400.3).
  // `kept`: 「手札に残る？」 — whether it is still in that zone when the story ends.
  // `recast` (with kept, to hand, whose): "can I recast it?" — whether that player can cast it again from there (intents/recast.ts).
  // `gone`: "is it gone for good?" — off the battlefield when the story ends, never back (a return by persist says no).
  z.strictObject({ kind: z.literal('zone'), id: z.string(), to: z.enum(['battlefield', 'graveyard', 'exile', 'hand', 'library']).optional(), stay: z.literal(true).optional(), kept: z.literal(true).optional(), recast: z.literal(true).optional(), whose: side.optional(), gone: z.literal(true).optional() }),
  /** "How many cards are in my hand?": the number of cards in the player's hand at the end of the story (402.1, after the cleanup discard, 514.1). */
  z.strictObject({ kind: z.literal('hand-size'), side }),
  /** "Who controls it (now)?": its controller at the end of the story (108.4, 613.1b). */
  z.strictObject({ kind: z.literal('controller'), id: z.string() }),
  /**
   * "Does the legend rule apply?", "legend rule?" (704.5j): does the rule make a player put legendary permanents of
   * one name into the graveyard in the run — of that player's (`side`) when said. `keep`: asked as a choice ("Can I
   * keep the new one?"): the rule lets that player choose any one of them, so yes whenever it applies to that player's;
   * 'both' ("Do I get to keep both?"): the other way round — no whenever it applies to that player's.
   */
  z.strictObject({ kind: z.literal('legend-rule'), side: side.nullable(), keep: z.enum(['newest', 'both']).optional() }),
  /**
   * 「最後に場に何か残りますか」「クリーチャーは残っていますか」「私のクリーチャーは1体でも残りますか」: is any permanent of the
   * group (null: any the story has) on the battlefield when the story ends (400.1)? Yes when one is. `survive`: asked
   * as surviving (「何か生き残る？」) — only one on the battlefield from the start that never left counts (a token made
   * during the story, or a card that died and came back, is a new object, 400.7). `negated`: asked in the negative
   * (「何も残らない？」), answered as Japanese answers it (はい: nothing remains).
   */
  z.strictObject({ kind: z.literal('any-remains'), filter: groupSchema.nullable(), survive: z.literal(true).optional(), negated: z.literal(true).optional() }),
  /**
   * "I put all 5 on the 4/4. Is that legal?", "Can I put just 1 on the wall and trample the rest over?": whether the
   * division of combat damage told (`assigned`) may be made (510.1c-d; 702.19b with trample, 702.2c with deathtouch). A
   * division the rules don't allow stops the run (510.1e) and is answered as what can't happen; one the run made is a yes.
   */
  z.strictObject({ kind: z.literal('division-legal') }),
]);
export type Ask = z.infer<typeof askSchema>;

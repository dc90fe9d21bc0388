/**
 * What a word of a question can mean, in either language: the lexicons (en/lexicon.ts,
 * ja/lexicon.ts) map words to these senses, and everything after them works on senses, never on
 * words. A new synonym is one line in a lexicon; a new meaning is a new sense here.
 */
import type { CardType, ChosenColor, Color } from '../engine/types.ts';
import type { Keyword } from '../engine/types.ts';
import type { CastOption } from './castoption.ts';

/** Game verbs: each opens an event frame (frames.ts) or a question (intents.ts). */
export const VERBS = [
  'attack', 'block', 'cast', 'target', 'deal', 'take', 'prevent', 'destroy', 'die', 'survive', 'sacrifice', 'exile', 'return',
  'counter', 'resolve', 'switch', 'gain', 'lose', 'get', 'become', 'equip', 'enchant', 'attach', 'move', 'activate', 'put', 'give',
  'have', 'control', 'be', 'regenerate', 'flicker', 'pay', 'respond', 'trigger', 'connect', 'hit', 'go-through', 'draw', 'discard',
  'create', 'tap', 'untap', 'steal', 'flash', 'leave', 'enter', 'fight', 'win', 'remain', 'double', 'kill', 'bounce', 'assign',
  'end', 'use', 'keep', 'choose', 'name', 'wear', 'play', 'come-back', 'fly', 'pump', 'remove', 'stop', 'apply', 'happen',
  'end-up', 'trample-over', 'push-through', 'mill', 'copy', 'unblocked', 'chump', 'double-block', 'affect', 'mean', 'save', 'go', 'say', 'come', 'work', 'explain',
  'matter',
  /** "Is that legal?", "can I do that?": may what was just told be done (intents/legality.ts thatLegalAsk). */
  'legal',
  /** An amount going up or down ('does my life go down?', 「毒は増えますか」): asked of life or poison. */
  'increase', 'decrease',
  /** 「不発になる」: a spell or ability doesn't resolve because every target it had is illegal (608.2b). */
  'fizzle',
  /** "Does Giant Growth still do anything?", "does it have any effect?": does a spell cast in the story take effect — resolve (608.2b). */
  'take-effect',
  /** "Does my 5/5 trade (with their 4/4)?": two creatures each killing the other in combat — both die (intents/trade.ts). */
  'trade',
  /** "I proliferate, choosing my opponent", 「増殖で相手を選ぶ」: the keyword action (701.34a), read with whom it chooses (frames/proliferate.ts). */
  'proliferate',
] as const;
export type Verb = (typeof VERBS)[number];

/** Who a player word names. 'they' is resolved by context (the opponent, or things just named). */
export type PlayerWord = 'me' | 'opponent' | 'defending' | 'attacking' | 'active' | 'nonactive' | 'player' | 'each' | 'they' | 'anyone' | 'nobody';

/** Nouns that name objects (heads of noun phrases) other than types and subtypes. */
export type ObjectNoun = 'creature' | 'token' | 'permanent' | 'card' | 'spell' | 'attacker' | 'blocker' | 'ability' | 'trigger' | 'one' | 'copy';

/** Nouns of game quantities and concepts that questions ask about or events carry. */
export type ThingNoun =
  | 'damage' | 'life' | 'poison' | 'counter' | 'pt' | 'power' | 'toughness' | 'keyword' | 'game' | 'turn' | 'combat' | 'mana'
  | 'time' | 'size' | 'stats' | 'graveyard' | 'battlefield' | 'hand' | 'library' | 'exile' | 'stack' | 'face' | 'cost' | 'target'
  | 'effect' | 'order' | 'result' | 'way' | 'trample' | 'text' | 'step' | 'lethal' | 'total' | 'shield' | 'trigger'
  /** The game ending with no winner (104.4a): "a draw", "a tie". */
  | 'draw-game'
  /** A regeneration shield (701.19a): "a 2/2 with a regeneration shield", 「再生の盾がある2/2」. */
  | 'regen-shield'
  /** The value of X (an amount whose noun is 'x': "X=3"). */
  | 'x'
  /** The legend rule (704.5j): "does the legend rule apply?". */
  | 'legend-rule';

export type Adjective =
  | 'attacking' | 'blocking' | 'tapped' | 'untapped' | 'unblocked' | 'blocked' | 'other' | 'nontoken' | 'token' | 'legendary' | 'new' | 'old'
  | 'same' | 'only' | 'own' | 'still' | 'sick' | 'enchanted' | 'equipped' | 'dead' | 'alive' | 'first' | 'second' | 'both' | 'all'
  | 'each' | 'any' | 'more' | 'total' | 'most' | 'least' | 'maximum' | 'minimum' | 'combat' | 'noncombat' | 'extra' | 'basic' | 'nonbasic' | 'present' | 'marked' | 'left' | 'sick' | 'bigger' | 'smaller' | 'colorless'
  /** "plain", 「普通の」: a creature with nothing more than what is said (the engine adds nothing anyway). */
  | 'plain'
  /** "gone for good", "dead for good", "permanently": off the battlefield and not back when the story ends. */
  | 'for-good'
  /** 「地上のクリーチャー」: a creature without flying (a ground creature; reach is not flying, 702.17). */
  | 'grounded'
  /** "the turn it enters", "the turn I cast it": said of a question's one creature, summoning sick then (302.6; index.ts arrivalTurn). */
  | 'arriving'
  /** 「勝ち」: has won (the question is whether the player wins). */
  | 'won'
  /** Ordinals past "second" and "last" ("the third 1/1", 「3体目」, "the last one"): which of the objects told alike (refs.ts). */
  | 'third' | 'fourth' | 'fifth' | 'last'
  /** "with a regeneration shield": a shield on it (701.19a), set up where the words tell it. */
  | 'shielded'
  /**
   * "two legendary creatures with the same name", 「同じ名前の伝説のクリーチャー」, "with different names", 「名前の違う」: how the
   * names of objects told without a card name relate — what the legend rule looks at (704.5j). Set up in refs-names.ts.
   */
  | 'same-name' | 'different-names';

export type Prep =
  | 'by' | 'to' | 'with' | 'from' | 'on' | 'at' | 'into' | 'of' | 'for' | 'in' | 'during' | 'before' | 'after' | 'until' | 'targeting'
  | 'without' | 'as' | 'than' | 'onto' | 'under' | 'over' | 'through' | 'against' | 'except' | 'instead' | 'like' | 'via' | 'naming';

export type Conj = 'and' | 'or' | 'but' | 'then' | 'plus' | 'so' | 'because' | 'also' | 'both' | 'either' | 'neither';

export type Sub = 'if' | 'when' | 'after' | 'before' | 'while' | 'once' | 'since' | 'although' | 'whether' | 'that' | 'which' | 'who' | 'whose' | 'where';

export type Wh = 'what' | 'which' | 'who' | 'how' | 'how-much' | 'how-many' | 'where' | 'whose' | 'why' | 'when' | 'how-big';

export type Aux = 'be' | 'have' | 'do' | 'can' | 'will' | 'would' | 'may' | 'must' | 'should' | 'could' | 'might' | 'shall' | 'get' | 'need';

/** Times and durations: they order events and bound effects. */
export type TimeWord =
  | 'until-eot' | 'this-turn' | 'in-response' | 'before-damage' | 'after-damage' | 'after-first-strike' | 'precombat' | 'postcombat' | 'next-turn'
  | 'my-turn' | 'their-turn' | 'end-step' | 'upkeep' | 'cleanup' | 'main-phase' | 'during-combat' | 'after-combat' | 'later'
  | 'earlier' | 'already' | 'now' | 'again' | 'first' | 'finally' | 'each-time' | 'right-away' | 'turn-ends' | 'last-turn' | 'instant-speed'
  | 'draw-step' | 'untap-step' | 'my-next-turn' | 'their-next-turn' | 'end-of'
  /** "at the beginning of my upkeep", "start of their end step": the beginning of the step named after it (frames/moments.ts). */
  | 'beginning-of'
  /** After blockers were declared (509.1): told as order, as before-damage is; no creature can be declared a blocker after it. */
  | 'after-blocks'
  /** "at the same time", "simultaneously", 「同時に」: what the sentence tells happens as one event (language/simultaneous.ts). */
  | 'simultaneous'
  /**
   * "twice", "a second time", 「2回」「二度」: the clause tells its one act two times (frames/index.ts repeated).
   * 'again' ("again", 「もう一度」「再び」) says the clause's act is a second one — of an act told before, or of
   * one presupposed and not told (then refused); 'also' (「さらに」「また」) only adds an act after the others.
   */
  | 'twice' | 'also';

/**
 * Time words that name a step, a phase or a turn (500.1) — the word class a preposition before them belongs to ("on their
 * end step", "in main 2", "during my second main"), never a role taking the clause's subject after it.
 */
export const TURN_POINTS: ReadonlySet<TimeWord> = new Set<TimeWord>([
  'end-step', 'upkeep', 'draw-step', 'untap-step', 'main-phase', 'postcombat', 'during-combat', 'cleanup', 'my-turn', 'their-turn', 'next-turn', 'my-next-turn', 'their-next-turn', 'beginning-of',
]);

/**
 * A loyalty ability as a question names it (606.4): by its cost (+N, −N, 0: a number), or by the sign of its
 * cost — "her plus ability", 「マイナス能力」 — or as the planeswalker's "ultimate" / 「奥義」 (its ability with the
 * largest loyalty cost to remove, by players' usage). Which ability that is, is settled against the card's text.
 */
export type LoyaltyTold = number | 'plus' | 'minus' | 'ultimate';

export type Sense =
  /** `loyalty`: a loyalty symbol used as the verb ("I -2 Liliana", 「《リリアナ》で-3」): activating that loyalty ability (606.4; loyalty.ts). */
  /**
   * `not`: a phrase that says the verb's act is not done ("stays home", "holds back": doesn't attack, 508.1) — read
   * as that verb negated (en/verb-group.ts), never as the act.
   */
  | { kind: 'verb'; verb: Verb; loyalty?: LoyaltyTold; not?: true }
  | { kind: 'player'; who: PlayerWord; possessive: boolean }
  /** 'none': "nothing (else)", "neither" — no object at all. */
  | { kind: 'pronoun'; word: 'it' | 'they' | 'them' | 'its' | 'their' | 'itself' | 'that' | 'this' | 'one' | 'both' | 'each' | 'either' | 'he' | 'his' | 'none' | 'anything' }
  | { kind: 'det'; det: 'a' | 'the' | 'that' | 'this' | 'these' | 'another' | 'any' | 'each' | 'all' | 'every' | 'some' | 'no' | 'which' | 'what' }
  | { kind: 'number'; value: number }
  /** `loyalty`: "her -2", "Liliana's +1 ability": the loyalty ability with that cost (606.4; loyalty.ts). */
  /** `tap`: "its tap ability", "its ability with the tap symbol in its cost": the one with {T} in its cost (302.6; en/tap-abilities.ts). */
  /** `pump`: "its firebreathing", "its pump ability": the one that gives the creature +N/+N (613.4c) — players' names for it. */
  | { kind: 'object-noun'; noun: ObjectNoun; plural: boolean; loyalty?: LoyaltyTold; tap?: true; pump?: true }
  /** `plural`: "life totals" (of both players, when nobody's are said). */
  /** `loyalty`: 「《リリアナ》の-2」「-2能力」: the loyalty ability with that cost (606.4; loyalty.ts). */
  | { kind: 'thing-noun'; noun: ThingNoun; plural?: true; loyalty?: LoyaltyTold }
  | { kind: 'adj'; adj: Adjective }
  | { kind: 'prep'; prep: Prep }
  | { kind: 'conj'; conj: Conj }
  | { kind: 'sub'; sub: Sub }
  | { kind: 'wh'; wh: Wh }
  | { kind: 'aux'; aux: Aux }
  | { kind: 'neg' }
  /** The possessive 's / s' ("AP's 2/2", "the Lions' P/T"). */
  | { kind: 'poss' }
  /** `times`: with 'twice', how many times the act is told when more than two ("three times", frames/index.ts repeated). */
  | { kind: 'time'; time: TimeWord; times?: number }
  | { kind: 'yes-no'; yes: boolean }
  /** `focus`: "just", だけ, のみ — nothing else is ("Does just my 2/2 die?"); read where an exclusive question is asked. */
  /** `aside`: words set aside, never read — a claim someone made (checked by the answer) or a frame of the telling with no game content. */
  | { kind: 'filler'; focus?: true; ifDone?: true; aside?: 'claim' | 'frame'; about?: Keyword }
  | { kind: 'keyword'; keyword: Keyword }
  /** "nonflying", "non-trample": an object said to lack the keyword (as "without flying"); read only before a noun (noun-core.ts). */
  | { kind: 'lacks-keyword'; keyword: Keyword }
  | { kind: 'color'; color: Color; non: boolean }
  | { kind: 'type'; type: CardType; plural: boolean; non: boolean }
  | { kind: 'subtype'; subtype: string; plural: boolean }
  | { kind: 'supertype'; supertype: string }
  | { kind: 'counter-kind'; counter: string }
  /** `options`: a short name several cards share ("ghalta"): which one is asked back. */
  | { kind: 'card'; name: string; display: string; typeLine: string; weak: boolean; verbed: boolean; options?: string[]; shortFor?: string; slip?: true }
  | { kind: 'pt'; power: number | null; toughness: number | null; plural?: true }
  | { kind: 'ptmod'; power: number; toughness: number }
  /** "X=3", "X is 3", 「X=2」「Xを3に」: the value chosen for X (107.3, 601.2b), read by xvalue.ts. */
  | { kind: 'x-value'; value: number }
  /** "choosing the second mode", 「2番目のモード」: the modes chosen for a modal spell (700.2, 601.2b), 1-based, read by modechoice.ts; `purpose`: told as what the cast is for ("… to prevent the next 3 damage"), its target said after it by "to". */
  | { kind: 'mode-choice'; modes: number[]; said?: string[]; told?: string; all?: boolean; purpose?: true }
  /** "naming red", 「赤を選んで」: the color chosen for "… the color of your choice" (608.2d), read by colorchoice.ts. */
  | { kind: 'color-choice'; color: ChosenColor }
  | { kind: 'type-choice'; type: string }
  /** "kicked", "with kicker", "overloaded", 「キッカーして」「超過で」: whether the kicker or overload cost was paid (702.33d, 702.96a), read by castoption.ts. */
  | { kind: 'cast-option'; option: CastOption; times?: number }
  | { kind: 'quote'; text: string }
  | { kind: 'mana'; text: string }
  | { kind: 'punct'; char: string }
  /** A word the lexicon doesn't know: harmless unless it carries the question (coverage.ts). */
  /** In no lexicon; `strange`: not an English word either (a made-up or misspelt word), which carries meaning we can't read;
   *  `told`: an English verb in the past tense or a participle ("shrunk", "zapped") — something said to have happened to the board;
   *  `unsure`: a word that leaves open whether the act after it was done ("almost", "tried to") — named, never read as done. */
  | { kind: 'unknown'; strange?: true; told?: true; unsure?: true };

export type SenseKind = Sense['kind'];

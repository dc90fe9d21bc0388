/**
 * The language-neutral shape of a parsed sentence: noun phrases (objects, groups, players,
 * pronouns, properties such as "its P/T", amounts such as "3 damage") and clauses (a verb with
 * its roles: subject, object, prepositional / particle roles, complement, time words). The
 * English grammar fills roles by word order, voice and prepositions; the Japanese grammar by
 * particles and voice. The frames (frames.ts) and intents (intents.ts) read only this.
 */
import type { CardType, Color, Keyword } from '../engine/types.ts';
import type { Adjective, Aux, ObjectNoun, PlayerWord, Prep, Sub, ThingNoun, TimeWord, Verb, Wh } from './senses.ts';

export interface CardRef {
  name: string;
  display: string;
  typeLine: string;
  /** A short name several cards share ("ghalta"): the cards it could mean, asked back. */
  options?: string[];
  /**
   * "I murder their 2/2": the card was named by a word that is also a game verb (the lexicon's `verb`,
   * written as `word`); the questions layer checks that the card's effect is what the verb says, and asks
   * back when it isn't (answer.ts cardOrVerb).
   */
  saidAs?: { word: string; verb: string };
}

export interface PlayerRef {
  who: PlayerWord;
  /**
   * 「自分の」 said of an object: reflexive, the clause's own subject's (「相手が自分の《灰色熊》に…」 is the
   * opponent's Bears); with no player said as that clause's subject, the asker's, as before (Story.side).
   */
  reflexive?: true;
}

export interface Description {
  det: 'a' | 'the' | 'that' | 'this' | 'another' | 'any' | 'each' | 'all' | 'every' | 'no' | 'some' | 'which' | 'what' | null;
  /** Whose: "my", "their", "AP's", "my opponent's", "its" (the pronoun's object). */
  owner: PlayerRef | null;
  /** How many ("two 4/4s", "both"); null: one, or not said. */
  count: number | null;
  plural: boolean;
  power: number | null;
  toughness: number | null;
  colors: Color[];
  nonColors: Color[];
  types: CardType[];
  nonTypes: CardType[];
  subtypes: string[];
  supertypes: string[];
  keywords: Keyword[];
  /** "without trample", "(no trample)". */
  lacks: Keyword[];
  counters: { kind: string; n: number }[];
  /** Damage already marked ("that was dealt 3 damage this turn", "with 2 damage marked"). */
  damage: number;
  card: CardRef | null;
  /** What names it: a noun ("creature", "blocker"), a card, a type, a subtype, a keyword noun ("trampler"), a bare P/T. */
  head: ObjectNoun | 'card' | 'type' | 'subtype' | 'keyword' | 'pt' | null;
  adjectives: Adjective[];
  /** Equipment and Auras said to be on it ("equipped with X", "with Bonesplitter", "enchanted by X"). */
  attachments: NounPhrase[];
  /** "Soldier tokens from Raise the Alarm". */
  from: CardRef | null;
  /** Quoted rules text it has ("an enchantment that says '…'"). */
  quotes: string[];
  /** "creatures you control", "a creature I control". */
  controlledBy: PlayerRef | null;
  /** "a 4/4 that I own", "a creature my opponent owns": whose it is (108.3), said apart from who controls it (108.4). */
  ownedBy?: PlayerRef;
  /**
   * 「《スラーグ牙》(5/3)」「《怨恨》付き《灰色熊》(4/2トランプル)」「《ファイレクシアの十字軍》(先制攻撃・感染)」, "Vampire Nighthawk
   * w/ Rancor (4/3 flying deathtouch lifelink trample)": a note in brackets after a card's name restating its size and
   * keywords as the asker sees them — checked against what the set-up makes of it (questions/size-claims.ts), never a
   * second creature, nor keywords granted on the asker's word. `after`: told as the result of the clause ("(so 3/3 …)").
   * Said of a creature told by its size alone too ("my 2/2 (now a 4/4)", 「私の2/2(今4/4)」), only when the note has a size.
   * `cause`: the permanent the note names as making that size ("(5/5 with the anthem)"), which must be one on the
   * battlefield besides it (refs-told.ts sizeAsStated) — the size itself is still checked, never taken from it.
   */
  restated?: { power: number | null; toughness: number | null; keywords: Keyword[]; after?: true; cause?: NounPhrase };
  /** A word that may be part of an earlier card's name ("the Bears", "Swiftblade", 熊). */
  partial: string | null;
  /** "a token that was created", "a creature I cast": told it arrived without saying when (302.6 depends on it). */
  arrivalUnsaid?: true;
  /** "one of my two 2/2s": the one picked from a group of that many, told with it (frames/index.ts groupFirst). */
  groupOf?: number | 'unsaid';
}

export type NounPhrase =
  | ({ kind: 'object' } & PhraseBase & Description)
  | ({ kind: 'player'; player: PlayerRef } & PhraseBase)
  /** `count`: how many it says it refers to (「3体とも」: all three), checked against what it finds. */
  | ({ kind: 'pronoun'; word: string; possessive: boolean; count?: number } & PhraseBase)
  /** "its P/T", "my life total", "the Bears' power", "damage dealt by my 3/3", "all damage that would be dealt to my 2/2". */
  | ({ kind: 'property'; noun: ThingNoun; of: NounPhrase | null; adjectives: Adjective[] } & PhraseBase & DamageRoles)
  /** "3 damage", "4 life", "two +1/+1 counters", "+3/+3", "how much damage" (n null), "the next 3 damage that would be dealt to it". */
  | ({ kind: 'amount'; n: number | null; noun: ThingNoun | 'ptmod' | 'counter'; counter: string | null; power: number; toughness: number; adjectives: Adjective[] } & PhraseBase & DamageRoles)
  /**
   * `scope`: a modifier said before the first item may describe that item alone or every item (「接死を持つ
   * 2/2と5/5」); the readings, worded for the asker, to be asked back — never one of them guessed.
   */
  | ({ kind: 'list'; items: NounPhrase[]; conj: 'and' | 'or'; scope?: { options: string[] } } & PhraseBase);

/** Who deals damage and to whom, said inside a noun phrase about damage ("dealt by X", "that would be dealt to Y"). */
export interface DamageRoles {
  by?: NounPhrase | null;
  to?: NounPhrase | null;
}

export interface PhraseBase {
  /** Chunk indices the phrase used. */
  chunks: number[];
  start: number;
  end: number;
  text: string;
}

export interface VerbInfo {
  verb: Verb;
  passive: boolean;
  negated: boolean;
  modal: Aux | null;
  /** "has blocked", 〜ている: an earlier or ongoing event, not a new one. */
  perfect: boolean;
  /** "is copying", "was attacking": "be" before the verb's -ing form, an act going on (〜ている is `perfect`). */
  progressive?: true;
  /** "would die", 〜たら, "if … dies": something that may happen, asked about. */
  hypothetical: boolean;
  /** "make X lose all abilities": the "make" whose meaning is the next clause's. */
  causative?: boolean;
  /** The auxiliary came before the subject ("is it destroyed?", "does it die?"): a question. */
  inverted?: boolean;
  /** 〜てくる / 〜てきた: done toward the speaker (「攻撃してきた」: it attacked me). */
  toward?: boolean;
  /** A verb of putting onto the battlefield (出す, 並べる): of a token, its creation rather than a cast (frames/enters.ts). */
  placing?: true;
  /** The battlefield said inside the verb's own words (「戦場に出る」, as "enter the battlefield"). */
  battlefield?: true;
  /** A card used as a verb ("I Shock the 2/2", 《稲妻》を撃つ with the card as object is not this). */
  card: CardRef | null;
  /** Said by a phrase meaning the act is not done ("stays home": doesn't attack); `negated` already says so. */
  notDone?: true;
  chunks: number[];
  text: string;
}

export interface RolePhrase {
  prep: Prep;
  np: NounPhrase | null;
  time: TimeWord | null;
  chunks: number[];
}

export interface Clause {
  sentence: number;
  /** Set by a reader that recognised the shape of a definition question itself (「トランプルとは？」). */
  lang?: 'ja-define';
  question: boolean;
  sub: Sub | null;
  subject: NounPhrase | null;
  verb: VerbInfo | null;
  object: NounPhrase | null;
  object2: NounPhrase | null;
  roles: RolePhrase[];
  /** After be/become/get/look: "is a 4/4", "is indestructible", "is at 5 life", "gets +3/+3". */
  complement: NounPhrase | null;
  /** Keywords or adjectives said of the subject ("has flying", "is unblocked", "untapped"). */
  keywords: Keyword[];
  adjectives: Adjective[];
  times: TimeWord[];
  wh: Wh | null;
  /** The noun phrase a question word asks about: "how much damage", "which creatures", "what P/T". */
  asked: NounPhrase | null;
  /** "No trample.", "(no trample)": keywords said to be absent. */
  lacks: Keyword[];
  /** "has no +1/+1 counters on it": counters said to be absent (the "no" read apart from the counters' noun phrase). */
  noCounters?: true;
  /** "right?", "or no": the asker expects a yes/no answer. */
  yesNo: boolean;
  /**
   * "since it has flying", "because it's a 2/2", "…, so it's an 8/8": the asker's reason or conclusion, a
   * claim about the story, never a new fact of it (frames/index.ts reads it only when it already holds).
   */
  reason?: true;
  /**
   * "(Can I cast Murder) to destroy their Bears", 「相手の3/3を倒すために（《ショック》を撃てる？）」: what the
   * asker means a cast or a block to do, never a fact of the story. 'prev': it belongs to the clause before
   * (English infinitive); 'next': to the clause after (Japanese 〜ために). Read by frames/purpose.ts.
   */
  purpose?: 'prev' | 'next';
  /**
   * "So does my 2/2", 「2/2もだ」 said where the clause before can't be said again of it (ellipsis.ts): named
   * as not understood, never read as a bare mention of the creature (the verb it stands for was dropped).
   */
  elided?: 'unresolved';
  /** 「誰も」「どれも」「1体も」 with a negated verb: said of none of the subject's group (ja/index.ts). */
  none?: true;
  /**
   * 「何か」「1体でも」 ("anything", "even one"): asked of any one of a group, or of anything the story has —
   * yes when one is (intents/remains.ts anyRemainsAsk). `chunks`: the words that say it.
   */
  any?: { chunks: number[] };
  /**
   * 「できるなら」「可能な場合」「そうなら」「ブロックできるなら」 ("if so", "if it can"): a condition that says nothing but the
   * act the question before asked about, done (ja/index.ts ifSoClauses). Read by index.ts: the answer to a question
   * that asks whether a move can be made already answers what follows with the move made.
   */
  ifSo?: true;
  /**
   * 「残りを本体に振った」「できるだけ本体に通すとして」「致死分だけ割り振って」: the attacking player's division of combat damage
   * told as the most past the blockers — lethal damage to each, the rest to what it attacks (510.1c-d, 702.19b) — which is
   * what the run does when no division is said (frames/index.ts mostPastBlockers). No amount is told.
   */
  mostPast?: true;
  /**
   * Told so with no trample said in the question (「相手は通せるだけ通してきた」): past the blockers only if the blocked
   * attacker has trample of its own (its card's keyword), which the frame checks (frames/index.ts mostPastBlockers).
   */
  trampleUnsaid?: true;
  /**
   * A division of damage told with amounts — "3 on the blocker and the rest on the player", "2 to the first blocker and 4
   * to the second", 「2/2に2点、残りを相手に」, 「3点と3点に分けた」: each part's amount (null: the rest, what remains) and
   * recipient (null: not said, amounts alone), with the chunks that say it. `joined`: the clause carries on the division
   * of the clause `head` before it (「ブロッカーに3点割り振って、残りはプレイヤーへ」), whose parts hold it. Read by
   * frames/division.ts as the dividing player's choice (510.1c-d, 702.19b; 601.2d for a spell). `asked`: said with "can"
   * ("Can I put just 1 on the wall and trample the rest over?") — the division supposed, and whether it may be made asked.
   */
  division?: { parts: DivisionPart[]; joined?: true; head?: Clause; asked?: true };
  /** A reader saw two readings of the clause it can't choose between (their words): asked back, never guessed. */
  askBack?: { options: string[]; detail?: 'which-one' | 'who-acts' };
  /** Chunks the clause covers. */
  chunks: number[];
  start: number;
  end: number;
  text: string;
}

export function emptyDescription(): Description {
  return {
    det: null, owner: null, count: null, plural: false, power: null, toughness: null, colors: [], nonColors: [], types: [], nonTypes: [], subtypes: [], supertypes: [],
    keywords: [], lacks: [], counters: [], damage: 0, card: null, head: null, adjectives: [], attachments: [], from: null, quotes: [], controlledBy: null, partial: null,
  };
}

/** A description that says a size and nothing else ("a 5/5"): what a size told as reached is (frames/util.ts sizeReached), and a size told of "now" (ja/copula-states.ts nowSizeOnly). */
export function plainSize(d: Description): boolean {
  const rest = d.lacks.length + d.attachments.length + d.quotes.length + d.subtypes.length + d.supertypes.length + d.nonColors.length + d.nonTypes.length + d.adjectives.length + d.keywords.length + d.colors.length + d.counters.length + d.damage;
  return rest === 0 && d.card === null && d.from === null && d.types.every((t) => t === 'Creature') && (d.count === null || d.count === 1);
}

export function emptyClause(sentence: number, question: boolean): Clause {
  return { sentence, question, sub: null, subject: null, verb: null, object: null, object2: null, roles: [], complement: null, keywords: [], adjectives: [], times: [], wh: null, asked: null, lacks: [], yesNo: false, chunks: [], start: 0, end: 0, text: '' };
}

/** One part of a division told (Clause.division): an amount (null: the rest) and who or what gets it (null: not said). */
export interface DivisionPart {
  amount: number | null;
  to: NounPhrase | null;
  /** "the second" after "the first blocker": the recipient said by its ordinal alone, of the same noun as the part before. */
  ordinal?: number;
  /**
   * "1 to each bird", "1 damage on each (of them)", 「それぞれに1点ずつ」: the amount goes to every one of the creatures `to`
   * names (null: every one the divider divides among) — no one of them picked, each of them (510.1c-d).
   */
  each?: true;
  /** "everything on the 3/3", 「3/3に全部」: all of the damage to it (amount null) — every other part told must be none. */
  all?: true;
  /** "trample the rest over", "trample 5 over": past the blockers, to the player it attacks (702.19b; `to` null). */
  past?: true;
  chunks: number[];
}

export interface Sentence {
  index: number;
  question: boolean;
  clauses: Clause[];
  start: number;
  end: number;
  text: string;
}

/** All chunk indices a noun phrase covers, nested phrases included. */
export function phraseChunks(np: NounPhrase | null | undefined): number[] {
  if (!np) return [];
  const out = [...np.chunks];
  if (np.kind === 'list') for (const it of np.items) out.push(...phraseChunks(it));
  if (np.kind === 'object') for (const a of np.attachments) out.push(...phraseChunks(a));
  if (np.kind === 'property') out.push(...phraseChunks(np.of));
  if (np.kind === 'property' || np.kind === 'amount') out.push(...phraseChunks(np.by), ...phraseChunks(np.to));
  return out;
}

/** Every noun phrase of a clause (roles included). */
export function clausePhrases(c: Clause): NounPhrase[] {
  return [c.subject, c.object, c.object2, c.complement, c.asked, ...c.roles.map((r) => r.np)].filter((n): n is NounPhrase => n !== null);
}

/** Which of the objects told alike an ordinal picks, in the order they were told ("the second 1/1", 「2体目」). */
export const ORDINALS: ReadonlyMap<Adjective, number | 'last'> = new Map<Adjective, number | 'last'>([
  ['first', 1], ['second', 2], ['third', 3], ['fourth', 4], ['fifth', 5], ['last', 'last'],
]);

/**
 * Words that pick an object among those already told rather than describe one: an ordinal, or "other"
 * (set against the one singled out). With no noun ("the second one", "the other", 「もう一方」) they
 * make a phrase whose head is 'one' (refs.ts).
 */
export const REFERRING: ReadonlySet<Adjective> = new Set<Adjective>([...ORDINALS.keys(), 'other']);

/** The ordinal a description says (null: none; two is no reading, and is left to the caller as none). */
export function ordinalOf(d: Pick<Description, 'adjectives'>): number | 'last' | null {
  const got = d.adjectives.flatMap((a) => (ORDINALS.has(a) ? [ORDINALS.get(a)!] : []));
  return got.length === 1 ? got[0]! : null;
}

/**
 * What the frames build while reading a question: the objects it describes (ids in order of
 * first mention), the events in order, the questions asked, and what could not be understood.
 * Both languages share it. References resolve here, the same way for every language: a card
 * named again is the same card; "the 2/2", "that creature", 「その2/2」 find the latest object
 * they fit; a word of an earlier card's name ("the Bears", 熊) finds that card; "it" and それ
 * find the latest object mentioned before the clause. A reference two objects fit equally is
 * asked back, and nothing is invented for a reference that finds nothing.
 */
import type { CardType, Color, Keyword } from '../engine/types.ts';
import type { Lang } from '../core/lang.ts';
import type { Sense, Wh } from './senses.ts';
import type { Ask, Assigned, IrObject, QEvent, Side } from './ir.ts';
import type { CardRef, Clause, Description, NounPhrase, PlayerRef } from './clause.ts';
import { phraseChunks } from './clause.ts';
import * as players from './story-players.ts';
import * as objects from './story-objects.ts';
import * as pronouns from './story-pronouns.ts';
import * as fitting from './story-fitting.ts';
import type { CardFacts } from './story-fitting.ts';
export type { CardFacts } from './story-fitting.ts';
import { distinctOptions } from './option-words.ts';

/** Player words that name no one side (never what 「自分の」 refers back to). */
const MANY_SIDES: ReadonlySet<string> = new Set(['each', 'anyone', 'nobody']);

export type ProblemKind = 'not-understood' | 'ambiguous' | 'unresolved' | 'unsupported' | 'contradiction';

export interface StoryProblem {
  kind: ProblemKind;
  /** The user's words, exactly as written. */
  text: string;
  /** What about them (a code the renderer words): 'what-it-refers-to', 'which-one', … */
  detail: string;
  /** For 'ambiguous': the objects it could mean, as the question described them. */
  options?: string[];
}

export type Role = 'attacker' | 'blocker';

export class Story {
  readonly objects: IrObject[] = [];
  /** The card each object told by a card name was made from (refs.ts: one more of that card said by a short name). */
  readonly cardRefs = new Map<string, CardRef>();
  readonly events: QEvent[] = [];
  readonly responses = new Set<number>();
  readonly asks: Ask[] = [];
  readonly life: { A?: number; B?: number } = {};
  readonly poison: { A?: number; B?: number } = {};
  /** Cards in a player's hand, as told ("I have 9 cards in hand", 402.1): the hand is then described by its count. */
  readonly handSize: { A?: number; B?: number } = {};
  /** Graveyards told empty ("my graveyard is empty", 「墓地は空」): known to hold nothing (ir.ts `emptyGraveyards`). */
  readonly emptyGraveyards = new Set<Side>();
  readonly librarySize: { A?: number; B?: number } = {}; // cards in each library, as told (ir.ts `librarySize`)
  /** Combat damage assignments told (ir.ts `assigned`). */
  readonly assigned: Assigned[] = [];
  /** Life totals told with no player said (「ライフが5なら」): read as the asker's, checked against the asks (index.ts). */
  readonly lifeOfUnsaid: { side: 'A' | 'B'; text: string }[] = [];
  readonly restatedAfter: QEvent[] = []; // restatements told as a clause's result ("(so 3/3 …)"): pushed after its events (refs-told.ts sizeAsStated)
  /** "Can I kill X?" asked with no means said (intents/fates.ts): refused when the question tells no event at all. */
  readonly unsaidMeans: string[] = [];
  /** Objects a question introduced by "another …", or "a"/"any"/"some" while a told object fits the words too, no card ("a 2/2"
   * after "his 2/2"), with the sentence saying them: made up, checked once all is read (understood-checks.ts askedIndefinite). */
  readonly askedIndefinite: { id: string; words: string; sentence: number | null }[] = [];
  clauseSentence: number | null = null; // the sentence of the clause being read (beginClause)
  thereAsked = false; // "Is there a creature that …?" being read (read-story.ts): its indefinite is asked, never told
  /** Totals told after events that may have changed them, taken as the start until the whole question is read (frames/util.ts `deferLateTotal`). */
  readonly lateTotals: { sides: ('A' | 'B')[]; what: 'life' | 'poison'; text: string; events: number; asks: number; sentence: number; beforeDamage?: boolean }[] = [];
  readonly triggerTargets: { source: string; targets: (string | Side)[] }[] = []; // targets said for an object's triggered ability (603.3d)
  readonly triggerResponses: { to: QEvent | Ask; source: string | null; words: string }[] = []; // told made to a triggered ability (frames/trigger-response.ts)
  diedThisTurn: boolean | null = null; // told whether a creature died this turn before the story (700.4, frames/turn-history.ts); null: untold
  legendKept: 'newest' | 'oldest' | null = null; // the legend rule's choice told: which one is kept (704.5j, frames/legend-keep.ts)
  proliferated: { chosen: (string | Side)[]; text: string } | null = null; // what a proliferate chooses, told (701.34a, frames/proliferate.ts)
  unlessPaid: boolean | null = null; // a "counter unless its controller pays" cost (ward 702.21a, 118.12a) told as paid or not; null: not said
  /** Who was told to pay or not (null: not said) and what amount ("{3}", null: not said), with the words. */
  unlessPayment: { player: Side | null; cost: string | null; text: string; ward: boolean } | null = null;
  readonly problems: StoryProblem[] = [];
  /** Chunk indices consumed by a frame or an intent. */
  readonly used = new Set<number>();
  readonly roles = new Map<string, Role>();
  /** Objects said to be unblocked (attacking, with no block). */
  readonly unblocked = new Set<string>();
  /** Creatures told not to block ("I don't block with my 2/2", frames/idle.ts). */
  readonly idleBlockers = new Set<string>();
  /** States a description gave an object ("my attacking 2/2"), checked against the combat once all is read (refs.ts). */
  readonly statesSaid: { id: string; state: 'attacking' | 'blocking' | 'unblocked'; words: string }[] = [];
  /**
   * Targets and sacrificed permanents said only by their kind ("sacrifice a creature") when nothing told fit
   * them: made as objects of their own, and checked once the story is read against what was told after them
   * (refs.ts checkChosenLater).
   */
  /** Set by refs.ts while a chosen object with nothing told to fit it is being made (then moved to chosenUntold). */
  chosenPending: { d: Description; whose: Side | null; words: string } | null = null;
  readonly chosenUntold: { ids: string[]; d: Description; whose: Side | null; words: string; after: number }[] = [];
  blockFirst = false;
  /** A yes/no question was asked (its answer must carry a verdict). */
  yesNo = false;
  /** Asks one yes/no question asked of several things (ir.ts `together`). */
  readonly together: number[][] = [];
  /** Asks one yes/no question asked of either of several things (ir.ts `anyOf`): yes if yes for any. */
  readonly anyOf: number[][] = [];
  /** Asks from a question with a question word (ir.ts `whAsks`): never answered yes or no. */
  readonly whAsks: { ask: number; text: string; wh: Wh; listed?: true }[] = [];
  /** Asks of an English negative question asked auxiliary first (ir.ts `negativeAsks`): answered leading with the fact. */
  readonly negativeAsks: number[] = [];
  /** Asks of a question of what may be done (ir.ts `mayActAsks`). */
  readonly mayActAsks: number[] = [];
  /** Asks that answer "which of them…?" one candidate each (legality.ts): together they name which. */
  readonly listed = new Set<Ask>();
  /** Asks whose "it" could be either of two creatures (ir.ts `itEither`). */
  readonly itEither: { ask: number; ids: string[]; text: string; words: string[] }[] = [];
  /**
   * "There are no other creatures", "they have no creatures", "nothing else on board": what the
   * question says is not there. The engine's board holds only what was described, so these are so
   * already; each is checked against the objects described (those after it, for "other"/"else").
   */
  /** Statements read and found to add nothing the board doesn't already say ("nothing else blocks"): counted so a frame's work shows. */
  noted = 0;
  /** `after` -1: "other"/"else" (other than what the question describes, so nothing to check). */
  /** `keywords`: only objects with them are said absent (any one of them; all of them when `allOf`). */
  /** `tapped`: only the tapped (true) or untapped (false) ones are said absent ("no untapped lands"). */
  readonly absent: { controller: Side | null; types: CardType[]; subtypes: string[]; keywords: Keyword[]; allOf: boolean; after: number; text: string; tapped?: boolean }[] = [];
  /** Players told to have no mana to spend ("I'm tapped out", "he has no mana"): see noManaOf (no-mana.ts). */
  readonly noMana = new Set<Side>();
  /** What each noun phrase already resolved to: a subject shared by two clauses is one object. */
  readonly resolved = new WeakMap<object, string[]>();
  /**
   * "the active player" / 「アクティブ・プレイヤー」 read while the story had told no turn (Story.activeSide): bound to
   * the asker by default, which is right only when the question speaks of no player as "I" or "my opponent".
   */
  activeUnbound = false;
  /** A player was named as the asker or the opponent ("I", "my opponent", 相手, or the unsaid teller): not only as active or nonactive. */
  personalNamed = false;
  /** Every object mention in order (mention): what references look back through (story-pronouns.ts, story-fitting.ts). */
  readonly mentions: string[] = [];
  /** Mentions before the clause being read: "it" in "my 3/3 blocks it" is not "my 3/3". */
  clauseStart = 0;

  constructor(
    readonly lang: Lang,
    readonly text: string,
    /** The senses of a chunk (for consuming words a frame read from the clause's lists). */
    readonly sensesAt: (chunk: number) => readonly Sense[] = () => [],
    /** What the catalog says of a card (its keywords and colours), when it has been looked up (index.ts CardFacts). */
    readonly facts: ((card: string) => CardFacts | null) | null = null,
    /** The words of a chunk as written ("twice" and "2" are both the number 2). */
    readonly chunkText: (chunk: number) => string = () => '',
  ) {}

  /**
   * Cards a description was compared with by a keyword or a colour the catalog would tell ("the flier" with
   * Serra Angel and Grizzly Bears told): the question is read again with their facts (questions/index.ts).
   */
  readonly needFacts = new Set<string>();

  /** The catalog's facts of an object's card, or null (no card, or not looked up: then noted in needFacts). */
  cardFacts(o: IrObject): CardFacts | null {
    if (o.card === null) return null;
    const f = this.facts?.(o.card) ?? null;
    if (f === null) this.needFacts.add(o.card);
    return f;
  }

  /** The time word a chunk carries, if any (for consuming the ones the story's order expresses). */
  timeAt(k: number): string | null {
    const t = this.sensesAt(k)[0];
    return t?.kind === 'time' ? t.time : null;
  }

  /** The color word a chunk carries, if any ("becomes blue"). */
  colorAt(k: number): Color | null {
    const t = this.sensesAt(k).find((x) => x.kind === 'color');
    return t?.kind === 'color' && !t.non ? t.color : null;
  }

  /** Marks the clause's keyword words used (a frame read `clause.keywords`). */
  useKeywords(chunks: readonly number[]): void {
    for (const k of chunks) if (this.sensesAt(k)[0]?.kind === 'keyword') this.used.add(k);
  }

  use(np: NounPhrase | null | undefined): void {
    this.useChunks(phraseChunks(np));
  }

  /** Marks chunks as read. A word no one knows (`strange`) is never read along with its neighbours: it stays to be named. */
  useChunks(chunks: Iterable<number>): void {
    for (const c of chunks) {
      const s = this.sensesAt(c)[0];
      if (s?.kind === 'unknown' && s.strange === true) continue;
      this.used.add(c);
    }
  }

  problem(kind: ProblemKind, text: string, detail: string, options?: string[]): void {
    if (!this.problems.some((p) => p.text === text && p.detail === detail)) this.problems.push({ kind, text, detail, ...(options ? { options: distinctOptions(options, this.lang) } : {}) });
  }

  beginClause(c?: Clause): void {
    this.clauseStart = this.mentions.length;
    this.clauseSentence = c?.sentence ?? null;
    // 「相手は自分の4/4で…」: the player said as this clause's own subject is whom 「自分の」 refers back to.
    const own = c?.subject?.kind === 'player' && phraseChunks(c.subject).some((k) => c.chunks.includes(k));
    this.subjectSide = own && c.subject?.kind === 'player' && !MANY_SIDES.has(c.subject.player.who) ? this.side({ who: c.subject.player.who }) : null;
    // 「相手は《灰色熊》でブロック、《巨大化》を自分の熊に撃った」: a player carried over as this clause's subject
    // (not said in it) may be whom 自分 refers back to, as the asker may be: asked back when that is the opponent.
    this.carriedSide = !own && c?.subject?.kind === 'player' && !MANY_SIDES.has(c.subject.player.who) ? this.side({ who: c.subject.player.who }) : null;
    if (this.clauseStarts[this.clauseStarts.length - 1] !== this.clauseStart) this.clauseStarts.push(this.clauseStart);
  }

  /** The objects named in the clause being read so far (beginClause), each once, in the order named. */
  inClause(): string[] {
    return [...new Set(this.mentions.slice(this.clauseStart))];
  }

  /** The player said as the subject of the clause being read (beginClause); null when none was said in it. */
  subjectSide: Side | null = null;
  /** The player this clause's subject was carried over from (or filled in as), not said in it; null otherwise. */
  carriedSide: Side | null = null;

  /** Where each clause's mentions began (for "other": the objects of the latest clause that named any). */
  private clauseStarts: number[] = [0];

  /**
   * "Their 2/2 has hexproof and their other creature is a 1/1", "The 2/2 attacks. Does my other creature
   * die?": what "other" sets a description against — of the objects it fits, those named in the latest
   * clause that named any of them (the current one included). "Other" means none of these.
   */
  contrast(fitting: readonly string[]): string[] {
    let last = -1;
    for (let k = this.mentions.length - 1; k >= 0; k--) {
      if (fitting.includes(this.mentions[k]!)) {
        last = k;
        break;
      }
    }
    if (last < 0) return [];
    const from = [...this.clauseStarts].reverse().find((x) => x <= last) ?? 0;
    const next = this.clauseStarts.find((x) => x > last) ?? this.mentions.length;
    return [...new Set(this.mentions.slice(from, next).filter((id) => fitting.includes(id)))];
  }

  mention(id: string): void {
    this.mentions.push(id);
  }

  /** "My 2/2 and my 3/3 attack": where the latest several-object mention ended, to tell whether one of them was named alone since. */
  private lastPluralAt = 0;

  /** Objects named together ("two 2/2s", "my 2/2 and my 3/3"): "one" is one of them, and "it" could be any. */
  plural(ids: string[]): void {
    this.lastPlural = ids;
    this.lastPluralAt = this.mentions.length;
  }

  /**
   * "My 2/2 and my 3/3 attack. Their 4/4 blocks it.": "it" found one of several objects named together,
   * none of them named alone since; any could be meant, so they are asked back (issue 11 §2), never guessed.
   */
  severalFor(ids: string[]): string[] | null {
    if (ids.length !== 1 || this.lastPlural.length < 2 || !this.lastPlural.includes(ids[0]!)) return null;
    if (this.topic.length === 1) return null;
    const since = this.mentions.slice(this.lastPluralAt, this.clauseStart);
    if (this.lastPlural.some((id) => since.includes(id))) return null;
    const live = this.lastPlural.filter((id) => this.get(id)?.zone === 'battlefield' && this.get(id)?.types.includes('Creature') === true);
    return live.length > 1 ? live : null;
  }

  get(id: string): IrObject | undefined {
    return this.objects.find((o) => o.id === id);
  }

  // -------------------------------------------------------------------------------------------
  // Players

  /** The side a player word names. 'defending'/'attacking' follow the combat told so far. */
  side(p: PlayerRef): Side {
    return players.side(this, p);
  }

  // -------------------------------------------------------------------------------------------
  // Objects

  /** A new object from a description. */
  create(d: Description, words: string, controller: Side | null): IrObject {
    return objects.create(this, d, words, controller);
  }

  /** The player whose action caused the next clause ("I … make X lose all abilities"). */
  causedBy: Side | null = null;
  /** A clause said the stack resolves ("after everything resolves"): nothing to add, it does anyway. */
  resolvedMention = false;
  /**
   * A cost told with its own verb ("I sacrifice a Goblin", "I pay 2 life") that an infinitive of
   * the same sentence may show to be the cost of an activation ("… to activate X"): what it added
   * (its event, or its problem) is taken back then. Its clause is kept for its time words (frames/util.ts withTimesOf).
   */
  costTold: { sentence: number; sacrifice?: string[]; payLife?: number; manaCost?: string; payer?: Side | null; eventsAt?: number; tap?: string; clause: Clause; counters?: { source: string; n: number }; event: number | null; problem: number | null } | null = null;
  /** The clause whose cast last let the stack resolve before it ("then I cast …"): its own further casts don't again. */
  sequenced: object | null = null;
  /** The sentence that told each event pushed by a frame (frames/util.ts push): told results look for their action there. */
  readonly toldIn = new Map<QEvent, number>();
  /** The latest spell told cast: its event's index and the sentence that told it (frames/zones.ts regenerate). */
  lastCast: { event: number; sentence: number } | null = null;
  /** The latest ask read and the sentence that asked it (intents/ask-core.ts ask): a payment said after it may be its (frames/life-payment.ts). */
  lastAsked: { ask: Ask; sentence: number } | null = null;
  /** The latest main clause read: its sentence, and how many events there were before it. */
  lastMain: { sentence: number; before: number } | null = null;
  /**
   * The events an "if" clause told, with no word for when ("If I cast Giant Growth, …", 「《顕在的防御》を使えば…」):
   * a spell the question then names as the threat (intents/common.ts castInstrument) may be what they answer.
   */
  conditionEvents: { sentence: number; from: number; to: number } | null = null;
  /** The clause being read is subordinate and ends its sentence ("they cast X after Shock resolves"): it is about the clause before it. */
  clauseTrails = false;
  /** The clauses of its sentence after the one being read ("I pay the 2 for ward when I cast Murder": the cast it is for). */
  clausesAfter: readonly Clause[] = [];
  clausesNext(c: Clause, after: readonly Clause[]): void {
    this.clausesAfter = after;
    this.clauseTrails = c.sub !== null && after.every((x) => x.sub !== null);
  }
  /** The latest objects named together ("two 2/2s"): "one" is one of them. */
  lastPlural: string[] = [];
  /** Where "they" was said of the opponent ("… and they don't block"): a later "they" may mean that player. */
  readonly theyPlayerAt: number[] = [];
  opponentTotalLater = false; // a sentence after the one being read tells the opponent's life or poison total (later-facts.ts)
  /** Clauses whose "respectively" a frame read, pairing two lists in order (index.ts names any other). */
  readonly pairedInOrder = new Set<Clause>();
  /** Conditions said "instead" whose blocks took the place of those told before (index.ts replaceInstead). */
  readonly replaced = new Set<Clause>();
  /** How many objects there were when the clause being read began (an object at or past it was described by that clause). */
  objectsAtClause = 0;
  /** The clause that told each event pushed by a frame (frames/util.ts push). */
  readonly toldBy = new Map<QEvent, Clause>();
  /** The objects the latest clause was about (its subject): "it" in the next clause means them first. */
  topic: string[] = [];
  /** Creatures a clause only said were there while the story was about another (frames/index.ts presenceOnly): never the topic. */
  bystanders: string[] = [];
  /**
   * Creatures said to be there before any event was told ("I have a Hill Giant. He has a Grizzly Bears."): none of
   * them is what the story is about yet, so an "it" that could be more than one of them is asked back (refs.ts).
   */
  presentBeforeEvents: string[] = [];
  /** Players whose life total was said with an attack at them ("attacks him at 3 life", frames/attacks.ts): another total told is a clash. */
  readonly lifeAtAttack = new Set<Side>();
  /** What the clause that set the topic did something to (its object): "Their 4/4 blocks my 3/3" — the 3/3. */
  topicObject: string[] = [];
  /**
   * The object the topic clause said was dealt damage ("A 3/3 deals 3 damage to a 2/2": the 2/2). Asked
   * "does it die / survive?" next, the damaged object is what is meant: damage a source deals does nothing
   * to the source (120.3), so the other reading asks nothing. Told in a statement, "it" stays open (below).
   */
  topicDealtTo: string[] = [];
  /** A question clause is being read (intents), not a statement (frames). */
  asking = false;
  /**
   * The noun phrases of the sentences after the question being read ("Does the 5/5 die? | My 3/3 deathtouch
   * attacks and a 5/5 blocks."): a definite description asked of before the story that introduces it points
   * forward to it (refs.ts toldLater). Empty once the story has been read.
   */
  laterPhrases: NounPhrase[] = [];
  /** The noun phrases of the sentences after the one being read, statement or question (refs.ts: a short name said before its card). */
  laterTold: NounPhrase[] = [];

  /**
   * A planeswalker the latest clause was about ("Liliana is on 3 loyalty."): "her"/"him" in the next
   * clause is it ("I bolt her"), as players call planeswalkers by their person; a clause about a
   * player ends that.
   */
  personTopic: string | null = null;
  /** What "she"/"her", "he"/"him" were read as here (an object's id or a player): one meaning throughout (persons.ts). */
  readonly persons = new Map<'he' | 'she', string | Side>();

  /** Where the object was last mentioned before the current clause (an index in mention order; -1: not before it). */
  lastMentionBefore(id: string): number {
    return this.clauseStart === 0 ? -1 : this.mentions.lastIndexOf(id, this.clauseStart - 1);
  }
  /** The latest clause named what it acted on by a pronoun ("… and my 1/1 blocks it"): a next "it" could be either. */
  topicObjectByPronoun = false;
  /** The topic and its object were named together by a player's block, neither the subject (frames/index.ts): "it" may be either. */
  topicPair = false;

  /** The latest object mentioned before the current clause (then any), preferring creatures for "it". */
  pronoun(kind: pronouns.PronounKind = 'it'): string[] {
    return pronouns.pronoun(this, kind);
  }

  /** Objects a definite description fits, latest first; "my 1/1" is one already known to be mine before one whose controller is open. */
  fitting(d: Description, controller: Side | null): IrObject[] {
    return fitting.fitting(this, d, controller);
  }

  /** Objects a description fits whoever controls them, latest first. */
  fittingAll(d: Description): IrObject[] {
    return fitting.fittingAll(this, d);
  }
}

export { other } from './story-players.ts';
export { absentKindsOf, checkAbsent } from './story-absent.ts';
export { hasKeywordOf, kwText } from './keyword-text.ts';

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
import { subtypeSet } from '../engine/subtypes.ts';
import { CARD_TYPES } from '../scenario/schema/vocabulary.ts';

/** Player words that name no one side (never what 「自分の」 refers back to). */
const MANY_SIDES: ReadonlySet<string> = new Set(['each', 'anyone', 'nobody']);

/** What the catalog says of a card that a description may pick it by: its keywords (lower-case text, "flying"), colours and size. */
export interface CardFacts {
  keywords: readonly string[];
  colors: readonly Color[];
  /** Printed power and toughness (null: none, or not a number, "*"). */
  power: number | null;
  toughness: number | null;
  /** As a spell, whether it has a target (115.1): false for one with none (《濃霧》); absent when the card isn't read so. */
  targets?: boolean;
  /** Whether the card has a triggered ability (603.1); absent when not read so. */
  triggered?: boolean;
}
import { formatKeyword } from '../scenario/schema/vocabulary.ts';

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

const other = (s: Side): Side => (s === 'A' ? 'B' : 'A');

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
  /** Cards in each library, as told (ir.ts `librarySize`). */
  readonly librarySize: { A?: number; B?: number } = {};
  /** Combat damage assignments told (ir.ts `assigned`). */
  readonly assigned: Assigned[] = [];
  /** Life totals told with no player said (「ライフが5なら」): read as the asker's, checked against the asks (index.ts). */
  readonly lifeOfUnsaid: { side: 'A' | 'B'; text: string }[] = [];
  /** Totals told after events that may have changed them, taken as the start until the whole question is read (frames/util.ts `deferLateTotal`). */
  /** "Can I kill X?" asked with no means said (intents/fates.ts): refused when the question tells no event at all. */
  readonly unsaidMeans: string[] = [];
  /**
   * Objects a question introduced by "another …", or by "a"/"any"/"some" while a told object fits the words too, and
   * no card ("another creature", "a 2/2" after "his 2/2"): read as one more object, made up. Checked once all is read
   * (understood-checks.ts askedIndefinite): one no event touches is a variable ("do I get to kill another thing?").
   */
  readonly askedIndefinite: { id: string; words: string }[] = [];
  readonly lateTotals: { sides: ('A' | 'B')[]; what: 'life' | 'poison'; text: string; events: number; asks: number }[] = [];
  /** Targets said for an object's triggered ability (603.3d). */
  readonly triggerTargets: { source: string; targets: (string | Side)[] }[] = [];
  /** A "counter unless its controller pays" cost (ward 702.21a, 118.12a) told as paid or not; null: not said. */
  unlessPaid: boolean | null = null;
  /** Who was told to pay or not (null: not said) and what amount ("{3}", null: not said), with the words. */
  unlessPayment: { player: Side | null; cost: string | null; text: string; ward: boolean } | null = null;
  readonly problems: StoryProblem[] = [];
  /** Chunk indices consumed by a frame or an intent. */
  readonly used = new Set<number>();
  readonly roles = new Map<string, Role>();
  /** Objects said to be unblocked (attacking, with no block). */
  readonly unblocked = new Set<string>();
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
  private mentions: string[] = [];
  /** Mentions before the clause being read: "it" in "my 3/3 blocks it" is not "my 3/3". */
  private clauseStart = 0;

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
    if (!this.problems.some((p) => p.text === text && p.detail === detail)) this.problems.push({ kind, text, detail, ...(options ? { options } : {}) });
  }

  beginClause(c?: Clause): void {
    this.clauseStart = this.mentions.length;
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
    // 「自分の」 is reflexive (clause.ts PlayerRef): the subject's own when the clause said a player as its subject.
    // Players also say 自分 for themselves (「自分の2/2」 = "my 2/2", as 相手 is the opponent): said in a clause
    // whose subject is the opponent, it may be either player's, and the answer may turn on it — asked back.
    if (p.reflexive === true && ((this.subjectSide !== null && this.subjectSide !== 'A') || (this.subjectSide === null && this.carriedSide === 'B'))) this.problem('ambiguous', '自分の', 'whose-jibun');
    if (p.reflexive === true && this.subjectSide !== null) return this.subjectSide;
    switch (p.who) {
      case 'me':
        this.personalNamed = true;
        return 'A';
      case 'opponent':
      case 'they':
        this.personalNamed = true;
        return 'B';
      case 'active':
        return this.activeSide();
      case 'nonactive':
        return other(this.activeSide());
      case 'defending':
        return other(this.attackingSide() ?? 'A');
      case 'attacking':
        return this.attackingSide() ?? 'A';
      case 'player':
        // "the player" in a combat question is the defending player.
        return other(this.attackingSide() ?? 'A');
      case 'each':
      case 'anyone':
      case 'nobody':
        return 'B';
    }
  }

  /**
   * Whose turn it is at this point of the story (102.1: the active player is the one whose turn it is): the latest
   * point of a turn told with whose it is ("during my opponent's turn", 「相手のターンに」), each "the turn ends" after it
   * passing the turn to the other player (500.1); with no turn told, an attack told this turn is the active player's (508.1).
   * Null when the story never said.
   */
  turnNow(): Side | null {
    let passed = 0;
    for (let i = this.events.length - 1; i >= 0; i--) {
      const e = this.events[i]!;
      if (e.kind === 'end-turn') passed++;
      if (e.kind === 'moment' && e.moment.turn !== null) return passed % 2 === 0 ? e.moment.turn : other(e.moment.turn);
    }
    return passed === 0 ? this.attackingSide() : null;
  }

  /**
   * "The active player" (102.1): the player whose turn the story is in. With no turn told it is taken to be the asker
   * (the restatement's default) and noted: if the question also speaks of "me" or "my opponent", which of them is active
   * is not said and the reading is asked back (understood-checks.ts activeRoles), never guessed.
   */
  private activeSide(): Side {
    const t = this.turnNow();
    if (t !== null) return t;
    this.activeUnbound = true;
    return 'A';
  }

  attackingSide(): Side | null {
    for (const e of this.events) {
      if (e.kind !== 'attack') continue;
      for (const id of e.attackers) {
        const c = this.get(id)?.controller;
        if (c) return c;
      }
    }
    for (const e of this.events) {
      if (e.kind !== 'block') continue;
      for (const id of e.blockers) {
        const c = this.get(id)?.controller;
        if (c) return other(c);
      }
    }
    return null;
  }

  // -------------------------------------------------------------------------------------------
  // Objects

  /** A new object from a description. */
  create(d: Description, words: string, controller: Side | null): IrObject {
    // "I have Umezawa's Jitte out and play a second one": a bare "one" told as a new object stands for
    // another of what was just named — another card of that name. With no card just named, it is not
    // made up as a creature of no size (issue 11 §2): the words are named back.
    const bare =
      d.head === 'one' && d.card === null && d.power === null && d.toughness === null && d.keywords.length === 0 && d.colors.length === 0 &&
      d.types.length === 0 && d.subtypes.length === 0 && d.counters.length === 0 && d.quotes.length === 0;
    if (bare) {
      const last = this.objects.at(-1);
      if (last === undefined || last.card === null) this.problem('not-understood', words, 'one-without-card');
      else {
        const copy = this.get(this.copyCard(last.id))!;
        Object.assign(copy, { controller: controller ?? last.controller, counters: Object.create(null) as Record<string, number>, damage: 0, tapped: false, attachedTo: null, zone: 'battlefield', words });
        this.mention(copy.id);
        return copy;
      }
    }
    // "a 3/3 with flying without flying": a description that contradicts itself is not an object.
    const both = d.keywords.find((k) => d.lacks.some((l) => kwText(l) === kwText(k)));
    if (both) this.problem('contradiction', words, `with-and-without:${kwText(both)}`);
    // "Grizzly Bears without flying": a card's abilities come from the card, not from the words.
    if (d.card && d.lacks.length > 0) this.problem('not-understood', words, 'card-without');
    // Told it was created, cast or entered, but not when: summoning sickness (302.6) depends on it.
    if (d.arrivalUnsaid === true) this.problem('not-understood', words, 'entered-when');
    // "ghalta" is the short name of more than one card: which one is asked back, never picked.
    if (d.card?.options) this.problem('ambiguous', words, 'which-card', d.card.options);
    else if (d.card) {
      // 「《ミラディンの十字軍》 … 十字軍は」: a card name written bare that is also part of a card the
      // question already named could be either (the short name, or the other card): asked back.
      // (Written in brackets, 《十字軍》 or [[Shock]], it is that card.)
      const bare = d.card.display.trim();
      const latin = /^[\x20-\x7e]+$/.test(bare) ? new RegExp(`(?:^|[^A-Za-z])${bare.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:$|[^A-Za-z])`, 'i') : null;
      const part = (o: IrObject): boolean => [o.card, o.cardNamed].some((n) => typeof n === 'string' && n !== bare && (latin ? latin.test(n) : n.includes(bare)));
      const within = bare.length > 0 && !/[《[]/.test(words) ? this.objects.find((o) => o.card !== null && o.card !== d.card!.name && part(o)) : undefined;
      if (within) this.problem('ambiguous', words, 'which-card', [within.cardNamed ?? within.card!, d.card.display]);
    }
    const types: CardType[] = [...d.types];
    const subtypes = [...d.subtypes];
    const isCreatureHead = d.head === 'creature' || d.head === 'pt' || d.head === 'keyword' || d.head === 'attacker' || d.head === 'blocker' || d.head === 'token' || d.head === 'one';
    if (d.card) {
      // The card's own types (from the catalog's type line), so "it" and "the creature" find it.
      const line = d.card.typeLine.split('//')[0] ?? '';
      const [left, right] = line.split(/\s+[—-]\s+/);
      for (const w of (left ?? '').split(/\s+/)) if (CARD_TYPES.includes(w as CardType) && !types.includes(w as CardType)) types.push(w as CardType);
      for (const w of (right ?? '').split(/\s+/).filter(Boolean)) if (!subtypes.includes(w)) subtypes.push(w);
    } else {
      // "a spell that says 'Destroy target creature.'": a spell told only by the instructions it says has them
      // as a spell ability, which only an instant or a sorcery has (113.3a); read as an instant, as "a +3/+3
      // spell" is (the quoted text is then compiled as instructions, and refused if it is none).
      if (d.head === 'spell' && types.length === 0 && d.quotes.length > 0) types.push('Instant');
      const creatureSubtype = subtypes.some((s) => subtypeSet(s) === 'creature');
      if ((isCreatureHead || creatureSubtype || d.power !== null) && !types.includes('Creature')) types.push('Creature');
      for (const s of subtypes) {
        const set = subtypeSet(s);
        if (set === 'artifact' && !types.includes('Artifact')) types.push('Artifact');
        if (set === 'enchantment' && !types.includes('Enchantment')) types.push('Enchantment');
      }
    }
    const counters: Record<string, number> = Object.create(null) as Record<string, number>;
    for (const c of d.counters) counters[c.kind] = (counters[c.kind] ?? 0) + c.n;
    const o: IrObject = {
      id: `c${this.objects.length + 1}`,
      controller,
      owner: null,
      power: d.power,
      toughness: d.toughness,
      sizeAssumed: false,
      keywords: [...d.keywords],
      colors: [...d.colors],
      types,
      subtypes,
      supertypes: [...d.supertypes, ...(d.adjectives.includes('legendary') ? ['Legendary'] : [])],
      card: d.card ? d.card.name : null,
      ...(d.card && d.card.display !== d.card.name ? { cardNamed: d.card.display } : {}),
      counters,
      damage: d.damage,
      tapped: d.adjectives.includes('tapped'),
      summoningSick: d.adjectives.includes('sick'),
      token: d.head === 'token' || d.adjectives.includes('token'),
      abilityTexts: [...d.quotes],
      attachedTo: null,
      zone: 'battlefield',
      words,
    };
    this.objects.push(o);
    if (d.card) this.cardRefs.set(o.id, d.card);
    this.mention(o.id);
    return o;
  }

  /** Another card of the same name and description as object `id` (a spell cast a second time: 601.2a). */
  copyCard(id: string): string {
    const o = this.get(id)!;
    const copy: IrObject = { ...structuredClone(o), id: `c${this.objects.length + 1}` };
    this.objects.push(copy);
    const ref = this.cardRefs.get(id);
    if (ref) this.cardRefs.set(copy.id, ref);
    return copy.id;
  }

  /** The player whose action caused the next clause ("I … make X lose all abilities"). */
  causedBy: Side | null = null;
  /** A clause said the stack resolves ("after everything resolves"): nothing to add, it does anyway. */
  resolvedMention = false;
  /**
   * A cost told with its own verb ("I sacrifice a Goblin", "I pay 2 life") that an infinitive of
   * the same sentence may show to be the cost of an activation ("… to activate X"): what it added
   * (its event, or its problem) is taken back then.
   */
  costTold: { sentence: number; sacrifice?: string[]; payLife?: number; payer?: Side | null; eventsAt?: number; tap?: string; counters?: { source: string; n: number; clause: Clause }; event: number | null; problem: number | null } | null = null;
  /** The clause whose cast last let the stack resolve before it ("then I cast …"): its own further casts don't again. */
  sequenced: object | null = null;
  /** The sentence that told each event pushed by a frame (frames/util.ts push): told results look for their action there. */
  readonly toldIn = new Map<QEvent, number>();
  /** The latest spell told cast: its event's index and the sentence that told it (frames/zones.ts regenerate). */
  lastCast: { event: number; sentence: number } | null = null;
  /** The latest main clause read: its sentence, and how many events there were before it. */
  lastMain: { sentence: number; before: number } | null = null;
  /**
   * The events an "if" clause told, with no word for when ("If I cast Giant Growth, …", 「《顕在的防御》を使えば…」):
   * a spell the question then names as the threat (intents/common.ts castInstrument) may be what they answer.
   */
  conditionEvents: { sentence: number; from: number; to: number } | null = null;
  /** The clause being read is subordinate and ends its sentence ("they cast X after Shock resolves"): it is about the clause before it. */
  clauseTrails = false;
  /** The latest objects named together ("two 2/2s"): "one" is one of them. */
  lastPlural: string[] = [];
  /** Where "they" was said of the opponent ("… and they don't block"): a later "they" may mean that player. */
  readonly theyPlayerAt: number[] = [];

  /**
   * The objects a plural "they" can stand for: a card whose name is a plural, or creatures named together
   * and all still on the battlefield. (A lone creature is "it"; the latest two named apart are no antecedent
   * when a player could be meant.)
   */
  pluralAntecedent(): string[] {
    const named = this.pluralNamed();
    if (named !== null) return [named];
    const group = this.lastPlural.filter((id) => this.get(id)?.zone === 'battlefield' && this.get(id)?.types.includes('Creature') === true);
    return group.length >= 2 && group.length === this.lastPlural.length ? group : [];
  }
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
   * "Their 4/4 blocks my 3/3. I cast Giant Growth on it.": a spell aimed at "it" could be aimed at either
   * creature of that clause, one each player's, and which one changes the answer; the topic convention
   * (the subject) is a guess there, so both are asked back (issue 11). Null when "it" found something
   * else, or the clause named only one creature.
   */
  /**
   * "A 1/1 attacks my planeswalker and isn't blocked. Is it gone?", 「それは死ぬ?」: "it" read as the attacking
   * creature could as well be the planeswalker or battle it attacked — asked of a fate, both are answered
   * (ir.ts itEither) and the one whose fate was at stake is taken, or which is asked back (questions/answer.ts).
   */
  attackedRival(ids: readonly string[]): string[] | null {
    if (ids.length !== 1) return null;
    const walkerish = (id: string): boolean => this.get(id)?.zone === 'battlefield' && (this.get(id)?.types.includes('Planeswalker') === true || this.get(id)?.types.includes('Battle') === true);
    const attacked = this.events.flatMap((e) => (e.kind === 'attack' && e.attacked?.[ids[0]!] !== undefined ? [e.attacked[ids[0]!]!] : [])).filter(walkerish);
    return attacked.length === 1 && attacked[0] !== ids[0] ? [ids[0]!, attacked[0]!] : null;
  }
  rivalForIt(ids: readonly string[]): string[] | null {
    if (ids.length !== 1 || this.topic.length !== 1 || this.topicObject.length !== 1) return null;
    // (A pair named by a player's block is either way round: "it" may have found either one.)
    if (ids[0] !== this.topic[0] && !(this.topicPair && ids[0] === this.topicObject[0])) return null;
    const a = this.get(ids[0]!);
    const b = this.get(ids[0] === this.topic[0] ? this.topicObject[0]! : this.topic[0]!);
    const live = (o: IrObject | undefined): o is IrObject => o !== undefined && o.zone === 'battlefield' && o.types.includes('Creature');
    // (A block's two creatures are two players' (509.1a) even before the story says whose.)
    if (!live(a) || !live(b) || a.id === b.id || (!this.topicPair && (a.controller === null || b.controller === null || a.controller === b.controller))) return null;
    return [a.id, b.id];
  }
  /**
   * "A 3/3 deals 3 damage to a 2/2": the source and the damaged creature, both creatures on the battlefield,
   * when the topic clause dealt damage from one to the other; null otherwise.
   */
  dealtPair(): [string, string] | null {
    if (this.topic.length !== 1 || this.topicDealtTo.length !== 1 || this.topic[0] === this.topicDealtTo[0]) return null;
    const live = (id: string): boolean => this.get(id)?.zone === 'battlefield' && this.get(id)?.types.includes('Creature') === true;
    // (Damage to a planeswalker or battle does something to it as well, 120.3c, 120.3h.)
    return live(this.topic[0]!) && (live(this.topicDealtTo[0]!) || this.damageable(this.topicDealtTo[0]!)) ? [this.topic[0]!, this.topicDealtTo[0]!] : null;
  }

  /** A planeswalker or battle on the battlefield (not a spell being cast): what damage and "it" may be about besides a creature. */
  damageable(id: string): boolean {
    const o = this.get(id);
    return o !== undefined && o.zone === 'battlefield' && o.cast !== true && (o.types.includes('Planeswalker') || o.types.includes('Battle'));
  }
  /**
   * A planeswalker the latest clause was about ("Liliana is on 3 loyalty."): "her"/"him" in the next
   * clause is it ("I bolt her"), as players call planeswalkers by their person; a clause about a
   * player ends that.
   */
  personTopic: string | null = null;
  /**
   * What "she"/"her" and "he"/"him" were read as in this question (a planeswalker's id or a player):
   * one word means one thing throughout (persons.ts), never the player in one clause and Liliana in the next.
   */
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
  pronoun(kind: 'it' | 'they' | 'both' | 'this' = 'it'): string[] {
    if (kind === 'it' && this.asking && this.dealtPair() !== null) return [...this.topicDealtTo];
    // "Chandra deals 4 damage to my opponent's 5/5. Does it die?": asked next, "it" is the creature (or
    // planeswalker, battle) the topic clause dealt damage to, whatever dealt it — damage a source deals does
    // nothing to the source itself (120.3), so asked of the source the question asks nothing (red team s15:
    // answered of Chandra, the planeswalker that dealt it).
    if (kind === 'it' && this.asking && this.topic.length === 1 && this.topicDealtTo.length === 1 && this.topic[0] !== this.topicDealtTo[0]) {
      const to = this.get(this.topicDealtTo[0]!);
      if (to !== undefined && to.zone === 'battlefield' && to.cast !== true && (to.types.includes('Creature') || this.damageable(to.id))) return [...this.topicDealtTo];
    }
    // (The topic may be a planeswalker or battle: "My planeswalker is dealt 5 damage by a creature. What happens
    // to it?" is about the planeswalker, the subject, never the creature named after it.)
    if (kind === 'it' && this.topic.length === 1 && (this.get(this.topic[0]!)?.types.includes('Creature') || this.damageable(this.topic[0]!))) return [...this.topic];
    // "Their 3/2 attacks and my two 1/1s block it. Does it die?": "it" can't be the plural subject, so
    // it is the one creature that clause did something to (the attacker its own "it" named).
    if (kind === 'it' && this.topic.length > 1 && this.topicObject.length === 1 && !this.topic.includes(this.topicObject[0]!) && this.get(this.topicObject[0]!)?.types.includes('Creature')) return [...this.topicObject];
    const before = this.mentions.slice(0, this.clauseStart);
    const order = [...(before.length > 0 ? before : this.mentions)].reverse();
    const seen = new Set<string>();
    const ids = order.filter((id) => (seen.has(id) ? false : (seen.add(id), true)));
    const creature = (id: string): boolean => this.get(id)?.types.includes('Creature') === true && this.get(id)?.zone === 'battlefield';
    // The latest two are meant, but a group is answered in the order its members were told ("My 2/2
    // blocks their 1/1. Do both die?": the 2/2 first), not latest first.
    const told = (chosen: string[]): string[] => chosen.sort((a, b) => this.mentions.indexOf(a) - this.mentions.indexOf(b));
    if (kind === 'both') {
      // "Two 1/1s block my 3/3. Do both die?": the two named together, as for "they" below.
      const pair = this.lastPlural.filter(creature);
      if (pair.length === 2 && this.lastPlural.length === 2) return told([...pair]);
      const cs = ids.filter(creature);
      return cs.length >= 2 ? told(cs.slice(0, 2)) : [];
    }
    if (kind === 'they') {
      // "they" for objects: the objects of the latest plural mention (kept as the latest two creatures);
      // "In response I Cloudshift the Bears. Do they survive?": one card whose name is a plural is "they".
      const cs = ids.filter(creature);
      const named = this.pluralNamed();
      if (named !== null) return [named];
      // "Two 2/2s block my 5/5 trample. Do they die?": a plural pronoun has a plural antecedent — the
      // group named together latest, not the latest two named apart (the second 2/2 and the 5/5).
      const group = this.lastPlural.filter(creature);
      if (group.length >= 2 && group.length === this.lastPlural.length) return told([...group]);
      return told(cs.slice(0, 2));
    }
    // "it": the latest creature (an Aura or Equipment is only "it" when nothing else was said);
    // then a permanent nobody cast ("Jace is at 2 loyalty and I Shock it": Jace, not the Shock).
    const c = ids.find(creature) ?? ids.find((id) => this.get(id)?.zone === 'battlefield' && this.get(id)?.cast !== true && this.get(id)?.types.includes('Planeswalker') === true);
    return c ? [c] : ids.slice(0, 1);
  }

  /**
   * The one creature "they"/"them" may mean as an object: the latest creature told before this clause,
   * when its card's name is a plural ("Grizzly Bears", "Llanowar Elves") and it wasn't named in a group.
   * Null otherwise.
   */
  pluralNamed(): string | null {
    const before = this.mentions.slice(0, this.clauseStart);
    const order = [...(before.length > 0 ? before : this.mentions)].reverse();
    const id = order.find((x) => this.get(x)?.types.includes('Creature') === true && this.get(x)?.zone === 'battlefield');
    const card = id !== undefined ? (this.get(id)?.card ?? null) : null;
    if (id === undefined || card === null || !/[^s]s$/i.test(card.trim()) || card.includes(',') || this.lastPlural.includes(id)) return null;
    return id;
  }

  /** Objects a definite description fits, latest first; "my 1/1" is one already known to be mine before one whose controller is open. */
  fitting(d: Description, controller: Side | null): IrObject[] {
    const all = this.fittingAny(d, controller);
    if (controller === null) return all;
    const known = all.filter((o) => o.controller === controller);
    return known.length > 0 ? known : all;
  }

  /** Objects a description fits whoever controls them, latest first. */
  fittingAll(d: Description): IrObject[] {
    return this.fittingAny(d, null);
  }

  private fittingAny(d: Description, controller: Side | null): IrObject[] {
    const order = [...this.mentions].reverse();
    const seen = new Set<string>();
    const out: IrObject[] = [];
    for (const id of order) {
      if (seen.has(id)) continue;
      seen.add(id);
      const o = this.get(id);
      if (o && this.fits(o, d, controller)) out.push(o);
    }
    return out;
  }

  private fits(o: IrObject, d: Description, controller: Side | null): boolean {
    if (d.card && (o.card === null || o.card.toLowerCase() !== d.card.name.toLowerCase())) return false;
    if (controller !== null && o.controller !== null && o.controller !== controller) return false;
    // A P/T said now is a fact to match: an object described without one is another object, unless it
    // is a card (whose P/T the catalog gives).
    if ((d.power !== null || d.toughness !== null) && o.card !== null && o.power === null) {
      // A card's printed size is the catalog's: "the 2/2" after Serra Angel and Grizzly Bears is the Bears (never
      // a new 2/2 invented beside them). Not looked up yet, or a description that names the card, it fits none.
      // Only a definite description points back so ("the 2/2", 「その2/2」): 「2/2を生け贄に捧げた」 beside
      // a named 2/2 card may be another creature, and is read as one (as before the catalog was asked).
      const definite = d.det === 'the' || d.det === 'that' || d.det === 'this';
      const f = d.card === null && d.partial === null && definite ? this.cardFacts(o) : null;
      if (!f || (d.power !== null && f.power !== d.power) || (d.toughness !== null && f.toughness !== d.toughness)) return false;
    } else {
      if (d.power !== null && (o.power !== null ? o.power !== d.power : o.card === null)) return false;
      if (d.toughness !== null && (o.toughness !== null ? o.toughness !== d.toughness : o.card === null)) return false;
    }
    // A card's own keywords and colours are the catalog's: "the flier" is Serra Angel, not Grizzly Bears. Not
    // looked up yet, the card may have them (and is noted, needFacts). A description that names the card
    // ("Grizzly Bears with flying") tells what it has, and is not checked against it.
    const facts = (d.colors.length > 0 || d.keywords.length > 0) && o.card !== null && d.card === null && d.partial === null ? this.cardFacts(o) : null;
    const unknown = o.card !== null && facts === null;
    if (!d.colors.every((c) => o.colors.includes(c) || (facts?.colors.includes(c) ?? false) || unknown)) return false;
    if (!d.keywords.every((k) => o.keywords.some((x) => kwText(x) === kwText(k)) || (facts?.keywords.includes(kwText(k).toLowerCase()) ?? false) || unknown)) return false;
    if ((d.head === 'token' || d.adjectives.includes('token')) && !o.token) return false;
    // "the spell": an object on the stack (112.1); one told only by its words that was never cast and is no
    // instant or sorcery ("my creature", sacrificed in response) is none. (A card may be named before it is cast.)
    if (d.head === 'spell' && o.card === null && o.cast !== true && !o.types.some((t) => t === 'Instant' || t === 'Sorcery')) return false;
    if ((d.head === 'attacker' || d.head === 'blocker') && this.roles.get(o.id) !== d.head) return false;
    // (A card's types are known from its type line; an object with none said is taken as it is described.)
    if ((d.head === 'creature' || d.head === 'pt' || d.head === 'keyword' || d.head === 'blocker' || d.head === 'attacker') && !o.types.includes('Creature') && (o.card === null || o.types.length > 0)) return false;
    // (A card whose type line is known is of those types only: "lands" is not the Krosan Grip on the stack.)
    if (d.types.length > 0 && (o.card === null || o.types.length > 0) && !d.types.every((t) => o.types.includes(t))) return false;
    const word = d.partial ?? (d.head === 'subtype' ? d.subtypes[0] ?? null : null);
    if (word && !d.card) {
      const w = word.toLowerCase().replace(/s$/, '');
      const inName = o.card !== null && o.card.toLowerCase().split(/[\s,]+/).some((x) => x.replace(/s$/, '') === w || x === word.toLowerCase());
      const inWords = o.words.toLowerCase().includes(word.toLowerCase());
      const inSubtypes = o.subtypes.some((s) => s.toLowerCase() === w);
      if (!inName && !inWords && !inSubtypes) return false;
    }
    return true;
  }
}

/** An object said (by a closed-world statement) not to be there contradicts it: asked back, never dropped. */
export function checkAbsent(story: Story): void {
  for (const a of story.absent) {
    // "no other creatures", "nothing else": other than those the question describes, which is the board.
    if (a.after < 0) continue;
    // (A keyword said absent: an object told with it, or a card the catalog gives it, contradicts it.)
    const hasKw = (o: IrObject, k: Keyword): boolean => o.keywords.some((x) => kwText(x) === kwText(k)) || (story.cardFacts(o)?.keywords.includes(kwText(k).toLowerCase()) ?? false);
    const withKw = (o: IrObject): boolean => a.keywords.length === 0 || (a.allOf ? a.keywords.every((k) => hasKw(o, k)) : a.keywords.some((k) => hasKw(o, k)));
    const clash = story.objects.slice(a.after).find((o) => o.zone === 'battlefield' && o.cast !== true && (a.controller === null || o.controller === a.controller) && a.types.every((t) => o.types.includes(t)) && a.subtypes.every((s) => o.subtypes.includes(s)) && withKw(o));
    if (clash) story.problem('contradiction', a.text, 'said-absent');
    // Said of one player (「相手にクリーチャーはいない」), the objects of that kind told of without a
    // controller are the other player's: that is the only board the question can describe. (Not when only
    // those with a keyword are said absent: the player may have others.)
    else if (a.controller !== null && a.keywords.length === 0) {
      for (const o of story.objects) if (o.controller === null && o.cast !== true && a.types.every((t) => o.types.includes(t))) o.controller = a.controller === 'A' ? 'B' : 'A';
    }
  }
}

export { other };

/**
 * Whether the object was told with the keyword, or is a card the catalog gives it (Story.cardFacts: read again with
 * the facts when they were not looked up yet). Only for a keyword said as how the object does something — the run
 * plays the card's own text, so the keyword adds nothing to the board.
 */
export function hasKeywordOf(story: Story, id: string, k: { keyword: string; param?: string | undefined }): boolean {
  const o = story.get(id);
  if (!o) return false;
  if (o.keywords.some((x) => kwText(x) === kwText(k))) return true;
  return k.param === undefined && (story.cardFacts(o)?.keywords.includes(kwText(k).toLowerCase()) ?? false);
}

/** A keyword as text ("protection from red"), for comparing keywords however they were built. */
export function kwText(k: { keyword: string; param?: string | undefined }): string {
  return formatKeyword(k.param === undefined ? { keyword: k.keyword } : { keyword: k.keyword, param: k.param });
}

/**
 * The answer lines of each kind of ask (src/questions/asks/), one catalogue per language
 * (en-asks.ts, ja-asks.ts) reached as QuestionWords.asks. Each entry takes what the run decided
 * (counts, zones, sides, names already in the reply language) and says it; the choice of what to say
 * stays in the ask modules. A name is an object's label as the reply names it.
 */
import type { Keyword } from '../../engine/types.ts';
import type { Side } from '../types.ts';

/** What a count of permanents counts: a subtype, tokens only or every permanent, creatures with every keyword named (lower case). */
export interface Counted {
  subtype: string | null;
  tokens: boolean;
  keywords?: readonly string[];
}

/** How a spell left the stack (608.2b, 701.6a, 608.2). */
export type StackFate = 'fizzled' | 'countered' | 'resolved';

export interface AskLines {
  /** "Yes. " / "No. " before an answer line. */
  yes(b: boolean): string;
  /** "No, not both. " / "No, not all of them. ": a yes/no asked of several together ("Are they dead?") that holds of some only. */
  notAll(members: number): string;
  /** A player as the subject or object of a sentence. */
  player(side: Side): string;
  /** A zone where an object ends up (400.1); 'gone' for a token that ceased to exist (111.7). */
  zone(zone: string): string;
  /** A keyword ability with its parameter. */
  keyword(k: Keyword): string;
  /** A rules engine step used as an answer line: its rule numbers (or null) put after its first sentence. */
  engineLine(body: string, cite: string | null): string;

  /** Where an object went (fate.ts). */
  fate: {
    /**
     * A delayed triggered ability (603.7a) made in the run still waits for a step the story doesn't reach. `text`: the
     * ability's text as `oracleQuoted` gives it; `source`: its source's label in the reply language.
     */
    delayedWaiting(text: string, source: string): string;
    /** The story was followed to the beginning of the end step that ability waits for, and answered from there. */
    delayedFollowed(text: string, source: string): string;
    died(name: string): string;
    /** "Is it destroyed?" (701.8): it was. */
    destroyed(name: string): string;
    /** "Is it destroyed?": it wasn't, though it died or left the battlefield (`how`: the line saying what did happen). */
    notDestroyed(name: string, how: string): string;
    /** "Does only X die?": the other creatures that died as well, or (asked of surviving) that survived as well. */
    others(names: readonly string[], died: boolean): string;
    /** Still on the battlefield; its changed size ('' when unchanged) and marked damage. */
    survives(name: string, size: string, damage: number): string;
    neverOnBattlefield(name: string): string;
    /** "What dies?" when nothing died (700.4). */
    nothingDies: string;
    /** "How many die / survive?": the count (`creatures`: every one counted is a creature). */
    count(n: number, creatures: boolean): string;
    /** "Which of my creatures die?" (a narrowed group): those of it that died, or that none did. */
    diedAmong(names: readonly string[]): string;
    /** "Which of his creatures survive?" when none of that group is still there. */
    noneSurvivesAmong: string;
    /** "What survives?" when none of the permanents on the battlefield is still there. */
    nothingSurvives: string;
    /** No permanent is on the battlefield at the end (400.1). */
    nothingRemains: string;
    /** "What survives?", 「何が残る？」: the permanents still on the battlefield, never having left it. */
    stillThere(names: readonly string[]): string;
    /** Left the battlefield without dying. */
    leftAlive(name: string, zone: string): string;
    stays(name: string): string;
    leftAndCameBack(name: string): string;
    /** Came onto the battlefield from another zone (a spell that resolved, 608.3) and is there at the end: it never left it. */
    entered(name: string): string;
    leaves(name: string, zone: string): string;
    putInto(name: string, to: string, end: string): string;
    /** Exiled and returned to the battlefield in the run (a blink): it doesn't stay exiled; it is back as a new object. */
    exiledAndBack(name: string): string;
    notPutInto(name: string, to: string, end: string): string;
    /** Asked whether it stays in a zone other than the battlefield: it is there when the story ends. */
    keptIn(name: string, to: string): string;
    /** … it isn't: where it ends up instead ('gone': a token that left the battlefield ceases to exist, 111.7, 704.5d). */
    notKeptIn(name: string, to: string, end: string): string;
    /** "Can I recast it?" of a token that left the battlefield: it ceased to exist and can't change zones (111.7, 111.8, 704.5d). */
    recastGone(name: string): string;
    /** … of a card back in its owner's hand: a new object (400.7), cast again as any card in hand. */
    recastFromHand(name: string): string;
    /** … of one in another zone (never 'gone': a token that ceased is recastGone's), or in another player's hand: why the run doesn't settle it (a refusal). */
    recastUnsettled(name: string, end: string): string;
    /** "Can I recast it?" of a land back in hand: a land is played, never cast (305.1). */
    recastLand(name: string): string;
    /** Of a card without flash back in hand on another player's turn: only on its owner's later main phase (117.1a, 702.8a). */
    recastLater(name: string): string;
    /** Put into its owner's graveyard, hand or library, which isn't the one the question named (`asked`'s): 400.3. */
    ownersZone(name: string, to: string, owner: Side, asked: Side): string;
    /** A token put into a zone other than the battlefield, gone there (111.7, 704.5d). */
    tokenCeased(name: string, zone: string): string;
    /** Where it ends up; whose (graveyard, hand, library) when known. */
    endsIn(name: string, zone: string, owner: Side | null): string;
    returnedThenCeased(name: string): string;
    returnsToHand(name: string, returned: boolean, owner: Side | null): string;
    returnsToBattlefield(name: string, back: boolean): string;
  };

  /** A permanent at the end of the run (state.ts). */
  state: {
    sizeFromStart(name: string, power: number, toughness: number, startPower: number, startToughness: number): string;
    tapped(name: string, tapped: boolean): string;
    counters(name: string, counter: string, n: number, others: readonly (readonly [string, number])[]): string;
    /** How many counters of a kind were put on it in the run. */
    countersPut(name: string, counter: string, n: number): string;
    /** Not known from the run: it left again with counters no event counted. */
    countersPutUnknown(name: string, counter: string): string;
    /** No longer on the battlefield, with where it went when said. */
    notOnBattlefield(name: string, where?: string): string;
    /** Tokens made alike, named as a group the size or keyword line is said of: "Each of the 4 Insect Tokens". */
    madeAlike(name: string, n: number): string;
    wentTo(died: boolean, zone: string): string;
    controls(name: string, controller: string): string;
    /** A noncreature permanent: no P/T (208.3), its loyalty when it has some (306.5c). */
    noPt(name: string, loyalty: number | undefined): string;
    size(name: string, power: number, toughness: number): string;
    /** Its keyword abilities, each worded by `keyword` already. */
    keywords(name: string, keywords: readonly string[]): string;
    hasKeyword(name: string, keyword: string, has: boolean): string;
  };

  /** A spell or ability on the stack (stack.ts). */
  stack: {
    resolves(name: string, did: boolean): string;
    left(name: string, how: StackFate): string;
  };

  /** The game's result (game-result.ts, 104). */
  result: {
    /** Both lose at once (104.4a), said as a whole answer to "who wins?". */
    drawNobodyWins: string;
    /** Both lose at once, said as a whole answer to "who loses?". */
    drawBothLose: string;
    /** Both lose at once, said as its own sentence. */
    draw: string;
    /** The same sentence after another one. */
    drawAfter: string;
    oneLoses(loser: Side): string;
    neitherLoses: string;
    loses(side: Side, lost: boolean): string;
    /** Whether the player wins; `draw` when it doesn't because both lost. */
    wins(side: Side, won: boolean, draw: boolean): string;
  };

  /** Damage dealt in the run (damage.ts). */
  damage: {
    isDealt(name: string, n: number): string;
    /** Damage to an object from one source ("How much damage does my 2/2 deal to the 1/1?"): said of that source. */
    dealsToObject(source: string, name: string, n: number): string;
    dealsInAll(name: string, n: number): string;
    dealsTo(name: string, side: Side, n: number): string;
    takes(side: Side, n: number): string;
  };

  /** Life and poison (life.ts). */
  life: {
    /** Why lifelink gained nothing: its damage was prevented (615.6, 702.15b). */
    lifelinkPrevented(names: readonly string[]): string;
    /** The life total a gain makes; `alone` when nothing else changed it. */
    totalNote(start: number, end: number, alone: boolean): string;
    gains(side: Side, n: number, total: string, because: string): string;
    /** "The opponent loses 3 life (20 → 17)." — life lost in the run (119.3), with the total it made. */
    loses(side: Side, n: number, total: string): string;
    change(delta: number): string;
    total(side: Side, life: number, start: number, change: string, because: string): string;
    poison(side: Side, n: number, added: number): string;
  };

  /** Things counted in the run (counts.ts). */
  counts: {
    triggers(name: string, n: number): string;
    tokens(side: Side, n: number): string;
    /** Sentences said one after another. */
    sentences(lines: readonly string[]): string;
    noToken: string;
    /** How many tokens (or permanents of a subtype) a player has on the battlefield at the end. */
    onBattlefield(side: Side, n: number, what: Counted): string;
    noneOnBattlefield(what: Counted): string;
    /** Cards drawn from a library the question didn't describe. */
    unseenDraws(side: Side, unseen: number, n: number): string;
    draws(side: Side, n: number, which: string): string;
    /** Asked who draws and nobody drew. */
    noDraws: string;
    discarded(count: string): string;
    handSize(side: Side, n: number, why: string): string;
  };

  /** Whether a division of combat damage told may be made (division-legal.ts; 510.1c-d, 702.19b, 702.2c). */
  division: {
    /** It was made as told (`shown`: the divisions); `trample`: past blockers with lethal damage each; `deathtouch`: 1 is lethal. */
    legal(shown: string, trample: boolean, deathtouch: boolean): string;
    /** A player the damage was assigned to. */
    player(side: Side): string;
    /** No told division was made in the run (its creature dealt no combat damage): no yes or no. */
    notMade: string;
  };

  /** Whether the legend rule applied in the run (legend.ts, 704.5j). */
  legend: {
    /**
     * It applied to that player's legendary permanents of that name: one kept, `removed` put into the graveyard
     * (`name` null: permanents told only as having the same name, with no card name; `kept` null: the choice not
     * told, so which one is kept is the player's and none is named — only how many go).
     */
    applies(side: Side, name: string | null, kept: string | null, removed: readonly string[]): string;
    /** It applied to no player's (`apart`: permanents of one name under different players' control; its `name` null when told only as the same). */
    none(apart: { name: string | null } | null): string;
    /** Asked as the choice of the newer one: the player chooses any one (704.5j). */
    keep(side: Side, kept: string, removed: readonly string[]): string;
    /** Asked as that choice, where the rule applied to no one: no choice is made. */
    noChoice: string;
  };

  /** Whether anything of a group is left on the battlefield at the end (remains.ts). */
  remains: {
    /** The group asked about: whose, and what (a filter's first card type, tokens, or permanents). */
    group(whose: 'you' | 'opponent' | null, what: RemainsNoun, subtype: string | null): string;
    /** A permanent the run made, named with its controller. */
    owned(side: Side, label: string): string;
    list(names: readonly string[]): string;
    /** The ones that are left (survive: there from the start and never left). */
    left(names: readonly string[], survive: boolean): string;
    /** None of the group the question told is left. */
    none(group: string, survive: boolean): string;
    /** Asked as surviving: new objects on the battlefield (400.7), said but not counted. */
    fresh(names: readonly string[]): string;
  };

  /** Whether an action can be made (can.ts). */
  can: {
    notTarget(caster: Side, target: string, spell: string | null, why: string): string;
    attack(name: string): string;
    /** It can attack only by paying a cost to attack whose mana the question didn't tell (508.1h-j). */
    attackIfPaid(name: string, cost: string): string;
    block(blockers: readonly string[], attackers: readonly string[]): string;
    target(caster: Side, target: string): string;
    /** `named` when the spell is a card the question named, not a described one. */
    cast(caster: Side, spell: string, named: boolean): string;
    activate(player: Side, source: string): string;
  };
}

/** What a group of permanents is, for its name in an answer line. */
export type RemainsNoun = 'Creature' | 'Artifact' | 'Enchantment' | 'Land' | 'Planeswalker' | 'Battle' | 'token' | 'permanent';

/**
 * The restatement's words (restate.ts), one catalogue per language (en-restate.ts, ja-restate.ts)
 * reached as QuestionWords.restate: how each told event and each ask of the question IR is said, and
 * the pieces of the "I understood your question as: …" sentence. Each event and ask kind has its own
 * entry (a mapped type over the IR's unions), so a new kind fails to compile until every language says it.
 */
import type { Ask, Change, GroupFilter, Moment, QEvent, Ref, Side } from '../types.ts';
import type { LoyaltyTold } from '../../language/senses.ts';
import { assertNever } from '../../core/result.ts';

type AttackEvent = Extract<QEvent, { kind: 'attack' }>;

/** Names of the question's objects and players, as the restatement says them. */
export interface Namer {
  /** An object's label. */
  label(id: string): string;
  /** Objects named as one list ("A, B and C"). */
  names(ids: readonly string[]): string;
  /** A target: a player ('A' / 'B') or an object. */
  target(t: string): string;
  /** What a told change or prevention applies to. */
  ref(r: Ref): string;
  /** A spell by its name without whose it is (the sentence says who casts it). */
  spell(id: string): string;
}

/** The variant of a union whose kind can be K (one variant may stand for several kinds: destroy, exile, …). */
type Kind<U extends { kind: string }, K extends string> = U extends { kind: infer T } ? (K extends T ? U : never) : never;

export type EventTexts = { [K in QEvent['kind']]: (e: Kind<QEvent, K>, n: Namer) => string };
export type AskTexts = { [K in Ask['kind']]: (a: Kind<Ask, K>, n: Namer, respond: boolean) => string };

export interface RestateLines {
  player(side: Side): string;
  /** "A, B and C". */
  list(items: readonly string[]): string;
  /** A group of permanents (all creatures you control, …). */
  group(f: GroupFilter): string;
  /** One change told of an object (613); `plural` when told of more than one. */
  change(c: Change, plural: boolean): string;
  /** A point of the turn (500.1). */
  moment(m: Moment): string;
  /** A spell the question described but didn't name ("a sorcery"). */
  describedSpell(bare: string): string;
  events: EventTexts;
  asks: AskTexts;

  /** What an object's label leaves out, said after it. */
  extra: {
    counters(counter: string, n: number): string;
    damage(n: number): string;
    /** A planeswalker's or battle's counters, not told: as printed (306.5b, 310.4b). */
    printedCounters(counter: 'loyalty' | 'defense', n: number): string;
    tapped: string;
    /** The creature type told as chosen for it (614.12a). */
    chosenType(type: string): string;
    summoningSick: string;
    /** Controlled by a player other than its owner, whose it is in its label (108.3, 110.2). */
    controlledBy(side: Side): string;
    /** On the battlefield as a copy of another (707.2), named as the reply names cards. */
    copyOf(name: string, card: boolean): string;
    /** Rules text told of it (an ability quoted in the question), quoted as rules text of the reply's language. */
    ability(text: string): string;
    /** The label with what it leaves out. */
    withExtra(label: string, extras: readonly string[]): string;
    /** The label with the keywords it leaves out (labels.ts keywordsLeftOut), said where it is introduced. */
    having(label: string, keywords: readonly string[]): string;
  };
  /** "there are A and B". */
  /** The objects told, in the order told; `card`: one in a hand, graveyard, library or exile, not on the battlefield or stack. */
  setup(items: readonly { text: string; card: boolean }[]): string;
  life(side: Side, life: number): string;
  hand(side: Side, n: number): string;
  library(side: Side, n: number): string;
  /** A graveyard told empty ("your graveyard is empty" / 「あなたの墓地は空」). */
  emptyGraveyard(side: Side): string;
  /** A kind of permanent told not to be there ("you control no creatures", 「あなたはクリーチャーをコントロールしていない」; null: nobody's, 118.3). */
  noneOf(controller: Side | null, kind: { types: readonly string[]; subtypes: readonly string[]; other: boolean }): string;
  /** Poison counters the question told a player has (122.1f): the answer counts on from them. */
  poison(side: Side, n: number): string;
  /** A player told to have no lands or no mana (language/no-mana.ts): only what their told permanents make. */
  noMana(side: Side): string;
  /** After a told result: checked against the run, not done again. */
  asResult: string;
  /** A spell told aimed at something though its card has no "target" (115.1a): said, not silently dropped. */
  untargeted: string;
  /** Told that no creature died this turn before the story (700.4). */
  noDeathThisTurn: string;
  /** Told that a creature died this turn before the story (700.4): history, no object of the story. */
  deathThisTurn: string;
  /** After a change told with no cause that static abilities of these permanents give (claims.ts staticCauses): named, checked against the run. */
  asStatic(by: readonly string[]): string;
  inResponse(text: string): string;
  /** Told as made to a triggered ability (117.3c, 603.3): of the object named, or of none said (`of` null). */
  inResponseToTrigger(text: string, of: string | null): string;
  resolves(name: string): string;
  whileOnStack(top: string, text: string): string;
  abilityOf(source: string): string;
  /** The color told for "… the color of your choice", chosen as it resolves (608.2d): said after its cast or activation. */
  choosingColor(color: string): string;
  /** A told division of combat damage (510.1c-d). */
  /** `amount` null: the rest of its combat damage. */
  assigns(from: string, amount: number | null, to: string): string;
  /** The target told for a permanent's triggered ability (603.3d): "its trigger targets X", or a creature cast "targeting X" (trigger-targets.ts). */
  triggerTarget(source: string, targets: string): string;
  /** A triggered ability's target left unsaid, every legal choice tried with the same answers (trigger-target-trials.ts). */
  triggerTargetTried(source: string): string;
  /** A told "unless its controller pays" choice (118.12a). */
  unlessPaid(cost: string | undefined, paid: boolean): string;
  impliedAttacker(name: string): string;
  /** Words set aside: a claim someone made (checked by the answer), or a frame of the telling with no game content. */
  setAside(kind: 'claim' | 'frame', words: string): string;
  /** A misspelt word read as the one game word a slip of typing away (language/en/respell.ts). */
  respelt(written: string, read: string): string;
  /** The whole restatement: the told parts, the asks, the notes. */
  whole(parts: readonly string[], asks: readonly string[], notes: readonly string[]): string;
}

/** A loyalty cost as printed (606.4): "+1", "−2" (with the minus sign), "0" — the same in both languages. */
export function loyaltySymbol(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/**
 * The attackers of a told attack, grouped by what each attacks: attackers sent at a planeswalker or battle
 * (508.1b) are said with it, the rest with the attacked player (or nothing when none was told). The
 * grouping is the same in every language; only the sentence around each group differs.
 */
export function attackGroups(e: AttackEvent): { at: string | null; ids: string[] }[] {
  const to = e.attacked ?? {};
  const groups = new Map<string | null, string[]>();
  for (const id of e.attackers) groups.set(to[id] ?? null, [...(groups.get(to[id] ?? null) ?? []), id]);
  return [...groups].map(([at, ids]) => ({ at, ids }));
}

/** How one language names a loyalty ability told by its cost or by its sign (606.4). */
export interface LoyaltyWords {
  cost(symbol: string): string;
  plus: string;
  minus: string;
  ultimate: string;
}

/** A loyalty ability as the question named it: by its cost ("−2"), or by "plus", "minus", "ultimate" — in the words given. */
export function loyaltyAbility(l: LoyaltyTold, w: LoyaltyWords): string {
  if (typeof l === 'number') return w.cost(loyaltySymbol(l));
  switch (l) {
    case 'plus':
      return w.plus;
    case 'minus':
      return w.minus;
    case 'ultimate':
      return w.ultimate;
    default:
      return assertNever(l);
  }
}

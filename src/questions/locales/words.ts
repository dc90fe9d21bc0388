/**
 * The words the question layer itself puts into a Scenario and a reply (names of objects it assumed,
 * joins, short notes), one catalogue per language (en.ts, ja.ts). Each implements this interface, so a
 * language must supply every entry (the compiler checks it; test/questions/locales.test.ts checks
 * the catalogues' keys and scripts). Whole messages live in messages.ts.
 */
import type { AskLines } from './ask-lines.ts';
import type { ThingLabels } from './thing-labels.ts';
import type { RestateLines } from './restate-lines.ts';
import type { ClaimLines, DivisionLines } from './claim-lines.ts';

export interface QuestionWords {
  /** A list: "a, b, c". */
  list(items: readonly string[]): string;
  /** Alternatives: "a or b". */
  orList(items: readonly string[]): string;
  /** A mode's printed text, quoted. */
  quoted(text: string): string;
  /** How many modes a modal spell chooses (700.2). */
  modeCount(min: number, max: number): string;
  /** A modal spell's modes, quoted already; `max` is how many are chosen. */
  modeList(texts: readonly string[], max: number | null): string;
  /** What the question said, quoted in a message ("it"). */
  said(text: string): string;
  /** A card's name as a sentence names it. */
  cardName(name: string): string;
  /** Card names listed where a name may hold commas of its own ("Ghalta, Primal Hunger"). */
  nameList(names: readonly string[]): string;
  /** Both or all of them: "a and b". */
  andList(items: readonly string[]): string;
  /** A card's name in the reply's language: its Japanese name where the catalog has one (issue 16 §2). */
  localName(name: string, ja: string | null | undefined): string;
  /** The same as a sentence names it, when the catalog has a name in the reply's language; else the English name as it is. */
  namedCard(name: string, ja: string | null | undefined): string;
  /** A card's name written so the question reads it as one ([[Name]], 《名前》). */
  typedName(name: string): string;
  /** A note added to a message. */
  appended(message: string, note: string): string;
  /** The /define command as typed in this language (its Discord name there; the console takes it too). */
  defineCommand: string;
  /** A keyword (by its id, "first strike") as this language names it. */
  keywordName(id: string): string;
  /** Rule numbers given as "613.4, 613.7", listed as the reply language lists them. */
  ruleList(rules: string): string;
  /** The counter a planeswalker's loyalty (306.5c) or a battle's defense (310.4c) is counted in. */
  counterName(counter: 'loyalty' | 'defense'): string;
  /** How to tell a planeswalker's loyalty or a battle's defense, as an example. */
  counterExample(type: 'Planeswalker' | 'Battle'): string;
  /** A cast option the question told for a card that has none (702.33 kicker, 702.96 overload). */
  castOption(option: 'kicker' | 'overload' | 'evoke'): string;
  /** Damage told "at the same time" that the story can't deal at once. */
  atTheSameTime: string;
  /** An attribute a creature was not said to have: a colour, a creature type, a supertype (205.4). */
  attribute: Readonly<Record<'colors' | 'subtypes' | 'supertypes', (value: string) => string>>;
  /** An ability a sacrifice can pay for (602.2b): its text, after its source's label when there is one. */
  abilityUse(source: string | null, text: string): string;
  /** An answer line continued by a note about it. */
  continued(line: string, note: string): string;
  /** An answer line put inside another sentence (its first letter no longer starts one). */
  inSentence(line: string): string;
  /** Answer lines made one message. */
  lines(lines: readonly string[]): string;
  /** A rules engine sentence as the reply shows it. */
  engineText(text: string): string;

  /** The attacking creature implied for "can it block?" (509.1a). */
  impliedAttacker: string;
  /** A spell of no particular kind assumed on the stack. */
  assumedSpell: string;
  /** A plain object of a card type, assumed as a target. */
  assumedObject(type: string): string;
  /** The permanent that has a static ability told with no holder. */
  staticSource(n: number): string;
  /** A card of a library told only by its count. */
  libraryCard: string;
  /** The spell cast for "can it be targeted?" with no spell named. */
  targetingSpell: string;
  /** The mana ability a described object is said to have (605.1a). */
  manaAbility: string;
  /** The mana ability of a land told without its type (it adds one mana of a type not told, 305.6 / engine/casting/board-mana.ts). */
  untoldLandMana: string;
  /** The {T} ability a described object is said to have (302.6). */
  tapAbility: string;

  /** "the creature" a question asked about, unnamed. */
  theCreature: string;
  /** What a card's unread "*" power and toughness is called. */
  powerAndToughness: string;
  /** A card's English Oracle text, quoted. */
  oracleQuoted(text: string): string;
  /** The lead of the outcome answered with the move made. */
  ifYouDo: string;
  /** The restatement's note that the move was checked, then made. */
  /** A legality asked alone, answered with what the move leads to as well. */
  outcomeAdded: string;
  /** A "can it block?" answered no, with what the attack then does (if-it-cant.ts). */
  outcomeUnblocked: string;
  moveCheckedNot: string;
  soUnblocked: string;
  /** "Can they block?" of a pair that can't block together but one of which can alone (if-it-cant.ts eitherWay). */
  blockTogether: string;
  blockAlone: string;
  blockEitherWay: string;
  moveChecked: string;
  /** A move that can be made but doesn't do what it was for: the outcome, then the legality. */
  butIfYouDo(answer: string, legal: string): string;
  /** The note that the answer is the same whatever size the unsized creatures are. */
  sizeNotGiven(names: readonly string[]): string;
  /** The asker, as the payer of a cost. */
  you: string;
  /** The asker's opponent, as the payer of a cost. */
  yourOpponent: string;
  /** What paying is called when the question didn't say its own words for it. */
  pay: string;
  /** An ability named by its source (ward's trigger, 702.21a). */
  abilityOf(source: string): string;
  /** "cast" / "activated", of a spell or ability told after another. */
  cast: string;
  activated: string;
  /** An ability in play whose source isn't named. */
  anAbilityInPlay: string;

  /** The labels of things the question described (thing-labels.ts). */
  things: ThingLabels;
  /** The answer lines of each kind of ask (ask-lines.ts). */
  asks: AskLines;
  /** The restatement's words (restate-lines.ts). */
  restate: RestateLines;
  /** A told result checked against the run (claim-lines.ts). */
  claims: ClaimLines;
  /** A division of combat damage said back (claim-lines.ts). */
  divisions: DivisionLines;
}

/**
 * Words the trace steps share outside their templates, one catalogue per language (en-steps.ts,
 * ja-steps.ts) reached as RenderWords.steps: how a rendered step is finished, the engine's codes
 * for instruction kinds, unseen-card readers, unmodelled-text reasons and keyword notes, and the
 * answer's sentence listing unmodelled text that can't matter. Each table is a Record over the
 * engine's union, so a new code fails to compile until every language words it.
 */
import type { GapReason } from '../../engine/gap-relevance.ts';
import type { HandReader } from '../../engine/hand.ts';
import type { KeywordNoteCode } from '../../engine/keywords/note.ts';
import type { SpellEffect } from '../../engine/types.ts';

/** A keyword note's sentence: the object with the keyword, the other object, the keyword as worded. */
export type KeywordNoteWords = (object: string, other: string, ability: string) => string;

export interface StepLines {
  /** A step's sentence as shown: `lead` is the rule numbers that may start it ("613.4c: "). */
  sentence(text: string, lead: string): string;
  /** An engine error raised by one of the Scenario's actions, with its index. */
  atAction(index: number, text: string): string;
  /** A spell's or ability's instruction kind, for steps that name it ("all" = the objects matching now, 608.2c; 400.7). */
  instructions: Readonly<Record<SpellEffect['kind'], string>>;
  /** What reads an unseen card (engine/hand.ts), so the answer can't be given without it. */
  handReaders: Readonly<Record<HandReader, string>>;
  /** A number of cards, as a discard step counts them. */
  cards(n: number): string;
  /** Why unmodelled text could matter, or can't (engine/gap-relevance.ts). */
  gapReasons: Readonly<Record<GapReason, string>>;
  /** After one unmodelled text: how many more such texts there are (n ≥ 1). */
  moreGaps(n: number): string;
  /** One unmodelled text that can't matter: its object, the text, why not. */
  irrelevantText(name: string, text: string, why: string): string;
  /** A basic land found in an undescribed library, when which one can't matter. */
  irrelevantIdentity(why: string): string;
  /** The texts left out of the list. */
  moreIrrelevant(n: number): string;
  /** The answer's sentence listing unmodelled texts that can't change the outcome. */
  irrelevantList(items: readonly string[]): string;
  /** The `keyword.checked` notes (engine/keywords/note.ts). */
  keywordNotes: Readonly<Record<KeywordNoteCode, KeywordNoteWords>>;
  /** The other object of a keyword note when the step names none. */
  anySpellOrAbility: string;
}

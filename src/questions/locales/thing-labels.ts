/**
 * How a label names a thing the question described (questions/labels.ts): one implementation per
 * language (en-labels.ts, ja-labels.ts), reached as QuestionWords.things. labels.ts keeps what is
 * shared — whose it is (108.3, 108.4a), whether it is a card in another zone (110.1), and the
 * ordinal that keeps two labels apart.
 */
import type { Side, Thing } from '../types.ts';

export interface ThingLabels {
  /** Whose it is, as a label starts ("your", 「あなたの」). */
  owner(whose: Side | null): string;
  /** The zone a card outside the battlefield is in; `owner` is whose zone it is, as `owner` says it. */
  place(t: Thing, owner: string): string;
  /** The keywords a label leaves out for the restatement to say once (none in English). */
  keywordsLeftOut(t: Thing): string[];
  /** Every keyword the question gave it, as the restatement says them of a named card (its own are on the card). */
  keywordsTold(t: Thing): string[];
  /** A card in another zone (`where`), by its name when the question named one. */
  inZone(t: Thing, where: string, cardName: string | null): string;
  /** A permanent or spell, by its name when the question named one; `short`: its keywords are said elsewhere. */
  described(t: Thing, owner: string, cardName: string | null, short: boolean): string;
  /** The n-th of several cards in a zone with one label. */
  nthInZone(label: string, n: number): string;
  /** The n-th of several things with one label: whose, then the rest of the label. */
  /** `creature`: Japanese counts creatures with 体 and spells and other cards with 枚 (「2体目の2/2」, 「2枚目の《稲妻》」). */
  nth(owner: string, n: number, rest: string, creature: boolean): string;
}

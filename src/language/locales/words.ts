/**
 * The words the shared frames and intents (src/language/frames, src/language/intents) put into a
 * problem they name back to the user, and the few word patterns they look for in a clause's text,
 * one catalogue per language (en.ts, ja.ts) implementing this interface: a language must supply
 * every entry (the compiler checks it; test/language/locales.test.ts checks the keys and scripts).
 * A pattern a language has no word for is null, and the shape it marks is then never read.
 */
export interface StoryWords {
  /** The asker and the opponent, as options of a question asked back ("you or the opponent?"). */
  you: string;
  opponent: string;
  /** The player other than one just named, as an option asked back when the question tells players in the third person. */
  otherPlayer: string;
  /** One of several objects told in the same words, by its place among them ("two 1/1s (the second)", 「2体の1/1（2体目）」). */
  nth(words: string, n: number): string;
  /** An object of the kind asked about that the question did not describe, as the last option asked back. */
  undescribedOther: string;
  /** Both of them, as one option: "a and b". */
  andList(items: readonly string[]): string;
  /** Objects of one kind named together, as one option ("Grizzly Bears and Serra Angel"). */
  groupList(items: readonly string[]): string;
  /** The asker's / the opponent's object, as options of "whose?" asked back. */
  mine(words: string): string;
  theirs(words: string): string;
  /** "next turn" said with no whose, and its two readings (500.1). */
  nextTurn: string;
  myNextTurn: string;
  theirNextTurn: string;
  /** The permanent that has a mana ability the question only implied (605.1a). */
  manaAbilityPermanent: string;

  /** A life total dated to the start of the story ("was at 20", 「20スタート」). */
  startingTotal: RegExp;
  /** A change "across the board": every creature gets it (611.2c), none is its target. */
  acrossTheBoard: RegExp | null;
  /** A verb ending in contrast ("…, but"), told inside the chunk rather than as a word of its own. */
  contrastEnding: RegExp | null;
  /** A pronoun pointing at what was just told (「そいつ」「その」), the nearer of two. */
  nearPronoun: RegExp | null;
  /** A demonstrative said for "it" (「それ」「これ」「あれ」). */
  demonstrative: RegExp | null;
  /**
   * The asker taking back what they said ("wait, no", "sorry, I mean", "— actually a 3/3", 「じゃなくて」): which of the
   * two they meant is not picked; the question is refused naming the words (index.ts understand).
   */
  selfCorrection: RegExp;
  /** The noun "copy" said of what a permanent is ("a copy of Serra Angel", 「《セラの天使》のコピー」, frames/copy-state.ts). */
  copyNoun: RegExp;
  /**
   * A verb said as done ("copied", 「コピーした」「コピーしたら」): of a verb whose result is only there once the spell told
   * resolved (a copy entering, 707.2, 614.1c), the act is told complete (frames/copies.ts).
   */
  pastVerb: RegExp;
  /** A phrase broken off ("gets -1/-1 from... he casts"): a word that needs what follows it, then a trailing ellipsis. */
  cutOff: RegExp | null;
  /**
   * An amount asked as an extreme over the players' choices (understood-checks.ts extremeAmounts): the most ("at most",
   * "maximum", 「最大」) and the least ("minimum", "at least", 「最低」「少なくとも」); and an amount asked as prevented
   * ("how much is prevented", 「軽減された量」「何点軽減」).
   */
  mostWords: RegExp;
  leastWords: RegExp;
  preventedAmount: RegExp;
  /** Damage said to be combat damage ("combat damage", 「戦闘ダメージ」): dealt in combat (510.2, frames/damage.ts). */
  combatDamage: RegExp;
}

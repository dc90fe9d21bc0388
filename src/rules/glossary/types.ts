/**
 * The shape of Stackwise's own glossary: explanations written by this project, in English and
 * Japanese. Rule numbers are never written here: every reference is a {@link RuleRef} that is
 * resolved against the loaded Comprehensive Rules, so a renumbering in a new edition is followed
 * automatically (and a test fails when a reference no longer resolves).
 */

/**
 * A reference to the CR, resolved at load time against the current CR text.
 *
 * - `"h:Trample"` — the numbered rule whose heading is exactly "Trample" (case-insensitive),
 *   e.g. `702.19. Trample`. Works for any titled rule: `"h:Combat Damage Step"` gives 510.
 * - `"h:Deathtouch > trample"` — the first subrule under that heading whose text contains the
 *   phrase after `>` (case-insensitive). Several phrases may be joined by `&`:
 *   `"h:Protection > blocked & damage"` picks the first subrule containing both.
 * - `"g:Lethal Damage"` — the rules that the CR glossary entry "Lethal Damage" points to with
 *   "See rule …" (all of them).
 * - `"t:Priority"` — the CR glossary entry itself (shown as its text beneath our explanation).
 */
export type RuleRef = string;

export type TermKind = 'keyword-ability' | 'keyword-action' | 'game-term';

/** Text in both languages. Japanese is written as a Japanese judge would say it, not a word-for-word translation. */
export interface Bilingual {
  en: string;
  ja: string;
}

export interface Interaction extends Bilingual {
  /** The id of the other term (another entry's `id`), or a short English label when it is not a term of ours. */
  with: string;
  /** The rules that settle the interaction. */
  rules: RuleRef[];
}

export interface TermEntry {
  /** Stable id: lower-case English, words joined by '-': 'first-strike', 'state-based-actions'. */
  id: string;
  kind: TermKind;
  /** English display name as the CR writes it: 'First strike', 'Tap and Untap'. */
  en: string;
  /** The official Japanese name, or null when there is none. */
  ja: string | null;
  /** Our own Japanese rendering when there is no official name; always shown as unofficial. */
  jaUnofficial?: string;
  /**
   * Extra names that should find this entry, in either language: abbreviations ('ds', 'pro'),
   * other official forms ('被覆', 'プロテクション'), old names, common variants. Plurals, case,
   * hyphens, spaces and small misspellings are handled by the lookup and need not be listed.
   */
  aliases?: string[];
  /** Where the CR defines it; the first reference is the main one (its number is the headline). */
  rules: RuleRef[];
  /** A plain-language definition: one paragraph in each language. */
  summary: Bilingual;
  /** Further points a judge would add (how it works, common misconceptions). Full entries only. */
  details?: Bilingual[];
  /** How it interacts with the usual suspects. Full entries only. */
  interactions?: Interaction[];
}

/**
 * The pieces the stack, casting, trigger and resolution trace templates share (render/trace-stack.ts)
 * and the tables of engine codes they word, one catalogue per language (en-stack.ts, ja-stack.ts)
 * reached as RenderWords.stack. The templates of each trace key are already one table per language
 * (STACK_EN, STACK_JA); these are the words the shared helpers put into them.
 */

/** Names an ability of a source from its text (Fmt.abilityOf). */
export interface AbilityNamer {
  abilityOf(source: string, raw: string): string;
}

export interface StackLines {
  /** Items of one list. */
  list(items: readonly string[]): string;
  /** One triggered ability of 603.3b's order: its source, its text, its controller. */
  triggerItem(source: string, text: string, player: string, n: AbilityNamer): string;
  /** A trigger the engine listed in a shape not understood: shown as given. */
  unparsedTrigger(raw: string): string;
  /** How a choice while resolving was made (608.2d). */
  policies: Readonly<Record<string, string>>;
  answers: { yes: string; no: string; none: string };
  /** The choice made while resolving, after the player's answer ("may", 608.2d). */
  choice(choice: string): string;
  /** What lets a spell be cast at instant speed (702.8a). */
  permissions: Readonly<Record<string, string>>;
  unknownPermission(raw: string): string;
  /** Chosen modes' texts, each quoted (700.2). */
  quotedList(items: readonly string[]): string;
  /** Why sorcery timing doesn't allow it now (307.1, 117.1a). */
  timingDetails: Readonly<Record<string, string>>;
  /** An ability's sorcery timing (602.5d, 606.3). */
  activationTiming: string;
  /** An engine reason code in words. */
  reasons: Readonly<Record<string, string>>;
  /** An ability the engine can't judge. */
  unmodelled(what: string): string;
  /** Protection or hexproof from a quality as why it can't be targeted (702.16b, 702.11b). */
  cantTarget(keyword: string): string;
  /** spell / activated ability / triggered ability. */
  kinds: Readonly<Record<string, string>>;
}

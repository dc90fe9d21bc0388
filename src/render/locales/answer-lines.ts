/**
 * The short answer's sentences (render/short-answer.ts): what happened to each object and player,
 * one catalogue per language (en-answer.ts, ja-answer.ts) reached as RenderWords.answer. The shared
 * code finds what happened in the run; the catalogue says it, grammar (articles, verb agreement,
 * plurals, particles) included.
 */
export interface AnswerLines {
  /** A token the engine named by its subtypes, when this language words it. */
  tokenLabel(label: string): string | null;
  colorless: string;
  /** An object's final characteristics: its name, its P/T, colors and types, its keywords; `none` when it lost every ability. */
  describe(name: string, kind: readonly string[], keywords: readonly string[], none: boolean): string;
  /** A creature whose size the question didn't give, changed by the same amount at every size ("+3/+3"). */
  ptChange(name: string, change: string): string;
  /** …changed, but to a P/T that depends on the size the question didn't give. */
  ptDepends(name: string): string;
  /** A planeswalker's loyalty before and after damage (120.3c, 306.8; 704.5i when `gone`). */
  loyalty(name: string, before: number, after: number, damage: number, gone: boolean): string;
  /** A tutored card from an undescribed library (701.23a). */
  searchUnseen(who: string, maybe: boolean, toTop: boolean): string;
  /** A discard (701.9a): named cards, `unseen` cards not known, the `whole` rest of the hand; `upTo` when the hand's size is unknown. */
  discard(who: string, cards: readonly string[], unseen: number, whole: boolean, upTo: boolean): string;
  /** An ability named by its source. */
  abilityOf(source: string): string;
  /** A spell or ability countered (701.6a; 118.12a when a cost wasn't paid). */
  countered(item: string, by: string, unpaid: string | null): string;
  /** Tokens created under a player's control (111.2). */
  created(names: readonly string[], who: string): string;
  /** An object that left the battlefield, with where it went. */
  leftTo(name: string, zone: string): string;
  /** An object that went on from where it went first (a flicker's return, a reanimated creature exiled again): every zone, in order (move-chains.ts). */
  leftVia(name: string, zones: readonly string[]): string;
  notDestroyed(names: readonly string[]): string;
  died(names: readonly string[]): string;
  toGraveyard(names: readonly string[]): string;
  /** One of those put into a graveyard that then left it (Rancor's trigger returns it to the hand, 603.6c): where it ended. */
  thenTo(name: string, zone: string): string;
  left(items: readonly string[]): string;
  /** An object put on top of its owner's library (400.3). */
  toTop(name: string): string;
  /** Cards that left a graveyard or exile (each with where it went). */
  leftZone(zone: string, items: readonly string[]): string;
  ceased(names: readonly string[]): string;
  /** Objects whose fate (dies or not, damage left marked) depends on a size the question didn't give: not said, and why. */
  fateDepends(names: readonly string[]): string;
  /** Cards in a hand the question didn't name. */
  unseenInHand(who: string, n: number): string;
  /** Cards drawn from an undescribed library. */
  unseenDrawn(who: string, n: number): string;
  /** Why a player lost (704.5a-c). */
  lostReasons: Readonly<Record<string, string>>;
  loses(who: string, why: string | undefined): string;
  /** Every player lost at once (104.4a). */
  draw: string;
  nothingChanges: string;
  /** The sentences as one text, each ended. */
  join(sentences: readonly string[]): string;
  /** The answer's last touch (Japanese spacing and punctuation). */
  tidy(text: string): string;
}

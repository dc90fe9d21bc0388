/**
 * How players name a triggered ability (603.1) by what it triggers on or what it does: "the enter trigger", "the
 * ETB", "the destroy trigger", "its dies trigger", "the cast trigger", 「CIP誘発」「死亡誘発」. Each is read as the word
 * class "trigger" (frames/target-phrases.ts triggerSource, frames/trigger-response.ts), whose source is the object
 * named or the one the story is about. The word before "trigger" narrows which of the source's triggered abilities
 * is meant; that narrowing is not modelled, so a question asking whether a qualified trigger happens is answered
 * only of a card with exactly one triggered ability (intents/events.ts triggersAsk) — never of a card whose other
 * triggered ability could be the one counted (Thragtusk's leaves trigger for "does the enter trigger go off").
 */

/**
 * Words said before "trigger" / "ability" (lemmas, lower case, as the English lexicon keys are): the event
 * (603.6a enters, 603.6c leaves, 603.10a dies, 601.2i cast, 508.1m attacks) or the effect the ability has.
 */
const EVENTS = [
  'etb', 'enter', 'enters', 'enter-the-battlefield', 'enters-the-battlefield', 'enter the battlefield', 'cip',
  'ltb', 'leave', 'leaves', 'leave-the-battlefield', 'leaves-the-battlefield', 'leave the battlefield',
  'death', 'die', 'dies', 'cast', 'attack', 'attacks',
];
const EFFECTS = ['block', 'combat damage', 'damage', 'upkeep', 'end step', 'landfall', 'lifegain', 'life gain', 'destroy', 'exile', 'bounce', 'token', 'draw', 'removal', 'kill', 'sacrifice'];
const QUALIFIERS = [...EVENTS, ...EFFECTS];

/**
 * The English phrases: "<qualifier> trigger(s)"; "<event> ability" only for an event that makes it a triggered one
 * ("the sac ability" may be an activated ability, 602.1, so is not read here).
 */
export const ENGLISH_TRIGGER_NOUNS: readonly string[] = [
  ...QUALIFIERS.flatMap((q) => [`${q} trigger`, `${q} triggers`, `${q} triggered ability`]),
  ...EVENTS.map((q) => `${q} ability`),
];

/**
 * Japanese nouns for a triggered ability named by its event: ETB/CIP (603.6a), PIG (603.10a), 死亡 (dies), 攻撃 (attacks).
 * (Bare ETB / CIP / PIG, 「《X》のETBで」, are the same word class: ja/other-words.ts; each counts as qualified below.)
 */
export const JAPANESE_TRIGGER_NOUNS: readonly string[] = [
  'ETB誘発', 'CIP誘発', '死亡誘発', 'PIG誘発', '攻撃誘発', '戦場離脱誘発',
  // 「戦場に出たときの誘発」「出た時の能力」: the enters trigger said in words, as the card's own "when this enters" (603.6a).
  ...['戦場に', '場に', ''].flatMap((w) => ['とき', '時'].flatMap((t) => ['誘発', '能力'].map((n) => `${w}出た${t}の${n}`))),
];

const QUALIFIED = new RegExp(`(?:^|[\\s'’])(?:${QUALIFIERS.map((q) => q.replace(/[-\s]/g, '[-\\s]')).join('|')})\\s+(?:trigger|triggers|triggered ability|ability)\\b|(?:^|[\\s'’の])(?:ETB|CIP|PIG|LTB)s?(?:誘発|能力)?(?=$|[\\s.,!?、。はがをでもって])|(?:死亡|攻撃|戦場離脱)(?:誘発|能力)|出た(?:とき|時)の(?:誘発|能力)`, 'iu');

/** Whether words naming a triggered ability say which one by its event or effect ("the destroy trigger", 「死亡誘発」). */
export function qualifiedTrigger(text: string): boolean {
  return QUALIFIED.test(text.trim());
}

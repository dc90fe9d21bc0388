/**
 * Issue 14 (session 43): mana abilities whose mana depends on the game (605.1a, 106.4).
 *
 * "{T}: Add {C}. If you control an Urza's Mine and an Urza's Power-Plant, add {C}{C}{C} instead." —
 * the second sentence is a self-replacement effect of the same ability (614.15, 614.1a: "instead"):
 * which mana the ability adds depends on a state of the game as it resolves. Like "{G} for each Elf
 * you control" (mana.ts), that is a mana ability whose mana the engine doesn't know: the ability is
 * read whole (a cast that would need its mana stops as unmodelled, casting/cast.ts), never as the
 * mana of its first sentence. Only a condition that tests the game's state is read this way (never
 * one that does something, "if you pay …", "if you sacrifice …"), and only an instead-clause whose
 * own mana is one "Add …" reads (manaAdded).
 */
import { manaAdded } from './mana.ts';
import { parseCondition } from './triggers.ts';

/** A named permanent in a condition ("an Urza's Mine"): capitalised words, as a card name is printed. */
const NAMED = "(?:a|an) [A-Z][A-Za-z'’-]*(?: [A-Z][A-Za-z'’-]*)*";

/**
 * Conditions that only look at the game (no instruction in them): 605.1a's "could add mana" holds
 * either way, and the engine doesn't need which holds, since the mana is one it doesn't know.
 */
const STATE_TESTS: readonly RegExp[] = [
  // "you control an Urza's Mine and an Urza's Tower" (named permanents, 201.2).
  new RegExp(`^you control ${NAMED}(?: and ${NAMED})?$`),
  // 122.1: "this land has a luck counter on it", "this creature has a +1/+1 counter on it".
  /^this(?: [a-z]+)? has (?:a|an|one or more) (?:\+1\/\+1|[a-z]+) counters? on it$/,
  // 726.1 (the initiative), 309.7 (completed a dungeon), 305.2 (played a land): the turn's or game's history.
  /^you have the initiative$/,
  /^you've completed a dungeon$/,
  /^you played a land this turn$/,
  // 406.6: cards exiled with this permanent (linked, 607.1).
  /^a card is exiled with this(?: [a-z]+)?$/,
];

function stateTest(condition: string): boolean {
  if (/\b(?:pay|paid|sacrifice|discard|exile|tap|untap|reveal)\b/.test(condition.replace(/^a card is exiled with this(?: [a-z]+)?$/, ''))) return false;
  return parseCondition(condition) !== null || STATE_TESTS.some((re) => re.test(condition));
}

/**
 * "If <condition>, add <mana> instead." / "If <condition>, instead add <mana>." (normalised, lower
 * case first, no final period): true when the sentence is such a self-replacement of the ability's
 * mana (614.15) with a condition that tests the game's state.
 */
export function manaInstead(sentence: string): boolean {
  const m = /^if (.+?), (?:add (.+) instead|instead add (.+))$/.exec(sentence.replace(/\.$/, ''));
  if (!m) return false;
  const condition = m[1]!;
  const mana = `add ${m[2] ?? m[3]!}`.replace(/ of that type$/, ' of any type');
  return stateTest(condition) && (manaAdded(mana) !== null || /^add (?:one|two|three) mana of any (?:one )?(?:color|type)$/.test(mana));
}

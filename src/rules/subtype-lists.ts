/**
 * The subtype lists of 205.3g-205.3q read from the loaded CR's text, so the engine knows every
 * subtype of the current edition without a code change and without the lists being copied into
 * this repository. The engine takes them as data (engine/subtypes.ts `useSubtypeLists`); this
 * module only reads text and does no I/O.
 */
import type { SubtypeLists } from '../engine/subtypes.ts';

/** Which rule lists each set: artifact 205.3g, enchantment 205.3h, land 205.3i, planeswalker 205.3j, spell 205.3k, creature 205.3m, battle 205.3q. */
const RULE_OF: Readonly<Record<keyof SubtypeLists, string>> = {
  artifact: '205.3g',
  enchantment: '205.3h',
  land: '205.3i',
  planeswalker: '205.3j',
  spell: '205.3k',
  creature: '205.3m',
  battle: '205.3q',
};

/**
 * The names a rule lists: after "types are" or "type is" (and after the colon, if the sentence
 * has one: "… are one word long: Advisor, …"), up to the sentence's end, with the "(see rule N)"
 * references dropped ("The land types are Cave, Desert, … and Urza’s. Of that list …" -> Cave,
 * Desert, …, Urza’s). 205.3m lists its one two-word creature type in a sentence of its own, so
 * every such sentence is read.
 */
function namesIn(text: string): string[] {
  const plain = text.replace(/\s*\(see rules? [^)]*\)/g, '');
  const out: string[] = [];
  for (const m of plain.matchAll(/\btypes? (?:are|is)\s+([^.]+)\./g)) {
    const list = m[1]!.slice(m[1]!.lastIndexOf(':') + 1);
    for (const part of list.split(/,\s*(?:and\s+)?|\s+and\s+/)) {
      const name = part.trim();
      if (/^[A-Z][\p{L}'’-]*(?: [A-Z][\p{L}'’-]*)*$/u.test(name)) out.push(name);
    }
  }
  return out;
}

/**
 * The subtype lists of the CR whose rule texts `ruleText` gives, or null when one of the rules is
 * missing or lists nothing (an edition this reader doesn't understand: better no lists than wrong ones).
 * A name written with a curly apostrophe (Urza’s) is also listed with a straight one, as people type it,
 * except among creature types, whose set needs no lookup (a subtype in no other list is a creature type).
 */
export function subtypeListsOf(ruleText: (number: string) => string | null): SubtypeLists | null {
  const lists: Partial<Record<keyof SubtypeLists, string[]>> = {};
  for (const [set, rule] of Object.entries(RULE_OF) as [keyof SubtypeLists, string][]) {
    const text = ruleText(rule);
    const names = text === null ? [] : namesIn(text);
    if (names.length === 0) return null;
    lists[set] = set === 'creature' ? names : names.flatMap((n) => (n.includes('’') ? [n.replace(/’/g, "'"), n] : [n]));
  }
  return lists as SubtypeLists;
}

/** The same, from the CR's whole text (rules one a line, as decoded): for tests and tools that hold only the text. */
export function subtypeListsOfText(crText: string): SubtypeLists | null {
  return subtypeListsOf((number) => {
    const escaped = number.replace(/\./g, '\\.');
    return new RegExp(`^${escaped} (.*)$`, 'm').exec(crText)?.[1] ?? null;
  });
}

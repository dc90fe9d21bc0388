/**
 * What an unmodelled text says about the object it is on, read from its words: whether it could tell
 * apart cards of one description (205.3i basic land types, 205.4 snow, 702.14 landwalk, names), an
 * "enters tapped / with counters" replacement of the object itself (614.1c, 614.12), a duration
 * "until this leaves the battlefield" (610.3), and a cost that sacrifices its own source (602.2b).
 */

/** A duration that ends when the ability's own source leaves the battlefield (610.3). */
export const UNTIL_LEAVES = /\buntil (?:this|~|it|that|[A-Z][\w',-]*(?: [\w',-]+)*?) (?:[\w-]+ )?leaves the battlefield\b/i;

/**
 * Text that could tell apart cards of one description (the `identity` gap): a basic land type or
 * "basic land type(s)" (205.3i, domain), "snow" (205.4), landwalk (702.14), a card's name ("named",
 * "choose a card name"). Read from an object's rules text, its name and types left out (those say what
 * it is, not what it reads). Conservative: any mention counts.
 */
const IDENTITY_WORDS = /\b(?:plains|islands?|swamps?|mountains?|forests?|wastes|snow|basic land types?|[a-z]*walk|named?|names)\b/i;

export function readsIdentity(printed: object): boolean {
  const own = new Set(['name', 'types', 'subtypes', 'supertypes']);
  return Object.entries(printed).some(([k, v]) => !own.has(k) && anyString(v, (t) => IDENTITY_WORDS.test(t)));
}

/** Whether some string value inside `v` (keys aside) passes `test`. */
function anyString(v: unknown, test: (s: string) => boolean): boolean {
  if (typeof v === 'string') return test(v);
  if (Array.isArray(v)) return v.some((x) => anyString(x, test));
  if (v !== null && typeof v === 'object') return Object.values(v).some((x) => anyString(x, test));
  return false;
}

/**
 * A permanent's own "enters tapped" or "enters with … counters on it" (614.1c), as one sentence: [1]
 * who enters, [2] the counters' kind. Conditions after it ("unless …", "if …") only decide
 * how it enters.
 */
export const ENTERS_SELF = /^(this [a-z]+|~|[A-Z][\w',-]*(?: [\w',-]+)*?) enters(?: the battlefield)? (?:tapped\b|with (?:[^.]*? )?(\+1\/\+1|-1\/-1|[a-z]+) counters? on it\b)[^.]*\.$/i;

/** Whether the words name the object itself ("this creature", "~", its name or the first part of it). */
export function selfWords(words: string, name: string): boolean {
  const w = words.toLowerCase();
  return w.startsWith('this ') || w === '~' || (name !== '' && (w === name.toLowerCase() || name.toLowerCase().startsWith(`${w},`) || name.toLowerCase().startsWith(`${w} `)));
}

/** Whether an activated ability's cost (the text before its first colon) sacrifices the object it is on ("Sacrifice this creature:", "Sacrifice <its name>:"). */
export function sacrificesItself(text: string, name: string): boolean {
  const colon = text.indexOf(':');
  if (colon < 0) return false;
  const cost = text.slice(0, colon).toLowerCase();
  return /\bsacrifice (?:this|~)\b/.test(cost) || (name !== '' && cost.includes(`sacrifice ${name.toLowerCase()}`));
}

/**
 * The card types a triggered ability must target (115.1d), one per "target <type>" it requires: "deals that much damage
 * to target planeswalker that player controls" (Questing Beast) needs a planeswalker. With no legal choice for a required
 * target the ability is removed from the stack as it would be put there (603.3d), so none of its text happens. Read only
 * where every "target" is a plain card type naming a permanent (no "up to", "any target", "or", "card", "spell", no
 * adjective first): otherwise null, and the text is judged as before. Creature is left out: effects often make
 * noncreatures creatures, and the run knows an object's types only as it came in.
 */
const TARGET_TYPE = /\btarget (planeswalker|battle|artifact|enchantment|land)\b(?! or\b| card\b| spell\b)/gi;
const ANY_TARGET = /\btargets?\b/gi;
export function requiredTargetTypes(text: string): string[] | null {
  const all = text.match(ANY_TARGET)?.length ?? 0;
  if (all === 0 || /\bup to\b|\bany (?:number of )?targets?\b|\bany target\b/i.test(text)) return null;
  const found = [...text.matchAll(TARGET_TYPE)].map((m) => m[1]!.toLowerCase());
  return found.length === all ? found : null;
}

/**
 * An alternative cost whose permanent only hastes and leaves if that cost was paid: dash (702.109a: haste, back
 * to its owner's hand at the beginning of the next end step) and blitz (702.152a: haste, "when it is put into a
 * graveyard from the battlefield, draw a card", sacrificed at the beginning of the next end step). [1]: which.
 */
export const PAID_ALTERNATIVE = /^(dash|blitz)\b/i;

/**
 * Oracle text into the pieces the templates read: lines without reminder text, sentences (never
 * split inside a quoted ability), and a normalised form of each where the card's own name and
 * "this creature" / "this artifact" … become "this" (templates match by shape, never by card name).
 */

/** Removes reminder text: the parenthesised parts of a line. */
export function stripReminder(line: string): string {
  return line.replace(/\s*\([^()]*\)/g, '').trim();
}

/**
 * The sentences of one line, verbatim. A period ends a sentence only outside quotes, so
 * `Equipped creature has "{T}: Draw a card."` stays one sentence.
 */
export function splitSentences(line: string): string[] {
  const out: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === '"' || c === '“' || c === '”') quoted = !quoted;
    // A quoted ability ending its sentence ('… with "This token can't block." Creatures …'): the
    // sentence ends with the closing quote after the quoted period.
    const quotedEnd = !quoted && (c === '"' || c === '”') && line[i - 1] === '.' && line[i + 1] === ' ';
    if (quotedEnd || (c === '.' && !quoted && (i === line.length - 1 || line[i + 1] === ' '))) {
      const s = line.slice(start, i + 1).trim();
      if (s) out.push(s);
      start = i + 1;
    }
  }
  const rest = line.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

const SELF_NOUNS = 'creature|artifact|enchantment|aura|equipment|land|permanent|spell|card|vehicle|planeswalker|battle|saga|token|siege|class|case|room';

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Names that mean "this object" in a card's text: its full name and the part before a comma ("Torbran"). */
export function selfNames(name: string, opts: { legendary?: boolean } = {}): string[] {
  const names = new Set<string>();
  for (const raw of name.split(/\s+\/\/\s+/)) {
    // An Alchemy rebalanced card ("A-Cauldron Familiar") names itself without the "A-" in its text.
    const face = raw.trim().replace(/^A-(?=\S)/, '');
    names.add(raw.trim());
    names.add(face);
    const short = face.split(',')[0]!.trim();
    if (short.length >= 3) names.add(short);
    // A legendary "Haktos the Unscarred" / "Daxos of Meletis" is "Haktos" / "Daxos" in its own text
    // (not "Raise" for Raise the Alarm, which isn't legendary).
    const epithet = opts.legendary ? /^(\S{3,}) (?:the|of) \S/.exec(face.trim()) : null;
    if (epithet) names.add(epithet[1]!);
  }
  return [...names].filter((n) => n.length > 0).sort((a, b) => b.length - a.length);
}

/**
 * The matching form of a sentence: curly quotes straightened, the card's names and "this
 * <noun>" made "this", the first letter lower-case, the final period dropped.
 */
export function normalise(sentence: string, names: readonly string[]): string {
  let s = sentence.replace(/[’‘]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim();
  for (const n of names) s = s.replace(new RegExp(`(^|[^A-Za-z])${escapeRegExp(n)}(?![A-Za-z])`, 'g'), '$1this');
  s = thisNouns(s);
  if (s.endsWith('.')) s = s.slice(0, -1);
  return lowerFirst(s);
}

/** "this creature" / "This token" … made "this" (as in every normalised sentence). */
export function thisNouns(s: string): string {
  return s.replace(new RegExp(`\\bthis (?:${SELF_NOUNS})\\b`, 'gi'), 'this').replace(/\bThis\b/g, 'this');
}

/** The first word loses its capital unless it is a subtype ("Goblins you control get +1/+1"). */
export function lowerFirst(s: string): string {
  const first = /^[A-Za-z'-]+/.exec(s)?.[0] ?? '';
  return SENTENCE_WORDS.has(first.toLowerCase()) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
}

/** Words that start oracle sentences and are not subtypes: lower-cased for the templates. */
const SENTENCE_WORDS = new Set(
  (
    'when whenever at if you target each all other another creatures creature this it enchanted equipped draw destroy exile ' +
    'return counter create put prevent add tap untap as sacrifice search choose look reveal scry surveil gain lose your ' +
    'players player that those its they until during spells cards lands land artifacts artifact enchantments enchantment ' +
    'permanents permanent nonland noncreature nonartifact nonbasic white blue black red green colorless multicolored then ' +
    'only activate cast play an a the there no double triple deal deals fight investigate transform attacking blocking ' +
    'tokens token one two three four five six seven eight nine ten up any equip enchant flying instead may ' +
    'mill discard regenerate attach shuffle goad populate proliferate adapt exchange copy play remove spells switch damage combat for ' +
    // Adjectives that are not subtypes (a capital letter only because they start the sentence):
    // "Legendary creatures you control get +1/+1" must never read as a creature type "Legendary".
    'legendary nonlegendary snow nonsnow basic nonbasic nontoken commander commanders goaded tapped untapped modified face-down ' +
    'face-up historic outlaw outlaws party attacking blocking unblocked monocolored hosted premium activated'
  ).split(' '),
);

/** "a" / "an" / "one" … "ten" or digits, as a number; null otherwise. */
export function numberWord(w: string): number | null {
  const words: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
  const l = w.toLowerCase();
  if (l in words) return words[l]!;
  return /^\d+$/.test(l) ? Number(l) : null;
}

export const NUMBER = '(a|an|one|two|three|four|five|six|seven|eight|nine|ten|\\d+)';

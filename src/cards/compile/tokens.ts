/**
 * Tokens an effect creates (111.1), read from "create a 1/1 white Soldier creature token with
 * flying", "create two 2/2 black Zombie creature tokens", "create a Treasure token": a Scenario
 * object (a `create` effect's seed) per token. A token's name is its subtypes plus "Token" unless
 * the text names it (111.4). The predefined Treasure, Food and Clue tokens (111.10a, 111.10b,
 * 111.10f) carry their activated abilities.
 */
import { COLOR_OF, parseKeywordList } from './words.ts';
import { lookupTable } from '../../core/table.ts';
import { thisNouns } from './text.ts';

export type Seed = Record<string, unknown>;

/**
 * Reads a quoted ability a token is created with (111.3, 113.2c: the effect that creates a token
 * defines its abilities, its "text"): the abilities as a Seed part (keywords, statics, triggers,
 * activated), or null when the text isn't read whole. Set by the templates module (which compiles
 * text) so that this module doesn't import it; unset, no quoted ability is read.
 */
type AbilityReader = (text: string) => Seed | null;
let readAbility: AbilityReader | null = null;

export function setTokenAbilityReader(read: AbilityReader): void {
  readAbility = read;
}

/**
 * The token's "with …" text: keywords ("flying", "flying and haste"), one quoted ability
 * ('"This token can't block."'), or keywords and then one quoted ability ('toxic 1 and "…"').
 * Null if anything isn't read.
 */
function withAbilities(withText: string, quotes: readonly string[] | undefined): Seed | null {
  const q = /^(?:(.+?),? and )?"([^"]+)"$/.exec(withText.trim());
  if (!q) {
    const keywords = parseKeywordList(withText);
    return keywords ? { keywords } : null;
  }
  // The sentence was read with the card's own name made "this": a quoted ability that named the card
  // ("… slime counters on Gutter Grime") would read as the token itself. Only a quote as printed is read.
  if (!quotes?.includes(q[2]!)) return null;
  const keywords = q[1] !== undefined ? parseKeywordList(q[1]) : [];
  const ability = readAbility && keywords ? readAbility(q[2]!) : null;
  if (!keywords || !ability) return null;
  const kws = [...keywords, ...((ability.keywords as unknown[] | undefined) ?? [])];
  return { ...ability, ...(kws.length > 0 ? { keywords: kws } : {}) };
}

/**
 * The abilities one quoted text gives (keywords, statics, triggers, activated), read whole through the
 * templates, or null. Used for abilities granted in quotes (statics.ts).
 */
export function readQuoted(text: string): Seed | null {
  return readAbility ? readAbility(text) : null;
}

/** A quoted ability as printed in a sentence (`raw`) and in the form a normalised sentence has it (`norm`). */
export interface PrintedQuote {
  raw: string;
  norm: string;
}

/** The quoted abilities of a sentence's printed text, raw and normalised (as printedQuotes). */
export function quotesOf(verbatim: string): PrintedQuote[] {
  return [...verbatim.replace(/[“”]/g, '"').matchAll(/"([^"]+)"/g)].map((m) => ({ raw: m[1]!, norm: thisNouns(m[1]!.replace(/[’‘]/g, "'").replace(/\s+/g, ' ')) }));
}

/**
 * The quoted abilities of an ability's printed text, each made "this" for "this token" / "this
 * creature" … as normalised sentences are (never the card's name): what a quote in a normalised
 * sentence must be for the templates to read it.
 */
export function printedQuotes(verbatim: string): string[] {
  return [...verbatim.replace(/[“”]/g, '"').matchAll(/"([^"]+)"/g)].map((m) => m[1]!.replace(/[’‘]/g, "'").replace(/\s+/g, ' ')).map(thisNouns);
}

/**
 * 111.3: "It has "<ability>"" right after an instruction that created one token gives that token the
 * ability; `seed` is that token's seed (changed in place). False if the text isn't read whole.
 */
export function addQuotedAbility(seed: Seed, quoted: string, quotes: readonly string[]): boolean {
  if (seed.keywords || seed.statics || seed.triggers || seed.activated) return false;
  const ability = withAbilities(quoted, quotes);
  if (!ability || !/^"/.test(quoted.trim())) return false;
  Object.assign(seed, ability);
  return true;
}

const PREDEFINED: Record<string, () => Seed> = lookupTable({
  // 111.10a: mana ability; the mana itself is not tracked by the engine.
  Treasure: () => ({
    name: 'Treasure Token', types: ['Artifact'], subtypes: ['Treasure'],
    activated: [{ text: 'Treasure (111.10a): {T}, sacrifice it: one mana of any color.', cost: '{T}, Sacrifice this token', tap: true, sacrificeSelf: true, mana: true, effects: [] }],
  }),
  // 111.10b.
  Food: () => ({
    name: 'Food Token', types: ['Artifact'], subtypes: ['Food'],
    activated: [{ text: 'Food (111.10b): {2}, {T}, sacrifice it: gain 3 life.', cost: '{2}, {T}, Sacrifice this token', tap: true, sacrificeSelf: true, effects: [{ kind: 'life', amount: 3, player: 'you' }] }],
  }),
  // 111.10f.
  Clue: () => ({
    name: 'Clue Token', types: ['Artifact'], subtypes: ['Clue'],
    activated: [{ text: 'Clue (111.10f): {2}, sacrifice it: draw a card.', cost: '{2}, Sacrifice this token', sacrificeSelf: true, effects: [{ kind: 'draw', amount: 1, player: 'you' }] }],
  }),
});

/** The colors of "white", "white and black", "colorless"; null if not colors. */
function colorsOf(words: string): string[] | null {
  if (words === 'colorless') return [];
  const parts = words.split(' and ');
  if (!parts.every((p) => p in COLOR_OF)) return null;
  return parts.map((p) => COLOR_OF[p]!);
}

/**
 * The seed of the token a "create …" phrase describes (without the count and the word "token(s)"):
 * "1/1 white Soldier creature" (+ `with` keywords), "Treasure". Null if anything else.
 */
export function tokenSeed(phrase: string, withText: string | undefined, quotes?: readonly string[]): Seed | null {
  const predefined = PREDEFINED[phrase];
  if (predefined) return withText === undefined ? predefined() : null;
  const m = /^(\d+)\/(\d+) ((?:colorless|white|blue|black|red|green)(?: and (?:white|blue|black|red|green))?) ((?:[A-Z][a-z]+ )*[A-Z][a-z]+) (artifact )?creature$/.exec(phrase);
  if (!m) return null;
  const colors = colorsOf(m[3]!);
  if (!colors) return null;
  const subtypes = m[4]!.split(' ');
  const seed: Seed = {
    name: `${subtypes.join(' ')} Token`,
    types: m[5] ? ['Artifact', 'Creature'] : ['Creature'],
    subtypes,
    colors,
    power: Number(m[1]),
    toughness: Number(m[2]),
  };
  if (withText !== undefined) {
    const abilities = withAbilities(withText, quotes);
    if (!abilities) return null;
    Object.assign(seed, abilities);
  }
  return seed;
}

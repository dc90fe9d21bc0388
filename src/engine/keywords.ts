/**
 * Keyword abilities as data: matching by name, keyword counters (122.1b), and the parameterised
 * keywords the state-based actions read (protection 702.16, enchant 702.5).
 */
import type { CardType, Color, Keyword } from './types.ts';
import { creatureTypes, subtypeOfPlural } from './subtypes.ts';
import { lookupTable } from '../core/table.ts';
import type { KnownKeywordName } from './keywords/known.ts';
import type { TextAbility } from './keywords/text-abilities.ts';

/**
 * Normalised texts seen so far: a bounded memo of a pure string function (the same text always gives
 * the same result, whatever run asks). The only mutable values kept by an engine module: no run's
 * state is here, and without them the layer system is about half as fast (npm run bench).
 */
const normalized = new Map<string, string>();

/** Lower case, single spaces, "protection from red" -> "protection red", "ward {2}" -> "ward 2". */
export function normalizeKeywordText(text: string): string {
  let n = normalized.get(text);
  if (n === undefined) {
    n = text
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^protection from /, 'protection ')
      .replace(/[{}]/g, '');
    if (normalized.size < 10_000) normalized.set(text, n);
  }
  return n;
}

/** The full text of a keyword instance, normalised ("protection red", "ward 2", "flying"). */
export function keywordText(k: Keyword): string {
  return normalizeKeywordText(k.param === undefined || k.param === '' ? k.keyword : `${k.keyword} ${k.param}`);
}

/** The word between a keyword and its parameter, which isn't part of the parameter ("protection from red"). */
const CONNECTED = lookupTable<string>({ protection: 'from', hexproof: 'from', affinity: 'for', partner: 'with' });

const canonical = new Map<string, string>();

/**
 * The one normaliser every keyword comparison goes through: a keyword written any of the ways the
 * Scenario schema, the CR or an engine caller writes it gives the same text. Lower case, braces
 * dropped ("ward {2}" = "ward 2"), the connecting word dropped ("protection from red" = "protection
 * red", "hexproof from white" = "hexproof white"), and landwalk with its land type as the parameter
 * (702.14a: "islandwalk" = "landwalk island", "nonbasic landwalk" = "landwalk nonbasic land").
 */
export function canonicalKeywordText(text: string): string {
  let c = canonical.get(text);
  if (c === undefined) {
    c = normalizeKeywordText(text);
    for (const [keyword, connector] of Object.entries(CONNECTED)) {
      if (c.startsWith(`${keyword} ${connector} `)) c = `${keyword} ${c.slice(keyword.length + connector.length + 2)}`;
    }
    const walk = /^(.+?)[ -]?walk$/.exec(c);
    if (walk && walk[1] !== 'land') c = `landwalk ${walk[1]}`;
    if (canonical.size < 10_000) canonical.set(text, c);
  }
  return c;
}

/** A keyword instance in canonical form ("landwalk island", "protection red", "ward 2", "flying"). */
export function canonicalKeyword(k: Keyword): string {
  return canonicalKeywordText(k.param === undefined || k.param === '' ? k.keyword : `${k.keyword} ${k.param}`);
}

/** The keyword a canonical text is an instance of: "landwalk island" -> "landwalk", "protection red" -> "protection". */
function baseOf(c: string): string {
  const space = c.indexOf(' ');
  if (space < 0) return c;
  const head = c.slice(0, space);
  return head === 'landwalk' || Object.hasOwn(CONNECTED, head) ? head : c;
}

/**
 * Does the keyword instance match a name like "flying" or "landwalk" (every instance) or
 * "protection from red" / "islandwalk" (that one)? Both sides are compared in canonical form.
 */
export function keywordMatches(k: Keyword, name: string): boolean {
  const wanted = canonicalKeywordText(name);
  const full = canonicalKeyword(k);
  return full === wanted || canonicalKeywordText(k.keyword) === wanted || baseOf(full) === wanted;
}

/**
 * A keyword the engine checks by name (issue 13 §2): one it implements (keywords/known.ts, each in its own module) or
 * rules text it reads as a keyword (keywords/text-abilities.ts). Checks in the engine name one of these, so a misspelt
 * keyword fails to compile instead of never matching.
 */
export type KeywordName = Exclude<KnownKeywordName, 'other'> | TextAbility;

/** Has the list an instance of this keyword (every instance of "protection", "landwalk"…, as keywordMatches)? */
export function hasKeyword(keywords: readonly Keyword[], name: KeywordName): boolean {
  return hasKeywordText(keywords, name);
}

/**
 * The same check for a keyword written in data rather than by the engine — a selector's `keywords` in a Scenario, the
 * words of an ability's parameter ("can't be blocked except by creatures with flying") — which may name any keyword.
 */
export function hasKeywordText(keywords: readonly Keyword[], text: string): boolean {
  return keywords.some((k) => keywordMatches(k, text));
}

/** Labels for traces: "flying, protection from red". */
export function formatKeywords(keywords: readonly Keyword[]): string {
  return keywords.length === 0 ? '-' : keywords.map((k) => (k.param ? `${k.keyword} ${k.param}` : k.keyword)).join(', ');
}

/** 122.1b: the keywords a keyword counter can be (variants such as "hexproof from" included by prefix). */
export const KEYWORD_COUNTERS: readonly string[] = [
  'flying', 'first strike', 'double strike', 'deathtouch', 'decayed', 'exalted', 'haste', 'hexproof', 'indestructible',
  'lifelink', 'menace', 'reach', 'shadow', 'trample', 'vigilance',
];

/** The keyword a counter kind grants (122.1b), or null if it isn't a keyword counter. */
export function keywordOfCounter(kind: string): Keyword | null {
  const k = normalizeKeywordText(kind);
  for (const name of KEYWORD_COUNTERS) {
    if (k === name) return { keyword: name };
    if (k.startsWith(`${name} `)) return { keyword: name, param: k.slice(name.length + 1) };
  }
  return null;
}

/** 122.1a: a +X/+Y or -X/-Y counter, as its P/T change; null otherwise. */
export function ptOfCounter(kind: string): { power: number; toughness: number } | null {
  const m = /^([+-]\d+)\/([+-]\d+)$/.exec(kind.trim());
  if (!m) return null;
  return { power: Number(m[1]), toughness: Number(m[2]) };
}

/** Multiple instances of these are redundant (702.2f, 702.9c …); the rest (toxic, ward …) are kept as separate instances. */
const REDUNDANT = new Set([
  'flying', 'first strike', 'double strike', 'deathtouch', 'defender', 'haste', 'hexproof', 'indestructible', 'lifelink',
  'menace', 'reach', 'shadow', 'trample', 'vigilance', 'infect', 'wither', 'flash', 'fear', 'intimidate', 'changeling',
  'protection', 'landwalk', 'horsemanship',
]);

function redundant(k: Keyword): boolean {
  return REDUNDANT.has(canonicalKeywordText(k.keyword)) || REDUNDANT.has(baseOf(canonicalKeyword(k)));
}

/** Does the list already have this exact keyword, one whose multiple instances are redundant (702.x)? */
export function hasRedundantCopy(keywords: readonly Keyword[], k: Keyword): boolean {
  if (!redundant(k)) return false;
  const text = canonicalKeyword(k);
  return keywords.some((x) => canonicalKeyword(x) === text);
}

/** Drops exact duplicates (in canonical form: "islandwalk" and landwalk Island are one) of keywords whose multiple instances are redundant. */
export function dedupeKeywords(keywords: readonly Keyword[]): Keyword[] {
  const seen = new Set<string>();
  const out: Keyword[] = [];
  for (const k of keywords) {
    if (redundant(k)) {
      const text = canonicalKeyword(k);
      if (seen.has(text)) continue;
      seen.add(text);
    }
    out.push(k);
  }
  return out;
}

// Keyed by the words of a keyword's parameter, which a user may write ("protection from
// constructor"): no prototype, so such a word is unknown (unmodelled), never Object's property.
export const COLOR_WORDS = lookupTable<Color>({ white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' });
const CARD_TYPE_WORDS = lookupTable<CardType>({
  artifact: 'Artifact', artifacts: 'Artifact', creature: 'Creature', creatures: 'Creature', enchantment: 'Enchantment',
  enchantments: 'Enchantment', land: 'Land', lands: 'Land', planeswalker: 'Planeswalker', planeswalkers: 'Planeswalker',
  instant: 'Instant', instants: 'Instant', sorcery: 'Sorcery', sorceries: 'Sorcery', battle: 'Battle', battles: 'Battle',
});

/** What a source looks like to a protection check. */
export interface SourceQualities {
  colors: readonly Color[];
  types: readonly CardType[];
  /** Its subtypes, when the caller knows them: without them a subtype quality can't be judged. */
  subtypes?: readonly string[];
}

/**
 * The subtypes an object has for a quality check: its subtypes, and every creature type when it has
 * changeling (702.73a: "this object is every creature type").
 */
export function qualitySubtypes(o: { subtypes: readonly string[]; keywords: readonly Keyword[] }): readonly string[] {
  return hasKeyword(o.keywords, 'changeling') ? [...o.subtypes, ...creatureTypes()] : o.subtypes;
}

/**
 * Does "protection from <quality>" cover a source with these qualities (702.16a)? `null` when the
 * quality is one the engine doesn't model (a player, a name, "each color" variants are handled).
 */
export function protectionCovers(quality: string, source: SourceQualities): boolean | null {
  const q = normalizeKeywordText(quality).replace(/^protection /, '').replace(/^from /, '');
  if (q === 'everything') return true; // 702.16j
  const color = COLOR_WORDS[q];
  if (color !== undefined) return source.colors.includes(color);
  if (q === 'all colors' || q === 'each color') return source.colors.length > 0;
  if (q === 'multicolored') return source.colors.length > 1;
  if (q === 'monocolored') return source.colors.length === 1;
  if (q === 'colorless') return source.colors.length === 0;
  const type = CARD_TYPE_WORDS[q];
  if (type !== undefined) return source.types.includes(type);
  // 702.16a: a subtype quality ("protection from Demons", "from Dragons") covers sources with that subtype.
  const subtype = subtypeOfPlural(q);
  if (subtype !== null && source.subtypes !== undefined) return source.subtypes.some((t) => t.toLowerCase().replace(/’/g, "'") === subtype.toLowerCase().replace(/’/g, "'"));
  return null;
}

/** The protection qualities of a keyword list ("red", "everything"…), one per instance. */
export function protectionQualities(keywords: readonly Keyword[]): string[] {
  return keywords
    .filter((k) => normalizeKeywordText(k.keyword) === 'protection' || normalizeKeywordText(k.keyword).startsWith('protection '))
    .map((k) => keywordText(k).replace(/^protection /, ''));
}

/** What an enchant ability allows (702.5a). `null` = the engine doesn't understand this enchant text. */
export type EnchantTarget =
  | { kind: 'player'; opponentOnly: boolean }
  /** A permanent with one of `types` (or of `subtypes`: "enchant Equipment", "enchant Forest"). */
  | { kind: 'permanent'; types: CardType[] | 'any'; subtypes?: string[]; controller: 'you' | 'opponent' | null };

export function parseEnchant(param: string): EnchantTarget | null {
  let p = param.toLowerCase().replace(/\s+/g, ' ').trim();
  if (p === 'player') return { kind: 'player', opponentOnly: false };
  if (p === 'opponent') return { kind: 'player', opponentOnly: true };
  let controller: 'you' | 'opponent' | null = null;
  if (p.endsWith(' you control')) {
    controller = 'you';
    p = p.slice(0, -' you control'.length);
  } else if (p.endsWith(' an opponent controls')) {
    controller = 'opponent';
    p = p.slice(0, -' an opponent controls'.length);
  }
  if (p === 'permanent') return { kind: 'permanent', types: 'any', controller };
  const words = p.split(/ or |, or |, /).map((w) => w.trim());
  const types: CardType[] = [];
  const subtypes: string[] = [];
  for (const w of words) {
    const t = CARD_TYPE_WORDS[w];
    if (t === 'Instant' || t === 'Sorcery') return null;
    if (t !== undefined) types.push(t);
    // A single other word is a subtype ("enchant Equipment"); anything longer isn't understood.
    else if (/^[a-z][a-z'’-]*$/.test(w)) subtypes.push(w);
    else return null;
  }
  if (subtypes.length > 0 && types.length > 0) return null;
  if (subtypes.length > 0) return { kind: 'permanent', types: 'any', subtypes, controller };
  return types.length > 0 ? { kind: 'permanent', types, controller } : null;
}

/**
 * Keywords as types (issue 13 §2). A Scenario writes a keyword as data (`{ keyword, param }`, any
 * keyword of 702 or 701: types.ts `Keyword`); the engine reads each through `parseKeyword` into
 * this union, with its parameter typed: protection from a quality, ward with a cost, toxic N… Each
 * keyword the engine implements has a module in this folder named after it, citing its rule, that
 * exports the hooks the combat, damage, targeting, casting and state-based-action code call. Any
 * other keyword stays representable as `other` and does nothing the engine would claim to model.
 */
import { canonicalKeyword, keywordText, normalizeKeywordText } from '../keywords.ts';
import type { Keyword } from '../types.ts';
import { TEXT_ABILITIES } from './text-abilities.ts';

/** Keywords without a parameter that the engine implements. */
export const SIMPLE_KEYWORDS = [
  'deathtouch', 'defender', 'double strike', 'fear', 'first strike', 'flash', 'flying', 'haste', 'horsemanship', 'indestructible',
  'infect', 'intimidate', 'lifelink', 'menace', 'reach', 'shadow', 'shroud', 'skulk', 'split second', 'vigilance', 'wither',
  'jump-start', 'reconfigure', 'changeling', 'umbra armor', 'convoke', 'rebound', 'evolve', 'improvise',
  'ascend',
] as const;
export type SimpleKeywordName = (typeof SIMPLE_KEYWORDS)[number];

/** A keyword whose parameter is a cost written in braces (morph {3}, flashback {1}{R}). */
export type CostKeywordName = 'morph' | 'megamorph' | 'madness' | 'flashback';

export type KnownKeyword =
  | { name: SimpleKeywordName }
  /** 702.19: trample; "trample over planeswalkers" (702.19c) is a variant. */
  | { name: 'trample'; overPlaneswalkers: boolean }
  /** 702.16a: protection from a quality ("red", "creatures", "everything"). */
  | { name: 'protection'; from: string }
  /** 702.11: hexproof, or hexproof from a quality (702.11d). */
  | { name: 'hexproof'; from: string | null }
  /** 702.21a: ward with its cost as written ("{2}", "Pay 3 life"). */
  | { name: 'ward'; cost: string }
  /** 702.164a: toxic N. */
  | { name: 'toxic'; count: number }
  /** 702.14a: landwalk of a land type ("island") or quality ("nonbasic land"). */
  | { name: 'landwalk'; land: string }
  /** 702.5a: enchant what ("creature", "player", "creature you control"). */
  | { name: 'enchant'; what: string }
  | { name: CostKeywordName; cost: string }
  /** Any other keyword: kept as written (lower case), modelled nowhere. */
  | { name: 'other'; text: string };

export type KnownKeywordName = KnownKeyword['name'];

const COST_KEYWORDS: readonly CostKeywordName[] = ['morph', 'megamorph', 'madness', 'flashback'];

function isSimple(c: string): c is SimpleKeywordName {
  return (SIMPLE_KEYWORDS as readonly string[]).includes(c);
}

function isCostKeyword(c: string): c is CostKeywordName {
  return (COST_KEYWORDS as readonly string[]).includes(c);
}

/** The rest of a canonical keyword text after its name ("protection red" -> "red"). */
function after(c: string, name: string): string | null {
  return c.startsWith(`${name} `) ? c.slice(name.length + 1) : null;
}

/** A keyword as the engine knows it, however the Scenario wrote it ("protection from red", { keyword: "ward", param: "{2}" }, "islandwalk"). */
export function parseKeyword(k: Keyword): KnownKeyword {
  const c = canonicalKeyword(k);
  const name = normalizeKeywordText(k.keyword);
  if (isSimple(c)) return { name: c };
  if (isSimple(name)) return { name };
  if (c === 'trample' || c === 'trample over planeswalkers') return { name: 'trample', overPlaneswalkers: c !== 'trample' };
  const protection = after(c, 'protection');
  if (protection !== null) return { name: 'protection', from: protection };
  if (c === 'hexproof') return { name: 'hexproof', from: null };
  const hexproof = after(c, 'hexproof');
  if (hexproof !== null) return { name: 'hexproof', from: hexproof };
  if (name === 'ward' || after(c, 'ward') !== null) return { name: 'ward', cost: k.param ?? after(c, 'ward') ?? '' };
  const toxic = after(c, 'toxic');
  if (toxic !== null && /^\d+$/.test(toxic)) return { name: 'toxic', count: Number(toxic) };
  const land = after(c, 'landwalk');
  if (land !== null) return { name: 'landwalk', land };
  if (name === 'enchant') return { name: 'enchant', what: k.param ?? '' };
  if (name.startsWith('enchant ')) return { name: 'enchant', what: `${name.slice('enchant '.length)}${k.param ? ` ${k.param}` : ''}` };
  if (isCostKeyword(name)) return { name, cost: k.param ?? '' };
  return { name: 'other', text: keywordText(k) };
}

export function parseKeywords(keywords: readonly Keyword[]): KnownKeyword[] {
  return keywords.map(parseKeyword);
}

/** The instances of one keyword in a list, typed. */
export function instancesOf<N extends KnownKeywordName>(keywords: readonly Keyword[], name: N): Extract<KnownKeyword, { name: N }>[] {
  return parseKeywords(keywords).filter((k): k is Extract<KnownKeyword, { name: N }> => k.name === name);
}

/** Has the list an instance of this keyword? */
export function hasKnown(keywords: readonly Keyword[], name: KnownKeywordName): boolean {
  return keywords.some((k) => parseKeyword(k).name === name);
}

/** The rule that defines a keyword (its module in this folder is named after it): KEYWORD_RULES, which must name every keyword. */
/** Each keyword's rule (702.x). A Record over every name: a new keyword without its rule fails to compile. */
const KEYWORD_RULES: Readonly<Record<Exclude<KnownKeyword['name'], 'other'>, string>> = {
  'deathtouch': '702.2',
  'defender': '702.3',
  'double strike': '702.4',
  'enchant': '702.5',
  'first strike': '702.7',
  'flash': '702.8',
  'flying': '702.9',
  'haste': '702.10',
  'hexproof': '702.11',
  'indestructible': '702.12',
  'intimidate': '702.13',
  'landwalk': '702.14',
  'lifelink': '702.15',
  'protection': '702.16',
  'reach': '702.17',
  'shroud': '702.18',
  'trample': '702.19',
  'vigilance': '702.20',
  'ward': '702.21',
  'shadow': '702.28',
  'horsemanship': '702.31',
  'flashback': '702.34',
  'madness': '702.35',
  'fear': '702.36',
  'morph': '702.37',
  'megamorph': '702.37b',
  'split second': '702.61',
  'changeling': '702.73',
  'wither': '702.80',
  'rebound': '702.88',
  'umbra armor': '702.89',
  'infect': '702.90',
  'evolve': '702.100',
  'ascend': '702.131',
  'improvise': '702.126',
  'convoke': '702.51',
  'menace': '702.111',
  'skulk': '702.118',
  'jump-start': '702.133',
  'reconfigure': '702.151',
  'toxic': '702.164',
};

export function keywordRule(k: KnownKeyword): string | null {
  return k.name === 'other' ? null : KEYWORD_RULES[k.name];
}

/**
 * Does the engine apply this keyword? Those it parses (above), and rules text it reads written as a
 * keyword ("can't block", "can't be blocked except by …", "can't be countered"). Any other keyword
 * is unmodelled text (issue 11 §1): the Scenario builder and the gap bookkeeping make it a Gap.
 */
export function appliedByEngine(k: Keyword): boolean {
  // Asked for every keyword each time characteristics are computed: remembered per keyword text.
  const key = `${k.keyword}\u0000${k.param ?? ''}`;
  const known = applied.get(key);
  if (known !== undefined) return known;
  const text = normalizeKeywordText(k.param ? `${k.keyword} ${k.param}` : k.keyword);
  const yes = parseKeyword(k).name !== 'other' || TEXT_ABILITIES.some((t) => text === t || text.startsWith(`${t} `));
  if (applied.size >= 10_000) applied.clear();
  applied.set(key, yes);
  return yes;
}

/**
 * appliedByEngine's answers by keyword text: a bounded memo of a pure function (the same keyword
 * always gives the same answer, whatever run asks), like keywords.ts's normalised texts. No run's
 * state is kept here; per-run state lives on the Run (run.ts).
 */
const applied = new Map<string, boolean>();

/**
 * Keywords as types (issue 13 §2). A Scenario writes a keyword as data (`{ keyword, param }`, any
 * keyword of 702 or 701: types.ts `Keyword`); the engine reads each through `parseKeyword` into
 * this union, with its parameter typed: protection from a quality, ward with a cost, toxic N… Each
 * keyword the engine implements has a module in this folder named after it, citing its rule, that
 * exports the hooks the combat, damage, targeting, casting and state-based-action code call. Any
 * other keyword stays representable as `other` and does nothing the engine would claim to model.
 */
import { assertNever } from '../../core/result.ts';
import { canonicalKeyword, keywordText, normalizeKeywordText } from '../keywords.ts';
import type { Keyword } from '../types.ts';
import { TEXT_ABILITIES } from './text-abilities.ts';

/** Keywords without a parameter that the engine implements. */
export const SIMPLE_KEYWORDS = [
  'deathtouch', 'defender', 'double strike', 'fear', 'first strike', 'flash', 'flying', 'haste', 'horsemanship', 'indestructible',
  'infect', 'intimidate', 'lifelink', 'menace', 'reach', 'shadow', 'shroud', 'skulk', 'split second', 'vigilance', 'wither',
  'jump-start', 'reconfigure', 'changeling', 'umbra armor', 'convoke',
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

/** The rule that defines a keyword (its module in this folder is named after it). A new keyword must be added here: the switch is exhaustive. */
export function keywordRule(k: KnownKeyword): string | null {
  switch (k.name) {
    case 'deathtouch':
      return '702.2';
    case 'defender':
      return '702.3';
    case 'double strike':
      return '702.4';
    case 'enchant':
      return '702.5';
    case 'first strike':
      return '702.7';
    case 'flash':
      return '702.8';
    case 'flying':
      return '702.9';
    case 'haste':
      return '702.10';
    case 'hexproof':
      return '702.11';
    case 'indestructible':
      return '702.12';
    case 'intimidate':
      return '702.13';
    case 'landwalk':
      return '702.14';
    case 'lifelink':
      return '702.15';
    case 'protection':
      return '702.16';
    case 'reach':
      return '702.17';
    case 'shroud':
      return '702.18';
    case 'trample':
      return '702.19';
    case 'vigilance':
      return '702.20';
    case 'ward':
      return '702.21';
    case 'shadow':
      return '702.28';
    case 'horsemanship':
      return '702.31';
    case 'flashback':
      return '702.34';
    case 'madness':
      return '702.35';
    case 'fear':
      return '702.36';
    case 'morph':
      return '702.37';
    case 'megamorph':
      return '702.37b';
    case 'split second':
      return '702.61';
    case 'changeling':
      return '702.73';
    case 'wither':
      return '702.80';
    case 'umbra armor':
      return '702.89';
    case 'infect':
      return '702.90';
    case 'convoke':
      return '702.51';
    case 'menace':
      return '702.111';
    case 'skulk':
      return '702.118';
    case 'jump-start':
      return '702.133';
    case 'reconfigure':
      return '702.151';
    case 'toxic':
      return '702.164';
    case 'other':
      return null;
    default:
      return assertNever(k);
  }
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

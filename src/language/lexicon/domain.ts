/**
 * The game's own vocabulary, built from data rather than written per phrase (issue 12 §3):
 * keyword abilities from our glossary (every 702 heading, its official or unofficial Japanese
 * name and its aliases: "ds", "flyer", 二段攻撃), colors, card types and supertypes, creature and
 * other subtypes (read from the CR's 205.3 lists when the CR is loaded, else a built-in list), and
 * counter kinds. Keywords become engine keywords through the Scenario schema's own parser, so a
 * question and /scenario agree on every name.
 */
import type { CardType, Color, Keyword } from '../../engine/types.ts';
import { ALL_TERMS } from '../../rules/glossary/index.ts';
import { parseKeywordExact } from '../../scenario/schema/vocabulary.ts';
import { foldTerm } from '../../rules/terms.ts';
import { lookupTable } from '../../core/table.ts';
import { appliedByEngine } from '../../engine/keywords/known.ts';

/** Keyword names that are also game verbs or nouns in a question ("equip", "enchant"): read as those. */
const NOT_KEYWORDS = new Set(['enchant', 'equip', 'fortify', 'reconfigure', 'level up', 'companion', 'partner', 'splice', 'craft', 'station', 'cast', 'play', 'counter']);

/** Keywords that need a parameter to mean anything: "protection" alone is not a keyword ability. */
export const PARAMETERISED = new Set(['protection', 'ward', 'landwalk', 'toxic', 'afflict', 'bushido', 'rampage', 'annihilator', 'absorb', 'bloodthirst', 'fading', 'vanishing', 'modular', 'graft', 'frenzy', 'poisonous', 'dredge', 'tribute', 'renown', 'crew', 'fabricate', 'backup', 'hexproof from']);

/**
 * Noun forms that name a creature by its keyword ("a trampler", "the flyer", "first striker", "my 2/2 reacher") are made
 * from every keyword name by agentNouns below; only the irregular spellings are listed here.
 */
const AGENT_NOUNS: Record<string, string> = lookupTable({ flier: 'flying', fliers: 'flying' });

/**
 * The agent nouns of a keyword name, singular and plural: "-e" takes "-r" (trample: trampler, first strike: first
 * striker), "-ing" becomes "-er" (flying: flyer, flanking: flanker), any other word takes "-er" (reach: reacher,
 * deathtouch: deathtoucher, lifelink: lifelinker). Only one-word stems of letters; a form that is already a key
 * (another keyword's name or alias) is left to it.
 */
export function agentNouns(name: string): string[] {
  const low = name.toLowerCase();
  if (!/^[a-z]+(?: [a-z]+)?$/.test(low) || low.length < 4) return [];
  const stem = low.endsWith('e') ? `${low}r` : low.endsWith('ing') && low.length > 5 ? `${low.slice(0, -3)}er` : `${low}er`;
  return [stem, `${stem}s`];
}

export interface KeywordName {
  /** The keyword as the engine names it (lower-case English). */
  en: string;
  keyword: Keyword;
  /** True for a noun form ("trampler"): it names a creature, not just a quality. */
  agent: boolean;
  /** True when a parameter must follow ("protection", "ward"). */
  needsParam: boolean;
}

let englishTable: Map<string, KeywordName> | null = null;
let japaneseTable: Map<string, KeywordName> | null = null;

function entryFor(name: string, agent = false): KeywordName | null {
  const low = name.toLowerCase().replace(/ from$/, '');
  const base = low === 'pro' ? 'protection' : low;
  if (PARAMETERISED.has(base) || (base === 'hexproof' && / from$/.test(name.toLowerCase()))) return { en: base, keyword: { keyword: base }, agent, needsParam: true };
  const r = parseKeywordExact(name);
  if (!r.ok) return null;
  return { en: r.keyword.keyword, keyword: r.keyword, agent, needsParam: false };
}

function build(): void {
  const en = new Map<string, KeywordName>();
  const ja = new Map<string, KeywordName>();
  const put = (m: Map<string, KeywordName>, key: string, k: KeywordName | null): void => {
    const f = foldTerm(key);
    if (k && f !== '' && !m.has(f) && !NOT_KEYWORDS.has(f)) m.set(f, k);
  };
  for (const e of ALL_TERMS) {
    if (e.kind !== 'keyword-ability') continue;
    const both = /^(\w+) and (\w+)$/.exec(e.en);
    const names = both && e.en !== 'Cumulative Upkeep' ? [both[1]!, both[2]!] : [e.en];
    if (names.some((n) => NOT_KEYWORDS.has(n.toLowerCase()))) continue;
    for (const n of names) put(en, n, entryFor(n));
    const main = entryFor(names[0]!);
    const jaNames = [...(e.ja ? e.ja.split('/') : []), ...(e.jaUnofficial ? [e.jaUnofficial] : [])];
    jaNames.forEach((n, i) => put(ja, n, entryFor(names[Math.min(i, names.length - 1)]!) ?? main));
    for (const a of e.aliases ?? []) {
      const target = entryFor(a) ?? main;
      if (/[^\x20-\x7e]/.test(a)) put(ja, a, target);
      else put(en, a, target);
    }
  }
  for (const [noun, kw] of Object.entries(AGENT_NOUNS)) {
    const k = entryFor(kw, true);
    if (k) en.set(foldTerm(noun), k);
  }
  // (Only keywords the engine applies: a made-up noun of any other names nothing a question could be answered of.
  // An alias already read as the same keyword, "flyer" or "trampler", becomes the noun.)
  for (const k of [...en.values()]) {
    if (k.agent || k.needsParam || PARAMETERISED.has(k.en) || !appliedByEngine(k.keyword)) continue;
    for (const noun of agentNouns(k.en)) {
      const had = en.get(foldTerm(noun));
      if (had?.en === k.en && !had.agent) en.set(foldTerm(noun), { ...k, agent: true });
      else put(en, noun, { ...k, agent: true });
    }
  }
  // Common spellings of the same keywords.
  for (const [alt, kw] of Object.entries({ 'first-strike': 'first strike', 'double-strike': 'double strike', 'life link': 'lifelink', 'death touch': 'deathtouch', firststrike: 'first strike', doublestrike: 'double strike', 'pro': 'protection' })) {
    put(en, alt, entryFor(kw));
  }
  for (const [alt, kw] of Object.entries({ 先制: 'first strike', 二段: 'double strike', プロ: 'protection', 破壊不能持ち: 'indestructible' })) put(ja, alt, entryFor(kw));
  englishTable = en;
  japaneseTable = ja;
}

/** Folded English keyword name -> keyword. */
export function englishKeywords(): ReadonlyMap<string, KeywordName> {
  if (!englishTable) build();
  return englishTable!;
}

/** Folded Japanese keyword name -> keyword. */
export function japaneseKeywords(): ReadonlyMap<string, KeywordName> {
  if (!japaneseTable) build();
  return japaneseTable!;
}

/** A keyword with its parameter, through the schema's parser ("protection from red", "ward 2"). */
export function keywordWithParam(name: string, param: string): Keyword | null {
  const r = parseKeywordExact(`${name} ${param}`);
  return r.ok && r.keyword.param !== undefined ? r.keyword : null;
}

// ---------------------------------------------------------------------------------------------
// Colors, types, supertypes, counters

export const COLOR_WORDS_EN: ReadonlyMap<string, Color> = new Map([['white', 'W'], ['blue', 'U'], ['black', 'B'], ['red', 'R'], ['green', 'G']]);
export const COLOR_WORDS_JA: ReadonlyMap<string, Color> = new Map([['白', 'W'], ['青', 'U'], ['黒', 'B'], ['赤', 'R'], ['緑', 'G'], ['白い', 'W'], ['青い', 'U'], ['黒い', 'B'], ['赤い', 'R']]);

export const TYPE_WORDS_EN: ReadonlyMap<string, CardType> = new Map([
  ['artifact', 'Artifact'], ['enchantment', 'Enchantment'], ['land', 'Land'], ['planeswalker', 'Planeswalker'], ['instant', 'Instant'],
  ['sorcery', 'Sorcery'], ['battle', 'Battle'], ['creature', 'Creature'], ['walker', 'Planeswalker'], ['pw', 'Planeswalker'],
]);
export const TYPE_WORDS_JA: ReadonlyMap<string, CardType> = new Map([
  ['アーティファクト', 'Artifact'], ['エンチャント', 'Enchantment'], ['土地', 'Land'], ['プレインズウォーカー', 'Planeswalker'], ['インスタント', 'Instant'],
  ['ソーサリー', 'Sorcery'], ['バトル', 'Battle'], ['クリーチャー', 'Creature'],
  // (Players' short forms: 「PW」, 「ウォーカー」.)
  ['PW', 'Planeswalker'], ['pw', 'Planeswalker'], ['ウォーカー', 'Planeswalker'],
]);

export const SUPERTYPE_WORDS_EN: ReadonlyMap<string, string> = new Map([['legendary', 'Legendary'], ['basic', 'Basic'], ['snow', 'Snow'], ['legend', 'Legendary']]);
export const SUPERTYPE_WORDS_JA: ReadonlyMap<string, string> = new Map([['伝説の', 'Legendary'], ['伝説', 'Legendary'], ['基本', 'Basic'], ['氷雪', 'Snow']]);

/** Counter kinds a question may name; +N/+N kinds are read from the P/T token itself. */
export const COUNTER_WORDS_EN: ReadonlyMap<string, string> = new Map([
  ['poison', 'poison'], ['loyalty', 'loyalty'], ['shield', 'shield'], ['stun', 'stun'], ['oil', 'oil'], ['lore', 'lore'], ['charge', 'charge'], ['time', 'time'],
]);
export const COUNTER_WORDS_JA: ReadonlyMap<string, string> = new Map([['毒', 'poison'], ['忠誠', 'loyalty'], ['盾', 'shield'], ['麻痺', 'stun'], ['油', 'oil']]);
/** 「忠誠度3」「守備値5」: a planeswalker's loyalty (306.5c) and a battle's defense (310.4c) are numbers of those counters. */
export const COUNTER_VALUE_WORDS_JA: ReadonlyMap<string, string> = new Map([['忠誠度', 'loyalty'], ['守備値', 'defense']]);

// ---------------------------------------------------------------------------------------------
// Subtypes

/** Creature types used when no CR has been read (205.3m lists them all; these are the common ones). */
const FALLBACK_CREATURE_TYPES = [
  'Angel', 'Bear', 'Beast', 'Bird', 'Cat', 'Cleric', 'Demon', 'Dinosaur', 'Dragon', 'Drake', 'Dwarf', 'Elemental', 'Elf', 'Faerie', 'Giant',
  'Goblin', 'Golem', 'Human', 'Hydra', 'Insect', 'Knight', 'Merfolk', 'Ogre', 'Plant', 'Rat', 'Rogue', 'Saproling', 'Shaman', 'Soldier',
  'Spider', 'Spirit', 'Thopter', 'Treefolk', 'Vampire', 'Wall', 'Warrior', 'Wizard', 'Wolf', 'Wurm', 'Zombie', 'Sliver', 'Snake', 'Horror', 'Myr',
];
const OTHER_SUBTYPES = ['Equipment', 'Aura', 'Vehicle', 'Food', 'Treasure', 'Clue', 'Saga', 'Curse'];

/** Japanese names of common subtypes (as printed on Japanese type lines). */
export const SUBTYPE_WORDS_JA: ReadonlyMap<string, string> = new Map([
  ['熊', 'Bear'], ['ゴブリン', 'Goblin'], ['エルフ', 'Elf'], ['兵士', 'Soldier'], ['ゾンビ', 'Zombie'], ['天使', 'Angel'], ['ドラゴン', 'Dragon'], ['壁', 'Wall'],
  ['人間', 'Human'], ['スピリット', 'Spirit'], ['騎士', 'Knight'], ['ビースト', 'Beast'], ['エレメンタル', 'Elemental'], ['吸血鬼', 'Vampire'], ['戦士', 'Warrior'],
  ['デーモン', 'Demon'], ['蜘蛛', 'Spider'], ['マイア', 'Myr'], ['ネズミ', 'Rat'], ['鼠', 'Rat'], ['猫', 'Cat'], ['狼', 'Wolf'], ['ワーム', 'Wurm'], ['ジャイアント', 'Giant'],
  ['装備品', 'Equipment'], ['オーラ', 'Aura'], ['機体', 'Vehicle'], ['ソルダー', 'Soldier'], ['鳥', 'Bird'], ['昆虫', 'Insect'], ['蛇', 'Snake'], ['恐竜', 'Dinosaur'],
  ['邪神', 'Demon'], ['巨人', 'Giant'], ['ウィザード', 'Wizard'], ['クレリック', 'Cleric'], ['ならず者', 'Rogue'], ['シャーマン', 'Shaman'], ['ホラー', 'Horror'],
  ['ファイレクシアン', 'Phyrexian'], ['植物', 'Plant'], ['ツリーフォーク', 'Treefolk'], ['ハイドラ', 'Hydra'], ['スリヴァー', 'Sliver'], ['飛行機械', 'Thopter'],
  ['苗木', 'Saproling'], ['宝物', 'Treasure'], ['食物', 'Food'], ['手掛かり', 'Clue'], ['英雄譚', 'Saga'], ['呪い', 'Curse'],
]);

export interface SubtypeWords {
  /** Lower-case singular -> the subtype as printed. */
  readonly singular: ReadonlyMap<string, string>;
}

let subtypes: SubtypeWords = fromList([...FALLBACK_CREATURE_TYPES, ...OTHER_SUBTYPES]);

function fromList(names: readonly string[]): SubtypeWords {
  const singular = new Map<string, string>();
  for (const n of names) singular.set(n.toLowerCase(), n);
  return { singular };
}

/**
 * The creature, artifact and enchantment types of the loaded CR (205.3g, 205.3h, 205.3m): read
 * from its text, so a new edition's types are known without a code change.
 */
export function subtypesFromCr(ruleText: (number: string) => string | null): void {
  const names: string[] = [];
  for (const n of ['205.3m', '205.3g', '205.3h']) {
    const t = ruleText(n);
    if (!t) continue;
    // "... are one word long: Advisor, Aetherborn, ..., and Zubera." / "The artifact types are A, B, and C."
    const list = /(?:long|are|types are)[:\s]+([A-Z][^.]*(?:, and [A-Z][^.(]*))/.exec(t.replace(/\s*\(see rule [^)]*\)/g, ''));
    if (!list) continue;
    for (const part of list[1]!.split(/,\s*(?:and\s+)?|\s+and\s+/)) {
      const name = part.trim();
      if (/^[A-Z][\w'’-]*(?: [A-Z][\w'’-]*)?$/.test(name)) names.push(name);
    }
  }
  if (names.length > 50) subtypes = fromList([...names, ...OTHER_SUBTYPES]);
}

export function subtypeWords(): SubtypeWords {
  return subtypes;
}

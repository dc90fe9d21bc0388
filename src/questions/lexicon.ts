/**
 * The words the old English question parser knows (the Japanese ones now live in
 * src/language/ja/lexicon.ts and lexicon/domain.ts): keyword abilities, colors, card types, a set
 * of common creature types, and numbers; and the Japanese names of colors and types that
 * restatements and labels use. Keywords are turned into engine keywords by the
 * Scenario schema's own parser (parseKeyword), so the question path and /scenario agree on them.
 */
import type { CardType, Color, Keyword } from '../engine/types.ts';
import { ALL_TERMS } from '../rules/glossary/index.ts';
import { parseKeywordExact } from '../scenario/schema/vocabulary.ts';
import { lookupTable } from '../core/table.ts';
import { COLOR_WORDS } from '../engine/keywords.ts';

// ---------------------------------------------------------------------------------------------
// Keywords

/**
 * Keyword names that are also ordinary verbs or nouns in a question ("equip", "enchant", "cast"):
 * they are read as actions or card types, never as a creature's keyword.
 */
const NOT_ADJECTIVES = new Set(['enchant', 'equip', 'fortify', 'reconfigure', 'level up', 'companion', 'partner', 'splice', 'split second', 'craft', 'station']);

let enNames: Map<string, string> | null = null;

/** Lower-case English keyword name -> itself (a set, as a map for lookups); built once from the glossary. */
function englishKeywords(): Map<string, string> {
  if (enNames) return enNames;
  const m = new Map<string, string>();
  for (const e of ALL_TERMS) {
    if (e.kind !== 'keyword-ability') continue;
    const both = /^(\w+) and (\w+)$/.exec(e.en);
    const names = both && e.en !== 'Cumulative Upkeep' ? [both[1]!, both[2]!] : [e.en];
    for (const n of names) {
      const low = n.toLowerCase();
      if (!NOT_ADJECTIVES.has(low)) m.set(low, low);
    }
  }
  // Common spellings of the same keywords.
  m.set('first-strike', 'first strike');
  m.set('double-strike', 'double strike');
  m.set('life link', 'lifelink');
  m.set('death touch', 'deathtouch');
  enNames = m;
  return m;
}

function keywordOf(text: string): Keyword | null {
  const r = parseKeywordExact(text);
  return r.ok ? r.keyword : null;
}

/** Rules-text combat abilities a question may give a creature ("that can't block"). */
const COMBAT_PHRASES: readonly string[][] = [
  ["can't", 'attack', 'or', 'block'],
  ["can't", 'be', 'blocked', 'except', 'by', 'creatures', 'with', 'flying'],
  ["can't", 'be', 'blocked'],
  ["can't", 'attack'],
  ["can't", 'block'],
  ['can', 'block', 'only', 'creatures', 'with', 'flying'],
  ['can', 'block', 'an', 'additional', 'creature'],
  ['can', 'block', 'any', 'number', 'of', 'creatures'],
];

const COLOR_PARAMS = new Set(['white', 'blue', 'black', 'red', 'green', 'everything', 'colorless', 'multicolored', 'monocolored', 'artifacts', 'creatures']);
const LAND_TYPES = new Set(['island', 'swamp', 'forest', 'mountain', 'plains']);

/**
 * The keyword starting at words[i] (lower-case words), and how many words it takes: the longest
 * name that matches, with its parameter for protection, hexproof from, ward and landwalk.
 */
export function keywordAt(words: readonly string[], i: number, allowCombatText = true): { keyword: Keyword; length: number } | null {
  const w = (k: number): string => words[i + k] ?? '';
  if (allowCombatText) {
    for (const phrase of COMBAT_PHRASES) {
      if (phrase.every((p, k) => w(k) === p)) {
        const k = keywordOf(phrase.join(' '));
        if (k) return { keyword: k, length: phrase.length };
      }
    }
  }
  if ((w(0) === 'protection' || w(0) === 'hexproof') && w(1) === 'from' && w(2) !== '') {
    const param = w(2) === 'all' && w(3) === 'colors' ? 'all colors' : w(2);
    if (COLOR_PARAMS.has(param) || param === 'all colors') {
      const k = keywordOf(`${w(0)} from ${param}`);
      if (k) return { keyword: k, length: param === 'all colors' ? 4 : 3 };
    }
  }
  if (w(0) === 'ward' && /^(\{\d+\}|\d+)$/.test(w(1))) {
    const k = keywordOf(`ward ${w(1)}`);
    if (k) return { keyword: k, length: 2 };
  }
  const walk = /^(island|swamp|forest|mountain|plains)walk$/.exec(w(0));
  if (walk) {
    const k = keywordOf(w(0));
    if (k) return { keyword: k, length: 1 };
  }
  if (LAND_TYPES.has(w(0)) && w(1) === 'walk') {
    const k = keywordOf(`${w(0)}walk`);
    if (k) return { keyword: k, length: 2 };
  }
  const names = englishKeywords();
  for (let n = 3; n >= 1; n--) {
    const span = words.slice(i, i + n).join(' ');
    const name = names.get(span);
    if (name && i + n <= words.length) {
      // Parameterised keywords need their parameter: a bare "protection" or "ward" is not enough.
      if (name === 'protection' || name === 'ward' || name === 'landwalk') return null;
      const k = keywordOf(name);
      if (k) return { keyword: k, length: n };
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Colors, types, subtypes, numbers

// Tables keyed by the question's words have no prototype (src/core/table.ts): "constructor" is a word.
export const COLORS_EN = COLOR_WORDS;
export const COLOR_NAME_EN: Record<Color, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };
export const COLOR_NAME_JA: Record<Color, string> = { W: '白', U: '青', B: '黒', R: '赤', G: '緑' };
/** A colour told by its English word ("red", "colorless": 105.2c), named in Japanese; undefined for any other word. */
export function colorWordJa(word: string): string | undefined {
  const c = COLORS_EN[word];
  return c ? COLOR_NAME_JA[c] : word === 'colorless' ? '無色' : undefined;
}

export const TYPES_EN = lookupTable<CardType>({
  creature: 'Creature', creatures: 'Creature', artifact: 'Artifact', artifacts: 'Artifact', enchantment: 'Enchantment', enchantments: 'Enchantment',
  land: 'Land', lands: 'Land', planeswalker: 'Planeswalker', planeswalkers: 'Planeswalker',
});
export const TYPES_JA = lookupTable<CardType>({ クリーチャー: 'Creature', アーティファクト: 'Artifact', エンチャント: 'Enchantment', 土地: 'Land', プレインズウォーカー: 'Planeswalker' });
/** Supertypes as a Japanese type line writes them (「伝説のクリーチャー」「氷雪クリーチャー」「基本土地」). */
export const SUPERTYPE_NAME_JA: Record<string, string> = lookupTable({ Legendary: '伝説の', Snow: '氷雪', Basic: '基本', World: 'ワールド・' });
/** Counter kinds as Japanese names them (「忠誠カウンター」, 122.1); any other kind is written as its English name. */
export const COUNTER_NAME_JA: Readonly<Record<string, string>> = lookupTable({ loyalty: '忠誠', poison: '毒', shield: '盾', stun: '麻痺', oil: '油', defense: '守備', lore: '伝承' });
export const counterJa = (kind: string): string => (Object.hasOwn(COUNTER_NAME_JA, kind) ? COUNTER_NAME_JA[kind]! : kind);
export const TYPE_NAME_JA: Record<string, string> = lookupTable({ Creature: 'クリーチャー', Artifact: 'アーティファクト', Enchantment: 'エンチャント', Land: '土地', Planeswalker: 'プレインズウォーカー', Instant: 'インスタント', Sorcery: 'ソーサリー', Battle: 'バトル', Kindred: '部族' });

/** Common creature types (205.3m) a question may use as a noun: "a 2/2 Bear", "Goblins you control". */
const SUBTYPES = [
  'Angel', 'Bear', 'Beast', 'Bird', 'Cat', 'Cleric', 'Demon', 'Dinosaur', 'Dragon', 'Drake', 'Dwarf', 'Elemental', 'Elf', 'Faerie', 'Giant',
  'Goblin', 'Golem', 'Human', 'Hydra', 'Insect', 'Knight', 'Merfolk', 'Ogre', 'Plant', 'Rat', 'Rogue', 'Saproling', 'Shaman', 'Soldier',
  'Spider', 'Spirit', 'Thopter', 'Treefolk', 'Vampire', 'Wall', 'Warrior', 'Wizard', 'Wolf', 'Wurm', 'Zombie', 'Sliver', 'Snake', 'Horror',
];
export const SUBTYPES_EN: Map<string, string> = new Map([
  ...SUBTYPES.map((s) => [s.toLowerCase(), s] as const),
  ...SUBTYPES.map((s) => [`${s.toLowerCase()}s`, s] as const),
  ['elves', 'Elf'], ['dwarves', 'Dwarf'], ['wolves', 'Wolf'], ['merfolk', 'Merfolk'], ['sphinxes', 'Sphinx'],
]);
export const NUMBERS_EN: Record<string, number> = lookupTable({
  zero: 0, no: 0, one: 1, a: 1, an: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, twenty: 20, single: 1, another: 1,
});

export function numberEn(s: string): number | null {
  if (/^\d+$/.test(s)) return Number(s);
  return NUMBERS_EN[s] ?? null;
}

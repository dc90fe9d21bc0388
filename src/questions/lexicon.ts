/**
 * The words the question parsers know, in English and Japanese: keyword abilities (every keyword
 * ability of our glossary, with its official or unofficial Japanese name), colors, card types, a
 * set of common creature types, and numbers. Keywords are turned into engine keywords by the
 * Scenario schema's own parser (parseKeyword), so the question path and /scenario agree on them.
 */
import type { CardType, Color, Keyword } from '../engine/types.ts';
import { ALL_TERMS } from '../rules/glossary/index.ts';
import { parseKeyword } from '../scenario/schema.ts';
import { lookupTable } from '../core/table.ts';

// ---------------------------------------------------------------------------------------------
// Keywords

/**
 * Keyword names that are also ordinary verbs or nouns in a question ("equip", "enchant", "cast"):
 * they are read as actions or card types, never as a creature's keyword.
 */
const NOT_ADJECTIVES = new Set(['enchant', 'equip', 'fortify', 'reconfigure', 'level up', 'companion', 'partner', 'splice', 'split second', 'craft', 'station']);

let enNames: Map<string, string> | null = null;
let jaNames: { name: string; en: string }[] | null = null;

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

/** Japanese keyword names (official and our unofficial ones), longest first. */
function japaneseKeywords(): { name: string; en: string }[] {
  if (jaNames) return jaNames;
  const out: { name: string; en: string }[] = [];
  for (const e of ALL_TERMS) {
    if (e.kind !== 'keyword-ability') continue;
    if (NOT_ADJECTIVES.has(e.en.toLowerCase())) continue;
    const names = [...(e.ja ? e.ja.split('/') : []), ...(e.jaUnofficial ? [e.jaUnofficial] : []), ...(e.aliases ?? []).filter((a) => /[^ -~]/.test(a))];
    const both = /^(\w+) and (\w+)$/.exec(e.en);
    names.forEach((n, i) => {
      const en = both && e.en !== 'Cumulative Upkeep' ? (i === 0 ? both[1]! : both[2]!).toLowerCase() : e.en.toLowerCase();
      if (n.trim() !== '') out.push({ name: n.trim(), en });
    });
  }
  out.sort((a, b) => b.name.length - a.name.length);
  jaNames = out;
  return out;
}

function keywordOf(text: string): Keyword | null {
  const r = parseKeyword(text);
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

const JA_COLOR_WORDS = lookupTable<string>({ 白: 'white', 青: 'blue', 黒: 'black', 赤: 'red', 緑: 'green', 全て: 'everything', すべて: 'everything', 無色: 'colorless', 多色: 'multicolored' });

/**
 * The Japanese keyword at text[i] and how many characters it takes: プロテクション（赤）, 赤からの
 * プロテクション, 白からの呪禁, 護法{2} / 護法2, 島渡り, or a plain name (the longest that matches).
 */
export function keywordAtJa(text: string, i: number): { keyword: Keyword; length: number } | null {
  const rest = text.slice(i);
  const fromColor = /^(白|青|黒|赤|緑|全て|すべて|無色|多色)(?:の色)?からの(プロテクション|呪禁)/u.exec(rest);
  if (fromColor) {
    const k = keywordOf(`${fromColor[2] === '呪禁' ? 'hexproof' : 'protection'} from ${JA_COLOR_WORDS[fromColor[1]!]!}`);
    if (k) return { keyword: k, length: fromColor[0].length };
  }
  const pro = /^プロテクション[（(](白|青|黒|赤|緑|全て|すべて|無色|多色)[）)]/u.exec(rest);
  if (pro) {
    const k = keywordOf(`protection from ${JA_COLOR_WORDS[pro[1]!]!}`);
    if (k) return { keyword: k, length: pro[0].length };
  }
  const ward = /^護法[（(]?(\{\d+\}|\d+)[）)]?/u.exec(rest);
  if (ward) {
    const k = keywordOf(`ward ${ward[1]!}`);
    if (k) return { keyword: k, length: ward[0].length };
  }
  const walk = /^(島|沼|森|山|平地)渡り/u.exec(rest);
  if (walk) {
    const k = keywordOf({ 島: 'islandwalk', 沼: 'swampwalk', 森: 'forestwalk', 山: 'mountainwalk', 平地: 'plainswalk' }[walk[1]!]!);
    if (k) return { keyword: k, length: walk[0].length };
  }
  const combat = /^(ブロックできない|攻撃できない|ブロックされない)/u.exec(rest);
  if (combat) {
    const k = keywordOf({ ブロックできない: "can't block", 攻撃できない: "can't attack", ブロックされない: "can't be blocked" }[combat[1]!]!);
    if (k) return { keyword: k, length: combat[0].length };
  }
  for (const { name, en } of japaneseKeywords()) {
    if (!rest.startsWith(name)) continue;
    if (en === 'protection' || en === 'ward' || en === 'landwalk') return null;
    const k = keywordOf(en);
    if (k) return { keyword: k, length: name.length };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Colors, types, subtypes, numbers

// Tables keyed by the question's words have no prototype (src/core/table.ts): "constructor" is a word.
export const COLORS_EN = lookupTable<Color>({ white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' });
export const COLORS_JA = lookupTable<Color>({ 白: 'W', 青: 'U', 黒: 'B', 赤: 'R', 緑: 'G' });
export const COLOR_NAME_EN: Record<Color, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };
export const COLOR_NAME_JA: Record<Color, string> = { W: '白', U: '青', B: '黒', R: '赤', G: '緑' };

export const TYPES_EN = lookupTable<CardType>({
  creature: 'Creature', creatures: 'Creature', artifact: 'Artifact', artifacts: 'Artifact', enchantment: 'Enchantment', enchantments: 'Enchantment',
  land: 'Land', lands: 'Land', planeswalker: 'Planeswalker', planeswalkers: 'Planeswalker',
});
export const TYPES_JA = lookupTable<CardType>({ クリーチャー: 'Creature', アーティファクト: 'Artifact', エンチャント: 'Enchantment', 土地: 'Land', プレインズウォーカー: 'Planeswalker' });
export const TYPE_NAME_JA: Record<string, string> = { Creature: 'クリーチャー', Artifact: 'アーティファクト', Enchantment: 'エンチャント', Land: '土地', Planeswalker: 'プレインズウォーカー' };

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
export const SUBTYPES_JA: Record<string, string> = {
  熊: 'Bear', ゴブリン: 'Goblin', エルフ: 'Elf', 兵士: 'Soldier', ゾンビ: 'Zombie', 天使: 'Angel', ドラゴン: 'Dragon', 壁: 'Wall', 人間: 'Human',
  スピリット: 'Spirit', 騎士: 'Knight', ビースト: 'Beast', エレメンタル: 'Elemental', 吸血鬼: 'Vampire', 戦士: 'Warrior', 邪神: 'Demon', デーモン: 'Demon',
};

export const NUMBERS_EN: Record<string, number> = {
  zero: 0, no: 0, one: 1, a: 1, an: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, twenty: 20, single: 1, another: 1,
};

const KANJI_DIGITS = lookupTable<number>({ 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 });

/** 3, ３ (after NFKC), 三, 十二. */
export function numberJa(s: string): number | null {
  if (/^\d+$/.test(s)) return Number(s);
  if (s === '十') return 10;
  const m = /^([一二三四五六七八九])?十([一二三四五六七八九])?$/.exec(s);
  if (m) return (m[1] ? KANJI_DIGITS[m[1]]! : 1) * 10 + (m[2] ? KANJI_DIGITS[m[2]]! : 0);
  return KANJI_DIGITS[s] ?? null;
}

export function numberEn(s: string): number | null {
  if (/^\d+$/.test(s)) return Number(s);
  return NUMBERS_EN[s] ?? null;
}

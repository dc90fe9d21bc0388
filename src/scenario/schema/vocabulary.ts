/**
 * What people type for colors, card types, zones and keywords (702.x names as in the CR headings,
 * lower-case; parameterised ones parsed), and the keywords written back in English and Japanese.
 */
import type { CardType, Color, Keyword, Zone } from '../../engine/types.ts';
import { lookupTable } from '../../core/table.ts';
import { foldTerm } from '../../rules/terms.ts';
import { KEYWORD_ABILITY_NAMES } from '../../rules/glossary/keyword-names.ts';
import { COMBAT_TEXT, COMBAT_TEXTS, PARAM_COMBAT_TEXTS } from '../../engine/combat/abilities.ts';
import { DOESNT_UNTAP } from '../../engine/keywords/text-abilities.ts';
import { editDistance } from '../../core/edit-distance.ts';
import { combatTextJa } from '../combat-text-ja.ts';
import { hasSubtypeJa, subtypeJa } from '../../render/subtypes-ja.ts';

// Vocabulary: colors, types, zones

export const CARD_TYPES: readonly CardType[] = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Instant', 'Kindred', 'Land', 'Planeswalker', 'Sorcery'];
/** 205.4a */
export const SUPERTYPES = ['Basic', 'Legendary', 'Ongoing', 'Snow', 'World'] as const;
export const ZONES: readonly Zone[] = ['battlefield', 'graveyard', 'exile', 'hand', 'library', 'stack', 'command'];

// Tables keyed by what people type have no prototype (src/core/table.ts): "constructor" is just a word.
export const COLOR_WORDS = lookupTable<Color>({
  w: 'W', white: 'W', 白: 'W',
  u: 'U', blue: 'U', 青: 'U',
  b: 'B', black: 'B', 黒: 'B',
  r: 'R', red: 'R', 赤: 'R',
  g: 'G', green: 'G', 緑: 'G',
});

export const TYPE_WORDS = lookupTable<CardType>(Object.fromEntries([
  ...CARD_TYPES.map((t) => [t.toLowerCase(), t] as const),
  ['tribal', 'Kindred'] as const, // the old name of Kindred
]));

export function pick<T>(table: Readonly<Record<string, T>>, v: unknown): T | unknown {
  return typeof v === 'string' ? (table[v.trim().toLowerCase()] ?? v) : v;
}

// Keywords: names as in the CR headings (702.x), lower-case; parameterised ones parsed

interface KeywordName {
  /** Lower-case English name as in the CR heading: 'first strike', 'jump-start'. */
  en: string;
  /** Official Japanese name, else our unofficial one. */
  ja: string;
}

let keywordTable: Map<string, KeywordName> | null = null;

/**
 * Folded name (English, official Japanese, unofficial Japanese) -> the keyword. Built once from our
 * glossary's keyword names (the names alone: this module is in every engine worker).
 */
function keywords(): Map<string, KeywordName> {
  if (keywordTable) return keywordTable;
  const table = new Map<string, KeywordName>();
  const add = (name: string, k: KeywordName): void => {
    const f = foldTerm(name);
    if (f && !table.has(f)) table.set(f, k);
  };
  for (const [en, official, unofficial] of KEYWORD_ABILITY_NAMES) {
    const ja = official ?? unofficial ?? en;
    // "Daybound and Nightbound" is one heading for two keywords (daybound, nightbound).
    const m = /^(\w+) and (\w+)$/.exec(en);
    if (m && en !== 'Cumulative Upkeep') {
      const jas = ja.split('/');
      add(m[1]!, { en: m[1]!.toLowerCase(), ja: jas[0] ?? ja });
      add(m[2]!, { en: m[2]!.toLowerCase(), ja: jas[1] ?? ja });
      continue;
    }
    const k = { en: en.toLowerCase(), ja };
    add(en, k);
    if (official) for (const part of official.split('/')) add(part, k);
    if (unofficial) add(unofficial, k);
  }
  keywordTable = table;
  return table;
}

/** Japanese name of a keyword (official where there is one), or the English name. */
export function keywordJa(name: string): string {
  return keywords().get(foldTerm(name))?.ja ?? COMBAT_TEXT_JA[name] ?? name;
}

/** Japanese for the rules-text combat abilities written as keywords (issue 4; engine/combat/abilities.ts). */
const COMBAT_TEXT_JA = lookupTable<string>({
  [COMBAT_TEXT.cantAttack]: '攻撃できない',
  [COMBAT_TEXT.cantBlock]: 'ブロックできない',
  [COMBAT_TEXT.cantAttackOrBlock]: '攻撃したりブロックしたりできない',
  [COMBAT_TEXT.mustAttack]: '可能なら毎戦闘攻撃する',
  [COMBAT_TEXT.mustBlock]: '可能なら毎戦闘ブロックする',
  [COMBAT_TEXT.blockAdditional]: '追加でもう1体のクリーチャーをブロックできる',
  [COMBAT_TEXT.blockAny]: '望む数のクリーチャーをブロックできる',
  [COMBAT_TEXT.unblockable]: 'ブロックされない',
  [COMBAT_TEXT.blockOnlyFlyers]: '飛行を持つクリーチャーしかブロックできない',
  [DOESNT_UNTAP]: 'コントローラーのアンタップ・ステップにアンタップしない',
  [COMBAT_TEXT.exceptBy]: '次のものによってしかブロックされない',
  [COMBAT_TEXT.maxOneBlocker]: '2体以上のクリーチャーによってはブロックされない',
  [COMBAT_TEXT.blockedByWith]: '次の値のクリーチャーによってはブロックされない',
  [COMBAT_TEXT.cantBlockWith]: '次の値のクリーチャーをブロックできない',
});

/**
 * The rules-text combat abilities the engine reads as keywords ("can't block", "attacks each combat
 * if able", "can't be blocked except by creatures with flying" …), with or without "This creature"
 * and a final period.
 */
function combatText(t: string, param?: string): Keyword | null {
  const x = t
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/^(this creature|it|~)\s+/, '')
    .replace(/\.$/, '')
    .trim();
  const any = `${COMBAT_TEXT.blockAny} each combat`;
  // 502.3: "doesn't untap during its controller's untap step" (stack/turn.ts reads it).
  if (x === DOESNT_UNTAP) return { keyword: DOESNT_UNTAP };
  if (x === any) return { keyword: COMBAT_TEXT.blockAny };
  if ((COMBAT_TEXTS as readonly string[]).includes(x)) {
    if (PARAM_COMBAT_TEXTS.includes(x)) return param !== undefined && param.trim() !== '' ? { keyword: x, param: param.trim() } : null;
    return { keyword: x };
  }
  for (const t of PARAM_COMBAT_TEXTS) if (x.startsWith(`${t} `)) return { keyword: t, param: x.slice(t.length + 1).trim() };
  return null;
}

/** Keywords whose parameter is a cost: a bare number N means the mana cost {N} ("ward 2" -> ward {2}). */
const COST_KEYWORDS = new Set([
  'ward', 'equip', 'cycling', 'kicker', 'multikicker', 'flashback', 'madness', 'morph', 'megamorph', 'ninjutsu', 'unearth',
  'evoke', 'dash', 'embalm', 'eternalize', 'escape', 'reconfigure', 'buyback', 'echo', 'entwine', 'fortify', 'bestow', 'prowl',
  'outlast', 'scavenge', 'transmute', 'level up', 'blitz', 'disturb', 'encore', 'foretell', 'mutate', 'plot', 'disguise', 'cleave',
  'spectacle', 'surge', 'emerge', 'overload', 'miracle', 'replicate', 'recover', 'spree', 'freerunning', 'impending', 'warp',
  'mayhem', 'sneak', 'web-slinging', 'craft', 'cumulative upkeep', 'aura swap', 'transfigure', 'splice', 'bargain',
]);

/** The word between a keyword and its parameter: protection from red, affinity for artifacts, partner with … */
const CONNECTORS = lookupTable<string>({ protection: 'from', hexproof: 'from', affinity: 'for', partner: 'with' });

const JA_COLOR_PARAMS = lookupTable<string>({ 白: 'white', 青: 'blue', 黒: 'black', 赤: 'red', 緑: 'green', 全て: 'everything', 無色: 'colorless', 多色: 'multicolored', 単色: 'monocolored' });

const LOWER_PARAMS = new Set(['white', 'blue', 'black', 'red', 'green', 'everything', 'colorless', 'multicolored', 'monocolored', 'all colors', 'each color']);

function normaliseParam(keyword: string, raw: string): string | undefined {
  let p = raw.trim().replace(/^[—–-]\s*/, '').trim();
  const connector = CONNECTORS[keyword];
  if (connector && p.toLowerCase().startsWith(`${connector} `)) p = p.slice(connector.length + 1).trim();
  if (p === '') return undefined;
  if (COST_KEYWORDS.has(keyword) && /^\d+$/.test(p)) return `{${Number(p)}}`;
  if (/^(\{[^}]*\})+$/.test(p)) return p.toUpperCase();
  if (keyword === 'landwalk') return landwalkParam(p);
  if (LOWER_PARAMS.has(p.toLowerCase())) return p.toLowerCase();
  const jaColor = JA_COLOR_PARAMS[p];
  if (jaColor) return jaColor;
  return p;
}

/** islandwalk -> Island; "nonbasic land" stays lower-case (702.14). */
function landwalkParam(p: string): string {
  const t = p.trim().replace(/\s+/g, ' ');
  if (/\bland$/i.test(t)) return t.toLowerCase();
  return t.replace(/(^|\s)(\S)/g, (_, s: string, c: string) => s + c.toUpperCase()).replace(/(\S)(\S*)/g, (_, c: string, rest: string) => c + rest.toLowerCase());
}

const JA_WALK_LANDS = lookupTable<string>({ 島: 'Island', 沼: 'Swamp', 森: 'Forest', 山: 'Mountain', 平地: 'Plains' });

export type KeywordParse = { ok: true; keyword: Keyword } | { ok: false; suggestion?: string };

/** Parses "protection from red", "ward 2", "islandwalk", "First-Strike", 「飛行」… into a keyword. */
export function parseKeyword(text: string, param?: string): KeywordParse {
  return readKeyword(text, param, true);
}

/**
 * parseKeyword without the suggestion of a near name when it fails: for callers that only want to
 * know whether the text is a keyword (the question lexicon's tables, built at start from every
 * glossary name and alias: the suggestion scanned the whole keyword table with an edit distance
 * for each name that is not one, a third of that build's time, then was thrown away).
 */
export function parseKeywordExact(text: string, param?: string): KeywordParse {
  return readKeyword(text, param, false);
}

function readKeyword(text: string, param: string | undefined, suggest: boolean): KeywordParse {
  const table = keywords();
  const t = text
    .normalize('NFKC')
    .replace(/\s*[—–]\s*/g, ' — ')
    .replace(/([A-Za-z])\{/g, '$1 {')
    .replace(/\s+/g, ' ')
    .trim();
  if (t === '') return { ok: false };
  const combat = combatText(t, param);
  if (combat) return { ok: true, keyword: combat };
  const withParam = (en: string, rest: string): KeywordParse => {
    const given = param !== undefined && param.trim() !== '' ? param : rest;
    const p = normaliseParam(en, given);
    return { ok: true, keyword: p === undefined ? { keyword: en } : { keyword: en, param: p } };
  };
  const whole = table.get(foldTerm(t));
  if (whole) return withParam(whole.en, '');
  // Landwalk (702.14): "islandwalk", "nonbasic landwalk", "Swamp walk".
  const walk = /^(.+?)[ -]?walk$/i.exec(t);
  if (walk && foldTerm(walk[1]!) !== 'land') return withParam('landwalk', param ?? walk[1]!);
  // The longest run of leading words that is a keyword; the rest is its parameter.
  const words = t.split(' ');
  for (let n = words.length - 1; n >= 1; n--) {
    const head = table.get(foldTerm(words.slice(0, n).join(' ')));
    if (head) return withParam(head.en, words.slice(n).join(' '));
  }
  // Japanese parameterised forms: プロテクション（赤）, 護法{2}, 島渡り.
  const jaParen = /^(.+?)[（(](.+)[）)]$/u.exec(t);
  if (jaParen) {
    const head = table.get(foldTerm(jaParen[1]!));
    if (head) return withParam(head.en, jaParen[2]!);
  }
  const jaCost = /^(.+?)(\{.*\}|\d+)$/u.exec(t);
  if (jaCost) {
    const head = table.get(foldTerm(jaCost[1]!));
    if (head) return withParam(head.en, jaCost[2]!);
  }
  const jaWalk = /^(島|沼|森|山|平地)渡り$/u.exec(t);
  if (jaWalk) return withParam('landwalk', JA_WALK_LANDS[jaWalk[1]!]!);
  return suggest ? { ok: false, ...nearestName(t) } : { ok: false };
}

function nearestName(t: string): { suggestion?: string } {
  const f = foldTerm(t);
  let best: { name: string; d: number } | null = null;
  for (const [name, k] of keywords()) {
    if (!/^[a-z]/.test(name)) continue;
    const d = editDistance(f, name, 2);
    if (d <= 2 && (!best || d < best.d)) best = { name: k.en, d };
  }
  return best ? { suggestion: best.name } : {};
}

/** The keyword as English text: "protection from red", "ward {2}", "islandwalk", "flying". */
export function formatKeyword(k: Keyword): string {
  const p = k.param;
  if (p === undefined || p === '') return k.keyword;
  if (k.keyword === 'landwalk') return `${/\bland$/i.test(p) ? p : p.toLowerCase()}walk`;
  if (k.keyword === 'ward' && !p.startsWith('{')) return `ward—${p}`;
  const connector = CONNECTORS[k.keyword];
  return connector ? `${k.keyword} ${connector} ${p}` : `${k.keyword} ${p}`;
}

/**
 * A keyword as a question tells it ("ward {2}") or as a Scenario object holds it
 * ({ keyword: 'ward', param: '{2}' }), as lower-case English text: the whole keyword with its
 * parameter ("ward {2}", "protection from red"), which is what two keywords are compared by.
 */
export function keywordText(k: unknown): string {
  return (typeof k === 'string' ? k : typeof k === 'object' && k !== null && 'keyword' in k ? formatKeyword(k as Keyword) : '').toLowerCase();
}

/** The keyword's name alone, lower-case ("ward", "hexproof"), from a told or a Scenario keyword; '' for anything else. */
export function keywordWord(k: unknown): string {
  if (typeof k === 'string') return k.toLowerCase().split(/[\s{]/)[0] ?? '';
  if (typeof k === 'object' && k !== null && 'keyword' in k && typeof (k as { keyword: unknown }).keyword === 'string') return keywordWord((k as { keyword: string }).keyword);
  return '';
}

const JA_COLORS = lookupTable<string>({ white: '白', blue: '青', black: '黒', red: '赤', green: '緑', everything: '全て', colorless: '無色', multicolored: '多色', monocolored: '単色', creatures: 'クリーチャー', artifacts: 'アーティファクト', enchantments: 'エンチャント', instants: 'インスタント', sorceries: 'ソーサリー', planeswalkers: 'プレインズウォーカー', lands: '土地', 'multicolored creatures': '多色のクリーチャー', creature: 'クリーチャー', artifact: 'アーティファクト', enchantment: 'エンチャント', land: '土地', planeswalker: 'プレインズウォーカー', permanent: 'パーマネント', player: 'プレイヤー', equipment: '装備品' });
const JA_LANDS = lookupTable<string>({ island: '島', swamp: '沼', forest: '森', mountain: '山', plains: '平地', 'nonbasic land': '基本でない土地' });

/** The keyword as Japanese text: プロテクション（赤）, 護法{2}, 島渡り, 飛行. */
export function formatKeywordJa(k: Keyword): string {
  const name = keywordJa(k.keyword);
  const p = k.param;
  if (p === undefined || p === '') return name;
  if (k.keyword === 'landwalk') return `${JA_LANDS[p.toLowerCase()] ?? p}渡り`;
  if (p.startsWith('{')) return `${name}${p}`;
  if (k.keyword === 'hexproof') return `${JA_COLORS[p.toLowerCase()] ?? p}からの${name}`;
  const combat = (PARAM_COMBAT_TEXTS as readonly string[]).includes(k.keyword) ? combatTextJa(k.keyword, p, keywordJa) : null;
  if (combat) return combat;
  return `${name}（${JA_COLORS[p.toLowerCase()] ?? subtypeQualityJa(p) ?? p}）`;
}

/** 「ドラゴン」 for the quality "Dragons" (a creature type, written capitalised and plural: 702.16a); null for any other word. */
function subtypeQualityJa(p: string): string | null {
  const w = p.replace(/^from\s+/i, '').trim();
  if (!/^[A-Z][A-Za-z'’-]+$/.test(w)) return null;
  const singular = [w, w.replace(/ies$/, 'y'), w.replace(/ves$/, 'f'), w.replace(/es$/, ''), w.replace(/s$/, '')].find(hasSubtypeJa);
  return singular ? subtypeJa(singular) : null;
}

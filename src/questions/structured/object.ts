/**
 * One object as typed in a structured option: "7/7 trample lifelink", "3x 1/1 white", "3/3
 * deathtouch damage 1 blocks 2", 「2/2 緑 飛行 ダメージ1」, a card name ("Grizzly Bears",
 * 《灰色熊》, "Grizzly Bears with flying"), or only keywords (which belong to the object before it:
 * "7/7 trample, lifelink"). Only the reading happens here; what makes sense where (toughness 0 in
 * combat…) is checked by the command's own builder.
 */
import type { CardType, Color } from '../../engine/types.ts';
import { readKeywords } from './keywords.ts';
import { lookupTable } from '../../core/table.ts';

export interface ObjectSpec {
  /** The item as typed (for messages). */
  text: string;
  count: number;
  pt: { power: number; toughness: number } | null;
  name: string | null;
  colors: Color[];
  types: CardType[];
  keywords: string[];
  damage: number;
  /** Attacker numbers (1-based) a blocker blocks; null when not said. */
  blocks: number[] | null;
}

export type ObjectRead =
  | { kind: 'object'; spec: ObjectSpec }
  /** Only keywords: they belong to the object before. */
  | { kind: 'keywords'; keywords: string[] }
  | { kind: 'error'; problem: ObjectProblem };

export type ObjectProblem =
  | { code: 'unknown_word'; word: string; suggestion?: string }
  | { code: 'pt_star' }
  | { code: 'two_pt' }
  | { code: 'name_and_pt' }
  | { code: 'damage_bad' }
  | { code: 'damage_negative' }
  | { code: 'count_bad' }
  | { code: 'blocks_bad' }
  | { code: 'card_name_bad' }
  | { code: 'not_a_name' };

/** The longest card name has 141 characters. */
export const MAX_NAME = 150;

const COLOR_WORDS: Record<string, Color | 'colorless'> = lookupTable({
  white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G', colorless: 'colorless',
  白: 'W', 青: 'U', 黒: 'B', 赤: 'R', 緑: 'G', 無色: 'colorless',
  白い: 'W', 青い: 'U', 黒い: 'B', 赤い: 'R',
});

const TYPE_WORDS: Record<string, CardType> = lookupTable({
  creature: 'Creature', creatures: 'Creature', artifact: 'Artifact', enchantment: 'Enchantment', land: 'Land',
  クリーチャー: 'Creature', アーティファクト: 'Artifact', エンチャント: 'Enchantment', 土地: 'Land',
});

/** Words after which a color or type word is part of a keyword, not the object's own. */
const KEYWORD_LEAD = new Set(['from', 'for', 'enchant', 'nonbasic', 'only', 'by', 'except']);

/** Words that say nothing about the object. */
const FILLER = new Set(['a', 'an', 'the', 'one', '1体の', 'attacker', 'blocker', 'attacking', 'blocking']);

const PT = /^([+-]?\d+|\*)\/([+-]?\d+|\*)(?:の)?$/u;
const QUOTED = /^\s*(?:《([^》]*)》|"([^"]*)"|“([^”]*)”|「([^」]*)」|『([^』]*)』)\s*(.*)$/su;

/** "blocks 1", "blocks 1 and 2", "→2", "-> 1+2", 「1をブロック」, 「ブロック先：2」. */
function takeBlocks(text: string): { rest: string; blocks: number[] | null } | null {
  const list = String.raw`#?\d+(?:\s*(?:and|&|\+|と|,)\s*#?\d+)*`;
  const patterns = [
    new RegExp(String.raw`(?:^|\s)(?:blocks|blocking|block)(?:\s+attacker)?\s+(${list})(?=\s|$)`, 'i'),
    new RegExp(String.raw`\s*(?:->|→|=>|＞|>)\s*(?:attacker\s+)?(${list})(?=\s|$)`, 'i'),
    new RegExp(String.raw`\s*(?:攻撃クリーチャー)?(${list})\s*を\s*ブロック(?:する)?`, 'u'),
    new RegExp(String.raw`\s*ブロック先\s*[:：]?\s*(${list})`, 'u'),
  ];
  for (const re of patterns) {
    const m = re.exec(text);
    if (m) {
      const blocks = [...m[1]!.matchAll(/\d+/g)].map((d) => Number(d[0]));
      return { rest: `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`.replace(/\s+/g, ' ').trim(), blocks };
    }
  }
  if (/(?:^|\s)(?:blocks|blocking)(?:\s|$)|->|→|=>|ブロック/iu.test(text)) return null;
  return { rest: text, blocks: null };
}

/** "damage 2", "2 damage", "damage: 2", 「ダメージ2」, 「2点のダメージ」. */
function takeDamage(text: string): { rest: string; damage: number } | { error: 'damage_bad' | 'damage_negative' } {
  const patterns = [
    /(?:^|\s)(?:with\s+)?(-?\d+)\s+damage(?:\s+marked)?(?=\s|$)/i,
    /(?:^|\s)(?:damage|damaged|dmg)\s*[:=]?\s*(-?\d+)(?=\s|$)/i,
    /\s*ダメージ\s*[:：]?\s*(-?\d+)\s*点?/u,
    /\s*(-?\d+)\s*点の?ダメージ(?:を負った|を負っている)?/u,
  ];
  for (const re of patterns) {
    const m = re.exec(text);
    if (m) {
      const damage = Number(m[1]);
      if (damage < 0) return { error: 'damage_negative' };
      return { rest: `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`.trim(), damage };
    }
  }
  if (/(?:^|\s)(?:damage|damaged|dmg)(?=\s|$)|ダメージ/iu.test(text)) return { error: 'damage_bad' };
  return { rest: text, damage: 0 };
}

/** "3x 1/1", "3 × 1/1", "1/1 x3". */
function takeCount(text: string): { rest: string; count: number } | null {
  const front = /^(-?\d+)\s*[x×]\s+/i.exec(text);
  if (front) return { rest: text.slice(front[0].length).trim(), count: Number(front[1]) };
  const back = /\s+[x×]\s*(-?\d+)$/i.exec(text);
  if (back) return { rest: text.slice(0, back.index).trim(), count: Number(back[1]) };
  return { rest: text, count: 1 };
}

/** Characters that never appear in a card name: mentions, markup, brackets of code. */
const NOT_IN_NAMES = /[@<>`*|~#\\[\]{}=$^%]/;

/** A typed card name, tidied, or null when it can't be one (too long, markup, no letters). */
export function cardName(name: string): string | null {
  const n = name.replace(/\s+/g, ' ').trim();
  if (n === '' || [...n].length > MAX_NAME || NOT_IN_NAMES.test(n) || !/[\p{L}]/u.test(n)) return null;
  return n;
}

const JA_SCRIPT = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;
const JA_TYPES = 'クリーチャー|アーティファクト|エンチャント|土地';
const JA_COLORS = '白|青|黒|赤|緑|無色';

/**
 * Japanese writes a description without spaces: 「2/2の緑のクリーチャー」, 「飛行を持つ3/3」,
 * 「緑の2/2クリーチャー（飛行）」. Such a description gets the spaces the English one has
 * ("2/2 緑 クリーチャー 飛行"), so both are read the same way. Only a text with a power/toughness
 * or a card type is a description: anything else may be a card name (灰色のガンダルフ) and is
 * left as it is. Particles are cut only next to a P/T, a color or a type, so "赤からのプロテクション"
 * and "プロテクション（赤）" stay whole.
 */
function spaceJapanese(text: string): string {
  if (!JA_SCRIPT.test(text)) return text;
  const t = text.normalize('NFKC');
  if (!/\d+\s*\/\s*\d+/.test(t) && !new RegExp(`(?:${JA_TYPES})`, 'u').test(t)) return text;
  return t
    .replace(/([+-]?\d+)\s*\/\s*([+-]?\d+)(?:の)?/g, ' $1/$2 ')
    .replace(new RegExp(`(${JA_TYPES}|\\d)\\s*\\(([^()]*)\\)`, 'gu'), '$1 $2 ')
    .replace(new RegExp(`(?:の)?(${JA_TYPES})`, 'gu'), ' $1 ')
    // 赤からのプロテクション → プロテクション(赤), the form the keyword table reads (702.16, 702.11d).
    .replace(new RegExp(`(${JA_COLORS}|全て)からの(プロテクション|呪禁)`, 'gu'), ' $2($1) ')
    .replace(/を持つ|を持った|持ちの?|[、,]/gu, ' ')
    .replace(new RegExp(`(${JA_COLORS})と(?=${JA_COLORS})`, 'gu'), '$1 ')
    .replace(new RegExp(`(^|\\s)(${JA_COLORS})(?:の|い)?(?=\\s|$)`, 'gu'), '$1$2 ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function readObject(item: string): ObjectRead {
  const blocked = takeBlocks(item);
  if (!blocked) return error({ code: 'blocks_bad' });
  const counted = takeCount(blocked.rest);
  if (!counted) return error({ code: 'count_bad' });
  if (counted.count < 1 || !Number.isSafeInteger(counted.count)) return error({ code: 'count_bad' });
  const damaged = takeDamage(counted.rest);
  if ('error' in damaged) return error({ code: damaged.error });
  const base: Base = { text: item, count: counted.count, damage: damaged.damage, blocks: blocked.blocks };

  let rest = damaged.rest;
  let name: string | null = null;
  const q = QUOTED.exec(rest);
  if (q) {
    const inner = q[1] ?? q[2] ?? q[3] ?? q[4] ?? q[5] ?? '';
    name = cardName(inner);
    if (!name) return error({ code: 'card_name_bad' });
    rest = (q[6] ?? '').trim().replace(/^with\s+/i, '');
  }

  const words = readWords(spaceJapanese(rest).split(/\s+/).filter((w) => w !== ''));
  if ('problem' in words) return error(words.problem);
  const { pt, colors, types, others } = words;
  if (pt || name) {
    if (pt && name) return error({ code: 'name_and_pt' });
    const kw = others.length === 0 ? { ok: true as const, keywords: [] } : readKeywords(others);
    if (!kw.ok) return error({ code: 'unknown_word', word: kw.word, ...(kw.suggestion ? { suggestion: kw.suggestion } : {}) });
    return { kind: 'object', spec: { ...base, pt, name, colors, types, keywords: kw.keywords } };
  }
  return unsized(base, rest, words);
}

/** What every object item may say before its words: how many, damage marked, which attackers it blocks. */
type Base = Pick<ObjectSpec, 'text' | 'count' | 'damage' | 'blocks'>;

/** The item's words sorted: a P/T, colors, card types, and the rest (keywords or a card name). */
interface Words {
  pt: ObjectSpec['pt'];
  colors: Color[];
  types: CardType[];
  others: string[];
}

function error(problem: ObjectProblem): ObjectRead {
  return { kind: 'error', problem };
}

function readWords(words: string[]): Words | { problem: ObjectProblem } {
  let pt: ObjectSpec['pt'] = null;
  const colors: Color[] = [];
  const types: CardType[] = [];
  const others: string[] = [];
  let colorless = false;
  for (const [i, w] of words.entries()) {
    // A color or type word right after these belongs to a keyword: protection from green,
    // affinity for artifacts, enchant creature, nonbasic landwalk, can block only creatures with flying.
    if (i > 0 && KEYWORD_LEAD.has(words[i - 1]!.toLowerCase())) {
      others.push(w);
      continue;
    }
    const m = PT.exec(w);
    if (m) {
      if (m[1] === '*' || m[2] === '*') return { problem: { code: 'pt_star' } };
      if (pt) return { problem: { code: 'two_pt' } };
      pt = { power: Number(m[1]), toughness: Number(m[2]) };
      continue;
    }
    const lw = w.toLowerCase().replace(/の$/u, '');
    const c = COLOR_WORDS[lw];
    if (c) {
      if (c === 'colorless') colorless = true;
      else if (!colors.includes(c)) colors.push(c);
      continue;
    }
    const t = TYPE_WORDS[lw];
    if (t) {
      if (!types.includes(t)) types.push(t);
      continue;
    }
    if (FILLER.has(lw)) continue;
    others.push(w);
  }
  if (colorless && colors.length > 0) return { problem: { code: 'unknown_word', word: 'colorless' } };
  return { pt, colors, types, others };
}

/** No P/T and no quoted name: only keywords, a card name, or "<card name> with <keywords>". */
function unsized(base: Base, rest: string, { colors, types, others }: Words): ObjectRead {
  if (others.length > 0 && colors.length === 0 && types.length === 0 && base.blocks === null && base.damage === 0 && base.count === 1) {
    const kw = readKeywords(others);
    if (kw.ok) return { kind: 'keywords', keywords: kw.keywords };
  }
  if (colors.length > 0 || types.length > 0) {
    // "green creature flying" without P/T: a description missing its numbers.
    const kw = others.length === 0 ? { ok: true as const, keywords: [] } : readKeywords(others);
    if (!kw.ok) return error({ code: 'unknown_word', word: kw.word, ...(kw.suggestion ? { suggestion: kw.suggestion } : {}) });
    return { kind: 'object', spec: { ...base, pt: null, name: null, colors, types, keywords: kw.keywords } };
  }
  const joined = rest.trim();
  const withAt = /^(.+?)\s+with\s+(.+)$/i.exec(joined);
  if (withAt) {
    const kw = readKeywords(withAt[2]!.split(/\s+/));
    const n = cardName(withAt[1]!);
    if (kw.ok && n) return { kind: 'object', spec: { ...base, pt: null, name: n, colors: [], types: [], keywords: kw.keywords } };
  }
  const n = cardName(joined);
  if (!n) return error({ code: 'not_a_name' });
  return { kind: 'object', spec: { ...base, pt: null, name: n, colors: [], types: [], keywords: [] } };
}

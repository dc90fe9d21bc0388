/**
 * Reading a run of keywords typed with spaces ("first strike trample protection from red",
 * 「先制攻撃 トランプル」). Each keyword may be several words, and some take a parameter
 * ("ward 2", "toxic 1", "protection from red"), so the words are segmented: of every way to cut
 * them into keywords, the one with the most keywords wins (so "trample lifelink" is two keywords,
 * not trample with a parameter "lifelink"). Connectors ("and", "with", 「と」) are skipped.
 * Names come from the Scenario schema's keyword table (our glossary: English, official Japanese).
 */
import { formatKeyword, parseKeyword, parseKeywordExact } from '../../scenario/schema/vocabulary.ts';
import type { Keyword } from '../../engine/types.ts';
import { lookupTable } from '../../core/table.ts';

/** Words that only join keywords. */
const CONNECTORS = new Set(['and', 'with', 'has', 'have', 'having', '&', '+', 'と', 'を持つ', '持ち', 'a', 'an']);

/** The longest keyword in words ("can't be blocked except by creatures with flying" is 8). */
const MAX_SPAN = 8;

/** Keywords whose parameter is a number (702.x "Toxic N", "Bushido N" …); cost keywords take {N} (parsed by the schema). */
const NUMBERED = new Set([
  'toxic', 'afflict', 'bushido', 'rampage', 'annihilator', 'absorb', 'modular', 'fading', 'vanishing', 'crew', 'bloodthirst',
  'dredge', 'renown', 'fabricate', 'afterlife', 'tribute', 'poisonous', 'frenzy', 'soulshift', 'graft', 'amplify', 'devour',
  'backup', 'mobilize', 'casualty', 'saddle', 'station', 'training',
]);

const QUALITIES = /^(white|blue|black|red|green|everything|all colors|each color|colorless|multicolored|monocolored|creatures|artifacts|enchantments|instants|sorceries|planeswalkers|lands)$/;

/** The keywords that take a word (not a number or a cost) as their parameter, with the words each takes. */
const PARAM_SHAPES = lookupTable<(p: string) => boolean>({
  protection: (p) => QUALITIES.test(p.toLowerCase()),
  hexproof: (p) => QUALITIES.test(p.toLowerCase()),
  landwalk: (p) => /^(island|swamp|forest|mountain|plains|desert|nonbasic land|legendary land|snow land|artifact land)$/i.test(p),
  enchant: (p) => /^(creature|permanent|land|artifact|player|enchantment|planeswalker|opponent|creature you control|creature or planeswalker)$/i.test(p),
  affinity: (p) => /^(artifacts|plains|islands|swamps|mountains|forests)$/i.test(p),
  // "… except by creatures with flying" / "… except by Walls": never a bare "creatures".
  "can't be blocked except by": (p) => /^creatures with \S/i.test(p) || (/^[a-z-]+s$/i.test(p) && !/^creatures$/i.test(p)),
});

/**
 * Whether a keyword read with a parameter really takes one of that shape: otherwise "flying bogus"
 * would be flying with a parameter "bogus" instead of an unknown word.
 */
function paramFits(k: Keyword): boolean {
  const p = k.param;
  if (p === undefined || p === '') return true;
  if (/^(\{[^}]*\})+$/.test(p)) return true; // a cost: only cost keywords turn a number into {N}, or the user typed braces
  if (/^\d+$/.test(p)) return NUMBERED.has(k.keyword);
  return PARAM_SHAPES[k.keyword]?.(p) ?? false;
}

export type KeywordRun =
  | { ok: true; keywords: string[] }
  /** `word`: the first word no keyword starts with; `suggestion`: the nearest keyword name, if any. */
  | { ok: false; word: string; suggestion?: string };

/** Splits Japanese "トランプルと絆魂を持つ" into words: connectors are cut off where what remains is a keyword. */
function japaneseWords(word: string): string[] {
  const stripped = word.replace(/(を持つ|持ち|を持った)$/u, '');
  if (fits(stripped)) return [stripped];
  const parts = stripped.split(/[と・]/u).filter(Boolean);
  if (parts.length > 1 && parts.every((p) => fits(p))) return parts;
  return [stripped];
}

export function readKeywords(words: readonly string[]): KeywordRun {
  const ws = words.flatMap((w) => (/[\u3040-\u30ff\u4e00-\u9fff]/u.test(w) ? japaneseWords(w) : [w])).filter((w) => w !== '');
  const n = ws.length;
  // best[i]: the most keywords the words from i on can be cut into (-1: none), with the cut taken.
  const best: number[] = new Array<number>(n + 1).fill(-1);
  const take: { end: number; keyword: string | null }[] = new Array(n + 1);
  best[n] = 0;
  for (let i = n - 1; i >= 0; i--) {
    const w = ws[i]!.toLowerCase();
    if (CONNECTORS.has(w) && best[i + 1]! >= 0) {
      best[i] = best[i + 1]!;
      take[i] = { end: i + 1, keyword: null };
    }
    for (let j = i + 1; j <= Math.min(n, i + MAX_SPAN); j++) {
      if (best[j]! < 0) continue;
      const r = parseKeywordExact(ws.slice(i, j).join(' '));
      if (!r.ok || !paramFits(r.keyword)) continue;
      const score = best[j]! + 1;
      if (score > best[i]!) {
        best[i] = score;
        take[i] = { end: j, keyword: formatKeyword(r.keyword) };
      }
    }
  }
  if (best[0]! < 0) {
    // Stuck: the furthest word a cut from the start reaches is the one nothing can be made of.
    const reachable: boolean[] = new Array<boolean>(n + 1).fill(false);
    reachable[0] = true;
    let furthest = 0;
    for (let i = 0; i < n; i++) {
      if (!reachable[i]) continue;
      furthest = Math.max(furthest, i);
      if (CONNECTORS.has(ws[i]!.toLowerCase())) reachable[i + 1] = true;
      for (let j = i + 1; j <= Math.min(n, i + MAX_SPAN); j++) if (fits(ws.slice(i, j).join(' '))) reachable[j] = true;
    }
    return bad(ws[Math.min(furthest, n - 1)]!);
  }
  const keywords: string[] = [];
  for (let i = 0; i < n; ) {
    const t = take[i]!;
    if (t.keyword !== null && !keywords.includes(t.keyword)) keywords.push(t.keyword);
    i = t.end;
  }
  return { ok: true, keywords };
}

function fits(text: string): boolean {
  const r = parseKeywordExact(text);
  return r.ok && paramFits(r.keyword);
}

function bad(word: string): KeywordRun {
  const r = parseKeyword(word);
  return { ok: false, word, ...(!r.ok && r.suggestion ? { suggestion: r.suggestion } : {}) };
}

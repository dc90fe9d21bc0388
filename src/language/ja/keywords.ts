/**
 * Japanese keyword names over morphemes, with their parameters: the glossary's official and
 * unofficial names and aliases (lexicon/domain.ts japaneseKeywords), plus the ways players write
 * parameters: プロテクション（赤）, プロテクション(クリーチャー), 赤からのプロテクション, プロ赤,
 * 護法{2}, 護法2, 護法(2), 毒性2, 毒性(1). Kana readings of kanji names (せっし for 接死) are left
 * out: in running text they are more often other words than the keyword.
 */
import type { Sense } from '../senses.ts';
import type { Token } from '../tokens.ts';
import type { KeywordName } from '../lexicon/domain.ts';
import { japaneseKeywords, keywordWithParam } from '../lexicon/domain.ts';
import { foldTerm } from '../../rules/terms.ts';
import { PROTECTION_PARAMS } from './lexicon.ts';

let table: Map<string, KeywordName> | null = null;

const KANA_ONLY = /^[\u30a0-\u30ff\s]+$/u;

/** The keyword table without kana readings of names that are written in kanji. */
function keywords(): Map<string, KeywordName> {
  if (table) return table;
  const all = japaneseKeywords();
  const kanjiNamed = new Set<string>();
  for (const [k, v] of all) if (!KANA_ONLY.test(k)) kanjiNamed.add(v.en);
  const m = new Map<string, KeywordName>();
  for (const [k, v] of all) if (!(KANA_ONLY.test(k) && kanjiNamed.has(v.en))) m.set(k, v);
  table = m;
  return m;
}

/** The parameter written after a keyword that needs one, from token j: {2}, 2, (赤), 赤. */
function paramAfter(tokens: readonly Token[], j: number): { text: string; next: number } | null {
  let k = j;
  const open = tokens[k]?.kind === 'punct' && /^[(（]$/.test(tokens[k]!.text);
  if (open) k++;
  const p = tokens[k];
  if (!p) return null;
  let text: string | null = null;
  if (p.kind === 'number' || p.kind === 'mana') text = p.text;
  else if (p.kind === 'word') text = p.text;
  if (text === null) return null;
  k++;
  if (open) {
    if (!(tokens[k]?.kind === 'punct' && /^[)）]$/.test(tokens[k]!.text))) return null;
    k++;
  }
  return { text, next: k };
}

function withParam(k: KeywordName, param: string): Sense | null {
  if (k.en === 'protection') {
    const en = PROTECTION_PARAMS.get(param);
    const kw = en ? keywordWithParam('protection', `from ${en}`) : null;
    return kw ? { kind: 'keyword', keyword: kw } : null;
  }
  if (!/^(?:\d+|(?:\{[^{}]+\})+)$/.test(param)) return null;
  const kw = keywordWithParam(k.en, param);
  return kw ? { kind: 'keyword', keyword: kw } : null;
}

/** Keyword names starting at token i, shortest first (a name may span morphemes: 呪 禁). */
function namesAt(tokens: readonly Token[], i: number): { n: number; k: KeywordName }[] {
  let text = '';
  const found: { n: number; k: KeywordName }[] = [];
  for (let n = 1; n <= 6 && i + n <= tokens.length; n++) {
    const tk = tokens[i + n - 1]!;
    if (tk.kind === 'atom' || (tk.kind === 'punct' && tk.text !== '・')) break;
    text += tk.text;
    const k = keywords().get(foldTerm(text));
    if (k) found.push({ n, k });
  }
  return found;
}

const OPEN = /^[(（]$/u;
const CLOSE = /^[)）]$/u;

/**
 * 「プロテクション(黒)(赤)」「プロテクション（白）（青）」: a parameter in brackets right after protection's own is a
 * protection of its own (as Paladin en-Vec's "protection from black and from red", 702.16a) — read at its bracket.
 */
function furtherProtection(tokens: readonly Token[], i: number): { n: number; senses: Sense[] } | null {
  if (!OPEN.test(tokens[i]?.text ?? '')) return null;
  let j = i;
  while (j >= 3 && CLOSE.test(tokens[j - 1]!.text) && OPEN.test(tokens[j - 3]!.text)) j -= 3;
  if (j === i) return null;
  const name = namesAt(tokens, Math.max(0, j - 1)).pop() ?? namesAt(tokens, Math.max(0, j - 2)).pop();
  const p = paramAfter(tokens, i);
  if (!name || name.k.en !== 'protection' || !p) return null;
  const s = withParam(name.k, p.text);
  return s ? { n: p.next - i, senses: [s] } : null;
}

/** A keyword (with its parameter) starting at token i: the tokens it covers and its sense. */
export function jaKeywordAt(tokens: readonly Token[], i: number): { n: number; senses: Sense[] } | null {
  const t = tokens[i];
  if (t?.kind === 'punct') return furtherProtection(tokens, i);
  if (!t || t.kind === 'atom') return null;
  // 赤からのプロテクション, 白からの呪禁; 赤へのプロテクション, 赤のプロテクション (as Mother of Runes is said to give it)
  const color = PROTECTION_PARAMS.get(t.text);
  const link = !color ? 0 : (tokens[i + 1]?.text === 'から' || tokens[i + 1]?.text === 'へ') && tokens[i + 2]?.text === 'の' ? 2 : tokens[i + 1]?.text === 'の' ? 1 : 0;
  const after = link > 0 ? namesAt(tokens, i + 1 + link).pop() : undefined;
  if (color && after && (after.k.en === 'protection' || (after.k.en === 'hexproof' && link === 2))) {
    const kw = keywordWithParam(after.k.en, `from ${color}`);
    return kw ? { n: 1 + link + after.n, senses: [{ kind: 'keyword', keyword: kw }] } : null;
  }
  for (const f of namesAt(tokens, i).reverse()) {
    if (!f.k.needsParam) return { n: f.n, senses: [{ kind: 'keyword', keyword: f.k.keyword }] };
    const p = paramAfter(tokens, i + f.n);
    if (p) {
      const s = withParam(f.k, p.text);
      if (s) return { n: p.next - i, senses: [s] };
    }
    // プロ赤 read as one morpheme pair is handled above; a keyword that needs a parameter and has none is no keyword.
  }
  return null;
}

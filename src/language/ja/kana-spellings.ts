/**
 * Words written in kana where the lexicon has kanji (「生きのこる」「いきのこる」 for 生き残る, 「たおせる」 for 倒せる,
 * 「こうげきした」 for 攻撃した): read through kuromoji's readings (issue 12 §2), never by listing spellings. Each
 * lexicon key has one reading (its morphemes' readings, in hiragana); a span of the question is that key when its
 * reading (the last morpheme by its base form) is the key's and every kanji written in it is one of the key's — so a
 * word written in other kanji (口撃 for 攻撃) is never taken for the key. A reading two keys of different meanings
 * share is no spelling of either.
 */
import { assertNever } from '../../core/result.ts';
import type { Token } from '../tokens.ts';
import { allKana, hiragana, kanjiOf } from './kana.ts';
import { loadedJapaneseTokenizer } from './kuromoji.ts';
import type { JapaneseTokenizer } from './kuromoji.ts';
import { potentialBase } from './morph.ts';
import { lookupTable } from '../../core/table.ts';

/** Parts of speech kuromoji gives the pieces of a word it cut up (こう + げき for こうげき), and a particle inside one (対象に取る). */
const SPELLING_PARTS: ReadonlySet<string> = new Set(['名詞', '動詞', '副詞', '形容詞', '助詞']);

/** Keys by reading; null where two keys of different meanings read the same. */
type ReadingIndex = Map<string, string | null>;

const indexes = new WeakMap<object, ReadingIndex>();

/** The reading of `text` in hiragana, from kuromoji's morphemes; null when a morpheme has none. */
export function readingOf(tokenizer: JapaneseTokenizer, text: string): string | null {
  let out = '';
  for (const k of tokenizer.tokenize(text)) {
    if (k.reading && k.reading !== '*') out += hiragana(k.reading);
    else if (allKana(k.surface_form)) out += hiragana(k.surface_form);
    else return null;
  }
  return out;
}

function indexOf<V>(table: ReadonlyMap<string, V>, meaning: (v: V) => string, tokenizer: JapaneseTokenizer): ReadingIndex {
  const known = indexes.get(table);
  if (known) return known;
  const index: ReadingIndex = new Map();
  const meanings = new Map<string, string>();
  for (const [key, v] of table) {
    const r = readingOf(tokenizer, key);
    if (r === null || r.length < 2) continue;
    const had = index.get(r);
    if (had === undefined) {
      index.set(r, key);
      meanings.set(r, meaning(v));
    } else if (had !== null && meanings.get(r) !== meaning(v)) index.set(r, null);
  }
  indexes.set(table, index);
  return index;
}

/** The reading of a morpheme's base form: the kana its surface ends in replaced by the base form's own ending. */
function lemmaReading(t: Token): string | null {
  if (allKana(t.lemma)) return hiragana(t.lemma);
  if (t.reading === undefined) return null;
  let p = 0;
  while (p < t.text.length && p < t.lemma.length && t.text[p] === t.lemma[p]) p++;
  const said = t.text.slice(p);
  const base = t.lemma.slice(p);
  if ((said !== '' && !allKana(said)) || (base !== '' && !allKana(base))) return null;
  const r = t.reading;
  if (!r.endsWith(hiragana(said))) return null;
  return r.slice(0, r.length - said.length) + hiragana(base);
}

/** The spans's reading: each morpheme's but the last, which is read by its base form when `byLemma`. */
function spanReading(tokens: readonly Token[], from: number, n: number, byLemma: boolean): string | null {
  let out = '';
  for (let k = from; k < from + n; k++) {
    const t = tokens[k]!;
    const last = k === from + n - 1 && byLemma;
    const r = last ? lemmaReading(t) : (t.reading ?? (allKana(t.text) ? hiragana(t.text) : null));
    if (r === null) return null;
    out += r;
  }
  return out;
}

/**
 * 「しんだ」「もどった」: before た／て a 五段 verb's stem loses the sound that tells its base form (ん: む, ぬ or ぶ; っ: う, つ
 * or る), and for a word in kana kuromoji may guess the wrong one (しんだ: しむ). The other base forms that stem allows.
 */
const SAME_STEM: Readonly<Record<string, readonly string[]>> = lookupTable({ ん: ['む', 'ぬ', 'ぶ'], っ: ['う', 'つ', 'る'] });

function sameStemBases(t: Token, byLemma: string | null): string[] {
  const group = t.form.startsWith('連用タ接続') && allKana(t.text) ? SAME_STEM[t.text.slice(-1)] : undefined;
  if (!group || byLemma === null) return [];
  return group.map((u) => byLemma.slice(0, -1) + u).filter((r) => r !== byLemma);
}

/**
 * Whether the span's particles are the key's own (に of 対象に取る): a particle before a verb is never the first sound of a
 * word written in kana — 「クリーチャーはいない」 is は + いる, never はいる (入る).
 */
function particlesOf(tokens: readonly Token[], from: number, n: number, key: string): boolean {
  const span = tokens.slice(from, from + n);
  if (span[0]!.pos === '助詞' || span[0]!.pos === '助動詞') return false;
  return span.every((t) => t.pos !== '助詞' || key.includes(t.text));
}

/**
 * 「ブロックしにいく」「攻撃していく」: a verb in kana right after another verb and に／て／で helps that verb (a purpose, a
 * going on), never a game verb of its own — いく there is no 行く asked "where does it go".
 */
function afterVerbLink(tokens: readonly Token[], from: number): boolean {
  const link = tokens[from - 1];
  return link !== undefined && link.pos === '助詞' && /^[にてで]$/u.test(link.text) && tokens[from - 2]?.pos === '動詞';
}

/** Whether every kanji written in the span is one of the key's (a kana spelling, never other kanji of the same sound). */
function spelledWith(tokens: readonly Token[], from: number, n: number, key: string): boolean {
  const own = new Set(kanjiOf(key));
  const said = tokens.slice(from, from + n).map((t) => t.text).join('');
  return kanjiOf(said).every((c) => own.has(c)) && kanjiOf(said).length < kanjiOf(key).length;
}

/**
 * The key of `table` that the span [from, from+n) spells in kana, with how: `surface` (the span as written is the key,
 * a noun such as こうげき before する), `lemma` (its last morpheme's base form makes it the key: いきのこった) or
 * `potential` (its base form is the key's potential: たおせる for 倒す). Null when it spells none, or before the
 * analyser has loaded.
 */
export function kanaSpelling<V>(table: ReadonlyMap<string, V>, meaning: (v: V) => string, tokens: readonly Token[], from: number, n: number): { key: string; how: 'surface' | 'lemma' | 'potential' } | null {
  const tokenizer = loadedJapaneseTokenizer();
  if (!tokenizer || afterVerbLink(tokens, from)) return null;
  const index = indexOf(table, meaning, tokenizer);
  const tries: [string | null, 'surface' | 'lemma' | 'potential'][] = [];
  tries.push([spanReading(tokens, from, n, false), 'surface']);
  const byLemma = spanReading(tokens, from, n, true);
  tries.push([byLemma, 'lemma']);
  // (Of the other base forms, only one that is a key: two keys it could be are no reading of either.)
  const alts = sameStemBases(tokens[from + n - 1]!, byLemma).filter((r) => index.get(r));
  if (alts.length === 1) tries.push([alts[0]!, 'lemma']);
  tries.push([byLemma === null ? null : potentialBase(byLemma), 'potential']);
  const last = tokens[from + n - 1]!;
  for (const [r, how] of tries) {
    // (By its base form only a verb: a particle or a conjunction written in the same kana (かつ, "and") is no verb.)
    if (how !== 'surface' && last.pos !== '動詞') continue;
    if (how === 'surface' && !tokens.slice(from, from + n).every((t) => SPELLING_PARTS.has(t.pos) && (t.pos !== '助詞' || t !== last))) continue;
    const key = r === null ? undefined : index.get(r);
    if (key && spelledWith(tokens, from, n, key) && particlesOf(tokens, from, n, key)) return { key, how };
  }
  return null;
}

const U_TO_E: Readonly<Record<string, string>> = lookupTable({ う: 'え', く: 'け', ぐ: 'げ', す: 'せ', つ: 'て', ぬ: 'ね', ぶ: 'べ', む: 'め', る: 'れ' });

/** The potential (一段) form of a 五段 verb's base form: 倒す -> 倒せる (potentialBase read backwards). */
function potentialForm(base: string): string | null {
  const e = U_TO_E[base.slice(-1)];
  return e ? `${base.slice(0, -1)}${e}る` : null;
}

/**
 * The span's words as verbAt looks them up (`surf`: as written; `lem`: its last morpheme by its base form), each
 * replaced by the lexicon's key when neither is a key but the span spells one in kana (kanaSpelling).
 */
export function spelledForms<V>(table: ReadonlyMap<string, V>, meaning: (v: V) => string, tokens: readonly Token[], from: number, n: number, surf: string): { surf: string; lem: string } {
  const lastTok = tokens[from + n - 1]!;
  const lem = surf.slice(0, surf.length - lastTok.text.length) + lastTok.lemma;
  const base = potentialBase(lem);
  if (table.has(surf) || table.has(lem) || (base !== null && table.has(base))) return { surf, lem };
  const s = kanaSpelling(table, meaning, tokens, from, n);
  if (!s) return { surf, lem };
  switch (s.how) {
    case 'surface':
      return { surf: s.key, lem: s.key };
    case 'lemma':
      return { surf, lem: s.key };
    case 'potential':
      return { surf, lem: potentialForm(s.key) ?? lem };
    default:
      return assertNever(s.how);
  }
}

/** Finding Japanese words at a position: verbs and their endings, declared words and vocabulary (card names: card-words.ts). */
import type { Sense, TimeWord, Verb } from '../senses.ts';
import type { Token } from '../tokens.ts';
import type { CardNameHit } from '../lexicon/cards.ts';
import { COLOR_WORDS_JA, COUNTER_VALUE_WORDS_JA, COUNTER_WORDS_JA, SUBTYPE_WORDS_JA, SUPERTYPE_WORDS_JA, TYPE_WORDS_JA } from '../lexicon/domain.ts';
import { DECLARATIONS, OTHER_WORDS, VERB_WORDS } from './lexicon.ts';
import { spelledForms } from './kana-spellings.ts';
import { emptyMorph, potentialBase, readEnding } from './morph.ts';
import type { VerbMorph } from './morph.ts';
import type { JaInfo } from './chunk.ts';
import { copulaPredicate } from './noun-predicates.ts';

const MAX_SPAN = 8;

export function info(partial: Partial<JaInfo> = {}): JaInfo {
  return { particle: null, verb: null, counter: null, ordinal: false, partial: null, having: false, sub: null, lemma: null, ...partial };
}

export interface Found {
  n: number;
  senses: Sense[];
  ja: JaInfo;
}

// ---------------------------------------------------------------------------------------------
// Tables (built once)

interface VerbEntry {
  verb: Verb;
  suru: boolean;
  passive: boolean;
  placing: boolean;
  mutual: boolean;
  every: boolean;
  battlefield: boolean;
}

let verbTable: Map<string, VerbEntry> | null = null;
let wordTable: Map<string, Sense[]> | null = null;

export function verbs(): Map<string, VerbEntry> {
  if (verbTable) return verbTable;
  const m = new Map<string, VerbEntry>();
  for (const [key, verb, opts] of VERB_WORDS) {
    const suru = key.endsWith('する') && key.length > 2;
    m.set(suru ? key.slice(0, -2) : key, { verb, suru, passive: opts?.passive === true, placing: opts?.placing === true, mutual: opts?.mutual === true, every: opts?.every === true, battlefield: opts?.battlefield === true });
  }
  verbTable = m;
  return m;
}

export function words(): Map<string, Sense[]> {
  if (wordTable) return wordTable;
  const m = new Map<string, Sense[]>();
  for (const [key, sense] of OTHER_WORDS) m.set(key, [...(m.get(key) ?? []), sense]);
  wordTable = m;
  return m;
}

// ---------------------------------------------------------------------------------------------
// Helpers

/** Tokens a span may cover: words, numbers and P/T (not atoms, and only ・ of punctuation). */
export function spannable(t: Token | undefined): boolean {
  return t !== undefined && (t.kind === 'word' || t.kind === 'number' || (t.kind === 'punct' && t.text === '・'));
}

function surfaces(tokens: readonly Token[], from: number, n: number): string | null {
  let s = '';
  for (let k = from; k < from + n; k++) {
    const t = tokens[k];
    if (!spannable(t)) return null;
    s += t!.text;
  }
  return s;
}

export function cardSense(hit: CardNameHit, weak: boolean): Sense {
  // (A name that is also other cards' short name: which card is asked back, lexicon/cards.ts sharedWithLegends.)
  if (hit.options) return { kind: 'card', name: hit.display, display: hit.display, typeLine: '', weak, verbed: false, options: hit.options };
  return { kind: 'card', name: hit.name, display: hit.display, typeLine: hit.typeLine, weak, verbed: false };
}

/** A game verb (lexicon) with its ending: ブロックされた, 攻撃できますか, 倒せる, 生け贄に捧げた. */
/** The span's words without a は or も right after its に (「ブロックには参加」 → 「ブロックに参加」); null when there is none. */
function topicAfterNi(tokens: readonly Token[], from: number, n: number): string | null {
  for (let k = from + 1; k < from + n - 1; k++) {
    const t = tokens[k]!;
    if ((t.text === 'は' || t.text === 'も') && t.pos === '助詞' && tokens[k - 1]!.text === 'に' && tokens[k - 1]!.pos === '助詞') {
      return tokens.slice(from, from + n).filter((_, j) => from + j !== k).map((x) => x.text).join('');
    }
  }
  return null;
}

export function verbAt(tokens: readonly Token[], i: number): Found | null {
  const table = verbs();
  for (let n = Math.min(MAX_SPAN, tokens.length - i); n >= 1; n--) {
    const said = surfaces(tokens, i, n);
    if (said === null) continue;
    // 「ブロックには参加できる」「攻撃にも参加する」: は／も after the に of a verb of several words (ブロックに参加する) sets
    // off what comes before it, as it does after any phrase; the verb is the same.
    const { surf, lem } = spelledForms(table, (v) => v.verb, tokens, i, n, topicAfterNi(tokens, i, n) ?? said);
    const lastTok = tokens[i + n - 1]!;
    // 攻撃 + する/できる/される
    const suru = table.get(surf);
    if (suru?.suru) {
      const e = readEnding(tokens, i + n, lastTok, true);
      if (e.end > i + n) return verbFound(e.end - i, suru, e.morph);
      const bare = nounEnding(tokens, i + n);
      if (bare) return verbFound(n, suru, bare);
      const cop = copulaPredicate(tokens, i + n);
      if (cop) return verbFound(cop.end - i, suru, cop.morph);
    }
    // 「ブロックなし。」「ブロックなしだった」: a verb entry that is a noun phrase (no verb in it) tells
    // what happened when it ends its clause, as a 〜する noun does (体言止め), or with a copula.
    if (suru && !suru.suru && lastTok.pos !== '動詞') {
      // 「うっとうしいんだけど」「邪魔なので」: an adjective entry (or a noun's な) takes a verb's endings.
      const adj = lastTok.pos === '形容詞' ? i + n : tokens[i + n]?.text === 'な' ? i + n + 1 : -1;
      const e = adj > 0 ? readEnding(tokens, adj, tokens[adj - 1]!, false) : null;
      if (e) return verbFound(e.end - i, suru, e.morph);
      let k = i + n;
      while (tokens[k]?.pos === '助動詞' && tokens[k]!.text !== 'なら' && tokens[k]!.text !== 'で' && (tokens[k]!.lemma === 'だ' || tokens[k]!.lemma === 'です' || tokens[k]!.lemma === 'た')) k++;
      const bare = nounEnding(tokens, k);
      if (bare) return verbFound(k - i, suru, bare);
      const linked = copulaLink(tokens, k);
      if (linked) return verbFound(linked.end - i, suru, linked.morph);
    }
    if (lastTok.pos !== '動詞') continue;
    // (「通った」「通って」: kuromoji may give 〜っ of a ラ行 verb the lemma of the ワ行 one, 通う for 通る — the other is tried.)
    let entry = (n === 1 && lastTok.detail === '自立' ? kanaPut(lastTok) : undefined) ?? table.get(lem) ?? (lastTok.form.startsWith('連用タ接続') && lem.endsWith('う') ? table.get(`${lem.slice(0, -1)}る`) : undefined);
    let potential = false;
    if (!entry || entry.suru) {
      // 倒せる, 撃てる: the potential form of a verb the lexicon knows.
      const base = potentialBase(lem);
      const e2 = base ? table.get(base) : undefined;
      if (e2 && !e2.suru) {
        entry = e2;
        potential = true;
      } else continue;
    }
    const e = readEnding(tokens, i + n, lastTok, false);
    if (potential) e.morph.potential = true;
    return verbFound(e.end - i, entry, e.morph);
  }
  return null;
}

/**
 * Marks after which a telling goes on with what happened next: the comma, and the arrow of a
 * sequence written out (「《ショック》→対応して《巨大化》→《稲妻》」: each step after the one before, as
 * 「…、対応して…、」 says it). Never a list's joiner: an arrow doesn't make 「A→B」 one phrase.
 */
export function chainsClauses(text: string): boolean {
  return text === '、' || text === '，' || CHAIN_ARROWS.has(text);
}

const CHAIN_ARROWS = new Set(['→', '⇒', '➡', '⇨', '->', '=>']);

/**
 * 「相手の3/3が攻撃、2/2でブロック。」: a 〜する noun that ends its clause without する (体言止め)
 * tells what happened, as 攻撃して、/ブロックした。 would. Only before 、 (coordinates like the
 * te-form) or 。/！/the end (past); a question mark is no telling (「ブロック？」 may ask).
 */
/**
 * 「ブロックなしなら」「ブロックなしで、」: the copula's conditional (なら, ならば) or te-form (で) after a verb entry that is a noun
 * phrase makes a condition or a chained clause of it, as 〜されなかったら and 〜されずに do. (The copula's end: nounEnding.)
 */
function copulaLink(tokens: readonly Token[], k: number): { end: number; morph: VerbMorph } | null {
  const t = tokens[k];
  if (t?.pos !== '助動詞' || t.lemma !== 'だ' || (t.text !== 'なら' && t.text !== 'で')) return null;
  const m = emptyMorph();
  m.past = true;
  m.link = t.text === 'なら' ? 'if' : 'te';
  const end = t.text === 'なら' && tokens[k + 1]?.text === 'ば' ? k + 2 : k + 1;
  return { end, morph: m };
}

function nounEnding(tokens: readonly Token[], k: number): VerbMorph | null {
  const t = tokens[k];
  const m = emptyMorph();
  if (t === undefined || t.text === '。' || t.text === '！' || t.text === '!') m.past = true;
  // 「私は何点回復？」: a 〜する noun ending a question with a question word asks about what it names (する
  // left out). Without one (「2/2でブロック？」) it may propose a play as well as ask whether it is legal: not read.
  else if ((t.text === '？' || t.text === '?') && askedWith(tokens, k)) return m;
  else if (chainsClauses(t.text)) m.link = 'te';
  else return null;
  return m;
}

/** Whether the sentence ending at `k` has a question word (何点, いくつ, 誰, どれ). */
function askedWith(tokens: readonly Token[], k: number): boolean {
  for (let j = k - 1; j >= 0 && !['。', '？', '?', '！', '!'].includes(tokens[j]!.text); j--) {
    if (/^(?:何|いくつ|誰|どれ|どの|どう)/.test(tokens[j]!.text)) return true;
  }
  return false;
}

/**
 * 「《硬化した鱗》おいてる」「おいた」: 置く written in kana, on its own (自立) — never the 〜ておく after another verb. kuromoji
 * gives おい before てる the lemma of 追う; said of a card it is 置く.
 */
function kanaPut(t: Token): VerbEntry | undefined {
  return t.lemma === 'おく' || (t.text === 'おい' && t.lemma === 'おう') ? verbs().get('置く') : undefined;
}

function verbFound(n: number, entry: VerbEntry, morph: VerbMorph): Found {
  if (entry.passive) morph.passive = true;
  const placed = entry.placing && morph.perfect && !morph.passive && !morph.potential && !morph.negated;
  return { n, senses: [{ kind: 'verb', verb: entry.verb }], ja: info({ verb: { morph, passiveWord: entry.passive, ...(placed ? { placed } : {}), ...(entry.placing ? { placing: true } : {}), ...(entry.mutual ? { mutual: true } : {}), ...(entry.every ? { every: true } : {}), ...(entry.battlefield ? { battlefield: true } : {}) } }) };
}

/**
 * 「攻撃クリーチャーを指定した後に」「アタック宣言のあと」「ブロック・クリーチャー指定後」: a declaration of
 * attackers or blockers (lexicon.ts DECLARATIONS) with 後／あと after it, as one time word — inside combat
 * after attackers are declared (508), after blocks once blockers are (509). The verb's ending (した,
 * された), の before 後, and に／で after it are part of the phrase.
 */
export function declaredAt(tokens: readonly Token[], i: number): Found | null {
  for (let n = Math.min(MAX_SPAN, tokens.length - i); n >= 1; n--) {
    const surf = surfaces(tokens, i, n);
    const which = surf === null ? undefined : DECLARATIONS.find(([k]) => k === surf)?.[1];
    if (!which) continue;
    let k = i + n;
    while (tokens[k] && (tokens[k]!.pos === '動詞' || tokens[k]!.pos === '助動詞') && k < i + n + 4) k++;
    if (tokens[k]?.text === 'の') k++;
    const at = tokens[k]?.text ?? '';
    const before = at === '前' || at === 'まえ';
    if (!before && at !== '後' && at !== 'あと') return null;
    k++;
    if (tokens[k]?.text === 'に' || tokens[k]?.text === 'で') k++;
    return { n: k - i, senses: [{ kind: 'time', time: declaredTime(which, before) }], ja: info() };
  }
  return null;
}

/**
 * 「ブロック宣言の前に」「攻撃宣言前に」: before a declaration, as 攻撃前 and ブロック前 are read (time-words.ts) — before
 * attackers are declared is before combat (505.1a, 508.1); before blockers are, the blockers are still to be declared
 * with what was done to them (509.1), before combat damage.
 */
function declaredTime(which: 'attackers' | 'blockers', before: boolean): TimeWord {
  if (before) return which === 'attackers' ? 'precombat' : 'before-damage';
  return which === 'attackers' ? 'during-combat' : 'after-blocks';
}

/** A lexicon word (players, nouns, times, question words, filler). */
export function wordAt(tokens: readonly Token[], i: number): Found | null {
  const table = words();
  for (let n = Math.min(MAX_SPAN, tokens.length - i); n >= 1; n--) {
    const surf = surfaces(tokens, i, n);
    if (surf === null) continue;
    const s = table.get(surf);
    if (s) return { n, senses: s, ja: info() };
  }
  return null;
}

/** Colors, types, supertypes, subtypes and counter kinds, over one or two morphemes (白い, 兵士). */
export function vocabularyAt(tokens: readonly Token[], i: number): Found | null {
  for (let n = Math.min(3, tokens.length - i); n >= 1; n--) {
    const surf = surfaces(tokens, i, n);
    if (surf === null) continue;
    const out: Sense[] = [];
    const color = COLOR_WORDS_JA.get(surf);
    if (color) out.push({ kind: 'color', color, non: false });
    const type = TYPE_WORDS_JA.get(surf);
    if (type) out.push({ kind: 'type', type, plural: false, non: false });
    const sup = SUPERTYPE_WORDS_JA.get(surf);
    if (sup) out.push({ kind: 'supertype', supertype: sup });
    const sub = SUBTYPE_WORDS_JA.get(surf);
    if (sub) out.push({ kind: 'subtype', subtype: sub, plural: false });
    const value = COUNTER_VALUE_WORDS_JA.get(surf);
    if (value) return { n, senses: [{ kind: 'counter-kind', counter: value }], ja: info() };
    const counter = COUNTER_WORDS_JA.get(surf);
    if (counter && tokens[i + n]?.text === 'カウンター') {
      out.push({ kind: 'counter-kind', counter });
      return { n: n + 1, senses: out, ja: info() };
    }
    if (out.length > 0) return { n, senses: out, ja: info() };
  }
  return null;
}

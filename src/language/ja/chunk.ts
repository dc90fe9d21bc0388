/**
 * Japanese chunks: morphemes grouped into the words the lexicons know (issue 12 §3), each with its
 * senses, plus what the Japanese grammar needs to know of it (`ja`): a particle (が, を, に…), a
 * verb's ending (morph.ts), a number's counter word (2体, 3点), a word of a card named earlier
 * (熊 for 《灰色熊》). Longest match wins over whole morphemes: card names (in 《》, or without
 * brackets when long enough not to be an everyday word), keywords with their parameters
 * (プロテクション（赤）, 赤からのプロテクション, プロ赤, 護法{2}, 毒性2), game verbs with their
 * endings (ブロックされた is one chunk), the lexicon (ja/lexicon.ts), colors, types, subtypes,
 * counters, numbers (digits and kanji, with 体／点／個) and P/T.
 */
import { xValueAt } from '../xvalue.ts';
import { modeChoiceAt } from '../modechoice.ts';
import { castOptionAt } from '../castoption.ts';
import type { Chunk } from '../chunk.ts';
import { chunkOf } from '../chunk.ts';
import type { Sense, Verb } from '../senses.ts';
import type { Token } from '../tokens.ts';
import type { CardNameHit, CardSpotter } from '../lexicon/cards.ts';
import { COLOR_WORDS_JA, COUNTER_VALUE_WORDS_JA, COUNTER_WORDS_JA, SUBTYPE_WORDS_JA, SUPERTYPE_WORDS_JA, TYPE_WORDS_JA } from '../lexicon/domain.ts';
import { compactKey, nameKey } from '../../cards/normalize.ts';
import { BOARD_NOUNS, CONTEXT_VERBS, COPULA_IF, COUNTERS, DECLARATIONS, OTHER_WORDS, SUBORDINATE_NOUNS, VERB_WORDS } from './lexicon.ts';
import { jaKeywordAt } from './keywords.ts';
import { emptyMorph, potentialBase, readEnding } from './morph.ts';
import type { VerbMorph } from './morph.ts';
import { lookupTable } from '../../core/table.ts';

export interface JaInfo {
  /** A particle: が, は, を, に, で, と, の, から, まで, も, って, へ, より. */
  particle: string | null;
  /**
   * A game verb with its ending; `placed`: 出している, 出てる — what it put out is on the battlefield (a state);
   * `placing`: a verb that says so in the perfect (出す, 並べる), whatever its ending here.
   */
  verb: { morph: VerbMorph; passiveWord: boolean; placed?: boolean; placing?: boolean; mutual?: boolean } | null;
  /** A number's counter word: 2体 (creatures), 3点 (points), 2個 (counters), 1枚 (cards), 2回 (times). */
  counter: 'creature' | 'point' | 'piece' | 'card' | 'time' | null;
  /** 2体目, 1枚目: an ordinal. */
  ordinal: boolean;
  /** A word of a card the question names (熊 in a question about 《灰色熊》). */
  partial: string | null;
  /** 〜持ち: "having" after a keyword (接死持ち, トランプル持ち). */
  having: boolean;
  /** A noun that makes the clause before it a condition or a time (場合, とき, 後, 前). */
  sub: 'if' | 'when' | 'after' | 'before' | 'while' | null;
  /** A verb the lexicon doesn't know: its base form (する, 上げる). */
  lemma: string | null;
}

export type JaChunk = Chunk & { ja: JaInfo };

const MAX_SPAN = 8;

function info(partial: Partial<JaInfo> = {}): JaInfo {
  return { particle: null, verb: null, counter: null, ordinal: false, partial: null, having: false, sub: null, lemma: null, ...partial };
}

interface Found {
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
}

let verbTable: Map<string, VerbEntry> | null = null;
let wordTable: Map<string, Sense[]> | null = null;

function verbs(): Map<string, VerbEntry> {
  if (verbTable) return verbTable;
  const m = new Map<string, VerbEntry>();
  for (const [key, verb, opts] of VERB_WORDS) {
    const suru = key.endsWith('する') && key.length > 2;
    m.set(suru ? key.slice(0, -2) : key, { verb, suru, passive: opts?.passive === true, placing: opts?.placing === true, mutual: opts?.mutual === true });
  }
  verbTable = m;
  return m;
}

function words(): Map<string, Sense[]> {
  if (wordTable) return wordTable;
  const m = new Map<string, Sense[]>();
  for (const [key, sense] of OTHER_WORDS) m.set(key, [...(m.get(key) ?? []), sense]);
  wordTable = m;
  return m;
}

// ---------------------------------------------------------------------------------------------
// Helpers

/** Tokens a span may cover: words, numbers and P/T (not atoms, and only ・ of punctuation). */
function spannable(t: Token | undefined): boolean {
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

const KANJI_DIGITS: Record<string, number> = lookupTable({ 〇: 0, 零: 0, 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 両: 2 });

/** A kanji numeral (一, 二, 十二, 二十): its value, or null. */
export function kanjiNumber(s: string): number | null {
  if (!/^[〇零一二三四五六七八九十百]+$/u.test(s)) return null;
  let total = 0;
  let digit: number | null = null;
  for (const ch of s) {
    if (ch === '十' || ch === '百') {
      total += (digit ?? 1) * (ch === '十' ? 10 : 100);
      digit = null;
    } else digit = (digit ?? 0) * 10 + KANJI_DIGITS[ch]!;
  }
  return total + (digit ?? 0);
}

function cardSense(hit: CardNameHit, weak: boolean): Sense {
  return { kind: 'card', name: hit.name, display: hit.display, typeLine: hit.typeLine, weak, verbed: false };
}

// ---------------------------------------------------------------------------------------------
// Matchers: each returns what starts at token i, or null

/** The most times one act told 「N回」 is read as repeated (as en/chunk.ts MAX_REPEATS): more stays a number, named. */
const MAX_REPEATS = 10;

/** A number (digits or kanji) with its counter word: 2, 2体, 二体, 3点, 2体目, 何点. */
function numberAt(tokens: readonly Token[], i: number): Found | null {
  const t = tokens[i]!;
  let value: number | null = null;
  let n = 1;
  if (t.kind === 'number') value = Number(t.text);
  else if (t.kind === 'word' && t.detail === '数') {
    // Kanji numerals may come as several morphemes (十 二).
    let s = t.text;
    while (tokens[i + n]?.kind === 'word' && tokens[i + n]!.detail === '数' && kanjiNumber(s + tokens[i + n]!.text) !== null) s += tokens[i + n++]!.text;
    value = kanjiNumber(s);
  }
  const what = t.text === '何';
  if (value === null && !what) return null;
  const c = tokens[i + n];
  const counter = c && c.kind === 'word' ? (COUNTERS.get(c.text) ?? null) : null;
  if (counter) n++;
  const ordinal = counter !== null && tokens[i + n]?.text === '目';
  if (ordinal) n++;
  if (what) {
    // 何点 (how much), 何体／何個／何回 (how many); 何 alone is a question word (lexicon).
    if (!counter) return null;
    return { n, senses: [{ kind: 'wh', wh: counter === 'point' ? 'how-much' : 'how-many' }], ja: info({ counter }) };
  }
  // 「2回」「二度」: the act of its clause told two times — the 'twice' time word (senses.ts), as "twice" is in English;
  // 「3回起動した」「4回」: that many times, the word with its count (as "three times", en/chunk.ts repeatAt; frames/index.ts).
  if (counter === 'time' && !ordinal && value === 2) return { n, senses: [{ kind: 'time', time: 'twice' }], ja: info({ counter, ordinal }) };
  if (counter === 'time' && !ordinal && value !== null && value > 2 && value <= MAX_REPEATS) return { n, senses: [{ kind: 'time', time: 'twice', times: value }], ja: info({ counter, ordinal }) };
  return { n, senses: [{ kind: 'number', value: value! }], ja: info({ counter, ordinal }) };
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

function verbAt(tokens: readonly Token[], i: number): Found | null {
  const table = verbs();
  for (let n = Math.min(MAX_SPAN, tokens.length - i); n >= 1; n--) {
    const said = surfaces(tokens, i, n);
    if (said === null) continue;
    // 「ブロックには参加できる」「攻撃にも参加する」: は／も after the に of a verb of several words (ブロックに参加する) sets
    // off what comes before it, as it does after any phrase; the verb is the same.
    const surf = topicAfterNi(tokens, i, n) ?? said;
    const lastTok = tokens[i + n - 1]!;
    const lem = surf.slice(0, surf.length - lastTok.text.length) + lastTok.lemma;
    // 攻撃 + する/できる/される
    const suru = table.get(surf);
    if (suru?.suru) {
      const e = readEnding(tokens, i + n, lastTok, true);
      if (e.end > i + n) return verbFound(e.end - i, suru, e.morph);
      const bare = nounEnding(tokens, i + n);
      if (bare) return verbFound(n, suru, bare);
    }
    // 「ブロックなし。」「ブロックなしだった」: a verb entry that is a noun phrase (no verb in it) tells
    // what happened when it ends its clause, as a 〜する noun does (体言止め), or with a copula.
    if (suru && !suru.suru && lastTok.pos !== '動詞') {
      let k = i + n;
      while (tokens[k]?.pos === '助動詞' && (tokens[k]!.lemma === 'だ' || tokens[k]!.lemma === 'です' || tokens[k]!.lemma === 'た')) k++;
      const bare = nounEnding(tokens, k);
      if (bare) return verbFound(k - i, suru, bare);
    }
    if (lastTok.pos !== '動詞') continue;
    let entry = table.get(lem);
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

function verbFound(n: number, entry: VerbEntry, morph: VerbMorph): Found {
  if (entry.passive) morph.passive = true;
  const placed = entry.placing && morph.perfect && !morph.passive && !morph.potential && !morph.negated;
  return { n, senses: [{ kind: 'verb', verb: entry.verb }], ja: info({ verb: { morph, passiveWord: entry.passive, ...(placed ? { placed } : {}), ...(entry.placing ? { placing: true } : {}), ...(entry.mutual ? { mutual: true } : {}) } }) };
}

/**
 * 「攻撃クリーチャーを指定した後に」「アタック宣言のあと」「ブロック・クリーチャー指定後」: a declaration of
 * attackers or blockers (lexicon.ts DECLARATIONS) with 後／あと after it, as one time word — inside combat
 * after attackers are declared (508), after blocks once blockers are (509). The verb's ending (した,
 * された), の before 後, and に／で after it are part of the phrase.
 */
function declaredAt(tokens: readonly Token[], i: number): Found | null {
  for (let n = Math.min(MAX_SPAN, tokens.length - i); n >= 1; n--) {
    const surf = surfaces(tokens, i, n);
    const which = surf === null ? undefined : DECLARATIONS.find(([k]) => k === surf)?.[1];
    if (!which) continue;
    let k = i + n;
    while (tokens[k] && (tokens[k]!.pos === '動詞' || tokens[k]!.pos === '助動詞') && k < i + n + 4) k++;
    if (tokens[k]?.text === 'の') k++;
    if (tokens[k]?.text !== '後' && tokens[k]?.text !== 'あと') return null;
    k++;
    if (tokens[k]?.text === 'に' || tokens[k]?.text === 'で') k++;
    return { n: k - i, senses: [{ kind: 'time', time: which === 'attackers' ? 'during-combat' : 'after-blocks' }], ja: info() };
  }
  return null;
}

/** A lexicon word (players, nouns, times, question words, filler). */
function wordAt(tokens: readonly Token[], i: number): Found | null {
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
function vocabularyAt(tokens: readonly Token[], i: number): Found | null {
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

/**
 * A card name without brackets: the longest run of whole morphemes that is a Japanese card name.
 * A false card is worse than a refusal, so a name must be at least three characters, more than
 * one everyday word of the lexicon, and not all hiragana.
 */
function cardAt(tokens: readonly Token[], i: number, cards: CardSpotter, named: readonly string[]): Found | null {
  if (cards.size === 0 || tokens[i]?.kind !== 'word') return null;
  const max = cards.japaneseLongest;
  let chars = 0;
  let n = 0;
  while ((spannable(tokens[i + n]) || inNameComma(tokens, i + n)) && chars < max) chars += tokens[i + n++]!.text.length;
  for (; n >= 1; n--) {
    const surf = nameSurface(tokens, i, n);
    if (surf === null || surf.length < 2 || /^[\u3040-\u309f]+$/u.test(surf)) continue;
    const hit = cards.japanese(surf);
    if (!hit) continue;
    if (n === 1 && (words().has(surf) || verbs().has(surf))) continue;
    if (surf.length < 3 && !usedAsCard(tokens, i + n, hit.typeLine) && !named.includes(compactKey(nameKey(hit.display)))) continue;
    // 「《黙示録、シェオルドレッド》の攻撃を…。シェオルドレッドはどうなりましたか？」「《ダークスティールの板金鎧》に…。板金鎧は
    // 壊れますか？」: a name written bare after a longer name the question gave in full holds it is that card said short
    // (markPartials), as a player shortens a name said once — though it is also a card of its own (シェオルドレッド,
    // 板金鎧). That other card given in 《》 too leaves it the card it names.
    const key = compactKey(nameKey(surf));
    if (!named.includes(compactKey(nameKey(hit.display))) && named.some((x) => x !== key && x.includes(key))) continue;
    return { n, senses: [cardSense(hit, false)], ja: info() };
  }
  return null;
}

/**
 * 「オレスコスの王、ブリマーズ」「黙示録、シェオルドレッド」: a legendary card's Japanese name holds a 、 between
 * its epithet and its name. Unbracketed, the comma is part of a name only inside a run that is a whole
 * name (never at either end of it, where it ends the clause as usual).
 */
function inNameComma(tokens: readonly Token[], k: number): boolean {
  const t = tokens[k];
  return t?.kind === 'punct' && (t.text === '、' || t.text === '，' || t.text === ',') && spannable(tokens[k - 1]) && spannable(tokens[k + 1]);
}

/** The text of tokens from..from+n as a name could be: words, with a 、 only between two of them. */
function nameSurface(tokens: readonly Token[], from: number, n: number): string | null {
  let s = '';
  for (let k = from; k < from + n; k++) {
    const t = tokens[k];
    const comma = inNameComma(tokens, k) && k > from && k < from + n - 1;
    if (!spannable(t) && !comma) return null;
    s += t!.text;
  }
  return s;
}

/**
 * A two-character name (稲妻, 怨恨, 否認) is also an everyday word ("lightning", "grudge"): read as the card
 * only where the sentence uses it as one — right before を or で and a verb of casting it (「稲妻を撃った」
 * 「否認で打ち消す」) for an instant or sorcery, or of attaching it (「怨恨をつけた」) for an Aura or
 * Equipment (the を may be left out, as in speech: 「怨恨つけた」). A card the question has already named
 * is that card again wherever its name comes back (「《殺害》を撃たれた…殺害って」, cardAt). The catalog's
 * Japanese names are the data; the use decides, never a list of short names.
 */
function usedAsCard(tokens: readonly Token[], k: number, typeLine: string): boolean {
  const p = tokens[k];
  if (!p) return false;
  // 「怨恨つけた灰色熊」「稲妻撃った」: in speech を is often left out, the verb right after the name.
  const dropped = p.pos === '動詞';
  if (!dropped && (p.pos !== '助詞' || (p.text !== 'を' && p.text !== 'で'))) return false;
  const v = verbAt(tokens, dropped ? k : k + 1)?.senses[0];
  if (v?.kind !== 'verb') return false;
  const particle = dropped ? 'を' : p.text;
  if (/\b(?:Instant|Sorcery)\b/.test(typeLine)) return v.verb === 'cast' || (particle === 'で' && (v.verb === 'counter' || v.verb === 'respond'));
  if (/\b(?:Aura|Equipment)\b/.test(typeLine)) return particle === 'を' && (v.verb === 'attach' || v.verb === 'equip' || v.verb === 'cast');
  return false;
}

// ---------------------------------------------------------------------------------------------

export function chunkJapanese(text: string, tokens: readonly Token[], cards: CardSpotter): JaChunk[] {
  const out: JaChunk[] = [];
  let i = 0;
  const push = (n: number, senses: Sense[], ja: JaInfo): void => {
    out.push({ ...chunkOf(text, tokens, i, i + n, senses), ja });
    i += n;
  };
  const named: string[] = [];
  while (i < tokens.length) {
    const t = tokens[i]!;
    if (t.kind === 'atom') {
      const a = t.atom!;
      if (a.kind === 'quote') push(1, [{ kind: 'quote', text: a.value }], info());
      else {
        const hit = cards.japanese(a.value) ?? cards.english(a.value);
        named.push(compactKey(nameKey(hit?.display ?? a.value)), compactKey(nameKey(a.value)));
        push(1, [cardSense(hit ?? { name: a.value, display: a.value, typeLine: '' }, false)], info());
        cardAsVerb(text, tokens, out);
        i = out[out.length - 1]!.to;
      }
      continue;
    }
    if (t.kind === 'pt' || t.kind === 'ptmod') {
      push(1, [ptSense(t)], info());
      continue;
    }
    if (t.kind === 'mana') {
      push(1, [{ kind: 'mana', text: t.text }], info());
      continue;
    }
    if (t.kind === 'punct') {
      push(1, [{ kind: 'punct', char: t.text }], info());
      continue;
    }
    // 接死持ち, トランプル持ち: "having" (飛行を持ち… is the verb).
    if ((t.text === '持ち' || t.text === 'もち') && tokens[i - 1]?.text !== 'を') {
      push(1, [{ kind: 'verb', verb: 'have' }], info({ having: true }));
      continue;
    }
    // 「白でない」「トークンではない」「伝説じゃない」「黒くない」: "not" said of a word, which no reading here
    // represents (a color, type or supertype negated); it is named, never left as filler (issue 11 §2).
    const copula = (t.text === 'で' || t.text === 'じゃ') && (t.pos === '助動詞' || t.pos === '助詞');
    const skip = copula && tokens[i + 1]?.text === 'は' ? 2 : 1;
    if ((copula && tokens[i + skip]?.lemma === 'ない') || (t.pos === '助動詞' && t.lemma === 'ない')) {
      push(t.pos === '助動詞' && t.lemma === 'ない' ? 1 : skip + 1, [{ kind: 'unknown', strange: true }], info());
      continue;
    }
    // ない, なし: "there is no", "without" (トランプルがなければ, トランプルのない).
    if ((t.pos === '形容詞' && t.lemma === 'ない') || t.text === 'なし' || t.text === '無し') {
      const e = readEnding(tokens, i + 1, t, false);
      if (t.form.startsWith('仮定')) e.morph.link = e.morph.link ?? 'if';
      push(e.end - i, [{ kind: 'neg' }], info({ verb: { morph: e.morph, passiveWord: false } }));
      continue;
    }
    const xv = xValueAt(tokens, i);
    if (xv) {
      push(xv.n, [{ kind: 'x-value', value: xv.value }], info());
      // 「Xを3にして唱えた」: "setting X to 3, cast it" — the same as 「X=3で」.
      if (xv.making > 0) push(xv.making, particleSenses('で'), info({ particle: 'で' }));
      continue;
    }
    const mc = modeChoiceAt(tokens, i);
    if (mc) {
      push(mc.n, [{ kind: 'mode-choice', modes: mc.modes }], info());
      continue;
    }
    const co = castOptionAt(tokens, i);
    if (co) {
      push(co.n, [{ kind: 'cast-option', option: co.option }], info());
      continue;
    }
    const declared = declaredAt(tokens, i);
    if (declared) {
      // 「相手が攻撃クリーチャーを指定した後」: the player who declared is whose combat it is, as in 「相手の戦闘中に」
      // (frames/moments.ts) — never the subject of the clause the time word is part of.
      const prev = out[out.length - 1];
      if (prev && (prev.ja.particle === 'が' || prev.ja.particle === 'は') && out[out.length - 2]?.senses[0]?.kind === 'player') {
        out[out.length - 1] = { ...prev, senses: particleSenses('の'), ja: info({ particle: 'の' }) };
      }
      push(declared.n, declared.senses, declared.ja);
      continue;
    }
    // 「相手のライフが5なら」「3だったら」「5であれば」: the copula's conditional after a noun makes a condition,
    // as 〜の場合 does. Left unread, the life total told in it was dropped and its number taken for the
    // answer asked (red team s9).
    // (Not after a pronoun: 「どっちならブロックできる?」 asks which one; 「それなら」 is "then".)
    const copulaIf = tokens[i - 1]?.pos === '名詞' && tokens[i - 1]?.detail !== '代名詞' && t.pos === '助動詞' ? COPULA_IF.find((seq) => seq.every((w, k) => tokens[i + k]?.text === w)) : undefined;
    if (copulaIf) {
      push(copulaIf.length, [{ kind: 'sub', sub: 'if' }], info({ sub: 'if' }));
      continue;
    }
    // 「《謙虚》がある場で」「《頌歌》を出している戦場で」: the battlefield named after a verb that describes it, then で,
    // is the board as it stands while the rest is asked — as 〜状態で says — not a place the main verb acts at (read as
    // one clause, its が-subject became the question's: the size of Humility asked for the Bears').
    const prevTok = tokens[i - 1];
    if (BOARD_NOUNS.has(t.text) && t.pos === '名詞' && tokens[i + 1]?.text === 'で' && prevTok !== undefined && (prevTok.pos === '動詞' || prevTok.pos === '助動詞') && (prevTok.form === '基本形' || prevTok.form.startsWith('連体'))) {
      push(1, [{ kind: 'sub', sub: 'while' }], info({ sub: 'while' }));
      continue;
    }
    const kw = jaKeywordAt(tokens, i);
    const candidates = [kw ? { ...kw, ja: info() } : null, cardAt(tokens, i, cards, named), verbAt(tokens, i), wordAt(tokens, i), numberAt(tokens, i), vocabularyAt(tokens, i)].filter((f): f is Found => f !== null);
    const card = candidates.find((c) => c.senses[0]?.kind === 'card');
    if (card) named.push(compactKey(nameKey((card.senses[0] as Extract<Sense, { kind: 'card' }>).display)));
    // Longest first; on a tie, the order above (keyword, card, verb, word, number, vocabulary).
    // (A time phrase spelled as a verb's te-form, 「対応して」 "in response", reads as the phrase: the verb
    // 対応する is for 「《巨大化》で対応した」.)
    const timeOverVerb = (b: Found, c: Found): boolean => c.n === b.n && b.senses[0]?.kind === 'verb' && c.senses[0]?.kind === 'time';
    const best = candidates.reduce<Found | null>((b, c) => (b === null || c.n > b.n || timeOverVerb(b, c) ? c : b), null);
    if (best) {
      const extra = best.n === 1 ? vocabularyAt(tokens, i) : null;
      const senses = extra && extra.n === 1 ? [...best.senses, ...extra.senses.filter((e) => !best.senses.some((s) => s.kind === e.kind))] : best.senses;
      push(best.n, senses, best.ja);
      if (best === card) {
        cardAsVerb(text, tokens, out);
        i = out[out.length - 1]!.to;
      }
      continue;
    }
    // The copula's te-form で (毒カウンター8個で、…) reads as the particle で: "is …, and".
    if (t.pos === '助詞' || (t.text === 'で' && t.pos === '助動詞')) {
      push(1, particleSenses(t.text), info({ particle: t.text }));
      continue;
    }
    if (t.text === '持ち' || t.text === 'もち') {
      push(1, [{ kind: 'verb', verb: 'have' }], info({ having: true }));
      continue;
    }
    // A verb the lexicon doesn't know still ends its clause (パワーを上げれば、…): read with its ending, meaning unknown.
    if (t.pos === '動詞' && t.detail === '自立') {
      const e = readEnding(tokens, i + 1, t, false);
      // 揉めたんですけど, 迷っています: talk about the question, not the game (filler that still ends its clause).
      // 「ブロックしようとしています」「撃とうとしている」: 〜ようとする (about to do it) says the act is being done now, as
      // 「ブロックしようと思います」 does — its する is no act of its own. Not in the past (「撃とうとした」: tried, maybe not done).
      const volitional = t.lemma === 'する' && tokens[i - 1]?.text === 'と' && tokens[i - 1]?.pos === '助詞' && tokens[i - 2]?.pos === '助動詞' && (tokens[i - 2]?.lemma === 'う' || tokens[i - 2]?.lemma === 'よう') && tokens[i - 3]?.form === '未然ウ接続' && !e.morph.past && !e.morph.negated;
      const senses: Sense[] = [CONTEXT_VERBS.has(t.lemma) || volitional ? { kind: 'filler' } : { kind: 'unknown' }];
      push(e.end - i, senses, info({ verb: { morph: e.morph, passiveWord: false }, lemma: t.lemma }));
      continue;
    }
    const sub = SUBORDINATE_NOUNS.get(t.text);
    if (sub && t.pos === '名詞') {
      push(1, [{ kind: 'sub', sub: sub === 'while' ? 'while' : sub }], info({ sub }));
      continue;
    }
    // A noun no lexicon knows, joined by と/や to what the question lists (「崇拝と3/3がいる」): a
    // thing of the board we can't read (a card name too short to spot unbracketed), never a word
    // that may be passed over.
    // (と before a verb is "with": 「友達と揉めた」; after a verb it is "when": 「攻撃すると」.)
    const listed = (x: Token | undefined): boolean => x?.pos === '助詞' && (x.text === 'と' || x.text === 'や');
    const thing = (x: Token | undefined): boolean => x !== undefined && x.pos !== '動詞' && x.pos !== '助動詞' && x.pos !== '助詞';
    const inList = (listed(tokens[i + 1]) && thing(tokens[i + 2])) || (listed(tokens[i - 1]) && thing(tokens[i - 2]));
    // 「相手の影1/1」「スカルク2/2」: a noun no lexicon knows written right against a P/T is where a keyword
    // goes (「飛行3/3」, modifiers.ts); passed over, the creature was answered without it (red team s10).
    const beforeSize = tokens[i + 1]?.kind === 'pt' && tokens[i + 1]!.start === t.end;
    if (t.pos === '名詞' && t.detail !== '非自立' && t.detail !== '代名詞' && t.detail !== '数' && t.detail !== '接尾' && (inList || beforeSize)) {
      push(1, [{ kind: 'unknown', strange: true }], info());
      continue;
    }
    // A word in Latin letters no lexicon reads ("ETB", "PIG", an English card name or keyword not
    // spotted): in a Japanese question it is almost always game vocabulary, so it is never passed
    // over. (「www」 is laughter.)
    const latin = /^[A-Za-z]{2,}$/.test(t.text) && !/^w+$/i.test(t.text);
    push(1, [latin ? { kind: 'unknown', strange: true } : { kind: 'unknown' }], info());
  }
  markPartials(text, out, named);
  keywordDamageTimes(text, out);
  justDone(out);
  unreadSteps(out);
  out.forEach((c, k) => (c.i = k));
  return out;
}

/**
 * 「先制攻撃のダメージの後で」「二段攻撃の1回目のダメージの前に」: a time of combat damage said of a keyword's
 * damage is the first-strike combat damage step (510.4), a point no question here stops at. The words
 * become one chunk no reader takes, so a refusal names them — never read as after (or before) all
 * combat damage, which can give another answer.
 */
function keywordDamageTimes(text: string, out: JaChunk[]): void {
  for (let k = 0; k < out.length; k++) {
    if (out[k]!.senses[0]?.kind !== 'keyword') continue;
    let j = k + 1;
    while (j < out.length && j <= k + 5 && out[j]!.senses[0]?.kind !== 'time') j++;
    const t = out[j]?.senses[0];
    if (t?.kind !== 'time' || (t.time !== 'after-damage' && t.time !== 'before-damage')) continue;
    if (j > k + 1 && !out.slice(k + 1, j).some((c) => c.ja.particle === 'の')) continue;
    const first = out[k]!;
    const last = out[j]!;
    out.splice(k, j - k + 1, { ...first, senses: [{ kind: 'unknown', strange: true }], to: last.to, end: last.end, text: text.slice(first.start, last.end), ja: info() });
  }
  out.forEach((c, n) => (c.i = n));
}

/**
 * 「出したばかりの《ラノワールのエルフ》」「唱えたばっかの2/2」: ばかり right after a verb in the past says
 * it was done just now — this turn, which is what makes a creature put onto the battlefield summoning
 * sick (302.6). Elsewhere (「3/3ばかり」 "only 3/3s") it stays filler.
 */
function justDone(out: JaChunk[]): void {
  out.forEach((c, k) => {
    if (c.senses[0]?.kind !== 'filler' || (c.text !== 'ばかり' && c.text !== 'ばっか')) return;
    const v = out[k - 1]?.ja.verb?.morph;
    if (!v || out[k - 1]!.senses[0]?.kind !== 'verb' || !v.past || v.link !== null || v.negated || v.question) return;
    out[k] = { ...c, senses: [{ kind: 'time', time: 'this-turn' }] };
  });
}

/**
 * 「開始フェイズに」「ブロックステップに」: a step or phase of the turn (500.1) the lexicon doesn't read as
 * one. Who gets priority and what may be cast differ from step to step (117.3a, 502.4, 514.3), so the
 * word is never passed over: it must be read, or it is named.
 */
function unreadSteps(out: JaChunk[]): void {
  out.forEach((c, k) => {
    if (/ステップ|フェイズ|フェーズ/.test(c.text) && c.senses.every((x) => x.kind === 'unknown')) out[k] = { ...c, senses: [{ kind: 'unknown', strange: true }] };
  });
}

/** 《巨大化》した, 《稲妻》できる: a card used as a verb (casting it), with the ending. */
function cardAsVerb(text: string, tokens: readonly Token[], out: JaChunk[]): void {
  const c = out[out.length - 1]!;
  const next = tokens[c.to];
  if (!next || next.pos !== '動詞' || !['する', 'できる', '出来る'].includes(next.lemma)) return;
  const e = readEnding(tokens, c.to, tokens[c.to - 1]!, true);
  if (e.end <= c.to) return;
  const card = c.senses[0] as Extract<Sense, { kind: 'card' }>;
  out[out.length - 1] = { ...c, to: e.end, end: tokens[e.end - 1]!.end, text: text.slice(c.start, tokens[e.end - 1]!.end), senses: [{ ...card, verbed: true }], ja: info({ verb: { morph: e.morph, passiveWord: false } }) };
}

function ptSense(t: Token): Sense {
  const m = /^([+-]?)(\d+|[xX*])\/([+-]?)(\d+|[xX*])$/.exec(t.text)!;
  const num = (sign: string, v: string): number | null => (/\d/.test(v) ? Number(`${sign}${v}`) : null);
  if (t.kind === 'ptmod') return { kind: 'ptmod', power: num(m[1]!, m[2]!) ?? 0, toughness: num(m[3]!, m[4]!) ?? 0 };
  return { kind: 'pt', power: num(m[1]!, m[2]!), toughness: num(m[3]!, m[4]!) };
}

/** Particles that mean a preposition say so (に: to, で: with, から: from, まで: until, と: and, の: 's). */
function particleSenses(p: string): Sense[] {
  switch (p) {
    case 'に':
    case 'へ':
      return [{ kind: 'prep', prep: 'to' }];
    case 'で':
      return [{ kind: 'prep', prep: 'with' }];
    case 'から':
      return [{ kind: 'prep', prep: 'from' }];
    case 'まで':
      return [{ kind: 'prep', prep: 'until' }];
    case 'より':
      return [{ kind: 'prep', prep: 'than' }];
    case 'と':
    case 'や':
      return [{ kind: 'conj', conj: 'and' }];
    case 'か':
      return [{ kind: 'conj', conj: 'or' }];
    case 'の':
      return [{ kind: 'poss' }];
    default:
      return [{ kind: 'unknown' }];
  }
}

/**
 * Words of a card the question names (熊 for 《灰色熊》, ベイロス for 《猛り狂うベイロス》): runs of
 * unknown nouns that are part of such a name are marked so the grammar reads them as that card.
 */
function markPartials(source: string, chunks: JaChunk[], named: string[]): void {
  if (named.length === 0) return;
  for (let k = 0; k < chunks.length; k++) {
    if (chunks[k]!.senses[0]!.kind !== 'unknown' || chunks[k]!.ja.particle) continue;
    // The longest run of unknown chunks starting here that is inside a named card.
    let best = -1;
    let text = '';
    for (let e = k; e < chunks.length && chunks[e]!.senses[0]!.kind === 'unknown' && !chunks[e]!.ja.particle; e++) {
      text += chunks[e]!.text;
      const key = compactKey(nameKey(text));
      if (key.length >= 2 && named.some((n) => n.includes(key) && n !== key)) best = e;
    }
    if (best < 0) continue;
    const first = chunks[k]!;
    const last = chunks[best]!;
    const words = source.slice(first.start, last.end);
    const merged: JaChunk = { ...first, senses: [{ kind: 'unknown' }], to: last.to, end: last.end, text: words, ja: info({ partial: words }) };
    chunks.splice(k, best - k + 1, merged);
  }
}

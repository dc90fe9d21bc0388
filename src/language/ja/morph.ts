/**
 * What a Japanese verb's ending says (its 活用 and the auxiliaries after it), read from kuromoji's
 * morphemes: voice (ブロックされた: passive; 唱えられる: passive or "can", told apart by the
 * clause), "can" (攻撃できる, 倒せる, 〜することはできますか, 〜してもいい, 〜するのはOK),
 * negation (〜ない, 〜ず, 〜ません), tense and aspect (〜た, 〜ている), causative (〜させる), and how
 * the clause links to the next: te-form (〜して、), condition (〜たら, 〜ば, 〜と, 〜ても), reason
 * (〜ので, 〜から) or contrast (〜けど, 〜が). A question ending (〜か, 〜の？) is marked too. Every
 * morpheme read here belongs to the verb's chunk, so a refusal quotes the whole verb as written.
 */
import type { Token } from '../tokens.ts';

export type Link = 'te' | 'if' | 'when' | 'even-if' | 'because' | 'but' | 'without' | 'after' | null;

export interface VerbMorph {
  /** 〜れる / 〜られる / 〜される (for られる after a 一段 verb this may be "can": the grammar decides). */
  passive: boolean;
  /** られる after a 一段 verb: passive or potential. */
  ambiguousRareru: boolean;
  /** できる, a potential verb (倒せる), 〜ことができる, 〜てもいい, 〜のはOK. */
  potential: boolean;
  negated: boolean;
  past: boolean;
  /** 〜ている / 〜てる / 〜てある: a state reached earlier. */
  perfect: boolean;
  causative: boolean;
  /** 〜てくる / 〜てきた: done toward the speaker (an opponent's action). */
  toward: boolean;
  /** 〜てもらう / 〜ていただく: done by another for the speaker — the doer is the one marked に, else the other player. */
  received?: true;
  /** 〜たい: wanted, not told as done (「ブロックしたいです。できますか？」 asks whether it can be: ja/wanted-then-can.ts wantedThenCan). */
  desire?: true;
  /** 〜ようとした: tried (with `desire`): 「攻撃しようとした。どうなる？」 asks whether it can be done (wanted-then-can.ts). */
  attempt?: true;
  link: Link;
  /** か, の？, かな at the end. */
  question: boolean;
  /** Ends in the plain or past form with nothing after: can modify a noun that follows. */
  attributive: boolean;
  /** 連用形 with nothing after (攻撃し、): coordinates like the te-form. */
  continuative: boolean;
}

export function emptyMorph(): VerbMorph {
  return { passive: false, ambiguousRareru: false, potential: false, negated: false, past: false, perfect: false, causative: false, toward: false, link: null, question: false, attributive: false, continuative: false };
}

const POTENTIAL_OK = new Set(['OK', 'ok', 'オーケー', 'あり', 'アリ', '可能', 'いい', '良い', 'よい', '大丈夫', '問題ない']);
/** The topic after a clause made a noun by の before OK／あり: は, or って as it is said aloud (〜するのってあり？). */
const NOMINAL_TOPIC: ReadonlySet<string> = new Set(['は', 'って', 'て']);

function at(tokens: readonly Token[], k: number): Token | undefined {
  return tokens[k];
}

/** Reading an ending: the morphemes taken so far (to `k`), the last one taken, and what they said. */
interface Ending {
  tokens: readonly Token[];
  k: number;
  last: Token;
  m: VerbMorph;
  /** Ends in 〜ままの: a noun follows, as after the plain form (nounAt). */
  modifies?: true;
}

/** Takes the next morpheme into the verb's chunk. */
function take(e: Ending): Token {
  e.last = e.tokens[e.k]!;
  e.k++;
  return e.last;
}

/**
 * Reads the ending that starts at token j (the first morpheme after the verb's stem). `suru`:
 * the stem is a noun that needs する/できる (攻撃, ブロック). Returns where the verb's chunk ends.
 */
export function readEnding(tokens: readonly Token[], j: number, stemLast: Token, suru: boolean): { end: number; morph: VerbMorph } {
  const e: Ending = { tokens, k: j, last: stemLast, m: emptyMorph() };
  if (suru && !suruAt(e)) return { end: j, morph: { ...e.m, attributive: false } };
  for (let guard = 0; guard < 16; guard++) {
    const t = at(tokens, e.k);
    if (!t || t.kind !== 'word' || !morphemeAt(e, t)) break;
  }
  const { m, last } = e;
  const lastForm = last.form;
  m.attributive = e.modifies === true || m.link === null && !m.question && (lastForm.startsWith('基本形') || lastForm.startsWith('体言接続') || (last.lemma === 'た' && last.pos === '助動詞'));
  m.continuative = m.link === null && !m.question && lastForm.startsWith('連用') && last.pos === '動詞';
  return { end: e.k, morph: m };
}

/** The する／できる a noun stem needs (攻撃する, ブロックできる, 攻撃はできる); false when there is none (no verb here). */
function suruAt(e: Ending): boolean {
  const { tokens, m } = e;
  const t = at(tokens, e.k);
  if (t && t.pos === '動詞' && (t.lemma === 'する' || t.lemma === 'できる' || t.lemma === '出来る')) {
    if (t.lemma !== 'する') m.potential = true;
    take(e);
    return true;
  }
  if (t && (t.text === 'は' || t.text === 'も' || t.text === 'って') && at(tokens, e.k + 1)?.pos === '動詞' && /^(?:できる|出来る)$/.test(at(tokens, e.k + 1)!.lemma)) {
    // 攻撃はできる, ブロックもできる, ブロックってできる (って: the spoken topic, as は)
    take(e);
    take(e);
    m.potential = true;
    return true;
  }
  return false;
}

/** Reads morpheme `t` of the ending (at e.k); true when the ending may go on after it, false when it ends here. */
function morphemeAt(e: Ending, t: Token): boolean {
  const { m, last } = e;
  const lemma = t.lemma;
  if (t.pos === '動詞' && t.detail === '接尾') {
    if (lemma === 'れる' || lemma === 'られる') {
      m.passive = true;
      m.ambiguousRareru = lemma === 'られる' && last.form.startsWith('未然') && !/^(?:する)$/.test(last.lemma);
    } else if (lemma === 'せる' || lemma === 'させる') m.causative = true;
    take(e);
    return true;
  }
  if (t.pos === '助動詞') return auxiliaryAt(e, t);
  if (t.pos === '動詞' && t.detail === '非自立') {
    if (lemma === 'いる' || lemma === 'てる' || lemma === 'ある' || lemma === 'おる') m.perfect = true;
    else if (lemma === 'くる' || lemma === '来る') m.toward = true;
    else if (lemma === 'もらう' || lemma === '貰う' || lemma === 'いただく' || lemma === '頂く') m.received = true;
    take(e);
    return true;
  }
  if (t.pos === '動詞' && (lemma === 'できる' || lemma === '出来る') && m.potential === false && last.text === 'は') {
    m.potential = true;
    take(e);
    return true;
  }
  if (t.pos === '助詞') return particleAt(e, t);
  if (t.pos === '名詞' && t.detail === '非自立') return nounAt(e, t);
  if (t.pos === '形容詞' && t.detail === '非自立' && m.link === null && (lemma === 'いい' || lemma === 'よい')) {
    take(e);
    return true;
  }
  return false;
}

/** An auxiliary (助動詞): negation, the past, the copula's conditional, politeness and mood. */
function auxiliaryAt(e: Ending, t: Token): boolean {
  const { tokens, m, last } = e;
  const lemma = t.lemma;
  if (lemma === 'ない' || lemma === 'ぬ' || lemma === 'ん') {
    m.negated = true;
    take(e);
    // 〜ずに: "without" (ブロックされずに)
    if (t.text === 'ず' && at(tokens, e.k)?.text === 'に') {
      take(e);
      m.link = 'without';
      return false;
    }
    if (t.text === 'ず') {
      m.link = 'without';
      return false;
    }
    return true;
  }
  if (lemma === 'た') {
    m.past = true;
    take(e);
    if (t.text === 'たら' || t.text === 'だら') {
      m.link = 'if';
      return false;
    }
    return true;
  }
  // 死んだ, 死んだら: after a 連用タ接続 stem, だ is the past た voiced (kuromoji gives its lemma as だ).
  if (lemma === 'だ' && last.pos === '動詞' && last.form.startsWith('連用タ接続')) {
    m.past = true;
    take(e);
    if (t.text === 'だら') {
      m.link = 'if';
      return false;
    }
    return true;
  }
  // 〜するなら, 〜したならば, 〜できるなら: the copula's conditional form after a verb makes a condition, as 〜たら and
  // 〜ば do (and as なら after a noun does, chunk.ts COPULA_IF). Taken as politeness, the clause was read as a
  // statement of its own.
  if (lemma === 'だ' && t.text === 'なら') {
    take(e);
    if (at(tokens, e.k)?.text === 'ば') take(e);
    m.link = 'if';
    return false;
  }
  // ます, です, たい, らしい, だ (after ん/の): politeness and mood carry nothing for the board.
  if (['ます', 'です', 'たい', 'らしい', 'だ', 'う', 'よう', 'まい', 'そうだ'].includes(lemma)) {
    if (lemma === 'たい') m.desire = true;
    take(e);
    if ((lemma === 'う' || lemma === 'よう') && attemptAt(e)) {
      m.desire = true;
      m.attempt = true;
    }
    return true;
  }
  // ある tagged as an auxiliary (〜のはあり？)
  if (lemma === 'ある' && m.potential) {
    take(e);
    return true;
  }
  return false;
}

/**
 * 「攻撃しようとした」「唱えようとしました」: the volitional, then と and した — an attempt, not an act told as done. Read as 〜たい is (VerbMorph.desire): asked 「できる？」 it asks whether the act is legal (wanted-then-can.ts);
 * otherwise the act is never put on the board. Takes と and する (its tense and politeness follow as the verb's own).
 */
function attemptAt(e: Ending): boolean {
  const to = at(e.tokens, e.k);
  const suru = at(e.tokens, e.k + 1);
  if (to?.text !== 'と' || suru?.pos !== '動詞' || suru.lemma !== 'する') return false;
  // (〜としたら／〜とすれば after the volitional stay a supposition of the attempt: left to supposedAt.)
  if (SUPPOSED.some((w) => w.every((x, j) => at(e.tokens, e.k + j)?.text === x))) return false;
  // Only in the past (「撃とうとした」「攻撃しようとしました」: tried, maybe not done). 「ブロックしようとしています」「しようとする」:
  // about to do it — the act the question is about, told as done (chunk.ts unreadAt): left as it was read.
  const past = (k: number): boolean => at(e.tokens, k)?.pos === '助動詞' && at(e.tokens, k)?.lemma === 'た';
  if (!past(e.k + 2) && !(at(e.tokens, e.k + 2)?.lemma === 'ます' && past(e.k + 3))) return false;
  take(e);
  take(e);
  return true;
}

/** What follows a verb's と in 〜とすれば, 〜としたら, 〜とすると: する's own conditional after it. */
const SUPPOSED: readonly (readonly string[])[] = [['と', 'し', 'たら'], ['と', 'すれ', 'ば'], ['と', 'する', 'と'], ['と', 'し', 'て', 'も']];

/**
 * 「最大限通すとしたら」「全部ブロックするとすれば」「相手が通すとすると」: a verb, then と and a conditional of する, is a
 * supposition — "if it were so" — as 〜たら says (and as 「だとしたら」 does after a noun, chunk.ts COPULA_IF); 〜としても
 * is "even if". Read as 〜と ("when") with したら left over, the clause asked nothing understood. The words are the verb's.
 */
function supposedAt(e: Ending): boolean {
  const seq = SUPPOSED.find((w) => w.every((x, j) => at(e.tokens, e.k + j)?.text === x));
  if (!seq) return false;
  for (let j = 0; j < seq.length; j++) take(e);
  e.m.link = seq[seq.length - 1] === 'も' ? 'even-if' : 'if';
  return true;
}

/** A particle (助詞): how the clause links to the next, a question ending, 〜のはOK. */
function particleAt(e: Ending, t: Token): boolean {
  const { tokens, m } = e;
  const next = at(tokens, e.k + 1);
  // (kuromoji tags the と of 〜としたら as the quoting 格助詞.)
  if (t.text === 'と' && supposedAt(e)) return false;
  if (t.detail === '接続助詞') {
    if (t.text === 'て' || t.text === 'で') return teFormAt(e);
    if (t.text === 'ば') m.link = 'if';
    else if (t.text === 'と') m.link = 'when';
    else if (t.text === 'ので' || t.text === 'から' || t.text === 'し') m.link = 'because';
    else if (t.text === 'けど' || t.text === 'けれど' || t.text === 'けれども' || t.text === 'が' || t.text === 'のに') m.link = 'but';
    else if (t.text === 'ても' || t.text === 'でも') m.link = 'even-if';
    else return false;
    take(e);
    return false;
  }
  if (t.detail === '終助詞' || (t.detail.includes('終助詞') && t.text === 'か')) {
    // (「撃てるっけ」「できたっけ」: っけ asks what the speaker half remembers — a question all the same.)
    if (t.text === 'か' || t.text === 'かな' || t.text === 'かい' || t.text === 'の' || t.text === 'っけ' || t.text === 'け') m.question = true;
    take(e);
    return true;
  }
  // の／ん at the end (死ぬの？, されたんだけど), or before は＋OK / あり (〜するのはOK？).
  if ((t.text === 'の' || t.text === 'ん') && (!next || next.kind !== 'word' || next.pos === '助動詞' || next.detail === '終助詞' || next.detail === '接続助詞')) {
    take(e);
    if (t.text === 'の' && (!next || next.kind !== 'word')) m.question = true;
    return true;
  }
  if (t.text === 'の' && next && NOMINAL_TOPIC.has(next.text) && tokens[e.k + 2] && POTENTIAL_OK.has(tokens[e.k + 2]!.text)) {
    take(e);
    take(e);
    take(e);
    m.potential = true;
    return true;
  }
  return false;
}

/** The te-form て／で: "even if" or "may I" (〜ても(いい)), "after" (〜てから), an auxiliary verb after it, permission (〜ていい), or a te-link. */
function teFormAt(e: Ending): boolean {
  const { tokens, m } = e;
  take(e);
  // 〜ても(いい): "even if", or "may I"
  if (at(tokens, e.k)?.text === 'も') {
    take(e);
    const ok = at(tokens, e.k);
    if (ok && POTENTIAL_OK.has(ok.text)) {
      take(e);
      m.potential = true;
      return true;
    }
    m.link = 'even-if';
    return false;
  }
  // 〜てから: "after"
  if (at(tokens, e.k)?.text === 'から') {
    take(e);
    m.link = 'after';
    return false;
  }
  const aux = at(tokens, e.k);
  if (aux && aux.pos === '動詞' && aux.detail === '非自立') return true;
  // 〜てます／〜てました／〜てません: ています with its い dropped, as 〜てる is ている (the perfect).
  if (aux && aux.pos === '助動詞' && aux.lemma === 'ます') {
    m.perfect = true;
    return true;
  }
  // 〜ていい(？) / 〜て良い: permission, "may I", as 〜てもいい (the adjective is 自立 here).
  if (aux && aux.pos === '形容詞' && POTENTIAL_OK.has(aux.lemma)) {
    take(e);
    m.potential = true;
    return true;
  }
  m.link = 'te';
  return false;
}

/** A dependent noun (名詞・非自立): 〜ことができる, 〜のはOK, 〜のです／〜の？. */
function nounAt(e: Ending, t: Token): boolean {
  const { tokens, m } = e;
  const next = at(tokens, e.k + 1);
  // 〜することはできる / 〜ことができる
  if (t.text === 'こと' && (next?.text === 'は' || next?.text === 'が' || next?.text === 'も') && /^(?:できる|出来る)$/.test(at(tokens, e.k + 2)?.lemma ?? '')) {
    take(e);
    take(e);
    take(e);
    m.potential = true;
    return true;
  }
  // 〜ことになる, 〜ことになりますか, 〜ことになった: "comes to V", "ends up V-ing" — the verb's own event, said as what
  // things come to; it adds nothing to the verb (〜ことにする, deciding to, is a choice and is not read here).
  if (t.text === 'こと' && next?.text === 'に' && at(tokens, e.k + 2)?.pos === '動詞' && /^(?:なる|成る)$/.test(at(tokens, e.k + 2)!.lemma)) {
    take(e);
    take(e);
    take(e);
    return true;
  }
  // 〜したまま, 〜したままの, 〜したままです: the state the verb left goes on, as 〜している says (「タップしたままの4/4」 is
  // 「タップしている4/4」); with の after it a noun follows, as after the plain form. (Not after a negation: 〜しないまま.)
  if (t.text === 'まま' && m.past && !m.negated) {
    take(e);
    m.perfect = true;
    if (next?.text === 'の' && next.pos === '助詞') {
      take(e);
      e.modifies = true;
    }
    return true;
  }
  // 〜のはOK？ 〜のはあり？ 〜のってあり？ (って, the spoken topic, as は)
  if ((t.text === 'の' || t.text === 'ん') && next && NOMINAL_TOPIC.has(next.text) && tokens[e.k + 2] && POTENTIAL_OK.has(tokens[e.k + 2]!.text)) {
    take(e);
    take(e);
    take(e);
    m.potential = true;
    return true;
  }
  // 〜のです, 〜んだ, 〜の？ (explaining or asking)
  if ((t.text === 'の' || t.text === 'ん') && (!next || next.kind !== 'word' || next.pos === '助動詞' || next.pos === '助詞')) {
    take(e);
    if (!next || next.kind !== 'word') m.question = true;
    return true;
  }
  return false;
}

/** 一段 potential forms of 五段 verbs: 倒せる -> 倒す, 撃てる -> 撃つ, 殴れる -> 殴る. */
export function potentialBase(lemma: string): string | null {
  const E_TO_U: Record<string, string> = { え: 'う', け: 'く', げ: 'ぐ', せ: 'す', て: 'つ', ね: 'ぬ', べ: 'ぶ', め: 'む', れ: 'る' };
  const m = /^(.*)(.)る$/u.exec(lemma);
  if (!m) return null;
  const u = E_TO_U[m[2]!];
  return u ? `${m[1]!}${u}` : null;
}

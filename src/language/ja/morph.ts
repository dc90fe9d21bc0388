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
  /** 〜たい: wanted, not told as done (「ブロックしたいです。できますか？」 asks whether it can be: ja/index.ts wantedThenCan). */
  desire?: true;
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

function at(tokens: readonly Token[], k: number): Token | undefined {
  return tokens[k];
}

/**
 * Reads the ending that starts at token j (the first morpheme after the verb's stem). `suru`:
 * the stem is a noun that needs する/できる (攻撃, ブロック). Returns where the verb's chunk ends.
 */
export function readEnding(tokens: readonly Token[], j: number, stemLast: Token, suru: boolean): { end: number; morph: VerbMorph } {
  const m = emptyMorph();
  let k = j;
  let last: Token = stemLast;
  const take = (): Token => {
    last = tokens[k]!;
    k++;
    return last;
  };
  if (suru) {
    const t = at(tokens, k);
    if (t && t.pos === '動詞' && (t.lemma === 'する' || t.lemma === 'できる' || t.lemma === '出来る')) {
      if (t.lemma !== 'する') m.potential = true;
      take();
    } else if (t && (t.text === 'は' || t.text === 'も' || t.text === 'って') && at(tokens, k + 1)?.pos === '動詞' && /^(?:できる|出来る)$/.test(at(tokens, k + 1)!.lemma)) {
      // 攻撃はできる, ブロックもできる, ブロックってできる (って: the spoken topic, as は)
      take();
      take();
      m.potential = true;
    } else return { end: j, morph: { ...m, attributive: false } };
  }
  for (let guard = 0; guard < 16; guard++) {
    const t = at(tokens, k);
    if (!t || t.kind !== 'word') break;
    const lemma = t.lemma;
    if (t.pos === '動詞' && t.detail === '接尾') {
      if (lemma === 'れる' || lemma === 'られる') {
        m.passive = true;
        m.ambiguousRareru = lemma === 'られる' && last.form.startsWith('未然') && !/^(?:する)$/.test(last.lemma);
      } else if (lemma === 'せる' || lemma === 'させる') m.causative = true;
      take();
      continue;
    }
    if (t.pos === '助動詞') {
      if (lemma === 'ない' || lemma === 'ぬ' || lemma === 'ん') {
        m.negated = true;
        take();
        // 〜ずに: "without" (ブロックされずに)
        if (t.text === 'ず' && at(tokens, k)?.text === 'に') {
          take();
          m.link = 'without';
          break;
        }
        if (t.text === 'ず') {
          m.link = 'without';
          break;
        }
        continue;
      }
      if (lemma === 'た') {
        m.past = true;
        take();
        if (t.text === 'たら' || t.text === 'だら') {
          m.link = 'if';
          break;
        }
        continue;
      }
      // 死んだ, 死んだら: after a 連用タ接続 stem, だ is the past た voiced (kuromoji gives its lemma as だ).
      if (lemma === 'だ' && last.pos === '動詞' && last.form.startsWith('連用タ接続')) {
        m.past = true;
        take();
        if (t.text === 'だら') {
          m.link = 'if';
          break;
        }
        continue;
      }
      // 〜するなら, 〜したならば, 〜できるなら: the copula's conditional form after a verb makes a condition, as 〜たら and
      // 〜ば do (and as なら after a noun does, chunk.ts COPULA_IF). Taken as politeness, the clause was read as a
      // statement of its own.
      if (lemma === 'だ' && t.text === 'なら') {
        take();
        if (at(tokens, k)?.text === 'ば') take();
        m.link = 'if';
        break;
      }
      // ます, です, たい, らしい, だ (after ん/の): politeness and mood carry nothing for the board.
      if (['ます', 'です', 'たい', 'らしい', 'だ', 'う', 'よう', 'まい', 'そうだ'].includes(lemma)) {
        if (lemma === 'たい') m.desire = true;
        take();
        continue;
      }
      // ある tagged as an auxiliary (〜のはあり？)
      if (lemma === 'ある' && m.potential) {
        take();
        continue;
      }
      break;
    }
    if (t.pos === '動詞' && t.detail === '非自立') {
      if (lemma === 'いる' || lemma === 'てる' || lemma === 'ある' || lemma === 'おる') m.perfect = true;
      else if (lemma === 'くる' || lemma === '来る') m.toward = true;
      else if (lemma === 'もらう' || lemma === '貰う' || lemma === 'いただく' || lemma === '頂く') m.received = true;
      take();
      continue;
    }
    if (t.pos === '動詞' && (lemma === 'できる' || lemma === '出来る') && m.potential === false && last.text === 'は') {
      m.potential = true;
      take();
      continue;
    }
    if (t.pos === '助詞') {
      const next = at(tokens, k + 1);
      if (t.detail === '接続助詞') {
        if (t.text === 'て' || t.text === 'で') {
          take();
          // 〜ても(いい): "even if", or "may I"
          if (at(tokens, k)?.text === 'も') {
            take();
            const ok = at(tokens, k);
            if (ok && POTENTIAL_OK.has(ok.text)) {
              take();
              m.potential = true;
              continue;
            }
            m.link = 'even-if';
            break;
          }
          // 〜てから: "after"
          if (at(tokens, k)?.text === 'から') {
            take();
            m.link = 'after';
            break;
          }
          const aux = at(tokens, k);
          if (aux && aux.pos === '動詞' && aux.detail === '非自立') continue;
          // 〜てます／〜てました／〜てません: ています with its い dropped, as 〜てる is ている (the perfect).
          if (aux && aux.pos === '助動詞' && aux.lemma === 'ます') {
            m.perfect = true;
            continue;
          }
          // 〜ていい(？) / 〜て良い: permission, "may I", as 〜てもいい (the adjective is 自立 here).
          if (aux && aux.pos === '形容詞' && POTENTIAL_OK.has(aux.lemma)) {
            take();
            m.potential = true;
            continue;
          }
          m.link = 'te';
          break;
        }
        if (t.text === 'ば') m.link = 'if';
        else if (t.text === 'と') m.link = 'when';
        else if (t.text === 'ので' || t.text === 'から' || t.text === 'し') m.link = 'because';
        else if (t.text === 'けど' || t.text === 'けれど' || t.text === 'けれども' || t.text === 'が' || t.text === 'のに') m.link = 'but';
        else if (t.text === 'ても' || t.text === 'でも') m.link = 'even-if';
        else break;
        take();
        break;
      }
      if (t.detail === '終助詞' || (t.detail.includes('終助詞') && t.text === 'か')) {
        if (t.text === 'か' || t.text === 'かな' || t.text === 'かい' || t.text === 'の') m.question = true;
        take();
        continue;
      }
      // の／ん at the end (死ぬの？, されたんだけど), or before は＋OK / あり (〜するのはOK？).
      if ((t.text === 'の' || t.text === 'ん') && (!next || next.kind !== 'word' || next.pos === '助動詞' || next.detail === '終助詞' || next.detail === '接続助詞')) {
        take();
        if (t.text === 'の' && (!next || next.kind !== 'word')) m.question = true;
        continue;
      }
      if (t.text === 'の' && next?.text === 'は' && tokens[k + 2] && POTENTIAL_OK.has(tokens[k + 2]!.text)) {
        take();
        take();
        take();
        m.potential = true;
        continue;
      }
      break;
    }
    if (t.pos === '名詞' && t.detail === '非自立') {
      const next = at(tokens, k + 1);
      // 〜することはできる / 〜ことができる
      if (t.text === 'こと' && (next?.text === 'は' || next?.text === 'が' || next?.text === 'も') && /^(?:できる|出来る)$/.test(at(tokens, k + 2)?.lemma ?? '')) {
        take();
        take();
        take();
        m.potential = true;
        continue;
      }
      // 〜のはOK？ 〜のはあり？
      if ((t.text === 'の' || t.text === 'ん') && next?.text === 'は' && tokens[k + 2] && POTENTIAL_OK.has(tokens[k + 2]!.text)) {
        take();
        take();
        take();
        m.potential = true;
        continue;
      }
      // 〜のです, 〜んだ, 〜の？ (explaining or asking)
      if ((t.text === 'の' || t.text === 'ん') && (!next || next.kind !== 'word' || next.pos === '助動詞' || next.pos === '助詞')) {
        take();
        if (!next || next.kind !== 'word') m.question = true;
        continue;
      }
      break;
    }
    if (t.pos === '形容詞' && t.detail === '非自立' && m.link === null && (lemma === 'いい' || lemma === 'よい')) {
      take();
      continue;
    }
    break;
  }
  const lastForm = last.form;
  m.attributive = m.link === null && !m.question && (lastForm.startsWith('基本形') || lastForm.startsWith('体言接続') || (last.lemma === 'た' && last.pos === '助動詞'));
  m.continuative = m.link === null && !m.question && lastForm.startsWith('連用') && last.pos === '動詞';
  return { end: k, morph: m };
}

/** 一段 potential forms of 五段 verbs: 倒せる -> 倒す, 撃てる -> 撃つ, 殴れる -> 殴る. */
export function potentialBase(lemma: string): string | null {
  const E_TO_U: Record<string, string> = { え: 'う', け: 'く', げ: 'ぐ', せ: 'す', て: 'つ', ね: 'ぬ', べ: 'ぶ', め: 'む', れ: 'る' };
  const m = /^(.*)(.)る$/u.exec(lemma);
  if (!m) return null;
  const u = E_TO_U[m[2]!];
  return u ? `${m[1]!}${u}` : null;
}

/**
 * A する noun said as the predicate with the copula instead of する: 「アンブロックなら」「素通りならば」「ノーブロックだったら」
 * 「素通りでした。」 — the noun's verb, its condition or its past, as 〜したら／〜した says (a 連用 noun and だ are one
 * predicate in Japanese grammar; kuromoji gives the copula as the auxiliary だ／です). Not the te-form で, which after a
 * noun is as often "by" (「攻撃で3点」: the damage of the attack), never a second event.
 */
import type { Token } from '../tokens.ts';
import { emptyMorph } from './morph.ts';
import type { VerbMorph } from './morph.ts';

const ENDS: ReadonlySet<string> = new Set(['。', '！', '!', '、', '，']);

function copula(t: Token | undefined): boolean {
  return t?.pos === '助動詞' && (t.lemma === 'だ' || t.lemma === 'です');
}

/** The copula's end at token k after a する noun, with what it says; null when there is none. */
export function copulaPredicate(tokens: readonly Token[], k: number): { end: number; morph: VerbMorph } | null {
  const t = tokens[k];
  const m = emptyMorph();
  m.past = true;
  // 「アンブロックなら」「素通りならば」
  if (t?.pos === '助動詞' && t.lemma === 'だ' && t.text === 'なら') {
    m.link = 'if';
    return { end: tokens[k + 1]?.text === 'ば' ? k + 2 : k + 1, morph: m };
  }
  const ta = tokens[k + 1];
  if (!copula(t) || ta?.pos !== '助動詞' || ta.lemma !== 'た') return null;
  // 「ノーブロックだったら」「素通りでしたら」
  if (ta.text === 'たら') {
    m.link = 'if';
    return { end: tokens[k + 2]?.text === 'ば' ? k + 3 : k + 2, morph: m };
  }
  // 「ノーブロックだった。」「素通りでした、」: told as done, at the end of its clause only.
  const after = tokens[k + 2];
  if (ta.text !== 'た' || (after !== undefined && !ENDS.has(after.text))) return null;
  if (after !== undefined && (after.text === '、' || after.text === '，')) m.link = 'te';
  return { end: k + 2, morph: m };
}

/** The copula after a noun making its clause a condition (「ライフが5なら」) or, after a keyword, a reason (「接死だから」). */
import type { Sense } from '../senses.ts';
import type { Token } from '../tokens.ts';
import { COPULA_IF, COPULA_SINCE } from './lexicon.ts';

const seqAt = (tokens: readonly Token[], i: number, seqs: readonly (readonly string[])[]): readonly string[] | undefined => seqs.find((seq) => seq.every((w, k) => tokens[i + k]?.text === w));

/**
 * The copula's conditional after a noun (not a pronoun: 「どっちならブロックできる?」 asks which one; 「それなら」 is "then"), or its
 * causal form after a keyword said as a noun (「接死だから」「トランプルなので」「接死持ちですから」): the tokens it spans and the sub.
 */
export function copulaSubAt(tokens: readonly Token[], i: number, prev: { senses: readonly Sense[]; ja: { having: boolean } } | undefined): { n: number; sub: 'if' | 'since' } | null {
  const t = tokens[i]!;
  if (t.pos !== '助動詞') return null;
  const ifSeq = tokens[i - 1]?.pos === '名詞' && tokens[i - 1]?.detail !== '代名詞' ? seqAt(tokens, i, COPULA_IF) : undefined;
  if (ifSeq) return { n: ifSeq.length, sub: 'if' };
  const keyword = prev !== undefined && (prev.ja.having || prev.senses.some((x) => x.kind === 'keyword'));
  const sinceSeq = keyword ? seqAt(tokens, i, COPULA_SINCE) : undefined;
  return sinceSeq ? { n: sinceSeq.length, sub: 'since' } : null;
}

/**
 * 「《悪魔の布告》で処理できますか」「《ショック》で処理した熊」: players' 処理する of a permanent after an instant or
 * sorcery named with で ("deal with it with Edict") is removing it, as 除去する says. Elsewhere 処理 is mostly the
 * stack's resolving (「《稲妻》の処理中に」「誘発の処理」), and stays unread there: never a kill guessed.
 */
import type { Token } from '../tokens.ts';
import type { Found } from './chunk-words.ts';
import { verbAt } from './chunk-words.ts';
import type { JaChunk } from './chunk.ts';

/** The word for removal the spell's で reads 処理 as. */
const REMOVAL = '除去';

/** 処理 (with its verb ending) read as 除去 where an instant or sorcery named just before it with で is what it is done with; else null. */
export function removalWithSpellAt(tokens: readonly Token[], i: number, out: readonly JaChunk[]): Found | null {
  const t = tokens[i];
  if (t?.text !== '処理' || t.pos !== '名詞') return null;
  const de = out[out.length - 1];
  const spell = out[out.length - 2]?.senses[0];
  if (de?.ja.particle !== 'で' || spell?.kind !== 'card' || !/\b(?:Instant|Sorcery)\b/.test(spell.typeLine)) return null;
  const said = tokens.map((x, k) => (k === i ? { ...x, text: REMOVAL, lemma: REMOVAL } : x));
  return verbAt(said, i);
}

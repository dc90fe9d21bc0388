/**
 * 「警戒のこともよく分からなくて」「トランプルのことがよく分からないんですが」: the speaker says what they are unsure
 * about — a keyword named only as 〜のこと ("the matter of …"), with nothing but words of feeling around it. Such a
 * clause tells nothing of the board (no object, no player, no act), so it is set aside as the telling, like
 * 「初心者です」 (clause-close.ts contextOnly), and the question beside it is answered. A keyword said any other
 * way (「警戒を持っていて」, 「警戒で」) still tells a quality of something and is read.
 */
import type { Clause } from '../clause.ts';
import type { Sense } from '../senses.ts';
import type { JaReader } from './reader.ts';
import { at } from './reader.ts';

/** Kinds of words a clause that asserts nothing may hold besides the keyword: no game word. */
const TALK_KINDS: ReadonlySet<Sense['kind']> = new Set(['filler', 'unknown', 'aux', 'punct', 'poss', 'conj']);

/** The matter of: こと, said after の. */
const MATTER = /^(?:こと|事)$/u;

export function aboutOnly(r: JaReader, c: Clause, keywordChunks: readonly number[]): boolean {
  if (c.verb || c.subject || c.object || c.object2 || c.complement || c.roles.length > 0) return false;
  if (c.wh || c.asked || c.yesNo || c.lacks.length > 0 || c.times.length > 0 || c.adjectives.length > 0 || c.keywords.length === 0) return false;
  const named = keywordChunks.filter((k) => at(r, k)?.senses[0]?.kind === 'keyword');
  const last = named[named.length - 1];
  if (last === undefined || at(r, last + 1)?.ja.particle !== 'の' || !MATTER.test(at(r, last + 2)?.text ?? '')) return false;
  // (「飛行と警戒のこと」: keywords joined by と／や／、 before it, the matter of each.)
  for (let k = named[0]!; k < last; k++) if (!named.includes(k) && !['と', 'や'].includes(at(r, k)?.ja.particle ?? '') && at(r, k)?.text !== '、') return false;
  const rest = c.chunks.filter((k) => !named.includes(k));
  // (A word of feeling or knowing — 分からない, 不安 — is the filler the lexicon leaves unread: one must be there.)
  if (!rest.some((k) => at(r, k)?.senses[0]?.kind === 'filler')) return false;
  return rest.every((k) => {
    const ch = at(r, k);
    const kind = ch?.senses[0]?.kind;
    return ch !== undefined && kind !== undefined && TALK_KINDS.has(kind) && (kind !== 'unknown' || ch.ja.particle !== null || ch.ja.verb === null);
  });
}

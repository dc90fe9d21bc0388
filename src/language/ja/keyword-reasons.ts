/**
 * 「接死があるので」「飛行を持っているから」「トランプルなので」「鼠は接死持ちだから」: a keyword given as the asker's reason
 * (〜ので, 〜から, 〜し) is a claim about the story, as English "since it has deathtouch" is (Clause.reason): it adds no
 * ability — frames/frame-choice.ts reads it only where it already holds, and a keyword claimed of a named card is checked
 * against that card's text (questions/index.ts), refused when the card has no such ability. With no one said to have
 * it, it is said of "it", resolved as any pronoun is (asked back when two could be meant).
 */
import type { Clause, Sentence } from '../clause.ts';
import { zeroPronoun } from './roles.ts';

/** A clause saying only that something has (or is) keywords: no object but the keywords, nothing negated, asked or wanted. */
function keywordStatement(c: Clause): boolean {
  const v = c.verb;
  if (!v || (v.verb !== 'have' && v.verb !== 'be') || v.negated || v.passive || v.modal !== null || v.inverted || c.question && c.sub === null) return false;
  if (c.object || c.object2 || c.roles.length > 0 || c.wh || c.lacks.length > 0 || c.times.length > 0 || c.purpose) return false;
  // (「接死持ちだから」: the keyword said as a noun, the complement.)
  const asNoun = c.complement?.kind === 'object' && c.complement.head === 'keyword' && c.complement.keywords.length > 0 && c.complement.card === null && c.complement.power === null;
  if (c.complement && !asNoun) return false;
  if (c.keywords.length === 0 && !asNoun) return false;
  return c.subject === null || c.subject.kind === 'object' || c.subject.kind === 'pronoun';
}

export function keywordReasons(sentences: readonly Sentence[]): void {
  for (const s of sentences) {
    for (const c of s.clauses) {
      if (c.sub !== 'since' || !keywordStatement(c)) continue;
      c.reason = true;
      if (c.subject === null) zeroPronoun(c);
    }
  }
}

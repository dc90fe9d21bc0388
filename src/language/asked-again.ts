/**
 * 「《台所の嫌がらせ屋》が死んだら戻ってくる？戻ったらサイズは？」「死ぬ？死んだら何か誘発する？」: a condition said after a
 * question that is no more than the very event that question asked — the same verb, of the same unsaid subject, with
 * nothing else said — goes on with the same story (its answer tells whether it happens), not another board: what it
 * asks next is asked of the one run (read-story.ts passedOver; any other condition after a question is refused).
 */
import type { Clause, Sentence } from './clause.ts';

export function restatesAsked(sentences: readonly Sentence[], askedIn: number, c: Clause): boolean {
  const asked = sentences.find((x) => x.index === askedIn)?.clauses.findLast((x) => x.sub === null && x.verb !== null && x.question);
  const v = c.verb;
  const w = asked?.verb;
  if (c.sub !== 'if' || !v || !w || v.verb !== w.verb || v.negated || w.negated || v.passive !== w.passive || v.modal !== null) return false;
  if (c.object || c.object2 || c.complement || c.wh || c.roles.some((r) => r.np !== null) || c.keywords.length > 0 || c.lacks.length > 0 || c.times.length > 0) return false;
  return c.subject === null || (c.subject.kind === 'pronoun' && c.subject.chunks.length === 0);
}

/**
 * 「私の4/4はタップしている」「《灰色熊》はタップしたままです」「相手の3/3はアンタップしている」「タップされている」「タップして
 * いない」: tapping said in the perfect (〜ている, 〜たまま) of a permanent, with nothing else in the clause, is the state it is
 * in now — tapped or untapped (110.5) — as 「タップ状態です」 and "my 4/4 is tapped" are; not an event told (who tapped it,
 * and when, is not said). A plain past (「タップした」) tells an act, and a question (「タップしていますか」) asks the state:
 * neither is read here.
 */
import type { Sentence } from '../clause.ts';

export function tappedStatesJa(sentences: Sentence[]): void {
  for (const c of sentences.flatMap((s) => s.clauses)) {
    const v = c.verb;
    if (!v || (v.verb !== 'tap' && v.verb !== 'untap') || !v.perfect || v.modal !== null || v.inverted === true || c.question) continue;
    if (c.subject?.kind !== 'object' || c.object || c.object2 || c.complement || c.roles.length > 0 || c.keywords.length > 0 || c.lacks.length > 0 || c.wh !== null || c.asked !== null) continue;
    const tapped = (v.verb === 'tap') !== v.negated;
    c.verb = { ...v, verb: 'be', negated: false, passive: false };
    c.adjectives.push(tapped ? 'tapped' : 'untapped');
  }
}

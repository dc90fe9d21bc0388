/**
 * 「《灰色熊》はタップ状態？」「攻撃したあと、私の2/2はまだタップ状態?」: a question that ends on a state word with no
 * copula said — spoken Japanese drops です／ですか before the question mark — asks what 「…はタップ状態ですか」 asks:
 * the copula is supplied, so the one reading of "is it (still) tapped?" answers both (intents/characteristics.ts).
 *
 * Only this shape, every word of the clause read: one object as the topic (は/って/も/が), then state words
 * (タップ状態, まだ) and nothing else, ending a question. Anything more (a keyword, a count, a question word, a second
 * phrase) leaves the clause as it was, and coverage names its words.
 */
import type { Chunk } from '../chunk.ts';
import type { Sentence, VerbInfo } from '../clause.ts';
import { phraseChunks } from '../clause.ts';
import type { JaChunk } from './chunk.ts';
import type { State } from './clause-state.ts';
import { copula, roleParticle } from './clause-state.ts';

/** State words a creature is asked to be in, and the "still" said with them. */
const STATE_WORDS: ReadonlySet<string> = new Set(['tapped', 'untapped', 'still']);
const TOPIC_MARKS: ReadonlySet<string> = new Set(['は', 'って', 'も', 'が']);

/** The copula a verbless question of a state leaves unsaid, or null when the clause is not that shape. */
export function stateAskedCopula(st: State): VerbInfo | null {
  const b = st.cur;
  const rest = b.rest;
  if (!st.question || st.held || b.args.length !== 1 || rest.wh !== null || rest.keywords.length > 0 || rest.lacks.length > 0 || rest.times.length > 0) return null;
  const arg = b.args[0]!;
  if (arg.np.kind !== 'object' || !TOPIC_MARKS.has(roleParticle(arg.particles) ?? '')) return null;
  if (rest.adjectives.length === 0 || !rest.adjectives.every((a) => STATE_WORDS.has(a)) || rest.adjectives.every((a) => a === 'still')) return null;
  // Every chunk of the clause besides the object's is a state word (or punctuation).
  const others = rest.chunks.filter((k) => !arg.chunks.includes(k));
  const stateWord = (k: number): boolean => st.r.chunks[k]?.senses.some((s) => s.kind === 'punct' || (s.kind === 'adj' && STATE_WORDS.has(s.adj))) ?? false;
  if (!others.every(stateWord)) return null;
  return copula([], '');
}

/**
 * 「攻撃したあと、私の2/2はタップ状態ですか」「攻撃したら、《セラの天使》はタップされる?」: a topic (は) opening the sentence's
 * question is what the whole sentence is about — the subordinate clause before it, an attack with nobody and nothing said
 * (no で-phrase, no one attacked), was that creature's (508.1a: a creature attacks), not the asker's with no creature.
 * Only for 攻撃する, only when the question's subject is one object said with は, and only when every other role of the attack
 * is empty; otherwise the clause stays as it was (the asker's, and refused for want of an attacker).
 */
export function topicAttackedBefore(sentences: Sentence[], chunks: readonly Chunk[]): void {
  for (const s of sentences) {
    if (!s.question || s.clauses.length < 2) continue;
    const asked = s.clauses[s.clauses.length - 1]!;
    const np = asked.subject;
    if (asked.sub !== null || np?.kind !== 'object' || np.chunks.length === 0) continue;
    const last = Math.max(...phraseChunks(np));
    if ((chunks[last + 1] as JaChunk | undefined)?.ja.particle !== 'は') continue;
    for (const c of s.clauses.slice(0, -1)) {
      const v = c.verb;
      if (!v || v.verb !== 'attack' || v.passive || v.negated || v.modal !== null || (c.sub !== 'after' && c.sub !== 'when' && c.sub !== 'if')) continue;
      const unsaid = c.subject?.kind === 'player' && c.subject.player.who === 'me' && c.subject.chunks.length === 0;
      if (!unsaid || c.object || c.object2 || c.complement || c.roles.length > 0 || c.keywords.length > 0 || c.times.length > 0) continue;
      c.subject = { ...np, chunks: [], start: c.start, end: c.start, text: '' };
    }
  }
}

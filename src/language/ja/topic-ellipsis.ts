/**
 * 「《紅蓮地獄》を撃ったら私の《灰色熊》は死ぬ？相手の《セラの天使》は？」「私は何点受ける？相手は？」: a question that is only a
 * topic (a noun phrase, は, the question mark) asks the question next to it again of that topic — Japanese drops all it
 * would repeat. Read only when the two say the same kind of thing (a permanent for a permanent, a player for a player) and
 * the full question said its own subject: when that question left its subject unsaid (「…撃ったら死ぬ？《X》は？」), the
 * topic could stand for the target as well as for the one asked about, and it is left unread (named), never guessed.
 */
import type { Chunk } from '../chunk.ts';
import type { Clause, NounPhrase, Sentence } from '../clause.ts';
import { phraseChunks } from '../clause.ts';
import type { JaChunk } from './chunk.ts';

/** The topic a sentence of nothing but 「X は？」 asks about, or null. */
function topicOnly(s: Sentence, chunks: readonly Chunk[]): { clause: Clause; np: NounPhrase } | null {
  if (!s.question || s.clauses.length !== 1) return null;
  const c = s.clauses[0]!;
  const np = c.subject;
  if (c.verb || !np || (np.kind !== 'object' && np.kind !== 'player') || c.object || c.object2 || c.complement || c.roles.length > 0) return null;
  if (c.keywords.length > 0 || c.lacks.length > 0 || c.adjectives.length > 0 || c.wh !== null || c.asked || c.sub !== null || c.times.length > 0) return null;
  const own = new Set(phraseChunks(np));
  const rest = c.chunks.filter((k) => !own.has(k));
  const topic = rest.filter((k) => (chunks[k] as JaChunk | undefined)?.ja.particle === 'は');
  if (topic.length !== 1 || rest.some((k) => !topic.includes(k) && chunks[k]?.senses[0]?.kind !== 'punct')) return null;
  return { clause: c, np };
}

/** The clause a full question asks with its subject said, of the same kind as the topic. */
function askedOf(s: Sentence, np: NounPhrase): Clause | null {
  // (A question mark with no clause read before it, 「？ は 《灰色熊》 ？」, asks nothing: the fuzz test's find.)
  const asked = s.question ? s.clauses[s.clauses.length - 1] : undefined;
  if (!asked) return null;
  const v = asked.verb;
  const subject = asked.subject;
  if (!v || !asked.question || asked.sub !== null || !subject || subject.chunks.length === 0 || subject.kind !== np.kind) return null;
  // (The asked clause's object or roles naming the same kind of thing would make the topic ambiguous.)
  if ([asked.object, asked.object2, ...asked.roles.map((r) => r.np)].some((x) => x?.kind === np.kind)) return null;
  return asked;
}

export function topicEllipsis(sentences: Sentence[], chunks: readonly Chunk[]): void {
  for (let i = 0; i < sentences.length; i++) {
    const t = topicOnly(sentences[i]!, chunks);
    if (!t) continue;
    // The full question before it, else the one right after (「《X》は？…は死ぬ？」).
    const host = [sentences[i - 1], sentences[i + 1]].find((s) => s && topicOnly(s, chunks) === null && askedOf(s, t.np));
    if (!host) continue;
    const asked = askedOf(host, t.np)!;
    const again: Clause = { ...asked, subject: t.np, sentence: host.index, chunks: [...t.clause.chunks], start: t.clause.start, end: t.clause.end, text: t.clause.text };
    host.clauses.push(again);
    sentences.splice(i, 1);
    i--;
  }
}

/**
 * "My 2/2 and my 3/3 both block their 4/4", "Grizzly Bears and Hill Giant all attack": a quantifier floated after a
 * subject list says only that the verb is said of each of its items — the list is the subject (the walk had read the
 * list as a complement and "both" as the subject). "Both" only after a list of two, "all" after one of two or more;
 * anything else is left as read (and named when nothing reads it). The quantifier's word is then read as nothing more.
 */
import type { Chunk } from '../chunk.ts';
import type { Clause } from '../clause.ts';
import { phraseChunks } from '../clause.ts';

export function floatingBoth(chunks: readonly Chunk[], c: Clause): void {
  const s = c.subject;
  const list = c.complement;
  const v = c.verb;
  if (s?.kind !== 'pronoun' || list?.kind !== 'list' || list.conj !== 'and' || !v || v.verb === 'be' || v.verb === 'become' || v.passive) return;
  const word = s.word.toLowerCase();
  if (!((word === 'both' && list.items.length === 2) || (word === 'all' && list.items.length >= 2))) return;
  const at = s.chunks.length === 1 ? s.chunks[0]! : -1;
  if (at < 0 || Math.max(...phraseChunks(list)) !== at - 1 || v.chunks.some((k) => k < at)) return;
  c.subject = list;
  c.complement = null;
  c.chunks = c.chunks.filter((k) => k !== at);
  (chunks[at] as { senses: Chunk['senses'] }).senses = [{ kind: 'filler' }];
}

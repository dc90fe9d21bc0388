/**
 * Issue 11 §6: a refusal names the whole phrase the reading didn't account for, never fragments of it. Two unread
 * spans with only unread words between them ("flibbertigibbets the wobbly frobnicator": the article between was
 * never domain-bearing, so it split the phrase in two) are one phrase; a punctuation mark between them still
 * parts them (two things said).
 */
import type { Chunk } from './chunk.ts';
import type { Story } from './story.ts';

/** Joins, in place, consecutive spans of `out` (in text order) whose every chunk between is unused and no punctuation. */
export function joinUnreadRuns(chunks: readonly Chunk[], story: Story, out: { start: number; end: number }[]): void {
  for (let k = out.length - 1; k > 0; k--) {
    const a = out[k - 1]!;
    const b = out[k]!;
    const between = chunks.filter((c) => c.start >= a.end && c.end <= b.start);
    if (between.length === 0 || between.some((c) => story.used.has(c.i) || c.senses.some((s) => s.kind === 'punct'))) continue;
    a.end = b.end;
    out.splice(k, 1);
  }
}

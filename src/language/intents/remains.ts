/**
 * "Does it remain?" / 「残りますか」: what remains decides what is asked (issue 11). A creature that
 * remains is one that survives; a quality that remains — "does its flying remain?", "does it remain
 * flying?", "do its counters remain?", 「飛行は残りますか」 — is one the creature still has. The
 * creature's survival is never the answer to a question about one of its qualities.
 */
import type { Clause } from '../clause.ts';
import { clausePhrases, phraseChunks } from '../clause.ts';
import type { Story } from '../story.ts';
import { holdsAsk } from './characteristics.ts';
import { diesAsk } from './fates.ts';

export function remainsAsk(story: Story, c: Clause): boolean {
  const v = c.verb!;
  const s = c.subject;
  // "Does its flying remain?": the keyword is the clause's, its holder the subject.
  if (c.keywords.length > 0 || c.lacks.length > 0) {
    if (c.lacks.length > 0 || c.object || c.complement || s?.kind === 'property') return false;
    return holdsAsk(story, { ...c, verb: { ...v, verb: 'keep' } });
  }
  // "Do its counters remain?": the counters are what is kept, by what carries them.
  if (s?.kind === 'property') {
    if (s.noun !== 'counter' || !s.of || c.object || c.complement) return false;
    return holdsAsk(story, { ...c, subject: s.of, object: s, verb: { ...v, verb: 'keep' } });
  }
  // "Does it remain a 4/4?", "remain an Angel": a state said with it is not its survival. Nor is "does it
  // stay untapped?", "remain blocked?" (an attacker without vigilance is tapped, 508.1f, and survives).
  if (c.complement || c.object) return false;
  // 「修整は残ってる?」「is the effect still there?」: a game noun said in the clause that no phrase holds (the
  // grammar left the subject unsaid) is what remains — a quality, never the creature's survival (dev-ja-089).
  const inPhrases = new Set(clausePhrases(c).flatMap(phraseChunks));
  if (c.chunks.some((k) => story.sensesAt(k)[0]?.kind === 'thing-noun' && !inPhrases.has(k) && !story.used.has(k))) return false;
  if (c.adjectives.some((a) => a !== 'still' && a !== 'alive' && a !== 'present')) return false;
  return diesAsk(story, c);
}

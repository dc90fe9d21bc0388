/**
 * "How many counters does it have?", "how many counters go on it?": counters asked with no kind. A counter's kind is
 * part of what it is (122.1), so the kind asked is the one the story told — when it told exactly one kind (put on
 * anything, or said to be on anything). With none or several told, no kind is taken: the question stays unread.
 */
import type { Story } from '../story.ts';

/** The one counter kind the story told (loyalty aside), or null. */
export function toldCounterKind(story: Story): string | null {
  const kinds = new Set<string>();
  for (const o of story.objects) for (const [k, n] of Object.entries(o.counters)) if (n > 0) kinds.add(k);
  for (const e of story.events) if (e.kind === 'counters') kinds.add(e.counter);
  kinds.delete('loyalty');
  return kinds.size === 1 ? [...kinds][0]! : null;
}

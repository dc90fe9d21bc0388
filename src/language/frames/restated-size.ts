/**
 * A size said again of a creature the question described, while something could change it (frames/object-facts.ts):
 * "(it was 3/3 with the anthem)", 「（頌歌込みで3/3）」.
 */
import type { Clause, Description } from '../clause.ts';
import type { Story } from '../story.ts';
import { objectsOf } from '../refs.ts';
import { role, sizeReached, useRole } from './util.ts';

/**
 * "I had Glorious Anthem and a 2/2 … (it was 3/3 with the anthem)", 「2/2のクリーチャー（頌歌込みで3/3）」: a creature told
 * with a size of its own, said again with another while something on the battlefield could change it (an Anthem, an
 * Aura on it: 613.4c), is the same creature's size then, with every effect on it (613.4) — a claim checked against the
 * run (questions/size-claims.ts), which names both sizes where they differ. Never a second size merged into it, nor
 * dropped; with nothing that could change it, the two sizes stay a contradiction, asked back.
 */
export function restatedSize(story: Story, c: Clause, id: string, obj: Description): boolean {
  const o = story.get(id)!;
  if (o.card !== null || o.power === null || o.toughness === null) return false;
  if (o.power === obj.power && o.toughness === obj.toughness) return false;
  // "a 2/2 with two +1/+1 counters on it (it's a 4/4 now)": counters told on it change its size (122.1a, 613.4c), so the
  // size said again is what they make it — a claim checked against the run, never a second creature.
  if ((o.counters['+1/+1'] ?? 0) > 0 || (o.counters['-1/-1'] ?? 0) > 0) return true;
  return sizeReached(story, c, id, true);
}

/**
 * "it was 3/3 with the Anthem", "a 3/3 from Glorious Anthem": the permanent named as what makes the size said is the
 * reason for it, read only when it is one already on the battlefield besides the creature (613.4c: its static ability
 * applies there); the size itself is checked against the run. Anything else stays unread and is named.
 */
export function sizeCause(story: Story, c: Clause, id: string): void {
  const np = role(c, 'with', 'from');
  if (np?.kind !== 'object' || np.card === null) return;
  const ids = objectsOf(story, np, { create: false });
  if (ids && ids.length > 0 && ids.every((x) => x !== id && story.get(x)?.zone === 'battlefield')) useRole(story, c, 'with', 'from');
}

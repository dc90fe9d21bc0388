/**
 * "How much trample damage can I get through?", "how much trample damage do they take?": "trample" right before
 * "damage" names the damage trample lets past the blockers (702.19b) — what the player takes — never a keyword given to
 * the asked one. It is only that name when every blocked attacker of the story has trample (said, or its card's,
 * keyword-text.ts hasKeywordOf): said of one without it, the word may be telling it has trample, which the run would not
 * know, so the reading is left to refuse it (an answer of 0 could be a wrong one).
 */
import type { Ask } from '../ir-asks.ts';
import type { Clause } from '../clause.ts';
import type { Story } from '../story.ts';
import { hasKeywordOf } from '../keyword-text.ts';

const DAMAGE_ASKS: ReadonlySet<Ask['kind']> = new Set(['damage-taken', 'deals-damage', 'dealt-damage']);

/** The keyword chunks `said` (before the subject) are all "trample" naming the asked damage: true when so, and used. */
export function trampleDamageNamed(story: Story, a: Ask, c: Clause, said: readonly number[]): boolean {
  if (!DAMAGE_ASKS.has(a.kind) || c.wh === null) return false;
  const names = said.every((k) => {
    const kw = story.sensesAt(k)[0];
    const next = story.sensesAt(k + 1)[0];
    return kw?.kind === 'keyword' && kw.keyword.keyword === 'trample' && kw.keyword.param === undefined && next?.kind === 'thing-noun' && next.noun === 'damage' && c.chunks.includes(k + 1);
  });
  if (!names) return false;
  const blocked = [...new Set(story.events.flatMap((e) => (e.kind === 'block' ? [e.attacker] : [])))];
  if (blocked.length === 0 || !blocked.every((id) => hasKeywordOf(story, id, { keyword: 'trample' }))) return false;
  story.useChunks([...said]);
  return true;
}

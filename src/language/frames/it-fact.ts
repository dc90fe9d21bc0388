/**
 * "My 4/4 is blocked by a 2/2. It has first strike and deathtouch.", "Their 3/3 blocks my 2/2. It's a 5/5 now.": a
 * statement of what "it" has or is, right after a clause that named two creatures in a block — the subject and the
 * creature it blocked or was blocked by. Either may be meant (the subject by the clause's topic; the other as the
 * creature named last), and which one has first strike, deathtouch or the size decides the combat (702.7b, 702.2b,
 * 510.1). Asked back naming both, never one picked (red team s19: read as the 4/4, "No, your 4/4 survives").
 */
import type { Clause } from '../clause.ts';
import type { Story } from '../story.ts';
import { rivalForIt } from '../story-pronouns.ts';

/** True when the clause was such a statement and was asked back. */
export function itFactEither(story: Story, c: Clause): boolean {
  const v = c.verb;
  if (!v || (v.verb !== 'have' && v.verb !== 'be') || v.negated || v.modal !== null || v.passive || c.question || c.sub !== null || c.reason === true) return false;
  if (c.subject?.kind !== 'pronoun' || c.subject.word !== 'it' || !/^it(?:['’]s)?$/i.test(c.subject.text.trim())) return false;
  // What is said of it: a keyword, or a size ("It's a 5/5").
  const size = c.complement?.kind === 'object' && c.complement.power !== null;
  if (c.keywords.length === 0 && !size) return false;
  const ids = story.pronoun('it');
  const rival = rivalForIt(story, ids);
  if (!rival) return false;
  // Only the two creatures of one block: an attacker and the creature blocking it.
  const [a, b] = rival;
  const paired = story.events.some((e) => e.kind === 'block' && ((e.attacker === a && e.blockers.includes(b!)) || (e.attacker === b && e.blockers.includes(a!))));
  if (!paired) return false;
  story.problem('ambiguous', c.subject.text, 'which-one', rival.map((id) => story.get(id)?.words ?? id));
  return true;
}

/**
 * A division of combat damage asked with "can" — "Can I put just 1 on the wall and trample the rest over?", "Under the
 * current rules can I just dump all 5 on the 4/4?", "could they assign 1 to each?": the division is supposed as told
 * (frames/division.ts), and whether it may be made asked (ir-asks `division-legal`): there is no damage assignment order,
 * a blocked creature's damage is divided among its blockers as its controller chooses (510.1c-d); with trample each
 * blocker must be assigned lethal damage before any goes past it (702.19b; 702.2c with deathtouch). The engine stops an
 * illegal division (510.1e), answered as what can't happen — never re-divided.
 */
import type { Clause } from '../clause.ts';
import type { Story } from '../story.ts';
import { divisionRead, tellDivision } from '../frames/division.ts';
import { ask } from './common.ts';

export function askedDivision(story: Story, c: Clause): boolean {
  const d = c.division;
  if (!d) return false;
  // ("… and trample the rest over?": the clause carrying on the one asked is read with it.)
  if (d.joined) return d.head?.division?.asked === true && divisionRead(d.head) && tellDivision(story, c);
  if (!d.asked || !tellDivision(story, c)) return false;
  return ask(story, { kind: 'division-legal' }, c);
}

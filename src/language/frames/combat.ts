/**
 * Combat damage assignment (510.1): "I assign 3 to the blocker and 2 to the player", "put all 5 on the 2/2".
 * Attacks are attacks.ts (508), blocks blocks.ts (509).
 */
import type { Clause } from '../clause.ts';
import type { Story } from '../story.ts';
import { objectsOf, playerOf } from '../refs.ts';
import { isPlayerish, role, useRole } from './util.ts';

/**
 * "they put all 6 damage on the Bears", "I assign 4 damage to the 4/4", "Craw Wurm assigns all 6 to the Bears":
 * how the attacking player divides an attacker's combat damage among its blockers (510.1c-d), told — the
 * run makes that division instead of searching or defaulting one. Read only of an attacker the story has
 * blocked by the one creature named, with the amount said, by that attacker or its controller; otherwise the
 * words stay unread (named by the coverage check), never guessed at.
 */
export function assignDamage(story: Story, c: Clause): boolean {
  const v = c.verb!;
  if (v.negated || v.modal !== null || v.passive || c.wh !== null || c.object2) return false;
  const amountNp = [c.object, c.complement].find((n) => n?.kind === 'amount' && (n.noun === 'damage' || n.noun === 'total') && n.n !== null && n.n > 0);
  if (!amountNp || amountNp.kind !== 'amount' || amountNp.n === null) return false;
  const onto = role(c, 'on', 'onto', 'to');
  if (!onto || onto.kind === 'player' || onto.kind === 'list' || onto.kind === 'amount' || onto.kind === 'property') return false;
  const before = story.objects.length;
  const ids = objectsOf(story, onto, { create: false });
  if (!ids || ids.length !== 1 || story.objects.length > before) return false;
  const to = ids[0]!;
  const attackers = [...new Set(story.events.flatMap((e) => (e.kind === 'block' && e.blockers.includes(to) ? [e.attacker] : [])))];
  if (attackers.length !== 1) return false;
  const attacker = attackers[0]!;
  const ctl = story.get(attacker)?.controller ?? null;
  if (c.subject) {
    if (isPlayerish(c.subject)) {
      const who = playerOf(story, c.subject);
      if (who === null || (ctl !== null && who !== ctl)) return false;
    } else {
      const subj = objectsOf(story, c.subject, { create: false });
      if (!subj || subj.length !== 1 || subj[0] !== attacker) return false;
    }
  }
  if (story.assigned.some((a) => a.attacker === attacker && a.to === to)) return false;
  story.assigned.push({ attacker, to, amount: amountNp.n });
  story.use(amountNp);
  story.use(c.subject);
  useRole(story, c, 'on', 'onto', 'to');
  return true;
}

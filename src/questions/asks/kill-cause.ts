/**
 * "Does Shock kill it?", "Does the 3/3 kill my 2/2?", "Does the damage kill it?", "Does the 3/3's damage kill it?"
 * (issue 11 §3): the creature died in this run (700.4), and of the cause said — read from the run's events,
 * never assumed from the story's shape (a combat told may kill by a spell's damage as well, or by no damage at all).
 *
 * - Died of damage (704.5g lethal, 704.5h deathtouch): of the damage said when every point marked on it came from
 *   that source, or that source's damage alone was lethal (or had deathtouch); not of it when it dealt none (a spell
 *   that dealt none but resolved in the run may still have made the damage lethal: not decided). Damage of several
 *   sources, none lethal alone, killed it together: not decided, said so.
 * - Died otherwise (destroyed, sacrificed, 0 toughness): by a spell or ability of the source said when it died while
 *   that resolved; asked of damage, not of it when no damage was dealt to it (damage that put -1/-1 counters on it
 *   may have: not decided).
 */
import type { Ask } from '../types.ts';
import type { RunView } from './view.ts';
import { deathCause, idsOf } from './view.ts';

/** Whether the death was of the cause said: 'yes', 'no', or 'undecided' (the run can't say it without a choice of words). */
export type CauseVerdict = 'yes' | 'no' | 'undecided';

export function killedBy(a: Extract<Ask, { kind: 'dies' }>, view: RunView): CauseVerdict {
  const r = view.resolution;
  const ids = idsOf(view, a.id);
  const death = r.events.findIndex((e) => e.kind === 'zone-changed' && e.dies === true && ids.has(e.object));
  if (death < 0) return 'no';
  const cause = deathCause(r.events, death);
  if (!cause) return 'undecided';
  const dealt = r.events.slice(0, death).flatMap((e) => (e.kind === 'damage-dealt' && e.amount > 0 && ids.has(String(e.target)) ? [e] : []));
  const by = a.by !== undefined ? idsOf(view, a.by) : null;
  const fromBy = by === null ? dealt : dealt.filter((e) => e.source !== null && by.has(e.source));
  const resolvedBy = by !== null && r.events.slice(0, death).some((e) => e.kind === 'resolved' && e.source !== null && by.has(e.source));
  const ofDamage = cause.kind === 'sba-found' && (cause.check === 'lethal-damage' || cause.check === 'deathtouch');
  if (ofDamage) {
    if (by === null) return 'yes';
    if (fromBy.length === 0) return resolvedBy ? 'undecided' : 'no';
    if (fromBy.length === dealt.length) return 'yes';
    const toughness = cause.kind === 'sba-found' ? (cause.toughness ?? NaN) : NaN;
    const alone = fromBy.reduce((n, e) => n + e.amount, 0);
    return fromBy.some((e) => e.deathtouch) || (Number.isFinite(toughness) && toughness > 0 && alone >= toughness) ? 'yes' : 'undecided';
  }
  if (a.damage === true) return fromBy.length > 0 ? 'undecided' : 'no';
  if (by === null) return 'undecided';
  // Died while the source's spell or ability resolved (608.2): between its resolving and the next thing that resolved.
  const start = r.events.slice(0, death).findLastIndex((e) => e.kind === 'resolved');
  const during = start >= 0 && (() => {
    const e = r.events[start]!;
    return e.kind === 'resolved' && e.source !== null && by.has(e.source);
  })();
  if (during) return 'yes';
  return fromBy.length > 0 || resolvedBy ? 'undecided' : 'no';
}

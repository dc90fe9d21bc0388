/**
 * Targets the question didn't say that we assumed (implied-choices.ts someTarget), checked after the run: an answer
 * never rests on what such a target made happen (issue 11 §2).
 */
import type { Ask } from '../language/ir-asks.ts';
import type { ParsedQuestion } from './types.ts';
import type { RunView } from './asks/view.ts';
import { idsOf } from './asks.ts';

/**
 * A spell whose target we assumed (the question said none, implied-choices.ts someTarget) that went on to resolve
 * (608.2b): what it did to that target is our choice, not the question's. Countered, or never resolving, the
 * assumption changed nothing.
 */
export function assumedTargetResolved(view: RunView): string | null {
  for (const t of view.built.impliedTargets) {
    if (!t.assumed) continue;
    const ids = idsOf(view, t.spell);
    if (view.resolution.events.some((ev) => ev.kind === 'resolved' && ev.source !== null && ids.has(ev.source))) return t.spell;
  }
  return null;
}

/**
 * Asks an assumed target can't change: whether a spell or ability may be cast or activated then, or at what (601.2, 602.2:
 * its timing, targets and costs), and of the spell itself whether it resolves, is countered or where it goes. Any other ask —
 * a life total, whether something dies — rests on what the spell did to its target, so it is asked back (issue 11:
 * "Their Bolt is on the stack. What's my life after?": me, or a creature?).
 */
export function assumedTargetUsed(q: ParsedQuestion, view: RunView): string | null {
  const spell = assumedTargetResolved(view);
  if (spell === null) return null;
  const own = (x: Ask): boolean => (x.kind === 'resolves' || x.kind === 'countered' || x.kind === 'fizzles' || x.kind === 'zone') && x.id === spell;
  return q.asks.every((x) => x.kind === 'can-cast' || x.kind === 'can-activate' || x.kind === 'can-target' || own(x)) ? null : spell;
}

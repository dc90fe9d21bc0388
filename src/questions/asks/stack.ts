/**
 * What became of a spell or ability on the stack: resolved (608.2), countered (701.6a), or removed
 * with only illegal targets (608.2b).
 */
import type { Ask } from '../types.ts';
import type { AskContext, AskResult } from './view.ts';
import { idsOf } from './view.ts';
import { because, stackReason } from './reasons.ts';

/** "Does it resolve?". */
export function askResolves(a: Extract<Ask, { kind: 'resolves' }>, ctx: AskContext): AskResult {
  const { view, lang, w, label, yes, r } = ctx;
  // A spell on the stack is its own stack item (405.1); a countered spell never resolves (701.6a), and
  // one whose every target is illegal when it would resolve doesn't either (608.2b): the engine records
  // 'resolved' only after that check, and 'fizzled' instead (stack/resolve.ts).
  const ids = idsOf(view, a.id);
  const did = r.events.some((e) => e.kind === 'resolved' && ids.has(e.item));
  const lead = `${yes(did)}${w.stack.resolves(label(a.id), did)}`;
  return { verdict: did ? 'yes' : 'no', lead: because(lead, stackReason(view, a.id, did), view, lang), value: String(did) };
}

/** "Does it fizzle?", "is it countered?" — not the same thing (608.2b, 701.6a). */
export function askStackFate(a: Extract<Ask, { kind: 'fizzles' | 'countered' }>, ctx: AskContext): AskResult {
  const { view, lang, w, label, yes, r } = ctx;
  // 608.2b: a spell whose targets are all illegal doesn't resolve — it is not countered (701.6a).
  const ids = idsOf(view, a.id);
  const fizzled = r.events.some((e) => e.kind === 'fizzled' && ids.has(e.item));
  const countered = r.events.some((e) => e.kind === 'countered' && ids.has(e.item));
  const resolved = r.events.some((e) => e.kind === 'resolved' && ids.has(e.item));
  // (One that did none of these — the game ended first — is not answered either way.)
  if (!fizzled && !countered && !resolved) return { verdict: null, lead: '', value: 'unknown' };
  const is = a.kind === 'fizzles' ? fizzled : countered;
  const how = fizzled ? 'fizzled' : countered ? 'countered' : 'resolved';
  const lead = `${yes(is)}${w.stack.left(label(a.id), how)}`;
  // (Resolved although a counterspell was aimed at it: why, when a rule made it so, 101.2.)
  const reason = resolved ? stackReason(view, a.id, true) : undefined;
  return { verdict: is ? 'yes' : 'no', lead: because(lead, reason, view, lang), value: how };
}

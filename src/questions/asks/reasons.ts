/**
 * Why an answer came out as it did, from the run (issue 16 §1): the step whose rule decided it
 * (render/reasons.ts), said after the answer line — never taken from the question's words.
 */
import type { Lang } from '../../core/lang.ts';
import type { TraceStep } from '../../engine/types.ts';
import { isReasonKey, reasonClause, withReason } from '../../render/reasons.ts';
import type { ReasonKey } from '../../render/reasons.ts';
import type { RunView } from './view.ts';
import { idsOf, labelsOf } from './view.ts';

/**
 * Issue 16 §1: the step of the run whose rule decided a yes/no answer (render/reasons.ts), the last one
 * of its key that `about` accepts — the answer line names that reason, from the trace, never from the
 * question's words.
 */
export function decisiveStep(view: RunView, key: ReasonKey | readonly ReasonKey[], about: (p: TraceStep['params']) => boolean): (TraceStep & { key: ReasonKey }) | undefined {
  const keys: readonly string[] = typeof key === 'string' ? [key] : key;
  return view.resolution.trace.filter((s): s is TraceStep & { key: ReasonKey } => keys.includes(s.key) && isReasonKey(s.key) && about(s.params)).at(-1);
}

/** Prevention steps: an effect's (615.1a) and protection's (702.16e). */
export const PREVENTED = ['damage.prevented', 'event.damage-prevented'] as const;

/** The answer line with the decisive step's reason (nothing added when there is none). */
export function because(lead: string, step: (TraceStep & { key: ReasonKey }) | undefined, view: RunView, lang: Lang): string {
  if (!step || lead === '') return lead;
  return withReason(lead, reasonClause(step, lang, { labels: view.labels, asker: true }), lang);
}

/**
 * Why a spell or ability resolved or didn't: it can't be countered (101.2), it was countered (701.6a), or
 * its targets were illegal as it would resolve (608.2b: the first one found illegal, with its rule).
 */
export function stackReason(view: RunView, id: string, resolved: boolean): (TraceStep & { key: ReasonKey }) | undefined {
  const named = labelsOf(view, id);
  const ids = idsOf(view, id);
  const ev = view.resolution.events;
  if (resolved) return decisiveStep(view, 'counter.cant', (p) => named.has(String(p.item)));
  if (ev.some((e) => e.kind === 'countered' && ids.has(e.item))) return decisiveStep(view, 'counter.countered', (p) => named.has(String(p.item)));
  if (!ev.some((e) => e.kind === 'fizzled' && ids.has(e.item))) return undefined;
  return view.resolution.trace.find((s): s is TraceStep & { key: ReasonKey } => s.key === 'target.illegal' && isReasonKey(s.key) && named.has(String(s.params.item)));
}

/**
 * It died with toughness 0 or less (704.5f): that is the reason, and when it had indestructible (printed,
 * or given by a layer step that names it) the reason says that indestructible doesn't stop it (702.12b) —
 * "Does it die even though it's indestructible?".
 */
export function zeroToughness(view: RunView, id: string): (TraceStep & { key: ReasonKey }) | undefined {
  const named = labelsOf(view, id);
  const step = decisiveStep(view, 'sba.zero-toughness', (p) => named.has(String(p.object)));
  if (!step) return undefined;
  const ids = idsOf(view, id);
  const printed = view.resolution.final.objects.some((o) => ids.has(o.id) && o.printed.keywords.some((k) => k.keyword === 'indestructible'));
  const granted = view.resolution.trace.some((s) => s.key.startsWith('layer.') && named.has(String(s.params.object)) && JSON.stringify(s.params).toLowerCase().includes('indestructible'));
  if (!printed && !granted) return step;
  return { ...step, rules: [...step.rules, '702.12b'], params: { ...step.params, indestructible: true } };
}

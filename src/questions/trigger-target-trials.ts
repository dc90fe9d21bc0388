/**
 * "Does Blood Artist trigger?", 「何回誘発しますか」: whether and how often an ability triggers is settled by the event
 * (603.2; a leaves-the-battlefield ability looks back in time, 603.10a), before its target is chosen as it is put on
 * the stack (603.3d). A run that stopped because the question didn't say a triggered ability's target among several
 * (trigger.which-target) is told again with each legal choice in turn: when every choice gives the same answer to
 * every ask, and every ask is of triggering, that answer is given, the restatement saying the target was each tried.
 * Any other ask, a run that fails, or answers that differ: asked back as before.
 */
import type { Lang } from '../core/lang.ts';
import type { Result } from '../core/result.ts';
import type { Label } from '../scenario/build.ts';
import type { ParsedQuestion, QuestionError } from './types.ts';
import type { RunView } from './asks.ts';
import { answerAsk, isProbe } from './asks.ts';

type Outcome = Result<{ view: RunView; built: { triedTargets?: string[] } }, QuestionError>;

/** The question id of the object an engine label names (a thing the question described), or null. */
function thingOf(q: ParsedQuestion, labels: Readonly<Record<string, Label>>, label: string): string | null {
  if (label === 'A' || label === 'B') return label;
  const ids = Object.entries(labels).filter(([id, l]) => l.en === label && q.things.some((t) => t.id === id));
  return ids.length === 1 ? ids[0]![0] : null;
}

/** Only asks of whether (or how often) abilities trigger: the target chosen later can't change the event that triggered them. */
function onlyTriggerAsks(q: ParsedQuestion): boolean {
  return q.asks.length > 0 && q.asks.every((a) => !isProbe(a) && a.kind === 'triggers');
}

/**
 * The run told with each legal target of the stopped ability; the first such run when all answer alike, else null.
 * `params` are the stop's (source, options as engine labels); `retry` runs the question again.
 */
export async function everyTargetAlike<T extends Outcome>(q: ParsedQuestion, params: Readonly<Record<string, unknown>>, labels: Readonly<Record<string, Label>>, retry: (q2: ParsedQuestion) => Promise<T>, lang: Lang): Promise<T | null> {
  if (!onlyTriggerAsks(q) || (q.triggerTargets ?? []).some((tt) => tt.tried === true)) return null;
  const source = typeof params['source'] === 'string' ? thingOf(q, labels, params['source']) : null;
  const options = Array.isArray(params['options']) ? params['options'].map((o) => thingOf(q, labels, String(o))) : [];
  if (source === null || options.length < 2 || options.some((o) => o === null)) return null;
  let first: T | null = null;
  let seen: string | null = null;
  for (const target of options as string[]) {
    const q2: ParsedQuestion = { ...q, triggerTargets: [...(q.triggerTargets ?? []), { source, targets: [target], tried: true }] };
    const run = await retry(q2);
    if (!run.ok) return null;
    const said = JSON.stringify(q.asks.map((a) => {
      const r = answerAsk(a, run.value.view, q2, lang);
      return [r.verdict, r.value];
    }));
    if (seen !== null && said !== seen) return null;
    seen = said;
    first ??= run;
  }
  if (first?.ok) first.value.built.triedTargets = [...(first.value.built.triedTargets ?? []), source];
  return first;
}

/**
 * The engine's trace in English and Japanese. The engine records structured steps
 * ({ rules, key, params }); this module turns each into a sentence in our own words that says
 * why it happens ("Layer 7c (613.4c), P/T changes: +0/+1 (Giant Growth) on Grizzly Bears: 1/3 → 1/4").
 * Every key in TRACE_KEYS has a template in both languages (a test checks this).
 *
 * The parts: trace-words.ts (zone, cause, layer and reason words), trace-format.ts (Fmt: param
 * values worded for one language), trace-en.ts and trace-ja.ts (the templates; combat, stack, hand,
 * gaps and keywords add theirs from trace-*.ts), restate.ts (the one-line restatement of a Scenario,
 * "understood"), short-answer.ts (the short answer drawn from a Resolution) and scenario-text.ts (the
 * /scenario command's own sentences); this module re-exports what callers use. Output is plain
 * text; callers escape it for Markdown.
 */

import type { Lang } from '../core/lang.ts';
import type { TraceKey } from '../engine/trace-keys.ts';
import { Fmt } from './trace-format.ts';
import type { RenderOptions, Template } from './trace-format.ts';
import { TRACE_EN } from './trace-en.ts';
import { TRACE_JA } from './trace-ja.ts';
import type { EngineError, TraceStep } from '../engine/types.ts';
import { renderWords } from './locales/index.ts';

export { Fmt } from './trace-format.ts';
export type { RenderOptions, Template } from './trace-format.ts';
export { restateScenario } from './restate.ts';
export { answerFor } from './short-answer.ts';
export type { UnstatedSize } from './short-answer.ts';
export type { AnswerOptions } from './short-answer.ts';
export { scenarioText } from './scenario-text.ts';
export type { ScenarioTextKey } from './scenario-text.ts';

export interface RenderedStep {
  rules: string[];
  text: string;
}

export const TRACE_TEMPLATES: Readonly<Record<Lang, Readonly<Record<TraceKey, Template>>>> = { en: TRACE_EN, ja: TRACE_JA };

export function hasTemplate(key: string, lang: Lang): boolean {
  return Object.hasOwn(TRACE_TEMPLATES[lang], key);
}

/** One trace step as a sentence in the reply language, with the rules it cites. */
export function renderStep(step: TraceStep, lang: Lang, opts: RenderOptions = {}): RenderedStep {
  const f = new Fmt(lang, step.params, step.rules, opts);
  const template = hasTemplate(step.key, lang) ? TRACE_TEMPLATES[lang][step.key as TraceKey] : undefined;
  if (template) return { rules: [...step.rules], text: renderWords(lang).steps.sentence(template(f), f.citeLead) };
  // A key without a template (a test keeps this from happening): still say something useful.
  const params = Object.keys(step.params)
    .map((k) => `${k}=${f.v(k)}`)
    .join(', ');
  return { rules: [...step.rules], text: `${f.citeLead}${step.key}${params ? ` (${params})` : ''}` };
}

export function renderTrace(trace: readonly TraceStep[], lang: Lang, opts: RenderOptions = {}): RenderedStep[] {
  return trace.map((s) => renderStep(s, lang, opts));
}

/**
 * The step at `index` of a run's trace as a sentence: an event that points at the step telling it (a rewinding's
 * `told`, game-events.ts) is worded here — the trace is handed over whole, the caller never picks steps from it.
 */
export function renderStepAt(trace: readonly TraceStep[], index: number, lang: Lang, opts: RenderOptions = {}): RenderedStep {
  return renderStep(trace[index]!, lang, opts);
}

/** A step the reply shows for the asked action that failed (the probe): its sentence, its rules, the trace key it has. */
export interface ProbeFailureShown {
  key: string;
  rules: string[];
  text: string;
}

/**
 * The steps a reply lists: the run's trace worded, the probe's failing step (uncited, as the engine stops it) given the
 * failure's rules and no action prefix, and the failure itself added when no step of the trace tells it.
 */
export function replySteps(trace: readonly TraceStep[], lang: Lang, opts: RenderOptions, pf: ProbeFailureShown | null): RenderedStep[] {
  const steps = trace.map((s) => {
    const r = renderStep(s, lang, opts);
    return pf && s.key === pf.key && r.rules.length === 0 ? { rules: pf.rules, text: r.text.replace(/^actions\[\d+\][:：]\s*/i, '') } : r;
  });
  if (pf && !trace.some((s) => s.key === pf.key)) steps.push({ rules: pf.rules, text: pf.text });
  return steps;
}

/** The steps of another probe's run that decided it, worded: its cast rewound (601.2e) and the keywords checked on the way. */
export function probeDecidingSteps(trace: readonly TraceStep[], lang: Lang, opts: RenderOptions = {}): RenderedStep[] {
  return trace.filter((s) => s.key === 'cast.rewound' || s.key === 'keyword.checked').map((s) => renderStep(s, lang, opts));
}

/** An engine error (bound, loop, bad reference, illegal action) as a sentence. */
export function renderEngineError(e: EngineError, lang: Lang, opts: RenderOptions = {}): string {
  const text = renderStep({ rules: [], key: e.key, params: e.params }, lang, opts).text;
  if (e.action === undefined) return text;
  return renderWords(lang).steps.atAction(e.action, text);
}

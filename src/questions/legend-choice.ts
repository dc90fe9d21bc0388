/**
 * The legend rule's choice left untold (704.5j): a player with two or more legendary permanents of one name chooses
 * which to keep. The engine keeps the newest by default; the question's outcomes are read again keeping each older one
 * instead, and any outcome that changes with the choice ("Does my original die?", "Does Clone survive?") is asked
 * back, never answered from the default. Outcomes alike whichever is kept ("How many are left?", "Does the legend rule
 * apply?") are answered, and the reply says the choice is the player's (a stated default, not a silent one).
 */
import type { Resolution } from '../engine/types.ts';
import { choicesOf } from '../engine/choices.ts';
import type { QuestionError } from './types.ts';
import { message } from './messages.ts';
import { answerAsk, isProbe } from './asks.ts';
import type { AskResult, RunView } from './asks.ts';
import { fail } from './question-error.ts';
import type { Answered } from './unsaid-readings.ts';

/** The legend-rule steps the engine took by its default (the newest kept), the choice not being told. */
function defaultLegendSteps(resolution: Resolution): { name: string; size: number }[] {
  return choicesOf(resolution.choices, 'legend-rule').flatMap((c) => (c.told ? [] : [{ name: c.name, size: 1 + c.removed.length }]));
}

/** Whether the reply rests on the legend rule's default choice (a note says the choice is the player's). */
export function legendKeptByDefault(c: Answered): boolean {
  return c.q.legendKept === undefined && defaultLegendSteps(c.main.view.resolution).length > 0;
}

/**
 * Asked back when an outcome asked changes with which legendary permanent is kept (704.5j); null when every one asked
 * is alike for each choice (or the choice was told). "What happens?" has no value of its own to compare: its reply
 * shows the default, said to be one (answer-reply.ts note).
 */
export async function legendChoiceDiffers(c: Answered): Promise<{ ok: false; error: QuestionError } | null> {
  const { q, lang, runner, main, results } = c;
  if (q.legendKept !== undefined || !c.runs.has(null)) return null;
  const steps = defaultLegendSteps(main.view.resolution);
  if (steps.length === 0) return null;
  const askBack = fail('needs_detail', message(lang, 'legend_which', { name: steps[0]!.name }));
  const most = Math.max(...steps.map((s) => s.size));
  for (let rank = 1; rank < most; rank++) {
    const scenario = { ...structuredClone(main.built.scenario), legendKeep: rank };
    const r = await runner(scenario);
    // (A run the other choice can't be told in: what it would give is not known, so not answered from the default.)
    if (!r.ok) return askBack;
    const view: RunView = { resolution: r.value.resolution, labels: main.view.labels, built: { ...main.built, scenario }, probeFailure: null };
    const others = q.asks.map((a) => (isProbe(a) || a.kind === 'outcome' ? null : answerAsk(a, view, q, lang)));
    // ("Do both stay?", "Does either die?": one yes/no over several asks — compared as that one, not each part.)
    const groups = [...(q.together ?? []).map((g) => ({ g, all: true })), ...(q.anyOf ?? []).map((g) => ({ g, all: false }))];
    const grouped = new Set(groups.flatMap((x) => x.g));
    const verdictOf = (list: readonly (AskResult | null)[], g: readonly number[], all: boolean): string => {
      const vs = g.map((k) => list[k]?.verdict ?? null);
      return vs.includes(null) ? 'none' : all ? String(vs.every((v) => v === 'yes')) : String(vs.includes('yes'));
    };
    if (groups.some(({ g, all }) => verdictOf(results, g, all) !== verdictOf(others, g, all))) return askBack;
    for (const [k, other] of others.entries()) {
      const base = results[k]!;
      if (other === null || grouped.has(k)) continue;
      if (other.value !== base.value || other.verdict !== base.verdict) return askBack;
    }
  }
  return null;
}

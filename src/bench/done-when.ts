/**
 * Issue 15's "done when" line read off a bench run: one line per criterion with the figure, its
 * limit or baseline, and pass/fail. Wall-clock figures depend on the machine's load (recorded with
 * each run); where a figure has a CPU counterpart that leaves out time spent waiting for a core
 * (cpu_ms, cpu_p99_ms), it is shown beside it, so a loaded run still tells the program's own cost.
 */
import type { BenchResult, Summary } from './harness.ts';

type Verdict = 'pass' | 'FAIL';

interface Criterion {
  label: string;
  /** The figure's line, or null when the run did not measure it. */
  check: (get: (name: string) => Summary | undefined) => { verdict: Verdict; figure: string } | null;
}

const ms = (v: number | undefined): string => (v === undefined || !Number.isFinite(v) ? '-' : v >= 10 ? v.toFixed(0) : v.toFixed(3));
const verdict = (ok: boolean): Verdict => (ok ? 'pass' : 'FAIL');

/** A wall-time limit on the p50 of a process figure, its CPU time beside it. */
function atMost(name: string, limitMs: number, base?: string): Criterion {
  return {
    label: `${name} ≤ ${limitMs} ms`,
    check: (get) => {
      const s = get(name);
      if (!s) return null;
      const b = base ? get(base) : undefined;
      const baseline = b ? `; ${base} ${ms(b.p50_ms)} (cpu ${ms(b.cpu_ms)})` : '';
      return { verdict: verdict(s.p50_ms <= limitMs), figure: `p50 ${ms(s.p50_ms)} ms, p99 ${ms(s.p99_ms)} (cpu ${ms(s.cpu_ms)})${baseline}` };
    },
  };
}

/** A limit on an op's p99 (wall), its per-op CPU p99 beside it. */
function p99AtMost(name: string, limitMs: number): Criterion {
  return {
    label: `${name} p99 ≤ ${limitMs} ms`,
    check: (get) => {
      const s = get(name);
      if (!s) return null;
      const cpu = s.cpu_p99_ms !== undefined && s.cpu_p99_ms <= limitMs ? ' (cpu p99 within)' : '';
      return { verdict: verdict(s.p99_ms <= limitMs), figure: `p99 ${ms(s.p99_ms)} ms, cpu p99 ${ms(s.cpu_p99_ms)}, p50 ${ms(s.p50_ms)}${cpu}` };
    },
  };
}

/** Ours at least `factor` times faster than a baseline at p50 and at p99 (wall), measured interleaved. */
function faster(ours: string, base: string, factor: number): Criterion {
  return {
    label: `${ours} ≥ ${factor}× ${base} (p50, p99)`,
    check: (get) => {
      const a = get(ours);
      const b = get(base);
      if (!a || !b) return null;
      const r50 = b.p50_ms / a.p50_ms;
      const r99 = b.p99_ms / a.p99_ms;
      return { verdict: verdict(r50 >= factor && r99 >= factor), figure: `p50 ${ms(a.p50_ms)} vs ${ms(b.p50_ms)} ms (${r50.toFixed(2)}×), p99 ${ms(a.p99_ms)} vs ${ms(b.p99_ms)} (${r99.toFixed(2)}×)` };
    },
  };
}

/** A cost that grows linearly: `big` over `small` no more than `factor` (the linear ratio) by `slack`. */
function linear(big: string, small: string, factor: number, slack = 1.25): Criterion {
  return {
    label: `${big} / ${small} ≈ ${factor} (linear, ≤ ${(factor * slack).toFixed(1)})`,
    check: (get) => {
      const a = get(big);
      const b = get(small);
      if (!a || !b) return null;
      const r = a.p50_ms / b.p50_ms;
      const cpu = a.cpu_ms !== undefined && b.cpu_ms !== undefined ? a.cpu_ms / b.cpu_ms : Number.NaN;
      return { verdict: verdict(r <= factor * slack), figure: `p50 ratio ${r.toFixed(2)} (cpu ${cpu.toFixed(2)})` };
    },
  };
}

const CRITERIA: readonly Criterion[] = [
  atMost('cold.cli.rule', 1_500, 'cold.node'),
  atMost('cold.cli.ask', 1_500, 'cold.node'),
  atMost('bot.ready-to-first-response', 3_000),
  {
    label: 'rss.bot.after-1000 ≤ 250 MB',
    check: (get) => {
      const s = get('rss.bot.after-1000');
      const r = get('rss.bot.ready');
      return s ? { verdict: verdict(s.p50_ms <= 250), figure: `${s.p50_ms.toFixed(0)} MB (at READY ${r ? r.p50_ms.toFixed(0) : '-'})` } : null;
    },
  },
  p99AtMost('cards.resolve', 2),
  p99AtMost('cards.resolve.none', 2),
  p99AtMost('cards.autocomplete', 2),
  p99AtMost('rule.autocomplete', 2),
  faster('rule.search', 'rule.search.baseline', 2),
  faster('rule.search', 'rule.search.flexsearch', 2),
  faster('rule.search.fresh', 'rule.search.fresh.minisearch', 2),
  faster('rule.search.fresh', 'rule.search.fresh.flexsearch', 2),
  linear('engine.stack.80', 'engine.stack.20', 4),
  linear('engine.stack.160', 'engine.stack.80', 2),
];

/** The lines of the verdict, one per criterion the run measured (search quality is a note of rule.search). */
export function doneWhenLines(results: readonly BenchResult[]): string[] {
  const byName = new Map(results.map((r) => [r.name, r.summary]));
  const lines: string[] = [];
  for (const c of CRITERIA) {
    const r = c.check((name) => byName.get(name));
    if (r) lines.push(`done-when ${r.verdict.padEnd(4)} ${c.label}: ${r.figure}`);
  }
  return lines;
}

/**
 * npm run bench [-- --json] [-- --filter <substring>]
 *
 * Runs the registered benchmarks (bench/registry.ts) and prints a table of p50/p99 per op in ms,
 * ops/s and sample counts, or with --json exactly one JSON object on stdout:
 * {"<name>": {"p50_ms": n, "p99_ms": n, "ops_per_s": n, "cpu_ms"?: n, "cpu_p99_ms"?: n}, ...}. Progress
 * and extra information (notes, ratios, issue 15's done-when verdicts) go to stderr with --json. CR_FILE overrides the CR file the rules benchmarks read.
 */
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { createContext, runAll } from './harness.ts';
import type { BenchResult } from './harness.ts';
import { BENCHMARKS, selectBenchmarks } from './registry.ts';
import { crFilePath, giveEngineSubtypes } from './fixtures.ts';
import { doneWhenLines } from './done-when.ts';

const USAGE = `usage: npm run bench -- [--json] [--filter <substring>]... [--detail] [--list]
  --json              print one JSON object {"<name>": {"p50_ms", "p99_ms", "ops_per_s"}} on stdout
  --filter <text>     run only benchmarks whose name contains <text> (repeatable: any of them)
  --detail            also print p50/max per input of the table benchmarks (table mode; stderr with --json)
  --list              list the benchmark names and exit
env: CR_FILE=<path>   the Comprehensive Rules file (default ../shared/data/cr/MagicCompRules-20260925.txt)`;

/** The pairs whose p50 ratio is printed under the table: [ours, baseline]. */
const RATIOS: readonly [string, string][] = [
  ['rule.search', 'rule.search.baseline'],
  ['rule.search', 'rule.search.flexsearch'],
  // A query never searched before (its plan and boosts worked out in the op).
  ['rule.search.fresh', 'rule.search.fresh.minisearch'],
  ['rule.search.fresh', 'rule.search.fresh.flexsearch'],
  ['rule.search.index', 'rule.search.baseline.index'],
  ['cards.resolve', 'cards.resolve.fuse'],
  ['cards.resolve', 'cards.resolve.fuzzysort'],
  ['cards.resolve', 'cards.resolve.ufuzzy'],
  // The near-key index against the scan it replaced (both find the same keys).
  ['cards.resolve.none', 'cards.resolve.none.scan'],
  ['cards.near', 'cards.near.scan'],
  // The card-name spotter per question against the spotter as it was (no shared, Japanese-legend or slipped names; a scan per word).
  ['cards.spot', 'cards.spot.plain'],
  ['engine.stack.20', 'engine.stack.1'],
  ['engine.stack.80', 'engine.stack.1'],
  // Linear scaling: 4 (80 spells against 20, the fixed cost of a run mostly shared out).
  ['engine.stack.80', 'engine.stack.20'],
  // A deep stack: 2 when linear.
  ['engine.stack.160', 'engine.stack.80'],
  ['cold.cli.rule', 'cold.node'],
  ['cold.cli.ask', 'cold.node'],
];

function fmtMs(v: number): string {
  if (!Number.isFinite(v)) return '-';
  if (v >= 100) return v.toFixed(1);
  if (v >= 10) return v.toFixed(2);
  if (v >= 1) return v.toFixed(3);
  if (v >= 0.1) return v.toFixed(4);
  return v.toFixed(5);
}

function fmtOps(v: number): string {
  if (!Number.isFinite(v)) return '-';
  return v >= 100 ? Math.round(v).toLocaleString('en-US') : v.toFixed(2);
}

function table(results: readonly BenchResult[]): string {
  const head = ['name', 'p50_ms', 'p99_ms', 'cpu_ms', 'cpu_p99_ms', 'ops/s', 'samples'];
  const rows = results.map((r) => [
    r.name,
    fmtMs(r.summary.p50_ms),
    fmtMs(r.summary.p99_ms),
    fmtMs(r.summary.cpu_ms ?? Number.NaN),
    fmtMs(r.summary.cpu_p99_ms ?? Number.NaN),
    fmtOps(r.summary.ops_per_s),
    String(r.summary.samples),
  ]);
  const widths = head.map((h, c) => Math.max(h.length, ...rows.map((row) => row[c]!.length)));
  const line = (cells: string[]): string => cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

function ratioLines(results: readonly BenchResult[]): string[] {
  const byName = new Map(results.map((r) => [r.name, r.summary]));
  const out: string[] = [];
  for (const [ours, base] of RATIOS) {
    const a = byName.get(ours);
    const b = byName.get(base);
    if (!a || !b) continue;
    const ratio = a.p50_ms / b.p50_ms;
    const verdict = ratio <= 1 ? `${(1 / ratio).toFixed(2)}× faster` : `${ratio.toFixed(2)}× slower`;
    const r99 = a.p99_ms / b.p99_ms;
    const cpu = a.cpu_ms !== undefined && b.cpu_ms !== undefined && Number.isFinite(a.cpu_ms / b.cpu_ms) ? `, cpu ${(a.cpu_ms / b.cpu_ms).toFixed(3)}` : '';
    out.push(`${ours} / ${base}: p50 ${ratio.toFixed(3)} (ours ${verdict}), p99 ${r99.toFixed(3)}${cpu}`);
  }
  return out;
}

function detailLines(results: readonly BenchResult[]): string[] {
  const out: string[] = [];
  for (const r of results) {
    if (!r.perInput) continue;
    out.push('', `${r.name} per input (p50 / max ms, samples):`);
    const width = Math.min(60, Math.max(...r.perInput.map((p) => p.label.length)));
    for (const { label, summary } of r.perInput) {
      out.push(`  ${label.slice(0, 60).padEnd(width)}  ${fmtMs(summary.p50_ms).padStart(8)}  ${fmtMs(summary.max_ms).padStart(8)}  ${String(summary.samples).padStart(5)}`);
    }
  }
  return out;
}

const round = (v: number, digits: number): number => (Number.isFinite(v) ? Number(v.toFixed(digits)) : v);

async function main(): Promise<number> {
  let values: { json?: boolean; filter?: string[]; detail?: boolean; list?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        json: { type: 'boolean' },
        filter: { type: 'string', multiple: true },
        detail: { type: 'boolean' },
        list: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: false,
    }));
  } catch (e) {
    console.error(`${e instanceof Error ? e.message : String(e)}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.error(USAGE);
    return 0;
  }
  if (values.list) {
    for (const d of BENCHMARKS) console.error(`${d.name.padEnd(28)} ${d.description}`);
    return 0;
  }
  const json = values.json === true;
  const defs = selectBenchmarks(values.filter ?? []);
  if (defs.length === 0) {
    console.error(`no benchmark matches ${(values.filter ?? []).map((f) => JSON.stringify(f)).join(', ')}; known: ${BENCHMARKS.map((d) => d.name).join(', ')}`);
    return 1;
  }

  const info: string[] = [];
  const ctx = createContext((line) => info.push(line));
  // The engine and the card compiler read the CR's subtype lists, as services.ts gives them when the rules load.
  giveEngineSubtypes(ctx);
  const started = Date.now();
  const load = (): string => loadavg().map((l) => l.toFixed(2)).join(' ');
  const loadBefore = load();
  console.error(`bench: ${defs.length} benchmark(s), CR ${crFilePath()}, node ${process.version}, ${availableParallelism()} cores, load ${loadBefore}`);
  const results = await runAll(defs, ctx, {
    before: (def) => process.stderr.write(`  ${def.name} … `),
    after: (r) => process.stderr.write(`p50 ${fmtMs(r.summary.p50_ms)} ms (${r.summary.samples} samples)\n`),
  });
  const elapsed = ((Date.now() - started) / 1000).toFixed(1);

  const extra = [
    `machine: ${availableParallelism()} cores; load average (1, 5, 15 min) ${loadBefore} at the start, ${load()} at the end`,
    ...info,
    ...results.flatMap((r) => r.notes),
    ...ratioLines(results),
    ...doneWhenLines(results),
    `total run ${elapsed} s`,
  ];
  if (values.detail) extra.push(...detailLines(results));
  if (json) {
    const out: Record<string, { p50_ms: number; p99_ms: number; ops_per_s: number; cpu_ms?: number; cpu_p99_ms?: number }> = {};
    for (const r of results) {
      out[r.name] = { p50_ms: round(r.summary.p50_ms, 6), p99_ms: round(r.summary.p99_ms, 6), ops_per_s: round(r.summary.ops_per_s, 2) };
      if (r.summary.cpu_ms !== undefined && Number.isFinite(r.summary.cpu_ms)) out[r.name]!.cpu_ms = round(r.summary.cpu_ms, 6);
      if (r.summary.cpu_p99_ms !== undefined && Number.isFinite(r.summary.cpu_p99_ms)) out[r.name]!.cpu_p99_ms = round(r.summary.cpu_p99_ms, 6);
    }
    for (const line of extra) console.error(line);
    process.stdout.write(`${JSON.stringify(out)}\n`);
  } else {
    console.log(`\n${table(results)}\n`);
    for (const line of extra) console.log(line);
  }
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    console.error(`bench failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    process.exitCode = 1;
  },
);

/**
 * The benchmark harness: named benchmark definitions (a setup outside the timed part and an op
 * that is timed), a sampler that times every op on its own with process.hrtime.bigint, and the
 * summary figures (nearest-rank p50/p99 in ms, ops/s = samples / total measured seconds).
 */
import { collectGarbage, collectYoung } from './gc.ts';

/** What one benchmark times, prepared by its setup. */
export interface BenchCase {
  /**
   * One operation. `i` counts ops from 0 (warm-up and measured ops alike), so a benchmark over a
   * table of inputs uses `table[i % table.length]`. The return value is kept so it can't be optimised away.
   */
  op: (i: number) => unknown;
  /**
   * Instead of `op`, an asynchronous operation (card lookups, the worker pool): each sample is
   * timed from the call until its promise settles, one at a time, so samples never overlap.
   */
  asyncOp?: (i: number) => Promise<unknown>;
  /**
   * Ops per pass over the benchmark's input table (1 when there is no table). Sampling stops only
   * at the end of a pass, so every input is measured equally often.
   */
  cycle?: number;
  /** A label per input of the table (length `cycle`), for the per-input breakdown (--detail). */
  labels?: readonly string[];
  /** Lines worth showing next to the figures (result checks, sizes); printed after the table. */
  notes?: string[];
}

export interface SamplingOptions {
  /** Warm-up runs at least this many passes over the table … */
  warmupCycles: number;
  /** … and keeps going for this long … */
  warmupMs: number;
  /** … but never more than this many ops (rounded up to whole passes). */
  warmupMaxOps: number;
  /** Measuring stops after this many samples (rounded up to whole passes) … */
  maxSamples: number;
  /** … or once this much time was spent and there are at least `minSamples` samples … */
  minTimeMs: number;
  minSamples: number;
  /** … or, whatever the count, after this long (a guard for a slow machine). */
  maxTimeMs: number;
}

export const DEFAULT_SAMPLING: SamplingOptions = {
  warmupCycles: 1,
  warmupMs: 150,
  warmupMaxOps: 5_000,
  maxSamples: 20_000,
  minTimeMs: 1_500,
  minSamples: 200,
  maxTimeMs: 4_000,
};

/** Shared, lazily built fixtures (the CR bytes, the parsed document, the knowledge …). */
export interface BenchContext {
  /** A fixture built once per run and shared by every benchmark that asks for it under that key. */
  shared<T>(key: string, build: () => T): T;
  /** Extra information for the table (stderr with --json), e.g. memory figures. */
  info(line: string): void;
}

export interface BenchDefinition {
  /** Dotted name reported in the table and the JSON ("rule.search", later "engine.layers" …). */
  name: string;
  description: string;
  setup: (ctx: BenchContext) => BenchCase | Promise<BenchCase>;
  sampling?: Partial<SamplingOptions>;
  /**
   * Instead of an op to sample, a benchmark that measures itself (whole processes: a few long
   * samples each, with the child's own CPU time) and returns its results; `setup` is not called.
   */
  run?: (ctx: BenchContext) => Promise<BenchResult[]>;
  /**
   * Other names measured by the same setup, interleaved with this one (see GroupCase): a baseline
   * and what it is compared with are timed turn about, input by input, under the same load.
   */
  group?: readonly string[];
}

/**
 * Ops measured interleaved: for each input of the table, every op in turn (the order rotating from
 * one input to the next), so a change in the machine's load falls on all of them alike. `ops[0]`
 * is the definition's own name, then `group` in order.
 */
export interface GroupCase {
  ops: readonly ((i: number) => unknown)[];
  /** Set when the ops are asynchronous (each sample is awaited before the next starts). */
  async?: boolean;
  /**
   * A full collection before every measured op, outside its timing: an op that leaves much garbage
   * (a long engine run) would otherwise have its collection paid by whichever op runs next.
   */
  settle?: boolean;
  /**
   * The young generation collected before every measured op (every member alike), untimed: a baseline's short-lived
   * garbage (fuse.js scanning every name) would otherwise be scavenged in whichever op runs next, often ours. An op
   * still pays for what its own allocations make collect; far cheaper than `settle` (a scavenge, not a full collection).
   */
  nursery?: boolean;
  cycle?: number;
  labels?: readonly string[];
  notes?: string[];
}

/** Summary figures of one benchmark. */
export interface Summary {
  samples: number;
  p50_ms: number;
  p99_ms: number;
  mean_ms: number;
  min_ms: number;
  max_ms: number;
  total_ms: number;
  ops_per_s: number;
  /** CPU time (user + system, the whole process) per op when measured: the mean, or in an interleaved group the median. */
  cpu_ms?: number;
  /**
   * The 99th percentile of each op's own CPU time (user + system of the process, read just outside
   * the op's timing), when measured per op: unlike p99_ms, time the op spent waiting for a core on
   * a loaded machine is not in it, so a slow tail of the op itself shows apart from preemption.
   */
  cpu_p99_ms?: number;
}

/** The p99 of per-op CPU times given in nanoseconds, in ms. */
export function cpuP99(cpuNs: Float64Array): number {
  return cpuNs.length > 0 ? percentile(Float64Array.from(cpuNs).sort(), 99) / 1e6 : Number.NaN;
}

/**
 * Nearest-rank percentile of values already sorted ascending: the smallest value such that at
 * least p% of the values are ≤ it, i.e. sorted[ceil(p/100 · n) - 1] (and sorted[0] for p = 0).
 */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  const n = sorted.length;
  if (n === 0) return Number.NaN;
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile must be in [0, 100], got ${p}`);
  const rank = Math.max(1, Math.ceil((p / 100) * n));
  return sorted[Math.min(n, rank) - 1]!;
}

/** Summary of op durations given in nanoseconds (any order). */
export function summarize(durationsNs: ArrayLike<number>): Summary {
  const sorted = Float64Array.from(durationsNs).sort();
  const n = sorted.length;
  let total = 0;
  for (const v of sorted) total += v;
  const ms = (ns: number): number => ns / 1e6;
  return {
    samples: n,
    p50_ms: ms(percentile(sorted, 50)),
    p99_ms: ms(percentile(sorted, 99)),
    mean_ms: n === 0 ? Number.NaN : ms(total / n),
    min_ms: n === 0 ? Number.NaN : ms(sorted[0]!),
    max_ms: n === 0 ? Number.NaN : ms(sorted[n - 1]!),
    total_ms: ms(total),
    ops_per_s: total > 0 ? n / (total / 1e9) : Number.NaN,
  };
}

/** Keeps op results reachable so the JIT can't drop the work. */
let sink: unknown;
export function blackhole(): unknown {
  return sink;
}

const roundUp = (n: number, step: number): number => Math.ceil(n / step) * step;

/** The process's CPU time (user + system) in ns. */
const cpuNowNs = (): number => {
  const c = process.cpuUsage();
  return (c.user + c.system) * 1000;
};

/** Warms the op up, then samples it; returns the raw durations (ns) and their summary. */
export function measure(bench: BenchCase, options: Partial<SamplingOptions> = {}): { durationsNs: Float64Array; summary: Summary } {
  const o = { ...DEFAULT_SAMPLING, ...options };
  const cycle = Math.max(1, Math.floor(bench.cycle ?? 1));
  const { op } = bench;
  let i = 0;

  // Warm-up: whole passes, at least warmupCycles of them and warmupMs long, capped at warmupMaxOps.
  const warmupCap = Math.max(cycle * o.warmupCycles, roundUp(o.warmupMaxOps, cycle));
  const warmStart = process.hrtime.bigint();
  const warmBudget = BigInt(Math.round(o.warmupMs * 1e6));
  while (i < warmupCap) {
    for (let k = 0; k < cycle; k++) sink = op(i++);
    if (i >= cycle * o.warmupCycles && process.hrtime.bigint() - warmStart >= warmBudget) break;
  }

  const maxSamples = roundUp(Math.max(1, o.maxSamples), cycle);
  const durations = new Float64Array(maxSamples);
  const minTime = BigInt(Math.round(o.minTimeMs * 1e6));
  const maxTime = BigInt(Math.round(o.maxTimeMs * 1e6));
  const opCpu = new Float64Array(maxSamples);
  let cpuTotalNs = 0;
  const start = process.hrtime.bigint();
  let n = 0;
  while (n < maxSamples) {
    for (let k = 0; k < cycle; k++) {
      // The CPU reading sits outside the wall timing, so the wall samples don't pay for it.
      const c0 = cpuNowNs();
      const t0 = process.hrtime.bigint();
      sink = op(i++);
      const t1 = process.hrtime.bigint();
      opCpu[n] = cpuNowNs() - c0;
      cpuTotalNs += opCpu[n]!;
      durations[n++] = Number(t1 - t0);
    }
    const elapsed = process.hrtime.bigint() - start;
    if ((elapsed >= minTime && n >= o.minSamples) || elapsed >= maxTime) break;
  }
  const durationsNs = durations.subarray(0, n);
  return { durationsNs, summary: { ...summarize(durationsNs), cpu_ms: n > 0 ? cpuTotalNs / 1e6 / n : Number.NaN, cpu_p99_ms: cpuP99(opCpu.subarray(0, n)) } };
}

/** `measure` for an asynchronous op: the same warm-up, sampling and stopping rules. */
export async function measureAsync(
  op: (i: number) => Promise<unknown>,
  cycleOf: number | undefined,
  options: Partial<SamplingOptions> = {},
): Promise<{ durationsNs: Float64Array; summary: Summary }> {
  const o = { ...DEFAULT_SAMPLING, ...options };
  const cycle = Math.max(1, Math.floor(cycleOf ?? 1));
  let i = 0;
  const warmupCap = Math.max(cycle * o.warmupCycles, roundUp(o.warmupMaxOps, cycle));
  const warmStart = process.hrtime.bigint();
  const warmBudget = BigInt(Math.round(o.warmupMs * 1e6));
  while (i < warmupCap) {
    for (let k = 0; k < cycle; k++) sink = await op(i++);
    if (i >= cycle * o.warmupCycles && process.hrtime.bigint() - warmStart >= warmBudget) break;
  }
  const maxSamples = roundUp(Math.max(1, o.maxSamples), cycle);
  const durations = new Float64Array(maxSamples);
  const minTime = BigInt(Math.round(o.minTimeMs * 1e6));
  const maxTime = BigInt(Math.round(o.maxTimeMs * 1e6));
  const opCpu = new Float64Array(maxSamples);
  let cpuTotalNs = 0;
  const start = process.hrtime.bigint();
  let n = 0;
  while (n < maxSamples) {
    for (let k = 0; k < cycle; k++) {
      const c0 = process.cpuUsage();
      const t0 = process.hrtime.bigint();
      sink = await op(i++);
      const t1 = process.hrtime.bigint();
      const c = process.cpuUsage(c0);
      opCpu[n] = (c.user + c.system) * 1000;
      cpuTotalNs += opCpu[n]!;
      durations[n++] = Number(t1 - t0);
    }
    const elapsed = process.hrtime.bigint() - start;
    if ((elapsed >= minTime && n >= o.minSamples) || elapsed >= maxTime) break;
  }
  const durationsNs = durations.subarray(0, n);
  return { durationsNs, summary: { ...summarize(durationsNs), cpu_ms: n > 0 ? cpuTotalNs / 1e6 / n : Number.NaN, cpu_p99_ms: cpuP99(opCpu.subarray(0, n)) } };
}

/**
 * The orders a group's ops run in, one per sample, so that each op runs right after each other op
 * equally often. A plain rotation does not: with three ops, the first runs after the third in two
 * rounds of three, so whatever the third leaves behind (garbage, a cold cache) is charged mostly to
 * the first. A Williams design is balanced this way: its first row is 0, 1, n-1, 2, n-2, …, each next
 * row adds 1 to every entry (mod n), and for an odd n the reversed rows are added.
 */
export function balancedOrders(n: number): number[][] {
  if (n <= 1) return [[0].slice(0, n)];
  const first: number[] = [0];
  for (let k = 1, low = 1, high = n - 1; k < n; k++) first.push(k % 2 === 1 ? low++ : high--);
  const rows = Array.from({ length: n }, (_, s) => first.map((x) => (x + s) % n));
  return n % 2 === 0 ? rows : [...rows, ...rows.map((r) => [...r].reverse())];
}

/** Measures the ops of a group interleaved; returns each op's durations and summary (with the median CPU per op). */
export async function measureGroup(g: GroupCase, options: Partial<SamplingOptions> = {}): Promise<Summary[]> {
  const o = { ...DEFAULT_SAMPLING, ...options };
  const cycle = Math.max(1, Math.floor(g.cycle ?? 1));
  const n = g.ops.length;
  const run = async (j: number, i: number): Promise<[number, number]> => {
    const c0 = cpuNowNs();
    const t0 = process.hrtime.bigint();
    const r = g.ops[j]!(i);
    sink = g.async ? await r : r;
    const t1 = process.hrtime.bigint();
    return [Number(t1 - t0), cpuNowNs() - c0];
  };
  let i = 0;
  const warmStart = process.hrtime.bigint();
  const warmBudget = BigInt(Math.round(o.warmupMs * 1e6));
  const warmupCap = Math.max(cycle * o.warmupCycles, roundUp(o.warmupMaxOps, cycle));
  while (i < warmupCap) {
    for (let k = 0; k < cycle; k++, i++) for (let j = 0; j < n; j++) await run(j, i);
    if (i >= cycle * o.warmupCycles && process.hrtime.bigint() - warmStart >= warmBudget) break;
  }
  const maxSamples = roundUp(Math.max(1, o.maxSamples), cycle);
  const wall = Array.from({ length: n }, () => new Float64Array(maxSamples));
  const cpu = Array.from({ length: n }, () => new Float64Array(maxSamples));
  const start = process.hrtime.bigint();
  const minTime = BigInt(Math.round(o.minTimeMs * 1e6)) * BigInt(n);
  const maxTime = BigInt(Math.round(o.maxTimeMs * 1e6)) * BigInt(n);
  const orders = balancedOrders(n);
  let taken = 0;
  while (taken < maxSamples) {
    for (let k = 0; k < cycle; k++, i++, taken++) {
      const order = orders[taken % orders.length]!;
      for (let step = 0; step < n; step++) {
        const j = order[step]!;
        if (g.settle) collectGarbage();
        else if (g.nursery) collectYoung();
        const [ns, cpuNs] = await run(j, i);
        wall[j]![taken] = ns;
        cpu[j]![taken] = cpuNs;
      }
    }
    const elapsed = process.hrtime.bigint() - start;
    if ((elapsed >= minTime && taken >= o.minSamples) || elapsed >= maxTime) break;
  }
  // The median CPU, like p50: one op that met a collection or a busy moment doesn't move it.
  return wall.map((w, j) => ({
    ...summarize(w.subarray(0, taken)),
    cpu_ms: taken > 0 ? percentile(cpu[j]!.subarray(0, taken).sort(), 50) / 1e6 : Number.NaN,
    cpu_p99_ms: cpuP99(cpu[j]!.subarray(0, taken)),
  }));
}

export interface BenchResult {
  name: string;
  summary: Summary;
  notes: string[];
  /** Per-input summaries, when the case labels its inputs. */
  perInput?: { label: string; summary: Summary }[];
}

/**
 * Splits samples by input: sample k was taken on input k % cycle, since warm-up and measuring
 * both run whole passes over the table.
 */
export function splitByInput(durationsNs: ArrayLike<number>, labels: readonly string[]): { label: string; summary: Summary }[] {
  const cycle = labels.length;
  return labels.map((label, slot) => {
    const mine: number[] = [];
    for (let k = slot; k < durationsNs.length; k += cycle) mine.push(durationsNs[k]!);
    return { label, summary: summarize(mine) };
  });
}

/** Runs definitions one after the other, each set up just before it is measured. */
export async function runAll(
  defs: readonly BenchDefinition[],
  ctx: BenchContext,
  hooks: { before?: (def: BenchDefinition) => void; after?: (result: BenchResult) => void } = {},
): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  for (const def of defs) {
    hooks.before?.(def);
    if (def.run) {
      for (const result of await def.run(ctx)) {
        results.push(result);
        hooks.after?.(result);
      }
      continue;
    }
    if (def.group) {
      const g = (await def.setup(ctx)) as unknown as GroupCase;
      collectGarbage();
      const summaries = await measureGroup(g, def.sampling);
      [def.name, ...def.group].forEach((name, j) => {
        const result: BenchResult = { name, summary: summaries[j]!, notes: j === 0 ? (g.notes ?? []) : [] };
        results.push(result);
        hooks.after?.(result);
      });
      continue;
    }
    const bench = await def.setup(ctx);
    // Start every benchmark without garbage left by its setup or by the one before.
    collectGarbage();
    const { durationsNs, summary } = bench.asyncOp ? await measureAsync(bench.asyncOp, bench.cycle, def.sampling) : measure(bench, def.sampling);
    const result: BenchResult = { name: def.name, summary, notes: bench.notes ?? [] };
    if (bench.labels && bench.labels.length === Math.max(1, Math.floor(bench.cycle ?? 1))) result.perInput = splitByInput(durationsNs, bench.labels);
    results.push(result);
    hooks.after?.(result);
  }
  return results;
}

/** A context whose shared fixtures live as long as it does; info lines go to `info`. */
export function createContext(info: (line: string) => void): BenchContext {
  const cache = new Map<string, unknown>();
  return {
    shared<T>(key: string, build: () => T): T {
      if (!cache.has(key)) cache.set(key, build());
      return cache.get(key) as T;
    },
    info,
  };
}

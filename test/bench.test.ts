/** The bench harness's figures on known inputs (no timing assertions) and the benchmark registry. */
import { describe, expect, it } from 'vitest';
import { balancedOrders, measure, measureAsync, measureGroup, percentile, splitByInput, summarize } from '../src/bench/harness.ts';
import type { BenchResult, Summary } from '../src/bench/harness.ts';
import { doneWhenLines } from '../src/bench/done-when.ts';
import { BENCHMARKS, selectBenchmarks } from '../src/bench/registry.ts';
import { startCommand } from '../src/bench/process.ts';
import { ROOT } from '../src/core/paths.ts';
import { HEAP_FLAGS } from '../src/discord/shards.ts';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

describe('percentile (nearest rank)', () => {
  const sorted = [15, 20, 35, 40, 50];

  it('takes the value at rank ceil(p/100 · n)', () => {
    expect(percentile(sorted, 5)).toBe(15);
    expect(percentile(sorted, 30)).toBe(20);
    expect(percentile(sorted, 40)).toBe(20);
    expect(percentile(sorted, 50)).toBe(35);
    expect(percentile(sorted, 99)).toBe(50);
    expect(percentile(sorted, 100)).toBe(50);
    expect(percentile(sorted, 0)).toBe(15);
  });

  it('on 1..100 the p50 is 50 and the p99 is 99; on 1..1000 the p99 is 990', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 99)).toBe(99);
    const thousand = Array.from({ length: 1000 }, (_, i) => i + 1);
    expect(percentile(thousand, 99)).toBe(990);
  });

  it('handles one value, no values, and rejects a p outside [0, 100]', () => {
    expect(percentile([7], 50)).toBe(7);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
    expect(() => percentile(sorted, 101)).toThrow(RangeError);
    expect(() => percentile(sorted, -1)).toThrow(RangeError);
  });
});

describe('summarize', () => {
  it('reports ms figures and ops/s from nanosecond durations in any order', () => {
    // 1 ms … 10 ms, shuffled.
    const ns = [3, 10, 1, 7, 5, 2, 9, 4, 8, 6].map((ms) => ms * 1e6);
    const s = summarize(ns);
    expect(s.samples).toBe(10);
    expect(s.p50_ms).toBe(5);
    expect(s.p99_ms).toBe(10);
    expect(s.min_ms).toBe(1);
    expect(s.max_ms).toBe(10);
    expect(s.mean_ms).toBeCloseTo(5.5, 10);
    expect(s.total_ms).toBeCloseTo(55, 10);
    // 10 samples in 55 ms of measured time.
    expect(s.ops_per_s).toBeCloseTo(10 / 0.055, 6);
  });

  it('has a p99 above the p50 when the tail is slow', () => {
    const ns = [...Array.from({ length: 98 }, () => 1e6), 50e6, 80e6];
    const s = summarize(ns);
    expect(s.p50_ms).toBe(1);
    expect(s.p99_ms).toBe(50);
    expect(s.max_ms).toBe(80);
  });

  it('is NaN rather than throwing when there are no samples', () => {
    const s = summarize([]);
    expect(s.samples).toBe(0);
    expect(s.p50_ms).toBeNaN();
    expect(s.ops_per_s).toBeNaN();
  });
});

describe('measure', () => {
  it('samples whole passes over the table, in table order', () => {
    const seen: number[] = [];
    const { summary, durationsNs } = measure(
      { op: (i) => seen.push(i % 3), cycle: 3 },
      { warmupCycles: 2, warmupMs: 0, warmupMaxOps: 0, maxSamples: 10, minTimeMs: 60_000, minSamples: 1, maxTimeMs: 60_000 },
    );
    // maxSamples is rounded up to whole passes; warm-up ran two passes.
    expect(summary.samples).toBe(12);
    expect(durationsNs.length).toBe(12);
    expect(seen).toEqual(Array.from({ length: 18 }, (_, k) => k % 3));
    const split = splitByInput(durationsNs, ['a', 'b', 'c']);
    expect(split.map((x) => [x.label, x.summary.samples])).toEqual([['a', 4], ['b', 4], ['c', 4]]);
  });
});

describe('measureAsync', () => {
  it('waits for each op before timing the next, over whole passes', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const seen: number[] = [];
    const { summary } = await measureAsync(
      async (i) => {
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise((r) => setImmediate(r));
        seen.push(i % 2);
        inFlight--;
      },
      2,
      { warmupCycles: 1, warmupMs: 0, warmupMaxOps: 0, maxSamples: 5, minTimeMs: 60_000, minSamples: 1, maxTimeMs: 60_000 },
    );
    expect(summary.samples).toBe(6);
    expect(maxInFlight).toBe(1);
    expect(seen).toEqual([0, 1, 0, 1, 0, 1, 0, 1]);
  });
});

describe('measureGroup', () => {
  /** Spends `ms` of this process's CPU time (not wall time: the machine's load doesn't change it). */
  const burnCpu = (ms: number): void => {
    const start = process.cpuUsage();
    for (;;) {
      const c = process.cpuUsage(start);
      if (c.user + c.system >= ms * 1000) return;
    }
  };

  it.each([{ settle: false }, { settle: true }])('takes each op in turn, in balanced orders, as often as the others (settle $settle)', async ({ settle }) => {
    const calls: string[] = [];
    const ops = ['a', 'b', 'c'].map((name) => () => calls.push(name));
    const summaries = await measureGroup({ ops, settle }, { warmupCycles: 0, warmupMs: 0, warmupMaxOps: 0, maxSamples: 6, minSamples: 1, minTimeMs: 60_000, maxTimeMs: 60_000 });
    expect(summaries.map((s) => s.samples)).toEqual([6, 6, 6]);
    expect(calls.join('')).toBe('abcbcacabcbaacbbac');
  });

  // A rotation of three ops runs the first after the third twice as often as after the second, and
  // the bench once charged FlexSearch's garbage to the op after it that way.
  it.each([2, 3, 4, 5, 6, 7, 8])('runs each op right after each other op equally often (%i ops)', (n) => {
    const orders = balancedOrders(n);
    const after = new Map<string, number>();
    for (const order of orders) {
      expect([...order].sort((x, y) => x - y)).toEqual(Array.from({ length: n }, (_, k) => k));
      for (let k = 1; k < n; k++) after.set(`${order[k - 1]}>${order[k]}`, (after.get(`${order[k - 1]}>${order[k]}`) ?? 0) + 1);
    }
    expect(after.size).toBe(n * (n - 1));
    expect(new Set(after.values()).size).toBe(1);
  });

  it('reports the median CPU per op: one op that met a busy moment does not move it', async () => {
    let calls = 0;
    const ops = [() => (calls++ === 0 ? burnCpu(60) : undefined)];
    const [s] = await measureGroup({ ops }, { warmupCycles: 0, warmupMs: 0, warmupMaxOps: 0, maxSamples: 3, minSamples: 1, minTimeMs: 60_000, maxTimeMs: 60_000 });
    expect(s?.samples).toBe(3);
    // The mean would be over 20 ms.
    expect(s?.cpu_ms).toBeLessThan(15);
  });
});

describe('registry', () => {
  // A definition measures its own name and, interleaved with it, the names of its group.
  const names = BENCHMARKS.flatMap((d) => [d.name, ...(d.group ?? [])]);

  it('has the rules benchmarks, each name once', () => {
    for (const name of ['cr.parse', 'rule.lookup', 'rule.search', 'rule.search.baseline', 'rule.search.flexsearch', 'rule.autocomplete']) expect(names).toContain(name);
    expect(names).toContain('rule.search.index');
    expect(names).toContain('rule.search.baseline.index');
    expect(new Set(names).size).toBe(names.length);
  });

  it('has the card compiler figures: cards compiled per second and the catalog load time', () => {
    for (const name of ['cards.compile', 'cards.compile.load']) expect(names).toContain(name);
  });

  it("has the user's view of /ask: questions naming cards through the worker pool, and whole processes", () => {
    for (const name of ['ask.cards', 'cold.cli', 'cold.bot', 'rss.bot']) expect(names).toContain(name);
  });

  it('filters by substring', () => {
    // rule.search.baseline is measured in rule.search's group: asking for it runs the group.
    expect(selectBenchmarks(['baseline']).map((d) => d.name)).toEqual(['rule.search', 'rule.search.baseline.index']);
    expect(selectBenchmarks(['flexsearch']).map((d) => d.name)).toEqual(['rule.search', 'rule.search.fresh']);
    // A query never searched before is compared in a group of its own, with both baselines.
    expect(BENCHMARKS.find((d) => d.name === 'rule.search.fresh')?.group).toEqual(['rule.search.fresh.minisearch', 'rule.search.fresh.flexsearch']);
    expect(selectBenchmarks([]).length).toBe(BENCHMARKS.length);
    expect(selectBenchmarks(['no-such-benchmark'])).toEqual([]);
  });
});

describe('startCommand: the CLI as npm run cli starts it', () => {
  const script = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts['cli']!;

  // A cold question's start-up keeps much of what it builds (the catalog, the CR, the tokeniser):
  // with V8's default young generation (growing to 2 x 16 MB) each of it is copied at a larger
  // semi-space, and the pages touched stay resident; 4 MB as in npm start (issue 15 §2).
  it('npm run cli keeps V8 young generation small, with a flag this Node knows', () => {
    const { flags, env } = startCommand(script, {});
    expect(flags).toEqual(['--max-semi-space-size=4']);
    expect(env).toEqual({});
    const options = spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).stdout;
    expect(options).toMatch(/--max-semi-space-size/);
  });
});

describe('startCommand: the bench starts the bot as npm start does', () => {
  const script = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts['start']!;

  it("npm start caps glibc's malloc arenas at 2 and fixes its mmap threshold at 128 KiB unless they are set, and keeps V8's young generation small", () => {
    expect(startCommand(script, {})).toEqual({ flags: ['--max-semi-space-size=4', '--heap-growing-percent=30'], env: { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' } });
    // A value the operator set stays (the script's ${NAME:-default}).
    expect(startCommand(script, { MALLOC_ARENA_MAX: '8' }).env).toEqual({ MALLOC_ARENA_MAX: '8', MALLOC_MMAP_THRESHOLD_: '131072' });
    expect(startCommand(script, { MALLOC_MMAP_THRESHOLD_: '65536' }).env).toEqual({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '65536' });
  });

  // V8 sets the old generation's next limit at up to 4x what survived the last full collection;
  // the bot's live heap is flat after its first answers (heap snapshots of the rss.bot mix), so what
  // grew past it was garbage kept resident until then (issue 15 §4). Node accepts an unknown V8
  // flag on the command line without a word, so the name is checked against this Node's list.
  it('npm start bounds how far the heap grows past its live size, with a flag this Node knows', () => {
    const growth = startCommand(script, {}).flags.find((f) => f.startsWith('--heap-growing-percent='));
    expect(growth).toBeDefined();
    const percent = Number(growth!.split('=')[1]);
    expect(percent).toBeGreaterThan(0);
    expect(percent).toBeLessThanOrEqual(30);
    const options = spawnSync(process.execPath, ['--v8-options'], { encoding: 'utf8' }).stdout;
    expect(options).toContain('  --heap-growing-percent (');
    // Shard processes get the same heap settings as the manager (src/discord/shards.ts).
    for (const flag of startCommand(script, {}).flags) expect(HEAP_FLAGS.some((f) => flag.startsWith(f))).toBe(true);
  });

  it.each([
    ['exec node --a=1 src/build/launch.mjs main', {}, { flags: ['--a=1'], env: {} }],
    ['X=1 Y=${Y:-two} exec node --b src/build/launch.mjs main', {}, { flags: ['--b'], env: { X: '1', Y: 'two' } }],
    ['X=1 Y=${Y:-two} exec node --b src/build/launch.mjs main', { Y: 'set', X: 'ignored' }, { flags: ['--b'], env: { X: '1', Y: 'set' } }],
    ['Z=${OTHER:-d} exec node src/build/launch.mjs main', { OTHER: 'o' }, { flags: [], env: { Z: 'o' } }],
  ])('%s with %o', (s, env, expected) => {
    expect(startCommand(s, env)).toEqual(expected);
  });
});

describe('per-op CPU p99', () => {
  const burn = (ms: number): void => {
    const c0 = process.cpuUsage();
    for (;;) {
      const c = process.cpuUsage(c0);
      if (c.user + c.system >= ms * 1000) return;
    }
  };

  it('measure and measureGroup report the p99 of each op’s own CPU time, at most the largest op’s', async () => {
    let calls = 0;
    const op = (): unknown => (calls++ % 50 === 0 ? burn(5) : undefined);
    const options = { warmupCycles: 0, warmupMs: 0, warmupMaxOps: 0, maxSamples: 100, minSamples: 100, minTimeMs: 60_000, maxTimeMs: 60_000 };
    const single = measure({ op }, options).summary;
    const [grouped] = await measureGroup({ ops: [op] }, options);
    for (const s of [single, grouped!]) {
      expect(s.samples).toBe(100);
      expect(s.cpu_p99_ms).toBeGreaterThanOrEqual(0);
      // Two of the hundred ops burn CPU: the 99th percentile is one of them, the median and the mean are not.
      expect(s.cpu_p99_ms!).toBeGreaterThan(s.cpu_ms!);
    }
  });
});

describe('done-when lines', () => {
  const result = (name: string, p50: number, p99: number, extra: Partial<Summary> = {}): BenchResult => ({
    name,
    notes: [],
    summary: { samples: 1, p50_ms: p50, p99_ms: p99, mean_ms: p50, min_ms: p50, max_ms: p99, total_ms: p50, ops_per_s: 1, ...extra },
  });

  it('names each criterion the run measured with pass or FAIL, and leaves out those it did not', () => {
    const lines = doneWhenLines([
      result('cold.cli.rule', 900, 1_100, { cpu_ms: 400 }),
      result('cold.node', 40, 50),
      result('cards.resolve', 0.05, 3, { cpu_p99_ms: 0.4 }),
      result('rule.search', 0.02, 0.1),
      result('rule.search.flexsearch', 0.05, 0.15),
      result('engine.stack.80', 40, 50),
      result('engine.stack.20', 10, 12),
    ]);
    expect(lines.find((l) => l.includes('cold.cli.rule ≤'))).toMatch(/^done-when pass /);
    expect(lines.find((l) => l.includes('cards.resolve p99'))).toMatch(/^done-when FAIL .*cpu p99 within/);
    // 1.5× at p99 is short of 2×.
    expect(lines.find((l) => l.includes('rule.search ≥ 2× rule.search.flexsearch'))).toMatch(/^done-when FAIL /);
    expect(lines.find((l) => l.includes('engine.stack.80 / engine.stack.20'))).toMatch(/^done-when pass /);
    expect(lines.some((l) => l.includes('cold.cli.ask'))).toBe(false);
    expect(lines.some((l) => l.includes('rss.bot'))).toBe(false);
  });
});

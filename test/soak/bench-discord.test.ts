/**
 * The discord.* benchmarks (src/bench/discord.ts) run end to end with tiny sampling: the host
 * worker starts the fake Discord and the real client, every op waits for a real answer (an error
 * reply would fail the run), and the figures come out per interaction. No timing assertions.
 */
import { describe, expect, it } from 'vitest';
import { createContext, runAll } from '../../src/bench/harness.ts';
import { discordBenchmarks } from '../../src/bench/discord.ts';
import { LOAD_KINDS } from '../../src/bench/discord-load.ts';
import { BENCHMARKS } from '../../src/bench/registry.ts';

const TINY = { warmupCycles: 1, warmupMs: 0, warmupMaxOps: 0, maxSamples: 12, minTimeMs: 60_000, minSamples: 1, maxTimeMs: 60_000 };

describe('discord benchmarks', () => {
  it('are registered under the names issue 7 asks for', () => {
    const names = BENCHMARKS.map((d) => d.name);
    expect(names).toContain('discord.e2e');
    expect(names).toContain('discord.throughput');
  });

  it('GIVEN tiny sampling THEN both run through the real client and report every interaction kind', async () => {
    const defs = discordBenchmarks.map((d) => ({ ...d, sampling: TINY }));
    const results = await runAll(defs, createContext(() => undefined));
    const [e2e, throughput] = results;
    // e2e samples whole passes over its mix: 12 rounded up to a multiple of the mix's size.
    const kinds = LOAD_KINDS.e2e.length;
    expect(e2e?.summary.samples).toBe(Math.ceil(12 / kinds) * kinds);
    expect(e2e?.perInput?.map((p) => p.label)).toEqual(LOAD_KINDS.e2e.map((k) => k.label));
    expect(e2e?.summary.p50_ms).toBeGreaterThan(0);
    expect(throughput?.summary.samples).toBe(12);
    expect(throughput?.summary.ops_per_s).toBeGreaterThan(0);
    expect(throughput?.notes.join(' ')).toContain('in flight');
  }, 90_000);
});

/** The bench's per-op CPU clock and young-generation collection (no timing assertions). */
import { describe, expect, it } from 'vitest';
import { opCpuClock } from '../src/bench/thread-cpu.ts';
import { collectYoung } from '../src/bench/gc.ts';
import { measureGroup } from '../src/bench/harness.ts';

describe('opCpuClock', () => {
  it("GIVEN work on this thread THEN the clock reads more after it than before; on Linux it is the thread's own", async () => {
    const clock = opCpuClock();
    if (process.platform === 'linux') expect(clock.source).toBe('thread');
    const before = clock.now();
    let x = 0;
    for (let i = 0; i < 5e6; i++) x += i % 7;
    expect(x).toBeGreaterThan(0);
    const after = clock.now();
    expect(Number.isFinite(before)).toBe(true);
    expect(after).toBeGreaterThan(before);
  });
});

describe('nursery', () => {
  it('GIVEN a young-generation collection THEN it runs (gc exposed at run time)', () => {
    expect(collectYoung()).toBe(true);
  });

  it('GIVEN a group with nursery THEN every op is measured as without it (samples, CPU figures)', async () => {
    const [a, b] = await measureGroup({ ops: [() => new Array(1000).fill(1), () => 'x'.repeat(100)], nursery: true }, { minSamples: 20, maxSamples: 20, warmupMaxOps: 2, minTimeMs: 0 });
    expect(a!.samples).toBe(20);
    expect(b!.samples).toBe(20);
    expect(Number.isFinite(a!.cpu_p99_ms)).toBe(true);
  });
});

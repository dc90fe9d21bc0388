/** The bench's young-generation collection between ops (no timing assertions). */
import { describe, expect, it } from 'vitest';
import { collectYoung } from '../src/bench/gc.ts';
import { measureGroup } from '../src/bench/harness.ts';

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

/**
 * Issue 17 §5: a job whose input can't be handed to a worker (a value structured clone refuses, a
 * structure nested deeper than the clone can follow) fails alone with `unsendable`; the pool, its
 * worker and the process go on. The bad jobs are queued while the worker starts, so they are
 * dispatched from the pool's own message handler — the path that used to throw into the event loop.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { WorkerPool } from '../../src/workers/pool.ts';
import { limitErrorToAppError } from '../../src/workers/messages.ts';
import { createEnginePool } from '../../src/workers/engine-pool.ts';
import type { EnginePool } from '../../src/workers/engine-pool.ts';
import type { TestJob } from './fixtures/pathological-worker.ts';

const ENTRY = new URL('./fixtures/pathological-worker.ts', import.meta.url);
const pools: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

function deep(levels: number): unknown {
  let v: unknown = 'bottom';
  for (let i = 0; i < levels; i++) v = { next: v };
  return v;
}

const echo = (value: unknown): TestJob => ({ kind: 'echo', value: value as string });

describe('WorkerPool: a job that cannot be sent', () => {
  it('GIVEN an uncloneable job and a very deep one queued behind good ones THEN only they fail, with `unsendable`', async () => {
    const p = new WorkerPool<TestJob, unknown>({ entry: ENTRY, size: 1, timeoutMs: 20_000, memoryMb: 64 });
    pools.push(p);
    const results = await Promise.all([
      p.run(echo('first')),
      p.run(echo(() => 1)),
      p.run(echo(deep(200_000))),
      p.run(echo('last')),
    ]);
    expect(results.map((r) => (r.ok ? (r.value as { echo: string }).echo : r.error.code))).toEqual(['first', 'unsendable', 'unsendable', 'last']);
    const bad = results[1]!;
    expect(bad.ok ? '' : bad.error.detail).toMatch(/could not be sent/);
    // The same worker still answers.
    expect(await p.run(echo('after'))).toMatchObject({ ok: true, value: { echo: 'after' } });
  }, 60_000);

  it('GIVEN a bad job sent straight to a ready worker THEN it fails alone and the next job is answered', async () => {
    const p = new WorkerPool<TestJob, unknown>({ entry: ENTRY, size: 1, timeoutMs: 20_000, memoryMb: 64 });
    pools.push(p);
    expect(await p.run(echo('warm'))).toMatchObject({ ok: true });
    expect(await p.run(echo(Symbol('not data')))).toMatchObject({ ok: false, error: { code: 'unsendable' } });
    expect(await p.run(echo('next'))).toMatchObject({ ok: true, value: { echo: 'next' } });
  }, 60_000);
});

describe('the engine pool: a Scenario that cannot be sent', () => {
  it('GIVEN a scenario value holding a function THEN a clear reply with an error id, and the pool keeps running scenarios', async () => {
    const pool: EnginePool = createEnginePool({ size: 1, timeoutMs: 20_000, memoryMb: 128 });
    pools.push(pool);
    const bad = await pool.run({ players: [{ id: 'A' }, { id: 'B' }], objects: [{ name: Object }] });
    expect(bad.ok).toBe(false);
    if (bad.ok || bad.error.kind !== 'limit') throw new Error('expected a pool error');
    expect(bad.error.code).toBe('unsendable');
    for (const lang of ['en', 'ja'] as const) {
      const e = limitErrorToAppError(bad.error, lang, 'abc123');
      expect(e.code).toBe('internal');
      expect(e.message).toContain('abc123');
      expect(e.message).not.toMatch(/undefined|DataCloneError|\[object/);
    }
    const good = await pool.run({ objects: [{ id: 'b', types: ['Creature'], power: 2, toughness: 2 }], actions: [] });
    expect(good.ok).toBe(true);
  }, 60_000);
});

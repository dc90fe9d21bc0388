/**
 * The worker pool (src/workers/pool.ts) with a test-only entry that loops, allocates or throws on
 * request: a run over its time limit or memory cap is stopped, its worker replaced, the caller gets
 * an error value, and the pool serves the next run; close() terminates every worker.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { WorkerPool } from '../../src/workers/pool.ts';
import type { PoolEvent } from '../../src/workers/pool.ts';
import type { TestJob } from './fixtures/pathological-worker.ts';

const ENTRY = new URL('./fixtures/pathological-worker.ts', import.meta.url);
const pools: WorkerPool<TestJob, unknown>[] = [];

function pool(size: number, timeoutMs = 1_500, memoryMb = 64, events: PoolEvent[] = []): WorkerPool<TestJob, unknown> {
  const p = new WorkerPool<TestJob, unknown>({ entry: ENTRY, size, timeoutMs, memoryMb, onEvent: (e) => events.push(e) });
  pools.push(p);
  return p;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

const echo = (value: string): TestJob => ({ kind: 'echo', value });

describe('WorkerPool', () => {
  it('GIVEN a pool of one THEN queued jobs are all answered, in order', async () => {
    const p = pool(1);
    const results = await Promise.all(['a', 'b', 'c', 'd'].map((v) => p.run(echo(v))));
    expect(results.map((r) => (r.ok ? (r.value as { echo: string }).echo : r.error.code))).toEqual(['a', 'b', 'c', 'd']);
  }, 30_000);

  it('GIVEN a job that never ends THEN it is stopped by time, its worker replaced, and the next job served', async () => {
    const events: PoolEvent[] = [];
    const p = pool(1, 800, 64, events);
    const first = await p.run(echo('warm'));
    expect(first.ok).toBe(true);
    const before = p.threadIds();

    // While the worker spins, the main thread's event loop keeps running (the gateway isn't stalled).
    const order: string[] = [];
    setTimeout(() => order.push('timer'), 50);
    const started = Date.now();
    const looped = await p.run({ kind: 'loop' });
    order.push('run');
    expect(looped).toMatchObject({ ok: false, error: { code: 'timeout' } });
    // Never before the limit (a slow machine only makes this longer).
    expect(Date.now() - started).toBeGreaterThanOrEqual(700);
    expect(order).toEqual(['timer', 'run']);
    expect(events).toContainEqual({ kind: 'replaced', reason: 'timeout', threadId: before[0] });

    const next = await p.run(echo('after'));
    expect(next).toMatchObject({ ok: true, value: { echo: 'after' } });
    expect(p.threadIds()).not.toEqual(before);
  }, 30_000);

  it('GIVEN a job that allocates without end THEN it is stopped by the memory cap and the pool recovers', async () => {
    const p = pool(1, 20_000, 48);
    const result = await p.run({ kind: 'allocate' });
    expect(result).toMatchObject({ ok: false, error: { code: 'too_much_memory' } });
    const next = await p.run(echo('after'));
    expect(next).toMatchObject({ ok: true, value: { echo: 'after' } });
  }, 40_000);

  it('GIVEN two workers and one stuck job THEN the other worker keeps answering meanwhile', async () => {
    const p = pool(2, 1_500);
    await Promise.all([p.run(echo('w1')), p.run(echo('w2'))]);
    const stuck = p.run({ kind: 'loop' });
    const quick: string[] = [];
    for (const v of ['x', 'y', 'z']) {
      const r = await p.run(echo(v));
      if (r.ok) quick.push((r.value as { echo: string }).echo);
    }
    expect(quick).toEqual(['x', 'y', 'z']);
    expect(await stuck).toMatchObject({ ok: false, error: { code: 'timeout' } });
  }, 30_000);

  it('GIVEN a handler that throws or returns what cannot be copied THEN the caller gets `crashed`, and the worker stays usable', async () => {
    const p = pool(1);
    expect(await p.run({ kind: 'throw' })).toMatchObject({ ok: false, error: { code: 'crashed', detail: expect.stringContaining('on purpose') } });
    expect(await p.run({ kind: 'uncloneable' })).toMatchObject({ ok: false, error: { code: 'crashed', detail: expect.stringContaining('could not be sent') } });
    expect(await p.run(echo('still here'))).toMatchObject({ ok: true, value: { echo: 'still here' } });
  }, 30_000);

  it('GIVEN close() THEN running and queued jobs settle as `closed`, every worker exits, and later runs are refused', async () => {
    const p = pool(2, 10_000);
    await Promise.all([p.run(echo('1')), p.run(echo('2'))]);
    const running = [p.run({ kind: 'loop' }), p.run({ kind: 'loop' }), p.run(echo('queued'))];
    await new Promise((r) => setTimeout(r, 200));
    await p.close(); // resolves once every worker has exited: a stuck one would hang the test
    const settled = await Promise.all(running);
    expect(settled.map((r) => (r.ok ? 'ok' : r.error.code))).toEqual(['closed', 'closed', 'closed']);
    expect(p.threadIds().every((id) => id === -1)).toBe(true); // a terminated Worker's threadId is -1
    expect(await p.run(echo('late'))).toMatchObject({ ok: false, error: { code: 'closed' } });
  }, 30_000);

  it('GIVEN more waiting jobs than maxQueue THEN the extra ones are refused at once with `busy`, the rest answered', async () => {
    const p = new WorkerPool<TestJob, unknown>({ entry: ENTRY, size: 1, timeoutMs: 5_000, memoryMb: 64, maxQueue: 2 });
    pools.push(p);
    const results = await Promise.all(['a', 'b', 'c', 'd'].map((v) => p.run(echo(v))));
    // The worker is still starting, so all four wait: two fit in the queue.
    expect(results.map((r) => (r.ok ? (r.value as { echo: string }).echo : r.error.code))).toEqual(['a', 'b', 'busy', 'busy']);
    expect(await p.run(echo('later'))).toMatchObject({ ok: true });
  }, 30_000);

  it('GIVEN an entry that cannot start THEN runs fail with `crashed` instead of waiting forever', async () => {
    const events: PoolEvent[] = [];
    const p = new WorkerPool<TestJob, unknown>({ entry: new URL('./fixtures/no-such-worker.ts', import.meta.url), size: 1, timeoutMs: 1_000, memoryMb: 64, onEvent: (e) => events.push(e) });
    pools.push(p);
    const r = await p.run(echo('never'));
    expect(r).toMatchObject({ ok: false, error: { code: 'crashed' } });
    expect(events.filter((e) => e.kind === 'start_failed').length).toBe(3);
    expect(await p.run(echo('again'))).toMatchObject({ ok: false, error: { code: 'crashed' } });
  }, 30_000);
});

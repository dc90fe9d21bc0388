import { describe, expect, it, vi } from 'vitest';
import { createRateLimiter } from '../../src/discord/rate-limit.ts';
import { createMetrics, percentile, startMetricsLog } from '../../src/discord/metrics.ts';
import { createLogger } from '../../src/logger.ts';

describe('token-bucket rate limits', () => {
  const config = { user: { perMinute: 6, burst: 2 }, guild: { perMinute: 60, burst: 3 } };

  it('GIVEN a burst THEN allows `burst` requests, then says how long to wait, then refills', () => {
    let t = 0;
    const limiter = createRateLimiter(config, () => t);
    expect(limiter.take('u1', null)).toEqual({ ok: true });
    expect(limiter.take('u1', null)).toEqual({ ok: true });
    // 6 a minute: one token every 10 s.
    expect(limiter.take('u1', null)).toEqual({ ok: false, scope: 'user', retryAfterMs: 10_000 });
    t = 4_000;
    expect(limiter.take('u1', null)).toEqual({ ok: false, scope: 'user', retryAfterMs: 6_000 });
    t = 10_000;
    expect(limiter.take('u1', null)).toEqual({ ok: true });
  });

  it('GIVEN many users in one server THEN the server bucket limits them together', () => {
    const t = 0;
    const limiter = createRateLimiter(config, () => t);
    expect(limiter.take('a', 'g').ok).toBe(true);
    expect(limiter.take('b', 'g').ok).toBe(true);
    expect(limiter.take('c', 'g').ok).toBe(true);
    expect(limiter.take('d', 'g')).toEqual({ ok: false, scope: 'guild', retryAfterMs: 1_000 });
    // Another server and direct messages are not affected.
    expect(limiter.take('d', 'h').ok).toBe(true);
    expect(limiter.take('e', null).ok).toBe(true);
  });

  it('GIVEN a refused request THEN no token is taken from the other bucket', () => {
    const limiter = createRateLimiter({ user: { perMinute: 60, burst: 1 }, guild: { perMinute: 60, burst: 2 } }, () => 0);
    expect(limiter.take('a', 'g').ok).toBe(true);
    expect(limiter.take('a', 'g').ok).toBe(false); // user empty: the guild keeps its token
    expect(limiter.take('b', 'g').ok).toBe(true);
  });

  it('GIVEN thousands of one-off users THEN idle buckets are forgotten (bounded memory)', () => {
    let t = 0;
    const limiter = createRateLimiter(config, () => t);
    for (let i = 0; i < 5_000; i++) {
      t += 60_000; // everyone before is idle and full again
      limiter.take(`user-${i}`, null);
    }
    expect(limiter.size()).toBeLessThan(1_100);
  });
});

describe('metrics', () => {
  it('GIVEN latencies THEN p50/p99 and counts per window, totals since start', () => {
    const m = createMetrics();
    for (let i = 1; i <= 100; i++) m.record(i, i % 10 === 0);
    expect(m.snapshot()).toEqual({ interactions: 100, errors: 10, p50_ms: 50, p99_ms: 99, total_interactions: 100, total_errors: 10 });
    m.record(5, false);
    expect(m.snapshot()).toEqual({ interactions: 1, errors: 0, p50_ms: 5, p99_ms: 5, total_interactions: 101, total_errors: 10 });
    expect(m.snapshot().p50_ms).toBeNull();
    expect(percentile([], 50)).toBeNull();
  });

  it('GIVEN an interval THEN logs a health line with guilds, interactions, latency and errors', () => {
    vi.useFakeTimers();
    const lines: string[] = [];
    const logger = createLogger({ level: 'info', destination: { write: (s: string) => void lines.push(s) } });
    const m = createMetrics();
    m.record(12, false);
    m.record(30, true);
    const stop = startMetricsLog(m, logger, () => 7, 60_000);
    vi.advanceTimersByTime(120_000);
    stop();
    vi.advanceTimersByTime(120_000);
    vi.useRealTimers();
    const health = lines.map((l) => JSON.parse(l) as { msg: string; health?: Record<string, unknown> }).filter((l) => l.msg === 'health');
    expect(health).toHaveLength(2); // one a minute, none after stop
    const { memoryMb, ...counts } = health[0]!.health as { memoryMb: Record<string, number> };
    expect(counts).toEqual({ guilds: 7, interactions: 2, errors: 1, p50_ms: 12, p99_ms: 30, total_interactions: 2, total_errors: 1 });
    expect(Object.keys(memoryMb).sort()).toEqual(['external', 'heapTotal', 'heapUsed', 'rss']);
    expect(memoryMb.rss).toBeGreaterThan(0);
    expect(health[1]?.health).toMatchObject({ guilds: 7, interactions: 0, p50_ms: null, total_interactions: 2 });
  });
});

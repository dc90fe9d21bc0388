/**
 * Health and metrics: counts interactions and errors and keeps recent reply latencies, and logs
 * one line every interval (METRICS_INTERVAL_MS, a minute by default): guilds, interactions and
 * errors since the last line, p50/p99 latency, and totals since start.
 */
import type { Logger } from '../logger.ts';

export interface Metrics {
  /** One interaction handled: how long until its reply was sent, and whether it failed. */
  record(ms: number, failed: boolean): void;
  /** The figures since the last snapshot (and totals); starts a new window. */
  snapshot(): MetricsSnapshot;
}

export interface MetricsSnapshot {
  interactions: number;
  errors: number;
  p50_ms: number | null;
  p99_ms: number | null;
  total_interactions: number;
  total_errors: number;
}

/** Latencies kept per window at most (a ring): enough for stable percentiles, bounded memory. */
const MAX_SAMPLES = 10_000;

export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? null;
}

export function createMetrics(): Metrics {
  let samples: number[] = [];
  let next = 0;
  let interactions = 0;
  let errors = 0;
  let totalInteractions = 0;
  let totalErrors = 0;
  return {
    record(ms, failed) {
      interactions += 1;
      totalInteractions += 1;
      if (failed) {
        errors += 1;
        totalErrors += 1;
      }
      if (samples.length < MAX_SAMPLES) samples.push(ms);
      else {
        samples[next] = ms;
        next = (next + 1) % MAX_SAMPLES;
      }
    },
    snapshot() {
      const sorted = [...samples].sort((a, b) => a - b);
      const snap: MetricsSnapshot = {
        interactions,
        errors,
        p50_ms: percentile(sorted, 50),
        p99_ms: percentile(sorted, 99),
        total_interactions: totalInteractions,
        total_errors: totalErrors,
      };
      samples = [];
      next = 0;
      interactions = 0;
      errors = 0;
      return snap;
    },
  };
}

/** Logs a health line every `intervalMs`; returns a function that stops it. */
export function startMetricsLog(metrics: Metrics, logger: Logger, guilds: () => number, intervalMs: number): () => void {
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    const mb = (n: number): number => Math.round(n / 1e5) / 10;
    logger.info({ health: { guilds: guilds(), ...metrics.snapshot(), memoryMb: { rss: mb(m.rss), heapUsed: mb(m.heapUsed), heapTotal: mb(m.heapTotal), external: mb(m.external) } } }, 'health');
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

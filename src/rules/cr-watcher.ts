/** Watching the official rules page for a new CR edition (CR_REFRESH_HOURS). */
import { MAX_INTERVAL_MS, downloadEnglish, englishCache, fromCache } from './cr-download.ts';
import type { CrSourceOptions, LoadedCr } from './cr-download.ts';

/**
 * Re-checks the rules page every `refreshHours` (a setInterval that doesn't keep the process
 * alive) and calls `onNewEdition` when the effective date changes. With CR_FILE set there is
 * nothing to watch: the user chose that file.
 */
export class CrWatcher {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private current: string | null;

  constructor(
    private readonly opts: CrSourceOptions,
    current: string | null,
    private readonly onNewEdition: (cr: LoadedCr) => void,
  ) {
    this.current = current;
  }

  start(): void {
    if (this.timer) return;
    if (this.opts.crFile !== undefined) {
      this.opts.logger.info({ crFile: this.opts.crFile }, 'CR_FILE is set: not watching for new CR editions');
      return;
    }
    const ms = Math.max(1000, Math.min(this.opts.refreshHours * 3_600_000, MAX_INTERVAL_MS));
    this.timer = setInterval(() => void this.checkNow(), ms);
    this.timer.unref();
    this.opts.logger.debug({ everyHours: ms / 3_600_000 }, 'watching for new CR editions');
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Checks once now; overlapping calls share one check. Never rejects. */
  checkNow(): Promise<void> {
    if (this.opts.crFile !== undefined) return Promise.resolve();
    this.running ??= this.check().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async check(): Promise<void> {
    const { logger } = this.opts;
    try {
      const cache = englishCache(this.opts);
      const cached = await cache.read();
      const r = await downloadEnglish(this.opts, cache, cached);
      if (!r.ok) {
        logger.warn({ error: r.error }, 'CR edition check failed; will try again later');
        return;
      }
      // On a 304 the cache may still hold an edition newer than the one in use (loaded offline…).
      const cr = r.value.kind === 'new' ? r.value.cr : fromCache(r.value.cached, 'cache');
      if (cr.effective === null || cr.effective === this.current) {
        logger.debug({ effective: this.current }, 'CR edition unchanged');
        return;
      }
      logger.info({ old: this.current, new: cr.effective, location: cr.location }, 'new CR edition');
      this.current = cr.effective;
      this.onNewEdition(cr);
    } catch (e) {
      logger.error({ err: e }, 'CR edition check crashed');
    }
  }
}

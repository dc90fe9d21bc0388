/**
 * The official Japanese translation of the CR (CR_JA_FILE or CR_JA_URL), cached like the English
 * file. It is optional: without it, answers quote the English rules text.
 */
import { CrCache, isFresh } from './cr-cache.ts';
import { DEFAULT_TIMEOUT_MS, JA_CACHE, LOOKS_LIKE_RULES, downloadText, fromCache, readLocal, validateAny } from './cr-download.ts';
import type { DownloadContext, LoadedCr } from './cr-download.ts';
import { err, ok } from '../core/result.ts';
import type { Result } from '../core/result.ts';
import type { Logger } from '../logger.ts';

export interface JaCrOptions {
  /** CR_JA_FILE: a local copy of the Japanese CR text. */
  file?: string | undefined;
  /** CR_JA_URL: the Japanese CR `.txt` file itself (no page to scrape). */
  url?: string | undefined;
  cacheDir: string;
  userAgent: string;
  fetchImpl?: typeof fetch;
  logger: Logger;
  timeoutMs?: number;
  /** A cached copy from the same URL younger than this is used without asking; default 24. */
  refreshHours?: number | undefined;
  now?: () => Date;
}

/**
 * Loads the official Japanese translation of the CR, or returns null when neither CR_JA_FILE nor
 * CR_JA_URL is configured. A URL is cached like the English file (fresh cache, download, stale
 * cache). The file is not required to be as complete as the English one, but must hold rules.
 */
export async function loadJaCr(opts: JaCrOptions): Promise<Result<LoadedCr, string> | null> {
  const { logger } = opts;
  if (opts.file !== undefined) {
    const r = await readLocal(opts.file);
    if (!r.ok) return err(`CR_JA_FILE is set to ${opts.file}, but that file could not be read (${r.error}). Fix the path or unset CR_JA_FILE.`);
    if (!LOOKS_LIKE_RULES.test(r.value.text)) {
      return err(`CR_JA_FILE is set to ${opts.file}, but that file contains no numbered rules; point it at the Japanese Comprehensive Rules .txt file.`);
    }
    const cr: LoadedCr = { ...r.value, origin: 'file', location: opts.file };
    logger.info({ origin: cr.origin, location: cr.location, effective: cr.effective, encoding: cr.encoding }, 'Japanese CR loaded from file');
    return ok(cr);
  }
  if (opts.url === undefined) return null;

  const cache = new CrCache(opts.cacheDir, JA_CACHE, logger, validateAny);
  const ctx: DownloadContext = {
    fetchImpl: opts.fetchImpl ?? fetch,
    userAgent: opts.userAgent,
    timeoutMs: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    now: opts.now ?? (() => new Date()),
    logger,
    cache,
  };
  const log = (cr: LoadedCr): void =>
    logger.info({ origin: cr.origin, location: cr.location, effective: cr.effective, encoding: cr.encoding }, `Japanese CR loaded from ${cr.origin}`);

  const found = await cache.read();
  // A cache made from another URL (CR_JA_URL changed) is only a last resort.
  const cached = found && found.meta.url === opts.url ? found : null;
  if (cached && isFresh(cached.meta, ctx.now(), opts.refreshHours ?? 24)) {
    const cr = fromCache(cached, 'cache');
    log(cr);
    return ok(cr);
  }
  const downloaded = await downloadText(opts.url, cached, ctx, validateAny);
  if (downloaded.ok) {
    const d = downloaded.value;
    const cr = d.kind === 'new' ? d.cr : fromCache(d.cached, 'cache');
    if (cr.effective === null) logger.warn({ url: opts.url }, 'the Japanese CR does not state its effective date');
    log(cr);
    return ok(cr);
  }
  const stale = cached ?? found;
  if (stale) {
    const cr = fromCache(stale, 'stale-cache');
    logger.warn({ error: downloaded.error, url: stale.meta.url }, 'Japanese CR download failed; using the cached copy, which may be out of date');
    log(cr);
    return ok(cr);
  }
  return err(
    `The Japanese Comprehensive Rules could not be loaded: the download failed because ${downloaded.error}, and there is no cached copy in ${opts.cacheDir}. ` +
      'Set CR_JA_FILE to a local copy of the Japanese rules, or unset CR_JA_URL to answer in Japanese without quoting the Japanese rules text.',
  );
}

/**
 * Where the Comprehensive Rules text comes from. In order: the local file named
 * by CR_FILE; a fresh on-disk cache; a download from the official rules page (the page's `.txt`
 * link, then the file itself); the stale cache; the newest MagicCompRules*.txt of an offline
 * folder. Every download sends our User-Agent, is bounded in time and size (http-get.ts), and
 * revalidates the cache with ETag / Last-Modified so an unchanged file is not downloaded again.
 *
 * Only a whole CR is believed (issue 17 §3): every English source is checked by `incompleteCr`
 * (complete.ts) before use, and a partial or damaged one is refused with a message naming the
 * source, never used to say that a rule does not exist. The cache (cr-cache.ts) never stops a
 * load: an unusable cache folder means working from memory, a corrupted cache file is discarded
 * and fetched again. The Japanese translation is loaded by source-ja.ts, new editions are watched
 * for by cr-watcher.ts.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { incompleteCr } from './complete.ts';
import { cachedEnglishDoc } from './cache.ts';
import { rememberParse } from './parse.ts';
import { errorText, isFresh } from './cr-cache.ts';
import { LOOKS_LIKE_RULES, downloadEnglish, englishCache, fromCache, logLoaded, readLocal } from './cr-download.ts';
import type { CrSourceOptions, LoadedCr } from './cr-download.ts';
import { err, ok } from '../core/result.ts';
import type { Result } from '../core/result.ts';
import type { Logger } from '../logger.ts';

export type { CrOrigin, CrSourceOptions, LoadedCr } from './cr-download.ts';
export type { CrCacheMeta } from './cr-cache.ts';
export { findRulesTextLink } from './rules-page.ts';
export { loadJaCr } from './source-ja.ts';
export type { JaCrOptions } from './source-ja.ts';
export { CrWatcher } from './cr-watcher.ts';

/** The newest MagicCompRules*.txt of `dir` by the effective date written inside it. */
async function loadOffline(dir: string, logger: Logger): Promise<Result<LoadedCr, string>> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => /^MagicCompRules.*\.txt$/i.test(n));
  } catch (e) {
    return err(`the offline folder ${dir} could not be read (${errorText(e)})`);
  }
  if (names.length === 0) return err(`the offline folder ${dir} holds no MagicCompRules*.txt file`);
  const found: LoadedCr[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    const r = await readLocal(file);
    if (!r.ok) {
      logger.warn({ file, error: r.error }, 'offline CR file unreadable');
      continue;
    }
    found.push({ ...r.value, origin: 'offline', location: file });
  }
  // Newest effective date first; undated files last; the file name breaks ties.
  found.sort((a, b) => (b.effective ?? '').localeCompare(a.effective ?? '') || b.location.localeCompare(a.location));
  for (const cr of found) {
    const problem = incompleteCr(cr.text);
    if (!problem) return ok(cr);
    logger.warn({ file: cr.location, problem }, 'offline CR file skipped');
  }
  return err(`none of the MagicCompRules*.txt files in the offline folder ${dir} is a whole Comprehensive Rules file`);
}

// ---------------------------------------------------------------------------------------------
// loadCr
// ---------------------------------------------------------------------------------------------

/** CR_FILE, read and checked: an unreadable or partial CR_FILE is an error, not a reason to go elsewhere. */
async function loadCrFile(file: string, logger: Logger, cacheDir?: string): Promise<Result<LoadedCr, string>> {
  const r = await readLocal(file);
  if (!r.ok) {
    return err(
      `CR_FILE is set to ${file}, but that file could not be read (${r.error}). ` +
        'Fix the path, or unset CR_FILE to download the Comprehensive Rules from the official rules page.',
    );
  }
  if (!LOOKS_LIKE_RULES.test(r.value.text)) {
    return err(`CR_FILE is set to ${file}, but that file contains no numbered rules; point CR_FILE at the Comprehensive Rules .txt file.`);
  }
  // The parse a previous start cached of this very text (rules/cache.ts), checked all the same:
  // the check is cheap, the parse it saves is not.
  const cached = cacheDir ? cachedEnglishDoc(cacheDir, r.value.text, logger) : null;
  if (cached) rememberParse(r.value.text, cached);
  const problem = incompleteCr(r.value.text, cached ?? undefined);
  if (problem) {
    return err(
      `CR_FILE is set to ${file}, but that file ${problem}, so it is not used: answers from it could say that a rule does not exist when it does. ` +
        'Point CR_FILE at the whole .txt file from the official rules page, or unset it to download the rules.',
    );
  }
  const cr: LoadedCr = { ...r.value, origin: 'file', location: file };
  logLoaded(logger, cr);
  return ok(cr);
}

/**
 * Loads the English Comprehensive Rules: CR_FILE if set, else the fresh cache, a download, the
 * stale cache, the offline folder. The error is why, in complete sentences for the person running
 * the bot (the log line and the replies say first that the rules could not be loaded).
 */
export async function loadCr(opts: CrSourceOptions): Promise<Result<LoadedCr, string>> {
  const { logger } = opts;
  if (opts.crFile !== undefined) return loadCrFile(opts.crFile, logger, opts.cacheDir);

  const now = (opts.now ?? (() => new Date()))();
  const cache = englishCache(opts);
  const cached = await cache.read();
  if (cached && isFresh(cached.meta, now, opts.refreshHours)) {
    const cr = fromCache(cached, 'cache');
    logLoaded(logger, cr);
    return ok(cr);
  }

  const downloaded = await downloadEnglish(opts, cache, cached);
  if (downloaded.ok) {
    const d = downloaded.value;
    const cr = d.kind === 'new' ? d.cr : fromCache(d.cached, 'cache');
    if (d.kind === 'unchanged') logger.info({ url: d.cached.meta.url }, 'CR unchanged on the server; cache revalidated');
    logLoaded(logger, cr);
    return ok(cr);
  }
  const failures = [`the download failed because ${downloaded.error}`];

  if (cached) {
    const cr = fromCache(cached, 'stale-cache');
    logger.warn(
      { error: downloaded.error, fetchedAt: cached.meta.fetchedAt, effective: cr.effective },
      'CR download failed; using the cached copy, which may be out of date',
    );
    logLoaded(logger, cr);
    return ok(cr);
  }
  failures.unshift(`there is no usable cached copy in ${opts.cacheDir}`);

  if (opts.offlineDir !== undefined) {
    const off = await loadOffline(opts.offlineDir, logger);
    if (off.ok) {
      logger.warn({ error: downloaded.error }, 'CR download failed; using an offline copy, which may be out of date');
      logLoaded(logger, off.value);
      return ok(off.value);
    }
    failures.push(off.error);
  }

  const why = `${joinList(failures)}. Check the network connection, or set CR_FILE to the path of a local Comprehensive Rules .txt file to run offline.`;
  logger.error({ rulesPageUrl: opts.rulesPageUrl }, `The Comprehensive Rules could not be loaded: ${why}`);
  // The reason alone, as a sentence: replies put it after their own "could not be loaded right now:".
  return err(`${why.charAt(0).toUpperCase()}${why.slice(1)}`);
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`;
}

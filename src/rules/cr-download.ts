/**
 * The pieces every CR source shares: what a loaded CR is, downloading one (bounded in time and
 * size, checked, cached), the English cache, and reading a local file (size-checked first).
 */
import { decodeRulesText } from './decode.ts';
import type { DetectedEncoding } from './decode.ts';
import { parseEffectiveDate } from './parse.ts';
import { incompleteCr } from './complete.ts';
import { CrCache, MAX_CR_BYTES, errorText, readFileCapped, sha256 } from './cr-cache.ts';
import type { CachedCr, CrCacheMeta } from './cr-cache.ts';
import { httpGet } from './http-get.ts';
import { findRulesTextLink } from './rules-page.ts';
import { err, ok } from '../core/result.ts';
import type { Result } from '../core/result.ts';
import type { Logger } from '../logger.ts';

export interface CrSourceOptions {
  /** CR_FILE: load this local file, no network. */
  crFile?: string | undefined;
  /** The official rules page; its HTML holds the link to the `.txt` file. */
  rulesPageUrl: string;
  /** The downloaded CR is cached here, with a JSON metadata file. */
  cacheDir: string;
  /** A cache older than this is re-checked against the rules page. */
  refreshHours: number;
  /** Last resort: the newest MagicCompRules*.txt (by the effective date inside) in this folder. */
  offlineDir?: string | undefined;
  userAgent: string;
  /** Injectable for tests; default: the global fetch. */
  fetchImpl?: typeof fetch;
  /** Injectable clock. */
  now?: () => Date;
  /** Per request, body included; default 15000. */
  timeoutMs?: number;
  logger: Logger;
}

export type CrOrigin = 'file' | 'cache' | 'download' | 'stale-cache' | 'offline';

export interface LoadedCr {
  /** The decoded text: '\n' line endings, no BOM. */
  text: string;
  /** The encoding the bytes were found in. */
  encoding: DetectedEncoding;
  origin: CrOrigin;
  /** A file path (file, cache, stale-cache, offline) or the URL it was downloaded from. */
  location: string;
  /** YYYY-MM-DD, or null if the text doesn't say. */
  effective: string | null;
}

export const DEFAULT_TIMEOUT_MS = 15_000;
/** The rules page is HTML of a few hundred kB; an endless or absurd page is cut off here. */
const MAX_PAGE_BYTES = 8 * 1024 * 1024;
/** setInterval can't wait longer than this (about 24.8 days). */
export const MAX_INTERVAL_MS = 2 ** 31 - 1;
export const EN_CACHE = 'cr-en';
export const JA_CACHE = 'cr-ja';

/** The Japanese translation must hold rules; it isn't required to be checked like the English CR. */
export function validateAny(text: string): string | null {
  return LOOKS_LIKE_RULES.test(text) ? null : 'does not contain any numbered rules';
}

/** A rule line ("100.1. …", "702.19a …"): the cheapest sign that a file is a CR at all. */
export const LOOKS_LIKE_RULES = /^\d{3}\.\d+[a-z]{0,2}\.?[ \t\u3000]+\S/m;

export const fromCache = (c: CachedCr, origin: 'cache' | 'stale-cache'): LoadedCr => ({
  text: c.text,
  encoding: c.encoding,
  origin,
  location: c.textPath,
  effective: c.meta.effective ?? parseEffectiveDate(c.text),
});

// ---------------------------------------------------------------------------------------------
// Downloading
// ---------------------------------------------------------------------------------------------

export type Download = { kind: 'new'; cr: LoadedCr } | { kind: 'unchanged'; cached: CachedCr };

export interface DownloadContext {
  fetchImpl: typeof fetch;
  userAgent: string;
  timeoutMs: number;
  now: () => Date;
  logger: Logger;
  cache: CrCache;
}

const TXT_ACCEPT = 'text/plain, */*;q=0.8';
const HTML_ACCEPT = 'text/html, application/xhtml+xml;q=0.9, */*;q=0.8';

/**
 * Downloads a CR text from `url` (revalidating `cached` when it came from the same URL), checks
 * it with `validate`, and caches it. A 304 refreshes the cache's checkedAt.
 */
export async function downloadText(
  url: string,
  cached: CachedCr | null,
  ctx: DownloadContext,
  validate: (text: string) => string | null,
): Promise<Result<Download, string>> {
  const sameUrl = cached !== null && cached.meta.url === url;
  const res = await httpGet(url, {
    fetchImpl: ctx.fetchImpl,
    userAgent: ctx.userAgent,
    timeoutMs: ctx.timeoutMs,
    accept: TXT_ACCEPT,
    maxBytes: MAX_CR_BYTES,
    what: 'any Comprehensive Rules file',
    etag: sameUrl ? cached.meta.etag : undefined,
    lastModified: sameUrl ? cached.meta.lastModified : undefined,
  });
  if (!res.ok) return res;
  if (res.value.status === 304) {
    if (!cached) return err(`${url} answered 304 Not Modified to an unconditional request`);
    await ctx.cache.touch(cached, ctx.now());
    return ok({ kind: 'unchanged', cached });
  }
  const { bytes, etag, lastModified } = res.value;
  const decoded = decodeRulesText(bytes);
  const problem = validate(decoded.text);
  if (problem) return err(`the file at ${url} ${problem}`);
  const effective = parseEffectiveDate(decoded.text);
  const at = ctx.now().toISOString();
  const meta: CrCacheMeta = {
    url,
    effective,
    fetchedAt: at,
    checkedAt: at,
    sha256: sha256(bytes),
    encoding: decoded.encoding,
    bytes: bytes.length,
    ...(etag !== undefined ? { etag } : {}),
    ...(lastModified !== undefined ? { lastModified } : {}),
  };
  await ctx.cache.write(bytes, meta);
  return ok({ kind: 'new', cr: { text: decoded.text, encoding: decoded.encoding, origin: 'download', location: url, effective } });
}

/** The English cache of one load: a whole CR or nothing. */
export function englishCache(opts: CrSourceOptions): CrCache {
  return new CrCache(opts.cacheDir, EN_CACHE, opts.logger, (text) => incompleteCr(text));
}

function contextFor(opts: CrSourceOptions, cache: CrCache): DownloadContext {
  return {
    fetchImpl: opts.fetchImpl ?? fetch,
    userAgent: opts.userAgent,
    timeoutMs: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    now: opts.now ?? (() => new Date()),
    logger: opts.logger,
    cache,
  };
}

/** Rules page -> `.txt` link -> the file. */
export async function downloadEnglish(opts: CrSourceOptions, cache: CrCache, cached: CachedCr | null): Promise<Result<Download, string>> {
  const ctx = contextFor(opts, cache);
  let txtUrl: string;
  if (/\.txt(?:[?#].*)?$/i.test(opts.rulesPageUrl)) {
    txtUrl = opts.rulesPageUrl; // pointed straight at a text file
  } else {
    const page = await httpGet(opts.rulesPageUrl, {
      fetchImpl: ctx.fetchImpl,
      userAgent: ctx.userAgent,
      timeoutMs: ctx.timeoutMs,
      accept: HTML_ACCEPT,
      maxBytes: MAX_PAGE_BYTES,
      what: 'a rules page',
    });
    if (!page.ok) return page;
    if (page.value.status !== 200) return err(`${opts.rulesPageUrl} answered 304 Not Modified to an unconditional request`);
    const html = new TextDecoder('utf-8').decode(page.value.bytes);
    const link = findRulesTextLink(html, page.value.finalUrl);
    if (!link) return err(`the rules page ${opts.rulesPageUrl} has no link to a .txt file (the page layout may have changed)`);
    txtUrl = link;
  }
  ctx.logger.debug({ url: txtUrl }, 'CR text link');
  return downloadText(txtUrl, cached, ctx, (text) => incompleteCr(text));
}

// ---------------------------------------------------------------------------------------------
// Local files
// ---------------------------------------------------------------------------------------------

export async function readLocal(file: string): Promise<Result<{ text: string; encoding: DetectedEncoding; effective: string | null }, string>> {
  try {
    const decoded = decodeRulesText(await readFileCapped(file, MAX_CR_BYTES));
    return ok({ ...decoded, effective: parseEffectiveDate(decoded.text) });
  } catch (e) {
    return err(errorText(e));
  }
}

export function logLoaded(logger: Logger, cr: LoadedCr): void {
  logger.info({ origin: cr.origin, location: cr.location, effective: cr.effective, encoding: cr.encoding }, `CR loaded from ${cr.origin}`);
}

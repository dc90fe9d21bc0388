/**
 * Where the Comprehensive Rules text comes from (DESIGN.md, Data). In order: the local file named
 * by CR_FILE; a fresh on-disk cache; a download from the official rules page (the page's `.txt`
 * link, then the file itself); the stale cache; the newest MagicCompRules*.txt of an offline
 * folder. Every download sends our User-Agent, is bounded by a timeout, and revalidates the cache
 * with ETag / Last-Modified so an unchanged file is not downloaded again.
 *
 * The cache is the downloaded bytes as they came (any encoding) plus a JSON metadata file (url,
 * effective date, fetchedAt, sha256, encoding…); both are written atomically (temp file + rename)
 * and the sha256 is checked on every read, so a half-written or edited cache is ignored.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { decodeRulesText } from './decode.ts';
import type { DetectedEncoding } from './decode.ts';
import { parseEffectiveDate, parseRules } from './parse.ts';
import { err, ok } from '../core/result.ts';
import type { Result } from '../core/result.ts';
import type { Logger } from '../logger.ts';
import { describeRequestFailure } from '../core/http-failure.ts';
import { writeFileAtomic } from '../core/write-atomic.ts';

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
  /** Per request; default 15000. */
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

const DEFAULT_TIMEOUT_MS = 15_000;
/** A downloaded CR with fewer rules than this is not the CR (an error page, a truncated file…). */
const MIN_RULES = 1000;
/** Refuse absurd downloads; the CR is about 1 MB. */
const MAX_BYTES = 64 * 1024 * 1024;
/** setInterval can't wait longer than this (about 24.8 days). */
const MAX_INTERVAL_MS = 2 ** 31 - 1;
const EN_CACHE = 'cr-en';
const JA_CACHE = 'cr-ja';

// ---------------------------------------------------------------------------------------------
// Finding the .txt link in the rules page
// ---------------------------------------------------------------------------------------------

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: ' ' };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function safeDecodeURIComponent(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Well-known site files that are never the rules. */
const SITE_FILES = /^(?:robots|humans|ads|app-ads|security|llms(?:-full)?)\.txt$/i;

/** The newest date written in a file name, as a sortable number (20260925), or 0. */
function dateInName(name: string): number {
  let best = 0;
  for (const m of name.matchAll(/(?<!\d)((?:19|20)\d\d)[-_ ]?(0[1-9]|1[0-2])[-_ ]?(0[1-9]|[12]\d|3[01])(?!\d)/g)) {
    const n = Number(`${m[1]}${m[2]}${m[3]}`);
    if (n > best) best = n;
  }
  return best;
}

/**
 * The absolute URL of the CR `.txt` link in the rules page's HTML, or null. Handles relative
 * hrefs, `%20` or literal spaces in the file name, HTML entities, and links only present in
 * script data (`"https:\/\/…txt"`). With several `.txt` links, one whose name contains
 * 'MagicCompRules' wins, then the newest date in the name.
 */
export function findRulesTextLink(html: string, pageUrl: string): string | null {
  const raw: string[] = [];
  for (const m of html.matchAll(/\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<>`=]+))/gi)) {
    raw.push(m[1] ?? m[2] ?? m[3] ?? '');
  }
  // Links that only appear in embedded JSON or script (Next.js payloads escape '/' as '\/').
  const unescaped = html.replace(/\\u002[fF]/g, '/').replace(/\\\//g, '/');
  for (const m of unescaped.matchAll(/https?:\/\/[^\s"'<>\\]+?\.txt(?![\w.])(?:[?#][^\s"'<>\\]*)?/gi)) raw.push(m[0]);

  interface Candidate { url: string; named: boolean; date: number; index: number }
  const candidates: Candidate[] = [];
  const seen = new Set<string>();
  for (const href of raw) {
    const cleaned = decodeEntities(href).trim();
    if (cleaned === '' || /^(?:javascript|mailto|data):/i.test(cleaned)) continue;
    let url: URL;
    try {
      url = new URL(cleaned, pageUrl);
    } catch {
      continue;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') continue;
    const file = safeDecodeURIComponent(url.pathname.split('/').pop() ?? '');
    if (!/\.txt$/i.test(file) || SITE_FILES.test(file)) continue;
    const abs = url.href;
    if (seen.has(abs)) continue;
    seen.add(abs);
    candidates.push({ url: abs, named: /magic\s*comp(?:rehensive)?\s*rules/i.test(file), date: dateInName(file), index: candidates.length });
  }
  candidates.sort((a, b) => Number(b.named) - Number(a.named) || b.date - a.date || a.index - b.index);
  return candidates[0]?.url ?? null;
}

// ---------------------------------------------------------------------------------------------
// HTTP
// ---------------------------------------------------------------------------------------------

interface HttpOptions {
  fetchImpl: typeof fetch;
  userAgent: string;
  timeoutMs: number;
  accept: string;
  etag?: string | undefined;
  lastModified?: string | undefined;
}

type HttpResponse =
  | { status: 200; bytes: Uint8Array; finalUrl: string; etag: string | undefined; lastModified: string | undefined }
  | { status: 304 };

async function httpGet(url: string, o: HttpOptions): Promise<Result<HttpResponse, string>> {
  const headers: Record<string, string> = { 'User-Agent': o.userAgent, Accept: o.accept };
  if (o.etag) headers['If-None-Match'] = o.etag;
  if (o.lastModified) headers['If-Modified-Since'] = o.lastModified;
  try {
    const res = await o.fetchImpl(url, { headers, redirect: 'follow', signal: AbortSignal.timeout(o.timeoutMs) });
    if (res.status === 304 && (o.etag || o.lastModified)) {
      await res.body?.cancel();
      return ok({ status: 304 });
    }
    if (!res.ok) {
      await res.body?.cancel();
      return err(`${url} answered HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}`);
    }
    const length = Number(res.headers.get('content-length') ?? '0');
    if (length > MAX_BYTES) {
      await res.body?.cancel();
      return err(`${url} is ${length} bytes long, far larger than any Comprehensive Rules file`);
    }
    const bytes = new Uint8Array(await res.arrayBuffer());
    if (bytes.length > MAX_BYTES) return err(`${url} is ${bytes.length} bytes long, far larger than any Comprehensive Rules file`);
    return ok({
      status: 200,
      bytes,
      finalUrl: res.url || url,
      etag: res.headers.get('etag') ?? undefined,
      lastModified: res.headers.get('last-modified') ?? undefined,
    });
  } catch (e) {
    return err(describeRequestFailure(url, e, o.timeoutMs));
  }
}

// ---------------------------------------------------------------------------------------------
// The cache
// ---------------------------------------------------------------------------------------------

const CacheMetaSchema = z.object({
  url: z.string(),
  effective: z.string().nullable(),
  fetchedAt: z.string(),
  /** Last time the server confirmed the file unchanged (a 304); freshness counts from here. */
  checkedAt: z.string().optional(),
  sha256: z.string(),
  encoding: z.enum(['utf-8', 'utf-8-bom', 'utf-16le', 'utf-16be', 'windows-1252']),
  bytes: z.number().optional(),
  etag: z.string().optional(),
  lastModified: z.string().optional(),
});

export type CrCacheMeta = z.infer<typeof CacheMetaSchema>;

interface CachedCr {
  meta: CrCacheMeta;
  textPath: string;
  metaPath: string;
  text: string;
  encoding: DetectedEncoding;
}

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

function cachePaths(cacheDir: string, name: string): { textPath: string; metaPath: string } {
  return { textPath: path.join(cacheDir, `${name}.txt`), metaPath: path.join(cacheDir, `${name}.json`) };
}

async function readCache(cacheDir: string, name: string, logger: Logger): Promise<CachedCr | null> {
  const { textPath, metaPath } = cachePaths(cacheDir, name);
  let metaText: string;
  try {
    metaText = await readFile(metaPath, 'utf8');
  } catch {
    return null; // no cache yet
  }
  try {
    const meta = CacheMetaSchema.parse(JSON.parse(metaText));
    const bytes = new Uint8Array(await readFile(textPath));
    if (sha256(bytes) !== meta.sha256) {
      logger.warn({ path: textPath }, 'CR cache ignored: its sha256 does not match the metadata');
      return null;
    }
    const decoded = decodeRulesText(bytes);
    return { meta, textPath, metaPath, text: decoded.text, encoding: decoded.encoding };
  } catch (e) {
    logger.warn({ path: metaPath, err: e }, 'CR cache ignored: unreadable');
    return null;
  }
}

/** Writes the bytes then the metadata (last, so a crash in between leaves a sha256 mismatch, not a lie). */
async function writeCache(cacheDir: string, name: string, bytes: Uint8Array, meta: CrCacheMeta, logger: Logger): Promise<void> {
  const { textPath, metaPath } = cachePaths(cacheDir, name);
  try {
    await mkdir(cacheDir, { recursive: true });
    await writeFileAtomic(textPath, bytes);
    await writeFileAtomic(metaPath, `${JSON.stringify(meta, null, 2)}\n`);
  } catch (e) {
    logger.warn({ cacheDir, err: e }, 'could not write the CR cache; continuing without it');
  }
}

async function touchCache(cached: CachedCr, at: Date, logger: Logger): Promise<void> {
  cached.meta = { ...cached.meta, checkedAt: at.toISOString() };
  try {
    await writeFileAtomic(cached.metaPath, `${JSON.stringify(cached.meta, null, 2)}\n`);
  } catch (e) {
    logger.warn({ path: cached.metaPath, err: e }, 'could not update the CR cache metadata');
  }
}

function isFresh(meta: CrCacheMeta, now: Date, refreshHours: number): boolean {
  const since = Date.parse(meta.checkedAt ?? meta.fetchedAt);
  if (!Number.isFinite(since)) return false;
  const age = now.getTime() - since;
  return age >= 0 && age < refreshHours * 3_600_000;
}

const fromCache = (c: CachedCr, origin: 'cache' | 'stale-cache'): LoadedCr => ({
  text: c.text,
  encoding: c.encoding,
  origin,
  location: c.textPath,
  effective: c.meta.effective ?? parseEffectiveDate(c.text),
});

// ---------------------------------------------------------------------------------------------
// Downloading
// ---------------------------------------------------------------------------------------------

type Download = { kind: 'new'; cr: LoadedCr } | { kind: 'unchanged'; cached: CachedCr };

interface DownloadContext {
  fetchImpl: typeof fetch;
  userAgent: string;
  timeoutMs: number;
  now: () => Date;
  logger: Logger;
  cacheDir: string;
  cacheName: string;
}

const TXT_ACCEPT = 'text/plain, */*;q=0.8';
const HTML_ACCEPT = 'text/html, application/xhtml+xml;q=0.9, */*;q=0.8';

/**
 * Downloads a CR text from `url` (revalidating `cached` when it came from the same URL), checks
 * it with `validate`, and caches it. A 304 refreshes the cache's checkedAt.
 */
async function downloadText(
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
    etag: sameUrl ? cached.meta.etag : undefined,
    lastModified: sameUrl ? cached.meta.lastModified : undefined,
  });
  if (!res.ok) return res;
  if (res.value.status === 304) {
    if (!cached) return err(`${url} answered 304 Not Modified to an unconditional request`);
    await touchCache(cached, ctx.now(), ctx.logger);
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
  await writeCache(ctx.cacheDir, ctx.cacheName, bytes, meta, ctx.logger);
  return ok({ kind: 'new', cr: { text: decoded.text, encoding: decoded.encoding, origin: 'download', location: url, effective } });
}

function validateEnglish(text: string): string | null {
  const doc = parseRules(text);
  if (doc.rules.size < MIN_RULES) return `does not look like the Comprehensive Rules (only ${doc.rules.size} numbered rules)`;
  if (!doc.effective) return 'does not say which date it is effective from, so it is not a Comprehensive Rules file';
  return null;
}

function validateAny(text: string): string | null {
  return LOOKS_LIKE_RULES.test(text) ? null : 'does not contain any numbered rules';
}

/** A rule line ("100.1. …", "702.19a …"): the cheapest sign that a file is a CR at all. */
const LOOKS_LIKE_RULES = /^\d{3}\.\d+[a-z]{0,2}\.?[ \t\u3000]+\S/m;

function contextFor(opts: CrSourceOptions, cacheName: string): DownloadContext {
  return {
    fetchImpl: opts.fetchImpl ?? fetch,
    userAgent: opts.userAgent,
    timeoutMs: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    now: opts.now ?? (() => new Date()),
    logger: opts.logger,
    cacheDir: opts.cacheDir,
    cacheName,
  };
}

/** Rules page -> `.txt` link -> the file. */
async function downloadEnglish(opts: CrSourceOptions, cached: CachedCr | null): Promise<Result<Download, string>> {
  const ctx = contextFor(opts, EN_CACHE);
  let txtUrl: string;
  if (/\.txt(?:[?#].*)?$/i.test(opts.rulesPageUrl)) {
    txtUrl = opts.rulesPageUrl; // pointed straight at a text file
  } else {
    const page = await httpGet(opts.rulesPageUrl, { fetchImpl: ctx.fetchImpl, userAgent: ctx.userAgent, timeoutMs: ctx.timeoutMs, accept: HTML_ACCEPT });
    if (!page.ok) return page;
    if (page.value.status !== 200) return err(`${opts.rulesPageUrl} answered 304 Not Modified to an unconditional request`);
    const html = new TextDecoder('utf-8').decode(page.value.bytes);
    const link = findRulesTextLink(html, page.value.finalUrl);
    if (!link) return err(`the rules page ${opts.rulesPageUrl} has no link to a .txt file (the page layout may have changed)`);
    txtUrl = link;
  }
  ctx.logger.debug({ url: txtUrl }, 'CR text link');
  return downloadText(txtUrl, cached, ctx, validateEnglish);
}

// ---------------------------------------------------------------------------------------------
// Local files
// ---------------------------------------------------------------------------------------------

function errorText(e: unknown): string {
  if (e instanceof Error) {
    const code = (e as NodeJS.ErrnoException).code;
    return code ? `${code}: ${e.message.replace(/^\w+: /, '')}` : e.message;
  }
  return String(e);
}

async function readLocal(file: string): Promise<Result<{ text: string; encoding: DetectedEncoding; effective: string | null }, string>> {
  try {
    const decoded = decodeRulesText(new Uint8Array(await readFile(file)));
    return ok({ ...decoded, effective: parseEffectiveDate(decoded.text) });
  } catch (e) {
    return err(errorText(e));
  }
}

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
    const problem = validateEnglish(cr.text);
    if (!problem) return ok(cr);
    logger.warn({ file: cr.location, problem }, 'offline CR file skipped');
  }
  return err(`none of the MagicCompRules*.txt files in the offline folder ${dir} is a usable Comprehensive Rules file`);
}

function logLoaded(logger: Logger, cr: LoadedCr): void {
  logger.info({ origin: cr.origin, location: cr.location, effective: cr.effective, encoding: cr.encoding }, `CR loaded from ${cr.origin}`);
}

// ---------------------------------------------------------------------------------------------
// loadCr
// ---------------------------------------------------------------------------------------------

/**
 * Loads the English Comprehensive Rules: CR_FILE if set (an unreadable CR_FILE is an error, not
 * a reason to go elsewhere), else the fresh cache, a download, the stale cache, the offline
 * folder. The error is a complete sentence for the person running the bot.
 */
export async function loadCr(opts: CrSourceOptions): Promise<Result<LoadedCr, string>> {
  const { logger } = opts;
  if (opts.crFile !== undefined) {
    const r = await readLocal(opts.crFile);
    if (!r.ok) {
      return err(
        `CR_FILE is set to ${opts.crFile}, but that file could not be read (${r.error}). ` +
          'Fix the path, or unset CR_FILE to download the Comprehensive Rules from the official rules page.',
      );
    }
    if (!LOOKS_LIKE_RULES.test(r.value.text)) {
      return err(`CR_FILE is set to ${opts.crFile}, but that file contains no numbered rules; point CR_FILE at the Comprehensive Rules .txt file.`);
    }
    const cr: LoadedCr = { ...r.value, origin: 'file', location: opts.crFile };
    logLoaded(logger, cr);
    return ok(cr);
  }

  const now = (opts.now ?? (() => new Date()))();
  const cached = await readCache(opts.cacheDir, EN_CACHE, logger);
  if (cached && isFresh(cached.meta, now, opts.refreshHours)) {
    const cr = fromCache(cached, 'cache');
    logLoaded(logger, cr);
    return ok(cr);
  }

  const downloaded = await downloadEnglish(opts, cached);
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
  failures.unshift(`there is no cached copy in ${opts.cacheDir}`);

  if (opts.offlineDir !== undefined) {
    const off = await loadOffline(opts.offlineDir, logger);
    if (off.ok) {
      logger.warn({ error: downloaded.error }, 'CR download failed; using an offline copy, which may be out of date');
      logLoaded(logger, off.value);
      return ok(off.value);
    }
    failures.push(off.error);
  }

  const message =
    `The Comprehensive Rules could not be loaded: ${joinList(failures)}. ` +
    'Check the network connection, or set CR_FILE to the path of a local Comprehensive Rules .txt file to run offline.';
  logger.error({ rulesPageUrl: opts.rulesPageUrl }, message);
  return err(message);
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`;
}

// ---------------------------------------------------------------------------------------------
// The Japanese CR
// ---------------------------------------------------------------------------------------------

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

  const ctx: DownloadContext = {
    fetchImpl: opts.fetchImpl ?? fetch,
    userAgent: opts.userAgent,
    timeoutMs: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    now: opts.now ?? (() => new Date()),
    logger,
    cacheDir: opts.cacheDir,
    cacheName: JA_CACHE,
  };
  const log = (cr: LoadedCr): void =>
    logger.info({ origin: cr.origin, location: cr.location, effective: cr.effective, encoding: cr.encoding }, `Japanese CR loaded from ${cr.origin}`);

  const found = await readCache(opts.cacheDir, JA_CACHE, logger);
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

// ---------------------------------------------------------------------------------------------
// Watching for new editions
// ---------------------------------------------------------------------------------------------

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
      const cached = await readCache(this.opts.cacheDir, EN_CACHE, logger);
      const r = await downloadEnglish(this.opts, cached);
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

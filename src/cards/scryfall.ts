/**
 * A Scryfall API client that follows Scryfall's etiquette (https://scryfall.com/docs/api):
 * - a User-Agent naming this application and an Accept header on every request;
 * - rate limits: at most 10 requests/s overall, and 2/s on /cards/search, /cards/named,
 *   /cards/random and /cards/collection (token buckets, with an injectable clock);
 * - on HTTP 429, it waits (Retry-After when given, else exponentially longer) before retrying,
 *   and every other request waits too;
 * - every answer is read up to a size cap (MAX_API_BYTES) within the time cap: an endless answer
 *   is cut off there, never read into memory for the whole time limit;
 * - responses are cached on disk for 24 hours (Scryfall asks for at least that).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import * as z from 'zod';
import { err, ok, assertNever } from '../core/result.ts';
import type { Result } from '../core/result.ts';
import type { Logger } from '../logger.ts';
import { describeRequestFailure } from '../core/http-failure.ts';
import { megabytes, readFileCapped, readStreamCapped } from '../core/read-capped.ts';
import { writeFileAtomic } from '../core/write-atomic.ts';

export const SCRYFALL_ACCEPT = 'application/json;q=0.9,*/*;q=0.8';

/**
 * The largest API answer read (bulk files are streamed, not read through this). Scryfall's
 * largest answers, a page of /cards/search or /cards/collection, are one or two megabytes.
 */
export const MAX_API_BYTES = 8 * 1024 * 1024;

export interface Clock {
  /** Milliseconds (any epoch; Date.now() by default). */
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * A token bucket in its GCRA form: `rate` requests per second, bursts of at most `burst`.
 * `reserve` books the next slot synchronously (so concurrent callers queue fairly) and returns
 * when it is; `take` waits for it.
 */
export class TokenBucket {
  private readonly interval: number;
  /** Theoretical arrival time of the next request. */
  private tat = -Infinity;

  constructor(
    readonly rate: number,
    readonly burst: number,
    private readonly clock: Clock,
  ) {
    this.interval = 1000 / rate;
  }

  /** Books a slot; returns the time (clock ms) the request may go. */
  reserve(): number {
    const now = this.clock.now();
    const tat = Math.max(this.tat, now);
    const at = Math.max(now, tat - (this.burst - 1) * this.interval);
    this.tat = tat + this.interval;
    return at;
  }

  async take(): Promise<void> {
    const at = this.reserve();
    const wait = at - this.clock.now();
    if (wait > 0) await this.clock.sleep(wait);
  }

  /** Nothing may go before `until` (after a 429). */
  pauseUntil(until: number): void {
    this.tat = Math.max(this.tat, until);
  }
}

export type ApiError =
  | { kind: 'network'; message: string }
  /** An HTTP error; `code`/`type`/`details` from Scryfall's error object when it sent one. */
  | { kind: 'http'; status: number; code: string | null; type: string | null; details: string }
  | { kind: 'bad-response'; message: string };

export function describeApiError(e: ApiError): string {
  switch (e.kind) {
    case 'network':
      return e.message;
    case 'http':
      return `Scryfall answered HTTP ${e.status}${e.details ? `: ${e.details}` : ''}`;
    case 'bad-response':
      return e.message;
    default:
      return assertNever(e);
  }
}

const ErrorObject = z.object({ object: z.literal('error'), code: z.string().optional(), type: z.string().optional(), details: z.string().optional() });

const BulkItem = z.object({
  type: z.string(),
  download_uri: z.string(),
  updated_at: z.string().optional(),
  size: z.number().optional(),
  content_type: z.string().optional(),
  content_encoding: z.string().optional(),
});
export type BulkItem = z.infer<typeof BulkItem>;
const BulkList = z.object({ data: z.array(BulkItem) });
const Catalog = z.object({ data: z.array(z.string()) });

export interface ScryfallOptions {
  /** SCRYFALL_API_BASE, e.g. https://api.scryfall.com */
  baseUrl: string;
  userAgent: string;
  /** Responses are cached in `<cacheDir>/scryfall`; null: no disk cache. */
  cacheDir: string | null;
  cacheHours?: number;
  fetchImpl?: typeof fetch;
  clock?: Clock;
  logger: Logger;
  timeoutMs?: number;
  /** Retries after a 429 before giving up. */
  maxRetries?: number;
  /** Backoff when a 429 has no Retry-After: base · 2^attempt ms (capped at 60 s). */
  backoffBaseMs?: number;
  /** Rates (requests/s): overall and for search/named/random/collection. */
  rates?: { overall: number; strict: number };
}

/** Endpoints with Scryfall's stricter 2/s limit. */
const STRICT = /^\/cards\/(?:search|named|random|collection)(?:[/?]|$)/;

interface CacheEntry {
  url: string;
  fetchedAt: number;
  status: number;
  body: string;
}

export class ScryfallClient {
  private readonly overall: TokenBucket;
  private readonly strict: TokenBucket;
  private readonly clock: Clock;
  private readonly fetchImpl: typeof fetch;
  private readonly base: string;
  /** Requests sent over the network (not cache hits): for tests and logs. */
  sent = 0;
  /** The response cache failed to be written once: said once, not on every request. */
  private cacheWarned = false;

  constructor(private readonly o: ScryfallOptions) {
    this.clock = o.clock ?? systemClock;
    this.fetchImpl = o.fetchImpl ?? ((input, init) => fetch(input, init));
    this.base = o.baseUrl.replace(/\/+$/, '');
    this.overall = new TokenBucket(o.rates?.overall ?? 10, 1, this.clock);
    this.strict = new TokenBucket(o.rates?.strict ?? 2, 1, this.clock);
  }

  /** The absolute URL of an API path ('/cards/named?fuzzy=…') or of a full URL as given. */
  url(pathOrUrl: string): string {
    return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${this.base}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
  }

  headers(): Record<string, string> {
    return { 'User-Agent': this.o.userAgent, Accept: SCRYFALL_ACCEPT };
  }

  /** GET an API path as JSON: from the 24-hour cache, or rate-limited over the network. */
  async getJson(pathOrUrl: string, opts: { cache?: boolean } = {}): Promise<Result<unknown, ApiError>> {
    const url = this.url(pathOrUrl);
    const useCache = opts.cache !== false && this.o.cacheDir !== null;
    if (useCache) {
      const hit = await this.readCache(url);
      if (hit) return this.interpret(hit.status, hit.body);
    }
    const res = await this.send(url);
    if (!res.ok) return res;
    const { status, body } = res.value;
    if (useCache && (status === 200 || status === 404)) await this.writeCache({ url, fetchedAt: this.clock.now(), status, body });
    return this.interpret(status, body);
  }

  /**
   * A rate-limited GET that returns the response itself (for streaming downloads). Retries
   * after 429 like every request.
   */
  async getStream(pathOrUrl: string, accept = '*/*'): Promise<Result<Response, ApiError>> {
    const url = this.url(pathOrUrl);
    return this.request(url, accept);
  }

  /** /cards/named?fuzzy= (or exact=): one English card object. */
  async named(q: { fuzzy: string } | { exact: string }): Promise<Result<Record<string, unknown>, ApiError>> {
    const param = 'fuzzy' in q ? `fuzzy=${encodeURIComponent(q.fuzzy)}` : `exact=${encodeURIComponent(q.exact)}`;
    const r = await this.getJson(`/cards/named?${param}`);
    if (!r.ok) return r;
    if (typeof r.value !== 'object' || r.value === null || (r.value as { object?: unknown }).object !== 'card') {
      return err({ kind: 'bad-response', message: 'Scryfall answered /cards/named with something that is not a card' });
    }
    return ok(r.value as Record<string, unknown>);
  }

  /** /cards/autocomplete?q=: up to 20 English card names. */
  async autocomplete(q: string): Promise<Result<string[], ApiError>> {
    const r = await this.getJson(`/cards/autocomplete?q=${encodeURIComponent(q)}`);
    if (!r.ok) return r;
    const parsed = Catalog.safeParse(r.value);
    return parsed.success ? ok(parsed.data.data) : err({ kind: 'bad-response', message: 'Scryfall answered /cards/autocomplete with something that is not a catalog' });
  }

  /** /bulk-data: the current bulk files (never from the cache: sync wants today's list). */
  async bulkData(): Promise<Result<BulkItem[], ApiError>> {
    const r = await this.getJson('/bulk-data', { cache: false });
    if (!r.ok) return r;
    const parsed = BulkList.safeParse(r.value);
    return parsed.success ? ok(parsed.data.data) : err({ kind: 'bad-response', message: 'Scryfall answered /bulk-data with something that is not a list of bulk files' });
  }

  // -------------------------------------------------------------------------------------------

  private interpret(status: number, body: string): Result<unknown, ApiError> {
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      if (status >= 400) return err({ kind: 'http', status, code: null, type: null, details: '' });
      return err({ kind: 'bad-response', message: 'Scryfall answered with something that is not JSON' });
    }
    if (status >= 200 && status < 300) return ok(json);
    const e = ErrorObject.safeParse(json);
    return err({
      kind: 'http',
      status,
      code: e.success ? (e.data.code ?? null) : null,
      type: e.success ? (e.data.type ?? null) : null,
      details: e.success ? (e.data.details ?? '') : '',
    });
  }

  private async send(url: string): Promise<Result<{ status: number; body: string }, ApiError>> {
    const res = await this.request(url, SCRYFALL_ACCEPT);
    if (!res.ok) return res;
    try {
      const bytes = res.value.body ? await readStreamCapped(res.value.body, MAX_API_BYTES) : new Uint8Array(0);
      if (bytes === null) {
        return err({ kind: 'bad-response', message: `${url} sent more than ${megabytes(MAX_API_BYTES)}, more than any Scryfall API answer (the limit is ${megabytes(MAX_API_BYTES)}), so reading it was stopped there` });
      }
      return ok({ status: res.value.status, body: new TextDecoder().decode(bytes) });
    } catch (e) {
      return err({ kind: 'network', message: `reading the answer from ${url} failed (${e instanceof Error ? e.message : String(e)})` });
    }
  }

  /** Waits for the rate limits, sends, and retries after a 429. Any other status is returned. */
  private async request(url: string, accept: string): Promise<Result<Response, ApiError>> {
    const maxRetries = this.o.maxRetries ?? 4;
    const strict = STRICT.test(pathOf(url));
    for (let attempt = 0; ; attempt++) {
      if (strict) await this.strict.take();
      await this.overall.take();
      let res: Response;
      this.sent++;
      try {
        res = await this.fetchImpl(url, {
          headers: { ...this.headers(), Accept: accept },
          redirect: 'follow',
          signal: AbortSignal.timeout(this.o.timeoutMs ?? 15_000),
        });
      } catch (e) {
        return err({ kind: 'network', message: describeRequestFailure(url, e, this.o.timeoutMs ?? 15_000) });
      }
      if (res.status !== 429) return ok(res);
      await res.body?.cancel();
      if (attempt >= maxRetries) {
        return err({ kind: 'http', status: 429, code: 'rate_limited', type: null, details: `still rate-limited after ${maxRetries + 1} attempts` });
      }
      const wait = retryAfterMs(res.headers.get('retry-after'), this.clock.now()) ?? Math.min(60_000, (this.o.backoffBaseMs ?? 1_000) * 2 ** attempt);
      this.o.logger.warn({ url, attempt: attempt + 1, waitMs: wait }, 'Scryfall answered 429 Too Many Requests; backing off');
      const until = this.clock.now() + wait;
      this.overall.pauseUntil(until);
      this.strict.pauseUntil(until);
    }
  }

  private cachePath(url: string): string {
    return path.join(this.o.cacheDir!, 'scryfall', `${createHash('sha256').update(url).digest('hex')}.json`);
  }

  private async readCache(url: string): Promise<CacheEntry | null> {
    try {
      const entry = JSON.parse((await readFileCapped(this.cachePath(url), MAX_API_BYTES * 2)).toString('utf8')) as CacheEntry;
      const age = this.clock.now() - entry.fetchedAt;
      if (entry.url !== url || !(age >= 0 && age < (this.o.cacheHours ?? 24) * 3_600_000)) return null;
      return entry;
    } catch {
      return null;
    }
  }

  private async writeCache(entry: CacheEntry): Promise<void> {
    const file = this.cachePath(entry.url);
    try {
      await writeFileAtomic(file, JSON.stringify(entry));
    } catch (e) {
      if (this.cacheWarned) return;
      this.cacheWarned = true;
      this.o.logger.warn({ err: e }, 'could not write the Scryfall response cache; continuing without it');
    }
  }
}

function pathOf(url: string): string {
  try {
    const u = new URL(url);
    return `${u.pathname}${u.search}`;
  } catch {
    return url;
  }
}

/** Retry-After in ms: delta-seconds or an HTTP date; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now: number): number | null {
  if (value === null || value.trim() === '') return null;
  const v = value.trim();
  if (/^\d+(?:\.\d+)?$/.test(v)) return Math.min(300_000, Math.round(Number(v) * 1000));
  const at = Date.parse(v);
  if (!Number.isFinite(at)) return null;
  return Math.min(300_000, Math.max(0, at - now));
}


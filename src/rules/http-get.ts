/**
 * One bounded HTTP GET for the CR loader: our User-Agent, conditional headers for revalidation, a
 * time cap on the whole request (headers and body: the abort signal also stops the body), and a
 * size cap enforced while the body streams in — an endless or huge response is cut off at the cap,
 * never read into memory first and measured afterwards.
 */
import { describeRequestFailure } from '../core/http-failure.ts';
import { megabytes, readStreamCapped } from '../core/read-capped.ts';
import { err, ok } from '../core/result.ts';
import type { Result } from '../core/result.ts';

export interface HttpOptions {
  fetchImpl: typeof fetch;
  userAgent: string;
  /** For the whole request, body included. */
  timeoutMs: number;
  accept: string;
  /** The largest body accepted; a longer one is refused as soon as it passes this. */
  maxBytes: number;
  /** Names what is being fetched in the size error ("any Comprehensive Rules file", "a rules page"). */
  what: string;
  etag?: string | undefined;
  lastModified?: string | undefined;
}

export type HttpResponse =
  | { status: 200; bytes: Uint8Array; finalUrl: string; etag: string | undefined; lastModified: string | undefined }
  | { status: 304 };

function tooLarge(url: string, o: HttpOptions, size?: number): string {
  const limit = `the limit is ${megabytes(o.maxBytes)}`;
  return size === undefined
    ? `${url} sent more than ${megabytes(o.maxBytes)}, more than ${o.what} can be (${limit}), so the download was stopped there`
    : `${url} is ${megabytes(size)} long, more than ${o.what} can be (${limit}), so it was not downloaded`;
}

export async function httpGet(url: string, o: HttpOptions): Promise<Result<HttpResponse, string>> {
  const headers: Record<string, string> = { 'User-Agent': o.userAgent, Accept: o.accept };
  if (o.etag) headers['If-None-Match'] = o.etag;
  if (o.lastModified) headers['If-Modified-Since'] = o.lastModified;
  try {
    const res = await o.fetchImpl(url, { headers, redirect: 'follow', signal: AbortSignal.timeout(o.timeoutMs) });
    if (res.status === 304 && (o.etag || o.lastModified)) {
      await res.body?.cancel().catch(() => undefined);
      return ok({ status: 304 });
    }
    if (!res.ok) {
      await res.body?.cancel().catch(() => undefined);
      return err(`${url} answered HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}`);
    }
    const length = Number(res.headers.get('content-length') ?? '0');
    if (Number.isFinite(length) && length > o.maxBytes) {
      await res.body?.cancel().catch(() => undefined);
      return err(tooLarge(url, o, length));
    }
    const bytes = res.body ? await readStreamCapped(res.body, o.maxBytes) : new Uint8Array(0);
    if (bytes === null) return err(tooLarge(url, o));
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

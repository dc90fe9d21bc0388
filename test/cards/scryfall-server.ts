/**
 * A local stand-in for api.scryfall.com (and data.scryfall.io) for the tests: node:http serving
 * Scryfall-format answers taken from sample.json. It records every request with its headers, can
 * answer 429 (with or without Retry-After) a given number of times, and serves bulk files (plain,
 * gzipped as a .gz body, or with Content-Encoding: gzip).
 */
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { sampleObjects } from './helpers.ts';
import type { Obj } from './helpers.ts';

export interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

export interface BulkFile {
  body: Buffer;
  /** How the body is sent: as it is, as a gzip file, or with Content-Encoding: gzip. */
  encoding: 'plain' | 'gzip-file' | 'content-encoding';
  updatedAt: string;
  /** Cut the body short (a dropped connection mid-download). */
  truncate?: boolean;
}

export class FakeScryfall {
  requests: Recorded[] = [];
  /** Answer 429 to the next N API requests. */
  tooMany = 0;
  retryAfter: string | null = '1';
  bulk: Record<string, BulkFile> = {};
  private server: Server | null = null;
  private cards: Obj[] = sampleObjects().filter((c) => c.lang === 'en');

  get base(): string {
    const addr = this.server!.address() as AddressInfo;
    return `http://127.0.0.1:${addr.port}`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      this.requests.push({ method: req.method ?? 'GET', url: req.url ?? '', headers: req.headers });
      const url = new URL(req.url ?? '/', 'http://x');
      const json = (status: number, body: unknown, headers: Record<string, string> = {}): void => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
        res.end(JSON.stringify(body));
      };
      if (url.pathname.startsWith('/files/')) return this.serveBulk(url.pathname.slice('/files/'.length), res);
      if (this.tooMany > 0) {
        this.tooMany--;
        return json(429, { object: 'error', code: 'rate_limited', status: 429, details: 'You are sending requests too quickly.' }, this.retryAfter ? { 'retry-after': this.retryAfter } : {});
      }
      if (url.pathname === '/cards/named') {
        const q = (url.searchParams.get('exact') ?? url.searchParams.get('fuzzy') ?? '').toLowerCase();
        const exact = url.searchParams.has('exact');
        const hits = this.cards.filter((c) => {
          const n = String(c.name).toLowerCase();
          return exact ? n === q : n.includes(q) || n.replace(/[^a-z]/g, '').includes(q.replace(/[^a-z]/g, ''));
        });
        if (hits.length === 1) return json(200, hits[0]);
        if (hits.length > 1 && !exact) {
          return json(404, { object: 'error', code: 'not_found', status: 404, type: 'ambiguous', details: `Too many cards match ambiguous name “${q}”. Add more words to refine your search.` });
        }
        return json(404, { object: 'error', code: 'not_found', status: 404, details: `No cards found matching “${q}”` });
      }
      if (url.pathname === '/cards/autocomplete') {
        const q = (url.searchParams.get('q') ?? '').toLowerCase();
        const data = this.cards.map((c) => String(c.name)).filter((n) => n.toLowerCase().includes(q)).slice(0, 20);
        return json(200, { object: 'catalog', total_values: data.length, data });
      }
      if (url.pathname === '/cards/search') return json(200, { object: 'list', total_cards: 0, has_more: false, data: [] });
      if (url.pathname === '/bulk-data') {
        const data = Object.entries(this.bulk).map(([type, f]) => ({
          object: 'bulk_data',
          id: `id-${type}`,
          type,
          updated_at: f.updatedAt,
          uri: `${this.base}/bulk-data/id-${type}`,
          name: type,
          description: `${type} (test)`,
          size: f.body.length,
          download_uri: `${this.base}/files/${type}.json`,
          content_type: 'application/json',
          content_encoding: 'gzip',
        }));
        return json(200, { object: 'list', has_more: false, data });
      }
      if (url.pathname === '/sets') return json(200, { object: 'list', has_more: false, data: [] });
      return json(404, { object: 'error', code: 'not_found', status: 404, details: 'This endpoint does not exist.' });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  private serveBulk(name: string, res: ServerResponse): void {
    const type = name.replace(/\.json$/, '');
    const f = this.bulk[type];
    if (!f) {
      res.writeHead(404);
      res.end();
      return;
    }
    let body = f.encoding === 'plain' ? f.body : gzipSync(f.body);
    if (f.truncate) body = body.subarray(0, Math.floor(body.length / 2));
    const headers: Record<string, string> = { 'content-type': f.encoding === 'gzip-file' ? 'application/gzip' : 'application/json' };
    if (f.encoding === 'content-encoding') headers['content-encoding'] = 'gzip';
    if (!f.truncate) headers['content-length'] = String(body.length);
    res.writeHead(200, headers);
    if (f.truncate) {
      res.write(body);
      res.destroy(); // the connection drops mid-download
      return;
    }
    res.end(body);
  }

  apiRequests(): Recorded[] {
    return this.requests.filter((r) => !r.url.startsWith('/files/'));
  }

  async stop(): Promise<void> {
    const s = this.server;
    if (!s) return;
    s.closeAllConnections();
    await new Promise<void>((resolve) => s.close(() => resolve()));
  }
}

/** A clock for the rate limiter: sleeping advances time instantly and is recorded. */
export class FakeClock {
  t = 1_000_000;
  sleeps: number[] = [];
  readonly now = (): number => this.t;
  readonly sleep = async (ms: number): Promise<void> => {
    this.sleeps.push(ms);
    this.t += ms;
  };
  advance(ms: number): void {
    this.t += ms;
  }
}

/**
 * Where the CR comes from: CR_FILE, the cache, a download from a local fake of the official rules
 * page, the stale cache, the offline folder. Never touches the real network.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.ts';
import type { Logger } from '../../src/logger.ts';
import { decodeRulesText } from '../../src/rules/decode.ts';
import { parseRules } from '../../src/rules/parse.ts';
import { CrWatcher, findRulesTextLink, loadCr, loadJaCr } from '../../src/rules/source.ts';
import type { CrSourceOptions, LoadedCr } from '../../src/rules/source.ts';

const CR_DIR = fileURLToPath(new URL('../../../shared/data/cr/', import.meta.url));
const CURRENT_FILE = path.join(CR_DIR, 'MagicCompRules-20260925.txt');
const PREVIOUS_FILE = path.join(CR_DIR, 'MagicCompRules-20260227.txt');
const UA = 'Stackwise-test/1.0 (+https://example.invalid/stackwise)';

// ---------------------------------------------------------------------------------------------
// A synthetic Japanese CR
// ---------------------------------------------------------------------------------------------

const JA_CR = [
  'マジック：ザ・ギャザリング 総合ルール',
  '',
  '本規則は2026年9月25日より発効します。',
  '',
  '目次',
  '',
  '1. ゲームの概念',
  '100. 一般',
  '7. 追加ルール',
  '702. キーワード能力',
  '用語集',
  'クレジット',
  '',
  '1. ゲームの概念',
  '',
  '100. 一般',
  '',
  '100.1. このマジックのルールは、2人以上のプレイヤーによるあらゆるマジックのゲームに適用される。',
  '',
  '100.1a 2人対戦ゲームとは、2人のプレイヤーで始まるゲームである。',
  '',
  '7. 追加ルール',
  '',
  '702. キーワード能力',
  '',
  '702.19. トランプル',
  '',
  '702.19a トランプルは常在型能力であり、トランプルを持つクリーチャーが戦闘ダメージを割り振る方法を修正する。',
  '',
  '702.19b トランプルを持つ攻撃クリーチャーのコントローラーは、まずそれをブロックしているクリーチャーに戦闘ダメージを割り振る。',
  '例：トランプルを持つ6/6の緑のクリーチャーが、プロテクション（緑）を持つ2/2のクリーチャーによってブロックされた。攻撃クリーチャーのコントローラーは、ブロック・クリーチャーに少なくとも2点のダメージを割り振らなければならない。',
  '例：トランプルを持つ3/3のクリーチャーが1/1のクリーチャーによってブロックされた。残りの2点は防御プレイヤーに割り振ることができる。',
  '',
  '用語集',
  '',
  'トランプル',
  'クリーチャーが戦闘ダメージを割り振る方法を修正するキーワード能力。ルール702.19参照。',
  '',
  'プレイヤー',
  'ゲームに参加している人。ルール102参照。',
  '',
  'クレジット',
  '',
  'マジック・ザ・ギャザリング オリジナル・デザイン：Richard Garfield',
  '',
].join('\n');

// ---------------------------------------------------------------------------------------------
// A local stand-in for the official rules page
// ---------------------------------------------------------------------------------------------

type Mode = 'ok' | 'fail' | 'hang' | 'garbage' | 'no-link';
type Edition = 'current' | 'previous';
type Encoding = 'as-shipped' | 'utf-16le' | 'utf-16be';

interface RecordedRequest {
  url: string;
  headers: IncomingHttpHeaders;
}

const EDITIONS: Record<Edition, { date: string; file: string }> = {
  current: { date: '20260925', file: CURRENT_FILE },
  previous: { date: '20260227', file: PREVIOUS_FILE },
};

function encodeAs(bytes: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'as-shipped') return bytes;
  const text = decodeRulesText(new Uint8Array(bytes)).text.replace(/\n/g, '\r\n');
  const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
  return encoding === 'utf-16le' ? le : Buffer.from(le).swap16();
}

class FakeRulesSite {
  mode: Mode = 'ok';
  edition: Edition = 'current';
  encoding: Encoding = 'as-shipped';
  jaEncoding: 'utf-8-bom' | 'utf-16le' = 'utf-8-bom';
  requests: RecordedRequest[] = [];
  private readonly hanging: ServerResponse[] = [];
  private readonly server: Server;
  private readonly bodies = new Map<string, Buffer>();
  base = '';

  constructor() {
    this.server = createServer((req, res) => {
      this.requests.push({ url: req.url ?? '', headers: req.headers });
      this.handle(req.url ?? '/', req.headers, res);
    });
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  reset(): void {
    this.mode = 'ok';
    this.edition = 'current';
    this.encoding = 'as-shipped';
    this.jaEncoding = 'utf-8-bom';
    this.requests = [];
  }

  get pageUrl(): string {
    return `${this.base}/en/rules`;
  }

  get jaUrl(): string {
    return `${this.base}/ja/MagicCompRules_JP.txt`;
  }

  txtUrl(edition: Edition = this.edition): string {
    return `${this.base}/downloads/MagicCompRules%20${EDITIONS[edition].date}.txt`;
  }

  private body(key: string, make: () => Buffer): Buffer {
    let b = this.bodies.get(key);
    if (!b) {
      b = make();
      this.bodies.set(key, b);
    }
    return b;
  }

  private send(res: ServerResponse, headers: IncomingHttpHeaders, body: Buffer, type: string): void {
    const etag = `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`;
    if (headers['if-none-match'] === etag) {
      res.writeHead(304, { ETag: etag }).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': type, 'Content-Length': body.length, ETag: etag }).end(body);
  }

  private handle(url: string, headers: IncomingHttpHeaders, res: ServerResponse): void {
    if (this.mode === 'hang') {
      this.hanging.push(res);
      return;
    }
    if (this.mode === 'fail') {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end('Internal Server Error');
      return;
    }
    if (url === '/en/rules') {
      const { date } = EDITIONS[this.edition];
      const link = this.mode === 'no-link' ? '' : `<a class="cta" href="/downloads/MagicCompRules%20${date}.txt" target="_blank">TXT</a>`;
      const html = `<!doctype html><html><head><title>Magic: The Gathering Rules</title></head><body>
        <h2>Comprehensive Rules</h2>
        <p>These rules are effective as of the date shown in the file.</p>
        <a href="/downloads/MagicCompRules%20${date}.pdf">PDF</a> ${link}
        <a href="/downloads/MagicCompRules%20${date}.docx">DOCX</a>
        <a href="/robots.txt">robots</a>
      </body></html>`;
      this.send(res, headers, Buffer.from(html), 'text/html; charset=utf-8');
      return;
    }
    const txt = /^\/downloads\/MagicCompRules%20(\d{8})\.txt$/.exec(url);
    if (txt) {
      const edition = (Object.keys(EDITIONS) as Edition[]).find((e) => EDITIONS[e].date === txt[1]);
      if (!edition) {
        res.writeHead(404).end('Not Found');
        return;
      }
      if (this.mode === 'garbage') {
        this.send(res, headers, Buffer.from('<html><body>Sorry, this file has moved.</body></html>\n'), 'text/plain');
        return;
      }
      const key = `${edition}/${this.encoding}`;
      this.send(res, headers, this.body(key, () => encodeAs(readFileSync(EDITIONS[edition].file), this.encoding)), 'text/plain');
      return;
    }
    if (url === '/ja/MagicCompRules_JP.txt') {
      const body =
        this.jaEncoding === 'utf-16le'
          ? Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(JA_CR.replace(/\n/g, '\r\n'), 'utf16le')])
          : Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JA_CR.replace(/\n/g, '\r\n'))]);
      this.send(res, headers, body, 'text/plain; charset=utf-8');
      return;
    }
    res.writeHead(404).end('Not Found');
  }
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

type LogLine = Record<string, unknown> & { msg?: string; level?: number };

function captureLogger(): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = createLogger({
    level: 'debug',
    destination: { write: (s: string) => void lines.push(JSON.parse(s) as LogLine) },
  });
  return { logger, lines };
}

const tempDirs: string[] = [];
function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `stackwise-${prefix}-`));
  tempDirs.push(dir);
  return dir;
}

class Clock {
  constructor(public t = new Date('2026-10-01T12:00:00.000Z')) {}
  readonly now = (): Date => this.t;
  advanceHours(h: number): void {
    this.t = new Date(this.t.getTime() + h * 3_600_000);
  }
}

const site = new FakeRulesSite();

function options(over: Partial<CrSourceOptions> = {}): CrSourceOptions {
  return {
    rulesPageUrl: site.pageUrl,
    cacheDir: tempDir('cache'),
    refreshHours: 24,
    userAgent: UA,
    timeoutMs: 2_000,
    logger: createLogger({ level: 'silent' }),
    ...over,
  };
}

function unwrap<T>(r: { ok: true; value: T } | { ok: false; error: string } | null): T {
  if (r === null) throw new Error('expected a result, got null');
  if (!r.ok) throw new Error(`expected ok, got error: ${r.error}`);
  return r.value;
}

function unwrapErr<T>(r: { ok: true; value: T } | { ok: false; error: string } | null): string {
  if (r === null) throw new Error('expected a result, got null');
  if (r.ok) throw new Error('expected an error, got ok');
  return r.error;
}

const readMeta = (cacheDir: string, name = 'cr-en'): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(cacheDir, `${name}.json`), 'utf8')) as Record<string, unknown>;

beforeAll(async () => {
  await site.start();
});

afterAll(async () => {
  await site.close();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  site.reset();
});

// ---------------------------------------------------------------------------------------------

describe('findRulesTextLink', () => {
  const page = 'https://magic.wizards.com/en/rules';
  const cases: [string, string, string | null][] = [
    [
      'an absolute link with %20',
      '<a href="https://media.wizards.com/2026/downloads/MagicCompRules%2020260925.txt">TXT</a>',
      'https://media.wizards.com/2026/downloads/MagicCompRules%2020260925.txt',
    ],
    [
      'a root-relative link with a literal space',
      '<a href="/2026/downloads/MagicCompRules 20260925.txt">TXT</a>',
      'https://magic.wizards.com/2026/downloads/MagicCompRules%2020260925.txt',
    ],
    ['a path-relative link', "<a class='x' href='downloads/MagicCompRules.txt'>TXT</a>", 'https://magic.wizards.com/en/downloads/MagicCompRules.txt'],
    ['a protocol-relative link', '<A HREF="//media.wizards.com/MagicCompRules%2020260925.TXT">TXT</A>', 'https://media.wizards.com/MagicCompRules%2020260925.TXT'],
    ['an unquoted href', '<a href=/d/MagicCompRules_20260925.txt>TXT</a>', 'https://magic.wizards.com/d/MagicCompRules_20260925.txt'],
    ['HTML entities in the href', '<a href="/d/MagicCompRules%2020260925.txt?x=1&amp;y=2">TXT</a>', 'https://magic.wizards.com/d/MagicCompRules%2020260925.txt?x=1&y=2'],
    [
      'several links: MagicCompRules and the newest date win over robots.txt and older editions',
      `<a href="/robots.txt">r</a>
       <a href="https://media.wizards.com/2026/downloads/MagicCompRules%2020260227.txt">old</a>
       <a href="https://media.wizards.com/2026/downloads/MagicCompRules%2020260925.txt">new</a>
       <a href="https://media.wizards.com/2026/downloads/MagicCompRules%2020260925.pdf">pdf</a>
       <a href="/changes-20261231.txt">changes</a>`,
      'https://media.wizards.com/2026/downloads/MagicCompRules%2020260925.txt',
    ],
    [
      'the link only inside escaped script data',
      '<script>self.__next_f.push([1,"{\\"href\\":\\"https:\\/\\/media.wizards.com\\/2026\\/downloads\\/MagicCompRules%2020260925.txt\\"}"])</script>',
      'https://media.wizards.com/2026/downloads/MagicCompRules%2020260925.txt',
    ],
    ['only a non-CR .txt link', '<a href="/notes.txt">notes</a>', 'https://magic.wizards.com/notes.txt'],
    ['no .txt link', '<a href="/MagicCompRules%2020260925.pdf">PDF</a><a href="/MagicCompRules.txt.zip">zip</a>', null],
    ['only site files such as robots.txt', '<a href="/robots.txt">r</a><a href="https://example.com/ads.txt">a</a>', null],
    ['an empty page', '', null],
  ];

  it.each(cases)('GIVEN %s THEN it finds the right URL', (_name, html, want) => {
    expect(findRulesTextLink(html, page)).toBe(want);
  });
});

describe('loadCr', () => {
  it('GIVEN an empty cache THEN it downloads via the page link, caches with metadata, and the next load uses the cache', async () => {
    site.encoding = 'utf-16le';
    const clock = new Clock();
    const { logger, lines } = captureLogger();
    const opts = options({ now: clock.now, logger });

    const first = unwrap(await loadCr(opts));
    expect(first.origin).toBe('download');
    expect(first.location).toBe(site.txtUrl());
    expect(first.effective).toBe('2026-09-25');
    expect(first.encoding).toBe('utf-16le');
    expect(parseRules(first.text).rules.get('702.19')?.title).toBe('Trample');
    expect(site.requests.map((r) => r.url)).toEqual(['/en/rules', '/downloads/MagicCompRules%2020260925.txt']);
    expect(lines.some((l) => l.msg === 'CR loaded from download' && l.origin === 'download')).toBe(true);

    const meta = readMeta(opts.cacheDir);
    const cachedBytes = readFileSync(path.join(opts.cacheDir, 'cr-en.txt'));
    expect(meta).toMatchObject({
      url: site.txtUrl(),
      effective: '2026-09-25',
      fetchedAt: clock.t.toISOString(),
      encoding: 'utf-16le',
      sha256: createHash('sha256').update(cachedBytes).digest('hex'),
    });
    expect(readdirSync(opts.cacheDir).sort()).toEqual(['cr-en.json', 'cr-en.txt']); // no temp files left

    clock.advanceHours(23);
    const second = unwrap(await loadCr(opts));
    expect(second.origin).toBe('cache');
    expect(second.location).toBe(path.join(opts.cacheDir, 'cr-en.txt'));
    expect(second.text).toBe(first.text);
    expect(second.effective).toBe('2026-09-25');
    expect(second.encoding).toBe('utf-16le');
    expect(site.requests).toHaveLength(2); // no network
  });

  it('GIVEN every request THEN it sends our User-Agent', async () => {
    unwrap(await loadCr(options()));
    expect(site.requests).toHaveLength(2);
    for (const r of site.requests) expect(r.headers['user-agent']).toBe(UA);
  });

  it('GIVEN a cache older than refreshHours and an unchanged file THEN it revalidates with If-None-Match instead of downloading again', async () => {
    const clock = new Clock();
    const opts = options({ now: clock.now });
    unwrap(await loadCr(opts));
    clock.advanceHours(25);
    site.requests = [];
    const again = unwrap(await loadCr(opts));
    expect(again.origin).toBe('cache');
    expect(again.effective).toBe('2026-09-25');
    expect(site.requests.map((r) => r.url)).toEqual(['/en/rules', '/downloads/MagicCompRules%2020260925.txt']);
    expect(site.requests[1]!.headers['if-none-match']).toBeTruthy();
    expect(readMeta(opts.cacheDir).checkedAt).toBe(clock.t.toISOString());
    // Freshness counts from the revalidation.
    site.requests = [];
    clock.advanceHours(1);
    expect(unwrap(await loadCr(opts)).origin).toBe('cache');
    expect(site.requests).toHaveLength(0);
  });

  it('GIVEN an old cache and a new edition on the server THEN it downloads the new edition and replaces the cache', async () => {
    site.edition = 'previous';
    const clock = new Clock();
    const opts = options({ now: clock.now });
    expect(unwrap(await loadCr(opts)).effective).toBe('2026-02-27');
    site.edition = 'current';
    clock.advanceHours(48);
    const cr = unwrap(await loadCr(opts));
    expect(cr.origin).toBe('download');
    expect(cr.effective).toBe('2026-09-25');
    expect(readMeta(opts.cacheDir)).toMatchObject({ effective: '2026-09-25', url: site.txtUrl('current') });
  });

  it('GIVEN a cache older than refreshHours and a failing server THEN it uses the stale cache with a warning', async () => {
    const clock = new Clock();
    const { logger, lines } = captureLogger();
    const opts = options({ now: clock.now, logger });
    unwrap(await loadCr(opts));
    clock.advanceHours(25);
    site.mode = 'fail';
    const cr = unwrap(await loadCr(opts));
    expect(cr.origin).toBe('stale-cache');
    expect(cr.effective).toBe('2026-09-25');
    const warning = lines.find((l) => l.level === 40 && String(l.msg).includes('using the cached copy'));
    expect(String(warning?.error)).toContain('HTTP 500');
  });

  it('GIVEN a server that hangs THEN the request times out and the stale cache is used', async () => {
    const clock = new Clock();
    const opts = options({ now: clock.now, timeoutMs: 300 });
    unwrap(await loadCr(opts));
    clock.advanceHours(25);
    site.mode = 'hang';
    // The server never answers: without the request's own time limit this would never settle.
    const cr = unwrap(await loadCr(opts));
    expect(cr.origin).toBe('stale-cache');
  });

  it('GIVEN no cache and a failing server THEN it loads the newest offline file by the date inside it', async () => {
    site.mode = 'fail';
    const offlineDir = tempDir('offline');
    // File names that sort the wrong way round: the effective date inside decides.
    copyFileSync(PREVIOUS_FILE, path.join(offlineDir, 'MagicCompRules-99999999.txt'));
    copyFileSync(CURRENT_FILE, path.join(offlineDir, 'MagicCompRules-00000000.txt'));
    writeFileSync(path.join(offlineDir, 'notes.txt'), 'not a CR');
    const cr = unwrap(await loadCr(options({ offlineDir })));
    expect(cr.origin).toBe('offline');
    expect(cr.effective).toBe('2026-09-25');
    expect(cr.location).toBe(path.join(offlineDir, 'MagicCompRules-00000000.txt'));
  });

  it('GIVEN everything failing THEN the error is a full sentence that names CR_FILE as the way out', async () => {
    site.mode = 'hang';
    const offlineDir = tempDir('empty-offline');
    const error = unwrapErr(await loadCr(options({ offlineDir, timeoutMs: 300 })));
    expect(error).toMatch(/^There is no usable cached copy in .+\.$/s);
    expect(error).toContain('CR_FILE');
    expect(error).toContain('timed out');
    expect(error).toContain(site.pageUrl);
    expect(error).toContain(offlineDir);
  });

  it('GIVEN a missing offline folder THEN the error says so', async () => {
    site.mode = 'fail';
    const error = unwrapErr(await loadCr(options({ offlineDir: '/nonexistent/stackwise-cr' })));
    expect(error).toContain('/nonexistent/stackwise-cr');
    expect(error).toContain('HTTP 500');
    expect(error).toContain('CR_FILE');
  });

  it('GIVEN a downloaded file that is not a CR THEN it is rejected and not cached', async () => {
    site.mode = 'garbage';
    const opts = options();
    const error = unwrapErr(await loadCr(opts));
    expect(error).toContain('does not look like the Comprehensive Rules');
    expect(existsSync(path.join(opts.cacheDir, 'cr-en.json'))).toBe(false);
    expect(existsSync(path.join(opts.cacheDir, 'cr-en.txt'))).toBe(false);
  });

  it('GIVEN a rules page without a .txt link THEN the error says the page has no link', async () => {
    site.mode = 'no-link';
    expect(unwrapErr(await loadCr(options()))).toContain('has no link to a .txt file');
  });

  it('GIVEN a corrupted cache THEN it is ignored and the file downloaded again', async () => {
    const opts = options();
    unwrap(await loadCr(opts));
    writeFileSync(path.join(opts.cacheDir, 'cr-en.txt'), 'truncated');
    site.requests = [];
    expect(unwrap(await loadCr(opts)).origin).toBe('download');
    expect(site.requests).toHaveLength(2);
  });

  it('GIVEN CR_FILE THEN it is used without touching the network, cache or offline folder', async () => {
    let fetches = 0;
    const fetchImpl: typeof fetch = () => {
      fetches++;
      return Promise.reject(new Error('no network in this test'));
    };
    const { logger, lines } = captureLogger();
    const cr = unwrap(await loadCr(options({ crFile: PREVIOUS_FILE, fetchImpl, offlineDir: CR_DIR, logger })));
    expect(cr).toMatchObject({ origin: 'file', location: PREVIOUS_FILE, effective: '2026-02-27', encoding: 'utf-8-bom' });
    expect(fetches).toBe(0);
    expect(lines.some((l) => l.origin === 'file' && l.level === 30)).toBe(true);
  });

  it('GIVEN an unreadable CR_FILE THEN it is an error, with no silent fallback', async () => {
    const opts = options({ offlineDir: CR_DIR });
    unwrap(await loadCr(opts)); // a good cache exists
    site.requests = [];
    const error = unwrapErr(await loadCr({ ...opts, crFile: '/nonexistent/MagicCompRules.txt' }));
    expect(error).toContain('CR_FILE');
    expect(error).toContain('/nonexistent/MagicCompRules.txt');
    expect(error).toContain('ENOENT');
    expect(error).toMatch(/\.$/);
    expect(site.requests).toHaveLength(0);
  });

  it('GIVEN a CR_FILE that is not a rules file THEN it is an error', async () => {
    const file = path.join(tempDir('notcr'), 'rules.txt');
    writeFileSync(file, 'hello\nworld\n');
    expect(unwrapErr(await loadCr(options({ crFile: file })))).toContain('contains no numbered rules');
  });

  it('GIVEN an injected fetch THEN it is used for the download', async () => {
    const seen: string[] = [];
    const fetchImpl: typeof fetch = (input, init) => {
      seen.push(String(input));
      return fetch(input, init);
    };
    expect(unwrap(await loadCr(options({ fetchImpl }))).origin).toBe('download');
    expect(seen).toEqual([site.pageUrl, site.txtUrl()]);
  });
});

describe('CrWatcher', () => {
  it('GIVEN the server switches to a newer edition THEN checkNow reports it once, logging old and new dates', async () => {
    site.edition = 'previous';
    const { logger, lines } = captureLogger();
    const opts = options({ logger });
    const loaded = unwrap(await loadCr(opts));
    expect(loaded.effective).toBe('2026-02-27');

    const seen: LoadedCr[] = [];
    const watcher = new CrWatcher(opts, loaded.effective, (cr) => seen.push(cr));
    await watcher.checkNow();
    expect(seen).toHaveLength(0); // same edition (a 304)

    site.edition = 'current';
    await watcher.checkNow();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ origin: 'download', effective: '2026-09-25', location: site.txtUrl('current') });
    const log = lines.find((l) => l.msg === 'new CR edition');
    expect(log).toMatchObject({ old: '2026-02-27', new: '2026-09-25' });
    expect(readMeta(opts.cacheDir).effective).toBe('2026-09-25');

    await watcher.checkNow();
    expect(seen).toHaveLength(1); // no second announcement
  });

  it('GIVEN a failing server THEN checkNow logs a warning and does not throw', async () => {
    site.mode = 'fail';
    const { logger, lines } = captureLogger();
    const seen: LoadedCr[] = [];
    const watcher = new CrWatcher(options({ logger }), '2026-09-25', (cr) => seen.push(cr));
    await expect(watcher.checkNow()).resolves.toBeUndefined();
    expect(seen).toHaveLength(0);
    expect(lines.some((l) => l.level === 40 && l.msg === 'CR edition check failed; will try again later')).toBe(true);
  });

  it('GIVEN overlapping checks THEN they share one request pair', async () => {
    const watcher = new CrWatcher(options(), null, () => undefined);
    await Promise.all([watcher.checkNow(), watcher.checkNow(), watcher.checkNow()]);
    expect(site.requests).toHaveLength(2);
  });

  it('GIVEN start and stop THEN no check runs right away and stop is idempotent', () => {
    const watcher = new CrWatcher(options({ refreshHours: 1 }), '2026-09-25', () => undefined);
    watcher.start();
    watcher.start();
    watcher.stop();
    watcher.stop();
    expect(site.requests).toHaveLength(0);
  });

  it('GIVEN CR_FILE THEN the watcher does nothing', async () => {
    const watcher = new CrWatcher(options({ crFile: CURRENT_FILE }), '2026-09-25', () => undefined);
    watcher.start();
    await watcher.checkNow();
    watcher.stop();
    expect(site.requests).toHaveLength(0);
  });
});

describe('loadJaCr', () => {
  const jaOptions = (over: Partial<Parameters<typeof loadJaCr>[0]> = {}): Parameters<typeof loadJaCr>[0] => ({
    cacheDir: tempDir('ja-cache'),
    userAgent: UA,
    logger: createLogger({ level: 'silent' }),
    timeoutMs: 2_000,
    ...over,
  });

  it('GIVEN the synthetic Japanese CR THEN parseRules reads its date, rules, examples and glossary', () => {
    const doc = parseRules(JA_CR);
    expect(doc.effective).toBe('2026-09-25');
    expect(doc.rules.get('7')?.title).toBe('追加ルール');
    expect(doc.rules.get('702.19')?.title).toBe('トランプル');
    expect(doc.rules.get('702.19')?.children).toEqual(['702.19a', '702.19b']);
    const b = doc.rules.get('702.19b')!;
    expect(b.examples).toHaveLength(2);
    expect(b.examples[0]).toMatch(/^トランプルを持つ6\/6/);
    expect(b.text).not.toContain('例');
    expect(doc.glossary.map((g) => g.term)).toEqual(['トランプル', 'プレイヤー']);
    expect(doc.glossary[0]!.seeRules).toEqual(['702.19']);
  });

  it('GIVEN neither CR_JA_FILE nor CR_JA_URL THEN it returns null', async () => {
    expect(await loadJaCr(jaOptions())).toBeNull();
  });

  it('GIVEN CR_JA_FILE THEN it reads and decodes the file', async () => {
    const file = path.join(tempDir('ja-file'), 'MagicCompRules_JP.txt');
    writeFileSync(file, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(JA_CR.replace(/\n/g, '\r\n'), 'utf16le')]));
    const cr = unwrap(await loadJaCr(jaOptions({ file, url: site.jaUrl })));
    expect(cr).toMatchObject({ origin: 'file', location: file, encoding: 'utf-16le', effective: '2026-09-25' });
    expect(cr.text).toBe(JA_CR);
    expect(site.requests).toHaveLength(0);
  });

  it('GIVEN an unreadable CR_JA_FILE THEN it is an error naming the variable', async () => {
    const error = unwrapErr(await loadJaCr(jaOptions({ file: '/nonexistent/ja.txt' })));
    expect(error).toContain('CR_JA_FILE');
    expect(error).toContain('/nonexistent/ja.txt');
  });

  it('GIVEN CR_JA_URL THEN it downloads, caches, then uses the cache, and falls back to it when the server fails', async () => {
    site.jaEncoding = 'utf-16le';
    const clock = new Clock();
    const opts = jaOptions({ url: site.jaUrl, now: clock.now });

    const first = unwrap(await loadJaCr(opts));
    expect(first).toMatchObject({ origin: 'download', location: site.jaUrl, encoding: 'utf-16le', effective: '2026-09-25' });
    expect(first.text).toBe(JA_CR);
    expect(site.requests).toHaveLength(1);
    expect(site.requests[0]!.headers['user-agent']).toBe(UA);
    expect(readMeta(opts.cacheDir, 'cr-ja')).toMatchObject({ url: site.jaUrl, effective: '2026-09-25', encoding: 'utf-16le' });

    const second = unwrap(await loadJaCr(opts));
    expect(second.origin).toBe('cache');
    expect(second.text).toBe(JA_CR);
    expect(site.requests).toHaveLength(1);

    clock.advanceHours(25);
    site.mode = 'fail';
    const third = unwrap(await loadJaCr(opts));
    expect(third.origin).toBe('stale-cache');
    expect(third.effective).toBe('2026-09-25');
  });

  it('GIVEN CR_JA_URL, no cache and a failing server THEN the error names the way out', async () => {
    site.mode = 'fail';
    const error = unwrapErr(await loadJaCr(jaOptions({ url: site.jaUrl })));
    expect(error).toContain('HTTP 500');
    expect(error).toContain('CR_JA_FILE');
  });

  it('GIVEN CR_JA_URL serving something that is not a CR THEN it is rejected', async () => {
    const error = unwrapErr(await loadJaCr(jaOptions({ url: `${site.base}/en/rules` })));
    expect(error).toContain('does not contain any numbered rules');
  });
});

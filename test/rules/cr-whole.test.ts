/**
 * Issue 17 §3: the CR loader believes only a whole CR, and survives its environment.
 * - every source (CR_FILE, download, cache, offline folder) is checked for completeness: a file
 *   cut to its first 10%, 60% or 99% is refused with a message naming the source, never used to
 *   say that a rule does not exist; CR CR LF line endings are decoded, not misread;
 * - every network read has a size cap (an endless body stops at the cap) and a time cap; a huge
 *   CR_FILE is refused from its size alone;
 * - a cache folder that can't be used means working from memory with one warning; corrupted cache
 *   files are discarded and the CR fetched again.
 * Local HTTP servers and temporary folders only; nothing here touches the network.
 */
import { chmodSync, closeSync, existsSync, ftruncateSync, mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.ts';
import type { Logger } from '../../src/logger.ts';
import { decodeRulesText, normaliseNewlines } from '../../src/rules/decode.ts';
import { incompleteCr } from '../../src/rules/complete.ts';
import { parseRules } from '../../src/rules/parse.ts';
import { loadCr } from '../../src/rules/source.ts';
import type { CrSourceOptions } from '../../src/rules/source.ts';
import { CURRENT_CR_PATH, PREVIOUS_CR_PATH } from '../helpers/data.ts';

const WHOLE = readFileSync(CURRENT_CR_PATH);
const part = (fraction: number): Buffer => WHOLE.subarray(0, Math.floor(WHOLE.length * fraction));
const crcrlf = (): Buffer => Buffer.from(decodeRulesText(new Uint8Array(WHOLE)).text.replace(/\n/g, '\r\r\n'), 'utf8');

// ---------------------------------------------------------------------------------------------
// A local rules page whose text file is whatever the test says

type Body = { kind: 'bytes'; bytes: Buffer; lengthHeader?: number } | { kind: 'endless' } | { kind: 'status'; status: number };

class Site {
  page: Body = { kind: 'bytes', bytes: Buffer.from('<a href="/MagicCompRules%2020260925.txt">TXT</a>') };
  text: Body = { kind: 'bytes', bytes: WHOLE };
  /** Bytes written into endless bodies before the client went away. */
  endlessSent = 0;
  private readonly server: Server = createServer((req, res) => this.answer(req.url === '/rules' ? this.page : this.text, res));
  base = '';

  async start(): Promise<void> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((r) => this.server.close(() => r()));
  }

  private answer(body: Body, res: ServerResponse): void {
    if (body.kind === 'status') {
      res.writeHead(body.status).end();
      return;
    }
    if (body.kind === 'bytes') {
      res.writeHead(200, { 'Content-Length': body.lengthHeader ?? body.bytes.length }).end(body.lengthHeader === undefined ? body.bytes : undefined);
      if (body.lengthHeader !== undefined) res.destroy();
      return;
    }
    // An endless body: 64 kB chunks as fast as the client reads them, until it goes away.
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const pump = (): void => {
      while (!res.destroyed && res.write(chunk)) this.endlessSent += chunk.length;
    };
    res.on('drain', pump);
    pump();
  }
}

const site = new Site();
const tmp = mkdtempSync(path.join(os.tmpdir(), 'stackwise-cr-whole-'));
let n = 0;
const fresh = (): string => path.join(tmp, `case-${++n}`);

beforeAll(() => site.start());
afterAll(async () => {
  await site.close();
  rmSync(tmp, { recursive: true, force: true });
});
beforeEach(() => {
  site.page = { kind: 'bytes', bytes: Buffer.from('<a href="/MagicCompRules%2020260925.txt">TXT</a>') };
  site.text = { kind: 'bytes', bytes: WHOLE };
  site.endlessSent = 0;
});

interface LogLine {
  level: number;
  msg: string;
  [k: string]: unknown;
}
function capture(): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  return { lines, logger: createLogger({ level: 'debug', destination: { write: (l: string) => void lines.push(JSON.parse(l) as LogLine) } }) };
}

function options(over: Partial<CrSourceOptions> = {}): CrSourceOptions {
  return { rulesPageUrl: `${site.base}/rules`, cacheDir: fresh(), refreshHours: 24, userAgent: 'Stackwise-test', timeoutMs: 10_000, logger: capture().logger, ...over };
}

// ---------------------------------------------------------------------------------------------

describe('incompleteCr', () => {
  it('GIVEN either whole edition THEN nothing is missing', () => {
    for (const file of [CURRENT_CR_PATH, PREVIOUS_CR_PATH]) expect(incompleteCr(decodeRulesText(new Uint8Array(readFileSync(file))).text)).toBeNull();
  });

  it('GIVEN either edition THEN rule 606.5, printed without the period after its number, is its own rule (not folded into 606.4)', () => {
    for (const file of [CURRENT_CR_PATH, PREVIOUS_CR_PATH]) {
      const doc = parseRules(decodeRulesText(new Uint8Array(readFileSync(file))).text);
      expect(doc.rules.get('606.5')?.text).toMatch(/^If the total cost to activate a loyalty ability/);
      expect(doc.rules.get('606.4')?.text).not.toMatch(/If the total cost to activate/);
    }
  });

  it.each([
    [0.1, /it has no chapters 2, 3, 4, 5, 6, 7, 8 and 9, it has only \d+ numbered rules \(a whole one has over 2000\) and it has only 0 glossary entries/],
    [0.6, /it has no chapters 8 and 9 and it has only 0 glossary entries \(a whole one has over 300\)/],
    [0.9, /it has only \d+ glossary entries \(a whole one has over 300\)/],
    [0.99, /it stops before the Credits section that ends the document/],
  ])('GIVEN the first %s of the file THEN it is not whole, and says why', (fraction, why) => {
    const problem = incompleteCr(decodeRulesText(new Uint8Array(part(fraction))).text);
    expect(problem).toMatch(/^is not a whole Comprehensive Rules file: /);
    expect(problem).toMatch(why);
  });

  // A piece cut out of the middle keeps the chapters, the counts and the Credits: only the numbering
  // tells (it answered "There is no rule 702.19b" from such a file).
  const without = (drop: (line: string) => boolean): string => decodeRulesText(new Uint8Array(WHOLE)).text.split('\n').filter((l) => !drop(l)).join('\n');
  let cut = false;
  it.each([
    ['the lines of rule 702.19', (l: string) => /^702\.19[a-z]?\.? /.test(l), /its numbering has gaps \(702\.19 missing\)/],
    ['the one subrule 702.19b', (l: string) => /^702\.19b /.test(l), /its numbering has gaps \(702\.19b missing\)/],
    ['the section 509', (l: string) => /^509\.(?:\d+[a-z]?\.? )?/.test(l), /its numbering has gaps \(509 missing\)/],
    ['everything from 702.19 to just before 702.40', (l: string) => {
      if (/^702\.19\.? /.test(l)) cut = true;
      if (/^702\.40\.? /.test(l)) cut = false;
      return cut;
    }, /its numbering has gaps \(702\.19, 702\.20, 702\.21 and \d+ more missing\)/],
  ] as const)('GIVEN the whole file without %s THEN not whole, naming the gap', (_what, drop, why) => {
    const problem = incompleteCr(without(drop));
    expect(problem).toMatch(/^is not a whole Comprehensive Rules file: /);
    expect(problem).toMatch(why);
  });

  it('GIVEN a text without its effective date THEN not whole', () => {
    const text = decodeRulesText(new Uint8Array(WHOLE)).text.replace(/effective as of [A-Za-z]+ \d+, \d{4}/, 'effective soon');
    expect(incompleteCr(text)).toMatch(/it does not say which date it is effective from/);
  });
});

describe('CR CR LF line endings', () => {
  it('GIVEN CR CR LF, CRLF, LF and bare CR THEN each is one line end; blank lines are kept', () => {
    expect(normaliseNewlines('a\r\r\nb\r\r\n\r\r\nc')).toBe('a\nb\n\nc');
    expect(normaliseNewlines('a\r\nb\r\n\r\nc')).toBe('a\nb\n\nc');
    expect(normaliseNewlines('a\r\rb\rc')).toBe('a\n\nb\nc');
  });

  it('GIVEN the whole CR re-saved with CR CR LF endings THEN it decodes to the same rules, 702.19b included', () => {
    const doc = parseRules(decodeRulesText(new Uint8Array(crcrlf())).text);
    const whole = parseRules(decodeRulesText(new Uint8Array(WHOLE)).text);
    expect(doc.rules.size).toBe(whole.rules.size);
    expect(doc.glossary.length).toBe(whole.glossary.length);
    expect(doc.rules.get('702.19b')?.text).toBe(whole.rules.get('702.19b')?.text);
  });
});

describe('CR_FILE', () => {
  const file = (name: string, bytes: Buffer): string => {
    const dir = fresh();
    mkdirSync(dir, { recursive: true });
    const f = path.join(dir, name);
    writeFileSync(f, bytes);
    return f;
  };

  it.each([0.1, 0.6, 0.99])('GIVEN a CR_FILE holding the first %s of the CR THEN refused, naming CR_FILE and the file', async (fraction) => {
    const f = file('partial.txt', part(fraction));
    const r = await loadCr(options({ crFile: f }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toContain(`CR_FILE is set to ${f}, but that file is not a whole Comprehensive Rules file`);
    expect(r.error).toMatch(/so it is not used: answers from it could say that a rule does not exist/);
  });

  it('GIVEN a CR_FILE with CR CR LF endings THEN it loads whole', async () => {
    const r = await loadCr(options({ crFile: file('crcrlf.txt', crcrlf()) }));
    if (!r.ok) throw new Error(r.error);
    expect(parseRules(r.value.text).rules.has('702.19b')).toBe(true);
  });

  it('GIVEN a 100 MB CR_FILE THEN refused from its size, naming the size and the limit', async () => {
    const dir = fresh();
    mkdirSync(dir, { recursive: true });
    const f = path.join(dir, 'huge.txt');
    const fd = openSync(f, 'w');
    ftruncateSync(fd, 100 * 1024 * 1024); // sparse: nothing is written, and nothing should be read
    closeSync(fd);
    const r = await loadCr(options({ crFile: f }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(`${f} is 100 MB long, more than any Comprehensive Rules file can be (the limit is 16 MB)`);
  });
});

describe('downloads', () => {
  it.each([0.1, 0.6, 0.99])('GIVEN the rules page serving the first %s of the CR THEN refused naming the URL, and not cached', async (fraction) => {
    site.text = { kind: 'bytes', bytes: part(fraction) };
    const opts = options();
    const r = await loadCr(opts);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(`the file at ${site.base}/MagicCompRules%2020260925.txt is not a whole Comprehensive Rules file`);
    expect(existsSync(path.join(opts.cacheDir, 'cr-en.txt'))).toBe(false);
  });

  it('GIVEN a whole CR with CR CR LF endings THEN downloaded and used', async () => {
    site.text = { kind: 'bytes', bytes: crcrlf() };
    const r = await loadCr(options());
    if (!r.ok) throw new Error(r.error);
    expect(parseRules(r.value.text).rules.has('702.19b')).toBe(true);
  });

  it('GIVEN an endless text file THEN the download stops at the size cap, far below 280 MB', async () => {
    site.text = { kind: 'endless' };
    const r = await loadCr(options());
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/sent more than 16 MB, more than any Comprehensive Rules file can be \(the limit is 16 MB\), so the download was stopped there/);
    await new Promise((res) => setTimeout(res, 100)); // the server notices the client went away
    expect(site.endlessSent).toBeLessThan(64 * 1024 * 1024);
  }, 60_000);

  it('GIVEN an endless rules page THEN it stops at the page cap', async () => {
    site.page = { kind: 'endless' };
    const r = await loadCr(options());
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/sent more than 8 MB, more than a rules page can be \(the limit is 8 MB\)/);
    expect(site.endlessSent).toBeLessThan(64 * 1024 * 1024);
  }, 60_000);

  it('GIVEN a Content-Length of 300 MB THEN refused before reading the body', async () => {
    site.text = { kind: 'bytes', bytes: Buffer.alloc(0), lengthHeader: 300 * 1024 * 1024 };
    const r = await loadCr(options());
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/is 300 MB long, more than any Comprehensive Rules file can be/);
  });

  it('GIVEN a body that stops coming THEN the time cap ends the request', async () => {
    const stalled = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Length': WHOLE.length });
      res.write(WHOLE.subarray(0, 1000)); // and then nothing more
    });
    await new Promise<void>((r) => stalled.listen(0, '127.0.0.1', r));
    try {
      const url = `http://127.0.0.1:${(stalled.address() as AddressInfo).port}/MagicCompRules.txt`;
      const r = await loadCr(options({ rulesPageUrl: url, timeoutMs: 500 }));
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toContain(`the request to ${url} timed out after 0.5 s`);
    } finally {
      stalled.closeAllConnections();
      await new Promise((r) => stalled.close(r));
    }
  }, 30_000);
});

describe('the cache', () => {
  const cacheWarnings = (lines: LogLine[]): LogLine[] => lines.filter((l) => l.level === 40 && /cache/.test(l.msg));

  /** A path whose parent is a file: mkdir fails there for every user, root included. */
  function underAFile(): string {
    const dir = fresh();
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'a-file'), 'x');
    return path.join(dir, 'a-file', 'cache');
  }
  function aFile(): string {
    const dir = fresh();
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'cache'), 'x');
    return path.join(dir, 'cache');
  }
  function filesAreFolders(): string {
    const dir = fresh();
    mkdirSync(path.join(dir, 'cr-en.txt'), { recursive: true });
    mkdirSync(path.join(dir, 'cr-en.json'), { recursive: true });
    return dir;
  }
  function readOnly(): string | null {
    // chmod doesn't stop root: the cases above are the ones that fail for every user.
    if (process.getuid?.() === 0) return null;
    const dir = fresh();
    mkdirSync(dir, { recursive: true });
    chmodSync(dir, 0o555);
    return dir;
  }

  it.each([
    ['a path whose parent is a file', underAFile],
    ['a file instead of a folder', aFile],
    ['cache files that are folders', filesAreFolders],
    ['a read-only folder (skipped as root)', readOnly],
    // A folder that exists but where no file can be made, for every user (root too): Linux's /proc/self.
    ['a folder no file can be written in (/proc/self)', () => (existsSync('/proc/self') ? '/proc/self' : null)],
  ])('GIVEN %s THEN the CR is downloaded and used from memory, with one warning and no error', async (_name, make) => {
    const cacheDir = make();
    if (cacheDir === null) return;
    const { logger, lines } = capture();
    const r = await loadCr(options({ cacheDir, logger }));
    if (!r.ok) throw new Error(r.error);
    expect(r.value.origin).toBe('download');
    expect(cacheWarnings(lines)).toHaveLength(1);
    expect(cacheWarnings(lines)[0]?.msg).toMatch(/the CR cache folder can't be used; working from memory/);
    expect(typeof cacheWarnings(lines)[0]?.reason).toBe('string'); // a reason, not an error object with a stack
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  }, 60_000);

  async function cached(): Promise<{ opts: CrSourceOptions; txt: string; meta: string }> {
    const opts = options();
    const first = await loadCr(opts);
    if (!first.ok) throw new Error(first.error);
    return { opts, txt: path.join(opts.cacheDir, 'cr-en.txt'), meta: path.join(opts.cacheDir, 'cr-en.json') };
  }

  it.each([
    ['metadata that is not JSON', (c: { txt: string; meta: string }) => writeFileSync(c.meta, 'not json {'), /metadata is not valid JSON/],
    ['a truncated text file', (c: { txt: string; meta: string }) => writeFileSync(c.txt, readFileSync(c.txt).subarray(0, 5000)), /does not match the checksum/],
    ['a missing text file', (c: { txt: string; meta: string }) => rmSync(c.txt), /its text file is missing/],
  ])('GIVEN %s THEN the cache is discarded, the CR downloaded again and cached afresh', async (_name, damage, why) => {
    const c = await cached();
    damage(c);
    const { logger, lines } = capture();
    const r = await loadCr({ ...c.opts, logger });
    if (!r.ok) throw new Error(r.error);
    expect(r.value.origin).toBe('download');
    expect(lines.some((l) => l.msg.startsWith('CR cache discarded') && why.test(String(l.reason)))).toBe(true);
    expect(JSON.parse(readFileSync(c.meta, 'utf8'))).toMatchObject({ effective: '2026-09-25' });
    expect(readFileSync(c.txt).equals(WHOLE)).toBe(true);
  });

  it('GIVEN a cache whose text matches its checksum but is only part of a CR THEN it is discarded, never used', async () => {
    site.text = { kind: 'bytes', bytes: WHOLE };
    const c = await cached();
    const partial = part(0.6);
    const meta = JSON.parse(readFileSync(c.meta, 'utf8')) as Record<string, unknown>;
    const { createHash } = await import('node:crypto');
    writeFileSync(c.txt, partial);
    writeFileSync(c.meta, JSON.stringify({ ...meta, sha256: createHash('sha256').update(partial).digest('hex') }));
    // Fresh, so it would be used without asking the server — if it were believed.
    const { logger, lines } = capture();
    const r = await loadCr({ ...c.opts, logger });
    if (!r.ok) throw new Error(r.error);
    expect(r.value.origin).toBe('download');
    expect(parseRules(r.value.text).rules.has('702.19b')).toBe(true);
    expect(lines.some((l) => l.msg.startsWith('CR cache discarded') && /not a whole Comprehensive Rules file/.test(String(l.reason)))).toBe(true);
  });

  it('GIVEN a damaged cache and a server that fails THEN the error says so; the partial cache is not a fallback', async () => {
    const c = await cached();
    writeFileSync(c.txt, part(0.6));
    site.text = { kind: 'status', status: 500 };
    const r = await loadCr({ ...c.opts, offlineDir: undefined });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/There is no usable cached copy in .*, and the download failed because .* answered HTTP 500/);
    expect(readdirSync(c.opts.cacheDir)).toEqual([]); // discarded
  });
});

/**
 * Start-up faults (issue 17 §5): a .env file that exists but can't be read as UTF-8 text is
 * reported, never skipped (the bot would otherwise start without its token, in console mode); and
 * the start-up failure line printed on standard error goes through the logger's secret scrubbing,
 * so an API that echoes the Authorization header back can't put the token there.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dotenvSkippedWarning, readDotenv } from '../src/bootstrap.ts';
import { scrubbedError } from '../src/logger.ts';
import { CR_FILE, NODE, baseEnv, cliArgs, hasStackTrace, mainArgs, run, tempDir } from './support/spawn.ts';

const dirs: { cleanup: () => void }[] = [];
afterAll(() => {
  for (const d of dirs.splice(0)) d.cleanup();
});
function dir(): string {
  const t = tempDir('stackwise-dotenv-');
  dirs.push(t);
  return t.dir;
}
function envFile(content: Buffer | string): string {
  const file = path.join(dir(), '.env');
  writeFileSync(file, content);
  return file;
}

const TOKEN = 'MTAxMjM0NTY3ODkwMTIzNDU2Nzg5.abcdef.not-a-real-token-0123456789';
const utf16le = (s: string, bom = true): Buffer => Buffer.concat([bom ? Buffer.from([0xff, 0xfe]) : Buffer.alloc(0), Buffer.from(s, 'utf16le')]);

describe('readDotenv', () => {
  it('GIVEN no .env THEN no values, no complaint', () => {
    expect(readDotenv(path.join(dir(), '.env'))).toEqual({ ok: true, values: {} });
  });

  it('GIVEN UTF-8, with or without a byte-order mark THEN every variable, the first one included', () => {
    for (const bom of ['', '\uFEFF']) {
      const r = readDotenv(envFile(`${bom}DISCORD_TOKEN=${TOKEN}\nLOG_LEVEL=debug\n`));
      expect(r).toEqual({ ok: true, values: { DISCORD_TOKEN: TOKEN, LOG_LEVEL: 'debug' } });
    }
  });

  it.each([
    ['UTF-16LE with a BOM', utf16le(`DISCORD_TOKEN=${TOKEN}\n`), /is saved as UTF-16/],
    ['UTF-16LE without a BOM', utf16le(`DISCORD_TOKEN=${TOKEN}\n`, false), /looks like UTF-16 text/],
    ['UTF-16BE with a BOM', Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(`DISCORD_TOKEN=${TOKEN}\n`, 'utf16le').swap16()]), /is saved as UTF-16/],
    ['binary', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]), /binary data/],
    ['Latin-1 text', Buffer.from('DISCORD_TOKEN=caf\xe9\n', 'latin1'), /not valid UTF-8/],
  ])('GIVEN a .env in %s THEN it is reported, naming the file and what to do', (_name, bytes, problem) => {
    const file = envFile(bytes);
    const r = readDotenv(file);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.message).toMatch(problem);
    expect(r.message).toContain(file);
    expect(r.message).toMatch(/Save it as plain UTF-8 text/);
  });

  it('GIVEN a folder named .env THEN reported', () => {
    const d = dir();
    mkdirSync(path.join(d, '.env'));
    expect(readDotenv(path.join(d, '.env'))).toMatchObject({ ok: false, message: expect.stringMatching(/is a folder/) });
  });

  // Issue 17 §5: a .env that is there but can't be read is reported, never taken for no .env.
  it('GIVEN a .env linking to a file that is gone, or to itself THEN reported, naming the file', () => {
    const d = dir();
    symlinkSync(path.join(d, 'moved.env'), path.join(d, '.env'));
    expect(readDotenv(path.join(d, '.env'))).toEqual({ ok: false, message: expect.stringContaining(`is a link to ${path.join(d, 'moved.env')}, which does not exist`) });
    const e = dir();
    symlinkSync(path.join(e, '.env'), path.join(e, '.env'));
    expect(readDotenv(path.join(e, '.env'))).toEqual({ ok: false, message: expect.stringMatching(/could not be read \(ELOOP\)/) });
  });

  it('GIVEN keys named like Object.prototype members THEN plain data, nothing polluted', () => {
    const r = readDotenv(envFile('__proto__=x\nconstructor=y\ntoString=z\n'));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    // constructor and toString are plain string values; __proto__ never becomes a prototype.
    expect(Object.getPrototypeOf(r.values)).toBeNull();
    expect(r.values.constructor).toBe('y');
    expect(r.values.toString).toBe('z');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('GIVEN .env lines that are no setting WHEN read THEN their numbers are reported, never their text', () => {
  /** [file text, the numbers of the lines skipped]. */
  const ROWS: [string, number[]][] = [
    ['DISCORD_TOKEN=abc\nLOG_LEVEL=debug\n', []],
    ['# a comment\n\n   \nexport LOG_LEVEL=debug\nCACHE_DIR: .cache\n', []],
    ['MTAxMjM0NTY3ODkwMTIzNDU2Nzg5.abc.def\nLOG_LEVEL=debug\n', [1]],
    ['LOG_LEVEL=debug\nDISCORD_TOKEN abc\n\nnot a setting\n', [2, 4]],
    ['LOG_LEVEL=debug\r\njust words\r\n', [2]],
    // A quoted value spanning lines: its inner lines are part of it.
    ['GREETING="first line\nsecond line\nlast"\nstray\n', [4]],
    ["NOTE='one\ntwo'\n", []],
    ['\uFEFFplain\nA=1\n', [1]],
  ];
  it.each(ROWS)('%j → lines %j', (text, lines) => {
    const r = readDotenv(envFile(text));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.skipped ?? []).toEqual(lines);
  });

  it.each([
    [[3], '.env line 3 is not a setting'],
    [[2, 4], '.env lines 2, 4 are not a setting'],
  ])('the warning for %j names the lines: %s', (lines, says) => {
    expect(dotenvSkippedWarning(lines)).toContain(says);
  });

  it('GIVEN a .env line holding a bare secret THEN the CLI warns naming its line, never its text, and still answers', async () => {
    const cwd = dir();
    writeFileSync(path.join(cwd, '.env'), `LOG_LEVEL=warn\n${TOKEN}\n`);
    const r = await run(NODE, cliArgs('rule', '100.1', '--json'), { env: baseEnv(dir()), cwd });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('.env line 2 is not a setting');
    expect(r.stderr).not.toContain(TOKEN);
    expect(r.stdout).not.toContain(TOKEN);
  }, 60_000);
});

describe('start-up through the real entry points', () => {
  it('GIVEN a UTF-16 .env holding the token THEN npm start and the CLI say so and exit 2, instead of starting without it', async () => {
    const cwd = dir();
    writeFileSync(path.join(cwd, '.env'), utf16le(`DISCORD_TOKEN=${TOKEN}\n`));
    const cache = dir();
    const env = baseEnv(cache);
    const [start, cli] = await Promise.all([
      run(NODE, mainArgs(), { env, cwd, input: '/rule 100.1\n' }),
      run(NODE, cliArgs('rule', '100.1', '--json'), { env, cwd }),
    ]);
    expect(start.code, start.stderr).toBe(2);
    expect(start.stderr).toMatch(/the \.env file .*\.env is saved as UTF-16\. Save it as plain UTF-8 text/);
    expect(start.stdout).not.toMatch(/100\.1/); // the console mode never started
    expect(cli.code).toBe(2);
    expect(JSON.parse(cli.stdout)).toMatchObject({ ok: false, error: { code: 'bad_config', message: expect.stringMatching(/UTF-16/) } });
    for (const r of [start, cli]) expect(hasStackTrace(r.stderr)).toBe(false);
  }, 120_000);

  it('GIVEN a Discord API whose error echoes the Authorization header THEN the start-up failure on stderr has no token', async () => {
    const seen: string[] = [];
    const api = http.createServer((req, res) => {
      seen.push(String(req.headers.authorization));
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: `Bad request: you sent ${req.headers.authorization}`, code: 50035, errors: { auth: { _errors: [{ code: 'ECHO', message: String(req.headers.authorization) }] } } }));
    });
    await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
    try {
      const { port } = api.address() as AddressInfo;
      const cache = dir();
      const r = await run(NODE, mainArgs(), {
        cwd: dir(),
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', CR_FILE, CACHE_DIR: cache, DISCORD_TOKEN: TOKEN, DISCORD_API_BASE: `http://127.0.0.1:${port}/api` },
        timeoutMs: 90_000,
      });
      expect(seen.some((h) => h.includes(TOKEN))).toBe(true); // the API did get (and echo) the token
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/Stackwise could not start: .*\[REDACTED\]/);
      expect(r.stderr).not.toContain(TOKEN);
      expect(r.stdout).not.toContain(TOKEN);
    } finally {
      await new Promise((r) => api.close(r));
    }
  }, 120_000);
});

describe('scrubbedError', () => {
  it('GIVEN an error quoting a secret in its message, name and stack THEN none of them holds it', () => {
    const e = new Error(`401 for Bot ${TOKEN}`);
    e.stack = `Error: 401 for Bot ${TOKEN}\n    at x (file.ts:1:1)`;
    const s = scrubbedError(e, [TOKEN]);
    expect(s.message).toBe('401 for Bot [REDACTED]');
    expect(`${s.name} ${s.message} ${s.stack ?? ''}`).not.toContain(TOKEN);
    expect(scrubbedError(`plain ${TOKEN}`, [TOKEN, undefined]).message).toBe('plain [REDACTED]');
  });
});

/** loadConfig / formatConfigErrors: defaults, one clear error per bad variable, empty = unset. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigSchema, formatConfigErrors, loadConfig } from '../src/config.ts';
import type { Config, ConfigError } from '../src/config.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TOKEN = 'MTIzNDU2Nzg5MDEyMzQ1Njc4.Gabcde.config-token-0123456789';

function ok(env: Record<string, string>): Config {
  const r = loadConfig(env);
  if (!r.ok) throw new Error(`expected a valid config, got ${JSON.stringify(r.errors)}`);
  return r.config;
}

function errors(env: Record<string, string>): ConfigError[] {
  const r = loadConfig(env);
  if (r.ok) throw new Error(`expected configuration errors for ${JSON.stringify(env)}`);
  return r.errors;
}

describe('loadConfig defaults', () => {
  it('GIVEN an empty environment THEN every default, and no Discord settings', () => {
    const c = ok({});
    expect(c).toMatchObject({
      CR_RULES_PAGE_URL: 'https://magic.wizards.com/en/rules',
      CR_OFFLINE_DIR: '../shared/data/cr',
      CR_REFRESH_HOURS: 24,
      CR_LINK_BASE: 'https://yawgatog.com/resources/magic-rules/',
      CACHE_DIR: '.cache',
      LOG_LEVEL: 'info',
    });
    expect(c.HTTP_USER_AGENT).toMatch(/^Stackwise\//);
    for (const k of ['DISCORD_TOKEN', 'DISCORD_APPLICATION_ID', 'DISCORD_GUILD_ID', 'DISCORD_API_BASE', 'CR_FILE', 'CR_JA_FILE', 'CR_JA_URL'] as const) {
      expect(c[k], k).toBeUndefined();
    }
  });

  it('GIVEN good values THEN they are used (numbers parsed, whitespace trimmed)', () => {
    const c = ok({
      DISCORD_TOKEN: `  ${TOKEN}  `,
      DISCORD_APPLICATION_ID: '123456789012345678',
      DISCORD_GUILD_ID: '87654321098765432',
      DISCORD_API_BASE: 'http://127.0.0.1:8080/api',
      CR_FILE: '/data/cr.txt',
      CR_REFRESH_HOURS: '0.5',
      CACHE_DIR: '/tmp/sw',
      LOG_LEVEL: 'debug',
    });
    expect(c).toMatchObject({
      DISCORD_TOKEN: TOKEN,
      DISCORD_APPLICATION_ID: '123456789012345678',
      DISCORD_GUILD_ID: '87654321098765432',
      DISCORD_API_BASE: 'http://127.0.0.1:8080/api',
      CR_FILE: '/data/cr.txt',
      CR_REFRESH_HOURS: 0.5,
      CACHE_DIR: '/tmp/sw',
      LOG_LEVEL: 'debug',
    });
  });

  it('GIVEN unrelated variables (PATH, HOME…) THEN they are ignored', () => {
    expect(loadConfig({ PATH: '/usr/bin', HOME: '/root', NODE_ENV: 'test' }).ok).toBe(true);
  });
});

describe('loadConfig: empty strings are unset', () => {
  it('GIVEN every variable set to "" or spaces THEN the same as unset: defaults, no errors', () => {
    const keys = Object.keys(ConfigSchema.shape);
    const blank = Object.fromEntries(keys.map((k, i) => [k, i % 2 === 0 ? '' : '   ']));
    expect(ok(blank)).toEqual(ok({}));
  });

  it.each(['DISCORD_TOKEN', 'DISCORD_APPLICATION_ID', 'DISCORD_API_BASE', 'CR_REFRESH_HOURS', 'LOG_LEVEL', 'CR_FILE'])(
    'GIVEN %s="" THEN it is treated as unset',
    (variable) => {
      expect(ok({ [variable]: '' })).toEqual(ok({}));
    },
  );
});

describe('loadConfig: each bad value names its variable', () => {
  it.each([
    ['DISCORD_TOKEN', 'short'],
    ['DISCORD_TOKEN', 'has spaces in it 0123456789abcdef'],
    ['DISCORD_TOKEN', `Bot ${TOKEN}`],
    ['DISCORD_APPLICATION_ID', 'abc'],
    ['DISCORD_APPLICATION_ID', '1234'],
    ['DISCORD_APPLICATION_ID', '123456789012345678901'],
    ['DISCORD_GUILD_ID', 'my-server'],
    ['DISCORD_API_BASE', 'not a url'],
    ['DISCORD_API_BASE', 'ftp://example.com/api'],
    ['DISCORD_API_BASE', '127.0.0.1:8080/api'],
    ['CR_REFRESH_HOURS', '-3'],
    ['CR_REFRESH_HOURS', '0'],
    ['CR_REFRESH_HOURS', 'abc'],
    ['CR_REFRESH_HOURS', 'Infinity'],
    ['LOG_LEVEL', 'verbose'],
    ['LOG_LEVEL', 'loud'],
    ['CR_JA_URL', 'file.txt'],
  ])('GIVEN %s=%j THEN exactly one error, naming that variable', (variable, value) => {
    const errs = errors({ [variable]: value });
    expect(errs).toHaveLength(1);
    expect(errs[0]?.variable).toBe(variable);
    expect(errs[0]?.message.trim().length).toBeGreaterThan(5);
    // A bad token is never echoed back into a message that may end up in a log.
    if (variable === 'DISCORD_TOKEN') expect(errs[0]?.message).not.toContain(value);
  });

  it('GIVEN several bad values THEN one error per variable, each naming it', () => {
    const errs = errors({ DISCORD_APPLICATION_ID: 'abc', CR_REFRESH_HOURS: '-3', LOG_LEVEL: 'loud', DISCORD_API_BASE: 'nope', CACHE_DIR: '/ok' });
    expect(errs.map((e) => e.variable).sort()).toEqual(['CR_REFRESH_HOURS', 'DISCORD_API_BASE', 'DISCORD_APPLICATION_ID', 'LOG_LEVEL']);
  });

  it('GIVEN LOG_LEVEL=verbose THEN the message lists the valid levels', () => {
    const [e] = errors({ LOG_LEVEL: 'verbose' });
    for (const level of ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']) expect(e?.message).toContain(level);
  });
});

describe('formatConfigErrors', () => {
  it('GIVEN n problems THEN n lines, each naming its variable and how to fix it', () => {
    const errs = errors({ DISCORD_TOKEN: 'short', DISCORD_APPLICATION_ID: 'abc', CR_REFRESH_HOURS: '-3', LOG_LEVEL: 'loud', DISCORD_API_BASE: 'nope' });
    const text = formatConfigErrors(errs);
    const lines = text.split('\n');
    expect(lines).toHaveLength(errs.length);
    lines.forEach((line, i) => {
      expect(line).toContain(errs[i]!.variable);
      expect(line).toMatch(/^Configuration error: [A-Z_]+ /);
      expect(line).toMatch(/\.env/);
    });
    expect(text).not.toContain('short');
  });

  it('GIVEN no problems THEN an empty string', () => {
    expect(formatConfigErrors([])).toBe('');
  });

  it('GIVEN each kind of bad value THEN the line reads "<VARIABLE> <lower-case explanation>", in our words', () => {
    const errs = errors({ DISCORD_TOKEN: 'short', DISCORD_APPLICATION_ID: 'abc', CR_REFRESH_HOURS: '-3', LOG_LEVEL: 'loud', DISCORD_API_BASE: 'nope' });
    const lines = formatConfigErrors(errs).split('\n');
    // Zod's own wording ("Invalid option: expected one of …") should not leak through.
    expect(lines.filter((l) => !/^Configuration error: [A-Z_]+ [a-z]/.test(l))).toEqual([]);
  });
});

describe('.env.example', () => {
  it('GIVEN the config schema THEN .env.example (which every config message points to) documents every variable', () => {
    const file = path.join(ROOT, '.env.example');
    expect(existsSync(file), '.env.example is missing').toBe(true);
    const text = readFileSync(file, 'utf8');
    const missing = Object.keys(ConfigSchema.shape).filter((k) => !new RegExp(`^#?\\s*${k}=`, 'm').test(text));
    expect(missing).toEqual([]);
  });
});

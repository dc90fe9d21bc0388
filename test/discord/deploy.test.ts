/**
 * deployCommands against a local HTTP server standing in for Discord's REST API. Nothing here
 * touches the real network.
 */
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SlashCommandBuilder } from 'discord.js';
import type { CommandModule } from '../../src/app/command.ts';
import { loadConfig } from '../../src/config.ts';
import type { Config } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { deployCommands, describeDeploy } from '../../src/discord/deploy.ts';

const TOKEN = 'MTIzNDU2Nzg5MDEyMzQ1Njc4.Gabcde.deploy-token-0123456789';
const APP_ID = '123456789012345678';
const GUILD_ID = '876543210987654321';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

let server: Server;
let base = '';
let requests: Recorded[] = [];
let status = 200;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const body: unknown = text ? JSON.parse(text) : undefined;
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(status === 200 ? JSON.stringify(Array.isArray(body) ? body : []) : JSON.stringify({ message: 'Missing Access', code: 50001 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests = [];
  status = 200;
});

function config(env: Record<string, string>): Config {
  const loaded = loadConfig(env);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
  return loaded.config;
}

const lines: string[] = [];
const logger = createLogger({ level: 'debug', secrets: [TOKEN], destination: { write: (s: string) => void lines.push(s) } });

const fakeCommand = (name: string): CommandModule => ({
  data: new SlashCommandBuilder()
    .setName(name)
    .setNameLocalizations({ ja: `${name}-ja` })
    .setDescription(`the ${name} command`)
    .addStringOption((o) => o.setName('text').setDescription('text').setRequired(true)),
  positional: 'text',
  execute: () => Promise.reject(new Error('not called')),
});
const registry = [fakeCommand('alpha'), fakeCommand('beta')];

describe('deployCommands', () => {
  it('GIVEN DISCORD_GUILD_ID THEN PUTs the commands’ JSON to the guild’s commands with the bot token', async () => {
    const cfg = config({ DISCORD_TOKEN: TOKEN, DISCORD_APPLICATION_ID: APP_ID, DISCORD_GUILD_ID: GUILD_ID, DISCORD_API_BASE: base });
    const result = await deployCommands(cfg, logger, undefined, registry);
    expect(result.ok).toBe(true);
    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req?.method).toBe('PUT');
    expect(req?.url).toBe(`/api/v10/applications/${APP_ID}/guilds/${GUILD_ID}/commands`);
    expect(req?.headers.authorization).toBe(`Bot ${TOKEN}`);
    expect(req?.body).toEqual(registry.map((c) => c.data.toJSON()));
    if (result.ok) {
      expect(result.report).toMatchObject({ scope: 'guild', guildId: GUILD_ID, commands: ['alpha', 'beta'] });
      expect(describeDeploy(result.report)).toMatch(/2 slash commands \(\/alpha, \/beta\) in guild 876543210987654321/);
    }
  });

  it('GIVEN no DISCORD_GUILD_ID THEN PUTs to the global commands', async () => {
    const cfg = config({ DISCORD_TOKEN: TOKEN, DISCORD_APPLICATION_ID: APP_ID, DISCORD_API_BASE: base });
    const result = await deployCommands(cfg, logger, undefined, registry);
    expect(result.ok).toBe(true);
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual([`PUT /api/v10/applications/${APP_ID}/commands`]);
    expect(requests[0]?.headers.authorization).toBe(`Bot ${TOKEN}`);
    expect(requests[0]?.body).toEqual(registry.map((c) => c.data.toJSON()));
    if (result.ok) expect(describeDeploy(result.report)).toMatch(/globally/);
  });

  it('GIVEN the default registry THEN the body is every real command’s JSON', async () => {
    const { commands } = await import('../../commands/index.ts');
    const cfg = config({ DISCORD_TOKEN: TOKEN, DISCORD_APPLICATION_ID: APP_ID, DISCORD_GUILD_ID: GUILD_ID, DISCORD_API_BASE: base });
    const result = await deployCommands(cfg, logger);
    expect(result.ok).toBe(true);
    expect(requests[0]?.body).toEqual(commands.map((c) => c.data.toJSON()));
  });

  it.each([
    [{ DISCORD_APPLICATION_ID: APP_ID }, 'DISCORD_TOKEN'],
    [{ DISCORD_TOKEN: TOKEN }, 'DISCORD_APPLICATION_ID'],
  ])('GIVEN a missing variable THEN a config error naming it, and no request', async (env, missing) => {
    const result = await deployCommands(config({ ...env, DISCORD_API_BASE: base }), logger, undefined, registry);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.kind).toBe('config');
      expect(result.error.message).toContain(missing);
    }
    expect(requests).toHaveLength(0);
  });

  it('GIVEN Discord refuses THEN an api error, and the token is not logged', async () => {
    status = 403;
    const result = await deployCommands(config({ DISCORD_TOKEN: TOKEN, DISCORD_APPLICATION_ID: APP_ID, DISCORD_API_BASE: base }), logger, undefined, registry);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.kind).toBe('api');
      expect(result.error.message).toContain('Missing Access');
    }
    expect(lines.join('')).not.toContain(TOKEN);
  });

  it('GIVEN a REST client THEN uses it', async () => {
    const calls: { route: string; body: unknown }[] = [];
    const rest = { put: (route: `/${string}`, o: { body: unknown }) => (calls.push({ route, body: o.body }), Promise.resolve([])) };
    const result = await deployCommands(config({ DISCORD_TOKEN: TOKEN, DISCORD_APPLICATION_ID: APP_ID }), logger, rest, registry);
    expect(result.ok).toBe(true);
    expect(calls).toEqual([{ route: `/applications/${APP_ID}/commands`, body: registry.map((c) => c.data.toJSON()) }]);
  });
});

describe('npm run deploy-commands (the script run directly)', () => {
  const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
  const script = path.join(ROOT, 'src/discord/deploy.ts');
  const run = (env: Record<string, string>) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      // Run from an empty directory so no .env file is picked up; keep only PATH and HOME.
      const cleanEnv = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env };
      execFile(tsx, [script], { cwd: tmpdir(), env: cleanEnv, timeout: 30_000 }, (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      });
    });

  it('GIVEN no DISCORD_APPLICATION_ID THEN exits 2 naming it', async () => {
    const r = await run({ DISCORD_TOKEN: TOKEN, DISCORD_API_BASE: base });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('DISCORD_APPLICATION_ID');
    expect(requests).toHaveLength(0);
  });

  it('GIVEN a bad variable THEN exits 2 with the configuration error', async () => {
    const r = await run({ DISCORD_TOKEN: TOKEN, DISCORD_APPLICATION_ID: 'not-an-id' });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/Configuration error: DISCORD_APPLICATION_ID/);
  });

  it('GIVEN everything THEN registers the commands and says what it did', async () => {
    const r = await run({ DISCORD_TOKEN: TOKEN, DISCORD_APPLICATION_ID: APP_ID, DISCORD_GUILD_ID: GUILD_ID, DISCORD_API_BASE: base });
    expect(r.stderr).not.toContain(TOKEN);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Registered \d+ slash commands? \(.*\) in guild 876543210987654321/);
    expect(requests.map((q) => q.url)).toEqual([`/api/v10/applications/${APP_ID}/guilds/${GUILD_ID}/commands`]);
  });
});

describe('npm run deploy-commands against the fake Discord (test/support/fake-discord.ts)', () => {
  const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
  const script = path.join(ROOT, 'src/discord/deploy.ts');
  const runScript = (env: Record<string, string>) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      const cleanEnv = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env };
      execFile(tsx, [script], { cwd: tmpdir(), env: cleanEnv, timeout: 30_000 }, (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
      });
    });

  it('GIVEN no DISCORD_GUILD_ID THEN registers globally (production); with it, to that guild only (development)', async () => {
    const { createFakeDiscord } = await import('../support/fake-discord.ts');
    const fake = createFakeDiscord();
    await fake.start();
    try {
      const globalRun = await runScript({ DISCORD_TOKEN: fake.token, DISCORD_APPLICATION_ID: fake.applicationId, DISCORD_API_BASE: fake.apiBase });
      expect(globalRun.code).toBe(0);
      expect(globalRun.stdout).toMatch(/globally \(production/);
      const guildRun = await runScript({ DISCORD_TOKEN: fake.token, DISCORD_APPLICATION_ID: fake.applicationId, DISCORD_GUILD_ID: GUILD_ID, DISCORD_API_BASE: fake.apiBase });
      expect(guildRun.code).toBe(0);
      expect(fake.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
        `PUT /applications/${fake.applicationId}/commands`,
        `PUT /applications/${fake.applicationId}/guilds/${GUILD_ID}/commands`,
      ]);
      for (const call of fake.calls) {
        expect(call.authorization).toBe(`Bot ${fake.token}`);
        const body = call.body as { name: string; options?: { name: string }[]; default_member_permissions?: string | null }[];
        const settings = body.find((c) => c.name === 'settings');
        expect(settings?.default_member_permissions).toBe('32');
        for (const c of body.filter((x) => x.name !== 'settings')) expect(c.options?.map((o) => o.name)).toContain('ephemeral');
      }
    } finally {
      await fake.stop();
    }
  });
});

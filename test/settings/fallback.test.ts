/**
 * Issue 17 §3 (the cache folder survives its environment), for the settings database that lives in
 * CACHE_DIR by default: when the default place can't hold a database (a file where the folder should
 * be, a path whose parent is a file), the bot keeps server settings in memory with one warning
 * instead of failing to start. A SETTINGS_DB set explicitly must work: its error stops the start.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { openSettingsOrMemory } from '../../src/discord/client.ts';
import { createLogger } from '../../src/logger.ts';
import { tempDir } from '../support/spawn.ts';

const t = tempDir('stackwise-settings-fallback-');
afterAll(() => t.cleanup());

function setup(env: Record<string, string>): { config: ReturnType<typeof config>; warnings: Record<string, unknown>[]; logger: ReturnType<typeof createLogger> } {
  const warnings: Record<string, unknown>[] = [];
  const logger = createLogger({ level: 'warn', destination: { write: (l: string) => void warnings.push(JSON.parse(l) as Record<string, unknown>) } });
  return { config: config(env), warnings, logger };
}
function config(env: Record<string, string>) {
  const loaded = loadConfig(env);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.errors));
  return loaded.config;
}

describe('the settings database in CACHE_DIR', () => {
  const aFile = path.join(t.dir, 'a-file');
  writeFileSync(aFile, 'x');

  it.each([
    ['CACHE_DIR is a file', aFile],
    ['CACHE_DIR is under a file', path.join(aFile, 'cache')],
  ])('GIVEN %s THEN settings are kept in memory, with one warning, and still work', (_name, cacheDir) => {
    const { config: c, warnings, logger } = setup({ CACHE_DIR: cacheDir });
    const store = openSettingsOrMemory(c, logger);
    expect(store.update('823456789012345678', { language: 'ja' }).language).toBe('ja');
    expect(store.get('823456789012345678').language).toBe('ja');
    store.close();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.msg).toMatch(/server settings are kept in memory until the bot restarts/);
    expect(typeof warnings[0]?.reason).toBe('string');
  });

  it('GIVEN a usable CACHE_DIR THEN the database is there, no warning', () => {
    const dir = path.join(t.dir, 'ok');
    mkdirSync(dir);
    const { config: c, warnings, logger } = setup({ CACHE_DIR: dir });
    openSettingsOrMemory(c, logger).close();
    expect(warnings).toEqual([]);
  });

  it('GIVEN SETTINGS_DB set to a place that cannot hold it THEN the error stands (the operator chose it)', () => {
    const { config: c, logger } = setup({ SETTINGS_DB: path.join(aFile, 'settings.db') });
    expect(() => openSettingsOrMemory(c, logger)).toThrow(/ENOTDIR|EEXIST/);
  });
});

/**
 * Services for command tests that need the current CR and no card catalog: built once per test
 * file in a temporary cache folder, closed and removed afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { createServices } from '../../src/services.ts';
import type { Services } from '../../src/services.ts';
import { CURRENT_CR_PATH } from '../helpers/data.ts';

/** `services()` in a test; `dir()` is the file's temporary folder, for files a test writes. */
export function useCrServices(prefix: string): { services: () => Services; dir: () => string } {
  let cacheDir = '';
  let services: Services | undefined;
  beforeAll(() => {
    cacheDir = mkdtempSync(path.join(tmpdir(), `stackwise-${prefix}-`));
    const loaded = loadConfig({ CR_FILE: CURRENT_CR_PATH, CACHE_DIR: cacheDir });
    if (!loaded.ok) throw new Error(`test config: ${JSON.stringify(loaded.errors)}`);
    services = createServices(loaded.config, createLogger({ level: 'silent' }));
  });
  afterAll(() => {
    services?.close();
    if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
  });
  return {
    services: () => {
      if (!services) throw new Error('the services are made in beforeAll');
      return services;
    },
    dir: () => cacheDir,
  };
}

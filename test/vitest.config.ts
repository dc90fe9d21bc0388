/**
 * The test run (`npm test`). Most test files share their worker's module graph (isolate: false): each
 * file would otherwise import the whole bot again and load the Japanese tokeniser's dictionary again,
 * which was most of the suite's CPU time on the 2-core CI machine. Files that replace modules with
 * vi.mock, or that test process-wide state (workers, the Discord client, start-up, the no-network
 * guard), still get a fresh module graph each.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Run each in its own module graph. */
const ISOLATED = ['test/discord/**/*.test.ts', 'test/workers/**/*.test.ts', 'test/soak/**/*.test.ts', 'test/bootstrap.test.ts', 'test/startup-imports.test.ts', 'test/logger.test.ts', 'test/config.test.ts', 'test/fuzz/**/*.test.ts'];

export default defineConfig({
  test: {
    root,
    pool: 'forks',
    // Both cores: Vitest's default is one fewer worker than cores, which on the 2-core CI machine ran
    // every file one after another.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The engine's subtype lists, read from the CR file as the app reads them when the rules load.
    setupFiles: ['test/support/subtypes-setup.ts'],
    // The compiled build the spawning tests run, made current once before them.
    globalSetup: ['test/support/global-setup.ts'],
    projects: [
      { extends: true, test: { name: 'isolated', include: ISOLATED, isolate: true } },
      { extends: true, test: { name: 'shared', include: ['test/**/*.test.ts'], exclude: ISOLATED, isolate: false } },
    ],
  },
});

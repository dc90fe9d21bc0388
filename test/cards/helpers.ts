/**
 * Shared helpers for the card catalog tests: the data files of ../shared/data/cards, temporary
 * folders, a logger whose lines can be inspected, and the full 35k-card catalog (built once per
 * test file, in a temporary SQLite index).
 */
import '../support/subtypes-setup.ts'; // the engine's subtype lists, read from the CR file
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger } from '../../src/logger.ts';
import type { Logger } from '../../src/logger.ts';
import { openCatalogFromFiles } from '../../src/cards/open.ts';
import type { LocalCatalog } from '../../src/cards/catalog.ts';

export const CARDS_DIR = fileURLToPath(new URL('../../../shared/data/cards/', import.meta.url));
export const SAMPLE = path.join(CARDS_DIR, 'sample.json');
export const ORACLE = path.join(CARDS_DIR, 'oracle-cards.json.gz');
export const JA_PRINTINGS = path.join(CARDS_DIR, 'ja-printings.json.gz');
export const FULL_FILES = [ORACLE, JA_PRINTINGS] as const;

export type Obj = Record<string, unknown>;

/** The 57 verbatim Scryfall objects of sample.json. */
export function sampleObjects(): Obj[] {
  return JSON.parse(readFileSync(SAMPLE, 'utf8')) as Obj[];
}

export function sampleCard(name: string, lang = 'en'): Obj {
  const o = sampleObjects().find((c) => c.name === name && c.lang === lang);
  if (!o) throw new Error(`${name} is not in sample.json`);
  return o;
}

const dirs: string[] = [];

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `stackwise-cards-${prefix}-`));
  dirs.push(dir);
  return dir;
}

export function cleanupTempDirs(): void {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
}

export interface LogLine {
  level: number;
  msg: string;
  [k: string]: unknown;
}

export function captureLogger(): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = createLogger({ level: 'debug', destination: { write: (s: string) => void lines.push(JSON.parse(s) as LogLine) } });
  return { logger, lines };
}

export const silentLogger = (): Logger => createLogger({ level: 'silent' });

let full: Promise<LocalCatalog> | null = null;

/**
 * Closes the full catalog and forgets it, so the next file's fullCatalog() opens a new one. Files in the 'shared'
 * project share this module (isolate: false, test/vitest.config.ts): a catalog one file closed and left here was the
 * next file's, whose queries then failed with "The database connection is not open" (CI of lead20, name-near after
 * resolve in one worker).
 */
export async function releaseFullCatalog(): Promise<void> {
  const open = full;
  full = null;
  if (open) (await open).close();
}

/** The full catalog (oracle-cards + ja-printings), indexed once per test file (released with releaseFullCatalog). */
export function fullCatalog(): Promise<LocalCatalog> {
  full ??= openCatalogFromFiles(FULL_FILES, 'file', { dbPath: path.join(tempDir('full'), 'cards.sqlite'), logger: silentLogger() }).then((r) => {
    if (!r.ok) throw new Error(r.error);
    return r.value;
  });
  return full;
}

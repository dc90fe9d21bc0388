/**
 * Creates a folder and its missing parents, one level at a time, and fails with the error of the
 * level that can't be made.
 *
 * Not `mkdir(dir, { recursive: true })`: Node's recursive mkdir retries a level whose mkdir says
 * ENOENT by making its parent again, so under a parent that exists but refuses new entries that
 * way (/proc/self/x, some FUSE and network mounts) it loops for ever and the cache, settings or
 * card index that asked for the folder hangs (issue 17 §3: "no path can hang"). Here each missing
 * level is made once: the loop is bounded by the depth of the path.
 */
import { mkdirSync, statSync } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';

const codeOf = (e: unknown): string | undefined => (e as NodeJS.ErrnoException | null)?.code;

function notDirectory(dir: string): Error {
  return Object.assign(new Error(`ENOTDIR: not a directory, mkdir '${dir}'`), { code: 'ENOTDIR', path: dir });
}

/** The missing levels of `dir`, outermost first, after checking what exists is a folder. */
async function missingLevels(dir: string): Promise<string[]> {
  const missing: string[] = [];
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    try {
      if (!(await stat(at)).isDirectory()) throw notDirectory(at);
      return missing.reverse();
    } catch (e) {
      const parent = path.dirname(at);
      if (codeOf(e) !== 'ENOENT' || parent === at) throw e;
      missing.push(at);
    }
  }
}

function missingLevelsSync(dir: string): string[] {
  const missing: string[] = [];
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    try {
      if (!statSync(at).isDirectory()) throw notDirectory(at);
      return missing.reverse();
    } catch (e) {
      const parent = path.dirname(at);
      if (codeOf(e) !== 'ENOENT' || parent === at) throw e;
      missing.push(at);
    }
  }
}

/** Makes `dir` (and its missing parents); throws the first level's error (ENOENT, EACCES, ENOTDIR…). */
export async function ensureDir(dir: string): Promise<void> {
  for (const level of await missingLevels(dir)) {
    try {
      await mkdir(level);
    } catch (e) {
      // Made meanwhile by another process: fine if it is a folder.
      if (codeOf(e) !== 'EEXIST' || !(await stat(level)).isDirectory()) throw e;
    }
  }
}

/** ensureDir for synchronous callers (opening a database). */
export function ensureDirSync(dir: string): void {
  for (const level of missingLevelsSync(dir)) {
    try {
      mkdirSync(level);
    } catch (e) {
      if (codeOf(e) !== 'EEXIST' || !statSync(level).isDirectory()) throw e;
    }
  }
}

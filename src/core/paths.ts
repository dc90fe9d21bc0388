/**
 * Where the program runs from. From source (tsx, tests) modules are `.ts` files under src/; from
 * the compiled build (npm start, npm run cli …: src/build/launch.mjs) every entry point and chunk
 * is a `.js` file in one build folder under node_modules/.cache. Code that starts another module
 * (a worker thread, a shard process) asks here for the right file.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** True when running the compiled build. */
export const COMPILED = !import.meta.url.endsWith('.ts');

/**
 * The repository root (the folder with package.json and src/), from source or from the build. The
 * build says which checkout started it (launch.mjs sets STACKWISE_ROOT): the build folder's own path
 * can lead to another one, as Node resolves links and a worktree's node_modules may be a link to
 * another checkout's (the bench then started that checkout's program, not this one's).
 */
export const ROOT: string = (COMPILED ? launchedFrom() : null) ?? findRoot(path.dirname(fileURLToPath(import.meta.url)));

function launchedFrom(): string | null {
  const dir = process.env['STACKWISE_ROOT'];
  return dir && path.isAbsolute(dir) && existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'src')) ? dir : null;
}

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'src'))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

/**
 * The module a worker thread or child process should run: in the build, the compiled entry point
 * `name` (src/build/signature.mjs ENTRIES); from source, the TypeScript file `source` (relative to
 * the repository root).
 */
export function entryPoint(name: string, source: string): URL {
  return COMPILED ? new URL(`./${name}.js`, import.meta.url) : pathToFileURL(path.join(ROOT, source));
}

/** The shared data folder next to the repository (../shared/data), for benches and offline defaults. */
export function sharedData(...parts: string[]): string {
  return path.join(ROOT, '..', 'shared', 'data', ...parts);
}

// Where the compiled build lives and whether it is current (see launch.mjs). Plain JavaScript:
// it runs before anything is compiled.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The compiled entry points: name -> source file (relative to ROOT). */
export const ENTRIES = {
  main: 'src/main.ts',
  cli: 'src/cli.ts',
  bench: 'src/bench/run.ts',
  'engine-worker': 'src/workers/engine-worker.ts',
  'kuromoji-worker': 'src/language/ja/kuromoji-worker.ts',
  'bench-discord-host': 'src/bench/discord-host.ts',
  deploy: 'src/discord/deploy.ts',
  'cards-sync': 'src/cards/sync.ts',
};

/**
 * The entries also built as one CommonJS file (`<name>.cjs`) run with V8's code cache
 * (code-cache.mjs): the CLI, whose every run is a cold start (launch.mjs), and the engine worker,
 * started by every CLI question and every bot start (src/workers/pool.ts, through
 * worker-code-cache.mjs, which build.mjs writes next to it).
 */
export const CODE_CACHED = ['cli', 'engine-worker'];

/** The entries launch.mjs itself runs from their code-cached build. */
export const LAUNCHED_CODE_CACHED = ['cli'];

/** Every build goes in its own folder under here, named by its signature. */
export const BUILD_ROOT = path.join(ROOT, 'node_modules', '.cache', 'stackwise');

/** Folders whose files make up the build. */
const SOURCES = ['src', 'commands'];

/** Every file under `dir` as its path relative to ROOT (`rel`), '/'-separated: no path.join or path.relative per file. */
function walk(dir, rel, out) {
  for (const d of readdirSync(dir, { withFileTypes: true })) {
    if (d.isDirectory()) walk(`${dir}/${d.name}`, `${rel}/${d.name}`, out);
    else if (d.isFile()) out.push(`${rel}/${d.name}`);
  }
}

/**
 * A hash of every source file's path, size and mtime (plus package.json): changes when any of them
 * does. Checked on every start (~900 files): the lines are joined and hashed once, the paths built
 * by concatenation (about half the CPU of joining and relativising each path).
 */
export function sourceSignature() {
  const files = [];
  for (const s of SOURCES) walk(path.join(ROOT, s), s, files);
  files.push('package.json');
  files.sort();
  let lines = '';
  for (const f of files) {
    const st = statSync(`${ROOT}/${f}`);
    lines += `${f}\0${st.size}\0${Math.trunc(st.mtimeMs)}\n`;
  }
  return createHash('sha256').update(lines).digest('hex').slice(0, 16);
}

/** The folder of the current build, built first when the sources changed since the last one. */
export async function currentBuild(opts = {}) {
  const signature = sourceSignature();
  const dir = path.join(BUILD_ROOT, signature);
  if (existsSync(path.join(dir, 'complete'))) return dir;
  const { build } = await import('./build.mjs');
  return build({ signature, dir, ...opts });
}

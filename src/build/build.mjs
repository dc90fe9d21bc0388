// Builds the compiled bundle with esbuild: one ES module per entry point (signature.mjs ENTRIES),
// code shared between them in chunks, modules loaded with import() (discord.js's client, the
// engine, the card catalog …) in chunks of their own that load only when used. Native and bot-only
// packages stay in node_modules (EXTERNAL). Type checking is not done here: `npm test` runs tsc.
import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_ROOT, CODE_CACHED, ENTRIES, ROOT } from './signature.mjs';
import { patchesPlugin } from './patches.mjs';
import { WRAPPER_HEAD, WRAPPER_TAIL } from './code-cache.mjs';

/** Packages loaded from node_modules at run time rather than bundled. */
const EXTERNAL = ['better-sqlite3', 'discord.js', 'pino', 'ws', 'esbuild', 'tsx', 'tsx/*', 'fuse.js', 'minisearch', 'flexsearch', 'fuzzysort', '@leeoniya/ufuzzy'];

/**
 * What the code-cached CommonJS builds (the CLI) leave in node_modules: the same, except pino. The
 * CLI builds a logger on every start, and pino loaded from node_modules is compiled at every start
 * (~0.1 s of CPU of a cold `cli rule` on the loaded machine, its largest single require); bundled,
 * it is compiled once into the code cache. The CLI never asks pino for a transport (a worker
 * thread started from a file of pino's own), the one thing that needs pino's files on disk.
 */
const EXTERNAL_CODE_CACHED = EXTERNAL.filter((p) => p !== 'pino');

/** A hash of the contents of src/rules: the code that makes the rules cache (src/rules/cache.ts). */
function rulesCodeVersion() {
  const files = [];
  const walk = (dir) => {
    for (const d of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, d.name);
      if (d.isDirectory()) walk(p);
      else if (d.isFile()) files.push(p);
    }
  };
  walk(path.join(ROOT, 'src', 'rules'));
  files.sort();
  const h = createHash('sha256');
  for (const f of files) h.update(path.relative(ROOT, f)).update('\0').update(readFileSync(f)).update('\0');
  return h.digest('hex').slice(0, 16);
}

/**
 * The worker thread's start through the code cache: workerData.codeCached names the CommonJS build
 * and the cache's command word. The cache is written right after the bundle has run (a worker is
 * stopped from outside and never sees its exit), when it was missing, damaged or rejected, and
 * again after the worker's first answered job when no cache written so far held one (code-cache.mjs).
 */
const WORKER_BOOT = `import { parentPort, workerData } from 'node:worker_threads';
import { runWithCodeCache } from './code-cache.mjs';
const { file, command } = workerData.codeCached;
runWithCodeCache(file, command, undefined, { writeAfterRun: true, afterMessage: parentPort });
`;

/** Builds into `dir` (through a temporary folder renamed into place, so a reader never sees half a build). */
export async function build({ signature, dir, log = () => undefined }) {
  const started = Date.now();
  const esbuild = await import('esbuild');
  const tmp = `${dir}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await esbuild.build({
      absWorkingDir: ROOT,
      entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, path.join(ROOT, file)])),
      outdir: tmp,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      // Native, worker-spawning or bot-only packages stay in node_modules; small pure ones (zod,
      // dotenv, the slash-command builders and API types) are bundled: one file loads faster than
      // hundreds (the CLI starts ~0.1-0.2 s sooner).
      external: EXTERNAL,
      // Bundled CommonJS packages call require(): give the ES modules one.
      banner: { js: "import { createRequire as __stackwiseRequire } from 'node:module'; const require = __stackwiseRequire(import.meta.url);" },
      sourcemap: 'linked',
      logLevel: 'error',
      define: { __STACKWISE_RULES_CODE__: JSON.stringify(rulesCodeVersion()) },
      plugins: [patchesPlugin()],
    });
    // The entries run with V8's code cache (code-cache.mjs) again as one CommonJS file each:
    // vm.Script, which takes the cache, runs scripts, not ES modules. What the ES build loads with
    // import() is in the same file, evaluated only when imported (import() becomes a require() in a
    // promise; externals are required from node_modules the same way). `import.meta.url` is the
    // file's own URL (the entries and workers it starts are next to it, as in the ES build).
    for (const name of CODE_CACHED) {
      await esbuild.build({
        absWorkingDir: ROOT,
        entryPoints: [path.join(ROOT, ENTRIES[name])],
        outfile: path.join(tmp, `${name}.cjs`),
        bundle: true,
        format: 'cjs',
        platform: 'node',
        target: 'node20',
        external: EXTERNAL_CODE_CACHED,
        supported: { 'dynamic-import': false },
        // Wrapped as Node wraps a CommonJS module (code-cache.mjs WRAPPER_HEAD): the file is compiled as it is read.
        banner: { js: `${WRAPPER_HEAD}var __stackwise_import_meta_url = require("node:url").pathToFileURL(__filename).href;` },
        footer: { js: WRAPPER_TAIL },
        sourcemap: 'linked',
        logLevel: 'error',
        define: { __STACKWISE_RULES_CODE__: JSON.stringify(rulesCodeVersion()), 'import.meta.url': '__stackwise_import_meta_url', 'import.meta.dirname': '__dirname' },
        plugins: [patchesPlugin()],
      });
    }
    // A worker thread runs its code-cached build through this file (src/workers/pool.ts), with a
    // copy of code-cache.mjs beside it: the build folder holds all it runs.
    copyFileSync(path.join(ROOT, 'src', 'build', 'code-cache.mjs'), path.join(tmp, 'code-cache.mjs'));
    writeFileSync(path.join(tmp, 'worker-code-cache.mjs'), WORKER_BOOT);
    asciiOnly(tmp);
    writeFileSync(path.join(tmp, 'complete'), `${JSON.stringify({ signature, builtAt: new Date().toISOString() })}\n`);
    try {
      renameSync(tmp, dir);
    } catch (e) {
      // Another process built the same sources at the same time: use its build.
      if (!existsSync(path.join(dir, 'complete'))) throw e;
      rmSync(tmp, { recursive: true, force: true });
    }
  } catch (e) {
    rmSync(tmp, { recursive: true, force: true });
    throw e;
  }
  prune(dir);
  log(`compiled ${Object.keys(ENTRIES).length} entry points in ${Date.now() - started} ms`);
  return dir;
}

/**
 * Escapes what esbuild leaves non-ASCII in the output (regular-expression literals and comments;
 * it escapes strings itself) as \uXXXX, one per UTF-16 unit (issue 15 §4). V8 keeps a script's
 * source for as long as the script lives, as one byte per character only when every character
 * fits; one Japanese bracket in a regex made a whole chunk of a megabyte or more two bytes per
 * character, in every thread that loads it. A \uXXXX escape means the same character in a regex
 * (a surrogate pair, in a `u` regex, the same code point) and nothing in a comment. A character
 * right after a backslash is left alone (escaping it would change the escape): such a file is kept as is.
 */
function asciiOnly(dir) {
  for (const name of readdirSync(dir)) {
    if (!/\.c?js$/.test(name)) continue;
    const file = path.join(dir, name);
    const text = readFileSync(file, 'utf8');
    if (!/[\u0080-\uffff]/.test(text) || /\\[\u0080-\uffff]/.test(text)) continue;
    writeFileSync(file, text.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
  }
}

/** Removes builds older than an hour (a process started from one may still load its lazy chunks for a while). */
function prune(keep) {
  const hourAgo = Date.now() - 3_600_000;
  for (const name of readdirSync(BUILD_ROOT)) {
    const p = path.join(BUILD_ROOT, name);
    if (p === keep) continue;
    try {
      if (statSync(p).mtimeMs < hourAgo) rmSync(p, { recursive: true, force: true });
    } catch {
      // already gone (another process pruned it)
    }
  }
}

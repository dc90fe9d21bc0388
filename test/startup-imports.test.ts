/**
 * Start-up does only what the command needs (issue 15 §2): what an entry point loads before it
 * runs is its static import graph, and the heavy parts stay out of it, loaded with import() by the
 * code that needs them — discord.js by the bot only, the English and Japanese tokenisers by /ask
 * only (compromise builds its lexicon as it is imported: ~0.5 s of every CLI command before).
 * The graph is read from esbuild's metafile, the same bundler the build uses (src/build/build.mjs).
 */
import path from 'node:path';
import { build } from 'esbuild';
import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { ROOT } from './support/spawn.ts';

const ENTRIES = ['src/cli.ts', 'src/main.ts', 'src/language/index.ts', 'src/discord/client.ts', 'commands/ask.ts', 'src/workers/engine-worker.ts'];

/** One build of every entry; its metafile lists each module's imports. */
let metafile: Promise<Metafile> | null = null;
function graphOf(): Promise<Metafile> {
  metafile ??= build({
    absWorkingDir: ROOT,
    entryPoints: ENTRIES.map((e) => path.join(ROOT, e)),
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'node',
    splitting: true,
    outdir: path.join(ROOT, 'node_modules', '.cache', 'startup-imports-test'),
    external: ['better-sqlite3', 'discord.js', 'pino', 'ws', 'esbuild', 'tsx', 'tsx/*'],
    logLevel: 'silent',
  }).then((r) => r.metafile);
  return metafile;
}

/** Every module (and external package) an entry loads through static imports alone. */
async function staticGraph(entry: string): Promise<Set<string>> {
  const inputs = (await graphOf()).inputs;
  const seen = new Set<string>();
  const todo = [entry];
  while (todo.length > 0) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const i of inputs[file]?.imports ?? []) if (i.kind === 'import-statement') todo.push(i.path);
  }
  return seen;
}

// (A worktree whose node_modules links to another checkout's has them as ../<checkout>/node_modules/….)
const loads = (graph: Set<string>, what: string): boolean => [...graph].some((f) => f === what || f.startsWith(`node_modules/${what}/`) || f.includes(`/node_modules/${what}/`));

describe('what each entry point loads before it runs', () => {
  it.each([
    // [entry, package, loaded statically?]
    ['src/cli.ts', 'discord.js', false],
    ['src/cli.ts', 'compromise', false],
    ['src/cli.ts', '@patdx/kuromoji', false],
    ['src/main.ts', 'discord.js', false],
    ['src/main.ts', 'compromise', false],
    ['src/main.ts', '@patdx/kuromoji', false],
    // The check can fail: the language layer itself does load them.
    ['src/language/index.ts', 'compromise', true],
    ['src/language/index.ts', '@patdx/kuromoji', true],
    ['src/discord/client.ts', 'discord.js', true],
    // The Scenario's zod schema (built as its module loads) only where scenarios are parsed: the
    // engine worker; /ask and the language layer read keywords and limits from their own modules.
    ['commands/ask.ts', 'src/scenario/schema.ts', false],
    ['src/language/index.ts', 'src/scenario/schema.ts', false],
    ['src/cli.ts', 'src/scenario/schema.ts', false],
    ['src/main.ts', 'src/scenario/schema.ts', false],
    ['src/workers/engine-worker.ts', 'src/scenario/schema.ts', true],
    // The worker reads keyword names (rules/glossary/keyword-names.ts), never our glossary's ~930 kB
    // of explanations, which each worker would otherwise parse and keep (issue 15 §4).
    ['src/workers/engine-worker.ts', 'src/rules/glossary/index.ts', false],
    ['src/workers/engine-worker.ts', 'src/rules/glossary/keyword-names.ts', true],
    ['src/main.ts', 'src/rules/glossary/index.ts', true],
  ] as const)('GIVEN %s THEN %s is loaded at start-up: %s', async (entry, pkg, expected) => {
    expect(loads(await staticGraph(entry), pkg)).toBe(expected);
  }, 60_000);
});

describe('what the engine worker bundle carries', () => {
  // `import { z } from 'zod'` names zod's namespace object as a whole, so esbuild kept every zod
  // module in the bundle: ~40 locales and the JSON-schema converters, ~550 kB the worker never ran.
  // `import * as z from 'zod'` read by property lets it keep only what is used (issue 15 §4).
  it('GIVEN the engine worker bundled as the build bundles it THEN it holds zod\'s English messages but no other locale', async () => {
    const r = await build({
      absWorkingDir: ROOT,
      entryPoints: [path.join(ROOT, 'src/workers/engine-worker.ts')],
      bundle: true,
      write: false,
      metafile: true,
      format: 'cjs',
      platform: 'node',
      outfile: path.join(ROOT, 'node_modules', '.cache', 'startup-imports-test', 'engine-worker.cjs'),
      external: ['better-sqlite3', 'discord.js', 'pino', 'ws', 'esbuild', 'tsx', 'tsx/*'],
      logLevel: 'silent',
    });
    const kept = Object.values(r.metafile.outputs).flatMap((o) => Object.entries(o.inputs).filter(([, i]) => i.bytesInOutput > 0).map(([f]) => f));
    const locales = kept.filter((f) => /zod\/v4\/locales\//.test(f)).map((f) => path.basename(f));
    expect(locales).toEqual(['en.js']);
  }, 60_000);
});

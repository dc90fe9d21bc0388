/**
 * Every module the program starts by name (a worker thread, a shard process: entryPoint() in
 * src/core/paths.ts) is an entry point of the compiled build, with the same source file; otherwise
 * it would work from source (tests, tsx) and be missing from `npm start`.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROOT } from './support/spawn.ts';

// Plain JavaScript without types (it runs before anything is compiled): imported by its path.
const { ENTRIES } = (await import(pathToFileURL(path.join(ROOT, 'src', 'build', 'signature.mjs')).href)) as { ENTRIES: Record<string, string> };

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const d of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) sourceFiles(p, out);
    else if (p.endsWith('.ts')) out.push(p);
  }
  return out;
}

/** Every entryPoint('name', 'source') call under src/. */
function startedByName(): [string, string][] {
  const calls: [string, string][] = [];
  for (const file of sourceFiles(path.join(ROOT, 'src'))) {
    for (const m of readFileSync(file, 'utf8').matchAll(/entryPoint\(\s*'([^']+)',\s*'([^']+)'\s*\)/g)) calls.push([m[1]!, m[2]!]);
  }
  return calls;
}

describe('modules started by name', () => {
  const calls = startedByName();

  it('THEN the engine worker and the dictionary worker are among them (the scan finds calls)', () => {
    expect(calls.map(([name]) => name)).toEqual(expect.arrayContaining(['engine-worker', 'kuromoji-worker']));
  });

  it.each(calls)('THEN %s is a compiled entry point built from %s', (name, source) => {
    expect(ENTRIES[name]).toBe(source);
  });
});

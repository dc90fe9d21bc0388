/**
 * The CLI's V8 code cache (src/build/code-cache.mjs, issue 15 §2) and the start-up patches made to
 * bundled packages (src/build/patches.mjs). A cache is only ever a shortcut: a missing, damaged or
 * rejected one is rebuilt and the program's output is the same; a patch computes what the
 * original does.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, tempDir } from './support/spawn.ts';

// Plain JavaScript without types (it runs before anything is compiled): imported by their paths.
interface CodeCache {
  readCache(bytes: Buffer | null): { data: Buffer; commands: string[] } | null;
  cacheBytes(data: Buffer, commands: string[]): Buffer;
  cacheFileOf(file: string, command: string): string;
  WRAPPER_HEAD: string;
  WRAPPER_TAIL: string;
}
interface Patch {
  file: RegExp;
  replace: [string, string][];
}
const CODE_CACHE = path.join(ROOT, 'src', 'build', 'code-cache.mjs');
const cc = (await import(pathToFileURL(CODE_CACHE).href)) as CodeCache;
const { PATCHES, applyPatch } = (await import(pathToFileURL(path.join(ROOT, 'src', 'build', 'patches.mjs')).href)) as {
  PATCHES: Patch[];
  applyPatch(patch: Patch, source: string): string | null;
};

describe('the code cache file', () => {
  const data = Buffer.from('some bytes V8 made \u0000\u0001\u0002'.repeat(20), 'latin1');

  it('GIVEN a file written by cacheBytes THEN readCache gives back its data and commands', () => {
    const back = cc.readCache(cc.cacheBytes(data, ['cli-ask', 'cli-rule']));
    expect(back?.commands).toEqual(['cli-ask', 'cli-rule']);
    expect(back?.data.equals(data)).toBe(true);
  });

  it.each([
    ['one byte of the data changed', (b: Buffer) => Buffer.concat([b.subarray(0, b.length - 5), Buffer.from([b[b.length - 5]! ^ 0xff]), b.subarray(b.length - 4)])],
    ['cut short', (b: Buffer) => b.subarray(0, b.length - 10)],
    ['only the header', (b: Buffer) => b.subarray(0, b.indexOf(0x0a) + 1)],
    ['another header', (b: Buffer) => Buffer.concat([Buffer.from('something else\n'), b.subarray(b.indexOf(0x0a) + 1)])],
    ['empty', () => Buffer.alloc(0)],
    ['no newline', () => Buffer.alloc(2000, 0x41)],
  ])('GIVEN a cache file %s THEN it is taken for damaged (null)', (_label, damage) => {
    expect(cc.readCache(damage(cc.cacheBytes(data, ['cli-ask'])))).toBeNull();
  });
});

describe('running a bundle with the code cache', () => {
  const tmp = tempDir('stackwise-code-cache-');
  afterAll(tmp.cleanup);
  const bundle = path.join(tmp.dir, 'bundle.cjs');
  // A CommonJS bundle as build.mjs makes them: require, module, __filename; strict mode.
  writeFileSync(
    bundle,
    [
      'const path = require("node:path");',
      'function square(n) { return n * n; }',
      'let strict = false; try { undeclared = 1; } catch { strict = true; }',
      'module.exports = { file: path.basename(__filename), sum: [1, 2, 3].map(square).reduce((a, b) => a + b, 0), strict };',
      'process.stdout.write(JSON.stringify(module.exports) + "\\n");',
    ].join('\n'),
  );
  /** Runs the bundle in a child process: what it printed and what became of the cache, in order. */
  const child = (command: string): { out: unknown; states: string[] } => {
    const script = `import { runWithCodeCache } from ${JSON.stringify(pathToFileURL(CODE_CACHE).href)};
const states = [];
runWithCodeCache(${JSON.stringify(bundle)}, ${JSON.stringify(command)}, (s) => states.push(s));
process.on('exit', () => process.stdout.write('@@' + JSON.stringify(states) + '\\n'));`;
    const text = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    const [out, states] = text.split('@@');
    return { out: JSON.parse(out!), states: JSON.parse(states!) as string[] };
  };
  const expected = { file: 'bundle.cjs', sum: 14, strict: true };
  const cacheFile = cc.cacheFileOf(bundle, 'cli-ask');

  it('GIVEN no cache THEN the bundle runs (strict mode, its own require and __filename) and the cache is written', () => {
    expect(child('cli-ask')).toEqual({ out: expected, states: ['none', 'written'] });
    expect(cc.readCache(readFileSync(cacheFile))?.commands).toEqual(['cli-ask']);
  });

  it('GIVEN the cache of that command THEN it is used and left as it is', () => {
    const before = readFileSync(cacheFile);
    expect(child('cli-ask')).toEqual({ out: expected, states: ['used'] });
    expect(readFileSync(cacheFile).equals(before)).toBe(true);
  });

  it('GIVEN another command THEN it has a cache file of its own; the first one is left as it is', () => {
    const before = readFileSync(cacheFile);
    expect(child('cli-rule')).toEqual({ out: expected, states: ['none', 'written'] });
    expect(cc.readCache(readFileSync(cc.cacheFileOf(bundle, 'cli-rule')))?.commands).toEqual(['cli-rule']);
    expect(child('cli-rule')).toEqual({ out: expected, states: ['used'] });
    expect(readFileSync(cacheFile).equals(before)).toBe(true);
  });

  it('GIVEN a corrupted cache file THEN the output is the same and the cache is rebuilt', () => {
    const bytes = readFileSync(cacheFile);
    bytes[bytes.length - 7] = bytes[bytes.length - 7]! ^ 0x5a;
    writeFileSync(cacheFile, bytes);
    expect(child('cli-ask')).toEqual({ out: expected, states: ['damaged', 'written'] });
    expect(child('cli-ask')).toEqual({ out: expected, states: ['used'] });
  });

  // build.mjs writes its bundles with Node's wrapper already around them, so the text is compiled as
  // read (one string) rather than read and then copied into a wrapped one: the same program either way.
  it('GIVEN the same bundle written with the wrapper around it THEN it runs the same, with a cache of its own', () => {
    const wrapped = path.join(tmp.dir, 'wrapped', 'bundle.cjs');
    mkdirSync(path.dirname(wrapped), { recursive: true });
    writeFileSync(wrapped, `${cc.WRAPPER_HEAD}${readFileSync(bundle, 'utf8')}${cc.WRAPPER_TAIL}`);
    const script = `import { runWithCodeCache } from ${JSON.stringify(pathToFileURL(CODE_CACHE).href)};
const states = [];
runWithCodeCache(${JSON.stringify(wrapped)}, 'cli-ask', (s) => states.push(s));
process.on('exit', () => process.stdout.write('@@' + JSON.stringify(states) + '\\n'));`;
    const run = (): unknown[] => execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }).split('@@').map((x) => JSON.parse(x) as unknown);
    expect(run()).toEqual([expected, ['none', 'written']]);
    expect(run()).toEqual([expected, ['used']]);
  });

  /**
   * Runs the bundle as a worker thread's boot does (writeAfterRun, afterMessage): `posts` are the
   * messages then posted on the port, in order; what became of the cache after each step.
   */
  const worker = (posts: string[]): string[][] => {
    const script = `import { runWithCodeCache } from ${JSON.stringify(pathToFileURL(CODE_CACHE).href)};
const steps = [];
let states = [];
const posted = [];
const port = { postMessage(m) { posted.push(m.type); } };
runWithCodeCache(${JSON.stringify(bundle)}, 'worker-x', (s) => states.push(s), { writeAfterRun: true, afterMessage: port });
steps.push(states);
for (const type of ${JSON.stringify(posts)}) { states = []; port.postMessage({ type }); steps.push(states); }
if (posted.join() !== ${JSON.stringify(posts.join())}) throw new Error('a message was not posted');
process.stdout.write('@@' + JSON.stringify(steps) + '\\n');`;
    const text = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    return JSON.parse(text.split('@@')[1]!) as string[][];
  };

  it('GIVEN a worker (stopped from outside: no exit) THEN its cache is written after start-up, then once more after its first answered job only, and then used as it is', () => {
    const workerCache = cc.cacheFileOf(bundle, 'worker-x');
    expect(worker(['ready', 'done', 'done'])).toEqual([['none', 'written'], [], ['written'], []]);
    expect(cc.readCache(readFileSync(workerCache))?.commands).toEqual(['worker-x', 'after-job']);
    const before = readFileSync(workerCache);
    expect(worker(['ready', 'done'])).toEqual([['used'], [], []]);
    expect(readFileSync(workerCache).equals(before)).toBe(true);
    // A cache of start-up alone (a worker stopped before any job): used, and completed after the first job.
    writeFileSync(workerCache, cc.cacheBytes(cc.readCache(before)!.data, ['worker-x']));
    expect(worker(['ready', 'failed', 'done'])).toEqual([['used'], [], [], ['written']]);
    expect(cc.readCache(readFileSync(workerCache))?.commands).toEqual(['worker-x', 'after-job']);
    // Damaged: rebuilt at start-up, then completed after the first job.
    const bytes = readFileSync(workerCache);
    bytes[bytes.length - 3] = bytes[bytes.length - 3]! ^ 0x5a;
    writeFileSync(workerCache, bytes);
    expect(worker(['done'])).toEqual([['damaged', 'written'], ['written']]);
    expect(cc.readCache(readFileSync(workerCache))?.commands).toEqual(['worker-x', 'after-job']);
  });

  it('GIVEN a whole cache file whose data V8 does not take THEN V8 rejects it and it is rebuilt', () => {
    writeFileSync(cacheFile, cc.cacheBytes(Buffer.alloc(4096, 7), ['cli-ask']));
    expect(child('cli-ask')).toEqual({ out: expected, states: ['rejected', 'written'] });
    expect(child('cli-ask')).toEqual({ out: expected, states: ['used'] });
  });
});

describe('start-up patches of bundled packages', () => {
  const compromiseExtend = path.join(ROOT, 'node_modules', 'compromise', 'src', 'API', 'extend.js');

  it('THEN each applies to the installed package (else the bundle is silently slower)', () => {
    const patch = PATCHES.find((p) => p.file.test(compromiseExtend));
    expect(patch).toBeDefined();
    expect(applyPatch(patch!, readFileSync(compromiseExtend, 'utf8'))).not.toBeNull();
  });

  it("GIVEN compromise's mergeDeep patched THEN it merges models as the original does", () => {
    const patch = PATCHES.find((p) => p.file.test(compromiseExtend))!;
    const original = readFileSync(compromiseExtend, 'utf8');
    const mergeDeepOf = (source: string): ((model: object, plugin: object) => object) => {
      const body = source.replace(/^export default[\s\S]*$/m, '').replace(/^export /gm, '');
      return new Function(`${body}\nreturn mergeDeep;`)() as (model: object, plugin: object) => object;
    };
    const before = mergeDeepOf(original);
    const after = mergeDeepOf(applyPatch(patch, original)!);
    const cases = (): [object, object][] => [
      [{ one: { lexicon: { a: 'Noun' } }, n: 1 }, { one: { lexicon: { b: 'Verb', a: 'Adj' }, extra: [1, 2] }, two: { x: null, y: 0 } }],
      [{ keep: { deep: { deeper: 1 } } }, { keep: { deep: { other: 2 } }, list: ['a'], fn: 'f' }],
      [{}, JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"x": 1}, "ok": {"y": 2}}') as object],
      [{ a: 0 }, { a: { b: 1 } }],
    ];
    const a = cases().map(([m, p]) => before(m, p));
    const b = cases().map(([m, p]) => after(m, p));
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    expect(b.map((m) => Object.keys(m))).toEqual(a.map((m) => Object.keys(m)));
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

describe('the checksummed file both lexicon caches inject (patches.mjs checksummedFileCode)', () => {
  const tmp = tempDir('stackwise-checksummed-');
  afterAll(tmp.cleanup);
  type Helpers = { read(file: string): unknown; write(file: string, value: unknown): void };
  const helpers = (async (): Promise<Helpers> => {
    const { checksummedFileCode } = (await import(pathToFileURL(path.join(ROOT, 'src', 'build', 'patches.mjs')).href)) as { checksummedFileCode(suffix: string): string };
    const module = path.join(tmp.dir, 'helpers.mjs');
    writeFileSync(module, `${checksummedFileCode('T')}\nexport const read = __swReadChecksummedT, write = __swWriteChecksummedT\n`);
    return (await import(pathToFileURL(module).href)) as Helpers;
  })();

  it('GIVEN a value written THEN it reads back; GIVEN no file, a changed body, a body that is not JSON, or a short first line THEN null', async () => {
    const { read, write } = await helpers;
    const file = path.join(tmp.dir, 'cache.json');
    expect(read(file)).toBeNull();
    const value = { format: 1, keys: ['a', 'é', '灰色熊'], values: [1, 'x', null], nested: { deep: [true] } };
    write(file, value);
    expect(read(file)).toEqual(value);
    const text = readFileSync(file, 'utf8');
    expect(text.slice(0, 64)).toBe(createHash('sha256').update(text.slice(65)).digest('hex'));
    writeFileSync(file, text.replace('"x"', '"y"'));
    expect(read(file)).toBeNull();
    const notJson = '{"format": 1,';
    writeFileSync(file, `${createHash('sha256').update(notJson).digest('hex')}\n${notJson}`);
    expect(read(file)).toBeNull();
    const body = JSON.stringify(value);
    writeFileSync(file, `${createHash('sha256').update(body).digest('hex').slice(0, 63)}\n${body}`);
    expect(read(file)).toBeNull();
  });

  it('GIVEN a folder that does not exist THEN write leaves no file and throws nothing', async () => {
    const { read, write } = await helpers;
    const file = path.join(tmp.dir, 'no-such-folder', 'cache.json');
    expect(() => write(file, { a: 1 })).not.toThrow();
    expect(read(file)).toBeNull();
  });
});

describe("compromise's lexicon expansion kept next to the bundle (patches.mjs)", () => {
  const tmp = tempDir('stackwise-lexicon-');
  afterAll(tmp.cleanup);
  // What the expansion makes (the lexicon with its key order, the multi-word cache, the
  // uncountables) and how sentences are tagged and lemmatised, as one digest.
  const program = `import nlp from 'compromise';
import { createHash } from 'node:crypto';
const m = nlp.world().model;
const doc = nlp("My 6/6 trampler got blocked; it was dealt 3 damage and the goblins' tokens died. Sheep are shorn, she has flown.");
doc.compute('root');
// (Term ids are random: left out.)
const terms = doc.json({ offset: true, confidence: true }).map((s) => s.terms.map(({ id, ...t }) => t));
const seen = [Object.keys(m.one.lexicon), m.one.lexicon, m.one._multiCache, m.two.uncountable, Object.keys(m.two.switches), m.two.switches, terms];
process.stdout.write(createHash('sha256').update(JSON.stringify(seen)).digest('hex'));`;
  const bundle = path.join(tmp.dir, 'bundle.mjs');
  const cacheFile = `${bundle}.compromise-lexicon.json`;
  const bundled = (async () => {
    const { build } = await import('esbuild');
    const { patchesPlugin } = (await import(pathToFileURL(path.join(ROOT, 'src', 'build', 'patches.mjs')).href)) as { patchesPlugin(): Plugin };
    await build({ stdin: { contents: program, resolveDir: ROOT, loader: 'js' }, outfile: bundle, bundle: true, format: 'esm', platform: 'node', logLevel: 'error', plugins: [patchesPlugin()] });
  })();
  const runBundle = (): string => execFileSync(process.execPath, [bundle], { encoding: 'utf8' });
  const unpackedFile = `${bundle}.compromise-unpacked.json`;
  const wellFormed = (file = cacheFile): boolean => {
    const text = readFileSync(file, 'utf8');
    return createHash('sha256').update(text.slice(65)).digest('hex') === text.slice(0, 64);
  };
  const OLD = new Date('2020-01-01T00:00:00Z');

  it('GIVEN no file, the file, then a damaged file THEN compromise is the same as unpatched each time; the file is used when whole and rebuilt when damaged', async () => {
    await bundled;
    const reference = execFileSync(process.execPath, ['--input-type=module', '-e', program], { encoding: 'utf8', cwd: ROOT });
    expect(reference).toMatch(/^[0-9a-f]{64}$/);
    // No file: worked out and written.
    expect(runBundle()).toBe(reference);
    expect(wellFormed()).toBe(true);
    // The file: used, not written again.
    utimesSync(cacheFile, OLD, OLD);
    expect(runBundle()).toBe(reference);
    expect(statSync(cacheFile).mtime.getTime()).toBe(OLD.getTime());
    // Damaged (a word's tag changed without its hash: the file holds the words the expansion adds, plurals among them): worked out again and rewritten.
    writeFileSync(cacheFile, readFileSync(cacheFile, 'utf8').replace('"Plural"', '"Adverb"'));
    expect(wellFormed()).toBe(false);
    expect(runBundle()).toBe(reference);
    expect(wellFormed()).toBe(true);
    // Whole but of the earlier layout (every word, as one object): foreign, worked out again and rewritten.
    const body = JSON.stringify({ before: (JSON.parse(readFileSync(cacheFile, 'utf8').slice(65)) as { before: number }).before, lexicon: { a: 'Noun' }, multi: {}, uncountable: {} });
    writeFileSync(cacheFile, `${createHash('sha256').update(body).digest('hex')}\n${body}`);
    expect(wellFormed()).toBe(true);
    expect(runBundle()).toBe(reference);
    expect(JSON.parse(readFileSync(cacheFile, 'utf8').slice(65))).toMatchObject({ format: 2 });
    // A hang guard only: a bundle build and six Node runs went past 120 s with the machine at load ~40.
  }, 300_000);

  it('GIVEN no unpacked lexicon, the file, a damaged one, then one made from other lists THEN compromise is the same as unpatched each time; the file is used only when whole and made from these lists', async () => {
    await bundled;
    const reference = execFileSync(process.execPath, ['--input-type=module', '-e', program], { encoding: 'utf8', cwd: ROOT });
    rmSync(unpackedFile, { force: true });
    expect(runBundle()).toBe(reference);
    expect(wellFormed(unpackedFile)).toBe(true);
    // Used, not written again.
    utimesSync(unpackedFile, OLD, OLD);
    expect(runBundle()).toBe(reference);
    expect(statSync(unpackedFile).mtime.getTime()).toBe(OLD.getTime());
    // Damaged (a word's tag changed without its hash): unpacked again and rewritten.
    writeFileSync(unpackedFile, readFileSync(unpackedFile, 'utf8').replace('"Adjective"', '"Adverb"'));
    expect(wellFormed(unpackedFile)).toBe(false);
    expect(runBundle()).toBe(reference);
    expect(wellFormed(unpackedFile)).toBe(true);
    // Whole, but made from other packed lists (another compromise), with a word tagged otherwise: not read.
    const c = JSON.parse(readFileSync(unpackedFile, 'utf8').slice(65)) as { input: string; lv: string[] };
    const other = JSON.stringify({ ...c, input: '0'.repeat(64), lv: c.lv.map((v) => (v === 'Adjective' ? 'Adverb' : v)) });
    writeFileSync(unpackedFile, `${createHash('sha256').update(other).digest('hex')}\n${other}`);
    expect(runBundle()).toBe(reference);
    expect((JSON.parse(readFileSync(unpackedFile, 'utf8').slice(65)) as { input: string }).input).toBe(c.input);
  }, 300_000);
});

describe('the compiled CLI with its code cache (src/build/launch.mjs)', () => {
  const tmp = tempDir('stackwise-cli-cache-');
  afterAll(tmp.cleanup);
  const CR_FILE = path.resolve(ROOT, '../shared/data/cr/MagicCompRules-20260925.txt');
  const cli = (extra: Record<string, string>): { stdout: string; stderr: string } => {
    const env = { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', CR_FILE, CACHE_DIR: tmp.dir, LOG_LEVEL: 'warn', ...extra };
    const r = spawnSync(process.execPath, [path.join(ROOT, 'src', 'build', 'launch.mjs'), 'cli', 'rule', '702.19b', '--json'], { cwd: ROOT, env, encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
    return { stdout: r.stdout, stderr: r.stderr };
  };

  it('GIVEN the ES build, the code-cached build, and the code-cached build with its cache file corrupted THEN the same answer; the corrupted file is made again', async () => {
    const plain = cli({ STACKWISE_CODE_CACHE: '0' }).stdout;
    expect(JSON.parse(plain)).toMatchObject({ ok: true, rules: [{ number: '702.19b' }] });
    cli({});
    const { currentBuild } = (await import(pathToFileURL(path.join(ROOT, 'src', 'build', 'signature.mjs')).href)) as { currentBuild(): Promise<string> };
    const cacheFile = cc.cacheFileOf(path.join(await currentBuild(), 'cli.cjs'), 'cli-rule');
    // Written with the wrapper around it (build.mjs), so it is compiled as read, not copied first.
    for (const name of ['cli.cjs', 'engine-worker.cjs']) {
      const text = readFileSync(path.join(await currentBuild(), name), 'utf8');
      expect(text.startsWith(cc.WRAPPER_HEAD), name).toBe(true);
      expect(text.slice(text.lastIndexOf(cc.WRAPPER_TAIL)), name).toMatch(/^\n\}\)\n\/\/# sourceMappingURL=\S+\n?$/);
    }
    const used = cli({ STACKWISE_CODE_CACHE: 'debug' });
    expect(used.stdout).toBe(plain);
    expect(used.stderr).toMatch(/code cache: used/);
    const bytes = readFileSync(cacheFile);
    bytes[Math.floor(bytes.length / 2)] = bytes[Math.floor(bytes.length / 2)]! ^ 0xff;
    writeFileSync(cacheFile, bytes);
    const damaged = cli({ STACKWISE_CODE_CACHE: 'debug' });
    expect(damaged.stdout).toBe(plain);
    expect(damaged.stderr).toMatch(/code cache: damaged[\s\S]*code cache: written/);
    expect(cc.readCache(readFileSync(cacheFile))).not.toBeNull();
  }, 180_000);

  it('GIVEN a question THEN the engine worker runs from its code-cached build (src/workers/pool.ts workerStart), answering as the ES build does; a corrupted worker cache is made again', async () => {
    const ask = (extra: Record<string, string>): string => {
      const env = { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', CR_FILE, CACHE_DIR: tmp.dir, LOG_LEVEL: 'warn', ...extra };
      const r = spawnSync(process.execPath, [path.join(ROOT, 'src', 'build', 'launch.mjs'), 'cli', 'ask', 'my 3/3 blocks a 2/2, what happens?', '--json'], { cwd: ROOT, env, encoding: 'utf8' });
      expect(r.status, r.stderr).toBe(0);
      return r.stdout;
    };
    const plain = ask({ STACKWISE_CODE_CACHE: '0' });
    expect(JSON.parse(plain)).toMatchObject({ ok: true });
    const { currentBuild } = (await import(pathToFileURL(path.join(ROOT, 'src', 'build', 'signature.mjs')).href)) as { currentBuild(): Promise<string> };
    const dir = await currentBuild();
    const { workerStart } = await import('../src/workers/pool.ts');
    const start = workerStart(pathToFileURL(path.join(dir, 'engine-worker.js')));
    expect(start.codeCached?.file).toBe(path.join(dir, 'engine-worker.cjs'));
    const cacheFile = cc.cacheFileOf(start.codeCached!.file, start.codeCached!.command);
    expect(ask({})).toBe(plain);
    const bytes = readFileSync(cacheFile);
    expect(cc.readCache(bytes)).not.toBeNull();
    bytes[Math.floor(bytes.length / 2)] = bytes[Math.floor(bytes.length / 2)]! ^ 0xff;
    writeFileSync(cacheFile, bytes);
    expect(ask({})).toBe(plain);
    expect(cc.readCache(readFileSync(cacheFile))).not.toBeNull();
  }, 240_000);
});

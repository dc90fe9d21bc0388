// What one engine worker costs the process (issue 15 §4), for a build folder (to compare two builds
// interleaved, e.g. a copy of node_modules/.cache/stackwise/<hash> made before a change):
//   node --import tsx --max-semi-space-size=4 --heap-growing-percent=30 src/bench/memory/worker.ts <build dir> [rounds] [youngMb]
// starts one worker of that build's engine (as the pool does: code cache, heap caps), runs the
// example scenarios `rounds` times and prints the wall and CPU time (all threads) to its first
// answer and the process's RSS growth after the first answer and at the end. Run each build once
// first so its code cache is written, and set MALLOC_ARENA_MAX=2 as npm start does.
import { readFileSync, readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { WorkerPool } from '../../workers/pool.ts';
import { ENGINE_YOUNG_MB } from '../../workers/engine-pool.ts';

const [dir, roundsArg = '20', youngArg = String(ENGINE_YOUNG_MB)] = process.argv.slice(2);
if (!dir) throw new Error('usage: worker.ts <build dir> [rounds] [youngMb]');
const exDir = new URL('../../scenario/examples/', import.meta.url);
const examples = readdirSync(exDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(new URL(f, exDir), 'utf8')) as unknown);
const rssMb = (): number => Number(/VmRSS:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))![1]) / 1024;

await new Promise((r) => setTimeout(r, 200));
const before = rssMb();
const t0 = performance.now();
const c0 = process.cpuUsage();
const pool = new WorkerPool<{ json: unknown }, unknown>({ entry: pathToFileURL(`${dir}/engine-worker.js`), size: 1, timeoutMs: 20_000, memoryMb: 256, youngMb: Number(youngArg) });
await pool.run({ json: examples[0] });
const firstMs = performance.now() - t0;
const cpu = process.cpuUsage(c0);
const afterFirst = rssMb() - before;
for (let i = 0; i < Number(roundsArg); i++) for (const e of examples) await pool.run({ json: e });
await new Promise((r) => setTimeout(r, 300));
const mb = (x: number): number => Math.round(x * 10) / 10;
console.log(JSON.stringify({ dir, firstMs: Math.round(firstMs), firstCpuMs: Math.round((cpu.user + cpu.system) / 1000), rssAfterFirstMb: mb(afterFirst), rssAtEndMb: mb(rssMb() - before) }));
await pool.close();

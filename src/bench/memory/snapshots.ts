// Heap snapshots of the bot's main thread during the rss.bot mix (issue 15 §4):
//   npx tsx src/bench/memory/snapshots.ts [outDir] [count] [--smaps]
// starts the bot as `npm run bench -- --filter rss.bot` does, sends the same mixed interactions
// and, after every 250th answer, makes the bot write a heap snapshot (SIGUSR2 through
// --heapsnapshot-signal) into outDir (default /tmp/stackwise-memsnap). Compare two of them with
// `node src/bench/memory/heap-diff.mjs <earlier> <later>`.
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { botMemory } from '../process.ts';

// With --smaps, a copy of /proc/<pid>/smaps is taken instead (src/bench/memory/smaps-diff.mjs compares two).
const smaps = process.argv.includes('--smaps');
const args = process.argv.slice(2).filter((a) => a !== '--smaps');
const out = path.resolve(args[0] ?? '/tmp/stackwise-memsnap');
const count = Number(args[1] ?? 1_000);
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
// baseEnv passes NODE_OPTIONS on to the bot.
process.env['NODE_OPTIONS'] = `${process.env['NODE_OPTIONS'] ?? ''} --heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${out}`.trim();

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

/** Waits for a new snapshot file whose size stopped changing. */
async function snapshot(pid: number, answered: number): Promise<void> {
  if (smaps) {
    writeFileSync(path.join(out, `smaps-${answered}`), readFileSync(`/proc/${pid}/smaps`));
    return;
  }
  const before = new Set(readdirSync(out));
  process.kill(pid, 'SIGUSR2');
  const t0 = Date.now();
  for (;;) {
    await sleep(500);
    const added = readdirSync(out).filter((f) => !before.has(f) && f.endsWith('.heapsnapshot'));
    if (added.length > 0) {
      const file = path.join(out, added[0]!);
      let size = -1;
      for (;;) {
        const now = statSync(file).size;
        if (now === size && now > 0) break;
        size = now;
        await sleep(1_000);
      }
      process.stderr.write(`snapshot after ${answered} answers: ${file} (${(size / 1e6).toFixed(0)} MB, ${Date.now() - t0} ms)\n`);
      return;
    }
    if (Date.now() - t0 > 120_000) throw new Error('no heap snapshot within 120 s');
  }
}

const m = await botMemory(count, snapshot);
process.stderr.write(`RSS MB at READY ${m.readyMb.toFixed(0)}, after every 250: ${m.at.map((x) => x.toFixed(0)).join(', ')}, at the end ${m.afterMb.toFixed(0)}\n`);

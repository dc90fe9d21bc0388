// Which interactions, or which setting, the bot's resident memory goes with (issue 15 §4):
//   npx tsx src/bench/memory/mix.ts [mix] [count] [NAME=value …]
// runs the rss.bot mix (or part of it) against the fake Discord and prints the bot's RSS (anonymous
// and file-backed, from /proc) at READY and after every 250th answer, then its heap at both ends.
// mix: all (default) | no-ask | no-ja | ask-en | ask-ja | cmd:<command> (cmd:card-ac for /card's
// autocomplete). NAME=value is put in the bot's environment (NODE_OPTIONS, MALLOC_ARENA_MAX, …).
// The machine's load moves these figures by ±15 MB: compare settings in interleaved runs.
import { readFileSync } from 'node:fs';
import { botMemory } from '../process.ts';
import type { BenchInteraction } from '../fake-discord.ts';

const [mix = 'all', countArg = '1000', ...assignments] = process.argv.slice(2);
const env = Object.fromEntries(assignments.map((a) => [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)]));

function keep(i: BenchInteraction): boolean {
  const ask = i.command === 'ask';
  const ja = i.locale === 'ja';
  if (mix === 'all') return true;
  if (mix === 'no-ask') return !ask;
  if (mix === 'no-ja') return !(ask && ja);
  if (mix === 'ask-en') return ask && !ja;
  if (mix === 'ask-ja') return ask && ja;
  if (mix.startsWith('cmd:')) return `${i.command}${i.type === 4 ? '-ac' : ''}` === mix.slice(4);
  throw new Error(`unknown mix ${JSON.stringify(mix)}`);
}

function status(pid: number): string {
  const s = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (k: string): string => (Number(new RegExp(`${k}:\\s+(\\d+)`).exec(s)?.[1] ?? Number.NaN) / 1024).toFixed(0);
  // utime and stime (fields 14 and 15 of /proc/<pid>/stat, in clock ticks of 1/100 s): the CPU a setting costs.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpu = ((Number(f[11]) + Number(f[12])) / 100).toFixed(1);
  return `rss ${mb('VmRSS')} MB (anonymous ${mb('RssAnon')}, files ${mb('RssFile')}), CPU ${cpu} s`;
}

const m = await botMemory(Number(countArg), (pid, answered) => Promise.resolve(void process.stderr.write(`after ${answered}: ${status(pid)}\n`)), keep, env);
process.stderr.write(`mix ${mix} ${JSON.stringify(env)}: RSS MB at READY ${m.readyMb.toFixed(0)}, after every 250 ${m.at.map((x) => x.toFixed(0)).join(', ')}; heap at READY ${JSON.stringify(m.readyHeap)}, at the end ${JSON.stringify(m.afterHeap)}\n`);

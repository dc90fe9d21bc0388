/**
 * A user's view (issue 15 §8): whole processes, started the way npm starts them (plain node on the
 * compiled build, src/build/launch.mjs), with the full card catalog (the shared oracle + Japanese
 * files, or CARDS_FILE). Each figure sits next to `cold.node` (`node -e 0`: what any Node program
 * pays to start on this machine right now), timed interleaved with it.
 *
 * - `cold.cli.rule`, `cold.cli.ask`: process start -> answer printed, for `cli rule 702.19b --json`
 *   and `cli ask "<a question naming two cards>" --json`, started with the node flags of `npm run cli`
 *   (package.json); cpu_ms is the process's own CPU time.
 * - `cold.bot.first-response`: spawn -> READY -> an English and a Japanese /ask sent at READY, an
 *   autocomplete and a /rule 100 ms later (AT_READY), through the local fake Discord -> the last of
 *   their first responses (a reply or a deferral).
 *   `bot.ready-to-first-response` is the part after READY (Discord's 3 s deadline applies there).
 * - `rss.bot.after-1000`: the bot's resident memory in MB (in the p50_ms/p99_ms fields) after 1,000
 *   mixed interactions (lookups, autocomplete, /ask in English and Japanese), next to
 *   `rss.bot.ready`, its memory at READY; `heap.bot.ready` and `heap.bot.after-1000`: the main thread's
 *   V8 heap in use (MB) at the same two points, from the bot's health line (the rest of the RSS is
 *   the heap's free room, code, worker threads, buffers outside the heap and native memory).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, sharedData } from '../core/paths.ts';
import { splitCardFiles } from '../cards/load.ts';
import { summarize } from './harness.ts';
import type { BenchCase, BenchDefinition, BenchResult } from './harness.ts';
import { crFilePath } from './fixtures.ts';
import { startBenchFakeDiscord } from './fake-discord.ts';
import type { BenchFakeDiscord, BenchInteraction } from './fake-discord.ts';

const LAUNCH = path.join(ROOT, 'src', 'build', 'launch.mjs');

/**
 * How `npm start` (package.json) starts the bot, so the bench starts it the same way: the node flags,
 * and the variables it sets before `exec` (`NAME=value`, or `NAME=${NAME:-value}`: the value unless
 * `env` already has one, which then stays).
 */
export function startCommand(script: string, env: Readonly<Record<string, string | undefined>> = {}): { flags: string[]; env: Record<string, string> } {
  const words = script.trim().split(/\s+/);
  const node = words.indexOf('node');
  const flags = words.slice(node + 1, words.indexOf('src/build/launch.mjs')).filter((w) => w.startsWith('--'));
  const vars: Record<string, string> = {};
  for (const w of words.slice(0, Math.max(0, node))) {
    const m = /^([A-Za-z_][A-Za-z0-9_]*)=(?:\$\{([A-Za-z_][A-Za-z0-9_]*):-([^}]*)\}|(.*))$/.exec(w);
    if (!m) continue;
    const [, name, ref, fallback, plain] = m;
    if (ref !== undefined) vars[name!] = env[ref] ?? fallback!;
    else vars[name!] = plain!;
  }
  return { flags, env: vars };
}

/** How package.json's script `name` starts node: its flags and the variables it sets. */
function npmScript(name: 'start' | 'cli'): { flags: string[]; env: Record<string, string> } {
  const script = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts[name] ?? '';
  return startCommand(script, process.env);
}

const npmStart = (): { flags: string[]; env: Record<string, string> } => npmScript('start');

/** `cli <args>` as `npm run cli` starts it (its node flags), without npm's own start-up (cold.cli.rule.npm has that). */
function cliArgs(...args: string[]): string[] {
  return [...npmScript('cli').flags, LAUNCH, 'cli', ...args];
}
/** Reports the process's CPU time on stderr as it exits. */
const CPU_HOOK = `data:text/javascript,process.on('exit',()=>{const u=process.cpuUsage();process.stderr.write('\\n@@cpu '+(u.user+u.system)+'\\n')})`;
const ASK = 'I attack with Colossal Dreadmaw and my opponent blocks with Giant Spider. How much damage does my opponent take?';

function cardsFile(): string {
  const env = splitCardFiles(process.env['CARDS_FILE']);
  return (env.length > 0 ? env.map((f) => path.resolve(process.cwd(), f)) : [sharedData('cards', 'oracle-cards.json.gz'), sharedData('cards', 'ja-printings.json.gz')]).join(':');
}

let prepared: Promise<unknown> | null = null;

/**
 * Builds the card index and the rules cache once, in a process of its own, before anything is
 * timed (a bot that had to build the index itself would show that build's memory and time).
 */
function prepareCaches(): Promise<unknown> {
  prepared ??= runTimed(cliArgs('card', 'Grizzly Bears', '--json'), baseEnv()).then(() => runTimed(cliArgs('search', 'trample', '--json'), baseEnv()));
  return prepared;
}

/** A cache folder kept between runs (the card index is built once, not timed). */
function cacheDir(): string {
  const dir = path.join(tmpdir(), 'stackwise-bench-cache');
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** The engine pool's settings are passed on, so their effect can be measured. */
const PASSED_ON = ['ENGINE_WORKERS', 'ENGINE_MEMORY_MB', 'ENGINE_TIMEOUT_MS', 'METRICS_INTERVAL_MS', 'LOG_LEVEL', 'NODE_OPTIONS', 'MALLOC_ARENA_MAX', 'MALLOC_MMAP_THRESHOLD_'];

function baseEnv(extra: Record<string, string> = {}): Record<string, string> {
  const passed = Object.fromEntries(PASSED_ON.filter((k) => process.env[k] !== undefined).map((k) => [k, process.env[k]!]));
  return { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', CR_FILE: crFilePath(), CARDS_FILE: cardsFile(), CACHE_DIR: cacheDir(), LOG_LEVEL: 'warn', ...passed, ...extra };
}

interface Timed {
  wallNs: number;
  cpuMs: number;
  stdout: string;
}

/** Runs a process to its end: wall time from spawn to exit, and its own CPU time. */
function runTimed(args: string[], env: Record<string, string>): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const child = spawn(process.execPath, ['--import', CPU_HOOK, ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      const wallNs = Number(process.hrtime.bigint() - t0);
      const cpu = /@@cpu (\d+)/.exec(err);
      if (code !== 0 && code !== 2) reject(new Error(`${args.join(' ')} exited ${code}: ${err.slice(-400)}`));
      else resolve({ wallNs, cpuMs: cpu ? Number(cpu[1]) / 1000 : Number.NaN, stdout: out });
    });
  });
}

/** Summary of samples in ms, with the mean CPU time per sample in ms. */
function summaryOf(name: string, wallMs: readonly number[], cpuMs: readonly number[], notes: string[] = []): BenchResult {
  const summary = summarize(wallMs.map((ms) => ms * 1e6));
  const cpu = cpuMs.filter(Number.isFinite);
  if (cpu.length > 0) summary.cpu_ms = cpu.reduce((s, x) => s + x, 0) / cpu.length;
  return { name, summary, notes };
}

/** `rounds` rounds; in each, every command once, the order rotating from round to round. */
async function interleaved(commands: { name: string; args: string[] }[], env: Record<string, string>, rounds: number): Promise<BenchResult[]> {
  const wall = commands.map(() => [] as number[]);
  const cpu = commands.map(() => [] as number[]);
  for (let r = 0; r < rounds; r++) {
    for (let k = 0; k < commands.length; k++) {
      const j = (k + r) % commands.length;
      const t = await runTimed(commands[j]!.args, env);
      wall[j]!.push(t.wallNs / 1e6);
      cpu[j]!.push(t.cpuMs);
    }
  }
  return commands.map((c, j) => summaryOf(c.name, wall[j]!, cpu[j]!));
}

/** `npm run --silent cli -- rule 702.19b --json`, the contract's own command line (npm adds its start-up). */
async function npmRule(env: Record<string, string>, rounds: number): Promise<BenchResult> {
  const wall: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = process.hrtime.bigint();
    await new Promise<void>((resolve, reject) => {
      const child = spawn('npm', ['run', '--silent', 'cli', '--', 'rule', '702.19b', '--json'], { cwd: ROOT, env: { ...env, npm_config_update_notifier: 'false' }, stdio: 'ignore' });
      child.once('error', reject);
      child.once('exit', () => resolve());
    });
    wall.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return summaryOf('cold.cli.rule.npm', wall, []);
}

const measuresItself = (): BenchCase => ({ op: () => undefined });

export const processBenchmarks: BenchDefinition[] = [
  {
    name: 'cold.cli',
    description: 'process start -> answer: `cli rule 702.19b --json` (cold.cli.rule) and `cli ask "<two cards>" --json` (cold.cli.ask) on the compiled build with the full catalog, interleaved with `node -e 0` (cold.node); `cli rule` through `npm run --silent cli` (cold.cli.rule.npm)',
    setup: measuresItself,
    async run() {
      const env = baseEnv();
      await prepareCaches();
      const first = await runTimed(cliArgs('ask', ASK, '--json'), env);
      await runTimed(cliArgs('rule', '702.19b', '--json'), env);
      const results = await interleaved(
        [
          { name: 'cold.cli.rule', args: cliArgs('rule', '702.19b', '--json') },
          { name: 'cold.cli.ask', args: cliArgs('ask', ASK, '--json') },
          { name: 'cold.node', args: ['-e', '0'] },
        ],
        env,
        8,
      );
      results[1]!.notes.push(`cold.cli.ask: ${/"ok":true/.test(first.stdout) ? 'answered' : 'NOT answered'}: ${JSON.stringify(ASK)}`);
      return [...results, await npmRule(env, 4)];
    },
  },
  {
    name: 'cold.bot',
    description: 'the bot (compiled, full catalog) against the local fake Discord, an /ask in English and one in Japanese sent at READY, an autocomplete and a /rule 100 ms later: spawn -> the last first response (cold.bot.first-response), READY -> it (bot.ready-to-first-response), spawn -> READY (cold.bot.ready)',
    setup: measuresItself,
    async run() {
      await prepareCaches();
      const runs: BotRun[] = [];
      for (let i = 0; i < 3; i++) runs.push(await botFirstResponse());
      const per = AT_READY.map((x, j) => `${x.label} ${runs.map((r) => r.each[j]!.toFixed(0)).join('/')} ms`).join(', ');
      return [
        summaryOf('cold.bot.first-response', runs.map((r) => r.readyMs + r.fromReadyMs), [], [`cold.bot: first responses after READY, per run: ${per}`]),
        summaryOf('bot.ready-to-first-response', runs.map((r) => r.fromReadyMs), []),
        summaryOf('cold.bot.ready', runs.map((r) => r.readyMs), []),
      ];
    },
  },
  {
    name: 'rss.bot',
    description: "the bot's resident memory in MB (in the p50_ms/p99_ms fields): at READY (rss.bot.ready) and after 1,000 mixed interactions, eight at a time (rss.bot.after-1000); its main thread's V8 heap in use at both (heap.bot.*)",
    setup: measuresItself,
    async run() {
      await prepareCaches();
      const m = await botMemory();
      const heapNote = (h: HeapMb | null): string => (h ? `heap used ${h.heapUsed.toFixed(0)} of ${h.heapTotal.toFixed(0)}, external ${h.external.toFixed(0)}` : 'no health line');
      return [
        summaryOf('rss.bot.ready', [m.readyMb], []),
        summaryOf('rss.bot.after-1000', [m.afterMb], [], [
          `rss.bot: MB at READY ${m.readyMb.toFixed(0)}, after every 250 interactions ${m.at.map((x) => x.toFixed(0)).join(', ')}; growth ${(m.afterMb - m.readyMb).toFixed(0)}`,
          `rss.bot: main thread at READY ${heapNote(m.readyHeap)}; after 1,000 ${heapNote(m.afterHeap)} (MB)`,
        ]),
        summaryOf('heap.bot.ready', [m.readyHeap?.heapUsed ?? Number.NaN], []),
        summaryOf('heap.bot.after-1000', [m.afterHeap?.heapUsed ?? Number.NaN], []),
      ];
    },
  },
];

interface BotRun {
  readyMs: number;
  fromReadyMs: number;
  /** Each at-READY interaction's first response, ms after READY. */
  each: number[];
}

const ASK_JA = 'トランプルを持つ6/6が3/5にブロックされた。何点のダメージが通りますか？';

/**
 * Sent at READY: the two first questions (English and Japanese, each the first of its language in
 * the process), then, `afterMs` later, while those are being worked out, an autocomplete and a
 * /rule: what waits behind a question's one-off work (the card-name spotter, the tokenisers) shows.
 */
const AT_READY: { interaction: BenchInteraction; label: string; afterMs: number }[] = [
  { label: '/ask', afterMs: 0, interaction: { type: 2, command: 'ask', options: [{ name: 'question', type: 3, value: ASK }] } },
  { label: '/ask (ja)', afterMs: 0, interaction: { type: 2, command: 'ask', locale: 'ja', options: [{ name: 'question', type: 3, value: ASK_JA }] } },
  { label: 'autocomplete /card', afterMs: 100, interaction: { type: 4, command: 'card', options: [{ name: 'name', type: 3, value: 'Grizzly B', focused: true }] } },
  { label: '/rule', afterMs: 100, interaction: { type: 2, command: 'rule', options: [{ name: 'number', type: 3, value: '702.19b' }] } },
];

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : Number.NaN;
}

/** The bot's own account of its memory (its health line, src/discord/metrics.ts), in MB. */
export interface HeapMb {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
}

/** Starts the bot against a fresh fake Discord; `then` runs while it is up (it is stopped after). `onLine`: each line it writes on stderr. */
async function withBot<T>(then: (fake: BenchFakeDiscord, pid: number, readyMs: number) => Promise<T>, extraEnv: Record<string, string> = {}, onLine?: (line: string) => void): Promise<T> {
  const fake = await startBenchFakeDiscord();
  const t0 = process.hrtime.bigint();
  const start = npmStart();
  const child = spawn(process.execPath, [...start.flags, LAUNCH, 'main'], {
    cwd: ROOT,
    env: baseEnv({ ...start.env, DISCORD_TOKEN: fake.token, DISCORD_API_BASE: fake.apiBase, RATE_USER_PER_MINUTE: '100000', RATE_USER_BURST: '100000', RATE_GUILD_PER_MINUTE: '100000', RATE_GUILD_BURST: '100000', ...extraEnv }),
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  let partial = '';
  child.stderr.on('data', (c: Buffer) => {
    err = (err + c.toString()).slice(-2000);
    if (process.env['STACKWISE_BENCH_BOT_LOG']) process.stderr.write(c);
    if (onLine) {
      const lines = (partial + c.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    }
  });
  try {
    await Promise.race([fake.ready(), new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`the bot exited (${code}) before READY: ${err}`))))]);
    const readyMs = Number(process.hrtime.bigint() - t0) / 1e6;
    return await then(fake, child.pid!, readyMs);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    await fake.stop();
  }
}

async function botFirstResponse(): Promise<BotRun> {
  return withBot(async (fake, _pid, readyMs) => {
    const t = process.hrtime.bigint();
    const sent = (afterMs: number): Promise<void> => (afterMs > 0 ? new Promise((resolve) => setTimeout(resolve, afterMs)) : Promise.resolve());
    const each = await Promise.all(AT_READY.map((x) => sent(x.afterMs).then(() => fake.interact(x.interaction, 1, 30_000)).then(() => Number(process.hrtime.bigint() - t) / 1e6)));
    return { readyMs, fromReadyMs: Math.max(...each), each };
  });
}

/**
 * 1,000 mixed interactions, eight at a time; the bot's RSS at READY and after. `checkpoint` runs
 * at READY (0 answered) and after every 250th answer with the bot's pid (src/bench/memory/snapshots.ts
 * takes heap snapshots there). `keep` narrows the mix to some of its interactions and `extraEnv` is
 * added to the bot's environment (src/bench/memory/mix.ts: which kind of interaction, or which
 * setting, the memory goes with).
 */
export async function botMemory(
  count = 1_000,
  checkpoint?: (pid: number, answered: number) => Promise<void>,
  keep: (interaction: BenchInteraction) => boolean = () => true,
  extraEnv: Record<string, string> = {},
): Promise<{ readyMb: number; afterMb: number; at: number[]; readyHeap: HeapMb | null; afterHeap: HeapMb | null }> {
  const fullMix: { interaction: BenchInteraction; calls: number }[] = [
    { calls: 1, interaction: { type: 2, command: 'rule', options: [{ name: 'number', type: 3, value: '702.19b' }] } },
    { calls: 1, interaction: { type: 2, command: 'define', options: [{ name: 'term', type: 3, value: 'トランプル' }] } },
    { calls: 1, interaction: { type: 2, command: 'search', options: [{ name: 'words', type: 3, value: 'trample deathtouch' }] } },
    { calls: 1, interaction: { type: 4, command: 'card', options: [{ name: 'name', type: 3, value: 'Lightning B', focused: true }] } },
    { calls: 2, interaction: { type: 2, command: 'card', options: [{ name: 'name', type: 3, value: '灰色熊' }] } },
    { calls: 2, interaction: { type: 2, command: 'ask', options: [{ name: 'question', type: 3, value: ASK }] } },
    { calls: 2, interaction: { type: 2, command: 'ask', options: [{ name: 'question', type: 3, value: '6/6 trample blocked by a 2/3, how much tramples over?' }] } },
    // Japanese questions are first-class: the Japanese tokeniser's dictionary is part of the bot's memory.
    { calls: 2, interaction: { type: 2, command: 'ask', locale: 'ja', options: [{ name: 'question', type: 3, value: ASK_JA }] } },
  ];
  const mix = fullMix.filter((m) => keep(m.interaction));
  // The bot logs its heap every second (its health line): the latest line before the first
  // interaction and after the last one give the heap next to the RSS, in the same run.
  let health: HeapMb | null = null;
  let lines = 0;
  const onLine = (line: string): void => {
    const m = /"memoryMb":(\{[^}]*\})/.exec(line);
    if (!m) return;
    health = JSON.parse(m[1]!) as HeapMb;
    lines += 1;
  };
  const nextHealth = async (): Promise<HeapMb | null> => {
    const seen = lines;
    for (let waited = 0; lines === seen && waited < 5_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
    return health;
  };
  return withBot(
    async (fake, pid) => {
      const readyMb = rssMb(pid);
      const readyHeap = await nextHealth();
      await checkpoint?.(pid, 0);
      const at: number[] = [];
      let next = 0;
      const worker = async (): Promise<void> => {
        while (next < count) {
          const k = next++;
          const m = mix[k % mix.length]!;
          await fake.interact(m.interaction, m.calls, 60_000);
          if ((k + 1) % 250 === 0) {
            at.push(rssMb(pid));
            await checkpoint?.(pid, k + 1);
          }
        }
      };
      await Promise.all(Array.from({ length: 8 }, worker));
      const afterMb = rssMb(pid);
      return { readyMb, afterMb, at, readyHeap, afterHeap: await nextHealth() };
    },
    { METRICS_INTERVAL_MS: '1000', LOG_LEVEL: 'info', ...extraEnv },
    onLine,
  );
}

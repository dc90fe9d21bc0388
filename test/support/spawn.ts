/**
 * Spawning Stackwise's real entry points for end-to-end tests: a clean environment (no
 * DISCORD_TOKEN, no inherited variables), a temporary cache, the current CR file, and a preload
 * that makes any network access fail loudly (see no-network.mjs).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
/**
 * The compiled build's launcher (src/build/launch.mjs), which `npm run cli` and `npm start` run:
 * `run(NODE, [LAUNCH, 'cli', …args])` is the CLI exactly as the contract's command line runs it,
 * without npm's own start-up (~0.5 s of CPU) and without tsx compiling every source file again in
 * each child (~2 s of CPU a spawn, where the bundle with its code cache starts in ~0.4 s). The
 * build is made current once, before any test file runs (test/support/global-setup.ts).
 */
export const NODE = process.execPath;
export const LAUNCH = path.join(ROOT, 'src/build/launch.mjs');
/** Arguments for `run(NODE, …)`: the compiled CLI with these arguments (`npm run --silent cli -- …args`). */
export const cliArgs = (...args: string[]): string[] => [LAUNCH, 'cli', ...args];
/** Arguments for `run(NODE, …)`: the compiled bot / console mode (`npm start`). */
export const mainArgs = (): string[] => [LAUNCH, 'main'];
export const CR_FILE = path.resolve(ROOT, '../shared/data/cr/MagicCompRules-20260925.txt');
export const NETWORK_MARKER = 'NETWORK ACCESS ATTEMPTED IN A NO-NETWORK TEST';
const NO_NETWORK = pathToFileURL(path.join(ROOT, 'test/support/no-network.mjs')).href;

export interface RunResult {
  /** Exit status, or null when killed by a signal. */
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  ms: number;
}

export interface RunOptions {
  env?: Record<string, string>;
  cwd?: string;
  /** Written to standard input, which is then closed. */
  input?: string;
  timeoutMs?: number;
}

/** A temporary directory (for CACHE_DIR or a cwd without .env), removed by `cleanup`. */
export function tempDir(prefix: string): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The environment every spawn starts from: only PATH and HOME are inherited. */
export function baseEnv(cacheDir: string): Record<string, string> {
  if (!existsSync(CR_FILE)) throw new Error(`the test CR file is missing: ${CR_FILE}`);
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    CR_FILE,
    CACHE_DIR: cacheDir,
    NODE_OPTIONS: `--import=${NO_NETWORK}`,
    // npm must not check for its own updates (that would be network access).
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
  };
}

/**
 * At most this many children of one test file run at once: each is a whole Node process compiling
 * TypeScript, and on a 2-core machine running several test files at once, more only thrash until
 * the timeouts kill them. The rest wait their turn (the timeout starts when a child starts).
 */
const MAX_CHILDREN = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function slot(): Promise<() => void> {
  if (running >= MAX_CHILDREN) await new Promise<void>((r) => waiting.push(r));
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

export async function run(command: string, args: readonly string[], opts: RunOptions = {}): Promise<RunResult> {
  const release = await slot();
  try {
    return await runNow(command, args, opts);
  } finally {
    release();
  }
}

/** SIGKILL to the process group led by `pid` (the child and everything it started); `alone` when there is none. */
function killGroup(pid: number | undefined, alone: () => void): void {
  try {
    if (pid === undefined || process.platform === 'win32') throw new Error('no process group');
    process.kill(-pid, 'SIGKILL');
  } catch {
    alone();
  }
}

function runNow(command: string, args: readonly string[], opts: RunOptions): Promise<RunResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    // Its own process group, so a timeout kills what it started too: a wrapper (npm, tsx) killed alone leaves its
    // node child running, still using CPU after the test has failed (found under load, session 18).
    const child = spawn(command, args, { cwd: opts.cwd ?? ROOT, env: opts.env ?? {}, stdio: ['pipe', 'pipe', 'pipe'], detached: process.platform !== 'win32' });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child.pid, () => child.kill('SIGKILL'));
    }, opts.timeoutMs ?? 60_000);
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({
        code,
        signal,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8'),
        timedOut,
        ms: Date.now() - started,
      });
    });
    child.stdin.on('error', () => undefined); // the child may exit before reading everything
    child.stdin.end(opts.input ?? '');
  });
}

/** Runs `tasks` with at most `limit` at a time (spawning is CPU-bound: more than the cores only thrashes). */
export async function pool<T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results = new Array<T>(tasks.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, worker));
  return results;
}

/** A Node/V8 stack trace ("    at fn (file:1:2)") or an internal-module frame. */
export function hasStackTrace(text: string): boolean {
  return /^\s+at\s.+(?::\d+:\d+\)?|\(native\)|<anonymous>\)?)$/m.test(text) || /node:internal\//.test(text);
}

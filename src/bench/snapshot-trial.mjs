// A trial of a V8 startup snapshot for the CLI (issue 15 §2), kept to measure it again, not used by
// the program. `node src/bench/snapshot-trial.mjs [--runs N] [cli args…]` (default: the cold.cli.ask
// question) builds a snapshot of the CLI's CommonJS build (build.mjs) with every module of it
// initialised and a few English questions read (so their code is compiled in the snapshot), then
// times, interleaved, the CLI as npm starts it (plain), the snapshot started directly with
// `node --snapshot-blob` (what a start without launcher would cost) and the snapshot started from a
// launcher process (what `npm run cli` would cost: the blob must be given on node's command line,
// so launch.mjs would have to start a second node). Linux only (children's CPU from /proc/self/stat).
//
// Measured in session 52 (node 20.20, 2 cores, load 16-19, 6 interleaved runs, medians): `cli ask`
// plain 3.15 s wall / 0.82 s CPU, snapshot started directly 2.64 s / 0.68 s, through a launcher
// 2.98 s / 0.77 s; `cli rule` plain 1.04 s / 0.26 s, directly 1.03 s / 0.25 s, through a launcher
// 1.46 s / 0.33 s (the second process costs more than the snapshot saves). Why so little: node 20 keeps no compiled
// code for functions not run while the snapshot is built, so the code cache the CLI already uses
// does as well for those; worker_threads must be loaded after deserialisation (its cwd counter,
// a SharedArrayBuffer, does not survive it) and an Intl.Collator can't be serialised at all (both
// patched into the copy below); Array.prototype.with is missing while building. Try again on a node
// that keeps code in the snapshot, or with the parsed CR and the card name index in it.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, currentBuild } from '../build/signature.mjs';

const QUESTION = 'I attack with Colossal Dreadmaw and my opponent blocks with Giant Spider. How much damage does my opponent take?';
const WARM = ['My 2/2 blocks a 3/3. What dies?', 'I attack with a 5/5 trample and my opponent blocks with a 2/2. How much damage does my opponent take?'];

/** The node flags of package.json's `cli` script (the snapshot must be built and run with the same). */
function cliFlags() {
  const script = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.cli;
  return script.split(/\s+/).filter((w) => w.startsWith('--'));
}

/** `text` with `from` replaced by `to`; throws when `from` is not there (the build changed shape). */
function patch(text, from, to) {
  if (!text.includes(from)) throw new Error(`snapshot trial: ${JSON.stringify(from.slice(0, 60))} is not in the CLI build any more`);
  return text.replace(from, to);
}

/** The CLI build made ready for a snapshot: main not run, every module's initialiser listed, the collator made on first use. */
function snapshotSource(file) {
  let s = readFileSync(file, 'latin1');
  s = patch(s, 'main(process.argv.slice(2)).then(', 'globalThis.__swMain = () => main(process.argv.slice(2)).then(');
  s = patch(s, 'collate = new Intl.Collator().compare;', 'collate = (a, b) => (collate = new Intl.Collator().compare)(a, b);');
  s = patch(s, 'var __esm = (fn, res, err2) => function __init() {', 'var __esm = (fn, res, err2) => globalThis.__swInits.push(function __init() {');
  s = patch(s, '    throw err2 = [e3], e3;\n  }\n};\nvar __commonJS', '    throw err2 = [e3], e3;\n  }\n}) && globalThis.__swInits.at(-1);\nvar __commonJS');
  const warm = `\nglobalThis.__swWarm = async () => { for (const q of ${JSON.stringify(WARM)}) { try { await parseQuestion(q, "en"); } catch {} } };\n})`;
  return s.replace(/\n\}\)(\n\/\/# sourceMappingURL=[^\n]*\n?)?$/, warm);
}

const ENTRY = `const fs = require('fs'); const path = require('path');
const { file, source, threadKeys } = JSON.parse(fs.readFileSync(process.env.SW_TRIAL, 'utf8'));
let real = null;
// worker_threads loaded while building breaks every worker started after deserialisation: it is
// given as getters that load it on first use (isMainThread: the CLI runs on the main thread).
function late(id) {
  const o = {};
  for (const k of threadKeys) Object.defineProperty(o, k, { enumerable: true, get: () => (real ? real(id)[k] : k === 'isMainThread' ? true : k === 'Worker' ? function Worker(...a) { return new (real(id).Worker)(...a); } : undefined) });
  return o;
}
const req = (id) => (real ? real(id) : id === 'worker_threads' || id === 'node:worker_threads' ? late(id) : require(id));
globalThis.__swInits = [];
const fn = (0, eval)(fs.readFileSync(source, 'latin1') + '\\n//# sourceURL=' + file);
const module = { exports: {} };
fn.call(module.exports, module.exports, req, module, file, path.dirname(file));
for (const init of globalThis.__swInits) { try { init(); } catch {} }
delete globalThis.__swInits;
globalThis.__swWarm();
require('v8').startupSnapshot.setDeserializeMainFunction(() => {
  real = require('module').createRequire(file);
  process.argv.splice(1, process.argv.length - 1, file, ...process.argv.slice(1));
  globalThis.__swMain();
});
`;

const LAUNCHER = `const { spawn } = require('node:child_process');
const c = spawn(process.execPath, process.argv.slice(2), { stdio: 'inherit' });
c.on('exit', (code) => { process.exitCode = code ?? 1; });
`;

async function buildSnapshot(dir, flags) {
  const build = await currentBuild({ log: (l) => process.stderr.write(`${l}\n`) });
  const file = path.join(build, 'cli.cjs');
  mkdirSync(dir, { recursive: true });
  const source = path.join(dir, 'cli.snapshot-source.cjs');
  writeFileSync(source, snapshotSource(file));
  const threadKeys = Object.keys(await import('node:worker_threads')).filter((k) => k !== 'default');
  writeFileSync(path.join(dir, 'trial.json'), JSON.stringify({ file, source, threadKeys }));
  writeFileSync(path.join(dir, 'entry.cjs'), ENTRY);
  writeFileSync(path.join(dir, 'launcher.cjs'), LAUNCHER);
  const blob = path.join(dir, 'cli.blob');
  const t0 = Date.now();
  execFileSync(process.execPath, [...flags, '--snapshot-blob', blob, '--build-snapshot', path.join(dir, 'entry.cjs')], { env: { ...process.env, SW_TRIAL: path.join(dir, 'trial.json') }, stdio: ['ignore', 'ignore', 'pipe'] });
  process.stderr.write(`snapshot built in ${Date.now() - t0} ms: ${blob}\n`);
  return blob;
}

/** The CPU time of the waited-for children so far, in ms (/proc/self/stat cutime + cstime). */
function childrenCpuMs() {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[13]) + Number(fields[14])) * 1000) / 100;
}

function timed(args, env) {
  const cpu0 = childrenCpuMs();
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const wall = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0 && r.status !== 2) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr.toString().slice(-300)}`);
  return { wall, cpu: childrenCpuMs() - cpu0, out: r.stdout.toString() };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const argv = process.argv.slice(2);
  const runsAt = argv.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(argv.splice(runsAt, 2)[1]) : 7;
  const cli = argv.length > 0 ? argv : ['ask', QUESTION, '--json'];
  const flags = cliFlags();
  const dir = path.join(tmpdir(), 'stackwise-snapshot-trial');
  const blob = await buildSnapshot(dir, flags);
  const env = { ...process.env, STACKWISE_ROOT: ROOT };
  const variants = {
    plain: [...flags, path.join(ROOT, 'src', 'build', 'launch.mjs'), 'cli', ...cli],
    'snapshot direct': [...flags, '--snapshot-blob', blob, ...cli],
    'snapshot via launcher': [path.join(dir, 'launcher.cjs'), ...flags, '--snapshot-blob', blob, ...cli],
  };
  const names = Object.keys(variants);
  const samples = Object.fromEntries(names.map((n) => [n, []]));
  const answers = new Set();
  for (let r = -1; r < runs; r++) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(k + Math.max(r, 0)) % names.length];
      const t = timed(variants[name], env);
      answers.add(t.out);
      if (r >= 0) samples[name].push(t);
    }
  }
  for (const name of names) {
    const s = samples[name];
    process.stdout.write(`${name.padEnd(22)} wall p50 ${median(s.map((x) => x.wall)).toFixed(0)} ms, cpu p50 ${median(s.map((x) => x.cpu)).toFixed(0)} ms (${s.length} runs)\n`);
  }
  process.stdout.write(`answers: ${answers.size === 1 ? 'the same in every run' : `${answers.size} different outputs`}\n`);
}

main().catch((e) => {
  process.stderr.write(`${e.stack ?? e}\n`);
  process.exitCode = 1;
});

// Runs a CommonJS bundle (build.mjs makes one for the CLI) with V8's code cache (issue 15 §2):
// the functions V8 compiled in a run are saved next to the bundle as it exits, and later runs take
// them from there instead of parsing and compiling the bundle again. Node 20 has no such cache for
// its own module loaders (module.enableCompileCache is Node 22), so the bundle is compiled here,
// with vm.Script and its cachedData, and called the way Node calls a CommonJS module.
//
// One cache file per command (what `rule` compiles is a small part of what `ask` does, and V8 reads
// a whole cache file at start): a header line `stackwise-code-cache 1 <sha256 of the rest> <command>\n`,
// then V8's data. It is written when there was none, when it was damaged (the hash does not match:
// a torn or corrupted file), when V8 rejected it (another V8 version or flags) or when it was made
// for another command.
// A worker thread is stopped from outside and never sees its exit: its cache is written right after
// its bundle has run (start-up), then once more after it has answered its first job (`afterMessage`),
// marked with the word `after-job`: the functions a job compiles (the engine's, for the engine
// worker) are then in it too, and a worker's first job no longer compiles them lazily.
// Writes go through a temporary file renamed into place; a folder that can't be written just means
// no cache. What a cache does or doesn't hold never changes what the program does, only how soon.
import { isAscii } from 'node:buffer';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

const MAGIC = 'stackwise-code-cache 1';

/** The cache file of `file` for `command`, for this node (V8 only takes data of its own version). */
export function cacheFileOf(file, command) {
  return `${file}.${commandWord(command)}.${process.version}-${process.arch}.v8cache`;
}

/** `command` as it goes in a file name. */
function commandWord(command) {
  return /^[a-z0-9-]{1,32}$/.test(command) ? command : 'other';
}

/**
 * The cached data in `bytes` with the commands it was made with, or null when it is not a cache
 * file or is damaged.
 */
export function readCache(bytes) {
  if (!bytes) return null;
  const nl = bytes.indexOf(0x0a);
  if (nl < 0 || nl > 1000) return null;
  const m = /^stackwise-code-cache 1 ([0-9a-f]{64}) ([a-z0-9,-]*)$/.exec(bytes.subarray(0, nl).toString('latin1'));
  if (!m) return null;
  const data = bytes.subarray(nl + 1);
  if (data.length === 0 || createHash('sha256').update(data).digest('hex') !== m[1]) return null;
  return { data, commands: m[2] === '' ? [] : m[2].split(',') };
}

/** The bytes of a cache file holding `data`, made with `commands`. */
export function cacheBytes(data, commands) {
  const hash = createHash('sha256').update(data).digest('hex');
  return Buffer.concat([Buffer.from(`${MAGIC} ${hash} ${commands.join(',')}\n`, 'latin1'), data]);
}

function readOrNull(file) {
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
}

/**
 * Node's own CommonJS wrapper, in strict mode (the bundles are made from ES modules, which are).
 * build.mjs writes its bundles with the wrapper already around them (issue 15 §2): the file's text is
 * then read as one string and compiled as it is. Wrapped here, the text was held twice for as long
 * as the process ran: the string read from the file, and the copy V8 makes when it flattens the
 * concatenation to compile it (7 MB each for the CLI; a short run never collects the first).
 */
export const WRAPPER_HEAD = "(function (exports, require, module, __filename, __dirname) { 'use strict'; ";
export const WRAPPER_TAIL = '\n})';

/**
 * The text of a file's bytes. esbuild writes ASCII (non-ASCII characters escaped): read as latin1,
 * the same characters, without UTF-8 decoding (~25 ms less for the CLI's 7 MB at each start on the
 * loaded machine); bytes that are not all ASCII are decoded as UTF-8, as before.
 */
export function textOf(bytes) {
  return isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
}

/** The text of `file` as a function expression: as it is when it carries the wrapper, else wrapped. */
function wrappedSource(file) {
  const source = textOf(readFileSync(file));
  return source.startsWith(WRAPPER_HEAD) ? source : `${WRAPPER_HEAD}${source}${WRAPPER_TAIL}`;
}

/**
 * Runs the CommonJS bundle `file` in this process (its module.exports is returned), with the code
 * cache for `command` (a word naming what this run does: the CLI's command). `status(kind)` is told
 * what became of the cache: 'used', 'none', 'damaged', 'rejected', then 'written' if it was.
 */
export function runWithCodeCache(file, command, status = () => undefined, { writeAfterRun = false, afterMessage = null } = {}) {
  const word = commandWord(command);
  const cacheFile = cacheFileOf(file, word);
  const bytes = readOrNull(cacheFile);
  const cached = readCache(bytes);
  const script = new vm.Script(wrappedSource(file), { filename: file, ...(cached ? { cachedData: cached.data } : {}) });
  const state = !bytes ? 'none' : !cached ? 'damaged' : script.cachedDataRejected ? 'rejected' : 'used';
  status(state);
  const write = (words = [word]) => {
    const tmp = `${cacheFile}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      writeFileSync(tmp, cacheBytes(script.createCachedData(), words));
      renameSync(tmp, cacheFile);
      status('written');
    } catch {
      // A folder that can't be written: no cache, the program runs as it would anyway.
      rmSync(tmp, { force: true });
    }
  };
  const stale = state !== 'used' || !cached.commands.includes(word);
  // At exit, with what the whole run compiled; or (a worker thread, which is stopped from outside
  // and never sees its exit) right after the bundle has run, with what its start-up compiled.
  if (stale && !writeAfterRun) process.once('exit', () => write());
  const module = { exports: {}, filename: file, id: '.', loaded: false };
  const fn = script.runInThisContext();
  fn.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));
  module.loaded = true;
  if (stale && writeAfterRun) write();
  if (afterMessage && !(state === 'used' && cached.commands.includes(AFTER_JOB))) writeAfterFirstJob(afterMessage, () => write([word, AFTER_JOB]));
  return module.exports;
}

/** The word of a cache file written after a worker's first job (not only after its start-up). */
export const AFTER_JOB = 'after-job';

/**
 * Calls `write` once, right after `port` has posted its first `done` message (a job answered, as
 * src/workers/protocol.ts says it): the reply is on its way before the cache is made.
 */
function writeAfterFirstJob(port, write) {
  const post = port.postMessage;
  port.postMessage = function (message, ...rest) {
    const r = post.call(this, message, ...rest);
    if (message && typeof message === 'object' && message.type === 'done') {
      port.postMessage = post;
      write();
    }
    return r;
  };
}

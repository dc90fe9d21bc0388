/**
 * Reads what the program did not write itself without trusting it to be small.
 *
 * Files: a whole file that the program did not write itself (CR_FILE, a .env, a scenario file, a
 * cache file) without trusting it to be small or even a file (issue 17 §3, §5):
 * - only a regular file is read: a device (/dev/zero, /dev/urandom), a named pipe or a socket
 *   has no size to check and may never end or never open, so it is refused by name;
 * - the size is checked before reading, and the reading stops one byte past the limit, so a file
 *   that grows while it is read is refused too, never held whole in memory first.
 * The open is non-blocking, so a named pipe put where a file was expected can't hang the open.
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import type { Stats } from 'node:fs';
import { open } from 'node:fs/promises';

/** 16777216 -> "16 MB"; below a megabyte, bytes (4097 -> "4097 bytes"). */
export function megabytes(n: number): string {
  return n < 1024 * 1024 ? `${n} bytes` : `${Math.round((n / (1024 * 1024)) * 10) / 10} MB`;
}

/** Read in pieces of at most this many bytes. */
const CHUNK = 1 << 20;
const FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

export class FileTooLarge extends Error {
  /**
   * @param what what the file should be, for the message ("any Comprehensive Rules file", "a
   *   settings file"); `size` is the file's size, or what had been read when it went past `max`.
   */
  constructor(
    readonly file: string,
    readonly size: number,
    readonly max: number,
    readonly what = 'a file of this kind',
  ) {
    super(`${file} is ${megabytes(size)} long, more than ${what} can be (the limit is ${megabytes(max)})`);
  }
}

/** Why `st` isn't a file we read, as an error with a code (EISDIR, ENOTFILE), or null. */
function notAFile(file: string, st: Stats): Error | null {
  if (st.isDirectory()) return Object.assign(new Error(`EISDIR: ${file} is a folder, not a file`), { code: 'EISDIR', path: file });
  if (!st.isFile()) return Object.assign(new Error(`ENOTFILE: ${file} is not a regular file (a device, pipe or socket)`), { code: 'ENOTFILE', path: file });
  return null;
}

/** The bytes of `file`, at most `max` of them; throws FileTooLarge past it, EISDIR / ENOTFILE for what isn't a file. */
export async function readFileCapped(file: string, max: number, what?: string): Promise<Buffer> {
  const fh = await open(file, FLAGS);
  try {
    const st = await fh.stat();
    const bad = notAFile(file, st);
    if (bad) throw bad;
    if (st.size > max) throw new FileTooLarge(file, st.size, max, what);
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const piece = Buffer.allocUnsafe(Math.min(CHUNK, max + 1 - total));
      const { bytesRead } = await fh.read(piece, 0, piece.length, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > max) throw new FileTooLarge(file, total, max, what); // it grew while being read
      chunks.push(piece.subarray(0, bytesRead));
    }
    return Buffer.concat(chunks, total);
  } finally {
    await fh.close();
  }
}

/** readFileCapped for synchronous callers (start-up). */
export function readFileCappedSync(file: string, max: number, what?: string): Buffer {
  const fd = openSync(file, FLAGS);
  try {
    const st = fstatSync(fd);
    const bad = notAFile(file, st);
    if (bad) throw bad;
    if (st.size > max) throw new FileTooLarge(file, st.size, max, what);
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const piece = Buffer.allocUnsafe(Math.min(CHUNK, max + 1 - total));
      const bytesRead = readSync(fd, piece, 0, piece.length, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > max) throw new FileTooLarge(file, total, max, what);
      chunks.push(piece.subarray(0, bytesRead));
    }
    return Buffer.concat(chunks, total);
  } finally {
    closeSync(fd);
  }
}

/**
 * Reads a response body up to `max` bytes; null when it goes past (an endless or huge answer is
 * cut off at the cap, never read into memory first and measured afterwards). Cancels the rest of
 * the stream either way.
 */
export async function readStreamCapped(body: ReadableStream<Uint8Array>, max: number): Promise<Uint8Array | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > max) return null;
      chunks.push(value);
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

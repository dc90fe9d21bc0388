/**
 * Writes a file so that a reader (or a crash) never sees half of it: the data goes to a unique
 * temporary file beside it, which is then renamed over the target (rename is atomic on one file
 * system). The temporary file is removed if anything fails. Missing folders are made by ensureDir
 * (never a recursive mkdir, which can loop for ever).
 */
import { randomBytes } from 'node:crypto';
import { rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ensureDir } from './ensure-dir.ts';

export async function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  await ensureDir(path.dirname(file));
  const tmp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(tmp, data);
    await rename(tmp, file);
  } catch (e) {
    await unlink(tmp).catch(() => undefined);
    throw e;
  }
}

/**
 * The on-disk CR cache: the downloaded bytes as they came (any encoding) plus a JSON metadata file
 * (url, effective date, fetchedAt, sha256, encoding…), both written atomically (temp file + rename).
 *
 * The cache is a convenience, never a reason to fail or to believe a damaged CR (issue 17 §3):
 * - a cache directory that can't be used (read-only, unwritable, a missing parent, a file where
 *   the folder should be, cache files that are folders) means working from memory, with one
 *   warning per load;
 * - cache files that are corrupted (metadata that isn't JSON, text that doesn't match its
 *   checksum, a truncated file, text that isn't a whole CR) are discarded, so the CR is fetched
 *   again, with a warning naming what was wrong;
 * - every file is size-checked before it is read.
 */
import { createHash } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import * as z from 'zod';
import { decodeRulesText } from './decode.ts';
import type { DetectedEncoding } from './decode.ts';
import type { Logger } from '../logger.ts';
import { ensureDir } from '../core/ensure-dir.ts';
import { FileTooLarge, readFileCapped as readCappedFile } from '../core/read-capped.ts';
import { writeFileAtomic } from '../core/write-atomic.ts';

/** The largest CR text file read from disk or the network (the CR is about 1 MB; 2 MB as UTF-16). */
export const MAX_CR_BYTES = 16 * 1024 * 1024;
/** The metadata is a few hundred bytes. */
const MAX_META_BYTES = 64 * 1024;

const CacheMetaSchema = z.object({
  url: z.string(),
  effective: z.string().nullable(),
  fetchedAt: z.string(),
  /** Last time the server confirmed the file unchanged (a 304); freshness counts from here. */
  checkedAt: z.string().optional(),
  sha256: z.string(),
  encoding: z.enum(['utf-8', 'utf-8-bom', 'utf-16le', 'utf-16be', 'windows-1252']),
  bytes: z.number().optional(),
  etag: z.string().optional(),
  lastModified: z.string().optional(),
});

export type CrCacheMeta = z.infer<typeof CacheMetaSchema>;

export interface CachedCr {
  meta: CrCacheMeta;
  textPath: string;
  metaPath: string;
  text: string;
  encoding: DetectedEncoding;
}

export const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** "ENOTDIR: not a directory, open '…'" -> "ENOTDIR: not a directory, open '…'"; other errors: their message. */
export function errorText(e: unknown): string {
  if (e instanceof Error) {
    const code = (e as NodeJS.ErrnoException).code;
    return code ? `${code}: ${e.message.replace(/^\w+: /, '')}` : e.message;
  }
  return String(e);
}

const codeOf = (e: unknown): string | undefined => (e as NodeJS.ErrnoException | null)?.code;

const ANY_CR = 'any Comprehensive Rules file';

/** Reads a CR text (or cache) file whole, after checking it is a file and not too large. */
export function readFileCapped(file: string, max: number): Promise<Uint8Array> {
  return readCappedFile(file, max, ANY_CR);
}

export class CrCache {
  readonly textPath: string;
  readonly metaPath: string;
  private warned = false;

  /**
   * `check` says what is wrong with a cached text (null when it is usable): the English cache
   * must hold a whole CR, like every other source.
   */
  constructor(
    readonly dir: string,
    name: string,
    private readonly logger: Logger,
    private readonly check: (text: string) => string | null,
  ) {
    this.textPath = path.join(dir, `${name}.txt`);
    this.metaPath = path.join(dir, `${name}.json`);
  }

  /** The one warning of a load whose cache can't be used: the CR is kept in memory only. */
  private unusable(reason: string): void {
    if (this.warned) return;
    this.warned = true;
    this.logger.warn({ cacheDir: this.dir, reason }, "the CR cache folder can't be used; working from memory (the CR will be downloaded again next start)");
  }

  /** Removes corrupted cache files (best effort), so the next load fetches the CR again. */
  private async discard(why: string): Promise<null> {
    this.logger.warn({ path: this.textPath, reason: why }, 'CR cache discarded; the Comprehensive Rules will be downloaded again');
    await Promise.all([unlink(this.metaPath).catch(() => undefined), unlink(this.textPath).catch(() => undefined)]);
    return null;
  }

  /** The cached CR, or null when there is none usable. Never throws. */
  async read(): Promise<CachedCr | null> {
    let metaBytes: Uint8Array;
    try {
      metaBytes = await readFileCapped(this.metaPath, MAX_META_BYTES);
    } catch (e) {
      if (codeOf(e) === 'ENOENT') return null; // no cache yet
      if (e instanceof FileTooLarge) return this.discard('its metadata file is far too large');
      this.unusable(errorText(e)); // ENOTDIR, EISDIR, EACCES…: the folder itself is the problem
      return null;
    }
    let meta: CrCacheMeta;
    try {
      meta = CacheMetaSchema.parse(JSON.parse(new TextDecoder().decode(metaBytes)));
    } catch {
      return this.discard('its metadata is not valid JSON of the expected shape');
    }
    let bytes: Uint8Array;
    try {
      bytes = await readFileCapped(this.textPath, MAX_CR_BYTES);
    } catch (e) {
      if (e instanceof FileTooLarge) return this.discard(e.message);
      if (codeOf(e) === 'ENOENT') return this.discard('its text file is missing');
      this.unusable(errorText(e));
      return null;
    }
    if (sha256(bytes) !== meta.sha256) return this.discard('its text does not match the checksum in its metadata (truncated or edited)');
    const decoded = decodeRulesText(bytes);
    const problem = this.check(decoded.text);
    if (problem !== null) return this.discard(`the cached text ${problem}`);
    return { meta, textPath: this.textPath, metaPath: this.metaPath, text: decoded.text, encoding: decoded.encoding };
  }

  /** Writes the bytes then the metadata (last, so a crash in between leaves a checksum mismatch, not a lie). */
  async write(bytes: Uint8Array, meta: CrCacheMeta): Promise<void> {
    try {
      await ensureDir(this.dir);
      await writeFileAtomic(this.textPath, bytes);
      await writeFileAtomic(this.metaPath, `${JSON.stringify(meta, null, 2)}\n`);
    } catch (e) {
      this.unusable(errorText(e));
    }
  }

  /** Records a revalidation (the server said 304): freshness counts from `at`. */
  async touch(cached: CachedCr, at: Date): Promise<void> {
    cached.meta = { ...cached.meta, checkedAt: at.toISOString() };
    try {
      await writeFileAtomic(cached.metaPath, `${JSON.stringify(cached.meta, null, 2)}\n`);
    } catch (e) {
      this.unusable(errorText(e));
    }
  }
}

export function isFresh(meta: CrCacheMeta, now: Date, refreshHours: number): boolean {
  const since = Date.parse(meta.checkedAt ?? meta.fetchedAt);
  if (!Number.isFinite(since)) return false;
  const age = now.getTime() - since;
  return age >= 0 && age < refreshHours * 3_600_000;
}

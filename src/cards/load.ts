/**
 * Reading Scryfall-format card files (CARDS_FILE: one or more paths separated by ':'), plain JSON
 * or gzipped (told apart by the gzip magic bytes, not the name), streamed object by object: the
 * ~150 MB oracle file is never held in memory, only the records kept from it. English oracle
 * objects and Japanese printings may come in the same or in separate files; they are joined here.
 */
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import { parseJsonArray } from './json-stream.ts';
import { classify, joinJapanese, toCardRecord, toJaPrinting } from './record.ts';
import type { JoinReport } from './record.ts';
import type { CardRecord, JaPrinting } from './types.ts';
import { err, ok } from '../core/result.ts';
import type { Result } from '../core/result.ts';

/** Splits a CARDS_FILE value into paths (':'-separated; empty parts ignored). */
export function splitCardFiles(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(':')
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** True when the file starts with the gzip magic bytes 1f 8b. */
export async function isGzipFile(file: string): Promise<boolean> {
  const fh = await open(file, 'r');
  try {
    const buf = Buffer.alloc(2);
    const { bytesRead } = await fh.read(buf, 0, 2, 0);
    return bytesRead === 2 && buf[0] === 0x1f && buf[1] === 0x8b;
  } finally {
    await fh.close();
  }
}

/** The objects of one Scryfall-format file, streamed (`onBytes`: compressed bytes read so far). */
export async function* readCardObjects(file: string, opts: { onBytes?: (bytes: number) => void } = {}): AsyncGenerator<unknown> {
  const gz = await isGzipFile(file);
  const raw = createReadStream(file, { highWaterMark: 1 << 20 });
  let read = 0;
  raw.on('data', (c: Buffer | string) => {
    read += c.length;
    opts.onBytes?.(read);
  });
  const source: AsyncIterable<Uint8Array> = gz ? raw.pipe(createGunzip({ chunkSize: 1 << 20 })) : raw;
  try {
    yield* parseJsonArray(source);
  } finally {
    raw.destroy();
  }
}

export interface FileStats {
  path: string;
  bytes: number;
  gzip: boolean;
  oracle: number;
  japanese: number;
  /** Objects left out: other languages, art cards, things that are not cards. */
  skipped: number;
}

export interface LoadedCards {
  cards: CardRecord[];
  japanese: JaPrinting[];
  files: FileStats[];
  join: JoinReport;
}

export interface LoadProgress {
  file: string;
  bytesRead: number;
  bytesTotal: number;
}

function describe(e: unknown): string {
  if (e && typeof e === 'object' && 'code' in e && typeof (e as { code: unknown }).code === 'string') {
    const code = (e as { code: string }).code;
    if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR') return `it is not valid gzip data (${code})`;
    return code;
  }
  return e instanceof Error ? e.message : String(e);
}

/**
 * Loads and joins every file. Oracle cards are kept once per oracle_id (the first file wins);
 * Japanese printings are joined onto them by oracle_id, else by name. An unreadable or malformed
 * file is an error naming the file: a catalog is never silently built from part of the data.
 */
export async function loadCardFiles(files: readonly string[], opts: { onProgress?: (p: LoadProgress) => void } = {}): Promise<Result<LoadedCards, string>> {
  const cards: CardRecord[] = [];
  const japanese: JaPrinting[] = [];
  const stats: FileStats[] = [];
  const seenOracle = new Set<string>();
  // Cards printed only in Japanese are in the oracle bulk file in Japanese: kept as cards unless
  // an English object with the same oracle_id turns up.
  const japaneseOnly = new Map<string, CardRecord>();
  for (const file of files) {
    let size: number;
    let gzip: boolean;
    try {
      size = (await stat(file)).size;
      gzip = await isGzipFile(file);
    } catch (e) {
      return err(`the card file ${file} could not be read (${describe(e)})`);
    }
    const s: FileStats = { path: path.resolve(file), bytes: size, gzip, oracle: 0, japanese: 0, skipped: 0 };
    try {
      const onBytes = opts.onProgress ? (bytesRead: number) => opts.onProgress!({ file, bytesRead, bytesTotal: size }) : undefined;
      for await (const o of readCardObjects(file, onBytes ? { onBytes } : {})) {
        const kind = classify(o);
        const obj = o as Record<string, unknown>;
        if (kind === 'oracle') {
          const rec = toCardRecord(obj);
          if (rec.oracle_id) {
            if (seenOracle.has(rec.oracle_id)) {
              s.skipped++;
              continue;
            }
            seenOracle.add(rec.oracle_id);
          }
          cards.push(rec);
          s.oracle++;
        } else if (kind === 'ja') {
          japanese.push(toJaPrinting(obj));
          s.japanese++;
          if (typeof obj.oracle_id === 'string' && typeof obj.type_line === 'string' && !japaneseOnly.has(obj.oracle_id)) {
            japaneseOnly.set(obj.oracle_id, toCardRecord(obj));
          }
        } else s.skipped++;
      }
    } catch (e) {
      return err(`the card file ${file} could not be loaded: ${describe(e)}`);
    }
    stats.push(s);
  }
  for (const [oracleId, rec] of japaneseOnly) {
    if (!seenOracle.has(oracleId)) cards.push(rec);
  }
  const join = joinJapanese(cards, japanese);
  return ok({ cards, japanese, files: stats, join });
}

/**
 * `npm run cards:sync`: downloads Scryfall's current bulk files and builds the local card index.
 *
 * 1. GET /bulk-data, pick `oracle_cards` (one object per card, ~150 MB) and `all_cards` (every
 *    printing in every language, several GB).
 * 2. oracle_cards is streamed to `<CACHE_DIR>/cards/oracle-cards.json.gz` (checked to be a
 *    complete JSON array on the way); all_cards is streamed and only its Japanese printings' names
 *    are kept, written as `<CACHE_DIR>/cards/ja-printings.json.gz`. Neither is ever in memory.
 *    A file whose `updated_at` hasn't changed since the last sync is not downloaded again.
 * 3. The index (CARDS_DB) is rebuilt from the two files.
 *
 * Progress goes to standard error: a bar per download (bytes / total).
 */
import { createWriteStream, existsSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import { createGunzip, createGzip } from 'node:zlib';
import { ensureDir } from '../core/ensure-dir.ts';
import { JsonArraySplitter } from './json-stream.ts';
import { buildIndexFromFiles } from './open.ts';
import { jaPrintingJson, toJaPrinting } from './record.ts';
import type { JaPrinting } from './types.ts';
import { ProgressBar } from './progress.ts';
import type { ProgressOutput } from './progress.ts';
import { ScryfallClient, describeApiError } from './scryfall.ts';
import type { BulkItem } from './scryfall.ts';
import { cardsDbPath } from './service.ts';
import type { DriverLoader } from './sqlite.ts';
import { err, ok } from '../core/result.ts';
import type { Result } from '../core/result.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';

export interface SyncOptions {
  config: Pick<Config, 'SCRYFALL_API_BASE' | 'HTTP_USER_AGENT' | 'CACHE_DIR' | 'CARDS_DB' | 'CARDS_FILE'>;
  logger: Logger;
  /** Where progress bars go (standard error). */
  progress: ProgressOutput;
  client?: ScryfallClient;
  fetchImpl?: typeof fetch;
  driver?: DriverLoader;
  /** Download even when updated_at is unchanged. */
  force?: boolean;
}

export interface SyncSummary {
  oracleFile: string;
  japaneseFile: string;
  downloaded: string[];
  upToDate: string[];
  oracleCards: number;
  japanesePrintings: number;
  db: string;
  backend: string;
  cards: number;
  japaneseNames: number;
  ms: number;
}

interface SyncState {
  [type: string]: { updated_at: string | null; download_uri: string; file: string; objects: number };
}

const SYNC_TYPES = { oracle: 'oracle_cards', all: 'all_cards' } as const;

/** A pass-through stream that undoes gzip when the body turns out to be a .gz file itself. */
async function* maybeGunzip(body: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  const it = body[Symbol.asyncIterator]();
  const first = await it.next();
  if (first.done) return;
  const rest: AsyncIterable<Uint8Array> = { [Symbol.asyncIterator]: () => it };
  const head = first.value;
  if (head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b) {
    const gunzip = createGunzip();
    const src = Readable.from((async function* () {
      yield head;
      yield* rest;
    })());
    yield* src.pipe(gunzip);
    return;
  }
  yield head;
  yield* rest;
}

/** Counts bytes for the progress bar. */
function counter(onBytes: (n: number) => void): Transform {
  let n = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, cb) {
      n += chunk.length;
      onBytes(n);
      cb(null, chunk);
    },
  });
}

async function openBody(client: ScryfallClient, item: BulkItem): Promise<Result<{ body: AsyncIterable<Uint8Array>; length: number | null }, string>> {
  const res = await client.getStream(item.download_uri);
  if (!res.ok) return err(`downloading ${item.type} from ${item.download_uri} failed: ${describeApiError(res.error)}`);
  if (!res.value.ok || !res.value.body) {
    await res.value.body?.cancel();
    return err(`downloading ${item.type} from ${item.download_uri} failed: HTTP ${res.value.status}`);
  }
  const header = Number(res.value.headers.get('content-length') ?? NaN);
  const length = item.size ?? (Number.isFinite(header) && !res.value.headers.get('content-encoding') ? header : null);
  return ok({ body: Readable.fromWeb(res.value.body as WebReadableStream<Uint8Array>), length });
}

/** oracle_cards -> oracle-cards.json.gz (checked to be one complete JSON array of objects). */
async function downloadOracle(client: ScryfallClient, item: BulkItem, file: string, progress: ProgressOutput): Promise<Result<number, string>> {
  const opened = await openBody(client, item);
  if (!opened.ok) return opened;
  const bar = new ProgressBar(item.type, opened.value.length, progress);
  const tmp = `${file}.${process.pid}.tmp`;
  let objects = 0;
  const splitter = new JsonArraySplitter(() => objects++);
  try {
    await pipeline(
      Readable.from(maybeGunzip(opened.value.body)),
      counter((n) => bar.update(n)),
      new Transform({
        transform(chunk: Buffer, _enc, cb) {
          try {
            splitter.push(chunk);
            cb(null, chunk);
          } catch (e) {
            cb(e as Error);
          }
        },
        flush(cb) {
          try {
            splitter.end();
            cb();
          } catch (e) {
            cb(e as Error);
          }
        },
      }),
      createGzip({ level: 6 }),
      createWriteStream(tmp),
    );
    bar.done();
    await rename(tmp, file);
    return ok(objects);
  } catch (e) {
    bar.done();
    await rm(tmp, { force: true });
    return err(`downloading ${item.type} failed: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** all_cards -> ja-printings.json.gz: only the Japanese printings' names (and oracle ids). */
async function downloadJapanese(client: ScryfallClient, item: BulkItem, file: string, progress: ProgressOutput): Promise<Result<number, string>> {
  const opened = await openBody(client, item);
  if (!opened.ok) return opened;
  const bar = new ProgressBar(item.type, opened.value.length, progress);
  const kept = new Map<string, JaPrinting>();
  const COMPACT = Buffer.from('"lang":"ja"');
  const SPACED = /"lang"\s*:\s*"ja"/;
  const splitter = new JsonArraySplitter((bytes) => {
    // Only Japanese rows are parsed: a byte search skips the other 95 % cheaply.
    if (bytes.indexOf(COMPACT) < 0 && !(bytes.indexOf('"lang"') >= 0 && SPACED.test(bytes.toString('utf8')))) return;
    const o = JSON.parse(bytes.toString('utf8')) as Record<string, unknown>;
    if (o.lang !== 'ja') return;
    const p = toJaPrinting(o);
    if (!p.printed_name && !p.faces.some((f) => f.printed_name)) return;
    const key = `${p.oracle_id ?? ''}\u0000${p.name}\u0000${p.printed_name ?? ''}\u0000${p.faces.map((f) => f.printed_name ?? '').join('|')}`;
    if (!kept.has(key)) kept.set(key, p);
  });
  try {
    let n = 0;
    for await (const chunk of maybeGunzip(opened.value.body)) {
      splitter.push(chunk);
      n += chunk.length;
      bar.update(n);
    }
    splitter.end();
    bar.done();
  } catch (e) {
    bar.done();
    return err(`reading ${item.type} failed: ${e instanceof Error ? e.message : String(e)}`);
  }
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    const json = `[${[...kept.values()].map((p) => JSON.stringify(jaPrintingJson(p))).join(',\n')}]\n`;
    await pipeline(Readable.from([Buffer.from(json)]), createGzip({ level: 6 }), createWriteStream(tmp));
    await rename(tmp, file);
  } catch (e) {
    await rm(tmp, { force: true });
    return err(`writing ${file} failed: ${e instanceof Error ? e.message : String(e)}`);
  }
  return ok(kept.size);
}

async function readState(file: string): Promise<SyncState> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as SyncState;
  } catch {
    return {};
  }
}

export async function runSync(o: SyncOptions): Promise<Result<SyncSummary, string>> {
  const started = Date.now();
  const { config, logger } = o;
  const client =
    o.client ??
    new ScryfallClient({
      baseUrl: config.SCRYFALL_API_BASE,
      userAgent: config.HTTP_USER_AGENT,
      cacheDir: null,
      logger,
      timeoutMs: 60_000,
      ...(o.fetchImpl ? { fetchImpl: o.fetchImpl } : {}),
    });
  const list = await client.bulkData();
  if (!list.ok) return err(`the list of bulk files could not be fetched from ${config.SCRYFALL_API_BASE}: ${describeApiError(list.error)}`);
  const oracle = list.value.find((b) => b.type === SYNC_TYPES.oracle);
  const all = list.value.find((b) => b.type === SYNC_TYPES.all);
  if (!oracle || !all) return err(`Scryfall's bulk-data list has no ${!oracle ? SYNC_TYPES.oracle : SYNC_TYPES.all} file`);

  const dir = path.join(config.CACHE_DIR, 'cards');
  await ensureDir(dir);
  const stateFile = path.join(dir, 'sync.json');
  const state = await readState(stateFile);
  const oracleFile = path.join(dir, 'oracle-cards.json.gz');
  const japaneseFile = path.join(dir, 'ja-printings.json.gz');
  const downloaded: string[] = [];
  const upToDate: string[] = [];

  const fresh = (item: BulkItem, file: string): boolean =>
    !o.force && existsSync(file) && state[item.type]?.updated_at === (item.updated_at ?? null) && state[item.type]?.download_uri === item.download_uri;

  let oracleCards = state[oracle.type]?.objects ?? 0;
  if (fresh(oracle, oracleFile)) upToDate.push(oracle.type);
  else {
    const r = await downloadOracle(client, oracle, oracleFile, o.progress);
    if (!r.ok) return r;
    oracleCards = r.value;
    downloaded.push(oracle.type);
    state[oracle.type] = { updated_at: oracle.updated_at ?? null, download_uri: oracle.download_uri, file: oracleFile, objects: r.value };
    await writeFile(stateFile, `${JSON.stringify(state, null, 2)}\n`);
  }
  let japanesePrintings = state[all.type]?.objects ?? 0;
  if (fresh(all, japaneseFile)) upToDate.push(all.type);
  else {
    const r = await downloadJapanese(client, all, japaneseFile, o.progress);
    if (!r.ok) return r;
    japanesePrintings = r.value;
    downloaded.push(all.type);
    state[all.type] = { updated_at: all.updated_at ?? null, download_uri: all.download_uri, file: japaneseFile, objects: r.value };
    await writeFile(stateFile, `${JSON.stringify(state, null, 2)}\n`);
  }

  const dbPath = cardsDbPath(config);
  const built = await buildIndexFromFiles([oracleFile, japaneseFile], { dbPath, logger, ...(o.driver ? { driver: o.driver } : {}) });
  if (!built.ok) return built;
  const info = built.value.info;
  built.value.close();
  if (config.CARDS_FILE) logger.warn({ CARDS_FILE: config.CARDS_FILE }, 'CARDS_FILE is set: Stackwise will keep using those files, not the synced index, until you unset it');
  return ok({
    oracleFile,
    japaneseFile,
    downloaded,
    upToDate,
    oracleCards,
    japanesePrintings,
    db: dbPath,
    backend: info.backend,
    cards: info.cards,
    japaneseNames: info.japaneseNames,
    ms: Date.now() - started,
  });
}

async function main(): Promise<number> {
  const { boot } = await import('../bootstrap.ts');
  const booted = boot({ quietLevel: 'warn', human: true });
  if (!booted.ok) {
    process.stderr.write(`${booted.message}\n`);
    return 2;
  }
  const { config, logger } = booted.booted;
  const force = process.argv.includes('--force');
  const r = await runSync({ config, logger, progress: process.stderr, force });
  if (!r.ok) {
    process.stderr.write(`cards:sync failed: ${r.error}\n`);
    return 1;
  }
  const s = r.value;
  process.stderr.write(
    [
      `Card index ready: ${s.db} (${s.backend}), ${s.cards} cards, ${s.japaneseNames} Japanese names.`,
      s.downloaded.length > 0 ? `Downloaded: ${s.downloaded.join(', ')}.` : '',
      s.upToDate.length > 0 ? `Already up to date: ${s.upToDate.join(', ')}.` : '',
      `Took ${(s.ms / 1000).toFixed(1)} s.`,
    ]
      .filter(Boolean)
      .join(' ') + '\n',
  );
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`cards:sync failed unexpectedly: ${e instanceof Error ? e.message : String(e)}\n`);
      process.exitCode = 1;
    },
  );
}

/**
 * Real cards by name for tests, without streaming the 35k-card oracle file (~150 MB of JSON) in
 * every test file that names a card. The first test to need one reads the file once and writes each
 * card's record into shards by the name's first letter, under node_modules/.cache, keyed by the
 * file's size and time; later files (and later runs) read only the shards of the names they want.
 * A half-written index is never seen: it is written into a temporary folder and renamed into place.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCardObjects } from '../../src/cards/load.ts';
import { toCardRecord } from '../../src/cards/record.ts';
import type { CardRecord } from '../../src/cards/types.ts';

const CACHE = fileURLToPath(new URL('../../node_modules/.cache/stackwise-test-cards/', import.meta.url));

/** The shard a name is kept in. */
function shardOf(name: string): string {
  const c = name.charAt(0).toLowerCase();
  return /[a-z0-9]/.test(c) ? c : '_';
}

/** The index being built or found, per oracle file. */
const building = new Map<string, Promise<string>>();

/** The folder of the index for this oracle file, built when missing. */
function indexFor(oracle: string): Promise<string> {
  const known = building.get(oracle);
  if (known) return known;
  const made = (async () => {
    const st = statSync(oracle);
    const dir = path.join(CACHE, `${st.size}-${Math.trunc(st.mtimeMs)}`);
    if (existsSync(path.join(dir, 'done'))) return dir;
    const shards = new Map<string, Record<string, CardRecord>>();
    for await (const o of readCardObjects(oracle)) {
      const obj = o as Record<string, unknown>;
      const name = String(obj.name ?? '');
      // The first oracle object of a name that is a real card (not a token of the same name).
      if (name === '' || /\bToken\b/.test(String(obj.type_line ?? ''))) continue;
      const shard = shards.get(shardOf(name)) ?? {};
      shards.set(shardOf(name), shard);
      shard[name] ??= toCardRecord(obj);
    }
    const tmp = `${dir}.${process.pid}.tmp`;
    rmSync(tmp, { recursive: true, force: true });
    mkdirSync(tmp, { recursive: true });
    for (const [k, v] of shards) writeFileSync(path.join(tmp, `${k}.json`), JSON.stringify(v));
    writeFileSync(path.join(tmp, 'done'), '');
    try {
      renameSync(tmp, dir);
    } catch {
      // Another test process finished the same index first: theirs is the same; ours goes.
      rmSync(tmp, { recursive: true, force: true });
    }
    return dir;
  })();
  building.set(oracle, made);
  return made;
}

/** Shards already read, by index folder and shard. */
const read = new Map<string, Record<string, CardRecord>>();

/** The records of those names found in the oracle file (a name not there is left out). */
export async function oracleRecords(oracle: string, names: readonly string[]): Promise<Map<string, CardRecord>> {
  const dir = await indexFor(oracle);
  const out = new Map<string, CardRecord>();
  for (const name of names) {
    const file = path.join(dir, `${shardOf(name)}.json`);
    let shard = read.get(file);
    if (!shard) {
      shard = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, CardRecord>) : {};
      read.set(file, shard);
    }
    const rec = Object.hasOwn(shard, name) ? shard[name] : undefined;
    if (rec) out.set(name, rec);
  }
  return out;
}

/**
 * kuromoji's per-word dictionary in flat arrays (issue 15 §4). As kuromoji loads it, the IPA
 * dictionary holds ~130 MB for as long as the process lives: the map from trie ids to word ids is
 * a plain object of ~326,000 arrays (~70 MB of heap for 1.5 MB of numbers), the words' feature
 * lines are 36 MB of UTF-8, and the trie keeps unused slots up to a power of two. Here:
 *
 * - TargetMap: the trie-id -> word-ids map as two typed arrays (CSR), read through a Proxy that
 *   answers `target_map[id]` with a view of the ids (undefined where the object had no key);
 * - FeatureStore: each feature line as a category number (the six part-of-speech and conjugation
 *   fields; 667 distinct in the IPA dictionary) plus surface, base form, reading and pronunciation
 *   in a byte code where kana and ASCII take one byte ("the same as the surface / the reading"
 *   takes one byte too). It gives back the identical line. The word table's feature offsets are
 *   rewritten to point into it;
 * - trimTrie: the double-array's tail of never-used slots dropped, since kuromoji reads a slot
 *   past the end as exactly the value an unused slot holds.
 *
 * Nothing of kuromoji's code is changed: these stand in for its objects by the methods it calls
 * (test/language/ja/kuromoji-compact.test.ts compares every entry and the tokens of many texts
 * with the package's own loading).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { dictionaryBuffer, gunzipWhole } from './kuromoji-buffers.ts';
import { TargetMap, trimTrie } from './kuromoji-trie.ts';
import { FeatureStore } from './kuromoji-features.ts';
export { dictionaryBuffer, gunzipWhole, transientBuffer } from './kuromoji-buffers.ts';
export { TargetMap, trimTrie } from './kuromoji-trie.ts';
export { FeatureStore } from './kuromoji-features.ts';

/** The files kuromoji reads whole (tables read by index, and the small unknown-word files). */
const AS_IS = ['cc.dat.gz', 'unk.dat.gz', 'unk_pos.dat.gz', 'unk_map.dat.gz', 'unk_char.dat.gz', 'unk_compat.dat.gz', 'unk_invoke.dat.gz'];

/** The dictionary as kuromoji's loader is given it, its per-word parts flat; plain data, transferable between threads. */
export interface FlatDictionary {
  /** File name -> its contents: AS_IS, the trimmed trie (base, check) and the word table (tid, feature offsets rewritten). */
  files: Record<string, ArrayBuffer>;
  features: { bytes: Uint8Array; categories: string[] };
  targets: { start: Uint32Array; values: Int32Array };
}

/**
 * Reads and flattens the dictionary in `dir` (the package's dict folder). Each file's temporary
 * buffers are dropped before the next is read; kuromoji.ts runs this in a worker thread, so none
 * of them ever reaches the main thread's heap.
 */
export function buildFlatDictionary(dir: string): FlatDictionary {
  const read = (file: string): Buffer => readFileSync(path.join(dir, file));
  const files: Record<string, ArrayBuffer> = {};
  for (const file of AS_IS) files[file] = dictionaryBuffer(file, read(file));
  const ints = (b: Buffer): Int32Array => new Int32Array(b.buffer, b.byteOffset, b.length >> 2);
  const [base, check] = trimTrie(ints(gunzipWhole(read('base.dat.gz'))), ints(gunzipWhole(read('check.dat.gz'))));
  files['base.dat.gz'] = base.buffer as ArrayBuffer;
  files['check.dat.gz'] = check.buffer as ArrayBuffer;
  const tid = dictionaryBuffer('tid.dat.gz', read('tid.dat.gz'));
  files['tid.dat.gz'] = tid;
  const pos = gunzipWhole(read('tid_pos.dat.gz'));
  let end = pos.length;
  while (end > 0 && pos[end - 1] === 0) end--;
  const features = FeatureStore.build(pos.subarray(0, end), new Uint8Array(tid));
  const targets = TargetMap.read(gunzipWhole(read('tid_map.dat.gz')));
  return { files, features: { bytes: features.bytes, categories: [...features.categories] }, targets: { start: targets.start, values: targets.values } };
}

/** The buffers of a flat dictionary, to transfer rather than copy. */
export function transferables(d: FlatDictionary): ArrayBuffer[] {
  return [...Object.values(d.files), d.features.bytes.buffer as ArrayBuffer, d.targets.start.buffer as ArrayBuffer, d.targets.values.buffer as ArrayBuffer];
}

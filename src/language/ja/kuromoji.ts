/**
 * The Japanese morphological analyser (issue 12 §2): kuromoji (@patdx/kuromoji, a maintained
 * ESM fork that ships the IPA dictionary in its npm package). Its dictionary is ~100 MB of
 * arrays, so it is loaded lazily, once per process, on the first Japanese question.
 *
 * The loader is our own: the package's Node loader decompresses each file and then copies it into
 * a new array (two buffers per file until the first is collected), and the files carry zero
 * padding up to a power of two (the unknown-word tables are 10 MB files holding ~1.6 KB). Files
 * read through kuromoji's ByteBuffer (which returns 0 past its end) are returned without their
 * trailing zeros; the double-array trie and the cost and character tables, read as typed arrays
 * by index, are returned whole. Each file becomes exactly one ArrayBuffer of exactly its size.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { TokenizerBuilder } from '@patdx/kuromoji';
import type { IpadicFeatures, LoaderConfig } from '@patdx/kuromoji';

export type KuromojiToken = IpadicFeatures;

export interface JapaneseTokenizer {
  tokenize(text: string): KuromojiToken[];
}

/** Dictionary files kuromoji reads through its ByteBuffer (reads past the end give 0). */
const PADDED = new Set(['tid.dat.gz', 'tid_pos.dat.gz', 'tid_map.dat.gz', 'unk.dat.gz', 'unk_pos.dat.gz', 'unk_map.dat.gz', 'unk_invoke.dat.gz']);

/** The package's dictionary folder, found through Node's resolution (never a cwd-relative path). */
export function dictionaryPath(): string {
  const main = createRequire(import.meta.url).resolve('@patdx/kuromoji');
  return path.join(path.dirname(main), '..', 'dict');
}

/** One decompressed file as one ArrayBuffer of exactly its size (trailing zero padding dropped where that reads the same). */
export function dictionaryBuffer(file: string, gz: Uint8Array): ArrayBuffer {
  const raw = gunzipSync(gz);
  let end = raw.length;
  if (PADDED.has(file)) {
    while (end > 0 && raw[end - 1] === 0) end--;
    // Keep whole 4-byte words: ints are read 4 bytes at a time.
    end = Math.min(raw.length, Math.ceil(end / 4) * 4);
  }
  if (raw.byteOffset === 0 && raw.buffer.byteLength === end && raw.buffer instanceof ArrayBuffer) return raw.buffer;
  const out = new ArrayBuffer(end);
  new Uint8Array(out).set(raw.subarray(0, end));
  return out;
}

class ExactLoader implements LoaderConfig {
  constructor(private readonly dir: string) {}

  async loadArrayBuffer(file: string): Promise<ArrayBufferLike> {
    return dictionaryBuffer(file, await readFile(path.join(this.dir, file)));
  }
}

let loading: Promise<JapaneseTokenizer> | null = null;
let loadMs: number | null = null;

/** The tokenizer, loaded on first use and shared by the whole process. */
export function japaneseTokenizer(): Promise<JapaneseTokenizer> {
  if (!loading) {
    const t0 = performance.now();
    loading = new TokenizerBuilder({ loader: new ExactLoader(dictionaryPath()) }).build().then(
      (t) => {
        loadMs = performance.now() - t0;
        return t;
      },
      (e: unknown) => {
        // A failed load is retried by the next question rather than cached.
        loading = null;
        throw e;
      },
    );
  }
  return loading;
}

/** How long the dictionary took to load (null until it has loaded): for the bench and the health line. */
export function japaneseTokenizerLoadMs(): number | null {
  return loadMs;
}

/**
 * The Japanese morphological analyser (issue 12 §2): kuromoji (@patdx/kuromoji, a maintained
 * ESM fork that ships the IPA dictionary in its npm package). It is loaded lazily, once per
 * process, on the first Japanese question.
 *
 * The loader is our own. The package's Node loader decompresses each file and then copies it into
 * a new array, and the files carry zero padding up to a power of two (the unknown-word tables are
 * 10 MB files holding ~1.6 KB). Files read through kuromoji's ByteBuffer (which returns 0 past its
 * end) are returned without their trailing zeros; the cost and character tables, read as typed
 * arrays by index, are returned whole. The per-word parts are kept flat (kuromoji-compact.ts,
 * issue 15 §4): the trie without its unused tail, the trie-id -> word-ids map in two typed arrays
 * instead of ~326,000 arrays, the feature lines in a compact byte code. What kuromoji holds went
 * from ~130 MB (70 MB of it heap) to ~35 MB; it tokenises exactly as before.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { TokenizerBuilder } from '@patdx/kuromoji';
import type { IpadicFeatures, LoaderConfig } from '@patdx/kuromoji';
import { FeatureStore, TargetMap, gunzipWhole, trimTrie } from './kuromoji-compact.ts';

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
  const raw = gunzipWhole(gz);
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

/** The per-word parts, made flat once the word table, its feature lines and the trie map are read. */
interface Words {
  tid: ArrayBuffer;
  features: FeatureStore;
  targets: TargetMap;
}

/** An ArrayBuffer of exactly these bytes. */
function exactCopy(b: Uint8Array): ArrayBuffer {
  const out = new ArrayBuffer(b.length);
  new Uint8Array(out).set(b);
  return out;
}

function withoutTrailingZeros(b: Uint8Array): Uint8Array {
  let end = b.length;
  while (end > 0 && b[end - 1] === 0) end--;
  return b.subarray(0, end);
}

class CompactLoader implements LoaderConfig {
  private wordsRead: Promise<Words> | null = null;
  private trieRead: Promise<[Int32Array, Int32Array]> | null = null;

  constructor(private readonly dir: string) {}

  private async gunzipped(file: string): Promise<Buffer> {
    return gunzipWhole(await readFile(path.join(this.dir, file)));
  }

  /** The word table with its feature offsets pointing into the feature store, the store, the trie map. */
  words(): Promise<Words> {
    this.wordsRead ??= Promise.all([readFile(path.join(this.dir, 'tid.dat.gz')), this.gunzipped('tid_pos.dat.gz'), this.gunzipped('tid_map.dat.gz')]).then(([tidGz, pos, map]) => {
      const tid = dictionaryBuffer('tid.dat.gz', tidGz);
      const features = FeatureStore.build(withoutTrailingZeros(pos), new Uint8Array(tid));
      return { tid, features, targets: TargetMap.read(map) };
    });
    return this.wordsRead;
  }

  private trie(): Promise<[Int32Array, Int32Array]> {
    const ints = (b: Buffer): Int32Array => (b.byteOffset % 4 === 0 ? new Int32Array(b.buffer, b.byteOffset, b.length >> 2) : new Int32Array(exactCopy(b)));
    this.trieRead ??= Promise.all([this.gunzipped('base.dat.gz'), this.gunzipped('check.dat.gz')]).then(([base, check]) => trimTrie(ints(base), ints(check)));
    return this.trieRead;
  }

  async loadArrayBuffer(file: string): Promise<ArrayBufferLike> {
    switch (file) {
      case 'tid.dat.gz':
        return (await this.words()).tid;
      // kuromoji reads these two into an empty map and an empty buffer; the flat ones replace them.
      case 'tid_pos.dat.gz':
      case 'tid_map.dat.gz':
        return new ArrayBuffer(0);
      case 'base.dat.gz':
        return (await this.trie())[0].buffer;
      case 'check.dat.gz':
        return (await this.trie())[1].buffer;
      default:
        return dictionaryBuffer(file, await readFile(path.join(this.dir, file)));
    }
  }
}

/** The parts of kuromoji's tokenizer the flat structures stand in for. */
interface WordDictionary {
  target_map: unknown;
  pos_buffer: unknown;
}

/** A tokenizer over the package's dictionary, its per-word parts flat (not shared: see japaneseTokenizer). */
export async function loadJapaneseTokenizer(dir: string = dictionaryPath()): Promise<JapaneseTokenizer> {
  const loader = new CompactLoader(dir);
  const tokenizer = await new TokenizerBuilder({ loader }).build();
  const dict = (tokenizer as unknown as { token_info_dictionary?: Partial<WordDictionary> }).token_info_dictionary;
  if (!dict || !('target_map' in dict) || !('pos_buffer' in dict)) throw new Error("kuromoji's tokenizer is not laid out as src/language/ja/kuromoji.ts expects (was @patdx/kuromoji updated?)");
  const { features, targets } = await loader.words();
  dict.target_map = targets.asObject();
  dict.pos_buffer = features;
  return tokenizer;
}

let loading: Promise<JapaneseTokenizer> | null = null;
let loadMs: number | null = null;

/** The tokenizer, loaded on first use and shared by the whole process. */
export function japaneseTokenizer(): Promise<JapaneseTokenizer> {
  if (!loading) {
    const t0 = performance.now();
    loading = loadJapaneseTokenizer().then(
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

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
 * from ~130 MB (70 MB of it heap) to ~35 MB; it tokenises exactly as before. The flat parts are
 * built in a worker thread (kuromoji-worker.ts) and handed over without a copy, so the ~100 MB of
 * decompression buffers never enter this thread's heap (there they could stay resident for hundreds
 * of interactions, until a full collection); if no worker can start, they are built here.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { TokenizerBuilder } from '@patdx/kuromoji';
import type { IpadicFeatures, LoaderConfig } from '@patdx/kuromoji';
import { entryPoint } from '../../core/paths.ts';
import { FeatureStore, TargetMap, buildFlatDictionary } from './kuromoji-compact.ts';
import type { FlatDictionary } from './kuromoji-compact.ts';

export { dictionaryBuffer } from './kuromoji-compact.ts';

export type KuromojiToken = IpadicFeatures;

export interface JapaneseTokenizer {
  tokenize(text: string): KuromojiToken[];
}

/** The package's dictionary folder, found through Node's resolution (never a cwd-relative path). */
export function dictionaryPath(): string {
  const main = createRequire(import.meta.url).resolve('@patdx/kuromoji');
  return path.join(path.dirname(main), '..', 'dict');
}

/** Loads tsx for a worker whose entry is TypeScript (running from source: tests, tsx). */
const BOOT = new URL('../../workers/boot.mjs', import.meta.url);

/**
 * The flat dictionary, built in a worker thread (kuromoji-worker.ts; `entry` replaces it in tests).
 * Rejects if the worker cannot start or ends without sending it.
 */
export function flatDictionaryInWorker(dir: string, entry: URL = entryPoint('kuromoji-worker', 'src/language/ja/kuromoji-worker.ts')): Promise<FlatDictionary> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(entry.pathname.endsWith('.ts') ? BOOT : entry, { execArgv: [], workerData: { entry: entry.href, dir }, stdout: false, stderr: false });
    worker.once('message', (d: FlatDictionary) => resolve(d));
    worker.once('error', reject);
    // After its message the worker just ends (a later reject is a no-op); an end without one is a failure.
    worker.once('exit', (code) => reject(new Error(`the dictionary worker ended (code ${code}) without a dictionary`)));
  });
}

export interface LoadOptions {
  /** The worker's entry point (tests). */
  workerEntry?: URL;
  /** Told why the worker could not build the dictionary, before it is built in this thread instead. */
  onWorkerFailure?: (e: unknown) => void;
}

/** Hands kuromoji the flat dictionary's files; the per-word parts go in after it is built. */
class FlatLoader implements LoaderConfig {
  constructor(private readonly d: FlatDictionary) {}

  loadArrayBuffer(file: string): Promise<ArrayBufferLike> {
    // kuromoji reads tid_pos and tid_map into an empty buffer and an empty map; the flat ones replace them.
    return Promise.resolve(this.d.files[file] ?? new ArrayBuffer(0));
  }
}

/** The parts of kuromoji's tokenizer the flat structures stand in for. */
interface WordDictionary {
  target_map: unknown;
  pos_buffer: unknown;
}

/**
 * A tokenizer over the package's dictionary with its per-word parts flat (not shared: see
 * japaneseTokenizer). The dictionary is built in a worker thread, or here if no worker can start.
 */
export async function loadJapaneseTokenizer(dir: string = dictionaryPath(), opts: LoadOptions = {}): Promise<JapaneseTokenizer> {
  // Without a worker (none can start in this environment) the same buffers are built here; they
  // only cost memory until this thread's next full collection.
  const d = await flatDictionaryInWorker(dir, opts.workerEntry).catch((e: unknown) => {
    opts.onWorkerFailure?.(e);
    return buildFlatDictionary(dir);
  });
  const tokenizer = await new TokenizerBuilder({ loader: new FlatLoader(d) }).build();
  const dict = (tokenizer as unknown as { token_info_dictionary?: Partial<WordDictionary> }).token_info_dictionary;
  if (!dict || !('target_map' in dict) || !('pos_buffer' in dict)) throw new Error("kuromoji's tokenizer is not laid out as src/language/ja/kuromoji.ts expects (was @patdx/kuromoji updated?)");
  dict.target_map = new TargetMap(d.targets.start, d.targets.values).asObject();
  dict.pos_buffer = new FeatureStore(d.features.bytes, d.features.categories);
  return tokenizer;
}

let loading: Promise<JapaneseTokenizer> | null = null;
let loadMs: number | null = null;
let loaded: JapaneseTokenizer | null = null;

/** The shared tokenizer once it has loaded (null before): for readings wanted while a question's tokens are read. */
export function loadedJapaneseTokenizer(): JapaneseTokenizer | null {
  return loaded;
}

/** The tokenizer, loaded on first use and shared by the whole process. */
export function japaneseTokenizer(): Promise<JapaneseTokenizer> {
  if (!loading) {
    const t0 = performance.now();
    loading = loadJapaneseTokenizer().then(
      (t) => {
        loadMs = performance.now() - t0;
        loaded = t;
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

/**
 * A worker thread that reads kuromoji's dictionary and flattens it (kuromoji-compact.ts), then
 * hands the flat buffers to the main thread (transferred, not copied) and ends. The ~100 MB of
 * decompression buffers live and die with this thread's heap: in the main thread they would
 * stay resident until its next full collection, which may be hundreds of interactions away
 * (measured: ~80 MB of the bot's RSS after 1,000 interactions). The ~0.5 s of CPU is off the
 * main thread's event loop too.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { buildFlatDictionary, transferables } from './kuromoji-compact.ts';

const dictionary = buildFlatDictionary((workerData as { dir: string }).dir);
parentPort!.postMessage(dictionary, transferables(dictionary));

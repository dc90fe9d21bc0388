/** Transient buffers for kuromoji's dictionary: sized so malloc's mmap threshold never moves, gunzipped whole, padded. */
import { gunzipSync } from 'node:zlib';

/**
 * Transient buffers are allocated at least this big. glibc's malloc serves a large block by mmap,
 * but when such a block of up to 32 MB is freed it raises its mmap threshold to that size, and
 * from then on blocks below it come from the heap, where the dictionary's temporary buffers left
 * ~30-40 MB of holes that stayed resident (measured). Blocks above 32 MB never move the threshold;
 * only the pages actually written count as resident, and they go back to the system when freed.
 */
const TRANSIENT_BYTES = 33 * 1024 * 1024;

/** A buffer for temporary use: at least `size` bytes, in a block that goes back to the system when freed. */
export function transientBuffer(size: number): Uint8Array {
  return new Uint8Array(Math.max(size, TRANSIENT_BYTES));
}

/**
 * A gzip file decompressed into one buffer (a view of a transient block, see TRANSIENT_BYTES): the
 * output size is read from the gzip trailer, so zlib writes into a single allocation instead of
 * 16 KB chunks joined by a copy.
 */
export function gunzipWhole(gz: Uint8Array): Buffer {
  const size = gz.length >= 18 ? Buffer.from(gz.buffer, gz.byteOffset, gz.byteLength).readUInt32LE(gz.length - 4) : 0;
  // At least one byte more than the output, so zlib ends with room left and doesn't start another chunk.
  return gunzipSync(gz, { chunkSize: Math.max(TRANSIENT_BYTES, size + 1) });
}

// ---------------------------------------------------------------------------------------------
// The whole dictionary

/** Dictionary files kuromoji reads through its ByteBuffer (reads past the end give 0). */
const PADDED = new Set(['tid.dat.gz', 'tid_pos.dat.gz', 'tid_map.dat.gz', 'unk.dat.gz', 'unk_pos.dat.gz', 'unk_map.dat.gz', 'unk_invoke.dat.gz']);

/** One decompressed file as one ArrayBuffer of exactly its size (trailing zero padding dropped where that reads the same). */
export function dictionaryBuffer(file: string, gz: Uint8Array): ArrayBuffer {
  const raw = gunzipWhole(gz);
  let end = raw.length;
  if (PADDED.has(file)) {
    while (end > 0 && raw[end - 1] === 0) end--;
    // Keep whole 4-byte words: ints are read 4 bytes at a time.
    end = Math.min(raw.length, Math.ceil(end / 4) * 4);
  }
  const out = new ArrayBuffer(end);
  new Uint8Array(out).set(raw.subarray(0, end));
  return out;
}

/**
 * A streaming splitter for one big JSON array of objects (Scryfall's bulk files): bytes go in
 * chunk by chunk, each top-level element comes out as its own bytes, ready for JSON.parse. Only
 * the element being read is buffered, so a 150 MB (or 2 GB) file never sits in memory.
 *
 * It scans bytes, not characters: every structural character of JSON is ASCII and never occurs
 * inside a multi-byte UTF-8 sequence, so a chunk boundary anywhere (even inside a character, a
 * string or an escape) is harmless. It tracks string and escape state and the bracket depth;
 * it checks the structure only as far as splitting needs: JSON.parse checks each element.
 */

import { assertNever } from '../core/result.ts';

const OPEN_BRACE = 0x7b; // {
const CLOSE_BRACE = 0x7d; // }
const OPEN_BRACKET = 0x5b; // [
const CLOSE_BRACKET = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \
const COMMA = 0x2c; // ,

function isSpace(b: number): boolean {
  return b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;
}

export class JsonSplitError extends Error {
  /** Byte offset in the (decompressed) stream where the problem was found. */
  readonly offset: number;
  constructor(message: string, offset: number) {
    super(`${message} (at byte ${offset})`);
    this.name = 'JsonSplitError';
    this.offset = offset;
  }
}

type State =
  | 'start' // before the opening '['
  | 'before-element' // after '[' or ',': whitespace, then an element (or ']' right after '[')
  | 'in-element'
  | 'after-element' // whitespace, then ',' or ']'
  | 'done'; // after the closing ']': only whitespace may follow

/**
 * Splits a JSON array into its elements. Elements must be objects or arrays (Scryfall's bulk
 * files hold objects); anything else is reported as an error rather than silently skipped.
 */
export class JsonArraySplitter {
  private state: State = 'start';
  private depth = 0;
  private inString = false;
  private escape = false;
  /** Pieces of the element being read, from earlier chunks. */
  private pieces: Uint8Array[] = [];
  private piecesLength = 0;
  /** Bytes seen before the current chunk. */
  private offset = 0;
  private elementStart = 0;
  private bomChecked = false;
  private count = 0;

  /**
   * `onElement` gets each element's bytes; they may share memory with the chunk given to `push`,
   * so use (or copy) them before pushing the next chunk.
   */
  constructor(private readonly onElement: (bytes: Buffer, index: number) => void) {}

  /** Elements emitted so far. */
  get elements(): number {
    return this.count;
  }

  /** Bytes scanned so far. */
  get bytes(): number {
    return this.offset;
  }

  push(chunk: Uint8Array): void {
    let i = 0;
    const n = chunk.length;
    if (!this.bomChecked && n > 0) {
      // A UTF-8 byte order mark before the array (some tools write one).
      if (this.offset === 0 && n >= 3 && chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) i = 3;
      this.bomChecked = true;
    }
    let start = -1; // where the current element starts in this chunk (-1: it began in an earlier one)
    if (this.state === 'in-element') start = 0;
    while (i < n) {
      const b = chunk[i]!;
      if (this.state === 'in-element') {
        if (this.inString) {
          if (this.escape) {
            this.escape = false;
            i++;
            continue;
          }
          if (b === BACKSLASH) this.escape = true;
          else if (b === QUOTE) this.inString = false;
          i++;
          continue;
        }
        if (b === QUOTE) this.inString = true;
        else if (b === OPEN_BRACE || b === OPEN_BRACKET) this.depth++;
        else if (b === CLOSE_BRACE || b === CLOSE_BRACKET) {
          this.depth--;
          if (this.depth === 0) {
            this.emit(chunk, start === -1 ? 0 : start, i + 1);
            this.state = 'after-element';
            start = -1;
          }
        }
        i++;
        continue;
      }
      if (isSpace(b)) {
        i++;
        continue;
      }
      if (this.between(b, this.offset + i)) start = i;
      i++;
    }
    if (this.state === 'in-element') {
      // Keep the unfinished element's bytes of this chunk (a copy: the caller may reuse the chunk).
      const from = start === -1 ? 0 : start;
      const piece = Buffer.from(chunk.subarray(from, n));
      this.pieces.push(piece);
      this.piecesLength += piece.length;
    }
    this.offset += n;
  }

  /** A structural byte between elements (not white space) at offset `at`; true when it starts an element. */
  private between(b: number, at: number): boolean {
    switch (this.state) {
      case 'start':
        if (b !== OPEN_BRACKET) throw new JsonSplitError('the file is not a JSON array (it should start with "[")', at);
        this.state = 'before-element';
        break;
      case 'before-element':
        if (b === CLOSE_BRACKET && this.count === 0) {
          this.state = 'done';
          break;
        }
        if (b !== OPEN_BRACE && b !== OPEN_BRACKET) {
          throw new JsonSplitError(`expected an object in the array, found ${describeByte(b)}`, at);
        }
        this.state = 'in-element';
        this.depth = 1;
        this.inString = false;
        this.escape = false;
        this.elementStart = at;
        return true;
      case 'after-element':
        if (b === COMMA) this.state = 'before-element';
        else if (b === CLOSE_BRACKET) this.state = 'done';
        else throw new JsonSplitError(`expected "," or "]" after an array element, found ${describeByte(b)}`, at);
        break;
      case 'done':
        throw new JsonSplitError(`unexpected ${describeByte(b)} after the end of the array`, at);
      case 'in-element':
        // Never called inside an element (the caller scans its bytes itself).
        break;
      default:
        assertNever(this.state);
    }
    return false;
  }

  /** Call at the end of input: throws if the array is not complete. */
  end(): void {
    if (this.state === 'done') return;
    if (this.state === 'start') throw new JsonSplitError('the file is empty (expected a JSON array)', this.offset);
    if (this.state === 'in-element') {
      throw new JsonSplitError(`the file ends inside element ${this.count + 1} (which began at byte ${this.elementStart}): it is truncated`, this.offset);
    }
    throw new JsonSplitError('the file ends before the closing "]" of the array: it is truncated', this.offset);
  }

  private emit(chunk: Uint8Array, from: number, to: number): void {
    let bytes: Buffer;
    if (this.pieces.length === 0) bytes = Buffer.from(chunk.buffer, chunk.byteOffset + from, to - from);
    else {
      this.pieces.push(chunk.subarray(from, to));
      bytes = Buffer.concat(this.pieces, this.piecesLength + (to - from));
      this.pieces = [];
      this.piecesLength = 0;
    }
    this.onElement(bytes, this.count++);
  }
}

function describeByte(b: number): string {
  return b >= 0x20 && b < 0x7f ? `"${String.fromCharCode(b)}"` : `byte 0x${b.toString(16).padStart(2, '0')}`;
}

/**
 * The elements of a JSON array read from a byte stream, parsed one at a time. `onBytes` reports
 * progress (bytes of the stream scanned so far).
 */
export async function* parseJsonArray(
  source: AsyncIterable<Uint8Array>,
  opts: { onBytes?: (bytes: number) => void } = {},
): AsyncGenerator<unknown> {
  const ready: { bytes: Buffer; index: number }[] = [];
  const splitter = new JsonArraySplitter((bytes, index) => ready.push({ bytes, index }));
  for await (const chunk of source) {
    splitter.push(chunk);
    opts.onBytes?.(splitter.bytes);
    for (const { bytes, index } of ready) {
      let value: unknown;
      try {
        value = JSON.parse(bytes.toString('utf8'));
      } catch (e) {
        throw new JsonSplitError(`element ${index + 1} is not valid JSON: ${e instanceof Error ? e.message : String(e)}`, splitter.bytes);
      }
      yield value;
    }
    ready.length = 0;
  }
  splitter.end();
}

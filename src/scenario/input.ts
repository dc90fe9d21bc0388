/**
 * Where a scenario's JSON comes from on the console and the CLI: the text itself, a file path, or
 * "-" for standard input (the CLI's `scenario <file.json>`, `-` for stdin). Reading files happens
 * here, outside the pure engine; the Discord transport never reads files.
 */
import path from 'node:path';
import type { Readable } from 'node:stream';
import { FileTooLarge, readFileCapped } from '../core/read-capped.ts';
import type { Result } from '../core/result.ts';

/** The largest scenario accepted from a file or standard input (the schema's bounds fit well within it). */
export const MAX_SCENARIO_BYTES = 1_000_000;

export type SourceError =
  | { code: 'not_found' | 'is_directory' | 'not_a_file' | 'too_large'; path: string }
  | { code: 'unreadable'; path: string; reason: string };

/**
 * True when the argument is the scenario's JSON itself rather than a path. A list ("[[[…]]]") is
 * JSON too: read as such, it is refused for what it is (too deeply nested, or not an object), not
 * taken for a file name or called invalid JSON.
 */
export function looksLikeJson(arg: string): boolean {
  const t = arg.trimStart();
  return t.startsWith('{') || t.startsWith('[');
}

/**
 * A relative path is taken from where the user ran the command: npm runs scripts in the package
 * root, and keeps the caller's directory in INIT_CWD.
 */
export function resolvePath(arg: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.INIT_CWD ?? process.cwd(), arg);
}

function stripBom(s: string): string {
  return s.charCodeAt(0) === 0xfeff ? s.slice(1) : s;
}

export async function readScenarioFile(arg: string, max = MAX_SCENARIO_BYTES): Promise<Result<string, SourceError>> {
  const file = resolvePath(arg);
  try {
    return { ok: true, value: stripBom((await readFileCapped(file, max)).toString('utf8')) };
  } catch (e) {
    if (e instanceof FileTooLarge) return { ok: false, error: { code: 'too_large', path: arg } };
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EISDIR') return { ok: false, error: { code: 'is_directory', path: arg } };
    // A device or a pipe (/dev/zero, a FIFO) may never end or never open: refused, not read.
    if (code === 'ENOTFILE') return { ok: false, error: { code: 'not_a_file', path: arg } };
    if (code === 'ENOENT' || code === 'ENOTDIR') return { ok: false, error: { code: 'not_found', path: arg } };
    return { ok: false, error: { code: 'unreadable', path: arg, reason: code ?? 'error' } };
  }
}

/** Reads a stream to its end (standard input), giving up past `max` bytes. */
export function readScenarioStream(stream: Readable, max = MAX_SCENARIO_BYTES, name = '-'): Promise<Result<string, SourceError>> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (r: Result<string, SourceError>): void => {
      if (done) return;
      done = true;
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
      stream.pause();
      resolve(r);
    };
    const onData = (c: Buffer | string): void => {
      const b = typeof c === 'string' ? Buffer.from(c) : c;
      size += b.length;
      if (size > max) finish({ ok: false, error: { code: 'too_large', path: name } });
      else chunks.push(b);
    };
    const onEnd = (): void => finish({ ok: true, value: stripBom(Buffer.concat(chunks).toString('utf8')) });
    const onError = (e: Error): void => finish({ ok: false, error: { code: 'unreadable', path: name, reason: (e as NodeJS.ErrnoException).code ?? 'error' } });
    stream.on('data', onData);
    stream.on('end', onEnd);
    stream.on('error', onError);
    stream.resume();
  });
}

/**
 * Where a JSON text first goes wrong: the offset of the first character that can't be part of valid
 * JSON (the text's length if it ends too early), or null if it is valid. JSON.parse's own messages
 * differ between Node versions and may quote the input, so the position is found here instead.
 */
export function jsonErrorOffset(text: string): number | null {
  const scan = new JsonScanner(text);
  try {
    scan.value(0);
    scan.ws();
    return scan.i === text.length ? null : scan.i;
  } catch (e) {
    if (e instanceof JsonStop) return Math.min(e.offset, text.length);
    throw e;
  }
}

const JSON_NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/** A recursive-descent reader of JSON (RFC 8259) that only advances `i`, and throws JsonStop where the text goes wrong. */
class JsonScanner {
  i = 0;
  private readonly n: number;

  constructor(private readonly text: string) {
    this.n = text.length;
  }

  private fail(): never {
    throw new JsonStop(this.i);
  }

  ws(): void {
    const { text, n } = this;
    while (this.i < n && (text[this.i] === ' ' || text[this.i] === '\t' || text[this.i] === '\n' || text[this.i] === '\r')) this.i++;
  }

  private literal(word: string): void {
    for (const c of word) {
      if (this.text[this.i] !== c) this.fail();
      this.i++;
    }
  }

  private string(): void {
    const { text, n } = this;
    this.i++; // the opening quote
    while (this.i < n) {
      const c = text.charCodeAt(this.i);
      if (c === 0x22) {
        this.i++;
        return;
      }
      if (c < 0x20) this.fail();
      if (c === 0x5c) {
        this.i++;
        const e = text[this.i];
        if (e === 'u') {
          for (let k = 1; k <= 4; k++) {
            if (!/[0-9a-fA-F]/.test(text[this.i + k] ?? '')) {
              this.i += k;
              this.fail();
            }
          }
          this.i += 5;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) this.i++;
        else this.fail();
      } else this.i++;
    }
    this.fail();
  }

  private object(depth: number): void {
    const text = this.text;
    this.i++;
    this.ws();
    if (text[this.i] === '}') return void this.i++;
    for (;;) {
      this.ws();
      if (text[this.i] !== '"') this.fail();
      this.string();
      this.ws();
      if (text[this.i] !== ':') this.fail();
      this.i++;
      this.value(depth + 1);
      this.ws();
      if (text[this.i] === ',') this.i++;
      else if (text[this.i] === '}') return void this.i++;
      else this.fail();
    }
  }

  private array(depth: number): void {
    const text = this.text;
    this.i++;
    this.ws();
    if (text[this.i] === ']') return void this.i++;
    for (;;) {
      this.value(depth + 1);
      this.ws();
      if (text[this.i] === ',') this.i++;
      else if (text[this.i] === ']') return void this.i++;
      else this.fail();
    }
  }

  value(depth: number): void {
    if (depth > 512) this.fail();
    this.ws();
    const c = this.text[this.i];
    if (c === '{') return this.object(depth);
    if (c === '[') return this.array(depth);
    if (c === '"') return this.string();
    if (c === 't') return this.literal('true');
    if (c === 'f') return this.literal('false');
    if (c === 'n') return this.literal('null');
    JSON_NUMBER.lastIndex = this.i;
    const m = JSON_NUMBER.exec(this.text);
    if (!m || m[0] === '' || m[0] === '-') this.fail();
    this.i += m![0].length;
  }
}

class JsonStop {
  constructor(readonly offset: number) {}
}

/** 1-based line and column (in characters) of an offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: [...before[before.length - 1]!].length + 1 };
}

/**
 * `ask --batch FILE` (the CLI contract, app/contract.ts): many questions in one process. FILE (`-` for
 * standard input) holds one `{"id","q"}` JSON object a line; each answer is one line of output,
 * the `ask --json` object (src/app/contract.ts) plus its `id`, in input order. A line that is not such an object gets
 * its own `{"ok":false,"error":{code,message}}` line (with the line number as id when it has no
 * id) and the batch goes on: one bad line never costs the other answers.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { Lang } from './core/lang.ts';
import type { Services } from './services.ts';
import { cliJson } from './app/contract.ts';
import { runLine } from './run-command.ts';
import type { ParsedLine } from './run-command.ts';

/** The longest line read (a question is at most 1,500 characters; JSON escaping may triple it). */
export const MAX_LINE = 20_000;

export interface BatchItem {
  id: string | number | null;
  q: string;
}

export type BatchLine = { ok: true; item: BatchItem } | { ok: false; id: string | number | null; message: string };

/** Reads one input line as {"id","q"}; anything else is named, never guessed. */
export function readBatchLine(raw: string, lineNo: number): BatchLine | null {
  const line = raw.trim();
  if (line === '') return null;
  if (line.length > MAX_LINE) return { ok: false, id: lineNo, message: `line ${lineNo} is ${line.length} characters long, longer than the ${MAX_LINE} a line may be` };
  let v: unknown;
  try {
    v = JSON.parse(line);
  } catch {
    return { ok: false, id: lineNo, message: `line ${lineNo} is not JSON: give one {"id": …, "q": "…"} object a line` };
  }
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return { ok: false, id: lineNo, message: `line ${lineNo} is not a JSON object: give {"id": …, "q": "…"}` };
  const o = v as Record<string, unknown>;
  const id = Object.hasOwn(o, 'id') && (typeof o.id === 'string' || typeof o.id === 'number') ? o.id : null;
  if (!Object.hasOwn(o, 'q') || typeof o.q !== 'string') return { ok: false, id: id ?? lineNo, message: `line ${lineNo} has no "q" string (the question)` };
  return { ok: true, item: { id: id ?? lineNo, q: o.q } };
}

/** Answers every line of `input`, writing one JSON line each to `output`. Returns how many failed. */
export async function runBatch(input: Readable, output: Writable, services: Services, lang: Lang | undefined): Promise<{ answered: number; failed: number }> {
  const rl = createInterface({ input, terminal: false, crlfDelay: Infinity });
  let lineNo = 0;
  let answered = 0;
  let failed = 0;
  for await (const raw of rl) {
    lineNo++;
    const read = readBatchLine(raw, lineNo);
    if (!read) continue;
    let body: Record<string, unknown>;
    let id: string | number | null;
    if (!read.ok) {
      id = read.id;
      body = { ok: false, error: { code: 'bad_input', message: read.message } };
    } else {
      id = read.item.id;
      const parsed: ParsedLine = { command: 'ask', positional: read.item.q, flags: { json: true, examples: false, help: false, ...(lang ? { lang } : {}) }, named: {}, badFlags: [] };
      const { outcome, command } = await runLine(parsed, services, 'cli');
      body = cliJson(command, outcome);
    }
    if (body.ok) answered++;
    else failed++;
    output.write(`${JSON.stringify({ ...body, id })}\n`);
  }
  return { answered, failed };
}

/** FILE or `-` (standard input) as a stream; a file that can't be opened is reported by the caller. */
export function batchInput(file: string): Readable {
  return file === '-' ? process.stdin : createReadStream(file, { encoding: 'utf8' });
}

/** Why FILE can't be read as a batch (null when it can): missing, a directory, unreadable. */
export async function batchFileProblem(file: string): Promise<string | null> {
  if (file === '-') return null;
  try {
    const s = await stat(file);
    return s.isFile() ? null : 'not a file';
  } catch (e) {
    return (e as NodeJS.ErrnoException).code ?? 'unreadable';
  }
}

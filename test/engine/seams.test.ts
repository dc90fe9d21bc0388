/**
 * Issue 13 §3: the compiler checks every seam.
 * - Statically: every `switch` in src/engine and src/scenario ends with `default:` and `assertNever`,
 *   so a new variant of the union it switches over can't be silently ignored.
 * - By compiling: the engine is type-checked with a new variant added to `Action`, `GameEvent` and
 *   `KnownKeyword` (in memory, with the project's own compiler options), and the compiler must report
 *   each at the switch that handles that union: performAction, the trace built from events, the
 *   events triggered abilities read, and the keyword registry. Unchanged, the same files have no error.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const at = (p: string): string => join(ROOT, p);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? sources(p) : n.endsWith('.ts') ? [p] : [];
  });
}

/** The text of each `switch (…) { … }` block, with where it starts. */
function switches(text: string): { line: number; body: string }[] {
  const out: { line: number; body: string }[] = [];
  const re = /\bswitch\s*\(/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const open = text.indexOf('{', m.index);
    let depth = 0;
    let end = open;
    for (let i = open; i < text.length; i++) {
      if (text[i] === '{') depth++;
      else if (text[i] === '}' && --depth === 0) {
        end = i;
        break;
      }
    }
    out.push({ line: text.slice(0, m.index).split('\n').length, body: text.slice(open, end + 1) });
  }
  return out;
}

describe('GIVEN the engine and Scenario code THEN every switch ends in assertNever', () => {
  it('each switch has a default that calls assertNever', () => {
    const missing: string[] = [];
    for (const file of [...sources(at('src/engine')), ...sources(at('src/scenario'))]) {
      for (const s of switches(readFileSync(file, 'utf8'))) {
        if (!/default:\s*(return\s+)?assertNever\(/.test(s.body)) missing.push(`${relative(ROOT, file)}:${s.line}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

const PARSED = new Map<string, ts.SourceFile>();

/** The engine type-checked with some files' text changed; the error diagnostics, as "file: message". */
function engineErrors(changes: Record<string, (text: string) => string>): string[] {
  const config = ts.readConfigFile(at('tsconfig.json'), (p) => ts.sys.readFile(p));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, ROOT);
  const host = ts.createCompilerHost(parsed.options);
  const read = host.readFile.bind(host);
  const changed = (fileName: string): ((text: string) => string) | undefined => changes[relative(ROOT, fileName).split('\\').join('/')];
  host.readFile = (fileName: string): string | undefined => {
    const text = read(fileName);
    const change = changed(fileName);
    return text !== undefined && change ? change(text) : text;
  };
  // Unchanged files are parsed once for both checks.
  const get = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    if (changed(fileName)) return get(fileName, languageVersion, onError, shouldCreate);
    let sf = PARSED.get(fileName);
    if (!sf) {
      sf = get(fileName, languageVersion, onError, shouldCreate);
      if (sf) PARSED.set(fileName, sf);
    }
    return sf;
  };
  const roots = ['src/engine/index.ts', 'src/engine/record.ts', 'src/engine/triggers/occurrences.ts', 'src/engine/keywords/known.ts'].map(at);
  const program = ts.createProgram(roots, parsed.options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.category === ts.DiagnosticCategory.Error)
    .map((d) => `${d.file ? relative(ROOT, d.file.fileName).split('\\').join('/') : '?'}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`);
}

/** Adds a variant at the head of a union declared as `export type <name> =`. */
function addVariant(name: string, variant: string): (text: string) => string {
  return (text) => {
    const head = `export type ${name} =`;
    if (!text.includes(head)) throw new Error(`no union ${name}`);
    return text.replace(head, `${head}\n  | ${variant}`);
  };
}

describe('GIVEN a new variant of Action, GameEvent or KnownKeyword THEN the engine does not compile until it is handled', () => {
  // Type-checking the engine takes seconds (minutes on a heavily loaded machine), so it is done once:
  // with the three probe variants added, every error is about a probe (so the engine is otherwise
  // clean), and each probe is an error at the switch that must handle it.
  it('each new variant is an error at the switch that must handle it, and nothing else is', { timeout: 900_000 }, () => {
    const errors = engineErrors({
      'src/engine/model/actions.ts': addVariant('Action', "{ kind: 'seam-probe-action' }"),
      'src/engine/game-events.ts': addVariant('GameEvent', "{ kind: 'seam-probe-event' }"),
      'src/engine/keywords/known.ts': addVariant('KnownKeyword', "{ name: 'seam-probe-keyword' }"),
    });
    expect(errors.filter((e) => !e.includes('seam-probe'))).toEqual([]);
    const mentions = (file: string, probe: string): boolean => errors.some((e) => e.startsWith(`${file}:`) && e.includes(probe));
    // performAction (every action), the trace built from events, what triggers read, the keyword registry.
    expect(mentions('src/engine/actions.ts', 'seam-probe-action'), errors.join('\n')).toBe(true);
    expect(mentions('src/engine/record.ts', 'seam-probe-event'), errors.join('\n')).toBe(true);
    expect(mentions('src/engine/triggers/occurrences.ts', 'seam-probe-event'), errors.join('\n')).toBe(true);
    expect(mentions('src/engine/keywords/known.ts', 'seam-probe-keyword'), errors.join('\n')).toBe(true);
  });
});

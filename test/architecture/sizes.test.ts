/**
 * Issue 13 §6, "modules a person can hold": no function in src/ over 80 lines and no module over 400
 * (data tables aside). Today's offenders are listed below by file and function; anything over the
 * limits that is not listed fails, and so does a listed one that is now within them — take its line
 * out, so the lists only shrink. Sizes are measured with the TypeScript compiler's syntax tree
 * (sizes.ts): a function from its first token to its closing brace, nested functions included.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Sized } from './sizes.ts';
import { functionSizes, moduleLines, oversized } from './sizes.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAX_FUNCTION = 80;
const MAX_MODULE = 400;

/** Modules that are data, not code to be read through (glossary entries): their size is the table's. */
const DATA_TABLES = ['src/rules/glossary/data/'];

/** Functions over MAX_FUNCTION lines today, by file; `outer > inner` names a function inside another. */
const LONG_FUNCTIONS: Readonly<Record<string, readonly string[]>> = {
};

/** Modules over MAX_MODULE lines today (data tables aside). */
const LONG_MODULES: readonly string[] = [];

/** What was found over a limit and not allowed (`added`), and what is allowed but no longer over it (`stale`); keys "file: name". */
export function judge(found: readonly string[], allowed: readonly string[]): { added: string[]; stale: string[] } {
  const left = [...allowed];
  const added: string[] = [];
  for (const f of found) {
    const k = left.indexOf(f);
    if (k >= 0) left.splice(k, 1);
    else added.push(f);
  }
  return { added, stale: left };
}

const key = (s: Sized): string => (s.name === '' ? s.file : `${s.file}: ${s.name}`);

describe('GIVEN the sources in src/ THEN no function is over 80 lines and no module over 400, beyond today’s list (issue 13 §6)', () => {
  it.each([
    { what: 'a function declaration', text: 'function f() {\n  return 1;\n}\n', want: [{ name: 'f', lines: 3 }] },
    { what: 'an arrow bound to a name, with an anonymous callback inside', text: 'const g = () => {\n  [1].map((x) => {\n    return x;\n  });\n};\n', want: [{ name: 'g', lines: 5 }, { name: 'g > (anonymous)', lines: 3 }] },
    { what: 'a class method and a nested function', text: 'class C {\n  m() {\n    function inner() {}\n  }\n}\n', want: [{ name: 'm', lines: 3 }, { name: 'm > inner', lines: 1 }] },
    { what: 'an overload signature (no body) is not a function', text: 'function h(a: string): void;\nfunction h(a: unknown) {}\n', want: [{ name: 'h', lines: 1 }] },
  ])('measures $what', ({ text, want }) => {
    expect(functionSizes('x.ts', text).map(({ name, lines }) => ({ name, lines }))).toEqual(want);
  });

  it('counts a module’s lines, a final newline opening none', () => {
    expect(moduleLines('a\nb\n')).toBe(2);
    expect(moduleLines('a\nb')).toBe(2);
  });

  it.each([
    { what: 'a new offender', found: ['a.ts: f', 'b.ts: g'], allowed: ['a.ts: f'], want: { added: ['b.ts: g'], stale: [] } },
    { what: 'a listed one now within the limit', found: [], allowed: ['a.ts: f'], want: { added: [], stale: ['a.ts: f'] } },
    { what: 'a second function of the same name', found: ['a.ts: f', 'a.ts: f'], allowed: ['a.ts: f'], want: { added: ['a.ts: f'], stale: [] } },
    { what: 'exactly the list', found: ['a.ts: f'], allowed: ['a.ts: f'], want: { added: [], stale: [] } },
  ])('judges $what', ({ found, allowed, want }) => {
    expect(judge(found, allowed)).toEqual(want);
  });

  const { functions, modules } = oversized(ROOT, 'src', MAX_FUNCTION, MAX_MODULE);

  it(`src/ has no function over ${MAX_FUNCTION} lines but those listed, and each listed one still is (else take it off the list)`, () => {
    const allowed = Object.entries(LONG_FUNCTIONS).flatMap(([file, names]) => names.map((name) => `${file}: ${name}`));
    const verdict = judge(functions.map(key), allowed);
    const lines = new Map(functions.map((f) => [key(f), f.lines]));
    expect({ added: verdict.added.map((k) => `${k} (${lines.get(k)} lines)`), stale: verdict.stale }).toEqual({ added: [], stale: [] });
  });

  it(`src/ has no module over ${MAX_MODULE} lines but data tables and those listed, and each listed one still is`, () => {
    const code = modules.filter((m) => !DATA_TABLES.some((d) => m.file.startsWith(d)));
    const verdict = judge(code.map(key), LONG_MODULES);
    const lines = new Map(code.map((m) => [m.file, m.lines]));
    expect({ added: verdict.added.map((k) => `${k} (${lines.get(k)} lines)`), stale: verdict.stale }).toEqual({ added: [], stale: [] });
  });
});

/**
 * Issue 13 §3: per-run state lives on the run object (src/engine/run.ts), not in module-level
 * variables, so two runs never see each other's state and a run is the same whatever ran before it.
 * A module-level binding of src/engine is mutable state when it is a `let`/`var`, or a Map, Set or
 * array the module changes (`.set`, `.add`, `.push`, `.delete`, `.clear`, `.splice`). The ones there
 * are today hold no run's state, and are listed here with why; any other fails.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sources } from './sizes.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const ALLOWED: readonly string[] = [
  // Bounded memos of pure string functions (the same text always gives the same answer, whatever
  // run asks): without them the layer system is about half as fast (npm run bench).
  'src/engine/keywords.ts: normalized',
  'src/engine/keywords.ts: canonical',
  'src/engine/keywords/known.ts: applied',
  // The CR's subtype lists (205.3), given once when the rules load (src/rules/subtype-lists.ts) and
  // replaced whole: configuration read from the CR, the same for every run.
  'src/engine/subtypes.ts: table',
];

/** The module-level bindings of a text that are mutable state ("file: name"). */
export function moduleState(file: string, text: string): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  for (const s of sf.statements) {
    if (!ts.isVariableStatement(s)) continue;
    const constant = (s.declarationList.flags & ts.NodeFlags.Const) !== 0;
    for (const d of s.declarationList.declarations) {
      if (!ts.isIdentifier(d.name)) continue;
      const name = d.name.text;
      const changed = new RegExp(`\\b${name}\\s*\\.\\s*(set|add|push|delete|clear|splice|unshift|pop|shift)\\s*\\(`).test(text);
      if (!constant || changed) out.push(`${file}: ${name}`);
    }
  }
  return out;
}

describe('GIVEN the engine source THEN it keeps no module-level mutable state but the listed memos and configuration', () => {
  it.each([
    { what: 'a let', text: 'let seen = 0;\nexport function f() { seen++; }', want: ['x.ts: seen'] },
    { what: 'a Map the module fills', text: 'const cache = new Map<string, number>();\nexport function f(k: string) { cache.set(k, 1); }', want: ['x.ts: cache'] },
    { what: 'an array the module pushes to', text: 'const log: string[] = [];\nexport function f() { log.push("x"); }', want: ['x.ts: log'] },
    { what: 'a constant table only read', text: "const KINDS = new Set(['a', 'b']);\nexport const has = (k: string) => KINDS.has(k);", want: [] },
    { what: 'a local Map inside a function', text: 'export function f() { const m = new Map(); m.set(1, 2); }', want: [] },
  ])('finds $what', ({ text, want }) => {
    expect(moduleState('x.ts', text)).toEqual(want);
  });

  it('src/engine has none but those listed, and each listed one is still there', () => {
    const found = sources(join(ROOT, 'src/engine')).flatMap((abs) => moduleState(relative(ROOT, abs).split('\\').join('/'), readFileSync(abs, 'utf8')));
    expect({ added: found.filter((f) => !ALLOWED.includes(f)), stale: ALLOWED.filter((a) => !found.includes(a)) }).toEqual({ added: [], stale: [] });
  });
});

/**
 * Issue 13 §5: no import cycles in src/. A cycle means two modules can't be understood (or loaded)
 * one before the other; the engine's re-entrant operations reach the dispatcher through the run
 * (engine/run.ts `RunOps`) instead. Type-only imports are erased by the compiler and don't count.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? sources(p) : n.endsWith('.ts') ? [p] : [];
  });
}

/** The relative modules a file loads at run time (value imports and re-exports; `import type` left out). */
function runtimeImports(file: string, text: string): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  for (const s of sf.statements) {
    let spec: ts.Expression | undefined;
    if (ts.isImportDeclaration(s)) {
      const clause = s.importClause;
      const named = clause?.namedBindings;
      const allTypes = clause !== undefined && (clause.isTypeOnly || (!clause.name && named !== undefined && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly)));
      if (!allTypes) spec = s.moduleSpecifier;
    } else if (ts.isExportDeclaration(s) && !s.isTypeOnly) spec = s.moduleSpecifier;
    if (spec && ts.isStringLiteral(spec) && spec.text.startsWith('.')) out.push(resolve(dirname(file), spec.text));
  }
  return out;
}

/** Strongly connected components of more than one module (Tarjan), each sorted. */
export function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(scc.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('GIVEN the import graph of src/ THEN it has no cycles', () => {
  it('finds a cycle when there is one (the check can fail)', () => {
    const g = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cycles(g)).toEqual([['a', 'b', 'c']]);
    expect(cycles(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });

  it('leaves out type-only imports and keeps re-exports', () => {
    const text = "import type { A } from './a.ts';\nimport { type B } from './b.ts';\nimport { c } from './c.ts';\nexport { d } from './d.ts';\n";
    expect(runtimeImports('/x/m.ts', text).map((p) => relative('/x', p))).toEqual(['c.ts', 'd.ts']);
  });

  it('src/ has none', () => {
    const graph = new Map<string, string[]>();
    for (const f of sources(join(ROOT, 'src'))) graph.set(f, runtimeImports(f, readFileSync(f, 'utf8')));
    expect(cycles(graph).map((c) => c.map((f) => relative(ROOT, f)))).toEqual([]);
  });
});

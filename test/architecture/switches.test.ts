/**
 * Issue 13 §3, "the compiler checks every seam": a switch over a union ends in `default:` with
 * `assertNever`, so a new variant is a compile error where it must be handled instead of being
 * silently ignored. test/engine/seams.test.ts holds src/engine and src/scenario to it with no
 * exception; this holds the rest of src/. Switches that can't end so are listed by file with how
 * many (today none): a file not listed, or with more than its count, fails; so does a listed file
 * that no longer has any (take it off, so the list only shrinks).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sources } from './sizes.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const WITHOUT_ASSERT_NEVER: Readonly<Record<string, number>> = {};

/** The switches of a text whose last clause is not a `default:` calling assertNever, by line. */
export function switchesWithoutAssertNever(file: string, text: string): number[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: number[] = [];
  const calls = (n: ts.Node): boolean => (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'assertNever') || (ts.forEachChild(n, calls) ?? false);
  const visit = (n: ts.Node): void => {
    if (ts.isSwitchStatement(n)) {
      const d = n.caseBlock.clauses.find(ts.isDefaultClause);
      if (!d || !calls(d)) out.push(sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

describe('GIVEN the sources in src/ THEN every switch ends in assertNever, beyond today’s list (issue 13 §3)', () => {
  it.each([
    { what: 'a default calling assertNever', text: "switch (k) { case 'a': return 1; default: return assertNever(k); }", want: [] },
    { what: 'no default', text: "switch (k) { case 'a': return 1; }", want: [1] },
    { what: 'a default returning false', text: "switch (k) {\n case 'a': return true;\n default: return false;\n}", want: [1] },
    { what: 'a nested switch without it', text: "switch (k) {\n case 'a':\n  switch (j) { case 1: break; }\n  break;\n default: assertNever(k);\n}", want: [3] },
  ])('finds $what', ({ text, want }) => {
    expect(switchesWithoutAssertNever('x.ts', text)).toEqual(want);
  });

  it('src/ has no switch without assertNever but those listed, and each listed file still has them', () => {
    const over: string[] = [];
    const seen = new Set<string>();
    for (const abs of sources(join(ROOT, 'src'))) {
      const file = relative(ROOT, abs).split('\\').join('/');
      const lines = switchesWithoutAssertNever(file, readFileSync(abs, 'utf8'));
      if (lines.length > 0) seen.add(file);
      if (lines.length > (WITHOUT_ASSERT_NEVER[file] ?? 0)) over.push(`${file}: lines ${lines.join(', ')} (allowed ${WITHOUT_ASSERT_NEVER[file] ?? 0})`);
    }
    const stale = Object.keys(WITHOUT_ASSERT_NEVER).filter((f) => !seen.has(f));
    expect({ over, stale }).toEqual({ over: [], stale: [] });
  });
});

/**
 * Issue 13 §5, "use cases apart from transports": which layer may import which. Type-only imports count too — a
 * layer that names a type from above depends on it as surely as one that calls it.
 * - src/core imports nothing outside src/core, and no package (not discord.js, not the services): every layer
 *   builds on it.
 * - The libraries below the use cases (src/questions, src/language, src/engine, src/scenario, src/render,
 *   src/cards, src/rules) import nothing from src/app or commands/, and no library takes a CommandContext:
 *   a use case (src/app) hands each what it needs.
 * - commands/ask.ts only adapts I/O: the /ask use case is src/app/ask.ts; the command file imports no library
 *   below src/app.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sources } from './sizes.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Every module a file imports or re-exports (type-only included): relative ones as repository paths, packages by name. */
function importsOf(file: string): string[] {
  const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  const add = (spec: ts.Expression | undefined): void => {
    if (!spec || !ts.isStringLiteral(spec)) return;
    out.push(spec.text.startsWith('.') ? relative(ROOT, resolve(dirname(file), spec.text)).split('\\').join('/') : spec.text);
  };
  const visit = (n: ts.Node): void => {
    if (ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) add(n.moduleSpecifier);
    else if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) add(n.arguments[0]);
    else if (ts.isImportTypeNode(n) && ts.isLiteralTypeNode(n.argument)) add(n.argument.literal);
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

function files(dir: string): string[] {
  return sources(join(ROOT, dir)).map((f) => relative(ROOT, f).split('\\').join('/'));
}

/** Each file's imports that break `allowed`. */
function breaking(dirs: readonly string[], allowed: (imported: string) => boolean): string[] {
  return dirs.flatMap((d) => files(d).flatMap((f) => importsOf(join(ROOT, f)).filter((i) => !allowed(i)).map((i) => `${f} -> ${i}`)));
}

const LIBRARIES = ['src/questions', 'src/language', 'src/engine', 'src/scenario', 'src/render', 'src/cards', 'src/rules'];

describe('layers', () => {
  it('GIVEN src/core THEN it imports only src/core and node built-ins', () => {
    expect(breaking(['src/core'], (i) => i.startsWith('src/core/') || i.startsWith('node:'))).toEqual([]);
  });
  it('GIVEN the libraries below the use cases THEN none imports src/app or commands/', () => {
    expect(breaking(LIBRARIES, (i) => !i.startsWith('src/app/') && !i.startsWith('commands/'))).toEqual([]);
  });
  it('GIVEN the libraries THEN none names CommandContext (a use case hands each what it needs)', () => {
    const named = LIBRARIES.flatMap((d) => files(d).filter((f) => /\bCommandContext\b/.test(readFileSync(join(ROOT, f), 'utf8'))));
    expect(named).toEqual([]);
  });
  it('GIVEN commands/ask.ts THEN it adapts I/O only: the use case is src/app/ask.ts, and no library below src/app is imported', () => {
    expect(importsOf(join(ROOT, 'commands/ask.ts')).filter((i) => i.startsWith('src/') && !i.startsWith('src/app/') && !i.startsWith('src/core/'))).toEqual([]);
  });
});

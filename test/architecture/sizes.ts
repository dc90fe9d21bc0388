/**
 * Issue 13 §6 ("modules a person can hold"): the sizes the architecture test measures. A function's
 * length is the lines from its first token to its closing brace, nested functions included (a reader
 * holds the whole body); a module's length is its line count.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface Sized {
  /** Path from the repository root, with forward slashes. */
  file: string;
  /** For a function: its name inside its enclosing named functions, `outer > inner`; `(anonymous)` when it has none. */
  name: string;
  lines: number;
}

export function sources(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((n) => {
      const p = join(dir, n);
      return statSync(p).isDirectory() ? sources(p) : n.endsWith('.ts') && !n.endsWith('.d.ts') ? [p] : [];
    });
}

/** The name a function goes by: its own, else the variable, property or class member it is bound to. */
function ownName(node: ts.FunctionLikeDeclaration): string {
  if (node.name && (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name) || ts.isPrivateIdentifier(node.name))) return node.name.text;
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  const p = node.parent;
  if ((ts.isVariableDeclaration(p) || ts.isPropertyAssignment(p) || ts.isPropertyDeclaration(p)) && ts.isIdentifier(p.name)) return p.name.text;
  return '(anonymous)';
}

function isFunction(node: ts.Node): node is ts.FunctionLikeDeclaration {
  return ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node) || ts.isMethodDeclaration(node) || ts.isConstructorDeclaration(node) || ts.isGetAccessorDeclaration(node) || ts.isSetAccessorDeclaration(node);
}

/** Every function in `text` with its length in lines. */
export function functionSizes(file: string, text: string): Sized[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: Sized[] = [];
  const visit = (node: ts.Node, outer: string[]): void => {
    let path = outer;
    if (isFunction(node) && node.body) {
      const first = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
      const last = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
      path = [...outer, ownName(node)];
      out.push({ file, name: path.join(' > '), lines: last - first + 1 });
    }
    ts.forEachChild(node, (c) => visit(c, path));
  };
  visit(sf, []);
  return out;
}

/** Line count of a module (a final newline doesn't start a line). */
export function moduleLines(text: string): number {
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** The functions over `maxFunction` lines and modules over `maxModule` lines under `root/dir`. */
export function oversized(root: string, dir: string, maxFunction: number, maxModule: number): { functions: Sized[]; modules: Sized[] } {
  const functions: Sized[] = [];
  const modules: Sized[] = [];
  for (const abs of sources(join(root, dir))) {
    const file = relative(root, abs).split('\\').join('/');
    const text = readFileSync(abs, 'utf8');
    const lines = moduleLines(text);
    if (lines > maxModule) modules.push({ file, name: '', lines });
    for (const f of functionSizes(file, text)) if (f.lines > maxFunction) functions.push(f);
  }
  return { functions, modules };
}

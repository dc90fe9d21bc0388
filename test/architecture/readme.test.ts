/**
 * Issue 13 §6: README's architecture paragraph shows where a rule, a keyword, a phrase and a message
 * live, and what it names is there. Each of those four has its entry under "Where things live", and
 * every path the section names (a word in backquotes with a slash in it, not a pattern such as
 * `src/engine/<CR area>` or `trace-*.ts`) is a file or folder of the repository: given from the
 * root, from src/, or as the tail of a path ("en/grammar.ts" after "src/language").
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The text of the README section under `## <title>`, up to the next `## ` heading. */
export function section(readme: string, title: string): string {
  const start = readme.indexOf(`\n## ${title}\n`);
  if (start < 0) return '';
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end < 0 ? undefined : end);
}

/** The paths a text names in backquotes (with a slash; patterns left out). */
export function namedPaths(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!).filter((p) => p.includes('/') && !/[<>*…]/.test(p));
}

/** Every file and folder of the repository (node_modules and .git aside), from the root. */
function entries(dir: string): string[] {
  return readdirSync(dir)
    .filter((n) => n !== 'node_modules' && n !== '.git')
    .flatMap((n) => {
      const p = join(dir, n);
      const r = relative(ROOT, p).split('\\').join('/');
      return statSync(p).isDirectory() ? [r, ...entries(p)] : [r];
    });
}

describe('GIVEN README.md THEN its architecture paragraph says where things live, and they are there', () => {
  const arch = section(readFileSync(`${ROOT}README.md`, 'utf8'), 'Architecture');

  it('reads a section and its paths (the checks can fail)', () => {
    expect(section('# A\n\n## Architecture\nx `src/a.ts` `b/*.ts`\n## Next\n', 'Architecture')).toBe('\n## Architecture\nx `src/a.ts` `b/*.ts`');
    expect(namedPaths('`src/a.ts`, `b/*.ts`, `src/engine/<CR area>`, `ask`')).toEqual(['src/a.ts']);
  });

  it.each(['a rule', 'a keyword', 'a phrase', 'a message'])('has an entry for %s', (what) => {
    expect(arch).toMatch(new RegExp(`^- \\*\\*${what}\\*\\*`, 'm'));
  });

  it('names only paths that exist', () => {
    const all = entries(ROOT);
    const exists = (p: string): boolean => {
      const q = p.replace(/\/$/, '');
      return all.some((f) => f === q || f === `src/${q}` || f.endsWith(`/${q}`));
    };
    const paths = namedPaths(arch);
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((p) => !exists(p))).toEqual([]);
  });
});

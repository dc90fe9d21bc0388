/**
 * Issue 13 §6: comments point at nothing outside the repository. The session notes, briefs and the
 * shared design document a reader of the repository doesn't have (`.notes/…`, `DESIGN.md`, paths
 * under /work) are not cited: a comment names the module, test or README section instead. (The
 * shared test data beside the repository, ../shared/data, is read by the tests and documented in
 * test/helpers/data.ts; it is not a note.)
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sources } from './sizes.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Names of places outside the repository (this file, which names them to find them, is left out of the scan). */
const OUTSIDE = /\.notes\/|DESIGN\.md|\/work\/|HELPER-/;
const SELF = 'test/architecture/pointers.test.ts';

export function outsidePointers(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => (OUTSIDE.test(line) ? [`${file}:${i + 1}: ${line.trim().slice(0, 100)}`] : []));
}

describe('GIVEN the sources in src/, commands/ and test/ THEN nothing points at notes outside the repository', () => {
  it.each([
    { text: ' * The Scenario format (issue 5, .notes/stack-format.md)', found: 1 },
    { text: " * The CLI contract (DESIGN.md 'CLI contract')", found: 1 },
    { text: ' * The CLI contract (src/app/contract.ts)', found: 0 },
    { text: " const CR = new URL('../../../shared/data/cr/x.txt', import.meta.url);", found: 0 },
  ])('finds $found in $text', ({ text, found }) => {
    expect(outsidePointers('x.ts', text)).toHaveLength(found);
  });

  it('no source, command or test file names one', () => {
    const found = ['src', 'commands', 'test'].flatMap((dir) => sources(join(ROOT, dir)).flatMap((abs) => {
      const file = relative(ROOT, abs).split('\\').join('/');
      return file === SELF ? [] : outsidePointers(file, readFileSync(abs, 'utf8'));
    }));
    expect(found).toEqual([]);
  });
});

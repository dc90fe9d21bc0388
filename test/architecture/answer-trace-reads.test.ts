/**
 * Issue 13 §1, "nothing reads the trace back": the trace is what the reply shows, worded by src/render. Outside the
 * engine (which writes it) and the render layer (which words it), code decides from typed values — the run's
 * events (engine/game-events.ts), its choices (engine/choices.ts), its fates and final state — never from trace
 * keys and params. Handing the trace to the render layer (`renderTrace(resolution.trace, …)`) is no read.
 * The files that still read it are listed with how many reads each has today: a file not listed, or one with more
 * reads than its count, fails; a count that went down must be lowered here (the list only shrinks).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sources } from './sizes.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Where the trace is written or worded (and the benchmarks, which only count its steps for their notes). */
const TRACE_PLACES = [/^src\/engine\//, /^src\/render\//, /^src\/bench\//];

/** Functions of the render layer the trace is handed to whole: passing it is no read. */
const HAND_OVER = new Set(['renderTrace', 'renderStepAt', 'replySteps', 'probeDecidingSteps', 'keyStepIndexes']);

/** Reads of a run's trace outside the places above, per file, today (counts only shrink). */
const TRACE_READS: Readonly<Record<string, number>> = {
  'src/questions/asks/reasons.ts': 3,
};

/** `x.trace` as a read: not `options.trace` (a flag), not the trace handed whole to the render layer. */
function isTraceRead(node: ts.Node): boolean {
  if (!ts.isPropertyAccessExpression(node) || node.name.text !== 'trace') return false;
  if (ts.isIdentifier(node.expression) && node.expression.text === 'options') return false;
  const call = node.parent;
  if (ts.isCallExpression(call) && call.arguments.includes(node) && ts.isIdentifier(call.expression) && HAND_OVER.has(call.expression.text)) return false;
  return true;
}

function readsIn(file: string): number {
  const src = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  let n = 0;
  const visit = (node: ts.Node): void => {
    if (isTraceRead(node)) n++;
    ts.forEachChild(node, visit);
  };
  visit(src);
  return n;
}

function counts(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const abs of sources(fileURLToPath(new URL('../../src/', import.meta.url)))) {
    const file = relative(ROOT, abs).split('\\').join('/');
    if (TRACE_PLACES.some((r) => r.test(file))) continue;
    const n = readsIn(abs);
    if (n > 0) out[file] = n;
  }
  return out;
}

describe('GIVEN code outside the engine and the render layer THEN it reads typed values, not the trace (issue 13 §1)', () => {
  const found = counts();

  it('no file reads the trace more often than the list allows', () => {
    const over = Object.entries(found).filter(([f, n]) => n > (TRACE_READS[f] ?? 0)).map(([f, n]) => `${f}: ${n} reads (allowed ${TRACE_READS[f] ?? 0})`);
    expect(over).toEqual([]);
  });

  it('the list only shrinks: every count is the file\'s count today', () => {
    const stale = Object.entries(TRACE_READS).filter(([f, n]) => (found[f] ?? 0) !== n).map(([f, n]) => `${f}: listed ${n}, reads ${found[f] ?? 0}`);
    expect(stale).toEqual([]);
  });

  it('each hand-over is a function the render layer exports (a name elsewhere would let a read through)', () => {
    const render = sources(fileURLToPath(new URL('../../src/render/', import.meta.url))).map((f) => readFileSync(f, 'utf8')).join('\n');
    expect([...HAND_OVER].filter((name) => !new RegExp(`export function ${name}\\b`).test(render))).toEqual([]);
  });

  it('counts what it should: a read, a flag and a hand-over told apart', () => {
    const probe = (code: string): boolean => {
      const src = ts.createSourceFile('x.ts', code, ts.ScriptTarget.Latest, true);
      let hit = false;
      const visit = (node: ts.Node): void => {
        if (isTraceRead(node)) hit = true;
        ts.forEachChild(node, visit);
      };
      visit(src);
      return hit;
    };
    expect(probe("r.trace.some((s) => s.key === 'sba.legend-rule');")).toBe(true);
    expect(probe('const t = view.resolution.trace;')).toBe(true);
    expect(probe('computeLayers(state, null, options.trace);')).toBe(false);
    expect(probe('renderTrace(run.resolution.trace, lang, { labels });')).toBe(false);
    expect(probe('keyStepIndexes(resolution.trace.slice(0, 3));')).toBe(true);
    expect(probe('renderStepAt(e.resolution.trace, e.told, lang, { labels });')).toBe(false);
    expect(probe('renderStep(resolution.trace[e.told]!, lang);')).toBe(true);
  });
});

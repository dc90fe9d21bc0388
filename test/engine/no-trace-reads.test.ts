/**
 * Issue 13 §1: events are values, and nothing in the engine reads the trace back. Two checks:
 * - statically, no module of src/engine reads a run's trace: the only uses of `run.trace` are
 *   appending a step (run.ts `emit`) and handing the finished trace to the Resolution (resolve.ts);
 * - by behaviour, what happens doesn't depend on how objects are shown: every acceptance table's
 *   scenario and every example is run again with all objects given the same label, and the events,
 *   the final state (labels aside), the fates and the verdict on unmodelled text are the same.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resolve } from '../../src/engine/index.ts';
import type { Resolution } from '../../src/engine/types.ts';
import { parseScenario } from '../../src/scenario/schema.ts';
import { buildScenario } from '../../src/scenario/build.ts';
import { engineLockedSet } from '../../src/scenario/run.ts';
import { STACK_CR_ROWS } from '../acceptance/tables/stack-cr.ts';
import { STACK_SEED_ROWS } from '../acceptance/tables/stack-seeds.ts';
import { STACK_VARIATION_ROWS } from '../acceptance/tables/stack-variations.ts';
import { CASTING_CR_ROWS, CASTING_SEED_ROWS, CASTING_VARIATION_ROWS } from '../acceptance/tables/stack-casting.ts';
import { COMPLETION_CR_ROWS, COMPLETION_SEED_ROWS, COMPLETION_VARIATION_ROWS } from '../acceptance/tables/stack-completion.ts';
import { ALT_CR_ROWS, ALT_SEED_ROWS, ALT_VARIATION_ROWS } from '../acceptance/tables/stack-alt.ts';
import { COMBAT_CR_ROWS } from '../acceptance/tables/combat-cr.ts';
import { COMBAT_SEED_ROWS } from '../acceptance/tables/combat-seeds.ts';
import { COMBAT_VARIATION_ROWS } from '../acceptance/tables/combat-variations.ts';
import { SBA_ROWS } from '../acceptance/tables/sba.ts';
import { unseen } from '../../src/engine/changes.ts';

const ENGINE = fileURLToPath(new URL('../../src/engine/', import.meta.url));

function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? sources(p) : n.endsWith('.ts') ? [{ file: relative(ENGINE, p), text: readFileSync(p, 'utf8') }] : [];
  });
}

/** The code of a line, without a trailing // comment; comment lines give ''. */
function code(line: string): string {
  const t = line.trim();
  if (t.startsWith('*') || t.startsWith('/*') || t.startsWith('//')) return '';
  const i = t.indexOf(' // ');
  return i < 0 ? t : t.slice(0, i);
}

/** The only places the engine may touch a run's trace: appending to it, and handing it over. */
const ALLOWED: Record<string, RegExp> = {
  'run.ts': /^(return )?run\.trace\.push\(s\)( - 1)?;$/,
  'resolve.ts': /^const trace = layers \? \[\.\.\.run\.trace, \.\.\.breakdown\(run\.state, steps\)\] : run\.trace;$/,
};

describe('GIVEN the engine source THEN no module reads the trace back', () => {
  it('uses of `run.trace` only append a step or hand the trace to the Resolution', () => {
    const found: string[] = [];
    for (const { file, text } of sources(ENGINE)) {
      text.split('\n').forEach((line, i) => {
        const c = code(line);
        if (!/\.trace\s*[.[]/.test(c) && !/\brun\.trace\b/.test(c)) return;
        if (ALLOWED[file]?.test(c)) return;
        // `options.trace` (computeCharacteristics' flag) is not the trace.
        if (/\boptions\.trace\b/.test(c) && !/\brun\.trace\b/.test(c)) return;
        found.push(`${file}:${i + 1}: ${c}`);
      });
    }
    expect(found).toEqual([]);
  });

  /**
   * Comparisons of a label that don't find an object by it: the layer cache's key and the trigger
   * snapshots' shared records compare an object's stored fields with their value at the last
   * computation or snapshot, the label among them (a face-down or transformed permanent's label
   * changes, 708, 712).
   */
  const LABEL_AS_VALUE: Record<string, RegExp> = {
    [join('layers', 'layer-key.ts')]: /^p\.label === o\.label &&$/,
    [join('triggers', 'snapshot.ts')]: /^Object\.is\(copy\.label, o\.label\) &&$/,
  };

  it('no module matches objects by their display label', () => {
    const found: string[] = [];
    for (const { file, text } of sources(ENGINE)) {
      text.split('\n').forEach((line, i) => {
        const c = code(line);
        if (LABEL_AS_VALUE[file]?.test(c)) return;
        // Comparing a label with anything (=== / !== / includes / Object.is) is matching by label.
        if (/\.label\s*(===|!==)|(===|!==)\s*[\w.?]*\.label\b|byLabel\(|Object\.is\([^)]*\.label\b/.test(c)) found.push(`${file}:${i + 1}: ${c}`);
      });
    }
    expect(found).toEqual([]);
  });
});

interface Row {
  name: string;
  scenario: unknown;
}

const ROWS: Row[] = [
  ...STACK_CR_ROWS, ...STACK_SEED_ROWS, ...STACK_VARIATION_ROWS,
  ...CASTING_CR_ROWS, ...CASTING_SEED_ROWS, ...CASTING_VARIATION_ROWS,
  ...COMPLETION_CR_ROWS, ...COMPLETION_SEED_ROWS, ...COMPLETION_VARIATION_ROWS,
  ...ALT_CR_ROWS, ...ALT_SEED_ROWS, ...ALT_VARIATION_ROWS,
  ...COMBAT_CR_ROWS, ...COMBAT_SEED_ROWS, ...COMBAT_VARIATION_ROWS,
  ...SBA_ROWS,
];

const EXAMPLES = fileURLToPath(new URL('../../src/scenario/examples/', import.meta.url));
for (const f of readdirSync(EXAMPLES).filter((n) => n.endsWith('.json'))) ROWS.push({ name: `example ${f}`, scenario: JSON.parse(readFileSync(join(EXAMPLES, f), 'utf8')) });

/**
 * A value with every display label left out: objects', stack items' and face-down cards' labels, and
 * texts the engine writes with a label in them for the reader ("Flashback: exile Firebolt instead …").
 */
function strip(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(strip);
  if (v === null || typeof v !== 'object') return v;
  return Object.fromEntries(Object.entries(v).filter(([k]) => !/label$/i.test(k) && k !== 'text').map(([k, x]) => [k, strip(x)]));
}

/** Everything a run decided, with the labels left out. */
function outcome(r: Resolution): unknown {
  return {
    ok: r.ok,
    error: r.error?.code ?? null,
    events: r.events,
    final: strip(r.final),
    fates: r.fates,
    gaps: r.gaps.relevant.map((g) => [g.object, g.text, g.reason]),
  };
}

describe('GIVEN every object shown with the same label THEN the run is the same (issue 13 §1)', () => {
  it.each(ROWS.map((r) => [r.name, r]))('%s', (_name, row) => {
    const parsed = parseScenario(row.scenario);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    const built = buildScenario(parsed.value, { lockedSet: engineLockedSet() });
    if (!built.ok) throw new Error(JSON.stringify(built.error));
    const { state, actions } = built.value;
    const same = structuredClone(state);
    for (const o of same.objects) unseen(o).label = 'the same label';
    const relabelled = actions.map((a) => (a.kind === 'create' ? { ...a, object: { ...a.object, label: 'the same label' } } : a));
    expect(outcome(resolve(same, relabelled))).toEqual(outcome(resolve(state, actions)));
  });
});

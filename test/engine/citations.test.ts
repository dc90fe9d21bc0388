/**
 * Every rule number the engine can cite must exist in the current CR (issue 3 §5):
 * - every string literal under src/engine/ that contains a rule number (/\b\d{3}(\.\d+[a-z]{0,2})?\b/);
 * - every rule cited by any trace step of every acceptance row's resolution;
 * - and, so the tables themselves can't drift, every rule the acceptance rows name.
 * The CR is ../shared/data/cr/MagicCompRules-20260925.txt, decoded and parsed with src/rules.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { decodeRulesText } from '../../src/rules/decode.ts';
import { parseRules } from '../../src/rules/parse.ts';
import type { Resolution } from '../../src/engine/types.ts';
import { citedRules, run } from '../acceptance/support.ts';
import type { Cite, Scenario } from '../acceptance/support.ts';
import { CR613_ROWS } from '../acceptance/tables/cr613.ts';
import { SEED_ROWS } from '../acceptance/tables/seeds.ts';
import { VARIATION_ROWS } from '../acceptance/tables/variations.ts';
import { SBA_ROWS } from '../acceptance/tables/sba.ts';

const REPO = fileURLToPath(new URL('../../', import.meta.url));
const CR_FILE = new URL('../../../shared/data/cr/MagicCompRules-20260925.txt', import.meta.url);
const ENGINE_DIR = join(REPO, 'src', 'engine');

const cr = parseRules(decodeRulesText(new Uint8Array(readFileSync(CR_FILE))).text);
const exists = (n: string): boolean => cr.rules.has(n);

/** The rule-number pattern of the brief; global for matchAll. */
const RULE_NUMBER = /\b\d{3}(\.\d+[a-z]{0,2})?\b/g;

interface FoundNumber {
  file: string;
  line: number;
  number: string;
  literal: string;
}

/** Rule numbers inside string literals (plain, no-substitution template, and template parts) of a TS source. */
function ruleNumbersInSource(file: string, text: string): FoundNumber[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out: FoundNumber[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      for (const m of node.text.matchAll(RULE_NUMBER)) out.push({ file, line: line + 1, number: m[0], literal: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

function tsFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...tsFiles(path));
    else if (name.endsWith('.ts')) out.push(path);
  }
  return out;
}

const describeFound = (f: FoundNumber): string => `${f.file}:${f.line} '${f.number}' in ${JSON.stringify(f.literal.length > 80 ? `${f.literal.slice(0, 79)}…` : f.literal)}`;

describe('the CR and the scanner', () => {
  it('parses the current CR, which has the layer rules and lacks made-up numbers', () => {
    expect(cr.effective).toBe('2026-09-25');
    for (const n of ['613', '613.1f', '613.4c', '613.4d', '613.8b', '704.5a', '704.5q', '702.12b', '611.2c', '514.2']) expect(exists(n), n).toBe(true);
    // Numbers the engine might plausibly but wrongly cite: not rules in this edition.
    for (const n of ['613.12', '613.4e', '704.5l', '704.5o', '702.12d', '611.4']) expect(exists(n), n).toBe(false);
  });

  it('finds rule numbers in string literals and template parts, not in comments or identifiers', () => {
    const src = [
      "// 613.99 in a comment is not a citation",
      "const a = ['613.4c', \"704.5g\"];",
      'const b = `see ${x} 999.9z and 613.7`;',
      'const layer613 = 1; /* 123.4 */',
      "const c = 'Layer 7c (613.4c): +0/+1 -> 1/4';",
    ].join('\n');
    const found = ruleNumbersInSource('x.ts', src).map((f) => `${f.line}:${f.number}`);
    expect(found).toEqual(['2:613.4c', '2:704.5g', '3:999.9z', '3:613.7', '5:613.4c']);
    expect(ruleNumbersInSource('x.ts', src).filter((f) => !exists(f.number)).map((f) => f.number)).toEqual(['999.9z']);
  });
});

describe('rule numbers written in src/engine', () => {
  const files = tsFiles(ENGINE_DIR);
  const found = files.flatMap((f) => ruleNumbersInSource(relative(REPO, f), readFileSync(f, 'utf8')));

  it('the engine cites rules at all (the scan is not vacuous)', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(found.map((f) => f.number)).toContain('613.4c');
  });

  it('every quoted rule number exists in the current CR', () => {
    expect(found.filter((f) => !exists(f.number)).map(describeFound)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The acceptance rows

interface AnyRow {
  table: string;
  name: string;
  citation: string;
  scenario: Scenario;
  rules: Cite[];
}

const ROWS: AnyRow[] = [
  ...CR613_ROWS.map((r) => ({ table: 'cr613', name: r.name, citation: r.citation, scenario: r.scenario, rules: r.expect.rules })),
  ...SEED_ROWS.map((r) => ({ table: 'seeds', name: r.name, citation: r.citation, scenario: r.scenario, rules: r.expect.rules })),
  ...VARIATION_ROWS.map((r) => ({ table: 'variations', name: r.name, citation: r.citation, scenario: r.scenario, rules: r.expect.rules })),
  ...SBA_ROWS.map((r) => ({ table: 'sba', name: r.name, citation: r.citation, scenario: r.scenario, rules: [...r.expect.rules, ...(r.expect.notRules ?? [])] })),
];

describe('rules named by the acceptance tables', () => {
  it('every citation and expected rule of every row exists in the current CR', () => {
    const bad: string[] = [];
    for (const row of ROWS) {
      const named = [row.citation, ...row.rules.flatMap((c) => (typeof c === 'string' ? [c] : c.anyOf))];
      for (const n of named) if (!exists(n)) bad.push(`${row.table}: ${row.name}: ${n}`);
    }
    expect(bad).toEqual([]);
  });
});

describe('rules cited by the traces of every acceptance row', () => {
  it('every rule cited by any trace step exists in the current CR', () => {
    const unknown: string[] = [];
    const failedRuns: string[] = [];
    let cited = 0;
    for (const row of ROWS) {
      let resolution: Resolution;
      try {
        resolution = run(row.scenario);
      } catch (e) {
        // Row failures are reported by the acceptance tests themselves; here only citations matter.
        failedRuns.push(`${row.table}: ${row.name}: ${(e as Error).message.slice(0, 200)}`);
        continue;
      }
      for (const n of citedRules(resolution)) {
        cited++;
        if (!exists(n)) {
          const keys = resolution.trace.filter((s) => s.rules.includes(n)).map((s) => s.key);
          unknown.push(`${row.table}: ${row.name}: '${n}' (steps ${[...new Set(keys)].join(', ')})`);
        }
      }
    }
    expect(unknown).toEqual([]);
    // Most rows must run, or this check would be empty.
    expect(failedRuns.length, failedRuns.join('\n')).toBeLessThan(ROWS.length / 2);
    expect(cited).toBeGreaterThan(0);
  });
});

/**
 * TRACE_KEYS is the contract with src/render: every key the engine emits is listed, and every listed
 * key is emitted somewhere in src/engine (no stale templates). Every step of a broad set of runs uses
 * a listed key and cites rules that exist in the current CR.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TRACE_KEYS } from '../../src/engine/trace-keys.ts';
import { resolve } from '../../src/engine/index.ts';
import { decodeRulesText } from '../../src/rules/decode.ts';
import { parseRules } from '../../src/rules/parse.ts';
import { CURRENT_CR } from '../helpers/data.ts';
import { state } from './helpers.ts';

const ENGINE = fileURLToPath(new URL('../../src/engine/', import.meta.url));
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? sources(p) : n.endsWith('.ts') && n !== 'trace-keys.ts' ? [readFileSync(p, 'utf8')] : [];
  });
}

describe('TRACE_KEYS', () => {
  it('are unique, dotted lower-case keys', () => {
    expect(new Set(TRACE_KEYS).size).toBe(TRACE_KEYS.length);
    for (const k of TRACE_KEYS) expect(k).toMatch(/^[a-z]+(\.[a-z]+(-[a-z]+)*)+$/);
  });

  it('each appears as a string literal in src/engine (so none is stale)', () => {
    const text = sources(ENGINE).join('\n');
    const missing = TRACE_KEYS.filter((k) => !text.includes(`'${k}'`));
    expect(missing).toEqual([]);
  });

  it('every step of a broad set of runs uses a listed key and cites existing rules', () => {
    const cr = parseRules(decodeRulesText(new Uint8Array(readFileSync(CURRENT_CR))).text);
    const runs = [
      resolve(state([{ id: 'a', keywords: ['indestructible'] }, { id: 'b', token: true }, { id: 'l1', name: 'L', supertypes: ['Legendary'] }, { id: 'l2', name: 'L', supertypes: ['Legendary'] }]), [
        { kind: 'damage', source: null, target: 'a', amount: 9 },
        { kind: 'destroy', object: 'b' },
        { kind: 'apply-effect', effect: { text: 'switch', affects: { kind: 'objects', ids: ['a'] }, modifications: [{ kind: 'switch-pt' }, { kind: 'add-colors', colors: ['U'] }] } },
        { kind: 'end-turn' },
        { kind: 'life', player: 'B', amount: -20 },
      ]),
      resolve(state([{ id: 'c' }]), [{ kind: 'destroy', object: 'nope' }]),
    ];
    const known = new Set<string>(TRACE_KEYS);
    for (const r of runs) {
      for (const s of r.trace) {
        expect(known.has(s.key), s.key).toBe(true);
        for (const rule of s.rules) expect(cr.rules.has(rule), `${s.key} cites ${rule}`).toBe(true);
      }
      if (r.error) expect(known.has(r.error.key)).toBe(true);
    }
  });
});

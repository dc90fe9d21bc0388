/**
 * Real cards for the compiler tests: read by name from sample.json and, for the others, streamed
 * once from the 35k-card oracle file (nothing of their text is copied into the repository).
 */
import { readCardObjects } from '../../src/cards/load.ts';
import { toCardRecord } from '../../src/cards/record.ts';
import type { CardRecord } from '../../src/cards/types.ts';
import { ORACLE, sampleObjects } from './helpers.ts';

/** The named cards (English oracle objects); throws if one is missing from both files. */
export async function loadRealCards(names: readonly string[]): Promise<Map<string, CardRecord>> {
  const wanted = new Set(names);
  const out = new Map<string, CardRecord>();
  for (const o of sampleObjects()) {
    const name = o.name as string;
    if (wanted.has(name) && o.lang === 'en' && !out.has(name)) out.set(name, toCardRecord(o));
  }
  if (out.size < wanted.size) {
    for await (const o of readCardObjects(ORACLE)) {
      const obj = o as Record<string, unknown>;
      const name = obj.name as string;
      // The first oracle object of a name that is a real card (not a token of the same name).
      if (wanted.has(name) && !out.has(name) && !/\bToken\b/.test(String(obj.type_line ?? ''))) out.set(name, toCardRecord(obj));
      if (out.size === wanted.size) break;
    }
  }
  const missing = names.filter((n) => !out.has(n));
  if (missing.length > 0) throw new Error(`cards missing from the data files: ${missing.join(', ')}`);
  return out;
}

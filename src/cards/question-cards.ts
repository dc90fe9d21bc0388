/**
 * The cards real questions name (issue 14): every `cards` list of the question sets in
 * QUESTIONS_DIR (JSON files holding an array of cases, or `{ "cases": [...] }`), for `coverage`.
 * A folder that isn't there is no question sets (not an error); a file that isn't valid JSON is
 * named in the error rather than skipped silently.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { err, ok } from '../core/result.ts';
import type { Result } from '../core/result.ts';

export interface QuestionCards {
  /** The files read (base names). */
  files: string[];
  /** Every card name a case lists, once, in the order first met. */
  names: string[];
}

function casesOf(json: unknown): unknown[] {
  if (Array.isArray(json)) return json;
  if (json && typeof json === 'object' && Array.isArray((json as { cases?: unknown }).cases)) return (json as { cases: unknown[] }).cases;
  return [];
}

export async function readQuestionCards(dir: string): Promise<Result<QuestionCards, string>> {
  let entries: string[];
  try {
    entries = (await readdir(dir)).filter((f) => f.endsWith('.json')).sort();
  } catch {
    return ok({ files: [], names: [] });
  }
  const names = new Set<string>();
  for (const file of entries) {
    let json: unknown;
    try {
      json = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
    } catch (e) {
      return err(`the question set ${file} could not be read (${e instanceof Error ? e.message : String(e)})`);
    }
    for (const c of casesOf(json)) {
      const cards = c && typeof c === 'object' ? (c as { cards?: unknown }).cards : undefined;
      if (!Array.isArray(cards)) continue;
      for (const n of cards) if (typeof n === 'string' && n.trim() !== '') names.add(n.trim());
    }
  }
  return ok({ files: entries, names: [...names] });
}

/**
 * Real cards for the compiler tests: read by name from sample.json and, for the others, from the
 * 35k-card oracle file through a test index built from it once (nothing of their text is copied into
 * the repository).
 */
import '../support/subtypes-setup.ts'; // the engine's subtype lists, read from the CR file
import { expect, it } from 'vitest';
import { compileCard } from '../../src/cards/compile/index.ts';
import { toCardRecord } from '../../src/cards/record.ts';
import type { CardRecord } from '../../src/cards/types.ts';
import type { CardLookup } from '../../src/cards/catalog.ts';
import { CardSpotter } from '../../src/language/lexicon/cards.ts';
import type { QuestionDeps } from '../../src/questions/index.ts';
import { runScenarioWithCards } from '../../src/scenario/run.ts';
import type { ScenarioRun } from '../../src/scenario/run.ts';
import { ORACLE, sampleObjects } from './helpers.ts';
import { oracleRecords } from '../support/oracle-index.ts';

/** The named cards (English oracle objects); throws if one is missing from both files. */
export async function loadRealCards(names: readonly string[]): Promise<Map<string, CardRecord>> {
  const wanted = new Set(names);
  const out = new Map<string, CardRecord>();
  for (const o of sampleObjects()) {
    const name = o.name as string;
    if (wanted.has(name) && o.lang === 'en' && !out.has(name)) out.set(name, toCardRecord(o));
  }
  if (out.size < wanted.size) {
    // The rest from the oracle file, through an index built once for all test files (test/support/oracle-index.ts).
    for (const [name, rec] of await oracleRecords(ORACLE, [...wanted].filter((n) => !out.has(n)))) out.set(name, rec);
  }
  const missing = names.filter((n) => !out.has(n));
  if (missing.length > 0) throw new Error(`cards missing from the data files: ${missing.join(', ')}`);
  return out;
}

/**
 * Scenario runs over real cards: a resolver that finds each loaded card by its exact name, and a
 * run that fails the test on an invalid Scenario. `get` reads the map when called (filled in beforeAll).
 */
export function cardScenarios(get: () => ReadonlyMap<string, CardRecord>): { resolver: (q: string) => Promise<CardLookup>; run: (json: unknown) => Promise<ScenarioRun> } {
  const found = (name: string): CardLookup => ({ kind: 'found', card: get().get(name)!, match: { how: 'exact', via: 'name', matched: name, face: null, score: 1 } }) as CardLookup;
  const resolver = (q: string): Promise<CardLookup> => Promise.resolve(get().has(q) ? found(q) : { kind: 'none', suggestions: [] });
  const run = async (json: unknown): Promise<ScenarioRun> => {
    const r = await runScenarioWithCards(json, resolver);
    if (!r.ok) throw new Error(JSON.stringify(r.error.kind === 'invalid' ? r.error.problems : r.error.error));
    return r.value;
  };
  return { resolver, run };
}

/**
 * The compiler's table for one sentence shape: each card of `read` compiles whole to (at least) its
 * shape; each card of `unread` keeps the named sentence of its oracle text unmodelled.
 */
export function compiledShapes(read: readonly (readonly [string, Record<string, unknown>])[], unread: readonly (readonly [string, string])[], get: () => ReadonlyMap<string, CardRecord>): void {
  it.each(read.map(([n, s]) => [n, s] as [string, Record<string, unknown>]))('%s is read whole', (name, shape) => {
    const c = compileCard(get().get(name)!);
    expect(c.object).toMatchObject(shape);
    expect(c.unmodelled).toEqual([]);
  });
  it.each(unread.map(([n, s]) => [n, s] as [string, string]))('%s: the sentence stays unmodelled', (name, sentence) => {
    expect(get().get(name)!.oracle_text).toContain(sentence);
    expect(compileCard(get().get(name)!).unmodelled).toContain(sentence);
  });
}

/**
 * Cards one of whose sentences a template reads though another sentence of the card stays unread: each row's
 * sentence is in the card, compiles to (at least) the shape, and is not among the card's unmodelled text.
 */
export function compiledInPart(rows: readonly (readonly [string, string, Record<string, unknown>])[], get: () => ReadonlyMap<string, CardRecord>, what = 'the sentence'): void {
  it.each(rows.map(([n, s, o]) => [n, s, o] as [string, string, Record<string, unknown>]))(`%s: ${what} is read`, (name, sentence, shape) => {
    const c = compileCard(get().get(name)!);
    expect(get().get(name)!.oracle_text).toContain(sentence);
    expect(c.object).toMatchObject(shape);
    expect(c.unmodelled.some((u) => u.includes(sentence))).toBe(false);
  });
}

/** Question deps over the named real cards: lookup by English name (any case) or the Japanese name given, and a spotter for both (no catalog). */
export async function realCardDeps(names: readonly string[] | Readonly<Record<string, string>>): Promise<QuestionDeps> {
  // `names`: the cards' English names, or English name -> Japanese printed name (found and spotted by both).
  const ja: Readonly<Record<string, string>> = Array.isArray(names) ? Object.fromEntries(names.map((n) => [n, n])) : (names as Readonly<Record<string, string>>);
  // Each record carries its Japanese name, as the catalog's do (replies name the card in Japanese).
  const cards = [...(await loadRealCards(Object.keys(ja))).values()].map((c) => (ja[c.name] !== c.name ? { ...c, ja: [ja[c.name]!] } : c));
  const byName = new Map<string, CardRecord>();
  for (const c of cards) {
    byName.set(c.name.toLowerCase(), c);
    byName.set(ja[c.name]!, c);
  }
  return {
    resolveCard: (name: string): Promise<CardLookup> => {
      const card = byName.get(name.toLowerCase()) ?? byName.get(name);
      return Promise.resolve(card ? { kind: 'found', card, match: { how: 'exact', via: 'name', matched: card.name, face: null, score: 1 } } : { kind: 'none', suggestions: [] });
    },
    cards: new CardSpotter(
      cards.flatMap((c) => [
        { name: c.name.toLowerCase(), kind: 'name' as const, english: c.name, typeLine: c.type_line ?? '', playable: true },
        ...(ja[c.name] !== c.name ? [{ name: ja[c.name]!, kind: 'ja' as const, english: c.name, typeLine: c.type_line ?? '', playable: true }] : []),
      ]),
    ),
  };
}

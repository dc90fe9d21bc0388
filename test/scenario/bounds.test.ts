/**
 * Issue 17 §2: no silent caps. Every bound on a Scenario and on the engine's input is tested at
 * the bound (accepted, nothing dropped) and one over it (refused, with a message naming the bound
 * and its value): players, objects, effects, actions, string length, list entries, counter kinds,
 * numbers, JSON nesting (checked before parsing: a 500-level JSON or a 500-deep trigger chain is a
 * clear "too deeply nested", never a stack overflow), the engine's objects, effects and events,
 * the JSON length on Discord and the file size on the CLI.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scenario } from '../../commands/scenario.ts';
import { loadConfig } from '../../src/config.ts';
import type { CommandContext, CommandOutcome, Transport } from '../../src/app/command.ts';
import type { Lang } from '../../src/core/lang.ts';
import { DEFAULT_LIMITS } from '../../src/engine/types.ts';
import { createLogger } from '../../src/logger.ts';
import { renderEngineError } from '../../src/render/trace.ts';
import { MAX_SCENARIO_BYTES, readScenarioFile } from '../../src/scenario/input.ts';
import { MAX_NESTING, jsonNestingOverflow, nestedDeeperThan } from '../../src/scenario/nesting.ts';
import { runScenario } from '../../src/scenario/run.ts';
import { SCENARIO_LIMITS, formatProblems, parseScenario } from '../../src/scenario/schema.ts';
import type { Services } from '../../src/services.ts';
import { tempDir } from '../support/spawn.ts';

const L = SCENARIO_LIMITS;
const many = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));
const bear = (i: number): Record<string, unknown> => ({ id: `b${i}`, types: ['Creature'], power: 2, toughness: 2 });
const effect = (i: number): Record<string, unknown> => ({ text: `e${i}`, affects: { kind: 'objects', ids: ['b0'] }, modifications: [{ kind: 'modify-pt', power: 0, toughness: 0 }] });

function problems(input: unknown): string[] {
  const r = parseScenario(input);
  return r.ok ? [] : formatProblems(r.error, 'en');
}

/** [bound, a scenario at the bound, the same one over it, the message over it] */
const SCHEMA_BOUNDS: [string, (n: number) => unknown, number, string][] = [
  ['players', (n) => ({ players: many(n, (i) => ({ id: `P${i}` })) }), L.players, `players: too many entries (${L.players + 1}; at most ${L.players})`],
  ['objects', (n) => ({ objects: many(n, bear) }), L.objects, `objects: too many entries (${L.objects + 1}; at most ${L.objects})`],
  ['effects', (n) => ({ objects: [bear(0)], effects: many(n, effect) }), L.effects, `effects: too many entries (${L.effects + 1}; at most ${L.effects})`],
  ['actions', (n) => ({ actions: many(n, () => ({ kind: 'end-turn' })) }), L.actions, `actions: too many entries (${L.actions + 1}; at most ${L.actions})`],
  ['string length', (n) => ({ objects: [{ ...bear(0), name: 'x'.repeat(n) }] }), L.stringChars, `objects[0].name: too long (${L.stringChars + 1} characters; at most ${L.stringChars})`],
  ['list entries', (n) => ({ objects: [{ ...bear(0), subtypes: many(n, (i) => `Kind${i}`) }] }), L.listItems, `objects[0].subtypes: too many entries (${L.listItems + 1}; at most ${L.listItems})`],
  ['counter kinds', (n) => ({ objects: [{ ...bear(0), counters: Object.fromEntries(many(n, (i) => [`kind${i}`, 1])) }] }), L.counterKinds, `objects[0].counters: too many entries (${L.counterKinds + 1}; at most ${L.counterKinds})`],
  ['numbers', (n) => ({ objects: [{ ...bear(0), power: n }] }), L.number, `objects[0].power: expected a number of at most ${L.number} (got ${L.number + 1})`],
];

describe('Scenario schema bounds', () => {
  it.each(SCHEMA_BOUNDS)('GIVEN %s at the bound THEN accepted; one over THEN refused naming the bound', (_name, make, bound, message) => {
    expect(problems(make(bound))).toEqual([]);
    expect(problems(make(bound + 1))).toContain(message);
  });
});

// ---------------------------------------------------------------------------------------------

/** A Scenario nested `levels` deep: the scenario object, then `levels - 1` lists inside one another. */
function nestedLists(levels: number): string {
  return `{"objects":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`;
}

/** A trigger that creates a token whose trigger creates a token … `depth` times. */
function triggerChain(depth: number): unknown {
  let seed: Record<string, unknown> = { name: 'Last', types: ['Creature'], power: 1, toughness: 1 };
  for (let i = 0; i < depth; i++) {
    seed = { name: `Maker ${i}`, types: ['Creature'], power: 1, toughness: 1, triggers: [{ text: 'When this enters, create a token.', event: 'enters', effects: [{ kind: 'create', seed }] }] };
  }
  return { actions: [{ kind: 'create', object: seed }] };
}

describe('nesting, bounded before parsing and before validation', () => {
  it(`GIVEN JSON text nested ${MAX_NESTING} levels THEN within the bound; ${MAX_NESTING + 1} THEN over it, at the first bracket too deep`, () => {
    expect(jsonNestingOverflow(nestedLists(MAX_NESTING))).toBeNull();
    const over = nestedLists(MAX_NESTING + 1);
    expect(jsonNestingOverflow(over)).toBe('{"objects":'.length + MAX_NESTING - 1);
    // Brackets inside strings are text, not nesting.
    expect(jsonNestingOverflow(`{"name":"${'['.repeat(500)}\\"${'{'.repeat(500)}"}`)).toBeNull();
  });

  it(`GIVEN a value nested ${MAX_NESTING} levels THEN no nesting problem; ${MAX_NESTING + 1} THEN "too deeply nested (max ${MAX_NESTING} …)"`, () => {
    expect(nestedDeeperThan(JSON.parse(nestedLists(MAX_NESTING)))).toBe(false);
    expect(problems(JSON.parse(nestedLists(MAX_NESTING))).some((p) => /too deeply nested/.test(p))).toBe(false);
    expect(problems(JSON.parse(nestedLists(MAX_NESTING + 1)))).toEqual([`(scenario): too deeply nested (max ${MAX_NESTING} levels of objects and lists)`]);
  });

  it('GIVEN a 500-deep trigger chain THEN validation refuses it by its depth, without overflowing the stack', () => {
    const r = runScenario(triggerChain(500));
    expect(r.ok).toBe(false);
    if (!r.ok && r.error.kind === 'invalid') expect(formatProblems(r.error.problems, 'en')).toEqual([`(scenario): too deeply nested (max ${MAX_NESTING} levels of objects and lists)`]);
    else throw new Error('expected a validation problem');
  });

  it('GIVEN a trigger chain that fits the bound THEN it runs', () => {
    const r = runScenario(triggerChain(10));
    expect(r.ok).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------

describe('engine bounds, through a Scenario', () => {
  const stop = (json: unknown): string => {
    const r = runScenario(json);
    if (r.ok) return 'ran';
    if (r.error.kind !== 'engine') return formatProblems(r.error.problems, 'en').join('\n');
    return renderEngineError(r.error.error, 'en', { labels: r.error.built.labels });
  };
  const creates = (n: number, already: number): unknown => ({ objects: many(already, bear), actions: many(n, (i) => ({ kind: 'create', object: { id: `t${i}`, types: ['Creature'], power: 1, toughness: 1 } })) });

  it(`GIVEN ${DEFAULT_LIMITS.maxObjects} objects after tokens are created THEN it runs; one more THEN stopped, naming the limit`, () => {
    expect(stop(creates(10, DEFAULT_LIMITS.maxObjects - 10))).toBe('ran');
    expect(stop(creates(11, DEFAULT_LIMITS.maxObjects - 10))).toMatch(new RegExp(`needs more objects than the limit of ${DEFAULT_LIMITS.maxObjects} \\(it reached ${DEFAULT_LIMITS.maxObjects + 1}\\)`));
  });

  it(`GIVEN ${DEFAULT_LIMITS.maxEffects} continuous effects after statics are counted THEN it runs; one more THEN stopped, naming the limit`, () => {
    const withStatic = (effects: number): unknown => ({
      objects: [{ ...bear(0), statics: [{ text: 's', affects: { kind: 'source' }, modifications: [{ kind: 'modify-pt', power: 0, toughness: 0 }] }] }],
      effects: many(effects, effect),
    });
    expect(stop(withStatic(DEFAULT_LIMITS.maxEffects - 1))).toBe('ran');
    expect(stop(withStatic(DEFAULT_LIMITS.maxEffects))).toMatch(new RegExp(`needs more continuous effects than the limit of ${DEFAULT_LIMITS.maxEffects} \\(it reached ${DEFAULT_LIMITS.maxEffects + 1}\\)`));
  });

  it(`GIVEN ${DEFAULT_LIMITS.maxEvents} events THEN it runs; one more THEN stopped, naming the limit`, () => {
    // Each counter put on the player is one event; 10 actions of 1000 counters are not 10,000 events,
    // so the counters go one at a time: 1000 actions of one event each, ten times over via limits.
    const events = (n: number): unknown => ({ actions: many(n, () => ({ kind: 'add-counters', target: 'A', counter: 'energy', amount: 1 })) });
    const limits = { maxEvents: 500 };
    const ran = runScenario(events(500), limits);
    expect(ran.ok).toBe(true);
    const over = runScenario(events(501), limits);
    if (over.ok || over.error.kind !== 'engine') throw new Error('expected an engine stop');
    expect(renderEngineError(over.error.error, 'en', { labels: over.error.built.labels })).toMatch(/needs more events than the limit of 500 \(it reached 501\)/);
  });
});

// ---------------------------------------------------------------------------------------------

function services(): Services {
  const loaded = loadConfig({});
  if (!loaded.ok) throw new Error('config');
  return { config: loaded.config, logger: createLogger({ level: 'silent' }), rules: () => Promise.resolve({ ok: false, error: 'none' }), watchForNewEditions: () => undefined, close: () => undefined };
}
const run = (json: string, transport: Transport = 'cli', lang: Lang = 'en'): Promise<CommandOutcome> =>
  scenario.execute({ lang, options: { json }, services: services(), transport } satisfies CommandContext);
const message = (o: CommandOutcome): string => (o.ok ? 'ok' : o.error.message);

const files = tempDir('stackwise-bounds-');
afterAll(() => files.cleanup());

describe('the scenario command', () => {
  it('GIVEN JSON 500 levels deep THEN "too deeply nested (max 64 …)" with where, in English and Japanese; no stack overflow', async () => {
    const text = nestedLists(500);
    const en = await run(text);
    expect(en.ok).toBe(false);
    expect(message(en)).toBe(`The scenario's JSON is too deeply nested (max ${MAX_NESTING} levels of objects and lists; it goes deeper at line 1, column ${'{"objects":'.length + MAX_NESTING}). Write the set-up flatter.`);
    expect(message(await run(text, 'cli', 'ja'))).toMatch(new RegExp(`入れ子が深すぎます（オブジェクトとリストは${MAX_NESTING}段まで`));
  });

  it('GIVEN a 500-deep trigger chain as JSON text THEN the same clear refusal', async () => {
    expect(message(await run(JSON.stringify(triggerChain(500))))).toMatch(/too deeply nested \(max 64 levels/);
  });

  it('GIVEN JSON of 6000 characters on Discord THEN read; 6001 THEN refused naming the length and the limit', async () => {
    const pad = (n: number): string => `{"objects":[{"types":["Creature"],"power":2,"toughness":2}]${' '.repeat(n - 60)}}`;
    expect(pad(6000)).toHaveLength(6000);
    expect((await run(pad(6000), 'discord')).ok).toBe(true);
    expect(message(await run(pad(6001), 'discord'))).toBe('That scenario is too long (6001 characters; at most 6000).');
  });

  it(`GIVEN a scenario file of ${MAX_SCENARIO_BYTES} bytes THEN read; one byte more THEN refused naming the limit`, async () => {
    const at = path.join(files.dir, 'at.json');
    const over = path.join(files.dir, 'over.json');
    const body = (n: number): string => `{"objects":[]${' '.repeat(n - '{"objects":[]}'.length)}}`;
    writeFileSync(at, body(MAX_SCENARIO_BYTES));
    writeFileSync(over, body(MAX_SCENARIO_BYTES + 1));
    expect((await readScenarioFile(at)).ok).toBe(true);
    expect(await readScenarioFile(over)).toEqual({ ok: false, error: { code: 'too_large', path: over } });
    expect(message(await run(over))).toMatch(new RegExp(`is too large \\(more than ${MAX_SCENARIO_BYTES} bytes\\)`));
  });
});

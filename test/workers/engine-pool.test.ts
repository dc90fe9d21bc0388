/**
 * The engine pool (src/workers/engine-pool.ts, engine-worker.ts) running the real engine under tsx
 * in worker threads, the command-side helper (run.ts) and the user-facing messages (messages.ts).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEnginePool, defaultPoolSize, enginePoolSettings } from '../../src/workers/engine-pool.ts';
import type { EngineLimitError, EnginePool } from '../../src/workers/engine-pool.ts';
import { limitErrorToAppError, runScenarioIsolated } from '../../src/workers/run.ts';
import { limitErrorToAppError as messageFor } from '../../src/workers/messages.ts';
import { runScenario } from '../../src/scenario/run.ts';
import { manyFilterEffects } from '../../src/bench/pathological.ts';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { createServices } from '../../src/services.ts';
import type { Services } from '../../src/services.ts';
import { exitStatusFor } from '../../src/core/result.ts';
import { commands } from '../../commands/index.ts';

const example = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../src/scenario/examples/${name}`, import.meta.url), 'utf8')) as unknown;

let pool: EnginePool;
beforeAll(() => {
  pool = createEnginePool({ size: 1, timeoutMs: 2_000, memoryMb: 128 });
});
afterAll(async () => {
  await pool.close();
});

describe('engine pool', () => {
  it('GIVEN example scenarios THEN the worker gives exactly the in-process resolution', async () => {
    for (const name of ['humility.json', 'legend-rule.json', 'anthem-and-counters.json']) {
      const json = example(name);
      const isolated = await pool.run(json);
      expect(isolated.ok).toBe(true);
      expect(isolated).toEqual(runScenario(json));
    }
  }, 60_000);

  it('GIVEN invalid input or an engine bound THEN the worker returns the same error values as in-process', async () => {
    const invalid = { objects: [{ id: 'x', power: 'lots' }] };
    expect(await pool.run(invalid)).toEqual(runScenario(invalid));
    const limits = { maxObjects: 1 };
    const two = { objects: [{ id: 'a', types: ['Creature'], power: 1, toughness: 1 }, { id: 'b', types: ['Creature'], power: 1, toughness: 1 }] };
    const inProcess = runScenario(two, limits);
    expect(inProcess.ok).toBe(false);
    expect(await pool.run(two, limits)).toEqual(inProcess);
  }, 60_000);

  it('GIVEN a pathological scenario and a tight time limit THEN the run is stopped with `timeout`, and the next run is answered', async () => {
    // The pool's clock (its setTimeout) is the test's: the limit is reached when the test moves the clock,
    // never because the machine is slow (under load the next small run, too, outlasted a real 0.3 s).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const tight = createEnginePool({ size: 1, timeoutMs: 300, memoryMb: 256 });
    try {
      // Far more work than the default bound allows, so only the time limit can stop it.
      const running = tight.run(manyFilterEffects(200, 500), { maxWork: Number.MAX_SAFE_INTEGER });
      let settled = false;
      void running.finally(() => {
        settled = true;
      });
      while (!settled) {
        await vi.advanceTimersByTimeAsync(300);
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      expect(await running).toMatchObject({ ok: false, error: { kind: 'limit', code: 'timeout', timeoutMs: 300 } });
      // The pool goes on answering: the replacement worker runs the next board (its clock never moves).
      const next = await tight.run(example('humility.json'));
      expect(next.ok, JSON.stringify(next)).toBe(true);
    } finally {
      vi.useRealTimers();
      await tight.close();
    }
  }, 600_000);

  it('GIVEN close() THEN later runs get `closed`', async () => {
    const p = createEnginePool({ size: 1, timeoutMs: 1_000, memoryMb: 128 });
    await p.close();
    expect(await p.run(example('humility.json'))).toMatchObject({ ok: false, error: { kind: 'limit', code: 'closed' } });
  });
});

describe('pool settings', () => {
  it('defaults to min(2, cores - 1), at least 1', () => {
    expect([1, 2, 3, 8].map((c) => defaultPoolSize(c))).toEqual([1, 1, 2, 2]);
  });

  it('reads ENGINE_WORKERS, ENGINE_TIMEOUT_MS and ENGINE_MEMORY_MB, and rejects bad values by name', () => {
    const loaded = loadConfig({ ENGINE_WORKERS: '3', ENGINE_TIMEOUT_MS: '1500', ENGINE_MEMORY_MB: '64' });
    expect(loaded.ok && enginePoolSettings(loaded.config)).toEqual({ size: 3, timeoutMs: 1500, memoryMb: 64 });
    const defaults = loadConfig({});
    expect(defaults.ok && enginePoolSettings(defaults.config)).toEqual({ size: defaultPoolSize(), timeoutMs: 5000, memoryMb: 256 });
    const tiny = loadConfig({ ENGINE_MEMORY_MB: '8' });
    expect(tiny.ok && enginePoolSettings(tiny.config).memoryMb).toBe(32); // too small to load the engine at all
    const bad = loadConfig({ ENGINE_WORKERS: '0', ENGINE_TIMEOUT_MS: 'soon' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors.map((e) => e.variable).sort()).toEqual(['ENGINE_TIMEOUT_MS', 'ENGINE_WORKERS']);
  });
});

function fakeServices(runEngine?: Services['runEngine']): Services & { lines: string[] } {
  const loaded = loadConfig({});
  if (!loaded.ok) throw new Error('config');
  const lines: string[] = [];
  return {
    config: loaded.config,
    logger: createLogger({ level: 'info', destination: { write: (s: string) => void lines.push(s) } }),
    rules: () => Promise.resolve({ ok: false, error: 'unused' }),
    watchForNewEditions: () => undefined,
    close: () => undefined,
    ...(runEngine ? { runEngine } : {}),
    lines,
  };
}

describe('runScenarioIsolated', () => {
  const stopped: EngineLimitError = { kind: 'limit', code: 'timeout', timeoutMs: 5000, memoryMb: 256, detail: 'x' };

  it('GIVEN services with a pool THEN every run goes through services.runEngine (the CLI too: same limits); GIVEN none THEN in-process', async () => {
    const runEngine = vi.fn(() => Promise.resolve({ ok: false as const, error: stopped }));
    const services = fakeServices(runEngine);
    const json = example('humility.json');
    expect(await runScenarioIsolated({ services }, json)).toEqual({ ok: false, error: stopped });
    expect(await runScenarioIsolated({ services }, json, { maxWork: 10 })).toEqual({ ok: false, error: stopped });
    expect(runEngine.mock.calls).toEqual([[json, undefined], [json, { maxWork: 10 }]]);
    expect(await runScenarioIsolated({ services: fakeServices() }, json)).toEqual(runScenario(json));
  });

  it('GIVEN startEngine before any run (the CLI, as an engine command starts) THEN one pool, started once, gives the in-process result; after close() it starts nothing', async () => {
    const loaded = loadConfig({ ENGINE_WORKERS: '1', ENGINE_TIMEOUT_MS: '4000' });
    if (!loaded.ok) throw new Error('config');
    const services = createServices(loaded.config, createLogger({ level: 'silent' }));
    const json = example('humility.json');
    try {
      services.startEngine?.();
      services.startEngine?.();
      expect(await services.runEngine?.(json)).toEqual(runScenario(json));
    } finally {
      services.close();
    }
    services.startEngine?.();
    expect(await services.runEngine?.(json)).toMatchObject({ ok: false, error: { kind: 'limit', code: 'closed' } });
  }, 60_000);

  it('GIVEN the commands THEN exactly those that run the engine say so (the CLI starts the pool early for them)', () => {
    expect(commands.filter((c) => c.runsEngine).map((c) => c.data.name).sort()).toEqual(['ask', 'scenario']);
  });

  it('GIVEN createServices THEN runEngine uses a real pool, and close() stops it', async () => {
    const loaded = loadConfig({ ENGINE_WORKERS: '1', ENGINE_TIMEOUT_MS: '4000' });
    if (!loaded.ok) throw new Error('config');
    const services = createServices(loaded.config, createLogger({ level: 'silent' }));
    const json = example('legend-rule.json');
    try {
      expect(await services.runEngine?.(json)).toEqual(runScenario(json));
    } finally {
      services.close();
    }
    // Shutting down: no new workers start, late runs are told politely.
    expect(await services.runEngine?.(json)).toMatchObject({ ok: false, error: { kind: 'limit', code: 'closed' } });
  }, 60_000);
});

describe('messages for a stopped run', () => {
  const base = { kind: 'limit' as const, timeoutMs: 2500, memoryMb: 128, detail: 'internal detail' };

  it('names the limit, in English and Japanese, as user errors (exit status 2)', () => {
    const en = messageFor({ ...base, code: 'timeout' }, 'en');
    expect(en).toEqual({ code: 'timeout', message: expect.stringContaining('2.5 s') });
    expect(en.message).toMatch(/smaller board/);
    expect(messageFor({ ...base, code: 'timeout' }, 'ja').message).toContain('2.5秒');
    const mem = messageFor({ ...base, code: 'too_much_memory' }, 'en');
    expect(mem).toEqual({ code: 'too_much_memory', message: expect.stringContaining('128 MB') });
    expect(messageFor({ ...base, code: 'too_much_memory' }, 'ja').message).toContain('128MB');
    expect(exitStatusFor('timeout')).toBe(2);
    expect(exitStatusFor('too_much_memory')).toBe(2);
    for (const lang of ['en', 'ja'] as const) {
      for (const code of ['timeout', 'too_much_memory', 'crashed', 'closed', 'busy'] as const) expect(messageFor({ ...base, code }, lang).message).not.toContain('internal detail');
    }
  });

  it('GIVEN a crash THEN the user gets an error id that is also in the log, and it is a fault (exit status 1)', () => {
    const services = fakeServices();
    const e = limitErrorToAppError({ ...base, code: 'crashed' }, { services, lang: 'en' });
    expect(e.code).toBe('internal');
    expect(exitStatusFor(e.code)).toBe(1);
    const id = /error id (\w+)/.exec(e.message)?.[1];
    expect(id).toBeDefined();
    expect(services.lines.join('')).toContain(`"errorId":"${id}"`);
    expect(limitErrorToAppError({ ...base, code: 'closed' }, { services, lang: 'ja' }).message).toContain('再起動中');
    expect(limitErrorToAppError({ ...base, code: 'busy' }, { services, lang: 'en' })).toEqual({ code: 'internal', message: expect.stringContaining('very busy') });
  });
});

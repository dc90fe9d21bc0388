/**
 * /scenario on the console (and so on Discord: same path) runs through the worker pool: a board
 * whose work bound would only stop it after seconds is stopped by ENGINE_TIMEOUT_MS instead, with
 * a polite `timeout` answer, while the main thread stays responsive; the CLI still runs in-process.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { scenario } from '../../commands/scenario.ts';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { createServices } from '../../src/services.ts';
import type { Services } from '../../src/services.ts';
import { manyFilterEffects } from '../../src/bench/pathological.ts';
import { CURRENT_CR_PATH } from '../helpers/data.ts';

let services: Services;
beforeAll(async () => {
  // CR_FILE: the scenario command loads the rules (the engine's subtype lists, services.ts), from the
  // file rather than the network; loaded here, as the bot loads them before it answers (prepare), so
  // parsing the CR is not inside the 0.25 s runs below.
  const loaded = loadConfig({ ENGINE_WORKERS: '1', ENGINE_TIMEOUT_MS: '250', CR_FILE: CURRENT_CR_PATH });
  if (!loaded.ok) throw new Error('config');
  services = createServices(loaded.config, createLogger({ level: 'silent' }));
  await services.rules();
}, 120_000);
afterAll(() => services.close());

const pathological = JSON.stringify(manyFilterEffects(200, 500));
const small = JSON.stringify({ objects: [{ id: 'a', types: ['Creature'], power: 0, toughness: 0 }] });

describe('/scenario through the engine pool', () => {
  // The pool's clock (its setTimeout) is the test's: a board is timed out when the test moves the clock
  // past the limit while the worker is busy, never because the machine is slow (a loaded machine took
  // longer than 0.25 s for the small board). setImmediate stays real, so the event loop turns as usual.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Settles `run`, moving the pool's clock on by its limit each turn of the event loop until it does. */
  async function pastTheLimit<T>(run: Promise<T>): Promise<T> {
    let settled = false;
    void run.finally(() => {
      settled = true;
    });
    while (!settled) {
      await vi.advanceTimersByTimeAsync(250);
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    return run;
  }

  it('GIVEN a pathological board on the console THEN it is stopped at the time limit with a polite timeout error, and the next board is answered', async () => {
    // Start the pool's worker first (its clock never moves here: the small board always has time).
    expect((await scenario.execute({ lang: 'en', options: { json: small }, services, transport: 'console' })).ok).toBe(true);
    // The main thread stays free while the worker is busy (the gateway would not stall): a turn of the
    // event loop asked for now comes before the run settles. In-process, the engine would block it.
    const order: string[] = [];
    const running = scenario.execute({ lang: 'en', options: { json: pathological }, services, transport: 'console' });
    setImmediate(() => order.push('turn'));
    // (The board needs seconds of CPU in the worker — its work bound stops it after ~2 s on a quiet
    // machine — so the limit is reached while it is still running, whatever the machine's speed.)
    const outcome = await pastTheLimit(running);
    order.push('run');
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error.code).toBe('timeout');
    expect(outcome.error.message).toContain('0.25 s');
    expect(outcome.reply.pages[0]?.description).toContain('smaller board');
    expect(order).toEqual(['turn', 'run']);

    const ja = await pastTheLimit(scenario.execute({ lang: 'ja', options: { json: pathological }, services, transport: 'discord' }));
    // (Discord caps the option's length first: the same board is refused as too long there.)
    expect(ja.ok).toBe(false);

    // The worker that was stopped is replaced, and the next board is answered by the new one.
    const next = await scenario.execute({ lang: 'en', options: { json: small }, services, transport: 'console' });
    expect(next.ok).toBe(true);
  }, 600_000);

  it('GIVEN the CLI THEN the run happens in-process (no time limit from the pool)', async () => {
    const outcome = await scenario.execute({ lang: 'en', options: { json: small }, services, transport: 'cli' });
    expect(outcome.ok).toBe(true);
  });
});

/**
 * /scenario on the console (and so on Discord: same path) runs through the worker pool: a board
 * whose work bound would only stop it after seconds is stopped by ENGINE_TIMEOUT_MS instead, with
 * a polite `timeout` answer, while the main thread stays responsive; the CLI still runs in-process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  it('GIVEN a pathological board on the console THEN it is stopped at the time limit with a polite timeout error, and the next board is answered', async () => {
    // Start the pool's worker first, so the clock below measures the run, not the worker's start-up.
    expect((await scenario.execute({ lang: 'en', options: { json: small }, services, transport: 'console' })).ok).toBe(true);
    // The main thread stays free while the worker is busy (the gateway would not stall): a short
    // timer set now fires before the run settles. In-process, the engine would block it until then.
    const order: string[] = [];
    setTimeout(() => order.push('timer'), 10);
    const outcome = await scenario.execute({ lang: 'en', options: { json: pathological }, services, transport: 'console' });
    order.push('run');
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error.code).toBe('timeout');
    expect(outcome.error.message).toContain('0.25 s');
    expect(outcome.reply.pages[0]?.description).toContain('smaller board');
    expect(order).toEqual(['timer', 'run']);

    const ja = await scenario.execute({ lang: 'ja', options: { json: pathological }, services, transport: 'discord' });
    // (Discord caps the option's length first: the same board is refused as too long there.)
    expect(ja.ok).toBe(false);

    const next = await scenario.execute({ lang: 'en', options: { json: small }, services, transport: 'console' });
    expect(next.ok).toBe(true);
  }, 60_000);

  it('GIVEN the CLI THEN the run happens in-process (no time limit from the pool)', async () => {
    const outcome = await scenario.execute({ lang: 'en', options: { json: small }, services, transport: 'cli' });
    expect(outcome.ok).toBe(true);
  });
});
